; Bit counts on 16-bit lanes: vISA's lzd, fbl, bfrev and cbit work on
; dwords, so the operand is widened to ud and the result corrected: lzd
; counted 16 extra zeros (add -16), fbl of 0 gives 0xffffffff (min 16),
; bfrev put the bits at the top (shr 16).  A funnel shift by a constant of
; two different values is a shl, a shr and an or.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa "add \\(M1_NM, 16\\) V(\[0-9\]+)\\(0,0\\)<1> V\\1\\(0,0\\)<16;16,1> -16:d" } }
; { dg-final { scan-visa "min \\(M1_NM, 16\\) V(\[0-9\]+)\\(0,0\\)<1> V\\1\\(0,0\\)<16;16,1> 0x10:ud" } }
; { dg-final { scan-visa "shr \\(M1_NM, 16\\) V(\[0-9\]+)\\(0,0\\)<1> V\\1\\(0,0\\)<16;16,1> 0x10:ud" } }
; { dg-final { scan-visa "shl \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1> 0x3:ud" } }
; { dg-final { scan-visa "shr \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1> 0x1d:ud" } }
; { dg-final { scan-visa-times "^\\s*or " 1 } }
; { dg-final { finalize-visa TGLLP DG2 } }
define dllexport void @intrinsics_narrow_bits(i32 %in, i32 %out, i32 %k) {
entry:
  %a = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 %in, i32 0)
  %b = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 %in, i32 4)
  %f = call <16 x i32> @llvm.fshl.v16i32(<16 x i32> %a, <16 x i32> %b, <16 x i32> <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>)
  %s = trunc <16 x i32> %f to <16 x i16>
  %1 = call <16 x i16> @llvm.ctlz.v16i16(<16 x i16> %s, i1 false)
  %2 = call <16 x i16> @llvm.cttz.v16i16(<16 x i16> %1, i1 false)
  %3 = call <16 x i16> @llvm.bitreverse.v16i16(<16 x i16> %2)
  %4 = call <16 x i16> @llvm.ctpop.v16i16(<16 x i16> %3)
  %w = zext <16 x i16> %4 to <16 x i32>
  call void @llvm.genx.oword.st.v16i32(i32 %out, i32 0, <16 x i32> %w)
  ret void
}
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare <16 x float> @llvm.genx.oword.ld.v16f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
declare void @llvm.genx.oword.st.v16f32(i32, i32, <16 x float>)

declare <16 x i32> @llvm.fshl.v16i32(<16 x i32>, <16 x i32>, <16 x i32>)
declare <16 x i16> @llvm.ctlz.v16i16(<16 x i16>, i1)
declare <16 x i16> @llvm.cttz.v16i16(<16 x i16>, i1)
declare <16 x i16> @llvm.bitreverse.v16i16(<16 x i16>)
declare <16 x i16> @llvm.ctpop.v16i16(<16 x i16>)
!genx.kernels = !{!0}
!0 = !{ptr @intrinsics_narrow_bits, !"intrinsics_narrow_bits", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
