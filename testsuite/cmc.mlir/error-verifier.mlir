// MLIR's verifier: a void function returning a value.
// { dg-do compile }
module {
  llvm.func @k(%a: i32) attributes {cmc.kernel} { // { dg-message "note: when returning from function" }
    llvm.return %a : i32 // { dg-error "'llvm.return' op expected no operands" }
    // { dg-message "note: see current operation" "" { target *-*-* } 5 }
  }
}
