; Comparisons to predicates and select: a vector icmp becomes one cmp
; into a predicate variable, select a predicated sel; unsigned compares
; read unsigned (ud) aliases; a scalar condition is broadcast; a zext of
; a predicate is a sel of 1 and 0; a masked wrregion is a predicated mov.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa "\\.decl P\[0-9\]+ v_type=P num_elts=16" } }
; { dg-final { scan-visa "cmp\\.lt \\(M1_NM, 16\\) P\[0-9\]+ V\[0-9\]+\\(0,0\\)<16;16,1> 0:d" } }
; { dg-final { scan-visa "\\(P\[0-9\]+\\) sel \\(M1_NM, 16\\)" } }
; { dg-final { scan-visa "cmp\\.gt \\(M1_NM, 16\\) P\[0-9\]+ V\[0-9\]+\\(0,0\\)<16;16,1> 0x64:ud" } }
; { dg-final { scan-visa "\\(P\[0-9\]+\\) mov \\(M1_NM, 8\\)" } }
; { dg-final { finalize-visa TGLLP DG2 SKL } }
define dllexport void @clamp(i32 %buf, i32 %limit) {
entry:
  %v = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 %buf, i32 0)
  %neg = icmp slt <16 x i32> %v, zeroinitializer
  %abs0 = sub <16 x i32> zeroinitializer, %v
  %abs = select <16 x i1> %neg, <16 x i32> %abs0, <16 x i32> %v
  %big = icmp ugt <16 x i32> %abs, <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>
  %flag = zext <16 x i1> %big to <16 x i32>
  %r = add <16 x i32> %abs, %flag
  %s = icmp sgt i32 %limit, 5
  %c = select i1 %s, <16 x i32> %r, <16 x i32> %v
  %f = sitofp <16 x i32> %c to <16 x float>
  %h = fptrunc <16 x float> %f to <16 x half>
  %back = fpext <16 x half> %h to <16 x float>
  %lt = fcmp olt <16 x float> %back, %f
  %m8 = shufflevector <16 x i1> %lt, <16 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %i = fptosi <16 x float> %back to <16 x i32>
  %i8 = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %i, i32 0, i32 8, i32 1, i16 32, i32 undef)
  %w = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.v8i1(<16 x i32> %c, <8 x i32> %i8, i32 0, i32 8, i32 1, i16 0, i32 undef, <8 x i1> %m8)
  call void @llvm.genx.oword.st.v16i32(i32 %buf, i32 0, <16 x i32> %w)
  ret void
}
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
declare <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32>, i32, i32, i32, i16, i32)
declare <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.v8i1(<16 x i32>, <8 x i32>, i32, i32, i32, i16, i32, <8 x i1>)
!genx.kernels = !{!0}
!0 = !{ptr @clamp, !"clamp", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 0}
!2 = !{i32 32, i32 36}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !""}
