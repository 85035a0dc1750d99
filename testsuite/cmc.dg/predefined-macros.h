// Included by predefined-macros-*.cpp, each compiled for one -march
// with -DEXPECTED_GENX=N: what every target defines.
static_assert(CM_GENX == EXPECTED_GENX, "CM_GENX of the target");
static_assert(CM_GENX_REVID == 0, "default revision id");
#if defined(CM_GEN9) + defined(CM_GEN11) + defined(CM_GEN12) +               \
        defined(CM_XEHP) + defined(CM_XEHPG) + defined(CM_XELPG) +           \
        defined(CM_XEHPC) != 1
#error "exactly one generation macro is defined"
#endif
#if !defined(__CM) || !defined(__CMC) || CM_HAS_LONG_LONG != 1 ||            \
    CM_HAS_DOUBLE != 1 || CM_HAS_TYPED_ATOMIC != 1
#error "__CM, __CMC, CM_HAS_LONG_LONG, CM_HAS_DOUBLE and CM_HAS_TYPED_ATOMIC are always defined"
#endif
#if CM_HAS_BIT_ROTATE != 1 || !defined(CM_HAS_LSC_2D_LARGE) ||             \
    CM_HAS_LSC_2D_LARGE != 0
#error "CM_HAS_BIT_ROTATE is 1 and CM_HAS_LSC_2D_LARGE 0 on every cmc target"
#endif
#if defined(CM_HAS_GATEWAY_EVENT) != (CM_GENX >= 1200)
#error "CM_HAS_GATEWAY_EVENT from TGLLP on (Intel's newest cm_has_instr.h)"
#endif
#ifndef CM_HAS_LSC_NON_TRANSPOSE_MESSAGES_WITH_NON_DEFAULT_SIMT
#error "every target takes 16-channel non-transposed LSC messages of vectors"
#endif
#if defined(CM_HAS_DPAS_ACC_HALF) != (CM_GENX == 1280) ||                   \
    defined(CM_HAS_DPAS_ACC_BF16) != (CM_GENX == 1280)
#error "half and bfloat16 DPAS accumulators on PVC only"
#endif
#if defined(CM_HAS_BIT_ROTATE_64BIT) != (CM_GENX == 1280)
#error "CM_HAS_BIT_ROTATE_64BIT on PVC only (quadword ROL/ROR)"
#endif
/* Intel's headers announce these for platforms after those cmc targets
 * (Xe2, Xe3: __CM_INTEL_TARGET_MAJOR >= 20, or macros its compiler sets
 * for them), or for features GenX_IR 1.0.12504 rejects on every cmc
 * target (srnd): none may be defined here. */
#if defined(CM_HAS_3D_LOAD_L) || defined(CM_HAS_3D_SAMPLE_HALF) ||           \
    defined(CM_HAS_BDPAS) || defined(CM_HAS_BF16_ATOMIC) ||                  \
    defined(CM_HAS_BF8) || defined(CM_HAS_DOWNSCALE_4BIT) ||                 \
    defined(CM_HAS_DPAS_BF8) || defined(CM_HAS_DPAS_FP4) ||                  \
    defined(CM_HAS_DPAS_HF8) || defined(CM_HAS_HF8) ||                       \
    defined(CM_HAS_LFSR) || defined(CM_HAS_LSC_L1L2CC_HINT) ||               \
    defined(CM_HAS_LSC_L1L2L3_CACHE) || defined(CM_HAS_LSC_L1L3CC_HINT) ||   \
    defined(CM_HAS_LSC_LOAD_L1RI_L2RI_HINT) ||                               \
    defined(CM_HAS_LSC_LOAD_L1RI_L3RI_HINT) ||                               \
    defined(CM_HAS_LSC_TYPED) || defined(CM_HAS_LSC_TYPED_2D) ||             \
    defined(CM_HAS_MXFP_REDUCE) || defined(CM_HAS_SIGMOID) ||                \
    defined(CM_HAS_SLM_CAS_INT64) || defined(CM_HAS_SRND_FP16_TO_BF8) ||     \
    defined(CM_HAS_SRND_FP32_TO_FP16) ||                                     \
    defined(CM_HAS_STOCHASTIC_ROUNDING) ||                                   \
    defined(CM_HAS_SYSTOLIC_DENORMALS) || defined(CM_HAS_TANH) ||            \
    defined(CM_HAS_UPCONVERT_4BIT_LUT) || defined(CM_REQUIRES_LEGACY_TRANSLATION)
#error "a feature of platforms after cmc's targets is announced"
#endif

extern "C" _GENX_MAIN_ void predefined_macros(SurfaceIndex out)
{
    vector<int, 8> target = CM_GENX;
    write(out, 0, target);
}
