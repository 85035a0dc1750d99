// The CM template library's I/O routines (CM spec 5.1, 5.3): ReadBlock and
// WriteBlock of blocks of any size (split into legal media block
// messages), ReadLinear and WriteLinear of any length at any element
// position (scattered messages), and DumpSLM.
// { dg-do run }
// { dg-final { run-kernel "img:64x20:pixels.bin:pixels_out.bin img:128x8:words.bin buf:floats.bin buf:zero:512:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

extern "C" _GENX_MAIN_ void cmtl_io(SurfaceIndex pixels, SurfaceIndex words,
                                    SurfaceIndex floats, SurfaceIndex out)
{
    // 11 x 45 bytes: two 32-byte columns and a 13-byte one, 8 + 3 rows.
    matrix<uchar, 11, 45> block;
    cmtl::ReadBlock(pixels, 3, 2, block.select_all());
    block += 1;
    cmtl::WriteBlock(pixels, 5, 4, block.select_all());

    // 3 x 13 ints (52 bytes: a 32-byte and a 20-byte column).
    matrix<int, 3, 13> ints;
    cmtl::ReadBlock(words, 2, 1, ints.select_all());
    vector<int, 39> flat = ints;
    cmtl::WriteLinear(out, 0, flat.select_all());

    // 37 floats from element 5 to element 40 of out (16 + 16 + 4 + 1).
    vector<float, 37> f;
    cmtl::ReadLinear(floats, 5, f.select_all());
    f *= 2.0f;
    cmtl::WriteLinear(out, 40, f.select_all());

    // 8-byte elements move as pairs of dwords.
    vector<long long, 3> q;
    cmtl::ReadLinear(floats, 1, q.select_all());
    cmtl::WriteLinear(out, 40, q.select_all());

    // With a surface width (53 pixels), columns at or beyond it repeat
    // the row's last pixel.
    matrix<uchar, 2, 8> edge;
    cmtl::ReadBlock(pixels, 50, 7, edge.select_all(), 53);
    vector<uchar, 16> edge_bytes = edge;
    cmtl::WriteLinear(out, 400, edge_bytes.select_all());

    // 80 bytes of SLM to the start of out, over the first 20 ints.
    cm_slm_init(256);
    uint slm = cm_slm_alloc(256);
    vector<uint, 32> s;
    for (int i = 0; i < 32; i++)
        s(i) = 0x1000 + i;
    cm_slm_block_write(slm, 0, s);
    cmtl::DumpSLM(slm, out, 80);
}
