#include "ref.h"

/* The 64-bit products and the carries of the kernel's operands, in C. */
static uint32_t low(uint64_t product) { return (uint32_t)product; }
static uint32_t high(uint64_t product) { return (uint32_t)(product >> 32); }

/* a + b or a - b, and its carry or borrow. */
static void carry(int subtract, uint32_t a, uint32_t b, uint32_t *value,
                  uint32_t *second)
{
    *value = subtract ? a - b : a + b;
    *second = subtract ? a < b : (uint64_t)a + b > 0xffffffffu;
}

/* The kernel's CARRY_FORMS, element k: u and w, u and 0x80000000, 7 and
 * w, the matrices w and u, the scalars w(k) and u(k). */
static void carry_forms(uint32_t rows[][8], int k, const uint32_t *u,
                        const uint32_t *w, int subtract)
{
    carry(subtract, u[k], w[k], &rows[0][k], &rows[1][k]);
    carry(subtract, u[k], 0x80000000u, &rows[2][k], &rows[3][k]);
    carry(subtract, 7u, w[k], &rows[4][k], &rows[5][k]);
    carry(subtract, w[k], u[k], &rows[6][k], &rows[7][k]);
    carry(subtract, w[k], u[k], &rows[8][k], &rows[9][k]);
}

int main(void)
{
    int32_t i[8] = {100000, -100000, 2147483647, -2147483647, 3, -1, 65536, 7};
    int32_t j[8] = {100000, 100000, 2, 2147483647, -3, -1, 65536, 0};
    uint32_t u[8] = {1, 0xffffffffu, 0x80000000u, 5, 0, 123456789, 0xfffffffeu, 9};
    uint32_t w[8] = {2, 1, 0x80000000u, 7, 0, 987654321, 3, 9};
    uint32_t out[30][8];
    for (int k = 0; k < 8; k++) {
        uint64_t p = (uint64_t)((int64_t)i[k] * j[k]);
        out[0][k] = low(p);
        out[1][k] = high(p);
        p = (uint64_t)u[k] * w[k];
        out[2][k] = low(p);
        out[3][k] = high(p);
        p = (uint64_t)((int64_t)i[k] * -70001);
        out[4][k] = low(p);
        out[5][k] = high(p);
        p = (uint64_t)u[k] * 0xfffffff1u;
        out[6][k] = low(p);
        out[7][k] = high(p);
        p = (uint64_t)(uint32_t)i[k] * u[k]; /* int and uint: unsigned */
        out[8][k] = low(p);
        out[9][k] = high(p);

        carry_forms(out + 10, k, u, w, 0);
        carry_forms(out + 20, k, u, w, 1);
    }
    unsigned char in[128];
    memcpy(in, i, 32); memcpy(in + 32, j, 32);
    memcpy(in + 64, u, 32); memcpy(in + 96, w, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
