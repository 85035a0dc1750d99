// Included by later-error-in-header.cpp: an error the backend finds (not
// the frontend), in a kernel kept in a header.
extern "C" _GENX_MAIN_ void too_large(SurfaceIndex s, int j)
{
    vector<int, 1024> a;
#pragma unroll
    for (int i = 0; i < 1024; i += 32)
        read(s, i * 4, a.select<32, 1>(i));
    a(j) = 7;
#pragma unroll
    for (int i = 0; i < 1024; i += 32)
        write(s, i * 4, a.select<32, 1>(i));
}
