// CM spec 3.2.9 (example 3_2_9_g): select_all() passes a whole matrix by
// reference to a function template over matrix_ref<T, R, C>, which
// triples it in place; the matrix is a copy of a kernel parameter.  The
// template's sizes are declared `uint R, uint C`, as in the spec, and are
// deduced from the matrix.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:32:out.bin i32:1,-2,3,40,-500,6,70000,-8" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename T, uint R, uint C>
_GENX_ inline void triple(matrix_ref<T, R, C> par)
{
    par = par * 3;
}

extern "C" _GENX_MAIN_ void select_all(SurfaceIndex out, matrix<int, 4, 2> p)
{
    matrix<int, 4, 2> m(p);
    triple(m.select_all());
    write(out, 0, m);
}
