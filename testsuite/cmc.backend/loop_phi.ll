; Control flow: a counted loop with an i32 and a vector phi, and a pair of
; phis that swap every iteration (a parallel copy: needs temporaries).
; Checks labels per block, the predicated jump on the loop condition and
; that the accumulator phi is coalesced with its update (no copy).
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa "loop_BB_1:" } }
; { dg-final { scan-visa "cmp\\.lt \\(M1_NM, 1\\) P\[0-9\]+" } }
; { dg-final { scan-visa "\\(!?P\[0-9\]+\\) jmp \\(M1, 1\\) loop_" } }
; { dg-final { scan-visa "add \\(M1_NM, 8\\) (V\[0-9\]+)\\(0,0\\)<1> \\1\\(0,0\\)<8;8,1>" } }
; { dg-final { finalize-visa TGLLP DG2 SKL } }
define dllexport void @loop(i32 %buf, i32 %n) {
entry:
  %v = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %buf, i32 0)
  %w = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %buf, i32 2)
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc.next, %body ]
  %x = phi <8 x i32> [ %v, %entry ], [ %y, %body ]
  %y = phi <8 x i32> [ %w, %entry ], [ %x, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %acc.next = add <8 x i32> %acc, %x
  %i.next = add i32 %i, 1
  br label %header
exit:
  %r = sub <8 x i32> %acc, %y
  call void @llvm.genx.oword.st.v8i32(i32 %buf, i32 0, <8 x i32> %r)
  ret void
}
declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
!genx.kernels = !{!0}
!0 = !{ptr @loop, !"loop", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 0}
!2 = !{i32 32, i32 36}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !""}
