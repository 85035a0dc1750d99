// Indices that are constant only once the loop is unrolled, whose byte
// offset goes beyond 32 bits: the full-width twin of a region's start
// (genxir/region_offset.c) wrapped there as the 16-bit start wraps at 16
// bits (a(1073741824) of an int vector is byte 2^32, 0 in 32 bits:
// element 0), so these compiled to reads and writes of the wrong
// elements.  The twin is now computed in 128 bits and clamped to 64, and
// each is the located error error-unrolled-bounds-wide.cpp has for
// offsets beyond 16 bits.  A `long long` index is converted to the int
// that CM's operator() and select() take, as C++ converts it (a constant
// that changes gets clang's -Wconstant-conversion warning); what must
// not wrap is the byte offset of that int.
// { dg-do compile }

extern "C" _GENX_MAIN_ void ints(SurfaceIndex s)
{
    vector<int, 16> a;
    read(s, 0, a);
    vector<int, 8> r = 0;
#pragma unroll
    for (int i = 0; i < 2; i++)
        r(i) = a(i * 1073741824); // { dg-error "read of 1 element at index 1073741824 is outside its object of 16 elements \\(an index out of bounds once the loop is unrolled or the code optimised\\)" }
#pragma unroll
    for (int i = 0; i < 2; i++)
        a(i * -1073741824) = r(i); // { dg-error "write of 1 element at index -1073741824 is outside its object of 16 elements" }
#pragma unroll
    for (int i = 0; i < 2; i++)
        r += a.select<8, 1>(i * 2147483640); // { dg-error "read of 8 elements at index 2147483640 is outside its object of 16 elements" }
    write(s, 0, r);
    write(s, 64, a);
}

extern "C" _GENX_MAIN_ void long_long_index(SurfaceIndex s)
{
    vector<int, 16> a;
    read(s, 0, a);
    vector<int, 8> r = 0;
#pragma unroll
    for (long long i = 0; i < 2; i++)
        r(i) = a(i * 1073741824LL); // { dg-error "read of 1 element at index 1073741824 is outside its object of 16 elements" }
    write(s, 0, r);
}

extern "C" _GENX_MAIN_ void doubles(SurfaceIndex s)
{
    vector<double, 8> d;
    read(s, 0, d);
#pragma unroll
    for (int i = 0; i < 2; i++)
        d(i * 536870912) = 1.0; // { dg-error "write of 1 element at index 536870912 is outside its object of 8 elements" }
    write(s, 0, d);
}

extern "C" _GENX_MAIN_ void matrix_rows(SurfaceIndex s)
{
    matrix<int, 4, 8> m;
    read(s, 0, 0, m);
    vector<int, 8> r = 0;
#pragma unroll
    for (int i = 0; i < 2; i++)
        r += m.row(i * 134217728); // { dg-error "read of 8 elements at index 1073741824 is outside its object of 32 elements" }
    write(s, 0, r);
}
