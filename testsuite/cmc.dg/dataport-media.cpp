// 2D media block read and write of one row: the block width is the
// vector's bytes; a width that is not a power of two is read at the
// register pitch (12 bytes -> 16) and trimmed, and padded for writes.
// { dg-do compile }
// { dg-final { scan-llvm "@llvm.genx.media.ld.v32i8\\(i32 0, i32 %image, i32 0, i32 32, i32 %x, i32 %y\\)" } }
// { dg-final { scan-llvm "@llvm.genx.media.ld.v4i32\\(i32 2, i32 %image, i32 0, i32 12," } }
// { dg-final { scan-llvm "@llvm.genx.media.st.v4i32\\(i32 0, i32 %image, i32 0, i32 12," } }
// { dg-final { scan-visa "^\\s*media_ld.nomod \\(32, 1\\) T6 0 V\[0-9\]+\\(0,0\\)<0;1,0> V\[0-9\]+\\(0,0\\)<0;1,0> V\[0-9\]+.0" } }
// { dg-final { scan-visa "^\\s*media_ld.top \\(12, 1\\) T6 0 " } }
// { dg-final { scan-visa "^\\s*media_st.nomod \\(32, 1\\) T6 0 " } }
// { dg-final { scan-visa "^\\s*media_st.nomod \\(12, 1\\) T6 0 " } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void media(SurfaceIndex image, int x, int y)
{
    vector<uchar, 32> row;
    read(image, x, y, row);
    vector<int, 3> three;
    read(image, GENX_TOP_FIELD, x, y + 1, three);
    write(image, x + 32, y, row);
    write(image, x, y + 2, three + 1);
}
