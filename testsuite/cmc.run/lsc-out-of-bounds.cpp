// An LSC gather whose last channel reads past the end of its buffer, or
// an atomic on a misaligned address, stops the kernel with the channel
// and the bytes named (cmrun's rule for every message: the GPU's zeros
// would hide the bug); with offsets inside, the same kernel runs.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel-fault "buf:in.bin buf:zero:64 i32:4" "kernel 'lsc_tail'.*lsc_load.*reads bytes 64\\.\\.67 of the surface of argument 1, which has 64 bytes" } }
// { dg-final { run-kernel-fault "buf:in.bin buf:zero:64 i32:2" "kernel 'lsc_tail'.*lsc_atomic_iinc.*LSC address 0x2 of channel 0 is not 4-byte aligned" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin i32:0" } }

extern "C" _GENX_MAIN_ void lsc_tail(SurfaceIndex in, SurfaceIndex out, int shift)
{
    vector<unsigned, 16> lane;
    for (int i = 0; i < 16; i++)
        lane(i) = i;
    vector<int, 16> v = cm_load<int, VectorSize::N1>(in, lane * 4 + (shift & 4));
    cm_store<int, VectorSize::N1>(out, lane * 4, v + 1);
    cm_atomic<AtomicOp::IINC, unsigned>(out, lane * 4 + (shift & 2));
}
