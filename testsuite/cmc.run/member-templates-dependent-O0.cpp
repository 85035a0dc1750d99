// member-templates-dependent.cpp at -O0: regions and calls as the frontend lowers them, nothing
// folded or inlined away.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin i32:1" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "member-templates-dependent.cpp"
