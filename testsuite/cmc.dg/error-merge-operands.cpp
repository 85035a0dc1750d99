// merge's sources and vector mask must have as many elements as the
// object merged into.
// { dg-do compile }

extern "C" _GENX_MAIN_ void bad_merge(SurfaceIndex buffer)
{
    vector<int, 8> v = 0;
    vector<int, 4> small = 1;
    vector<ushort, 8> mask = 1;
    vector<ushort, 4> small_mask = 1;
    v.merge(small, mask);            // { dg-error "a merge operand must have as many elements" }
    v.merge(vector<short, 4>(small), small, 0xff); // { dg-error "a merge operand must have as many elements" }
    v.merge(3, small_mask);          // { dg-error "a merge operand must have as many elements" }
    write(buffer, 0, v);
}
