// Constant vectors, as cmc materialises them: loops that fill a vector
// element by element with constants (folded into one constant at -O2),
// packed immediates (four restricted floats, eight 4-bit integers) where
// every element fits, and per-element movs where one does not.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:512:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const float fits[8] = {0.0f, 1.5f, -0.25f, 31.0f, 0.1328125f, -17.0f, 2.0f, 0.5f};
const float mixed[8] = {0.125f, 0.1f, -0.0f, 32.0f, 1.0f, 2.0f, 3.0f, 4.0f};
const int nibbles[16] = {1, -2, 3, -4, 5, -6, 7, -8, 15, 0, 9, 2, 11, 4, 13, 6};
const short halves[16] = {-8, 7, 0, 1, -1, 2, -2, 3, 100, 15, 0, 16, -9, 4, 5, 6};

extern "C" _GENX_MAIN_ void constant_vectors(SurfaceIndex out)
{
    vector<int, 16> ramp;
    for (int i = 0; i < 16; i++)
        ramp[i] = i * 3 - 7;
    vector<float, 8> halfsteps;
    for (int i = 0; i < 8; i++)
        halfsteps(i) = 1.5f * i - 3.0f;
    vector<int, 8> signs;
    for (int i = 0; i < 8; i++)
        signs[i] = (i & 1) ? -i : i;
    matrix<float, 2, 4> grid;
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 4; c++)
            grid(r, c) = r * 0.5f + c;
    vector<float, 8> f1(fits);
    vector<float, 8> f2(mixed);
    vector<int, 16> n(nibbles);
    vector<short, 16> h(halves);
    write(out, 0, ramp);
    write(out, 64, halfsteps);
    write(out, 96, signs);
    write(out, 128, grid);
    write(out, 160, f1);
    write(out, 192, f2);
    write(out, 224, n);
    write(out, 288, h);
}
