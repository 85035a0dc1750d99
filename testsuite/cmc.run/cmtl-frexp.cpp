// cmtl::math::frexp on float, half and double elements (16, 16 and 8
// lanes: zeros of both signs, infinities, NaN, subnormals down to the
// smallest, double subnormals with and without bits in the high word,
// normals of both signs up to the largest, and fractions already in
// [0.5, 1)), the matrix and scalar forms, and a hint without subnormals,
// against the host's frexp.  Fractions and exponents are compared bit for
// bit (zeros, infinities and NaNs come back unchanged with exponent 0, as
// documented).
// { dg-do run }
// { dg-final { run-kernel "buf:f.bin buf:h.bin buf:d.bin buf:zero:512:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

using namespace cmtl;

extern "C" _GENX_MAIN_ void frexp_kernel(SurfaceIndex fs, SurfaceIndex hs,
                                         SurfaceIndex ds, SurfaceIndex out)
{
    vector<float, 16> f;
    read(fs, 0, f);
    vector<half, 16> h;
    read(hs, 0, h);
    vector<double, 8> d;
    read(ds, 0, d);

    vector<int, 16> f_exp;
    vector<float, 16> f_frac = math::frexp(f, f_exp.select_all());
    write(out, 0, f_frac);
    write(out, 64, f_exp);

    vector<short, 16> h_exp;
    vector<half, 16> h_frac = math::frexp(h, h_exp.select_all());
    write(out, 128, h_frac);
    write(out, 160, h_exp);

    vector<int, 8> d_exp;
    vector<double, 8> d_frac = math::frexp(d, d_exp.select_all());
    write(out, 192, d_frac);
    write(out, 256, d_exp);

    // The matrix form, a hint without subnormals (on the normal lanes 8-15
    // of f) and the scalar form.
    matrix<float, 2, 4> m = f.select<8, 1>(8);
    matrix<int, 2, 4> m_exp;
    matrix<float, 2, 4> m_frac = math::frexp(m, m_exp.select_all());
    write(out, 288, m_frac.format<float>());
    write(out, 320, m_exp.format<int>());
    vector<float, 8> normals = f.select<8, 1>(8);
    vector<uint, 8> n_exp;
    vector<float, 8> n_frac = math::frexp(
        normals, n_exp.select_all(),
        hint::fpclass_tag_def::normal | hint::fpclass_tag_def::zero);
    write(out, 352, n_frac);
    write(out, 384, n_exp);
    vector<int, 8> scalars = 0;
    int e;
    float s = math::frexp(f(9), e);
    scalars(0) = e;
    scalars(1) = s * 1024.0f;
    double t = math::frexp(d(3), e);
    scalars(2) = e;
    vector<double, 1> tv = t;
    scalars(3) = tv.format<int>()(1);
    write(out, 416, scalars);
}
