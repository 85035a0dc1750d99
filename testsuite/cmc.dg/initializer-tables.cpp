// Vectors and matrices initialised from global arrays (CM spec 3.2.3,
// 3_2_3_a): copied in row-major order up to the smaller size; inner braces
// start a new row of the table and the rest of a row is zero.
// { dg-do compile }
// { dg-final { scan-llvm "<i16 1, i16 9, i16 17, i16 25, i16 33, i16 41, i16 49, i16 57>" } }
// { dg-final { scan-llvm "<8 x i16> <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const short init_v_B[2][4] = {1, 9, 17, 25, 33, 41, 49, 57};
const short init_Table[5][16] = {{4, 6, 8}, {0, 1, 1, 0, 0}, {8, 9, 7, 6}, {23}, {45}};
const short init_0_7[8] = {0, 1, 2, 3, 4, 5, 6, 7};
const float init_f[4] = {0.5f, 1.5f, 2.5f, 3.5f};

extern "C" _GENX_MAIN_ void tables(SurfaceIndex out, int index)
{
    vector<ushort, 8> v_0_7(init_0_7);
    matrix<uint, 5, 16> m_Table(init_Table);
    vector<short, 8> v_B(init_v_B);
    vector<float, 4> f(init_f);
    write(out, 0, v_0_7);
    write(out, 16, v_B);
    write(out, 32, m_Table.row(3));
    write(out, 96, m_Table.row(2).select<4, 1>(0));
    write(out, 112, f);
}
