// SVM scattered reads and writes: one 64-bit address per element; bytes
// and words travel as 1 or 2 one-byte blocks in a dword slot per address,
// dwords as 4-byte blocks; 32 elements become two 16-channel messages.
// Inside SIMD control flow the scatter runs under the hardware execution
// mask (the active channels).
// { dg-do compile }
// { dg-final { scan-llvm "call <64 x i8> @llvm.genx.svm.gather.v64i8.v16i1.v16i64\\(<16 x i1> <i1 true\[^>\]*>, i32 1, " } }
// { dg-final { scan-llvm-times "@llvm.genx.svm.gather.v16i32.v16i1.v16i64\\(<16 x i1> <i1 true\[^>\]*>, i32 0" 2 } }
// { dg-final { scan-llvm "call void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32\\(<8 x i1> %\[0-9\]+, i32 0" } }
// { dg-final { scan-visa "svm_gather\\.1\\.2 \\(M1_NM, 16\\)" } }
// { dg-final { scan-visa "svm_gather\\.4\\.1 \\(M1_NM, 16\\)" } }
// { dg-final { scan-visa "    svm_scatter\\.4\\.1 \\(M1, 8\\) V\[0-9\]+\\.0 V\[0-9\]+\\.0" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void svm_scatter(svmptr_t base [[type("svmptr_t")]],
                                        SurfaceIndex out)
{
    vector<svmptr_t, 16> a16 = base;
    vector<short, 16> words;
    cm_svm_scatter_read(a16, words);
    vector<svmptr_t, 32> a32 = base;
    a32.select<16, 1>(16) = base + 64;
    vector<int, 32> dwords;
    cm_svm_scatter_read(a32, dwords);
    write(out, 0, words);
    write(out, 64, dwords.select<16, 1>(0));
    write(out, 128, dwords.select<16, 1>(16));

    vector<svmptr_t, 8> a8 = base;
    vector<int, 8> mask = dwords.select<8, 1>(0);
    SIMD_IF_BEGIN (mask) {
        cm_svm_scatter_write(a8, mask);
    } SIMD_IF_END;
}
