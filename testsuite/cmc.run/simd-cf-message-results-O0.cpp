// simd-cf-message-results.cpp without optimisation: the frontend's
// goto/join shapes as they are, each SIMD block its own basic blocks.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-k gathers8 buf:in.bin buf:zero:1024:g8.bin" } }
// { dg-final { run-kernel "-k gathers16 buf:in.bin buf:zero:1024:g16.bin" } }
// { dg-final { run-kernel "-k gathers32 buf:in.bin buf:zero:1024:g32.bin" } }
// { dg-final { run-kernel "-k atomics8 buf:in.bin buf:zero:256:c8.bin buf:zero:256:a8.bin" } }
// { dg-final { run-kernel "-k atomics16 buf:in.bin buf:zero:256:c16.bin buf:zero:256:a16.bin" } }
// { dg-final { run-kernel "-k operands8 buf:in.bin buf:zero:256:oc8.bin buf:zero:512:o8.bin" } }
// { dg-final { run-kernel "-k operands16 buf:in.bin buf:zero:256:oc16.bin buf:zero:512:o16.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include "simd-cf-message-results.cpp"
