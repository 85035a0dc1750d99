// Two kernels share a global and a subroutine that writes it: each kernel
// has its own copy starting from the initializer (CM globals are private
// to a thread), and the one subroutine serves both.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm-times "define internal <8 x i16> @_Z5shiftv\\(<8 x i16> %line\\)" 1 } }
// { dg-final { scan-llvm-times "call <8 x i16> @_Z5shiftv\\(<8 x i16> <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>\\)" 2 } }
// { dg-final { finalize-visa TGLLP DG2 } }

vector<short, 8> line = 1;

CM_NOINLINE void shift()
{
    line = line * 2;
}

extern "C" _GENX_MAIN_ void first(SurfaceIndex out)
{
    shift();
    write(out, 0, line);
}

extern "C" _GENX_MAIN_ void second(SurfaceIndex out)
{
    shift();
    shift();
    write(out, 16, line);
}
