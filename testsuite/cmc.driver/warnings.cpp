// Warnings for diagnostics.exp: one of clang's, one of cmc's.
extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    int truncated = 2.5;
    printf("100%%\n");
    vector<int, 8> v = truncated;
    write(s, 0, v);
}
