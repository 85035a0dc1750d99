// write_typed_atomic's masked form (a leading vector<ushort, N> mask:
// the message is predicated by mask != 0) and its fourth coordinate, the
// LOD (a raw operand instead of %null).
// { dg-do compile }
// { dg-final { scan-visa "cmp.ne \\(M1_NM, 8\\) P\[0-9\]+ " } }
// { dg-final { scan-visa "^\\s*\\(P\[0-9\]+\\) typed_atomic.add \\(M1_NM, 8\\) T6 V\[0-9\]+.0 V\[0-9\]+.0 V\[0-9\]+.0 %null.0 " } }
// { dg-final { scan-visa "^\\s*\\(P\[0-9\]+\\) typed_atomic.inc \\(M1_NM, 8\\) T6 V\[0-9\]+.0 V\[0-9\]+.0 V\[0-9\]+.0 V\[0-9\]+.0 %null.0 %null.0" } }
// { dg-final { scan-visa "^\\s*typed_atomic.cmpxchg \\(M1_NM, 8\\) T6 V\[0-9\]+.0 V\[0-9\]+.0 V\[0-9\]+.0 V\[0-9\]+.0 V" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void masked(SurfaceIndex image, SurfaceIndex out)
{
    vector<uint, 8> u, v, lod;
    read(out, 0, u);
    read(out, 32, v);
    read(out, 64, lod);
    vector<ushort, 8> mask;
    read(out, 96, mask);
    vector<uint, 8> old = 0, one = 1;
    write_typed_atomic<ATOMIC_ADD>(mask, image, old, one, u, v);
    vector<uint, 8> counted = 0;
    write_typed_atomic<ATOMIC_INC>(mask, image, counted, u, v, u, lod);
    write_typed_atomic<ATOMIC_CMPXCHG>(image, counted, one, old, u, v, u, lod);
    write(out, 128, old + counted);
}
