/* cm/cm_traits.h - the std:: type traits Intel's <cm/cm.h> provides.
 *
 * Part of <cm/cm.h>.  CM kernels have no C++ standard library, but Intel's
 * headers declare a small namespace std that real kernels use in template
 * code: enable_if(_t), integral_constant, true_type/false_type, is_same,
 * remove_const, remove_reference(_t), is_integral, is_signed,
 * is_unsigned, is_floating_point (half included), is_pointer.  As in
 * Intel's headers, is_integral and is_floating_point of a vector, matrix
 * or reference to one answer for its element type, and is_signed /
 * is_unsigned are false for floating-point types.  Everything here is
 * resolved by clang at compile time; nothing reaches cmc's lowering. */
#ifndef CM_CM_TRAITS_H
#define CM_CM_TRAITS_H

namespace std {

template <bool Condition, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };
template <bool Condition, typename T = void>
using enable_if_t = typename enable_if<Condition, T>::type;

template <typename T, T V> struct integral_constant {
    typedef T value_type;
    typedef integral_constant type;
    static constexpr T value = V;
    constexpr operator value_type() const { return V; }
};
typedef integral_constant<bool, true> true_type;
typedef integral_constant<bool, false> false_type;

template <typename T, typename U>
struct is_same : integral_constant<bool, __is_same(T, U)> {};

template <typename T> struct remove_const { typedef T type; };
template <typename T> struct remove_const<const T> { typedef T type; };

template <typename T> struct remove_reference { typedef T type; };
template <typename T> struct remove_reference<T &> { typedef T type; };
template <typename T> struct remove_reference<T &&> { typedef T type; };
template <typename T>
using remove_reference_t = typename remove_reference<T>::type;

/* Scalars by clang's own classification; CM objects by their element. */
template <typename T>
struct is_integral : integral_constant<bool, __is_integral(T)> {};
template <typename T>
struct is_floating_point
    : integral_constant<bool, __is_floating_point(T)> {};
#define CM_ELEMENT_TRAIT(TRAIT)                                               \
    template <typename T, int N>                                              \
    struct TRAIT<vector<T, N> > : TRAIT<T> {};                                \
    template <typename T, int N>                                              \
    struct TRAIT<vector_ref<T, N> > : TRAIT<T> {};                            \
    template <typename T, int R, int C>                                       \
    struct TRAIT<matrix<T, R, C> > : TRAIT<T> {};                             \
    template <typename T, int R, int C>                                       \
    struct TRAIT<matrix_ref<T, R, C> > : TRAIT<T> {};
CM_ELEMENT_TRAIT(is_integral)
CM_ELEMENT_TRAIT(is_floating_point)
#undef CM_ELEMENT_TRAIT

template <typename T>
struct is_signed
    : integral_constant<bool, __is_integral(T) && __is_signed(T)> {};
template <typename T>
struct is_unsigned
    : integral_constant<bool, __is_integral(T) && __is_unsigned(T)> {};

template <typename T>
struct is_pointer : integral_constant<bool, __is_pointer(T)> {};

} /* namespace std */

#endif
