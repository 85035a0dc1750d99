// A 2D region at a variable row is accessed in two steps, as the GenX IR
// reference asks: whole rows first (parent width = the matrix's width),
// then the columns within them.
// { dg-do compile }
// { dg-final { scan-llvm "rdregioni.v32i16.v64i16.i16\\(<64 x i16> %\[0-9a-z.\]+, i32 16, i32 16, i32 1, i16 %\[0-9a-z.\]+, i32 16\\)" } }
// { dg-final { scan-llvm "rdregioni.v8i16.v32i16.i16\\(<32 x i16> %\[0-9a-z.\]+, i32 16, i32 4, i32 1, i16 %\[0-9a-z.\]+, i32 16\\)" } }
// { dg-final { scan-llvm "wrregioni.v32i16.v8i16.i16.i1" } }
// { dg-final { scan-llvm "wrregioni.v64i16.v32i16.i16.i1" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void select_variable(SurfaceIndex in, SurfaceIndex out,
                                            int row, int column)
{
    matrix<short, 4, 16> m;
    read(in, 0, m.format<short>());
    vector<short, 8> piece = m.select<2, 1, 4, 1>(row, column);
    m.select<2, 1, 4, 1>(row, column + 8) = piece + 1;
    write(out, 0, m.format<short>());
}
