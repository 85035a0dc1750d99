#include <math.h>

#include "ref.h"

/* in.bin: y and x for atan2_fast (both in [1, 4], so every angle is at
 * least atan(1/4) = 0.245), y and x for atan2 (magnitudes in [1, 4], any
 * signs: |angle| in [0.245, pi - 0.245]), y in [-1000, 1000] and x in
 * [0.5, 40] with either sign for fmod, 16 x in [-3, 3] for tanh. */
static float in[1552];

int main(void)
{
    uint32_t seed = 68;
    float *fast_y = in, *fast_x = in + 256, *y = in + 512, *x = in + 768;
    float *fy = in + 1024, *fx = in + 1280, *t = in + 1536;
    static float fast[256], angle[256], rem[256], tanhs[32];
    for (int i = 0; i < 256; i++) {
        fast_y[i] = ref_random_float(&seed, 1.0f, 4.0f);
        fast_x[i] = ref_random_float(&seed, 1.0f, 4.0f);
        y[i] = ref_random_float(&seed, 1.0f, 4.0f) *
               (ref_random(&seed) & 1 ? -1.0f : 1.0f);
        x[i] = ref_random_float(&seed, 1.0f, 4.0f) *
               (ref_random(&seed) & 1 ? -1.0f : 1.0f);
        fy[i] = ref_random_float(&seed, -1000.0f, 1000.0f);
        fx[i] = ref_random_float(&seed, 0.5f, 40.0f) *
                (ref_random(&seed) & 1 ? -1.0f : 1.0f);
        fast[i] = atan2f(fast_y[i], fast_x[i]);
        angle[i] = atan2f(y[i], x[i]);
        rem[i] = fmodf(fy[i], fx[i]);
    }
    for (int i = 0; i < 16; i++) {
        t[i] = ref_random_float(&seed, -3.0f, 3.0f);
        tanhs[i] = tanhf(t[i]);
        tanhs[16 + i] = tanhf(t[i]);
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("fast.bin.expected", fast, sizeof fast);
    ref_write("atan2.bin.expected", angle, sizeof angle);
    ref_write("fmod.bin.expected", rem, sizeof rem);
    ref_write("tanh.bin.expected", tanhs, sizeof tanhs);
    return 0;
}
