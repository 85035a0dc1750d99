// The CM3DSampleOp / CM3DLoadOp operations cmrun implements, through
// cm_3d_sample / cm_3d_load on an 8x4 float image with a point sampler:
// CM_3D_SAMPLE (u, v), CM_3D_SAMPLE_B (bias, u, v), CM_3D_SAMPLE_D (u and
// v with their gradients), CM_3D_SAMPLE with CPS LOD compensation (no
// coarse pixels in a compute thread: a plain sample) and
// CM_3D_LOAD_LZ | CM_3D_LOAD_NULLMASK_ENABLE (texels, 0 outside the
// image, and the null mask word).  The image has one mip level, so the
// bias and gradients change nothing; the reference samples the texels in
// C.
// { dg-do run }
// { dg-final { run-kernel "smp:point img:8x4:r32f:image.bin buf:coords.bin buf:zero:192:out.bin" } }

template <CM3DSampleOp Op, typename... Parameters>
_GENX_ inline void sample_red(SamplerIndex s, SurfaceIndex image,
                              SurfaceIndex out, int offset,
                              const Parameters &...parameters)
{
    vector<float, 8> red;
    cm_3d_sample<Op, CM_R_ENABLE>(red, 0, s, image, parameters...);
    write(out, offset, red);
}

extern "C" _GENX_MAIN_ void operations(SamplerIndex s, SurfaceIndex image,
                                       SurfaceIndex coords, SurfaceIndex out)
{
    vector<float, 8> u, v, x;
    read(coords, 0, u);
    read(coords, 32, v);
    read(coords, 64, x);
    vector<uint, 8> iu, iv;
    read(coords, 96, iu);
    read(coords, 128, iv);
    sample_red<CM_3D_SAMPLE>(s, image, out, 0, u, v);
    sample_red<CM_3D_SAMPLE_B>(s, image, out, 32, x, u, v);
    sample_red<CM_3D_SAMPLE_D>(s, image, out, 64, u, x, x, v, x, x);
    sample_red<CM_3D_SAMPLE | CM_3D_SAMPLE_CPS_LOD_COMP_ENABLE>(s, image, out,
                                                                96, u, v);
    vector<uint, 16> loaded;   // 8 texels, then the null mask's GRF
    cm_3d_load<CM_3D_LOAD_LZ | CM_3D_LOAD_NULLMASK_ENABLE, CM_R_ENABLE>(
        loaded, 0, image, iu, iv);
    write(out, 128, loaded.select<8, 1>(0));
    vector<uint, 8> mask = 0;
    mask(0) = loaded(8) & 0xffff;
    write(out, 160, mask);
}
