; Element types: i8 (b/ub), i16 (w/uw), i64 (q), half (hf) arithmetic and
; conversions between them; bitcasts are aliases of the same variable
; (.decl ... alias=<V, 0>), not copies.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa "type=ub num_elts=32 alias=<V\[0-9\]+, 0>" } }
; { dg-final { scan-visa "type=hf num_elts=16" } }
; { dg-final { scan-visa "add \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1> 0x3c00:hf" } }
; { dg-final { finalize-visa TGLLP DG2 SKL } }
define dllexport void @types(i32 %buf, i64 %big) {
entry:
  %raw = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %buf, i32 0)
  %bytes = bitcast <8 x i32> %raw to <32 x i8>
  %lo = shufflevector <32 x i8> %bytes, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %w = zext <16 x i8> %lo to <16 x i16>
  %s = mul <16 x i16> %w, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %h = uitofp <16 x i16> %s to <16 x half>
  %h1 = fadd <16 x half> %h, <half 1.0, half 1.0, half 1.0, half 1.0, half 1.0, half 1.0, half 1.0, half 1.0, half 1.0, half 1.0, half 1.0, half 1.0, half 1.0, half 1.0, half 1.0, half 1.0>
  %back = fptoui <16 x half> %h1 to <16 x i16>
  %n = trunc <16 x i16> %back to <16 x i8>
  %sx = sext <16 x i8> %n to <16 x i32>
  %q = sext <16 x i32> %sx to <16 x i64>
  %bs = insertelement <16 x i64> poison, i64 %big, i64 0
  %b = shufflevector <16 x i64> %bs, <16 x i64> poison, <16 x i32> zeroinitializer
  %qa = add <16 x i64> %q, %b
  %qt = trunc <16 x i64> %qa to <16 x i32>
  %out = bitcast <16 x i32> %qt to <16 x float>
  call void @llvm.genx.oword.st.v16f32(i32 %buf, i32 0, <16 x float> %out)
  ret void
}
declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16f32(i32, i32, <16 x float>)
!genx.kernels = !{!0}
!0 = !{ptr @types, !"types", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 0}
!2 = !{i32 36, i32 40}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !""}
