; GenX LLVM IR that LLVM's reader accepts but its verifier rejects (a use
; before its definition), with debug information: LLVM's reader used to
; abort cmc on it ("Broken module found"; found by fuzz-ll).  driver.exp
; expects "cmc: error: 'broken-ir.ll' is not valid LLVM IR", exit status
; 1 and no output, for the binary and the text output.
define void @f() {
entry:
  %a = add i32 %b, 1
  %b = add i32 %a, 1
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
