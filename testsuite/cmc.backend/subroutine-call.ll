; An internal function becomes a vISA subroutine of the kernel: the
; argument is copied into the subroutine's parameter variable, `call`
; jumps to its .function label, and the result comes back through its
; result variable.  -O0 keeps the call (the optimiser would inline it).
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa "call \\(M1_NM, 1\\) helper_BB_0" } }
; { dg-final { scan-visa "^\\.function \"helper_BB_0\"" } }
; { dg-final { scan-visa-times "^\\s*ret " 2 } }
; { dg-final { scan-visa "mul \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> V\[0-9\]+\\(0,0\\)<8;8,1>" } }
; { dg-final { finalize-visa TGLLP DG2 } }
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
