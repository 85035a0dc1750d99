// write_typed_atomic on an r32ui image: each lane updates the pixel at
// (u, v) and gets its old value; lanes that share a pixel update it one
// after the other, in lane order; a lane outside the image changes
// nothing and gets 0.  ATOMIC_INC has no source, ATOMIC_CMPXCHG two
// (new = old == src1 ? src0 : old).  With a leading mask only the lanes
// whose mask element is not 0 take part (the others' results keep their
// values); a LOD other than 0 is outside the image's one mip level.
// { dg-do run }
// { dg-final { run-kernel "img:4x2:r32ui:counters.bin:counters_out.bin buf:coords.bin buf:zero:192:out.bin" } }

extern "C" _GENX_MAIN_ void typed_atomics(SurfaceIndex counters,
                                          SurfaceIndex coords,
                                          SurfaceIndex out)
{
    vector<uint, 8> u, v, amount, compare;
    read(coords, 0, u);
    read(coords, 32, v);
    read(coords, 64, amount);
    read(coords, 96, compare);
    vector<uint, 8> old;
    write_typed_atomic<ATOMIC_ADD>(counters, old, amount, u, v);
    write(out, 0, old);
    write_typed_atomic<ATOMIC_INC>(counters, old, u, v);
    write(out, 32, old);
    vector<uint, 8> replacement = 1000;
    write_typed_atomic<ATOMIC_CMPXCHG>(counters, old, replacement, compare,
                                       u, v);
    write(out, 64, old);
    vector<uint, 8> row0 = 0;
    write_typed_atomic<ATOMIC_MAX>(counters, old, amount, u, row0);
    write(out, 96, old);
    vector<ushort, 8> mask;
    read(coords, 128, mask);
    vector<uint, 8> kept = 77;
    write_typed_atomic<ATOMIC_ADD>(mask, counters, kept, amount, u, v);
    write(out, 128, kept);
    vector<uint, 8> lod;
    read(coords, 144, lod);
    vector<uint, 8> counted = 5;
    write_typed_atomic<ATOMIC_INC>(mask, counters, counted, u, v, row0, lod);
    write(out, 160, counted);
}
