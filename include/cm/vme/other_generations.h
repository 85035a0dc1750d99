/* cm/vme/other_generations.h - the VME names Intel's headers declare only
 * for platforms cmc does not target: HSW and BDW (gen7_5_vme.h,
 * gen8_vme.h: fields their payloads have and SKL's do not) and CNL
 * (gen10_vme.h: its HEVC messages).  On SKL, ICLLP and TGLLP each is a
 * function-like macro whose use is one error at the user's line naming
 * the generation, and nothing else (the arguments are not evaluated); a
 * mention without arguments is left alone.
 *
 * Included by cm/vme/vme.h on SKL, ICLLP and TGLLP. */
#ifndef CM_VME_OTHER_GENERATIONS_H
#define CM_VME_OTHER_GENERATIONS_H

#define CM_VME_ERROR_TEXT(TEXT) _Pragma(#TEXT)
#define CM_VME_ONLY_ON(NAME, WHERE)                                           \
    CM_VME_ERROR_TEXT(GCC error #NAME " is declared only by Intel's " WHERE   \
                      "; cmc's VME platforms are SKL, ICLLP and TGLLP") 0
#define CM_VME_HSW_BDW "VME headers for HSW and BDW (gen7_5_vme.h, gen8_vme.h)"
#define CM_VME_CNL "gen10_vme.h (CNL)"

#define VME_SET_UNIInput_CostCenter0(...)                                     \
    CM_VME_ONLY_ON(VME_SET_UNIInput_CostCenter0, CM_VME_HSW_BDW)
#define VME_SET_UNIInput_CostCenter1(...)                                     \
    CM_VME_ONLY_ON(VME_SET_UNIInput_CostCenter1, CM_VME_HSW_BDW)
#define VME_GET_UNIInput_CostCenter0_X(...)                                   \
    CM_VME_ONLY_ON(VME_GET_UNIInput_CostCenter0_X, CM_VME_HSW_BDW)
#define VME_GET_UNIInput_CostCenter0_Y(...)                                   \
    CM_VME_ONLY_ON(VME_GET_UNIInput_CostCenter0_Y, CM_VME_HSW_BDW)
#define VME_GET_UNIInput_CostCenter1_X(...)                                   \
    CM_VME_ONLY_ON(VME_GET_UNIInput_CostCenter1_X, CM_VME_HSW_BDW)
#define VME_GET_UNIInput_CostCenter1_Y(...)                                   \
    CM_VME_ONLY_ON(VME_GET_UNIInput_CostCenter1_Y, CM_VME_HSW_BDW)
#define VME_SET_UNIInput_RefPixelBiasEnable(...)                              \
    CM_VME_ONLY_ON(VME_SET_UNIInput_RefPixelBiasEnable, CM_VME_HSW_BDW)
#define VME_CLEAR_UNIInput_RefPixelBiasEnable(...)                            \
    CM_VME_ONLY_ON(VME_CLEAR_UNIInput_RefPixelBiasEnable, CM_VME_HSW_BDW)
#define VME_GET_UNIInput_RefPixelBiasEnable(...)                              \
    CM_VME_ONLY_ON(VME_GET_UNIInput_RefPixelBiasEnable, CM_VME_HSW_BDW)
#define VME_GET_UNIInput_BiDirMask(...)                                       \
    CM_VME_ONLY_ON(VME_GET_UNIInput_BiDirMask, CM_VME_HSW_BDW)
#define VME_SET_UNIInput_Rec0_16x16_RefID(...)                                \
    CM_VME_ONLY_ON(VME_SET_UNIInput_Rec0_16x16_RefID, CM_VME_HSW_BDW)
#define VME_SET_UNIInput_Rec1_16x16_RefID(...)                                \
    CM_VME_ONLY_ON(VME_SET_UNIInput_Rec1_16x16_RefID, CM_VME_HSW_BDW)

#define cm_vme_hevc_fbr(...) CM_VME_ONLY_ON(cm_vme_hevc_fbr, CM_VME_CNL)
#define cm_vme_hevc_hpm_b(...) CM_VME_ONLY_ON(cm_vme_hevc_hpm_b, CM_VME_CNL)
#define cm_vme_hevc_hpm_u(...) CM_VME_ONLY_ON(cm_vme_hevc_hpm_u, CM_VME_CNL)
#define cm_vme_hevc_rpm(...) CM_VME_ONLY_ON(cm_vme_hevc_rpm, CM_VME_CNL)
#define cm_vme_hevc_sc(...) CM_VME_ONLY_ON(cm_vme_hevc_sc, CM_VME_CNL)
#define cm_vme_hevc_sic(...) CM_VME_ONLY_ON(cm_vme_hevc_sic, CM_VME_CNL)
#define cm_vme_hevc_srm(...) CM_VME_ONLY_ON(cm_vme_hevc_srm, CM_VME_CNL)

#endif
