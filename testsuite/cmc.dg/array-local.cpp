// Local C arrays at -O0 (no optimiser to hide the lowering): a 1D array
// written and read at a variable index (wrregion/rdregion with a variable
// offset), a 2D array read a row and an element at a time, an array of
// vectors, and an array filled by a function taking it as `int a[8]`
// (copied in and out like a reference).
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "wrregioni.v8i32.i32.i16.i1\\(<8 x i32> %\[0-9a-z.\]+, i32 %\[0-9a-z.\]+, i32 0, i32 1, i32 1, i16 %" } }
// { dg-final { scan-llvm "rdregioni.v8i16.v16i16.i16\\(<16 x i16> \[^)\]+, i32 0, i32 8, i32 1, i16 16," } }
// { dg-final { scan-llvm "define internal \\{ <8 x i32> \\} @_Z4fillPii\\(<8 x i32>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

void fill(int values[8], int seed)
{
    for (int i = 0; i < 8; i++)
        values[i] = seed + i;
}

extern "C" _GENX_MAIN_ void arrays(SurfaceIndex out, int i)
{
    int squares[8];
    for (int k = 0; k < 8; k++)
        squares[k] = k * k;
    squares[i & 7] = -1;
    short grid[2][8] = {{1, 2, 3, 4}, {5, 6, 7, 8, 9}};
    vector<short, 8> second = grid[1];
    vector<float, 4> rows[3];
    rows[0] = 1.5f;
    rows[2] = rows[0] + grid[0][i & 3];
    int filled[8];
    fill(filled, i);
    vector<int, 8> result = squares[i & 7] + filled[3];
    write(out, 0, result);
    write(out, 32, second);
    write(out, 64, rows[2]);
}
