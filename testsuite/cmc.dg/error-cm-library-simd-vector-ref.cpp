// experimental::simd_vector_ref (Intel's cm_library.h) reads and writes
// through a reference to its base vector, and cmc's structs cannot hold
// references: taking one (sel) or using one is an error at the user's
// line that says so, while simd_vector itself works.
// { dg-do compile }
#include <cm/cm_library.h>

using namespace experimental;

extern "C" _GENX_MAIN_ void k(int *p)
{
    simd_vector<unsigned, 8> offsets(0, 4);
    simd_vector<int, 8> v = load(p, offsets);
    auto r = v.sel<4, 2>(1); // { dg-error "experimental::simd_vector_ref is not supported by cmc: it keeps a reference to its base vector, and cmc's structs cannot hold references" }
    store(p, v, offsets);
}
