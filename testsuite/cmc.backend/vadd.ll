; The IR contract's example (examples/vadd.cpp after the frontend): thread
; id arithmetic, two oword loads, a vector fadd and an oword store.
; Checks the kernel skeleton (surface inputs, .function label, ret) and
; that the fadd is one SIMD8 add.
; { dg-do compile }
; { dg-final { scan-visa "\\.input T\[0-9\]+ offset=32 size=4" } }
; { dg-final { scan-visa "\\.function \"vadd_BB_0\"" } }
; { dg-final { scan-visa "add \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> V\[0-9\]+\\(0,0\\)<8;8,1>" } }
; { dg-final { scan-visa "ret \\(M1, 1\\)" } }
; { dg-final { finalize-visa TGLLP DG2 SKL } }
define dllexport void @vadd(i32 %a, i32 %b, i32 %c) {
entry:
  %tx = call i16 @llvm.genx.thread.x()
  %x = zext i16 %tx to i32
  %off = mul i32 %x, 32
  %ow = lshr i32 %off, 4
  %va = call <8 x float> @llvm.genx.oword.ld.v8f32(i32 0, i32 %a, i32 %ow)
  %vb = call <8 x float> @llvm.genx.oword.ld.v8f32(i32 0, i32 %b, i32 %ow)
  %vc = fadd <8 x float> %va, %vb
  call void @llvm.genx.oword.st.v8f32(i32 %c, i32 %ow, <8 x float> %vc)
  ret void
}
declare i16 @llvm.genx.thread.x()
declare <8 x float> @llvm.genx.oword.ld.v8f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8f32(i32, i32, <8 x float>)
!genx.kernels = !{!0}
!0 = !{ptr @vadd, !"vadd", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 2}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !"buffer_t"}
