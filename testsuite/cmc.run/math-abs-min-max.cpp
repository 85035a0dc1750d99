// cm_abs, cm_min, cm_max on int and float vectors (vISA mov with the
// abs source modifier, min and max).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }

extern "C" _GENX_MAIN_ void absminmax(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> a, b;
    vector<float, 8> f;
    read(in, 0, a);
    read(in, 32, b);
    read(in, 64, f);
    write(out, 0, cm_abs(a) + cm_min(a, b));
    write(out, 32, cm_max(a, b));
    write(out, 64, cm_abs(f) + cm_max(f, 0.5f));
}
