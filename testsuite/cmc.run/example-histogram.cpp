// examples/histogram.cpp: 4 groups of 4 threads count 2048 bytes into 256
// bins through SLM atomics and global atomic adds; the bins equal a plain
// count.  The data is skewed so that bins get many hits in one message.
// { dg-do run }
// { dg-final { run-kernel "-g 4 -l 4 buf:pixels.bin buf:zero:1024:bins.bin" } }
#include "../../examples/histogram.cpp"
