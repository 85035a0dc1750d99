// The CM template library's matrix transforms (<cm/cmtl.h>): transposes
// of 8x8 and 16x16 matrices, quarter, half and three-quarter turns,
// mirrors, the transpose about the other diagonal, Map (a gather of the
// elements by a table), vectorMaskFirstZerosThenOnes, IO_READ/IO_WRITE.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:8192:out.bin i32:5" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

extern "C" _GENX_MAIN_ void cmtl_transforms(SurfaceIndex in, SurfaceIndex out,
                                            uint zeros)
{
    matrix<int, 16, 16> a;
    for (int r = 0; r < 16; r += 2)
        read(in, r * 64, a.select<2, 1, 16, 1>(r, 0));
    matrix<int, 16, 16> result;

    cmtl::Transpose_16x16<int>(a, result);
    for (int r = 0; r < 16; r += 2)
        write(out, r * 64, result.select<2, 1, 16, 1>(r, 0));
    cmtl::Rotate90_16x16<int>(a, result);
    for (int r = 0; r < 16; r += 2)
        write(out, 1024 + r * 64, result.select<2, 1, 16, 1>(r, 0));
    cmtl::Rotate180_16x16<int>(a, result);
    for (int r = 0; r < 16; r += 2)
        write(out, 2048 + r * 64, result.select<2, 1, 16, 1>(r, 0));
    cmtl::Rotate270_16x16<int>(a, result);
    for (int r = 0; r < 16; r += 2)
        write(out, 3072 + r * 64, result.select<2, 1, 16, 1>(r, 0));
    cmtl::MirrorHorizontal_16x16<int>(a, result);
    for (int r = 0; r < 16; r += 2)
        write(out, 4096 + r * 64, result.select<2, 1, 16, 1>(r, 0));
    cmtl::ReverseTranspose_16x16<int>(a, result);
    for (int r = 0; r < 16; r += 2)
        write(out, 5120 + r * 64, result.select<2, 1, 16, 1>(r, 0));

    matrix<uchar, 16, 16> bytes;
    read(in, 1024, bytes.select<8, 1, 16, 1>(0, 0));
    read(in, 1152, bytes.select<8, 1, 16, 1>(8, 0));
    matrix<uchar, 16, 16> mirrored;
    cmtl::mirror_horizontal_16x16<int>(bytes, mirrored);
    write(out, 6144, mirrored.select<8, 1, 16, 1>(0, 0));
    write(out, 6272, mirrored.select<8, 1, 16, 1>(8, 0));

    matrix<short, 8, 8> s;
    read(in, 1280, s);
    matrix<short, 8, 8> t;
    cmtl::Transpose_8x8<short>(s, t);
    write(out, 6400, t);
    cmtl::MirrorVertical<short, 8, 8>(s, t);
    write(out, 6528, t);

    matrix<float, 4, 4> f;
    read(in, 1408, f);
    vector<ushort, 16> mapping;
    read(in, 1472, mapping);
    matrix<float, 4, 4> g;
    cmtl::Map<float, 4>(f, g, mapping);
    write(out, 6656, g);

    vector<int, 16> mask;
    cmtl::vectorMaskFirstZerosThenOnes(mask.select_all(), zeros);
    mask += cmtl::IO_WRITE * 10 + cmtl::IO_READ;
    write(out, 6720, mask);
}
