// LSC atomics on DG2 (one element per address, the old values returned):
// on a buffer, 16 channels of two threads add to one counter (each sees
// the value before its own add, in channel then thread order), increment,
// take signed minimums and unsigned maximums, compare-and-swap where the
// old value equals the compare value, and, or, xor, a floating-point add
// and a 64-bit add; on SLM an add and a decrement read back with a block
// load; on an svmptr_t an exchange (STORE) under a predicate.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "-t 2 buf:counters.bin:countersout.bin buf:zero:2048:out.bin svm:zero:128:flat.bin" } }

extern "C" _GENX_MAIN_ void lsc_atomic(SurfaceIndex counters, SurfaceIndex out,
                                       svmptr_t flat [[type("svmptr_t")]])
{
    unsigned t = get_thread_origin_x();
    vector<unsigned, 16> lane;
    for (int i = 0; i < 16; i++)
        lane(i) = i;
    vector<unsigned, 16> zero = 0;
    vector<unsigned, 16> own = 64 + lane * 4;
    vector<unsigned, 16> base = t * 16 * 4 + lane * 4;

    vector<unsigned, 16> r;
    r = cm_atomic<AtomicOp::IADD, unsigned>(counters, zero, lane + 1);
    cm_store<unsigned, VectorSize::N1>(out, base, r);
    r = cm_atomic<AtomicOp::IINC, unsigned>(counters, own);
    cm_store<unsigned, VectorSize::N1>(out, 128 + base, r);
    vector<int, 16> si = cm_atomic<AtomicOp::SMIN, int>(
        counters, own + 64, vector<int, 16>(lane) - 8 + (int)t * 3);
    cm_store<int, VectorSize::N1>(out, 256 + base, si);
    r = cm_atomic<AtomicOp::UMAX, unsigned>(counters, own + 128,
                                            lane * 1000 + t * 7777);
    cm_store<unsigned, VectorSize::N1>(out, 384 + base, r);
    r = cm_atomic<AtomicOp::ICAS, unsigned>(counters, own + 192, lane & 3,
                                            lane + 100 * (t + 1));
    cm_store<unsigned, VectorSize::N1>(out, 512 + base, r);
    r = cm_atomic<AtomicOp::AND, unsigned>(counters, own + 256, ~(1u << lane));
    r += cm_atomic<AtomicOp::OR, unsigned>(counters, own + 320, 1u << (lane + t));
    r ^= cm_atomic<AtomicOp::XOR, unsigned>(counters, own + 384, lane * 0x01010101u);
    cm_store<unsigned, VectorSize::N1>(out, 640 + base, r);
    vector<float, 16> f = cm_atomic<AtomicOp::FADD, float>(
        counters, own + 448, vector<float, 16>(lane) * 0.25f + 1.0f);
    cm_store<float, VectorSize::N1>(out, 768 + base, f);
    vector<unsigned long long, 16> w = cm_atomic<AtomicOp::IADD, unsigned long long>(
        counters, 576 + lane * 8, vector<unsigned long long, 16>(lane) * 0x100000001ull);
    cm_store<unsigned long long, VectorSize::N1>(out, 1024 + t * 128 + lane * 8, w);

    cm_slm_init(256);
    cm_store_slm<unsigned, 16>(0, lane * 10);
    r = cm_atomic_slm<AtomicOp::IADD, unsigned>(lane * 4, lane + t);
    r += cm_atomic_slm<AtomicOp::IDEC, unsigned>((15 - lane) * 4);
    cm_store<unsigned, VectorSize::N1>(out, 896 + base, r);
    cm_store<unsigned, 16>(out, 1280 + t * 64, cm_load_slm<unsigned, 16>(0));

    vector<ushort, 16> odd = (lane & 1) != 0;
    r = cm_ptr_atomic<AtomicOp::STORE, unsigned>((unsigned *)flat, lane * 4,
                                                 lane + 1000 * (t + 1), odd);
    cm_store<unsigned, VectorSize::N1>(out, 1536 + base, r, odd);
}
