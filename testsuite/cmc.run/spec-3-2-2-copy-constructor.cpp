// CM spec 3.2.2 (example 3_2_2_a): a vector constructed from another of
// the same type and size copies its elements (117 and 231, set one by one
// through operator()); a second copy is made of elements read at run time.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:16:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void copy_ctor(SurfaceIndex in, SurfaceIndex out)
{
    vector<uchar, 2> vi;
    vi(0) = 117;
    vi(1) = 231;
    vector<uchar, 2> vo(vi);

    vector<uchar, 16> bytes;
    read(in, 0, bytes);
    vector<uchar, 2> wi = bytes.select<2, 1>(5);
    vector<uchar, 2> wo(wi);

    vector<uchar, 16> result = 0;
    result.select<2, 1>(0) = vo;
    result.select<2, 1>(8) = wo;
    write(out, 0, result);
}
