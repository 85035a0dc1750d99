// vector<SurfaceIndex, N> (the CM specification's example 2.3, a kernel
// indexing its surfaces at run time) is not supported yet: one error at
// each declaration, saying what to write instead, and none at the uses.
// { dg-do compile }

_GENX_MAIN_ void
linear(vector<SurfaceIndex, 2> surf_ids, uint h_pos, uint v_pos, int i, int j) // { dg-error "vector<SurfaceIndex, N> and matrix<SurfaceIndex, R, C> are not supported by cmc yet: pass the surfaces as separate SurfaceIndex parameters" }
{
    vector<int, 8> in, out;
    read(surf_ids(i), h_pos * 24, v_pos * 6, in);
    out = in + 1;
    write(surf_ids(j), h_pos * 24, v_pos * 6, out);
}

matrix<SurfaceIndex, 2, 2> table; // { dg-error "are not supported by cmc yet" }
