// A conditional of two lvalues passed by reference, `f(c ? a : b)`, as
// shw's GEMM passes `(i & 1) ? b_copy0 : b_copy1` to a lambda: the call
// changes the chosen object and leaves the other alone.  Matrices,
// regions of one vector, a lambda, in a loop whose choice alternates.
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:160:out.bin i32:2" } }

_GENX_ void scale(matrix_ref<int, 2, 4> m, int k)
{
    m *= k;
    m(0, 0) += 1;
}

_GENX_ void bump(vector_ref<float, 8> v) { v += 1.5f; }

extern "C" _GENX_MAIN_ void reference_choice(SurfaceIndex in, SurfaceIndex out,
                                             int sel)
{
    matrix<int, 2, 4> a, b;
    read(in, 0, a.format<int>());
    read(in, 32, b.format<int>());
    for (int i = 0; i < 4; i++)
        scale((i & 1) ? a : b, i + 2);
    vector<float, 16> f;
    read(in, 64, f);
    bump(sel > 0 ? f.select<8, 1>(0) : f.select<8, 1>(8));
    bump(sel > 5 ? f.select<8, 1>(0) : f.select<8, 1>(8));
    auto add = [&](matrix_ref<int, 2, 4> m) { m += sel; };
    add(sel == 2 ? a : b);
    write(out, 0, a.format<int>());
    write(out, 32, b.format<int>());
    write(out, 64, f);
}
