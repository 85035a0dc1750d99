// Media block reads and writes of a plane of a planar surface: the plane
// (Y 0, U and UV 1, V 2) is media.ld/st's third argument and the vISA
// message's plane operand; the rest is the plain media block message
// (the attribute's modifier, the width in bytes, padding to the register
// pitch).  media_block_read_plane reads its matrix's full width.
// { dg-do compile }
// { dg-final { scan-llvm "@llvm.genx.media.ld.v64i8\\(i32 0, i32 %image, i32 0, i32 16, i32 %x, i32 %y\\)" } }
// { dg-final { scan-llvm "@llvm.genx.media.ld.v32i8\\(i32 2, i32 %image, i32 1, i32 16," } }
// { dg-final { scan-llvm "@llvm.genx.media.ld.v8i16\\(i32 0, i32 %image, i32 2, i32 12," } }
// { dg-final { scan-llvm "@llvm.genx.media.ld.v32i8\\(i32 0, i32 %image, i32 1, i32 16, i32 0, i32 0\\)" } }
// { dg-final { scan-llvm "@llvm.genx.media.st.v32i8\\(i32 3, i32 %image, i32 1, i32 16," } }
// { dg-final { scan-llvm "@llvm.genx.media.st.v8i16\\(i32 0, i32 %image, i32 2, i32 12," } }
// { dg-final { scan-visa "^\\s*media_ld.nomod \\(16, 4\\) T6 0 " } }
// { dg-final { scan-visa "^\\s*media_ld.top \\(16, 2\\) T6 1 " } }
// { dg-final { scan-visa "^\\s*media_ld.nomod \\(12, 1\\) T6 2 " } }
// { dg-final { scan-visa "^\\s*media_st.bottom \\(16, 2\\) T6 1 " } }
// { dg-final { scan-visa "^\\s*media_st.nomod \\(12, 1\\) T6 2 " } }
// { dg-final { finalize-visa TGLLP DG2 } }

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
