// %, &, |, ^, <<, >> and ~ need integer elements: on float vectors they
// are errors in CM words at the user's line.
// { dg-do compile }

extern "C" _GENX_MAIN_ void float_bits(SurfaceIndex buffer)
{
    vector<float, 8> f = 1.0f;
    vector<int, 8> i = 3;
    vector<float, 8> a = f % 2;      // { dg-error "operator '%' needs integer elements" }
    vector<float, 8> b = f & i;      // { dg-error "operator '&' needs integer elements" }
    vector<float, 8> c = f << 1;     // { dg-error "operator '<<' needs integer elements" }
    vector<float, 8> d = ~f;         // { dg-error "operator '~' needs integer elements" }
    write(buffer, 0, i);
}
