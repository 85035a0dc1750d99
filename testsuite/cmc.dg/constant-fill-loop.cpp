// A loop filling a vector with constants, unrolled at -O2, is one constant
// vector (the optimiser folds the chain of region writes), built from a
// ramp rather than a mov per element; constant floats that restricted
// floats hold are moved four at a time (vf), small integers eight at a
// time (v, uv).
// { dg-do compile }
// { dg-final { scan-visa-not "mov \\(M1_NM, 1\\)" } }
// { dg-final { scan-visa-times "0x76543210:v" 1 } }
// { dg-final { scan-visa-times ":vf" 2 } }
// { dg-final { scan-visa-times ":uv" 1 } }
// { dg-final { finalize-visa TGLLP DG2 } }

const int small[8] = {0, 15, 3, 12, 5, 10, 7, 8};

extern "C" _GENX_MAIN_ void fill(SurfaceIndex out)
{
    vector<int, 16> v;
    for (int i = 0; i < 16; i++)
        v[i] = i * 3;
    vector<float, 8> f;
    for (int i = 0; i < 8; i++)
        f(i) = 1.5f * i;
    vector<int, 8> s(small);
    write(out, 0, v);
    write(out, 64, f);
    write(out, 96, s);
}
