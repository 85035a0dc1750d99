// SIMD_IF_BEGIN / SIMD_ELSEIF / SIMD_ELSE, nested: each channel takes its
// own branch (an element is true when it is not zero).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void simd_if(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 16> v, a, b, r = 0;
    read(in, 0, v);
    read(in, 64, a);
    read(in, 128, b);
    SIMD_IF_BEGIN (a) {
        r = v + 1;
        SIMD_IF_BEGIN (b) {
            r = r * 3;
        } SIMD_IF_END;
    } SIMD_ELSEIF (b) {
        r = v - 1;
    } SIMD_ELSE {
        r = v * v;
    } SIMD_IF_END;
    write(out, 0, r);
}
