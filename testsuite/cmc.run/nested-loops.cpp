// Nested loops with bounds from arguments and a break out of the inner
// one: a small matrix-vector product on 8x8 ints.
// { dg-do run }
// { dg-final { run-kernel "buf:m.bin buf:x.bin buf:zero:32:y.bin i32:8 i32:6" } }

extern "C" _GENX_MAIN_ void matvec(SurfaceIndex m, SurfaceIndex x,
                                   SurfaceIndex y, int rows, int columns)
{
    vector<int, 64> a;
    vector<int, 8> v, r = 0;
    read(m, 0, a.select<32, 1>(0));
    read(m, 128, a.select<32, 1>(32));
    read(x, 0, v);
    for (int i = 0; i < rows; i++) {
        int sum = 0;
        for (int j = 0; j < 8; j++) {
            if (j >= columns)
                break;
            sum += a(i * 8 + j) * v(j);
        }
        r(i) = sum;
    }
    write(y, 0, r);
}
