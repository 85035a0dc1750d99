/* cm/vme/gen9_input.h - the fields of the VME input payloads of Intel's
 * gen9_vme.h (SKL; ICLLP, whose gen11_vme.h includes it): one macro per
 * field, each a row of the table below in the mechanisms of
 * cm/vme/payload.h (which say what SET, CLEAR, GET, ... guarantee).
 *
 * The payloads (uchar matrices of 32-byte rows): the universal input UNI
 * (4 rows), IME (2, 4 or 6 rows: search path and stream-in records), SIC
 * (4), FBR (4) and IDM (1).  A row says: element type, row, element of
 * that type within the row; for a field of some bits of a byte, the bits
 * the set keeps (SET_BITS: KEEP, SHIFT), or the mask and shift the get
 * reads.  The names are Intel's, including those that read another
 * payload's fields (VME_GET_UNIInput_Rec0_16x16_RefID reads the IME
 * input's byte) and a get that reads more bits than its set writes.
 *
 * Included by cm/vme/vme.h. */
#ifndef CM_VME_GEN9_INPUT_H
#define CM_VME_GEN9_INPUT_H

/* UNI input, set/clear */
#define VME_SET_UNIInput_Ref0X(p, v) CM_VME_SET(p, ushort, 0, 0, v)
#define VME_SET_UNIInput_Ref0Y(p, v) CM_VME_SET(p, ushort, 0, 1, v)
#define VME_SET_UNIInput_Ref1X(p, v) CM_VME_SET(p, ushort, 0, 2, v)
#define VME_SET_UNIInput_Ref1Y(p, v) CM_VME_SET(p, ushort, 0, 3, v)
#define VME_SET_UNIInput_SrcX(p, v) CM_VME_SET(p, ushort, 0, 4, v)
#define VME_SET_UNIInput_SrcY(p, v) CM_VME_SET(p, ushort, 0, 5, v)
#define VME_SET_UNIInput_SrcAccess(p) CM_VME_SET_FLAG(p, uchar, 0, 12, 0x40)
#define VME_CLEAR_UNIInput_SrcAccess(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 0, 12, 0x40)
#define VME_SET_UNIInput_RefAccess(p) CM_VME_SET_FLAG(p, uchar, 0, 12, 0x80)
#define VME_CLEAR_UNIInput_RefAccess(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 0, 12, 0x80)
#define VME_SET_UNIInput_DualSearchPath(p) \
    CM_VME_SET_FLAG(p, uchar, 0, 13, 0x08)
#define VME_CLEAR_UNIInput_DualSearchPath(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 0, 13, 0x08)
#define VME_SET_UNIInput_SubPelMode(p, v) \
    CM_VME_SET_BITS(p, uchar, 0, 13, 0xCF, 4, v)
#define VME_SET_UNIInput_SkipModeType(p) CM_VME_SET_FLAG(p, uchar, 0, 13, 0x40)
#define VME_CLEAR_UNIInput_SkipModeType(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 0, 13, 0x40)
#define VME_SET_UNIInput_DisableFieldCacheAllocation(p) \
    CM_VME_SET_FLAG(p, uchar, 0, 13, 0x80)
#define VME_CLEAR_UNIInput_DisableFieldCacheAllocation(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 0, 13, 0x80)
#define VME_SET_UNIInput_InterChromaMode(p) \
    CM_VME_SET_FLAG(p, uchar, 0, 14, 0x01)
#define VME_CLEAR_UNIInput_InterChromaMode(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 0, 14, 0x01)
#define VME_SET_UNIInput_FTEnable(p) CM_VME_SET_FLAG(p, uchar, 0, 14, 0x02)
#define VME_CLEAR_UNIInput_FTEnable(p) CM_VME_CLEAR_FLAG(p, uchar, 0, 14, 0x02)
#define VME_SET_UNIInput_BMEDisableFBR(p) \
    CM_VME_SET_FLAG(p, uchar, 0, 14, 0x04)
#define VME_CLEAR_UNIInput_BMEDisableFBR(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 0, 14, 0x04)
#define VME_SET_UNIInput_SubMbPartMask(p, v) CM_VME_SET(p, uchar, 0, 15, v)
#define VME_SET_UNIInput_RefW(p, v) CM_VME_SET(p, uchar, 0, 22, v)
#define VME_SET_UNIInput_RefH(p, v) CM_VME_SET(p, uchar, 0, 23, v)
#define VME_SET_UNIInput_SkipModeEn(p) CM_VME_SET_FLAG(p, uchar, 1, 0, 0x01)
#define VME_CLEAR_UNIInput_SkipModeEn(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 0, 0x01)
#define VME_SET_UNIInput_AdaptiveEn(p) CM_VME_SET_FLAG(p, uchar, 1, 0, 0x02)
#define VME_CLEAR_UNIInput_AdaptiveEn(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 0, 0x02)
#define VME_SET_UNIInput_EarlyImeSuccessEn(p) \
    CM_VME_SET_FLAG(p, uchar, 1, 0, 0x20)
#define VME_CLEAR_UNIInput_EarlyImeSuccessEn(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 0, 0x20)
#define VME_SET_UNIInput_T8x8FlagForInterEn(p) \
    CM_VME_SET_FLAG(p, uchar, 1, 0, 0x80)
#define VME_CLEAR_UNIInput_T8x8FlagForInterEn(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 0, 0x80)
#define VME_SET_UNIInput_RefPixelOffset(p, v) CM_VME_SET(p, uchar, 1, 1, v)
#define VME_SET_UNIInput_EarlyImeStop(p, v) CM_VME_SET(p, uchar, 1, 3, v)
#define VME_SET_UNIInput_MaxNumMVs(p, v) CM_VME_SET(p, uchar, 1, 4, v)
#define VME_SET_UNIInput_Ref0Polarity(p, v) \
    CM_VME_SET_BITS(p, uchar, 1, 5, 0xF0, 0, v)
#define VME_SET_UNIInput_Ref1Polarity(p, v) \
    CM_VME_SET_BITS(p, uchar, 1, 5, 0x0F, 4, v)
#define VME_SET_UNIInput_BiWeight(p, v) \
    CM_VME_SET_BITS(p, uchar, 1, 6, 0xC0, 0, v)
#define VME_SET_UNIInput_Fixed7x7Weights(p, v) \
    CM_VME_SET_BITS(p, uchar, 1, 6, 0x3F, 6, v)
#define VME_SET_UNIInput_RefPixelShift(p, v) \
    CM_VME_SET_BITS(p, uchar, 1, 7, 0xF0, 0, v)
#define VME_SET_UNIInput_UniMixDisable(p) CM_VME_SET_FLAG(p, uchar, 1, 7, 0x10)
#define VME_CLEAR_UNIInput_UniMixDisable(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 7, 0x10)
#define VME_SET_UNIInput_IDMShapeMode1(p) CM_VME_SET_FLAG(p, uchar, 1, 7, 0x40)
#define VME_CLEAR_UNIInput_IDMShapeMode1(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 7, 0x40)
#define VME_SET_UNIInput_IDMShapeMode2(p) CM_VME_SET_FLAG(p, uchar, 1, 7, 0x80)
#define VME_CLEAR_UNIInput_IDMShapeMode2(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 7, 0x80)
#define VME_SET_UNIInput_LenSP(p, v) CM_VME_SET(p, uchar, 1, 8, v)
#define VME_SET_UNIInput_MaxNumSU(p, v) CM_VME_SET(p, uchar, 1, 9, v)
#define VME_SET_UNIInput_StartCenter0(p, StartCenter0X, StartCenter0Y) \
    CM_VME_SET_PAIR(p, uchar, 1, 10, 4, StartCenter0X, StartCenter0Y)
#define VME_SET_UNIInput_StartCenter1(p, StartCenter1X, StartCenter1Y) \
    CM_VME_SET_PAIR(p, uchar, 1, 11, 4, StartCenter1X, StartCenter1Y)
#define VME_SET_UNIInput_WeightedSADCtrl0_3(p, v) \
    CM_VME_SET(p, uchar, 1, 12, v)
#define VME_SET_UNIInput_WeightedSADCtrl4_7(p, v) \
    CM_VME_SET(p, uchar, 1, 13, v)
#define VME_SET_UNIInput_WeightedSADCtrl8_11(p, v) \
    CM_VME_SET(p, uchar, 1, 14, v)
#define VME_SET_UNIInput_WeightedSADCtrl12_15(p, v) \
    CM_VME_SET(p, uchar, 1, 15, v)
#define VME_SET_UNIInput_Blk0RefID(p, FwdBlk0RefID, BwdBlk0RefID) \
    CM_VME_SET_PAIR(p, uchar, 1, 24, 4, FwdBlk0RefID, BwdBlk0RefID)
#define VME_SET_UNIInput_Blk1RefID(p, FwdBlk1RefID, BwdBlk1RefID) \
    CM_VME_SET_PAIR(p, uchar, 1, 25, 4, FwdBlk1RefID, BwdBlk1RefID)
#define VME_SET_UNIInput_Blk2RefID(p, FwdBlk2RefID, BwdBlk2RefID) \
    CM_VME_SET_PAIR(p, uchar, 1, 26, 4, FwdBlk2RefID, BwdBlk2RefID)
#define VME_SET_UNIInput_Blk3RefID(p, FwdBlk3RefID, BwdBlk3RefID) \
    CM_VME_SET_PAIR(p, uchar, 1, 27, 4, FwdBlk3RefID, BwdBlk3RefID)
#define VME_SET_UNIInput_IntraFlags(p, v) CM_VME_SET(p, uchar, 1, 28, v)
#define VME_SET_UNIInput_MbIntraStruct(p, v) CM_VME_SET(p, uchar, 1, 29, v)
#define VME_SET_UNIInput_MVCostScaleFactor(p, v) \
    CM_VME_SET_BITS(p, uchar, 1, 30, 0xFC, 0, v)
#define VME_SET_UNIInput_SrcFieldPolarity(p) \
    CM_VME_SET_FLAG(p, uchar, 1, 30, 0x08)
#define VME_CLEAR_UNIInput_SrcFieldPolarity(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 30, 0x08)
#define VME_SET_UNIInput_BilinearEnable(p) \
    CM_VME_SET_FLAG(p, uchar, 1, 30, 0x04)
#define VME_CLEAR_UNIInput_BilinearEnable(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 30, 0x04)
#define VME_SET_UNIInput_WeightedSADHAAR(p) \
    CM_VME_SET_FLAG(p, uchar, 1, 30, 0x10)
#define VME_CLEAR_UNIInput_WeightedSADHAAR(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 30, 0x10)
#define VME_SET_UNIInput_AConlyHAAR(p) CM_VME_SET_FLAG(p, uchar, 1, 30, 0x20)
#define VME_CLEAR_UNIInput_AConlyHAAR(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 30, 0x20)
#define VME_SET_UNIInput_RefIDCostMode(p) \
    CM_VME_SET_FLAG(p, uchar, 1, 30, 0x40)
#define VME_CLEAR_UNIInput_RefIDCostMode(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 30, 0x40)
#define VME_SET_UNIInput_IDMShapeMode(p) CM_VME_SET_FLAG(p, uchar, 1, 30, 0x80)
#define VME_CLEAR_UNIInput_IDMShapeMode(p) \
    CM_VME_CLEAR_FLAG(p, uchar, 1, 30, 0x80)
#define VME_SET_UNIInput_SkipCenterMask(p, v) CM_VME_SET(p, uchar, 1, 31, v)
#define VME_SET_UNIInput_Mode0Cost(p, v) CM_VME_SET(p, uchar, 2, 0, v)
#define VME_SET_UNIInput_Mode1Cost(p, v) CM_VME_SET(p, uchar, 2, 1, v)
#define VME_SET_UNIInput_Mode2Cost(p, v) CM_VME_SET(p, uchar, 2, 2, v)
#define VME_SET_UNIInput_Mode3Cost(p, v) CM_VME_SET(p, uchar, 2, 3, v)
#define VME_SET_UNIInput_Mode4Cost(p, v) CM_VME_SET(p, uchar, 2, 4, v)
#define VME_SET_UNIInput_Mode5Cost(p, v) CM_VME_SET(p, uchar, 2, 5, v)
#define VME_SET_UNIInput_Mode6Cost(p, v) CM_VME_SET(p, uchar, 2, 6, v)
#define VME_SET_UNIInput_Mode7Cost(p, v) CM_VME_SET(p, uchar, 2, 7, v)
#define VME_SET_UNIInput_Mode8Cost(p, v) CM_VME_SET(p, uchar, 2, 8, v)
#define VME_SET_UNIInput_Mode9Cost(p, v) CM_VME_SET(p, uchar, 2, 9, v)
#define VME_SET_UNIInput_RefIDCost(p, v) CM_VME_SET(p, uchar, 2, 10, v)
#define VME_SET_UNIInput_ChromaIntraModeCost(p, v) \
    CM_VME_SET(p, uchar, 2, 11, v)
#define VME_SET_UNIInput_MV0Cost(p, v) CM_VME_SET(p, uchar, 2, 12, v)
#define VME_SET_UNIInput_MV1Cost(p, v) CM_VME_SET(p, uchar, 2, 13, v)
#define VME_SET_UNIInput_MV2Cost(p, v) CM_VME_SET(p, uchar, 2, 14, v)
#define VME_SET_UNIInput_MV3Cost(p, v) CM_VME_SET(p, uchar, 2, 15, v)
#define VME_SET_UNIInput_MV4Cost(p, v) CM_VME_SET(p, uchar, 2, 16, v)
#define VME_SET_UNIInput_MV5Cost(p, v) CM_VME_SET(p, uchar, 2, 17, v)
#define VME_SET_UNIInput_MV6Cost(p, v) CM_VME_SET(p, uchar, 2, 18, v)
#define VME_SET_UNIInput_MV7Cost(p, v) CM_VME_SET(p, uchar, 2, 19, v)
#define VME_SET_UNIInput_FBRMbModeInput(p, v) CM_VME_SET(p, uchar, 2, 20, v)
#define VME_SET_UNIInput_FBRSubMBShapeInput(p, v) \
    CM_VME_SET(p, uchar, 2, 21, v)
#define VME_SET_UNIInput_FBRSubPredModeInput(p, v) \
    CM_VME_SET(p, uchar, 2, 22, v)
#define VME_SET_UNIInput_SICFwdTCoeffThreshold0(p, v) \
    CM_VME_SET(p, ushort, 2, 12, v)
#define VME_SET_UNIInput_SICFwdTCoeffThreshold1(p, v) \
    CM_VME_SET(p, uchar, 2, 26, v)
#define VME_SET_UNIInput_SICFwdTCoeffThreshold2(p, v) \
    CM_VME_SET(p, uchar, 2, 27, v)
#define VME_SET_UNIInput_SICFwdTCoeffThreshold3(p, v) \
    CM_VME_SET(p, uchar, 2, 28, v)
#define VME_SET_UNIInput_SICFwdTCoeffThreshold4(p, v) \
    CM_VME_SET(p, uchar, 2, 29, v)
#define VME_SET_UNIInput_SICFwdTCoeffThreshold5(p, v) \
    CM_VME_SET(p, uchar, 2, 30, v)
#define VME_SET_UNIInput_SICFwdTCoeffThreshold6(p, v) \
    CM_VME_SET(p, uchar, 2, 31, v)
#define VME_SET_UNIInput_FWDCostCenter0(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 3, 0, 16, DeltaX, DeltaY)
#define VME_SET_UNIInput_BWDCostCenter0(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 3, 1, 16, DeltaX, DeltaY)
#define VME_SET_UNIInput_FWDCostCenter1(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 3, 2, 16, DeltaX, DeltaY)
#define VME_SET_UNIInput_BWDCostCenter1(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 3, 3, 16, DeltaX, DeltaY)
#define VME_SET_UNIInput_FWDCostCenter2(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 3, 4, 16, DeltaX, DeltaY)
#define VME_SET_UNIInput_BWDCostCenter2(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 3, 5, 16, DeltaX, DeltaY)
#define VME_SET_UNIInput_FWDCostCenter3(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 3, 6, 16, DeltaX, DeltaY)
#define VME_SET_UNIInput_BWDCostCenter3(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 3, 7, 16, DeltaX, DeltaY)

/* UNI input, get */
#define VME_GET_UNIInput_Ref0X(p) CM_VME_GET(p, ushort, 0, 0)
#define VME_GET_UNIInput_Ref0Y(p) CM_VME_GET(p, ushort, 0, 1)
#define VME_GET_UNIInput_Ref1X(p) CM_VME_GET(p, ushort, 0, 2)
#define VME_GET_UNIInput_Ref1Y(p) CM_VME_GET(p, ushort, 0, 3)
#define VME_GET_UNIInput_SrcX(p) CM_VME_GET(p, ushort, 0, 4)
#define VME_GET_UNIInput_SrcY(p) CM_VME_GET(p, ushort, 0, 5)
#define VME_GET_UNIInput_SrcType(p) CM_VME_GET(p, uchar, 0, 12)
#define VME_GET_UNIInput_VmeModes(p) CM_VME_GET(p, uchar, 0, 13)
#define VME_GET_UNIInput_SadType(p) CM_VME_GET(p, uchar, 0, 14)
#define VME_GET_UNIInput_ShapeMask(p) CM_VME_GET(p, uchar, 0, 15)
#define VME_GET_UNIInput_RefW(p) CM_VME_GET(p, uchar, 0, 22)
#define VME_GET_UNIInput_RefH(p) CM_VME_GET(p, uchar, 0, 23)
#define VME_GET_UNIInput_VmeFlags(p) CM_VME_GET(p, uchar, 1, 0)
#define VME_GET_UNIInput_RefPixelOffset(p) CM_VME_GET(p, uchar, 1, 1)
#define VME_GET_UNIInput_EarlyImeStop(p) CM_VME_GET(p, uchar, 1, 3)
#define VME_GET_UNIInput_MaxNumMVs(p) CM_VME_GET(p, uchar, 1, 4)
#define VME_GET_UNIInput_Ref0Polarity(p) \
    CM_VME_GET_BITS(p, uchar, 1, 5, 0x0F, 0)
#define VME_GET_UNIInput_Ref1Polarity(p) \
    CM_VME_GET_BITS(p, uchar, 1, 5, 0xF0, 4)
#define VME_GET_UNIInput_BiWeight(p) CM_VME_GET_BITS(p, uchar, 1, 6, 0x3F, 0)
#define VME_GET_UNIInput_Fixed7x7Weights(p) \
    CM_VME_GET_BITS(p, uchar, 1, 6, 0xC0, 6)
#define VME_GET_UNIInput_RefPixelShift(p) \
    CM_VME_GET_BITS(p, uchar, 1, 7, 0x0F, 0)
#define VME_GET_UNIInput_UniMixDisable(p) CM_VME_GET_FLAG(p, uchar, 1, 7, 0x10)
#define VME_GET_UNIInput_IDMShapeMode1(p) CM_VME_GET_FLAG(p, uchar, 1, 7, 0x40)
#define VME_GET_UNIInput_IDMShapeMode2(p) CM_VME_GET_FLAG(p, uchar, 1, 7, 0x80)
#define VME_GET_UNIInput_LenSP(p) CM_VME_GET(p, uchar, 1, 8)
#define VME_GET_UNIInput_MaxNumSU(p) CM_VME_GET(p, uchar, 1, 9)
#define VME_GET_UNIInput_StartCenter0(p) CM_VME_GET(p, uchar, 1, 10)
#define VME_GET_UNIInput_StartCenter1(p) CM_VME_GET(p, uchar, 1, 11)
#define VME_GET_UNIInput_WeightedSADCtrl0_3(p) CM_VME_GET(p, uchar, 1, 12)
#define VME_GET_UNIInput_WeightedSADCtrl4_7(p) CM_VME_GET(p, uchar, 1, 13)
#define VME_GET_UNIInput_WeightedSADCtrl8_11(p) CM_VME_GET(p, uchar, 1, 14)
#define VME_GET_UNIInput_WeightedSADCtrl12_15(p) CM_VME_GET(p, uchar, 1, 15)
#define VME_GET_UNIInput_Blk0RefID(p) CM_VME_GET(p, uchar, 1, 24)
#define VME_GET_UNIInput_Blk1RefID(p) CM_VME_GET(p, uchar, 1, 25)
#define VME_GET_UNIInput_Blk2RefID(p) CM_VME_GET(p, uchar, 1, 26)
#define VME_GET_UNIInput_Blk3RefID(p) CM_VME_GET(p, uchar, 1, 27)
#define VME_GET_UNIInput_IntraFlags(p) CM_VME_GET(p, uchar, 1, 28)
#define VME_GET_UNIInput_MbIntraStruct(p) CM_VME_GET(p, uchar, 1, 29)
#define VME_GET_UNIInput_MvFlags(p) CM_VME_GET(p, uchar, 1, 30)
#define VME_GET_UNIInput_SkipCenterMask(p) CM_VME_GET(p, uchar, 1, 31)
#define VME_GET_UNIInput_Mode0Cost(p) CM_VME_GET(p, uchar, 2, 0)
#define VME_GET_UNIInput_Mode1Cost(p) CM_VME_GET(p, uchar, 2, 1)
#define VME_GET_UNIInput_Mode2Cost(p) CM_VME_GET(p, uchar, 2, 2)
#define VME_GET_UNIInput_Mode3Cost(p) CM_VME_GET(p, uchar, 2, 3)
#define VME_GET_UNIInput_Mode4Cost(p) CM_VME_GET(p, uchar, 2, 4)
#define VME_GET_UNIInput_Mode5Cost(p) CM_VME_GET(p, uchar, 2, 5)
#define VME_GET_UNIInput_Mode6Cost(p) CM_VME_GET(p, uchar, 2, 6)
#define VME_GET_UNIInput_Mode7Cost(p) CM_VME_GET(p, uchar, 2, 7)
#define VME_GET_UNIInput_Mode8Cost(p) CM_VME_GET(p, uchar, 2, 8)
#define VME_GET_UNIInput_Mode9Cost(p) CM_VME_GET(p, uchar, 2, 9)
#define VME_GET_UNIInput_RefIDCost(p) CM_VME_GET(p, uchar, 2, 10)
#define VME_GET_UNIInput_ChromaIntraModeCost(p) CM_VME_GET(p, uchar, 2, 11)
#define VME_GET_UNIInput_MV0Cost(p) CM_VME_GET(p, uchar, 2, 12)
#define VME_GET_UNIInput_MV1Cost(p) CM_VME_GET(p, uchar, 2, 13)
#define VME_GET_UNIInput_MV2Cost(p) CM_VME_GET(p, uchar, 2, 14)
#define VME_GET_UNIInput_MV3Cost(p) CM_VME_GET(p, uchar, 2, 15)
#define VME_GET_UNIInput_MV4Cost(p) CM_VME_GET(p, uchar, 2, 16)
#define VME_GET_UNIInput_MV5Cost(p) CM_VME_GET(p, uchar, 2, 17)
#define VME_GET_UNIInput_MV6Cost(p) CM_VME_GET(p, uchar, 2, 18)
#define VME_GET_UNIInput_MV7Cost(p) CM_VME_GET(p, uchar, 2, 19)
#define VME_GET_UNIInput_FBRMbModeInput(p) \
    CM_VME_GET_BITS(p, uchar, 2, 20, 0x3, 0)
#define VME_GET_UNIInput_FBRSubMBShapeInput(p) CM_VME_GET(p, uchar, 2, 21)
#define VME_GET_UNIInput_FBRSubPredModeInput(p) CM_VME_GET(p, uchar, 2, 22)
#define VME_GET_UNIInput_SICFwdTCoeffThreshold0(p) CM_VME_GET(p, ushort, 2, 12)
#define VME_GET_UNIInput_SICFwdTCoeffThreshold1(p) CM_VME_GET(p, uchar, 2, 26)
#define VME_GET_UNIInput_SICFwdTCoeffThreshold2(p) CM_VME_GET(p, uchar, 2, 27)
#define VME_GET_UNIInput_SICFwdTCoeffThreshold3(p) CM_VME_GET(p, uchar, 2, 28)
#define VME_GET_UNIInput_SICFwdTCoeffThreshold4(p) CM_VME_GET(p, uchar, 2, 29)
#define VME_GET_UNIInput_SICFwdTCoeffThreshold5(p) CM_VME_GET(p, uchar, 2, 30)
#define VME_GET_UNIInput_SICFwdTCoeffThreshold6(p) CM_VME_GET(p, uchar, 2, 31)
#define VME_GET_UNIInput_FWDCostCenter0_X(p) CM_VME_GET(p, ushort, 3, 0)
#define VME_GET_UNIInput_FWDCostCenter0_Y(p) CM_VME_GET(p, ushort, 3, 1)
#define VME_GET_UNIInput_BWDCostCenter0_X(p) CM_VME_GET(p, ushort, 3, 2)
#define VME_GET_UNIInput_BWDCostCenter0_Y(p) CM_VME_GET(p, ushort, 3, 3)
#define VME_GET_UNIInput_FWDCostCenter1_X(p) CM_VME_GET(p, ushort, 3, 4)
#define VME_GET_UNIInput_FWDCostCenter1_Y(p) CM_VME_GET(p, ushort, 3, 5)
#define VME_GET_UNIInput_BWDCostCenter1_X(p) CM_VME_GET(p, ushort, 3, 6)
#define VME_GET_UNIInput_BWDCostCenter1_Y(p) CM_VME_GET(p, ushort, 3, 7)
#define VME_GET_UNIInput_FWDCostCenter2_X(p) CM_VME_GET(p, ushort, 3, 8)
#define VME_GET_UNIInput_FWDCostCenter2_Y(p) CM_VME_GET(p, ushort, 3, 9)
#define VME_GET_UNIInput_BWDCostCenter2_X(p) CM_VME_GET(p, ushort, 3, 10)
#define VME_GET_UNIInput_BWDCostCenter2_Y(p) CM_VME_GET(p, ushort, 3, 11)
#define VME_GET_UNIInput_FWDCostCenter3_X(p) CM_VME_GET(p, ushort, 3, 12)
#define VME_GET_UNIInput_FWDCostCenter3_Y(p) CM_VME_GET(p, ushort, 3, 13)
#define VME_GET_UNIInput_BWDCostCenter3_X(p) CM_VME_GET(p, ushort, 3, 14)
#define VME_GET_UNIInput_BWDCostCenter3_Y(p) CM_VME_GET(p, ushort, 3, 15)
#define VME_GET_UNIInput_Rec0_16x16_RefID(p) \
    CM_VME_GET_BITS(p, uchar, 2, 18, 0x0F, 0)
#define VME_GET_UNIInput_Rec1_16x16_RefID(p) CM_VME_GET(p, uchar, 4, 18)

/* IME input, set/clear */
#define VME_SET_IMEInput_IMESearchPathDelta0(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 0, v)
#define VME_SET_IMEInput_IMESearchPathDelta1(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 1, v)
#define VME_SET_IMEInput_IMESearchPathDelta2(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 2, v)
#define VME_SET_IMEInput_IMESearchPathDelta3(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 3, v)
#define VME_SET_IMEInput_IMESearchPathDelta4(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 4, v)
#define VME_SET_IMEInput_IMESearchPathDelta5(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 5, v)
#define VME_SET_IMEInput_IMESearchPathDelta6(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 6, v)
#define VME_SET_IMEInput_IMESearchPathDelta7(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 7, v)
#define VME_SET_IMEInput_IMESearchPathDelta8(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 8, v)
#define VME_SET_IMEInput_IMESearchPathDelta9(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 9, v)
#define VME_SET_IMEInput_IMESearchPathDelta10(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 10, v)
#define VME_SET_IMEInput_IMESearchPathDelta11(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 11, v)
#define VME_SET_IMEInput_IMESearchPathDelta12(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 12, v)
#define VME_SET_IMEInput_IMESearchPathDelta13(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 13, v)
#define VME_SET_IMEInput_IMESearchPathDelta14(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 14, v)
#define VME_SET_IMEInput_IMESearchPathDelta15(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 15, v)
#define VME_SET_IMEInput_IMESearchPathDelta16(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 16, v)
#define VME_SET_IMEInput_IMESearchPathDelta17(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 17, v)
#define VME_SET_IMEInput_IMESearchPathDelta18(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 18, v)
#define VME_SET_IMEInput_IMESearchPathDelta19(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 19, v)
#define VME_SET_IMEInput_IMESearchPathDelta20(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 20, v)
#define VME_SET_IMEInput_IMESearchPathDelta21(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 21, v)
#define VME_SET_IMEInput_IMESearchPathDelta22(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 22, v)
#define VME_SET_IMEInput_IMESearchPathDelta23(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 23, v)
#define VME_SET_IMEInput_IMESearchPathDelta24(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 24, v)
#define VME_SET_IMEInput_IMESearchPathDelta25(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 25, v)
#define VME_SET_IMEInput_IMESearchPathDelta26(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 26, v)
#define VME_SET_IMEInput_IMESearchPathDelta27(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 27, v)
#define VME_SET_IMEInput_IMESearchPathDelta28(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 28, v)
#define VME_SET_IMEInput_IMESearchPathDelta29(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 29, v)
#define VME_SET_IMEInput_IMESearchPathDelta30(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 30, v)
#define VME_SET_IMEInput_IMESearchPathDelta31(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 0, 31, v)
#define VME_SET_IMEInput_IMESearchPathDelta32(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 0, v)
#define VME_SET_IMEInput_IMESearchPathDelta33(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 1, v)
#define VME_SET_IMEInput_IMESearchPathDelta34(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 2, v)
#define VME_SET_IMEInput_IMESearchPathDelta35(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 3, v)
#define VME_SET_IMEInput_IMESearchPathDelta36(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 4, v)
#define VME_SET_IMEInput_IMESearchPathDelta37(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 5, v)
#define VME_SET_IMEInput_IMESearchPathDelta38(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 6, v)
#define VME_SET_IMEInput_IMESearchPathDelta39(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 7, v)
#define VME_SET_IMEInput_IMESearchPathDelta40(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 8, v)
#define VME_SET_IMEInput_IMESearchPathDelta41(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 9, v)
#define VME_SET_IMEInput_IMESearchPathDelta42(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 10, v)
#define VME_SET_IMEInput_IMESearchPathDelta43(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 11, v)
#define VME_SET_IMEInput_IMESearchPathDelta44(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 12, v)
#define VME_SET_IMEInput_IMESearchPathDelta45(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 13, v)
#define VME_SET_IMEInput_IMESearchPathDelta46(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 14, v)
#define VME_SET_IMEInput_IMESearchPathDelta47(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 15, v)
#define VME_SET_IMEInput_IMESearchPathDelta48(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 16, v)
#define VME_SET_IMEInput_IMESearchPathDelta49(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 17, v)
#define VME_SET_IMEInput_IMESearchPathDelta50(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 18, v)
#define VME_SET_IMEInput_IMESearchPathDelta51(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 19, v)
#define VME_SET_IMEInput_IMESearchPathDelta52(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 20, v)
#define VME_SET_IMEInput_IMESearchPathDelta53(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 21, v)
#define VME_SET_IMEInput_IMESearchPathDelta54(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 22, v)
#define VME_SET_IMEInput_IMESearchPathDelta55(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 1, 23, v)
#define VME_SET_IMEInput_Rec0_16x8_0Distortion(p, v) \
    CM_VME_SET(p, ushort, 2, 0, v)
#define VME_SET_IMEInput_Rec0_16x8_1Distortion(p, v) \
    CM_VME_SET(p, ushort, 2, 1, v)
#define VME_SET_IMEInput_Rec0_8x16_0Distortion(p, v) \
    CM_VME_SET(p, ushort, 2, 2, v)
#define VME_SET_IMEInput_Rec0_8x16_1Distortion(p, v) \
    CM_VME_SET(p, ushort, 2, 3, v)
#define VME_SET_IMEInput_Rec0_8x8_0Distortion(p, v) \
    CM_VME_SET(p, ushort, 2, 4, v)
#define VME_SET_IMEInput_Rec0_8x8_1Distortion(p, v) \
    CM_VME_SET(p, ushort, 2, 5, v)
#define VME_SET_IMEInput_Rec0_8x8_2Distortion(p, v) \
    CM_VME_SET(p, ushort, 2, 6, v)
#define VME_SET_IMEInput_Rec0_8x8_3Distortion(p, v) \
    CM_VME_SET(p, ushort, 2, 7, v)
#define VME_SET_IMEInput_Rec0_16x16_Distortion(p, v) \
    CM_VME_SET(p, ushort, 2, 8, v)
#define VME_SET_IMEInput_Rec0_16x16_RefID(p, v) CM_VME_SET(p, uchar, 2, 18, v)
#define VME_SET_IMEInput_Rec0_16x16_X(p, v) CM_VME_SET(p, ushort, 2, 10, v)
#define VME_SET_IMEInput_Rec0_16x16_Y(p, v) CM_VME_SET(p, ushort, 2, 11, v)
#define VME_SET_IMEInput_Rec0_16x8_0RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 24, 0xF0, 0, v)
#define VME_SET_IMEInput_Rec0_16x8_1RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 24, 0x0F, 4, v)
#define VME_SET_IMEInput_Rec0_8x16_0RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 25, 0xF0, 0, v)
#define VME_SET_IMEInput_Rec0_8x16_1RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 25, 0x0F, 4, v)
#define VME_SET_IMEInput_Rec0_8x8_0RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 26, 0xF0, 0, v)
#define VME_SET_IMEInput_Rec0_8x8_1RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 26, 0x0F, 4, v)
#define VME_SET_IMEInput_Rec0_8x8_2RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 27, 0xF0, 0, v)
#define VME_SET_IMEInput_Rec0_8x8_3RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 27, 0x0F, 4, v)
#define VME_SET_IMEInput_Rec0_16x8_0X(p, v) CM_VME_SET(p, ushort, 3, 0, v)
#define VME_SET_IMEInput_Rec0_16x8_0Y(p, v) CM_VME_SET(p, ushort, 3, 1, v)
#define VME_SET_IMEInput_Rec0_16x8_1X(p, v) CM_VME_SET(p, ushort, 3, 2, v)
#define VME_SET_IMEInput_Rec0_16x8_1Y(p, v) CM_VME_SET(p, ushort, 3, 3, v)
#define VME_SET_IMEInput_Rec0_8x16_0X(p, v) CM_VME_SET(p, ushort, 3, 4, v)
#define VME_SET_IMEInput_Rec0_8x16_0Y(p, v) CM_VME_SET(p, ushort, 3, 5, v)
#define VME_SET_IMEInput_Rec0_8x16_1X(p, v) CM_VME_SET(p, ushort, 3, 6, v)
#define VME_SET_IMEInput_Rec0_8x16_1Y(p, v) CM_VME_SET(p, ushort, 3, 7, v)
#define VME_SET_IMEInput_Rec0_8x8_0X(p, v) CM_VME_SET(p, ushort, 3, 8, v)
#define VME_SET_IMEInput_Rec0_8x8_0Y(p, v) CM_VME_SET(p, ushort, 3, 9, v)
#define VME_SET_IMEInput_Rec0_8x8_1X(p, v) CM_VME_SET(p, ushort, 3, 10, v)
#define VME_SET_IMEInput_Rec0_8x8_1Y(p, v) CM_VME_SET(p, ushort, 3, 11, v)
#define VME_SET_IMEInput_Rec0_8x8_2X(p, v) CM_VME_SET(p, ushort, 3, 12, v)
#define VME_SET_IMEInput_Rec0_8x8_2Y(p, v) CM_VME_SET(p, ushort, 3, 13, v)
#define VME_SET_IMEInput_Rec0_8x8_3X(p, v) CM_VME_SET(p, ushort, 3, 14, v)
#define VME_SET_IMEInput_Rec0_8x8_3Y(p, v) CM_VME_SET(p, ushort, 3, 15, v)
#define VME_SET_IMEInput_Rec1_16x8_0Distortion(p, v) \
    CM_VME_SET(p, ushort, 4, 0, v)
#define VME_SET_IMEInput_Rec1_16x8_1Distortion(p, v) \
    CM_VME_SET(p, ushort, 4, 1, v)
#define VME_SET_IMEInput_Rec1_8x16_0Distortion(p, v) \
    CM_VME_SET(p, ushort, 4, 2, v)
#define VME_SET_IMEInput_Rec1_8x16_1Distortion(p, v) \
    CM_VME_SET(p, ushort, 4, 3, v)
#define VME_SET_IMEInput_Rec1_8x8_0Distortion(p, v) \
    CM_VME_SET(p, ushort, 4, 4, v)
#define VME_SET_IMEInput_Rec1_8x8_1Distortion(p, v) \
    CM_VME_SET(p, ushort, 4, 5, v)
#define VME_SET_IMEInput_Rec1_8x8_2Distortion(p, v) \
    CM_VME_SET(p, ushort, 4, 6, v)
#define VME_SET_IMEInput_Rec1_8x8_3Distortion(p, v) \
    CM_VME_SET(p, ushort, 4, 7, v)
#define VME_SET_IMEInput_Rec1_16x16_Distortion(p, v) \
    CM_VME_SET(p, ushort, 4, 8, v)
#define VME_SET_IMEInput_Rec1_16x16_RefID(p, v) CM_VME_SET(p, uchar, 4, 18, v)
#define VME_SET_IMEInput_Rec1_16x16_X(p, v) CM_VME_SET(p, ushort, 4, 10, v)
#define VME_SET_IMEInput_Rec1_16x16_Y(p, v) CM_VME_SET(p, ushort, 4, 11, v)
#define VME_SET_IMEInput_Rec1_16x8_0RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 4, 24, 0xF0, 0, v)
#define VME_SET_IMEInput_Rec1_16x8_1RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 4, 24, 0x0F, 4, v)
#define VME_SET_IMEInput_Rec1_8x16_0RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 4, 25, 0xF0, 0, v)
#define VME_SET_IMEInput_Rec1_8x16_1RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 4, 25, 0x0F, 4, v)
#define VME_SET_IMEInput_Rec1_8x8_0RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 4, 26, 0xF0, 0, v)
#define VME_SET_IMEInput_Rec1_8x8_1RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 4, 26, 0x0F, 4, v)
#define VME_SET_IMEInput_Rec1_8x8_2RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 4, 27, 0xF0, 0, v)
#define VME_SET_IMEInput_Rec1_8x8_3RefID(p, v) \
    CM_VME_SET_BITS(p, uchar, 4, 27, 0x0F, 4, v)
#define VME_SET_IMEInput_Rec1_16x8_0X(p, v) CM_VME_SET(p, ushort, 5, 0, v)
#define VME_SET_IMEInput_Rec1_16x8_0Y(p, v) CM_VME_SET(p, ushort, 5, 1, v)
#define VME_SET_IMEInput_Rec1_16x8_1X(p, v) CM_VME_SET(p, ushort, 5, 2, v)
#define VME_SET_IMEInput_Rec1_16x8_1Y(p, v) CM_VME_SET(p, ushort, 5, 3, v)
#define VME_SET_IMEInput_Rec1_8x16_0X(p, v) CM_VME_SET(p, ushort, 5, 4, v)
#define VME_SET_IMEInput_Rec1_8x16_0Y(p, v) CM_VME_SET(p, ushort, 5, 5, v)
#define VME_SET_IMEInput_Rec1_8x16_1X(p, v) CM_VME_SET(p, ushort, 5, 6, v)
#define VME_SET_IMEInput_Rec1_8x16_1Y(p, v) CM_VME_SET(p, ushort, 5, 7, v)
#define VME_SET_IMEInput_Rec1_8x8_0X(p, v) CM_VME_SET(p, ushort, 5, 8, v)
#define VME_SET_IMEInput_Rec1_8x8_0Y(p, v) CM_VME_SET(p, ushort, 5, 9, v)
#define VME_SET_IMEInput_Rec1_8x8_1X(p, v) CM_VME_SET(p, ushort, 5, 10, v)
#define VME_SET_IMEInput_Rec1_8x8_1Y(p, v) CM_VME_SET(p, ushort, 5, 11, v)
#define VME_SET_IMEInput_Rec1_8x8_2X(p, v) CM_VME_SET(p, ushort, 5, 12, v)
#define VME_SET_IMEInput_Rec1_8x8_2Y(p, v) CM_VME_SET(p, ushort, 5, 13, v)
#define VME_SET_IMEInput_Rec1_8x8_3X(p, v) CM_VME_SET(p, ushort, 5, 14, v)
#define VME_SET_IMEInput_Rec1_8x8_3Y(p, v) CM_VME_SET(p, ushort, 5, 15, v)

/* IME input, get */
#define VME_GET_IMEInput_IMESearchPathDelta0(p) CM_VME_GET(p, uchar, 0, 0)
#define VME_GET_IMEInput_IMESearchPathDelta1(p) CM_VME_GET(p, uchar, 0, 1)
#define VME_GET_IMEInput_IMESearchPathDelta2(p) CM_VME_GET(p, uchar, 0, 2)
#define VME_GET_IMEInput_IMESearchPathDelta3(p) CM_VME_GET(p, uchar, 0, 3)
#define VME_GET_IMEInput_IMESearchPathDelta4(p) CM_VME_GET(p, uchar, 0, 4)
#define VME_GET_IMEInput_IMESearchPathDelta5(p) CM_VME_GET(p, uchar, 0, 5)
#define VME_GET_IMEInput_IMESearchPathDelta6(p) CM_VME_GET(p, uchar, 0, 6)
#define VME_GET_IMEInput_IMESearchPathDelta7(p) CM_VME_GET(p, uchar, 0, 7)
#define VME_GET_IMEInput_IMESearchPathDelta8(p) CM_VME_GET(p, uchar, 0, 8)
#define VME_GET_IMEInput_IMESearchPathDelta9(p) CM_VME_GET(p, uchar, 0, 9)
#define VME_GET_IMEInput_IMESearchPathDelta10(p) CM_VME_GET(p, uchar, 0, 10)
#define VME_GET_IMEInput_IMESearchPathDelta11(p) CM_VME_GET(p, uchar, 0, 11)
#define VME_GET_IMEInput_IMESearchPathDelta12(p) CM_VME_GET(p, uchar, 0, 12)
#define VME_GET_IMEInput_IMESearchPathDelta13(p) CM_VME_GET(p, uchar, 0, 13)
#define VME_GET_IMEInput_IMESearchPathDelta14(p) CM_VME_GET(p, uchar, 0, 14)
#define VME_GET_IMEInput_IMESearchPathDelta15(p) CM_VME_GET(p, uchar, 0, 15)
#define VME_GET_IMEInput_IMESearchPathDelta16(p) CM_VME_GET(p, uchar, 0, 16)
#define VME_GET_IMEInput_IMESearchPathDelta17(p) CM_VME_GET(p, uchar, 0, 17)
#define VME_GET_IMEInput_IMESearchPathDelta18(p) CM_VME_GET(p, uchar, 0, 18)
#define VME_GET_IMEInput_IMESearchPathDelta19(p) CM_VME_GET(p, uchar, 0, 19)
#define VME_GET_IMEInput_IMESearchPathDelta20(p) CM_VME_GET(p, uchar, 0, 20)
#define VME_GET_IMEInput_IMESearchPathDelta21(p) CM_VME_GET(p, uchar, 0, 21)
#define VME_GET_IMEInput_IMESearchPathDelta22(p) CM_VME_GET(p, uchar, 0, 22)
#define VME_GET_IMEInput_IMESearchPathDelta23(p) CM_VME_GET(p, uchar, 0, 23)
#define VME_GET_IMEInput_IMESearchPathDelta24(p) CM_VME_GET(p, uchar, 0, 24)
#define VME_GET_IMEInput_IMESearchPathDelta25(p) CM_VME_GET(p, uchar, 0, 25)
#define VME_GET_IMEInput_IMESearchPathDelta26(p) CM_VME_GET(p, uchar, 0, 26)
#define VME_GET_IMEInput_IMESearchPathDelta27(p) CM_VME_GET(p, uchar, 0, 27)
#define VME_GET_IMEInput_IMESearchPathDelta28(p) CM_VME_GET(p, uchar, 0, 28)
#define VME_GET_IMEInput_IMESearchPathDelta29(p) CM_VME_GET(p, uchar, 0, 29)
#define VME_GET_IMEInput_IMESearchPathDelta30(p) CM_VME_GET(p, uchar, 0, 30)
#define VME_GET_IMEInput_IMESearchPathDelta31(p) CM_VME_GET(p, uchar, 0, 31)
#define VME_GET_IMEInput_IMESearchPathDelta32(p) CM_VME_GET(p, uchar, 1, 0)
#define VME_GET_IMEInput_IMESearchPathDelta33(p) CM_VME_GET(p, uchar, 1, 1)
#define VME_GET_IMEInput_IMESearchPathDelta34(p) CM_VME_GET(p, uchar, 1, 2)
#define VME_GET_IMEInput_IMESearchPathDelta35(p) CM_VME_GET(p, uchar, 1, 3)
#define VME_GET_IMEInput_IMESearchPathDelta36(p) CM_VME_GET(p, uchar, 1, 4)
#define VME_GET_IMEInput_IMESearchPathDelta37(p) CM_VME_GET(p, uchar, 1, 5)
#define VME_GET_IMEInput_IMESearchPathDelta38(p) CM_VME_GET(p, uchar, 1, 6)
#define VME_GET_IMEInput_IMESearchPathDelta39(p) CM_VME_GET(p, uchar, 1, 7)
#define VME_GET_IMEInput_IMESearchPathDelta40(p) CM_VME_GET(p, uchar, 1, 8)
#define VME_GET_IMEInput_IMESearchPathDelta41(p) CM_VME_GET(p, uchar, 1, 9)
#define VME_GET_IMEInput_IMESearchPathDelta42(p) CM_VME_GET(p, uchar, 1, 10)
#define VME_GET_IMEInput_IMESearchPathDelta43(p) CM_VME_GET(p, uchar, 1, 11)
#define VME_GET_IMEInput_IMESearchPathDelta44(p) CM_VME_GET(p, uchar, 1, 12)
#define VME_GET_IMEInput_IMESearchPathDelta45(p) CM_VME_GET(p, uchar, 1, 13)
#define VME_GET_IMEInput_IMESearchPathDelta46(p) CM_VME_GET(p, uchar, 1, 14)
#define VME_GET_IMEInput_IMESearchPathDelta47(p) CM_VME_GET(p, uchar, 1, 15)
#define VME_GET_IMEInput_IMESearchPathDelta48(p) CM_VME_GET(p, uchar, 1, 16)
#define VME_GET_IMEInput_IMESearchPathDelta49(p) CM_VME_GET(p, uchar, 1, 17)
#define VME_GET_IMEInput_IMESearchPathDelta50(p) CM_VME_GET(p, uchar, 1, 18)
#define VME_GET_IMEInput_IMESearchPathDelta51(p) CM_VME_GET(p, uchar, 1, 19)
#define VME_GET_IMEInput_IMESearchPathDelta52(p) CM_VME_GET(p, uchar, 1, 20)
#define VME_GET_IMEInput_IMESearchPathDelta53(p) CM_VME_GET(p, uchar, 1, 21)
#define VME_GET_IMEInput_IMESearchPathDelta54(p) CM_VME_GET(p, uchar, 1, 22)
#define VME_GET_IMEInput_IMESearchPathDelta55(p) CM_VME_GET(p, uchar, 1, 23)
#define VME_GET_IMEInput_Rec0_16x8_0Distortion(p) CM_VME_GET(p, ushort, 2, 0)
#define VME_GET_IMEInput_Rec0_16x8_1Distortion(p) CM_VME_GET(p, ushort, 2, 1)
#define VME_GET_IMEInput_Rec0_8x16_0Distortion(p) CM_VME_GET(p, ushort, 2, 2)
#define VME_GET_IMEInput_Rec0_8x16_1Distortion(p) CM_VME_GET(p, ushort, 2, 3)
#define VME_GET_IMEInput_Rec0_8x8_0Distortion(p) CM_VME_GET(p, ushort, 2, 4)
#define VME_GET_IMEInput_Rec0_8x8_1Distortion(p) CM_VME_GET(p, ushort, 2, 5)
#define VME_GET_IMEInput_Rec0_8x8_2Distortion(p) CM_VME_GET(p, ushort, 2, 6)
#define VME_GET_IMEInput_Rec0_8x8_3Distortion(p) CM_VME_GET(p, ushort, 2, 7)
#define VME_GET_IMEInput_Rec0_16x16_Distortion(p) CM_VME_GET(p, ushort, 2, 8)
#define VME_GET_IMEInput_Rec0_16x16_X(p) CM_VME_GET(p, ushort, 2, 10)
#define VME_GET_IMEInput_Rec0_16x16_Y(p) CM_VME_GET(p, ushort, 2, 11)
#define VME_GET_IMEInput_Rec0_16x8_0to1RefID(p) CM_VME_GET(p, uchar, 2, 24)
#define VME_GET_IMEInput_Rec0_8x16_0to1RefID(p) CM_VME_GET(p, uchar, 2, 25)
#define VME_GET_IMEInput_Rec0_8x8_0to1RefID(p) CM_VME_GET(p, uchar, 2, 26)
#define VME_GET_IMEInput_Rec0_8x8_2to3RefID(p) CM_VME_GET(p, uchar, 2, 27)
#define VME_GET_IMEInput_Rec0_16x8_0X(p) CM_VME_GET(p, ushort, 3, 0)
#define VME_GET_IMEInput_Rec0_16x8_0Y(p) CM_VME_GET(p, ushort, 3, 1)
#define VME_GET_IMEInput_Rec0_16x8_1X(p) CM_VME_GET(p, ushort, 3, 2)
#define VME_GET_IMEInput_Rec0_16x8_1Y(p) CM_VME_GET(p, ushort, 3, 3)
#define VME_GET_IMEInput_Rec0_8x16_0X(p) CM_VME_GET(p, ushort, 3, 4)
#define VME_GET_IMEInput_Rec0_8x16_0Y(p) CM_VME_GET(p, ushort, 3, 5)
#define VME_GET_IMEInput_Rec0_8x16_1X(p) CM_VME_GET(p, ushort, 3, 6)
#define VME_GET_IMEInput_Rec0_8x16_1Y(p) CM_VME_GET(p, ushort, 3, 7)
#define VME_GET_IMEInput_Rec0_8x8_0X(p) CM_VME_GET(p, ushort, 3, 8)
#define VME_GET_IMEInput_Rec0_8x8_0Y(p) CM_VME_GET(p, ushort, 3, 9)
#define VME_GET_IMEInput_Rec0_8x8_1X(p) CM_VME_GET(p, ushort, 3, 10)
#define VME_GET_IMEInput_Rec0_8x8_1Y(p) CM_VME_GET(p, ushort, 3, 11)
#define VME_GET_IMEInput_Rec0_8x8_2X(p) CM_VME_GET(p, ushort, 3, 12)
#define VME_GET_IMEInput_Rec0_8x8_2Y(p) CM_VME_GET(p, ushort, 3, 13)
#define VME_GET_IMEInput_Rec0_8x8_3X(p) CM_VME_GET(p, ushort, 3, 14)
#define VME_GET_IMEInput_Rec0_8x8_3Y(p) CM_VME_GET(p, ushort, 3, 15)
#define VME_GET_IMEInput_Rec1_16x8_0Distortion(p) CM_VME_GET(p, ushort, 4, 0)
#define VME_GET_IMEInput_Rec1_16x8_1Distortion(p) CM_VME_GET(p, ushort, 4, 1)
#define VME_GET_IMEInput_Rec1_8x16_0Distortion(p) CM_VME_GET(p, ushort, 4, 2)
#define VME_GET_IMEInput_Rec1_8x16_1Distortion(p) CM_VME_GET(p, ushort, 4, 3)
#define VME_GET_IMEInput_Rec1_8x8_0Distortion(p) CM_VME_GET(p, ushort, 4, 4)
#define VME_GET_IMEInput_Rec1_8x8_1Distortion(p) CM_VME_GET(p, ushort, 4, 5)
#define VME_GET_IMEInput_Rec1_8x8_2Distortion(p) CM_VME_GET(p, ushort, 4, 6)
#define VME_GET_IMEInput_Rec1_8x8_3Distortion(p) CM_VME_GET(p, ushort, 4, 7)
#define VME_GET_IMEInput_Rec1_16x16_Distortion(p) CM_VME_GET(p, ushort, 4, 8)
#define VME_GET_IMEInput_Rec1_16x16_X(p) CM_VME_GET(p, ushort, 4, 10)
#define VME_GET_IMEInput_Rec1_16x16_Y(p) CM_VME_GET(p, ushort, 4, 11)
#define VME_GET_IMEInput_Rec1_16x8_0to1RefID(p) CM_VME_GET(p, uchar, 4, 24)
#define VME_GET_IMEInput_Rec1_8x16_0to1RefID(p) CM_VME_GET(p, uchar, 4, 25)
#define VME_GET_IMEInput_Rec1_8x8_0to1RefID(p) CM_VME_GET(p, uchar, 4, 26)
#define VME_GET_IMEInput_Rec1_8x8_2to3RefID(p) CM_VME_GET(p, uchar, 4, 27)
#define VME_GET_IMEInput_Rec1_16x8_0X(p) CM_VME_GET(p, ushort, 5, 0)
#define VME_GET_IMEInput_Rec1_16x8_0Y(p) CM_VME_GET(p, ushort, 5, 1)
#define VME_GET_IMEInput_Rec1_16x8_1X(p) CM_VME_GET(p, ushort, 5, 2)
#define VME_GET_IMEInput_Rec1_16x8_1Y(p) CM_VME_GET(p, ushort, 5, 3)
#define VME_GET_IMEInput_Rec1_8x16_0X(p) CM_VME_GET(p, ushort, 5, 4)
#define VME_GET_IMEInput_Rec1_8x16_0Y(p) CM_VME_GET(p, ushort, 5, 5)
#define VME_GET_IMEInput_Rec1_8x16_1X(p) CM_VME_GET(p, ushort, 5, 6)
#define VME_GET_IMEInput_Rec1_8x16_1Y(p) CM_VME_GET(p, ushort, 5, 7)
#define VME_GET_IMEInput_Rec1_8x8_0X(p) CM_VME_GET(p, ushort, 5, 8)
#define VME_GET_IMEInput_Rec1_8x8_0Y(p) CM_VME_GET(p, ushort, 5, 9)
#define VME_GET_IMEInput_Rec1_8x8_1X(p) CM_VME_GET(p, ushort, 5, 10)
#define VME_GET_IMEInput_Rec1_8x8_1Y(p) CM_VME_GET(p, ushort, 5, 11)
#define VME_GET_IMEInput_Rec1_8x8_2X(p) CM_VME_GET(p, ushort, 5, 12)
#define VME_GET_IMEInput_Rec1_8x8_2Y(p) CM_VME_GET(p, ushort, 5, 13)
#define VME_GET_IMEInput_Rec1_8x8_3X(p) CM_VME_GET(p, ushort, 5, 14)
#define VME_GET_IMEInput_Rec1_8x8_3Y(p) CM_VME_GET(p, ushort, 5, 15)

/* SIC input, set/clear */
#define VME_SET_SICInput_Ref0SkipCenter0DeltaXY(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 0, 0, 16, DeltaX, DeltaY)
#define VME_SET_SICInput_Ref1SkipCenter0DeltaXY(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 0, 1, 16, DeltaX, DeltaY)
#define VME_SET_SICInput_Ref0SkipCenter1DeltaXY(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 0, 2, 16, DeltaX, DeltaY)
#define VME_SET_SICInput_Ref1SkipCenter1DeltaXY(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 0, 3, 16, DeltaX, DeltaY)
#define VME_SET_SICInput_Ref0SkipCenter2DeltaXY(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 0, 4, 16, DeltaX, DeltaY)
#define VME_SET_SICInput_Ref1SkipCenter2DeltaXY(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 0, 5, 16, DeltaX, DeltaY)
#define VME_SET_SICInput_Ref0SkipCenter3DeltaXY(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 0, 6, 16, DeltaX, DeltaY)
#define VME_SET_SICInput_Ref1SkipCenter3DeltaXY(p, DeltaX, DeltaY) \
    CM_VME_SET_PAIR(p, uint, 0, 7, 16, DeltaX, DeltaY)
#define VME_SET_SICInput_IntraComputeType(p, v) CM_VME_SET(p, uchar, 1, 5, v)
#define VME_SET_SICInput_CornerNeighborPixel0(p, v) \
    CM_VME_SET(p, uchar, 1, 7, v)
#define VME_SET_SICInput_NeighborPixelLum0(p, v) CM_VME_SET(p, uchar, 1, 8, v)
#define VME_SET_SICInput_NeighborPixelLum1(p, v) CM_VME_SET(p, uchar, 1, 9, v)
#define VME_SET_SICInput_NeighborPixelLum2(p, v) CM_VME_SET(p, uchar, 1, 10, v)
#define VME_SET_SICInput_NeighborPixelLum3(p, v) CM_VME_SET(p, uchar, 1, 11, v)
#define VME_SET_SICInput_NeighborPixelLum4(p, v) CM_VME_SET(p, uchar, 1, 12, v)
#define VME_SET_SICInput_NeighborPixelLum5(p, v) CM_VME_SET(p, uchar, 1, 13, v)
#define VME_SET_SICInput_NeighborPixelLum6(p, v) CM_VME_SET(p, uchar, 1, 14, v)
#define VME_SET_SICInput_NeighborPixelLum7(p, v) CM_VME_SET(p, uchar, 1, 15, v)
#define VME_SET_SICInput_NeighborPixelLum8(p, v) CM_VME_SET(p, uchar, 1, 16, v)
#define VME_SET_SICInput_NeighborPixelLum9(p, v) CM_VME_SET(p, uchar, 1, 17, v)
#define VME_SET_SICInput_NeighborPixelLum10(p, v) \
    CM_VME_SET(p, uchar, 1, 18, v)
#define VME_SET_SICInput_NeighborPixelLum11(p, v) \
    CM_VME_SET(p, uchar, 1, 19, v)
#define VME_SET_SICInput_NeighborPixelLum12(p, v) \
    CM_VME_SET(p, uchar, 1, 20, v)
#define VME_SET_SICInput_NeighborPixelLum13(p, v) \
    CM_VME_SET(p, uchar, 1, 21, v)
#define VME_SET_SICInput_NeighborPixelLum14(p, v) \
    CM_VME_SET(p, uchar, 1, 22, v)
#define VME_SET_SICInput_NeighborPixelLum15(p, v) \
    CM_VME_SET(p, uchar, 1, 23, v)
#define VME_SET_SICInput_NeighborPixelLum16(p, v) \
    CM_VME_SET(p, uchar, 1, 24, v)
#define VME_SET_SICInput_NeighborPixelLum17(p, v) \
    CM_VME_SET(p, uchar, 1, 25, v)
#define VME_SET_SICInput_NeighborPixelLum18(p, v) \
    CM_VME_SET(p, uchar, 1, 26, v)
#define VME_SET_SICInput_NeighborPixelLum19(p, v) \
    CM_VME_SET(p, uchar, 1, 27, v)
#define VME_SET_SICInput_NeighborPixelLum20(p, v) \
    CM_VME_SET(p, uchar, 1, 28, v)
#define VME_SET_SICInput_NeighborPixelLum21(p, v) \
    CM_VME_SET(p, uchar, 1, 29, v)
#define VME_SET_SICInput_NeighborPixelLum22(p, v) \
    CM_VME_SET(p, uchar, 1, 30, v)
#define VME_SET_SICInput_NeighborPixelLum23(p, v) \
    CM_VME_SET(p, uchar, 1, 31, v)
#define VME_SET_SICInput_NeighborPixelLum24(p, v) CM_VME_SET(p, uchar, 2, 0, v)
#define VME_SET_SICInput_NeighborPixelLum25(p, v) CM_VME_SET(p, uchar, 2, 1, v)
#define VME_SET_SICInput_NeighborPixelLum26(p, v) CM_VME_SET(p, uchar, 2, 2, v)
#define VME_SET_SICInput_NeighborPixelLum27(p, v) CM_VME_SET(p, uchar, 2, 3, v)
#define VME_SET_SICInput_NeighborPixelLum28(p, v) CM_VME_SET(p, uchar, 2, 4, v)
#define VME_SET_SICInput_NeighborPixelLum29(p, v) CM_VME_SET(p, uchar, 2, 5, v)
#define VME_SET_SICInput_NeighborPixelLum30(p, v) CM_VME_SET(p, uchar, 2, 6, v)
#define VME_SET_SICInput_NeighborPixelLum31(p, v) CM_VME_SET(p, uchar, 2, 7, v)
#define VME_SET_SICInput_NeighborPixelLum32(p, v) CM_VME_SET(p, uchar, 2, 8, v)
#define VME_SET_SICInput_NeighborPixelLum33(p, v) CM_VME_SET(p, uchar, 2, 9, v)
#define VME_SET_SICInput_NeighborPixelLum34(p, v) \
    CM_VME_SET(p, uchar, 2, 10, v)
#define VME_SET_SICInput_NeighborPixelLum35(p, v) \
    CM_VME_SET(p, uchar, 2, 11, v)
#define VME_SET_SICInput_NeighborPixelLum36(p, v) \
    CM_VME_SET(p, uchar, 2, 12, v)
#define VME_SET_SICInput_NeighborPixelLum37(p, v) \
    CM_VME_SET(p, uchar, 2, 13, v)
#define VME_SET_SICInput_NeighborPixelLum38(p, v) \
    CM_VME_SET(p, uchar, 2, 14, v)
#define VME_SET_SICInput_CornerNeighborPixel1(p, v) \
    CM_VME_SET(p, uchar, 2, 15, v)
#define VME_SET_SICInput_IntraMxMPredModeA5(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 16, 0xF0, 0, v)
#define VME_SET_SICInput_IntraMxMPredModeA7(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 16, 0x0F, 4, v)
#define VME_SET_SICInput_IntraMxMPredModeA13(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 17, 0xF0, 0, v)
#define VME_SET_SICInput_IntraMxMPredModeA15(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 17, 0x0F, 4, v)
#define VME_SET_SICInput_IntraMxMPredModeB10(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 18, 0xF0, 0, v)
#define VME_SET_SICInput_IntraMxMPredModeB11(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 18, 0x0F, 4, v)
#define VME_SET_SICInput_IntraMxMPredModeB14(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 19, 0xF0, 0, v)
#define VME_SET_SICInput_IntraMxMPredModeB15(p, v) \
    CM_VME_SET_BITS(p, uchar, 2, 19, 0x0F, 4, v)
#define VME_SET_SICInput_CornerNeighborPixelChroma(p, v) \
    CM_VME_SET(p, ushort, 2, 10, v)
#define VME_SET_SICInput_PenaltyIntra4x4NonDC(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 2, 30, v)
#define VME_SET_SICInput_PenaltyIntra8x8NonDC(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 2, 29, v)
#define VME_SET_SICInput_PenaltyIntra16x16NonDC(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 2, 28, v)
#define VME_SET_SICInput_NeighborPixelChroma0(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 0, v)
#define VME_SET_SICInput_NeighborPixelChroma1(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 1, v)
#define VME_SET_SICInput_NeighborPixelChroma2(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 2, v)
#define VME_SET_SICInput_NeighborPixelChroma3(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 3, v)
#define VME_SET_SICInput_NeighborPixelChroma4(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 4, v)
#define VME_SET_SICInput_NeighborPixelChroma5(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 5, v)
#define VME_SET_SICInput_NeighborPixelChroma6(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 6, v)
#define VME_SET_SICInput_NeighborPixelChroma7(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 7, v)
#define VME_SET_SICInput_NeighborPixelChroma8(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 8, v)
#define VME_SET_SICInput_NeighborPixelChroma9(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 9, v)
#define VME_SET_SICInput_NeighborPixelChroma10(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 10, v)
#define VME_SET_SICInput_NeighborPixelChroma11(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 11, v)
#define VME_SET_SICInput_NeighborPixelChroma12(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 12, v)
#define VME_SET_SICInput_NeighborPixelChroma13(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 13, v)
#define VME_SET_SICInput_NeighborPixelChroma14(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 14, v)
#define VME_SET_SICInput_NeighborPixelChroma15(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 15, v)
#define VME_SET_SICInput_NeighborPixelChroma16(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 16, v)
#define VME_SET_SICInput_NeighborPixelChroma17(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 17, v)
#define VME_SET_SICInput_NeighborPixelChroma18(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 18, v)
#define VME_SET_SICInput_NeighborPixelChroma19(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 19, v)
#define VME_SET_SICInput_NeighborPixelChroma20(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 20, v)
#define VME_SET_SICInput_NeighborPixelChroma21(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 21, v)
#define VME_SET_SICInput_NeighborPixelChroma22(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 22, v)
#define VME_SET_SICInput_NeighborPixelChroma23(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 23, v)
#define VME_SET_SICInput_NeighborPixelChroma24(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 24, v)
#define VME_SET_SICInput_NeighborPixelChroma25(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 25, v)
#define VME_SET_SICInput_NeighborPixelChroma26(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 26, v)
#define VME_SET_SICInput_NeighborPixelChroma27(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 27, v)
#define VME_SET_SICInput_NeighborPixelChroma28(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 28, v)
#define VME_SET_SICInput_NeighborPixelChroma29(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 29, v)
#define VME_SET_SICInput_NeighborPixelChroma30(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 30, v)
#define VME_SET_SICInput_NeighborPixelChroma31(p, v) \
    CM_VME_SET_ELEMENT(p, uchar, 3, 31, v)

/* SIC input, get */
#define VME_GET_SICInput_Ref0SkipCenter0DeltaX(p) CM_VME_GET(p, ushort, 0, 0)
#define VME_GET_SICInput_Ref0SkipCenter0DeltaY(p) CM_VME_GET(p, ushort, 0, 1)
#define VME_GET_SICInput_Ref1SkipCenter0DeltaX(p) CM_VME_GET(p, ushort, 0, 2)
#define VME_GET_SICInput_Ref1SkipCenter0DeltaY(p) CM_VME_GET(p, ushort, 0, 3)
#define VME_GET_SICInput_Ref0SkipCenter1DeltaX(p) CM_VME_GET(p, ushort, 0, 4)
#define VME_GET_SICInput_Ref0SkipCenter1DeltaY(p) CM_VME_GET(p, ushort, 0, 5)
#define VME_GET_SICInput_Ref1SkipCenter1DeltaX(p) CM_VME_GET(p, ushort, 0, 6)
#define VME_GET_SICInput_Ref1SkipCenter1DeltaY(p) CM_VME_GET(p, ushort, 0, 7)
#define VME_GET_SICInput_Ref0SkipCenter2DeltaX(p) CM_VME_GET(p, ushort, 0, 8)
#define VME_GET_SICInput_Ref0SkipCenter2DeltaY(p) CM_VME_GET(p, ushort, 0, 9)
#define VME_GET_SICInput_Ref1SkipCenter2DeltaX(p) CM_VME_GET(p, ushort, 0, 10)
#define VME_GET_SICInput_Ref1SkipCenter2DeltaY(p) CM_VME_GET(p, ushort, 0, 11)
#define VME_GET_SICInput_Ref0SkipCenter3DeltaX(p) CM_VME_GET(p, ushort, 0, 12)
#define VME_GET_SICInput_Ref0SkipCenter3DeltaY(p) CM_VME_GET(p, ushort, 0, 13)
#define VME_GET_SICInput_Ref1SkipCenter3DeltaX(p) CM_VME_GET(p, ushort, 0, 14)
#define VME_GET_SICInput_Ref1SkipCenter3DeltaY(p) CM_VME_GET(p, ushort, 0, 15)
#define VME_GET_SICInput_Intra4x4ModeMask(p) CM_VME_GET(p, uchar, 1, 0)
#define VME_GET_SICInput_Intra8x8ModeMask(p) CM_VME_GET(p, uchar, 1, 2)
#define VME_GET_SICInput_IntraModeMask(p) CM_VME_GET(p, uchar, 1, 4)
#define VME_GET_SICInput_IntraComputeType(p) \
    CM_VME_GET_BITS(p, uchar, 1, 5, 0x3, 0)
#define VME_GET_SICInput_CornerNeighborPixel0(p) CM_VME_GET(p, uchar, 1, 7)
#define VME_GET_SICInput_NeighborPixelLum0(p) CM_VME_GET(p, uchar, 1, 8)
#define VME_GET_SICInput_NeighborPixelLum1(p) CM_VME_GET(p, uchar, 1, 9)
#define VME_GET_SICInput_NeighborPixelLum2(p) CM_VME_GET(p, uchar, 1, 10)
#define VME_GET_SICInput_NeighborPixelLum3(p) CM_VME_GET(p, uchar, 1, 11)
#define VME_GET_SICInput_NeighborPixelLum4(p) CM_VME_GET(p, uchar, 1, 12)
#define VME_GET_SICInput_NeighborPixelLum5(p) CM_VME_GET(p, uchar, 1, 13)
#define VME_GET_SICInput_NeighborPixelLum6(p) CM_VME_GET(p, uchar, 1, 14)
#define VME_GET_SICInput_NeighborPixelLum7(p) CM_VME_GET(p, uchar, 1, 15)
#define VME_GET_SICInput_NeighborPixelLum8(p) CM_VME_GET(p, uchar, 1, 16)
#define VME_GET_SICInput_NeighborPixelLum9(p) CM_VME_GET(p, uchar, 1, 17)
#define VME_GET_SICInput_NeighborPixelLum10(p) CM_VME_GET(p, uchar, 1, 18)
#define VME_GET_SICInput_NeighborPixelLum11(p) CM_VME_GET(p, uchar, 1, 19)
#define VME_GET_SICInput_NeighborPixelLum12(p) CM_VME_GET(p, uchar, 1, 20)
#define VME_GET_SICInput_NeighborPixelLum13(p) CM_VME_GET(p, uchar, 1, 21)
#define VME_GET_SICInput_NeighborPixelLum14(p) CM_VME_GET(p, uchar, 1, 22)
#define VME_GET_SICInput_NeighborPixelLum15(p) CM_VME_GET(p, uchar, 1, 23)
#define VME_GET_SICInput_NeighborPixelLum16(p) CM_VME_GET(p, uchar, 1, 24)
#define VME_GET_SICInput_NeighborPixelLum17(p) CM_VME_GET(p, uchar, 1, 25)
#define VME_GET_SICInput_NeighborPixelLum18(p) CM_VME_GET(p, uchar, 1, 26)
#define VME_GET_SICInput_NeighborPixelLum19(p) CM_VME_GET(p, uchar, 1, 27)
#define VME_GET_SICInput_NeighborPixelLum20(p) CM_VME_GET(p, uchar, 1, 28)
#define VME_GET_SICInput_NeighborPixelLum21(p) CM_VME_GET(p, uchar, 1, 29)
#define VME_GET_SICInput_NeighborPixelLum22(p) CM_VME_GET(p, uchar, 1, 30)
#define VME_GET_SICInput_NeighborPixelLum23(p) CM_VME_GET(p, uchar, 1, 31)
#define VME_GET_SICInput_NeighborPixelLum24(p) CM_VME_GET(p, uchar, 2, 0)
#define VME_GET_SICInput_NeighborPixelLum25(p) CM_VME_GET(p, uchar, 2, 1)
#define VME_GET_SICInput_NeighborPixelLum26(p) CM_VME_GET(p, uchar, 2, 2)
#define VME_GET_SICInput_NeighborPixelLum27(p) CM_VME_GET(p, uchar, 2, 3)
#define VME_GET_SICInput_NeighborPixelLum28(p) CM_VME_GET(p, uchar, 2, 4)
#define VME_GET_SICInput_NeighborPixelLum29(p) CM_VME_GET(p, uchar, 2, 5)
#define VME_GET_SICInput_NeighborPixelLum30(p) CM_VME_GET(p, uchar, 2, 6)
#define VME_GET_SICInput_NeighborPixelLum31(p) CM_VME_GET(p, uchar, 2, 7)
#define VME_GET_SICInput_NeighborPixelLum32(p) CM_VME_GET(p, uchar, 2, 8)
#define VME_GET_SICInput_NeighborPixelLum33(p) CM_VME_GET(p, uchar, 2, 9)
#define VME_GET_SICInput_NeighborPixelLum34(p) CM_VME_GET(p, uchar, 2, 10)
#define VME_GET_SICInput_NeighborPixelLum35(p) CM_VME_GET(p, uchar, 2, 11)
#define VME_GET_SICInput_NeighborPixelLum36(p) CM_VME_GET(p, uchar, 2, 12)
#define VME_GET_SICInput_NeighborPixelLum37(p) CM_VME_GET(p, uchar, 2, 13)
#define VME_GET_SICInput_NeighborPixelLum38(p) CM_VME_GET(p, uchar, 2, 14)
#define VME_GET_SICInput_CornerNeighborPixel1(p) CM_VME_GET(p, uchar, 2, 15)
#define VME_GET_SICInput_LeftModes(p) CM_VME_GET(p, ushort, 2, 8)
#define VME_GET_SICInput_TopModes(p) CM_VME_GET(p, ushort, 2, 9)
#define VME_GET_SICInput_CornerNeighborPixelChroma(p) \
    CM_VME_GET(p, ushort, 2, 10)
#define VME_GET_SICInput_PenaltyIntra4x4NonDC(p) CM_VME_GET(p, uchar, 2, 30)
#define VME_GET_SICInput_PenaltyIntra8x8NonDC(p) CM_VME_GET(p, uchar, 2, 29)
#define VME_GET_SICInput_PenaltyIntra16x16NonDC(p) CM_VME_GET(p, uchar, 2, 28)
#define VME_GET_SICInput_NeighborPixelChroma0(p) CM_VME_GET(p, uchar, 3, 0)
#define VME_GET_SICInput_NeighborPixelChroma1(p) CM_VME_GET(p, uchar, 3, 1)
#define VME_GET_SICInput_NeighborPixelChroma2(p) CM_VME_GET(p, uchar, 3, 2)
#define VME_GET_SICInput_NeighborPixelChroma3(p) CM_VME_GET(p, uchar, 3, 3)
#define VME_GET_SICInput_NeighborPixelChroma4(p) CM_VME_GET(p, uchar, 3, 4)
#define VME_GET_SICInput_NeighborPixelChroma5(p) CM_VME_GET(p, uchar, 3, 5)
#define VME_GET_SICInput_NeighborPixelChroma6(p) CM_VME_GET(p, uchar, 3, 6)
#define VME_GET_SICInput_NeighborPixelChroma7(p) CM_VME_GET(p, uchar, 3, 7)
#define VME_GET_SICInput_NeighborPixelChroma8(p) CM_VME_GET(p, uchar, 3, 8)
#define VME_GET_SICInput_NeighborPixelChroma9(p) CM_VME_GET(p, uchar, 3, 9)
#define VME_GET_SICInput_NeighborPixelChroma10(p) CM_VME_GET(p, uchar, 3, 10)
#define VME_GET_SICInput_NeighborPixelChroma11(p) CM_VME_GET(p, uchar, 3, 11)
#define VME_GET_SICInput_NeighborPixelChroma12(p) CM_VME_GET(p, uchar, 3, 12)
#define VME_GET_SICInput_NeighborPixelChroma13(p) CM_VME_GET(p, uchar, 3, 13)
#define VME_GET_SICInput_NeighborPixelChroma14(p) CM_VME_GET(p, uchar, 3, 14)
#define VME_GET_SICInput_NeighborPixelChroma15(p) CM_VME_GET(p, uchar, 3, 15)
#define VME_GET_SICInput_NeighborPixelChroma16(p) CM_VME_GET(p, uchar, 3, 16)
#define VME_GET_SICInput_NeighborPixelChroma17(p) CM_VME_GET(p, uchar, 3, 17)
#define VME_GET_SICInput_NeighborPixelChroma18(p) CM_VME_GET(p, uchar, 3, 18)
#define VME_GET_SICInput_NeighborPixelChroma19(p) CM_VME_GET(p, uchar, 3, 19)
#define VME_GET_SICInput_NeighborPixelChroma20(p) CM_VME_GET(p, uchar, 3, 20)
#define VME_GET_SICInput_NeighborPixelChroma21(p) CM_VME_GET(p, uchar, 3, 21)
#define VME_GET_SICInput_NeighborPixelChroma22(p) CM_VME_GET(p, uchar, 3, 22)
#define VME_GET_SICInput_NeighborPixelChroma23(p) CM_VME_GET(p, uchar, 3, 23)
#define VME_GET_SICInput_NeighborPixelChroma24(p) CM_VME_GET(p, uchar, 3, 24)
#define VME_GET_SICInput_NeighborPixelChroma25(p) CM_VME_GET(p, uchar, 3, 25)
#define VME_GET_SICInput_NeighborPixelChroma26(p) CM_VME_GET(p, uchar, 3, 26)
#define VME_GET_SICInput_NeighborPixelChroma27(p) CM_VME_GET(p, uchar, 3, 27)
#define VME_GET_SICInput_NeighborPixelChroma28(p) CM_VME_GET(p, uchar, 3, 28)
#define VME_GET_SICInput_NeighborPixelChroma29(p) CM_VME_GET(p, uchar, 3, 29)
#define VME_GET_SICInput_NeighborPixelChroma30(p) CM_VME_GET(p, uchar, 3, 30)
#define VME_GET_SICInput_NeighborPixelChroma31(p) CM_VME_GET(p, uchar, 3, 31)

/* FBR input, set/clear */
#define VME_SET_FBRInput_Ref0SubBlockX0(p, v) CM_VME_SET(p, ushort, 0, 0, v)
#define VME_SET_FBRInput_Ref0SubBlockY0(p, v) CM_VME_SET(p, ushort, 0, 1, v)
#define VME_SET_FBRInput_Ref1SubBlockX0(p, v) CM_VME_SET(p, ushort, 0, 2, v)
#define VME_SET_FBRInput_Ref1SubBlockY0(p, v) CM_VME_SET(p, ushort, 0, 3, v)
#define VME_SET_FBRInput_Ref0SubBlockX1(p, v) CM_VME_SET(p, ushort, 0, 4, v)
#define VME_SET_FBRInput_Ref0SubBlockY1(p, v) CM_VME_SET(p, ushort, 0, 5, v)
#define VME_SET_FBRInput_Ref1SubBlockX1(p, v) CM_VME_SET(p, ushort, 0, 6, v)
#define VME_SET_FBRInput_Ref1SubBlockY1(p, v) CM_VME_SET(p, ushort, 0, 7, v)
#define VME_SET_FBRInput_Ref0SubBlockX2(p, v) CM_VME_SET(p, ushort, 0, 8, v)
#define VME_SET_FBRInput_Ref0SubBlockY2(p, v) CM_VME_SET(p, ushort, 0, 9, v)
#define VME_SET_FBRInput_Ref1SubBlockX2(p, v) CM_VME_SET(p, ushort, 0, 10, v)
#define VME_SET_FBRInput_Ref1SubBlockY2(p, v) CM_VME_SET(p, ushort, 0, 11, v)
#define VME_SET_FBRInput_Ref0SubBlockX3(p, v) CM_VME_SET(p, ushort, 0, 12, v)
#define VME_SET_FBRInput_Ref0SubBlockY3(p, v) CM_VME_SET(p, ushort, 0, 13, v)
#define VME_SET_FBRInput_Ref1SubBlockX3(p, v) CM_VME_SET(p, ushort, 0, 14, v)
#define VME_SET_FBRInput_Ref1SubBlockY3(p, v) CM_VME_SET(p, ushort, 0, 15, v)
#define VME_SET_FBRInput_Ref0SubBlockX4(p, v) CM_VME_SET(p, ushort, 1, 0, v)
#define VME_SET_FBRInput_Ref0SubBlockY4(p, v) CM_VME_SET(p, ushort, 1, 1, v)
#define VME_SET_FBRInput_Ref1SubBlockX4(p, v) CM_VME_SET(p, ushort, 1, 2, v)
#define VME_SET_FBRInput_Ref1SubBlockY4(p, v) CM_VME_SET(p, ushort, 1, 3, v)
#define VME_SET_FBRInput_Ref0SubBlockX5(p, v) CM_VME_SET(p, ushort, 1, 4, v)
#define VME_SET_FBRInput_Ref0SubBlockY5(p, v) CM_VME_SET(p, ushort, 1, 5, v)
#define VME_SET_FBRInput_Ref1SubBlockX5(p, v) CM_VME_SET(p, ushort, 1, 6, v)
#define VME_SET_FBRInput_Ref1SubBlockY5(p, v) CM_VME_SET(p, ushort, 1, 7, v)
#define VME_SET_FBRInput_Ref0SubBlockX6(p, v) CM_VME_SET(p, ushort, 1, 8, v)
#define VME_SET_FBRInput_Ref0SubBlockY6(p, v) CM_VME_SET(p, ushort, 1, 9, v)
#define VME_SET_FBRInput_Ref1SubBlockX6(p, v) CM_VME_SET(p, ushort, 1, 10, v)
#define VME_SET_FBRInput_Ref1SubBlockY6(p, v) CM_VME_SET(p, ushort, 1, 11, v)
#define VME_SET_FBRInput_Ref0SubBlockX7(p, v) CM_VME_SET(p, ushort, 1, 12, v)
#define VME_SET_FBRInput_Ref0SubBlockY7(p, v) CM_VME_SET(p, ushort, 1, 13, v)
#define VME_SET_FBRInput_Ref1SubBlockX7(p, v) CM_VME_SET(p, ushort, 1, 14, v)
#define VME_SET_FBRInput_Ref1SubBlockY7(p, v) CM_VME_SET(p, ushort, 1, 15, v)
#define VME_SET_FBRInput_Ref0SubBlockX8(p, v) CM_VME_SET(p, ushort, 2, 0, v)
#define VME_SET_FBRInput_Ref0SubBlockY8(p, v) CM_VME_SET(p, ushort, 2, 1, v)
#define VME_SET_FBRInput_Ref1SubBlockX8(p, v) CM_VME_SET(p, ushort, 2, 2, v)
#define VME_SET_FBRInput_Ref1SubBlockY8(p, v) CM_VME_SET(p, ushort, 2, 3, v)
#define VME_SET_FBRInput_Ref0SubBlockX9(p, v) CM_VME_SET(p, ushort, 2, 4, v)
#define VME_SET_FBRInput_Ref0SubBlockY9(p, v) CM_VME_SET(p, ushort, 2, 5, v)
#define VME_SET_FBRInput_Ref1SubBlockX9(p, v) CM_VME_SET(p, ushort, 2, 6, v)
#define VME_SET_FBRInput_Ref1SubBlockY9(p, v) CM_VME_SET(p, ushort, 2, 7, v)
#define VME_SET_FBRInput_Ref0SubBlockX10(p, v) CM_VME_SET(p, ushort, 2, 8, v)
#define VME_SET_FBRInput_Ref0SubBlockY10(p, v) CM_VME_SET(p, ushort, 2, 9, v)
#define VME_SET_FBRInput_Ref1SubBlockX10(p, v) CM_VME_SET(p, ushort, 2, 10, v)
#define VME_SET_FBRInput_Ref1SubBlockY10(p, v) CM_VME_SET(p, ushort, 2, 11, v)
#define VME_SET_FBRInput_Ref0SubBlockX11(p, v) CM_VME_SET(p, ushort, 2, 12, v)
#define VME_SET_FBRInput_Ref0SubBlockY11(p, v) CM_VME_SET(p, ushort, 2, 13, v)
#define VME_SET_FBRInput_Ref1SubBlockX11(p, v) CM_VME_SET(p, ushort, 2, 14, v)
#define VME_SET_FBRInput_Ref1SubBlockY11(p, v) CM_VME_SET(p, ushort, 2, 15, v)
#define VME_SET_FBRInput_Ref0SubBlockX12(p, v) CM_VME_SET(p, ushort, 3, 0, v)
#define VME_SET_FBRInput_Ref0SubBlockY12(p, v) CM_VME_SET(p, ushort, 3, 1, v)
#define VME_SET_FBRInput_Ref1SubBlockX12(p, v) CM_VME_SET(p, ushort, 3, 2, v)
#define VME_SET_FBRInput_Ref1SubBlockY12(p, v) CM_VME_SET(p, ushort, 3, 3, v)
#define VME_SET_FBRInput_Ref0SubBlockX13(p, v) CM_VME_SET(p, ushort, 3, 4, v)
#define VME_SET_FBRInput_Ref0SubBlockY13(p, v) CM_VME_SET(p, ushort, 3, 5, v)
#define VME_SET_FBRInput_Ref1SubBlockX13(p, v) CM_VME_SET(p, ushort, 3, 6, v)
#define VME_SET_FBRInput_Ref1SubBlockY13(p, v) CM_VME_SET(p, ushort, 3, 7, v)
#define VME_SET_FBRInput_Ref0SubBlockX14(p, v) CM_VME_SET(p, ushort, 3, 8, v)
#define VME_SET_FBRInput_Ref0SubBlockY14(p, v) CM_VME_SET(p, ushort, 3, 9, v)
#define VME_SET_FBRInput_Ref1SubBlockX14(p, v) CM_VME_SET(p, ushort, 3, 10, v)
#define VME_SET_FBRInput_Ref1SubBlockY14(p, v) CM_VME_SET(p, ushort, 3, 11, v)
#define VME_SET_FBRInput_Ref0SubBlockX15(p, v) CM_VME_SET(p, ushort, 3, 12, v)
#define VME_SET_FBRInput_Ref0SubBlockY15(p, v) CM_VME_SET(p, ushort, 3, 13, v)
#define VME_SET_FBRInput_Ref1SubBlockX15(p, v) CM_VME_SET(p, ushort, 3, 14, v)
#define VME_SET_FBRInput_Ref1SubBlockY15(p, v) CM_VME_SET(p, ushort, 3, 15, v)

/* FBR input, get */
#define VME_GET_FBRInput_Ref0SubBlockX0(p) CM_VME_GET(p, ushort, 0, 0)
#define VME_GET_FBRInput_Ref0SubBlockY0(p) CM_VME_GET(p, ushort, 0, 1)
#define VME_GET_FBRInput_Ref1SubBlockX0(p) CM_VME_GET(p, ushort, 0, 2)
#define VME_GET_FBRInput_Ref1SubBlockY0(p) CM_VME_GET(p, ushort, 0, 3)
#define VME_GET_FBRInput_Ref0SubBlockX1(p) CM_VME_GET(p, ushort, 0, 4)
#define VME_GET_FBRInput_Ref0SubBlockY1(p) CM_VME_GET(p, ushort, 0, 5)
#define VME_GET_FBRInput_Ref1SubBlockX1(p) CM_VME_GET(p, ushort, 0, 6)
#define VME_GET_FBRInput_Ref1SubBlockY1(p) CM_VME_GET(p, ushort, 0, 7)
#define VME_GET_FBRInput_Ref0SubBlockX2(p) CM_VME_GET(p, ushort, 0, 8)
#define VME_GET_FBRInput_Ref0SubBlockY2(p) CM_VME_GET(p, ushort, 0, 9)
#define VME_GET_FBRInput_Ref1SubBlockX2(p) CM_VME_GET(p, ushort, 0, 10)
#define VME_GET_FBRInput_Ref1SubBlockY2(p) CM_VME_GET(p, ushort, 0, 11)
#define VME_GET_FBRInput_Ref0SubBlockX3(p) CM_VME_GET(p, ushort, 0, 12)
#define VME_GET_FBRInput_Ref0SubBlockY3(p) CM_VME_GET(p, ushort, 0, 13)
#define VME_GET_FBRInput_Ref1SubBlockX3(p) CM_VME_GET(p, ushort, 0, 14)
#define VME_GET_FBRInput_Ref1SubBlockY3(p) CM_VME_GET(p, ushort, 0, 15)
#define VME_GET_FBRInput_Ref0SubBlockX4(p) CM_VME_GET(p, ushort, 1, 0)
#define VME_GET_FBRInput_Ref0SubBlockY4(p) CM_VME_GET(p, ushort, 1, 1)
#define VME_GET_FBRInput_Ref1SubBlockX4(p) CM_VME_GET(p, ushort, 1, 2)
#define VME_GET_FBRInput_Ref1SubBlockY4(p) CM_VME_GET(p, ushort, 1, 3)
#define VME_GET_FBRInput_Ref0SubBlockX5(p) CM_VME_GET(p, ushort, 1, 4)
#define VME_GET_FBRInput_Ref0SubBlockY5(p) CM_VME_GET(p, ushort, 1, 5)
#define VME_GET_FBRInput_Ref1SubBlockX5(p) CM_VME_GET(p, ushort, 1, 6)
#define VME_GET_FBRInput_Ref1SubBlockY5(p) CM_VME_GET(p, ushort, 1, 7)
#define VME_GET_FBRInput_Ref0SubBlockX6(p) CM_VME_GET(p, ushort, 1, 8)
#define VME_GET_FBRInput_Ref0SubBlockY6(p) CM_VME_GET(p, ushort, 1, 9)
#define VME_GET_FBRInput_Ref1SubBlockX6(p) CM_VME_GET(p, ushort, 1, 10)
#define VME_GET_FBRInput_Ref1SubBlockY6(p) CM_VME_GET(p, ushort, 1, 11)
#define VME_GET_FBRInput_Ref0SubBlockX7(p) CM_VME_GET(p, ushort, 1, 12)
#define VME_GET_FBRInput_Ref0SubBlockY7(p) CM_VME_GET(p, ushort, 1, 13)
#define VME_GET_FBRInput_Ref1SubBlockX7(p) CM_VME_GET(p, ushort, 1, 14)
#define VME_GET_FBRInput_Ref1SubBlockY7(p) CM_VME_GET(p, ushort, 1, 15)
#define VME_GET_FBRInput_Ref0SubBlockX8(p) CM_VME_GET(p, ushort, 2, 0)
#define VME_GET_FBRInput_Ref0SubBlockY8(p) CM_VME_GET(p, ushort, 2, 1)
#define VME_GET_FBRInput_Ref1SubBlockX8(p) CM_VME_GET(p, ushort, 2, 2)
#define VME_GET_FBRInput_Ref1SubBlockY8(p) CM_VME_GET(p, ushort, 2, 3)
#define VME_GET_FBRInput_Ref0SubBlockX9(p) CM_VME_GET(p, ushort, 2, 4)
#define VME_GET_FBRInput_Ref0SubBlockY9(p) CM_VME_GET(p, ushort, 2, 5)
#define VME_GET_FBRInput_Ref1SubBlockX9(p) CM_VME_GET(p, ushort, 2, 6)
#define VME_GET_FBRInput_Ref1SubBlockY9(p) CM_VME_GET(p, ushort, 2, 7)
#define VME_GET_FBRInput_Ref0SubBlockX10(p) CM_VME_GET(p, ushort, 2, 8)
#define VME_GET_FBRInput_Ref0SubBlockY10(p) CM_VME_GET(p, ushort, 2, 9)
#define VME_GET_FBRInput_Ref1SubBlockX10(p) CM_VME_GET(p, ushort, 2, 10)
#define VME_GET_FBRInput_Ref1SubBlockY10(p) CM_VME_GET(p, ushort, 2, 11)
#define VME_GET_FBRInput_Ref0SubBlockX11(p) CM_VME_GET(p, ushort, 2, 12)
#define VME_GET_FBRInput_Ref0SubBlockY11(p) CM_VME_GET(p, ushort, 2, 13)
#define VME_GET_FBRInput_Ref1SubBlockX11(p) CM_VME_GET(p, ushort, 2, 14)
#define VME_GET_FBRInput_Ref1SubBlockY11(p) CM_VME_GET(p, ushort, 2, 15)
#define VME_GET_FBRInput_Ref0SubBlockX12(p) CM_VME_GET(p, ushort, 3, 0)
#define VME_GET_FBRInput_Ref0SubBlockY12(p) CM_VME_GET(p, ushort, 3, 1)
#define VME_GET_FBRInput_Ref1SubBlockX12(p) CM_VME_GET(p, ushort, 3, 2)
#define VME_GET_FBRInput_Ref1SubBlockY12(p) CM_VME_GET(p, ushort, 3, 3)
#define VME_GET_FBRInput_Ref0SubBlockX13(p) CM_VME_GET(p, ushort, 3, 4)
#define VME_GET_FBRInput_Ref0SubBlockY13(p) CM_VME_GET(p, ushort, 3, 5)
#define VME_GET_FBRInput_Ref1SubBlockX13(p) CM_VME_GET(p, ushort, 3, 6)
#define VME_GET_FBRInput_Ref1SubBlockY13(p) CM_VME_GET(p, ushort, 3, 7)
#define VME_GET_FBRInput_Ref0SubBlockX14(p) CM_VME_GET(p, ushort, 3, 8)
#define VME_GET_FBRInput_Ref0SubBlockY14(p) CM_VME_GET(p, ushort, 3, 9)
#define VME_GET_FBRInput_Ref1SubBlockX14(p) CM_VME_GET(p, ushort, 3, 10)
#define VME_GET_FBRInput_Ref1SubBlockY14(p) CM_VME_GET(p, ushort, 3, 11)
#define VME_GET_FBRInput_Ref0SubBlockX15(p) CM_VME_GET(p, ushort, 3, 12)
#define VME_GET_FBRInput_Ref0SubBlockY15(p) CM_VME_GET(p, ushort, 3, 13)
#define VME_GET_FBRInput_Ref1SubBlockX15(p) CM_VME_GET(p, ushort, 3, 14)
#define VME_GET_FBRInput_Ref1SubBlockY15(p) CM_VME_GET(p, ushort, 3, 15)

/* IDM input, set/clear */
#define VME_SET_IDMInput_SrcMBPixelMaskRow0(p, v) \
    CM_VME_SET(p, ushort, 0, 0, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow1(p, v) \
    CM_VME_SET(p, ushort, 0, 1, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow2(p, v) \
    CM_VME_SET(p, ushort, 0, 2, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow3(p, v) \
    CM_VME_SET(p, ushort, 0, 3, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow4(p, v) \
    CM_VME_SET(p, ushort, 0, 4, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow5(p, v) \
    CM_VME_SET(p, ushort, 0, 5, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow6(p, v) \
    CM_VME_SET(p, ushort, 0, 6, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow7(p, v) \
    CM_VME_SET(p, ushort, 0, 7, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow8(p, v) \
    CM_VME_SET(p, ushort, 0, 8, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow9(p, v) \
    CM_VME_SET(p, ushort, 0, 9, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow10(p, v) \
    CM_VME_SET(p, ushort, 0, 10, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow11(p, v) \
    CM_VME_SET(p, ushort, 0, 11, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow12(p, v) \
    CM_VME_SET(p, ushort, 0, 12, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow13(p, v) \
    CM_VME_SET(p, ushort, 0, 13, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow14(p, v) \
    CM_VME_SET(p, ushort, 0, 14, v)
#define VME_SET_IDMInput_SrcMBPixelMaskRow15(p, v) \
    CM_VME_SET(p, ushort, 0, 15, v)

/* IDM input, get */
#define VME_GET_IDMInput_SrcMBPixelMaskRow0(p) CM_VME_GET(p, ushort, 0, 0)
#define VME_GET_IDMInput_SrcMBPixelMaskRow1(p) CM_VME_GET(p, ushort, 0, 1)
#define VME_GET_IDMInput_SrcMBPixelMaskRow2(p) CM_VME_GET(p, ushort, 0, 2)
#define VME_GET_IDMInput_SrcMBPixelMaskRow3(p) CM_VME_GET(p, ushort, 0, 3)
#define VME_GET_IDMInput_SrcMBPixelMaskRow4(p) CM_VME_GET(p, ushort, 0, 4)
#define VME_GET_IDMInput_SrcMBPixelMaskRow5(p) CM_VME_GET(p, ushort, 0, 5)
#define VME_GET_IDMInput_SrcMBPixelMaskRow6(p) CM_VME_GET(p, ushort, 0, 6)
#define VME_GET_IDMInput_SrcMBPixelMaskRow7(p) CM_VME_GET(p, ushort, 0, 7)
#define VME_GET_IDMInput_SrcMBPixelMaskRow8(p) CM_VME_GET(p, ushort, 0, 8)
#define VME_GET_IDMInput_SrcMBPixelMaskRow9(p) CM_VME_GET(p, ushort, 0, 9)
#define VME_GET_IDMInput_SrcMBPixelMaskRow10(p) CM_VME_GET(p, ushort, 0, 10)
#define VME_GET_IDMInput_SrcMBPixelMaskRow11(p) CM_VME_GET(p, ushort, 0, 11)
#define VME_GET_IDMInput_SrcMBPixelMaskRow12(p) CM_VME_GET(p, ushort, 0, 12)
#define VME_GET_IDMInput_SrcMBPixelMaskRow13(p) CM_VME_GET(p, ushort, 0, 13)
#define VME_GET_IDMInput_SrcMBPixelMaskRow14(p) CM_VME_GET(p, ushort, 0, 14)
#define VME_GET_IDMInput_SrcMBPixelMaskRow15(p) CM_VME_GET(p, ushort, 0, 15)

#endif
