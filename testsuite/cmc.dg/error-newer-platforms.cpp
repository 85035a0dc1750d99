// Intel's functions for GPUs after those cmc targets (Xe2, Xe3, Xe3P):
// each call, in the forms Intel's headers take (explicit types, values,
// a type then values; a result used or not), gets exactly one error at
// its own line naming what it needs, and nothing else is reported.  On
// PVC, the newest target; the CM_HAS_* macros of these features are
// undefined everywhere (predefined-macros.h).
// { dg-do compile }
// { dg-options "-march=PVC -ferror-limit=0" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s, SurfaceIndex image)
{
    vector<half, 16> h = 1;
    vector<float, 16> f = 1.0f;
    vector<uint, 16> u = 1;
    vector<uchar, 16> b8 = cm_bf8_cvt<uchar>(h); // { dg-error "'cm_bf8_cvt' is not available on any platform cmc targets: it needs the bfloat8 type of Xe3 and later \\(Intel's CM_HAS_BF8\\)" }
    vector<half, 16> q = cm_qf_cvt<half>(b8); // { dg-error "'cm_qf_cvt' is not available on any platform cmc targets" }
    vector<char, 16> h8 = cm_hf8_cvt<char>(h); // { dg-error "'cm_hf8_cvt' is not available on any platform cmc targets: it needs the hfloat8 type of Xe3P" }
    vector<half, 16> r = cm_srnd<half>(f, f); // { dg-error "'cm_srnd' is not available on any platform cmc targets: it needs stochastic rounding \\(vISA srnd" }
    vector<uchar, 16> rb = cm_srnd_bf8(h, b8); // { dg-error "'cm_srnd_bf8' is not available" }
    vector<uint, 16> l = cm_lfsr(u, u); // { dg-error "'cm_lfsr' is not available on any platform cmc targets: it needs the lfsr instruction of Xe3P and later \\(Intel's CM_HAS_LFSR\\)" }
    matrix<half, 32, 32> m = 0;
    vector<half, 32> mr = cm_mxfp_reduce(m); // { dg-error "'cm_mxfp_reduce' is not available" }
    vector<half, 32> ml = cm_mxfp_linearize(mr); // { dg-error "'cm_mxfp_linearize' is not available" }
    vector<uint, 16> lut = 0;
    vector<uint, 16> up = cm_upconvert_4bit_lut<1>(lut, u); // { dg-error "'cm_upconvert_4bit_lut' is not available" }
    vector<uint, 8> d = cm_downscale<1, 1>(h, h); // { dg-error "'cm_downscale' is not available on any platform cmc targets: it needs the 4-bit down-conversion" }
    cm_bdpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(f, u, u); // { dg-error "'cm_bdpas' is not available" }
    float sg = __spirv_FSigmoidINTEL(1.0f); // { dg-error "'__spirv_FSigmoidINTEL' is not available on any platform cmc targets: it needs the sigmoid instruction" }
    vector<float, 64> t = cm_load4_typed<CM_ABGR_ENABLE>(image, u, u); // { dg-error "'cm_load4_typed' is not available on any platform cmc targets: it needs the typed LSC messages of Xe2 and later" }
    cm_store4_typed<CM_ABGR_ENABLE>(image, u, u, t); // { dg-error "'cm_store4_typed' is not available" }
    cm_prefetch4_typed<float, CM_R_ENABLE>(image, u, u); // { dg-error "'cm_prefetch4_typed' is not available" }
    write(s, 0, u + l + up);
}
