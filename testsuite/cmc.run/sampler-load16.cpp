// load16 reads 16 pixels at unnormalized integer coordinates through the
// sampler (vISA load_lz): the enabled channels come back packed, 16
// elements each, in R, G, B, A order; an integer format reads as
// integers, UNORM8 as x / 255; a pixel outside the image reads as 0 in
// every channel.
// { dg-do run }
// { dg-final { run-kernel "img:8x4:r32ui:words.bin img:8x4:r8g8b8a8_unorm:rgba.bin buf:coords.bin buf:zero:384:out.bin" } }

extern "C" _GENX_MAIN_ void loads(SurfaceIndex words, SurfaceIndex rgba,
                                  SurfaceIndex coords, SurfaceIndex out)
{
    vector<uint, 16> u, v;
    read(coords, 0, u);
    read(coords, 64, v);
    matrix<uint, 1, 16> r;
    load16(r, CM_R_ENABLE, words, u, v);
    write(out, 0, r.row(0));
    matrix<float, 4, 16> color;
    color = -1.0f;
    load16(color, CM_BG_ENABLE, rgba, u, v);
    write(out, 64, color.row(0));
    write(out, 128, color.row(1));
    write(out, 192, color.row(2)); // not written: stays -1
    vector<float, 32> ra;
    load16(ra, CM_AR_ENABLE, rgba, u);
    write(out, 256, ra);
}
