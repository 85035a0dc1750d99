; A global written at the bottom of a call chain (k -> outer -> inner ->
; leaf): every function on the chain takes it and gives it back, packed
; with its own result where it has one, and the kernel stores the final
; value.  After the pass there is no global and no memory other than
; allocas (mem2reg at -O0 removes those here).
; { dg-do compile }
; { dg-options "-O0 -emit-llvm" }
; { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
; { dg-final { scan-llvm-not "(load|store|alloca) " } }
; { dg-final { scan-llvm "define internal <4 x i32> @leaf\\(i32 %x, <4 x i32> %acc\\)" } }
; { dg-final { scan-llvm "define internal \\\{ i32, <4 x i32> \\\} @inner\\(i32 %x, <4 x i32> %acc\\)" } }
; { dg-final { scan-llvm "define internal <4 x i32> @outer\\(<4 x i32> %acc\\)" } }
; { dg-final { scan-llvm "call <4 x i32> @outer\\(<4 x i32> <i32 1, i32 2, i32 3, i32 4>\\)" } }
; { dg-final { scan-llvm "call void @llvm.genx.oword.st.v4i32\\(i32 %buf, i32 0, <4 x i32> %\[0-9\]+\\)" } }
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
