// CPS LOD compensation (CM_3D_SAMPLE_CPS_LOD_COMP_ENABLE) exists from
// ICLLP on (3D_SAMPLE.md): on SKL its use is a located error.
// { dg-do compile }
// { dg-options "-march=SKL" }

extern "C" _GENX_MAIN_ void cps_on_skl(SamplerIndex s, SurfaceIndex image,
                                       SurfaceIndex out)
{
    vector<float, 8> u = 0.5f;
    vector<float, 8> red;
    cm_3d_sample<CM_3D_SAMPLE | CM_3D_SAMPLE_CPS_LOD_COMP_ENABLE, CM_R_ENABLE>(red, 0, s, image, u, u); // { dg-error "CPS LOD compensation needs ICLLP or later, not SKL" }
    write(out, 0, red);
}
