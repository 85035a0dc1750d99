// sample32 is the media sampler's SAMPLE_UNORM, which DG2 does not have
// (Intel's cmc rejects it there too): a located error, while the 3D
// sampler's sample16 compiles.
// { dg-do compile }
// { dg-options "-march=DG2" }

extern "C" _GENX_MAIN_ void media_sampler(SamplerIndex sampler,
                                          SurfaceIndex image,
                                          SurfaceIndex out)
{
    matrix<ushort, 1, 32> unorm;
    sample32(unorm, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.0f); // { dg-error "sample32 is not supported on DG2 \\(it has no media sampler\\)" }
    vector<float, 16> u = 0.5f, texels;
    sample16(texels, CM_R_ENABLE, image, sampler, u);
    write(out, 0, texels);
}
