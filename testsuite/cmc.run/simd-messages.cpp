// Scattered reads and writes and dword atomics inside SIMD control flow
// touch only the active channels: a channel with v <= 0 neither stores,
// nor counts, nor loads (its element keeps its old value); the else
// branch adds to a second set of counters for the other channels.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin buf:zero:32:counts.bin" } }

extern "C" _GENX_MAIN_ void simd_messages(SurfaceIndex in, SurfaceIndex out,
                                          SurfaceIndex counts)
{
    vector<int, 16> v, r = -1;
    vector<uint, 16> slot, offsets;
    read(in, 0, v);
    read(in, 64, slot);
    for (int i = 0; i < 16; i++)
        offsets(i) = 15 - i;
    SIMD_IF_BEGIN (v > 0) {
        write(out, 0, offsets, v * 2);
        write_atomic<ATOMIC_INC>(counts, slot);
        read(in, 32, offsets, r); // global offset in elements
    } SIMD_ELSE {
        vector<uint, 16> other = slot + 4;
        vector<uint, 16> amount = 10;
        write_atomic<ATOMIC_ADD>(counts, other, amount);
    } SIMD_IF_END;
    write(out, 64, r);
}
