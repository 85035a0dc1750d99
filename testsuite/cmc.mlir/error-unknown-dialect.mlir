// A dialect cmc does not load (func, arith, scf, ...) is a parse error at
// the operation.
// { dg-do compile }
module {
  func.func @k() { // { dg-error "Dialect .func. not found" }
  // { dg-message "note: Registered dialects: builtin, dlti, llvm" "" { target *-*-* } 5 }
    return
  }
}
