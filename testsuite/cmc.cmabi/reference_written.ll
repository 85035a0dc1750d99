; By-reference arguments (pointer parameters, as the frontend lowers
; vector_ref/matrix_ref and references to structs) become copy-in/copy-out:
; the callee takes the referenced value, returns the new value of each one
; it writes (a read-only reference is not returned), and the caller stores
; it back.
; { dg-do compile }
; { dg-options "-O0 -emit-llvm" }
; { dg-final { scan-llvm-not "(load|store|alloca) " } }
; { dg-final { scan-llvm "define internal \\\{ <8 x float>, <8 x float> \\\} @accumulate\\(<8 x float> %sum, <8 x float> %x, <8 x float> %sumsq\\)" } }
; { dg-final { scan-llvm "define internal <8 x float> @square\\(<8 x float> %x\\)" } }
; { dg-final { scan-llvm "call \\\{ <8 x float>, <8 x float> \\\} @accumulate\\(<8 x float> %a, <8 x float> %v, <8 x float> %b\\)" } }
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
