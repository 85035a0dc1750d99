// Read-only members work on const vectors and matrices and through const
// references: elements, select, row, column, format, iselect, replicate,
// any/all, as the CM headers declare them const.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin" } }

_GENX_ inline int edges(const vector<int, 16> &v)
{
    return v(0) + v[15] + v.select<2, 1>(7)(1);
}

_GENX_ inline vector<int, 4> corner(const matrix<int, 4, 4> &m)
{
    vector<int, 4> r = m.select<2, 1, 2, 1>(2, 2);
    return r + m(0, 3) + m[1][2];
}

extern "C" _GENX_MAIN_ void const_objects(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 16> loaded;
    read(in, 0, loaded);
    const vector<int, 16> v = loaded;
    const matrix<int, 4, 4> m = loaded * 3;
    vector<int, 8> a = v.select<8, 2>(0) + v.replicate<2, 4, 4, 0>(4);
    vector<ushort, 4> idx(0);
    idx(1) = 5;
    idx(2) = 10;
    idx(3) = 15;
    vector<int, 4> b = v.iselect(idx) + m.row(1) + m.column(2);
    b += corner(m);
    b(0) += edges(v) + v.any() + (v > -100000).all();
    vector<short, 8> halves = v.format<short>().select<8, 1>(8);
    vector<int, 4> c = m.format<int, 2, 8>().row(1).select<4, 2>(1);
    write(out, 0, a);
    write(out, 32, b);
    write(out, 48, c);
    write(out, 64, halves);
}
