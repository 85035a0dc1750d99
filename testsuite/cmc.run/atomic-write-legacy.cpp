// The deprecated atomic form of Intel's headers, which Intel's Graph-Cut
// sample uses: write(surface, op, global offset, element offsets, src,
// result or NULL), eight dwords at (global + offset[i]) dwords.  ADD with
// the old values returned, INC with NULL and reversed offsets, CMPXCHG
// with its 16-element source (src0 = the new values in the first half,
// src1 = the compared ones in the second, as vISA's DWORD_ATOMIC takes
// them), PREDEC (the decremented values returned), MINSINT on ints, FMAX
// on floats, DEC into a region of a larger vector; one call names T and
// N explicitly, write<uint, 8>(...), as MediaSDK's histogram kernel
// does.  The reference applies the operations in C.
// { dg-do run }
// { dg-final { run-kernel "buf:mem.bin:mem.out buf:zero:256:ret.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void legacy(SurfaceIndex mem, SurfaceIndex ret)
{
    vector<uint, 8> up(0), down(0);
    for (int i = 0; i < 8; i++) {
        up(i) = i;
        down(i) = 7 - i;
    }
    vector<uint, 8> src, old;
    read(mem, 192, src);
    write(mem, ATOMIC_ADD, 0, up, src, old);
    write(ret, 0, old);
    write<uint, 8>(mem, ATOMIC_INC, 8, down, src, NULL); /* Intel's order */
    vector<uint, 16> swap;
    read(mem, 192, swap.select<8, 1>(0));
    read(mem, 64, swap.select<8, 1>(8));
    swap(9) = 12345;                       // one lane does not match
    write(mem, ATOMIC_CMPXCHG, 16, up, swap, old);
    write(ret, 32, old);
    write(mem, ATOMIC_PREDEC, 24, up, src, old);
    write(ret, 64, old);
    vector<int, 8> ints, iold;
    read(mem, 224, ints);
    write(mem, ATOMIC_MINSINT, 32, up, ints, iold);
    write(ret, 96, iold);
    vector<float, 8> floats, fold;
    read(mem, 224, floats);
    write(mem, ATOMIC_FMAX, 40, up, floats, fold);
    write(ret, 128, fold);
    vector<uint, 16> big = 99;
    write(mem, ATOMIC_DEC, 48, up, src, big.select<8, 1>(8));
    write(ret, 160, big);
}
