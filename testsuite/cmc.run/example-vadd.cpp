// examples/vadd.cpp, as the CM runtime launches it (examples/host/cmrt_host.cc):
// 16 threads of a 1-D thread space add two buffers of 128 floats.
// { dg-do run }
// { dg-final { run-kernel "-t 16 buf:a.bin buf:b.bin buf:zero:512:c.bin" } }
#include "../../examples/vadd.cpp"
