// merge with one source and an int mask or a matrix mask, and with two
// sources (CM spec 3.2.11, 3_2_11_a/b): bit i of an int mask, or the least
// significant bit of element i of a vector mask, picks the first source.
// { dg-do compile }
// { dg-final { scan-llvm "and <4 x i32> %\[0-9a-z.\]+, <i32 1, i32 2, i32 4, i32 8>" } }
// { dg-final { scan-llvm "select <8 x i1>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void merges(SurfaceIndex in, SurfaceIndex out,
                                   int imask)
{
    matrix<int, 2, 4> m, src;
    matrix<uchar, 2, 4> mask;
    read(in, 0, m.format<int>());
    read(in, 32, src.format<int>());
    vector<uchar, 16> bytes;
    read(in, 64, bytes);
    mask = bytes.select<8, 1>(0);
    m.merge(src, mask);

    vector<int, 4> v1, v2;
    read(in, 96, v1);
    read(in, 112, v2);
    v1.merge(v2, imask);

    matrix<int, 4, 2> d, src1, src2;
    matrix<ushort, 4, 2> mask2 = 1;
    d = 0;
    src1 = 4;
    src2 = 8;
    mask2(3, 0) = 0;
    d.merge(src1, src2, mask2);
    d.row(0).merge(7, 0x2);
    write(out, 0, m.format<int>());
    write(out, 32, v1);
    write(out, 64, d.format<int>());
}
