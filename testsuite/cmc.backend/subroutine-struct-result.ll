; Several results (how by-reference arguments come back: copy-in/copy-out)
; travel as a struct: the callee's insertvalues write one result variable
; per field, the caller's extractvalues read them.  The subroutine has a
; loop and a scalar parameter; constant fields are copied as immediates.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa "call \\(M1_NM, 1\\) scale_BB_0" } }
; { dg-final { scan-visa "mov \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> 7:d" } }
; { dg-final { scan-visa "scale_BB_1:" } }
; { dg-final { finalize-visa TGLLP DG2 } }
define internal { i32, <8 x i32> } @scale(<8 x i32> %v, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <8 x i32> [ %v, %entry ], [ %acc.next, %loop ]
  %acc.next = add <8 x i32> %acc, %v
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %r0 = insertvalue { i32, <8 x i32> } undef, i32 7, 0
  %r1 = insertvalue { i32, <8 x i32> } %r0, <8 x i32> %acc.next, 1
  ret { i32, <8 x i32> } %r1
}
define dllexport void @kern(i32 %buf, i32 %n) {
entry:
  %v = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %buf, i32 0)
  %r = call { i32, <8 x i32> } @scale(<8 x i32> %v, i32 %n)
  %tag = extractvalue { i32, <8 x i32> } %r, 0
  %vec = extractvalue { i32, <8 x i32> } %r, 1
  %splat0 = insertelement <8 x i32> undef, i32 %tag, i32 0
  %splat = shufflevector <8 x i32> %splat0, <8 x i32> undef, <8 x i32> zeroinitializer
  %out = add <8 x i32> %vec, %splat
  call void @llvm.genx.oword.st.v8i32(i32 %buf, i32 0, <8 x i32> %out)
  ret void
}
declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
!genx.kernels = !{!0}
!0 = !{ptr @kern, !"kern", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 0}
!2 = !{i32 32, i32 36}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !""}
