// The media sampler's video analytics (vISA VA and VA_SKL_PLUS): SKL and
// ICLLP have them, but GenX_IR 1.0.12504's vISA text has no VA
// instruction (CISA.y has none) and cmc's vISA is checked through that
// text, so every cm_va_* function, in each of Intel's forms, is a located
// error saying so; the constants are declared (error-va-hdc.cpp: the
// forms writing a surface; error-va-tgllp.cpp: the other platforms).
// { dg-do compile }
// { dg-options "-march=SKL" }

extern "C" _GENX_MAIN_ void k(SamplerIndex sampler, SurfaceIndex image,
                              SurfaceIndex out, float u, float v)
{
    matrix<short, 4, 16> conv;
    vector<uint, 8> ed;
    vector<uchar, 32> mm;
    matrix<ushort, 4, 16> mmf;
    matrix<ushort, 1, 16> centroid;
    matrix<uchar, 8, 16> lbp;
    matrix<int, 4, 16> search;
    vector<ushort, 8> fill;
    matrix<short, 1, 32> offsets = 0;
    vector<ushort, 10> hmask = 0;
    cm_va_2d_convolve(conv, image, sampler, u, v); // { dg-error "cm_va_2d_convolve is not supported yet: the media sampler's video analytics \\(vISA VA\\) have no vISA text that GenX_IR reads" }
    cm_va_2d_convolve(conv, image, sampler, u, v, CM_CONV_16x1, true); // { dg-error "cm_va_2d_convolve is not supported yet" }
    cm_va_erode(ed, image, sampler, u, v, CM_ED_32x1); // { dg-error "cm_va_erode is not supported yet" }
    cm_va_dilate(ed, image, sampler, u, v, CM_ED_64x4); // { dg-error "cm_va_dilate is not supported yet" }
    cm_va_min_max(mm, image, u, v, CM_MAX_ENABLE); // { dg-error "cm_va_min_max is not supported yet" }
    cm_va_min_max_filter(mmf, image, sampler, u, v, CM_16_FULL, CM_MMF_16x1, CM_MIN_ENABLE); // { dg-error "cm_va_min_max_filter is not supported yet" }
    cm_va_boolean_centroid(centroid, image, u, v, 4, 4); // { dg-error "cm_va_boolean_centroid is not supported yet" }
    cm_va_centroid(centroid, image, u, v, 4); // { dg-error "cm_va_centroid is not supported yet" }
    cm_va_1d_convolution(conv, image, sampler, true, u, v, CM_CONV_16x4); // { dg-error "cm_va_1d_convolution is not supported yet" }
    cm_va_1pixel_convolve(conv, image, sampler, u, v, CM_CONV_1x1); // { dg-error "cm_va_1pixel_convolve is not supported yet" }
    cm_va_1pixel_convolve(conv, image, sampler, u, v, CM_CONV_16x4, offsets); // { dg-error "cm_va_1pixel_convolve is not supported yet" }
    cm_va_lbp_creation(lbp, image, u, v, CM_LBP_CREATION_BOTH); // { dg-error "cm_va_lbp_creation is not supported yet" }
    cm_va_lbp_correlation(lbp, image, u, v, 3); // { dg-error "cm_va_lbp_correlation is not supported yet" }
    cm_va_correlation_search(search, image, u, v, 0.5f, 0.5f, 4, 4, 8, 8); // { dg-error "cm_va_correlation_search is not supported yet" }
    cm_va_flood_fill(fill, false, hmask, 0, 0, 1); // { dg-error "cm_va_flood_fill is not supported yet" }
}
