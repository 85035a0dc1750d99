// sampler.cpp - read an RGBA8 image through the sampler: a 2x zoom with
// sample16 and a horizontal mirror with load16.
//
// Both kernels write interleaved 8-bit RGBA pixels, row after row, to a
// buffer; thread (tx, ty) produces the 16 pixels of row ty starting at
// column 16 tx.  The sampler returns UNORM8 channels as floats in [0, 1]:
// channel c of the 16 pixels is row c of a 4x16 matrix, which the kernels
// scale back to bytes and interleave with strided selects.
//
// zoom: output is (2 width) x (2 height); pixel (x, y) samples the image
//   at normalized (x + 0.5) / (2 width), (y + 0.5) / (2 height) with the
//   point-filtering sampler, i.e. it repeats each input pixel 2x2 times.
// mirror: output is width x height; pixel (x, y) is input pixel
//   (width - 1 - x, y), read with integer coordinates (load16, no sampler
//   state).  width must be a multiple of 16.
//
// Compile:   cmc -S examples/sampler.cpp
// Run on a 16x8 image:
//   cmrun -k zoom -t 2x16 sampler.visaasm smp:point img:16x8:r8g8b8a8_unorm:rgba.bin \
//       buf:zero:2048:zoom.bin i32:16 i32:8
//   cmrun -k mirror -t 1x8 sampler.visaasm img:16x8:r8g8b8a8_unorm:rgba.bin \
//       buf:zero:512:mirror.bin i32:16
#include <cm/cm.h>

// Scales 16 pixels of sampled channels (rows R, G, B, A) back to bytes
// and writes them as interleaved RGBA at pixel index `first`.
_GENX_ inline void write_rgba(SurfaceIndex out, uint first,
                              matrix_ref<float, 4, 16> color)
{
    vector<uchar, 64> packed;
#pragma unroll
    for (int channel = 0; channel < 4; channel++)
        packed.select<16, 4>(channel) = color.row(channel) * 255.0f + 0.5f;
    write(out, first * 4, packed);
}

const uint lane_index[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

extern "C" _GENX_MAIN_ void zoom(SamplerIndex point [[type("sampler_t")]],
                                 SurfaceIndex image [[type("image2d_t")]],
                                 SurfaceIndex out [[type("buffer_t")]],
                                 int width, int height)
{
    int out_width = 2 * width;
    uint x = get_thread_origin_x() * 16;
    uint y = get_thread_origin_y();
    vector<uint, 16> lanes(lane_index);
    vector<float, 16> u = ((lanes + x) + 0.5f) / out_width;
    vector<float, 16> v = (y + 0.5f) / (2 * height);

    matrix<float, 4, 16> color;
    sample16(color, CM_ABGR_ENABLE, image, point, u, v);
    write_rgba(out, y * out_width + x, color);
}

extern "C" _GENX_MAIN_ void mirror(SurfaceIndex image [[type("image2d_t")]],
                                   SurfaceIndex out [[type("buffer_t")]],
                                   int width)
{
    uint x = get_thread_origin_x() * 16;
    uint y = get_thread_origin_y();
    vector<uint, 16> lanes(lane_index);
    vector<uint, 16> u = (width - 1 - x) - lanes;
    vector<uint, 16> v = y;

    matrix<float, 4, 16> color;
    load16(color, CM_ABGR_ENABLE, image, u, v);
    write_rgba(out, y * width + x, color);
}
