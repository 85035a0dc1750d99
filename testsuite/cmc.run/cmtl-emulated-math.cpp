// The template library's emulated math (<cm/cmtl.h>): cmtl::cm_fmod,
// cm_atan2, cm_atan2_fast, cm_sin_emu, cm_cos_emu, cm_tanh and
// cm_tanh_cody_waite on 64 lanes each (16 special cases: signed zeros,
// infinities, NaNs, huge and subnormal operands; then pseudo-random
// operands), against the host's libm.  cm_fmod is exact, so it is compared
// bit for bit (signs of zero included), as are the signs of the other
// functions' results in the special lanes; the values within their
// documented accuracy: 3e-7 (absolute, relative above 1) and, for
// cm_atan2_fast, 0.004 radians (its result is written divided by 2 pi, so
// that the tolerance is absolute over all of [0, 2 pi)).  NaNs are written
// as 0x7fc00000 (bit-exact output) or 7777 (the compared values): the sign
// of a NaN is not specified.  Also the vector region, matrix, scalar and
// SAT forms.  Each directive checks one output; the others are inputs of
// zeros (acc0.bin, ...) that the reference writes.
// { dg-do run }
// { dg-final { run-kernel "buf:y.bin buf:x.bin buf:u.bin buf:zero:1024:exact.bin buf:acc0.bin buf:fast0.bin" } }
// { dg-final { run-kernel "buf:y.bin buf:x.bin buf:u.bin buf:exact0.bin buf:zero:2048:accurate.bin buf:fast0.bin" "f32 3e-7" } }
// { dg-final { run-kernel "buf:y.bin buf:x.bin buf:u.bin buf:exact0.bin buf:acc0.bin buf:zero:320:fast.bin" "f32 6.4e-4" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

const int lanes = 64;
const int special = 16;

template <int N> CM_INLINE vector<float, N> nan_canonical(vector<float, N> v)
{
    vector<uint, N> bits = v.template format<uint>();
    bits.merge(0x7fc00000u, (bits & 0x7fffffffu) > 0x7f800000u);
    return bits.template format<float>();
}

// NaN as 7777, for the outputs compared within a tolerance.
template <int N> CM_INLINE vector<float, N> nan_marked(vector<float, N> v)
{
    vector<uint, N> bits = v.template format<uint>();
    v.merge(7777.0f, (bits & 0x7fffffffu) > 0x7f800000u);
    return v;
}

// The sign bits of the special lanes (0 for a NaN).
template <int N> CM_INLINE vector<uint, special> signs(vector<float, N> v)
{
    vector<uint, N> bits = v.template format<uint>();
    vector<uint, N> sign = bits >> 31;
    sign.merge(0u, (bits & 0x7fffffffu) > 0x7f800000u);
    return sign.template select<special, 1>(0);
}

template <int N>
CM_INLINE void read_all(SurfaceIndex s, vector_ref<float, N> v)
{
    for (int i = 0; i < N; i += 16)
        read(s, i * 4, v.template select<16, 1>(i));
}

template <typename T, int N>
CM_INLINE void write_all(SurfaceIndex s, int offset, vector<T, N> v)
{
    for (int i = 0; i < N; i += 16) {
        vector<T, 16> part = v.template select<16, 1>(i);
        write(s, offset + i * 4, part);
    }
}

extern "C" _GENX_MAIN_ void emulated_math(SurfaceIndex ys, SurfaceIndex xs,
                                          SurfaceIndex us, SurfaceIndex exact,
                                          SurfaceIndex accurate,
                                          SurfaceIndex fast)
{
    vector<float, lanes> y, x, u;
    read_all(ys, y.select_all());
    read_all(xs, x.select_all());
    read_all(us, u.select_all());

    vector<float, lanes> fmod = cmtl::cm_fmod(y, x);
    vector<float, lanes> atan2 = cmtl::cm_atan2(y, x);
    vector<float, lanes> sine = cmtl::cm_sin_emu(u);
    vector<float, lanes> cosine = cmtl::cm_cos_emu(u);
    vector<float, lanes> tanh = cmtl::cm_tanh(u);
    vector<float, lanes> tanh_cw = cmtl::cm_tanh_cody_waite(u);
    vector<float, lanes> atan2_fast = cmtl::cm_atan2_fast(y, x);

    // exact.bin: fmod, then the signs of the special lanes.
    write_all(exact, 0, nan_canonical(fmod));
    write_all(exact, 256, signs(atan2));
    write_all(exact, 320, signs(sine));
    write_all(exact, 384, signs(cosine));
    write_all(exact, 448, signs(tanh));
    write_all(exact, 512, signs(tanh_cw));
    // The other forms: regions, matrices, scalars, SAT.
    vector<float, 16> forms;
    forms.select<8, 1>(0) =
        cmtl::cm_fmod(y.select<8, 1>(32), x.select<8, 1>(32));
    matrix<float, 2, 4> ym = y.select<8, 1>(40);
    matrix<float, 2, 4> xm = x.select<8, 1>(40);
    matrix<float, 2, 4> fm = cmtl::cm_fmod(ym, xm);
    forms.select<8, 1>(8) = fm.format<float>();
    write_all(exact, 576, nan_canonical(forms));
    vector<float, 16> scalars = 0.0f;
    scalars(0) = cmtl::cm_fmod(y(11), x(11));
    scalars(1) = cmtl::cm_fmod(y(20), x(20), SAT);
    scalars(2) = cmtl::cm_fmod(-7.5f, 2.0f);
    scalars(3) = cmtl::cm_fmod(17, 5);
    scalars.select<8, 1>(8) =
        cmtl::cm_fmod(y.select<8, 1>(16), x.select<8, 1>(16), SAT);
    write_all(exact, 640, scalars);

    // accurate.bin: atan2, sin, cos, tanh, tanh (Cody-Waite), then forms.
    write_all(accurate, 0, nan_marked(atan2));
    write_all(accurate, 256, nan_marked(sine));
    write_all(accurate, 512, nan_marked(cosine));
    write_all(accurate, 768, nan_marked(tanh));
    write_all(accurate, 1024, nan_marked(tanh_cw));
    vector<float, 32> more;
    more(0) = cmtl::cm_atan2(y(20), x(20));
    more(1) = cmtl::cm_sin_emu(u(20));
    more(2) = cmtl::cm_cos_emu(u(21));
    more(3) = cmtl::cm_tanh(u(22));
    more(4) = cmtl::cm_tanh_cody_waite(u(23));
    more(5) = cmtl::cm_atan2(y(21), x(21), SAT);
    more(6) = cmtl::cm_sin_emu(u(24), SAT);
    more(7) = cmtl::cm_cos_emu(u(25), SAT);
    matrix<float, 2, 4> um = u.select<8, 1>(16);
    matrix<float, 2, 4> sm = cmtl::cm_sin_emu(um);
    more.select<8, 1>(8) = sm.format<float>();
    matrix<float, 2, 4> tm = cmtl::cm_tanh(um);
    more.select<8, 1>(16) = tm.format<float>();
    more.select<4, 1>(24) = cmtl::cm_atan2(ym.select<1, 1, 4, 1>(1, 0),
                                           xm.select<1, 1, 4, 1>(1, 0));
    more.select<4, 1>(28) = cmtl::cm_cos_emu(u.select<4, 1>(28), SAT);
    write_all(accurate, 1280, more);

    // fast.bin: atan2_fast / (2 pi), its scalar and SAT forms.
    const float inv_two_pi = 0.159154943f;
    write_all(fast, 0, nan_marked(atan2_fast * inv_two_pi));
    vector<float, 16> fast_forms = 0.0f;
    fast_forms(0) = cmtl::cm_atan2_fast(y(20), x(20)) * inv_two_pi;
    fast_forms.select<8, 1>(8) =
        cmtl::cm_atan2_fast(y.select<8, 1>(17), x.select<8, 1>(17), SAT);
    write_all(fast, 256, fast_forms);
}
