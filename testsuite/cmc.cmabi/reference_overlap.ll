; Two by-reference arguments of one call that designate the same object,
; one of them written: copy-in/copy-out would not do what the program
; says, so CMABI reports it at the call (the frontend's cmc.location
; metadata gives the user's line; here it gives the line of the call in this file).
; Parts of one object that do not overlap (fields 0 and 1) are fine, and
; so is a global passed by reference to a subroutine that does not use it.
; { dg-do compile }
; { dg-options "-O0 -emit-llvm" }
; { dg-error "by-reference arguments 1 and 2 of 'twice' overlap" "" { target *-*-* } 25 }
; { dg-error "by-reference argument 1 of 'bump_and_read' is global variable 'g'" "" { target *-*-* } 26 }
@g = internal global i32 0
define internal void @twice(ptr %a, ptr %b) {
  %x = load i32, ptr %b
  store i32 %x, ptr %a
  ret void
}
define internal void @bump_and_read(ptr %a) {
  %x = load i32, ptr @g
  store i32 %x, ptr %a
  ret void
}
define dllexport void @k(i32 %buf) {
entry:
  %s = alloca { i32, i32 }
  call void @twice(ptr %s, ptr %s), !cmc.location !5
  call void @bump_and_read(ptr @g), !cmc.location !6
  %f0 = getelementptr { i32, i32 }, ptr %s, i32 0, i32 0
  %f1 = getelementptr { i32, i32 }, ptr %s, i32 0, i32 1
  call void @twice(ptr %f0, ptr %f1), !cmc.location !7
  call void @twice(ptr %f1, ptr @g), !cmc.location !7
  ret void
}
!genx.kernels = !{!0}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2}
!2 = !{i32 32}
!3 = !{i32 0}
!4 = !{!"buffer_t"}
!5 = !{!"reference_overlap.cpp", i32 25, i32 3}
!6 = !{!"reference_overlap.cpp", i32 26, i32 3}
!7 = !{!"reference_overlap.cpp", i32 29, i32 3}
