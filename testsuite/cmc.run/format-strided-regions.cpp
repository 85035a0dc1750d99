// format of a region that is not contiguous, read as a value, as Intel's
// compiler takes it (MediaSDK's copy kernel: `o.format<ushort>() =
// m.select<8, 1, 8, 1>(0, 0).format<ushort>() << s`): the region's
// elements in order, seen with the new type.  2D regions narrower than
// their matrix, strided 1D regions, format to a matrix, a region of the
// formatted copy, and the copy passed by value (deducing a template's
// sizes) and by const reference.  Writes: format-strided-writes.cpp.
// { dg-do run }
// { dg-final { run-kernel "buf:ints.bin buf:zero:256:shifted.bin buf:zero:256:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename T, int N> _GENX_ uint sum_of(vector<T, N> v)
{
    return cm_sum<uint>(v);
}

_GENX_ uint weighted(const vector<ushort, 16> &v)
{
    vector<uint, 16> w = v;
    vector<uint, 16> k;
    for (int i = 0; i < 16; i++)
        k(i) = i + 1;
    return cm_sum<uint>(w * k);
}

extern "C" _GENX_MAIN_ void format_strided(SurfaceIndex ints,
                                           SurfaceIndex shifted,
                                           SurfaceIndex out)
{
    vector<uint, 128> in;
#pragma unroll
    for (int i = 0; i < 4; i++)
        read(ints, 128 * i, in.select<32, 1>(32 * i));
    matrix<uint, 8, 16> m = in;

    matrix<uint, 8, 8> o;
    o.format<ushort>() = m.select<8, 1, 8, 1>(0, 4).format<ushort>() << 2;
#pragma unroll
    for (int i = 0; i < 2; i++)
        write(shifted, 128 * i, o.select<4, 1, 8, 1>(4 * i, 0).format<uint>());

    vector<uint, 64> r = 0;
    vector<uchar, 32> bytes = in.select<8, 2>(1).format<uchar>();
    r.select<32, 1>(0) = bytes;
    matrix<ushort, 4, 8> q = m.select<4, 2, 4, 1>(1, 3).format<ushort, 4, 8>();
    r.select<4, 1>(32) = q.column(5);
    r.select<8, 1>(40) = m.select<8, 1, 2, 1>(0, 10).format<ushort>().select<8, 4>(1);
    r(48) = sum_of(m.select<2, 1, 4, 1>(5, 2).format<ushort>());
    r(49) = weighted(m.select<2, 1, 4, 1>(6, 9).format<ushort>());
    r(50) = sum_of(m.column(3).format<uchar>());
#pragma unroll
    for (int i = 0; i < 2; i++)
        write(out, 128 * i, r.select<32, 1>(32 * i));
}
