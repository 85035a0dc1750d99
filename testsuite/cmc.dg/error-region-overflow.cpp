// Sizes, strides and offsets near INT_MAX: offset + (count - 1) * stride
// and the other bounds sums would wrap in 32 bits and pass; cmc computes
// them without overflow and reports the same error as for small values.
// { dg-do compile }

extern "C" _GENX_MAIN_ void huge_regions(SurfaceIndex s)
{
    vector<int, 8> a;
    read(s, 0, a);
    matrix<int, 4, 8> m;
    read(s, 0, 0, m);
    vector<int, 8> r = 0;
    r.select<2, 1>(0) = a.select<2, 2147483647>(7); // { dg-error "region of 2 elements with stride 2147483647 at offset 7 is outside its object of 8 elements" }
    r.select<2, 1>(0) = a.select<2, 1073741824>(7); // { dg-error "region of 2 elements with stride 1073741824 at offset 7 is outside its object" }
    r.select<2, 1>(0) = a.select<2, 1>(2147483647); // { dg-error "region of 2 elements with stride 1 at offset 2147483647 is outside its object" }
    r(0) = a(2147483647);                         // { dg-error "at offset 2147483647 is outside its object of 8 elements" }
    r(0) = a[-1];                                 // { dg-error "at offset -1 is outside its object of 8 elements" }
    r(1) = a.select<1, 2147483647>(7)(0);
    matrix<int, 2, 2> c = m.select<2, 2147483647, 2, 1>(1, 0); // { dg-error "region of 2 rows with stride 2147483647 at row 1 is outside its object of 4 rows" }
    matrix<int, 2, 2> d = m.select<2, 1, 2, 2147483647>(1, 1); // { dg-error "region of 2 columns with stride 2147483647 at column 1 is outside its object of 8 columns" }
    r(0) = m(1, 2147483647);                      // { dg-error "at column 2147483647 is outside its object of 8 columns" }
    r(0) = m(2147483647, 0);                      // { dg-error "at row 2147483647 is outside its object of 4 rows" }
    r.select<2, 1>(0) = m.select<1, 2147483647, 2, 1>(3, 0);
    vector<int, 4> replicated_e = a.replicate<2, 2147483647, 2>(1);     // { dg-error "replicated region is outside its object of 8 elements" }
    vector<int, 4> replicated_f = m.replicate<2, 2147483647, 2, 1>(1, 0); // { dg-error "replicated region is outside its object of 32 elements" }
    vector<int, 4> replicated_g = a.replicate<2, 1, 2, 2147483647>(1);  // { dg-error "replicated region is outside its object of 8 elements" }
    vector<int, 4> replicated_h = m.replicate<2, 1, 2, 1>(1073741824, 0); // { dg-error "replicated region is outside its object of 32 elements" }
    r = a.replicate<1, 2147483647, 8, 1>(0);
    vector<int, 2> i = a.iselect(vector<int, 2>(2147483647)); // { dg-error "iselect elements 2147483647 is outside its object of 8 elements" }
    vector<int, 2> j = m.iselect(vector<int, 2>(-65535), vector<int, 2>(0)); // { dg-error "iselect rows -65535 is outside its object of 4 rows" }
    write(s, 0, r);
}
