// CM spec 3.2.9 (example 3_2_9_i): iselect on a matrix with a vector of
// row indices and one of column indices gathers a(b(k), c(k)): with the
// spec's tables {2, 8, 12}.  The matrix comes from a non-const file-scope
// array; the same gather with indices read at run time follows.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:48:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

int evens[] = {0, 2, 4, 6, 8, 10, 12, 14};
int rows_of[] = {0, 2, 3};
int cols_of[] = {1, 0, 0};

extern "C" _GENX_MAIN_ void iselect_matrix(SurfaceIndex in, SurfaceIndex out)
{
    matrix<int, 4, 2> a(evens);
    vector<int, 3> b(rows_of), c(cols_of);
    vector<int, 3> picked;
    picked = a.iselect(b, c);
    vector<int, 4> result = -1;
    result.select<3, 1>(0) = picked;
    write(out, 0, result);

    vector<ushort, 16> idx;
    read(in, 0, idx);
    vector<int, 8> gathered = a.iselect(idx.select<8, 1>(0), idx.select<8, 1>(8));
    write(out, 16, gathered);
}
