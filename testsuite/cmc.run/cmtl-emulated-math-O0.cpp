// cmtl-emulated-math.cpp at -O0.  Its -O0 vISA has more than 64 KB of
// variables; cmrun used to keep address registers in 16 bits, so an
// indirect read of a variable past the first 64 KB read another one.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:y.bin buf:x.bin buf:u.bin buf:zero:1024:exact.bin buf:acc0.bin buf:fast0.bin" } }
// { dg-final { run-kernel "buf:y.bin buf:x.bin buf:u.bin buf:exact0.bin buf:zero:2048:accurate.bin buf:fast0.bin" "f32 3e-7" } }
// { dg-final { run-kernel "buf:y.bin buf:x.bin buf:u.bin buf:exact0.bin buf:acc0.bin buf:zero:320:fast.bin" "f32 6.4e-4" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "cmtl-emulated-math.cpp"
