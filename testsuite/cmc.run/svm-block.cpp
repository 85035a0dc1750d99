// SVM block reads and writes through an svmptr_t argument: each thread
// of the walker doubles its 8 floats in place and writes their sum
// pattern to a second SVM buffer.
// { dg-do run }
// { dg-final { run-kernel "-t 4 svm:in.bin:io.bin svm:zero:128:sum.bin" } }

extern "C" _GENX_MAIN_ void svm_block(svmptr_t data [[type("svmptr_t")]],
                                      svmptr_t sums [[type("svmptr_t")]])
{
    svmptr_t offset = get_thread_origin_x() * 32;
    vector<float, 8> v;
    cm_svm_block_read(data + offset, v);
    v = v * 2.0f;
    cm_svm_block_write(data + offset, v);
    vector<float, 8> s = v + 1.0f;
    cm_svm_block_write(sums + offset, s);
}
