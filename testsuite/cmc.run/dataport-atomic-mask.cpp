// write_atomic with its optional mask: only channels whose mask element is
// nonzero update memory and their result element; the others keep the
// result's previous values.  Forms with and without a result, zero, one
// and two sources, a comparison as the mask, on 8 and 16 channels.
// { dg-do run }
// { dg-final { run-kernel "buf:counters.bin:counters_out.bin buf:zero:256:old.bin" } }
// { dg-final { scan-visa "\\(P\[0-9\]+\\) dword_atomic.add" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void atomics(SurfaceIndex counters, SurfaceIndex out)
{
    vector<uint, 8> offsets;
    vector<ushort, 8> odd;
    for (int i = 0; i < 8; i++) {
        offsets(i) = i;
        odd(i) = i & 1;
    }
    vector<uint, 8> ten = 10, old = 77;
    write_atomic<ATOMIC_ADD>(odd, counters, offsets, ten, old);
    write(out, 0, old);
    write_atomic<ATOMIC_INC>(offsets < 3, counters, offsets);
    vector<uint, 8> replacement = 1000, compare = 11;
    write_atomic<ATOMIC_CMPXCHG>(offsets >= 4, counters, offsets, replacement,
                                 compare, old.select<8, 1>(0));
    write(out, 32, old);
    vector<uint, 8> big = 500;
    write_atomic<ATOMIC_MAX>(odd, counters, offsets, big);
    vector<uint, 16> wide_offsets, wide_old = 5;
    vector<ushort, 16> none = 0, first = 0;
    first(0) = 1;
    for (int i = 0; i < 16; i++)
        wide_offsets(i) = 8 + i;
    write_atomic<ATOMIC_DEC>(none, counters, wide_offsets, wide_old);
    write(out, 64, wide_old);
    write_atomic<ATOMIC_PREDEC>(first, counters, wide_offsets, wide_old);
    write(out, 128, wide_old);
}
