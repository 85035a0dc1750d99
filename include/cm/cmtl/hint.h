/* cm/cmtl/hint.h - the floating-point class hints of Intel's CM template
 * library (namespace cmtl::hint).
 *
 * fpclass_tag<C> is an empty tag type: the set C of the floating-point
 * classes (NaN, infinite, subnormal, zero, normal) a library function may
 * assume its arguments are in.  Users take tags from fpclass_tag_def
 * (nan, infinite, subnormal, zero, normal, special = nan | infinite,
 * general = all; and their types nan_t ... general_t, none_t) and combine
 * them with | & ~; tags compare with == and !=, and tag.has(other) says
 * whether `other`'s classes are all in `tag`.  Each operation has a
 * compile-time form on types: or_t, and_t, TAG::not_t, TAG::has_v<OTHER>,
 * equal_v, is_fpclass_tag(_v).  C is a set of bits whose meaning is
 * private to this header.  All of it is resolved by clang at compile
 * time. */
#ifndef CM_CMTL_HINT_H
#define CM_CMTL_HINT_H

#include <cm/cm.h>

namespace cmtl {
namespace hint {

namespace detail {
enum : unsigned {
    class_nan = 1u << 0,
    class_infinite = 1u << 1,
    class_subnormal = 1u << 2,
    class_zero = 1u << 3,
    class_normal = 1u << 4,
    class_all = (1u << 5) - 1u
};
} // namespace detail

template <unsigned CLASSES> struct fpclass_tag {
    static_assert((CLASSES & ~detail::class_all) == 0u,
                  "not a set of floating-point classes");
    /* cmc passes structs by their fields and has no empty structs: a tag
     * carries this one byte, always 0.  A tag is an aggregate, made by
     * value initialisation (fpclass_tag<C>{}), so that the tag objects
     * below are constants cmc can place in memory. */
    unsigned char unused_;

    typedef unsigned value_type;
    static constexpr unsigned value = CLASSES;

    constexpr operator unsigned() const { return CLASSES; }

    /* The classes not in this tag. */
    typedef fpclass_tag<~CLASSES & detail::class_all> not_t;

    /* Whether every class of the tag type OTHER is in this tag. */
    template <typename OTHER>
    static constexpr bool has_v = (CLASSES & OTHER::value) == OTHER::value;

    constexpr not_t operator~() const { return not_t{}; }

    template <unsigned OTHER>
    constexpr bool has(fpclass_tag<OTHER>) const
    {
        return (CLASSES & OTHER) == OTHER;
    }
};

template <typename T> struct is_fpclass_tag : std::false_type {};
template <unsigned CLASSES>
struct is_fpclass_tag<fpclass_tag<CLASSES> > : std::true_type {};
template <typename T>
constexpr bool is_fpclass_tag_v = is_fpclass_tag<T>::value;

namespace detail {
/* The two tag types' class sets, or a substitution failure. */
template <typename LEFT, typename RIGHT> struct tag_pair;
template <unsigned LEFT, unsigned RIGHT>
struct tag_pair<fpclass_tag<LEFT>, fpclass_tag<RIGHT> > {
    typedef fpclass_tag<LEFT | RIGHT> either;
    typedef fpclass_tag<LEFT & RIGHT> both;
    static constexpr bool same = LEFT == RIGHT;
};
} // namespace detail

template <typename LEFT, typename RIGHT>
using or_t = typename detail::tag_pair<LEFT, RIGHT>::either;
template <typename LEFT, typename RIGHT>
using and_t = typename detail::tag_pair<LEFT, RIGHT>::both;
template <typename LEFT, typename RIGHT>
constexpr bool equal_v = detail::tag_pair<LEFT, RIGHT>::same;

template <unsigned LEFT, unsigned RIGHT>
constexpr bool operator==(fpclass_tag<LEFT>, fpclass_tag<RIGHT>)
{
    return LEFT == RIGHT;
}
template <unsigned LEFT, unsigned RIGHT>
constexpr bool operator!=(fpclass_tag<LEFT>, fpclass_tag<RIGHT>)
{
    return LEFT != RIGHT;
}
template <unsigned LEFT, unsigned RIGHT>
constexpr fpclass_tag<LEFT | RIGHT> operator|(fpclass_tag<LEFT>,
                                              fpclass_tag<RIGHT>)
{
    return fpclass_tag<LEFT | RIGHT>{};
}
template <unsigned LEFT, unsigned RIGHT>
constexpr fpclass_tag<LEFT & RIGHT> operator&(fpclass_tag<LEFT>,
                                              fpclass_tag<RIGHT>)
{
    return fpclass_tag<LEFT & RIGHT>{};
}

struct fpclass_tag_def {
    typedef fpclass_tag<0u> none_t; /* a type only: no tag means nothing */
    typedef fpclass_tag<detail::class_nan> nan_t;
    typedef fpclass_tag<detail::class_infinite> infinite_t;
    typedef fpclass_tag<detail::class_subnormal> subnormal_t;
    typedef fpclass_tag<detail::class_zero> zero_t;
    typedef fpclass_tag<detail::class_normal> normal_t;
    typedef fpclass_tag<detail::class_all> general_t;
    typedef or_t<nan_t, infinite_t> special_t;

    static constexpr nan_t nan{};
    static constexpr infinite_t infinite{};
    static constexpr subnormal_t subnormal{};
    static constexpr zero_t zero{};
    static constexpr normal_t normal{};
    static constexpr general_t general{};
    static constexpr special_t special{};
};

} // namespace hint
} // namespace cmtl

#endif
