/* predefined_macros.c - the macros Intel's cmc predefines for a target.
 *
 * Takes the target platform; gives the -D flags libclang sees: CM_GENX (the
 * target's number), CM_GENX_REVID, the generation macro (CM_GEN12,
 * CM_XEHPG, ...) and the CM_HAS_* feature macros for the features cmc
 * implements on that target.  Exists because CM kernels select code with
 * `#if CM_GENX >= 1200` or `#ifdef CM_HAS_...`: without these macros such
 * a kernel would silently take the branch meant for another GPU.
 * __CM and __CMC are fixed flags of parse.c. */
#include <stdio.h>

#include "frontend/internal.h"

static void add_flag(struct predefined_macros *macros, const char *name,
                     int value)
{
    if (macros->count >= PREDEFINED_MACRO_MAX)
        return;
    char *flag = macros->storage[macros->count];
    if (value < 0)
        snprintf(flag, sizeof macros->storage[0], "-D%s", name);
    else
        snprintf(flag, sizeof macros->storage[0], "-D%s=%d", name, value);
    macros->flags[macros->count++] = flag;
}

void predefined_macros_for(const struct platform *platform,
                           struct predefined_macros *macros)
{
    macros->count = 0;
    if (!platform)
        return;
    add_flag(macros, "CM_GENX", platform->genx_number);
    add_flag(macros, "CM_GENX_REVID", 0);
    add_flag(macros, platform->generation_macro, -1);
    /* 64-bit integers and doubles are emulated where the hardware lacks
     * them, so both types exist on every target. */
    add_flag(macros, "CM_HAS_LONG_LONG", 1);
    add_flag(macros, "CM_HAS_DOUBLE", 1);
    if (platform->has_double)
        add_flag(macros, "CM_HAS_IEEE_DIV_SQRT", 1);
    if (platform->has_media_sampler)
        add_flag(macros, "CM_HAS_SAMPLE_UNORM", 1);
    add_flag(macros, "CM_HAS_TYPED_ATOMIC", 1);
    /* The media sampler's AVS and video analytics (cm_avs_sampler,
     * cm_va_*): Intel's cm_target.h gives both macros to CM_GENX 900 to
     * 1150, cmc's SKL and ICLLP (builtins_sampler.c: has_avs). */
    if (platform->has_media_sampler && platform->genx_number >= 900 &&
        platform->genx_number <= 1150) {
        add_flag(macros, "CM_HAS_VA", 1);
        add_flag(macros, "CM_HAS_VA_PLUS", 1);
    }
    if (platform_has_lsc(platform)) /* <cm/cm_lsc.h>, DG2 and later */
        add_flag(macros, "CM_HAS_LSC", 1);
    add_flag(macros, "CM_GRF_WIDTH", platform->grf_bytes * 8);
    /* Intel's cm_has_instr.h: cm_rol/cm_ror exist everywhere (shifts on
     * SKL), the large 2D block messages of Xe3 nowhere cmc targets (the
     * macro is 0, not undefined, there), and system-scope LSC fences
     * (LSC_SCOPE_SYSTEM, LSC_SCOPE_SYSACQ) are announced for PVC. */
    add_flag(macros, "CM_HAS_BIT_ROTATE", 1);
    if (builtin_result_element_on("cm_rol", ELEMENT_U64, platform))
        add_flag(macros, "CM_HAS_BIT_ROTATE_64BIT", 1);
    /* signal_event, wait_event ... (cm_gateway.h, ICLLP on): Intel's
     * newest cm_has_instr.h announces them for its target major 12
     * (TGLLP to PVC), an older one from ICLLP; cmc follows the newest. */
    if (platform->genx_number >= 1200 && platform->genx_number <= 1280)
        add_flag(macros, "CM_HAS_GATEWAY_EVENT", 1);
    /* 16-channel non-transposed LSC messages of more than one element per
     * address: Intel's cm_target.h defines it everywhere (it once left
     * out early PVC steppings); cmc's cm_load/cm_store take them on
     * every LSC target, PVC included. */
    add_flag(macros, "CM_HAS_LSC_NON_TRANSPOSE_MESSAGES_WITH_NON_DEFAULT_SIMT",
             -1);
    /* Odd DPAS repeat counts (1, 3, 5, 7): Intel defines it everywhere,
     * and cmc's cm_dpas takes every repeat count from 1 to 8. */
    add_flag(macros, "CM_HAS_DPAS_ODD", 1);
    /* LSC loads may take L1 ReadInvalidate with L3 (L2) Cached: Intel
     * defines both before Xe2; cmc's rule (builtins_lsc.c) allows it. */
    add_flag(macros, "CM_HAS_LSC_LOAD_L1RI_L2CA_HINT", 1);
    add_flag(macros, "CM_HAS_LSC_LOAD_L1RI_L3CA_HINT", 1);
    add_flag(macros, "CM_HAS_LSC_2D_LARGE", 0);
    if (platform_has_lsc(platform) && platform->genx_number == 1280)
        add_flag(macros, "CM_HAS_LSC_SYS_FENCE", 1);
    /* The Xe instructions of the builtin table (frontend/builtins/), where
     * the hardware has them: the rows' platform lists. */
    static const struct {
        const char *macro;
        const char *builtin;
    } table_features[] = {
        {"CM_HAS_DP4A", "cm_dp4a"},      {"CM_HAS_BFN", "cm_bfn"},
        {"CM_HAS_DPAS", "cm_dpas"},
        {"CM_HAS_DPAS_INT_MIX", "cm_dpas"}, {"CM_HAS_DPAS_INT2", "cm_dpas"},
        {"CM_HAS_DPAS_INT4", "cm_dpas"}, {"CM_HAS_DPAS_INT8", "cm_dpas"},
        {"CM_HAS_DPASW", "cm_dpasw"},    {"CM_HAS_BF16", "cm_bf_cvt"},
        {"CM_HAS_LSC_UNTYPED_2D", "cm_ptr_load"},
    };
    for (size_t i = 0; i < sizeof table_features / sizeof table_features[0];
         i++)
        if (builtin_available_on(table_features[i].builtin, platform))
            add_flag(macros, table_features[i].macro, 1);
    if (builtin_available_on("cm_dpas", platform) &&
        platform->genx_number >= 1280)
        add_flag(macros, "CM_HAS_TF32", 1);
    if (builtin_available_on("cm_dpas", platform) &&
        dpas_has_narrow_accumulators(platform)) {
        add_flag(macros, "CM_HAS_DPAS_ACC_HALF", 1);
        add_flag(macros, "CM_HAS_DPAS_ACC_BF16", 1);
    }
}
