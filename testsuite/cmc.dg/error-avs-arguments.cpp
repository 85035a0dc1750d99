// cm_avs_sampler's argument rules on SKL, each a located error: constant
// channels, output format, execution mode and IEF bypass; a destination
// that is a variable of 8- or 16-bit integers holding the whole response
// (in each mode), of at most 31 registers and at least one (GenX_IR
// 1.0.12504 never ends on a 16-byte response: one channel of 4x4 8-bit
// pixels).  (The 8x4 and 4x4 modes, which
// vISA text cannot spell: avs-modes.cpp, error-avs-text.cpp.)
// { dg-do compile }
// { dg-options "-march=SKL" }

extern "C" _GENX_MAIN_ void k(SamplerIndex sampler, SurfaceIndex image,
                              SurfaceIndex out, int n, OutputFormatControl f,
                              AVSExecMode mode, bool bypass)
{
    matrix<ushort, 4, 64> m;
    matrix<float, 1, 64> floats;
    vector<ushort, 32> small;
    ChannelMaskType channels = n ? CM_R_ENABLE : CM_G_ENABLE;
    cm_avs_sampler(m, channels, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f); // { dg-error "the channel mask must be a constant CM_\\*_ENABLE" }
    cm_avs_sampler(m, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f, 0, 0, f); // { dg-error "cm_avs_sampler: the output format \\(CM_16_FULL ... CM_8_DOWN_SAMPLE\\) must be a compile-time constant" }
    cm_avs_sampler(m, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f, 0, 0, CM_16_FULL, 0.0f, mode); // { dg-error "cm_avs_sampler: the execution mode \\(CM_AVS_\\*\\) must be a compile-time constant" }
    cm_avs_sampler(m, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f, 0, 0, CM_16_FULL, 0.0f, CM_AVS_16x4, bypass); // { dg-error "cm_avs_sampler: IEFBypass must be a compile-time constant" }
    cm_avs_sampler(small, CM_ABGR_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f, 0, 0, CM_16_FULL, 0.0f, CM_AVS_8x4); // { dg-error "cm_avs_sampler with 4 channels in 8x4 mode returns 256 bytes; the destination holds 64" }
    cm_avs_sampler(small, CM_ABGR_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f, 0, 0, CM_16_FULL, 0.0f, CM_AVS_4x4); // { dg-error "cm_avs_sampler with 4 channels in 4x4 mode returns 128 bytes; the destination holds 64" }
    cm_avs_sampler(m, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f, 0, 0, CM_8_FULL, 0.0f, CM_AVS_4x4); // { dg-error "cm_avs_sampler: 1 channel of 4x4 8-bit pixels returns 16 bytes, less than a register, which GenX_IR 1.0.12504 does not finalize \\(it never ends\\)" }
    cm_avs_sampler(m, CM_GR_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f, 0, 0, CM_16_FULL, 0.0f, CM_AVS_16x8); // { dg-error "cm_avs_sampler: 2 channels of 16x8 pixels return 32 registers, more than a message's 31" }
    cm_avs_sampler(floats, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f); // { dg-error "cm_avs_sampler writes 8- or 16-bit integer elements, not float" }
    cm_avs_sampler(small, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f); // { dg-error "cm_avs_sampler with 1 channel in 16x4 mode returns 128 bytes; the destination holds 64" }
    cm_avs_sampler(m.row(0) + 1, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f); // { dg-error "cm_avs_sampler needs a variable \\(or a region of one\\) to write" }
    cm_avs_sampler(n, CM_R_ENABLE, image, sampler, 0.0f, 0.0f, 0.1f, 0.1f, 0.0f); // { dg-error "cm_avs_sampler writes a vector or a matrix" }
    write(out, 0, m.row(0));
}
