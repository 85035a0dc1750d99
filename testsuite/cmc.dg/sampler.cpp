// Sampler builtins: SamplerIndex arguments (kind 1, an S variable in the
// payload), sample16 (llvm.genx.3d.sample, opcode 0, channels as given,
// u v r with r 0 when left out), load16 (llvm.genx.3d.load, opcode 0x1a
// load_lz) and sample32 (llvm.genx.sample.unorm: low bits the channels
// not read, bits 5..4 the output format).  sample32 needs the media
// sampler, which DG2 lacks (error-sample32-dg2.cpp), so this finalizes on
// TGLLP; sampler-3d.cpp covers DG2.
// { dg-do compile }
// { dg-final { scan-llvm "!\\\{i32 1, i32 2, i32 2, i32 0, i32 0\\\}" } }
// { dg-final { scan-llvm "call <64 x float> @llvm.genx.3d.sample.v64f32.v16i1(.v16f32){15}\\(i32 0, <16 x i1> <i1 true\[^>\]*>, i32 15, i16 0, i32 %sampler, i32 %image, " } }
// { dg-final { scan-llvm "call <32 x i32> @llvm.genx.3d.load.v32i32.v16i1(.v16i32){15}\\(i32 26, <16 x i1> <i1 true\[^>\]*>, i32 3, i16 0, i32 %image, " } }
// { dg-final { scan-llvm "call <32 x i16> @llvm.genx.sample.unorm.v32i16\\(i32 14, i32 %sampler, i32 %image, float %x, float %y, float 6.250000e-02, float 0.000000e\\+00\\)" } }
// { dg-final { scan-llvm "call <64 x i16> @llvm.genx.sample.unorm.v64i16\\(i32 42, " } }
// { dg-final { scan-visa "\\.decl S0 v_type=S num_elts=1" } }
// { dg-final { scan-visa "\\.input S0 offset=32 size=4" } }
// { dg-final { scan-visa "sample_3d\\.RGBA \\(M1_NM, 16\\) 0x0:uw S0 T\[0-9\]+ V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\.0" } }
// { dg-final { scan-visa "load_lz\\.RG \\(M1_NM, 16\\) 0x0:uw T\[0-9\]+ V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\.0" } }
// { dg-final { scan-visa "sample_unorm\\.R\\.16-full S0 T\[0-9\]+ " } }
// { dg-final { scan-visa "sample_unorm\\.RB\\.8-full S0 T\[0-9\]+ " } }
// { dg-final { finalize-visa TGLLP } }

extern "C" _GENX_MAIN_ void sampler(SamplerIndex sampler, SurfaceIndex image,
                                    SurfaceIndex out, float x, float y)
{
    vector<float, 64> rgba;
    vector<float, 16> u = x, v = y;
    sample16(rgba, CM_ABGR_ENABLE, image, sampler, u, v);
    vector<uint, 32> texels;
    vector<uint, 16> iu = 3;
    load16(texels, CM_GR_ENABLE, image, iu, iu);
    vector<ushort, 32> unorm;
    sample32(unorm, CM_R_ENABLE, image, sampler, x, y, 0.0625f, 0.0f);
    vector<ushort, 64> bytes;
    sample32(bytes, CM_BR_ENABLE, image, sampler, x, y, 0.0625f, 0.0625f,
             CM_8_FULL);
    write(out, 0, rgba.select<32, 1>(0));
    write(out, 128, rgba.select<32, 1>(32));
    write(out, 256, texels);
    write(out, 384, unorm);
    write(out, 448, bytes);
}
