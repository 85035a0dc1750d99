; One global read and written by one subroutine: after CMABI the
; subroutine takes the global's value as an argument and returns its new
; value, the kernel starts from the initializer (5) and keeps what comes
; back, and no global is left.
; { dg-do compile }
; { dg-options "-O0 -emit-llvm" }
; { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
; { dg-final { scan-llvm "define internal i32 @bump\\(i32 %counter\\)" } }
; { dg-final { scan-llvm "call i32 @bump\\(i32 5\\)" } }
; { dg-final { scan-llvm "ret i32 %next" } }
@counter = internal global i32 5
define internal void @bump() {
  %c = load i32, ptr @counter
  %next = add i32 %c, 1
  store i32 %next, ptr @counter
  ret void
}
define dllexport void @k(i32 %buf) {
entry:
  call void @bump()
  %c = load i32, ptr @counter
  %v = insertelement <4 x i32> zeroinitializer, i32 %c, i32 0
  call void @llvm.genx.oword.st.v4i32(i32 %buf, i32 0, <4 x i32> %v)
  ret void
}
declare void @llvm.genx.oword.st.v4i32(i32, i32, <4 x i32>)
!genx.kernels = !{!0}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2}
!2 = !{i32 32}
!3 = !{i32 0}
!4 = !{!"buffer_t"}
