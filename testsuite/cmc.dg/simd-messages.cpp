// Scattered, atomic, SLM and SVM messages inside SIMD control flow are
// predicated by the active channels (the W-wide execution mask), never
// run for every channel; outside a block they have no predicate.
// { dg-do compile }
// { dg-final { scan-visa-times "\\(P\[0-9\]+\\) scatter_scaled" 2 } }
// { dg-final { scan-visa "\\(P\[0-9\]+\\) gather_scaled" } }
// { dg-final { scan-visa "\\(P\[0-9\]+\\) dword_atomic.inc" } }
// { dg-final { scan-visa "\\(P\[0-9\]+\\) svm_scatter" } }
// { dg-final { scan-visa-not "\\(P\[0-9\]+\\) dword_atomic.add" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void simd_messages(SurfaceIndex s, svmptr_t p, int x)
{
    cm_slm_init(1024);
    vector<uint, 8> offsets, data;
    vector<uint, 8> amount = 3;
    read(s, 0, offsets);
    vector<svmptr_t, 8> addresses = p;
    SIMD_IF_BEGIN (offsets > x) {
        write(s, 0, offsets, data);
        read(s, 8, offsets, data);
        write_atomic<ATOMIC_INC>(s, offsets);
        cm_slm_write(0, offsets, data);
        cm_svm_scatter_write(addresses, data);
    } SIMD_IF_END;
    write_atomic<ATOMIC_ADD>(s, offsets, amount);
    write(s, 64, data);
}
