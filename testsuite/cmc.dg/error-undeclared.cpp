// An error in the source is reported at the user's line, GCC style, and
// nothing is written.
// { dg-do compile }

extern "C" _GENX_MAIN_ void undeclared(SurfaceIndex buffer)
{
    vector<int, 8> v = missing; // { dg-error "undeclared identifier 'missing'" }
    write(buffer, 0, v);
}
