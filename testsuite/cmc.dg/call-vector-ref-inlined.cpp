// The same by-reference call at -O2: LLVM inlines the copy-in/copy-out
// away and the kernel is straight-line SIMD code with no call left.
// { dg-do compile }
// { dg-options "-O2" }
// { dg-final { scan-llvm-not "call .*@_Z" } }
// { dg-final { scan-llvm-not "extractvalue" } }
// { dg-final { scan-visa-not "call " } }
// { dg-final { scan-visa "mul \\(M1_NM, 8\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ void scale(vector_ref<int, 8> v, int k)
{
    v = v * k;
}

extern "C" _GENX_MAIN_ void kernel_scale(SurfaceIndex buffer, int k)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    scale(v, k);
    write(buffer, 0, v);
}
