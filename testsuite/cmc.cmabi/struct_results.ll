; A subroutine that already returns a struct (the frontend's copy-back of
; references: { result, new value of each reference }) and also writes a
; global: the global's new value joins the same flat struct rather than
; nesting it.  A by-value struct parameter crosses as its fields.  The
; subroutine keeps its function attributes (noinline here).
; { dg-do compile }
; { dg-options "-O0 -emit-llvm" }
; { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
; { dg-final { scan-llvm "define internal \\\{ i32, <8 x float>, i32 \\\} @step\\(<8 x float> %v, i32 %p.0, float %p.1, i32 %count\\) #0" } }
; { dg-final { scan-llvm "attributes #0 = \\\{ noinline \\\}" } }
; { dg-final { scan-llvm "call \\\{ i32, <8 x float>, i32 \\\} @step\\(<8 x float> %\[0-9a-z\]+, i32 2, float 5.000000e-01, i32 0\\)" } }
%params = type { i32, float }
@count = internal global i32 0
define internal { i32, <8 x float> } @step(<8 x float> %v, %params %p) noinline {
  %c = load i32, ptr @count
  %c1 = add i32 %c, 1
  store i32 %c1, ptr @count
  %f = extractvalue %params %p, 1
  %s = insertelement <8 x float> poison, float %f, i32 0
  %sp = shufflevector <8 x float> %s, <8 x float> poison, <8 x i32> zeroinitializer
  %w = fmul <8 x float> %v, %sp
  %n = extractvalue %params %p, 0
  %r0 = insertvalue { i32, <8 x float> } poison, i32 %n, 0
  %r1 = insertvalue { i32, <8 x float> } %r0, <8 x float> %w, 1
  ret { i32, <8 x float> } %r1
}
define dllexport void @k(i32 %buf) {
entry:
  %v = call <8 x float> @llvm.genx.oword.ld.v8f32(i32 0, i32 %buf, i32 0)
  %r = call { i32, <8 x float> } @step(<8 x float> %v, %params { i32 2, float 0.5 })
  %w = extractvalue { i32, <8 x float> } %r, 1
  %c = load i32, ptr @count
  %cf = sitofp i32 %c to float
  %out = insertelement <8 x float> %w, float %cf, i32 0
  call void @llvm.genx.oword.st.v8f32(i32 %buf, i32 0, <8 x float> %out)
  ret void
}
declare <8 x float> @llvm.genx.oword.ld.v8f32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8f32(i32, i32, <8 x float>)
!genx.kernels = !{!0}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2}
!2 = !{i32 32}
!3 = !{i32 0}
!4 = !{!"buffer_t"}
