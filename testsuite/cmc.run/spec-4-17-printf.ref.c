/* spec-4-17-printf: each thread's lines in walker order (rows, then
 * columns), printed with the host's printf.  A kernel's printf returns
 * the bytes it used in the print buffer (the spec's "Number of bytes"),
 * in the layout of Intel's CM runtime: a 32-byte format header, the
 * format in 128 bytes, and a 32-byte header per scalar argument. */
#include "ref.h"

int main(void)
{
    FILE *expected = fopen("stdout.expected", "w");
    if (!expected)
        return 1;
    for (int ty = 0; ty < 2; ty++)
        for (int tx = 0; tx < 2; tx++) {
            fprintf(expected, "Hello CM from %dx%d\n", tx, ty);
            fprintf(expected, "Number of bytes returned: %d\n", 32 + 128 + 2 * 32);
            fprintf(expected, "Print a double: %f\n", 4.2);
            fprintf(expected, "Print a string: %s\n", "Hello");
            if (tx == 0 && ty == 0)
                fprintf(expected, "Hello from tid 0 with tx/ty %d/%d \n", tx, ty);
        }
    fclose(expected);
    return 0;
}
