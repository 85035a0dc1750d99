; TGLLP has no double-precision hardware: frem of double is a clear error
; saying so, not vISA the finalizer rejects.
; { dg-do compile }
; { dg-options "-march=TGLLP" }
; { dg-error "backend: frem of double is not supported on TGLLP \\(no double-precision hardware\\)" "" { target *-*-* } 0 }
define dllexport void @error_double_frem(i32 %in, i32 %out) {
entry:
  %x = call <4 x double> @llvm.genx.oword.ld.v4f64(i32 0, i32 %in, i32 0)
  %y = call <4 x double> @llvm.genx.oword.ld.v4f64(i32 0, i32 %in, i32 2)
  %r = frem <4 x double> %x, %y
  call void @llvm.genx.oword.st.v4f64(i32 %out, i32 0, <4 x double> %r)
  ret void
}
declare <4 x double> @llvm.genx.oword.ld.v4f64(i32, i32, i32)
declare void @llvm.genx.oword.st.v4f64(i32, i32, <4 x double>)
!genx.kernels = !{!0}
!0 = !{ptr @error_double_frem, !"error_double_frem", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2}
!2 = !{i32 32, i32 36}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t"}
