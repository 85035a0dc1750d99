// sample16 with point filtering at normalized coordinates: texel
// floor(u * width), floor(v * height); a clamp sampler keeps coordinates
// outside [0, 1) on the edge texels, a wrap sampler repeats the image.
// The enabled channels come back packed, 16 elements each, R, G, B, A
// order; a format's missing channels read as 0 (G, B) and 1 (A).
// { dg-do run }
// { dg-final { run-kernel "smp:point smp:point:wrap img:8x4:r32f:mono.bin img:4x4:r8g8b8a8_unorm:rgba.bin buf:coords.bin buf:zero:512:out.bin" } }

extern "C" _GENX_MAIN_ void samples(SamplerIndex clamp, SamplerIndex wrap,
                                    SurfaceIndex mono, SurfaceIndex rgba,
                                    SurfaceIndex coords, SurfaceIndex out)
{
    vector<float, 16> u, v;
    read(coords, 0, u);
    read(coords, 64, v);
    matrix<float, 1, 16> clamped;
    sample16(clamped, CM_R_ENABLE, mono, clamp, u, v);
    write(out, 0, clamped.row(0));
    vector<float, 16> wrapped;
    sample16(wrapped, CM_R_ENABLE, mono, wrap, u, v);
    write(out, 64, wrapped);
    matrix<float, 3, 16> agr;
    sample16(agr, CM_AGR_ENABLE, rgba, clamp, u, v);
    write(out, 128, agr.row(0));
    write(out, 192, agr.row(1));
    write(out, 256, agr.row(2));
    matrix<float, 2, 16> ba;
    sample16(ba, CM_AB_ENABLE, mono, wrap, u);
    write(out, 384, ba.row(0));
    write(out, 448, ba.row(1));
}
