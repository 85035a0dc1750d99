/* cm/cm_dpas.h - the Xe matrix engine: cm_dpas, cm_dpasw, and cm_dp4a.
 *
 * Declarations only, with the API of Intel's cm/cm_dpas.h: the operand
 * precisions (CmPrecisionType, the values of Intel's enum), the systolic
 * depth and the repeat count are template arguments.  The signatures give
 * each call its C++ type; the rules (which precisions combine, the sizes
 * of Src0/Src1/Src2, the platform) are checked by cmc's frontend from its
 * builtin table (frontend/builtins/table.c), each broken one a located
 * error naming it.
 *
 * Included by cm.h. */
#ifndef CM_CM_DPAS_H
#define CM_CM_DPAS_H

#ifndef CM_GRF_WIDTH
#define CM_GRF_WIDTH 256
#endif

enum class CmPrecisionType {
    CM_Precision_U2 = 2,
    CM_Precision_S2 = 3,
    CM_Precision_U4 = 4,
    CM_Precision_S4 = 5,
    CM_Precision_U8 = 6,
    CM_Precision_S8 = 7,
    CM_Precision_BF16 = 8,
    CM_Precision_FP16 = 9,
    CM_Precision_BF8 = 10,
    CM_Precision_TF32 = 11,
    CM_Precision_HF8 = 13,
    CM_Precision_E2M1 = 14,
};

#define CM_PRECISION_U2 CmPrecisionType::CM_Precision_U2
#define CM_PRECISION_S2 CmPrecisionType::CM_Precision_S2
#define CM_PRECISION_U4 CmPrecisionType::CM_Precision_U4
#define CM_PRECISION_S4 CmPrecisionType::CM_Precision_S4
#define CM_PRECISION_U8 CmPrecisionType::CM_Precision_U8
#define CM_PRECISION_S8 CmPrecisionType::CM_Precision_S8
#define CM_PRECISION_BF CmPrecisionType::CM_Precision_BF16
#define CM_PRECISION_HF CmPrecisionType::CM_Precision_FP16
#define CM_PRECISION_TF32 CmPrecisionType::CM_Precision_TF32
/* The 8- and 4-bit float precisions of Xe3 and later (Intel's
 * CM_HAS_DPAS_BF8, CM_HAS_DPAS_HF8, CM_HAS_DPAS_FP4): named here so that
 * a kernel using them gets cmc's error at its cm_dpas call. */
#define CM_PRECISION_BF8 CmPrecisionType::CM_Precision_BF8
#define CM_PRECISION_HF8 CmPrecisionType::CM_Precision_HF8
#define CM_PRECISION_E2M1 CmPrecisionType::CM_Precision_E2M1

/* Intel's DPAS helpers: how many elements of each operand one dword
 * channel of the multiply combines (4 for 8-bit integers with 8-, 4- or
 * 2-bit ones, 8 for 4- and 2-bit integers together, 2 for bf16 or fp16
 * pairs, 1 for tf32; 0xFFFFFFFF for pairs DPAS does not take), and the
 * bits of one element of a precision (0 when unknown). */
constexpr bool cm_dpas_is_int8(CmPrecisionType p)
{
    return p == CM_PRECISION_U8 || p == CM_PRECISION_S8;
}
constexpr bool cm_dpas_is_int4_or_2(CmPrecisionType p)
{
    return p == CM_PRECISION_U4 || p == CM_PRECISION_S4 ||
           p == CM_PRECISION_U2 || p == CM_PRECISION_S2;
}
constexpr unsigned get_ops_per_channel(CmPrecisionType src1_precision,
                                       CmPrecisionType src2_precision)
{
    return cm_dpas_is_int8(src1_precision)
               ? (cm_dpas_is_int8(src2_precision) ||
                          cm_dpas_is_int4_or_2(src2_precision)
                      ? 4u
                      : 0xFFFFFFFFu)
           : cm_dpas_is_int4_or_2(src1_precision)
               ? (cm_dpas_is_int8(src2_precision)           ? 4u
                  : cm_dpas_is_int4_or_2(src2_precision) ? 8u
                                                          : 0xFFFFFFFFu)
           : src1_precision == src2_precision &&
                   (src1_precision == CM_PRECISION_BF ||
                    src1_precision == CM_PRECISION_HF)
               ? 2u
           : src1_precision == CM_PRECISION_TF32 &&
                   src2_precision == CM_PRECISION_TF32
               ? 1u
               : 0xFFFFFFFFu;
}
constexpr unsigned get_precision_bits(CmPrecisionType src_precision)
{
    return cm_dpas_is_int8(src_precision)                          ? 8u
           : src_precision == CM_PRECISION_U4 ||
                   src_precision == CM_PRECISION_S4                ? 4u
           : src_precision == CM_PRECISION_U2 ||
                   src_precision == CM_PRECISION_S2                ? 2u
           : src_precision == CM_PRECISION_BF ||
                   src_precision == CM_PRECISION_HF                ? 16u
           : src_precision == CM_PRECISION_TF32                    ? 32u
                                                                   : 0u;
}

/* Intel's older cm_dpas.h helpers, which kernels call in their own
 * checks: the execution size of a DPAS (the dwords of one register: 16
 * on PVC, 8 before), whether T may hold a source operand (a dword type),
 * and the checks of a call's operands as constant expressions
 * (cm_dpas_check_common: sources, depth, repeat count and sizes;
 * cm_dpas_check_types: the result and accumulator for the precisions),
 * each failing one a static error.  cmc's frontend checks every cm_dpas
 * call itself; these only repeat what it asks. */
constexpr int get_dpas_execution_size(CmPrecisionType src1_precision)
{
    return (void)src1_precision, CM_GRF_WIDTH / 32;
}
template <typename T> constexpr bool check_type(CmPrecisionType precision)
{
    return (void)precision, details::is_dword_type<T>::value;
}
template <CmPrecisionType P1, CmPrecisionType P2, int SystolicDepth,
          int RepeatCount, typename AccTy, typename T1, typename T2, int N,
          int N1, int N2>
void cm_dpas_check_common()
{
    static_assert(check_type<T1>(P1) && check_type<T2>(P2),
                  "cm_dpas: src1 and src2 hold dwords");
    static_assert(SystolicDepth == 8 || SystolicDepth == 4,
                  "cm_dpas: the systolic depth is 8 or 4");
    static_assert(RepeatCount >= 1 && RepeatCount <= 8,
                  "cm_dpas: the repeat count is from 1 to 8");
    static_assert(N == get_dpas_execution_size(P1) * RepeatCount,
                  "cm_dpas: src0 has repeat count x execution size elements");
    constexpr unsigned ops = get_ops_per_channel(P1, P2);
    static_assert(ops != 0xFFFFFFFFu,
                  "cm_dpas: these src1 and src2 precisions do not combine");
    static_assert((unsigned)N1 * sizeof(T1) * 8 * RepeatCount ==
                      get_precision_bits(P1) * SystolicDepth * ops * N,
                  "cm_dpas: src1 has the wrong size");
    static_assert((unsigned)N2 * sizeof(T2) * 8 ==
                      get_precision_bits(P2) * SystolicDepth * ops *
                          RepeatCount,
                  "cm_dpas: src2 has the wrong size");
}
template <CmPrecisionType P1, CmPrecisionType P2, typename ResTy,
          int SystolicDepth, int RepeatCount, typename AccTy, typename T1,
          typename T2, int N, int N1, int N2>
void cm_dpas_check_types()
{
    constexpr bool integers =
        get_precision_bits(P1) <= 8 && get_precision_bits(P2) <= 8 &&
        get_precision_bits(P1) != 0 && get_precision_bits(P2) != 0 &&
        details::is_one_of<ResTy, int, unsigned>::value &&
        details::is_one_of<AccTy, int, unsigned>::value;
#ifdef CM_HAS_DPAS_ACC_HALF
    constexpr bool half_pairs =
        P1 == CM_PRECISION_HF && P2 == CM_PRECISION_HF &&
        details::is_one_of<ResTy, float, half>::value &&
        details::is_one_of<AccTy, float, half>::value;
#else
    constexpr bool half_pairs = P1 == CM_PRECISION_HF &&
                                P2 == CM_PRECISION_HF &&
                                details::is_one_of<ResTy, float>::value &&
                                details::is_one_of<AccTy, float>::value;
#endif
#ifdef CM_HAS_DPAS_ACC_BF16
    constexpr bool bf16_pairs =
        P1 == CM_PRECISION_BF && P2 == CM_PRECISION_BF &&
        details::is_one_of<ResTy, float, short>::value &&
        details::is_one_of<AccTy, float, short>::value;
#else
    constexpr bool bf16_pairs = P1 == CM_PRECISION_BF &&
                                P2 == CM_PRECISION_BF &&
                                details::is_one_of<ResTy, float>::value &&
                                details::is_one_of<AccTy, float>::value;
#endif
#ifdef CM_HAS_TF32
    constexpr bool tf32_pairs = P1 == CM_PRECISION_TF32 &&
                                P2 == CM_PRECISION_TF32 &&
                                details::is_one_of<ResTy, float>::value &&
                                details::is_one_of<AccTy, float>::value;
#else
    constexpr bool tf32_pairs = false;
#endif
    static_assert(integers || half_pairs || bf16_pairs || tf32_pairs,
                  "cm_dpas: unsupported result and accumulator types for "
                  "these precisions");
}

/* D = Src0 + Src2 x Src1 (Src2 is the M x K matrix A, Src1 the K x N
 * matrix B in the DPAS layout); the result type is the accumulator's, or
 * ResTy when given. */
template <CmPrecisionType Src1Precision, CmPrecisionType Src2Precision,
          int SystolicDepth, int RepeatCount, typename AccTy, typename T1,
          typename T2, int N, int N1, int N2>
vector<AccTy, N> cm_dpas(const cm_vector_base<AccTy, N> &src0,
                         const cm_vector_base<T1, N1> &src1,
                         const cm_vector_base<T2, N2> &src2, int flags = 0);
template <CmPrecisionType Src1Precision, CmPrecisionType Src2Precision,
          typename ResTy, int SystolicDepth, int RepeatCount, typename AccTy,
          typename T1, typename T2, int N, int N1, int N2>
vector<ResTy, N> cm_dpas(const cm_vector_base<AccTy, N> &src0,
                         const cm_vector_base<T1, N1> &src1,
                         const cm_vector_base<T2, N2> &src2, int flags = 0);
/* Without an accumulator (Src0 is zero): the result type AccTy is given,
 * cm_dpas<P1, P2, SD, RC, float>(0, src1, src2), and, as in Intel's
 * headers, may be followed by the result's size, the operands' types
 * and sizes: cm_dpas<P1, P2, SD, RC, int, int, int, 128>(0, src1, src2)
 * (the size must be RC times the execution size). */
template <CmPrecisionType Src1Precision, CmPrecisionType Src2Precision,
          int SystolicDepth, int RepeatCount, typename AccTy, typename T1,
          typename T2, int N = RepeatCount *(CM_GRF_WIDTH / 32), int N1,
          int N2>
vector<AccTy, N> cm_dpas(int null_src0, const cm_vector_base<T1, N1> &src1,
                         const cm_vector_base<T2, N2> &src2, int flags = 0);

/* DPAS wide: Src2 is shared between the two fused EUs (XeHP, DG2). */
template <CmPrecisionType Src1Precision, CmPrecisionType Src2Precision,
          int SystolicDepth, int RepeatCount, typename AccTy, typename T1,
          typename T2, int N, int N1, int N2>
vector<AccTy, N> cm_dpasw(const cm_vector_base<AccTy, N> &src0,
                          const cm_vector_base<T1, N1> &src1,
                          const cm_vector_base<T2, N2> &src2, int flags = 0);
template <CmPrecisionType Src1Precision, CmPrecisionType Src2Precision,
          int SystolicDepth, int RepeatCount, typename AccTy, typename T1,
          typename T2, int N1, int N2>
vector<AccTy, RepeatCount *(CM_GRF_WIDTH / 32)>
cm_dpasw(int null_src0, const cm_vector_base<T1, N1> &src1,
         const cm_vector_base<T2, N2> &src2, int flags = 0);

/* src0 + the dot product of the four bytes of src1 and src2, per dword;
 * RT is the result element (int or uint). */
template <typename RT, typename T0, typename T1, typename T2, int N>
vector<RT, N> cm_dp4a(const cm_vector_base<T0, N> &src0,
                      const cm_vector_base<T1, N> &src1,
                      const cm_vector_base<T2, N> &src2, int flags = 0);

#endif
