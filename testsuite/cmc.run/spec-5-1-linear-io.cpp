// CM spec 5.1.3 and 5.1.4 (examples 5_1_3_a, 5_1_4_a): cmtl::ReadLinear
// and cmtl::WriteLinear of a 4-int vector per thread of a 4-thread
// walker, at element thread x * 4 of a buffer: each thread reads its four
// elements, squares them and writes them back in place.
// { dg-do run }
// { dg-final { run-kernel "-t 4 buf:in.bin:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include <cm/cmtl.h>

#define WIDTH 4

extern "C" _GENX_MAIN_ void linear_io(SurfaceIndex buf)
{
    vector<int, WIDTH> block;
    int x = get_thread_origin_x() * WIDTH;
    cmtl::ReadLinear(buf, x, block.select_all());
    block = block * block;
    cmtl::WriteLinear(buf, x, block.select_all());
}
