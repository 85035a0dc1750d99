// constexpr and const variables, parameters and template arguments of the
// CM enum types (CmAtomicOpType, ChannelMaskType, CacheHint), as real
// kernels declare them; an enum value chosen at run time; a scalar
// comparison assigned to, or initialising, a vector or matrix mask is
// replicated as 1 or 0 (mask = i > 7 - x), as Intel's compiler does.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:32:counters.bin buf:zero:224:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

constexpr CmAtomicOpType file_op = ATOMIC_ADD;
const ChannelMaskType file_mask = CM_R_ENABLE;

template <CmAtomicOpType Op>
_GENX_ void update(SurfaceIndex s, vector<uint, 8> offsets, vector<uint, 8> src)
{
    write_atomic<Op>(s, offsets, src);
}

// An enum parameter compared at run time.
_GENX_ int combine(CmAtomicOpType op, int a, int b)
{
    if (op == ATOMIC_MAX)
        return a > b ? a : b;
    if (op == ATOMIC_SUB)
        return a - b;
    return a + b;
}

template <typename T>
_GENX_ inline void put(SurfaceIndex out, int row, const vector<T, 8> &v)
{
    write(out, row * 32, v);
}

extern "C" _GENX_MAIN_ void enums(SurfaceIndex in, SurfaceIndex counters,
                                  SurfaceIndex out)
{
    vector<int, 8> x;
    read(in, 0, x);
    vector<uint, 8> lanes;
    for (int k = 0; k < 8; k++)
        lanes(k) = k;

    constexpr CmAtomicOpType op = ATOMIC_ADD;
    const CmAtomicOpType twice = op;
    update<op>(counters, lanes, vector<uint, 8>(x));
    update<twice>(counters, lanes, vector<uint, 8>(x));
    write_atomic<file_op>(counters, lanes, lanes);

    const ChannelMaskType red = CM_R_ENABLE;
    vector<int, 8> words;
    read_untyped(in, red, words, lanes);
    put(out, 0, words);
    read_untyped(in, file_mask, words, lanes);
    put(out, 1, words * 2);

    CmAtomicOpType chosen = x(0) > 0 ? ATOMIC_MAX : ATOMIC_SUB;
    vector<int, 8> combined;
    for (int k = 0; k < 8; k++)
        combined(k) = combine(chosen, x(k), 3) + combine(op, x(k), 1);
    put(out, 2, combined);

    int i = x(1);
    vector<ushort, 8> mask;
    mask = i > 7 - x(2);
    put(out, 3, vector<int, 8>(mask));
    vector<int, 8> merged = 0;
    merged.merge(x, mask);
    put(out, 6, merged);
    mask = i < 7 - x(2);
    put(out, 4, vector<int, 8>(mask));
    vector<ushort, 8> initialised = x(3) == x(4);
    matrix<uchar, 2, 4> small;
    small = x(0) != 0;
    put(out, 5, vector<int, 8>(initialised) + vector<int, 8>(small));
}
