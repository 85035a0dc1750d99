// A struct's conversion operators: implicit (initialisation, assignment
// to an element, an argument) and explicit (a cast), const and non-const,
// and a constexpr float variable template at namespace scope, which
// folds to its value.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename F> constexpr F third = F(1) / F(3);

struct Fixed {
    int raw; // value * 256
    operator float() const { return raw / 256.0f; }
    explicit operator int() { return raw >> 8; }
};

static int twice(int x) { return 2 * x; }

extern "C" _GENX_MAIN_ void conversions(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> raws;
    read(in, 0, raws);
    vector<float, 8> values;
    vector<int, 8> wholes;
    for (int i = 0; i < 8; i++) {
        Fixed f = {raws(i)};
        float value = f;
        values(i) = value + third<float>;
        wholes(i) = twice((int)f);
    }
    write(out, 0, values);
    write(out, 32, wholes);
}
