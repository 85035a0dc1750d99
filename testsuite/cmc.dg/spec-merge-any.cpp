// CM spec 3_2_11_a, 3_2_11_b and 3_2_12_a with the spec's values: the
// merges and reductions fold to the results the spec's comments give.
// m.merge(src, mask): {4 4 2 4 / 2 4 4 2}; v1.merge(v2, 0xA): {2 4 2 4};
// m.merge(src1, src2, mask): {4 8 / 4 4 / 8 4 / 8 8}.
// { dg-do compile }
// { dg-final { scan-llvm "<8 x i32> <i32 4, i32 4, i32 2, i32 4, i32 2, i32 4, i32 4, i32 2>" } }
// { dg-final { scan-llvm "<4 x i32> <i32 2, i32 4, i32 2, i32 4>" } }
// { dg-final { scan-llvm "<8 x i32> <i32 4, i32 8, i32 4, i32 4, i32 8, i32 4, i32 8, i32 8>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const uchar mask_bits[2][4] = {{1, 1, 0, 1}, {0, 1, 1, 0}};
const ushort mask2_bits[4][2] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};

extern "C" _GENX_MAIN_ void merge_any(SurfaceIndex out)
{
    matrix<int, 2, 4> m = 2, src = 4;
    matrix<uchar, 2, 4> mask(mask_bits);
    m.merge(src, mask);

    vector<int, 4> v1 = 2, v2 = 4;
    int imask = 0xA;
    v1.merge(v2, imask);

    matrix<int, 4, 2> d = 2, src1 = 4, src2 = 8;
    matrix<ushort, 4, 2> mask2(mask2_bits);
    d.merge(src1, src2, mask2);

    vector<int, 4> flags;
    flags(0) = (m > 3).any();
    flags(1) = (m > 3).all();
    flags(2) = (d >= 4).all();
    flags(3) = (v1 == 5).any();
    write(out, 0, m.format<int>());
    write(out, 32, v1);
    write(out, 64, d.format<int>());
    write(out, 96, flags);
}
