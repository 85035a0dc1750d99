/* cm/cmtl/global.h - cmtl::global::load of Intel's CM template library:
 * a gather from a C array at global scope.
 *
 * load(global, offset) takes a global array of N elements of T (usually
 * const, e.g. a table of coefficients) and a vector of Width element
 * indices, and returns the vector whose element i is global[offset(i)].
 * An index outside [0, N) is not defined, as in Intel's library.  The
 * elements are read one by one, at whatever index each is (cmc keeps a
 * global array in registers or constant data, so no memory message is
 * needed). */
#ifndef CM_CMTL_GLOBAL_H
#define CM_CMTL_GLOBAL_H

#include <cm/cm.h>

namespace cmtl {
namespace global {

template <typename T, int Width, int N>
CM_INLINE vector<T, Width> load(const T (&global)[N],
                                vector<int, Width> offset)
{
    vector<T, Width> result;
#pragma unroll
    for (int i = 0; i < Width; i++)
        result(i) = global[offset(i)];
    return result;
}

} // namespace global
} // namespace cmtl

#endif
