// cm_avs_sampler's result depends on the sampler's 8x8 state (the AVS
// filter coefficients and output shuffle) that the host sets up and the
// kernel does not carry, so cmrun cannot know what it returns: it stops
// the kernel at the avs message with one fault naming it and why (from
// the .visaasm and from cmc's .isa alike).
// { dg-do run }
// { dg-options "-march=SKL" }
// { dg-final { run-kernel-fault "-march=SKL smp:point img:64x4:image.bin buf:zero:256 f32:0 f32:0" "avs\\.R T6 S0 .*: avs: the media sampler's adaptive video scaling filters through the sampler's 8x8 state \\(AVS coefficients\\), which the host sets up and cmrun does not have" } }

extern "C" _GENX_MAIN_ void scale(SamplerIndex sampler, SurfaceIndex image,
                                  SurfaceIndex out, float u, float v)
{
    matrix<ushort, 1, 64> m;
    cm_avs_sampler(m, CM_R_ENABLE, image, sampler, u, v, 1.0f / 64,
                   1.0f / 4, 0.0f);
    write(out, 0, m);
}
