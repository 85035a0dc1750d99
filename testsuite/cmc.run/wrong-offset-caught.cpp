// The harness catches a wrong kernel: this copy is off by one element
// (it writes at byte 4 instead of 0), so its output differs from the
// reference's and run-kernel would FAIL; run-kernel-mismatch asserts
// exactly that.  The same kernel with the right offset passes.
// { dg-do run }
// { dg-final { run-kernel-mismatch "buf:in.bin buf:zero:64:out.bin i32:4" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin i32:0" } }

extern "C" _GENX_MAIN_ void copy(SurfaceIndex in, SurfaceIndex out,
                                 int offset)
{
    vector<int, 8> v;
    read(in, 0, v);
    vector<int, 16> w = 0;
    w.select<8, 1>(0) = v;
    vector<int, 16> shifted = 0;
    for (int i = 0; i < 8; i++)
        shifted(i + offset / 4) = w(i);
    write(out, 0, shifted);
}
