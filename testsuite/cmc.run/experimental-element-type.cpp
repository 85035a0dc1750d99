// The element_type of Intel's experimental::simd_vector, used by generic
// code that works on any such vector: the sum of a simd_vector's
// elements is accumulated in its element_type, the threshold is of that
// type.  simd_vector_ref (a region of a simd_vector) cannot be made by
// cmc (error-cm-library-simd-vector-ref.cpp), but its element_type is
// the element type of its base, which the generic code checks at compile
// time.  The reference sums and compares in C.
// { dg-do run }
// { dg-final { run-kernel "svm:in.bin svm:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cm_library.h>

using namespace experimental;

// The sum of V's elements, in V's element type.
template <typename V> _GENX_ inline typename V::element_type sum_of(V v)
{
    typename V::element_type total = 0;
    vector<typename V::element_type, 8> d = v.data();
#pragma unroll
    for (int i = 0; i < 8; i++)
        total += d(i);
    return total;
}

// The elements of V at or above THRESHOLD, others 0.
template <typename V>
_GENX_ inline V at_least(V v, typename V::element_type threshold)
{
    typedef simd_vector_ref<typename V::element_type, 4, 2, V> odd_region;
    static_assert(
        std::is_same<typename odd_region::element_type,
                     typename V::element_type>::value,
        "a region's elements are its base vector's");
    vector<typename V::element_type, 8> d = v.data();
    d.merge(0, d < threshold);
    return V(d);
}

extern "C" _GENX_MAIN_ void element_types(int *in, float *out)
{
    simd_vector<unsigned, 8> offsets(0, 4);
    simd_vector<int, 8> ints = load(in, offsets);
    simd_vector<float, 8> floats = convert<float>(ints) + 0.25f;
    simd_vector<int, 8> kept = at_least(ints, 10);
    simd_vector<float, 8> kept_f = at_least(floats, -5.0f);
    simd_vector<float, 8> sums(0.0f);
    sums.write<1, 1>(simd_vector<float, 1>((float)sum_of(ints)), 0);
    sums.write<1, 1>(simd_vector<float, 1>(sum_of(floats)), 1);
    store(out, convert<float>(kept), offsets);
    simd_vector<unsigned, 8> after(32, 4);
    store(out, kept_f + sums, after);
}
