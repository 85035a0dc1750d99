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
    CM_Precision_TF32 = 11,
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
