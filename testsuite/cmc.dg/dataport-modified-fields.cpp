// Media block reads of a field with the "modified" attributes: the macros
// MODIFIED_TOP_FIELD(surface) and MODIFIED_BOTTOM_FIELD(surface), and the
// attributes GENX_MODIFIED_TOP_FIELD and GENX_MODIFIED_BOTTOM_FIELD on a
// plane named by a CmSurfacePlaneIndex constant (read_plane), become
// vISA's media_ld.top_mod and media_ld.bottom_mod; finalized on each
// platform with media block messages.
// { dg-do compile }
// { dg-final { scan-visa-times "^\\s*media_ld.top_mod \\(8, 4\\) T\[0-9\]+ 0 " 1 } }
// { dg-final { scan-visa-times "^\\s*media_ld.bottom_mod \\(8, 4\\) T\[0-9\]+ 0 " 1 } }
// { dg-final { scan-visa "^\\s*media_ld.top_mod \\(16, 2\\) T\[0-9\]+ 1 " } }
// { dg-final { scan-visa "^\\s*media_ld.bottom_mod \\(16, 2\\) T\[0-9\]+ 1 " } }
// { dg-final { finalize-visa SKL ICLLP TGLLP DG2 } }

extern "C" _GENX_MAIN_ void fields(SurfaceIndex image, SurfaceIndex nv12,
                                   SurfaceIndex out)
{
    matrix<uchar, 4, 8> top, bottom;
    read(MODIFIED_TOP_FIELD(image), 0, 0, top);
    read(MODIFIED_BOTTOM_FIELD(image), 8, 0, bottom);
    constexpr CmSurfacePlaneIndex chroma = GENX_SURFACE_UV_PLANE;
    matrix<uchar, 2, 16> uv_top, uv_bottom;
    read_plane(nv12, GENX_MODIFIED_TOP_FIELD, chroma, 0, 0, uv_top);
    read_plane(nv12, GENX_MODIFIED_BOTTOM_FIELD, chroma, 0, 0, uv_bottom);
    write(out, 0, top.format<int>());
    write(out, 32, bottom.format<int>());
    write(out, 64, uv_top.format<int>());
    write(out, 96, uv_bottom.format<int>());
}
