; Variable-offset regions: an rdregion and a wrregion whose byte offset is
; a runtime value become addr_add into an address register and indirect
; operands r[A0(0),...]; a variable extractelement/insertelement scales
; the index to bytes first.
; { dg-do compile }
; { dg-final { scan-visa "\\.decl A0 v_type=A num_elts=1" } }
; { dg-final { scan-visa "addr_add \\(M1_NM, 1\\) A0\\(0\\)<1> &V\[0-9\]+\\\[0\\\]" } }
; { dg-final { scan-visa "r\\\[A0\\(0\\),0\\\]<8;8,1>:f" } }
; { dg-final { scan-visa "r\\\[A0\\(0\\),0\\\]<1>:f" } }
; { dg-final { finalize-visa TGLLP DG2 SKL } }
define dllexport void @indirect(i32 %buf, i32 %i) {
entry:
  %v = call <32 x float> @llvm.genx.oword.ld.v32f32(i32 0, i32 %buf, i32 0)
  %i16 = trunc i32 %i to i16
  %off = shl i16 %i16, 2
  %r = call <8 x float> @llvm.genx.rdregionf.v8f32.v32f32.i16(<32 x float> %v, i32 0, i32 8, i32 1, i16 %off, i32 undef)
  %d = fmul <8 x float> %r, %r
  %w = call <32 x float> @llvm.genx.wrregionf.v32f32.v8f32.i16.i1(<32 x float> %v, <8 x float> %d, i32 0, i32 8, i32 1, i16 %off, i32 undef, i1 true)
  %e = extractelement <32 x float> %w, i32 %i
  %x = fadd float %e, 1.0
  %j = add i32 %i, 1
  %u = insertelement <32 x float> %w, float %x, i32 %j
  call void @llvm.genx.oword.st.v32f32(i32 %buf, i32 0, <32 x float> %u)
  ret void
}
declare <32 x float> @llvm.genx.oword.ld.v32f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v32f32(i32, i32, <32 x float>)
declare <8 x float> @llvm.genx.rdregionf.v8f32.v32f32.i16(<32 x float>, i32, i32, i32, i16, i32)
declare <32 x float> @llvm.genx.wrregionf.v32f32.v8f32.i16.i1(<32 x float>, <8 x float>, i32, i32, i32, i16, i32, i1)
!genx.kernels = !{!0}
!0 = !{ptr @indirect, !"indirect", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 0}
!2 = !{i32 32, i32 36}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !""}
