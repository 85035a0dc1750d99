/* cm/cmtl/emulated_math.h - the extended math of Intel's CM template
 * library that is computed with ordinary EU instructions (namespace cmtl):
 * cm_fmod, cm_atan2, cm_atan2_fast, cm_sin_emu, cm_cos_emu, cm_tanh and
 * cm_tanh_cody_waite, each for float vectors, vector regions, matrices,
 * matrix regions and scalars (the forms Intel declares), plus the macro
 * CMPI.  Written for cmc from the functions' meaning, not from Intel's
 * code; included by <cm/cmtl.h>.
 *
 * Guarantees, element by element (float, round to nearest, subnormals
 * kept; "ulp" is of the exact result):
 * - cm_fmod(y, x) is C's fmod: y - x * trunc(y / x), with the sign of y,
 *   exact (no rounding at all) for every finite y and non-zero x, however
 *   large the quotient; NaN for x = 0, infinite y or a NaN; y for infinite
 *   x and finite y.
 * - cm_atan2(y, x) is C's atan2 in [-pi, pi], within 2 ulp + 1e-7 of the
 *   exact angle, with C's special cases: signs of zero (atan2(+-0, -0) is
 *   +-pi, atan2(+-0, +0) is +-0), infinities (+-pi/4, +-3pi/4, +-pi/2,
 *   +-0, +-pi) and NaN for a NaN operand.  (Intel's returns 0 or pi
 *   whenever |y| < 1e-6, so it differs for tiny y.)
 * - cm_atan2_fast(y, x) is the same angle in [0, 2pi) (as Intel's: a
 *   negative angle a is given as a + 2pi), from a one-division
 *   approximation of atan: absolute error below 0.004 radians.  Zero and
 *   infinite operands as for cm_atan2, mapped into [0, 2pi); NaN for NaN.
 * - cm_sin_emu(x), cm_cos_emu(x): sin and cos without the extended math
 *   unit: x reduced by pi/2 in three parts (exact for |x| < 12867), then
 *   polynomials on [-pi/4, pi/4]; absolute error below 2e-7 for
 *   |x| <= 12867 (beyond, the reduction loses ulp(x) / 2).  sin(-0) is
 *   -0; NaN for infinite or NaN x.
 * - cm_tanh(x): tanh by its series for |x| < 0.55 and 1 - 2 / (e + 1),
 *   e = exp(2|x|) (cm_exp, base 2), beyond; cm_tanh_cody_waite(x): the
 *   same with Cody and Waite's rational approximation (Software Manual for
 *   the Elementary Functions, 1980) for |x| < ln(3) / 2.  Both within
 *   4 ulp + the error of cm_exp, odd (tanh(-0) is -0), +-1 for infinite x,
 *   NaN for NaN.
 * - With flags = SAT (cm_fmod, cm_atan2*, cm_sin_emu, cm_cos_emu, as
 *   Intel's) the result is saturated to [0, 1]. */
#ifndef CM_CMTL_EMULATED_MATH_H
#define CM_CMTL_EMULATED_MATH_H

#include <cm/cm.h>

#define CMPI 3.14159265f

namespace cmtl {
namespace emulated_math_detail {

constexpr float infinity = __builtin_huge_valf();
constexpr float pi = 3.14159265358979f;
constexpr float half_pi = 1.57079632679490f;
constexpr float quarter_pi = 0.785398163397448f;
constexpr float two_pi = 6.28318530717959f;

/* ---- bits ---------------------------------------------------------------- */

/* Shared with cm_frem (cm_frem.h), as is cm_fmod's exact remainder. */
using cm_detail::exact_remainder::bits_of;
using cm_detail::exact_remainder::float_of;
using cm_detail::exact_remainder::with_sign_of;

/* 1 in the lanes whose sign bit is set (-0 included). */
template <int N>
CM_INLINE vector<ushort, N> sign_bit_set(vector<float, N> value)
{
    vector<ushort, N> set = (bits_of(value) >> 31) != 0u;
    return set;
}

/* 1 in the lanes that hold a NaN. */
template <int N> CM_INLINE vector<ushort, N> is_nan(vector<float, N> value)
{
    vector<ushort, N> nan = (bits_of(value) & 0x7fffffffu) > 0x7f800000u;
    return nan;
}

template <int N>
CM_INLINE vector<float, N> saturate_if(vector<float, N> value, uint flags)
{
    if (flags & SAT) {
        vector<float, N> saturated(value, SAT);
        return saturated;
    }
    return value;
}

/* ---- cm_fmod ------------------------------------------------------------- */

/* C's fmod, exact: cm_frem's remainder (cm_frem.h). */
using cm_detail::exact_remainder::fmod;

/* ---- cm_atan2, cm_atan2_fast ------------------------------------------------ */

/* atan(u) for |u| <= tan(pi/8): its series to u^15 (error below 2e-8). */
template <int N> CM_INLINE vector<float, N> atan_series(vector<float, N> u)
{
    vector<float, N> u2 = u * u;
    vector<float, N> sum = -1.0f / 15.0f;
    sum = sum * u2 + 1.0f / 13.0f;
    sum = sum * u2 - 1.0f / 11.0f;
    sum = sum * u2 + 1.0f / 9.0f;
    sum = sum * u2 - 1.0f / 7.0f;
    sum = sum * u2 + 1.0f / 5.0f;
    sum = sum * u2 - 1.0f / 3.0f;
    return u + u * (u2 * sum);
}

/* atan(t) for t in [0, 1]: atan(t) = pi/4 + atan((t - 1) / (t + 1)) above
 * tan(pi/8), so that the series gets |u| <= tan(pi/8). */
template <int N> CM_INLINE vector<float, N> atan_unit(vector<float, N> t)
{
    vector<ushort, N> shifted = t > 0.414213562f;
    vector<float, N> u = t;
    u.merge((t - 1.0f) / (t + 1.0f), shifted);
    vector<float, N> angle = atan_series(u);
    angle.merge(angle + quarter_pi, shifted);
    return angle;
}

/* atan(t) for t in [0, 1] within 0.004: t (pi/4 + 0.273 (1 - t)). */
template <int N> CM_INLINE vector<float, N> atan_unit_fast(vector<float, N> t)
{
    return t * (quarter_pi + 0.273f * (1.0f - t));
}

/* The angle of (|x|, |y|) in [0, pi/2] from min / max (0/0 and inf/inf
 * read as 0 and 1), then moved to x's half plane: in [0, pi]. */
template <bool FAST, int N>
CM_INLINE vector<float, N> upper_angle(vector<float, N> y, vector<float, N> x)
{
    vector<float, N> a = cm_abs(y);
    vector<float, N> b = cm_abs(x);
    vector<ushort, N> steep = a > b;
    vector<float, N> large = b, small = a;
    large.merge(a, steep);
    small.merge(b, steep);
    vector<float, N> t = small / large;
    t.merge(0.0f, large == 0.0f);
    t.merge(1.0f, small == infinity);
    vector<float, N> angle;
    if constexpr (FAST)
        angle = atan_unit_fast(t);
    else
        angle = atan_unit(t);
    angle.merge(half_pi - angle, steep);
    angle.merge(pi - angle, sign_bit_set(x));
    angle.merge(y + x, is_nan(y) | is_nan(x));
    return angle;
}

template <int N>
CM_INLINE vector<float, N> atan2(vector<float, N> y, vector<float, N> x)
{
    return with_sign_of(upper_angle<false>(y, x), y);
}

template <int N>
CM_INLINE vector<float, N> atan2_fast(vector<float, N> y, vector<float, N> x)
{
    vector<float, N> angle = upper_angle<true>(y, x);
    angle.merge(two_pi - angle, sign_bit_set(y) & (angle > 0.0f));
    return angle;
}

/* ---- cm_sin_emu, cm_cos_emu ---------------------------------------------- */

/* x = k pi/2 + r with |r| <= pi/4 (about): k rounded to nearest, pi/2 in
 * three parts whose first two have 8 and 11 significant bits, so k times
 * them is exact for |k| < 2^13. */
template <int N>
CM_INLINE vector<float, N> reduce_half_pi(vector<float, N> x,
                                          vector<int, N> &quadrant)
{
    vector<float, N> k = cm_rnde(x * 0.636619772f);
    vector<float, N> r = x - k * 1.5703125f;
    r = r - k * 4.83751297e-4f;
    r = r - k * 7.54978995e-8f;
    vector<int, N> k_int = k;
    quadrant = k_int & 3;
    return r;
}

/* sin(r) and cos(r) for |r| <= pi/4: series to r^9 and r^10. */
template <int N> CM_INLINE vector<float, N> sin_series(vector<float, N> r)
{
    vector<float, N> r2 = r * r;
    vector<float, N> sum = 1.0f / 362880.0f;
    sum = sum * r2 - 1.0f / 5040.0f;
    sum = sum * r2 + 1.0f / 120.0f;
    sum = sum * r2 - 1.0f / 6.0f;
    return r + r * (r2 * sum);
}

template <int N> CM_INLINE vector<float, N> cos_series(vector<float, N> r)
{
    vector<float, N> r2 = r * r;
    vector<float, N> sum = -1.0f / 3628800.0f;
    sum = sum * r2 + 1.0f / 40320.0f;
    sum = sum * r2 - 1.0f / 720.0f;
    sum = sum * r2 + 1.0f / 24.0f;
    sum = sum * r2 - 0.5f;
    return 1.0f + r2 * sum;
}

/* sin(x + shift * pi/2): the series of the reduced argument picked and
 * signed by the quadrant (shift 1 gives cos). */
template <int N>
CM_INLINE vector<float, N> sin_quadrant(vector<float, N> x, int shift)
{
    vector<int, N> quadrant;
    vector<float, N> r = reduce_half_pi(x, quadrant);
    quadrant = (quadrant + shift) & 3;
    vector<float, N> result = sin_series(r);
    result.merge(cos_series(r), (quadrant & 1) != 0);
    result.merge(-result, quadrant >= 2);
    return result;
}

template <int N> CM_INLINE vector<float, N> sin_emu(vector<float, N> x)
{
    vector<float, N> result = sin_quadrant(x, 0);
    /* sin(x) rounds to x there; this also keeps the sign of -0. */
    result.merge(x, cm_abs(x) < 2.44140625e-4f); /* 2^-12 */
    return result;
}

template <int N> CM_INLINE vector<float, N> cos_emu(vector<float, N> x)
{
    return sin_quadrant(x, 1);
}

/* ---- cm_tanh, cm_tanh_cody_waite ----------------------------------------- */

/* tanh(a) for a >= ln(3) / 2: 1 - 2 / (exp(2a) + 1); 1 once exp overflows. */
template <int N> CM_INLINE vector<float, N> tanh_large(vector<float, N> a)
{
    vector<float, N> e = cm_exp(a * 2.88539008f); /* 2 log2(e) */
    return 1.0f - 2.0f / (e + 1.0f);
}

/* tanh(a) for a < 0.55: its series to a^19 (error below 1e-8 relative). */
template <int N> CM_INLINE vector<float, N> tanh_series(vector<float, N> a)
{
    vector<float, N> a2 = a * a;
    vector<float, N> sum = -443861162.0f / 1856156927625.0f;
    sum = sum * a2 + 6404582.0f / 10854718875.0f;
    sum = sum * a2 - 929569.0f / 638512875.0f;
    sum = sum * a2 + 21844.0f / 6081075.0f;
    sum = sum * a2 - 1382.0f / 155925.0f;
    sum = sum * a2 + 62.0f / 2835.0f;
    sum = sum * a2 - 17.0f / 315.0f;
    sum = sum * a2 + 2.0f / 15.0f;
    sum = sum * a2 - 1.0f / 3.0f;
    return a + a * (a2 * sum);
}

/* Cody and Waite's tanh for a in [2^-12, ln(3) / 2]: a + a g P(g) / Q(g),
 * g = a^2, with their single-precision coefficients. */
template <int N>
CM_INLINE vector<float, N> tanh_rational(vector<float, N> a)
{
    vector<float, N> g = a * a;
    vector<float, N> p = g * -0.3831010665e-2f - 0.8237728127f;
    vector<float, N> q = g + 0.2471319654e+1f;
    return a + a * (g * p / q);
}

template <bool CODY_WAITE, int N>
CM_INLINE vector<float, N> tanh(vector<float, N> x)
{
    vector<float, N> a = cm_abs(x);
    vector<float, N> result = tanh_large(a);
    vector<float, N> near_zero;
    if constexpr (CODY_WAITE)
        near_zero = tanh_rational(a);
    else
        near_zero = tanh_series(a);
    result.merge(near_zero, a < 0.549306144f); /* ln(3) / 2 */
    result.merge(a, a < 2.44140625e-4f);        /* 2^-12: tanh(a) is a */
    result.merge(x, is_nan(x));
    return with_sign_of(result, x);
}

} // namespace emulated_math_detail

/* The forms Intel declares for a function of one or two float operands:
 * vector, vector region, matrix, matrix region (the result has the
 * operand's shape) and scalar; each calls CORE on vectors. */
#define _CMTL_EMULATED_UNARY(NAME, CORE)                                      \
    template <int N>                                                          \
    CM_INLINE vector<float, N> NAME(vector<float, N> x, const uint flags = 0) \
    {                                                                         \
        return emulated_math_detail::saturate_if(CORE(x), flags);             \
    }                                                                         \
    template <int N>                                                          \
    CM_INLINE vector<float, N> NAME(vector_ref<float, N> x,                   \
                                    const uint flags = 0)                     \
    {                                                                         \
        vector<float, N> xs = x;                                              \
        return NAME(xs, flags);                                               \
    }                                                                         \
    template <int R, int C>                                                   \
    CM_INLINE matrix<float, R, C> NAME(matrix<float, R, C> x,                 \
                                       const uint flags = 0)                  \
    {                                                                         \
        return cm_detail::as_matrix<float, R, C>(                             \
            NAME(cm_detail::as_vector(x), flags));                            \
    }                                                                         \
    template <int R, int C>                                                   \
    CM_INLINE matrix<float, R, C> NAME(matrix_ref<float, R, C> x,             \
                                       const uint flags = 0)                  \
    {                                                                         \
        matrix<float, R, C> xs = x;                                           \
        return NAME(xs, flags);                                               \
    }                                                                         \
    template <typename T, typename std::enable_if<                            \
                              !cm_detail::object<T>::is_cm &&                 \
                                  (std::is_floating_point<T>::value ||        \
                                   std::is_integral<T>::value),               \
                              int>::type = 0>                                 \
    CM_INLINE float NAME(T x, const uint flags = 0)                           \
    {                                                                         \
        return NAME(cm_detail::as_single((float)x), flags)(0);                \
    }

#define _CMTL_EMULATED_BINARY(NAME, CORE)                                     \
    template <int N>                                                          \
    CM_INLINE vector<float, N> NAME(vector<float, N> y, vector<float, N> x,   \
                                    const uint flags = 0)                     \
    {                                                                         \
        return emulated_math_detail::saturate_if(CORE(y, x), flags);          \
    }                                                                         \
    template <int N>                                                          \
    CM_INLINE vector<float, N> NAME(vector_ref<float, N> y,                   \
                                    vector_ref<float, N> x,                   \
                                    const uint flags = 0)                     \
    {                                                                         \
        vector<float, N> ys = y;                                              \
        vector<float, N> xs = x;                                              \
        return NAME(ys, xs, flags);                                           \
    }                                                                         \
    template <int R, int C>                                                   \
    CM_INLINE matrix<float, R, C> NAME(matrix<float, R, C> y,                 \
                                       matrix<float, R, C> x,                 \
                                       const uint flags = 0)                  \
    {                                                                         \
        return cm_detail::as_matrix<float, R, C>(NAME(                        \
            cm_detail::as_vector(y), cm_detail::as_vector(x), flags));        \
    }                                                                         \
    template <int R, int C>                                                   \
    CM_INLINE matrix<float, R, C> NAME(matrix_ref<float, R, C> y,             \
                                       matrix_ref<float, R, C> x,             \
                                       const uint flags = 0)                  \
    {                                                                         \
        matrix<float, R, C> ys = y;                                           \
        matrix<float, R, C> xs = x;                                           \
        return NAME(ys, xs, flags);                                           \
    }                                                                         \
    template <typename T, typename std::enable_if<                            \
                              !cm_detail::object<T>::is_cm &&                 \
                                  (std::is_floating_point<T>::value ||        \
                                   std::is_integral<T>::value),               \
                              int>::type = 0>                                 \
    CM_INLINE float NAME(T y, T x, const uint flags = 0)                      \
    {                                                                         \
        return NAME(cm_detail::as_single((float)y),                           \
                    cm_detail::as_single((float)x), flags)(0);                \
    }

_CMTL_EMULATED_BINARY(cm_fmod, emulated_math_detail::fmod)
_CMTL_EMULATED_BINARY(cm_atan2, emulated_math_detail::atan2)
_CMTL_EMULATED_BINARY(cm_atan2_fast, emulated_math_detail::atan2_fast)
_CMTL_EMULATED_UNARY(cm_sin_emu, emulated_math_detail::sin_emu)
_CMTL_EMULATED_UNARY(cm_cos_emu, emulated_math_detail::cos_emu)

/* cm_tanh and cm_tanh_cody_waite: float, vector and matrix, no flags (the
 * forms Intel declares). */
#define _CMTL_EMULATED_NO_FLAGS(NAME, CORE)                                   \
    template <int N> CM_INLINE vector<float, N> NAME(vector<float, N> x)      \
    {                                                                         \
        return CORE(x);                                                       \
    }                                                                         \
    template <int R, int C>                                                   \
    CM_INLINE matrix<float, R, C> NAME(matrix<float, R, C> x)                 \
    {                                                                         \
        return cm_detail::as_matrix<float, R, C>(                             \
            CORE(cm_detail::as_vector(x)));                                   \
    }                                                                         \
    CM_INLINE float NAME(float x) { return CORE(cm_detail::as_single(x))(0); }

_CMTL_EMULATED_NO_FLAGS(cm_tanh, emulated_math_detail::tanh<false>)
_CMTL_EMULATED_NO_FLAGS(cm_tanh_cody_waite, emulated_math_detail::tanh<true>)

#undef _CMTL_EMULATED_UNARY
#undef _CMTL_EMULATED_BINARY
#undef _CMTL_EMULATED_NO_FLAGS

} // namespace cmtl

#endif
