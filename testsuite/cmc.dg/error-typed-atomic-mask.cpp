// The masked write_typed_atomic with more than four coordinates (u, v,
// r, lod) is a located error.
// { dg-do compile }

extern "C" _GENX_MAIN_ void masked_errors(SurfaceIndex image)
{
    vector<uint, 8> u = 0, old, one = 1;
    vector<ushort, 8> mask = 1;
    write_typed_atomic<ATOMIC_ADD>(mask, image, old, one, u, u, u, u, u); // { dg-error "typed atomic add takes a mask, a surface, the result, 1 source and 1 to 4 coordinates" }
}
