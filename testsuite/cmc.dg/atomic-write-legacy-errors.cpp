// The deprecated atomic write form, misused: the operation must be a
// constant, CMPXCHG takes its two sources as 16 elements and the other
// one-source operations 8, and the elements must be dwords or floats.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf, CmAtomicOpType op)
{
    vector<uint, 8> offsets = 0, src = 1, old;
    vector<uint, 16> wide = 2;
    vector<ushort, 8> words = 3;
    write(buf, op, 0, offsets, src, old); // { dg-error "the atomic operation must be a constant" }
    write(buf, ATOMIC_CMPXCHG, 0, offsets, src, old); // { dg-error "atomic cmpxchg of this write form takes 16 source elements \\(src0 then src1\\), not 8" }
    write(buf, ATOMIC_ADD, 0, offsets, wide, NULL); // { dg-error "atomic add of this write form takes 8 source elements \\(one per dword\\), not 16" }
    write(buf, ATOMIC_INC, 0, offsets, words, NULL); // { dg-error "atomic inc needs 32-bit integer elements, not ushort" }
    write(buf, 0, old);
}
