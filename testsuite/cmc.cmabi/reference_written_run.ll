; reference_written.ll through to vISA (the optimiser inlines the
; copy-in/copy-out subroutines): sum += x and sumsq += x*x, the latter
; one fused mad once inlined (optimiser/contraction.c).
; { dg-do compile }
; { dg-final { scan-llvm-not "alloca|load |store " } }
; { dg-final { scan-visa-times "^\\s*add " 1 } }
; { dg-final { scan-visa-times "^\\s*mad " 1 } }
; { dg-final { scan-visa-not "^\\s*mul " } }
; { dg-final { finalize-visa TGLLP DG2 } }
define internal <8 x float> @square(ptr %x) {
  %v = load <8 x float>, ptr %x
  %s = fmul <8 x float> %v, %v
  ret <8 x float> %s
}
define internal void @accumulate(ptr %sum, ptr %x, ptr %sumsq) {
  %v = load <8 x float>, ptr %x
  %s = load <8 x float>, ptr %sum
  %s2 = fadd <8 x float> %s, %v
  store <8 x float> %s2, ptr %sum
  %q = call <8 x float> @square(ptr %x)
  %t = load <8 x float>, ptr %sumsq
  %t2 = fadd <8 x float> %t, %q
  store <8 x float> %t2, ptr %sumsq
  ret void
}
define dllexport void @k(i32 %buf) {
entry:
  %sum = alloca <8 x float>
  %sumsq = alloca <8 x float>
  %in = alloca <8 x float>
  %a = call <8 x float> @llvm.genx.oword.ld.v8f32(i32 0, i32 %buf, i32 0)
  %b = call <8 x float> @llvm.genx.oword.ld.v8f32(i32 0, i32 %buf, i32 2)
  %v = call <8 x float> @llvm.genx.oword.ld.v8f32(i32 0, i32 %buf, i32 4)
  store <8 x float> %a, ptr %sum
  store <8 x float> %b, ptr %sumsq
  store <8 x float> %v, ptr %in
  call void @accumulate(ptr %sum, ptr %in, ptr %sumsq)
  %r = load <8 x float>, ptr %sum
  %r2 = load <8 x float>, ptr %sumsq
  call void @llvm.genx.oword.st.v8f32(i32 %buf, i32 0, <8 x float> %r)
  call void @llvm.genx.oword.st.v8f32(i32 %buf, i32 2, <8 x float> %r2)
  ret void
}
declare <8 x float> @llvm.genx.oword.ld.v8f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8f32(i32, i32, <8 x float>)
!genx.kernels = !{!0}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2}
!2 = !{i32 32}
!3 = !{i32 0}
!4 = !{!"buffer_t"}
