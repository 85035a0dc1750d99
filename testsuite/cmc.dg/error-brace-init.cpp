// A braced list with more elements than the vector or matrix has is an
// error at the first element too many, as in Intel's compiler.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    vector<ushort, 4> v = {1, 2, 3, 5, 7, 11}; // { dg-error "excess elements in CM vector initializer: it has 4" }
    matrix<int, 2, 2> m = {1, 2, 3, 4,
                           5};                 // { dg-error "excess elements in CM matrix initializer: it has 4" }
    const vector<int, 2> t{7, 8, 9};           // { dg-error "excess elements in CM vector initializer: it has 2" }
    vector<int, 4> fine = {1, 2, 3, 4};
    write(out, 0, fine);
}
