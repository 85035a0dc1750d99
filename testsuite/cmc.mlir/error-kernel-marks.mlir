// The kernel attributes are checked: the argument kinds, the cmc.kernel
// mark itself, and kernel attributes on a function not marked a kernel
// (an unmarked kernel would compile to nothing).
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
  llvm.func @unmarked(%a: i32, %b: i32 {cmc.kind = "surface"}) { // { dg-error "function 'unmarked' has cmc.kind on argument 1 but is not marked a kernel" }
    llvm.return
  }
  llvm.func @unmarked_slm() attributes {cmc.slm_bytes = 1024 : i32} { // { dg-error "function 'unmarked_slm' has cmc.slm_bytes but is not marked a kernel" }
    llvm.return
  }
}
