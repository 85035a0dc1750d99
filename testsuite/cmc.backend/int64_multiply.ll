; i64 multiplication (CM's long long): vISA's mul takes no q operands on
; any platform, so the product's low dwords are a mul of the low halves
; and its high dwords mulh plus the two cross products, reading the
; operands through ud views with doubled strides (no copies); a constant
; whose high half is zero skips one cross product.
; { dg-do compile }
; { dg-options "-O0" }
; { dg-final { scan-visa-not "mul \\(M1_NM, \[0-9\]+\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<\[0-9;,\]+>:q" } }
; { dg-final { scan-visa "mul \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<2> V\[0-9\]+\\(0,0\\)<16;8,2> V\[0-9\]+\\(0,0\\)<0;1,0>" } }
; { dg-final { scan-visa "mulh \\(M1_NM, 8\\) V\[0-9\]+\\(0,1\\)<2> V\[0-9\]+\\(0,0\\)<16;8,2> V\[0-9\]+\\(0,0\\)<0;1,0>" } }
; { dg-final { scan-visa "mul \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,1\\)<16;8,2> V\[0-9\]+\\(0,0\\)<0;1,0>" } }
; { dg-final { scan-visa-times "^\\s*mulh " 2 } }
; { dg-final { scan-visa-times "^\\s*mul " 5 } }
; { dg-final { finalize-visa TGLLP DG2 } }
define dllexport void @int64_multiply(i32 %in, i32 %out, i64 %k) {
entry:
  %a = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %in, i32 0)
  %w = sext <8 x i32> %a to <8 x i64>
  %ki = insertelement <8 x i64> poison, i64 %k, i64 0
  %ks = shufflevector <8 x i64> %ki, <8 x i64> poison, <8 x i32> zeroinitializer
  %p = mul <8 x i64> %w, %ks
  %q = mul <8 x i64> %p, <i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003>
  %s = lshr <8 x i64> %q, <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>
  %t = trunc <8 x i64> %s to <8 x i32>
  call void @llvm.genx.oword.st.v8i32(i32 %out, i32 0, <8 x i32> %t)
  ret void
}
declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
!genx.kernels = !{!0}
!0 = !{ptr @int64_multiply, !"int64_multiply", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
