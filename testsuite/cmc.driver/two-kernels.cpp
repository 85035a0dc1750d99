// Two kernels with names unlike the file's: the finalizer options keep
// one .visaasm and one .asm for each, named after it.
_GENX_MAIN_ void first(SurfaceIndex out)
{
    vector<int, 8> v = 1;
    write(out, 0, v);
}

_GENX_MAIN_ void second(SurfaceIndex out, int x)
{
    vector<int, 8> v = x;
    write(out, 32, v);
}
