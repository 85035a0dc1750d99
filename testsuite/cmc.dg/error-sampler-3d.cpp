// cm_3d_sample / cm_3d_load and the null-mask forms: operations cmc
// cannot emit (LOD; CPS LOD compensation on an operation without it),
// parameters of the wrong type
// or size, a destination too small for the channels and the null mask,
// and a null mask that is not one short are located errors.
// { dg-do compile }

extern "C" _GENX_MAIN_ void sampler_3d_errors(SamplerIndex s,
                                              SurfaceIndex image)
{
    vector<float, 8> u = 0.5f;
    vector<float, 32> dst;
    cm_3d_sample<CM_3D_LOD, CM_R_ENABLE>(dst, 0, s, image, u); // { dg-error "cm_3d_sample operation 9 is not supported yet" }
    cm_3d_sample<CM_3D_SAMPLE_L | CM_3D_SAMPLE_CPS_LOD_COMP_ENABLE, CM_R_ENABLE>(dst, 0, s, image, u, u); // { dg-error "CPS LOD compensation is only for the sample, sample_b, sample_c and sample_b_c operations" }
    vector<float, 4> short_u = 0.5f;
    cm_3d_sample<CM_3D_SAMPLE, CM_R_ENABLE>(dst, 0, s, image, short_u); // { dg-error "cm_3d_sample parameters must all be vectors of 8 or 16 float" }
    vector<float, 16> wide_u = 0.5f;
    cm_3d_sample<CM_3D_SAMPLE, CM_R_ENABLE>(dst, 0, s, image, u, wide_u); // { dg-error "cm_3d_sample parameters must all be vectors of 8 or 16 float" }
    cm_3d_load<CM_3D_LOAD_LZ, CM_R_ENABLE>(dst, 0, image, u); // { dg-error "cm_3d_load parameters must all be vectors of 8 or 16 int or uint" }
    cm_3d_sample<CM_3D_SAMPLE | CM_3D_SAMPLE_NULLMASK_ENABLE, CM_ABGR_ENABLE>(dst, 0, s, image, u); // { dg-error "cm_3d_sample with 4 channels needs 40 elements at least, not 32" }
    matrix<float, 1, 16> m;
    vector<int, 1> int_mask;
    vector<float, 16> u16 = 0.5f;
    sample16(m, int_mask, CM_R_ENABLE, image, s, u16); // { dg-error "the null mask must be a vector of one short or ushort" }
}
