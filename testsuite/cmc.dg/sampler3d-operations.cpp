// Every operation of CM3DSampleOp and CM3DLoadOp that vISA text spells,
// through cm_3d_sample / cm_3d_load with the operation as a template
// argument of those types: each is the vISA sampler message of that
// operation with its parameters in 3D_SAMPLE.md's / 3D_LOAD.md's order,
// the null mask and CPS LOD compensation as the message's .pixel_null_mask
// and .cps (from ICLLP on; SKL finalizes the rest).  (CM_3D_LOD is not in
// the vISA text GenX_IR reads; its use is the located error of
// error-sampler-3d.cpp.)  The results are checked by
// cmc.run/sampler3d-operations.cpp where cmrun implements the operation.
// { dg-do compile }
// { dg-final { scan-visa "sample_3d\\.R \\(M1_NM, 8\\) 0x0:uw S0 T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){3}$" } }
// { dg-final { scan-visa "sample_b\\.R \\(M1_NM, 8\\) 0x0:uw S0 T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){4}$" } }
// { dg-final { scan-visa "sample_d\\.R \\(M1_NM, 8\\) 0x0:uw S0 T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){7}$" } }
// { dg-final { scan-visa "sample_b_c\\.R \\(M1_NM, 8\\) 0x0:uw S0 T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){5}$" } }
// { dg-final { scan-visa "sample_l_c\\.R \\(M1_NM, 8\\) 0x0:uw S0 T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){5}$" } }
// { dg-final { scan-visa "sample_d_c\\.R \\(M1_NM, 8\\) 0x0:uw S0 T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){8}$" } }
// { dg-final { scan-visa "sample_c_lz\\.R \\(M1_NM, 8\\) 0x0:uw S0 T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){4}$" } }
// { dg-final { scan-visa "sample_3d\\.cps\\.R \\(M1_NM, 8\\) 0x0:uw S0 T6 " } }
// { dg-final { scan-visa "sample_b\\.pixel_null_mask\\.cps\\.R \\(M1_NM, 8\\) 0x0:uw S0 T6 " } }
// { dg-final { scan-visa "load_lz\\.R \\(M1_NM, 8\\) 0x0:uw T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){3}$" } }
// { dg-final { scan-visa "load_mcs\\.R \\(M1_NM, 8\\) 0x0:uw T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){3}$" } }
// { dg-final { scan-visa "load_2dms_w\\.R \\(M1_NM, 8\\) 0x0:uw T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){6}$" } }
// { dg-final { scan-visa "load_lz\\.pixel_null_mask\\.R \\(M1_NM, 8\\) 0x0:uw T6 " } }
// { dg-final { finalize-visa SKL ICLLP TGLLP DG2 } }

// One red channel of 8 pixels, the operation a CM3DSampleOp.
template <CM3DSampleOp Op, typename... Parameters>
_GENX_ inline void sample_red(SamplerIndex s, SurfaceIndex image,
                              SurfaceIndex out, int offset,
                              const Parameters &...parameters)
{
    vector<float, 16> red;      // 8 pixels and the null mask's GRF
    cm_3d_sample<Op, CM_R_ENABLE>(red, 0, s, image, parameters...);
    write(out, offset, red.select<8, 1>(0));
}

// The same for a load, the operation a CM3DLoadOp.
template <CM3DLoadOp Op, typename... Parameters>
_GENX_ inline void load_red(SurfaceIndex image, SurfaceIndex out, int offset,
                            const Parameters &...parameters)
{
    vector<uint, 16> red;
    cm_3d_load<Op, CM_R_ENABLE>(red, 0, image, parameters...);
    write(out, offset, red.select<8, 1>(0));
}

extern "C" _GENX_MAIN_ void operations(SamplerIndex s, SurfaceIndex image,
                                       SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> u, v, x;   // coordinates; x: bias, LOD, gradients, ref
    read(in, 0, u);
    read(in, 32, v);
    read(in, 64, x);
    vector<uint, 8> iu, iv;
    read(in, 96, iu);
    read(in, 128, iv);
    vector<uint, 8> zero = 0;
    sample_red<CM_3D_SAMPLE>(s, image, out, 0, u, v, x);             // u v r
    sample_red<CM_3D_SAMPLE_B>(s, image, out, 32, x, u, v, x);       // bias u v r
    sample_red<CM_3D_SAMPLE_D>(s, image, out, 64, u, x, x, v, x, x, x); // u du/dx du/dy v dv/dx dv/dy r
    sample_red<CM_3D_SAMPLE_B_C>(s, image, out, 96, x, x, u, v, x); // ref bias u v r
    sample_red<CM_3D_SAMPLE_L_C>(s, image, out, 128, x, x, u, v, x); // ref lod u v r
    sample_red<CM_3D_SAMPLE_D_C>(s, image, out, 160, x, u, x, x, v, x, x, x);
    sample_red<CM_3D_SAMPLE_C_LZ>(s, image, out, 192, x, u, v, x);  // ref u v r
#if CM_GENX >= 1150 // CPS LOD compensation: ICLLP and later
    sample_red<CM_3D_SAMPLE | CM_3D_SAMPLE_CPS_LOD_COMP_ENABLE>(s, image, out,
                                                                224, u, v, x);
    sample_red<CM_3D_SAMPLE_B | CM_3D_SAMPLE_NULLMASK_ENABLE |
               CM_3D_SAMPLE_CPS_LOD_COMP_ENABLE>(s, image, out, 256, x, u, v,
                                                 x);
#endif
    load_red<CM_3D_LOAD_LZ>(image, out, 288, iu, iv, zero);           // u v r
    load_red<CM_3D_LOAD_MCS>(image, out, 320, iu, iv, zero);          // u v r
    load_red<CM_3D_LOAD_2DMS_W>(image, out, 352, zero, zero, zero, iu, iv,
                                zero);  // sample index, mcs (3), u v ...
    load_red<CM_3D_LOAD_LZ | CM_3D_LOAD_NULLMASK_ENABLE>(image, out, 384, iu,
                                                         iv, zero);
}
