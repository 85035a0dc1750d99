// examples/reduction.cpp: 3 groups of 8 threads each sum 512 ints with an
// SLM tree reduction; the group totals equal the reference's.
// { dg-do run }
// { dg-final { run-kernel "-g 3 -l 8 buf:in.bin buf:zero:12:sums.bin" } }
#include "../../examples/reduction.cpp"
