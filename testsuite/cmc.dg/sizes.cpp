// n_elems(), n_rows() and n_cols() are constants (CM spec 3.2.2).
// { dg-do compile }
// { dg-final { scan-llvm "oword.st.v4i32\\(i32 %out, i32 0, <4 x i32> <i32 32, i32 4, i32 8, i32 16>\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void sizes(SurfaceIndex out)
{
    matrix<float, 4, 8> m;
    vector<short, 16> v;
    vector<int, 4> result;
    result(0) = m.n_elems();
    result(1) = m.n_rows();
    result(2) = m.n_cols();
    result(3) = v.n_elems();
    write(out, 0, result);
}
