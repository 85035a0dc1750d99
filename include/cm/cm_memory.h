/* cm/cm_memory.h - pointers to memory: address-space qualifiers, load and
 * store, address-space casts (Intel's cm_memory.h, cm_addrspace.h), for
 * cmc.
 *
 * Included by cm.h.  cmc's pointers are addresses of global (SVM) memory
 * (frontend/pointers.c), so the qualifiers of global memory add nothing:
 * `__global`, `__generic` and `__constant` pointers are plain pointers.
 * `__local` (SLM) and `__private` pointers are distinct address spaces
 * that cmc does not support: a located error where one is declared
 * (shared local memory is reached with the cm_slm_* and LSC _slm
 * functions).  The frontend lowers the functions (frontend/pointers.c;
 * gather and scatter of vectors of pointers in frontend/builtins/builtins_svm.c). */
#ifndef CM_CM_MEMORY_H
#define CM_CM_MEMORY_H

#define __global
#define __generic
#define __constant
#define __local __attribute__((address_space(3)))
#define __private __attribute__((address_space(5)))

/* Alignment in bytes of load/store's address (a hint: cmc's messages take
 * any element-aligned address). */
enum Align { ELEM_SIZE = 0, BYTE = 1, WORD = 2, DWORD = 4, QWORD = 8, OWORD = 16 };

template <DataSize DS> constexpr Align data_size_alignment()
{
    return DS == DataSize::U8    ? Align::BYTE
           : DS == DataSize::U16 ? Align::WORD
           : DS == DataSize::U32 ? Align::DWORD
           : DS == DataSize::U64 ? Align::QWORD
                                 : Align::ELEM_SIZE;
}

/* *ptr and *ptr = val: a scalar, vector or matrix T in memory. */
template <typename T, int A = Align::ELEM_SIZE> T load(const T *const ptr);
template <typename T, int A = Align::ELEM_SIZE> void store(T val, T *const ptr);

/* Element i at ptrs(i) (N = 1 to 32, a power of two; at least 8 for 1-
 * and 2-byte elements), where mask(i) is nonzero; gather's others are
 * passthru's. */
template <typename T, int N, int A = Align::ELEM_SIZE>
vector<T, N> gather(vector<T *, N> ptrs, vector<ushort, N> mask = 1);
template <typename T, int N, int A = Align::ELEM_SIZE>
vector<T, N> gather(vector<T *, N> ptrs, vector<ushort, N> mask,
                    vector<T, N> passthru);
template <typename T, int N, int M, int A = Align::ELEM_SIZE>
matrix<T, N, M> gather(matrix<T *, N, M> ptrs,
                       matrix<ushort, N, M> mask = 1);
template <typename T, int N, int M, int A = Align::ELEM_SIZE>
matrix<T, N, M> gather(matrix<T *, N, M> ptrs, matrix<ushort, N, M> mask,
                       matrix<T, N, M> passthru);
template <typename T, int N, int A = Align::ELEM_SIZE>
void scatter(vector<T, N> src, vector<T *, N> ptrs,
             vector<ushort, N> mask = 1);
template <typename T, int N, int M, int A = Align::ELEM_SIZE>
void scatter(matrix<T, N, M> src, matrix<T *, N, M> ptrs,
             matrix<ushort, N, M> mask = 1);

/* Address-space casts: a generic pointer is a global one in cmc; there
 * are no local or private pointers (an error at the call). */
template <typename T> T *cm_to_global(T *ptr);
template <typename T> const T *cm_to_global(const T *ptr);
template <typename T> __local T *cm_to_local(T *ptr);
template <typename T> const __local T *cm_to_local(const T *ptr);
template <typename T> __private T *cm_to_private(T *ptr);
template <typename T> const __private T *cm_to_private(const T *ptr);

#endif
