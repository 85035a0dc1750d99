// llvm.inline_asm whose constraints LLVM 19's parser would read past
// ("=@l": '@' takes 'l' as a count of 60 letters): the translation's
// verifier would run it, so the import says so first, at the op.
// { dg-do compile }
module {
  llvm.func @k(%a: i32) attributes {cmc.kernel} {
    %0 = llvm.inline_asm has_side_effects "mov (M1, 8) $0 $1", "=@l,r" %a : (i32) -> i32 // { dg-error "inline assembly constraints that LLVM cannot read" }
    llvm.return
  }
}
