// Included by kernel-in-included-file.cpp: a helper and a kernel.
_GENX_ inline int tripled(int x) { return x * 3; }

extern "C" _GENX_MAIN_ void kernel_from_header(SurfaceIndex out)
{
    vector<int, 8> v = tripled(7);
    write(out, 0, v);
}
