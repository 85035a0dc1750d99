// The LSC forms the run tests do not execute, finalized for DG2: cache
// hints on loads and stores, gather and block prefetches (a load into
// %null) on a surface and at an svmptr_t, d64 vectors, SLM gathers of
// four elements, fences of global memory and SLM, atomics returning
// nothing used, and the channel count of a vector of 8 offsets.
// { dg-do compile }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "lsc_load.ugm.st.ca \\(M1_NM, 16\\) V\[0-9\]+:d32 bti" } }
// { dg-final { scan-visa "lsc_store.ugm.wt.wb \\(M1_NM, 16\\) bti\\(V\[0-9\]+\\)\\\[V\[0-9\]+\\\]:a32 V\[0-9\]+:d32" } }
// { dg-final { scan-visa "lsc_load.ugm.ca.ca \\(M1_NM, 16\\) %null:d32x4 bti" } }
// { dg-final { scan-visa "lsc_load.ugm.ca.ca \\(M1_NM, 1\\) %null:d32x64t bti" } }
// { dg-final { scan-visa "lsc_load.ugm.uc.ca \\(M1_NM, 16\\) %null:d32 flat\\\[V\[0-9\]+\\\]:a64" } }
// { dg-final { scan-visa "lsc_load.ugm \\(M1_NM, 8\\) V\[0-9\]+:d64x2 bti" } }
// { dg-final { scan-visa "lsc_load.slm \\(M1_NM, 16\\) V\[0-9\]+:d32x4 flat\\\[V\[0-9\]+\\\]:a32" } }
// { dg-final { scan-visa "lsc_fence.ugm.evict.gpu" } }
// { dg-final { scan-visa "lsc_fence.slm.none.group" } }
// { dg-final { scan-visa "lsc_atomic_iinc.ugm.uc.wb \\(M1_NM, 16\\) %null:d32 bti" } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void lsc_forms(SurfaceIndex s, svmptr_t p [[type("svmptr_t")]])
{
    vector<unsigned, 16> offsets;
    for (int i = 0; i < 16; i++)
        offsets(i) = i * 16;
    cm_slm_init(1024);
    vector<int, 16> a = cm_load<int, VectorSize::N1, DataSize::Default,
                                CacheHint::Streaming, CacheHint::Cached>(s, offsets);
    cm_store<int, VectorSize::N1, DataSize::Default, CacheHint::WriteThrough,
             CacheHint::WriteBack>(s, offsets, a);
    cm_prefetch<VectorSize::N4>(s, offsets);
    cm_prefetch<64>(s, 256);
    cm_ptr_prefetch<VectorSize::N1, DataSize::U32, CacheHint::Uncached,
                    CacheHint::Cached>((const unsigned *)p, offsets);
    vector<unsigned, 8> eight = offsets.select<8, 1>(0);
    vector<long long, 16> q = cm_load<long long, VectorSize::N2>(s, eight);
    cm_store<long long, VectorSize::N2>(s, eight + 1024, q);
    vector<float, 64> quads = cm_load_slm<float, VectorSize::N4>(offsets);
    cm_store_slm<float, VectorSize::N4>(offsets + 256, quads);
    cm_fence<LSC_SFID::LSC_UGM, LSC_FENCE_OP::LSC_FENCE_OP_EVICT, LSC_SCOPE::LSC_SCOPE_GPU>();
    cm_fence<LSC_SFID::LSC_SLM>();
    cm_atomic<AtomicOp::IINC, unsigned, VectorSize::N1, DataSize::Default,
              CacheHint::Uncached, CacheHint::WriteBack>(s, offsets);
}
