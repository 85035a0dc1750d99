// #pragma unroll is accepted and kept as llvm.loop metadata on the loop's
// back edge: full unrolling without a count, the count when given.  At
// -O0 nothing unrolls, the hint is just passed on.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "br label %loop.test, !llvm.loop !\[0-9\]+" } }
// { dg-final { scan-llvm "!\"llvm.loop.unroll.full\"" } }
// { dg-final { scan-llvm "!\\\{!\"llvm.loop.unroll.count\", i32 2\\\}" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void kernel_unroll(SurfaceIndex buffer, int n)
{
    vector<int, 8> v;
    read(buffer, 0, v);
#pragma unroll
    for (int i = 0; i < 8; i++)
        v(i) = v(i) * i;
#pragma unroll 2
    for (int j = 0; j < n; j++)
        v(0) = v(0) + j;
    write(buffer, 0, v);
}
