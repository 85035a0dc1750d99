; A read message's old value (the GenX IR's last operand of gather.scaled
; and dword.atomic.*) is what the channels its predicate turns off keep:
; the result's variable holds it before the message (the frontend always
; passes undef; hand-written IR need not).
; { dg-do run }
; { dg-final { run-kernel "buf:in.bin buf:zero:32:gathered.bin buf:counters.bin:counters-out.bin buf:zero:32:atomic.bin" } }
; { dg-final { finalize-visa TGLLP DG2 } }

define dllexport void @old_value(i32 %in, i32 %gathered, i32 %counters, i32 %atomic) local_unnamed_addr #0 {
entry:
  %g = tail call <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false>, i32 2, i16 0, i32 %in, i32 0, <8 x i32> <i32 28, i32 24, i32 20, i32 16, i32 12, i32 8, i32 4, i32 0>, <8 x i32> <i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107>)
  tail call void @llvm.genx.oword.st.v8i32(i32 %gathered, i32 0, <8 x i32> %g)
  %a = tail call <8 x i32> @llvm.genx.dword.atomic.add.v8i32.v8i1.v8i32(<8 x i1> <i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true>, i32 %counters, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, <8 x i32> <i32 -1, i32 -2, i32 -3, i32 -4, i32 -5, i32 -6, i32 -7, i32 -8>)
  tail call void @llvm.genx.oword.st.v8i32(i32 %atomic, i32 0, <8 x i32> %a)
  ret void
}

declare <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i1.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>) #1
declare <8 x i32> @llvm.genx.dword.atomic.add.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>) #0
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind readonly }

!genx.kernels = !{!1}

!1 = !{ptr @old_value, !"old_value", !2, i32 0, !3, !4, !5, i32 0, i32 0}
!2 = !{i32 2, i32 2, i32 2, i32 2}
!3 = !{i32 32, i32 36, i32 40, i32 44}
!4 = !{i32 0, i32 0, i32 0, i32 0}
!5 = !{!"", !"", !"", !""}
