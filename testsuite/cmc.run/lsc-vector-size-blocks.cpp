// Intel's older block forms of the LSC messages, the element count a
// VectorSize (cm_load<T, VectorSize::N16>(surface, offset) and the
// cm_ptr_load, cm_load_slm, cm_prefetch and cm_ptr_prefetch forms): each
// is the NElts form of as many elements, with the warning Intel's headers
// give at the use.  On DG2: transposed loads of 16 d32, 8 d64, 32 d32
// (flat) and 64 d32 (SLM) elements, prefetches of 64 and 8.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "lsc_load\\.ugm \\(M1_NM, 1\\) V\[0-9\]+:d32x16t bti" } }
// { dg-final { scan-visa "lsc_load\\.ugm \\(M1_NM, 1\\) V\[0-9\]+:d64x8t bti" } }
// { dg-final { scan-visa "lsc_load\\.ugm \\(M1_NM, 1\\) V\[0-9\]+:d32x32t flat" } }
// { dg-final { scan-visa "lsc_load\\.slm \\(M1_NM, 1\\) V\[0-9\]+:d32x64t flat" } }
// { dg-final { scan-visa "lsc_load\\.ugm\\.ca\\.ca \\(M1_NM, 1\\) %null:d32x64t bti" } }
// { dg-final { scan-visa "lsc_load\\.ugm\\.ca\\.ca \\(M1_NM, 1\\) %null:d32x8t flat" } }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:512:out.bin svm:flatin.bin:flat.bin" } }

extern "C" _GENX_MAIN_ void vector_size_blocks(SurfaceIndex in [[type("buffer_t")]],
                                               SurfaceIndex out [[type("buffer_t")]],
                                               svmptr_t flat [[type("svmptr_t")]])
{
    vector<int, 16> v16 = cm_load<int, VectorSize::N16>(in, 0); // { dg-warning "Please use new interface with explicit NElts" }
    cm_store<int, 16>(out, 0, v16 + 1);

    vector<long long, 8> q8 = cm_load<long long, VectorSize::N8>(in, 64); // { dg-warning "Please use new interface with explicit NElts" }
    cm_store<long long, 8>(out, 64, q8);

    vector<int, 32> v32 = cm_ptr_load<int, VectorSize::N32>((const int *)flat, 0); // { dg-warning "Please use new interface with explicit NElts" }
    cm_store<int, 32>(out, 128, v32 * 2);

    cm_slm_init(256);
    cm_store_slm<uint, 64>(0, cm_load<uint, 64>(in, 256));
    vector<uint, 64> from_slm = cm_load_slm<uint, VectorSize::N64>(0); // { dg-warning "Please use new interface with explicit NElts" }
    cm_store<uint, 64>(out, 256, from_slm ^ 0xa5a5a5a5u);

    cm_prefetch<VectorSize::N64, DataSize::U32>(in, 256); // { dg-warning "Please use new interface with explicit NElts" }
    cm_ptr_prefetch<VectorSize::N8>((const unsigned *)flat, 0); // { dg-warning "Please use new interface with explicit NElts" }
}
