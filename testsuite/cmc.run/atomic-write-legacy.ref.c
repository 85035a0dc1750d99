#include "ref.h"

int main(void)
{
    uint32_t mem[64], out[64] = {0};
    uint32_t seed = 5;
    for (int i = 0; i < 64; i++)
        mem[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
    float f[8] = {1.5f, -2.0f, 3.25f, 0.0f, -7.5f, 100.0f, 0.5f, -0.25f};
    for (int i = 0; i < 8; i++) {          /* floats for FMAX at 40 */
        float g = f[7 - i];
        memcpy(&mem[40 + i], &g, 4);
    }
    memcpy(&mem[56], f, sizeof f);          /* ints/floats at byte 224 */
    ref_write("mem.bin", mem, sizeof mem);
    uint32_t src[8];
    memcpy(src, &mem[48], sizeof src);      /* byte 192 */
    for (int i = 0; i < 8; i++) {           /* ADD */
        out[i] = mem[i];
        mem[i] += src[i];
    }
    for (int i = 0; i < 8; i++)             /* INC, reversed offsets */
        mem[8 + 7 - i] += 1;
    uint32_t swap[16];
    memcpy(swap, &mem[48], 32);
    memcpy(swap + 8, &mem[16], 32);         /* byte 64: current values */
    swap[9] = 12345;
    for (int i = 0; i < 8; i++) {           /* CMPXCHG */
        out[8 + i] = mem[16 + i];
        if (mem[16 + i] == swap[8 + i])
            mem[16 + i] = swap[i];
    }
    for (int i = 0; i < 8; i++) {           /* PREDEC */
        mem[24 + i] -= 1;
        out[16 + i] = mem[24 + i];
    }
    for (int i = 0; i < 8; i++) {           /* MINSINT */
        int32_t a = (int32_t)mem[32 + i], b = (int32_t)mem[56 + i];
        out[24 + i] = (uint32_t)a;
        mem[32 + i] = (uint32_t)(b < a ? b : a);
    }
    for (int i = 0; i < 8; i++) {           /* FMAX */
        float a, b;
        memcpy(&a, &mem[40 + i], 4);
        memcpy(&b, &mem[56 + i], 4);
        out[32 + i] = mem[40 + i];
        float m = b > a ? b : a;
        memcpy(&mem[40 + i], &m, 4);
    }
    for (int i = 0; i < 16; i++)            /* DEC into big(8..15) */
        out[40 + i] = 99;
    for (int i = 0; i < 8; i++) {
        out[48 + i] = mem[48 + i];
        mem[48 + i] -= 1;
    }
    ref_write("mem.out.expected", mem, sizeof mem);
    ref_write("ret.bin.expected", out, sizeof out);
    return 0;
}
