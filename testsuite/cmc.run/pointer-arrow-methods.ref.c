#include "ref.h"

/* pointer-arrow-methods.cpp's kernel in C.  struct acc in memory is
 * eight ints and a count: 36 bytes, as C lays it out. */
struct acc {
    int32_t v[8];
    int32_t n;
};

static void add(struct acc *a, int x)
{
    for (int k = 0; k < 8; k++)
        a->v[k] += x;
    a->n++;
}

static void add_twice(struct acc *a, int x)
{
    add(a, x);
    add(a, x + 1);
}

static int first(const struct acc *a) { return a->v[0] + a->n; }
static int total(const struct acc *a) { return first(a) + a->v[7]; }

/* bump: elements i, i+1 plus one, then shorts 0 and 1 (int 0) = 3. */
static void bump(int32_t *p, int i)
{
    p[i] += 1;
    p[i + 1] += 1;
    p[0] = (int32_t)((3u << 16) | 3u);
}

int main(void)
{
    int32_t v[16], r[16] = {0}, l[8];
    struct acc m, a;
    uint32_t seed = 777;
    for (int k = 0; k < 16; k++)
        v[k] = ref_random_int(&seed, -1000, 1000);
    for (int k = 0; k < 8; k++)
        m.v[k] = ref_random_int(&seed, -1000, 1000);
    m.n = 5;
    ref_write("v.bin", v, sizeof v);
    ref_write("a.bin", &m, sizeof m);

    for (int k = 0; k < 8; k++)
        a.v[k] = 1;
    a.n = 0;
    add(&a, 3);
    add_twice(&a, 10);
    v[8] = v[4];
    v[9] = v[5];
    bump(v, 2);
    for (int k = 0; k < 8; k++)
        l[k] = 5;
    bump(l, 1);
    for (int k = 0; k < 8; k++)
        r[k] = l[k];
    r[8] = first(&a);
    r[9] = total(&a);
    add(&m, 2);
    add_twice(&m, -4);
    r[10] = first(&m);
    r[11] = total(&m);
    ref_write("v_out.bin.expected", v, sizeof v);
    ref_write("a_out.bin.expected", &m, sizeof m);
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
