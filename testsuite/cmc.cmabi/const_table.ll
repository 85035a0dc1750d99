; Constant global tables are not passed around: each function that reads
; one gets its own copy of the initializer, which folds to a constant
; (here already at -O0, by mem2reg).  The subroutine keeps its signature.
; { dg-do compile }
; { dg-options "-O0 -emit-llvm" }
; { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
; { dg-final { scan-llvm "define internal <8 x i16> @weigh\\(<8 x i16> %x\\)" } }
; { dg-final { scan-llvm "mul <8 x i16> %x, <i16 1, i16 2, i16 4, i16 8, i16 8, i16 4, i16 2, i16 1>" } }
; { dg-final { scan-llvm "add <8 x i16> %\[0-9a-z\]+, <i16 1, i16 2, i16 4, i16 8, i16 8, i16 4, i16 2, i16 1>" } }
@weights = internal constant <8 x i16> <i16 1, i16 2, i16 4, i16 8, i16 8, i16 4, i16 2, i16 1>
define internal <8 x i16> @weigh(<8 x i16> %x) {
  %w = load <8 x i16>, ptr @weights
  %y = mul <8 x i16> %x, %w
  ret <8 x i16> %y
}
define dllexport void @k(i32 %buf) {
entry:
  %v = call <8 x i16> @llvm.genx.oword.ld.v8i16(i32 0, i32 %buf, i32 0)
  %r = call <8 x i16> @weigh(<8 x i16> %v)
  %w = load <8 x i16>, ptr @weights
  %s = add <8 x i16> %r, %w
  call void @llvm.genx.oword.st.v8i16(i32 %buf, i32 0, <8 x i16> %s)
  ret void
}
declare <8 x i16> @llvm.genx.oword.ld.v8i16(i32, i32, i32)
declare void @llvm.genx.oword.st.v8i16(i32, i32, <8 x i16>)
!genx.kernels = !{!0}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2}
!2 = !{i32 32}
!3 = !{i32 0}
!4 = !{!"buffer_t"}
