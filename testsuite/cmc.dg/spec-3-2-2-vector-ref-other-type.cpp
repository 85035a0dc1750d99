// CM spec 3.2.2: "vector_ref constructor can only take vector/vector_ref
// object with the same data type/size": a vector_ref<int, 8> of a
// vector<float, 8> is an error at the declaration.
// { dg-do compile }

extern "C" _GENX_MAIN_ void ref_other_type(SurfaceIndex out)
{
    vector<float, 8> v = 1;
    vector_ref<int, 8> r(v); // { dg-error "a vector_ref must refer to a variable or a region of one" }
    write(out, 0, r);
}
