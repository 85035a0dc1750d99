// cm_avs_sampler's CM_AVS_8x4 and CM_AVS_4x4 modes (SKL here, ICLLP in
// avs-modes-icllp.cpp).  GenX_IR 1.0.12504's vISA text has no word for
// them (CISA.l spells AVS_16x4 and AVS_16x8 only), but its binary reader
// takes any mode byte: the test compiles to cmc's .isa, finalizes it, and
// scans `cmc --dump-isa` for the exec_mode field (1 and 3).  The response
// is 32 (8x4) and 16 (4x4) pixels per channel, as GenX_IR sizes it (its
// translateVISAAvsInst), 2 bytes each for the 16-bit formats and 1 for
// the 8-bit ones: the start of the destination (at least one register:
// error-avs-arguments.cpp).
// { dg-do compile }
// { dg-options "-march=SKL" }
// { dg-final { scan-isa "avs channels=15 handle=0 handle=\[0-9\]+ .* cntrl=0 .* exec_mode=1 0x0:uw V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "avs channels=3 handle=0 handle=\[0-9\]+ .* cntrl=2 .* exec_mode=3 0x1:uw V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "avs channels=5 handle=0 handle=\[0-9\]+ .* cntrl=3 .* exec_mode=1 0x0:uw V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa "avs channels=4 handle=0 handle=\[0-9\]+ .* cntrl=1 .* exec_mode=3 0x0:uw V\[0-9\]+\\.0$" } }
// { dg-final { scan-isa-times "\\*/ avs " 4 } }
// { dg-final { finalize-isa SKL } }

extern "C" _GENX_MAIN_ void avs_modes(SamplerIndex sampler, SurfaceIndex image,
                                      SurfaceIndex out, float u, float v)
{
    // 8x4, 16-bit, four channels: 4 x 32 ushorts
    matrix<ushort, 4, 32> rgba;
    constexpr AVSExecMode eight_by_four = CM_AVS_8x4;
    cm_avs_sampler(rgba, CM_ABGR_ENABLE, image, sampler, u, v, 0.125f,
                   0.25f, 0.0f, 0, 0, CM_16_FULL, 0.0f, eight_by_four);
    write(out, 0, rgba.format<uint>().select<32, 1>(0));
    // 4x4, 8-bit, red and green, IEF bypassed: 2 x 16 bytes
    vector<uchar, 32> rg;
    cm_avs_sampler(rg, CM_GR_ENABLE, image, sampler, u, v, 0.25f, 0.25f,
                   0.0f, 0, 0, CM_8_FULL, 0.0f, CM_AVS_4x4, true);
    write(out, 128, rg);
    // 8x4, 8-bit chrominance downsampled, R and B: 2 x 32 bytes
    vector<uchar, 64> rb;
    cm_avs_sampler(rb, CM_BR_ENABLE, image, sampler, u, v, 0.125f, 0.25f,
                   0.0f, 1, 2, CM_8_DOWN_SAMPLE, 0.0f, CM_AVS_8x4);
    write(out, 160, rb);
    // 4x4, 16-bit chrominance downsampled, blue only: 16 ushorts
    vector<ushort, 16> blue;
    cm_avs_sampler(blue, CM_B_ENABLE, image, sampler, u, v, 0.25f, 0.25f,
                   0.0f, 0, 0, CM_16_DOWN_SAMPLE, 0.0f, CM_AVS_4x4);
    write(out, 224, blue);
}
