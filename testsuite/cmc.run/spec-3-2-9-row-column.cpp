// CM spec 3.2.9 (example 3_2_9_j): row() read as a vector (row 2 copied
// to v) and column() written (column 3 set to 0 from a scalar).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:80:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void row_column(SurfaceIndex in, SurfaceIndex out)
{
    matrix<uint, 4, 4> m;
    vector<uint, 4> v;
    read(in, 0, m);
    v = m.row(2);
    m.column(3) = 0;
    write(out, 0, v);
    write(out, 16, m);
}
