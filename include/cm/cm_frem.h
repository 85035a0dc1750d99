/* cm/cm_frem.h - cm_frem, the floating-point remainder of Intel's cm.h
 * (intrinsics/frem.h; CM specification: "the floating-point remainder
 * with correctly rounded IEEE compliant semantics"), and the exact
 * remainder it is computed with, which cmtl::cm_fmod shares.
 *
 * Takes float operands: two vectors (or vector regions) of one size, two
 * matrices of one shape, two scalars, or a scalar with a vector or a
 * matrix (the scalar stands for every element), as Intel's forms.
 * Guarantees, element by element, C's fmod (LLVM's frem): x - y *
 * trunc(x / y) with the sign of x, exact (no rounding at all: the
 * remainder is always a float) for every finite x and non-zero y however
 * large the quotient, subnormals included; NaN for y = 0, infinite x or
 * a NaN operand; x for infinite y and finite x.  Computed with ordinary
 * EU instructions (vISA has no remainder of floats), so it runs the same
 * on every platform and in cmrun.  double: Intel's headers take it; cmc
 * does not yet (vISA rounds only float, which the exact reduction
 * needs), a located error.  Other element types are not cm_frem's (no
 * matching function), as in Intel's headers.
 *
 * Written for cmc from the function's meaning, not from Intel's code.
 * Included by cm.h. */
#ifndef CM_CM_FREM_H
#define CM_CM_FREM_H

namespace cm_detail {
namespace exact_remainder {

constexpr float infinity = __builtin_huge_valf();

template <int N> CM_INLINE vector<uint, N> bits_of(vector<float, N> value)
{
    vector<uint, N> bits = value.template format<uint>();
    return bits;
}

template <int N> CM_INLINE vector<float, N> float_of(vector<uint, N> bits)
{
    vector<float, N> value = bits.template format<float>();
    return value;
}

/* |magnitude| with the sign bit of sign_source. */
template <int N>
CM_INLINE vector<float, N> with_sign_of(vector<float, N> magnitude,
                                        vector<float, N> sign_source)
{
    vector<uint, N> bits = (bits_of(magnitude) & 0x7fffffffu) |
                           (bits_of(sign_source) & 0x80000000u);
    return float_of(bits);
}

/* fmod(a, b) for a >= 0 and b > 0 whose quotient a / b is below 2^24,
 * exact: for an integer q, a - q * b is a float when q is the exact
 * quotient's integer part n (the remainder r) or n + 1 (r - b): both are
 * multiples of b's unit in the last place below b in magnitude
 * (Sterbenz's lemma when a < b), so one fused multiply-add computes them
 * without rounding.  CM's float division is not correctly rounded, so
 * q = trunc(a / b) may be off by up to two: each round moves q by one
 * towards n, which the sign of a - q * b shows even when it rounded
 * (below 0: q is too large; b or more: too small), and computes it
 * again. */
template <int N>
CM_INLINE vector<float, N> remainder_step(vector<float, N> a,
                                          vector<float, N> b)
{
    vector<float, N> q = cm_rndz(a / b);
    vector<float, N> r = __cmc_fma(-q, b, a);
    for (int round = 0; round < 2; round++) {
        q.merge(q + 1.0f, r >= b);
        q.merge(q - 1.0f, r < 0.0f);
        r = __cmc_fma(-q, b, a);
    }
    return r;
}

/* The biased exponent of a > 0, as if a were normalised (a subnormal a
 * gives a value below 1). */
template <int N> CM_INLINE vector<int, N> exponent_of(vector<float, N> a)
{
    vector<float, N> normal = a;
    normal.merge(a * 16777216.0f, a < 1.17549435e-38f); /* * 2^24 */
    vector<int, N> exponent = bits_of(normal) >> 23;
    exponent.merge(exponent - 24, a < 1.17549435e-38f);
    return exponent;
}

/* 2^k for 0 <= k <= 127. */
template <int N> CM_INLINE vector<float, N> power_of_two(vector<int, N> k)
{
    vector<uint, N> bits = (k + 127) << 23;
    return float_of(bits);
}

/* C's fmod(y, x), exact (see the header comment). */
template <int N>
CM_INLINE vector<float, N> fmod(vector<float, N> y, vector<float, N> x)
{
    vector<float, N> a = cm_abs(y);
    vector<float, N> b = cm_abs(x);
    /* While a / b >= 2^24, reduce a modulo b * 2^k (a multiple of b, so
     * the remainder modulo b is kept) with a / (b * 2^k) in [2^22, 2^24):
     * each round takes 23 bits off the exponent gap, at most 12 rounds. */
    vector<ushort, N> reducible = (a < infinity) & (b > 0.0f) & (b < infinity);
    vector<int, N> gap = exponent_of(a) - exponent_of(b);
    gap.merge(0, reducible == 0);
    while ((gap > 23).any()) {
        vector<int, N> k = gap - 23;
        k.merge(0, gap <= 23);
        vector<int, N> k_low = cm_min<int>(k, 126);
        vector<float, N> modulus =
            b * power_of_two(k_low) * power_of_two(k - k_low);
        vector<float, N> reduced = remainder_step(a, modulus);
        a.merge(reduced, gap > 23);
        gap = exponent_of(a) - exponent_of(b);
        gap.merge(0, (reducible == 0) | (a == 0.0f));
    }
    vector<float, N> r = remainder_step(a, b);
    r.merge(a, (b == infinity) & (a < infinity));
    return with_sign_of(r, y);
}

} // namespace exact_remainder

/* cm_frem's element types: float; double is a located error (a partial
 * specialization, so that the error is raised only by a use). */
template <typename T, bool use = true> struct frem_element {};
template <bool use> struct frem_element<float, use> { typedef float type; };
template <bool use> struct frem_element<double, use> {
    static_assert(!use, "cm_frem of double is not supported by cmc yet (its "
                        "exact remainder needs rounding of double, which "
                        "vISA has only for float)");
    typedef double type;
};

} // namespace cm_detail

/* The vector form computes; the others are its shapes (cm_forms.h). */
template <typename T, int N>
CM_INLINE vector<typename cm_detail::frem_element<T>::type, N>
cm_frem(const cm_vector_base<T, N> &x, const cm_vector_base<T, N> &y)
{
    vector<float, N> xs = x;
    vector<float, N> ys = y;
    return cm_detail::exact_remainder::fmod(xs, ys);
}

template <typename T, int R, int C>
CM_INLINE matrix<typename cm_detail::frem_element<T>::type, R, C>
cm_frem(const cm_matrix_base<T, R, C> &x, const cm_matrix_base<T, R, C> &y)
{
    return cm_detail::as_matrix<float, R, C>(
        cm_frem(cm_detail::as_vector(x), cm_detail::as_vector(y)));
}

template <typename T>
CM_INLINE typename cm_detail::frem_element<T>::type cm_frem(T x, T y)
{
    return cm_frem(cm_detail::as_single(x), cm_detail::as_single(y))(0);
}

template <typename T, int N>
CM_INLINE vector<typename cm_detail::frem_element<T>::type, N>
cm_frem(T x, const cm_vector_base<T, N> &y)
{
    vector<float, N> xs = x;
    return cm_frem(xs, y);
}

template <typename T, int N>
CM_INLINE vector<typename cm_detail::frem_element<T>::type, N>
cm_frem(const cm_vector_base<T, N> &x, T y)
{
    vector<float, N> ys = y;
    return cm_frem(x, ys);
}

template <typename T, int R, int C>
CM_INLINE matrix<typename cm_detail::frem_element<T>::type, R, C>
cm_frem(T x, const cm_matrix_base<T, R, C> &y)
{
    matrix<float, R, C> xs = x;
    return cm_frem(xs, y);
}

template <typename T, int R, int C>
CM_INLINE matrix<typename cm_detail::frem_element<T>::type, R, C>
cm_frem(const cm_matrix_base<T, R, C> &x, T y)
{
    matrix<float, R, C> ys = y;
    return cm_frem(x, ys);
}

#endif
