// row(i) and column(j) as r-values and l-values (CM spec 3.2.9, 3_2_9_j):
// a row is contiguous, a column is strided by the matrix width.
// { dg-do compile }
// { dg-final { scan-llvm "rdregioni.v4i32.v16i32.i16\\(<16 x i32> %\[0-9a-z.\]+, i32 0, i32 4, i32 1, i16 32, i32 4\\)" } }
// { dg-final { scan-llvm "wrregioni.v16i32.v4i32.i16.i1\\(<16 x i32> %\[0-9a-z.\]+, <4 x i32> (zeroinitializer|%\[0-9a-z.\]+), i32 0, i32 4, i32 4, i16 12, i32 undef, i1 true\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void row_column(SurfaceIndex in, SurfaceIndex out)
{
    matrix<uint, 4, 4> m;
    vector<uint, 4> v;
    read(in, 0, m.format<uint>());
    v = m.row(2);       // the 2nd row of m is copied to v
    m.column(3) = 0;    // the 3rd column of m is replaced with 0
    m.row(0) += v;
    write(out, 0, m.format<uint>());
}
