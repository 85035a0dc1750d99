/* cm/cm_library.h - Intel's experimental library form of CM (namespace
 * experimental): simd_vector, simd_vector_ref, convert, load, store and
 * operator+, for cmc.  Include it yourself (cm.h does not), as with
 * Intel's headers.
 *
 * simd_vector<T, n> is a value of n elements of T held in a cmc
 * vector<T, n> (its vector_type; data() returns it): constructed from a
 * vector, from one value (every element) or from a first value and a
 * step (val, val + stride, ...; a step of 0 means every element val, as
 * in Intel's), copied and assigned; read<width, stride>(offset) returns
 * the region of width elements from offset, stride apart, as a
 * simd_vector, read() the whole vector; write<width, stride>(input,
 * offset) and write(input) replace the region or the whole vector and
 * return the vector; v[i] is element i; an explicit conversion gives a
 * simd_vector or vector of another element type (elementwise, as C
 * converts).  convert<U>(v) converts elementwise; a + b of two
 * simd_vectors (or a simd_vector and a scalar) adds in the type C++ gives
 * T + U.
 *
 * load(p, offsets) gathers element i from the byte address (char *)p +
 * offsets[i] of global (SVM) memory and store(p, vals, offsets) scatters
 * there, 8 elements per message: n must be a multiple of 8 (Intel's
 * offsets are bytes, as here).
 *
 * simd_vector_ref<T, width, stride, BaseTy> (sel<width, stride>(offset)
 * of a simd_vector or of another reference) is a region that reads and
 * writes through to its base object: it holds a reference to that object,
 * and cmc's structs cannot hold references (a reference field is an error
 * in cmc, see "Structs" in the manual).  The class and its members are
 * declared, so code naming them compiles, but constructing one (sel, or
 * any member) is a compile error at the user's call saying so; use the
 * vector's own select() and vector_ref, which cmc supports, instead. */
#ifndef CM_CM_LIBRARY_H
#define CM_CM_LIBRARY_H

#include <cm/cm.h>

namespace experimental {

template <typename T, int n> class simd_vector;

namespace detail {
/* False, but only once TYPE is known: an error in a template's body
 * that fires where the template is used. */
template <typename TYPE> constexpr bool unsupported_v = sizeof(TYPE) == 0;
} // namespace detail

#define CM_LIBRARY_NO_REF                                                     \
    static_assert(detail::unsupported_v<BaseTy>,                              \
                  "experimental::simd_vector_ref is not supported by cmc: "   \
                  "it keeps a reference to its base vector, and cmc's "       \
                  "structs cannot hold references; use the vector's "         \
                  "select() and vector_ref instead")

/* A region of width elements, stride apart, from element `offset` of a
 * BaseTy (a simd_vector or a simd_vector_ref): declared, not usable in
 * cmc (see above). */
template <typename T, int width, int stride = 1,
          typename BaseTy = simd_vector<T, width>>
class simd_vector_ref {
  public:
    using element_type = T;
    using vector_type = vector<T, width>;
    using type = simd_vector_ref<T, width, stride, BaseTy>;
    static constexpr int length = width;

    simd_vector_ref(BaseTy &base, int offset)
    {
        CM_LIBRARY_NO_REF;
        (void)base;
        (void)offset;
    }

    simd_vector<T, width> read() const
    {
        CM_LIBRARY_NO_REF;
        return simd_vector<T, width>();
    }
    template <int stride1, typename BaseTy1>
    type &write(simd_vector_ref<T, width, stride1, BaseTy1> input)
    {
        CM_LIBRARY_NO_REF;
        (void)input;
        return *this;
    }
    type &write(simd_vector<T, width> input)
    {
        CM_LIBRARY_NO_REF;
        (void)input;
        return *this;
    }
    type &operator=(T value)
    {
        CM_LIBRARY_NO_REF;
        (void)value;
        return *this;
    }
    type &operator=(const simd_vector<T, width> &value)
    {
        CM_LIBRARY_NO_REF;
        (void)value;
        return *this;
    }
    type &operator+=(simd_vector<T, width> value)
    {
        CM_LIBRARY_NO_REF;
        (void)value;
        return *this;
    }
    type &operator+=(T value)
    {
        CM_LIBRARY_NO_REF;
        (void)value;
        return *this;
    }
    template <int width1, int stride1>
    simd_vector_ref<T, width1, stride1, type> sel(int offset = 0)
    {
        CM_LIBRARY_NO_REF;
        return simd_vector_ref<T, width1, stride1, type>(*this, offset);
    }
};

#undef CM_LIBRARY_NO_REF

template <typename T, int n> class simd_vector {
    vector<T, n> m_data;

  public:
    using element_type = T;
    using vector_type = vector<T, n>;
    static constexpr int length = n;

    CM_INLINE simd_vector() {}
    CM_INLINE simd_vector(vector_type value) : m_data(value) {}
    /* Every element val; with a non-zero stride, val + i * stride. */
    CM_INLINE simd_vector(T val, T stride = T())
    {
        if (stride == T()) {
            m_data = val;
        } else {
#pragma unroll
            for (int i = 0; i < n; i++) {
                m_data(i) = val;
                val += stride;
            }
        }
    }

    template <typename U> explicit CM_INLINE operator simd_vector<U, n>() const
    {
        vector<U, n> converted = m_data;
        return simd_vector<U, n>(converted);
    }
    template <typename U> explicit CM_INLINE operator vector<U, n>() const
    {
        vector<U, n> converted = m_data;
        return converted;
    }

    CM_INLINE vector_type data() const { return m_data; }

    /* The region as a reference into this vector: an error in cmc. */
    template <int width, int stride>
    CM_INLINE simd_vector_ref<T, width, stride, simd_vector<T, n>>
    sel(int offset = 0)
    {
        return simd_vector_ref<T, width, stride, simd_vector<T, n>>(*this,
                                                                    offset);
    }

    template <int width, int stride>
    CM_INLINE simd_vector<T, width> read(int offset) const
    {
        vector<T, n> all = m_data;
        vector<T, width> region =
            all.template select<width, stride>(offset);
        return simd_vector<T, width>(region);
    }
    CM_INLINE simd_vector<T, n> read() const { return *this; }

    template <int width, int stride>
    CM_INLINE simd_vector<T, n> &write(simd_vector<T, width> input, int offset)
    {
        m_data.template select<width, stride>(offset) = input.data();
        return *this;
    }
    CM_INLINE simd_vector<T, n> &write(simd_vector<T, n> input)
    {
        m_data = input.data();
        return *this;
    }

    CM_INLINE T operator[](int index) const
    {
        vector<T, n> all = m_data;
        return all(index);
    }
};

/* Elementwise conversion to U, as C converts. */
template <typename U, typename T, int n>
CM_INLINE simd_vector<U, n> convert(simd_vector<T, n> val)
{
    vector<U, n> converted = val.data();
    return simd_vector<U, n>(converted);
}

template <typename T, typename U, int n>
CM_INLINE auto operator+(simd_vector<T, n> lhs, simd_vector<U, n> rhs)
    -> simd_vector<decltype(T() + U()), n>
{
    typedef decltype(T() + U()) R;
    vector<R, n> a = lhs.data();
    vector<R, n> b = rhs.data();
    vector<R, n> sum = a + b;
    return simd_vector<R, n>(sum);
}

template <typename T, typename U, int n>
CM_INLINE auto operator+(simd_vector<T, n> lhs, U rhs)
    -> simd_vector<decltype(T() + U()), n>
{
    simd_vector<U, n> right(rhs);
    return lhs + right;
}

/* Element i from the byte address (char *)p + offsets[i]. */
template <typename T, int n>
CM_INLINE simd_vector<T, n> load(T *p, simd_vector<unsigned, n> offsets)
{
    static_assert(n % 8 == 0,
                  "experimental::load takes a multiple of 8 elements");
    vector<svmptr_t, n> addresses = offsets.data();
    addresses += reinterpret_cast<svmptr_t>(p);
    vector<T, n> result;
#pragma unroll
    for (int i = 0; i < n; i += 8) {
        vector<svmptr_t, 8> piece = addresses.template select<8, 1>(i);
        cm_svm_scatter_read(piece, result.template select<8, 1>(i));
    }
    return simd_vector<T, n>(result);
}

/* vals[i] to the byte address (char *)p + offsets[i]. */
template <typename T, int n>
CM_INLINE void store(T *p, simd_vector<T, n> vals,
                     simd_vector<unsigned, n> offsets)
{
    static_assert(n % 8 == 0,
                  "experimental::store takes a multiple of 8 elements");
    vector<svmptr_t, n> addresses = offsets.data();
    addresses += reinterpret_cast<svmptr_t>(p);
    vector<T, n> data = vals.data();
#pragma unroll
    for (int i = 0; i < n; i += 8) {
        vector<svmptr_t, 8> piece = addresses.template select<8, 1>(i);
        vector<T, 8> values = data.template select<8, 1>(i);
        cm_svm_scatter_write(piece, values);
    }
}

} // namespace experimental

#endif
