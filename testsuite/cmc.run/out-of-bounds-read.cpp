// Reading past the end of an input buffer stops the kernel (the GPU
// would return zeros and hide the bug).
// { dg-do run }
// { dg-final { run-kernel-fault "buf:in.bin buf:zero:64 i32:2" "kernel 'tail'.*oword_ld.*reads bytes 64\\.\\.95 of the surface of argument 1, which has 64 bytes" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin i32:1" } }

extern "C" _GENX_MAIN_ void tail(SurfaceIndex in, SurfaceIndex out, int block)
{
    vector<int, 8> v;
    read(in, block * 32, v);
    write(out, 32, v + 1);
}
