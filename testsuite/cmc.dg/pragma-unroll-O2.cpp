// With optimisation the fully unrolled loop disappears: no back edge and
// no loop branch is left in the kernel.
// { dg-do compile }
// { dg-options "-O2" }
// { dg-final { scan-llvm-not "br label %loop" } }
// { dg-final { scan-visa-not "jmp" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void kernel_unroll(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    int s = 0;
#pragma unroll
    for (int i = 0; i < 8; i++)
        v(i) = v(i) * (i + 1) + s;

    write(buffer, 0, v);
}
