// Sampler destinations of the wrong type or size, and sampler reads in
// SIMD control flow, are located errors.
// { dg-do compile }

extern "C" _GENX_MAIN_ void sampler_errors(SamplerIndex sampler,
                                           SurfaceIndex image, int x)
{
    vector<float, 16> u = 0.5f;
    vector<short, 64> shorts;
    sample16(shorts, CM_ABGR_ENABLE, image, sampler, u); // { dg-error "sample16 writes float, int or uint elements, not short" }
    vector<float, 32> small;
    sample16(small, CM_BGR_ENABLE, image, sampler, u); // { dg-error "sample16 with 3 channels needs 16 elements per channel \\(48 at least\\), not 32" }
    vector<uint, 32> words;
    sample32(words, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f); // { dg-error "sample32 writes ushort elements, not uint" }
    vector<int, 16> m = x;
    vector<float, 16> r;
    SIMD_IF_BEGIN (m) {
        sample16(r, CM_R_ENABLE, image, sampler, u); // { dg-error "a sampler read is not allowed inside SIMD control flow" }
    } SIMD_IF_END;
}
