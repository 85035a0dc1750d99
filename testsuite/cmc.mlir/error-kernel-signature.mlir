// A kernel returns nothing, its arguments are scalars or vectors (a
// surface an i32), and they fit in the payload (128 GRFs).
// { dg-do compile }
module {
  llvm.func @returns(%a: i32) -> i32 attributes {cmc.kernel} { // { dg-error "kernel 'returns' must return void" }
    llvm.return %a : i32
  }
  llvm.func @pointer(%p: !llvm.ptr) attributes {cmc.kernel} { // { dg-error "kernel 'pointer', argument 0: a kernel argument is" }
    llvm.return
  }
  llvm.func @too_big(%a: vector<1024xi32>, %b: vector<1024xi32>) attributes {cmc.kernel} { // { dg-error "kernel 'too_big': the kernel's arguments do not fit in its payload" }
    llvm.return
  }
}
