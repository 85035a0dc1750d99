// Intel's VME payload macros (cm/vme/, gen9_vme.h's names) on SKL: a
// spread of fields of each input payload set in a random payload (whole
// bytes, words and dwords, fields of a few bits whose set keeps the
// neighbouring bits and ORs the value unmasked, as Intel's do, flags set
// and cleared, pairs), INIT_VME_UNIINPUT and RESET_*, and gets of input
// and output fields (masked, shifted, flags, the L1 sum that reads two
// rows, the motion vector rows, Intel's `..._SearchPoshort`).  The message
// itself needs the VME engine (vme-cmrun-fault.cpp).
// { dg-do run }
// { dg-options "-march=SKL" }
// { dg-final { run-kernel "-march=SKL buf:in.bin buf:zero:1184:out.bin" } }
// { dg-final { finalize-visa SKL } }

extern "C" _GENX_MAIN_ void payload(SurfaceIndex in, SurfaceIndex out)
{
    matrix<uchar, 16, 32> P;
    read(in, 0, P.select<4, 1, 32, 1>(0, 0));
    read(in, 128, P.select<4, 1, 32, 1>(4, 0));
    read(in, 256, P.select<4, 1, 32, 1>(8, 0));
    read(in, 384, P.select<4, 1, 32, 1>(12, 0));
    vector<uint, 16> v;
    read(in, 512, v);

    matrix<uchar, 4, 32> uni = P.select<4, 1, 32, 1>(0, 0);
    VME_SET_UNIInput_Ref0X(uni, v(0));
    VME_SET_UNIInput_SrcY(uni, v(1));
    VME_SET_UNIInput_SrcAccess(uni);
    VME_CLEAR_UNIInput_RefAccess(uni);
    VME_SET_UNIInput_SubPelMode(uni, v(2));
    VME_CLEAR_UNIInput_DualSearchPath(uni);
    VME_SET_UNIInput_RefW(uni, v(3));
    VME_SET_UNIInput_Ref1Polarity(uni, v(4));
    VME_SET_UNIInput_BiWeight(uni, v(5));
    VME_SET_UNIInput_Fixed7x7Weights(uni, v(6));
    VME_SET_UNIInput_StartCenter1(uni, v(7), v(8));
    VME_SET_UNIInput_MVCostScaleFactor(uni, v(9));
    VME_SET_UNIInput_BilinearEnable(uni);
    VME_SET_UNIInput_MV7Cost(uni, v(10));
    VME_SET_UNIInput_SICFwdTCoeffThreshold0(uni, v(11));
    VME_SET_UNIInput_BWDCostCenter3(uni, v(12), v(13));
    write(out, 0, uni.format<uint>());

    matrix<uchar, 6, 32> ime = P.select<6, 1, 32, 1>(4, 0);
    VME_SET_IMEInput_IMESearchPathDelta40(ime, v(0));
    VME_SET_IMEInput_Rec0_8x8_3RefID(ime, v(1));
    VME_SET_IMEInput_Rec1_16x8_0RefID(ime, v(2));
    VME_SET_IMEInput_Rec1_8x8_2Y(ime, v(3));
    VME_SET_IMEInput_Rec0_16x16_Distortion(ime, v(4));
    write(out, 128, ime.format<uint>().select<32, 1>(0));
    write(out, 256, ime.format<uint>().select<16, 1>(32));

    matrix<uchar, 4, 32> sic = P.select<4, 1, 32, 1>(10, 0);
    VME_SET_SICInput_Ref1SkipCenter2DeltaXY(sic, v(5), v(6));
    VME_SET_SICInput_NeighborPixelLum30(sic, v(7));
    VME_SET_SICInput_IntraMxMPredModeB11(sic, v(8));
    VME_SET_SICInput_PenaltyIntra8x8NonDC(sic, v(9));
    VME_SET_SICInput_NeighborPixelChroma31(sic, v(10));
    VME_SET_SICInput_CornerNeighborPixelChroma(sic, v(11));
    write(out, 320, sic.format<uint>());

    matrix<uchar, 4, 32> fbr = P.select<4, 1, 32, 1>(12, 0);
    VME_SET_FBRInput_Ref1SubBlockY9(fbr, v(12));
    VME_SET_FBRInput_Ref0SubBlockX15(fbr, v(13));
    write(out, 448, fbr.format<uint>());

    matrix<uchar, 1, 32> idm = P.select<1, 1, 32, 1>(15, 0);
    VME_SET_IDMInput_SrcMBPixelMaskRow11(idm, v(14));
    write(out, 576, idm.format<uint>());

    matrix<uchar, 4, 32> init = P.select<4, 1, 32, 1>(0, 0);
    INIT_VME_UNIINPUT(init);
    write(out, 608, init.format<uint>());
    matrix<uchar, 2, 32> reset = P.select<2, 1, 32, 1>(4, 0);
    RESET_VME_IMEINPUT(reset, 2);
    matrix<uchar, 4, 32> reset_sic = P.select<4, 1, 32, 1>(8, 0);
    RESET_VME_SICINPUT(reset_sic);
    write(out, 736, reset.format<uint>());
    write(out, 800, reset_sic.format<uint>());

    vector<uint, 32> g = 0;
    uint o;
    g(0) = VME_GET_UNIInput_Ref1Y(P);
    g(1) = VME_GET_UNIInput_Ref1Polarity(P);
    g(2) = VME_GET_UNIInput_Fixed7x7Weights(P);
    g(3) = VME_GET_UNIInput_UniMixDisable(P);
    g(4) = VME_GET_UNIInput_FBRMbModeInput(P);
    g(5) = VME_GET_UNIInput_Rec0_16x16_RefID(P);
    g(6) = VME_GET_SICInput_IntraComputeType(P);
    g(7) = VME_GET_IMEInput_Rec1_8x8_1X(P);
    g(8) = VME_GET_SICInput_NeighborPixelLum38(P);
    VME_GET_UNIOutput_IntraMbMode(P, o);
    g(9) = o;
    VME_GET_UNIOutput_StreamOutHasNoLocal(P, o);
    g(10) = o;
    VME_GET_UNIOutput_BwdBlk2RefID(P, o);
    g(11) = o;
    VME_GET_UNIOutput_SumInterDistL0(P, o);
    g(12) = o;
    VME_GET_UNIOutput_SumInterDistL1(P, o);
    g(13) = o;
    VME_GET_IMEOutput_Rec1_8x16_1RefID(P, o);
    g(14) = o;
    VME_GET_IMEOutput_Rec0_8x8_2X(P, o);
    g(15) = o;
    VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoshort(P, o);
    g(16) = o;
    VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint15(P, o);
    g(17) = o;
    g(18) = S13_2TOS16(v(15));
    g(19) = S16TOS13_2(v(15));
    g(20) = VME_GET_UNIInput_SkipCenterMask(P);
    g(21) = MODE_INTRA_PCM | MODE_FIELD_MB_POLARITY;
    write(out, 928, g);
    matrix<short, 4, 16> mvs;
    VME_GET_UNIOutput_Mvs(P, mvs);
    write(out, 1056, mvs.format<uint>());
}
