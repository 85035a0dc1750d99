// An index that is constant only after `#pragma unroll` (a store past an
// array's end, a negative v(i)) is undefined behaviour the frontend cannot
// see; after the optimiser the backend finds the constant region outside
// its vector and reports it at the access, once per access, instead of
// passing GenX_IR a negative or too large offset.
// { dg-do compile }

extern "C" _GENX_MAIN_ void unrolled(SurfaceIndex s)
{
    vector<int, 8> a;
    read(s, 0, a);
    int table[8];
#pragma unroll
    for (int i = 0; i < 10; i++)
        table[i] = i; // { dg-error "write of 1 element at index 8 is outside its object of 8 elements \\(an index out of bounds once the loop is unrolled or the code optimised\\)" }
    vector<int, 8> r;
#pragma unroll
    for (int i = 0; i < 8; i++)
        r(i) = table[i] + a(i - 1); // { dg-error "read of 1 element at index -1 is outside its object of 8 elements" }
    write(s, 0, r);
}
