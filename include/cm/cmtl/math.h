/* cm/cmtl/math.h - the math helpers of Intel's CM template library
 * (namespace cmtl::math): clamp, round_fast, and the floating-point
 * classification isnan / isinf / isnormal / issubnormal / fpclassify with
 * its classes fp_nan, fp_infinite, fp_subnormal, fp_zero, fp_normal.
 *
 * Guarantees, for every element:
 * - clamp(x, lo, hi) is min(max(x, lo), hi) (lo <= hi, no NaNs), for
 *   vectors, matrices (of the same shape or with scalar bounds) and scalars.
 * - round_fast<I>(x) is x rounded half away from zero, converted to the
 *   integer type I: (I)(x + 0.5) or (I)(x - 0.5) for negative x (so it can
 *   be off by one where x + 0.5 is not exact).  Vectors, matrices, scalars.
 * - The classification reads the bits of float, double or half elements
 *   (no floating-point compare, so it is exact for NaNs and subnormals
 *   whatever the denormal mode): a Mask of the lanes in the class, or for
 *   fpclassify a vector<int> of the class numbers, as C's fpclassify. */
#ifndef CM_CMTL_MATH_H
#define CM_CMTL_MATH_H

#include <cm/cm.h>
#include <cm/cmtl/mask.h>

namespace cmtl {
namespace math {

/* ---- clamp --------------------------------------------------------------- */

template <typename T, int N>
CM_INLINE vector<T, N> clamp(vector<T, N> arg, vector<T, N> lo,
                             vector<T, N> hi)
{
    vector<T, N> below_hi = cm_min<T>(arg, hi);
    return cm_max<T>(below_hi, lo);
}

template <typename T, int N>
CM_INLINE vector<T, N> clamp(vector<T, N> arg, T lo, T hi)
{
    vector<T, N> los = lo;
    vector<T, N> his = hi;
    return clamp(arg, los, his);
}

template <typename T, int N, int M>
CM_INLINE matrix<T, M, N> clamp(matrix<T, M, N> arg, matrix<T, M, N> lo,
                                matrix<T, M, N> hi)
{
    vector<T, M * N> args = arg.template format<T>();
    vector<T, M * N> los = lo.template format<T>();
    vector<T, M * N> his = hi.template format<T>();
    matrix<T, M, N> result;
    result.template format<T>() = clamp(args, los, his);
    return result;
}

template <typename T, int N, int M>
CM_INLINE matrix<T, M, N> clamp(matrix<T, M, N> arg, T lo, T hi)
{
    matrix<T, M, N> los = lo;
    matrix<T, M, N> his = hi;
    return clamp(arg, los, his);
}

template <typename T> CM_INLINE T clamp(T arg, T lo, T hi)
{
    vector<T, 1> args = arg;
    vector<T, 1> result = clamp(args, lo, hi);
    return result(0);
}

/* ---- round_fast ---------------------------------------------------------- */

template <typename I, typename F, int N>
CM_INLINE vector<I, N> round_fast(vector<F, N> arg)
{
    static_assert(std::is_floating_point<F>::value,
                  "round_fast rounds floating-point values");
    static_assert(std::is_integral<I>::value,
                  "round_fast gives an integer type");
    vector<F, N> half_away = 0.5;
    half_away.merge((F)-0.5, arg < (F)0);
    vector<I, N> result = arg + half_away;
    return result;
}

template <typename I, typename F, int N, int M>
CM_INLINE matrix<I, M, N> round_fast(matrix<F, M, N> arg)
{
    vector<F, M * N> args = arg.template format<F>();
    matrix<I, M, N> result;
    result.template format<I>() = round_fast<I>(args);
    return result;
}

template <typename I, typename F,
          typename std::enable_if<std::is_floating_point<F>::value &&
                                      std::is_integral<I>::value,
                                  int>::type = 0>
CM_INLINE I round_fast(F arg)
{
    return (I)(arg + (arg < (F)0 ? (F)-0.5 : (F)0.5));
}

/* ---- classification ------------------------------------------------------ */

/* The classes fpclassify returns (the numbers of Intel's library). */
enum { fp_nan = 0, fp_infinite, fp_subnormal, fp_zero, fp_normal };

namespace detail {

/* The layout of F: its bits as unsigned words; `high` is the word with
 * the sign and exponent, the exponent field's lowest and all-ones values
 * within the high word. */
template <typename F> struct float_layout;
template <> struct float_layout<float> {
    static constexpr uint exponent_one = 0x00800000u;
    static constexpr uint exponent_all = 0x7f800000u;
    static constexpr uint magnitude = 0x7fffffffu;
};
template <> struct float_layout<double> {
    static constexpr uint exponent_one = 0x00100000u;
    static constexpr uint exponent_all = 0x7ff00000u;
    static constexpr uint magnitude = 0x7fffffffu;
};
template <> struct float_layout<half> {
    static constexpr uint exponent_one = 0x0400u;
    static constexpr uint exponent_all = 0x7c00u;
    static constexpr uint magnitude = 0x7fffu;
};

/* The three facts every class is made of, as 0/1 lanes. */
template <int N> struct float_fields {
    vector<ushort, N> exponent_zero;  /* the exponent field is 0 */
    vector<ushort, N> exponent_ones;  /* the exponent field is all ones */
    vector<ushort, N> fraction_zero;  /* the fraction field is 0 */
};

/* The magnitude of the high word and whether the low word is 0. */
template <typename F, int N>
CM_INLINE void float_words(vector<F, N> arg, vector<uint, N> &high,
                           vector<ushort, N> &low_zero)
{
    if constexpr (sizeof(F) == 8) {
        vector<uint, 2 * N> words = arg.template format<uint>();
        high = words.template select<N, 2>(1);
        low_zero = words.template select<N, 2>(0) == 0u;
    } else if constexpr (sizeof(F) == 4) {
        high = arg.template format<uint>();
        low_zero = 1;
    } else {
        vector<ushort, N> halfwords = arg.template format<ushort>();
        high = halfwords;
        low_zero = 1;
    }
    high &= float_layout<F>::magnitude;
}

template <typename F, int N>
CM_INLINE float_fields<N> float_classify(vector<F, N> arg)
{
    static_assert(std::is_floating_point<F>::value,
                  "classification of floating-point values");
    typedef float_layout<F> layout;
    vector<uint, N> high;
    vector<ushort, N> low_zero;
    float_words(arg, high, low_zero);
    float_fields<N> fields;
    fields.exponent_zero = high < layout::exponent_one;
    fields.exponent_ones = high >= layout::exponent_all;
    vector<uint, N> fraction_high = high & (layout::exponent_one - 1u);
    fields.fraction_zero = (fraction_high == 0u) & low_zero;
    return fields;
}

} // namespace detail

template <typename F, int N> CM_INLINE Mask<N> isnan(vector<F, N> arg)
{
    detail::float_fields<N> f = detail::float_classify(arg);
    vector<ushort, N> lanes = f.exponent_ones & (f.fraction_zero ^ 1);
    return Mask<N>(lanes);
}

template <typename F, int N> CM_INLINE Mask<N> isinf(vector<F, N> arg)
{
    detail::float_fields<N> f = detail::float_classify(arg);
    vector<ushort, N> lanes = f.exponent_ones & f.fraction_zero;
    return Mask<N>(lanes);
}

template <typename F, int N> CM_INLINE Mask<N> isnormal(vector<F, N> arg)
{
    detail::float_fields<N> f = detail::float_classify(arg);
    vector<ushort, N> lanes = (f.exponent_zero | f.exponent_ones) ^ 1;
    return Mask<N>(lanes);
}

template <typename F, int N> CM_INLINE Mask<N> issubnormal(vector<F, N> arg)
{
    detail::float_fields<N> f = detail::float_classify(arg);
    vector<ushort, N> lanes = f.exponent_zero & (f.fraction_zero ^ 1);
    return Mask<N>(lanes);
}

/* fp_normal, or (exponent field 0) * 2 + (fraction field 0): fp_nan,
 * fp_infinite, fp_subnormal, fp_zero. */
template <typename F, int N>
CM_INLINE vector<int, N> fpclassify(vector<F, N> arg)
{
    detail::float_fields<N> f = detail::float_classify(arg);
    vector<int, N> classes = f.exponent_zero * 2 + f.fraction_zero;
    vector<ushort, N> normal = (f.exponent_zero | f.exponent_ones) ^ 1;
    classes.merge((int)fp_normal, normal);
    return classes;
}

} // namespace math
} // namespace cmtl

#endif
