// Two kernels in one .isa for command-line.exp (cmrun -k picks one):
// fill writes 8 dwords of its value, twice 8 dwords of twice its value.
extern "C" _GENX_MAIN_ void fill(SurfaceIndex out, int value)
{
    vector<int, 8> v = value;
    write(out, 0, v);
}

extern "C" _GENX_MAIN_ void twice(SurfaceIndex out, int value)
{
    vector<int, 8> v = value * 2;
    write(out, 0, v);
}
