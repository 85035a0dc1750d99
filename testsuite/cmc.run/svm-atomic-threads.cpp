// SVM atomic adds from every channel of every thread to one counter: the
// total is exact, and each add sees the count before it in the
// deterministic thread order (thread 0's channels first).
// { dg-do run }
// { dg-final { run-kernel "-t 4 svm:zero:16:counter.bin buf:zero:128:old.bin" } }

extern "C" _GENX_MAIN_ void count(svmptr_t counter [[type("svmptr_t")]],
                                  SurfaceIndex old_values)
{
    vector<svmptr_t, 8> address = counter;
    vector<uint, 8> one = 1, old;
    cm_svm_atomic(ATOMIC_ADD, address, old, one);
    write(old_values, get_thread_origin_x() * 32, old);
}
