// deduce-references.cpp at -O0: regions and calls as the frontend lowers them, nothing
// folded or inlined away.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "img:64x16:image.bin:image_out.bin buf:floats.bin buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "deduce-references.cpp"
