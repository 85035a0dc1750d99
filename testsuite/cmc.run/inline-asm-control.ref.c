#include "ref.h"

int main(void)
{
    int32_t a[8] = {5, -2, 7, 0, 3, 9, 1, 4};
    uint32_t out[72] = {0};
    for (int i = 0; i < 8; i++) {
        out[i] = a[i] * 2 + (a[i] > 3 ? 100 : 0);
        out[8 + i] = 4 * a[i] + 0 + 1 + 2 + 3;
        /* do { counter++ } while (counter < a): at least once. */
        int counter = 0;
        do
            counter++;
        while (counter < a[i]);
        out[16 + i] = counter;
        uint32_t u = (uint32_t)a[i], reversed = 0;
        int bits = 0;
        for (int b = 0; b < 32; b++) {
            bits += (u >> b) & 1;
            reversed |= ((u >> b) & 1) << (31 - b);
        }
        out[24 + i] = bits;
        out[32 + i] = reversed;
        /* The operand's vISA type is d (LLVM's i32 has no sign): the
         * field is sign-extended. */
        out[40 + i] = (uint32_t)((int32_t)(u << 26) >> 28);
        out[48 + i] = (0xffffffffu & ~(0x7u << 5)) | ((u & 0x7) << 5);
    }
    int32_t wide[16] = {0};
    for (int i = 0; i < 8; i++)
        wide[i] = a[i];
    for (int k = 0; k < 4; k++)
        wide[a[6] + 2 * k] += 1000;
    memcpy(out + 56, wide, sizeof wide);
    ref_write("in.bin", a, sizeof a);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
