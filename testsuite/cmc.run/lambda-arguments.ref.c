#include "ref.h"

/* lambda-arguments.cpp's kernel in C: each lambda's state is spelled
 * out (a copy where C++ copies the closure, the variable where it
 * captures by reference). */
int main(void)
{
    int32_t v[8], r[16] = {0}, out[32] = {0};
    int i = 2;
    uint32_t seed = 1313;
    for (int j = 0; j < 8; j++)
        v[j] = ref_random_int(&seed, -10000, 10000);
    ref_write("in.bin", v, sizeof v);

    for (int j = 0; j < 8; j++) /* apply(x + k), k = 3 */
        v[j] += 3;
    int total = 0;
    total += 5; /* twice(add, 5): add(add(5)) */
    total += total;
    r[0] = total;
    r[1] = total;
    int n = i + 1; /* counter, passed by reference: its copy changes */
    n += 10;
    r[2] = n;
    n += 10;
    r[3] = n;
    int f_n = n; /* forward(counter, 1): a copy f, passed on by reference */
    f_n += 1;
    f_n += f_n;
    int twice_result = f_n;
    f_n += 1;
    r[4] = twice_result + f_n;
    r[5] = n; /* counter(0): unchanged by forward */
    int g_n = n; /* auto g = counter: its own copy */
    g_n += 100;
    r[6] = g_n;
    r[7] = n;
    int z = 7;
    r[0] += 1000; /* apply([&r2 = r] ...) */
    for (int j = 0; j < 8; j++)
        v[j] *= 2;
    z += 5; /* byref(5) */
    r[8] = z;

    int base = 4;
    r[9] = 3 + base; /* call(plus_base, 3) */
    for (int j = 0; j < 8; j++) /* apply([](auto x) { return x * 2; }) */
        v[j] *= 2;
    int copied_base = base; /* copy = [=] */
    base = 100;
    r[10] = 1 + copied_base;
    r[11] = 1 + base;
    r[12] = 5 * base; /* b.each */
    r[13] = 7 * i; /* scaled(7, i) */
    r[14] = v[3] * 2; /* element: u = v * 2 */
    for (int j = 0; j < 2; j++)
        for (int e = 0; e < 8; e++)
            v[e] += j + r[9];
    for (int e = 4; e < 8; e++) /* part += 1 */
        v[e] += 1;
    r[15] = 1;

    /* plus_each(a): (1 + a) + (2 + a), in T */
    out[24] = (1 + v[0]) + (2 + v[0]);
    out[25] = (int16_t)((int16_t)(1 + (int16_t)v[1]) + (int16_t)(2 + (int16_t)v[1]));
    out[26] = (1 + v[2]) + (2 + v[2]);
    memcpy(out, v, sizeof v);
    memcpy(out + 8, r, sizeof r);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
