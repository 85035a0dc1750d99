// An error a later stage finds in code from cmc's headers is reported at
// the user's call that needed that code, as the frontend's are
// (error-header-code-located.cpp): the header function's instructions
// carry the call's line.  Before, they carried the header's own line
// numbers with the user's file name (here the line of MirrorVertical in
// cmtl.h), a line the user's file may not even have.  At -O0 the mirror
// keeps its loop over two 32 x 16 float matrices, indexed at run time
// and too large for the registers together.
// { dg-do compile }
// { dg-options "-O0" }
#include <cm/cmtl.h>

extern "C" _GENX_MAIN_ void mirror(SurfaceIndex in, SurfaceIndex out)
{
    matrix<float, 32, 16> source;
    for (int r = 0; r < 32; r++)
        read(in, r * 64, source.row(r));
    matrix<float, 32, 16> mirrored;
    cmtl::MirrorVertical(source.select_all(), mirrored.select_all()); // { dg-error "2 objects accessed at variable indices are live at this access" }
    for (int r = 0; r < 32; r++)
        write(out, r * 64, mirrored.row(r));
}
