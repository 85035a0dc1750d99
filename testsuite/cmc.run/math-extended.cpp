// Extended math on floats: cm_inv, cm_sqrt, cm_rsqrt, cm_log (base 2),
// cm_exp (base 2), cm_pow, cm_sin, cm_cos, compared with the host's double
// precision within a relative tolerance (the GPU's are approximations).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:256:out.bin" "f32 2e-6" } }

extern "C" _GENX_MAIN_ void extended(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> v;
    read(in, 0, v);
    write(out, 0, cm_inv(v));
    write(out, 32, cm_sqrt(v));
    write(out, 64, cm_rsqrt(v));
    write(out, 96, cm_log(v));
    write(out, 128, cm_exp(v));
    write(out, 160, cm_pow(v, 2.5f));
    write(out, 192, cm_sin(v));
    write(out, 224, cm_cos(v));
}
