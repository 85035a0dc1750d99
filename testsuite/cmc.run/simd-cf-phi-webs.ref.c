#include "ref.h"

/* Each channel on its own: the SIMD arms and loops as scalar C. */
static void chain(const int32_t *in, int width, const char *name)
{
    int32_t out[256] = {0};
    for (int i = 0; i < width; i++) {
        int x = in[i], c = in[32 + i];
        int r = x, s = 7, t = x * 2, u = x + 100, old = r;
        if (c == 0) {
            r = r + 1;
            s = x;
        } else if (c == 1) {
            s = s + x;
            if (x > 0) {
                r = r * 3;
                t = t - 1;
            } else if (x < -5) {
                r = -r;
            }
        } else if (c == 2) {
            int tmp = t;
            t = u;
            u = tmp;
        } else if (c == 3) {
            r = r - t;
        } else if (c == 4) {
            if (x & 1)
                s = 0;
            else
                u = u + s;
        }
        out[i] = r;
        out[32 + i] = s;
        out[64 + i] = t;
        out[96 + i] = u;
        out[128 + i] = old * 1000 + r;
    }
    ref_write(name, out, sizeof out);
}

static void loop(const int32_t *in, int width, const char *name)
{
    int32_t out[256] = {0};
    for (int i = 0; i < width; i++) {
        int x = in[i], n = in[64 + i];
        int a = 0, b = x, keep = x + 5, last = -1, passes = 0, was = 0;
        do {
            was = a;
            n -= 1;
            passes += 1;
            if ((n & 3) == 0) {
                a += 10;
                continue;
            } else if ((n & 3) == 1) {
                int tmp = a;
                a = b;
                b = tmp;
                if (b > 50) {
                    last = n;
                    break;
                }
            } else if ((n & 3) == 2) {
                b = b + n;
                if (x < 0)
                    continue;
                b = b * 2;
            }
            a = a + 1;
            if (a > 40) {
                keep = was;
                break;
            }
        } while (n > 0);
        out[i] = a;
        out[32 + i] = b;
        out[64 + i] = keep;
        out[96 + i] = last;
        out[128 + i] = n;
        out[160 + i] = passes;
        out[192 + i] = was;
    }
    ref_write(name, out, sizeof out);
}

int main(void)
{
    int32_t in[96];
    uint32_t seed = 1717;
    for (int i = 0; i < 32; i++) {
        in[i] = ref_random_int(&seed, -20, 20);
        in[32 + i] = ref_random_int(&seed, 0, 5);
        in[64 + i] = ref_random_int(&seed, 0, 12);
    }
    ref_write("in.bin", in, sizeof in);
    chain(in, 8, "chain8.bin.expected");
    chain(in, 16, "chain16.bin.expected");
    chain(in, 32, "chain32.bin.expected");
    loop(in, 8, "loop8.bin.expected");
    loop(in, 16, "loop16.bin.expected");
    loop(in, 32, "loop32.bin.expected");
    return 0;
}
