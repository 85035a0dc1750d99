// Addresses of local variables of every element size, of vector and
// matrix elements, of rows of a 2D array, of a vector through a pointer
// to it, and of the fields of a struct with a 64-bit field; pointer
// differences and comparisons between addresses of one array, pointers
// that move in nested loops, a pointer chosen between two elements.
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { scan-visa-not "svm_" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin" } }

struct record {
    short tag;
    int count;
    long long total;
};

template <typename T> _GENX_ void add_to(T *p, T amount) { *p += amount; }

_GENX_ int row_sum(const int *row, int n)
{
    int s = 0;
    for (const int *p = row; p < row + n; p++)
        s += *p;
    return s;
}

_GENX_ void reverse(char *first, char *last)
{
    while (first < last) {
        char t = *first;
        *first++ = *last;
        *last-- = t;
    }
}

_GENX_ void twice(vector<int, 8> *v) { *v = *v * 2; }

/* Rows by a pointer that moves a row at a time, nested in a loop. */
_GENX_ int weighted(const int *a, int rows, int cols)
{
    int s = 0;
    const int *row = a;
    for (int r = 0; r < rows; r++) {
        for (const int *p = row; p - row < cols; p++)
            s += *p * (r + 1);
        row += cols;
    }
    return s;
}

extern "C" _GENX_MAIN_ void local_address_types(SurfaceIndex in,
                                                SurfaceIndex out)
{
    vector<int, 8> v;
    read(in, 0, v);

    short h = (short)v(0);
    add_to<short>(&h, 300);
    float f = (float)v(1);
    add_to<float>(&f, 0.5f);
    long long wide = v(2);
    add_to<long long>(&wide, 1LL << 40);
    unsigned char byte = (unsigned char)v(3);
    add_to<unsigned char>(&byte, (unsigned char)200);

    vector<int, 8> w = v;
    add_to<int>(&w(3), 1000);
    add_to<int>(&w.select<2, 2>(0)(1), 2000); /* w(2) */
    twice(&w);

    matrix<int, 2, 4> m = v;
    add_to<int>(&m(1, 2), 5000);

    int grid[2][4];
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 4; c++)
            grid[r][c] = v(r * 4 + c) + r;
    int second_row = row_sum(grid[1], 4);
    int *cell = &grid[0][1];
    add_to<int>(cell + (v(4) & 3), 7);

    char letters[6];
    for (int i = 0; i < 6; i++)
        letters[i] = (char)('a' + ((v(5) + i) & 15));
    reverse(letters, letters + 5);

    record rec = {(short)v(6), v(7), 0};
    add_to<int>(&rec.count, 11);
    add_to<long long>(&rec.total, (long long)v(7) << 33);
    add_to<short>(&rec.tag, (short)-1);

    int *first = &grid[0][0], *last = &grid[1][3];
    int distance = (int)(last - first);
    int ordered = first < last && !(last < first) && first != last;

    vector<int, 32> r = 0;
    r(0) = h;
    r(1) = (int)(f * 2.0f);
    r(2) = (int)(wide >> 32);
    r(3) = (int)wide;
    r(4) = byte;
    r.select<8, 1>(5) = w;
    r.select<8, 1>(13) = m;
    r(21) = second_row;
    r(22) = grid[0][1] + grid[0][2] * 3 + grid[0][3] * 5 + grid[1][0] * 7;
    for (int i = 0; i < 6; i++)
        r(23) = r(23) * 31 + letters[i];
    r(24) = rec.tag;
    r(25) = rec.count;
    r(26) = (int)(rec.total >> 32);
    r(27) = (int)rec.total;
    r(28) = distance;
    r(29) = ordered;
    r(30) = weighted(&grid[0][0], 2, 4);
    int *either = (v(0) & 1) ? &grid[0][0] : &grid[1][0];
    r(31) = either[2];
    write(out, 0, r);
}
