/* Expected output of printf-threads.cpp: each thread's lines together,
 * threads in dispatch order (group by group, local id within a group). */
#include "ref.h"

int main(void)
{
    FILE *out = fopen("stdout.expected", "wb");
    if (!out)
        return 1;
    for (unsigned group = 0; group < 2; group++)
        for (unsigned local = 0; local < 3; local++) {
            fprintf(out, "group %u thread %u: before, %d\n", group, local,
                    1000 + (int)(group * 3 + local));
            fprintf(out, "group %u thread %u: after\n", group, local);
            /* format 32 + 128, two uint arguments 2 * 32 */
            fprintf(out, "record of %d bytes\n", 32 + 128 + 2 * 32);
        }
    return fclose(out) != 0;
}
