; TGLLP has no double-precision division (GenX_IR: "IEEE instruction div
; is not supported on TGLLP platform"): cmc says so instead of writing
; vISA the finalizer rejects.
; { dg-do compile }
; { dg-options "-march=TGLLP" }
; { dg-error "backend: division of double is not supported on TGLLP" "" { target *-*-* } 0 }
define dllexport void @error_double_divide(i32 %in, i32 %out, i64 %k) {
entry:
  %x = call <4 x double> @llvm.genx.oword.ld.v4f64(i32 0, i32 %in, i32 0)
  %y = call <4 x double> @llvm.genx.oword.ld.v4f64(i32 0, i32 %in, i32 2)
  %q = fdiv <4 x double> %x, %y
  call void @llvm.genx.oword.st.v4f64(i32 %out, i32 0, <4 x double> %q)
  ret void
}
declare <4 x double> @llvm.genx.oword.ld.v4f64(i32, i32, i32)
declare void @llvm.genx.oword.st.v4f64(i32, i32, <4 x double>)
!genx.kernels = !{!0}
!0 = !{ptr @error_double_divide, !"error_double_divide", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
