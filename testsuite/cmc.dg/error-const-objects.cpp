// A const vector or matrix can be read through every view but not written:
// each write is an error at the user's line, worded for CM.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<int, 8> v;
    read(s, 0, v);
    const vector<int, 8> c = v;
    const matrix<int, 2, 4> m = v;
    c.select<2, 1>(0) = 1; // { dg-error "cannot assign to a region of a const object" }
    m.row(1) = v.select<4, 1>(0); // { dg-error "cannot assign to a region of a const object" }
    c(3) = 2; // { dg-error "cannot assign to return value" }
    v = c + m.format<int>(); // reading is fine
    write(s, 0, v);
}
