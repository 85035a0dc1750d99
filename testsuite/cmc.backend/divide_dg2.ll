; Integer division on DG2, whose vISA has no integer div/mod (GenX_IR:
; "int divide/remainder is not supported for this platform"): sdiv, urem
; and a 16-bit srem are computed from a float reciprocal (inv), refined
; with mulh and corrected twice with predicated adds; signed operations
; divide the magnitudes ((abs) movs) and fix the sign with xor/asr.
; { dg-do compile }
; { dg-options "-O0 -march=DG2" }
; { dg-final { scan-visa-not "^\\s*div " } }
; { dg-final { scan-visa-not "^\\s*mod " } }
; { dg-final { scan-visa-times "^\\s*inv \\(M1_NM, 16\\)" 3 } }
; { dg-final { scan-visa-times "^\\s*mulh \\(M1_NM, 16\\)" 6 } }
; { dg-final { scan-visa-times "^\\s*cmp\\.ge \\(M1_NM, 16\\)" 6 } }
; { dg-final { scan-visa "mov \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> \\(abs\\)V" } }
; { dg-final { scan-visa "asr \\(M1_NM, 16\\) V(\[0-9\]+)\\(0,0\\)<1> V\\1\\(0,0\\)<16;16,1> 31:d" } }
; { dg-final { finalize-visa DG2 MTL } }
define dllexport void @divide_dg2(i32 %in, i32 %out, i32 %k) {
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
!0 = !{ptr @divide_dg2, !"divide_dg2", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
