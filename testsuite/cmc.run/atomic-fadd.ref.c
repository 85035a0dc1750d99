#include "ref.h"

/* Bytes 0..63: 16 shared floats (8 added to, 8 subtracted from by every
 * thread); 64..191: each thread's 8 own floats; 192..447: per thread,
 * the old values of its own floats, then what its SLM subtraction
 * changed (new - old: -amount).  The typed kernel: an 8x2 r32f image,
 * row 0 added u + 1, row 1 subtracted 0.75, and the old values. */
int main(void)
{
    uint32_t seed = 7;
    float buffer[112];
    memset(buffer, 0, sizeof buffer);
    for (int i = 0; i < 48; i++)
        buffer[i] = (float)ref_random_int(&seed, -64, 64) * 0.25f;
    float expected[112];
    memcpy(expected, buffer, sizeof expected);
    for (int x = 0; x < 4; x++) {
        float amount = 0.5f * (float)(x + 1);
        for (int i = 0; i < 8; i++) {
            expected[i] += amount;
            expected[8 + i] -= amount * 0.5f;
            float own = buffer[16 + x * 8 + i];
            expected[16 + x * 8 + i] = own + amount;
            expected[48 + x * 16 + i] = own;
            expected[56 + x * 16 + i] = -amount;
        }
    }
    float image[16], image_out[16], olds[16];
    for (int i = 0; i < 16; i++) {
        image[i] = (float)ref_random_int(&seed, -64, 64) * 0.5f;
        olds[i] = image[i];
        image_out[i] = i < 8 ? image[i] + (float)(i + 1) : image[i] - 0.75f;
    }
    ref_write("image.bin", image, sizeof image);
    ref_write("image-out.bin.expected", image_out, sizeof image_out);
    ref_write("olds.bin.expected", olds, sizeof olds);
    ref_write("in.bin", buffer, sizeof buffer);
    ref_write("out.bin.expected", expected, sizeof expected);
    return 0;
}
