// saxpy.cpp - y = a * x + y on float buffers, BLOCK elements per thread
// (examples/make: built by the Makefile beside it, which rebuilds it when
// blocks.h changes).
#include <cm/cm.h>

#include "blocks.h"

extern "C" _GENX_MAIN_ void saxpy(float a, SurfaceIndex x [[type("buffer_t")]],
                                  SurfaceIndex y [[type("buffer_t")]])
{
    unsigned offset = get_thread_origin_x() * BLOCK * sizeof(float);
    vector<float, BLOCK> vx, vy;
    read(x, offset, vx);
    read(y, offset, vy);
    write(y, offset, saxpy_block(a, vx, vy));
}
