; LLVM's integer intrinsics, as -O2 creates them from plain C (max/min
; idioms, abs, bit counts, rotates), each become one vISA instruction on
; 32-bit lanes: max, min (on ud aliases for umin), mov with (abs), cbit,
; lzd, fbl (then min with 32, since cttz(0) is 32), bfrev, rol.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa "max \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1> V\[0-9\]+\\(0,0\\)<16;16,1>" } }
; { dg-final { scan-visa "min \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1> V\[0-9\]+\\(0,0\\)<16;16,1>" } }
; { dg-final { scan-visa "mov \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> \\(abs\\)V" } }
; { dg-final { scan-visa-times "^\\s*cbit \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa-times "^\\s*lzd \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa-times "^\\s*fbl \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa "min \\(M1_NM, 16\\) V(\[0-9\]+)\\(0,0\\)<1> V\\1\\(0,0\\)<16;16,1> 0x20:ud" } }
; { dg-final { scan-visa-times "^\\s*bfrev \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa-times "^\\s*rol \\(M1_NM, 16\\)" 1 } }
; { dg-final { scan-visa-times "^\\s*mov " 1 } }
; { dg-final { finalize-visa TGLLP DG2 } }
define dllexport void @intrinsics_int(i32 %in, i32 %out, i32 %k) {
entry:
  %a = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 %in, i32 0)
  %b = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 %in, i32 4)
  %1 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %a, <16 x i32> %b)
  %2 = call <16 x i32> @llvm.umin.v16i32(<16 x i32> %1, <16 x i32> %b)
  %3 = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %2, i1 false)
  %4 = call <16 x i32> @llvm.ctpop.v16i32(<16 x i32> %3)
  %5 = call <16 x i32> @llvm.ctlz.v16i32(<16 x i32> %4, i1 false)
  %6 = call <16 x i32> @llvm.cttz.v16i32(<16 x i32> %5, i1 false)
  %7 = call <16 x i32> @llvm.bitreverse.v16i32(<16 x i32> %6)
  %8 = call <16 x i32> @llvm.fshl.v16i32(<16 x i32> %7, <16 x i32> %7, <16 x i32> %b)
  call void @llvm.genx.oword.st.v16i32(i32 %out, i32 0, <16 x i32> %8)
  ret void
}
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare <16 x float> @llvm.genx.oword.ld.v16f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
declare void @llvm.genx.oword.st.v16f32(i32, i32, <16 x float>)

declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.abs.v16i32(<16 x i32>, i1)
declare <16 x i32> @llvm.ctpop.v16i32(<16 x i32>)
declare <16 x i32> @llvm.ctlz.v16i32(<16 x i32>, i1)
declare <16 x i32> @llvm.cttz.v16i32(<16 x i32>, i1)
declare <16 x i32> @llvm.bitreverse.v16i32(<16 x i32>)
declare <16 x i32> @llvm.fshl.v16i32(<16 x i32>, <16 x i32>, <16 x i32>)
!genx.kernels = !{!0}
!0 = !{ptr @intrinsics_int, !"intrinsics_int", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
