// read_typed and write_typed on images with pixel formats: channels come
// back packed (only the enabled ones, in R, G, B, A order, a row each);
// UNORM8 channels read as x / 255 and are written clamped to [0, 1] and
// rounded to nearest; a format's missing channels read as 0 (G, B) and
// 1 (A); a read outside the image returns 0 in every channel and a write
// there is dropped; a write changes only the enabled channels.
// { dg-do run }
// { dg-final { run-kernel "img:8x2:r8g8b8a8_unorm:rgba.bin:rgba_out.bin img:16x2:r32f:mono.bin img:8x2:r32g32b32a32f:wide.bin:wide_out.bin buf:coords.bin buf:zero:640:out.bin" } }

extern "C" _GENX_MAIN_ void typed(SurfaceIndex rgba, SurfaceIndex mono,
                                  SurfaceIndex wide, SurfaceIndex coords,
                                  SurfaceIndex out)
{
    vector<uint, 8> u, v;
    read(coords, 0, u);   // includes columns 8 and 9: outside
    read(coords, 32, v);
    matrix<float, 2, 8> rb;
    read_typed(rgba, CM_BR_ENABLE, rb, u, v);
    write(out, 0, rb.row(0));
    write(out, 32, rb.row(1));
    vector<float, 8> alpha;
    read_typed(rgba, CM_A_ENABLE, alpha, u);
    write(out, 64, alpha);

    vector<uint, 16> u16, row1 = 1;
    read(coords, 64, u16);
    matrix<float, 4, 16> all;
    read_typed(mono, CM_ABGR_ENABLE, all, u16, row1);
    write(out, 96, all.row(0));
    write(out, 160, all.row(1));
    write(out, 224, all.row(2));
    write(out, 288, all.row(3));

    matrix<float, 2, 8> gr;
    read(coords, 128, gr.row(0));   // values to store, some outside [0, 1]
    read(coords, 160, gr.row(1));
    write_typed(rgba, CM_GR_ENABLE, gr, u, v);
    write_typed(wide, CM_AR_ENABLE, gr, u, v);
    matrix<uint, 3, 8> bits;
    read_typed(wide, CM_BGR_ENABLE, bits, u, v);
    write(out, 352, bits.row(0));
    write(out, 384, bits.row(1));
    write(out, 416, bits.row(2));
}
