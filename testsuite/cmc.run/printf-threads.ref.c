/* Expected output of printf-threads.cpp: each thread's lines together,
 * threads in dispatch order (group by group, local id within a group).
 * stdout.expected has the CM runtime's printf value, the record's size;
 * stdout.opencl.expected, for the run through SPIR-V and VC, OpenCL's:
 * 0 for a printf that printed (OpenCL C's printf). */
#include "ref.h"

/* The expected text when printf's value is RECORD_BYTES. */
static int write_expected(const char *path, int record_bytes)
{
    FILE *out = fopen(path, "wb");
    if (!out)
        return 1;
    for (unsigned group = 0; group < 2; group++)
        for (unsigned local = 0; local < 3; local++) {
            fprintf(out, "group %u thread %u: before, %d\n", group, local,
                    1000 + (int)(group * 3 + local));
            fprintf(out, "group %u thread %u: after\n", group, local);
            fprintf(out, "record of %d bytes\n", record_bytes);
        }
    return fclose(out) != 0;
}

int main(void)
{
    /* format 32 + 128, two uint arguments 2 * 32 */
    return write_expected("stdout.expected", 32 + 128 + 2 * 32) ||
           write_expected("stdout.opencl.expected", 0);
}
