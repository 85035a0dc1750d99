// C structs of vectors and scalars as locals: brace initialisation, field
// reads and writes, regions of a vector field, whole-struct copies.  At
// -O0 SROA splits the struct into its fields, so no aggregate and no
// alloca reaches the backend.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "alloca" } }
// { dg-final { scan-llvm-not "getelementptr" } }
// { dg-final { finalize-visa TGLLP DG2 } }

struct Span {
    vector<int, 8> values;
    int first;
    float scale;
};

extern "C" _GENX_MAIN_ void kernel_span(SurfaceIndex buffer, int n)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    Span a = {v, n, 2.0f};
    Span b = a;
    b.values.select<4, 2>(0) = b.values.select<4, 2>(1) * a.first;
    b.first = b.first + b.values(3);
    a = b;
    a.values(0) = a.first * a.scale;
    write(buffer, 0, a.values);
}
