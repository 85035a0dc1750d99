/* Expected output of printf-long-formats.cpp: the host's printf with the
 * same formats and values, per thread in dispatch order; the sizes are
 * counted from the record layout (a format record of 160 bytes, 32 per
 * value, 160 per string value).  stdout.opencl.expected is the output
 * through SPIR-V and VC, where printf is OpenCL's and its value 0 when it
 * printed (OpenCL C's printf). */
#include "ref.h"

#define TEXT40 "abcdefghijklmnopqrstuvwxyz0123456789ABCD"

/* The expected text when the last format's printf has value SIZE. */
static int write_expected(const char *path, int size)
{
    int n = 7;
    float f = 0.5f;
    FILE *out = fopen(path, "wb");
    if (!out)
        return 1;
    for (int thread = 0; thread < 2; thread++) {
        int x = thread;
        fprintf(out,
                "group_count(0)=%d, group_count(1)=%d local_size(0)=%d "
                "local_size(1)=%d gid(0)=%d, gid(1)=%d, lid(0)=%d, "
                "lid(1)=%d, cm_linear_global_id=%d\n",
                2, 1, 1, 1, thread, 0, 0, 0, thread);
        fprintf(out,
                "x=%d then a long run: 100%% " TEXT40 TEXT40 TEXT40 TEXT40
                " 50%% and n=%d f=%.3f\n",
                x, n, f);
        fprintf(out,
                "[%*d] [%-*d] " TEXT40 TEXT40 "[%.*f] tail: " TEXT40 TEXT40
                TEXT40 TEXT40 "\n",
                5, n, 4, x, 2, f);
        fprintf(out, TEXT40 " no directives " TEXT40 TEXT40 TEXT40 "\n");
        fprintf(out, "%d:" TEXT40 TEXT40 TEXT40 TEXT40 "%d\n", x, n);
        fprintf(out, "size %d\n", size);
    }
    return fclose(out) != 0;
}

int main(void)
{
    /* "%d:" + 160 characters + "%d\n": a piece "%d:" with 124 of them
     * (one value), the other 36 with "%d\n" (one value). */
    return write_expected("stdout.expected", 2 * 160 + 2 * 32) ||
           write_expected("stdout.opencl.expected", 0);
}
