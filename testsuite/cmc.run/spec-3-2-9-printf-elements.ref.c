/* spec-3-2-9-printf-elements: the first int three times, the second twice. */
#include "ref.h"

int main(void)
{
    int32_t in[4] = {-12345, 678, 0, 0};
    FILE *expected = fopen("stdout.expected", "w");
    if (!expected)
        return 1;
    for (int i = 0; i < 3; i++)
        fprintf(expected, "%d\n", in[0]);
    for (int i = 0; i < 2; i++)
        fprintf(expected, "%d\n", in[1]);
    fclose(expected);
    ref_write("in.bin", in, sizeof in);
    return 0;
}
