/* Expected output of printf-formats.cpp, printed by the host's printf
 * with the same formats and values (the last line's %% is what Intel's
 * CM runtime prints for a format without directives: it verbatim). */
#include "ref.h"

int main(void)
{
    int32_t values[8];
    uint32_t seed = 17;
    for (int i = 0; i < 8; i++)
        values[i] = ref_random_int(&seed, -30000, 30000);
    values[1] = 300; /* printed as uchar: 44 */
    ref_write("values.bin", values, sizeof values);

    int n = -42;
    float f = 3.25f;
    FILE *out = fopen("stdout.expected", "wb");
    if (!out)
        return 1;
    fprintf(out, "int %d %i [%5d] [%-5d] [%05d] %+d\n", n, n, n, n, 42, 7);
    fprintf(out, "unsigned %u %x %X %#o %08x\n", (unsigned)n, 255u, 48879u,
            8u, (unsigned)values[0]);
    fprintf(out, "char %c %c short %hd ushort %hu uchar %hhu\n", 'o', 'k',
            (short)-5, (unsigned short)65535, (unsigned char)values[1]);
    fprintf(out, "long long %lld %llu %llx\n", (long long)n * 100000000000LL,
            18446744073709551615ull, 0x123456789abcdefull);
    fprintf(out, "float %f %.3f [%10.2f] %e %.2E %g %G\n", f, f, f * 100.0f,
            f * 1000.0f, f, f / 1000.0f, 1.0e20f);
    fprintf(out, "half %g double %.10f\n", 3.25, (double)f);
    fprintf(out, "strings [%s] [%10s] [%-6s]\n", "abc", "right", "left");
    fprintf(out, "vector");
    for (int i = 0; i < 8; i++)
        fprintf(out, " %d", values[i]);
    fprintf(out, "\n");
    fprintf(out, "matrix %d %d %d / %d %d %d\n", (short)values[0],
            (short)values[1], (short)values[2], (short)values[3],
            (short)values[4], (short)values[5]);
    fprintf(out, "star [%*d] [%-*d] [%.*f]\n", 6, n, 6, n, 2, f);
    fprintf(out, "no arguments\n");
    fprintf(out, "percent 100%% of %d\n", 3);
    fprintf(out, "%d%%\n", n);
    fprintf(out, "rate 50%%%%\n");
    return fclose(out) != 0;
}
