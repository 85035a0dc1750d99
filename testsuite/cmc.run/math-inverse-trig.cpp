// cm_asin, cm_acos and cm_atan (polynomial approximations, about 1e-6
// absolute) on 16 floats in [-0.95, 0.95] away from zero, and cm_atan of
// their reciprocals (|x| > 1, the pi/2 - atan(1/x) branch); compared with
// C's asinf, acosf and atanf within a relative 1e-5.
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:256:out.bin" "f32 1e-5" } }

extern "C" _GENX_MAIN_ void inverse_trig(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 16> x;
    read(in, 0, x);
    write(out, 0, cm_asin(x));
    write(out, 64, cm_acos(x));
    write(out, 128, cm_atan(x));
    write(out, 192, cm_atan(1.0f / x));
}
