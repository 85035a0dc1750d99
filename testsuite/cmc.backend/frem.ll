; frem, which vISA lacks, is x - y * trunc(x / y): a div, a rndz and a mad
; with a negated product; on half it goes through float.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa-times "^\\s*div \\(M1_NM, 16\\)" 2 } }
; { dg-final { scan-visa-times "^\\s*rndz \\(M1_NM, 16\\)" 2 } }
; { dg-final { scan-visa "mad \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> \\(-\\)V\[0-9\]+\\(0,0\\)<16;16,1>" } }
; { dg-final { finalize-visa TGLLP DG2 } }
define dllexport void @frem(i32 %in, i32 %out, i32 %k) {
entry:
  %x = call <16 x float> @llvm.genx.oword.ld.v16f32(i32 0, i32 %in, i32 0)
  %y = call <16 x float> @llvm.genx.oword.ld.v16f32(i32 0, i32 %in, i32 4)
  %r = frem <16 x float> %x, %y
  %hx = fptrunc <16 x float> %x to <16 x half>
  %hy = fptrunc <16 x float> %r to <16 x half>
  %hr = frem <16 x half> %hx, %hy
  %back = fpext <16 x half> %hr to <16 x float>
  call void @llvm.genx.oword.st.v16f32(i32 %out, i32 0, <16 x float> %back)
  ret void
}
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare <16 x float> @llvm.genx.oword.ld.v16f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
declare void @llvm.genx.oword.st.v16f32(i32, i32, <16 x float>)
!genx.kernels = !{!0}
!0 = !{ptr @frem, !"frem", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
