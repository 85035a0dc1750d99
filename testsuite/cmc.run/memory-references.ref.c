#include "ref.h"

/* memory-references.cpp's kernel in C. */
struct record {
    int32_t a;
    float b[4];
    int16_t m[2][4];
};

int main(void)
{
    float v[8];
    int32_t p[8];
    struct record q[3];
    int i = 2;
    uint32_t seed = 1313;
    for (int k = 0; k < 8; k++)
        v[k] = (float)ref_random_int(&seed, -100, 100) / 4.0f;
    for (int k = 0; k < 8; k++)
        p[k] = ref_random_int(&seed, -1000, 1000);
    for (int n = 0; n < 3; n++) {
        q[n].a = ref_random_int(&seed, -1000, 1000);
        for (int k = 0; k < 4; k++)
            q[n].b[k] = (float)ref_random_int(&seed, -100, 100) / 2.0f;
        for (int k = 0; k < 8; k++)
            q[n].m[k / 4][k % 4] = (int16_t)ref_random_int(&seed, -300, 300);
    }
    ref_write("v.bin", v, sizeof v);
    ref_write("p.bin", p, sizeof p);
    ref_write("q.bin", q, sizeof q);

    v[2] = 1.5f;
    v[3] += 2.0f;
    v[i + 4] += 0.25f;
    v[5] = v[1] * 2.0f;

    p[3] += 2;
    p[i] = p[i] * 3 + p[3];

    struct record *s = &q[1];
    s->a += 10;
    s->b[3] += 1.0f;
    s->b[1] = 7.0f;
    s->b[i] += 0.5f;
    q[0].m[1][2] = 9;
    s->m[0][i] = (int16_t)(s->m[1][i + 1] + 4);
    q[0].b[i] = s->b[0] * 2.0f;
    q[2].a = s->a + p[0];
    q[0].a += 1;
    q[2].b[0] = 3.5f;

    ref_write("v_out.bin.expected", v, sizeof v);
    ref_write("p_out.bin.expected", p, sizeof p);
    ref_write("q_out.bin.expected", q, sizeof q);
    return 0;
}
