// A block read that runs past the end of a buffer: the GPU returns zeros
// for the bytes past the end; cmrun gives zeros too but leaves them
// undefined, so storing them stops the kernel at the store (the second
// run reads only the bytes inside: clean).  A read that starts at the
// end still stops at the read (out-of-bounds-read.cpp).
// { dg-do run }
// { dg-final { run-kernel-fault "buf:in.bin buf:zero:64 i32:1" "oword_st.*reads undefined register" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin i32:0" } }

extern "C" _GENX_MAIN_ void tail(SurfaceIndex in, SurfaceIndex out, int past)
{
    vector<uint, 16> v;
    read(in, 32, v);             // bytes 32..95 of a 80-byte buffer
    if (past)
        write(out, 0, v);
    else {
        write(out, 0, v.select<8, 1>(0));
        write(out, 32, v.select<4, 1>(8));
    }
}
