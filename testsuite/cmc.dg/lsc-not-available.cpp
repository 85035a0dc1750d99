// LSC messages exist from DG2 on: before it, each LSC function is a
// "not available on this platform" error at its call.
// { dg-do compile }
// { dg-options "-march=TGLLP" }

extern "C" _GENX_MAIN_ void lsc_tgllp(SurfaceIndex s)
{
    vector<unsigned, 16> offsets = 0;
    vector<int, 16> a = cm_load<int, VectorSize::N1>(s, offsets); // { dg-error "'cm_load' is not available on this platform \\(TGLLP\\): LSC messages need DG2 or later" }
    cm_store<int, 8>(s, 0, a.select<8, 1>(0)); // { dg-error "'cm_store' is not available on this platform \\(TGLLP\\)" }
    a = cm_atomic<AtomicOp::IINC, int>(s, offsets); // { dg-error "'cm_atomic' is not available on this platform \\(TGLLP\\)" }
    cm_prefetch<16>(s, 0); // { dg-error "'cm_prefetch' is not available on this platform \\(TGLLP\\)" }
    cm_fence<LSC_SFID::LSC_UGM, LSC_FENCE_OP::LSC_FENCE_OP_NONE, LSC_SCOPE::LSC_SCOPE_GPU>(); // { dg-error "'cm_fence<...>' is not available on this platform \\(TGLLP\\)" }
    cm_fence(); // the dataport fence of every platform
}

// The 2D block messages exist from PVC on (Intel's CM_HAS_LSC_UNTYPED_2D).
extern "C" _GENX_MAIN_ void block2d_tgllp(int *m [[type("svmptr_t")]])
{
    vector<int, 32> a = cm_ptr_load<int, 8, 4>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_load' is not available on TGLLP: the hardware has it on PVC" }
    cm_ptr_store<int, 8, 4>(m, 63, 7, 63, 0, 0, a); // { dg-error "'cm_ptr_store' is not available on TGLLP: the hardware has it on PVC" }
    cm_prefetch<int, 8, 4>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_prefetch' is not available on TGLLP: the hardware has it on PVC" }
}
