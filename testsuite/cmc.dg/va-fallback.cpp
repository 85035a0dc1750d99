// CM_HAS_VA and CM_HAS_VA_PLUS select a kernel's code for the media
// sampler's video analytics where the platform has them (SKL, ICLLP:
// va.cpp requires both there) and a fallback elsewhere.  Compiled for
// TGLLP and DG2 (which lack them), the fallback is taken: a plain block
// read, which finalizes; the VA branch would be a located error
// (error-va-tgllp.cpp).
// { dg-do compile }
// { dg-final { scan-visa "oword_ld \\(2\\) T\[0-9\]+ " } }
// { dg-final { scan-visa-not "va_" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex image, SurfaceIndex out, float u,
                              float v)
{
    vector<uchar, 32> extremes;
#if defined(CM_HAS_VA) || defined(CM_HAS_VA_PLUS)
    cm_va_min_max(extremes, image, u, v);
#else
    read(image, 0, extremes);
#endif
    write(out, 0, extremes);
}
