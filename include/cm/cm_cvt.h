/* cm/cm_cvt.h - bfloat16 conversions: cm_bf_cvt.
 *
 * Declarations only, with the API of Intel's cm/cm_cvt.h: bfloat16 values
 * live in half, short or ushort elements (their 16 bits), and
 * cm_bf_cvt<float>(v) widens them, cm_bf_cvt<half>(f) (or short, ushort)
 * rounds floats to them, to nearest even.  cmc's frontend lowers the
 * calls from its builtin table (frontend/builtins/table.c), which says
 * where the hardware has bfloat16 (XeHP on).
 *
 * Included by cm.h. */
#ifndef CM_CM_CVT_H
#define CM_CM_CVT_H

template <typename DstTy, typename SrcTy, int N>
vector<DstTy, N> cm_bf_cvt(const cm_vector_base<SrcTy, N> &src);
template <typename DstTy, typename SrcTy>
typename cm_detail::enable_if<cm_detail::is_scalar<SrcTy>::value,
                              DstTy>::type
cm_bf_cvt(SrcTy src);

#endif
