// At -O2 LLVM inlines small functions, but CM_NOINLINE keeps a vISA
// subroutine, called twice.
// { dg-do compile }
// { dg-options "-O2" }
// { dg-final { scan-llvm "define internal .*<8 x i32> @_Z5shift6vectorIiLi8EEi\\(.*\\) .*#\[0-9\]+" } }
// { dg-final { scan-llvm "noinline" } }
// { dg-final { scan-visa-times "call \\(M1_NM, 1\\) _Z5shift" 2 } }
// { dg-final { finalize-visa TGLLP DG2 } }

CM_NOINLINE vector<int, 8> shift(vector<int, 8> v, int k)
{
    return v * k;
}

extern "C" _GENX_MAIN_ void kernel_noinline(SurfaceIndex buffer, int k)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    v = shift(v, k);
    v = shift(v, k + 1);
    write(buffer, 0, v);
}
