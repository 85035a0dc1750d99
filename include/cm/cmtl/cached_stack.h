/* cm/cmtl/cached_stack.h - the cached SIMD stacks of Intel's CM template
 * library: CachedStackInit, CachedStackPush, CachedStackPop,
 * CachedStackTop, CachedStackEmpty (namespace cmtl).
 *
 * A cached stack holds W channels, each its own stack of elements of T
 * (or STACKCOUNT stacks that move together: every push pushes one element
 * on each, every pop pops one from each).  The top CACHESIZE entries of
 * each channel (of each of its stacks) stay in registers, in the caller's
 * matrix `stack` (row c is channel c; stack s at columns [s * CACHESIZE,
 * (s + 1) * CACHESIZE)); the rest lives in a buffer surface, channel c of
 * thread x at byte (x * W + c) * MaxSize * STACKCOUNT * sizeof(T), where
 * x is get_thread_origin_x().  The buffer must hold MaxSize *
 * STACKCOUNT * sizeof(T) bytes per channel of every thread, and that
 * size must be a multiple of 16 (the offsets of oword block messages).
 *
 * The caller keeps two more matrices and never changes them: `context`
 * (2 x W * STACKCOUNT shorts: row 0 starts with each channel's top index
 * in the cache, -1 for none; row 1 holds the channel numbers) and
 * `context_ii` (2 x W ints: each channel's byte offset in the buffer where
 * its next cache spill goes, and where it started).
 *
 * CachedStackPush pushes on every channel; when a channel's cache is
 * full it first writes the whole cache row to the buffer (128-byte oword
 * block writes, so CACHESIZE * STACKCOUNT * sizeof(T) must be a multiple
 * of 128: a located error otherwise).  CachedStackPop pops the channels
 * whose mask element is 1 (the mask holds 0s and 1s); a channel whose
 * cache empties while the buffer still holds some of it reads its last
 * spilled cache row back.  CachedStackTop gives the top element without
 * popping; CachedStackEmpty says which channels are empty (1) or not (0).
 * Popping an empty channel, reading its top, or pushing more than
 * MaxSize elements on a channel is not defined, as in Intel's library.
 * Unlike Intel's, popping the last element never reads the buffer before
 * the channel's part (Intel's reads one cache row below it, and its next
 * push writes there). */
#ifndef CM_CMTL_CACHED_STACK_H
#define CM_CMTL_CACHED_STACK_H

#include <cm/cm.h>

namespace cmtl {

/* Sizes of a stack of STACKCOUNT stacks of T, CACHESIZE cached each. */
template <typename T, int W, uint CACHESIZE, uint STACKCOUNT>
struct _cmtl_stack_shape {
    static_assert(W >= 1, "a cached stack has at least one channel");
    static_assert(CACHESIZE >= 1 && STACKCOUNT >= 1,
                  "a cached stack caches at least one element of at least "
                  "one stack");
    static_assert(128 % sizeof(T) == 0,
                  "a cached stack holds elements of 1, 2, 4 or 8 bytes");
    /* Elements and bytes of one channel's cache. */
    static constexpr int line = (int)(CACHESIZE * STACKCOUNT);
    static constexpr int bytes = line * (int)sizeof(T);
    static_assert(bytes % 128 == 0,
                  "a cached stack's cache row (CACHESIZE * STACKCOUNT * "
                  "sizeof(T) bytes) must be a multiple of 128 bytes: it "
                  "moves to and from the buffer in 128-byte messages");
    /* Elements of one 128-byte message. */
    static constexpr int piece = 128 / (int)sizeof(T);
};

/* The flat indices into `stack` of stack s's top entries, channel by
 * channel: c * line + k(c) + s * CACHESIZE. */
template <typename T, int W, uint CACHESIZE, uint STACKCOUNT>
CM_INLINE vector<ushort, W> _cmtl_stack_tops(vector<short, W> k, int s)
{
    typedef _cmtl_stack_shape<T, W, CACHESIZE, STACKCOUNT> shape;
    vector<ushort, W> index;
#pragma unroll
    for (int c = 0; c < W; c++)
        index(c) = (ushort)(s * (int)CACHESIZE + c * shape::line);
    /* An empty channel (k = -1) reads its cache's first entry, so that
     * its undefined top stays inside `stack`. */
    vector<short, W> top = k;
    top.merge(0, k < 0);
    index += top;
    return index;
}

template <typename T, int W, uint CACHESIZE, uint STACKCOUNT>
CM_INLINE void CachedStackInit(matrix_ref<short, 2, W * STACKCOUNT> context,
                               matrix_ref<int, 2, W> context_ii,
                               uint MaxSize)
{
    typedef _cmtl_stack_shape<T, W, CACHESIZE, STACKCOUNT> shape;
    (void)sizeof(shape);
    vector<short, W> channels;
#pragma unroll
    for (int c = 0; c < W; c++)
        channels(c) = (short)c;
#pragma unroll
    for (int s = 0; s < (int)STACKCOUNT; s++)
        context.row(1).template select<W, 1>(s * W) = channels;
    context.row(0) = -1;
    vector<int, W> first = (int)get_thread_origin_x() * W + channels;
    first *= (int)(MaxSize * STACKCOUNT * sizeof(T));
    context_ii.row(0) = first;
    context_ii.row(1) = first;
}

/* element.row(s) = the top of stack s of every channel. */
template <typename T, int W, uint CACHESIZE, uint STACKCOUNT>
CM_INLINE void CachedStackTop(SurfaceIndex surf,
                              matrix_ref<short, 2, W * STACKCOUNT> context,
                              matrix_ref<int, 2, W> context_ii,
                              matrix_ref<T, W, CACHESIZE * STACKCOUNT> stack,
                              matrix_ref<T, STACKCOUNT, W> element)
{
    (void)surf;
    (void)context_ii;
    vector<short, W> k = context.row(0).template select<W, 1>(0);
    vector<T, W * CACHESIZE * STACKCOUNT> cache = stack.template format<T>();
#pragma unroll
    for (int s = 0; s < (int)STACKCOUNT; s++)
        element.row(s) = cache.iselect(
            _cmtl_stack_tops<T, W, CACHESIZE, STACKCOUNT>(k, s));
}

/* element = the top of stack `index` of every channel. */
template <typename T, int W, uint CACHESIZE, uint STACKCOUNT>
CM_INLINE void CachedStackTop(SurfaceIndex surf,
                              matrix_ref<short, 2, W * STACKCOUNT> context,
                              matrix_ref<int, 2, W> context_ii,
                              matrix_ref<T, W, CACHESIZE * STACKCOUNT> stack,
                              vector_ref<T, W> element, int index)
{
    (void)surf;
    (void)context_ii;
    vector<short, W> k = context.row(0).template select<W, 1>(0);
    vector<T, W * CACHESIZE * STACKCOUNT> cache = stack.template format<T>();
    element = cache.iselect(
        _cmtl_stack_tops<T, W, CACHESIZE, STACKCOUNT>(k, index));
}

/* isEmpty(c) = 1 when channel c holds nothing, else 0. */
template <int W, uint STACKCOUNT>
CM_INLINE void CachedStackEmpty(matrix_ref<short, 2, W * STACKCOUNT> context,
                                matrix_ref<int, 2, W> context_ii,
                                vector_ref<short, W> isEmpty)
{
    vector<int, W> k = context.row(0).template select<W, 1>(0);
    isEmpty = context_ii.row(0) + k < context_ii.row(1);
}

/* Pop the channels whose mask element is 1. */
template <typename T, int W, uint CACHESIZE, uint STACKCOUNT>
CM_INLINE void CachedStackPop(SurfaceIndex surf,
                              matrix_ref<short, 2, W * STACKCOUNT> context,
                              matrix_ref<int, 2, W> context_ii,
                              matrix_ref<T, W, CACHESIZE * STACKCOUNT> stack,
                              vector_ref<short, W> mask)
{
    typedef _cmtl_stack_shape<T, W, CACHESIZE, STACKCOUNT> shape;
    vector<short, W> k = context.row(0).template select<W, 1>(0);
    vector<int, W> position = context_ii.row(0);
    k -= mask;
    /* Channels whose cache emptied with more of them in the buffer. */
    vector<ushort, W> refill = (k < 0) & (position > context_ii.row(1));
    if (refill.any()) {
        position.merge(position - shape::bytes, refill);
#pragma unroll
        for (int c = 0; c < W; c++) {
            if (refill(c)) {
#pragma unroll
                for (int p = 0; p < shape::line; p += shape::piece)
                    read(surf, GENX_MODIFIED, position(c) + p * (int)sizeof(T),
                         stack.row(c).template select<shape::piece, 1>(p));
            }
        }
        k.merge((short)(CACHESIZE - 1), refill);
        context_ii.row(0) = position;
    }
    context.row(0).template select<W, 1>(0) = k;
}

/* element.row(s) = the top of stack s of every channel, then pop the
 * channels whose mask element is 1. */
template <typename T, int W, uint CACHESIZE, uint STACKCOUNT>
CM_INLINE void CachedStackPop(SurfaceIndex surf,
                              matrix_ref<short, 2, W * STACKCOUNT> context,
                              matrix_ref<int, 2, W> context_ii,
                              matrix_ref<T, W, CACHESIZE * STACKCOUNT> stack,
                              matrix_ref<T, STACKCOUNT, W> element,
                              vector_ref<short, W> mask)
{
    CachedStackTop<T, W, CACHESIZE, STACKCOUNT>(surf, context, context_ii,
                                                stack, element);
    CachedStackPop<T, W, CACHESIZE, STACKCOUNT>(surf, context, context_ii,
                                                stack, mask);
}

/* Push element.row(s) on stack s of every channel. */
template <typename T, int W, uint CACHESIZE, uint STACKCOUNT>
CM_INLINE void CachedStackPush(SurfaceIndex surf,
                               matrix_ref<short, 2, W * STACKCOUNT> context,
                               matrix_ref<int, 2, W> context_ii,
                               matrix_ref<T, W, CACHESIZE * STACKCOUNT> stack,
                               matrix_ref<T, STACKCOUNT, W> element)
{
    typedef _cmtl_stack_shape<T, W, CACHESIZE, STACKCOUNT> shape;
    vector<short, W> k = context.row(0).template select<W, 1>(0);
    k += 1;
    /* Channels whose cache is full: spill it, start it again. */
    vector<ushort, W> spill = k == (short)CACHESIZE;
    if (spill.any()) {
        vector<int, W> position = context_ii.row(0);
#pragma unroll
        for (int c = 0; c < W; c++) {
            if (spill(c)) {
#pragma unroll
                for (int p = 0; p < shape::line; p += shape::piece)
                    write(surf, position(c) + p * (int)sizeof(T),
                          stack.row(c).template select<shape::piece, 1>(p));
            }
        }
        position.merge(position + shape::bytes, spill);
        context_ii.row(0) = position;
        k.merge(0, spill);
    }
    context.row(0).template select<W, 1>(0) = k;
    vector<T, W * CACHESIZE * STACKCOUNT> cache = stack.template format<T>();
#pragma unroll
    for (int s = 0; s < (int)STACKCOUNT; s++) {
        vector<ushort, W> tops =
            _cmtl_stack_tops<T, W, CACHESIZE, STACKCOUNT>(k, s);
#pragma unroll
        for (int c = 0; c < W; c++)
            cache(tops(c)) = element(s, c);
    }
    stack.template format<T>() = cache;
}

/* The forms of a single stack per channel (STACKCOUNT 1). */
template <typename T, int W, uint CACHESIZE>
CM_INLINE void CachedStackInit(matrix_ref<short, 2, W> context,
                               matrix_ref<int, 2, W> context_ii,
                               uint MaxSize)
{
    CachedStackInit<T, W, CACHESIZE, 1>(context, context_ii, MaxSize);
}

template <typename T, int W, uint CACHESIZE>
CM_INLINE void CachedStackTop(SurfaceIndex surf,
                              matrix_ref<short, 2, W> context,
                              matrix_ref<int, 2, W> context_ii,
                              matrix_ref<T, W, CACHESIZE> stack,
                              vector_ref<T, W> element)
{
    CachedStackTop<T, W, CACHESIZE, 1>(surf, context, context_ii, stack,
                                       element.template format<T, 1, W>());
}

template <typename T, int W, uint CACHESIZE>
CM_INLINE void CachedStackPush(SurfaceIndex surf,
                               matrix_ref<short, 2, W> context,
                               matrix_ref<int, 2, W> context_ii,
                               matrix_ref<T, W, CACHESIZE> stack,
                               vector_ref<T, W> element)
{
    CachedStackPush<T, W, CACHESIZE, 1>(surf, context, context_ii, stack,
                                        element.template format<T, 1, W>());
}

template <typename T, int W, uint CACHESIZE>
CM_INLINE void CachedStackPop(SurfaceIndex surf,
                              matrix_ref<short, 2, W> context,
                              matrix_ref<int, 2, W> context_ii,
                              matrix_ref<T, W, CACHESIZE> stack,
                              vector_ref<T, W> element,
                              vector_ref<short, W> mask)
{
    CachedStackPop<T, W, CACHESIZE, 1>(surf, context, context_ii, stack,
                                       element.template format<T, 1, W>(),
                                       mask);
}

template <int W>
CM_INLINE void CachedStackEmpty(matrix_ref<short, 2, W> context,
                                matrix_ref<int, 2, W> context_ii,
                                vector_ref<short, W> isEmpty)
{
    CachedStackEmpty<W, 1>(context, context_ii, isEmpty);
}

} // namespace cmtl

#endif
