// The OpenCL extended set's native math of Intel's cm/spirv/ocl.h
// (__spirv_ocl_native_*): vector forms of float and half, and scalar
// forms, compared with the host's double precision within a relative
// tolerance (the hardware's math instructions are approximations).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:384:out.bin" "f32 2e-6" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void native(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> v;
    read(in, 0, v);
    write(out, 0, __spirv_ocl_native_recip(v));
    write(out, 32, __spirv_ocl_native_sqrt(v));
    write(out, 64, __spirv_ocl_native_rsqrt(v));
    write(out, 96, __spirv_ocl_native_log2(v));
    write(out, 128, __spirv_ocl_native_exp2(v));
    vector<float, 8> exponent = 2.5f;
    write(out, 160, __spirv_ocl_native_powr(v, exponent));
    write(out, 192, __spirv_ocl_native_sin(v));
    write(out, 224, __spirv_ocl_native_cos(v));
    vector<float, 8> scalars;
    scalars(0) = __spirv_ocl_native_sqrt(v(7));
    scalars(1) = __spirv_ocl_native_recip(v(1));
    scalars(2) = __spirv_ocl_native_exp2(v(3));
    scalars(3) = __spirv_ocl_native_log2(v(6));
    scalars(4) = __spirv_ocl_native_sin(v(2));
    scalars(5) = __spirv_ocl_native_cos(v(5));
    scalars(6) = __spirv_ocl_native_rsqrt(v(4));
    scalars(7) = __spirv_ocl_native_powr(v(4), v(3));
    write(out, 256, scalars);
    // half: exact values only (the tolerance is float's).
    vector<half, 8> h = v;
    vector<float, 8> halves = __spirv_ocl_native_sqrt(h * h);
    write(out, 288, halves);
    half four = 4;
    vector<float, 8> half_scalars = 0;
    half_scalars(0) = __spirv_ocl_native_sqrt(four);
    half_scalars(1) = __spirv_ocl_native_recip(four);
    half_scalars(2) = __spirv_ocl_native_exp2(four);
    half_scalars(3) = __spirv_ocl_native_log2(four);
    write(out, 320, half_scalars);
}
