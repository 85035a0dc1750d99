// format of a region that is not contiguous, written, as Intel's compiler
// takes it (MediaSDK's copy kernel: `o.select<8, 1, 8, 1>(0, 8)
// .format<ushort>() = in.format<ushort>() >> s`; x_attn's
// `cm_load(m.select<...>(0, 0).format<float>(), desc)`): every element
// written through the format lands in the region, in order, with its
// bits.  Assignment, compound assignment, one element, a region of the
// format, merge, a builtin's output, a vector_ref parameter, and an
// `auto` reference bound to the format, which also sees later writes to
// the matrix; predicated writes in SIMD control flow.
// { dg-do run }
// { dg-final { run-kernel "buf:ints.bin buf:zero:512:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ void negate_all(vector_ref<short, 16> v) { v = -v; }

extern "C" _GENX_MAIN_ void format_strided_writes(SurfaceIndex ints,
                                                  SurfaceIndex out)
{
    vector<uint, 32> in;
    read(ints, 0, in);
    matrix<uint, 8, 16> m = 0x01010101u;

    /* rows 0-1, columns 2-9: 16 uints as 32 ushorts, each the input's
     * ushort shifted right by 3 */
    m.select<2, 1, 8, 1>(0, 2).format<ushort>() =
        in.select<16, 1>(0).format<ushort>() >> 3;
    /* rows 2-3, columns 4-7 as 32 bytes: += 5 */
    m.select<2, 1, 4, 1>(2, 4).format<uchar>() += 5;
    /* one element: the second ushort of row 4, column 1 */
    m.select<2, 1, 2, 1>(4, 0).format<ushort>()(3) = 0xbeef;
    /* a region of the format: every third short of rows 5-6, columns 8-15 */
    m.select<2, 1, 8, 1>(5, 8).format<short>().select<10, 3>(1) = -2;
    /* merge: odd bytes of rows 6-7, columns 0-1 */
    vector<uchar, 16> sevens = 7;
    m.select<2, 1, 2, 1>(6, 0).format<uchar>().merge(sevens, 0xaaaa);
    /* a builtin's output: an oword read into column 12 of rows 0-3 */
    read(ints, 64, m.select<4, 1, 1, 1>(0, 12).format<uint>());
    /* a reference parameter: shorts of column 15 of all rows */
    negate_all(m.select<8, 1, 1, 1>(0, 15).format<short>());
    /* an auto reference: column 14 of rows 0-7 as 16 ushorts */
    auto view = m.select<8, 1, 1, 1>(0, 14).format<ushort>();
    view = 0x1111;
    m(3, 14) = 0x22223333;          /* seen through view */
    view.select<4, 4>(2) += view.select<4, 4>(0);
    /* predicated: lanes of column 13's ushorts where the input is odd */
    vector<ushort, 16> lanes = in.select<16, 1>(16).format<ushort>().select<16, 2>(0);
    SIMD_IF_BEGIN((lanes & 1) == 1) {
        m.select<8, 1, 1, 1>(0, 13).format<ushort>() = 0x4444;
    }
    SIMD_IF_END;

#pragma unroll
    for (int i = 0; i < 4; i++)
        write(out, 128 * i, m.select<2, 1, 16, 1>(2 * i, 0).format<uint>());
}
