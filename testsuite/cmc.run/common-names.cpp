// The common names of Intel's cm_common.h that a kernel computes with:
// the int8_t / int16_t / int64_t and U8 types (their widths and
// signedness decide the wrap-around results), _GENX_SAT / _GENX_NOSAT as
// cm_add's saturation flag (vISA's .sat on the add), the MDF version
// macros CM_1_0 ... CM_6_0 (their values, and `#if` choosing code by
// them), the mask types MaskIntT / MaskVecElemT / MaskVecT of
// cm_pack_mask and cm_unpack_mask, a __GLOBAL variable, the helper
// macros CM_NODEBUG, CM_DEPRECATED (a warning where used) and
// CM_STATIC_ERROR (a static check that holds), and a CmFloatControl value
// with CM_DENORM_FTZ in _GENX_FLOAT_CONTROL_: round towards zero with
// denormals flushed (cr0 bits 4..7 and 10 cleared, then 0x30 set).  The
// reference computes the same in C, with the host rounding towards zero
// for the float kernel.
// { dg-do run }
// { dg-final { run-kernel "-k common buf:in.bin buf:zero:256:out.bin" } }
// { dg-final { run-kernel "-k toward_zero buf:floats.bin buf:zero:64:sums.bin" } }
// { dg-final { scan-visa-times "add\\.sat \\(M1_NM, 16\\) " 1 } }
// { dg-final { scan-visa "and \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0xfffffb0e:ud" } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0x30:ud" } }
// { dg-final { finalize-visa TGLLP DG2 } }

// The MDF versions, as Intel's header numbers them.
#if __INTEL_MDF >= CM_6_0 && CM_6_0 > CM_5_0 && CM_5_0 > CM_4_0 &&           \
    CM_4_0 > CM_3_0 && CM_3_0 > CM_2_4 && CM_2_4 > CM_2_3 &&                  \
    CM_2_3 > CM_2_2 && CM_2_2 > CM_2_1 && CM_2_1 > CM_1_0
#define VERSION_STEP (CM_2_1 - CM_1_0)   // 101: chosen by the versions
#else
#define VERSION_STEP 0
#endif

int __GLOBAL(global_bias) = 7;

CM_DEPRECATED("use tripled instead") _GENX_ inline int triple(int x) // { dg-message "note: .triple. has been explicitly marked deprecated here" }
{
    return 3 * x;
}

CM_NODEBUG _GENX_ inline vector<int8_t, 16> tripled(vector<int8_t, 16> v)
{
    vector<int8_t, 16> r = v * 3;   // wraps in 8 bits, signed
    return r;
}

template <typename T, int Bytes> _GENX_ inline T widened(T x)
{
    CM_STATIC_ERROR(sizeof(T) == Bytes, "the type has the expected width");
    return x;
}

extern "C" _GENX_MAIN_ void common(SurfaceIndex in, SurfaceIndex out)
{
    vector<int8_t, 16> bytes;       // in[0..16)
    vector<U8, 16> ub, uc;          // in[16..32), in[32..48)
    vector<int16_t, 16> shorts;     // in[48..80)
    read(in, 0, bytes);
    read(in, 16, ub);
    read(in, 32, uc);
    read(in, 48, shorts);

    write(out, 0, tripled(bytes));                           // out[0..16)
    vector<U8, 16> saturated = cm_add<U8>(ub, uc, _GENX_SAT);
    vector<U8, 16> wrapped = cm_add<U8>(ub, uc, _GENX_NOSAT);
    write(out, 16, saturated);                               // out[16..32)
    write(out, 32, wrapped);                                 // out[32..48)
    vector<int16_t, 16> s = shorts * widened<int16_t, 2>(300);
    write(out, 48, s);                                       // out[48..80)

    vector<int64_t, 8> wide = shorts.select<8, 1>(0);
    wide = wide * widened<int64_t, 8>(100000) * 1000;
    write(out, 80, wide.format<int>());                      // out[80..144)

    MaskIntT packed = cm_pack_mask(bytes > 0);
    MaskVecT<16> unpacked =
        cm_unpack_mask<MaskVecElemT, 16>(packed & 0x5555u);
    vector<uint, 8> masks = 0;
    masks(0) = packed;
    write(out, 144, masks);                                  // out[144..176)
    write(out, 176, unpacked);                               // out[176..208)

    vector<int, 8> versions;
    versions(0) = CM_1_0;
    versions(1) = CM_2_1;
    versions(2) = CM_2_2;
    versions(3) = CM_2_3;
    versions(4) = CM_2_4;
    versions(5) = CM_3_0 + CM_4_0;
    versions(6) = CM_5_0 + CM_6_0 + VERSION_STEP;
    versions(7) = triple(global_bias); // { dg-warning "'triple' is deprecated: use tripled instead" }
    write(out, 208, versions);                               // out[208..240)
}

// Round towards zero, denormals flushed (a CmFloatControl value).
constexpr CmFloatControl rounding = CM_RTZ;

extern "C" _GENX_MAIN_ _GENX_FLOAT_CONTROL_(rounding | CM_DENORM_FTZ) void
toward_zero(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> a, b;
    read(in, 0, a);
    read(in, 32, b);
    write(out, 0, a + b);
    write(out, 32, a * b);
}
