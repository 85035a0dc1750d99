// A subroutine that writes both a by-reference argument (a region of the
// kernel's vector) and a global: the frontend's copy-back struct and
// CMABI's global result share one flat struct, and both new values reach
// the caller, through real vISA subroutine calls at -O0.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm "define internal \\\{ <4 x i32>, i32 \\\} @_Z5twice10vector_refIiLi4EE\\(<4 x i32> %part, i32 %calls\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

int calls;

CM_NOINLINE void twice(vector_ref<int, 4> part)
{
    part = part * 2;
    calls = calls + 1;
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    vector<int, 8> v;
    read(buf, 0, v);
    twice(v.select<4, 1>(0));
    twice(v.select<4, 1>(0));
    v[7] = calls;
    write(buf, 0, v);
}
