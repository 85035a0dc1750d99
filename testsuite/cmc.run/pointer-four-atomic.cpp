// The channel and atomic forms of the SVM API at pointers and svmptr_t
// addresses: cm_ptr_read4 / cm_ptr_write4 and cm_svm_gather4_scaled /
// cm_svm_scatter4_scaled (R, G, B, A dwords per address, the enabled
// channels one after the other in the data), svm_atomic<Op> and
// cm_ptr_atomic<Op> (the operation a template argument), each thread of
// 2 on its own part of the memory, the atomics on shared counters.
// { dg-do run }
// { dg-final { run-kernel "-t 2 svm:pixels.bin:pixels_out.bin svm:zero:1024:out.bin svm:counters.bin:counters_out.bin" } }

extern "C" _GENX_MAIN_ void
four_atomic(float *pixels, svmptr_t out [[type("svmptr_t")]],
            unsigned *counters)
{
    int t = get_thread_origin_x();
    float *mine = pixels + t * 64;          /* 16 RGBA pixels */
    vector<ptrdiff_t, 16> offsets;
    for (int i = 0; i < 16; i++)
        offsets(i) = ((i * 7) % 16) * 16;    /* a permutation of pixels */

    vector<float, 48> bgr;
    cm_ptr_read4(mine, offsets, bgr, CM_BGR_ENABLE);
    vector<float, 16> alpha;
    cm_ptr_read4(mine, offsets, alpha, CM_A_ENABLE);
    /* R and A swapped, G doubled, B kept, written back in place */
    vector<float, 32> ra;
    ra.select<16, 1>(0) = alpha;
    ra.select<16, 1>(16) = bgr.select<16, 1>(0);
    cm_ptr_write4(mine, offsets, ra, CM_AR_ENABLE);
    vector<float, 16> g = bgr.select<16, 1>(16) * 2.0f;
    cm_ptr_write4(mine, offsets, g, CM_G_ENABLE);

    /* The same through absolute addresses: GR of 8 pixels to out. */
    vector<svmptr_t, 8> from, to;
    for (int i = 0; i < 8; i++) {
        from(i) = (svmptr_t)(mine + i * 4 + 32);
        to(i) = out + t * 256 + (7 - i) * 16;
    }
    vector<float, 16> gr;
    cm_svm_gather4_scaled(from, gr, CM_GR_ENABLE);
    cm_svm_scatter4_scaled(to, gr + 0.5f, CM_GR_ENABLE);

    /* Atomics: every thread adds to counters 0..7, increments 8..15. */
    vector<svmptr_t, 8> c;
    for (int i = 0; i < 8; i++)
        c(i) = (svmptr_t)(counters + i);
    vector<unsigned, 8> old, ignored;
    vector<unsigned, 8> amount = t + 1;
    svm_atomic<ATOMIC_ADD>(c, old, amount);
    vector<unsigned, 8> byte_offsets;
    for (int i = 0; i < 8; i++)
        byte_offsets(i) = 32 + i * 4;
    cm_ptr_atomic<ATOMIC_INC>(counters, byte_offsets, ignored);
    vector<unsigned, 8> swapped;
    vector<unsigned, 8> expect = 1000, value = 77;
    cm_ptr_atomic<ATOMIC_CMPXCHG>(counters + 16, byte_offsets - 32, swapped,
                                  value, expect); /* new value, compared */
}
