/* cm/cm_cvt.h - bfloat16 conversions: cm_bf_cvt; tensorfloat32: cm_tf32_cvt;
 * IEEE half held in 16-bit integers: cm_f16tof32, cm_f32tof16.
 *
 * Declarations only, with the API of Intel's cm/cm_cvt.h: bfloat16 values
 * live in half, short or ushort elements (their 16 bits), and
 * cm_bf_cvt<float>(v) widens them, cm_bf_cvt<half>(f) (or short, ushort)
 * rounds floats to them, to nearest even.  cmc's frontend lowers the
 * calls from its builtin table (frontend/builtins/table.c), which says
 * where the hardware has bfloat16 (XeHP on).  cm_f16tof32(v) reads the
 * 16 bits of each short, ushort or half element as an IEEE half and
 * widens it to float; cm_f32tof16(v) rounds float, double or half
 * elements to half (the current rounding mode) and returns the bits as
 * ushort: Intel's legacy forms from before CM had half, a matrix giving
 * a matrix of the same shape.  cm_tf32_cvt<int>(f) rounds floats to
 * tensorfloat32 (sign, 8 exponent and 10 mantissa bits, to nearest even,
 * denormals flushed to zero: vISA FCVT) and returns them as the bits of
 * a float in int elements, a matrix as a vector (PVC, Intel's
 * CM_HAS_TF32).
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

template <typename T, typename T0, int N>
vector<T, N> cm_tf32_cvt(const cm_vector_base<T0, N> &src);
template <typename T, typename T0, int R, int C>
vector<T, R * C> cm_tf32_cvt(const matrix<T0, R, C> &src);
template <typename T, typename T0>
typename cm_detail::enable_if<cm_detail::is_scalar<T0>::value, T>::type
cm_tf32_cvt(T0 src);

template <typename T, int N>
vector<float, N> cm_f16tof32(const cm_vector_base<T, N> &src);
template <typename T, int R, int C>
matrix<float, R, C> cm_f16tof32(const matrix<T, R, C> &src);
template <typename T, int N>
vector<ushort, N> cm_f32tof16(const cm_vector_base<T, N> &src);
template <typename T, int R, int C>
matrix<ushort, R, C> cm_f32tof16(const matrix<T, R, C> &src);

#endif
