; vISA subroutines share the kernel's variables and have no stack, so a
; recursive call chain (here indirect: even -> odd -> even) is reported,
; not miscompiled, and no output is written.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-error "backend: 'even' is recursive" "" { target *-*-* } 0 }
define internal i32 @even(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 1
no:
  %m = sub i32 %n, 1
  %r = call i32 @odd(i32 %m)
  ret i32 %r
}
define internal i32 @odd(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 0
no:
  %m = sub i32 %n, 1
  %r = call i32 @even(i32 %m)
  ret i32 %r
}
define dllexport void @k(i32 %buf, i32 %n) {
  %e = call i32 @even(i32 %n)
  %s0 = insertelement <8 x i32> undef, i32 %e, i32 0
  %s = shufflevector <8 x i32> %s0, <8 x i32> undef, <8 x i32> zeroinitializer
  call void @llvm.genx.oword.st.v8i32(i32 %buf, i32 0, <8 x i32> %s)
  ret void
}
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
!genx.kernels = !{!0}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 0}
!2 = !{i32 32, i32 36}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !""}
