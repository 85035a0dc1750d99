// SIMD control flow on the conditions real kernels write: vector and
// matrix comparisons (v > 0.5f, a 2x8 matrix compared with 0 gives a
// width of 16), around a sample16 into a matrix.
// { dg-do compile }
// { dg-final { scan-llvm "fcmp ogt <16 x float>" } }
// { dg-final { scan-llvm "icmp sgt <16 x i32>" } }
// { dg-final { scan-llvm "@llvm.genx.3d.sample.v64f32" } }
// { dg-final { scan-llvm-times "@llvm.genx.simdcf.goto.v32i1.v16i1\\(<32 x i1> " 3 } }
// { dg-final { scan-visa-times "goto \\(M1, 16\\)" 3 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void simd_matrix(SamplerIndex sampler, SurfaceIndex image,
                                        SurfaceIndex out, float x)
{
    matrix<float, 4, 16> texels;
    vector<float, 16> u = x;
    sample16(texels, CM_ABGR_ENABLE, image, sampler, u, u);
    vector<float, 16> red = texels.row(0);
    SIMD_IF_BEGIN (red > 0.5f) {
        red = red * 2.0f;
    } SIMD_ELSE {
        red = 0.0f;
    } SIMD_IF_END;
    matrix<int, 2, 8> count = 3;
    SIMD_DO_WHILE_BEGIN {
        count -= 1;
    } SIMD_DO_WHILE_END (count > 0);
    write(out, 0, red);
    write(out, 64, count.format<int>());
}
