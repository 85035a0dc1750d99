/* cm/cm_bitops.h - Xe bit operations: cm_bfn with BFN_X/Y/Z, cm_rol and
 * cm_ror.
 *
 * Declarations only, with the API of Intel's cm/cm_bfn.h and cm_math.h.
 * cm_bfn's function is a template argument built from BFN_X, BFN_Y and
 * BFN_Z with ~ & | ^ (the 8-entry truth table BFN evaluates per bit).
 * cmc's frontend lowers the calls from its builtin table
 * (frontend/builtins/table.c), which also says where each exists.
 *
 * Included by cm.h. */
#ifndef CM_CM_BITOPS_H
#define CM_CM_BITOPS_H

enum class BFNT : unsigned char { X = 0xAA, Y = 0xCC, Z = 0xF0 };

constexpr BFNT BFN_X = BFNT::X;
constexpr BFNT BFN_Y = BFNT::Y;
constexpr BFNT BFN_Z = BFNT::Z;

static constexpr BFNT operator~(BFNT x)
{
    return static_cast<BFNT>(static_cast<unsigned char>(
        ~static_cast<unsigned char>(x)));
}
static constexpr BFNT operator&(BFNT x, BFNT y)
{
    return static_cast<BFNT>(static_cast<unsigned char>(x) &
                             static_cast<unsigned char>(y));
}
static constexpr BFNT operator|(BFNT x, BFNT y)
{
    return static_cast<BFNT>(static_cast<unsigned char>(x) |
                             static_cast<unsigned char>(y));
}
static constexpr BFNT operator^(BFNT x, BFNT y)
{
    return static_cast<BFNT>(static_cast<unsigned char>(x) ^
                             static_cast<unsigned char>(y));
}

template <BFNT Function, typename T>
typename cm_detail::enable_if<cm_detail::is_scalar<T>::value, T>::type
cm_bfn(T s0, T s1, T s2);
template <BFNT Function, typename T, int N>
vector<T, N> cm_bfn(const cm_vector_base<T, N> &s0,
                    const cm_vector_base<T, N> &s1,
                    const cm_vector_base<T, N> &s2);

/* Rotates of src0 by src1 (taken modulo the element's width); RT, the
 * result element, is given: cm_rol<uint>(v, 3). */
#define CM_ROTATE(NAME)                                                       \
    template <typename RT, typename T1, typename T2, int N>                   \
    vector<RT, N> NAME(const cm_vector_base<T1, N> &src0,                     \
                       const cm_vector_base<T2, N> &src1);                    \
    template <typename RT, typename T1, typename T2, int N>                   \
    typename cm_detail::enable_if<cm_detail::is_scalar<T2>::value,            \
                                  vector<RT, N> >::type                       \
    NAME(const cm_vector_base<T1, N> &src0, T2 src1);                         \
    template <typename RT, typename T1, typename T2>                          \
    typename cm_detail::enable_if<cm_detail::is_scalar<T1>::value &&          \
                                      cm_detail::is_scalar<T2>::value,        \
                                  RT>::type                                   \
    NAME(T1 src0, T2 src1);
CM_ROTATE(cm_rol)
CM_ROTATE(cm_ror)
#undef CM_ROTATE

#endif
