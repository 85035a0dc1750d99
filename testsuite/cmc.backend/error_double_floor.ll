; SKL has doubles, but vISA's rndd/rndu/rnde/rndz take only float, so
; floor of double is a clear "not supported yet" error there.
; { dg-do compile }
; { dg-options "-march=SKL" }
; { dg-error "backend: floor of double is not supported yet \\(vISA rounds only float\\)" "" { target *-*-* } 0 }
define dllexport void @error_double_floor(i32 %in, i32 %out) {
entry:
  %x = call <4 x double> @llvm.genx.oword.ld.v4f64(i32 0, i32 %in, i32 0)
  %r = call <4 x double> @llvm.floor.v4f64(<4 x double> %x)
  call void @llvm.genx.oword.st.v4f64(i32 %out, i32 0, <4 x double> %r)
  ret void
}
declare <4 x double> @llvm.floor.v4f64(<4 x double>)
declare <4 x double> @llvm.genx.oword.ld.v4f64(i32, i32, i32)
declare void @llvm.genx.oword.st.v4f64(i32, i32, <4 x double>)
!genx.kernels = !{!0}
!0 = !{ptr @error_double_floor, !"error_double_floor", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2}
!2 = !{i32 32, i32 36}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t"}
