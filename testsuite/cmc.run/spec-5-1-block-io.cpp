// CM spec 5.1.1 and 5.1.2 (examples 5_1_1_a, 5_1_2_a): cmtl::ReadBlock and
// cmtl::WriteBlock of a 4x4 int block per thread of a 2x2 walker, at
// (thread x * 4, thread y * 4) in pixels.  ReadBlock reads the block as it
// is and, given the surface's width in pixels (7 here, of the 8 the
// surface holds), with the columns at or beyond it repeating the row's
// last pixel; WriteBlock writes the first plus 1 and the second as read.
// { dg-do run }
// { dg-final { run-kernel "-t 2x2 img:32x8:in.bin img:32x8:zero:256:plus_one.bin img:32x8:zero:256:edge.bin i32:7" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include <cm/cmtl.h>

#define WIDTH 4
#define HEIGHT 4

extern "C" _GENX_MAIN_ void block_io(SurfaceIndex ibuf, SurfaceIndex obuf,
                                     SurfaceIndex ebuf, int surfWidth)
{
    matrix<int, HEIGHT, WIDTH> block;
    int x = get_thread_origin_x() * WIDTH;
    int y = get_thread_origin_y() * HEIGHT;

    cmtl::ReadBlock(ibuf, x, y, block.select_all());
    block += 1;
    cmtl::WriteBlock(obuf, x, y, block.select_all());

    cmtl::ReadBlock(ibuf, x, y, block.select_all(), surfWidth);
    cmtl::WriteBlock(ebuf, x, y, block.select_all());
}
