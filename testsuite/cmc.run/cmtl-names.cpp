// The constants and floating-point classes of Intel's CM template
// library, used for what they compute: every cmtl::numbers constant (the
// double and, for some, the float variable template) scaling the input;
// cmtl.h's CM_CONST_E / CM_CONST_PI / CM_CONST_2PI / CM_DBL_EPSILON and
// emulated_math.h's CMPI in a formula; cmtl::math::fpclassify's result
// compared with fp_nan, fp_infinite, fp_subnormal, fp_zero and fp_normal;
// and cmtl::math::frexp on subnormal and normal floats with hints made of
// cmtl::hint's tags (fpclass_tag_def::normal | subnormal, an or_t of
// normal_t and subnormal_t, special_t::not_t), through a helper that
// takes any cmtl::hint::fpclass_tag and checks is_fpclass_tag.  The
// reference computes the constants with the host's libm, classifies with
// C's fpclassify and splits with C's frexp.
// { dg-do run }
// { dg-final { run-kernel "-k constants buf:in.bin buf:zero:64:numbers.bin buf:zero:64:formulas.bin" "f32 1e-6" } }
// { dg-final { run-kernel "-k classes buf:in.bin buf:zero:64:classes.bin buf:zero:192:frexp.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

namespace numbers = cmtl::numbers;
namespace hint = cmtl::hint;

// frexp under the hint TAG; any other type than a tag is refused.
template <unsigned CLASSES, typename Tag = hint::fpclass_tag<CLASSES> >
_GENX_ inline void split(vector<float, 8> x, hint::fpclass_tag<CLASSES> tag,
                         SurfaceIndex out, int offset)
{
    static_assert(hint::is_fpclass_tag<Tag>::value &&
                      !hint::is_fpclass_tag<float>::value,
                  "a hint is an fpclass_tag");
    vector<int, 8> exponent;
    vector<float, 8> fraction =
        cmtl::math::frexp(x, exponent.select_all(), tag);
    write(out, offset, fraction);
    write(out, offset + 32, exponent);
}

// The constants and formulas (compared within a relative 1e-6: the
// formulas' multiply-adds may be fused).
extern "C" _GENX_MAIN_ void constants(SurfaceIndex in,
                                      SurfaceIndex numbers_out,
                                      SurfaceIndex formulas)
{
    vector<float, 16> x;        // in[0..64): 16 ordinary values
    read(in, 0, x);

    vector<float, 16> constants;
    constants(0) = (float)numbers::egamma;
    constants(1) = (float)numbers::inv_ln2;
    constants(2) = (float)numbers::inv_pi;
    constants(3) = (float)numbers::inv_sqrt2;
    constants(4) = (float)numbers::inv_sqrt3;
    constants(5) = (float)numbers::inv_sqrtpi;
    constants(6) = (float)numbers::ln10;
    constants(7) = (float)numbers::ln2;
    constants(8) = (float)numbers::log10e;
    constants(9) = (float)numbers::log2e;
    constants(10) = (float)numbers::phi;
    constants(11) = (float)numbers::sqrt2;
    constants(12) = (float)numbers::sqrt3;
    constants(13) = numbers::sqrt2_v<float>;
    constants(14) = numbers::phi_v<float>;
    constants(15) = numbers::ln2_v<float>;
    write(numbers_out, 0, x * constants);

    vector<float, 16> r = cm_abs(x);
    vector<float, 16> f;
    f.select<4, 1>(0) = CM_CONST_PI * r.select<4, 1>(0) * r.select<4, 1>(0);
    f.select<4, 1>(4) = CM_CONST_2PI * r.select<4, 1>(4);
    f.select<4, 1>(8) = CM_CONST_E * r.select<4, 1>(8) + CM_DBL_EPSILON;
    f.select<4, 1>(12) = CMPI / 2 * r.select<4, 1>(12);
    write(formulas, 0, f);
}

// The classes and frexp's fractions and exponents (compared exactly).
extern "C" _GENX_MAIN_ void classes(SurfaceIndex in, SurfaceIndex classes,
                                    SurfaceIndex frexps)
{
    vector<float, 16> odd;      // in[64..128): NaN, infinities, zeros...
    read(in, 64, odd);

    vector<int, 16> kind = cmtl::math::fpclassify(odd);
    vector<int, 16> code = -1;
    code.merge(10, kind == cmtl::math::fp_nan);
    code.merge(20, kind == cmtl::math::fp_infinite);
    code.merge(30, kind == cmtl::math::fp_subnormal);
    code.merge(40, kind == cmtl::math::fp_zero);
    code.merge(50, kind == cmtl::math::fp_normal);
    write(classes, 0, code);

    // odd[8..16): subnormals and normals, no zero, NaN or infinity.
    vector<float, 8> finite = odd.select<8, 1>(8);
    split(finite,
          hint::fpclass_tag_def::normal | hint::fpclass_tag_def::subnormal,
          frexps, 0);
    split(finite,
          hint::or_t<hint::fpclass_tag_def::normal_t,
                     hint::fpclass_tag_def::subnormal_t>{},
          frexps, 64);
    split(finite, hint::fpclass_tag_def::special_t::not_t{}, frexps, 128);
}
