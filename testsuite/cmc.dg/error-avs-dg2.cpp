// cm_avs_sampler on DG2, which has no media sampler at all: the same
// located error as on TGLLP (error-avs.cpp), naming SKL and ICLLP.
// { dg-do compile }
// { dg-options "-march=DG2" }

extern "C" _GENX_MAIN_ void k(SamplerIndex sampler, SurfaceIndex image,
                              SurfaceIndex out)
{
    matrix<ushort, 1, 64> m;
    cm_avs_sampler(m, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f); // { dg-error "cm_avs_sampler is not supported on DG2 \\(only SKL and ICLLP have the media sampler's AVS\\)" }
    write(out, 0, m.row(0));
}
