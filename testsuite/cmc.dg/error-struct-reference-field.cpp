// CM structs hold values: a reference field (vector_ref or a C++
// reference) is an error at the field.
// { dg-do compile }

struct View {
    vector_ref<int, 8> data; // { dg-error "struct field 'data' is a reference; CM struct fields hold vectors, matrices and scalars by value" }
    int &count; // { dg-error "struct field 'count' is a reference; CM struct fields hold vectors, matrices and scalars by value" }
};

extern "C" _GENX_MAIN_ void kernel_view(SurfaceIndex buffer)
{
    vector<int, 8> v = 0;
    write(buffer, 0, v);
}
