#include "ref.h"

int main(void)
{
    uint32_t seed = 64;
    uint32_t words[20], words_out[20];
    int64_t quads[12], quads_out[12];
    for (int i = 0; i < 20; i++)
        words[i] = ref_random(&seed);
    for (int i = 0; i < 12; i++)
        quads[i] = (int64_t)((uint64_t)ref_random(&seed) << 40 ^ ref_random(&seed));
    memcpy(words_out, words, sizeof words);
    memcpy(quads_out, quads, sizeof quads);
    for (int i = 0; i < 4; i++)
        quads_out[8 + i] = (int64_t)((uint64_t)quads[i] + (uint64_t)quads[4 + i]);
    for (int i = 0; i < 8; i++)
        words_out[9 + i] = words[1 + i] ^ 0xffff0000u;
    ref_write("words.bin", words, sizeof words);
    ref_write("words_out.bin.expected", words_out, sizeof words_out);
    ref_write("quads.bin", quads, sizeof quads);
    ref_write("quads_out.bin.expected", quads_out, sizeof quads_out);
    return 0;
}
