#include "ref.h"

/* lambda-uses-lambda.cpp's kernel in C: `counter` is its copy of n,
 * each copy of the closure a variable of its own. */
int main(void)
{
    int32_t in[8], r[16] = {0};
    uint32_t seed = 4711;
    for (int i = 0; i < 8; i++)
        in[i] = ref_random_int(&seed, -1000, 1000);
    ref_write("in.bin", in, sizeof in);

    int k = in[0];
    k += 1; /* twice(1): add(add(1)) + k */
    k += k;
    r[0] = k + k;
    r[1] = k;
    k += 10; /* compose(add, 10): add(10) + 1 */
    r[2] = k + 1;
    r[3] = k;

    int n = in[1];
    int counter = n; /* counter's copy of n */
    r[4] = ++counter * 100; /* viaref uses counter itself */
    r[5] = ++counter * 100;
    r[6] = ++counter;
    r[7] = ++counter * 100; /* copied still refers to counter */
    r[8] = ++counter;
    int byval = counter; /* byval's own copy of counter */
    r[9] = ++byval;
    r[10] = ++byval;
    r[11] = ++counter;
    int use_counter = counter, use_n = n; /* use copies both */
    r[12] = ++use_counter * 10 + use_n;
    r[13] = ++use_counter * 10 + use_n;
    r[14] = ++counter;
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
