// matrix<uint,4,4>: row(2) copied out, column(3) zeroed, row(0) += v,
// read and written through format<uint>().
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void row_column(SurfaceIndex in, SurfaceIndex out)
{
    matrix<uint, 4, 4> m;
    vector<uint, 4> v;
    read(in, 0, m.format<uint>());
    v = m.row(2);
    m.column(3) = 0;
    m.row(0) += v;
    write(out, 0, m.format<uint>());
}
