// The nested-brace table of CM spec 3_2_3_a: row 2 is {8, 9, 7, 6, 0...},
// row 3 {23, 0, ...}; reading constant positions folds to those values
// (the optimiser folds region reads of the constant table).
// { dg-do compile }
// { dg-final { scan-llvm "<4 x i32> <i32 8, i32 9, i32 7, i32 6>" } }
// { dg-final { scan-llvm "<4 x i32> <i32 23, i32 0, i32 0, i32 45>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const short init_Table[5][16] = {{4, 6, 8}, {0, 1, 1, 0, 0}, {8, 9, 7, 6}, {23}, {45}};

extern "C" _GENX_MAIN_ void table_values(SurfaceIndex out)
{
    matrix<uint, 5, 16> m_Table(init_Table);
    vector<uint, 4> row2 = m_Table.row(2).select<4, 1>(0);
    vector<uint, 4> picks;
    picks(0) = m_Table(3, 0);
    picks(1) = m_Table(3, 1);
    picks(2) = m_Table(4, 15);
    picks(3) = m_Table[4][0];
    write(out, 0, row2);
    write(out, 16, picks);
}
