// The video analytics' _hdc forms, which write their result to a surface
// instead of registers (vISA VA_SKL_PLUS's HDC sub-opcodes): on ICLLP, like
// the others (error-va.cpp), a located error, as GenX_IR 1.0.12504's
// vISA text has no VA instruction.
// { dg-do compile }
// { dg-options "-march=ICLLP" }

extern "C" _GENX_MAIN_ void k(SamplerIndex sampler, SurfaceIndex image,
                              SurfaceIndex out, float u, float v)
{
    matrix<short, 1, 32> offsets = 0;
    cm_va_2d_convolve_hdc(image, sampler, u, v, false, CM_HDC_FORMAT_16S, out, 0, 0); // { dg-error "cm_va_2d_convolve_hdc is not supported yet" }
    cm_va_erode_hdc(image, sampler, u, v, out, 0, 0); // { dg-error "cm_va_erode_hdc is not supported yet" }
    cm_va_dilate_hdc(image, sampler, u, v, out, 0, 0); // { dg-error "cm_va_dilate_hdc is not supported yet" }
    cm_va_min_max_filter_hdc(image, sampler, u, v, CM_MAX_ENABLE, CM_HDC_FORMAT_8U, out, 0, 0); // { dg-error "cm_va_min_max_filter_hdc is not supported yet" }
    cm_va_lbp_correlation_hdc(image, u, v, 1, out, 0, 0); // { dg-error "cm_va_lbp_correlation_hdc is not supported yet" }
    cm_va_lbp_creation_hdc(image, u, v, CM_LBP_CREATION_5x5, out, 0, 0); // { dg-error "cm_va_lbp_creation_hdc is not supported yet" }
    cm_va_1pixel_convolve_hdc(image, sampler, u, v, offsets, CM_HDC_FORMAT_16S, out, 0, 0); // { dg-error "cm_va_1pixel_convolve_hdc is not supported yet" }
    cm_va_1d_convolution_hdc(image, sampler, false, u, v, CM_HDC_FORMAT_8U, out, 0, 0); // { dg-error "cm_va_1d_convolution_hdc is not supported yet" }
}
