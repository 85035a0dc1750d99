// cm_lrp(s, a, b) = s * a + (1 - s) * b, cm_line(p, x) = p0 * x + p3,
// cm_sincos, cm_avg: float results within a tolerance.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:160:out.bin" "f32 1e-5" } }

extern "C" _GENX_MAIN_ void interpolate(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> s, a, b;
    read(in, 0, s);
    read(in, 32, a);
    read(in, 64, b);
    vector<float, 4> p = b.select<4, 1>(0);
    write(out, 0, cm_lrp(s, a, b));
    write(out, 32, cm_line(p, a));
    vector<float, 8> cosine;
    vector<float, 8> sine = cm_sincos(cosine, a);
    write(out, 64, sine);
    write(out, 96, cosine);
    vector<int, 8> i = a, j = b;
    vector<float, 8> average = cm_avg(i, j);
    write(out, 128, average);
}
