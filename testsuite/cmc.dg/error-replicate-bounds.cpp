// A replicated region with constant offsets must lie inside its object.
// { dg-do compile }

extern "C" _GENX_MAIN_ void bad_replicate(SurfaceIndex buffer)
{
    matrix<int, 4, 4> m = 0;
    vector<int, 8> d = m.replicate<4, 4, 2, 2>(1, 1); // { dg-error "outside its object of 16 elements" }
    write(buffer, 0, d);
}
