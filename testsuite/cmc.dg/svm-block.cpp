// SVM block reads and writes (cm_svm_block_read, _unaligned, and
// cm_svm_block_write) on svmptr_t kernel arguments: 64-bit addresses,
// llvm.genx.svm.block.ld/st with the size in owords; an unaligned read
// becomes dword gathers at addr, addr + 4, ... (16 channels each).
// { dg-do compile }
// { dg-final { scan-llvm "define dllexport void @svm_block\\(i64 %src, i64 %dst\\)" } }
// { dg-final { scan-llvm "!\\\{!\"svmptr_t\", !\"svmptr_t\"\\\}" } }
// { dg-final { scan-llvm "call <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64\\(i64 %src\\)" } }
// { dg-final { scan-llvm-times "call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64\\(<16 x i1> <i1 true" 2 } }
// { dg-final { scan-llvm "i64 60>" } }
// { dg-final { scan-llvm "call void @llvm.genx.svm.block.st.i64.v32f32\\(i64 %\[0-9\]+, <32 x float>" } }
// { dg-final { scan-visa "\\.input V\[0-9\]+ offset=32 size=8" } }
// { dg-final { scan-visa "svm_block_ld \\(2\\) V\[0-9\]+\\(0,0\\)<0;1,0> V\[0-9\]+\\.0" } }
// { dg-final { scan-visa-times "svm_gather\\.4\\.1 \\(M1_NM, 16\\) V\[0-9\]+\\.0 V\[0-9\]+\\.0" 2 } }
// { dg-final { scan-visa "svm_block_st \\(2\\) " } }
// { dg-final { scan-visa "svm_block_st \\(8\\) " } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void svm_block(svmptr_t src [[type("svmptr_t")]],
                                      svmptr_t dst [[type("svmptr_t")]])
{
    vector<int, 8> v;
    vector<float, 32> f;
    cm_svm_block_read(src, v);
    cm_svm_block_read_unaligned(src + 4, f);
    cm_svm_block_write(dst, v);
    cm_svm_block_write(dst + 64, f);
}
