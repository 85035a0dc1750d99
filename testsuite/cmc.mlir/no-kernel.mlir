// A module without a function marked cmc.kernel has nothing to write: a
// warning, as for a .cpp file without _GENX_MAIN_.
// { dg-do compile }
// { dg-warning "no kernel in" "" { target *-*-* } 0 }
module {
  llvm.func @helper(%a: i32) -> i32 {
    llvm.return %a : i32
  }
}
