// cmtl::cm_fmod on a 16 x 16 float matrix read and written in loops that
// stay loops (rows at run-time offsets).  The vISA has more than 64 KB
// of variables at -O2 as at -O0 (cmtl-fmod-matrix-O0.cpp), and cmrun
// kept address registers in 16 bits: at -O2 the kernel stopped on an
// "undefined register", at -O0 all 256 results were silently wrong,
// while cmc's vISA was right.  Operands with quotients up to 2^8 and
// both signs; cm_fmod is exact, so the results are compared bit for bit.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:1024:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

extern "C" _GENX_MAIN_ void fmod_matrix(SurfaceIndex in, SurfaceIndex out)
{
    matrix<float, 16, 16> y, x;
    for (int r = 0; r < 16; r++) {
        read(in, r * 64, y.row(r));
        read(in, 1024 + r * 64, x.row(r));
    }
    matrix<float, 16, 16> result = cmtl::cm_fmod(y, x);
    for (int r = 0; r < 16; r++)
        write(out, r * 64, result.row(r));
}
