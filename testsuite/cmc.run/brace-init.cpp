// Brace initialisation of vectors and matrices, as Intel's compiler takes
// it: elements in row-major order, converted to the element type, zeros
// after the last one given; {} is all zeros.  Local and file-scope
// objects, const tables indexed at run time (a const vector, a const C
// array, a file-scope const vector), elements computed at run time, direct
// list initialisation, and a list in a function template.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:384:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const vector<int, 8> primes = {2, 3, 5, 7, 11, 13, 17, 19};
vector<float, 4> scales = {0.5f, 1.5f};

template <typename T, int N> _GENX_ vector<T, N> first_two(T a, T b)
{
    vector<T, N> v = {a, b};
    return v;
}

template <typename T>
_GENX_ inline void put(SurfaceIndex out, int row, const vector<T, 8> &v)
{
    write(out, row * 32, v);
}

extern "C" _GENX_MAIN_ void brace(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> idx;
    read(in, 0, idx);

    vector<ushort, 8> v = {1, 2, 3, 5, 7, 11, 13, 17};
    put(out, 0, vector<int, 8>(v));

    matrix<int, 2, 4> m = {1, 2, 3, 4, 5, 6, 7, 8};
    vector<int, 8> columns;
    for (int c = 0; c < 4; c++) {
        columns(2 * c) = m(0, c);
        columns(2 * c + 1) = m(1, c);
    }
    put(out, 1, columns);

    const vector<int, 8> digits = {3, 1, 4, 1, 5, 9, 2, 6};
    const int table[8] = {27, 18, 28, 18, 28, 45, 90, 45};
    vector<int, 8> looked_up, from_array, from_global;
    for (int k = 0; k < 8; k++) {
        looked_up(k) = digits(idx(k));
        from_array(k) = table[idx(k)];
        from_global(k) = primes(idx(k));
    }
    put(out, 2, looked_up);
    put(out, 3, from_array);
    put(out, 4, from_global);

    vector<int, 8> two = {1, 2};
    put(out, 5, two);
    matrix<float, 2, 4> mf = {1.5f, -2.5f, 3.25f};
    put(out, 6, vector<float, 8>(mf));

    vector<int, 8> empty = {};
    vector<int, 8> direct_empty{};
    put(out, 7, empty + direct_empty + vector<int, 8>{});

    vector<int, 4> direct{4, 3, 2, 1};
    vector<int, 8> computed = {idx(0), idx(0) + 1, idx(2), 7,
                               -1,     direct(0) * 2};
    put(out, 8, computed);

    vector<float, 8> listed = first_two<float, 8>(1.25f, 2.5f);
    put(out, 9, listed + scales(idx(1) & 3));

    vector<uchar, 8> bytes = {250, 251, 1, 2};
    put(out, 10, vector<int, 8>(bytes));
    matrix<short, 2, 4> shorts{-1, -2, -3, -4, -5};
    put(out, 11, vector<int, 8>(shorts));
}
