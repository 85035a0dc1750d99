// write_atomic with a mask still checks the operation's source count and
// the element type.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex c)
{
    vector<uint, 8> offsets = 0, u = 1;
    vector<ushort, 8> mask = 1;
    write_atomic<ATOMIC_INC>(mask, c, offsets, u, u); // { dg-error "atomic inc takes 0 sources and an optional result, not 2 arguments" }
    vector<short, 8> narrow = 1;
    write_atomic<ATOMIC_ADD>(mask, c, offsets, narrow); // { dg-error "atomic add needs 32-bit integer elements, not short" }
}
