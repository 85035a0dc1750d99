; LSC messages exist from DG2 on: for TGLLP the backend reports that they
; are not available on the platform, once, and writes nothing.
; { dg-do compile }
; { dg-options "-march=TGLLP" }
; { dg-error "LSC messages .* are not available on this platform \\(TGLLP; DG2 and later\\)" "" { target *-*-* } 0 }
define dllexport void @lsc_tgllp(i32 %a) {
entry:
  %v = call <8 x i32> @llvm.genx.lsc.load.bti.v8i32.v1i1.v1i32(<1 x i1> <i1 1>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 5, i8 1, i8 0, <1 x i32> zeroinitializer, i32 %a)
  call void @llvm.genx.lsc.store.bti.v1i1.v1i32.v8i32(<1 x i1> <i1 1>, i8 0, i8 0, i8 0, i16 1, i32 32, i8 3, i8 5, i8 1, i8 0, <1 x i32> zeroinitializer, <8 x i32> %v, i32 %a)
  ret void
}
declare <8 x i32> @llvm.genx.lsc.load.bti.v8i32.v1i1.v1i32(<1 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <1 x i32>, i32)
declare void @llvm.genx.lsc.store.bti.v1i1.v1i32.v8i32(<1 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <1 x i32>, <8 x i32>, i32)
!genx.kernels = !{!0}
!0 = !{ptr @lsc_tgllp, !"lsc_tgllp", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2}
!2 = !{i32 32}
!3 = !{i32 0}
!4 = !{!"buffer_t"}
