// cmc's inlining rule at -O0: CM_INLINE functions are inlined (no call
// left), functions without the attribute stay subroutines.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal i32 @_Z5halvei" } }
// { dg-final { scan-llvm-not "@_Z5twicei" } }
// { dg-final { scan-visa-times "call \\(M1_NM, 1\\)" 1 } }
// { dg-final { finalize-visa TGLLP DG2 } }

CM_INLINE int twice(int x) { return x * 2; }
int halve(int x) { return x - 1; }

extern "C" _GENX_MAIN_ void kernel_inline(SurfaceIndex buffer, int n)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    v(0) = twice(n) + halve(n);
    write(buffer, 0, v);
}
