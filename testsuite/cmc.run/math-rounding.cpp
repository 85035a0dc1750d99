// Rounding: cm_rndd (down), cm_rndu (up), cm_rnde (to nearest even),
// cm_rndz (toward zero), cm_frc (x - floor(x)).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:160:out.bin" } }

extern "C" _GENX_MAIN_ void rounding(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> v;
    read(in, 0, v);
    write(out, 0, cm_rndd(v));
    write(out, 32, cm_rndu(v));
    write(out, 64, cm_rnde(v));
    write(out, 96, cm_rndz(v));
    write(out, 128, cm_frc(v));
}
