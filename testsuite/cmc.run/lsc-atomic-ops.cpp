// The LSC atomics lsc-atomic.cpp does not run, on DG2, each on its own
// 16 dwords (one address per channel): ISUB, SMAX, UMIN, the float FSUB,
// FMIN, FMAX and FCAS (the new value where the old one equals the compare
// value), LOAD (the value, memory unchanged), and a 64-bit ISUB with
// DataSize::U64 spelled out; every old value is stored, and memory after.
// The float atomics go through a helper that refuses bfloat16 operations
// with is_bfloat16_atomic (they need a GPU after DG2).
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "lsc_atomic_isub.ugm \\(M1_NM, 16\\) V\[0-9\]+:d32 bti" } }
// { dg-final { scan-visa "lsc_atomic_smax.ugm " } }
// { dg-final { scan-visa "lsc_atomic_umin.ugm " } }
// { dg-final { scan-visa "lsc_atomic_fsub.ugm " } }
// { dg-final { scan-visa "lsc_atomic_fmin.ugm " } }
// { dg-final { scan-visa "lsc_atomic_fmax.ugm " } }
// { dg-final { scan-visa "lsc_atomic_fcas.ugm " } }
// { dg-final { scan-visa "lsc_atomic_load.ugm \\(M1_NM, 16\\) V\[0-9\]+:d32 bti\\(V\[0-9\]+\\)\\\[V\[0-9\]+\\\]:a32 %null %null" } }
// { dg-final { scan-visa "lsc_atomic_isub.ugm \\(M1_NM, 16\\) V\[0-9\]+:d64 bti" } }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "buf:mem.bin:memout.bin buf:zero:1024:out.bin" } }

template <AtomicOp Op>
vector<float, 16> float_atomic(SurfaceIndex mem, vector<unsigned, 16> offset,
                               vector<float, 16> src)
{
    static_assert(!is_bfloat16_atomic(Op),
                  "bfloat16 atomics need a GPU after DG2");
    return cm_atomic<Op, float>(mem, offset, src);
}

extern "C" _GENX_MAIN_ void lsc_atomic_ops(SurfaceIndex mem, SurfaceIndex out)
{
    vector<unsigned, 16> lane;
    for (int i = 0; i < 16; i++)
        lane(i) = i;
    vector<unsigned, 16> at = lane * 4;
    vector<int, 16> signed_lane = lane;
    vector<float, 16> float_lane = signed_lane;

    vector<unsigned, 16> u = cm_atomic<AtomicOp::ISUB, unsigned>(mem, at, lane * 3 + 1);
    cm_store<unsigned, VectorSize::N1>(out, at, u);
    vector<int, 16> s = cm_atomic<AtomicOp::SMAX, int>(mem, 64 + at, signed_lane - 8);
    cm_store<int, VectorSize::N1>(out, 64 + at, s);
    u = cm_atomic<AtomicOp::UMIN, unsigned>(mem, 128 + at, lane * 5);
    cm_store<unsigned, VectorSize::N1>(out, 128 + at, u);

    vector<float, 16> f = float_atomic<AtomicOp::FSUB>(mem, 192 + at, float_lane * 0.5f);
    cm_store<float, VectorSize::N1>(out, 192 + at, f);
    f = float_atomic<AtomicOp::FMIN>(mem, 256 + at, (float_lane - 8.0f) * 1.5f);
    cm_store<float, VectorSize::N1>(out, 256 + at, f);
    f = float_atomic<AtomicOp::FMAX>(mem, 320 + at, (float_lane - 8.0f) * 1.5f);
    cm_store<float, VectorSize::N1>(out, 320 + at, f);
    vector<float, 16> compare = vector<float, 16>(vector<int, 16>(lane & 3));
    f = cm_atomic<AtomicOp::FCAS, float>(mem, 384 + at, compare, float_lane * 10.0f);
    cm_store<float, VectorSize::N1>(out, 384 + at, f);

    u = cm_atomic<AtomicOp::LOAD, unsigned>(mem, 448 + at);
    cm_store<unsigned, VectorSize::N1>(out, 448 + at, u);

    vector<unsigned long long, 16> w =
        cm_atomic<AtomicOp::ISUB, unsigned long long, VectorSize::N1, DataSize::U64>(
            mem, 512 + lane * 8, vector<unsigned long long, 16>(lane) * 0x300000007ull);
    cm_store<unsigned long long, VectorSize::N1, DataSize::U64>(out, 512 + lane * 8, w);
}
