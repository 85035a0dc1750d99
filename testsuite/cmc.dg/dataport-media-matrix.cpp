// 2D media blocks on matrices: R rows of C * sizeof(T) bytes; a row
// narrower than its register pitch (12 bytes -> 16) is padded in the
// message and trimmed or padded by shuffles; math builtins take matrices
// element by element (a float sum saturated to uchar is fptoui.sat), and
// reductions fold a whole matrix.
// { dg-do compile }
// { dg-final { scan-llvm "@llvm.genx.media.ld.v32f32\\(i32 0, i32 %in, i32 0, i32 32, i32 %x, i32 %y\\)" } }
// { dg-final { scan-llvm "@llvm.genx.media.ld.v32i8\\(i32 0, i32 %in, i32 0, i32 12," } }
// { dg-final { scan-llvm "@llvm.genx.media.st.v32i8\\(i32 0, i32 %out, i32 0, i32 12," } }
// { dg-final { scan-visa "^\\s*media_ld.nomod \\(32, 4\\) T6 0 " } }
// { dg-final { scan-visa "^\\s*media_ld.nomod \\(12, 2\\) T6 0 " } }
// { dg-final { scan-visa "^\\s*media_st.nomod \\(8, 4\\) T7 0 " } }
// { dg-final { scan-visa "^\\s*media_st.nomod \\(12, 2\\) T7 0 " } }
// { dg-final { scan-visa "^\\s*sqrt \\(M1_NM, 16\\) " } }
// { dg-final { scan-llvm "@llvm.genx.fptoui.sat.v32i8.v32f32" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void blocks2d(SurfaceIndex in, SurfaceIndex out, int x,
                                     int y)
{
    matrix<float, 4, 8> m;
    read(in, x, y, m);
    matrix<float, 4, 8> r = cm_sqrt(m) + cm_max(m, 1.0f) + cm_pow(m, m);
    matrix<uchar, 4, 8> s = cm_add<uchar>(m, m, SAT);
    float total = cm_sum<float>(m);
    matrix<uchar, 2, 12> odd;
    read(in, x + 16, y, odd);
    write(out, 0, 0, r + total);
    write(out, 32, 0, s);
    write(out, 64, 0, odd);
}
