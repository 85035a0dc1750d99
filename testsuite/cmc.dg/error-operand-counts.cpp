// Operands of a CM operation, and the two sides of an assignment or a
// conversion, must have the same number of elements.
// { dg-do compile }

extern "C" _GENX_MAIN_ void bad_counts(SurfaceIndex buffer)
{
    vector<float, 8> v8 = 1.0f;
    vector<float, 4> v4 = 2.0f;
    matrix<float, 3, 3> m = 0.0f;
    vector<float, 8> sum = v8 + v4;     // { dg-error "operands of a CM operation must have the same number of elements" }
    vector<ushort, 8> mask = v8 < v4;   // { dg-error "same number of elements" }
    m = v8;                             // { dg-error "different numbers of elements" }
    vector<float, 4> c(v8);             // { dg-error "different numbers of elements" }
    write(buffer, 0, v8);
}
