; const_table.ll through to vISA: the table becomes immediate operands or
; a constant vector, never memory (the powers of two make the multiply a
; shift).
; { dg-do compile }
; { dg-final { scan-llvm-not "alloca|load " } }
; { dg-final { scan-visa "shl \\(M1_NM, 8\\)" } }
; { dg-final { finalize-visa TGLLP DG2 } }
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
