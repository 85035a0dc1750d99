// cm_printf (Intel's name for printf) prints through the print buffer as
// printf does and returns the record's size in bytes, which the kernel
// stores; ReturnType, the result type of cmprint (void unless
// __CM_USE_OCL_SPEC_PRINTF), is the return type of a helper that prints
// through cmprint.  The reference prints the same lines with the host's
// printf and computes the record sizes from the print-buffer layout (a
// 32-byte header and 128 bytes of format, 32 bytes per value).
// { dg-do run }
// { dg-final { run-kernel-stdout "-t 2 buf:values.bin buf:zero:64:sizes.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ inline ReturnType report(int thread, float value)
{
    static_assert(std::is_same<ReturnType, void>::value,
                  "cmprint has no value without __CM_USE_OCL_SPEC_PRINTF");
    return cmprint("thread %d: value %.2f\n", thread, value);
}

extern "C" _GENX_MAIN_ void cm_printf_kernel(SurfaceIndex values,
                                             SurfaceIndex sizes)
{
    int t = get_thread_origin_x();
    vector<float, 4> v;
    read(values, t * 16, v);
    vector<int, 4> size = 0;
    size(0) = cm_printf("thread %d starts\n", t);
    size(1) = cm_printf("sum %.3f of %d values\n", cm_sum<float>(v), 4);
    report(t, v(0) * v(1));
    size(2) = cm_printf("%s\n", "done");
    write(sizes, t * 16, size);
}
