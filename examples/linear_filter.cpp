// linear_filter.cpp - 3x3 Gaussian blur of an 8-bit grayscale image.
//
// Every output pixel is the weighted mean of its 3x3 neighbourhood,
//   (1 2 1 / 2 4 2 / 1 2 1) / 16, rounded to nearest,
// computed in 16-bit integers.  Output pixel (x, y) is centred on input
// pixel (x, y) of an image of the same size; at the image's edges the
// media block reads return the nearest edge pixel (the hardware clamps
// reads outside a 2D surface), so the border pixels repeat.  Thread
// (tx, ty) of the thread space writes the 16x8 block of output pixels
// whose corner is (16 tx, 8 ty), reading the 18x10 input block around it
// (32 bytes wide) with two 2D media block reads from (16 tx - 1, 8 ty - 1).
//
// Compile:   cmc -S examples/linear_filter.cpp
// Run a 64x32 image (4x4 threads) on the CPU:
//   cmrun -t 4x4 linear_filter.visaasm img:64x32:in.raw img:64x32:zero:2048:out.raw
#include <cm/cm.h>

const int BLOCK_WIDTH = 16;
const int BLOCK_HEIGHT = 8;

extern "C" _GENX_MAIN_ void linear_filter(SurfaceIndex input [[type("image2d_t uchar")]],
                                          SurfaceIndex output [[type("image2d_t uchar")]])
{
    int x = get_thread_origin_x() * BLOCK_WIDTH;
    int y = get_thread_origin_y() * BLOCK_HEIGHT;

    // A media block read returns at most 256 bytes: 8 rows of 32, then 2.
    matrix<uchar, BLOCK_HEIGHT + 2, 32> in;
    read(input, x - 1, y - 1, in.select<8, 1, 32, 1>(0, 0));
    read(input, x - 1, y + 7, in.select<2, 1, 32, 1>(8, 0));

    // Separable filter: (1 2 1) across each row, then down each column.
    matrix<ushort, BLOCK_HEIGHT + 2, BLOCK_WIDTH> across;
    across = in.select<BLOCK_HEIGHT + 2, 1, BLOCK_WIDTH, 1>(0, 0)
           + in.select<BLOCK_HEIGHT + 2, 1, BLOCK_WIDTH, 1>(0, 1) * 2
           + in.select<BLOCK_HEIGHT + 2, 1, BLOCK_WIDTH, 1>(0, 2);

    matrix<ushort, BLOCK_HEIGHT, BLOCK_WIDTH> sum;
    sum = across.select<BLOCK_HEIGHT, 1, BLOCK_WIDTH, 1>(0, 0)
        + across.select<BLOCK_HEIGHT, 1, BLOCK_WIDTH, 1>(1, 0) * 2
        + across.select<BLOCK_HEIGHT, 1, BLOCK_WIDTH, 1>(2, 0);

    matrix<uchar, BLOCK_HEIGHT, BLOCK_WIDTH> out = (sum + 8) >> 4;
    write(output, x, y, out);
}
