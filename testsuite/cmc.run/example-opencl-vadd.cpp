// examples/host/opencl_vadd.cpp, as OpenCL launches it
// (examples/host/opencl_host.c): 4 work-groups of 4 threads add two
// buffers of 128 floats, each thread at group * local size + local id.
// { dg-do run }
// { dg-final { run-kernel "-g 4 -l 4 buf:a.bin buf:b.bin buf:zero:512:c.bin" } }
#include "../../examples/host/opencl_vadd.cpp"
