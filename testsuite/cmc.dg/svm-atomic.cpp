// cm_svm_atomic with no, one and two sources, 32- and 64-bit data; 16
// channels become two 8-channel SVM_ATOMIC messages (the hardware's
// most); signed min takes d, float max f operands.
// { dg-do compile }
// { dg-final { scan-llvm-times "call <8 x i32> @llvm.genx.svm.atomic.add.v8i32.v8i1.v8i64\\(" 2 } }
// { dg-final { scan-llvm "call <8 x i32> @llvm.genx.svm.atomic.inc.v8i32.v8i1.v8i64\\(<8 x i1> <i1 true\[^>\]*>, <8 x i64> %\[0-9\]+, <8 x i32> undef\\)" } }
// { dg-final { scan-llvm "@llvm.genx.svm.atomic.cmpxchg.v8i32.v8i1.v8i64\\(<8 x i1>, <8 x i64>, <8 x i32>, <8 x i32>, <8 x i32>\\)" } }
// { dg-final { scan-llvm "@llvm.genx.svm.atomic.imin.v8i64.v8i1.v8i64" } }
// { dg-final { scan-llvm "@llvm.genx.svm.atomic.fmax.v8f32.v8i1.v8i64" } }
// { dg-final { scan-visa-times "svm_atomic\\.add \\(M1_NM, 8\\) V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\.0 %null\\.0" 2 } }
// { dg-final { scan-visa "svm_atomic\\.inc \\(M1_NM, 8\\) V\[0-9\]+\\.0 V\[0-9\]+\\.0 %null\\.0 %null\\.0" } }
// { dg-final { scan-visa "svm_atomic\\.cmpxchg \\(M1_NM, 8\\) V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\.0" } }
// { dg-final { scan-visa "svm_atomic\\.minsint\\.64 \\(M1_NM, 8\\)" } }
// { dg-final { scan-visa "svm_atomic\\.fmax \\(M1_NM, 8\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void svm_atomic(svmptr_t base [[type("svmptr_t")]],
                                       SurfaceIndex out)
{
    vector<svmptr_t, 16> a16 = base;
    vector<uint, 16> one = 1, old16;
    cm_svm_atomic(ATOMIC_ADD, a16, old16, one);
    vector<svmptr_t, 8> a8 = base;
    vector<uint, 8> old, expected = 3, desired = 4;
    cm_svm_atomic(ATOMIC_INC, a8, old);
    cm_svm_atomic(ATOMIC_CMPXCHG, a8, old, expected, desired);
    vector<long long, 8> big = -5, old_big;
    cm_svm_atomic(ATOMIC_MINSINT, a8, old_big, big);
    vector<float, 8> f = 1.5f, old_f;
    cm_svm_atomic(ATOMIC_FMAX, a8, old_f, f);
    write(out, 0, old16);
    write(out, 64, old + old_f);
    write(out, 96, old_big);
}
