/* cm/cm_threads.h - CM shared local memory, barriers, fences and thread
 * and group ids (CM specification 4.6 and 4.13).
 *
 * Declarations only: cmc's frontend recognises each function by name
 * (frontend/builtins/builtins_slm.c).  An SLM buffer is a byte offset into the
 * kernel's shared local memory, which cm_slm_init sizes (the size reaches
 * the kernel's metadata and vISA's SLMSize) and cm_slm_alloc carves up.
 *
 * Included by cm.h. */
#ifndef CM_CM_THREADS_H
#define CM_CM_THREADS_H

/* SLM channel masks for cm_slm_read4/write4: a set bit disables R, G, B
 * or A (bits 0..3). */
enum class SLM_ChannelMaskType {
    _SLM_R_ENABLE = 14,
    _SLM_G_ENABLE = 13,
    _SLM_GR_ENABLE = 12,
    _SLM_B_ENABLE = 11,
    _SLM_BR_ENABLE = 10,
    _SLM_BG_ENABLE = 9,
    _SLM_BGR_ENABLE = 8,
    _SLM_A_ENABLE = 7,
    _SLM_AR_ENABLE = 6,
    _SLM_AG_ENABLE = 5,
    _SLM_AGR_ENABLE = 4,
    _SLM_AB_ENABLE = 3,
    _SLM_ABR_ENABLE = 2,
    _SLM_ABG_ENABLE = 1,
    _SLM_ABGR_ENABLE = 0,
};
#define SLM_R_ENABLE SLM_ChannelMaskType::_SLM_R_ENABLE
#define SLM_G_ENABLE SLM_ChannelMaskType::_SLM_G_ENABLE
#define SLM_GR_ENABLE SLM_ChannelMaskType::_SLM_GR_ENABLE
#define SLM_B_ENABLE SLM_ChannelMaskType::_SLM_B_ENABLE
#define SLM_BR_ENABLE SLM_ChannelMaskType::_SLM_BR_ENABLE
#define SLM_BG_ENABLE SLM_ChannelMaskType::_SLM_BG_ENABLE
#define SLM_BGR_ENABLE SLM_ChannelMaskType::_SLM_BGR_ENABLE
#define SLM_A_ENABLE SLM_ChannelMaskType::_SLM_A_ENABLE
#define SLM_AR_ENABLE SLM_ChannelMaskType::_SLM_AR_ENABLE
#define SLM_AG_ENABLE SLM_ChannelMaskType::_SLM_AG_ENABLE
#define SLM_AGR_ENABLE SLM_ChannelMaskType::_SLM_AGR_ENABLE
#define SLM_AB_ENABLE SLM_ChannelMaskType::_SLM_AB_ENABLE
#define SLM_ABR_ENABLE SLM_ChannelMaskType::_SLM_ABR_ENABLE
#define SLM_ABG_ENABLE SLM_ChannelMaskType::_SLM_ABG_ENABLE
#define SLM_ABGR_ENABLE SLM_ChannelMaskType::_SLM_ABGR_ENABLE

/* Shared local memory: size the kernel's SLM (a constant, at most 64 KB),
 * then take buffers from it. */
void cm_slm_init(unsigned int size);
unsigned int cm_slm_alloc(unsigned int size);

/* Block access: any whole number of owords (16 bytes) at a 16-byte
 * aligned offset, one message per 128, 64, 32 or 16 bytes of it. */
template <typename T, int N>
void cm_slm_block_read(unsigned int buffer, int offset, vector<T, N> &data);
template <typename T, int N>
void cm_slm_block_read(unsigned int buffer, int offset, vector_ref<T, N> data);
/* The read with a buffer attribute, cm_slm_block_read(DWALIGNED(buffer),
 * offset, data): GENX_DWALIGNED, GENX_MODIFIED_DWALIGNED and
 * GENX_CONSTANT_DWALIGNED allow an offset that is a multiple of 4; any
 * other attribute means a 16-byte aligned offset (as in Intel's cm_slm.h,
 * which has no attribute form of the write). */
template <typename T, int N>
void cm_slm_block_read(unsigned int buffer, CmBufferAttrib attribute,
                       int offset, vector<T, N> &data);
template <typename T, int N>
void cm_slm_block_read(unsigned int buffer, CmBufferAttrib attribute,
                       int offset, vector_ref<T, N> data);
template <typename T, int N>
void cm_slm_block_write(unsigned int buffer, int offset,
                        const cm_vector_base<T, N> &data);

/* Every thread of the group copies its share of `size` bytes of the
 * buffer `surface`, from byte `offset` (a multiple of 16), into the SLM
 * buffer `slm` (dword aligned), in 256-byte blocks (a size that is not a
 * multiple of 256 copies its whole blocks); then a fence (after Gen9) and
 * a barrier.  Every thread of the group must call it. */
void cm_slm_load(unsigned int slm, SurfaceIndex surface, unsigned int offset,
                 unsigned int size);

/* Scattered access of 1-, 2- or 4-byte elements: offsets in elements
 * (cm_slm_read/write) or bytes (the _scaled forms); N is 8, 16 or 32. */
#define CM_SLM_SCATTERED(NAME)                                                \
    template <typename T, typename U, int N>                                  \
    void NAME(unsigned int buffer, const cm_vector_base<U, N> &offsets,        \
              vector<T, N> &data);                                            \
    template <typename T, typename U, int N>                                  \
    void NAME(unsigned int buffer, const cm_vector_base<U, N> &offsets,        \
              vector_ref<T, N> data);
CM_SLM_SCATTERED(cm_slm_read)
CM_SLM_SCATTERED(cm_slm_read_scaled)
#undef CM_SLM_SCATTERED
template <typename T, typename U, int N>
void cm_slm_write(unsigned int buffer, const cm_vector_base<U, N> &offsets,
                  const cm_vector_base<T, N> &data);
template <typename T, typename U, int N>
void cm_slm_write_scaled(unsigned int buffer,
                         const cm_vector_base<U, N> &offsets,
                         const cm_vector_base<T, N> &data);

/* Up to four dword channels per address, channel by channel in data
 * (M = N * enabled channels). */
#define CM_SLM_READ4(NAME)                                                    \
    template <typename T, typename U, int N, int M>                           \
    void NAME(unsigned int buffer, const cm_vector_base<U, N> &offsets,        \
              vector<T, M> &data, SLM_ChannelMaskType mask);                  \
    template <typename T, typename U, int N, int M>                           \
    void NAME(unsigned int buffer, const cm_vector_base<U, N> &offsets,        \
              vector_ref<T, M> data, SLM_ChannelMaskType mask);
CM_SLM_READ4(cm_slm_read4)
CM_SLM_READ4(cm_slm_read4_scaled)
#undef CM_SLM_READ4
template <typename T, typename U, int N, int M>
void cm_slm_write4(unsigned int buffer, const cm_vector_base<U, N> &offsets,
                   const cm_vector_base<T, M> &data, SLM_ChannelMaskType mask);
template <typename T, typename U, int N, int M>
void cm_slm_write4_scaled(unsigned int buffer,
                          const cm_vector_base<U, N> &offsets,
                          const cm_vector_base<T, M> &data,
                          SLM_ChannelMaskType mask);

/* Atomics on dwords of SLM, offsets in dwords (N is 8 or 16): the
 * result (or 0 for none), then the sources the operation takes. */
#define CM_SLM_ATOMIC(...)                                                 \
    template <typename T, typename U, int N>                                  \
    void cm_slm_atomic(unsigned int buffer, CmAtomicOpType op,                \
                       const cm_vector_base<U, N> &offsets, __VA_ARGS__);           \
    template <typename T, typename U, int N>                                  \
    void cm_slm_atomic(unsigned int buffer, CmAtomicOpType op,                \
                       const cm_vector_base<U, N> &offsets, __VA_ARGS__,            \
                       const cm_vector_base<T, N> &src0);                     \
    template <typename T, typename U, int N>                                  \
    void cm_slm_atomic(unsigned int buffer, CmAtomicOpType op,                \
                       const cm_vector_base<U, N> &offsets, __VA_ARGS__,            \
                       const cm_vector_base<T, N> &src0,                      \
                       const cm_vector_base<T, N> &src1);
CM_SLM_ATOMIC(vector<T, N> &result)
CM_SLM_ATOMIC(vector_ref<T, N> result)
#undef CM_SLM_ATOMIC
template <typename U, int N>
void cm_slm_atomic(unsigned int buffer, CmAtomicOpType op,
                   const cm_vector_base<U, N> &offsets, int no_result);
template <typename T, typename U, int N>
void cm_slm_atomic(unsigned int buffer, CmAtomicOpType op,
                   const cm_vector_base<U, N> &offsets, int no_result,
                   const cm_vector_base<T, N> &src0);
template <typename T, typename U, int N>
void cm_slm_atomic(unsigned int buffer, CmAtomicOpType op,
                   const cm_vector_base<U, N> &offsets, int no_result,
                   const cm_vector_base<T, N> &src0,
                   const cm_vector_base<T, N> &src1);

/* Synchronisation of the threads of a group, and memory fences. */
void cm_barrier(void);
void cm_sbarrier(unsigned int flag);  /* 1: signal, 0: wait */
void cm_fence(unsigned char mask = CM_GLOBAL_COHERENT_FENCE);
void cm_slm_fence(unsigned char mask = CM_GLOBAL_COHERENT_FENCE);
void cm_wait(unsigned char mask = 0);
/* cm_signal: with cm_wait's hardware scoreboard, dependents are released
 * when the thread ends (no code); cm_pause(length): bits 5-9 count. */
void cm_signal(void);
template <int NumDependencies> void cm_signal(void);
/* Named barriers (Intel's compiler builtins cm_nbarrier_init and
 * cm_nbarrier_wait, and cm_gateway.h's cm_nbarrier_signal; PVC): the
 * kernel uses `count` barriers (a constant, 1 to 32), ids 0 to count - 1;
 * a thread signals barrier `id` and waits until the barrier's threads
 * have all signalled.  cmc takes the form this GenX_IR's NBARRIER has:
 * producer-consumer mode 0, numProducers == numConsumers, both constants
 * (frontend/builtins/table.c). */
void cm_nbarrier_init(unsigned char count);
void cm_nbarrier_wait(unsigned char id);
template <typename T>
void cm_nbarrier_signal(T barrierId, T producerConsumerMode, T numProducers,
                        T numConsumers);
void cm_pause(unsigned short length);
vector<unsigned int, 4> cm_rdtsc(void);
/* The 64-bit timestamp, low dword first (Intel's cm.h). */
vector<unsigned int, 2> cm_clock(void);

/* Thread state (Intel's cm_send.h, cm_threads.h; the builtin table):
 * the thread payload header r0 (its first Width dwords: 1, 2, 4 or 8),
 * the state register sr0 (sr0.2: the channels enabled at dispatch) and
 * the hardware thread id. */
namespace cm_detail {
template <typename T, unsigned Width> struct r0_shape {
    static_assert(Width == 1 || Width == 2 || Width == 4 || Width == 8,
                  "cm_get_r0: Width must be 1, 2, 4 or 8 (r0 has eight "
                  "dwords)");
    typedef vector<T, Width> type;
};
} // namespace cm_detail
template <typename T = unsigned int, unsigned Width = 8>
typename cm_detail::r0_shape<T, Width>::type cm_get_r0();
template <typename T = void> vector<unsigned int, 4> cm_get_sr0();
unsigned int cm_get_hwid(void);
/* The tile (sub-device) the thread runs on (Intel's cm_threads.h): 0 on
 * the single-tile platforms, where Intel's runtime leaves its tile-id
 * relocation unset.  XeHP_SDV and PVC have several tiles, whose id the
 * runtime patches into the kernel through a relocation that cmc's vISA
 * output cannot carry: there it is a located error. */
#if CM_GENX == 1270 || CM_GENX == 1280
unsigned int cm_get_tileid(void) __attribute__((unavailable(
    "cm_get_tileid is not supported by cmc on multi-tile platforms "
    "(XeHP_SDV, PVC): the tile id is patched in by the runtime through a "
    "relocation that cmc's vISA output cannot carry")));
#else
CM_INLINE unsigned int cm_get_tileid(void) { return 0; }
#endif
/* The binding-table index of a surface or sampler (Intel's cm_send.h). */
unsigned int cm_get_value(SurfaceIndex index);
unsigned int cm_get_value(SamplerIndex index);
/* Every channel active inside SIMD control flow (Intel's cm_send.h):
 * `uint saved = cm_unmask_begin(); ... cm_unmask_end(saved);` runs the
 * code in between on all channels, then the block's channels again
 * (frontend/simd_control_flow.c). */
unsigned int cm_unmask_begin(void);
void cm_unmask_end(unsigned int saved);

/* Thread and group ids. */
unsigned short get_color(void);
unsigned int cm_local_id(unsigned int dimension);
unsigned int cm_local_size(unsigned int dimension);
unsigned int cm_group_id(unsigned int dimension);
unsigned int cm_group_count(unsigned int dimension);
unsigned int cm_linear_local_id(void);
unsigned int cm_linear_local_size(void);
unsigned int cm_linear_group_id(void);
unsigned int cm_linear_group_count(void);
unsigned int cm_linear_global_id(void);
unsigned int cm_linear_global_size(void);

#endif
