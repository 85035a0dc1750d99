// cm_frem (Intel's cm.h): C's fmod, exact, on 32 lanes of float pairs
// (signed zeros, infinities, NaNs, subnormals, quotients up to 2^276,
// then pseudo-random operands), compared bit for bit with the host's
// fmodf (NaNs written as 0x7fc00000: their sign is not specified); then
// the vector region, matrix, scalar and scalar-with-vector/matrix forms.
// { dg-do run }
// { dg-final { run-kernel "buf:x.bin buf:y.bin buf:zero:256:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <int N> CM_INLINE vector<float, N> nan_canonical(vector<float, N> v)
{
    vector<uint, N> bits = v.template format<uint>();
    bits.merge(0x7fc00000u, (bits & 0x7fffffffu) > 0x7f800000u);
    return bits.template format<float>();
}

extern "C" _GENX_MAIN_ void frem(SurfaceIndex xs, SurfaceIndex ys,
                                 SurfaceIndex out)
{
    vector<float, 32> x, y;
    read(xs, 0, x.select<16, 1>(0));
    read(xs, 64, x.select<16, 1>(16));
    read(ys, 0, y.select<16, 1>(0));
    read(ys, 64, y.select<16, 1>(16));

    vector<float, 32> r = nan_canonical(cm_frem(x, y));
    write(out, 0, r.select<16, 1>(0));
    write(out, 64, r.select<16, 1>(16));

    vector<float, 16> forms;
    forms.select<4, 1>(0) = cm_frem(x.select<4, 1>(16), y.select<4, 1>(16));
    matrix<float, 2, 2> xm = x.select<4, 1>(20);
    matrix<float, 2, 2> ym = y.select<4, 1>(20);
    matrix<float, 2, 2> rm = cm_frem(xm, ym);
    forms.select<4, 1>(4) = rm.format<float>();
    forms(8) = cm_frem(x(24), y(24));
    forms(9) = cm_frem(-7.5f, 2.0f);
    forms.select<2, 1>(10) = cm_frem(100.0f, y.select<2, 1>(25));
    forms.select<2, 1>(12) = cm_frem(x.select<2, 1>(27), 3.0f);
    matrix<float, 1, 2> rs = cm_frem(xm.select<1, 1, 2, 1>(0, 0), 0.75f);
    forms.select<2, 1>(14) = rs.format<float>();
    write(out, 128, nan_canonical(forms));
}
