// The channel and atomic forms of the SVM API check their shapes at the
// call: N * channels dwords, 8, 16 or 32 addresses, the sources the
// operation takes.
// { dg-do compile }

extern "C" _GENX_MAIN_ void bad(float *p, unsigned *counters)
{
    vector<ptrdiff_t, 8> offsets = 0;
    vector<float, 8> two;
    cm_ptr_read4(p, offsets, two, CM_GR_ENABLE); // { dg-error "cm_ptr_read4 needs 16 dwords \\(8 addresses times 2 channels\\), not 8 float" }
    vector<ptrdiff_t, 4> four = 0;
    vector<float, 4> r;
    cm_ptr_read4(p, four, r, CM_R_ENABLE); // { dg-error "cm_ptr_read4 of 4 addresses: the count must be 8, 16 or 32" }
    vector<unsigned, 8> old, one = 1;
    vector<unsigned, 8> at = 0;
    cm_ptr_atomic<ATOMIC_INC>(counters, at, old, one); // { dg-error "cm_ptr_atomic with ATOMIC_INC takes 0 source operands" }
    vector<svmptr_t, 8> c = 0;
    vector<float, 8> f;
    svm_atomic<ATOMIC_ADD>(c, f, f); // { dg-error "svm_atomic ATOMIC_ADD on float elements is not supported" }
}
