#include "ref.h"

/* Forward DFTs X[k] = sum x[n] e^(-2 pi i n k / 8) of 8 signals, done
 * directly in double; the buffer holds (re, im) of sample n of signal s at
 * complex index n * 8 + s, in and out. */
int main(void)
{
    enum { N = 8, SIGNALS = 8 };
    float in[N * SIGNALS * 2], out[N * SIGNALS * 2];
    uint32_t state = 7;
    for (int i = 0; i < N * SIGNALS * 2; i++)
        in[i] = (float)ref_random_int(&state, -1000, 1000) / 100.0f;
    const double pi = 3.14159265358979323846;
    for (int s = 0; s < SIGNALS; s++)
        for (int k = 0; k < N; k++) {
            double re = 0, im = 0;
            for (int n = 0; n < N; n++) {
                double angle = -2 * pi * n * k / N;
                double xr = in[(n * SIGNALS + s) * 2];
                double xi = in[(n * SIGNALS + s) * 2 + 1];
                re += xr * cos(angle) - xi * sin(angle);
                im += xr * sin(angle) + xi * cos(angle);
            }
            out[(k * SIGNALS + s) * 2] = (float)re;
            out[(k * SIGNALS + s) * 2 + 1] = (float)im;
        }
    ref_write("buf.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
