#include "ref.h"

/* printf-cm-printf.cpp's output for threads 0 and 1 (ordered by thread,
 * then program order) and its record sizes: 160 bytes of header and
 * format, and 32 per value (a string literal argument: a header and its
 * 128 bytes, 160).  Through SPIR-V and VC, printf is OpenCL's, whose
 * value is 0 when it printed (OpenCL C's printf): sizes.bin.opencl.expected
 * holds those zeros. */
int main(void)
{
    uint32_t seed = 2;
    float values[8];
    for (int i = 0; i < 8; i++)
        values[i] = ref_random_float(&seed, -10.0f, 10.0f);
    ref_write("values.bin", values, sizeof values);
    FILE *out = fopen("stdout.expected", "wb");
    if (!out)
        return 1;
    int32_t sizes[16] = {0};
    for (int t = 0; t < 2; t++) {
        const float *v = values + 4 * t;
        float sum = ((v[0] + v[1]) + v[2]) + v[3];
        fprintf(out, "thread %d starts\n", t);
        fprintf(out, "sum %.3f of %d values\n", sum, 4);
        fprintf(out, "thread %d: value %.2f\n", t, v[0] * v[1]);
        fprintf(out, "%s\n", "done");
        sizes[4 * t] = 160 + 32;
        sizes[4 * t + 1] = 160 + 2 * 32;
        sizes[4 * t + 2] = 160 + 160;
    }
    fclose(out);
    ref_write("sizes.bin.expected", sizes, sizeof sizes);
    int32_t opencl_sizes[16] = {0};
    ref_write("sizes.bin.opencl.expected", opencl_sizes, sizeof opencl_sizes);
    return 0;
}
