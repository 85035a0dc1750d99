; Legalization of wide and odd-sized vectors: <32 x float> (two SIMD16
; pieces on 32-byte GRFs), <64 x i32> and <12 x i32> (8 + 4), loaded in
; 128-byte blocks and assembled with wrregions.
; { dg-do compile }
; { dg-final { scan-visa "mul \\(M1_NM, 16\\) V\[0-9\]+\\(2,0\\)<1>" } }
; { dg-final { scan-visa "add \\(M1_NM, 4\\) V\[0-9\]+\\(1,0\\)<1>" } }
; { dg-final { finalize-visa TGLLP DG2 SKL } }
define dllexport void @wide(i32 %buf, i32 %out) {
entry:
  %a = call <32 x float> @llvm.genx.oword.ld.v32f32(i32 0, i32 %buf, i32 0)
  %b = call <32 x float> @llvm.genx.oword.ld.v32f32(i32 0, i32 %buf, i32 8)
  %p = fmul <32 x float> %a, %b
  call void @llvm.genx.oword.st.v32f32(i32 %out, i32 0, <32 x float> %p)
  %i0 = call <32 x i32> @llvm.genx.oword.ld.v32i32(i32 0, i32 %buf, i32 16)
  %i1 = call <32 x i32> @llvm.genx.oword.ld.v32i32(i32 0, i32 %buf, i32 24)
  %w0 = call <64 x i32> @llvm.genx.wrregioni.v64i32.v32i32.i16.i1(<64 x i32> undef, <32 x i32> %i0, i32 0, i32 32, i32 1, i16 0, i32 undef, i1 true)
  %w1 = call <64 x i32> @llvm.genx.wrregioni.v64i32.v32i32.i16.i1(<64 x i32> %w0, <32 x i32> %i1, i32 0, i32 32, i32 1, i16 128, i32 undef, i1 true)
  %m = mul <64 x i32> %w1, %w1
  %lo = call <32 x i32> @llvm.genx.rdregioni.v32i32.v64i32.i16(<64 x i32> %m, i32 0, i32 32, i32 1, i16 0, i32 undef)
  %hi = call <32 x i32> @llvm.genx.rdregioni.v32i32.v64i32.i16(<64 x i32> %m, i32 0, i32 32, i32 1, i16 128, i32 undef)
  call void @llvm.genx.oword.st.v32i32(i32 %out, i32 8, <32 x i32> %lo)
  call void @llvm.genx.oword.st.v32i32(i32 %out, i32 16, <32 x i32> %hi)
  %t = call <12 x i32> @llvm.genx.rdregioni.v12i32.v32i32.i16(<32 x i32> %i0, i32 0, i32 12, i32 1, i16 16, i32 undef)
  %u = add <12 x i32> %t, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12>
  %v = call <32 x i32> @llvm.genx.wrregioni.v32i32.v12i32.i16.i1(<32 x i32> %i1, <12 x i32> %u, i32 0, i32 12, i32 1, i16 0, i32 undef, i1 true)
  call void @llvm.genx.oword.st.v32i32(i32 %out, i32 24, <32 x i32> %v)
  ret void
}
declare <32 x float> @llvm.genx.oword.ld.v32f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v32f32(i32, i32, <32 x float>)
declare <32 x i32> @llvm.genx.oword.ld.v32i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v32i32(i32, i32, <32 x i32>)
declare <64 x i32> @llvm.genx.wrregioni.v64i32.v32i32.i16.i1(<64 x i32>, <32 x i32>, i32, i32, i32, i16, i32, i1)
declare <32 x i32> @llvm.genx.rdregioni.v32i32.v64i32.i16(<64 x i32>, i32, i32, i32, i16, i32)
declare <12 x i32> @llvm.genx.rdregioni.v12i32.v32i32.i16(<32 x i32>, i32, i32, i32, i16, i32)
declare <32 x i32> @llvm.genx.wrregioni.v32i32.v12i32.i16.i1(<32 x i32>, <12 x i32>, i32, i32, i32, i16, i32, i1)
!genx.kernels = !{!0}
!0 = !{ptr @wide, !"wide", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2}
!2 = !{i32 32, i32 36}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t"}
