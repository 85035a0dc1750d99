// Media block reads and writes on the planes of an NV12 surface
// (img:WxH:nv12: W*H bytes of Y, then W*H/2 of interleaved UV):
// read_plane and write_plane of the Y and UV planes, with and without a
// buffer attribute (the top field reads even rows), vector and matrix
// data, and media_block_read_plane.  All reads come before the writes.
// { dg-do run }
// { dg-final { run-kernel "img:32x8:nv12:image.bin:image_out.bin i32:4 i32:2" } }

extern "C" _GENX_MAIN_ void planes(SurfaceIndex image, int x, int y)
{
    matrix<uchar, 4, 16> luma;
    read_plane(image, GENX_SURFACE_Y_PLANE, x, y, luma);
    matrix<uchar, 2, 16> chroma;
    read_plane(image, GENX_NONE, GENX_SURFACE_UV_PLANE, x, y / 2, chroma);
    vector<uint, 4> field;
    read_plane(image, GENX_TOP_FIELD, GENX_SURFACE_Y_PLANE, 0, 1, field);
    vector<ushort, 6> pairs;
    read_plane(image, GENX_SURFACE_UV_PLANE, 20, 3, pairs);
    matrix<uchar, 2, 16> padded;
    media_block_read_plane<uchar, 2, 12, 16>(image, GENX_NONE,
                                             GENX_SURFACE_UV_PLANE, 0, 0,
                                             padded);

    matrix<uchar, 2, 16> chroma_out = luma.select<2, 2, 16, 1>(0, 0) + 1;
    write_plane(image, GENX_SURFACE_UV_PLANE, x, y / 2 + 1, chroma_out);
    write_plane(image, GENX_BOTTOM_FIELD, GENX_SURFACE_Y_PLANE, x + 12, 0,
                chroma);
    write_plane(image, GENX_SURFACE_Y_PLANE, 0, 7, field);
    write_plane(image, GENX_SURFACE_Y_PLANE, 16, 6, pairs.select<4, 1>(0));
    matrix<uchar, 2, 12> used = padded.select<2, 1, 12, 1>(0, 0);
    write_plane(image, GENX_SURFACE_UV_PLANE, 20, 0, used);
}
