; global_call_chain.ll compiled through to vISA: after CMABI the optimiser
; inlines the chain and folds the global's initial value, so the kernel
; stores the constant result (1+10+20, 2+10+20, ...) = 31..34.
; { dg-do compile }
; { dg-final { scan-llvm "call void @llvm.genx.oword.st.v4i32\\(i32 %buf, i32 0, <4 x i32> <i32 31, i32 32, i32 33, i32 34>\\)" } }
; { dg-final { finalize-visa TGLLP DG2 } }
@acc = internal global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
define internal void @leaf(i32 %x) {
  %a = load <4 x i32>, ptr @acc
  %s = insertelement <4 x i32> poison, i32 %x, i32 0
  %sp = shufflevector <4 x i32> %s, <4 x i32> poison, <4 x i32> zeroinitializer
  %b = add <4 x i32> %a, %sp
  store <4 x i32> %b, ptr @acc
  ret void
}
define internal i32 @inner(i32 %x) {
  call void @leaf(i32 %x)
  %y = mul i32 %x, 2
  ret i32 %y
}
define internal void @outer() {
  %y = call i32 @inner(i32 10)
  call void @leaf(i32 %y)
  ret void
}
define dllexport void @k(i32 %buf) {
entry:
  call void @outer()
  %v = load <4 x i32>, ptr @acc
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
