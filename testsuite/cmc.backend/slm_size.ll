; A kernel whose genx.kernels metadata asks for 4096 bytes of shared local
; memory: the .visaasm says `.kernel_attr SLMSize=4` after Target, and
; the .isa stores it as GenX_IR does, a 4-byte attribute after Target's
; 1-byte one (checked by the isa-oracle comparison of finalize-visa).
; { dg-do compile }
; { dg-final { scan-visa "^\\.kernel_attr Target=\"cm\"\n\\.kernel_attr SLMSize=4$" } }
; { dg-final { finalize-visa TGLLP DG2 } }
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
!0 = !{ptr @vadd, !"vadd", !1, i32 4096, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 2}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !"buffer_t"}
