// Scattered, atomic, SLM and SVM messages inside SIMD control flow run
// under the hardware execution mask (not NoMask, no predicate of their
// own), never for every channel; outside a block they are NoMask.
// { dg-do compile }
// { dg-final { scan-visa-times "    scatter_scaled.4 \\(M1, 8\\)" 2 } }
// { dg-final { scan-visa "    gather_scaled.4 \\(M1, 8\\)" } }
// { dg-final { scan-visa "    dword_atomic.inc \\(M1, 8\\)" } }
// { dg-final { scan-visa "    svm_scatter.4.1 \\(M1, 8\\)" } }
// { dg-final { scan-visa "    dword_atomic.add \\(M1_NM, 8\\)" } }
// { dg-final { scan-visa-not "\\(P\[0-9\]+\\) \[a-z_\]+(scatter|gather|atomic)" } }
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
