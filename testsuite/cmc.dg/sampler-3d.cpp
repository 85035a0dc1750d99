// The 3D sampler beyond sample16/load16: sample16 and load16 with a null
// mask (operation | 0x20, one GRF more in the result, vISA
// .pixel_null_mask), cm_3d_sample / cm_3d_load with the user's operation
// (sample_lz, sample_l, load_3d, sample_c), 8-pixel parameters, more
// than three of them, and a non-zero aoffimmi.
// { dg-do compile }
// { dg-final { scan-llvm "call <40 x float> @llvm.genx.3d.sample.v40f32.v16i1(.v16f32){15}\\(i32 32, " } }
// { dg-final { scan-llvm "call <24 x i32> @llvm.genx.3d.load.v24i32.v16i1(.v16i32){15}\\(i32 58, " } }
// { dg-final { scan-llvm "call <16 x float> @llvm.genx.3d.sample.v16f32.v8i1(.v8f32){15}\\(i32 56, " } }
// { dg-final { scan-llvm "call <32 x float> @llvm.genx.3d.sample.v32f32.v8i1(.v8f32){15}\\(i32 2, <8 x i1> <i1 true\[^>\]*>, i32 15, i16 256, " } }
// { dg-final { scan-llvm "call <16 x i32> @llvm.genx.3d.load.v16i32.v8i1(.v8i32){15}\\(i32 7, " } }
// { dg-final { scan-visa "sample_3d\\.pixel_null_mask\\.RG \\(M1_NM, 16\\) 0x0:uw S0 T6 V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\.0$" } }
// { dg-final { scan-visa "load_lz\\.pixel_null_mask\\.R \\(M1_NM, 16\\) 0x0:uw T6 " } }
// { dg-final { scan-visa "sample_lz\\.pixel_null_mask\\.R \\(M1_NM, 8\\) 0x0:uw S0 T6 V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\.0$" } }
// { dg-final { scan-visa "sample_l\\.RGBA \\(M1_NM, 8\\) 0x100:uw S0 T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){4}$" } }
// { dg-final { scan-visa "load_3d\\.RG \\(M1_NM, 8\\) 0x0:uw T6 V\[0-9\]+\\.0( V\[0-9\]+\\.0){4}$" } }
// { dg-final { scan-visa "sample_c\\.R \\(M1_NM, 16\\) 0x0:uw S0 T6 " } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void sampler_3d(SamplerIndex s, SurfaceIndex image,
                                       SurfaceIndex out)
{
    vector<float, 16> u, v;
    read(out, 0, u);
    read(out, 64, v);
    matrix<float, 2, 16> m;
    vector<ushort, 1> mask;
    sample16(m, mask, CM_GR_ENABLE, image, s, u, v);
    vector<uint, 16> iu;
    read(out, 128, iu);
    matrix<uint, 1, 16> w;
    vector<short, 1> mask2;
    load16(w, mask2, CM_R_ENABLE, image, iu, iu);
    vector<float, 24> d;
    cm_3d_sample<CM_3D_SAMPLE_LZ | CM_3D_SAMPLE_NULLMASK_ENABLE, CM_R_ENABLE>(
        d, 0, s, image, u.select<8, 1>(0), v.select<8, 1>(0));
    vector<float, 8> lu = u.select<8, 1>(8);
    vector<float, 32> e;
    cm_3d_sample<CM_3D_SAMPLE_L, CM_ABGR_ENABLE>(e, 0x100, s, image, lu, lu,
                                                 lu, lu);
    vector<int, 16> f;
    vector<int, 8> iv = 1;
    cm_3d_load<CM_3D_LOAD, CM_GR_ENABLE>(f, 0, image, iv, iv, iv, iv);
    vector<float, 16> c;
    cm_3d_sample<CM_3D_SAMPLE_C, CM_R_ENABLE>(c, 0, s, image, v, u, v);
    write(out, 0, m.row(0));
    write(out, 64, m.row(1));
    write(out, 128, w.row(0));
    vector<ushort, 8> masks = 0;
    masks(0) = mask(0);
    masks(1) = mask2(0);
    write(out, 192, masks);
    write(out, 256, d.select<8, 1>(0));
    write(out, 288, e);
    write(out, 416, f);
    write(out, 480, c);
}
