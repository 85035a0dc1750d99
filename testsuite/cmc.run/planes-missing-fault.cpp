// A media block message of a plane its surface does not have stops the
// kernel: an NV12 surface has Y (0) and UV (1) but no V plane, and a
// plain 2D surface has only plane 0.
// { dg-do run }
// { dg-final { run-kernel-fault "img:16x4:nv12:nv12.bin img:16x4:plain.bin i32:2" "plane 2: the surface of argument 1 is NV12" } }
// { dg-final { run-kernel-fault "img:16x4:nv12:nv12.bin img:16x4:plain.bin i32:1" "plane 1: the surface of argument 2 has one plane" } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex nv12, SurfaceIndex plain, int which)
{
    vector<uint, 4> v;
    if (which == 2) {
        read_plane(nv12, GENX_SURFACE_V_PLANE, 0, 0, v);
        write_plane(nv12, GENX_SURFACE_Y_PLANE, 0, 1, v);
    } else {
        read_plane(plain, GENX_SURFACE_UV_PLANE, 0, 0, v);
        write_plane(plain, GENX_SURFACE_Y_PLANE, 0, 1, v);
    }
}
