; any/all of a comparison mask: llvm.genx.any/all and the
; llvm.vector.reduce.or/and -O2 makes of loops over mask elements, and
; the bitcast of <16 x i1> to i16 InstCombine makes of them.  The
; predicate's bits are moved to a register with one exec-size-1 mov,
; then compared (all: no bit missing): no per-element work.
; { dg-do compile }
; { dg-final { scan-visa "mov \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> P\[0-9\]+" } }
; { dg-final { scan-visa "xor \\(M1_NM, 1\\) V(\[0-9\]+)\\(0,0\\)<1> V\\1\\(0,0\\)<0;1,0> 0xffff:ud" } }
; { dg-final { scan-visa "cmp\\.eq \\(M1_NM, 1\\) P\[0-9\]+ V\[0-9\]+\\(0,0\\)<0;1,0> 0x0:ud" } }
; { dg-final { scan-visa "cmp\\.ne \\(M1_NM, 1\\) P\[0-9\]+ V\[0-9\]+\\(0,0\\)<0;1,0> 0:w" } }
; { dg-final { scan-visa-not "sel \\(M1_NM, 16\\)" } }
; { dg-final { finalize-visa TGLLP DG2 } }
define dllexport void @mask_any_all(i32 %in, i32 %out, i32 %k) {
entry:
  %x = call <16 x float> @llvm.genx.oword.ld.v16f32(i32 0, i32 %in, i32 0)
  %y = call <16 x float> @llvm.genx.oword.ld.v16f32(i32 0, i32 %in, i32 4)
  %c = fcmp olt <16 x float> %x, %y
  %any = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %c)
  %all = call i1 @llvm.genx.all.v16i1(<16 x i1> %c)
  %any2 = call i1 @llvm.genx.any.v16i1(<16 x i1> %c)
  %b1 = and i1 %any, %all
  %both = or i1 %b1, %any2
  %z = zext i1 %both to i32
  %v = insertelement <16 x i32> zeroinitializer, i32 %z, i64 0
  call void @llvm.genx.oword.st.v16i32(i32 %out, i32 0, <16 x i32> %v)
  ret void
}
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare <16 x float> @llvm.genx.oword.ld.v16f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
declare void @llvm.genx.oword.st.v16f32(i32, i32, <16 x float>)

declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)
declare i1 @llvm.genx.all.v16i1(<16 x i1>)
declare i1 @llvm.genx.any.v16i1(<16 x i1>)
!genx.kernels = !{!0}
!0 = !{ptr @mask_any_all, !"mask_any_all", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
