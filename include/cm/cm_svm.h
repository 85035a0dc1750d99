/* cm/cm_svm.h - shared virtual memory (CM specification 4.18), for cmc.
 *
 * Included by cm.h.  An svmptr_t is a GPU virtual address of pointer size
 * (-DCM_PTRSIZE=32 makes it 32 bits; 64 otherwise); kernels take it as an
 * argument (`svmptr_t p [[type("svmptr_t")]]`), or a pointer (`float *p`,
 * 64 bits, frontend/pointers.c).  The frontend lowers each
 * builtin to the llvm.genx.svm.* intrinsics (frontend/builtins/builtins_svm.c). */
#ifndef CM_CM_SVM_H
#define CM_CM_SVM_H

#include <cm/cm_atomic_ops.h>

#if defined(CM_PTRSIZE) && CM_PTRSIZE == 32
typedef unsigned int svmptr_t;
#else
typedef unsigned long long svmptr_t;
#endif

/* Block read and write: N * sizeof(T) bytes (16, 32, 64 or 128) at `addr`,
 * which must be 16-byte aligned (4-byte aligned for _unaligned). */
template <typename T, int N>
void cm_svm_block_read(svmptr_t addr, vector<T, N> &dst);
template <typename T, int N>
void cm_svm_block_read(svmptr_t addr, vector_ref<T, N> dst);
template <typename T, int N>
void cm_svm_block_read_unaligned(svmptr_t addr, vector<T, N> &dst);
template <typename T, int N>
void cm_svm_block_read_unaligned(svmptr_t addr, vector_ref<T, N> dst);
template <typename T, int N>
void cm_svm_block_write(svmptr_t addr, const vector<T, N> &src);
template <typename T, int N>
void cm_svm_block_write(svmptr_t addr, vector_ref<T, N> src);

/* Scattered read and write: element i at address addr(i); N is 1 to 32, a
 * power of two (at least 8 for 1- and 2-byte elements). */
template <typename T, int N>
void cm_svm_scatter_read(vector<svmptr_t, N> addr, vector<T, N> &dst);
template <typename T, int N>
void cm_svm_scatter_read(vector<svmptr_t, N> addr, vector_ref<T, N> dst);
template <typename T, int N>
void cm_svm_scatter_write(vector<svmptr_t, N> addr, const vector<T, N> &src);
template <typename T, int N>
void cm_svm_scatter_write(vector<svmptr_t, N> addr, vector_ref<T, N> src);

/* The pointer forms (Intel's cm_svm.h and cm_pointer.h): the same
 * messages at a pointer's address; the scattered ones at the pointer plus
 * a byte offset per element. */
template <typename T, int N>
void cm_ptr_block_read(const T *const addr, vector<T, N> &dst);
template <typename T, int N>
void cm_ptr_block_read(const T *const addr, vector_ref<T, N> dst);
template <typename T, int N, int M>
void cm_ptr_block_read(const T *const addr, matrix<T, N, M> &dst);
template <typename T, int N, int M>
void cm_ptr_block_read(const T *const addr, matrix_ref<T, N, M> dst);
template <typename T, int N>
void cm_ptr_block_read_unaligned(const T *const addr, vector<T, N> &dst);
template <typename T, int N>
void cm_ptr_block_read_unaligned(const T *const addr, vector_ref<T, N> dst);
template <typename T, int N, int M>
void cm_ptr_block_read_unaligned(const T *const addr, matrix<T, N, M> &dst);
template <typename T, int N, int M>
void cm_ptr_block_read_unaligned(const T *const addr,
                                 matrix_ref<T, N, M> dst);
template <typename T, int N>
void cm_ptr_block_write(T *const addr, const vector<T, N> &src);
template <typename T, int N>
void cm_ptr_block_write(T *const addr, vector_ref<T, N> src);
template <typename T, int N, int M>
void cm_ptr_block_write(T *const addr, const matrix<T, N, M> &src);
template <typename T, int N, int M>
void cm_ptr_block_write(T *const addr, matrix_ref<T, N, M> src);
template <typename T, int N>
void cm_ptr_scatter_read(const T *const p, vector<ptrdiff_t, N> offset,
                         vector<T, N> &dst);
template <typename T, int N>
void cm_ptr_scatter_read(const T *const p, vector<ptrdiff_t, N> offset,
                         vector_ref<T, N> dst);
template <typename T, int N, int M>
void cm_ptr_scatter_read(const T *const p, matrix<ptrdiff_t, N, M> offset,
                         matrix<T, N, M> &dst);
template <typename T, int N, int M>
void cm_ptr_scatter_read(const T *const p, matrix<ptrdiff_t, N, M> offset,
                         matrix_ref<T, N, M> dst);
template <typename T, int N>
void cm_ptr_scatter_write(T *const p, vector<ptrdiff_t, N> offset,
                          const vector<T, N> &src);
template <typename T, int N>
void cm_ptr_scatter_write(T *const p, vector<ptrdiff_t, N> offset,
                          vector_ref<T, N> src);
template <typename T, int N, int M>
void cm_ptr_scatter_write(T *const p, matrix<ptrdiff_t, N, M> offset,
                          const matrix<T, N, M> &src);
template <typename T, int N, int M>
void cm_ptr_scatter_write(T *const p, matrix<ptrdiff_t, N, M> offset,
                          matrix_ref<T, N, M> src);

/* Atomic read-modify-write of element i at addr(i), returning the old
 * values in dst: no source for ATOMIC_INC / ATOMIC_DEC, two for
 * ATOMIC_CMPXCHG / ATOMIC_FCMPWR, one for the others. */
template <typename T, int N>
void cm_svm_atomic(CmAtomicOpType op, vector<svmptr_t, N> addr,
                   vector<T, N> &dst);
template <typename T, int N>
void cm_svm_atomic(CmAtomicOpType op, vector<svmptr_t, N> addr,
                   vector<T, N> &dst, vector<T, N> src0);
template <typename T, int N>
void cm_svm_atomic(CmAtomicOpType op, vector<svmptr_t, N> addr,
                   vector<T, N> &dst, vector<T, N> src0, vector<T, N> src1);
template <typename T, int N>
void cm_svm_atomic(CmAtomicOpType op, vector<svmptr_t, N> addr,
                   vector_ref<T, N> dst);
template <typename T, int N>
void cm_svm_atomic(CmAtomicOpType op, vector<svmptr_t, N> addr,
                   vector_ref<T, N> dst, vector<T, N> src0);
template <typename T, int N>
void cm_svm_atomic(CmAtomicOpType op, vector<svmptr_t, N> addr,
                   vector_ref<T, N> dst, vector<T, N> src0,
                   vector<T, N> src1);

/* The template-operation forms (Intel's cm_svm.h): svm_atomic<Op> at
 * svmptr_t addresses, cm_ptr_atomic<Op> at a pointer plus byte offsets
 * (cm_lsc.h's cm_ptr_atomic<AtomicOp, ...> is the LSC one). */
#define CMC_SVM_ATOMIC_FORMS(...)                                             \
    template <CmAtomicOpType Op, typename T, int N>                           \
    void svm_atomic(vector<svmptr_t, N> addr, __VA_ARGS__ dst);               \
    template <CmAtomicOpType Op, typename T, int N>                           \
    void svm_atomic(vector<svmptr_t, N> addr, __VA_ARGS__ dst,                \
                    vector<T, N> src0);                                       \
    template <CmAtomicOpType Op, typename T, int N>                           \
    void svm_atomic(vector<svmptr_t, N> addr, __VA_ARGS__ dst,                \
                    vector<T, N> src0, vector<T, N> src1);                    \
    template <CmAtomicOpType Op, typename T, int N, typename U>               \
    void cm_ptr_atomic(T *const p, vector<U, N> offset, __VA_ARGS__ dst);     \
    template <CmAtomicOpType Op, typename T, int N, typename U>               \
    void cm_ptr_atomic(T *const p, vector<U, N> offset, __VA_ARGS__ dst,      \
                       vector<T, N> src0);                                    \
    template <CmAtomicOpType Op, typename T, int N, typename U>               \
    void cm_ptr_atomic(T *const p, vector<U, N> offset, __VA_ARGS__ dst,      \
                       vector<T, N> src0, vector<T, N> src1);
CMC_SVM_ATOMIC_FORMS(vector_ref<T, N>)
CMC_SVM_ATOMIC_FORMS(vector<T, N> &)
#undef CMC_SVM_ATOMIC_FORMS

/* Four dword channels (R, G, B, A) at each of N addresses (8, 16 or 32),
 * those `mask` enables, channel by channel in the data: M = N * channels.
 * cm_ptr_read4/write4 at a pointer plus byte offsets,
 * cm_svm_gather4_scaled/scatter4_scaled at svmptr_t addresses. */
enum class ChannelMaskType; /* CM_R_ENABLE ..., defined in cm_sampler.h */
template <typename T, int N, int M>
void cm_ptr_read4(const T *const ptr, vector<ptrdiff_t, N> offset,
                  vector<T, M> &dst, ChannelMaskType mask);
template <typename T, int N, int M>
void cm_ptr_read4(const T *const ptr, vector<ptrdiff_t, N> offset,
                  vector_ref<T, M> dst, ChannelMaskType mask);
template <typename T, int N, int M>
void cm_ptr_write4(T *ptr, vector<ptrdiff_t, N> offset, vector<T, M> src,
                   ChannelMaskType mask);
template <typename T, int N, int M>
void cm_svm_gather4_scaled(vector<svmptr_t, N> addr, vector<T, M> &dst,
                           ChannelMaskType mask);
template <typename T, int N, int M>
void cm_svm_gather4_scaled(vector<svmptr_t, N> addr, vector_ref<T, M> dst,
                           ChannelMaskType mask);
template <typename T, int N, int M>
void cm_svm_scatter4_scaled(vector<svmptr_t, N> addr, vector<T, M> src,
                            ChannelMaskType mask);

#endif
