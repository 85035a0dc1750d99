#include "ref.h"

/* Channels update memory in order, thread 0 before thread 1. */
int main(void)
{
    uint32_t counters[256] = {0}, out[512] = {0}, flat[32] = {0};
    uint32_t seed = 7;
    for (int i = 16; i < 256; i++)
        counters[i] = ref_random(&seed) % 64;
    for (int i = 0; i < 16; i++) { /* the float counters */
        float start = (float)i;
        memcpy(&counters[128 + i], &start, 4);
    }
    uint32_t counters_in[256];
    memcpy(counters_in, counters, sizeof counters);
    for (int t = 0; t < 2; t++) {
        uint32_t slm[64] = {0};
        for (int i = 0; i < 16; i++)
            slm[i] = (uint32_t)i * 10;
        for (int i = 0; i < 16; i++) {
            int c = t * 16 + i;
            uint32_t *own = &counters[16 + i];
            out[c] = counters[0];
            counters[0] += (uint32_t)i + 1;
            out[32 + c] = own[0]++;
            int32_t old = (int32_t)own[16], src = i - 8 + t * 3;
            out[64 + c] = (uint32_t)old;
            own[16] = (uint32_t)(src < old ? src : old);
            uint32_t u = (uint32_t)i * 1000 + (uint32_t)t * 7777;
            out[96 + c] = own[32];
            if (u > own[32])
                own[32] = u;
            out[128 + c] = own[48];
            if (own[48] == ((uint32_t)i & 3))
                own[48] = (uint32_t)i + 100 * ((uint32_t)t + 1);
            uint32_t r = own[64];
            own[64] &= ~(1u << i);
            r += own[80];
            own[80] |= 1u << (i + t);
            r ^= own[96];
            own[96] ^= (uint32_t)i * 0x01010101u;
            out[160 + c] = r;
            float f;
            memcpy(&f, &own[112], 4);
            memcpy(&out[192 + c], &f, 4);
            f += (float)i * 0.25f + 1.0f;
            memcpy(&own[112], &f, 4);
            uint64_t w;
            memcpy(&w, &counters[144 + 2 * i], 8);
            memcpy(&out[256 + t * 32 + 2 * i], &w, 8);
            w += (uint64_t)i * 0x100000001ull;
            memcpy(&counters[144 + 2 * i], &w, 8);
        }
        uint32_t r[16];
        for (int i = 0; i < 16; i++) {
            r[i] = slm[i];
            slm[i] += (uint32_t)(i + t);
        }
        for (int i = 0; i < 16; i++) {
            r[i] += slm[15 - i];
            slm[15 - i] -= 1;
        }
        for (int i = 0; i < 16; i++) {
            out[224 + t * 16 + i] = r[i];
            out[320 + t * 16 + i] = slm[i];
        }
        for (int i = 1; i < 16; i += 2) {
            out[384 + t * 16 + i] = flat[i];
            flat[i] = (uint32_t)i + 1000 * ((uint32_t)t + 1);
        }
    }
    ref_write("counters.bin", counters_in, sizeof counters_in);
    ref_write("countersout.bin.expected", counters, sizeof counters);
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("flat.bin.expected", flat, sizeof flat);
    return 0;
}
