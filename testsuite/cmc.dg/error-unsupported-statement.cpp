// A construct cmc does not handle yet is a located error, not a crash.
// { dg-do compile }

extern "C" _GENX_MAIN_ void unsupported(SurfaceIndex buffer, int n)
{
    vector<int, 8> v = 0;
    int table[4] = {1, 2, 3, 4};
    if (n > 0)
        for (int x : table) v += x; // { dg-error "this kind of statement is not supported yet" }
    write(buffer, 0, v);
}
