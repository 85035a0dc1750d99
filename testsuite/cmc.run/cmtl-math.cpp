// The CM template library's math helpers (<cm/cmtl.h>: cmtl::math,
// cmtl::Mask, cmtl::numbers, cmtl::hint): floating-point classification of
// float, half and double elements by their bits (NaNs, infinities, zeros
// of both signs, subnormals, normals), the Mask operations, round_fast,
// clamp of vectors, matrices and scalars, the numbers as float, and the
// class hint tags' compile-time operations.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:1024:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

using namespace cmtl;
using tags = hint::fpclass_tag_def;

// Which of two paths a class hint selects, decided at compile time.
template <typename TAG> CM_INLINE int may_be_special(TAG tag)
{
    static_assert(hint::is_fpclass_tag_v<TAG>, "a class hint");
    if constexpr (TAG::template has_v<tags::nan_t> ||
                  TAG::template has_v<tags::infinite_t>)
        return 1;
    return 0;
}

extern "C" _GENX_MAIN_ void cmtl_math(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 32> f;
    read(in, 0, f);
    vector<half, 16> h;
    read(in, 128, h);
    vector<double, 8> d;
    read(in, 160, d);
    vector<float, 16> values;
    read(in, 224, values);
    vector<int, 8> ints;
    read(in, 288, ints);

    write(out, 0, math::fpclassify(f));
    vector<uint, 4> float_masks;
    float_masks(0) = math::isnan(f).get();
    float_masks(1) = math::isinf(f);
    float_masks(2) = math::isnormal(f);
    float_masks(3) = math::issubnormal(f);
    write(out, 128, float_masks);
    write(out, 144, math::fpclassify(h));
    write(out, 208, math::fpclassify(d));
    vector<uint, 4> other_masks;
    other_masks(0) = math::isnan(d);
    other_masks(1) = math::isinf(h);
    other_masks(2) = math::issubnormal(d);
    other_masks(3) = math::isnormal(h);
    write(out, 240, other_masks);

    // Masks of the first 16 floats.
    vector<float, 16> first = f.select<16, 1>(0);
    Mask<16> nan = math::isnan(first);
    Mask<16> inf = math::isinf(first);
    vector<uint, 8> mask_ops;
    mask_ops(0) = (~nan).get();
    mask_ops(1) = (nan | inf).count();
    mask_ops(2) = (nan & inf).is_any();
    mask_ops(3) = Mask<16>(true).is_all() + 2 * Mask<16>(false).is_any();
    mask_ops(4) = (nan == inf) + 2 * (nan != inf);
    mask_ops(5) = nan ^ inf;
    Mask<16> both = nan;
    both |= inf;
    both &= ~Mask<16>(first < 0.0f);
    mask_ops(6) = both;
    Mask lanes(values.select<8, 1>(0) > 0.0f);
    mask_ops(7) = lanes.get() + (uint)Mask<8>::full * 256;
    write(out, 256, mask_ops);
    write(out, 288, lanes.get_vector<uint>());

    write(out, 320, math::round_fast<int>(values));
    matrix<float, 2, 8> grid = values;
    matrix<short, 2, 8> rounded = math::round_fast<short>(grid);
    write(out, 384, rounded);
    vector<int, 8> scalars;
    scalars(0) = math::round_fast<int>(values(3));
    scalars(1) = math::clamp(ints(0), -5, 5);
    scalars(2) = math::clamp(ints(1), -5, 5);
    scalars(3) = may_be_special(tags::general);
    scalars(4) = may_be_special(tags::zero | tags::normal);
    scalars(5) = may_be_special(~tags::nan);
    scalars(6) = may_be_special(tags::special & ~tags::infinite);
    scalars(7) = (tags::special.has(tags::nan) ? 1 : 0) +
                 (tags::zero.has(tags::general) ? 2 : 0) +
                 (hint::equal_v<hint::or_t<tags::nan_t, tags::infinite_t>,
                                tags::special_t> ? 4 : 0) +
                 (hint::is_fpclass_tag_v<int> ? 8 : 0) +
                 ((~tags::general) == tags::none_t{} ? 16 : 0) +
                 (hint::and_t<tags::general_t, tags::zero_t>::has_v<
                      tags::zero_t> ? 32 : 0);
    write(out, 416, scalars);

    write(out, 448, math::clamp(values, -20.0f, 30.0f));
    vector<int, 8> low = -3, high = 7;
    low(0) = 2;
    write(out, 512, math::clamp(ints, low, high));
    matrix<int, 2, 4> square = ints;
    write(out, 544, math::clamp(square, -50, 50));

    vector<float, 16> constants;
    constants(0) = numbers::e_v<float>;
    constants(1) = numbers::log2e_v<float>;
    constants(2) = numbers::log10e_v<float>;
    constants(3) = numbers::pi_v<float>;
    constants(4) = numbers::inv_pi_v<float>;
    constants(5) = numbers::inv_sqrtpi_v<float>;
    constants(6) = numbers::ln2_v<float>;
    constants(7) = numbers::ln10_v<float>;
    constants(8) = numbers::sqrt2_v<float>;
    constants(9) = numbers::sqrt3_v<float>;
    constants(10) = numbers::inv_sqrt2_v<float>;
    constants(11) = numbers::inv_sqrt3_v<float>;
    constants(12) = numbers::egamma_v<float>;
    constants(13) = numbers::phi_v<float>;
    constants(14) = numbers::inv_ln2_v<float>;
    constants(15) = (float)(numbers::pi * numbers::e);
    write(out, 576, constants);
}
