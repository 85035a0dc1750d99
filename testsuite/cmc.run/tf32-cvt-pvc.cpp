// cm_tf32_cvt: floats rounded to tensorfloat32 (sign, 8 exponent and 10
// mantissa bits; to nearest even; denormals flushed to zero, keeping the
// sign), returned as the bits of a float in int elements: vISA FCVT on
// PVC.  A vector, a matrix (giving a vector) and a scalar; ties both
// ways, a carry into the exponent, the largest float (to infinity),
// denormals, infinities and a NaN.
// { dg-do run }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa "fcvt \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+" } }
// { dg-final { finalize-visa PVC } }
// { dg-final { run-kernel "-march=PVC buf:in.bin buf:zero:192:out.bin" } }

#ifndef CM_HAS_TF32
#error PVC has tensorfloat32
#endif

extern "C" _GENX_MAIN_ void tf32(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 16> v;
    matrix<float, 4, 4> m;
    read(in, 0, v);
    read(in, 64, m.format<float>());
    write(out, 0, cm_tf32_cvt<int>(v));
    write(out, 64, cm_tf32_cvt<int>(m));
    vector<int, 16> scalars = 0;
    scalars(0) = cm_tf32_cvt<int>(v(3));
    scalars(1) = cm_tf32_cvt<int>(m(3, 3));
    write(out, 128, scalars);
}
