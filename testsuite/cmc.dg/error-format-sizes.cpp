// format must keep within the object's bytes and start aligned for the
// new element type.
// { dg-do compile }

extern "C" _GENX_MAIN_ void bad_format_sizes(SurfaceIndex buffer)
{
    vector<short, 6> s = 0;
    vector<char, 16> c = 0;
    matrix<int, 2, 2> m = 0;
    vector_ref<double, 1> d = s.format<double>();        // { dg-error "not a multiple of the new element size" }
    matrix_ref<int, 4, 4> big = m.format<int, 4, 4>();   // { dg-error "larger than the object" }
    write(buffer, 0, c);
}
