// A masked write_atomic inside SIMD control flow: a channel takes part
// only when it is active in the block and its mask element is nonzero;
// the result keeps its old elements elsewhere.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:64:counts.bin buf:zero:32:old.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void masked(SurfaceIndex counts, SurfaceIndex out)
{
    vector<uint, 8> lane, slot, old = 9;
    for (int i = 0; i < 8; i++) {
        lane(i) = i;
        slot(i) = i * 2;
    }
    vector<uint, 8> amount = lane + 1;
    SIMD_IF_BEGIN (lane >= 2) {
        write_atomic<ATOMIC_ADD>((lane & 1) == 0, counts, slot, amount, old);
    } SIMD_IF_END;
    write(out, 0, old);
}
