// CM has no pointers: a subroutine parameter or a local of pointer type
// is an error at its declaration.
// { dg-do compile }

_GENX_ int first(int *values) // { dg-error "pointers are not supported in CM; pass a vector_ref or a reference instead" }
{
    return 0;
}

extern "C" _GENX_MAIN_ void kernel_pointers(SurfaceIndex buffer, int n)
{
    int *p; // { dg-error "pointers are not supported in CM" }
    vector<int, 8> v = first(0);
    write(buffer, 0, v);
}
