// Every 2D block form on PVC compiles to lsc_load_block2d (a prefetch:
// into %null) or lsc_store_block2d with the block's shape, finalizes, and
// declares the vc-intrinsics llvm.genx.lsc.{load,prefetch,store}2d
// intrinsics as Intel's table has them (cmc.intrinsics checks).
// { dg-do compile }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa "lsc_load_block2d\\.ugm \\(M1_NM, 1\\) V\[0-9\]+:d32\\.2x4x8nn flat\\\[V\[0-9\]+,V\[0-9\]+,V\[0-9\]+,V\[0-9\]+,V\[0-9\]+,V\[0-9\]+\\\]" } }
// { dg-final { scan-visa "lsc_load_block2d\\.ugm\\.ca\\.ca \\(M1_NM, 1\\) V\[0-9\]+:d32\\.1x8x16tn" } }
// { dg-final { scan-visa "lsc_load_block2d\\.ugm \\(M1_NM, 1\\) V\[0-9\]+:d16\\.1x16x8nt" } }
// { dg-final { scan-visa "lsc_load_block2d\\.ugm \\(M1_NM, 1\\) V\[0-9\]+:d8\\.4x16x32nn" } }
// { dg-final { scan-visa "lsc_load_block2d\\.ugm \\(M1_NM, 1\\) V\[0-9\]+:d64\\.1x4x8tn" } }
// { dg-final { scan-visa "lsc_load_block2d\\.ugm\\.uc\\.ca \\(M1_NM, 1\\) %null:d32\\.2x8x32nn" } }
// { dg-final { scan-visa "lsc_store_block2d\\.ugm\\.wb\\.wb \\(M1_NM, 1\\) flat\\\[\[^\\\]\]*\\\] V\[0-9\]+:d16\\.1x32x8nn" } }
// { dg-final { scan-visa "lsc_load_block2d\\.ugm\\.ri\\.ca \\(M1_NM, 1\\) V\[0-9\]+:d32\\.1x8x4nn" } }
// { dg-final { finalize-visa PVC } }

extern "C" _GENX_MAIN_ void forms(float *f [[type("svmptr_t")]],
                                  half *h [[type("svmptr_t")]],
                                  uchar *b [[type("svmptr_t")]],
                                  double *d [[type("svmptr_t")]],
                                  int x, int y)
{
    const unsigned w = 255, ht = 63, p = 255;
    vector<float, 64> a = cm_ptr_load<float, 4, 8, 2>(f, w, ht, p, x, y);
    vector<float, 128> t = cm_load<float, 8, 16, 1, true, false,
                                   CacheHint::Cached, CacheHint::Cached>(
        f, w, ht, p, x + 8, y);
    vector<half, 128> v = cm_ptr_load<half, 16, 8, 1, false, true>(
        h, w, ht, p, x, -1);
    vector<uchar, 2048> bytes = cm_ptr_load<uchar, 16, 32, 4>(b, w, ht, p, x, y);
    vector<double, 32> dt = cm_ptr_load<double, 4, 8, 1, true>(d, w, ht, p, 0, y);
    /* L1 ReadInvalidate, L3 Cached: CM_HAS_LSC_LOAD_L1RI_L3CA_HINT */
    vector<float, 32> ri = cm_ptr_load<float, 8, 4, 1, false, false,
                                       CacheHint::ReadInvalidate,
                                       CacheHint::Cached>(f, w, ht, p, x, 40);
    cm_ptr_prefetch<float, 8, 32, 2, CacheHint::Uncached, CacheHint::Cached>(
        f, w, ht, p, x, y);
    vector<half, 256> out = v.select<128, 1>(0).format<half>().replicate<2>();
    cm_store<half, 32, 8, CacheHint::WriteBack, CacheHint::WriteBack>(
        h, w, ht, p, x, y, out);
    a.select<32, 1>(0) += t.select<32, 1>(0);
    a.select<16, 1>(32) += bytes.select<16, 1>(0) + dt.select<16, 1>(0);
    a.select<32, 1>(0) += ri;
    cm_ptr_store<float, 8, 8>(f, w, ht, p, 0, 0, a);
}
