/* cm/cm_forms.h - the shape changes that give a function written for
 * vectors its matrix and scalar forms, for the functions cmc's headers
 * define in CM code (cm_frem.h, cmtl/).
 *
 * Takes a matrix, a vector or a scalar; guarantees the same elements in
 * row-major order in the other shape: cm_detail::as_vector(m) is m's
 * elements as a vector, cm_detail::as_matrix<T, R, C>(v) is a vector of
 * R * C elements as an R x C matrix, cm_detail::as_single(x) is x as a
 * vector of one element (whose element 0 is then the scalar result).
 * Included by cm.h. */
#ifndef CM_CM_FORMS_H
#define CM_CM_FORMS_H

namespace cm_detail {

template <typename T, int R, int C>
CM_INLINE vector<T, R * C> as_vector(const cm_matrix_base<T, R, C> &m)
{
    vector<T, R * C> v = m.template format<T>();
    return v;
}

template <typename T, int R, int C>
CM_INLINE matrix<T, R, C> as_matrix(vector<T, R * C> v)
{
    matrix<T, R, C> m;
    m.template format<T>() = v;
    return m;
}

template <typename T> CM_INLINE vector<T, 1> as_single(T x)
{
    vector<T, 1> v = x;
    return v;
}

} // namespace cm_detail

#endif
