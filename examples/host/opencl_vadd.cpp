// opencl_vadd.cpp - add two float buffers, eight elements per thread,
// written for the OpenCL and Level Zero runtimes (examples/host/opencl_host.c).
//
// Those runtimes launch a CM kernel as an NDRange in which each work-item
// is one hardware thread: work-item g of the range handles elements
// [8g, 8g+8).  Compile with
//   cmc -emit-spirv examples/host/opencl_vadd.cpp
// and load opencl_vadd.spv with clCreateProgramWithIL and "-vc-codegen".
#include <cm/cm.h>

extern "C" _GENX_MAIN_ void opencl_vadd(SurfaceIndex a [[type("buffer_t")]],
                                        SurfaceIndex b [[type("buffer_t")]],
                                        SurfaceIndex c [[type("buffer_t")]])
{
    unsigned item = cm_group_id(0) * cm_local_size(0) + cm_local_id(0);
    unsigned offset = item * 8 * sizeof(float);

    vector<float, 8> va;
    vector<float, 8> vb;
    read(a, offset, va);
    read(b, offset, vb);
    write(c, offset, va + vb);
}
