/* cm/cm_newer_platforms.h - the functions of Intel's CM headers that only
 * GPUs after those cmc targets have (Xe2, Xe3, Xe3P: 8-bit floats,
 * stochastic rounding, lfsr, MXFP, 4-bit conversions, block-scaled DPAS,
 * sigmoid, typed LSC messages).
 *
 * Declared so that a kernel written for those GPUs compiles up to the
 * call and gets one error there, naming what the function needs
 * (frontend/builtins/unavailable.c), rather than an undeclared name.
 * Every declaration takes any arguments and explicit template arguments
 * of Intel's forms (types; values; a type then values), and its result
 * converts to any type, so that nothing but cmc's own error is reported.
 * The CM_HAS_* macros of these features stay undefined on every cmc
 * target, as Intel's headers leave them on those GPUs.
 *
 * Included by cm.h. */
#ifndef CM_CM_NEWER_PLATFORMS_H
#define CM_CM_NEWER_PLATFORMS_H

namespace cm_detail {
/* The result of a call cmc rejects: converts to whatever the caller
 * expects. */
struct newer_platform_result {
    template <typename T> operator T() const;
};
} // namespace cm_detail

#define CM_NEWER_PLATFORM_FUNCTION(NAME)                                      \
    template <typename... Explicit, typename... Arguments>                    \
    cm_detail::newer_platform_result NAME(Arguments &&...);                   \
    template <auto First, auto... Explicit, typename... Arguments>            \
    cm_detail::newer_platform_result NAME(Arguments &&...);                   \
    template <typename First, auto Second, auto... Explicit,                  \
              typename... Arguments>                                          \
    cm_detail::newer_platform_result NAME(Arguments &&...);

CM_NEWER_PLATFORM_FUNCTION(cm_bf8_cvt)
CM_NEWER_PLATFORM_FUNCTION(cm_qf_cvt)
CM_NEWER_PLATFORM_FUNCTION(cm_hf8_cvt)
CM_NEWER_PLATFORM_FUNCTION(cm_srnd)
CM_NEWER_PLATFORM_FUNCTION(cm_srnd_bf8)
CM_NEWER_PLATFORM_FUNCTION(cm_lfsr)
CM_NEWER_PLATFORM_FUNCTION(cm_mxfp_reduce)
CM_NEWER_PLATFORM_FUNCTION(cm_mxfp_linearize)
CM_NEWER_PLATFORM_FUNCTION(cm_upconvert_4bit_lut)
CM_NEWER_PLATFORM_FUNCTION(cm_downscale)
CM_NEWER_PLATFORM_FUNCTION(cm_bdpas)
CM_NEWER_PLATFORM_FUNCTION(__spirv_FSigmoidINTEL)
CM_NEWER_PLATFORM_FUNCTION(cm_load4_typed)
CM_NEWER_PLATFORM_FUNCTION(cm_store4_typed)
CM_NEWER_PLATFORM_FUNCTION(cm_prefetch4_typed)
#undef CM_NEWER_PLATFORM_FUNCTION

/* Intel's intrinsics/downscale.h also declares a namespace `downscale`
 * (Mode0..Mode3, E2M1, Int4) for cm_downscale's template arguments; cmc
 * does not, because a kernel named downscale, a common name, would then
 * no longer compile. */

#endif
