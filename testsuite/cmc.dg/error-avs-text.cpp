// cm_avs_sampler's CM_AVS_8x4 and CM_AVS_4x4 modes exist only in the vISA
// binary (GenX_IR 1.0.12504's CISA.l has no word for them): asked for text
// (-S, what this test's compile writes), cmc reports one error at the
// call instead of writing text GenX_IR would reject (avs-modes.cpp: the
// .isa finalizes).  The 16x4 and 16x8 modes have text (avs.cpp).
// { dg-do compile }
// { dg-options "-march=ICLLP" }

extern "C" _GENX_MAIN_ void k(SamplerIndex sampler, SurfaceIndex image,
                              SurfaceIndex out, float u, float v)
{
    vector<ushort, 16> m;
    cm_avs_sampler(m, CM_R_ENABLE, image, sampler, u, v, 0.25f, 0.25f, 0.0f, 0, 0, CM_16_FULL, 0.0f, CM_AVS_4x4); // { dg-error "vISA text \\(-S\\) cannot hold kernel 'k': AVS's 8x4 and 4x4 execution modes have no vISA text form GenX_IR reads; compile to the binary .isa \\(cmc's default output\\)" }
    write(out, 0, m);
}
