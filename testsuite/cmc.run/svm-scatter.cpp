// SVM scattered access: gather 16 ints from addresses computed per
// channel (a permutation), scatter them back reversed.
// { dg-do run }
// { dg-final { run-kernel "svm:in.bin svm:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void svm_scatter(svmptr_t in [[type("svmptr_t")]],
                                        svmptr_t out [[type("svmptr_t")]])
{
    vector<svmptr_t, 16> from, to;
    for (int i = 0; i < 16; i++) {
        from(i) = in + ((i * 5) % 16) * 4;
        to(i) = out + (15 - i) * 4;
    }
    vector<int, 16> v;
    cm_svm_scatter_read(from, v);
    cm_svm_scatter_write(to, v + 1);
}
