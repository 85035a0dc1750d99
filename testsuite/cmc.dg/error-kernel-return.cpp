// Kernels return nothing.
// { dg-do compile }

extern "C" _GENX_MAIN_ int returns_int(SurfaceIndex buffer) // { dg-error "kernel 'returns_int' must return void" }
{
    return 0;
}
