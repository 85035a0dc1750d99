/* cm/cm_simdcf.h - SIMD control flow (CM specification 3.4), for cmc.
 *
 * Included by cm.h.  Each SIMD statement is an ordinary C++ statement whose
 * condition is wrapped in cm_detail::simd_cf_condition(); cmc's frontend
 * recognises an `if` or `do ... while` with such a condition as SIMD
 * control flow and lowers it per channel (frontend/simd_control_flow.c).
 * The condition is a vector or matrix mask (an element is true when it is
 * not zero), or a scalar inside an enclosing SIMD block.
 *
 *   SIMD_IF_BEGIN (c) { ... } SIMD_ELSEIF (d) { ... } SIMD_ELSE { ... }
 *   SIMD_IF_END;
 *   SIMD_DO_WHILE_BEGIN { ... SIMD_BREAK; ... SIMD_CONTINUE; ... }
 *   SIMD_DO_WHILE_END (c); */
#ifndef CM_CM_SIMDCF_H
#define CM_CM_SIMDCF_H

namespace cm_detail {
/* Marks a SIMD condition; never called at run time. */
template <typename Condition>
bool simd_cf_condition(const Condition &condition);
} // namespace cm_detail

#define SIMD_IF_BEGIN(...) if (cm_detail::simd_cf_condition(__VA_ARGS__)) {
#define SIMD_ELSEIF(...)                                                      \
    }                                                                         \
    else if (cm_detail::simd_cf_condition(__VA_ARGS__)) {
#define SIMD_ELSE                                                             \
    }                                                                         \
    else {
#define SIMD_IF_END }

#define SIMD_DO_WHILE_BEGIN do {
#define SIMD_DO_WHILE_END(...)                                                \
    }                                                                         \
    while (cm_detail::simd_cf_condition(__VA_ARGS__))

#define SIMD_BREAK break
#define SIMD_CONTINUE continue

#endif
