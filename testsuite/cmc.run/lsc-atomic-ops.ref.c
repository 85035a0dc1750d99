#include "ref.h"

/* Each channel has its own dword (or qword), so the order of channels does
 * not matter: old values to out, memory updated in place. */
static float f_at(const uint32_t *m, int i) { float f; memcpy(&f, &m[i], 4); return f; }
static void f_set(uint32_t *m, int i, float f) { memcpy(&m[i], &f, 4); }

int main(void)
{
    uint32_t mem[256], out[256] = {0};
    uint32_t seed = 16;
    for (int i = 0; i < 256; i++)
        mem[i] = ref_random(&seed);
    for (int i = 0; i < 16; i++) {
        mem[16 + i] = (uint32_t)ref_random_int(&seed, -12, 12);
        mem[32 + i] = ref_random(&seed) % 100;
        for (int k = 48; k < 112; k += 16) /* FSUB, FMIN, FMAX, FCAS */
            f_set(mem, k + i, (float)ref_random_int(&seed, -16, 16) * 0.75f);
        f_set(mem, 96 + i, (float)(ref_random(&seed) % 4)); /* FCAS hits some */
    }
    uint32_t mem_in[256];
    memcpy(mem_in, mem, sizeof mem);
    for (int i = 0; i < 16; i++) {
        out[i] = mem[i];
        mem[i] -= (uint32_t)i * 3 + 1;
        int32_t old = (int32_t)mem[16 + i], src = i - 8;
        out[16 + i] = (uint32_t)old;
        mem[16 + i] = (uint32_t)(src > old ? src : old);
        uint32_t uold = mem[32 + i], usrc = (uint32_t)i * 5;
        out[32 + i] = uold;
        mem[32 + i] = usrc < uold ? usrc : uold;
        float fold = f_at(mem, 48 + i);
        f_set(out, 48 + i, fold);
        f_set(mem, 48 + i, fold - (float)i * 0.5f);
        float fsrc = ((float)i - 8.0f) * 1.5f;
        fold = f_at(mem, 64 + i);
        f_set(out, 64 + i, fold);
        f_set(mem, 64 + i, fminf(fold, fsrc));
        fold = f_at(mem, 80 + i);
        f_set(out, 80 + i, fold);
        f_set(mem, 80 + i, fmaxf(fold, fsrc));
        fold = f_at(mem, 96 + i);
        f_set(out, 96 + i, fold);
        if (fold == (float)(i & 3))
            f_set(mem, 96 + i, (float)i * 10.0f);
        out[112 + i] = mem[112 + i];
        uint64_t w;
        memcpy(&w, &mem[128 + 2 * i], 8);
        memcpy(&out[128 + 2 * i], &w, 8);
        w -= (uint64_t)i * 0x300000007ull;
        memcpy(&mem[128 + 2 * i], &w, 8);
    }
    ref_write("mem.bin", mem_in, sizeof mem_in);
    ref_write("memout.bin.expected", mem, sizeof mem);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
