// A 2D select at a row and column known only at run time (indirect
// addressing), read and written back shifted by 8 columns.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin i32:1 i32:3" } }

extern "C" _GENX_MAIN_ void select_variable(SurfaceIndex in, SurfaceIndex out,
                                            int row, int column)
{
    matrix<short, 4, 16> m;
    read(in, 0, m.format<short>());
    vector<short, 8> piece = m.select<2, 1, 4, 1>(row, column);
    m.select<2, 1, 4, 1>(row, column + 8) = piece + 1;
    write(out, 0, m.format<short>());
}
