// Plane accesses the media block messages cannot do are located errors:
// a plane that is not a constant or not a CmSurfacePlaneIndex, a
// write_plane row that is not whole dwords, an attribute media block
// writes do not take, and the media block size limits.
// { dg-do compile }

extern "C" _GENX_MAIN_ void misuse(SurfaceIndex image, int p)
{
    matrix<uchar, 2, 16> m;
    read_plane(image, (CmSurfacePlaneIndex)p, 0, 0, m);                // { dg-error "the plane must be a constant" }
    read_plane(image, (CmSurfacePlaneIndex)3, 0, 0, m);                // { dg-error "plane 3 is not a CmSurfacePlaneIndex" }
    matrix<uchar, 2, 6> narrow = 0;
    write_plane(image, GENX_SURFACE_Y_PLANE, 0, 0, narrow);            // { dg-error "write_plane of 6 bytes per row: the width must be a whole number of dwords" }
    write_plane(image, GENX_MODIFIED, GENX_SURFACE_Y_PLANE, 0, 0, m); // { dg-error "this buffer attribute is not supported by media block write" }
    matrix<int, 8, 16> tall;
    read_plane(image, GENX_SURFACE_UV_PLANE, 0, 0, tall);              // { dg-error "media block read of 8 rows of 64 bytes: at most 4 rows fit in one message" }
    write(image, 0, 0, m);
}
