; Vector constants: an arithmetic sequence (offsets 0,4,8,..., lane
; numbers 5,6,7,...) is a mov of the packed immediate 0x76543210:v, an add
; doubling it to 16 lanes, then a mul and/or an add, instead of one mov
; per element; other byte constants are moved four bytes per ud mov, runs
; of equal dwords in one mov.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa-times "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 0x76543210:v" 2 } }
; { dg-final { scan-visa "add \\(M1_NM, 8\\) V(\[0-9\]+)\\(1,0\\)<1> V\\1\\(0,0\\)<8;8,1> 8:d" } }
; { dg-final { scan-visa "mul \\(M1_NM, 16\\) V(\[0-9\]+)\\(0,0\\)<1> V\\1\\(0,0\\)<16;16,1> 4:d" } }
; { dg-final { scan-visa "add \\(M1_NM, 16\\) V(\[0-9\]+)\\(0,0\\)<1> V\\1\\(0,0\\)<16;16,1> 5:d" } }
; { dg-final { scan-visa "mov \\(M1_NM, 4\\) V\[0-9\]+\\(0,0\\)<1> 0x9030701:ud" } }
; { dg-final { scan-visa-times "^\\s*mov " 6 } }
; { dg-final { finalize-visa TGLLP DG2 } }
define dllexport void @k(i32 %in, i32 %out, i32 %k) {
entry:
  %a = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 %in, i32 0)
  %b = add <16 x i32> %a, <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %c = mul <16 x i32> %b, <i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20>
  %bytes = call <32 x i8> @llvm.genx.oword.ld.v32i8(i32 0, i32 %in, i32 4)
  %d = xor <32 x i8> %bytes, <i8 1, i8 7, i8 3, i8 9, i8 1, i8 7, i8 3, i8 9, i8 1, i8 7, i8 3, i8 9, i8 1, i8 7, i8 3, i8 9, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 99>
  call void @llvm.genx.oword.st.v16i32(i32 %out, i32 0, <16 x i32> %c)
  call void @llvm.genx.oword.st.v32i8(i32 %out, i32 4, <32 x i8> %d)
  ret void
}
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare <32 x i8> @llvm.genx.oword.ld.v32i8(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
declare void @llvm.genx.oword.st.v32i8(i32, i32, <32 x i8>)
!genx.kernels = !{!0}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
