// any() and all() of comparisons of a matrix from a table, in the style of
// CM spec 3_2_12_a: the masks fold to constants (m > 3 is {1 1 0 1 0 1 1
// 0}, m == 5 is all zero) and each reduction is a tree over halves.
// { dg-do compile }
// { dg-final { scan-llvm "<8 x i16> <i16 1, i16 1, i16 0, i16 1, i16 0, i16 1, i16 1, i16 0>" } }
// { dg-final { scan-llvm "<8 x i16> zeroinitializer" } }
// { dg-final { scan-llvm "and <4 x i16>" } }
// { dg-final { scan-llvm "or <4 x i16>" } }
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
