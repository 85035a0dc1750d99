/* cm/cmtl/numbers.h - the mathematical constants of Intel's CM template
 * library (namespace cmtl::numbers), the CM analogue of C++20 <numbers>.
 *
 * Each constant NAME is a variable template NAME_v<F> for a floating-point
 * type F (float, double or half; any other type is a substitution failure)
 * and a double NAME = NAME_v<double>.  Every value is the correctly rounded
 * F nearest the constant: the literals below carry more digits than long
 * double keeps.  All are compile-time constants; nothing here reaches
 * cmc's lowering except as a literal. */
#ifndef CM_CMTL_NUMBERS_H
#define CM_CMTL_NUMBERS_H

#include <cm/cm.h>

namespace cmtl {
namespace numbers {

namespace detail {
/* F itself when F is floating point, else no type (so NAME_v<int> is an
 * error at the user's line). */
template <typename F>
using floating_only_t =
    typename std::enable_if<std::is_floating_point<F>::value, F>::type;
} // namespace detail

#define CMTL_NUMBER(NAME, DIGITS)                                             \
    template <typename F>                                                     \
    constexpr F NAME##_v = detail::floating_only_t<F>(DIGITS##L);             \
    constexpr double NAME = NAME##_v<double>;

CMTL_NUMBER(e, 2.71828182845904523536028747135266250)        /* e */
CMTL_NUMBER(log2e, 1.44269504088896340735992468100189214)    /* log2(e) */
CMTL_NUMBER(log10e, 0.434294481903251827651128918916605082)  /* log10(e) */
CMTL_NUMBER(pi, 3.14159265358979323846264338327950288)       /* pi */
CMTL_NUMBER(inv_pi, 0.318309886183790671537767526745028724)  /* 1/pi */
CMTL_NUMBER(inv_sqrtpi, 0.564189583547756286948079451560772586) /* 1/sqrt(pi) */
CMTL_NUMBER(ln2, 0.693147180559945309417232121458176568)     /* ln(2) */
CMTL_NUMBER(ln10, 2.30258509299404568401799145468436421)     /* ln(10) */
CMTL_NUMBER(sqrt2, 1.41421356237309504880168872420969808)    /* sqrt(2) */
CMTL_NUMBER(sqrt3, 1.73205080756887729352744634150587237)    /* sqrt(3) */
CMTL_NUMBER(inv_sqrt2, 0.707106781186547524400844362104849039) /* 1/sqrt(2) */
CMTL_NUMBER(inv_sqrt3, 0.577350269189625764509148780501957456) /* 1/sqrt(3) */
CMTL_NUMBER(egamma, 0.577215664901532860606512090082402431)  /* Euler's gamma */
CMTL_NUMBER(phi, 1.61803398874989484820458683436563812)      /* (1+sqrt 5)/2 */
CMTL_NUMBER(inv_ln2, 1.44269504088896340735992468100189214)  /* 1/ln(2) */

#undef CMTL_NUMBER

} // namespace numbers
} // namespace cmtl

#endif
