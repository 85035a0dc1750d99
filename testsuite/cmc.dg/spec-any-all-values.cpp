// any() and all() of comparisons of a matrix from a table, in the style of
// CM spec 3_2_12_a: the masks fold to constants (m > 3 is {1 1 0 1 0 1 1
// 0}, m == 5 is all zero), and so do the reductions (trees over halves,
// whose region reads of constants the optimiser folds): the kernel stores
// {any, all, all, any} = {1, 0, 1, 0}.
// { dg-do compile }
// { dg-final { scan-llvm "oword.st.v4i32\\(i32 %out, i32 0, <4 x i32> <i32 1, i32 0, i32 1, i32 0>\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const int values[8] = {4, 4, 2, 4, 2, 4, 4, 2};

extern "C" _GENX_MAIN_ void any_all_values(SurfaceIndex out)
{
    matrix<int, 2, 4> m(values);
    vector<int, 4> flags;
    flags(0) = (m > 3).any();
    flags(1) = (m > 3).all();
    flags(2) = (m >= 2).all();
    flags(3) = (m == 5).any();
    write(out, 0, flags);
}
