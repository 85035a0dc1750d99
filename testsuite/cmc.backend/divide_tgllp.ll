; The same divisions on TGLLP, whose vISA divides integers: one div or
; mod each, unsigned ones on ud aliases.
; { dg-do compile }
; { dg-options "-O0 -march=TGLLP" }
; { dg-final { scan-visa-times "^\\s*div \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa-times "^\\s*mod \\(M1_NM, 16\\)" 2 } }
; { dg-final { scan-visa "mod \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1> V\[0-9\]+\\(0,0\\)<16;16,1>" } }
; { dg-final { scan-visa-not "^\\s*inv " } }
; { dg-final { finalize-visa TGLLP } }
define dllexport void @divide_tgllp(i32 %in, i32 %out, i32 %k) {
entry:
  %a = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 %in, i32 0)
  %b = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 %in, i32 4)
  %ki = insertelement <16 x i32> poison, i32 %k, i64 0
  %ks = shufflevector <16 x i32> %ki, <16 x i32> poison, <16 x i32> zeroinitializer
  %q = sdiv <16 x i32> %a, %ks
  %r = urem <16 x i32> %q, %b
  %s = trunc <16 x i32> %r to <16 x i16>
  %t = trunc <16 x i32> %b to <16 x i16>
  %u = srem <16 x i16> %s, %t
  %w = sext <16 x i16> %u to <16 x i32>
  call void @llvm.genx.oword.st.v16i32(i32 %out, i32 0, <16 x i32> %w)
  ret void
}
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
!genx.kernels = !{!0}
!0 = !{ptr @divide_tgllp, !"divide_tgllp", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
