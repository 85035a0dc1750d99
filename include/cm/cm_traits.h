/* cm/cm_traits.h - the std:: type traits Intel's <cm/cm.h> provides.
 *
 * Part of <cm/cm.h>.  CM kernels have no C++ standard library, but Intel's
 * headers declare a small namespace std that real kernels use in template
 * code: enable_if(_t), integral_constant, true_type/false_type, is_same,
 * remove_const, remove_reference(_t), is_integral, is_signed,
 * is_unsigned, is_floating_point (half included), is_pointer,
 * conditional(_t).  As in
 * Intel's headers, is_integral and is_floating_point of a vector, matrix
 * or reference to one answer for its element type, and is_signed /
 * is_unsigned are false for floating-point types.  Also is_long_long,
 * and the traits of Intel's namespace `details` (is_cm_vector,
 * is_cm_scalar, is_dword_type, ..., vector_type, computation_type).
 * Everything here is resolved by clang at compile time; nothing reaches
 * cmc's lowering. */
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
    template <typename T, int N>                                              \
    struct TRAIT<cm_vector_region<T, N> > : TRAIT<T> {};                      \
    template <typename T, int R, int C>                                       \
    struct TRAIT<matrix<T, R, C> > : TRAIT<T> {};                             \
    template <typename T, int R, int C>                                       \
    struct TRAIT<matrix_ref<T, R, C> > : TRAIT<T> {};                         \
    template <typename T, int R, int C>                                       \
    struct TRAIT<cm_matrix_region<T, R, C> > : TRAIT<T> {};
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

/* T when Condition holds, else F. */
template <bool Condition, typename T, typename F> struct conditional {
    typedef T type;
};
template <typename T, typename F> struct conditional<false, T, F> {
    typedef F type;
};
template <bool Condition, typename T, typename F>
using conditional_t = typename conditional<Condition, T, F>::type;

template <typename T>
struct is_long_long
    : integral_constant<bool, __is_same(T, long long) ||
                                  __is_same(T, unsigned long long)> {};

/* std::forward and std::move, for forwarding templates: casts that
 * change no value (a forwarded CM object stays a reference). */
template <typename T> constexpr T &&forward(remove_reference_t<T> &value)
{
    return static_cast<T &&>(value);
}
template <typename T> constexpr T &&forward(remove_reference_t<T> &&value)
{
    return static_cast<T &&>(value);
}
template <typename T> constexpr remove_reference_t<T> &&move(T &&value)
{
    return static_cast<remove_reference_t<T> &&>(value);
}

} /* namespace std */

/* The type traits of Intel's headers' namespace `details`, which code
 * written for Intel's compiler uses in its own templates.  The element
 * traits (is_dword_type ... is_float_or_half) answer for a scalar and
 * for a CM object by its element, as Intel's do; the is_*_type of one
 * type (is_fp_type ... is_short_type) for scalars only. */
namespace details {

/* Is U one of the types Ts (const ignored)? */
template <typename U> constexpr bool is_type() { return false; }
template <typename U, typename T, typename... Ts> constexpr bool is_type()
{
    return __is_same(typename std::remove_const<U>::type,
                     typename std::remove_const<T>::type) ||
           is_type<U, Ts...>();
}

template <typename... Ts> struct is_one_of {
    static constexpr bool value = false;
};
template <typename Checked, typename First, typename... Other>
struct is_one_of<Checked, First, Other...> {
    static constexpr bool value = is_type<Checked, First, Other...>();
};
template <typename Checked, typename... Ts>
inline constexpr bool is_one_of_v = is_one_of<Checked, Ts...>::value;

template <typename Enum, Enum... Values> struct is_one_of_enum {
    static constexpr bool value = false;
};
template <typename Enum, Enum Checked, Enum First, Enum... Else>
struct is_one_of_enum<Enum, Checked, First, Else...> {
    static constexpr bool value =
        Checked == First || is_one_of_enum<Enum, Checked, Else...>::value;
};
template <typename Enum, Enum... Values>
inline constexpr bool is_one_of_enum_v = is_one_of_enum<Enum, Values...>::value;

template <typename T> struct is_cm_vector : std::false_type {};
template <typename T, int N> struct is_cm_vector<vector<T, N> > : std::true_type {};
template <typename T, int N>
struct is_cm_vector<vector_ref<T, N> > : std::true_type {};
template <typename T, int R, int C>
struct is_cm_vector<matrix<T, R, C> > : std::true_type {};
template <typename T, int R, int C>
struct is_cm_vector<matrix_ref<T, R, C> > : std::true_type {};
template <typename T, int N>
struct is_cm_vector<cm_vector_region<T, N> > : std::true_type {};
template <typename T, int R, int C>
struct is_cm_vector<cm_matrix_region<T, R, C> > : std::true_type {};

/* A scalar's own type, a CM object's element type. */
template <typename T> struct element_type { typedef T type; };
template <typename T, int N> struct element_type<vector<T, N> > { typedef T type; };
template <typename T, int N> struct element_type<vector_ref<T, N> > { typedef T type; };
template <typename T, int R, int C>
struct element_type<matrix<T, R, C> > { typedef T type; };
template <typename T, int R, int C>
struct element_type<matrix_ref<T, R, C> > { typedef T type; };
template <typename T, int N>
struct element_type<cm_vector_region<T, N> > { typedef T type; };
template <typename T, int R, int C>
struct element_type<cm_matrix_region<T, R, C> > { typedef T type; };

#define CM_TYPE_TRAIT(NAME, ...)                                              \
    template <typename T>                                                     \
    struct NAME : std::integral_constant<bool, is_type<T, __VA_ARGS__>()> {};
#define CM_ELEMENT_TYPE_TRAIT(NAME, ...)                                      \
    template <typename T>                                                     \
    struct NAME                                                               \
        : std::integral_constant<                                             \
              bool, is_type<typename element_type<T>::type, __VA_ARGS__>()> {};
CM_TYPE_TRAIT(is_cm_scalar, char, signed char, unsigned char, short,
              unsigned short, int, unsigned int, long, unsigned long,
              long long, unsigned long long, half, float, double)
CM_ELEMENT_TYPE_TRAIT(is_dword_type, int, unsigned int)
CM_ELEMENT_TYPE_TRAIT(is_word_type, short, unsigned short)
CM_ELEMENT_TYPE_TRAIT(is_byte_type, char, unsigned char)
CM_ELEMENT_TYPE_TRAIT(is_qword_type, long long, unsigned long long)
CM_ELEMENT_TYPE_TRAIT(is_fp_or_dword_type, float, int, unsigned int)
CM_ELEMENT_TYPE_TRAIT(is_float_or_half, half, float)
CM_TYPE_TRAIT(is_fp_type, float)
CM_TYPE_TRAIT(is_df_type, double)
CM_TYPE_TRAIT(is_half_type, half)
CM_TYPE_TRAIT(is_char_type, char)
CM_TYPE_TRAIT(is_float_type, float)
CM_TYPE_TRAIT(is_short_type, short)
#undef CM_TYPE_TRAIT
#undef CM_ELEMENT_TYPE_TRAIT

/* The same signedness at another width, and the other signedness: the
 * type itself but for four mapped ones. */
#define CM_TYPE_MAP(NAME, F1, T1, F2, T2, F3, T3, F4, T4)                     \
    template <typename T> struct NAME { typedef T type; };                    \
    template <> struct NAME<F1> { typedef T1 type; };                         \
    template <> struct NAME<F2> { typedef T2 type; };                         \
    template <> struct NAME<F3> { typedef T3 type; };                         \
    template <> struct NAME<F4> { typedef T4 type; };
CM_TYPE_MAP(dword_type, char, int, short, int, unsigned char, unsigned int,
            unsigned short, unsigned int)
CM_TYPE_MAP(word_type, char, short, int, short, unsigned char, unsigned short,
            unsigned int, unsigned short)
CM_TYPE_MAP(byte_type, short, char, int, char, unsigned short, unsigned char,
            unsigned int, unsigned char)
CM_TYPE_MAP(make_signed, unsigned char, char, unsigned short, short,
            unsigned int, int, unsigned long long, long long)
CM_TYPE_MAP(make_unsigned, char, unsigned char, short, unsigned short, int,
            unsigned int, long long, unsigned long long)
#undef CM_TYPE_MAP

/* A reference type's object type: vector_ref -> vector, matrix_ref ->
 * matrix. */
template <typename T> struct remove_ref { typedef T type; };
template <typename T, int N> struct remove_ref<vector_ref<T, N> > {
    typedef vector<T, N> type;
};
template <typename T, int R, int C> struct remove_ref<matrix_ref<T, R, C> > {
    typedef matrix<T, R, C> type;
};
template <typename T, int N> struct remove_ref<cm_vector_region<T, N> > {
    typedef vector<T, N> type;
};
template <typename T, int R, int C>
struct remove_ref<cm_matrix_region<T, R, C> > {
    typedef matrix<T, R, C> type;
};
template <typename T> using remove_ref_t = typename remove_ref<T>::type;

/* The vector of a scalar (1 element) or a CM object (its elements). */
template <typename T> struct vector_type { typedef vector<T, 1> type; };
template <typename T, int N> struct vector_type<vector<T, N> > {
    typedef vector<T, N> type;
};
template <typename T, int N> struct vector_type<vector_ref<T, N> > {
    typedef vector<T, N> type;
};
template <typename T, int R, int C> struct vector_type<matrix<T, R, C> > {
    typedef vector<T, R * C> type;
};
template <typename T, int R, int C> struct vector_type<matrix_ref<T, R, C> > {
    typedef vector<T, R * C> type;
};
template <typename T, int N> struct vector_type<cm_vector_region<T, N> > {
    typedef vector<T, N> type;
};
template <typename T, int R, int C>
struct vector_type<cm_matrix_region<T, R, C> > {
    typedef vector<T, R * C> type;
};
template <typename T> struct vector_type<T &> : vector_type<T> {};
template <typename T> struct vector_type<T &&> : vector_type<T> {};
template <typename T> struct vector_type<const T> : vector_type<T> {};

/* The type of T1() + T2(), and of true ? T1() : T2(). */
template <typename T1, typename T2> struct computation_type {
    typedef decltype(T1() + T2()) type;
};
template <typename T1, typename T2> struct common_type {
    typedef decltype(true ? T1() : T2()) type;
};

} // namespace details

#endif
