// vadd.cpp - add two float buffers, eight elements per thread.
//
// Thread x of the thread space handles elements [8x, 8x+8).  Compile with
//   cmc -S examples/vadd.cpp          (writes vadd.visaasm)
// and finalize with Intel's GenX_IR:
//   GenX_IR vadd.visaasm -platform TGLLP -output
#include <cm/cm.h>

extern "C" _GENX_MAIN_ void vadd(SurfaceIndex a [[type("buffer_t")]],
                                 SurfaceIndex b [[type("buffer_t")]],
                                 SurfaceIndex c [[type("buffer_t")]])
{
    unsigned offset = get_thread_origin_x() * 8 * sizeof(float);

    vector<float, 8> va;
    vector<float, 8> vb;
    read(a, offset, va);
    read(b, offset, vb);

    vector<float, 8> sum = va + vb;
    write(c, offset, sum);
}
