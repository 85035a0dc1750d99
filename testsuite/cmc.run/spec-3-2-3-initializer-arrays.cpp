// CM spec 3.2.3 (example 3_2_3_a): vectors and matrices initialised from
// const file-scope C arrays: element by element in order, converted to the
// element type, up to the smaller of the two sizes; a two-dimensional
// array is read row after row, so the rows it leaves short in its own
// braces are zeros in the matrix.  A row of the table is picked at run
// time by the kernel's scalar parameter.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:416:out.bin i32:2" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const short odd_steps[2][4] = {1, 9, 17, 25, 33, 41, 49, 57};
const short table[5][16] = {{4, 6, 8}, {0, 1, 1, 0, 0}, {8, 9, 7, 6}, {23}, {45}};
const short zero_to_seven[8] = {0, 1, 2, 3, 4, 5, 6, 7};

extern "C" _GENX_MAIN_ void initializers(SurfaceIndex out, int index)
{
    vector<ushort, 8> v_0_7(zero_to_seven);
    matrix<uint, 5, 16> m_table(table);
    vector<short, 8> v_b(odd_steps);

    write(out, 0, v_0_7);
    write(out, 16, v_b);
    for (int r = 0; r < 5; r++)
        write(out, 32 + 64 * r, m_table.row(r));
    vector<uint, 16> row = m_table.row(index);
    write(out, 352, row);
}
