; switch becomes a chain of cmp.eq and predicated jumps; a phi after the
; switch gets its copies in edge blocks (the switch block has several
; successors), and constant-index extract/insertelement are element
; regions of the vector variable.
; { dg-do compile }
; { dg-final { scan-visa-times "cmp\\.eq \\(M1_NM, 1\\)" 3 } }
; { dg-final { scan-visa "pick_edge_\[0-9\]+:" } }
; { dg-final { scan-visa "mov \\(M1_NM, 1\\) V\[0-9\]+\\(0,3\\)<1>" } }
; { dg-final { finalize-visa TGLLP DG2 SKL } }
define dllexport void @pick(i32 %buf, i32 %sel) {
entry:
  %v = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %buf, i32 0)
  %c = extractelement <8 x i32> %v, i32 5
  switch i32 %sel, label %other [
    i32 0, label %zero
    i32 7, label %seven
    i32 9, label %join
  ]
zero:
  %a = extractelement <8 x i32> %v, i32 1
  br label %join
seven:
  %b = extractelement <8 x i32> %v, i32 2
  %b2 = mul i32 %b, %sel
  br label %join
other:
  br label %join
join:
  %x = phi i32 [ %a, %zero ], [ %b2, %seven ], [ 42, %other ], [ %c, %entry ]
  %w = insertelement <8 x i32> %v, i32 %x, i32 3
  call void @llvm.genx.oword.st.v8i32(i32 %buf, i32 0, <8 x i32> %w)
  ret void
}
declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
!genx.kernels = !{!0}
!0 = !{ptr @pick, !"pick", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 0}
!2 = !{i32 32, i32 36}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !""}
