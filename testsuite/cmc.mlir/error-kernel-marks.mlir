// The kernel attributes are checked: the argument kinds, a kernel's result
// and its argument types.
// { dg-do compile }
module {
  llvm.func @bad_kind(%a: i32 {cmc.kind = "buffer"}) attributes {cmc.kernel} { // { dg-error "argument 0: cmc.kind must be" }
    llvm.return
  }
  llvm.func @bad_io(%a: i32 {cmc.io = "sideways"}) attributes {cmc.kernel} { // { dg-error "argument 0: cmc.io must be" }
    llvm.return
  }
  llvm.func @bad_kernel() attributes {cmc.kernel = 3 : i32} { // { dg-error "cmc.kernel must be a unit attribute" }
    llvm.return
  }
}
