// cm_avs_sampler is the media sampler's AVS, which only SKL and ICLLP
// have among cmc's platforms (Intel's CM_HAS_VA: CM_GENX 900 to 1150):
// TGLLP, whose media sampler still has SAMPLE_UNORM (sample32), and DG2
// get one located error at the call.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SamplerIndex sampler, SurfaceIndex image,
                              SurfaceIndex out)
{
    matrix<ushort, 1, 64> m;
    cm_avs_sampler(m, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f); // { dg-error "cm_avs_sampler is not supported on TGLLP \\(only SKL and ICLLP have the media sampler's AVS\\)" }
    matrix<ushort, 1, 32> unorm;
    sample32(unorm, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.0f);
    write(out, 0, m.row(0));
    write(out, 128, unorm);
}
