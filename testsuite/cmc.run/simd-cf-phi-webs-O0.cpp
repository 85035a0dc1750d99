// simd-cf-phi-webs.cpp without optimisation: the frontend's goto/join
// shapes as they are, each SIMD block its own basic blocks.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-k chain8 buf:in.bin buf:zero:1024:chain8.bin" } }
// { dg-final { run-kernel "-k chain16 buf:in.bin buf:zero:1024:chain16.bin" } }
// { dg-final { run-kernel "-k chain32 buf:in.bin buf:zero:1024:chain32.bin" } }
// { dg-final { run-kernel "-k loop8 buf:in.bin buf:zero:1024:loop8.bin" } }
// { dg-final { run-kernel "-k loop16 buf:in.bin buf:zero:1024:loop16.bin" } }
// { dg-final { run-kernel "-k loop32 buf:in.bin buf:zero:1024:loop32.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include "simd-cf-phi-webs.cpp"
