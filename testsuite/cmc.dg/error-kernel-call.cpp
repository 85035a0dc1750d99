// A kernel is an entry point of the GPU program, not a function other
// code calls.
// { dg-do compile }

extern "C" _GENX_MAIN_ void fill(SurfaceIndex buffer, int value)
{
    vector<int, 8> v = value;
    write(buffer, 0, v);
}

extern "C" _GENX_MAIN_ void fill_twice(SurfaceIndex buffer, int value)
{
    fill(buffer, value); // { dg-error "kernel 'fill' cannot be called; put the shared code in a _GENX_ function" }
    fill(buffer, value + 1); // { dg-error "kernel 'fill' cannot be called" }
}
