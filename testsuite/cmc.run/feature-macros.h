// feature-macros.h - the kernel of the feature-macros*.cpp run tests: each
// part computes the same values on every platform, with the instruction a
// CM_HAS_* macro announces where it is defined and with plain CM where it
// is not, so that one reference (feature-macros.ref.c) checks both the
// macro's platforms and the others.

/* Element `shift / Bits` of Bits-bit fields packed in w, sign-extended
 * when Signed. */
template <int Bits, bool Signed, int N>
CM_INLINE vector<int, N> packed_field(vector<uint, N> w, int shift)
{
    vector<uint, N> field = (w >> shift) & ((1u << Bits) - 1);
    vector<int, N> value = field;
    if (Signed)
        value = vector<int, N>(field << (32 - Bits)) >> (32 - Bits);
    return value;
}

/* What cm_dpas computes on DG2 (8 channels), in plain CM: acc + A x B
 * for Rows rows of A (packed along its rows, K elements a row) and B (K x
 * 8, packed along K, column n in dword n of each row of dwords). */
template <int BitsB, bool SignedB, int BitsA, bool SignedA, int K, int Rows>
CM_INLINE vector<int, Rows * 8> dot_products(vector<int, Rows * 8> acc,
                                             vector<uint, 64> b,
                                             vector<uint, 64> a)
{
    matrix<int, Rows, 8> d = acc;
    constexpr int per_b = 32 / BitsB, a_words = K * BitsA / 32;
    for (int k = 0; k < K; k++) {
        vector<uint, 8> b_row = b.select<8, 1>(k / per_b * 8);
        vector<int, 8> bk = packed_field<BitsB, SignedB>(b_row, k % per_b * BitsB);
        vector<uint, Rows> a_column = a.select<Rows, a_words>(k * BitsA / 32);
        vector<int, Rows> ak = packed_field<BitsA, SignedA>(a_column, k * BitsA % 32);
#pragma unroll
        for (int m = 0; m < Rows; m++)
            d.row(m) += ak(m) * bk;
    }
    return d.format<int>();
}

/* DG2's DPAS shape: 8 channels (PVC's is 16, and takes the plain path). */
#if CM_GRF_WIDTH == 256
#define DPAS_8_WIDE 1
#endif

extern "C" _GENX_MAIN_ void features(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> x, y, z;
    vector<float, 8> f;
    read(in, 0, x);
    read(in, 32, y);
    read(in, 64, z);
    read(in, 96, f);

    /* x & ~y | z */
#ifdef CM_HAS_BFN
    vector<uint, 8> logic = cm_bfn<(BFNT::X & ~BFNT::Y) | BFNT::Z>(x, y, z);
#else
    vector<uint, 8> logic = (x & ~y) | z;
#endif
    write(out, 0, logic);

    /* z + the dot product of the bytes of x and y */
#ifdef CM_HAS_DP4A
    vector<uint, 8> dot = cm_dp4a<uint>(z, x, y);
#else
    vector<uint, 8> dot = z;
#pragma unroll
    for (int i = 0; i < 4; i++)
        dot += ((x >> (8 * i)) & 0xff) * ((y >> (8 * i)) & 0xff);
#endif
    write(out, 32, dot);

    /* f as bfloat16 bits, rounded to nearest even */
#ifdef CM_HAS_BF16
    vector<uint, 8> bf = cm_bf_cvt<ushort>(f);
#else
    vector<uint, 8> bits = f.format<uint>();
    vector<uint, 8> bf = (bits + 0x7fff + ((bits >> 16) & 1)) >> 16;
#endif
    write(out, 64, bf);

    /* the first 32 dwords of `in` copied */
    vector<uint, 32> copy;
#ifdef CM_HAS_LSC
#ifdef CM_HAS_LSC_NON_TRANSPOSE_MESSAGES_WITH_NON_DEFAULT_SIMT
    /* pairs at 16 addresses: non-default on PVC (32 channels native) */
    vector<uint, 16> lane;
    for (int i = 0; i < 16; i++)
        lane(i) = i;
    vector<uint, 32> pairs =
        cm_load<uint, VectorSize::N2, DataSize::Default, CacheHint::Default,
                CacheHint::Default, 16>(in, lane * 8);
    copy.select<16, 2>(0) = pairs.select<16, 1>(0);
    copy.select<16, 2>(1) = pairs.select<16, 1>(16);
#else
    copy = cm_load<uint, 32>(in, 0);
#endif
#else
    read(in, 0, copy);
#endif
    write(out, 96, copy);

    /* x rotated left by 5 */
#ifdef CM_HAS_BIT_ROTATE
    vector<uint, 8> rotated = cm_rol<uint>(x, 5);
#else
    vector<uint, 8> rotated = (x << 5) | (x >> 27);
#endif
    write(out, 224, rotated);

    /* the high half of x * y */
#ifdef CM_HAS_LONG_LONG
    vector<unsigned long long, 8> wide = vector<unsigned long long, 8>(x) * y;
    vector<uint, 8> high = wide >> 32;
#else
    vector<uint, 8> low;
    vector<uint, 8> high = cm_imul<uint>(low, x, y);
#endif
    write(out, 256, high);

    /* f * 3, rounded once to float */
#ifdef CM_HAS_DOUBLE
    vector<float, 8> triple = vector<double, 8>(f) * 3.0;
#else
    vector<float, 8> triple = f * 3.0f;
#endif
    write(out, 288, triple);

    /* x * 9: as a shift and an add on the first stepping (revision 0) */
#if CM_GENX_REVID == 0
    vector<uint, 8> nine = (x << 3) + x;
#else
    vector<uint, 8> nine = x * 9;
#endif
    write(out, 320, nine);

    /* integer matrix products, D = C + A x B (8 x 8) */
    vector<int, 64> acc;
    vector<uint, 64> b, a;
    read(in, 128, acc.select<32, 1>(0));
    read(in, 256, acc.select<32, 1>(32));
    read(in, 384, b.select<32, 1>(0));
    read(in, 512, b.select<32, 1>(32));
    read(in, 640, a.select<32, 1>(0));
    read(in, 768, a.select<32, 1>(32));
    vector<int, 64> d;
#if defined(CM_HAS_DPAS_INT8) && defined(DPAS_8_WIDE)
    d = cm_dpas<CmPrecisionType::CM_Precision_U8,
                CmPrecisionType::CM_Precision_S8, 8, 8>(acc, b, a);
#else
    d = dot_products<8, false, 8, true, 32, 8>(acc, b, a);
#endif
    write(out, 352, d.select<32, 1>(0));
    write(out, 480, d.select<32, 1>(32));
#if defined(CM_HAS_DPAS_INT_MIX) && defined(DPAS_8_WIDE)
    d = cm_dpas<CmPrecisionType::CM_Precision_S4,
                CmPrecisionType::CM_Precision_U8, 8, 8>(acc, b.select<32, 1>(0),
                                                        a);
#else
    d = dot_products<4, true, 8, false, 32, 8>(acc, b, a);
#endif
    write(out, 608, d.select<32, 1>(0));
    write(out, 736, d.select<32, 1>(32));
#if defined(CM_HAS_DPAS_INT4) && defined(DPAS_8_WIDE)
    d = cm_dpas<CmPrecisionType::CM_Precision_U4,
                CmPrecisionType::CM_Precision_S4, 8, 8>(acc, b, a);
#else
    d = dot_products<4, false, 4, true, 64, 8>(acc, b, a);
#endif
    write(out, 864, d.select<32, 1>(0));
    write(out, 992, d.select<32, 1>(32));
#if defined(CM_HAS_DPAS_INT2) && defined(DPAS_8_WIDE)
    d = cm_dpas<CmPrecisionType::CM_Precision_S2,
                CmPrecisionType::CM_Precision_U2, 8, 8>(acc, b.select<32, 1>(0),
                                                        a.select<32, 1>(0));
#else
    d = dot_products<2, true, 2, false, 64, 8>(acc, b, a);
#endif
    write(out, 1120, d.select<32, 1>(0));
    write(out, 1248, d.select<32, 1>(32));
    /* three rows only: an odd repeat count */
    vector<int, 32> three = 0;
#if defined(CM_HAS_DPAS_INT8) && defined(CM_HAS_DPAS_ODD) && defined(DPAS_8_WIDE)
    three.select<24, 1>(0) = cm_dpas<CmPrecisionType::CM_Precision_U8,
                                     CmPrecisionType::CM_Precision_S8, 8, 3>(
        vector<int, 24>(acc.select<24, 1>(0)), b,
        vector<uint, 24>(a.select<24, 1>(0)));
#else
    three.select<24, 1>(0) = dot_products<8, false, 8, true, 32, 3>(
        acc.select<24, 1>(0), b, a);
#endif
    write(out, 1376, three);
}
