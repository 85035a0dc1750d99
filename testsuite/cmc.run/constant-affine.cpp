// Constant vectors whose elements are base + step * k, k in 0..15 but
// not a ramp (offsets that repeat, 16 20 24 28 16 20 24 28): built from
// a packed UV immediate per eight elements, one mul and one add, not a
// mov per element; 32-bit and 16-bit elements, 8 and 16 of them.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:160:out.bin" } }
// { dg-final { scan-visa-not "mov \\(M1_NM, 1\\) V\[0-9\]+\\(0,\[0-9\]+\\)<1> \[0-9\]+:(d|w)" } }
// { dg-final { scan-visa-times ":uv\n" 5 } }

extern "C" _GENX_MAIN_ void affine(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 16> v;
    read(in, 0, v);
    const int lanes8[8] = {16, 20, 24, 28, 16, 20, 24, 28};
    const int lanes16[16] = {-30, -10, 10, 30, -30, -10, 10, 30,
                             -30, -10, 10, 30, 0, 20, 40, 60};
    const short words[16] = {7, 7, 107, 207, 307, 7, 107, 7,
                             1507, 7, 7, 707, 7, 7, 7, 7};
    vector<int, 8> a(lanes8);
    vector<int, 16> b(lanes16);
    vector<short, 16> c(words);
    vector<int, 8> r8 = v.select<8, 1>(0) * a;
    vector<int, 16> r16 = v + b;
    vector<short, 16> rw = vector<short, 16>(v) + c;
    write(out, 0, r8);
    write(out, 32, r16);
    write(out, 96, vector<int, 16>(rw));
}
