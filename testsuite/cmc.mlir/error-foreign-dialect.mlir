// An operation of a dialect other than LLVM's: cmc takes MLIR lowered to
// the LLVM dialect, and says which operation is not.
// { dg-do compile }
module {
  llvm.func @k(%a: i32 {cmc.kind = "surface"}) attributes {cmc.kernel} {
    %x = builtin.unrealized_conversion_cast %a : i32 to i64 // { dg-error "operation 'builtin.unrealized_conversion_cast' is not in the LLVM dialect" }
    llvm.return
  }
}
