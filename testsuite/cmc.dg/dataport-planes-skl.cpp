// read_plane and write_plane finalize for SKL too (Gen9 has the media
// block messages with a plane); the lowering is dataport-planes.cpp's.
// { dg-do compile }
// { dg-options "-march=SKL" }
// { dg-final { finalize-visa SKL } }
extern "C" _GENX_MAIN_ void planes(SurfaceIndex image, int x, int y)
{
    matrix<uchar, 4, 16> luma;
    read_plane(image, GENX_SURFACE_Y_PLANE, x, y, luma);
    matrix<uchar, 2, 16> chroma;
    read_plane(image, GENX_TOP_FIELD, GENX_SURFACE_UV_PLANE, x, y, chroma);
    vector<ushort, 6> v;
    read_plane(image, GENX_SURFACE_V_PLANE, x, y, v);
    matrix<uchar, 2, 16> padded;
    media_block_read_plane<uchar, 2, 12, 16>(image, GENX_NONE,
                                             GENX_SURFACE_U_PLANE, 0, 0,
                                             padded);
    matrix<uchar, 2, 16> sum = chroma + padded;
    write_plane(image, GENX_BOTTOM_FIELD, GENX_SURFACE_UV_PLANE, x, y, sum);
    write_plane(image, GENX_SURFACE_V_PLANE, x, y, v);
    write_plane(image, GENX_SURFACE_Y_PLANE, x, y, luma);
}
