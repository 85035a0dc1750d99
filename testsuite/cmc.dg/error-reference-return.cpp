// CM functions return values; returning a reference (vector_ref or a C++
// reference) is an error at the function.
// { dg-do compile }

_GENX_ vector_ref<int, 4> low_half(vector<int, 8> &v) // { dg-error "function 'low_half' returns a reference; CM functions return vectors, matrices and scalars by value" }
{
    return v.select<4, 1>(0);
}

extern "C" _GENX_MAIN_ void kernel_ref_return(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    vector<int, 4> l = low_half(v);
    write(buffer, 0, v);
}
