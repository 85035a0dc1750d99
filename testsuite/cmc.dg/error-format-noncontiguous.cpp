// format needs a contiguous object: a strided region is an error at the
// user's line.
// { dg-do compile }

extern "C" _GENX_MAIN_ void bad_format(SurfaceIndex buffer)
{
    vector<int, 16> v;
    read(buffer, 0, v);
    vector<short, 16> s = v.select<8, 2>(0).format<short>(); // { dg-error "format needs a contiguous" }
    write(buffer, 0, s);
}
