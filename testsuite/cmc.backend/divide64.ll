; vISA divides no 64-bit integers on any platform: cmc emulates sdiv,
; udiv, srem and urem of i64 with a loop of 64 restoring steps closed by
; a scalar counter (backend/isel/isel_divide64.c); the result finalizes.
; cmc.run/divide64.cpp checks the values.
; { dg-do compile }
; { dg-final { scan-visa-times "jmp" 2 } }
; { dg-final { scan-visa "shr \\(M1_NM, 4\\) .* 0x3f:uq" } }
; { dg-final { scan-visa-not "div \\(|mod \\(" } }
; { dg-final { finalize-visa TGLLP DG2 } }
define dllexport void @divide64(i32 %in, i32 %out, i64 %k) {
entry:
  %a = call <4 x i64> @llvm.genx.oword.ld.v4i64(i32 0, i32 %in, i32 0)
  %b = call <4 x i64> @llvm.genx.oword.ld.v4i64(i32 0, i32 %in, i32 2)
  %q = sdiv <4 x i64> %a, %b
  %r = urem <4 x i64> %a, %b
  call void @llvm.genx.oword.st.v4i64(i32 %out, i32 0, <4 x i64> %q)
  call void @llvm.genx.oword.st.v4i64(i32 %out, i32 2, <4 x i64> %r)
  ret void
}
declare <4 x i64> @llvm.genx.oword.ld.v4i64(i32, i32, i32)
declare void @llvm.genx.oword.st.v4i64(i32, i32, <4 x i64>)
!genx.kernels = !{!0}
!0 = !{ptr @divide64, !"divide64", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
