// A syntax error is reported at its line and column, and nothing is written.
// { dg-do compile }
module {
  llvm.func @k(%a: i32) attributes {cmc.kernel} {
    %x = llvm.add %a, : i32 // { dg-error "expected SSA operand" }
    llvm.return
  }
}
