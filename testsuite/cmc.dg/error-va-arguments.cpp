// The video analytics' arguments cmc checks where the call is (SKL): the
// modes must be constants of the values the message takes (the enums'
// other values are for other functions: CM_CONV_1x1 only for the 1-pixel
// convolution without offsets, CM_16_DOWN_SAMPLE and CM_8_DOWN_SAMPLE not
// for the min/max filter), and the destination must be an integer vector
// or matrix holding what GenX_IR sizes the response to.
// { dg-do compile }
// { dg-options "-march=SKL" }

extern "C" _GENX_MAIN_ void k(SamplerIndex sampler, SurfaceIndex image,
                              SurfaceIndex out, float u, float v, int mode,
                              bool horizontal)
{
    matrix<short, 4, 16> conv;
    matrix<short, 1, 16> row;
    matrix<int, 2, 16> wide_offsets = 0;
    vector<uint, 8> ed;
    vector<float, 8> floats;
    matrix<uchar, 4, 16> lbp;
    cm_va_2d_convolve(conv, image, sampler, u, v, CM_CONV_1x1); // { dg-error "cm_va_2d_convolve: the execution mode \\(CM_CONV_16x4 or CM_CONV_16x1\\) cannot be 3" }
    cm_va_erode(ed, image, sampler, u, v, (EDExecMode)mode); // { dg-error "cm_va_erode: the execution mode \\(CM_ED_\\*\\) must be a compile-time constant" }
    cm_va_dilate(floats, image, sampler, u, v); // { dg-error "cm_va_dilate writes integer elements, not float" }
    cm_va_2d_convolve(row, image, sampler, u, v); // { dg-error "cm_va_2d_convolve returns 128 bytes here; the destination \\(16 elements of short\\) does not hold them" }
    cm_va_1pixel_convolve(row, image, sampler, u, v, CM_CONV_16x1); // { dg-error "cm_va_1pixel_convolve: the execution mode without offsets \\(CM_CONV_1x1\\) cannot be 2" }
    cm_va_1pixel_convolve(conv, image, sampler, u, v, CM_CONV_16x4, wide_offsets); // { dg-error "cm_va_1pixel_convolve takes a vector or matrix of short or ushort here" }
    cm_va_min_max_filter(conv, image, sampler, u, v, CM_8_DOWN_SAMPLE); // { dg-error "cm_va_min_max_filter: the output format \\(CM_16_FULL or CM_8_FULL\\) cannot be 3" }
    cm_va_lbp_creation(lbp, image, u, v, CM_LBP_CREATION_BOTH); // { dg-error "cm_va_lbp_creation returns 128 bytes here; the destination \\(64 elements of uchar\\) does not hold them" }
    cm_va_1d_convolution_hdc(image, sampler, horizontal, u, v, CM_HDC_FORMAT_8U, out, 0, 0); // { dg-error "cm_va_1d_convolution_hdc: the flag must be a compile-time constant" }
    cm_va_2d_convolve_hdc(image, sampler, u, v, false, (CM_FORMAT_SIZE)2, out, 0, 0); // { dg-error "cm_va_2d_convolve_hdc: the output format \\(CM_HDC_FORMAT_16S or CM_HDC_FORMAT_8U\\) cannot be 2" }
}
