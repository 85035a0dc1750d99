// feature-macros-hardware.h - the kernel of the feature-macros-hardware*
// compile tests: code chosen by the CM_HAS_* macros of hardware cmrun
// cannot run alone (the media sampler, dpasw's fused EU pairs) or that
// exists nowhere cmc targets (the large 2D blocks of Xe3), and typed
// atomics, which every target has.

extern "C" _GENX_MAIN_ void hardware(SamplerIndex sampler, SurfaceIndex image,
                                     SurfaceIndex typed, SurfaceIndex in,
                                     SurfaceIndex out,
                                     uint *rows [[type("svmptr_t")]])
{
    /* 32 red values of the image at (0.25, 0.5), 0.01 apart */
    matrix<ushort, 1, 32> red;
#ifdef CM_HAS_SAMPLE_UNORM
    sample32(red, CM_R_ENABLE, image, sampler, 0.25f, 0.5f, 0.01f, 0.0f);
#else
    vector<float, 32> u;
    for (int i = 0; i < 32; i++)
        u(i) = 0.25f + 0.01f * i;
    vector<float, 16> v = 0.5f;
    matrix<float, 4, 16> rgba;
    sample16(rgba, CM_ABGR_ENABLE, image, sampler, u.select<16, 1>(0), v);
    red.row(0).select<16, 1>(0) = rgba.row(0) * 65535.0f;
    sample16(rgba, CM_ABGR_ENABLE, image, sampler, u.select<16, 1>(16), v);
    red.row(0).select<16, 1>(16) = rgba.row(0) * 65535.0f;
#endif
    write(out, 0, red.row(0));

    /* one added to eight texels of the typed surface */
    vector<uint, 8> x, y, old = 0, one = 1;
    for (int i = 0; i < 8; i++)
        x(i) = i;
    y = 3;
#ifdef CM_HAS_TYPED_ATOMIC
    write_typed_atomic<ATOMIC_ADD>(typed, old, one, x, y);
#else
    matrix<uint, 1, 8> texels;
    read_typed(typed, CM_R_ENABLE, texels, x, y);
    old = texels.row(0);
    write_typed(typed, CM_R_ENABLE, texels + 1, x, y);
#endif
    write(out, 64, old);

    /* a bf16 matrix product, with dpasw where the EUs are fused */
#if defined(CM_HAS_DPAS)
    constexpr int channels = CM_GRF_WIDTH / 32;
    vector<uint, 8 * channels> b;
#pragma unroll
    for (int i = 0; i < 8 * channels; i += 32)
        read(in, i * 4, b.select<32, 1>(i));
#ifdef CM_HAS_DPASW
    vector<uint, 32> a;
    read(in, 512, a);
    vector<float, 8 * channels> r =
        cm_dpasw<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8, float>(0, b, a);
#else
    vector<uint, 64> a;
    read(in, 512, a.select<32, 1>(0));
    read(in, 640, a.select<32, 1>(32));
    vector<float, 8 * channels> r =
        cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8, float>(0, b, a);
#endif
    write(out, 128, r.select<32, 1>(0));
#endif

    /* the widest 2D block row of 32-bit data: 64 bytes, more on Xe3 */
#if defined(CM_HAS_LSC_UNTYPED_2D)
    constexpr int row_bytes = CM_HAS_LSC_2D_LARGE ? 128 : 64;
    vector<uint, row_bytes / 4> row =
        cm_ptr_load<uint, row_bytes / 4, 1>(rows, 4095, 15, 4095, 0, 0);
    write(out, 256, row.select<16, 1>(0));
#endif
}
