; LLVM's float intrinsics: fma is one mad, sqrt one sqrt, floor/ceil/
; trunc/rint the rounding instructions rndd/rndu/rndz/rnde, fabs a mov
; with (abs), minnum/maxnum min/max.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa "mad \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1> V\[0-9\]+\\(0,0\\)<16;16,1> V\[0-9\]+\\(0,0\\)<16;16,1>" } }
; { dg-final { scan-visa-times "^\\s*sqrt \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa-times "^\\s*rndd \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa-times "^\\s*rndu \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa-times "^\\s*rndz \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa-times "^\\s*rnde \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa "mov \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> \\(abs\\)V" } }
; { dg-final { scan-visa-times "^\\s*min \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa-times "^\\s*max \\(M1_NM, 16\\)" 1 } }
; { dg-final { finalize-visa TGLLP DG2 } }
define dllexport void @intrinsics_float(i32 %in, i32 %out, i32 %k) {
entry:
  %x = call <16 x float> @llvm.genx.oword.ld.v16f32(i32 0, i32 %in, i32 0)
  %y = call <16 x float> @llvm.genx.oword.ld.v16f32(i32 0, i32 %in, i32 4)
  %1 = call <16 x float> @llvm.fma.v16f32(<16 x float> %x, <16 x float> %y, <16 x float> %x)
  %2 = call <16 x float> @llvm.sqrt.v16f32(<16 x float> %1)
  %3 = call <16 x float> @llvm.floor.v16f32(<16 x float> %2)
  %4 = call <16 x float> @llvm.ceil.v16f32(<16 x float> %3)
  %5 = call <16 x float> @llvm.trunc.v16f32(<16 x float> %4)
  %6 = call <16 x float> @llvm.rint.v16f32(<16 x float> %5)
  %7 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %6)
  %8 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %7, <16 x float> %y)
  %9 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %8, <16 x float> %x)
  call void @llvm.genx.oword.st.v16f32(i32 %out, i32 0, <16 x float> %9)
  ret void
}
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare <16 x float> @llvm.genx.oword.ld.v16f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
declare void @llvm.genx.oword.st.v16f32(i32, i32, <16 x float>)

declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>)
declare <16 x float> @llvm.floor.v16f32(<16 x float>)
declare <16 x float> @llvm.ceil.v16f32(<16 x float>)
declare <16 x float> @llvm.trunc.v16f32(<16 x float>)
declare <16 x float> @llvm.rint.v16f32(<16 x float>)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)
!genx.kernels = !{!0}
!0 = !{ptr @intrinsics_float, !"intrinsics_float", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
