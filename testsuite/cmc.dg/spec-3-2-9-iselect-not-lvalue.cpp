// CM spec 3.2.9: iselect returns a vector, not a vector_ref, "therefore
// iselect cannot be used as an lvalue": assigning to it is an error at
// the assignment.
// { dg-do compile }

extern "C" _GENX_MAIN_ void iselect_lvalue(SurfaceIndex out)
{
    vector<int, 8> v = 1;
    vector<ushort, 4> idx = 0;
    v.iselect(idx) = 5; // { dg-error "cannot assign to this expression" }
    write(out, 0, v);
}
