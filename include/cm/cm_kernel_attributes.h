/* cm/cm_kernel_attributes.h - the function attribute macros of Intel's
 * cm_common.h, and its CmFloatControl values.
 *
 * Part of <cm/cm.h>.  Each macro is an annotation cmc's frontend reads
 * (frontend/kernel_attributes.c):
 *  - _GENX_FLOAT_CONTROL_(x) and _GENX_ROUNDING_MODE_(x) on a kernel: the
 *    rounding mode, denormal modes and float mode x (CmFloatControl values
 *    or'ed together, bits of the control register cr0) are set at the
 *    kernel's entry;
 *  - _GENX_STACKCALL_: a function Intel's compiler calls through the
 *    stack; cmc calls it as a subroutine, not inlined;
 *  - the fast-composition and SIMT entry attributes (_CM_CALLABLE_,
 *    _CM_ENTRY_, _CM_INPUT_, _CM_OUTPUT_, _CM_INPUT_OUTPUT_,
 *    _CM_OUTPUT_INPUT_, _CM_FIXED_, _SIMT8_, _SIMT16_, _SIMT32_) are
 *    accepted by the parser and reported as not supported where they
 *    are written. */
#ifndef CM_CM_KERNEL_ATTRIBUTES_H
#define CM_CM_KERNEL_ATTRIBUTES_H

/* The values are cr0's bits, as in Intel's header. */
enum CmFloatControl {
    _CM_RTE = 0,            /* round to nearest even */
    _CM_RTP = 1 << 4,       /* round towards +infinity */
    _CM_RTN = 2 << 4,       /* round towards -infinity */
    _CM_RTZ = 3 << 4,       /* round towards zero */
    _CM_DENORM_FTZ = 0,     /* denormals flushed to zero */
    _CM_DENORM_D_ALLOW = 1 << 6,
    _CM_DENORM_F_ALLOW = 1 << 7,
    _CM_DENORM_HF_ALLOW = 1 << 10,
    _CM_FLOAT_MODE_IEEE = 0,
    _CM_FLOAT_MODE_ALT = 1
};

#define CM_RTE CmFloatControl::_CM_RTE
#define CM_RTP CmFloatControl::_CM_RTP
#define CM_RTN CmFloatControl::_CM_RTN
#define CM_RTZ CmFloatControl::_CM_RTZ
#define CM_DENORM_FTZ CmFloatControl::_CM_DENORM_FTZ
#define CM_DENORM_D_ALLOW CmFloatControl::_CM_DENORM_D_ALLOW
#define CM_DENORM_F_ALLOW CmFloatControl::_CM_DENORM_F_ALLOW
#define CM_DENORM_HF_ALLOW CmFloatControl::_CM_DENORM_HF_ALLOW
#define CM_DENORM_ALLOW                                                       \
    (CmFloatControl::_CM_DENORM_D_ALLOW | CmFloatControl::_CM_DENORM_F_ALLOW | \
     CmFloatControl::_CM_DENORM_HF_ALLOW)
#define CM_FLOAT_MODE_IEEE CmFloatControl::_CM_FLOAT_MODE_IEEE
#define CM_FLOAT_MODE_ALT CmFloatControl::_CM_FLOAT_MODE_ALT

#define _GENX_FLOAT_CONTROL_(x) __attribute__((annotate("cm_float_control", x)))
#define _GENX_ROUNDING_MODE_(x) _GENX_FLOAT_CONTROL_(x)
#define _GENX_STACKCALL_ __attribute__((noinline, annotate("cm_noinline")))

#define CM_UNSUPPORTED_ATTRIBUTE(NAME, WHAT)                                  \
    __attribute__((annotate("cm_unsupported", NAME ": " WHAT)))
#define CM_FAST_COMPOSITION(NAME)                                             \
    CM_UNSUPPORTED_ATTRIBUTE(NAME, "fast-composition (linkable) kernels")
#define _CM_CALLABLE_ CM_FAST_COMPOSITION("_CM_CALLABLE_")
#define _CM_ENTRY_ CM_FAST_COMPOSITION("_CM_ENTRY_")
#define _CM_INPUT_ CM_FAST_COMPOSITION("_CM_INPUT_")
#define _CM_OUTPUT_ CM_FAST_COMPOSITION("_CM_OUTPUT_")
#define _CM_INPUT_OUTPUT_ CM_FAST_COMPOSITION("_CM_INPUT_OUTPUT_")
#define _CM_OUTPUT_INPUT_ CM_FAST_COMPOSITION("_CM_OUTPUT_INPUT_")
#define _CM_FIXED_ CM_FAST_COMPOSITION("_CM_FIXED_")
#define _SIMT8_ CM_UNSUPPORTED_ATTRIBUTE("_SIMT8_", "SIMT entry functions")
#define _SIMT16_ CM_UNSUPPORTED_ATTRIBUTE("_SIMT16_", "SIMT entry functions")
#define _SIMT32_ CM_UNSUPPORTED_ATTRIBUTE("_SIMT32_", "SIMT entry functions")

#endif
