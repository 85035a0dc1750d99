; Calls of internal functions (vISA subroutines) are not supported yet:
; the backend must report a clear error, not crash, and write no output.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-error "backend: calls of functions are not supported yet" "" { target *-*-* } 0 }
define internal <8 x float> @helper(<8 x float> %x) {
  %y = fmul <8 x float> %x, %x
  ret <8 x float> %y
}
define dllexport void @caller(i32 %buf) {
entry:
  %v = call <8 x float> @llvm.genx.oword.ld.v8f32(i32 0, i32 %buf, i32 0)
  %r = call <8 x float> @helper(<8 x float> %v)
  call void @llvm.genx.oword.st.v8f32(i32 %buf, i32 0, <8 x float> %r)
  ret void
}
declare <8 x float> @llvm.genx.oword.ld.v8f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8f32(i32, i32, <8 x float>)
!genx.kernels = !{!0}
!0 = !{ptr @caller, !"caller", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2}
!2 = !{i32 32}
!3 = !{i32 0}
!4 = !{!"buffer_t"}
