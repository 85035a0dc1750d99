// No vISA specification page defines the video analytics' results (the
// instruction pages have none for VA or VA_SKL_PLUS; GenX_IR's sources
// only give their operands), and the convolutions, the min/max filter,
// erode and dilate filter through the sampler's 8x8 state, which the host
// sets up and the kernel does not carry.  So cmrun does not invent them:
// it stops the kernel at the message with one fault naming the operation
// and why.  The kernels are compiled to cmc's .isa (vISA text has no VA)
// and finalized for SKL.
// { dg-do run }
// { dg-options "-march=SKL" }
// { dg-final { finalize-isa SKL } }
// { dg-final { run-kernel-fault "-march=SKL -k erode smp:point img:64x4:image.bin buf:zero:256 f32:0 f32:0" "va_erode\\.0 S0 T6 .*: va_erode: the media sampler's video analytics have no vISA specification page that defines their result \\(and it filters through the sampler's 8x8 state, which the host sets up\\), so cmrun cannot compute it" } }
// { dg-final { run-kernel-fault "-march=SKL -k minmax img:64x4:image.bin buf:zero:256 f32:0 f32:0" "va_minmax T6 .*: va_minmax: the media sampler's video analytics have no vISA specification page that defines their result, so cmrun cannot compute it" } }

extern "C" _GENX_MAIN_ void erode(SamplerIndex sampler, SurfaceIndex image,
                                  SurfaceIndex out, float u, float v)
{
    vector<uint, 8> ed;
    cm_va_erode(ed, image, sampler, u, v);
    write(out, 0, ed);
}

extern "C" _GENX_MAIN_ void minmax(SurfaceIndex image, SurfaceIndex out,
                                   float u, float v)
{
    vector<uchar, 32> mm;
    cm_va_min_max(mm, image, u, v, CM_MINMAX_ENABLE);
    write(out, 0, mm);
}
