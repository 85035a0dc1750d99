// CM has no pointers: a kernel cannot take one.
// { dg-do compile }

extern "C" _GENX_MAIN_ void pointer(SurfaceIndex buffer, int *p) // { dg-error "kernel parameter of type 'int \\*' is not supported" }
{
}
