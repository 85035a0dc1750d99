// The media sampler's video analytics of vISA VA_SKL_PLUS that return
// registers (sub-operations 8 to 15), SKL here and ICLLP in
// va-plus-icllp.cpp: compiled to cmc's .isa (vISA text has no VA), the
// binary finalized, and `cmc --dump-isa` scanned for each message.  The
// constants select what is checked: the direction of cm_va_1d_convolution
// (va_convolve_1d_h or _v), CONVExecMode (the mode field; without
// offsets, 1x1 mode and a null offsets operand), LBPCreationExecMode (one
// through a constant of the enum type),
// and flood fill's 8-connect flag.  The results are written out so that
// no message is dead.
// { dg-do compile }
// { dg-options "-march=SKL" }
// { dg-final { scan-isa "va_convolve_1d_h handle=0 handle=\[0-9\]+ .* mode=0 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_convolve_1d_v handle=0 handle=\[0-9\]+ .* mode=2 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_convolve_1pixel handle=0 handle=\[0-9\]+ .* mode=3 %null\\.0 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_convolve_1pixel handle=0 handle=\[0-9\]+ .* mode=0 V\[0-9\]+\\.0 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_convolve_1pixel handle=0 handle=\[0-9\]+ .* mode=2 V\[0-9\]+\\.0 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_lbpcreation handle=\[0-9\]+ .* mode=0 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_lbpcreation handle=\[0-9\]+ .* mode=1 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_lbpcreation handle=\[0-9\]+ .* mode=2 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_lbpcorrelation handle=\[0-9\]+ .* 0xfffffffd:w V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_correlationsearch handle=\[0-9\]+ \[^ \]+ \[^ \]+ 0x3f000000:f 0x3e800000:f 0x4:ub 0x8:ub 0x10:ub 0x3:ub V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_floodfill is8connect=0 V\[0-9\]+\\.0 0x3ff:uw 0x1:uw 0x10:uw V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_floodfill is8connect=1 V\[0-9\]+\\.0 V\[0-9\]+\\(0,0\\)<0;1,0> 0x0:uw 0x1:uw V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa-times "\\*/ va_" 12 } }
// { dg-final { finalize-isa SKL } }

#ifndef CM_HAS_VA_PLUS
#error "SKL and ICLLP have the SKL+ video analytics"
#endif

extern "C" _GENX_MAIN_ void va_plus(SamplerIndex sampler, SurfaceIndex image,
                                    SurfaceIndex out, float u, float v,
                                    ushort left)
{
    // 1D convolution: horizontal 16x4 (64 shorts), vertical 16x1 (16)
    matrix<short, 4, 16> conv;
    cm_va_1d_convolution(conv, image, sampler, true, u, v);
    write(out, 0, conv.format<int>().select<32, 1>(0));
    cm_va_1d_convolution(conv, image, sampler, false, u, v, CM_CONV_16x1);
    write(out, 128, conv.row(0).format<int>());
    // one-pixel convolution: 1x1 (one short), then with 15 offset pairs
    // in 16x4 and 16x1 mode
    matrix<short, 1, 16> one;
    cm_va_1pixel_convolve(one, image, sampler, u, v, CM_CONV_1x1);
    write(out, 160, one.format<int>());
    matrix<short, 2, 16> offsets;
    for (int i = 0; i < 16; i++) {
        offsets(0, i) = i - 8;
        offsets(1, i) = 8 - i;
    }
    cm_va_1pixel_convolve(conv, image, sampler, u, v, CM_CONV_16x4, offsets);
    write(out, 192, conv.format<int>().select<32, 1>(0));
    cm_va_1pixel_convolve(conv, image, sampler, u, v, CM_CONV_16x1, offsets);
    write(out, 320, conv.row(0).format<int>());
    // local binary patterns: both sizes (128 bytes), 3x3 and 5x5 (64)
    matrix<uchar, 8, 16> lbp;
    cm_va_lbp_creation(lbp, image, u, v, CM_LBP_CREATION_BOTH);
    write(out, 352, lbp.format<int>());
    constexpr LBPCreationExecMode small = CM_LBP_CREATION_3x3;
    cm_va_lbp_creation(lbp, image, u, v, small);
    write(out, 480, lbp.select<4, 1, 16, 1>(0, 0).format<int>());
    cm_va_lbp_creation(lbp, image, u, v, CM_LBP_CREATION_5x5);
    write(out, 544, lbp.select<4, 1, 16, 1>(0, 0).format<int>());
    matrix<uchar, 4, 16> correlation;
    cm_va_lbp_correlation(correlation, image, u, v, -3);
    write(out, 608, correlation.format<int>());
    // correlation search: the whole destination (4 rows of 8 ints)
    matrix<int, 4, 8> search;
    cm_va_correlation_search(search, image, u, v, 0.5f, 0.25f, 4, 8, 16, 3);
    write(out, 672, search.format<int>());
    // flood fill, 4- and 8-connected, from a horizontal mask of 10 rows
    vector<ushort, 10> mask;
    for (int i = 0; i < 10; i++)
        mask(i) = (ushort)(1 << i);
    vector<ushort, 8> fill;
    cm_va_flood_fill(fill, false, mask, 1023, 1, 16);
    write(out, 800, fill);
    cm_va_flood_fill(fill, true, mask, left, 0, 1);
    write(out, 816, fill);
}
