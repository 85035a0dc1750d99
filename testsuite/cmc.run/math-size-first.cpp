// Intel's template signatures of the math builtins: the forms whose first
// template argument is the size (cm_sin<16>(v), cm_cos<SZ>(v) in a
// template, cm_sin<2, 8>(m) of a matrix, cm_pow<16>(v, x) and
// cm_pow<16>(x, v), cm_sincos<16>(c, v)), the rounding forms
// cm_rndd<RT, SZ>(v), next to the forms whose first is the result type
// (cm_mul<uchar>(a, b, SAT), cm_sqrt<float>(v)).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:512:out.bin" "f32 1e-5" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <int SZ> _GENX_ vector<float, SZ> cosine(vector<float, SZ> v)
{
    return cm_cos<SZ>(v);
}

extern "C" _GENX_MAIN_ void math_size_first(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 16> v;
    read(in, 0, v);
    matrix<float, 2, 8> m;
    read(in, 64, m.format<float>());
    vector<uchar, 16> bytes;
    read(in, 128, bytes);

    vector<float, 16> sine = cm_sin<16>(v);
    vector<float, 16> cos = cosine(v);
    vector<float, 16> msin = cm_sin<2, 8>(m);
    vector<float, 16> down = cm_rndd<int, 16>(v);
    vector<float, 16> square = cm_pow<16>(cm_abs(v), 2.0f);
    vector<float, 16> power = cm_pow<16>(2.0f, v);
    vector<float, 16> c2;
    vector<float, 16> s2 = cm_sincos<16>(c2, v);
    vector<float, 16> product = cm_mul<uchar>(bytes, bytes, SAT);
    vector<float, 16> root = cm_sqrt<float>(cm_abs(v));
    write(out, 0, sine);
    write(out, 64, cos);
    write(out, 128, msin);
    write(out, 192, down);
    write(out, 256, square);
    write(out, 320, power);
    write(out, 384, s2 - c2);
    write(out, 448, product + root);
}
