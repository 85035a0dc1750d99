// CM spec 3.2.9: "the horizontal stride and vertical stride must be
// greater than 0" - a select with a zero stride, of a vector and of a
// matrix's rows, is an error at the select.
// { dg-do compile }

extern "C" _GENX_MAIN_ void zero_stride(SurfaceIndex out)
{
    vector<int, 8> v = 1;
    matrix<int, 4, 8> m = 2;
    v.select<4, 0>(0) = 5; // { dg-error "stride must be positive" }
    m.select<2, 0, 4, 1>(0, 0) = 6; // { dg-error "strides must be positive" }
    write(out, 0, v);
    write(out, 32, m.row(0));
}
