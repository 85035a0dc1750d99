// Dword atomics on a buffer: each of 8 channels updates its own counter;
// add, sub, inc, min, max, xchg, and cmpxchg (vISA: new = old == src1 ?
// src0 : old), returning the old values.
// { dg-do run }
// { dg-final { run-kernel "buf:counters.bin:counters_out.bin buf:zero:192:old.bin" } }

extern "C" _GENX_MAIN_ void atomics(SurfaceIndex counters, SurfaceIndex out)
{
    vector<uint, 8> offsets;
    for (int i = 0; i < 8; i++)
        offsets(i) = 7 - i; // in dwords, as scattered offsets
    vector<uint, 8> u = 10, old;
    write_atomic<ATOMIC_ADD>(counters, offsets, u, old);
    write(out, 0, old);
    write_atomic<ATOMIC_INC>(counters, offsets);
    vector<uint, 8> small = 15;
    write_atomic<ATOMIC_MIN>(counters, offsets, small, old);
    write(out, 32, old);
    vector<uint, 8> big = 13;
    write_atomic<ATOMIC_MAX>(counters, offsets, big, old);
    write(out, 64, old);
    vector<uint, 8> swap = 100;
    write_atomic<ATOMIC_XCHG>(counters, offsets, swap, old);
    write(out, 96, old);
    vector<uint, 8> replacement = 5, compare;
    for (int i = 0; i < 8; i++)
        compare(i) = i < 4 ? 100 : 0;
    write_atomic<ATOMIC_CMPXCHG>(counters, offsets, replacement, compare, old);
    write(out, 128, old);
    write_atomic<ATOMIC_SUB>(counters, offsets, u, old);
    write(out, 160, old);
}
