// SVM sizes, types and operations the hardware lacks are located errors.
// { dg-do compile }

extern "C" _GENX_MAIN_ void svm_errors(svmptr_t base [[type("svmptr_t")]])
{
    vector<int, 3> three;
    cm_svm_block_read(base, three); // { dg-error "cm_svm_block_read of 12 bytes: the size must be 16, 32, 64 or 128 bytes" }
    vector<char, 4> bytes;
    vector<svmptr_t, 4> a4 = base;
    cm_svm_scatter_read(a4, bytes); // { dg-error "cm_svm_scatter_read of 4 char elements: 1- and 2-byte elements need at least 8" }
    vector<int, 4> ints;
    vector<float, 4> floats;
    cm_svm_atomic(ATOMIC_ADD, a4, floats, floats); // { dg-error "cm_svm_atomic ATOMIC_ADD on float elements is not supported \\(it takes 32- or 64-bit integers\\)" }
    cm_svm_atomic(ATOMIC_FMIN, a4, ints, ints); // { dg-error "cm_svm_atomic ATOMIC_FMIN on int elements is not supported \\(it takes float\\)" }
    cm_svm_atomic(ATOMIC_INC, a4, ints, ints); // { dg-error "cm_svm_atomic with ATOMIC_INC takes 0 source operands" }
    vector<int, 8> m = 1;
    SIMD_IF_BEGIN (m) {
        cm_svm_block_write(base, m); // { dg-error "SVM block write is not allowed inside SIMD control flow" }
    } SIMD_IF_END;
}
