// A kernel whose headers make's rules must name (deps.exp).
#include "scale.h"

extern "C" _GENX_MAIN_ void scale_kernel(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    write(buffer, 0, scaled(v));
}
