// The VME names Intel declares only for platforms cmc does not target
// (gen7_5_vme.h and gen8_vme.h: HSW, BDW; gen10_vme.h: CNL) are, on TGLLP,
// one error each at the user's line naming where they are declared and
// cmc's VME platforms, whether used as a statement or a value; nothing
// else is reported and no output is written.
// { dg-do compile }
// { dg-options "-march=TGLLP" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 4, 32> uni = 0;
    uint value = 0;
    VME_SET_UNIInput_CostCenter0(uni, 1, 2); // { dg-error "VME_SET_UNIInput_CostCenter0 is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    VME_SET_UNIInput_CostCenter1(uni, 1, 2); // { dg-error "VME_SET_UNIInput_CostCenter1 is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    value += VME_GET_UNIInput_CostCenter0_X(uni); // { dg-error "VME_GET_UNIInput_CostCenter0_X is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    value += VME_GET_UNIInput_CostCenter0_Y(uni); // { dg-error "VME_GET_UNIInput_CostCenter0_Y is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    value += VME_GET_UNIInput_CostCenter1_X(uni); // { dg-error "VME_GET_UNIInput_CostCenter1_X is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    value += VME_GET_UNIInput_CostCenter1_Y(uni); // { dg-error "VME_GET_UNIInput_CostCenter1_Y is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    VME_SET_UNIInput_RefPixelBiasEnable(uni); // { dg-error "VME_SET_UNIInput_RefPixelBiasEnable is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    VME_CLEAR_UNIInput_RefPixelBiasEnable(uni); // { dg-error "VME_CLEAR_UNIInput_RefPixelBiasEnable is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    value += VME_GET_UNIInput_RefPixelBiasEnable(uni); // { dg-error "VME_GET_UNIInput_RefPixelBiasEnable is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    value += VME_GET_UNIInput_BiDirMask(uni); // { dg-error "VME_GET_UNIInput_BiDirMask is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    VME_SET_UNIInput_Rec0_16x16_RefID(uni, 3); // { dg-error "VME_SET_UNIInput_Rec0_16x16_RefID is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    VME_SET_UNIInput_Rec1_16x16_RefID(uni, 3); // { dg-error "VME_SET_UNIInput_Rec1_16x16_RefID is declared only by Intel's VME headers for HSW and BDW \\(gen7_5_vme.h, gen8_vme.h\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    cm_vme_hevc_fbr(uni, uni, 2, vme, uni); // { dg-error "cm_vme_hevc_fbr is declared only by Intel's gen10_vme.h \\(CNL\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    cm_vme_hevc_hpm_b(uni, uni, 2, vme, uni); // { dg-error "cm_vme_hevc_hpm_b is declared only by Intel's gen10_vme.h \\(CNL\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    cm_vme_hevc_hpm_u(uni, uni, vme, uni); // { dg-error "cm_vme_hevc_hpm_u is declared only by Intel's gen10_vme.h \\(CNL\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    cm_vme_hevc_rpm(uni, uni, 2, vme, uni); // { dg-error "cm_vme_hevc_rpm is declared only by Intel's gen10_vme.h \\(CNL\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    cm_vme_hevc_sc(uni, vme, uni); // { dg-error "cm_vme_hevc_sc is declared only by Intel's gen10_vme.h \\(CNL\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    cm_vme_hevc_sic(uni, uni, 2, vme, uni); // { dg-error "cm_vme_hevc_sic is declared only by Intel's gen10_vme.h \\(CNL\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    cm_vme_hevc_srm(uni, uni, 2, vme, uni); // { dg-error "cm_vme_hevc_srm is declared only by Intel's gen10_vme.h \\(CNL\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    vector<uint, 8> v = value;
    write(out, 0, v);
}
