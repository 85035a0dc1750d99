// SVM atomics: 16 channels add 1 to one counter (each sees the value
// before its own add, in channel order), then inc, and a compare-exchange
// (vISA: new = old == src1 ? src0 : old) that succeeds only where the old
// value equals src1.
// { dg-do run }
// { dg-final { run-kernel "svm:zero:64:counters.bin buf:zero:192:out.bin" } }

extern "C" _GENX_MAIN_ void svm_atomic(svmptr_t base [[type("svmptr_t")]],
                                       SurfaceIndex out)
{
    vector<svmptr_t, 16> a16 = base;
    vector<uint, 16> one = 1, old16;
    cm_svm_atomic(ATOMIC_ADD, a16, old16, one);
    vector<svmptr_t, 8> a8;
    for (int i = 0; i < 8; i++)
        a8(i) = base + 4 + i * 4;
    vector<uint, 8> old_inc, old_cas, compare, replacement = 77;
    cm_svm_atomic(ATOMIC_INC, a8, old_inc);
    for (int i = 0; i < 8; i++)
        compare(i) = i & 1;
    cm_svm_atomic(ATOMIC_CMPXCHG, a8, old_cas, replacement, compare);
    write(out, 0, old16);
    write(out, 64, old_inc);
    write(out, 96, old_cas);
}
