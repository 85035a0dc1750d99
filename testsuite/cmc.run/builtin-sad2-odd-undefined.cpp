// The odd elements of cm_sad2's result are undefined (vISA SAD2: "the odd
// elements are updated with undefined values"), so storing the whole
// result stores bytes the kernel never defined: cmrun stops it there, as
// it does any store of an undefined register.  The even elements alone
// store cleanly.
// { dg-do run }
// { dg-final { run-kernel-fault "buf:buf.bin" "oword_st.*undefined" } }
// { dg-final { finalize-visa TGLLP } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    vector<uchar, 16> a, b;
    read(buf, 0, a);
    read(buf, 16, b);
    vector<ushort, 16> s = cm_sad2<ushort>(a, b);
    write(buf, 32, s);
}
