// The video analytics on a platform whose media sampler lacks them
// (TGLLP; DG2 and later have no media sampler): the error names the
// platforms that have them.  The enums are plain constants everywhere.
// { dg-do compile }

static_assert(static_cast<int>(CM_AVS_16x8) == 2, "AVSExecMode");
static_assert(static_cast<int>(CM_AVS_4x4) == 3, "AVSExecMode");
static_assert(static_cast<int>(CM_CONV_16x1) == 2, "CONVExecMode");
static_assert(static_cast<int>(CM_CONV_1x1) == 3, "CONVExecMode");
static_assert(static_cast<int>(CM_ED_32x4) == 1, "EDExecMode");
static_assert(static_cast<int>(CM_ED_32x1) == 3, "EDExecMode");
static_assert(static_cast<int>(CM_MMF_16x1) == 2, "MMFExecMode");
static_assert(static_cast<int>(CM_MIN_ENABLE) == 2, "MMFEnableMode");
static_assert(static_cast<int>(CM_LBP_CREATION_5x5) == 2,
              "LBPCreationExecMode");
static_assert(static_cast<int>(CM_LBP_CREATION_BOTH) == 0,
              "LBPCreationExecMode");
static_assert(static_cast<int>(CM_HDC_FORMAT_8U) == 1, "CM_FORMAT_SIZE");

extern "C" _GENX_MAIN_ void k(SamplerIndex sampler, SurfaceIndex image,
                              SurfaceIndex out, float u, float v)
{
    vector<uint, 8> ed;
    cm_va_erode(ed, image, sampler, u, v); // { dg-error "cm_va_erode is not supported on TGLLP \\(only SKL and ICLLP have the media sampler's video analytics\\)" }
    cm_va_lbp_creation_hdc(image, u, v, CM_LBP_CREATION_3x3, out, 0, 0); // { dg-error "cm_va_lbp_creation_hdc is not supported on TGLLP" }
}
