// A kernel that writes past the end of its buffer is stopped, with the
// kernel, thread, instruction and the bytes it reached in the report.
// { dg-do run }
// { dg-final { run-kernel-fault "-t 2 buf:zero:64" "kernel 'overrun', thread \\(1,0\\).*oword_st.*writes bytes 64\\.\\.95 of the surface of argument 1, which has 64 bytes" } }
// { dg-final { run-kernel "-t 1 buf:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void overrun(SurfaceIndex out)
{
    vector<int, 8> v = 1;
    write(out, (get_thread_origin_x() + 1) * 32, v);
}
