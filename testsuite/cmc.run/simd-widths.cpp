// SIMD control flow at widths 2, 4 and 32 (short elements).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin" } }

extern "C" _GENX_MAIN_ void widths(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 4> v, m4;
    read(in, 0, v);
    read(in, 16, m4);
    vector<int, 2> m = v.select<2, 2>(0);
    vector<int, 2> r = v.select<2, 2>(1);
    SIMD_DO_WHILE_BEGIN {
        r = r + m;
        m = m - 1;
    } SIMD_DO_WHILE_END (m);
    v.select<2, 2>(1) = r;
    SIMD_IF_BEGIN (m4) {
        v = v * 2;
    } SIMD_ELSE {
        v = 7;
    } SIMD_IF_END;
    write(out, 0, v);

    vector<short, 32> w, m32;
    read(in, 64, w);
    read(in, 128, m32);
    SIMD_IF_BEGIN (m32) {
        w = w + m32;
    } SIMD_IF_END;
    write(out, 64, w);
}
