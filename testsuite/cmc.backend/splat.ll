; Scalar broadcast: a kernel argument splatted with insertelement +
; shufflevector (the shape LLVM's optimiser produces) is read as a <0;1,0>
; region of the scalar itself, with no vector built.  Also a splat
; constant becomes an immediate and a strided shufflevector becomes a
; region.
; { dg-do compile }
; (Unfused, so that the multiply and the add stay two instructions.)
; { dg-options "-O0 -ffp-contract=off" }
; { dg-final { scan-visa "mul \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> V\[0-9\]+\\(0,0\\)<0;1,0>" } }
; { dg-final { scan-visa "add \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> 0x3fc00000:f" } }
; { dg-final { scan-visa "V\[0-9\]+\\(0,0\\)<8;4,1>" } }
; { dg-final { finalize-visa TGLLP DG2 SKL } }
define dllexport void @scale(i32 %buf, float %factor) {
entry:
  %v = call <8 x float> @llvm.genx.oword.ld.v8f32(i32 0, i32 %buf, i32 0)
  %ins = insertelement <8 x float> poison, float %factor, i64 0
  %splat = shufflevector <8 x float> %ins, <8 x float> poison, <8 x i32> zeroinitializer
  %m = fmul <8 x float> %v, %splat
  %a = fadd <8 x float> %m, <float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5>
  %w = call <16 x float> @llvm.genx.oword.ld.v16f32(i32 0, i32 %buf, i32 2)
  %even = shufflevector <16 x float> %w, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %blk = shufflevector <16 x float> %w, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %s = fsub <8 x float> %a, %even
  %t = fadd <8 x float> %s, %blk
  call void @llvm.genx.oword.st.v8f32(i32 %buf, i32 0, <8 x float> %t)
  ret void
}
declare <8 x float> @llvm.genx.oword.ld.v8f32(i32, i32, i32)
declare <16 x float> @llvm.genx.oword.ld.v16f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8f32(i32, i32, <8 x float>)
!genx.kernels = !{!0}
!0 = !{ptr @scale, !"scale", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 0}
!2 = !{i32 32, i32 36}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !""}
