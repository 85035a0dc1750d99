; Two kernels in one module use the same subroutine, which calls another:
; one .visaasm holds both kernels, and each kernel gets its own copy of
; both subroutines (vISA subroutines live inside a kernel).
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa-times "^\\.kernel " 2 } }
; { dg-final { scan-visa-times "^\\.version " 1 } }
; { dg-final { scan-visa-times "^\\.function \"twice_BB_0\"" 2 } }
; { dg-final { scan-visa-times "^\\.function \"add_one_BB_0\"" 2 } }
; { dg-final { scan-visa-times "call \\(M1_NM, 1\\) add_one_BB_0" 2 } }
; { dg-final { finalize-visa TGLLP DG2 } }
define internal i32 @add_one(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
define internal <8 x i32> @twice(<8 x i32> %v, i32 %k) {
  %k1 = call i32 @add_one(i32 %k)
  %s0 = insertelement <8 x i32> undef, i32 %k1, i32 0
  %s = shufflevector <8 x i32> %s0, <8 x i32> undef, <8 x i32> zeroinitializer
  %w = mul <8 x i32> %v, %s
  ret <8 x i32> %w
}
define dllexport void @first(i32 %buf) {
  %v = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %buf, i32 0)
  %r = call <8 x i32> @twice(<8 x i32> %v, i32 1)
  call void @llvm.genx.oword.st.v8i32(i32 %buf, i32 0, <8 x i32> %r)
  ret void
}
define dllexport void @second(i32 %buf, i32 %k) {
  %v = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %buf, i32 2)
  %r = call <8 x i32> @twice(<8 x i32> %v, i32 %k)
  call void @llvm.genx.oword.st.v8i32(i32 %buf, i32 2, <8 x i32> %r)
  ret void
}
declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
!genx.kernels = !{!0, !5}
!0 = !{ptr @first, !"first", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2}
!2 = !{i32 32}
!3 = !{i32 0}
!4 = !{!"buffer_t"}
!5 = !{ptr @second, !"second", !6, i32 0, !7, !8, !9, i32 0, i32 0}
!6 = !{i32 2, i32 0}
!7 = !{i32 32, i32 36}
!8 = !{i32 0, i32 0}
!9 = !{!"buffer_t", !""}
