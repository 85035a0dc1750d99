// cm_avs_sampler: the media sampler's adaptive video scaling, SKL and
// ICLLP only (avs-icllp.cpp compiles this for ICLLP; error-avs*.cpp has
// the errors).  llvm.genx.avs with the channels read (not inverted, as
// vISA's AVS takes them), the output format, the execution mode and the
// IEF bypass as constants; vISA text as CISA.y spells it: the surface
// before the sampler, the format and mode as AVS_* words, the bypass a UW.
// The result fills the start of the destination: 64 pixels per channel
// in 16x4 mode (2 bytes each for the 16-bit formats, 1 for the 8-bit
// ones), four times as many in 16x8 mode (GenX_IR's response length).
// { dg-do compile }
// { dg-options "-march=SKL" }
// { dg-final { scan-llvm "call <256 x i16> @llvm.genx.avs.v256i16\\(i32 15, i32 %sampler, i32 %image, float %u, float %v, float 6.250000e-02, float 6.250000e-02, float 0.000000e\\+00, i32 -1, i32 -1, i32 0, float 0.000000e\\+00, i32 0, i8 0\\)" } }
// { dg-final { scan-llvm "call <128 x i8> @llvm.genx.avs.v128i8\\(i32 5, i32 %sampler, i32 %image, float %u, float %v, float 1.250000e-01, float 0.000000e\\+00, float 1.000000e\\+00, i32 %group, i32 %block, i32 3, float 5.000000e-01, i32 0, i8 1\\)" } }
// { dg-final { scan-llvm "call <256 x i8> @llvm.genx.avs.v256i8\\(i32 8, i32 %sampler, i32 %image, float %u, float %v, float 6.250000e-02, float 6.250000e-02, float 0.000000e\\+00, i32 0, i32 0, i32 2, float 0.000000e\\+00, i32 2, i8 0\\)" } }
// { dg-final { scan-visa "^    avs\\.RGBA T\[0-9\]+ S0 V\[0-9\]+\\(0,0\\)<0;1,0> V\[0-9\]+\\(0,0\\)<0;1,0> 0x3d800000:f 0x3d800000:f 0x0:f 0xffffffff:ud 0xffffffff:ud AVS_16_FULL 0x0:f AVS_16x4 0x0:uw V\[0-9\]+\\.0$" } }
// { dg-final { scan-visa "^    avs\\.RB T\[0-9\]+ S0 V\[0-9\]+\\(0,0\\)<0;1,0> V\[0-9\]+\\(0,0\\)<0;1,0> 0x3e000000:f 0x0:f 0x3f800000:f V\[0-9\]+\\(0,0\\)<0;1,0> V\[0-9\]+\\(0,0\\)<0;1,0> AVS_8_DOWN_SAMPLE 0x3f000000:f AVS_16x4 0x1:uw V\[0-9\]+\\.0$" } }
// { dg-final { scan-visa "^    avs\\.A T\[0-9\]+ S0 .* 0x0:ud 0x0:ud AVS_8_FULL 0x0:f AVS_16x8 0x0:uw V\[0-9\]+\\.0$" } }
// { dg-final { scan-visa-times "^    avs" 3 } }
// { dg-final { finalize-visa SKL ICLLP } }

extern "C" _GENX_MAIN_ void avs(SamplerIndex sampler, SurfaceIndex image,
                                SurfaceIndex out, float u, float v,
                                int group, int block)
{
    // 16x4, 16-bit, all channels: 4 x 64 ushorts
    matrix<ushort, 4, 64> rgba;
    cm_avs_sampler(rgba, CM_ABGR_ENABLE, image, sampler, u, v, 0.0625f,
                   0.0625f, 0.0f);
    // 8-bit chrominance downsampled, R and B, a group and block number
    // from the arguments, IEF bypassed: 2 x 64 bytes into a vector
    vector<uchar, 128> rb;
    cm_avs_sampler(rb, CM_BR_ENABLE, image, sampler, u, v, 0.125f, 0.0f,
                   1.0f, group, block, CM_8_DOWN_SAMPLE, 0.5f, CM_AVS_16x4,
                   true);
    // 16x8, 8-bit, alpha only: 256 bytes
    matrix<uchar, 4, 64> alpha;
    cm_avs_sampler(alpha, CM_A_ENABLE, image, sampler, u, v, 0.0625f,
                   0.0625f, 0.0f, 0, 0, CM_8_FULL, 0.0f, CM_AVS_16x8);
    write(out, 0, rgba.row(0));
    write(out, 128, rgba.row(3));
    write(out, 256, rb);
    write(out, 384, alpha.row(2));
}
