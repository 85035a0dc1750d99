// Every kind of region access whose index is a constant outside its
// object only once the optimiser has unrolled the loop or folded the
// index (undefined behaviour the frontend cannot see) is a located error
// at the access: reads, writes, select at a constant step, iselect,
// matrix rows, columns and 2D selects, and the same after plain constant
// folding without a loop.  None reaches GenX_IR (which rejects an
// out-of-bounds region) and none wraps silently into the object.
// { dg-do compile }

extern "C" _GENX_MAIN_ void vectors(SurfaceIndex s)
{
    vector<int, 16> a;
    read(s, 0, a);
    vector<int, 8> r = 0;
    int sum = 0;
#pragma unroll
    for (int i = 0; i < 17; i++)
        sum += a(i); // { dg-error "read of 1 element at index 16 is outside its object of 16 elements \\(an index out of bounds once the loop is unrolled or the code optimised\\)" }
#pragma unroll
    for (int i = 0; i < 3; i++)
        r += a.select<8, 1>(i * 5); // { dg-error "read of 8 elements at index 10 is outside its object of 16 elements" }
#pragma unroll
    for (int i = 0; i < 3; i++)
        a.select<4, 2>(i * 6) = r.select<4, 1>(0); // { dg-error "write of 4 elements at index 12 \\(elements 12 to 18\\) is outside its object of 16 elements" }
    vector<ushort, 8> steps;
#pragma unroll
    for (int i = 0; i < 8; i++)
        steps(i) = i * 3;
    r += a.iselect(steps); // { dg-error "read of 1 element at index 18 is outside its object of 16 elements" }
    r(0) += sum;
    write(s, 0, r);
    write(s, 64, a);
}

extern "C" _GENX_MAIN_ void matrices(SurfaceIndex s)
{
    matrix<int, 4, 8> m;
    read(s, 0, 0, m);
    vector<int, 8> r = 0;
#pragma unroll
    for (int i = 0; i < 5; i++)
        r += m.row(i); // { dg-error "read of 8 elements at index 32 is outside its object of 32 elements" }
#pragma unroll
    for (int i = 0; i < 9; i++)
        r.select<4, 1>(0) += m.column(i); // { dg-error "read of 4 elements at index 8 \\(elements 8 to 32\\) is outside its object of 32 elements" }
#pragma unroll
    for (int i = 3; i >= -1; i--)
        m.row(i) = r; // { dg-error "write of 8 elements at index -8 is outside its object of 32 elements" }
#pragma unroll
    for (int i = 0; i < 3; i++)
        r.select<4, 1>(4) += m.select<2, 1, 2, 1>(i + 2, 6); // { dg-error "read of 16 elements at index 24 is outside its object of 32 elements" }
    vector<ushort, 4> rows = 4, columns = 1;
    r.select<4, 1>(0) += m.iselect(rows, columns); // { dg-error "read of 1 element at index 33 is outside its object of 32 elements" }
    write(s, 0, r);
    write(s, 0, 0, m);
}

extern "C" _GENX_MAIN_ void folded(SurfaceIndex s)
{
    vector<int, 16> a;
    read(s, 0, a);
    vector<int, 8> r = 0;
    int j = 20;
    r(0) = a(j); // { dg-error "read of 1 element at index 20 is outside its object of 16 elements" }
    a(j - 30) = 1; // { dg-error "write of 1 element at index -10 is outside its object of 16 elements" }
    r.select<4, 1>(4) = a.select<4, 1>(j - 6); // { dg-error "read of 4 elements at index 14 is outside its object of 16 elements" }
    vector<ushort, 8> index(0);
    r += a.iselect(index + j); // { dg-error "read of 1 element at index 20 is outside its object of 16 elements" }
    write(s, 0, r);
    write(s, 64, a);
}
