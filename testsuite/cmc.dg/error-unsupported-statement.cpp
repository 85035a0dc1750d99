// A construct cmc does not handle yet is a located error, not a crash.
// { dg-do compile }

extern "C" _GENX_MAIN_ void unsupported(SurfaceIndex buffer, int n)
{
    vector<int, 8> v = 0;
    switch (n) { // { dg-error "this kind of statement is not supported yet" }
    case 0: v = 1; break;
    }
    write(buffer, 0, v);
}
