/* unavailable.c - Intel's builtins that no platform cmc targets has.
 *
 * Takes a call of a function declared (without a body) in
 * <cm/cm_newer_platforms.h>; gives one error at the call naming the
 * hardware the function needs, and no value.  Exists because Intel's
 * headers declare these functions for every target and reject a call only
 * where the feature is missing (CM_HAS_*_CONTROL static errors): a kernel
 * written for a newer GPU must learn at its own line why cmc cannot build
 * it, not from an undeclared identifier.  Each row says where the feature
 * exists (vc-intrinsics' platform lists, the CM language specification),
 * and why it is not on cmc's targets (GenX_IR 1.0.12504, the finalizer
 * cmc runs, rejects the instruction or has no such target). */
#include <string.h>

#include "frontend/builtins/builtins.h"

static const struct unavailable_builtin {
    const char *name;
    const char *needs;
} unavailable[] = {
    /* cm_cvt.h: bfloat8 (E5M2) and hfloat8 (E4M3) conversions. */
    {"cm_bf8_cvt", "the bfloat8 type of Xe3 and later (Intel's CM_HAS_BF8)"},
    {"cm_qf_cvt", "the bfloat8 type of Xe3 and later (Intel's CM_HAS_BF8)"},
    {"cm_hf8_cvt", "the hfloat8 type of Xe3P and later (Intel's CM_HAS_HF8)"},
    /* intrinsics/srnd.h: vISA srnd, which GenX_IR rejects on PVC ("not
     * supported on this platform") and on every older target. */
    {"cm_srnd", "stochastic rounding (vISA srnd; Intel's "
                "CM_HAS_SRND_FP32_TO_FP16), which GenX_IR supports on none "
                "of cmc's targets"},
    {"cm_srnd_bf8", "stochastic rounding to bfloat8 (Intel's "
                    "CM_HAS_SRND_FP16_TO_BF8), a feature of Xe3 and later"},
    /* intrinsics/lfsr.h, mxfp_reduce.h, the 4-bit conversions, bdpas. */
    {"cm_lfsr", "the lfsr instruction of Xe3P and later (Intel's "
                "CM_HAS_LFSR)"},
    {"cm_mxfp_reduce", "the MXFP reduction of Xe3P and later (Intel's "
                       "CM_HAS_MXFP_REDUCE)"},
    {"cm_mxfp_linearize", "the MXFP reduction of Xe3P and later (Intel's "
                          "CM_HAS_MXFP_REDUCE)"},
    {"cm_upconvert_4bit_lut", "the 4-bit lookup-table up-conversion of Xe3P "
                              "and later (Intel's "
                              "CM_HAS_UPCONVERT_4BIT_LUT)"},
    {"cm_downscale", "the 4-bit down-conversion of Xe3P and later (Intel's "
                     "CM_HAS_DOWNSCALE_4BIT)"},
    {"cm_bdpas", "the block-scaled DPAS of Xe3P and later (Intel's "
                 "CM_HAS_BDPAS)"},
    /* spirv/extensions/intel/sigmoid.h. */
    {"__spirv_FSigmoidINTEL", "the sigmoid instruction of platforms after "
                              "cmc's targets (Intel's CM_HAS_SIGMOID)"},
    /* cm_lsc.h: typed LSC messages (lsc_*_quad_typed, Xe2 and later). */
    {"cm_load4_typed", "the typed LSC messages of Xe2 and later (Intel's "
                       "CM_HAS_LSC_TYPED)"},
    {"cm_store4_typed", "the typed LSC messages of Xe2 and later (Intel's "
                        "CM_HAS_LSC_TYPED)"},
    {"cm_prefetch4_typed", "the typed LSC messages of Xe2 and later "
                           "(Intel's CM_HAS_LSC_TYPED)"},
};

bool lower_unavailable_builtin(struct frontend *frontend, CXCursor call,
                               const char *name, struct value *result)
{
    for (size_t i = 0; i < sizeof unavailable / sizeof unavailable[0]; i++) {
        if (strcmp(unavailable[i].name, name) != 0)
            continue;
        error_at_cursor(frontend, call,
                        "'%s' is not available on any platform cmc targets: "
                        "it needs %s",
                        name, unavailable[i].needs);
        *result = rvalue(scalar_type(ELEMENT_I32), NULL);
        result->type.kind = TYPE_UNSUPPORTED;
        return true;
    }
    return false;
}
