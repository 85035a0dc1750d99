/* cm/vme/gen9_output.h - the fields of the VME results of Intel's
 * gen9_vme.h (SKL, ICLLP): one macro per field, `GET(p, v)` assigning the
 * field of result p to v, each a row in the mechanisms of
 * cm/vme/payload.h.  UNI is the result of run_vme_sic/run_vme_fbr (and the
 * first 7 rows of IME's), IME that of run_vme_ime (7, 9 or 11 rows: the
 * best results of the two search records from row 7), IDM that of
 * run_vme_idm (16 rows of 16 distortions).  The mode constants compare
 * with what InterMbMode, IntraMbMode and FieldMbPolarityFlag give (the
 * intra mode and the polarity are not shifted down).
 *
 * The IDM names of search point 2 are Intel's `..._SearchPoshort` (a
 * renaming of int to short that caught "SearchPoint2"); they are the
 * public names, so they are kept, and there is no ..._SearchPoint2.
 *
 * Included by cm/vme/vme.h. */
#ifndef CM_VME_GEN9_OUTPUT_H
#define CM_VME_GEN9_OUTPUT_H

#define MODE_INTER_16X16 0x00
#define MODE_INTER_16X8 0x01
#define MODE_INTER_8X16 0x02
#define MODE_INTER_8X8 0x03
#define MODE_INTER_MINOR 0x03
#define MODE_INTRA_16X16 0x00
#define MODE_INTRA_8X8 0x10
#define MODE_INTRA_4X4 0x20
#define MODE_INTRA_PCM 0x30
#define MODE_FIELD_MB_POLARITY 0x80

/* UNI output */
#define VME_GET_UNIOutput_InterMbMode(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 0, 0x3, 0, v)
#define VME_GET_UNIOutput_IntraMbMode(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 0, 0x30, 0, v)
#define VME_GET_UNIOutput_FieldMbPolarityFlag(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 0, 0x80, 0, v)
#define VME_GET_UNIOutput_InterMbType(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 1, 0x1F, 0, v)
#define VME_GET_UNIOutput_FieldMbFlag(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 1, 0x40, 0, v)
#define VME_GET_UNIOutput_IntraMbType(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 2, 0x1F, 0, v)
#define VME_GET_UNIOutput_MvQuantity(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 3, 0x1F, 0, v)
#define VME_GET_UNIOutput_StreamOutOnlyLocal(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 3, 0x20, 5, v)
#define VME_GET_UNIOutput_MinHasLocal(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 3, 0x40, 6, v)
#define VME_GET_UNIOutput_StreamOutHasNoLocal(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 3, 0x80, 7, v)
#define VME_GET_UNIOutput_BestInterDistortion(p, v) \
    CM_VME_OUT(p, ushort, 0, 4, v)
#define VME_GET_UNIOutput_SkipRawDistortion(p, v) \
    CM_VME_OUT(p, ushort, 0, 5, v)
#define VME_GET_UNIOutput_BestIntraDistortion(p, v) \
    CM_VME_OUT(p, ushort, 0, 6, v)
#define VME_GET_UNIOutput_BestChromaIntraDistortion(p, v) \
    CM_VME_OUT(p, ushort, 0, 7, v)
#define VME_GET_UNIOutput_LumaIntraPredMode0(p, v) \
    CM_VME_OUT(p, ushort, 0, 8, v)
#define VME_GET_UNIOutput_LumaIntraPredMode1(p, v) \
    CM_VME_OUT(p, ushort, 0, 9, v)
#define VME_GET_UNIOutput_LumaIntraPredMode2(p, v) \
    CM_VME_OUT(p, ushort, 0, 10, v)
#define VME_GET_UNIOutput_LumaIntraPredMode3(p, v) \
    CM_VME_OUT(p, ushort, 0, 11, v)
#define VME_GET_UNIOutput_MbIntraStruct(p, v) CM_VME_OUT(p, uchar, 0, 24, v)
#define VME_GET_UNIOutput_SubMbShape(p, v) CM_VME_OUT(p, uchar, 0, 25, v)
#define VME_GET_UNIOutput_SubMbPredMode(p, v) CM_VME_OUT(p, uchar, 0, 26, v)
#define VME_GET_UNIOutput_Mvs(p, v) CM_VME_OUT_ROWS(p, 4, 1, v)
#define VME_GET_UNIOutput_InterDistortion(p, v) CM_VME_OUT_ROWS(p, 1, 5, v)
#define VME_GET_UNIOutput_FwdBlk0RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 0, 0xF, 0, v)
#define VME_GET_UNIOutput_BwdBlk0RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 0, 0xF0, 4, v)
#define VME_GET_UNIOutput_FwdBlk1RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 1, 0xF, 0, v)
#define VME_GET_UNIOutput_BwdBlk1RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 1, 0xF0, 4, v)
#define VME_GET_UNIOutput_FwdBlk2RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 2, 0xF, 0, v)
#define VME_GET_UNIOutput_BwdBlk2RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 2, 0xF0, 4, v)
#define VME_GET_UNIOutput_FwdBlk3RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 3, 0xF, 0, v)
#define VME_GET_UNIOutput_BwdBlk3RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 3, 0xF0, 4, v)
#define VME_GET_UNIOutput_Blk0LumaNZC(p, v) CM_VME_OUT(p, uchar, 6, 4, v)
#define VME_GET_UNIOutput_Blk1LumaNZC(p, v) CM_VME_OUT(p, uchar, 6, 5, v)
#define VME_GET_UNIOutput_Blk2LumaNZC(p, v) CM_VME_OUT(p, uchar, 6, 6, v)
#define VME_GET_UNIOutput_Blk3LumaNZC(p, v) CM_VME_OUT(p, uchar, 6, 7, v)
#define VME_GET_UNIOutput_Blk0ChromaCbNZC(p, v) CM_VME_OUT(p, uchar, 6, 16, v)
#define VME_GET_UNIOutput_Blk0ChromaCrNZC(p, v) CM_VME_OUT(p, uchar, 6, 17, v)
#define VME_GET_UNIOutput_SumInterDistL0(p, v) \
    CM_VME_OUT_BITS(p, uint, 6, 6, 0x3FFFFFF, 0, v)
/* The L1 sum: 16 bits of row 6 and, above them, 10 bits of row 0's
 * fourth word (Intel reads it so). */
#define VME_GET_UNIOutput_SumInterDistL1(p, v)                                \
    ((v) = CM_VME_ELEMENT(p, ushort, 6, 9) +                                  \
           ((CM_VME_ELEMENT(p, ushort, 0, 3) & 0x3FF) << 16))
#define VME_GET_UNIOutput_MaxRef0InterDist(p, v) \
    CM_VME_OUT(p, ushort, 6, 14, v)
#define VME_GET_UNIOutput_MaxRef1InterDist(p, v) \
    CM_VME_OUT(p, ushort, 6, 15, v)

/* IME output */
#define VME_GET_IMEOutput_InterMbMode(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 0, 0x3, 0, v)
#define VME_GET_IMEOutput_IntraMbMode(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 0, 0x30, 0, v)
#define VME_GET_IMEOutput_FieldMbPolarityFlag(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 0, 0x80, 0, v)
#define VME_GET_IMEOutput_InterMbType(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 1, 0x1F, 0, v)
#define VME_GET_IMEOutput_FieldMbFlag(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 1, 0x40, 0, v)
#define VME_GET_IMEOutput_IntraMbType(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 2, 0x1F, 0, v)
#define VME_GET_IMEOutput_MvQuantity(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 3, 0x1F, 0, v)
#define VME_GET_IMEOutput_StreamOutOnlyLocal(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 3, 0x20, 5, v)
#define VME_GET_IMEOutput_MinHasLocal(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 3, 0x40, 6, v)
#define VME_GET_IMEOutput_StreamOutHasNoLocal(p, v) \
    CM_VME_OUT_BITS(p, uchar, 0, 3, 0x80, 7, v)
#define VME_GET_IMEOutput_BestInterDistortion(p, v) \
    CM_VME_OUT(p, ushort, 0, 4, v)
#define VME_GET_IMEOutput_SkipRawDistortion(p, v) \
    CM_VME_OUT(p, ushort, 0, 5, v)
#define VME_GET_IMEOutput_BestIntraDistortion(p, v) \
    CM_VME_OUT(p, ushort, 0, 6, v)
#define VME_GET_IMEOutput_BestChromaIntraDistortion(p, v) \
    CM_VME_OUT(p, ushort, 0, 7, v)
#define VME_GET_IMEOutput_LumaIntraPredMode0(p, v) \
    CM_VME_OUT(p, ushort, 0, 8, v)
#define VME_GET_IMEOutput_LumaIntraPredMode1(p, v) \
    CM_VME_OUT(p, ushort, 0, 9, v)
#define VME_GET_IMEOutput_LumaIntraPredMode2(p, v) \
    CM_VME_OUT(p, ushort, 0, 10, v)
#define VME_GET_IMEOutput_LumaIntraPredMode3(p, v) \
    CM_VME_OUT(p, ushort, 0, 11, v)
#define VME_GET_IMEOutput_MbIntraStruct(p, v) CM_VME_OUT(p, uchar, 0, 24, v)
#define VME_GET_IMEOutput_SubMbShape(p, v) CM_VME_OUT(p, uchar, 0, 25, v)
#define VME_GET_IMEOutput_SubMbPredMode(p, v) CM_VME_OUT(p, uchar, 0, 26, v)
#define VME_GET_IMEOutput_Mvs(p, v) CM_VME_OUT_ROWS(p, 4, 1, v)
#define VME_GET_IMEOutput_InterDistortion(p, v) CM_VME_OUT_ROWS(p, 1, 5, v)
#define VME_GET_IMEOutput_FwdBlk0RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 0, 0xF, 0, v)
#define VME_GET_IMEOutput_BwdBlk0RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 0, 0xF0, 4, v)
#define VME_GET_IMEOutput_FwdBlk1RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 1, 0xF, 0, v)
#define VME_GET_IMEOutput_BwdBlk1RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 1, 0xF0, 4, v)
#define VME_GET_IMEOutput_FwdBlk2RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 2, 0xF, 0, v)
#define VME_GET_IMEOutput_BwdBlk2RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 2, 0xF0, 4, v)
#define VME_GET_IMEOutput_FwdBlk3RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 3, 0xF, 0, v)
#define VME_GET_IMEOutput_BwdBlk3RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 6, 3, 0xF0, 4, v)
#define VME_GET_IMEOutput_Blk0LumaNZC(p, v) CM_VME_OUT(p, uchar, 6, 4, v)
#define VME_GET_IMEOutput_Blk1LumaNZC(p, v) CM_VME_OUT(p, uchar, 6, 5, v)
#define VME_GET_IMEOutput_Blk2LumaNZC(p, v) CM_VME_OUT(p, uchar, 6, 6, v)
#define VME_GET_IMEOutput_Blk3LumaNZC(p, v) CM_VME_OUT(p, uchar, 6, 7, v)
#define VME_GET_IMEOutput_Blk0ChromaCbNZC(p, v) CM_VME_OUT(p, uchar, 6, 16, v)
#define VME_GET_IMEOutput_Blk0ChromaCrNZC(p, v) CM_VME_OUT(p, uchar, 6, 17, v)
#define VME_GET_IMEOutput_Rec0_16x8_0Distortion(p, v) \
    CM_VME_OUT(p, ushort, 7, 0, v)
#define VME_GET_IMEOutput_Rec0_16x8_1Distortion(p, v) \
    CM_VME_OUT(p, ushort, 7, 1, v)
#define VME_GET_IMEOutput_Rec0_8x16_0Distortion(p, v) \
    CM_VME_OUT(p, ushort, 7, 2, v)
#define VME_GET_IMEOutput_Rec0_8x16_1Distortion(p, v) \
    CM_VME_OUT(p, ushort, 7, 3, v)
#define VME_GET_IMEOutput_Rec0_8x8_0Distortion(p, v) \
    CM_VME_OUT(p, ushort, 7, 4, v)
#define VME_GET_IMEOutput_Rec0_8x8_1Distortion(p, v) \
    CM_VME_OUT(p, ushort, 7, 5, v)
#define VME_GET_IMEOutput_Rec0_8x8_2Distortion(p, v) \
    CM_VME_OUT(p, ushort, 7, 6, v)
#define VME_GET_IMEOutput_Rec0_8x8_3Distortion(p, v) \
    CM_VME_OUT(p, ushort, 7, 7, v)
#define VME_GET_IMEOutput_Rec0_16x16_Distortion(p, v) \
    CM_VME_OUT(p, ushort, 7, 8, v)
#define VME_GET_IMEOutput_Rec0_16x16_RefID(p, v) CM_VME_OUT(p, uchar, 7, 18, v)
#define VME_GET_IMEOutput_Rec0_16x16_X(p, v) CM_VME_OUT(p, ushort, 7, 10, v)
#define VME_GET_IMEOutput_Rec0_16x16_Y(p, v) CM_VME_OUT(p, ushort, 7, 11, v)
#define VME_GET_IMEOutput_Rec0_16x8_0RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 7, 24, 0xF, 0, v)
#define VME_GET_IMEOutput_Rec0_16x8_1RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 7, 24, 0xF0, 4, v)
#define VME_GET_IMEOutput_Rec0_8x16_0RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 7, 25, 0xF, 0, v)
#define VME_GET_IMEOutput_Rec0_8x16_1RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 7, 25, 0xF0, 4, v)
#define VME_GET_IMEOutput_Rec0_8x8_0RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 7, 26, 0xF, 0, v)
#define VME_GET_IMEOutput_Rec0_8x8_1RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 7, 26, 0xF0, 4, v)
#define VME_GET_IMEOutput_Rec0_8x8_2RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 7, 27, 0xF, 0, v)
#define VME_GET_IMEOutput_Rec0_8x8_3RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 7, 27, 0xF0, 4, v)
#define VME_GET_IMEOutput_Rec0_16x8_0X(p, v) CM_VME_OUT(p, ushort, 8, 0, v)
#define VME_GET_IMEOutput_Rec0_16x8_0Y(p, v) CM_VME_OUT(p, ushort, 8, 1, v)
#define VME_GET_IMEOutput_Rec0_16x8_1X(p, v) CM_VME_OUT(p, ushort, 8, 2, v)
#define VME_GET_IMEOutput_Rec0_16x8_1Y(p, v) CM_VME_OUT(p, ushort, 8, 3, v)
#define VME_GET_IMEOutput_Rec0_8x16_0X(p, v) CM_VME_OUT(p, ushort, 8, 4, v)
#define VME_GET_IMEOutput_Rec0_8x16_0Y(p, v) CM_VME_OUT(p, ushort, 8, 5, v)
#define VME_GET_IMEOutput_Rec0_8x16_1X(p, v) CM_VME_OUT(p, ushort, 8, 6, v)
#define VME_GET_IMEOutput_Rec0_8x16_1Y(p, v) CM_VME_OUT(p, ushort, 8, 7, v)
#define VME_GET_IMEOutput_Rec0_8x8_0X(p, v) CM_VME_OUT(p, ushort, 8, 8, v)
#define VME_GET_IMEOutput_Rec0_8x8_0Y(p, v) CM_VME_OUT(p, ushort, 8, 9, v)
#define VME_GET_IMEOutput_Rec0_8x8_1X(p, v) CM_VME_OUT(p, ushort, 8, 10, v)
#define VME_GET_IMEOutput_Rec0_8x8_1Y(p, v) CM_VME_OUT(p, ushort, 8, 11, v)
#define VME_GET_IMEOutput_Rec0_8x8_2X(p, v) CM_VME_OUT(p, ushort, 8, 12, v)
#define VME_GET_IMEOutput_Rec0_8x8_2Y(p, v) CM_VME_OUT(p, ushort, 8, 13, v)
#define VME_GET_IMEOutput_Rec0_8x8_3X(p, v) CM_VME_OUT(p, ushort, 8, 14, v)
#define VME_GET_IMEOutput_Rec0_8x8_3Y(p, v) CM_VME_OUT(p, ushort, 8, 15, v)
#define VME_GET_IMEOutput_Rec1_16x8_0Distortion(p, v) \
    CM_VME_OUT(p, ushort, 9, 0, v)
#define VME_GET_IMEOutput_Rec1_16x8_1Distortion(p, v) \
    CM_VME_OUT(p, ushort, 9, 1, v)
#define VME_GET_IMEOutput_Rec1_8x16_0Distortion(p, v) \
    CM_VME_OUT(p, ushort, 9, 2, v)
#define VME_GET_IMEOutput_Rec1_8x16_1Distortion(p, v) \
    CM_VME_OUT(p, ushort, 9, 3, v)
#define VME_GET_IMEOutput_Rec1_8x8_0Distortion(p, v) \
    CM_VME_OUT(p, ushort, 9, 4, v)
#define VME_GET_IMEOutput_Rec1_8x8_1Distortion(p, v) \
    CM_VME_OUT(p, ushort, 9, 5, v)
#define VME_GET_IMEOutput_Rec1_8x8_2Distortion(p, v) \
    CM_VME_OUT(p, ushort, 9, 6, v)
#define VME_GET_IMEOutput_Rec1_8x8_3Distortion(p, v) \
    CM_VME_OUT(p, ushort, 9, 7, v)
#define VME_GET_IMEOutput_Rec1_16x16_Distortion(p, v) \
    CM_VME_OUT(p, ushort, 9, 8, v)
#define VME_GET_IMEOutput_Rec1_16x16_RefID(p, v) CM_VME_OUT(p, uchar, 9, 18, v)
#define VME_GET_IMEOutput_Rec1_16x16_X(p, v) CM_VME_OUT(p, ushort, 9, 10, v)
#define VME_GET_IMEOutput_Rec1_16x16_Y(p, v) CM_VME_OUT(p, ushort, 9, 11, v)
#define VME_GET_IMEOutput_Rec1_16x8_0RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 9, 24, 0xF, 0, v)
#define VME_GET_IMEOutput_Rec1_16x8_1RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 9, 24, 0xF0, 4, v)
#define VME_GET_IMEOutput_Rec1_8x16_0RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 9, 25, 0xF, 0, v)
#define VME_GET_IMEOutput_Rec1_8x16_1RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 9, 25, 0xF0, 4, v)
#define VME_GET_IMEOutput_Rec1_8x8_0RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 9, 26, 0xF, 0, v)
#define VME_GET_IMEOutput_Rec1_8x8_1RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 9, 26, 0xF0, 4, v)
#define VME_GET_IMEOutput_Rec1_8x8_2RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 9, 27, 0xF, 0, v)
#define VME_GET_IMEOutput_Rec1_8x8_3RefID(p, v) \
    CM_VME_OUT_BITS(p, uchar, 9, 27, 0xF0, 4, v)
#define VME_GET_IMEOutput_Rec1_16x8_0X(p, v) CM_VME_OUT(p, ushort, 10, 0, v)
#define VME_GET_IMEOutput_Rec1_16x8_0Y(p, v) CM_VME_OUT(p, ushort, 10, 1, v)
#define VME_GET_IMEOutput_Rec1_16x8_1X(p, v) CM_VME_OUT(p, ushort, 10, 2, v)
#define VME_GET_IMEOutput_Rec1_16x8_1Y(p, v) CM_VME_OUT(p, ushort, 10, 3, v)
#define VME_GET_IMEOutput_Rec1_8x16_0X(p, v) CM_VME_OUT(p, ushort, 10, 4, v)
#define VME_GET_IMEOutput_Rec1_8x16_0Y(p, v) CM_VME_OUT(p, ushort, 10, 5, v)
#define VME_GET_IMEOutput_Rec1_8x16_1X(p, v) CM_VME_OUT(p, ushort, 10, 6, v)
#define VME_GET_IMEOutput_Rec1_8x16_1Y(p, v) CM_VME_OUT(p, ushort, 10, 7, v)
#define VME_GET_IMEOutput_Rec1_8x8_0X(p, v) CM_VME_OUT(p, ushort, 10, 8, v)
#define VME_GET_IMEOutput_Rec1_8x8_0Y(p, v) CM_VME_OUT(p, ushort, 10, 9, v)
#define VME_GET_IMEOutput_Rec1_8x8_1X(p, v) CM_VME_OUT(p, ushort, 10, 10, v)
#define VME_GET_IMEOutput_Rec1_8x8_1Y(p, v) CM_VME_OUT(p, ushort, 10, 11, v)
#define VME_GET_IMEOutput_Rec1_8x8_2X(p, v) CM_VME_OUT(p, ushort, 10, 12, v)
#define VME_GET_IMEOutput_Rec1_8x8_2Y(p, v) CM_VME_OUT(p, ushort, 10, 13, v)
#define VME_GET_IMEOutput_Rec1_8x8_3X(p, v) CM_VME_OUT(p, ushort, 10, 14, v)
#define VME_GET_IMEOutput_Rec1_8x8_3Y(p, v) CM_VME_OUT(p, ushort, 10, 15, v)

/* IDM output */
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 0, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 0, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 0, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 0, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 0, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 0, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 0, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 0, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 0, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 0, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 0, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 0, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 0, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 0, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 0, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock0_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 0, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 1, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 1, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 1, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 1, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 1, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 1, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 1, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 1, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 1, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 1, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 1, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 1, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 1, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 1, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 1, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock1_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 1, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 2, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 2, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 2, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 2, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 2, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 2, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 2, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 2, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 2, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 2, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 2, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 2, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 2, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 2, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 2, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock2_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 2, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 3, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 3, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 3, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 3, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 3, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 3, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 3, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 3, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 3, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 3, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 3, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 3, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 3, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 3, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 3, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock3_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 3, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 4, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 4, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 4, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 4, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 4, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 4, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 4, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 4, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 4, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 4, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 4, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 4, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 4, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 4, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 4, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock4_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 4, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 5, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 5, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 5, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 5, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 5, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 5, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 5, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 5, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 5, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 5, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 5, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 5, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 5, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 5, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 5, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock5_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 5, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 6, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 6, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 6, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 6, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 6, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 6, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 6, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 6, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 6, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 6, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 6, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 6, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 6, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 6, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 6, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock6_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 6, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 7, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 7, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 7, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 7, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 7, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 7, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 7, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 7, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 7, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 7, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 7, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 7, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 7, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 7, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 7, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock7_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 7, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 8, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 8, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 8, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 8, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 8, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 8, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 8, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 8, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 8, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 8, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 8, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 8, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 8, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 8, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 8, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock8_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 8, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 9, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 9, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 9, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 9, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 9, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 9, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 9, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 9, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 9, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 9, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 9, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 9, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 9, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 9, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 9, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock9_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 9, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 10, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 10, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 10, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 10, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 10, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 10, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 10, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 10, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 10, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 10, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 10, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 10, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 10, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 10, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 10, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock10_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 10, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 11, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 11, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 11, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 11, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 11, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 11, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 11, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 11, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 11, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 11, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 11, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 11, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 11, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 11, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 11, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock11_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 11, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 12, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 12, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 12, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 12, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 12, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 12, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 12, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 12, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 12, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 12, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 12, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 12, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 12, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 12, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 12, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock12_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 12, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 13, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 13, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 13, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 13, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 13, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 13, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 13, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 13, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 13, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 13, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 13, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 13, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 13, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 13, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 13, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock13_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 13, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 14, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 14, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 14, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 14, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 14, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 14, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 14, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 14, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 14, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 14, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 14, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 14, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 14, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 14, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 14, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock14_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 14, 15, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint0(p, v) \
    CM_VME_OUT(p, ushort, 15, 0, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint1(p, v) \
    CM_VME_OUT(p, ushort, 15, 1, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoshort(p, v) \
    CM_VME_OUT(p, ushort, 15, 2, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint3(p, v) \
    CM_VME_OUT(p, ushort, 15, 3, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint4(p, v) \
    CM_VME_OUT(p, ushort, 15, 4, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint5(p, v) \
    CM_VME_OUT(p, ushort, 15, 5, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint6(p, v) \
    CM_VME_OUT(p, ushort, 15, 6, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint7(p, v) \
    CM_VME_OUT(p, ushort, 15, 7, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint8(p, v) \
    CM_VME_OUT(p, ushort, 15, 8, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint9(p, v) \
    CM_VME_OUT(p, ushort, 15, 9, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint10(p, v) \
    CM_VME_OUT(p, ushort, 15, 10, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint11(p, v) \
    CM_VME_OUT(p, ushort, 15, 11, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint12(p, v) \
    CM_VME_OUT(p, ushort, 15, 12, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint13(p, v) \
    CM_VME_OUT(p, ushort, 15, 13, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint14(p, v) \
    CM_VME_OUT(p, ushort, 15, 14, v)
#define VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint15(p, v) \
    CM_VME_OUT(p, ushort, 15, 15, v)

#endif
