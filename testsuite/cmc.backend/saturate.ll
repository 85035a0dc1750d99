; llvm.genx.sat of a float add is baled into it: one add.sat, no separate
; mov.sat; a saturation of a value with other uses is a mov.sat.
; { dg-do compile }
; (Unfused: with contraction the add of a multiply would be a mad.)
; { dg-options "-O0 -ffp-contract=off" }
; { dg-final { scan-visa-times "^\\s*add\\.sat \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa-times "^\\s*add " 1 } }
; { dg-final { scan-visa-times "^\\s*mov\\.sat \\(M1_NM, 16\\)" 1 } }
; { dg-final { finalize-visa TGLLP DG2 } }
define dllexport void @saturate(i32 %in, i32 %out, i32 %k) {
entry:
  %x = call <16 x float> @llvm.genx.oword.ld.v16f32(i32 0, i32 %in, i32 0)
  %y = call <16 x float> @llvm.genx.oword.ld.v16f32(i32 0, i32 %in, i32 4)
  %s = fadd <16 x float> %x, %y
  %sat = call <16 x float> @llvm.genx.sat.v16f32(<16 x float> %s)
  %m = fmul <16 x float> %sat, %x
  %msat = call <16 x float> @llvm.genx.sat.v16f32(<16 x float> %m)
  %r = fadd <16 x float> %m, %msat
  call void @llvm.genx.oword.st.v16f32(i32 %out, i32 0, <16 x float> %r)
  ret void
}
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare <16 x float> @llvm.genx.oword.ld.v16f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
declare void @llvm.genx.oword.st.v16f32(i32, i32, <16 x float>)

declare <16 x float> @llvm.genx.sat.v16f32(<16 x float>)
!genx.kernels = !{!0}
!0 = !{ptr @saturate, !"saturate", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
