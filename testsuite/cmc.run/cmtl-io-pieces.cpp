// The pieces of the CM template library's block and linear I/O, called
// directly: IoBlock read and write of blocks whose widths are not whole
// 32-byte columns (byte pixels 11 x 45, word pixels 5 x 21 read with
// GENX_MODIFIED), IoBlock with a surface width that is not a whole
// number of dwords (the columns past it repeat the row's last pixel,
// also for a block starting past the edge), Boundaries itself,
// IoFixedStrideBlock with its own strides (a last band of 1 row and a
// last column of 1 pixel), and IOLinear of a length that is not a
// multiple of its stride (ints and shorts).
// { dg-do run }
// { dg-final { run-kernel "img:64x20:pixels.bin:pixels_out.bin img:128x8:words.bin:words_out.bin buf:linear.bin buf:zero:1024:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

extern "C" _GENX_MAIN_ void io_pieces(SurfaceIndex pixels, SurfaceIndex words,
                                      SurfaceIndex linear, SurfaceIndex out)
{
    matrix<uchar, 11, 45> block;
    cmtl::IoBlock<uchar, 11, 45, cmtl::IO_READ>(
        pixels, GENX_NUM_BUFFER_ATTRIB, 3, 2, block.select_all());
    block += 1;
    cmtl::IoBlock<uchar, 11, 45, cmtl::IO_WRITE>(
        pixels, GENX_NUM_BUFFER_ATTRIB, 5, 4, block.select_all());

    matrix<ushort, 5, 21> halves;
    cmtl::IoBlock<ushort, 5, 21, cmtl::IO_READ>(words, GENX_MODIFIED, 3, 1,
                                                halves.select_all());
    cmtl::WriteLinear(out, 0, halves.format<ushort>());

    // A surface 53 pixels wide: from column 50, and from 55 (past it).
    matrix<uchar, 2, 8> edge, beyond;
    cmtl::IoBlock<uchar, 2, 8, cmtl::IO_READ>(
        pixels, GENX_NUM_BUFFER_ATTRIB, 50, 7, edge.select_all(), 53);
    cmtl::IoBlock<uchar, 2, 8, cmtl::IO_READ>(
        pixels, GENX_NUM_BUFFER_ATTRIB, 55, 9, beyond.select_all(), 53);
    cmtl::WriteLinear(out, 256, edge.format<uchar>());
    cmtl::WriteLinear(out, 272, beyond.format<uchar>());

    matrix<uchar, 4, 8> fixed;
    cmtl::Boundaries<uchar, 4, 8>(pixels, 60, 3, fixed.select_all(), 62, 62);
    cmtl::WriteLinear(out, 288, fixed.format<uchar>());

    // 5 x 13 ints in pieces of 2 rows by 4.
    matrix<int, 5, 13> ints;
    cmtl::IoFixedStrideBlock<int, 5, 13, 4, 2, cmtl::IO_READ>(
        words, GENX_NUM_BUFFER_ATTRIB, 1, 1, ints.select_all(), 0);
    cmtl::WriteLinear(out, 80, ints.format<int>());
    matrix<int, 3, 7> tripled = ints.select<3, 1, 7, 1>(0, 0) * 3;
    cmtl::IoFixedStrideBlock<int, 3, 7, 4, 2, cmtl::IO_WRITE>(
        words, GENX_NUM_BUFFER_ATTRIB, 20, 4, tripled.select_all(), 0);

    // 40 ints as 32 + 8, 24 shorts as 16 + 8.
    vector<int, 40> run;
    cmtl::IOLinear<int, 40, 32, cmtl::IO_READ>(linear, 4, run.select_all());
    run += 5;
    cmtl::IOLinear<int, 40, 32, cmtl::IO_WRITE>(out, 160, run.select_all());
    vector<short, 24> shorts;
    cmtl::IOLinear<short, 24, 16, cmtl::IO_READ>(linear, 8,
                                                 shorts.select_all());
    cmtl::IOLinear<short, 24, 16, cmtl::IO_WRITE>(out, 400,
                                                  shorts.select_all());
}
