// C arrays: a const global table indexed by a variable (a constant vector
// and a variable-index region read), a 2D global table, a local array
// written and read at variable indices, an array of vectors, and a
// vector initialised from the table.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }

const int squares[8] = {0, 1, 4, 9, 16, 25, 36, 49};
const short grid[2][4] = {{1, 2, 3, 4}, {10, 20, 30}};

extern "C" _GENX_MAIN_ void arrays(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> index;
    read(in, 0, index);
    int local[8];
    for (int i = 0; i < 8; i++)
        local[index(i) & 7] = squares[index(i) & 7] + grid[i & 1][index(i) & 3];
    vector<int, 4> rows[2];
    rows[0] = 5;
    rows[1] = local[3];
    rows[1][2] = -7;
    vector<int, 8> result;
    for (int i = 0; i < 8; i++)
        result(i) = local[7 - i] * 100 + rows[i & 1](i & 3);
    vector<int, 8> table(squares);
    vector<int, 8> scaled;
    scaled.select<4, 1>(0) = rows[1];
    scaled.select<4, 1>(4) = grid[1][index(0) & 3];
    write(out, 0, result);
    write(out, 32, table + 1);
    write(out, 64, scaled);
}
