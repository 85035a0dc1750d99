// Two forms of public LLM kernels (session 12's survey): a static
// constexpr local initialised from a constexpr local, sizeof and other
// statics (`constexpr int SG_SIZE = 16; static constexpr int N =
// SG_SIZE;`), and a scalar initialised from braces (`float{-60000}`,
// `int{}`, `T{x}` in a template, `half{...}`), each converted as C++
// converts it.
// { dg-do run }
// { dg-final { run-kernel "buf:ints.bin buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename T> _GENX_ T braced(T x) { return T{x} + T{}; }

extern "C" _GENX_MAIN_ void scalar_braces(SurfaceIndex ints, SurfaceIndex out)
{
    constexpr int SG_SIZE = 16;
    constexpr int DEPTH = 8;
    static constexpr int BLOCK_REG_N = SG_SIZE;
    static constexpr int VNNI = sizeof(half);
    static constexpr int BLOCK_REG_K = DEPTH * sizeof(int) / VNNI;
    static constexpr int BLOCK_REG_B = BLOCK_REG_N * BLOCK_REG_K;
    static constexpr float SCALE = SG_SIZE / 64.0f;

    vector<int, 8> in;
    read(ints, 0, in);
    vector<int, 16> r = 0;
    r(0) = BLOCK_REG_N;
    r(1) = VNNI;
    r(2) = BLOCK_REG_K;
    r(3) = BLOCK_REG_B;
    r(4) = (int)(in(0) * SCALE);
    float low = float{-60000};
    r(5) = (int)cm_max<float>(low, (float)in(1));
    r(6) = int{} + in(2);
    r(7) = braced<int>(in(3));
    r(8) = (int)braced<float>((float)in(4));
    r(9) = uint{(uint)in(5)} >> 4;
    r(10) = (int)half{2.5f} * in(6);
    r(11) = short{-7} + char{3};
    write(out, 0, r);
}
