// The video analytics' _hdc forms (vISA VA_SKL_PLUS sub-operations 0x10 to
// 0x18), which write their result to a surface at (x_offset, y_offset)
// instead of returning it, SKL here and ICLLP in va-hdc-icllp.cpp:
// compiled to cmc's .isa (vISA text has no VA), finalized, and
// `cmc --dump-isa` scanned for each message with its destination surface
// and offsets.  CM_FORMAT_SIZE (CM_HDC_FORMAT_16S, CM_HDC_FORMAT_8U) is
// the format field, with cm_va_2d_convolve_hdc's big kernel as bit 4 of
// it (one through a constant of the CM_FORMAT_SIZE type); MMFEnableMode
// and LBPCreationExecMode their fields.
// { dg-do compile }
// { dg-options "-march=SKL" }
// { dg-final { scan-isa "va_hdc_convolve_2d handle=0 handle=(\[0-9\]+) .* properties=0 handle=\[0-9\]+ 0x0:uw 0x0:uw$" } }
// { dg-final { scan-isa "va_hdc_convolve_2d handle=0 handle=\[0-9\]+ .* properties=17 handle=\[0-9\]+ 0x20:uw 0x4:uw$" } }
// { dg-final { scan-isa "va_hdc_erode handle=0 handle=\[0-9\]+ .* handle=\[0-9\]+ V\[0-9\]+\\(0,0\\)<0;1,0> V\[0-9\]+\\(0,0\\)<0;1,0>$" } }
// { dg-final { scan-isa "va_hdc_dilate handle=0 handle=\[0-9\]+ .* handle=\[0-9\]+ 0x40:uw 0x8:uw$" } }
// { dg-final { scan-isa "va_hdc_minmaxfilter handle=0 handle=\[0-9\]+ .* format=0 mmf_mode=1 handle=\[0-9\]+ 0x0:uw 0xc:uw$" } }
// { dg-final { scan-isa "va_hdc_minmaxfilter handle=0 handle=\[0-9\]+ .* format=1 mmf_mode=2 handle=\[0-9\]+ 0x20:uw 0xc:uw$" } }
// { dg-final { scan-isa "va_hdc_lbpcorrelation handle=\[0-9\]+ .* 0x5:w handle=\[0-9\]+ 0x0:uw 0x10:uw$" } }
// { dg-final { scan-isa "va_hdc_lbpcreation handle=\[0-9\]+ .* mode=0 handle=\[0-9\]+ 0x0:uw 0x14:uw$" } }
// { dg-final { scan-isa "va_hdc_lbpcreation handle=\[0-9\]+ .* mode=2 handle=\[0-9\]+ 0x10:uw 0x14:uw$" } }
// { dg-final { scan-isa "va_hdc_convolve_1pixel handle=0 handle=\[0-9\]+ .* format=1 V\[0-9\]+\\.0 handle=\[0-9\]+ 0x0:uw 0x18:uw$" } }
// { dg-final { scan-isa "va_hdc_convolve_1d_h handle=0 handle=\[0-9\]+ .* format=0 handle=\[0-9\]+ 0x0:uw 0x1c:uw$" } }
// { dg-final { scan-isa "va_hdc_convolve_1d_v handle=0 handle=\[0-9\]+ .* format=1 handle=\[0-9\]+ 0x20:uw 0x1c:uw$" } }
// { dg-final { scan-isa-times "\\*/ va_hdc_" 12 } }
// { dg-final { finalize-isa SKL } }

extern "C" _GENX_MAIN_ void va_hdc(SamplerIndex sampler, SurfaceIndex image,
                                   SurfaceIndex out, float u, float v,
                                   ushort x, ushort y)
{
    cm_va_2d_convolve_hdc(image, sampler, u, v, false, CM_HDC_FORMAT_16S, out,
                          0, 0);
    cm_va_2d_convolve_hdc(image, sampler, u, v, true, CM_HDC_FORMAT_8U, out,
                          32, 4);
    cm_va_erode_hdc(image, sampler, u, v, out, x, y);
    cm_va_dilate_hdc(image, sampler, u, v, out, 64, 8);
    cm_va_min_max_filter_hdc(image, sampler, u, v, CM_MAX_ENABLE,
                             CM_HDC_FORMAT_16S, out, 0, 12);
    cm_va_min_max_filter_hdc(image, sampler, u, v, CM_MIN_ENABLE,
                             CM_HDC_FORMAT_8U, out, 32, 12);
    cm_va_lbp_correlation_hdc(image, u, v, 5, out, 0, 16);
    cm_va_lbp_creation_hdc(image, u, v, CM_LBP_CREATION_BOTH, out, 0, 20);
    cm_va_lbp_creation_hdc(image, u, v, CM_LBP_CREATION_5x5, out, 16, 20);
    matrix<short, 2, 16> offsets;
    for (int i = 0; i < 16; i++) {
        offsets(0, i) = i & 3;
        offsets(1, i) = i >> 2;
    }
    constexpr CM_FORMAT_SIZE bytes = CM_HDC_FORMAT_8U;
    cm_va_1pixel_convolve_hdc(image, sampler, u, v, offsets, bytes, out, 0,
                              24);
    cm_va_1d_convolution_hdc(image, sampler, true, u, v, CM_HDC_FORMAT_16S,
                             out, 0, 28);
    cm_va_1d_convolution_hdc(image, sampler, false, u, v, CM_HDC_FORMAT_8U,
                             out, 32, 28);
}
