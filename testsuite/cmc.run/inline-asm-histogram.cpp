// The specification's 'a' example (5.4.3): a histogram counted by inline
// assembly on elements at variable indices, input and output the same
// element; repeated indices count up one after the other.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cm.h>

extern "C" _GENX_MAIN_ void histogram(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint32_t, 256> counter(0);
    vector<uint8_t, 32> idx;
    read(in, 0, idx);
#pragma unroll
    for (uint8_t i = 0; i < 32; i++)
        asm("add (M1, 1) %0 %1 %2"
            : "=a"(counter(idx(i)))
            : "a"(counter(idx(i))), "i"(1));
    write(out, 0, counter.select<8, 1>(0));
    write(out, 32, counter.select<8, 1>(248));
}
