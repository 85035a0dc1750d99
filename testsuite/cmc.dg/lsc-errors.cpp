// Each combination of LSC template arguments that Intel's cm_lsc.h
// rejects by static assertion is one error at the call, naming the rule.
// { dg-do compile }
// { dg-options "-march=DG2 -ferror-limit=0" }

extern "C" _GENX_MAIN_ void lsc_errors(SurfaceIndex s)
{
    vector<unsigned, 16> offsets = 0;
    vector<unsigned, 24> odd_offsets = 0;
    vector<int, 16> a = cm_load<int, VectorSize::N1, DataSize::Default, CacheHint::WriteBack, CacheHint::Cached>(s, offsets); // { dg-error "cm_load: unsupported cache hint L1 WriteBack, L3 Cached \\(a load takes" }
    cm_store<int, VectorSize::N1, DataSize::Default, CacheHint::Cached, CacheHint::Cached>(s, offsets, a); // { dg-error "cm_store: unsupported cache hint L1 Cached, L3 Cached \\(a store takes" }
    vector<uchar, 16> b = cm_load<uchar, 16>(s, 0); // { dg-error "cm_load: transposed \\(block\\) messages work only with U32 and U64 data sizes, not U8" }
    vector<uchar, 32> c = cm_load<uchar, VectorSize::N2>(s, offsets); // { dg-error "only 32- and 64-bit data \\(U32, U64\\) support vector loads and stores: 8-bit data takes VectorSize::N1" }
    vector<int, 24> d = cm_load<int, VectorSize::N1>(s, odd_offsets); // { dg-error "cm_load: unexpected number of channels 24 \\(1 to 16, a power of two, on DG2\\)" }
    vector<int, 16> e = cm_atomic<AtomicOp::FADD, int>(s, offsets, a); // { dg-error "cm_atomic: unsupported type for lsc atomic source or dest arguments: floating-point operations take float elements, not 'int'" }
    vector<int, 32> f = cm_atomic<AtomicOp::IINC, int, VectorSize::N2>(s, offsets); // { dg-error "cm_atomic: LSC atomics take one element per address \\(VectorSize::N1\\), not 2" }
    vector<int, 16> g = cm_load<int, VectorSize::N1, DataSize::U64>(s, offsets); // { dg-error "cm_load: DataSize::U64 does not fit 4-byte elements \\('int'\\)" }
    vector<float, 16> fl = 0;
    vector<float, 16> bf = cm_atomic<AtomicOp::BFADD, float>(s, offsets, fl); // { dg-error "cm_atomic: bfloat16 atomics \\(AtomicOp::BFADD ... BFCAS\\) need a platform after those cmc targets" }
    static_assert(is_bfloat16_atomic(AtomicOp::BFCAS) && !is_bfloat16_atomic(AtomicOp::FADD), "");
    vector<float, 16> bf_sub = cm_atomic<AtomicOp::BFSUB, float>(s, offsets, fl); // { dg-error "cm_atomic: bfloat16 atomics \\(AtomicOp::BFADD ... BFCAS\\) need a platform after those cmc targets" }
    vector<float, 16> bf_min = cm_atomic<AtomicOp::BFMIN, float>(s, offsets, fl); // { dg-error "cm_atomic: bfloat16 atomics" }
    vector<float, 16> bf_max = cm_atomic<AtomicOp::BFMAX, float>(s, offsets, fl); // { dg-error "cm_atomic: bfloat16 atomics" }
    vector<float, 16> bf_cas = cm_atomic<AtomicOp::BFCAS, float>(s, offsets, fl, fl); // { dg-error "cm_atomic: bfloat16 atomics" }
    vector<int, 16> high = cm_load<int, VectorSize::N1, DataSize::U16U32H>(s, offsets); // { dg-error "cm_load: DataSize::U16U32H \\(16 bits in the high half of 32\\) is not supported by the hardware" }
    vector<int, 16> cc = cm_load<int, VectorSize::N1, DataSize::Default, CacheHint::ConstCached, CacheHint::Cached>(s, offsets); // { dg-error "cm_load: unsupported cache hint L1 ConstCached, L3 Cached \\(a load takes" }
    vector<int, 16> h = cm_atomic<AtomicOp::IADD, int, VectorSize::N1, DataSize::Default, CacheHint::Cached, CacheHint::Cached>(s, offsets, a); // { dg-error "cm_atomic: unsupported cache hint L1 Cached, L3 Cached \\(an atomic takes" }
    cm_prefetch<VectorSize::N1, DataSize::U32, CacheHint::Uncached, CacheHint::Uncached>(s, offsets); // { dg-error "cm_prefetch: unsupported cache hint L1 Uncached, L3 Uncached \\(a prefetch takes .*not both Uncached\\)" }
    cm_fence<LSC_SFID::LSC_SLM, LSC_FENCE_OP::LSC_FENCE_OP_EVICT>(); // { dg-error "cm_fence: an SLM fence takes LSC_FENCE_OP_NONE and LSC_SCOPE_GROUP" }
    cm_fence<LSC_SFID::LSC_UGML>(); // { dg-error "cm_fence: LSC_UGML exists only on PVC" }
    cm_store4<int, CM_AB_ENABLE>(s, offsets, a.replicate<2>()); // { dg-error "cm_store4: the channel mask of a quad store must be contiguous from R" }
    vector<short, 32> k = cm_load4<short, CM_GR_ENABLE>(s, offsets); // { dg-error "cm_load4: a quad message takes a nonzero channel mask and 32-bit elements" }
    SIMD_IF_BEGIN (offsets < 8) {
        cm_store<int, 8>(s, 0, a.select<8, 1>(0)); // { dg-error "an LSC block \\(transposed\\) message is not allowed inside SIMD control flow" }
    }
    SIMD_IF_END;
}
