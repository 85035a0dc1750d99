; Two kernels share a global and a subroutine that writes it: each kernel
; has its own copy, starting from the initializer (CM globals are private
; to a thread), and the shared subroutine serves both.
; { dg-do compile }
; { dg-options "-O0 -emit-llvm" }
; { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
; { dg-final { scan-llvm-times "define internal <8 x i16> @shift\\(<8 x i16> %line\\)" 1 } }
; { dg-final { scan-llvm-times "call <8 x i16> @shift\\(<8 x i16> <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7>\\)" 2 } }
; { dg-final { scan-llvm "call void @llvm.genx.oword.st.v8i16\\(i32 %out, i32 0, <8 x i16> %\[0-9\]+\\)" } }
; { dg-final { scan-llvm "call void @llvm.genx.oword.st.v8i16\\(i32 %dst, i32 1, <8 x i16> %\[0-9\]+\\)" } }
@line = internal global <8 x i16> <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7>
define internal void @shift() {
  %a = load <8 x i16>, ptr @line
  %b = shl <8 x i16> %a, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  store <8 x i16> %b, ptr @line
  ret void
}
define dllexport void @first(i32 %out) {
entry:
  call void @shift()
  %v = load <8 x i16>, ptr @line
  call void @llvm.genx.oword.st.v8i16(i32 %out, i32 0, <8 x i16> %v)
  ret void
}
define dllexport void @second(i32 %dst) {
entry:
  call void @shift()
  %v = load <8 x i16>, ptr @line
  call void @llvm.genx.oword.st.v8i16(i32 %dst, i32 1, <8 x i16> %v)
  ret void
}
declare void @llvm.genx.oword.st.v8i16(i32, i32, <8 x i16>)
!genx.kernels = !{!0, !5}
!0 = !{ptr @first, !"first", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!5 = !{ptr @second, !"second", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2}
!2 = !{i32 32}
!3 = !{i32 0}
!4 = !{!"buffer_t"}
