; i1 vectors wider than 32 (a compare of a 64-element vector, as a CM
; matrix<float,8,8> comparison gives): the mask is a group of two
; 32-element predicates, and each legalized piece uses the member and mask
; offset of its channels (M5 for channels 16-31 of a member); any/all
; combine the members' bits; a masked wrregion uses the group too.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa-times "\\.decl P\[0-9\]+ v_type=P num_elts=32" 8 } }
; { dg-final { scan-visa "cmp\\.gt \\(M1_NM, 16\\) P(\[0-9\]+) V\[0-9\]+\\(4,0\\)<16;16,1>" } }
; { dg-final { scan-visa "cmp\\.gt \\(M5_NM, 16\\) P(\[0-9\]+) V\[0-9\]+\\(6,0\\)<16;16,1>" } }
; { dg-final { scan-visa-times "^\\s*or \\(M1_NM, 32\\) P" 2 } }
; { dg-final { scan-visa "\\(P\[0-9\]+\\) mov \\(M5_NM, 16\\) V\[0-9\]+\\(6,0\\)<1>" } }
; { dg-final { scan-visa-times "mov \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> P\[0-9\]+" 4 } }
; { dg-final { finalize-visa TGLLP DG2 } }
define dllexport void @k(i32 %in, i32 %out, i32 %k) {
entry:
  %a0 = call <32 x float> @llvm.genx.oword.ld.v32f32(i32 0, i32 %in, i32 0)
  %a1 = call <32 x float> @llvm.genx.oword.ld.v32f32(i32 0, i32 %in, i32 8)
  %b0 = call <32 x float> @llvm.genx.oword.ld.v32f32(i32 0, i32 %in, i32 16)
  %b1 = call <32 x float> @llvm.genx.oword.ld.v32f32(i32 0, i32 %in, i32 24)
  %a = shufflevector <32 x float> %a0, <32 x float> %a1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %b = shufflevector <32 x float> %b0, <32 x float> %b1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %c = fcmp ogt <64 x float> %a, %b
  %d = fcmp olt <64 x float> %a, zeroinitializer
  %e = or <64 x i1> %c, %d
  %s = select <64 x i1> %e, <64 x float> %a, <64 x float> %b
  %any = call i1 @llvm.genx.any.v64i1(<64 x i1> %e)
  %all = call i1 @llvm.genx.all.v64i1(<64 x i1> %c)
  %both = and i1 %any, %all
  %s2 = select i1 %both, <64 x float> %s, <64 x float> zeroinitializer
  %w = call <64 x float> @llvm.genx.wrregionf.v64f32.v64f32.i16.v64i1(<64 x float> %s2, <64 x float> %b, i32 0, i32 64, i32 1, i16 0, i32 0, <64 x i1> %d)
  %w0 = shufflevector <64 x float> %w, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %w1 = shufflevector <64 x float> %w, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  call void @llvm.genx.oword.st.v32f32(i32 %out, i32 0, <32 x float> %w0)
  call void @llvm.genx.oword.st.v32f32(i32 %out, i32 8, <32 x float> %w1)
  ret void
}
declare <32 x float> @llvm.genx.oword.ld.v32f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v32f32(i32, i32, <32 x float>)
declare <64 x float> @llvm.genx.wrregionf.v64f32.v64f32.i16.v64i1(<64 x float>, <64 x float>, i32, i32, i32, i16, i32, <64 x i1>)
declare i1 @llvm.genx.any.v64i1(<64 x i1>)
declare i1 @llvm.genx.all.v64i1(<64 x i1>)
!genx.kernels = !{!0}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
