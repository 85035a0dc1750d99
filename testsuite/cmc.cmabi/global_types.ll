; Globals of scalar, vector, matrix (a flat vector, row-major) and struct
; type, all written by one subroutine: the struct crosses the call as its
; fields (subroutine parameters and results are scalars and vectors only),
; and the four new values come back packed in one flat struct.  (SROA,
; which the -O0 pipeline runs too, splits the kernel's copy of the struct.)
; { dg-do compile }
; { dg-options "-O0 -emit-llvm" }
; { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
; { dg-final { scan-llvm "define internal \\\{ float, <4 x i32>, <16 x half>, i32, <2 x float> \\\} @update\\(float %scale, <4 x i32> %offsets, <16 x half> %tile, i32 %st.0, <2 x float> %st.1\\)" } }
; { dg-final { scan-llvm "call \\\{ float, <4 x i32>, <16 x half>, i32, <2 x float> \\\} @update\\(float 1.500000e\\+00, <4 x i32> zeroinitializer, <16 x half> zeroinitializer, i32 7, <2 x float> <float 1.000000e\\+00, float 2.000000e\\+00>\\)" } }
%state = type { i32, <2 x float> }
@scale = internal global float 1.5
@offsets = internal global <4 x i32> zeroinitializer
@tile = internal global <16 x half> zeroinitializer
@st = internal global %state { i32 7, <2 x float> <float 1.0, float 2.0> }
define internal void @update() {
  %s = load float, ptr @scale
  %s2 = fmul float %s, 2.0
  store float %s2, ptr @scale
  %o = load <4 x i32>, ptr @offsets
  %o2 = add <4 x i32> %o, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %o2, ptr @offsets
  %t = load <16 x half>, ptr @tile
  %t2 = fadd <16 x half> %t, %t
  store <16 x half> %t2, ptr @tile
  %count = getelementptr %state, ptr @st, i32 0, i32 0
  %c = load i32, ptr %count
  %c2 = add i32 %c, 1
  store i32 %c2, ptr %count
  ret void
}
define dllexport void @k(i32 %buf) {
entry:
  call void @update()
  %o = load <4 x i32>, ptr @offsets
  %c = load i32, ptr @st
  %v = insertelement <4 x i32> %o, i32 %c, i32 3
  call void @llvm.genx.oword.st.v4i32(i32 %buf, i32 0, <4 x i32> %v)
  ret void
}
declare void @llvm.genx.oword.st.v4i32(i32, i32, <4 x i32>)
!genx.kernels = !{!0}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2}
!2 = !{i32 32}
!3 = !{i32 0}
!4 = !{!"buffer_t"}
