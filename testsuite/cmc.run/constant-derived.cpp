// A vector constant that differs from one built earlier (at the kernel's
// entry, or before it in its straight-line stretch) by the same amount in
// every element is one add to it: the byte offsets of elements 16 on in
// SIMD control flow from those of elements 0 on, built at the entry for
// both arms; 16-bit lane constants 30000 apart (wrapping) in one block;
// 8, 16 and 32 elements.
// { dg-do run }
// { dg-final { run-kernel "-k derived8 buf:in.bin buf:zero:512:o8.bin" } }
// { dg-final { run-kernel "-k derived16 buf:in.bin buf:zero:512:o16.bin" } }
// { dg-final { run-kernel "-k derived32 buf:in.bin buf:zero:512:o32.bin" } }
// { dg-final { scan-visa "add \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1> 64:d" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <int W> void derived(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, W> a, g;
    vector<uint, W> lane;
    read(in, 0, a);
    for (int i = 0; i < W; i++)
        lane(i) = i;
    SIMD_IF_BEGIN (a > 0) {
        read(in, 0, lane, g);
        write(out, 0, lane, g + 1);
    } SIMD_ELSE {
        read(in, 0, lane + 16, g);
        write(out, 0, lane, g - 1);
    } SIMD_IF_END;
    vector<short, W> s = a, thirds, far;
    for (int i = 0; i < W; i++) {
        thirds(i) = 3 * i;
        far(i) = 3 * i + 30000;
    }
    vector<short, W> near_sum = s + thirds;
    vector<short, W> far_sum = s + far;
    write(out, 128, vector<int, W>(near_sum));
    write(out, 256, vector<int, W>(far_sum));
}

extern "C" _GENX_MAIN_ void derived8(SurfaceIndex in, SurfaceIndex out)
{
    derived<8>(in, out);
}

extern "C" _GENX_MAIN_ void derived16(SurfaceIndex in, SurfaceIndex out)
{
    derived<16>(in, out);
}

extern "C" _GENX_MAIN_ void derived32(SurfaceIndex in, SurfaceIndex out)
{
    derived<32>(in, out);
}
