; Region baling: two strided rdregions (even and odd elements) feed an add
; whose result is written by a wrregion into the first half of the loaded
; vector.  Checks that this is a single add reading <16;8,2> regions and
; writing the region directly (no movs of the regions), and that the
; wrregion shares the loaded vector's variable (no copy of it).
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa "add \\(M1_NM, 8\\) (V\[0-9\]+)\\(0,0\\)<1> \\1\\(0,0\\)<16;8,2> \\1\\(0,1\\)<16;8,2>" } }
; { dg-final { scan-visa-not "mov " } }
; { dg-final { finalize-visa TGLLP DG2 SKL } }
define dllexport void @evens_plus_odds(i32 %in, i32 %out) {
entry:
  %v = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 %in, i32 0)
  %a = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 16, i32 8, i32 2, i16 0, i32 undef)
  %b = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 16, i32 8, i32 2, i16 4, i32 undef)
  %s = add <8 x i32> %a, %b
  %w = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %v, <8 x i32> %s, i32 0, i32 8, i32 1, i16 0, i32 undef, i1 true)
  call void @llvm.genx.oword.st.v16i32(i32 %out, i32 0, <16 x i32> %w)
  ret void
}
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
declare <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32>, i32, i32, i32, i16, i32)
declare <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1)
!genx.kernels = !{!0}
!0 = !{ptr @evens_plus_odds, !"evens_plus_odds", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2}
!2 = !{i32 32, i32 36}
!3 = !{i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t"}
