// A vector_ref parameter is a real reference: the callee's writes reach
// the caller's vector.  cmc lowers it to copy-in/copy-out, so the callee
// returns the final value in a struct and the caller stores it back; this
// works without inlining (-O0 keeps the vISA subroutine).
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal \\\{ <8 x i32> \\\} @_Z10accumulate10vector_refIiLi8EEi\\(<8 x i32> %v, i32 %k\\)" } }
// { dg-final { scan-llvm "extractvalue \\\{ <8 x i32> \\\} %\[0-9\]+, 0" } }
// { dg-final { scan-visa "call \\(M1_NM, 1\\) _Z10accumulate" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ void accumulate(vector_ref<int, 8> v, int k)
{
    for (int i = 0; i < k; i++)
        v = v + i;
}

extern "C" _GENX_MAIN_ void kernel_accumulate(SurfaceIndex buffer, int k)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    accumulate(v, k);
    write(buffer, 0, v);
}
