// LSC messages inside SIMD control flow take the active channels as their
// predicate, with the call's own predicate: inactive channels neither
// store nor update memory, and a load's result changes only in active
// channels.  A block message inside a SIMD block is an error (lsc-errors).
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:256:out.bin" } }

extern "C" _GENX_MAIN_ void lsc_simdcf(SurfaceIndex in, SurfaceIndex out)
{
    vector<unsigned, 16> lane;
    for (int i = 0; i < 16; i++)
        lane(i) = i;
    vector<int, 16> v = -1;
    SIMD_IF_BEGIN (lane < 10) {
        v = cm_load<int, VectorSize::N1>(in, lane * 4);
        vector<ushort, 16> odd = (lane & 1) != 0;
        cm_store<int, VectorSize::N1>(out, lane * 4, v * 2, odd);
        cm_atomic<AtomicOp::IINC, unsigned>(out, 128 + lane * 4);
    }
    SIMD_IF_END;
    cm_store<int, VectorSize::N1>(out, 64 + lane * 4, v);
}
