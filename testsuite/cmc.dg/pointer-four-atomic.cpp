// cm_ptr_read4/write4 and cm_svm_gather4_scaled/scatter4_scaled are one
// dword gather or scatter per enabled channel, at the addresses plus 4
// bytes per channel before it; svm_atomic<Op> and cm_ptr_atomic<Op> are
// llvm.genx.svm.atomic.<op> at svmptr_t addresses or a pointer plus byte
// offsets (the LSC cm_ptr_atomic<AtomicOp, ...> stays an LSC message).
// { dg-do compile }
// { dg-options "-march=DG2" }
// { dg-final { scan-llvm-times "call <16 x float> @llvm.genx.svm.gather.v16f32.v16i1.v16i64" 3 } }
// { dg-final { scan-llvm-times "call void @llvm.genx.svm.scatter.v16i1.v16i64.v16f32" 2 } }
// { dg-final { scan-llvm "@llvm.genx.svm.atomic.add.v8i32.v8i1.v8i64" } }
// { dg-final { scan-llvm "@llvm.genx.svm.atomic.inc.v8i32.v8i1.v8i64" } }
// { dg-final { scan-llvm "@llvm.genx.svm.atomic.cmpxchg.v8i32.v8i1.v8i64" } }
// { dg-final { scan-llvm "@llvm.genx.lsc.xatomic.stateless" } }
// { dg-final { scan-visa "svm_atomic\\.add" } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void four_atomic(float *p, unsigned *counters,
                                        svmptr_t base [[type("svmptr_t")]])
{
    vector<ptrdiff_t, 16> offsets;
    for (int i = 0; i < 16; i++)
        offsets(i) = i * 16;
    vector<float, 32> gr;
    cm_ptr_read4(p, offsets, gr, CM_GR_ENABLE);
    cm_ptr_write4(p, offsets, gr + 1.0f, CM_GR_ENABLE);
    vector<svmptr_t, 16> addresses = base + offsets;
    vector<float, 16> b;
    cm_svm_gather4_scaled(addresses, b, CM_B_ENABLE);

    vector<svmptr_t, 8> c = (svmptr_t)counters;
    vector<unsigned, 8> old, amount = 1;
    svm_atomic<ATOMIC_ADD>(c, old, amount);
    vector<unsigned, 8> byte_offsets;
    for (int i = 0; i < 8; i++)
        byte_offsets(i) = i * 4;
    cm_ptr_atomic<ATOMIC_INC>(counters, byte_offsets, old);
    cm_ptr_atomic<ATOMIC_CMPXCHG>(counters, byte_offsets, old, amount, old);
    vector<unsigned, 8> lsc_old =
        cm_ptr_atomic<AtomicOp::IINC, unsigned>(counters, byte_offsets);
    vector<float, 8> sum = b.select<8, 1>(0) + lsc_old;
    cm_svm_block_write(base, sum);
}
