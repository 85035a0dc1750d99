// A region with constant offset must lie inside its vector.
// { dg-do compile }

extern "C" _GENX_MAIN_ void bounds(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    vector<int, 4> w = v.select<4, 2>(2); // { dg-error "outside its object of 8 elements" }
    v.select<2, 1>(7) = 0;                // { dg-error "outside its object" }
    write(buffer, 0, w);
}
