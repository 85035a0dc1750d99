/* cm/cm_math.h - CM math and ALU builtins (CM specification 4.3).
 *
 * Declarations only: cmc's frontend recognises each function by name
 * (frontend/builtins/builtins_math.c) and lowers it to GenX intrinsics.  The
 * signatures give every call its C++ result type: the first template
 * argument, when given explicitly (cm_add<uchar>(a, b, SAT)), is the
 * result element type; otherwise the result has the operands' promoted
 * element type.  The trailing `flags` argument is SAT or 0.  Vectors,
 * matrices (element by element, the result of the operand's shape) and
 * scalars are accepted.
 *
 * Included by cm.h. */
#ifndef CM_CM_MATH_H
#define CM_CM_MATH_H

enum { _GENX_NOSAT = 0, _GENX_SAT = 1 };
#define SAT _GENX_SAT

namespace cm_detail {

/* The result element type: RT when given, else the operand's. */
struct default_result {};
template <typename RT, typename T> struct result_element {
    typedef RT type;
};
template <typename T> struct result_element<default_result, T> {
    typedef T type;
};

/* The element type of a scalar or vector operand. */
template <typename T, typename = void> struct element_of {
    typedef T type;
};
template <typename T, int N> struct element_of<vector<T, N>, void> {
    typedef T type;
};
template <typename T, int N> struct element_of<vector_ref<T, N>, void> {
    typedef T type;
};
template <typename T, int N> struct element_of<cm_vector_base<T, N>, void> {
    typedef T type;
};
template <typename T, int N> struct element_of<cm_vector_region<T, N>, void> {
    typedef T type;
};

/* A type in a non-deduced context: output vector_ref parameters take
 * their type from the other operands, so a vector variable converts. */
template <typename T> struct identity { typedef T type; };

/* The result element of a two-operand builtin whose operands' elements
 * are T1 and T2.  Empty unless both are scalars: a form whose scalar
 * parameter was deduced as a CM object (a region passed where a scalar
 * could go) then drops out of overload resolution instead of failing. */
template <typename RT, typename T1, typename T2,
          bool = is_scalar<T1>::value && is_scalar<T2>::value>
struct binary_result {};
template <typename RT, typename T1, typename T2>
struct binary_result<RT, T1, T2, true> {
    typedef typename result_element<RT, typename promote<T1, T2>::type>::type
        type;
};

/* A size given explicitly: writing it as explicit_size<SZ>::value in a
 * parameter type makes SZ non-deducible, so that the forms whose first
 * template argument is a size (Intel's cm_sin<SZ>(v), cm_rndd<RT, SZ>(v))
 * are candidates only when that argument is written. */
template <int SZ> struct explicit_size { static const int value = SZ; };

/* Intel's size-first forms give the floating-point element of the
 * operand: half stays half, double stays double, the rest is float. */
template <typename T> struct float_result { typedef float type; };
template <> struct float_result<_Float16> { typedef _Float16 type; };
template <> struct float_result<double> { typedef double type; };

} // namespace cm_detail

#define CM_MATH_OUTPUT(T, N) typename cm_detail::identity<vector_ref<T, N> >::type
#define CM_MATH_RESULT(RT, T) typename cm_detail::result_element<RT, T>::type
#define CM_MATH_SCALAR(T, R)                                                  \
    typename cm_detail::enable_if<cm_detail::is_scalar<T>::value, R>::type

/* One operand: vector and scalar forms. */
#define CM_MATH_UNARY(NAME)                                                   \
    template <typename RT = cm_detail::default_result, typename T, int N>     \
    vector<CM_MATH_RESULT(RT, T), N> NAME(const cm_vector_base<T, N> &src0,   \
                                          int flags = 0);                     \
    template <typename RT = cm_detail::default_result, typename T>            \
    CM_MATH_SCALAR(T, CM_MATH_RESULT(RT, T)) NAME(T src0, int flags = 0);     \
    template <typename RT = cm_detail::default_result, typename T, int R,     \
              int C>                                                          \
    matrix<CM_MATH_RESULT(RT, T), R, C> NAME(                                 \
        const cm_matrix_base<T, R, C> &src0, int flags = 0);

/* The forms of Intel's headers whose template arguments start with the
 * size: NAME<SZ>(v), NAME<R, C>(m) (a vector of R * C elements, as
 * Intel's matrix forms return) and NAME<RT, SZ>(v). */
#define CM_MATH_SIZE(SZ) cm_detail::explicit_size<SZ>::value
#define CM_MATH_FLOAT(T) typename cm_detail::float_result<T>::type
#define CM_MATH_UNARY_SIZED(NAME)                                             \
    template <int SZ, typename T>                                             \
    vector<CM_MATH_FLOAT(T), SZ> NAME(                                        \
        const cm_vector_base<T, CM_MATH_SIZE(SZ)> &src0, int flags = 0);      \
    template <int R, int C, typename T>                                       \
    vector<CM_MATH_FLOAT(T), R * C> NAME(                                     \
        const cm_matrix_base<T, CM_MATH_SIZE(R), CM_MATH_SIZE(C)> &src0,      \
        int flags = 0);                                                       \
    template <typename RT, int SZ, typename T>                                \
    vector<RT, SZ> NAME(const cm_vector_base<T, CM_MATH_SIZE(SZ)> &src0,      \
                        int flags = 0);

/* One floating-point operand: the result is float unless RT says. */
#define CM_MATH_UNARY_FLOAT(NAME)                                             \
    template <typename RT = float, typename T, int N>                         \
    vector<RT, N> NAME(const cm_vector_base<T, N> &src0, int flags = 0);      \
    template <typename RT = float, typename T>                                \
    CM_MATH_SCALAR(T, RT) NAME(T src0, int flags = 0);                        \
    template <typename RT = float, typename T, int R, int C>                  \
    matrix<RT, R, C> NAME(const cm_matrix_base<T, R, C> &src0, int flags = 0); \
    CM_MATH_UNARY_SIZED(NAME)

/* A matrix and a vector of as many elements, either way round: the
 * result has the first operand's shape, as for CM's operators. */
#define CM_MATH_BINARY_MIXED(NAME, RESULT, DEFAULT)                           \
    template <typename RT = DEFAULT, typename T1, typename T2, int R, int C,  \
              int N>                                                          \
    typename cm_detail::enable_if<N == R * C, matrix<RESULT, R, C> >::type    \
    NAME(const cm_matrix_base<T1, R, C> &src0,                                \
         const cm_vector_base<T2, N> &src1, int flags = 0);                   \
    template <typename RT = DEFAULT, typename T1, typename T2, int N, int R,  \
              int C>                                                          \
    typename cm_detail::enable_if<N == R * C, vector<RESULT, N> >::type       \
    NAME(const cm_vector_base<T1, N> &src0,                                   \
         const cm_matrix_base<T2, R, C> &src1, int flags = 0);

/* Two operands: vector/vector, vector/scalar, scalar/vector, scalar/scalar;
 * the default result element is the promoted one. */
#define CM_MATH_BINARY_RESULT cm_detail::binary_result<RT, T1, T2>::type
#define CM_MATH_BINARY(NAME)                                                  \
    template <typename RT = cm_detail::default_result, typename T1,           \
              typename T2, int N>                                             \
    vector<typename CM_MATH_BINARY_RESULT, N>                                 \
    NAME(const cm_vector_base<T1, N> &src0,                                   \
         const cm_vector_base<T2, N> &src1, int flags = 0);                   \
    template <typename RT = cm_detail::default_result, typename T1,           \
              typename T2, int N>                                             \
    typename cm_detail::enable_if<cm_detail::is_scalar<T2>::value,            \
        vector<typename CM_MATH_BINARY_RESULT, N> >::type                     \
    NAME(const cm_vector_base<T1, N> &src0, T2 src1, int flags = 0);          \
    template <typename RT = cm_detail::default_result, typename T1,           \
              typename T2, int N>                                             \
    typename cm_detail::enable_if<cm_detail::is_scalar<T1>::value,            \
        vector<typename CM_MATH_BINARY_RESULT, N> >::type                     \
    NAME(T1 src0, const cm_vector_base<T2, N> &src1, int flags = 0);          \
    template <typename RT = cm_detail::default_result, typename T1,           \
              typename T2>                                                    \
    typename cm_detail::enable_if<cm_detail::is_scalar<T1>::value &&          \
                                      cm_detail::is_scalar<T2>::value,        \
                                  typename CM_MATH_BINARY_RESULT>::type       \
    NAME(T1 src0, T2 src1, int flags = 0);                                    \
    template <typename RT = cm_detail::default_result, typename T1,           \
              typename T2, int R, int C>                                      \
    matrix<typename CM_MATH_BINARY_RESULT, R, C>                              \
    NAME(const cm_matrix_base<T1, R, C> &src0,                                \
         const cm_matrix_base<T2, R, C> &src1, int flags = 0);                \
    template <typename RT = cm_detail::default_result, typename T1,           \
              typename T2, int R, int C>                                      \
    typename cm_detail::enable_if<cm_detail::is_scalar<T2>::value,            \
        matrix<typename CM_MATH_BINARY_RESULT, R, C> >::type                  \
    NAME(const cm_matrix_base<T1, R, C> &src0, T2 src1, int flags = 0);       \
    template <typename RT = cm_detail::default_result, typename T1,           \
              typename T2, int R, int C>                                      \
    typename cm_detail::enable_if<cm_detail::is_scalar<T1>::value,            \
        matrix<typename CM_MATH_BINARY_RESULT, R, C> >::type                  \
    NAME(T1 src0, const cm_matrix_base<T2, R, C> &src1, int flags = 0);       \
    CM_MATH_BINARY_MIXED(NAME, typename CM_MATH_BINARY_RESULT,                \
                         cm_detail::default_result)

/* Two floating-point operands. */
#define CM_MATH_BINARY_FLOAT(NAME)                                            \
    template <typename RT = float, typename T1, typename T2, int N>           \
    vector<RT, N> NAME(const cm_vector_base<T1, N> &src0,                     \
                       const cm_vector_base<T2, N> &src1, int flags = 0);     \
    template <typename RT = float, typename T1, typename T2, int N>           \
    typename cm_detail::enable_if<cm_detail::is_scalar<T2>::value,            \
                                  vector<RT, N> >::type                       \
    NAME(const cm_vector_base<T1, N> &src0, T2 src1, int flags = 0);          \
    template <typename RT = float, typename T1, typename T2, int N>           \
    typename cm_detail::enable_if<cm_detail::is_scalar<T1>::value,            \
                                  vector<RT, N> >::type                       \
    NAME(T1 src0, const cm_vector_base<T2, N> &src1, int flags = 0);          \
    template <typename RT = float, typename T1, typename T2>                  \
    typename cm_detail::enable_if<cm_detail::is_scalar<T1>::value &&          \
                                      cm_detail::is_scalar<T2>::value,        \
                                  RT>::type                                   \
    NAME(T1 src0, T2 src1, int flags = 0);                                    \
    template <typename RT = float, typename T1, typename T2, int R, int C>    \
    matrix<RT, R, C> NAME(const cm_matrix_base<T1, R, C> &src0,               \
                          const cm_matrix_base<T2, R, C> &src1,               \
                          int flags = 0);                                     \
    template <typename RT = float, typename T1, typename T2, int R, int C>    \
    typename cm_detail::enable_if<cm_detail::is_scalar<T2>::value,            \
                                  matrix<RT, R, C> >::type                    \
    NAME(const cm_matrix_base<T1, R, C> &src0, T2 src1, int flags = 0);       \
    CM_MATH_BINARY_MIXED(NAME, RT, float)                                     \
    template <int SZ, typename T1, typename U>                                \
    vector<CM_MATH_FLOAT(T1), SZ> NAME(                                       \
        const cm_vector_base<T1, CM_MATH_SIZE(SZ)> &src0, const U &src1,      \
        int flags = 0);                                                       \
    template <int SZ, typename U, typename T2>                                \
    typename cm_detail::enable_if<cm_detail::is_scalar<U>::value,             \
                                  vector<CM_MATH_FLOAT(T2), SZ> >::type       \
    NAME(U src0, const cm_vector_base<T2, CM_MATH_SIZE(SZ)> &src1,            \
         int flags = 0);

/* Integer and general arithmetic. */
CM_MATH_UNARY(cm_abs)
CM_MATH_BINARY(cm_add)
CM_MATH_BINARY(cm_mul)
CM_MATH_BINARY(cm_avg)
CM_MATH_BINARY(cm_max)
CM_MATH_BINARY(cm_min)
CM_MATH_BINARY(cm_quot)
CM_MATH_BINARY(cm_mod)
CM_MATH_BINARY(cm_shl)
CM_MATH_BINARY(cm_shr)
CM_MATH_BINARY(cm_asr)
CM_MATH_BINARY(cm_lsr)

/* Floating-point: extended math, rounding. */
CM_MATH_UNARY_FLOAT(cm_inv)
CM_MATH_UNARY_FLOAT(cm_log)
CM_MATH_UNARY_FLOAT(cm_exp)
CM_MATH_UNARY_FLOAT(cm_sqrt)
CM_MATH_UNARY_FLOAT(cm_sqrt_ieee)
CM_MATH_UNARY_FLOAT(cm_rsqrt)
CM_MATH_UNARY_FLOAT(cm_sin)
CM_MATH_UNARY_FLOAT(cm_cos)
CM_MATH_UNARY_FLOAT(cm_asin)
CM_MATH_UNARY_FLOAT(cm_acos)
CM_MATH_UNARY_FLOAT(cm_atan)
CM_MATH_UNARY_FLOAT(cm_frc)
CM_MATH_UNARY_FLOAT(cm_rndd)
CM_MATH_UNARY_FLOAT(cm_rndu)
CM_MATH_UNARY_FLOAT(cm_rnde)
CM_MATH_UNARY_FLOAT(cm_rndz)
CM_MATH_BINARY_FLOAT(cm_pow)
CM_MATH_BINARY_FLOAT(cm_div_ieee)

/* Bit operations on 32-bit integers. */
CM_MATH_UNARY(cm_lzd)
CM_MATH_UNARY(cm_cbit)
CM_MATH_UNARY(cm_fbl)
CM_MATH_UNARY(cm_fbh)
CM_MATH_UNARY(cm_bf_reverse)

/* cm_bf_insert(width, offset, src, dst): src's low `width` bits placed at
 * bit `offset` of dst. cm_bf_extract(width, offset, src). */
template <typename RT = cm_detail::default_result, typename T0, typename T1,
          typename T2, typename T3, int N>
vector<CM_MATH_RESULT(RT, T3), N>
cm_bf_insert(T0 width, T1 offset, const cm_vector_base<T2, N> &src,
             const cm_vector_base<T3, N> &dst);
template <typename RT = cm_detail::default_result, typename T0, typename T1,
          typename T2, typename T3>
CM_MATH_SCALAR(T3, CM_MATH_RESULT(RT, T3))
cm_bf_insert(T0 width, T1 offset, T2 src, T3 dst);
template <typename RT = cm_detail::default_result, typename T0, typename T1,
          typename T2, int N>
vector<CM_MATH_RESULT(RT, T2), N>
cm_bf_extract(T0 width, T1 offset, const cm_vector_base<T2, N> &src);
template <typename RT = cm_detail::default_result, typename T0, typename T1,
          typename T2>
CM_MATH_SCALAR(T2, CM_MATH_RESULT(RT, T2))
cm_bf_extract(T0 width, T1 offset, T2 src);

/* Reductions: one scalar from all elements. */
#define CM_MATH_REDUCTION(NAME)                                               \
    template <typename RT = cm_detail::default_result, typename T, int N>     \
    CM_MATH_RESULT(RT, T) NAME(const cm_vector_base<T, N> &src0,              \
                               int flags = 0);                                \
    template <typename RT = cm_detail::default_result, typename T, int R,     \
              int C>                                                          \
    CM_MATH_RESULT(RT, T) NAME(const cm_matrix_base<T, R, C> &src0,           \
                               int flags = 0);
CM_MATH_REDUCTION(cm_sum)
CM_MATH_REDUCTION(cm_prod)
CM_MATH_REDUCTION(cm_reduced_min)
CM_MATH_REDUCTION(cm_reduced_max)

/* Dot products of each group of 2, 3 or 4 elements (dph: 3 and 1.0),
 * replicated across the group. N must be a multiple of 4. */
#define CM_MATH_DOT(NAME)                                                     \
    template <typename RT = float, typename T1, typename T2, int N>           \
    vector<RT, N> NAME(const cm_vector_base<T1, N> &src0,                     \
                       const cm_vector_base<T2, N> &src1, int flags = 0);
CM_MATH_DOT(cm_dp2)
CM_MATH_DOT(cm_dp3)
CM_MATH_DOT(cm_dp4)
CM_MATH_DOT(cm_dph)

/* cm_line(P, src): P(0) * src + P(3), for a vector P of 4 elements. */
template <typename RT = float, typename T1, typename T2, int N>
vector<RT, N> cm_line(const cm_vector_base<T1, 4> &p,
                      const cm_vector_base<T2, N> &src1, int flags = 0);
/* cm_lrp(s0, s1, s2): s1 * s0 + s2 * (1 - s0). */
template <typename RT = float, typename T0, typename T1, typename T2, int N>
vector<RT, N> cm_lrp(const cm_vector_base<T0, N> &src0,
                     const cm_vector_base<T1, N> &src1,
                     const cm_vector_base<T2, N> &src2, int flags = 0);
/* cm_pln(P, u, v): P(0) * u + P(1) * v + P(3). */
template <typename RT = float, typename T0, typename T1, typename T2, int N>
vector<RT, N> cm_pln(const cm_vector_base<T0, 4> &p,
                     const cm_vector_base<T1, N> &src1,
                     const cm_vector_base<T2, N> &src2, int flags = 0);
/* cmc's own (a reserved name, not Intel's API; its headers use it):
 * a * b + c rounded once, whatever -ffp-contract says. */
template <typename T, int N>
vector<T, N> __cmc_fma(vector<T, N> a, vector<T, N> b, vector<T, N> c);
template <typename T> T __cmc_fma(T a, T b, T c);
/* Intel's size-first forms: cm_lrp<SZ>(s0, s1, s2), cm_pln<SZ>(P, u, v). */
template <int SZ, typename T0, typename T1, typename T2>
vector<float, SZ> cm_lrp(const cm_vector_base<T0, CM_MATH_SIZE(SZ)> &src0,
                         const cm_vector_base<T1, SZ> &src1,
                         const cm_vector_base<T2, SZ> &src2, int flags = 0);
template <int SZ, typename T0, typename T1, typename T2>
vector<float, SZ> cm_pln(const cm_vector_base<T0, 4> &p,
                         const cm_vector_base<T1, CM_MATH_SIZE(SZ)> &src1,
                         const cm_vector_base<T2, SZ> &src2, int flags = 0);

/* Results in a second object: remainder, cosine.  The function's value
 * is the quotient, sine. */
template <typename RT = cm_detail::default_result, typename T1, typename T2,
          int N>
vector<typename CM_MATH_BINARY_RESULT, N>
cm_div(typename cm_detail::identity<
           vector_ref<typename CM_MATH_BINARY_RESULT, N> >::type remainder,
       const cm_vector_base<T1, N> &src0, const cm_vector_base<T2, N> &src1);

/* cm_imul(lo, src0, src1), as Intel's cm_common.h: the 64-bit product of
 * 32-bit integer operands (signed unless their promoted type is
 * unsigned); the low 32 bits are written to lo, the function's value is
 * the high 32 bits, of lo's element type T0 (cm_imul<uint>(lo, a, b)
 * names it).  src1, or src0, may be a scalar; a matrix src0 takes a
 * vector_ref or matrix_ref lo of as many elements; with scalar operands
 * lo is a vector of one element and the value a scalar. */
template <typename T0, typename T1, typename T2, int N>
vector<T0, N> cm_imul(vector_ref<T0, N> lo, const cm_vector_base<T1, N> &src0,
                      const cm_vector_base<T2, N> &src1);
template <typename T0, typename T1, typename U, int N>
typename cm_detail::enable_if<cm_detail::is_scalar<U>::value,
                              vector<T0, N> >::type
cm_imul(vector_ref<T0, N> lo, const cm_vector_base<T1, N> &src0, U src1);
template <typename T0, typename T1, typename U, int N>
typename cm_detail::enable_if<cm_detail::is_scalar<U>::value,
                              vector<T0, N> >::type
cm_imul(vector_ref<T0, N> lo, U src0, const cm_vector_base<T1, N> &src1);
template <typename T0, typename T1, typename U, int R, int C>
vector<T0, R * C> cm_imul(matrix_ref<T0, R, C> lo,
                          const cm_vector_base<T1, R * C> &src0, const U &src1);
template <typename T0, typename T1, typename T2>
typename cm_detail::enable_if<cm_detail::is_scalar<T1>::value &&
                                  cm_detail::is_scalar<T2>::value,
                              T0>::type
cm_imul(vector_ref<T0, 1> lo, T1 src0, T2 src1);

/* cm_addc(src0, src1, carry) and cm_subb(minuend, subtrahend, borrow), as
 * Intel's cm.h: unsigned operands; the function's value is the 32-bit sum
 * or difference, the carry or borrow (0 or 1) is written to the last
 * argument.  Either operand may be a scalar; matrix operands take a
 * matrix_ref carry and give a matrix; scalar operands a scalar carry. */
#define CM_MATH_CARRY(NAME)                                                   \
    template <int N>                                                          \
    vector<unsigned, N> NAME(const cm_vector_base<unsigned, N> &src0,         \
                             const cm_vector_base<unsigned, N> &src1,         \
                             vector_ref<unsigned, N> carry);                  \
    template <int N>                                                          \
    vector<unsigned, N> NAME(const cm_vector_base<unsigned, N> &src0,         \
                             unsigned src1, vector_ref<unsigned, N> carry);   \
    template <int N>                                                          \
    vector<unsigned, N> NAME(unsigned src0,                                   \
                             const cm_vector_base<unsigned, N> &src1,         \
                             vector_ref<unsigned, N> carry);                  \
    template <int R, int C>                                                   \
    matrix<unsigned, R, C> NAME(const cm_matrix_base<unsigned, R, C> &src0,   \
                                const cm_matrix_base<unsigned, R, C> &src1,   \
                                matrix_ref<unsigned, R, C> carry);            \
    template <int R, int C>                                                   \
    matrix<unsigned, R, C> NAME(const cm_matrix_base<unsigned, R, C> &src0,   \
                                unsigned src1,                                \
                                matrix_ref<unsigned, R, C> carry);            \
    template <int R, int C>                                                   \
    matrix<unsigned, R, C> NAME(unsigned src0,                                \
                                const cm_matrix_base<unsigned, R, C> &src1,   \
                                matrix_ref<unsigned, R, C> carry);            \
    unsigned NAME(unsigned src0, unsigned src1, unsigned &carry);
CM_MATH_CARRY(cm_addc)
CM_MATH_CARRY(cm_subb)

template <typename T, int N>
vector<float, N> cm_sincos(CM_MATH_OUTPUT(float, N) cosine,
                           const cm_vector_base<T, N> &src0, int flags = 0);
template <int SZ, typename T>
vector<float, SZ> cm_sincos(CM_MATH_OUTPUT(float, SZ) cosine,
                            const cm_vector_base<T, CM_MATH_SIZE(SZ)> &src0,
                            int flags = 0);

/* Sum of absolute differences of byte pairs (sada2 adds src2), Intel's
 * forms: N elements in and out, the sums in the even elements, the odd
 * ones undefined.  The second source (and sada2's src2) may be any object
 * of N elements or a scalar; a scalar first source takes the vector
 * second one's size.  A matrix is a vector of its elements here, so the
 * result is vector<RT, R * C>, as Intel's matrix forms return. */
template <typename RT, typename T1, int N, typename U>
vector<RT, N> cm_sad2(const cm_vector_base<T1, N> &src0, const U &src1,
                      int flags = 0);
template <typename RT, typename T1, typename T2, int N>
typename cm_detail::enable_if<cm_detail::is_scalar<T1>::value,
                              vector<RT, N> >::type
cm_sad2(T1 src0, const cm_vector_base<T2, N> &src1, int flags = 0);
template <typename RT, typename T1, typename T2>
typename cm_detail::enable_if<cm_detail::is_scalar<T1>::value &&
                                  cm_detail::is_scalar<T2>::value,
                              RT>::type
cm_sad2(T1 src0, T2 src1, int flags = 0);
template <typename RT, typename T1, int N, typename U, typename V>
vector<RT, N> cm_sada2(const cm_vector_base<T1, N> &src0, const U &src1,
                       const V &src2, int flags = 0);
template <typename RT, typename T1, typename T2, int N, typename V>
typename cm_detail::enable_if<cm_detail::is_scalar<T1>::value,
                              vector<RT, N> >::type
cm_sada2(T1 src0, const cm_vector_base<T2, N> &src1, const V &src2,
         int flags = 0);
template <typename RT, typename T1, typename T2, typename T3>
typename cm_detail::enable_if<cm_detail::is_scalar<T1>::value &&
                                  cm_detail::is_scalar<T2>::value,
                              RT>::type
cm_sada2(T1 src0, T2 src1, T3 src2, int flags = 0);

/* Masks: one bit per element (N <= 32).  Intel's cm_mask.h names the
 * packed form (a uint) and the unpacked one (ushort elements). */
using MaskIntT = unsigned int;
using MaskVecElemT = unsigned short;
template <int N> using MaskVecT = vector<MaskVecElemT, N>;
template <typename T, int N>
unsigned int cm_pack_mask(const cm_vector_base<T, N> &src0);
template <typename T, int N> vector<T, N> cm_unpack_mask(unsigned int mask);

#endif
