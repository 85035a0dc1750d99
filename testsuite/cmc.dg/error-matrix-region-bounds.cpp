// A 2D region, row or column with constant offsets must lie inside its
// matrix.
// { dg-do compile }

extern "C" _GENX_MAIN_ void bad_matrix_regions(SurfaceIndex buffer)
{
    matrix<float, 4, 8> m = 0.0f;
    matrix<float, 2, 2> a = m.select<2, 2, 2, 4>(2, 0); // { dg-error "outside its object of 4 rows" }
    matrix<float, 2, 4> b = m.select<2, 1, 4, 2>(0, 2); // { dg-error "outside its object of 8 columns" }
    vector<float, 8> r = m.row(4);                     // { dg-error "outside its object of 4 rows" }
    m.column(8) = 1.0f;                                // { dg-error "outside its object of 8 columns" }
    m(1, 9) = 2.0f;                                    // { dg-error "outside its object of 8 columns" }
    write(buffer, 0, r);
}
