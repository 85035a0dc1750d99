/* cm/cmtl/math.h - the math helpers of Intel's CM template library
 * (namespace cmtl::math): clamp, round_fast, the floating-point
 * classification isnan / isinf / isnormal / issubnormal / fpclassify with
 * its classes fp_nan, fp_infinite, fp_subnormal, fp_zero, fp_normal, and
 * frexp.
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
 *   fpclassify a vector<int> of the class numbers, as C's fpclassify.
 * - frexp(x, exp) is C's frexp for float, double and half elements
 *   (vectors, matrices, scalars): x = fraction * 2^exp with |fraction| in
 *   [0.5, 1), subnormals included, exact; zeros, infinities and NaNs are
 *   returned unchanged with exponent 0.  Integer operations on the bits
 *   only (no fp64 instruction for double).  A class hint without
 *   subnormals drops their path. */
#ifndef CM_CMTL_MATH_H
#define CM_CMTL_MATH_H

#include <cm/cm.h>
#include <cm/cmtl/hint.h>
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
    return cm_detail::as_matrix<T, M, N>(
        clamp(cm_detail::as_vector(arg), cm_detail::as_vector(lo),
              cm_detail::as_vector(hi)));
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
    return clamp(cm_detail::as_single(arg), lo, hi)(0);
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
    return cm_detail::as_matrix<I, M, N>(
        round_fast<I>(cm_detail::as_vector(arg)));
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

/* ---- frexp --------------------------------------------------------------- */

namespace detail {

/* Where the fields of F sit in its high 32-bit word (half: its 16 bits,
 * zero-extended; double: the word with the sign), and the biased
 * exponent of [0.5, 1). */
template <typename F> struct frexp_layout;
template <> struct frexp_layout<float> {
    static constexpr int fraction_bits = 23; /* in the high word */
    static constexpr uint exponent_field = 0xffu;
    static constexpr int half_exponent = 126;
    static constexpr uint sign = 0x80000000u;
    static constexpr bool has_low = false;
};
template <> struct frexp_layout<half> {
    static constexpr int fraction_bits = 10;
    static constexpr uint exponent_field = 0x1fu;
    static constexpr int half_exponent = 14;
    static constexpr uint sign = 0x8000u;
    static constexpr bool has_low = false;
};
template <> struct frexp_layout<double> {
    static constexpr int fraction_bits = 20;
    static constexpr uint exponent_field = 0x7ffu;
    static constexpr int half_exponent = 1022;
    static constexpr uint sign = 0x80000000u;
    static constexpr bool has_low = true;
};

/* The fraction (high and low words) of F's subnormals in high, low,
 * shifted left until its top bit is the implicit bit; the shift in
 * `shift` (at least 1). */
template <typename F, int N>
CM_INLINE void normalise_fraction(vector_ref<uint, N> high,
                                  vector_ref<uint, N> low,
                                  vector<int, N> &shift)
{
    typedef frexp_layout<F> layout;
    constexpr int width = layout::fraction_bits + (layout::has_low ? 32 : 0);
    vector<int, N> top = 31 - vector<int, N>(cm_lzd<uint>(high));
    if constexpr (layout::has_low) {
        vector<int, N> low_top = 31 - vector<int, N>(cm_lzd<uint>(low));
        top += 32;
        top.merge(low_top, high == 0u);
    }
    shift = width - top;
    if constexpr (layout::has_low) {
        /* a two-word shift left; vISA shifts use 5 bits of the amount */
        vector<ushort, N> across = shift >= 32;
        vector<int, N> in_word = shift & 31;
        vector<uint, N> carried = low >> (32 - in_word);
        carried.merge(0u, in_word == 0);
        vector<uint, N> shifted_high = (high << in_word) | carried;
        vector<uint, N> shifted_low = low << in_word;
        shifted_high.merge(shifted_low, across);
        shifted_low.merge(0u, across);
        high = shifted_high;
        low = shifted_low;
    } else {
        high = high << shift;
    }
}

/* frexp on the words of F: high (and low for double) rewritten in place,
 * the exponents returned. */
template <typename F, typename TAG, int N>
CM_INLINE vector<int, N> frexp_words(vector_ref<uint, N> high,
                                     vector_ref<uint, N> low)
{
    typedef frexp_layout<F> layout;
    constexpr int f = layout::fraction_bits;
    constexpr uint fraction_mask = (1u << f) - 1u;
    vector<uint, N> sign = high & layout::sign;
    vector<uint, N> field = (high >> f) & layout::exponent_field;
    vector<int, N> exponent = vector<int, N>(field) - layout::half_exponent;
    vector<uint, N> fraction = high & fraction_mask;
    vector<uint, N> result = sign | ((uint)layout::half_exponent << f) |
                             fraction;
    /* the classes, from the input's words */
    vector<uint, N> any_fraction = fraction;
    if constexpr (layout::has_low)
        any_fraction |= low;
    vector<ushort, N> zero_field = field == 0u;
    vector<ushort, N> unchanged = (field == layout::exponent_field) |
                                  (zero_field & (any_fraction == 0u));
    if constexpr (TAG::template has_v<hint::fpclass_tag_def::subnormal_t>) {
        vector<uint, N> sub_high = fraction, sub_low = low;
        vector<int, N> shift;
        normalise_fraction<F>(sub_high.select_all(), sub_low.select_all(),
                              shift);
        vector<ushort, N> subnormal = zero_field & (any_fraction != 0u);
        result.merge(sign | ((uint)layout::half_exponent << f) |
                         (sub_high & fraction_mask),
                     subnormal);
        exponent.merge(1 - layout::half_exponent - shift, subnormal);
        if constexpr (layout::has_low)
            low.merge(sub_low, subnormal);
    }
    /* zeros, infinities and NaNs: unchanged, exponent 0 */
    result.merge(high, unchanged);
    exponent.merge(0, unchanged);
    high = result;
    return exponent;
}

template <typename F, typename I, typename TAG> CM_INLINE void frexp_check()
{
    static_assert(std::is_same<F, float>::value ||
                      std::is_same<F, double>::value ||
                      std::is_same<F, half>::value,
                  "frexp takes float, double or half elements");
    static_assert(std::is_integral<I>::value,
                  "frexp stores the exponents as integers");
    static_assert(hint::is_fpclass_tag_v<TAG>,
                  "frexp's hint is a hint::fpclass_tag");
}

} // namespace detail

/* arg = fraction * 2^exp with |fraction| in [0.5, 1), for every element:
 * the fractions returned, the exponents stored in exp.  Zeros, infinities
 * and NaNs are returned unchanged with exponent 0.  The hint says which
 * classes arg may hold (a hint without subnormals skips their path). */
template <typename F, typename I, int N, typename TAG>
CM_INLINE vector<F, N> frexp(vector<F, N> arg, vector_ref<I, N> exp, TAG)
{
    detail::frexp_check<F, I, TAG>();
    vector<uint, N> high, low;
    if constexpr (sizeof(F) == 8) {
        vector<uint, 2 * N> words = arg.template format<uint>();
        high = words.template select<N, 2>(1);
        low = words.template select<N, 2>(0);
    } else if constexpr (sizeof(F) == 4) {
        high = arg.template format<uint>();
        low = 0u;
    } else {
        vector<ushort, N> halfwords = arg.template format<ushort>();
        high = halfwords;
        low = 0u;
    }
    vector<int, N> exponents =
        detail::frexp_words<F, TAG>(high.select_all(), low.select_all());
    exp = exponents;
    vector<F, N> result;
    if constexpr (sizeof(F) == 8) {
        vector<uint, 2 * N> words;
        words.template select<N, 2>(1) = high;
        words.template select<N, 2>(0) = low;
        result = words.template format<F>();
    } else if constexpr (sizeof(F) == 4) {
        result = high.template format<F>();
    } else {
        vector<ushort, N> halfwords = high;
        result = halfwords.template format<F>();
    }
    return result;
}

template <typename F, typename I, int N, int M, typename TAG>
CM_INLINE matrix<F, M, N> frexp(matrix<F, M, N> arg, matrix_ref<I, M, N> exp,
                                TAG tag)
{
    return cm_detail::as_matrix<F, M, N>(
        frexp(cm_detail::as_vector(arg), exp.template format<I>(), tag));
}

template <typename F, typename I, typename TAG,
          typename std::enable_if<std::is_floating_point<F>::value &&
                                      std::is_integral<I>::value,
                                  int>::type = 0>
CM_INLINE F frexp(F arg, I &exp, TAG tag)
{
    vector<I, 1> exps;
    F result = frexp(cm_detail::as_single(arg), exps.select_all(), tag)(0);
    exp = exps(0);
    return result;
}

/* Without a hint: any class (a default argument of tag type is written
 * as these overloads, as cmc takes no struct constants as defaults). */
template <typename F, typename I, int N>
CM_INLINE vector<F, N> frexp(vector<F, N> arg, vector_ref<I, N> exp)
{
    return frexp(arg, exp, hint::fpclass_tag_def::general_t{});
}

template <typename F, typename I, int N, int M>
CM_INLINE matrix<F, M, N> frexp(matrix<F, M, N> arg, matrix_ref<I, M, N> exp)
{
    return frexp(arg, exp, hint::fpclass_tag_def::general_t{});
}

template <typename F, typename I,
          typename std::enable_if<std::is_floating_point<F>::value &&
                                      std::is_integral<I>::value,
                                  int>::type = 0>
CM_INLINE F frexp(F arg, I &exp)
{
    return frexp(arg, exp, hint::fpclass_tag_def::general_t{});
}

} // namespace math
} // namespace cmtl

#endif
