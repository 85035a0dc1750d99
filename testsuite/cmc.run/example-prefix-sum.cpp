// examples/prefix_sum.cpp: both passes of the prefix sum of 1024 uints
// (16 chunks), each run on the reference's inputs: scan_chunks gives the
// scanned chunks and their totals, add_offsets the full inclusive sum.
// { dg-do run }
// { dg-final { run-kernel "-k scan_chunks -t 16 buf:data.bin:scanned.bin buf:zero:128:totals.bin" } }
// { dg-final { run-kernel "-k add_offsets -t 16 buf:scanned.bin.expected:result.bin buf:totals.bin.expected" } }
#include "../../examples/prefix_sum.cpp"
