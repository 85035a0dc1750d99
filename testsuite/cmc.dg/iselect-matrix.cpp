// iselect(rows, columns) of a matrix, initialised from global tables (CM
// spec 3.2.9, 3_2_9_i): out = {2, 8, 12}.  Everything is constant, so
// the optimiser folds the gather to the answer.
// { dg-do compile }
// { dg-final { scan-llvm "oword.st.v4i32\\(i32 %out, i32 0, <4 x i32> <i32 2, i32 8, i32 12, i32 0>\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

int init_a[] = {0, 2, 4, 6, 8, 10, 12, 14};
const ushort init_b[] = {0, 2, 3, 0};
const ushort init_c[] = {1, 0, 0, 0};

extern "C" _GENX_MAIN_ void iselect_matrix(SurfaceIndex out)
{
    matrix<int, 4, 2> a(init_a);
    vector<ushort, 4> b(init_b), c(init_c);
    vector<int, 4> result = a.iselect(b, c);
    write(out, 0, result);
}
