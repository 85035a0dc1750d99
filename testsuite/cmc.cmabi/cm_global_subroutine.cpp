// One global read and written by one subroutine (kept a vISA subroutine at
// -O0): CMABI passes the global in and gets the new value back; no global
// is left, and the subroutine is a real vISA call.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm "define internal i32 @_Z4bumpv\\(i32 %counter\\)" } }
// { dg-final { scan-llvm "call i32 @_Z4bumpv\\(i32 7\\)" } }
// { dg-final { scan-visa "call \\(M1_NM, 1\\) _Z4bumpv" } }
// { dg-final { finalize-visa TGLLP DG2 } }

int counter = 7;

CM_NOINLINE void bump()
{
    counter = counter + 1;
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    bump();
    vector<int, 4> v = counter;
    write(buf, 0, v);
}
