// LSC messages on DG2 through a vector<SurfaceIndex, 3> indexed at run
// time: a load from bufs[which], a store to the constant bufs(2) and an
// atomic add into bufs[1 - which] (its old values stored after the sums).
// The binding-table index goes to the message as a register operand.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "buf:a.bin:a_out.bin+buf:b.bin:b_out.bin+buf:zero:128:c.bin i32:0" } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void lsc_surfaces(vector<SurfaceIndex, 3> bufs, int which)
{
    vector<unsigned, 16> offsets;
    for (int i = 0; i < 16; i++)
        offsets(i) = i * 4;
    vector<unsigned, 16> v =
        cm_load<unsigned, VectorSize::N1>(bufs[which], offsets);
    vector<unsigned, 16> old =
        cm_atomic<AtomicOp::IADD, unsigned>(bufs[1 - which], offsets, v);
    cm_store<unsigned, VectorSize::N1>(bufs(2), offsets, v + 5);
    cm_store<unsigned, VectorSize::N1>(bufs(2), offsets + 64, old);
}
