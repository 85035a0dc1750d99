// CM spec 4.2: "vector_ref/matrix_ref return types are not supported":
// a function returning one is an error at its declaration.
// { dg-do compile }

_GENX_ vector_ref<int, 8> pick(vector_ref<int, 8> v) // { dg-error "returns a reference" }
{
    return v;
}

extern "C" _GENX_MAIN_ void reference_return(SurfaceIndex out)
{
    vector<int, 8> v = 1;
    write(out, 0, pick(v));
}
