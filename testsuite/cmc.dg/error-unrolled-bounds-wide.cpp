// Region accesses whose index is a constant outside its object only once
// the optimiser has unrolled the loop or folded the index, with a byte
// offset beyond 16 bits: each wraps in the 16-bit offset of the region
// intrinsics to a place inside the object (a(16385) of an int vector is
// byte 65540, 4 in 16 bits: element 1), yet is the same located error as
// a small out-of-bounds index: reads, writes, select at a constant step,
// iselect, matrix rows, columns and 2D selects, a negative index, and
// plain constant folding without a loop (-O0 does not fold: see
// error-unrolled-bounds-wide-O0.cpp).
// { dg-do compile }

extern "C" _GENX_MAIN_ void vectors(SurfaceIndex s)
{
    vector<int, 16> a;
    read(s, 0, a);
    vector<int, 8> r = 0;
#pragma unroll
    for (int i = 0; i < 2; i++)
        r(i) = a(i * 16385); // { dg-error "read of 1 element at index 16385 is outside its object of 16 elements \\(an index out of bounds once the loop is unrolled or the code optimised\\)" }
#pragma unroll
    for (int i = 0; i < 2; i++)
        r(i) += a(i * -16383); // { dg-error "read of 1 element at index -16383 is outside its object of 16 elements" }
#pragma unroll
    for (int i = 0; i < 2; i++)
        a(i * 16385) = r(i); // { dg-error "write of 1 element at index 16385 is outside its object of 16 elements" }
#pragma unroll
    for (int i = 0; i < 2; i++)
        r += a.select<8, 1>(i * 16384); // { dg-error "read of 8 elements at index 16384 is outside its object of 16 elements" }
#pragma unroll
    for (int i = 0; i < 2; i++)
        a.select<4, 2>(i * 16384) = r.select<4, 1>(0); // { dg-error "write of 4 elements at index 16384 \\(elements 16384 to 16390\\) is outside its object of 16 elements" }
    vector<ushort, 8> far = 16385;
    r += a.iselect(far); // { dg-error "read of 1 element at index 16385 is outside its object of 16 elements" }
    write(s, 0, r);
    write(s, 64, a);
}

extern "C" _GENX_MAIN_ void matrices(SurfaceIndex s)
{
    matrix<int, 4, 8> m;
    read(s, 0, 0, m);
    vector<int, 8> r = 0;
#pragma unroll
    for (int i = 0; i < 2; i++)
        r += m.row(i * 2048); // { dg-error "read of 8 elements at index 16384 is outside its object of 32 elements" }
#pragma unroll
    for (int i = 0; i < 2; i++)
        r.select<4, 1>(0) += m.column(i * 16384); // { dg-error "read of 4 elements at index 16384 \\(elements 16384 to 16408\\) is outside its object of 32 elements" }
#pragma unroll
    for (int i = 0; i < 2; i++)
        m.row(i * 2048) = r; // { dg-error "write of 8 elements at index 16384 is outside its object of 32 elements" }
#pragma unroll
    for (int i = 0; i < 2; i++)
        r.select<4, 1>(4) += m.select<2, 1, 2, 1>(i * 2048, 0); // { dg-error "read of 16 elements at index 16384 is outside its object of 32 elements" }
    vector<ushort, 4> rows = 2048, columns = 1;
    r.select<4, 1>(0) += m.iselect(rows, columns); // { dg-error "read of 1 element at index 16385 is outside its object of 32 elements" }
    write(s, 0, r);
    write(s, 0, 0, m);
}

extern "C" _GENX_MAIN_ void folded(SurfaceIndex s)
{
    vector<int, 16> a;
    read(s, 0, a);
    vector<int, 8> r = 0;
    int j = 16385;
    r(0) = a(j); // { dg-error "read of 1 element at index 16385 is outside its object of 16 elements" }
    a(j - 32769) = 1; // { dg-error "write of 1 element at index -16384 is outside its object of 16 elements" }
    write(s, 0, r);
    write(s, 64, a);
}
