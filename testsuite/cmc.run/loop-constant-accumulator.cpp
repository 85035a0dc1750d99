// A vector accumulator set to a constant before a loop whose trip count is
// known only at run time: LLVM's rotated loop copies the constant into the
// loop's phi on one side of the guard and into the exit's phi on the
// other; the backend loads it once, before the guard (phi_constants.c).
// Run with no iteration (the constant, 7 so that registers left at zero
// would show, reaches the write through the guard's skip edge) and with
// three; the reference sums the same blocks in C.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:256:out0.bin i32:0" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:256:out3.bin i32:3" } }
// { dg-final { scan-visa-times "mov \\(M1_NM, 16\\) V\[0-9\]+\\(\[0-9\]+,0\\)<1> 7:d" 4 } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include <cm/cm.h>

extern "C" _GENX_MAIN_ void sum_blocks(SurfaceIndex in, SurfaceIndex out,
                                       int n)
{
    vector<int, 64> sum = 7;
    for (int i = 0; i < n; i++) {
        vector<int, 64> v;
        read(in, 256 * i, v.select<32, 1>(0));
        read(in, 256 * i + 128, v.select<32, 1>(32));
        sum += v * (i + 1);
    }
    write(out, 0, sum.select<32, 1>(0));
    write(out, 128, sum.select<32, 1>(32));
}
