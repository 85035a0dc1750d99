/* cm/cmtl.h - the parts of the CM template library (CM specification 6)
 * that real kernels use, for cmc: the cm_vector / cm_matrix initialiser
 * macros, cm_vector_assign, and the rounding helpers cm_floor / cm_ceil.
 *
 * Not included by cm.h: kernels include <cm/cmtl.h> themselves.  Each
 * function is a builtin of cmc's frontend (frontend/builtins_cmtl.c). */
#ifndef CM_CMTL_H
#define CM_CMTL_H

#include <cm/cm.h>

namespace cmtl {

/* v(i) = init + i * step, converted to T, for every element. */
template <typename T, int N>
void cm_vector_assign(vector<T, N> &v, int init, int step);
template <typename T, int N>
void cm_vector_assign(vector_ref<T, N> v, int init, int step);

} // namespace cmtl

/* Declare V (or M) with elements I, I + S, I + 2S, ... (row-major).  As in
 * Intel's library these are macros, outside the cmtl namespace. */
#define cm_vector(V, T, N, I, S)                                              \
    vector<T, N> V;                                                           \
    cmtl::cm_vector_assign(V, (I), (S))
#define cm_matrix(M, T, R, C, I, S)                                           \
    matrix<T, R, C> M;                                                        \
    cmtl::cm_vector_assign(M.template format<T>(), (I), (S))

/* Round down / up to RT (cm_rndd / cm_rndu). */
template <typename RT, int N>
vector<RT, N> cm_floor(const vector<float, N> &src, int flags = 0);
template <typename RT, int N>
vector<RT, N> cm_floor(vector_ref<float, N> src, int flags = 0);
template <typename RT> RT cm_floor(float src, int flags = 0);
template <typename RT, int N>
vector<RT, N> cm_ceil(const vector<float, N> &src, int flags = 0);
template <typename RT, int N>
vector<RT, N> cm_ceil(vector_ref<float, N> src, int flags = 0);
template <typename RT> RT cm_ceil(float src, int flags = 0);

#define CM_CONST_E 2.71828f
#define CM_CONST_PI 3.14159f
#define CM_CONST_2PI 6.28318f
#define CM_DBL_EPSILON 0.00001f

#endif
