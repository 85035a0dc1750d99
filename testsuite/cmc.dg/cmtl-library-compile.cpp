// The CM template library's compile-time parts: cm_assert_range (a check
// only in Intel's CPU emulation: no code), grain_scatter and is_scalar
// as constants, AlignTag's value, _2Dto1D, init_slm_offsets, and the
// configuration macros a kernel may define for Intel's library
// (INLINE_READ, IOBLOCK_ENABLE_MULTI_STRIDE), which change nothing in
// cmc's; the kernel finalizes.
// { dg-do compile }
// { dg-final { finalize-visa SKL TGLLP DG2 MTL PVC } }
#define INLINE_READ
#define IOBLOCK_ENABLE_MULTI_STRIDE
#include <cm/cmtl.h>

namespace dp = cmtl::dataport;

static_assert(dp::grain_scatter<1>() == 1, "");
static_assert(dp::grain_scatter<24>() == 8, "");
static_assert(dp::grain_scatter<96>() == 32, "");
static_assert(dp::grain_scatter<128>() == 32, "");
static_assert(dp::is_scalar<unsigned char>::value, "");
static_assert(dp::is_scalar<float>::value, "");
static_assert(!dp::is_scalar<bool>::value, "");
static_assert(!dp::is_scalar<matrix<int, 2, 2>>::value, "");
static_assert(dp::AlignTag<Align::DWORD>::value == 4, "");
static_assert(CMRT_LOC_FIRST == 0 && CMRT_LOC_SECOND == 1, "");

extern "C" _GENX_MAIN_ void k(SurfaceIndex s, int x)
{
    vector<int, 8> v = x;
    cmtl::cm_assert_range<int, 8>(v, -1.0f, 1.0f);
    v(0) = cmtl::_2Dto1D<3>(x, 2);
    vector<ushort, 16> lanes(cmtl::init_slm_offsets);
    v += lanes.select<8, 2>(0);
    cmtl::Boundaries<uchar, 2, 4>(s, 4, 0, v.format<uchar, 2, 16>().select<2, 1, 4, 1>(0, 0), 7, 7);
    write(s, 0, v);
}
