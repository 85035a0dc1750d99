// Every payload field macro of Intel's gen9_vme.h that cmc declares
// (include/cm/vme/gen9_input.h, gen9_output.h: the SET, CLEAR and GET
// macros of the UNI, IME, SIC, FBR and IDM inputs and of the UNI, IME and
// IDM results), each used once on one payload, so that every name is
// compiled and finalized on each platform that has it; their values are
// checked by cmc.run/vme-payload.cpp.  The call list was generated from
// the headers' #define lines (one line a macro, in their order).
// { dg-do compile }
// { dg-options "-march=SKL" }
// { dg-final { finalize-visa SKL } }

extern "C" _GENX_MAIN_ void vme_every_field(SurfaceIndex in, SurfaceIndex out)
{
    matrix<uchar, 16, 32> p;
#pragma unroll
    for (int i = 0; i < 4; i++)
        read(in, i * 128, p.format<uint>().select<32, 1>(i * 32));
    vector<uint, 16> s;
    read(in, 512, s);
    uint acc = 0;
    VME_SET_UNIInput_Ref0X(p, (uchar)s(0));
    VME_SET_UNIInput_Ref0Y(p, (uchar)s(1));
    VME_SET_UNIInput_Ref1X(p, (uchar)s(2));
    VME_SET_UNIInput_Ref1Y(p, (uchar)s(3));
    VME_SET_UNIInput_SrcX(p, (uchar)s(4));
    VME_SET_UNIInput_SrcY(p, (uchar)s(5));
    VME_SET_UNIInput_SrcAccess(p);
    VME_CLEAR_UNIInput_SrcAccess(p);
    VME_SET_UNIInput_RefAccess(p);
    VME_CLEAR_UNIInput_RefAccess(p);
    VME_SET_UNIInput_DualSearchPath(p);
    VME_CLEAR_UNIInput_DualSearchPath(p);
    VME_SET_UNIInput_SubPelMode(p, (uchar)s(12));
    VME_SET_UNIInput_SkipModeType(p);
    VME_CLEAR_UNIInput_SkipModeType(p);
    VME_SET_UNIInput_DisableFieldCacheAllocation(p);
    VME_CLEAR_UNIInput_DisableFieldCacheAllocation(p);
    VME_SET_UNIInput_InterChromaMode(p);
    VME_CLEAR_UNIInput_InterChromaMode(p);
    VME_SET_UNIInput_FTEnable(p);
    VME_CLEAR_UNIInput_FTEnable(p);
    VME_SET_UNIInput_BMEDisableFBR(p);
    VME_CLEAR_UNIInput_BMEDisableFBR(p);
    VME_SET_UNIInput_SubMbPartMask(p, (uchar)s(7));
    VME_SET_UNIInput_RefW(p, (uchar)s(8));
    VME_SET_UNIInput_RefH(p, (uchar)s(9));
    VME_SET_UNIInput_SkipModeEn(p);
    VME_CLEAR_UNIInput_SkipModeEn(p);
    VME_SET_UNIInput_AdaptiveEn(p);
    VME_CLEAR_UNIInput_AdaptiveEn(p);
    VME_SET_UNIInput_EarlyImeSuccessEn(p);
    VME_CLEAR_UNIInput_EarlyImeSuccessEn(p);
    VME_SET_UNIInput_T8x8FlagForInterEn(p);
    VME_CLEAR_UNIInput_T8x8FlagForInterEn(p);
    VME_SET_UNIInput_RefPixelOffset(p, (uchar)s(2));
    VME_SET_UNIInput_EarlyImeStop(p, (uchar)s(3));
    VME_SET_UNIInput_MaxNumMVs(p, (uchar)s(4));
    VME_SET_UNIInput_Ref0Polarity(p, (uchar)s(5));
    VME_SET_UNIInput_Ref1Polarity(p, (uchar)s(6));
    VME_SET_UNIInput_BiWeight(p, (uchar)s(7));
    VME_SET_UNIInput_Fixed7x7Weights(p, (uchar)s(8));
    VME_SET_UNIInput_RefPixelShift(p, (uchar)s(9));
    VME_SET_UNIInput_UniMixDisable(p);
    VME_CLEAR_UNIInput_UniMixDisable(p);
    VME_SET_UNIInput_IDMShapeMode1(p);
    VME_CLEAR_UNIInput_IDMShapeMode1(p);
    VME_SET_UNIInput_IDMShapeMode2(p);
    VME_CLEAR_UNIInput_IDMShapeMode2(p);
    VME_SET_UNIInput_LenSP(p, (uchar)s(0));
    VME_SET_UNIInput_MaxNumSU(p, (uchar)s(1));
    VME_SET_UNIInput_StartCenter0(p, (uchar)s(2), (uchar)s(3));
    VME_SET_UNIInput_StartCenter1(p, (uchar)s(3), (uchar)s(4));
    VME_SET_UNIInput_WeightedSADCtrl0_3(p, (uchar)s(4));
    VME_SET_UNIInput_WeightedSADCtrl4_7(p, (uchar)s(5));
    VME_SET_UNIInput_WeightedSADCtrl8_11(p, (uchar)s(6));
    VME_SET_UNIInput_WeightedSADCtrl12_15(p, (uchar)s(7));
    VME_SET_UNIInput_Blk0RefID(p, (uchar)s(8), (uchar)s(9));
    VME_SET_UNIInput_Blk1RefID(p, (uchar)s(9), (uchar)s(10));
    VME_SET_UNIInput_Blk2RefID(p, (uchar)s(10), (uchar)s(11));
    VME_SET_UNIInput_Blk3RefID(p, (uchar)s(11), (uchar)s(12));
    VME_SET_UNIInput_IntraFlags(p, (uchar)s(12));
    VME_SET_UNIInput_MbIntraStruct(p, (uchar)s(13));
    VME_SET_UNIInput_MVCostScaleFactor(p, (uchar)s(14));
    VME_SET_UNIInput_SrcFieldPolarity(p);
    VME_CLEAR_UNIInput_SrcFieldPolarity(p);
    VME_SET_UNIInput_BilinearEnable(p);
    VME_CLEAR_UNIInput_BilinearEnable(p);
    VME_SET_UNIInput_WeightedSADHAAR(p);
    VME_CLEAR_UNIInput_WeightedSADHAAR(p);
    VME_SET_UNIInput_AConlyHAAR(p);
    VME_CLEAR_UNIInput_AConlyHAAR(p);
    VME_SET_UNIInput_RefIDCostMode(p);
    VME_CLEAR_UNIInput_RefIDCostMode(p);
    VME_SET_UNIInput_IDMShapeMode(p);
    VME_CLEAR_UNIInput_IDMShapeMode(p);
    VME_SET_UNIInput_SkipCenterMask(p, (uchar)s(11));
    VME_SET_UNIInput_Mode0Cost(p, (uchar)s(12));
    VME_SET_UNIInput_Mode1Cost(p, (uchar)s(13));
    VME_SET_UNIInput_Mode2Cost(p, (uchar)s(14));
    VME_SET_UNIInput_Mode3Cost(p, (uchar)s(15));
    VME_SET_UNIInput_Mode4Cost(p, (uchar)s(0));
    VME_SET_UNIInput_Mode5Cost(p, (uchar)s(1));
    VME_SET_UNIInput_Mode6Cost(p, (uchar)s(2));
    VME_SET_UNIInput_Mode7Cost(p, (uchar)s(3));
    VME_SET_UNIInput_Mode8Cost(p, (uchar)s(4));
    VME_SET_UNIInput_Mode9Cost(p, (uchar)s(5));
    VME_SET_UNIInput_RefIDCost(p, (uchar)s(6));
    VME_SET_UNIInput_ChromaIntraModeCost(p, (uchar)s(7));
    VME_SET_UNIInput_MV0Cost(p, (uchar)s(8));
    VME_SET_UNIInput_MV1Cost(p, (uchar)s(9));
    VME_SET_UNIInput_MV2Cost(p, (uchar)s(10));
    VME_SET_UNIInput_MV3Cost(p, (uchar)s(11));
    VME_SET_UNIInput_MV4Cost(p, (uchar)s(12));
    VME_SET_UNIInput_MV5Cost(p, (uchar)s(13));
    VME_SET_UNIInput_MV6Cost(p, (uchar)s(14));
    VME_SET_UNIInput_MV7Cost(p, (uchar)s(15));
    VME_SET_UNIInput_FBRMbModeInput(p, (uchar)s(0));
    VME_SET_UNIInput_FBRSubMBShapeInput(p, (uchar)s(1));
    VME_SET_UNIInput_FBRSubPredModeInput(p, (uchar)s(2));
    VME_SET_UNIInput_SICFwdTCoeffThreshold0(p, (uchar)s(3));
    VME_SET_UNIInput_SICFwdTCoeffThreshold1(p, (uchar)s(4));
    VME_SET_UNIInput_SICFwdTCoeffThreshold2(p, (uchar)s(5));
    VME_SET_UNIInput_SICFwdTCoeffThreshold3(p, (uchar)s(6));
    VME_SET_UNIInput_SICFwdTCoeffThreshold4(p, (uchar)s(7));
    VME_SET_UNIInput_SICFwdTCoeffThreshold5(p, (uchar)s(8));
    VME_SET_UNIInput_SICFwdTCoeffThreshold6(p, (uchar)s(9));
    VME_SET_UNIInput_FWDCostCenter0(p, (uchar)s(10), (uchar)s(11));
    VME_SET_UNIInput_BWDCostCenter0(p, (uchar)s(11), (uchar)s(12));
    VME_SET_UNIInput_FWDCostCenter1(p, (uchar)s(12), (uchar)s(13));
    VME_SET_UNIInput_BWDCostCenter1(p, (uchar)s(13), (uchar)s(14));
    VME_SET_UNIInput_FWDCostCenter2(p, (uchar)s(14), (uchar)s(15));
    VME_SET_UNIInput_BWDCostCenter2(p, (uchar)s(15), (uchar)s(0));
    VME_SET_UNIInput_FWDCostCenter3(p, (uchar)s(0), (uchar)s(1));
    VME_SET_UNIInput_BWDCostCenter3(p, (uchar)s(1), (uchar)s(2));
    acc += VME_GET_UNIInput_Ref0X(p);
    acc += VME_GET_UNIInput_Ref0Y(p);
    acc += VME_GET_UNIInput_Ref1X(p);
    acc += VME_GET_UNIInput_Ref1Y(p);
    acc += VME_GET_UNIInput_SrcX(p);
    acc += VME_GET_UNIInput_SrcY(p);
    acc += VME_GET_UNIInput_SrcType(p);
    acc += VME_GET_UNIInput_VmeModes(p);
    acc += VME_GET_UNIInput_SadType(p);
    acc += VME_GET_UNIInput_ShapeMask(p);
    acc += VME_GET_UNIInput_RefW(p);
    acc += VME_GET_UNIInput_RefH(p);
    acc += VME_GET_UNIInput_VmeFlags(p);
    acc += VME_GET_UNIInput_RefPixelOffset(p);
    acc += VME_GET_UNIInput_EarlyImeStop(p);
    acc += VME_GET_UNIInput_MaxNumMVs(p);
    acc += VME_GET_UNIInput_Ref0Polarity(p);
    acc += VME_GET_UNIInput_Ref1Polarity(p);
    acc += VME_GET_UNIInput_BiWeight(p);
    acc += VME_GET_UNIInput_Fixed7x7Weights(p);
    acc += VME_GET_UNIInput_RefPixelShift(p);
    acc += VME_GET_UNIInput_UniMixDisable(p);
    acc += VME_GET_UNIInput_IDMShapeMode1(p);
    acc += VME_GET_UNIInput_IDMShapeMode2(p);
    acc += VME_GET_UNIInput_LenSP(p);
    acc += VME_GET_UNIInput_MaxNumSU(p);
    acc += VME_GET_UNIInput_StartCenter0(p);
    acc += VME_GET_UNIInput_StartCenter1(p);
    acc += VME_GET_UNIInput_WeightedSADCtrl0_3(p);
    acc += VME_GET_UNIInput_WeightedSADCtrl4_7(p);
    acc += VME_GET_UNIInput_WeightedSADCtrl8_11(p);
    acc += VME_GET_UNIInput_WeightedSADCtrl12_15(p);
    acc += VME_GET_UNIInput_Blk0RefID(p);
    acc += VME_GET_UNIInput_Blk1RefID(p);
    acc += VME_GET_UNIInput_Blk2RefID(p);
    acc += VME_GET_UNIInput_Blk3RefID(p);
    acc += VME_GET_UNIInput_IntraFlags(p);
    acc += VME_GET_UNIInput_MbIntraStruct(p);
    acc += VME_GET_UNIInput_MvFlags(p);
    acc += VME_GET_UNIInput_SkipCenterMask(p);
    acc += VME_GET_UNIInput_Mode0Cost(p);
    acc += VME_GET_UNIInput_Mode1Cost(p);
    acc += VME_GET_UNIInput_Mode2Cost(p);
    acc += VME_GET_UNIInput_Mode3Cost(p);
    acc += VME_GET_UNIInput_Mode4Cost(p);
    acc += VME_GET_UNIInput_Mode5Cost(p);
    acc += VME_GET_UNIInput_Mode6Cost(p);
    acc += VME_GET_UNIInput_Mode7Cost(p);
    acc += VME_GET_UNIInput_Mode8Cost(p);
    acc += VME_GET_UNIInput_Mode9Cost(p);
    acc += VME_GET_UNIInput_RefIDCost(p);
    acc += VME_GET_UNIInput_ChromaIntraModeCost(p);
    acc += VME_GET_UNIInput_MV0Cost(p);
    acc += VME_GET_UNIInput_MV1Cost(p);
    acc += VME_GET_UNIInput_MV2Cost(p);
    acc += VME_GET_UNIInput_MV3Cost(p);
    acc += VME_GET_UNIInput_MV4Cost(p);
    acc += VME_GET_UNIInput_MV5Cost(p);
    acc += VME_GET_UNIInput_MV6Cost(p);
    acc += VME_GET_UNIInput_MV7Cost(p);
    acc += VME_GET_UNIInput_FBRMbModeInput(p);
    acc += VME_GET_UNIInput_FBRSubMBShapeInput(p);
    acc += VME_GET_UNIInput_FBRSubPredModeInput(p);
    acc += VME_GET_UNIInput_SICFwdTCoeffThreshold0(p);
    acc += VME_GET_UNIInput_SICFwdTCoeffThreshold1(p);
    acc += VME_GET_UNIInput_SICFwdTCoeffThreshold2(p);
    acc += VME_GET_UNIInput_SICFwdTCoeffThreshold3(p);
    acc += VME_GET_UNIInput_SICFwdTCoeffThreshold4(p);
    acc += VME_GET_UNIInput_SICFwdTCoeffThreshold5(p);
    acc += VME_GET_UNIInput_SICFwdTCoeffThreshold6(p);
    acc += VME_GET_UNIInput_FWDCostCenter0_X(p);
    acc += VME_GET_UNIInput_FWDCostCenter0_Y(p);
    acc += VME_GET_UNIInput_BWDCostCenter0_X(p);
    acc += VME_GET_UNIInput_BWDCostCenter0_Y(p);
    acc += VME_GET_UNIInput_FWDCostCenter1_X(p);
    acc += VME_GET_UNIInput_FWDCostCenter1_Y(p);
    acc += VME_GET_UNIInput_BWDCostCenter1_X(p);
    acc += VME_GET_UNIInput_BWDCostCenter1_Y(p);
    acc += VME_GET_UNIInput_FWDCostCenter2_X(p);
    acc += VME_GET_UNIInput_FWDCostCenter2_Y(p);
    acc += VME_GET_UNIInput_BWDCostCenter2_X(p);
    acc += VME_GET_UNIInput_BWDCostCenter2_Y(p);
    acc += VME_GET_UNIInput_FWDCostCenter3_X(p);
    acc += VME_GET_UNIInput_FWDCostCenter3_Y(p);
    acc += VME_GET_UNIInput_BWDCostCenter3_X(p);
    acc += VME_GET_UNIInput_BWDCostCenter3_Y(p);
    acc += VME_GET_UNIInput_Rec0_16x16_RefID(p);
    acc += VME_GET_UNIInput_Rec1_16x16_RefID(p);
    VME_SET_IMEInput_IMESearchPathDelta0(p, (uchar)s(10));
    VME_SET_IMEInput_IMESearchPathDelta1(p, (uchar)s(11));
    VME_SET_IMEInput_IMESearchPathDelta2(p, (uchar)s(12));
    VME_SET_IMEInput_IMESearchPathDelta3(p, (uchar)s(13));
    VME_SET_IMEInput_IMESearchPathDelta4(p, (uchar)s(14));
    VME_SET_IMEInput_IMESearchPathDelta5(p, (uchar)s(15));
    VME_SET_IMEInput_IMESearchPathDelta6(p, (uchar)s(0));
    VME_SET_IMEInput_IMESearchPathDelta7(p, (uchar)s(1));
    VME_SET_IMEInput_IMESearchPathDelta8(p, (uchar)s(2));
    VME_SET_IMEInput_IMESearchPathDelta9(p, (uchar)s(3));
    VME_SET_IMEInput_IMESearchPathDelta10(p, (uchar)s(4));
    VME_SET_IMEInput_IMESearchPathDelta11(p, (uchar)s(5));
    VME_SET_IMEInput_IMESearchPathDelta12(p, (uchar)s(6));
    VME_SET_IMEInput_IMESearchPathDelta13(p, (uchar)s(7));
    VME_SET_IMEInput_IMESearchPathDelta14(p, (uchar)s(8));
    VME_SET_IMEInput_IMESearchPathDelta15(p, (uchar)s(9));
    VME_SET_IMEInput_IMESearchPathDelta16(p, (uchar)s(10));
    VME_SET_IMEInput_IMESearchPathDelta17(p, (uchar)s(11));
    VME_SET_IMEInput_IMESearchPathDelta18(p, (uchar)s(12));
    VME_SET_IMEInput_IMESearchPathDelta19(p, (uchar)s(13));
    VME_SET_IMEInput_IMESearchPathDelta20(p, (uchar)s(14));
    VME_SET_IMEInput_IMESearchPathDelta21(p, (uchar)s(15));
    VME_SET_IMEInput_IMESearchPathDelta22(p, (uchar)s(0));
    VME_SET_IMEInput_IMESearchPathDelta23(p, (uchar)s(1));
    VME_SET_IMEInput_IMESearchPathDelta24(p, (uchar)s(2));
    VME_SET_IMEInput_IMESearchPathDelta25(p, (uchar)s(3));
    VME_SET_IMEInput_IMESearchPathDelta26(p, (uchar)s(4));
    VME_SET_IMEInput_IMESearchPathDelta27(p, (uchar)s(5));
    VME_SET_IMEInput_IMESearchPathDelta28(p, (uchar)s(6));
    VME_SET_IMEInput_IMESearchPathDelta29(p, (uchar)s(7));
    VME_SET_IMEInput_IMESearchPathDelta30(p, (uchar)s(8));
    VME_SET_IMEInput_IMESearchPathDelta31(p, (uchar)s(9));
    VME_SET_IMEInput_IMESearchPathDelta32(p, (uchar)s(10));
    VME_SET_IMEInput_IMESearchPathDelta33(p, (uchar)s(11));
    VME_SET_IMEInput_IMESearchPathDelta34(p, (uchar)s(12));
    VME_SET_IMEInput_IMESearchPathDelta35(p, (uchar)s(13));
    VME_SET_IMEInput_IMESearchPathDelta36(p, (uchar)s(14));
    VME_SET_IMEInput_IMESearchPathDelta37(p, (uchar)s(15));
    VME_SET_IMEInput_IMESearchPathDelta38(p, (uchar)s(0));
    VME_SET_IMEInput_IMESearchPathDelta39(p, (uchar)s(1));
    VME_SET_IMEInput_IMESearchPathDelta40(p, (uchar)s(2));
    VME_SET_IMEInput_IMESearchPathDelta41(p, (uchar)s(3));
    VME_SET_IMEInput_IMESearchPathDelta42(p, (uchar)s(4));
    VME_SET_IMEInput_IMESearchPathDelta43(p, (uchar)s(5));
    VME_SET_IMEInput_IMESearchPathDelta44(p, (uchar)s(6));
    VME_SET_IMEInput_IMESearchPathDelta45(p, (uchar)s(7));
    VME_SET_IMEInput_IMESearchPathDelta46(p, (uchar)s(8));
    VME_SET_IMEInput_IMESearchPathDelta47(p, (uchar)s(9));
    VME_SET_IMEInput_IMESearchPathDelta48(p, (uchar)s(10));
    VME_SET_IMEInput_IMESearchPathDelta49(p, (uchar)s(11));
    VME_SET_IMEInput_IMESearchPathDelta50(p, (uchar)s(12));
    VME_SET_IMEInput_IMESearchPathDelta51(p, (uchar)s(13));
    VME_SET_IMEInput_IMESearchPathDelta52(p, (uchar)s(14));
    VME_SET_IMEInput_IMESearchPathDelta53(p, (uchar)s(15));
    VME_SET_IMEInput_IMESearchPathDelta54(p, (uchar)s(0));
    VME_SET_IMEInput_IMESearchPathDelta55(p, (uchar)s(1));
    VME_SET_IMEInput_Rec0_16x8_0Distortion(p, (uchar)s(2));
    VME_SET_IMEInput_Rec0_16x8_1Distortion(p, (uchar)s(3));
    VME_SET_IMEInput_Rec0_8x16_0Distortion(p, (uchar)s(4));
    VME_SET_IMEInput_Rec0_8x16_1Distortion(p, (uchar)s(5));
    VME_SET_IMEInput_Rec0_8x8_0Distortion(p, (uchar)s(6));
    VME_SET_IMEInput_Rec0_8x8_1Distortion(p, (uchar)s(7));
    VME_SET_IMEInput_Rec0_8x8_2Distortion(p, (uchar)s(8));
    VME_SET_IMEInput_Rec0_8x8_3Distortion(p, (uchar)s(9));
    VME_SET_IMEInput_Rec0_16x16_Distortion(p, (uchar)s(10));
    VME_SET_IMEInput_Rec0_16x16_RefID(p, (uchar)s(11));
    VME_SET_IMEInput_Rec0_16x16_X(p, (uchar)s(12));
    VME_SET_IMEInput_Rec0_16x16_Y(p, (uchar)s(13));
    VME_SET_IMEInput_Rec0_16x8_0RefID(p, (uchar)s(14));
    VME_SET_IMEInput_Rec0_16x8_1RefID(p, (uchar)s(15));
    VME_SET_IMEInput_Rec0_8x16_0RefID(p, (uchar)s(0));
    VME_SET_IMEInput_Rec0_8x16_1RefID(p, (uchar)s(1));
    VME_SET_IMEInput_Rec0_8x8_0RefID(p, (uchar)s(2));
    VME_SET_IMEInput_Rec0_8x8_1RefID(p, (uchar)s(3));
    VME_SET_IMEInput_Rec0_8x8_2RefID(p, (uchar)s(4));
    VME_SET_IMEInput_Rec0_8x8_3RefID(p, (uchar)s(5));
    VME_SET_IMEInput_Rec0_16x8_0X(p, (uchar)s(6));
    VME_SET_IMEInput_Rec0_16x8_0Y(p, (uchar)s(7));
    VME_SET_IMEInput_Rec0_16x8_1X(p, (uchar)s(8));
    VME_SET_IMEInput_Rec0_16x8_1Y(p, (uchar)s(9));
    VME_SET_IMEInput_Rec0_8x16_0X(p, (uchar)s(10));
    VME_SET_IMEInput_Rec0_8x16_0Y(p, (uchar)s(11));
    VME_SET_IMEInput_Rec0_8x16_1X(p, (uchar)s(12));
    VME_SET_IMEInput_Rec0_8x16_1Y(p, (uchar)s(13));
    VME_SET_IMEInput_Rec0_8x8_0X(p, (uchar)s(14));
    VME_SET_IMEInput_Rec0_8x8_0Y(p, (uchar)s(15));
    VME_SET_IMEInput_Rec0_8x8_1X(p, (uchar)s(0));
    VME_SET_IMEInput_Rec0_8x8_1Y(p, (uchar)s(1));
    VME_SET_IMEInput_Rec0_8x8_2X(p, (uchar)s(2));
    VME_SET_IMEInput_Rec0_8x8_2Y(p, (uchar)s(3));
    VME_SET_IMEInput_Rec0_8x8_3X(p, (uchar)s(4));
    VME_SET_IMEInput_Rec0_8x8_3Y(p, (uchar)s(5));
    VME_SET_IMEInput_Rec1_16x8_0Distortion(p, (uchar)s(6));
    VME_SET_IMEInput_Rec1_16x8_1Distortion(p, (uchar)s(7));
    VME_SET_IMEInput_Rec1_8x16_0Distortion(p, (uchar)s(8));
    VME_SET_IMEInput_Rec1_8x16_1Distortion(p, (uchar)s(9));
    VME_SET_IMEInput_Rec1_8x8_0Distortion(p, (uchar)s(10));
    VME_SET_IMEInput_Rec1_8x8_1Distortion(p, (uchar)s(11));
    VME_SET_IMEInput_Rec1_8x8_2Distortion(p, (uchar)s(12));
    VME_SET_IMEInput_Rec1_8x8_3Distortion(p, (uchar)s(13));
    VME_SET_IMEInput_Rec1_16x16_Distortion(p, (uchar)s(14));
    VME_SET_IMEInput_Rec1_16x16_RefID(p, (uchar)s(15));
    VME_SET_IMEInput_Rec1_16x16_X(p, (uchar)s(0));
    VME_SET_IMEInput_Rec1_16x16_Y(p, (uchar)s(1));
    VME_SET_IMEInput_Rec1_16x8_0RefID(p, (uchar)s(2));
    VME_SET_IMEInput_Rec1_16x8_1RefID(p, (uchar)s(3));
    VME_SET_IMEInput_Rec1_8x16_0RefID(p, (uchar)s(4));
    VME_SET_IMEInput_Rec1_8x16_1RefID(p, (uchar)s(5));
    VME_SET_IMEInput_Rec1_8x8_0RefID(p, (uchar)s(6));
    VME_SET_IMEInput_Rec1_8x8_1RefID(p, (uchar)s(7));
    VME_SET_IMEInput_Rec1_8x8_2RefID(p, (uchar)s(8));
    VME_SET_IMEInput_Rec1_8x8_3RefID(p, (uchar)s(9));
    VME_SET_IMEInput_Rec1_16x8_0X(p, (uchar)s(10));
    VME_SET_IMEInput_Rec1_16x8_0Y(p, (uchar)s(11));
    VME_SET_IMEInput_Rec1_16x8_1X(p, (uchar)s(12));
    VME_SET_IMEInput_Rec1_16x8_1Y(p, (uchar)s(13));
    VME_SET_IMEInput_Rec1_8x16_0X(p, (uchar)s(14));
    VME_SET_IMEInput_Rec1_8x16_0Y(p, (uchar)s(15));
    VME_SET_IMEInput_Rec1_8x16_1X(p, (uchar)s(0));
    VME_SET_IMEInput_Rec1_8x16_1Y(p, (uchar)s(1));
    VME_SET_IMEInput_Rec1_8x8_0X(p, (uchar)s(2));
    VME_SET_IMEInput_Rec1_8x8_0Y(p, (uchar)s(3));
    VME_SET_IMEInput_Rec1_8x8_1X(p, (uchar)s(4));
    VME_SET_IMEInput_Rec1_8x8_1Y(p, (uchar)s(5));
    VME_SET_IMEInput_Rec1_8x8_2X(p, (uchar)s(6));
    VME_SET_IMEInput_Rec1_8x8_2Y(p, (uchar)s(7));
    VME_SET_IMEInput_Rec1_8x8_3X(p, (uchar)s(8));
    VME_SET_IMEInput_Rec1_8x8_3Y(p, (uchar)s(9));
    acc += VME_GET_IMEInput_IMESearchPathDelta0(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta1(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta2(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta3(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta4(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta5(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta6(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta7(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta8(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta9(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta10(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta11(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta12(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta13(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta14(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta15(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta16(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta17(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta18(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta19(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta20(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta21(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta22(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta23(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta24(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta25(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta26(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta27(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta28(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta29(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta30(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta31(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta32(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta33(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta34(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta35(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta36(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta37(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta38(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta39(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta40(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta41(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta42(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta43(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta44(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta45(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta46(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta47(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta48(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta49(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta50(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta51(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta52(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta53(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta54(p);
    acc += VME_GET_IMEInput_IMESearchPathDelta55(p);
    acc += VME_GET_IMEInput_Rec0_16x8_0Distortion(p);
    acc += VME_GET_IMEInput_Rec0_16x8_1Distortion(p);
    acc += VME_GET_IMEInput_Rec0_8x16_0Distortion(p);
    acc += VME_GET_IMEInput_Rec0_8x16_1Distortion(p);
    acc += VME_GET_IMEInput_Rec0_8x8_0Distortion(p);
    acc += VME_GET_IMEInput_Rec0_8x8_1Distortion(p);
    acc += VME_GET_IMEInput_Rec0_8x8_2Distortion(p);
    acc += VME_GET_IMEInput_Rec0_8x8_3Distortion(p);
    acc += VME_GET_IMEInput_Rec0_16x16_Distortion(p);
    acc += VME_GET_IMEInput_Rec0_16x16_X(p);
    acc += VME_GET_IMEInput_Rec0_16x16_Y(p);
    acc += VME_GET_IMEInput_Rec0_16x8_0to1RefID(p);
    acc += VME_GET_IMEInput_Rec0_8x16_0to1RefID(p);
    acc += VME_GET_IMEInput_Rec0_8x8_0to1RefID(p);
    acc += VME_GET_IMEInput_Rec0_8x8_2to3RefID(p);
    acc += VME_GET_IMEInput_Rec0_16x8_0X(p);
    acc += VME_GET_IMEInput_Rec0_16x8_0Y(p);
    acc += VME_GET_IMEInput_Rec0_16x8_1X(p);
    acc += VME_GET_IMEInput_Rec0_16x8_1Y(p);
    acc += VME_GET_IMEInput_Rec0_8x16_0X(p);
    acc += VME_GET_IMEInput_Rec0_8x16_0Y(p);
    acc += VME_GET_IMEInput_Rec0_8x16_1X(p);
    acc += VME_GET_IMEInput_Rec0_8x16_1Y(p);
    acc += VME_GET_IMEInput_Rec0_8x8_0X(p);
    acc += VME_GET_IMEInput_Rec0_8x8_0Y(p);
    acc += VME_GET_IMEInput_Rec0_8x8_1X(p);
    acc += VME_GET_IMEInput_Rec0_8x8_1Y(p);
    acc += VME_GET_IMEInput_Rec0_8x8_2X(p);
    acc += VME_GET_IMEInput_Rec0_8x8_2Y(p);
    acc += VME_GET_IMEInput_Rec0_8x8_3X(p);
    acc += VME_GET_IMEInput_Rec0_8x8_3Y(p);
    acc += VME_GET_IMEInput_Rec1_16x8_0Distortion(p);
    acc += VME_GET_IMEInput_Rec1_16x8_1Distortion(p);
    acc += VME_GET_IMEInput_Rec1_8x16_0Distortion(p);
    acc += VME_GET_IMEInput_Rec1_8x16_1Distortion(p);
    acc += VME_GET_IMEInput_Rec1_8x8_0Distortion(p);
    acc += VME_GET_IMEInput_Rec1_8x8_1Distortion(p);
    acc += VME_GET_IMEInput_Rec1_8x8_2Distortion(p);
    acc += VME_GET_IMEInput_Rec1_8x8_3Distortion(p);
    acc += VME_GET_IMEInput_Rec1_16x16_Distortion(p);
    acc += VME_GET_IMEInput_Rec1_16x16_X(p);
    acc += VME_GET_IMEInput_Rec1_16x16_Y(p);
    acc += VME_GET_IMEInput_Rec1_16x8_0to1RefID(p);
    acc += VME_GET_IMEInput_Rec1_8x16_0to1RefID(p);
    acc += VME_GET_IMEInput_Rec1_8x8_0to1RefID(p);
    acc += VME_GET_IMEInput_Rec1_8x8_2to3RefID(p);
    acc += VME_GET_IMEInput_Rec1_16x8_0X(p);
    acc += VME_GET_IMEInput_Rec1_16x8_0Y(p);
    acc += VME_GET_IMEInput_Rec1_16x8_1X(p);
    acc += VME_GET_IMEInput_Rec1_16x8_1Y(p);
    acc += VME_GET_IMEInput_Rec1_8x16_0X(p);
    acc += VME_GET_IMEInput_Rec1_8x16_0Y(p);
    acc += VME_GET_IMEInput_Rec1_8x16_1X(p);
    acc += VME_GET_IMEInput_Rec1_8x16_1Y(p);
    acc += VME_GET_IMEInput_Rec1_8x8_0X(p);
    acc += VME_GET_IMEInput_Rec1_8x8_0Y(p);
    acc += VME_GET_IMEInput_Rec1_8x8_1X(p);
    acc += VME_GET_IMEInput_Rec1_8x8_1Y(p);
    acc += VME_GET_IMEInput_Rec1_8x8_2X(p);
    acc += VME_GET_IMEInput_Rec1_8x8_2Y(p);
    acc += VME_GET_IMEInput_Rec1_8x8_3X(p);
    acc += VME_GET_IMEInput_Rec1_8x8_3Y(p);
    VME_SET_SICInput_Ref0SkipCenter0DeltaXY(p, (uchar)s(0), (uchar)s(1));
    VME_SET_SICInput_Ref1SkipCenter0DeltaXY(p, (uchar)s(1), (uchar)s(2));
    VME_SET_SICInput_Ref0SkipCenter1DeltaXY(p, (uchar)s(2), (uchar)s(3));
    VME_SET_SICInput_Ref1SkipCenter1DeltaXY(p, (uchar)s(3), (uchar)s(4));
    VME_SET_SICInput_Ref0SkipCenter2DeltaXY(p, (uchar)s(4), (uchar)s(5));
    VME_SET_SICInput_Ref1SkipCenter2DeltaXY(p, (uchar)s(5), (uchar)s(6));
    VME_SET_SICInput_Ref0SkipCenter3DeltaXY(p, (uchar)s(6), (uchar)s(7));
    VME_SET_SICInput_Ref1SkipCenter3DeltaXY(p, (uchar)s(7), (uchar)s(8));
    VME_SET_SICInput_IntraComputeType(p, (uchar)s(8));
    VME_SET_SICInput_CornerNeighborPixel0(p, (uchar)s(9));
    VME_SET_SICInput_NeighborPixelLum0(p, (uchar)s(10));
    VME_SET_SICInput_NeighborPixelLum1(p, (uchar)s(11));
    VME_SET_SICInput_NeighborPixelLum2(p, (uchar)s(12));
    VME_SET_SICInput_NeighborPixelLum3(p, (uchar)s(13));
    VME_SET_SICInput_NeighborPixelLum4(p, (uchar)s(14));
    VME_SET_SICInput_NeighborPixelLum5(p, (uchar)s(15));
    VME_SET_SICInput_NeighborPixelLum6(p, (uchar)s(0));
    VME_SET_SICInput_NeighborPixelLum7(p, (uchar)s(1));
    VME_SET_SICInput_NeighborPixelLum8(p, (uchar)s(2));
    VME_SET_SICInput_NeighborPixelLum9(p, (uchar)s(3));
    VME_SET_SICInput_NeighborPixelLum10(p, (uchar)s(4));
    VME_SET_SICInput_NeighborPixelLum11(p, (uchar)s(5));
    VME_SET_SICInput_NeighborPixelLum12(p, (uchar)s(6));
    VME_SET_SICInput_NeighborPixelLum13(p, (uchar)s(7));
    VME_SET_SICInput_NeighborPixelLum14(p, (uchar)s(8));
    VME_SET_SICInput_NeighborPixelLum15(p, (uchar)s(9));
    VME_SET_SICInput_NeighborPixelLum16(p, (uchar)s(10));
    VME_SET_SICInput_NeighborPixelLum17(p, (uchar)s(11));
    VME_SET_SICInput_NeighborPixelLum18(p, (uchar)s(12));
    VME_SET_SICInput_NeighborPixelLum19(p, (uchar)s(13));
    VME_SET_SICInput_NeighborPixelLum20(p, (uchar)s(14));
    VME_SET_SICInput_NeighborPixelLum21(p, (uchar)s(15));
    VME_SET_SICInput_NeighborPixelLum22(p, (uchar)s(0));
    VME_SET_SICInput_NeighborPixelLum23(p, (uchar)s(1));
    VME_SET_SICInput_NeighborPixelLum24(p, (uchar)s(2));
    VME_SET_SICInput_NeighborPixelLum25(p, (uchar)s(3));
    VME_SET_SICInput_NeighborPixelLum26(p, (uchar)s(4));
    VME_SET_SICInput_NeighborPixelLum27(p, (uchar)s(5));
    VME_SET_SICInput_NeighborPixelLum28(p, (uchar)s(6));
    VME_SET_SICInput_NeighborPixelLum29(p, (uchar)s(7));
    VME_SET_SICInput_NeighborPixelLum30(p, (uchar)s(8));
    VME_SET_SICInput_NeighborPixelLum31(p, (uchar)s(9));
    VME_SET_SICInput_NeighborPixelLum32(p, (uchar)s(10));
    VME_SET_SICInput_NeighborPixelLum33(p, (uchar)s(11));
    VME_SET_SICInput_NeighborPixelLum34(p, (uchar)s(12));
    VME_SET_SICInput_NeighborPixelLum35(p, (uchar)s(13));
    VME_SET_SICInput_NeighborPixelLum36(p, (uchar)s(14));
    VME_SET_SICInput_NeighborPixelLum37(p, (uchar)s(15));
    VME_SET_SICInput_NeighborPixelLum38(p, (uchar)s(0));
    VME_SET_SICInput_CornerNeighborPixel1(p, (uchar)s(1));
    VME_SET_SICInput_IntraMxMPredModeA5(p, (uchar)s(2));
    VME_SET_SICInput_IntraMxMPredModeA7(p, (uchar)s(3));
    VME_SET_SICInput_IntraMxMPredModeA13(p, (uchar)s(4));
    VME_SET_SICInput_IntraMxMPredModeA15(p, (uchar)s(5));
    VME_SET_SICInput_IntraMxMPredModeB10(p, (uchar)s(6));
    VME_SET_SICInput_IntraMxMPredModeB11(p, (uchar)s(7));
    VME_SET_SICInput_IntraMxMPredModeB14(p, (uchar)s(8));
    VME_SET_SICInput_IntraMxMPredModeB15(p, (uchar)s(9));
    VME_SET_SICInput_CornerNeighborPixelChroma(p, (uchar)s(10));
    VME_SET_SICInput_PenaltyIntra4x4NonDC(p, (uchar)s(11));
    VME_SET_SICInput_PenaltyIntra8x8NonDC(p, (uchar)s(12));
    VME_SET_SICInput_PenaltyIntra16x16NonDC(p, (uchar)s(13));
    VME_SET_SICInput_NeighborPixelChroma0(p, (uchar)s(14));
    VME_SET_SICInput_NeighborPixelChroma1(p, (uchar)s(15));
    VME_SET_SICInput_NeighborPixelChroma2(p, (uchar)s(0));
    VME_SET_SICInput_NeighborPixelChroma3(p, (uchar)s(1));
    VME_SET_SICInput_NeighborPixelChroma4(p, (uchar)s(2));
    VME_SET_SICInput_NeighborPixelChroma5(p, (uchar)s(3));
    VME_SET_SICInput_NeighborPixelChroma6(p, (uchar)s(4));
    VME_SET_SICInput_NeighborPixelChroma7(p, (uchar)s(5));
    VME_SET_SICInput_NeighborPixelChroma8(p, (uchar)s(6));
    VME_SET_SICInput_NeighborPixelChroma9(p, (uchar)s(7));
    VME_SET_SICInput_NeighborPixelChroma10(p, (uchar)s(8));
    VME_SET_SICInput_NeighborPixelChroma11(p, (uchar)s(9));
    VME_SET_SICInput_NeighborPixelChroma12(p, (uchar)s(10));
    VME_SET_SICInput_NeighborPixelChroma13(p, (uchar)s(11));
    VME_SET_SICInput_NeighborPixelChroma14(p, (uchar)s(12));
    VME_SET_SICInput_NeighborPixelChroma15(p, (uchar)s(13));
    VME_SET_SICInput_NeighborPixelChroma16(p, (uchar)s(14));
    VME_SET_SICInput_NeighborPixelChroma17(p, (uchar)s(15));
    VME_SET_SICInput_NeighborPixelChroma18(p, (uchar)s(0));
    VME_SET_SICInput_NeighborPixelChroma19(p, (uchar)s(1));
    VME_SET_SICInput_NeighborPixelChroma20(p, (uchar)s(2));
    VME_SET_SICInput_NeighborPixelChroma21(p, (uchar)s(3));
    VME_SET_SICInput_NeighborPixelChroma22(p, (uchar)s(4));
    VME_SET_SICInput_NeighborPixelChroma23(p, (uchar)s(5));
    VME_SET_SICInput_NeighborPixelChroma24(p, (uchar)s(6));
    VME_SET_SICInput_NeighborPixelChroma25(p, (uchar)s(7));
    VME_SET_SICInput_NeighborPixelChroma26(p, (uchar)s(8));
    VME_SET_SICInput_NeighborPixelChroma27(p, (uchar)s(9));
    VME_SET_SICInput_NeighborPixelChroma28(p, (uchar)s(10));
    VME_SET_SICInput_NeighborPixelChroma29(p, (uchar)s(11));
    VME_SET_SICInput_NeighborPixelChroma30(p, (uchar)s(12));
    VME_SET_SICInput_NeighborPixelChroma31(p, (uchar)s(13));
    acc += VME_GET_SICInput_Ref0SkipCenter0DeltaX(p);
    acc += VME_GET_SICInput_Ref0SkipCenter0DeltaY(p);
    acc += VME_GET_SICInput_Ref1SkipCenter0DeltaX(p);
    acc += VME_GET_SICInput_Ref1SkipCenter0DeltaY(p);
    acc += VME_GET_SICInput_Ref0SkipCenter1DeltaX(p);
    acc += VME_GET_SICInput_Ref0SkipCenter1DeltaY(p);
    acc += VME_GET_SICInput_Ref1SkipCenter1DeltaX(p);
    acc += VME_GET_SICInput_Ref1SkipCenter1DeltaY(p);
    acc += VME_GET_SICInput_Ref0SkipCenter2DeltaX(p);
    acc += VME_GET_SICInput_Ref0SkipCenter2DeltaY(p);
    acc += VME_GET_SICInput_Ref1SkipCenter2DeltaX(p);
    acc += VME_GET_SICInput_Ref1SkipCenter2DeltaY(p);
    acc += VME_GET_SICInput_Ref0SkipCenter3DeltaX(p);
    acc += VME_GET_SICInput_Ref0SkipCenter3DeltaY(p);
    acc += VME_GET_SICInput_Ref1SkipCenter3DeltaX(p);
    acc += VME_GET_SICInput_Ref1SkipCenter3DeltaY(p);
    acc += VME_GET_SICInput_Intra4x4ModeMask(p);
    acc += VME_GET_SICInput_Intra8x8ModeMask(p);
    acc += VME_GET_SICInput_IntraModeMask(p);
    acc += VME_GET_SICInput_IntraComputeType(p);
    acc += VME_GET_SICInput_CornerNeighborPixel0(p);
    acc += VME_GET_SICInput_NeighborPixelLum0(p);
    acc += VME_GET_SICInput_NeighborPixelLum1(p);
    acc += VME_GET_SICInput_NeighborPixelLum2(p);
    acc += VME_GET_SICInput_NeighborPixelLum3(p);
    acc += VME_GET_SICInput_NeighborPixelLum4(p);
    acc += VME_GET_SICInput_NeighborPixelLum5(p);
    acc += VME_GET_SICInput_NeighborPixelLum6(p);
    acc += VME_GET_SICInput_NeighborPixelLum7(p);
    acc += VME_GET_SICInput_NeighborPixelLum8(p);
    acc += VME_GET_SICInput_NeighborPixelLum9(p);
    acc += VME_GET_SICInput_NeighborPixelLum10(p);
    acc += VME_GET_SICInput_NeighborPixelLum11(p);
    acc += VME_GET_SICInput_NeighborPixelLum12(p);
    acc += VME_GET_SICInput_NeighborPixelLum13(p);
    acc += VME_GET_SICInput_NeighborPixelLum14(p);
    acc += VME_GET_SICInput_NeighborPixelLum15(p);
    acc += VME_GET_SICInput_NeighborPixelLum16(p);
    acc += VME_GET_SICInput_NeighborPixelLum17(p);
    acc += VME_GET_SICInput_NeighborPixelLum18(p);
    acc += VME_GET_SICInput_NeighborPixelLum19(p);
    acc += VME_GET_SICInput_NeighborPixelLum20(p);
    acc += VME_GET_SICInput_NeighborPixelLum21(p);
    acc += VME_GET_SICInput_NeighborPixelLum22(p);
    acc += VME_GET_SICInput_NeighborPixelLum23(p);
    acc += VME_GET_SICInput_NeighborPixelLum24(p);
    acc += VME_GET_SICInput_NeighborPixelLum25(p);
    acc += VME_GET_SICInput_NeighborPixelLum26(p);
    acc += VME_GET_SICInput_NeighborPixelLum27(p);
    acc += VME_GET_SICInput_NeighborPixelLum28(p);
    acc += VME_GET_SICInput_NeighborPixelLum29(p);
    acc += VME_GET_SICInput_NeighborPixelLum30(p);
    acc += VME_GET_SICInput_NeighborPixelLum31(p);
    acc += VME_GET_SICInput_NeighborPixelLum32(p);
    acc += VME_GET_SICInput_NeighborPixelLum33(p);
    acc += VME_GET_SICInput_NeighborPixelLum34(p);
    acc += VME_GET_SICInput_NeighborPixelLum35(p);
    acc += VME_GET_SICInput_NeighborPixelLum36(p);
    acc += VME_GET_SICInput_NeighborPixelLum37(p);
    acc += VME_GET_SICInput_NeighborPixelLum38(p);
    acc += VME_GET_SICInput_CornerNeighborPixel1(p);
    acc += VME_GET_SICInput_LeftModes(p);
    acc += VME_GET_SICInput_TopModes(p);
    acc += VME_GET_SICInput_CornerNeighborPixelChroma(p);
    acc += VME_GET_SICInput_PenaltyIntra4x4NonDC(p);
    acc += VME_GET_SICInput_PenaltyIntra8x8NonDC(p);
    acc += VME_GET_SICInput_PenaltyIntra16x16NonDC(p);
    acc += VME_GET_SICInput_NeighborPixelChroma0(p);
    acc += VME_GET_SICInput_NeighborPixelChroma1(p);
    acc += VME_GET_SICInput_NeighborPixelChroma2(p);
    acc += VME_GET_SICInput_NeighborPixelChroma3(p);
    acc += VME_GET_SICInput_NeighborPixelChroma4(p);
    acc += VME_GET_SICInput_NeighborPixelChroma5(p);
    acc += VME_GET_SICInput_NeighborPixelChroma6(p);
    acc += VME_GET_SICInput_NeighborPixelChroma7(p);
    acc += VME_GET_SICInput_NeighborPixelChroma8(p);
    acc += VME_GET_SICInput_NeighborPixelChroma9(p);
    acc += VME_GET_SICInput_NeighborPixelChroma10(p);
    acc += VME_GET_SICInput_NeighborPixelChroma11(p);
    acc += VME_GET_SICInput_NeighborPixelChroma12(p);
    acc += VME_GET_SICInput_NeighborPixelChroma13(p);
    acc += VME_GET_SICInput_NeighborPixelChroma14(p);
    acc += VME_GET_SICInput_NeighborPixelChroma15(p);
    acc += VME_GET_SICInput_NeighborPixelChroma16(p);
    acc += VME_GET_SICInput_NeighborPixelChroma17(p);
    acc += VME_GET_SICInput_NeighborPixelChroma18(p);
    acc += VME_GET_SICInput_NeighborPixelChroma19(p);
    acc += VME_GET_SICInput_NeighborPixelChroma20(p);
    acc += VME_GET_SICInput_NeighborPixelChroma21(p);
    acc += VME_GET_SICInput_NeighborPixelChroma22(p);
    acc += VME_GET_SICInput_NeighborPixelChroma23(p);
    acc += VME_GET_SICInput_NeighborPixelChroma24(p);
    acc += VME_GET_SICInput_NeighborPixelChroma25(p);
    acc += VME_GET_SICInput_NeighborPixelChroma26(p);
    acc += VME_GET_SICInput_NeighborPixelChroma27(p);
    acc += VME_GET_SICInput_NeighborPixelChroma28(p);
    acc += VME_GET_SICInput_NeighborPixelChroma29(p);
    acc += VME_GET_SICInput_NeighborPixelChroma30(p);
    acc += VME_GET_SICInput_NeighborPixelChroma31(p);
    VME_SET_FBRInput_Ref0SubBlockX0(p, (uchar)s(1));
    VME_SET_FBRInput_Ref0SubBlockY0(p, (uchar)s(2));
    VME_SET_FBRInput_Ref1SubBlockX0(p, (uchar)s(3));
    VME_SET_FBRInput_Ref1SubBlockY0(p, (uchar)s(4));
    VME_SET_FBRInput_Ref0SubBlockX1(p, (uchar)s(5));
    VME_SET_FBRInput_Ref0SubBlockY1(p, (uchar)s(6));
    VME_SET_FBRInput_Ref1SubBlockX1(p, (uchar)s(7));
    VME_SET_FBRInput_Ref1SubBlockY1(p, (uchar)s(8));
    VME_SET_FBRInput_Ref0SubBlockX2(p, (uchar)s(9));
    VME_SET_FBRInput_Ref0SubBlockY2(p, (uchar)s(10));
    VME_SET_FBRInput_Ref1SubBlockX2(p, (uchar)s(11));
    VME_SET_FBRInput_Ref1SubBlockY2(p, (uchar)s(12));
    VME_SET_FBRInput_Ref0SubBlockX3(p, (uchar)s(13));
    VME_SET_FBRInput_Ref0SubBlockY3(p, (uchar)s(14));
    VME_SET_FBRInput_Ref1SubBlockX3(p, (uchar)s(15));
    VME_SET_FBRInput_Ref1SubBlockY3(p, (uchar)s(0));
    VME_SET_FBRInput_Ref0SubBlockX4(p, (uchar)s(1));
    VME_SET_FBRInput_Ref0SubBlockY4(p, (uchar)s(2));
    VME_SET_FBRInput_Ref1SubBlockX4(p, (uchar)s(3));
    VME_SET_FBRInput_Ref1SubBlockY4(p, (uchar)s(4));
    VME_SET_FBRInput_Ref0SubBlockX5(p, (uchar)s(5));
    VME_SET_FBRInput_Ref0SubBlockY5(p, (uchar)s(6));
    VME_SET_FBRInput_Ref1SubBlockX5(p, (uchar)s(7));
    VME_SET_FBRInput_Ref1SubBlockY5(p, (uchar)s(8));
    VME_SET_FBRInput_Ref0SubBlockX6(p, (uchar)s(9));
    VME_SET_FBRInput_Ref0SubBlockY6(p, (uchar)s(10));
    VME_SET_FBRInput_Ref1SubBlockX6(p, (uchar)s(11));
    VME_SET_FBRInput_Ref1SubBlockY6(p, (uchar)s(12));
    VME_SET_FBRInput_Ref0SubBlockX7(p, (uchar)s(13));
    VME_SET_FBRInput_Ref0SubBlockY7(p, (uchar)s(14));
    VME_SET_FBRInput_Ref1SubBlockX7(p, (uchar)s(15));
    VME_SET_FBRInput_Ref1SubBlockY7(p, (uchar)s(0));
    VME_SET_FBRInput_Ref0SubBlockX8(p, (uchar)s(1));
    VME_SET_FBRInput_Ref0SubBlockY8(p, (uchar)s(2));
    VME_SET_FBRInput_Ref1SubBlockX8(p, (uchar)s(3));
    VME_SET_FBRInput_Ref1SubBlockY8(p, (uchar)s(4));
    VME_SET_FBRInput_Ref0SubBlockX9(p, (uchar)s(5));
    VME_SET_FBRInput_Ref0SubBlockY9(p, (uchar)s(6));
    VME_SET_FBRInput_Ref1SubBlockX9(p, (uchar)s(7));
    VME_SET_FBRInput_Ref1SubBlockY9(p, (uchar)s(8));
    VME_SET_FBRInput_Ref0SubBlockX10(p, (uchar)s(9));
    VME_SET_FBRInput_Ref0SubBlockY10(p, (uchar)s(10));
    VME_SET_FBRInput_Ref1SubBlockX10(p, (uchar)s(11));
    VME_SET_FBRInput_Ref1SubBlockY10(p, (uchar)s(12));
    VME_SET_FBRInput_Ref0SubBlockX11(p, (uchar)s(13));
    VME_SET_FBRInput_Ref0SubBlockY11(p, (uchar)s(14));
    VME_SET_FBRInput_Ref1SubBlockX11(p, (uchar)s(15));
    VME_SET_FBRInput_Ref1SubBlockY11(p, (uchar)s(0));
    VME_SET_FBRInput_Ref0SubBlockX12(p, (uchar)s(1));
    VME_SET_FBRInput_Ref0SubBlockY12(p, (uchar)s(2));
    VME_SET_FBRInput_Ref1SubBlockX12(p, (uchar)s(3));
    VME_SET_FBRInput_Ref1SubBlockY12(p, (uchar)s(4));
    VME_SET_FBRInput_Ref0SubBlockX13(p, (uchar)s(5));
    VME_SET_FBRInput_Ref0SubBlockY13(p, (uchar)s(6));
    VME_SET_FBRInput_Ref1SubBlockX13(p, (uchar)s(7));
    VME_SET_FBRInput_Ref1SubBlockY13(p, (uchar)s(8));
    VME_SET_FBRInput_Ref0SubBlockX14(p, (uchar)s(9));
    VME_SET_FBRInput_Ref0SubBlockY14(p, (uchar)s(10));
    VME_SET_FBRInput_Ref1SubBlockX14(p, (uchar)s(11));
    VME_SET_FBRInput_Ref1SubBlockY14(p, (uchar)s(12));
    VME_SET_FBRInput_Ref0SubBlockX15(p, (uchar)s(13));
    VME_SET_FBRInput_Ref0SubBlockY15(p, (uchar)s(14));
    VME_SET_FBRInput_Ref1SubBlockX15(p, (uchar)s(15));
    VME_SET_FBRInput_Ref1SubBlockY15(p, (uchar)s(0));
    acc += VME_GET_FBRInput_Ref0SubBlockX0(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY0(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX0(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY0(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX1(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY1(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX1(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY1(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX2(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY2(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX2(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY2(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX3(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY3(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX3(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY3(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX4(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY4(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX4(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY4(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX5(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY5(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX5(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY5(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX6(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY6(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX6(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY6(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX7(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY7(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX7(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY7(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX8(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY8(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX8(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY8(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX9(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY9(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX9(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY9(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX10(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY10(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX10(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY10(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX11(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY11(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX11(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY11(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX12(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY12(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX12(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY12(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX13(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY13(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX13(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY13(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX14(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY14(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX14(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY14(p);
    acc += VME_GET_FBRInput_Ref0SubBlockX15(p);
    acc += VME_GET_FBRInput_Ref0SubBlockY15(p);
    acc += VME_GET_FBRInput_Ref1SubBlockX15(p);
    acc += VME_GET_FBRInput_Ref1SubBlockY15(p);
    VME_SET_IDMInput_SrcMBPixelMaskRow0(p, (uchar)s(1));
    VME_SET_IDMInput_SrcMBPixelMaskRow1(p, (uchar)s(2));
    VME_SET_IDMInput_SrcMBPixelMaskRow2(p, (uchar)s(3));
    VME_SET_IDMInput_SrcMBPixelMaskRow3(p, (uchar)s(4));
    VME_SET_IDMInput_SrcMBPixelMaskRow4(p, (uchar)s(5));
    VME_SET_IDMInput_SrcMBPixelMaskRow5(p, (uchar)s(6));
    VME_SET_IDMInput_SrcMBPixelMaskRow6(p, (uchar)s(7));
    VME_SET_IDMInput_SrcMBPixelMaskRow7(p, (uchar)s(8));
    VME_SET_IDMInput_SrcMBPixelMaskRow8(p, (uchar)s(9));
    VME_SET_IDMInput_SrcMBPixelMaskRow9(p, (uchar)s(10));
    VME_SET_IDMInput_SrcMBPixelMaskRow10(p, (uchar)s(11));
    VME_SET_IDMInput_SrcMBPixelMaskRow11(p, (uchar)s(12));
    VME_SET_IDMInput_SrcMBPixelMaskRow12(p, (uchar)s(13));
    VME_SET_IDMInput_SrcMBPixelMaskRow13(p, (uchar)s(14));
    VME_SET_IDMInput_SrcMBPixelMaskRow14(p, (uchar)s(15));
    VME_SET_IDMInput_SrcMBPixelMaskRow15(p, (uchar)s(0));
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow0(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow1(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow2(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow3(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow4(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow5(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow6(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow7(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow8(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow9(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow10(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow11(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow12(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow13(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow14(p);
    acc += VME_GET_IDMInput_SrcMBPixelMaskRow15(p);
    { uint v = 0; VME_GET_UNIOutput_InterMbMode(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_IntraMbMode(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_FieldMbPolarityFlag(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_InterMbType(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_FieldMbFlag(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_IntraMbType(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_MvQuantity(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_StreamOutOnlyLocal(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_MinHasLocal(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_StreamOutHasNoLocal(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_BestInterDistortion(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_SkipRawDistortion(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_BestIntraDistortion(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_BestChromaIntraDistortion(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_LumaIntraPredMode0(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_LumaIntraPredMode1(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_LumaIntraPredMode2(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_LumaIntraPredMode3(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_MbIntraStruct(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_SubMbShape(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_SubMbPredMode(p, v); acc += v; }
    { matrix<short, 4, 16> v; VME_GET_UNIOutput_Mvs(p, v); acc += v(3, 15); }
    { matrix<short, 1, 16> v; VME_GET_UNIOutput_InterDistortion(p, v); acc += v(0, 15); }
    { uint v = 0; VME_GET_UNIOutput_FwdBlk0RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_BwdBlk0RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_FwdBlk1RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_BwdBlk1RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_FwdBlk2RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_BwdBlk2RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_FwdBlk3RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_BwdBlk3RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_Blk0LumaNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_Blk1LumaNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_Blk2LumaNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_Blk3LumaNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_Blk0ChromaCbNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_Blk0ChromaCrNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_SumInterDistL0(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_SumInterDistL1(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_MaxRef0InterDist(p, v); acc += v; }
    { uint v = 0; VME_GET_UNIOutput_MaxRef1InterDist(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_InterMbMode(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_IntraMbMode(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_FieldMbPolarityFlag(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_InterMbType(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_FieldMbFlag(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_IntraMbType(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_MvQuantity(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_StreamOutOnlyLocal(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_MinHasLocal(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_StreamOutHasNoLocal(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_BestInterDistortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_SkipRawDistortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_BestIntraDistortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_BestChromaIntraDistortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_LumaIntraPredMode0(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_LumaIntraPredMode1(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_LumaIntraPredMode2(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_LumaIntraPredMode3(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_MbIntraStruct(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_SubMbShape(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_SubMbPredMode(p, v); acc += v; }
    { matrix<short, 4, 16> v; VME_GET_IMEOutput_Mvs(p, v); acc += v(3, 15); }
    { matrix<short, 1, 16> v; VME_GET_IMEOutput_InterDistortion(p, v); acc += v(0, 15); }
    { uint v = 0; VME_GET_IMEOutput_FwdBlk0RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_BwdBlk0RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_FwdBlk1RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_BwdBlk1RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_FwdBlk2RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_BwdBlk2RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_FwdBlk3RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_BwdBlk3RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Blk0LumaNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Blk1LumaNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Blk2LumaNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Blk3LumaNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Blk0ChromaCbNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Blk0ChromaCrNZC(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x8_0Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x8_1Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x16_0Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x16_1Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_0Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_1Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_2Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_3Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x16_Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x16_RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x16_X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x16_Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x8_0RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x8_1RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x16_0RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x16_1RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_0RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_1RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_2RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_3RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x8_0X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x8_0Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x8_1X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_16x8_1Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x16_0X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x16_0Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x16_1X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x16_1Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_0X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_0Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_1X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_1Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_2X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_2Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_3X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec0_8x8_3Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x8_0Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x8_1Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x16_0Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x16_1Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_0Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_1Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_2Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_3Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x16_Distortion(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x16_RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x16_X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x16_Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x8_0RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x8_1RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x16_0RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x16_1RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_0RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_1RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_2RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_3RefID(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x8_0X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x8_0Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x8_1X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_16x8_1Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x16_0X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x16_0Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x16_1X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x16_1Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_0X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_0Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_1X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_1Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_2X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_2Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_3X(p, v); acc += v; }
    { uint v = 0; VME_GET_IMEOutput_Rec1_8x8_3Y(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint15(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint0(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint1(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoshort(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint3(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint4(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint5(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint6(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint7(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint8(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint9(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint10(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint11(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint12(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint13(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint14(p, v); acc += v; }
    { uint v = 0; VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint15(p, v); acc += v; }
#pragma unroll
    for (int i = 0; i < 4; i++)
        write(out, i * 128, p.format<uint>().select<32, 1>(i * 32));
    vector<uint, 8> r = acc;
    write(out, 512, r);
}
