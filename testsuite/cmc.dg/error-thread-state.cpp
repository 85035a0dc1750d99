// cm_get_r0's width must be one r0 holds (Intel's cm_send.h: a power of
// two; here up to r0's eight dwords, vISA's %r0).  Its element rule is
// in error-builtin-table.cpp.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    vector<uint, 3> u = cm_get_r0<uint, 3>(); // { dg-error "cm_get_r0: Width must be 1, 2, 4 or 8" }
    write(out, 0, u.select<2, 1>(0));
}
