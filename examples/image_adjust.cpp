// image_adjust.cpp - contrast stretch of an 8-bit image with SIMD control flow.
//
// Pixels darker than `low` become 0, pixels brighter than `high` become
// 255, and the ones in between are stretched linearly onto 0..255:
//   (p - low) * 255 / (high - low), rounded down.
// The three cases are SIMD_IF_BEGIN / SIMD_ELSEIF / SIMD_ELSE branches
// taken per pixel: each of the 16 channels of a row runs only the branch
// its own pixel selects.  Thread (tx, ty) handles the 16x8 pixel block at
// (16 tx, 8 ty), read and written with 2D media block messages.
// Requires 0 <= low < high <= 255.
//
// Compile:   cmc -S examples/image_adjust.cpp
// Run a 64x32 image (4x4 threads) with low = 40, high = 200:
//   cmrun -t 4x4 image_adjust.visaasm img:64x32:in.raw img:64x32:zero:2048:out.raw i32:40 i32:200
#include <cm/cm.h>

extern "C" _GENX_MAIN_ void image_adjust(SurfaceIndex input [[type("image2d_t uchar")]],
                                         SurfaceIndex output [[type("image2d_t uchar")]],
                                         int low, int high)
{
    int x = get_thread_origin_x() * 16;
    int y = get_thread_origin_y() * 8;
    matrix<uchar, 8, 16> in;
    matrix<uchar, 8, 16> out;
    read(input, x, y, in);

    int range = high - low;
#pragma unroll
    for (int row = 0; row < 8; row++) {
        vector<int, 16> pixel = in.row(row);
        vector<int, 16> result;
        SIMD_IF_BEGIN (pixel < low) {
            result = 0;
        }
        SIMD_ELSEIF (pixel > high) {
            result = 255;
        }
        SIMD_ELSE {
            result = (pixel - low) * 255 / range;
        }
        SIMD_IF_END;
        out.row(row) = result;
    }
    write(output, x, y, out);
}
