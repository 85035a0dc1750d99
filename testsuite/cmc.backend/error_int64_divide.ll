; vISA divides no 64-bit integers and cmc does not emulate it yet: a clear
; error, not vISA the finalizer rejects.
; { dg-do compile }
; { dg-error "backend: 64-bit integer division is not supported yet" "" { target *-*-* } 0 }
define dllexport void @error_int64_divide(i32 %in, i32 %out, i64 %k) {
entry:
  %a = call <4 x i64> @llvm.genx.oword.ld.v4i64(i32 0, i32 %in, i32 0)
  %b = call <4 x i64> @llvm.genx.oword.ld.v4i64(i32 0, i32 %in, i32 2)
  %q = sdiv <4 x i64> %a, %b
  call void @llvm.genx.oword.st.v4i64(i32 %out, i32 0, <4 x i64> %q)
  ret void
}
declare <4 x i64> @llvm.genx.oword.ld.v4i64(i32, i32, i32)
declare void @llvm.genx.oword.st.v4i64(i32, i32, <4 x i64>)
!genx.kernels = !{!0}
!0 = !{ptr @error_int64_divide, !"error_int64_divide", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
