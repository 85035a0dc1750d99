; llvm.vector.reduce.add/umax/fmax (what -O2 makes of a sum or maximum
; loop over a vector) halve the vector log2(n) times: for 16 elements
; four adds of 8, 4, 2 and 1 lanes, the first reading the vector in
; place, the last writing the result.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa "add \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> V(\[0-9\]+)\\(0,0\\)<8;8,1> V\\1\\(1,0\\)<8;8,1>" } }
; { dg-final { scan-visa "add \\(M1_NM, 4\\) V(\[0-9\]+)\\(0,0\\)<1> V\\1\\(0,0\\)<4;4,1> V\\1\\(0,4\\)<4;4,1>" } }
; { dg-final { scan-visa "add \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> V(\[0-9\]+)\\(0,0\\)<0;1,0> V\\1\\(0,1\\)<0;1,0>" } }
; { dg-final { scan-visa-not "mov \\(M1_NM, 16\\)" } }
; { dg-final { scan-visa-times "^\\s*add " 4 } }
; { dg-final { scan-visa-times "^\\s*max " 4 } }
; { dg-final { scan-visa-times "^\\s*min " 3 } }
; { dg-final { finalize-visa TGLLP DG2 } }
define dllexport void @reduction(i32 %in, i32 %out, i32 %k) {
entry:
  %a = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 %in, i32 0)
  %x = call <16 x float> @llvm.genx.oword.ld.v16f32(i32 0, i32 %in, i32 4)
  %sum = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %a)
  %max = call float @llvm.vector.reduce.fmax.v16f32(<16 x float> %x)
  %part = shufflevector <16 x i32> %a, <16 x i32> poison, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>
  %min = call i32 @llvm.vector.reduce.umin.v5i32(<5 x i32> %part)
  %v0 = insertelement <16 x i32> %a, i32 %sum, i64 0
  %mi = bitcast float %max to i32
  %v1 = insertelement <16 x i32> %v0, i32 %mi, i64 1
  %v2 = insertelement <16 x i32> %v1, i32 %min, i64 2
  call void @llvm.genx.oword.st.v16i32(i32 %out, i32 0, <16 x i32> %v2)
  ret void
}
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare <16 x float> @llvm.genx.oword.ld.v16f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
declare void @llvm.genx.oword.st.v16f32(i32, i32, <16 x float>)

declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)
declare float @llvm.vector.reduce.fmax.v16f32(<16 x float>)
declare i32 @llvm.vector.reduce.umin.v5i32(<5 x i32>)
!genx.kernels = !{!0}
!0 = !{ptr @reduction, !"reduction", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
