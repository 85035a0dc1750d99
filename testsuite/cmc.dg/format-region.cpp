// format of a contiguous 2D region, and the evaluation order of CM spec
// 3.3 (3_3_a): all operands are read before the result is written.
// { dg-do compile }
// { dg-final { scan-llvm "fadd <4 x float>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void format_region(SurfaceIndex in, SurfaceIndex out)
{
    matrix<float, 4, 2> m1;
    read(in, 0, m1.format<float>());
    vector_ref<float, 4> v1(m1.select<2, 1, 2, 1>(0, 0).format<float>());
    vector_ref<float, 4> v2(m1.select<2, 1, 2, 1>(1, 0).format<float>());
    v2 = v1 + v2;
    write(out, 0, m1.format<float>());
}
