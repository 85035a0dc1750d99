// The media sampler's video analytics of vISA VA (sub-operations 1 to 7),
// SKL here and ICLLP in va-icllp.cpp (Intel's CM_HAS_VA: CM_GENX 900 to
// 1150).  GenX_IR 1.0.12504's vISA text has no VA instruction, but its
// binary reader has: the test compiles to cmc's .isa, finalizes it, and
// scans `cmc --dump-isa` for each message with its operands and mode
// fields, as the binary reader takes them.  Each call's constants select
// the fields checked: CONVExecMode and the big-kernel flag in
// va_convolve_2d's properties (mode | big << 4), EDExecMode, MMFEnableMode
// (a UB operand), OutputFormatControl and MMFExecMode, some through
// constants of the enum types.  The results are written out so that no
// message is dead.
// { dg-do compile }
// { dg-options "-march=SKL" }
// { dg-final { scan-isa "va_convolve_2d handle=0 handle=\[0-9\]+ V\[0-9\]+\\(0,0\\)<0;1,0> V\[0-9\]+\\(0,0\\)<0;1,0> properties=0 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_convolve_2d handle=0 handle=\[0-9\]+ .* properties=18 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_erode handle=0 handle=\[0-9\]+ .* exec_mode=0 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_erode handle=0 handle=\[0-9\]+ .* exec_mode=1 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_dilate handle=0 handle=\[0-9\]+ .* exec_mode=2 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_dilate handle=0 handle=\[0-9\]+ .* exec_mode=3 V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_minmax handle=\[0-9\]+ \[^ \]+ \[^ \]+ 0x0:ub V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_minmax handle=\[0-9\]+ \[^ \]+ \[^ \]+ 0x1:ub V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_minmax handle=\[0-9\]+ \[^ \]+ \[^ \]+ 0x2:ub V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_minmaxfilter handle=0 handle=\[0-9\]+ .* cntrl=0 exec_mode=0 0x2:ub V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_minmaxfilter handle=0 handle=\[0-9\]+ .* cntrl=2 exec_mode=2 0x0:ub V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_minmaxfilter handle=0 handle=\[0-9\]+ .* cntrl=0 exec_mode=3 0x1:ub V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_boolcentroid handle=\[0-9\]+ .* 0x4:ub 0x8:ub V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "va_centroid handle=\[0-9\]+ .* 0x2:ub V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa-times "\\*/ va_" 14 } }
// { dg-final { finalize-isa SKL } }

#if !defined(CM_HAS_VA) || !defined(CM_HAS_VA_PLUS)
#error "SKL and ICLLP have the video analytics"
#endif

extern "C" _GENX_MAIN_ void va(SamplerIndex sampler, SurfaceIndex image,
                               SurfaceIndex out, float u, float v)
{
    // 2D convolution: 16x4 (64 shorts), then 16x1 with the big kernel
    matrix<short, 4, 16> conv;
    cm_va_2d_convolve(conv, image, sampler, u, v);
    write(out, 0, conv.format<int>().select<32, 1>(0));
    constexpr CONVExecMode row_mode = CM_CONV_16x1;
    cm_va_2d_convolve(conv, image, sampler, u, v, row_mode, true);
    write(out, 128, conv.row(0).format<int>());
    // erode and dilate in the four modes: 32, 16, 8 and 4 bytes
    vector<uint, 8> ed;
    cm_va_erode(ed, image, sampler, u, v, CM_ED_64x4);
    write(out, 192, ed);
    cm_va_erode(ed, image, sampler, u, v, CM_ED_32x4);
    write(out, 224, ed);
    cm_va_dilate(ed, image, sampler, u, v, CM_ED_64x1);
    write(out, 256, ed);
    const EDExecMode narrowest = CM_ED_32x1;
    cm_va_dilate(ed, image, sampler, u, v, narrowest);
    write(out, 288, ed);
    // min and max of an 8-bit and of a 16-bit surface
    vector<uchar, 32> mm8;
    cm_va_min_max(mm8, image, u, v);
    write(out, 320, mm8);
    cm_va_min_max(mm8, image, u, v, CM_MAX_ENABLE);
    write(out, 352, mm8);
    vector<ushort, 16> mm16;
    cm_va_min_max(mm16, image, u, v, CM_MIN_ENABLE);
    write(out, 384, mm16);
    // the min/max filter: 16x4 of 16-bit results (256 bytes), 16x1 of
    // 8-bit ones (32 bytes), 1x1 (4 bytes)
    matrix<ushort, 8, 16> mmf;
    cm_va_min_max_filter(mmf, image, sampler, u, v, CM_16_FULL, CM_MMF_16x4,
                         CM_MIN_ENABLE);
    write(out, 416, mmf.row(7));
    matrix<uchar, 2, 16> mmf8;
    constexpr OutputFormatControl bytes = CM_8_FULL;
    constexpr MMFExecMode one_row = CM_MMF_16x1;
    constexpr MMFEnableMode both = CM_MINMAX_ENABLE;
    cm_va_min_max_filter(mmf8, image, sampler, u, v, bytes, one_row, both);
    write(out, 448, mmf8.format<uint>());
    vector<uint, 4> mmf1;
    cm_va_min_max_filter(mmf1, image, sampler, u, v, CM_16_FULL, CM_MMF_1x1,
                         CM_MAX_ENABLE);
    write(out, 480, mmf1);
    // centroids: 16 and 32 elements
    matrix<ushort, 1, 16> boolean;
    cm_va_boolean_centroid(boolean, image, u, v, 4, 8);
    write(out, 496, boolean.format<uint>());
    matrix<uint, 4, 8> centroid;
    cm_va_centroid(centroid, image, u, v, 2);
    write(out, 528, centroid.format<uint>());
}
