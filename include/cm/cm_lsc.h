/* cm/cm_lsc.h - Xe's load/store cache (LSC) messages, for cmc.
 *
 * Included by cm.h.  The API of Intel's cm_lsc.h (DG2 and later): gathers
 * and scatters of 1 to 64 elements per address (cm_load, cm_store and
 * their _slm and _ptr forms), block (transposed) forms of one address,
 * prefetches, atomics and the LSC fence, with the enums that select data
 * size, vector size, cache hints and the fence's memory, operation and
 * scope.  Enum values are the vISA encodings (LSC_UNTYPED.md,
 * LSC_FENCE.md).  The frontend lowers each call to the llvm.genx.lsc.*
 * intrinsics (frontend/builtins/builtins_lsc.c), checking the rules Intel's header
 * checks with static asserts; on platforms before DG2 every one is a
 * "not available on this platform" error.  The 2D block functions are
 * rows of the builtin table (frontend/builtins/lsc_2d.c), on PVC. */
#ifndef CM_CM_LSC_H
#define CM_CM_LSC_H

enum class CacheHint : unsigned char {
    Default = 0,
    Uncached = 1,
    Cached = 2,
    WriteBack = 3,
    WriteThrough = 4,
    Streaming = 5,
    ReadInvalidate = 6,
    ConstCached = 7, /* Xe2 and later: no rule of cmc's targets takes it */
};

enum class DataSize : unsigned char {
    Default = 0,
    U8 = 1,
    U16 = 2,
    U32 = 3,
    U64 = 4,
    U8U32 = 5,   /* a byte in memory, zero-extended to 32 bits */
    U16U32 = 6,  /* 16 bits in memory, zero-extended to 32 bits */
    U16U32H = 7, /* 16 bits in the high half of 32 bits */
};

enum class VectorSize : unsigned char {
    N0 = 0, N1 = 1, N2 = 2, N3 = 3, N4 = 4, N8 = 5, N16 = 6, N32 = 7, N64 = 8,
};

enum class AtomicOp : unsigned char {
    IINC = 0x08, IDEC = 0x09, LOAD = 0x0a, STORE = 0x0b, IADD = 0x0c,
    ISUB = 0x0d, SMIN = 0x0e, SMAX = 0x0f, UMIN = 0x10, UMAX = 0x11,
    ICAS = 0x12, FADD = 0x13, FSUB = 0x14, FMIN = 0x15, FMAX = 0x16,
    FCAS = 0x17, AND = 0x18, OR = 0x19, XOR = 0x1a,
    /* bfloat16 atomics, of GPUs after cmc's targets (a located error) */
    BFADD = 0x21, BFSUB = 0x22, BFMIN = 0x23, BFMAX = 0x24, BFCAS = 0x25,
};

constexpr bool is_bfloat16_atomic(AtomicOp op)
{
    return op == AtomicOp::BFADD || op == AtomicOp::BFSUB ||
           op == AtomicOp::BFMIN || op == AtomicOp::BFMAX ||
           op == AtomicOp::BFCAS;
}

enum class LSC_SFID : unsigned char {
    LSC_UGM = 0, LSC_UGML = 1, LSC_TGM = 2, LSC_SLM = 3,
};

enum class LSC_FENCE_OP : unsigned char {
    LSC_FENCE_OP_NONE = 0,
    LSC_FENCE_OP_EVICT = 1,
    LSC_FENCE_OP_INVALIDATE = 2,
    LSC_FENCE_OP_DISCARD = 3,
    LSC_FENCE_OP_CLEAN = 4,
    LSC_FENCE_OP_FLUSHL3 = 5,
};

enum class LSC_SCOPE : unsigned char {
    LSC_SCOPE_GROUP = 0,
    LSC_SCOPE_LOCAL = 1,
    LSC_SCOPE_TILE = 2,
    LSC_SCOPE_GPU = 3,
    LSC_SCOPE_GPUS = 4,
    LSC_SCOPE_SYSTEM = 5,
    LSC_SCOPE_SYSACQ = 6,
};

namespace details {
/* Elements per address of a vector size (0 for N0 and unknown values). */
constexpr int lsc_vector_size(VectorSize size)
{
    return size == VectorSize::N1    ? 1
           : size == VectorSize::N2  ? 2
           : size == VectorSize::N3  ? 3
           : size == VectorSize::N4  ? 4
           : size == VectorSize::N8  ? 8
           : size == VectorSize::N16 ? 16
           : size == VectorSize::N32 ? 32
           : size == VectorSize::N64 ? 64
                                     : 0;
}
/* Elements a quad message's channel mask enables (R, G, B, A stand for
 * the elements x, y, z, w of each address). */
constexpr int lsc_mask_elements(ChannelMaskType mask)
{
    return ((int)mask & 1) + ((int)mask >> 1 & 1) + ((int)mask >> 2 & 1) +
           ((int)mask >> 3 & 1);
}
/* The channels of a message when the kernel does not say: the
 * platform's native SIMD width for untyped messages. */
constexpr int lsc_default_simt()
{
#if defined(CM_GENX) && CM_GENX >= 1280
    return 32;
#else
    return 16;
#endif
}
} // namespace details

#define CM_LSC_ELEMENTS(VS, N) ((N) * details::lsc_vector_size(VS))

/* The template parameters most messages share, in Intel's order: the
 * vector size and data size, the L1 and L3 cache hints, the channels. */
#define CM_LSC_CACHE_HINTS                                                    \
    CacheHint L1H = CacheHint::Default, CacheHint L3H = CacheHint::Default
#define CM_LSC_SIMT int N = details::lsc_default_simt()
#define CM_LSC_SLM_GATHER_PARAMETERS                                          \
    VectorSize VS = VectorSize::N1, DataSize DS = DataSize::Default,          \
    CM_LSC_SIMT
#define CM_LSC_GATHER_PARAMETERS                                              \
    VectorSize VS = VectorSize::N1, DataSize DS = DataSize::Default,          \
    CM_LSC_CACHE_HINTS, CM_LSC_SIMT

namespace details {
/* Elements of a 2D block message's data without the register padding:
 * Width x Height per block, the height rounded up to whole dwords of
 * rows when VNNI-transformed (Intel's getBlock2dDataSize). */
template <typename T, int NBlocks, int Height, int Width, bool Transposed,
          bool Transformed>
constexpr int lsc_block_2d_elements()
{
    return Transformed ? (Height + (int)(4 / sizeof(T)) - 1) /
                             (int)(4 / sizeof(T)) * (int)(4 / sizeof(T)) *
                             Width * NBlocks
                       : Width * Height * NBlocks;
}
} // namespace details

/* ---- gathers: element v of channel n is result[v * N + n] --------------- */

template <typename T, CM_LSC_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)> cm_load(SurfaceIndex Idx,
                                          vector<unsigned, N> Offset,
                                          vector<ushort, N> Pred = 1);
template <typename T, CM_LSC_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)> cm_ptr_load(const T *const Ptr,
                                              vector<unsigned, N> Offset,
                                              vector<ushort, N> Pred = 1);
template <typename T, CM_LSC_SLM_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)> cm_load_slm(vector<unsigned, N> Offset,
                                              vector<ushort, N> Pred = 1);

/* ---- block (transposed) loads: NElts consecutive elements --------------- */

template <typename T, int NElts, DataSize DS = DataSize::Default,
          CM_LSC_CACHE_HINTS>
vector<T, NElts> cm_load(SurfaceIndex Idx, unsigned Offset);
template <typename T, int NElts, DataSize DS = DataSize::Default,
          CM_LSC_CACHE_HINTS>
vector<T, NElts> cm_ptr_load(const T *const Ptr, unsigned Offset);
template <typename T, int NElts, DataSize DS = DataSize::Default>
vector<T, NElts> cm_load_slm(unsigned Offset);

/* ---- scatters ------------------------------------------------------------ */

template <typename T, CM_LSC_GATHER_PARAMETERS>
void cm_store(SurfaceIndex Idx, vector<unsigned, N> Offset,
              vector<T, CM_LSC_ELEMENTS(VS, N)> Data,
              vector<ushort, N> Pred = 1);
template <typename T, CM_LSC_GATHER_PARAMETERS>
void cm_ptr_store(T *Ptr, vector<unsigned, N> Offset,
                  vector<T, CM_LSC_ELEMENTS(VS, N)> Data,
                  vector<ushort, N> Pred = 1);
template <typename T, CM_LSC_SLM_GATHER_PARAMETERS>
void cm_store_slm(vector<unsigned, N> Offset,
                  vector<T, CM_LSC_ELEMENTS(VS, N)> Data,
                  vector<ushort, N> Pred = 1);

/* ---- block (transposed) stores ------------------------------------------- */

template <typename T, int NElts, DataSize DS = DataSize::Default,
          CM_LSC_CACHE_HINTS>
void cm_store(SurfaceIndex Idx, unsigned Offset, vector<T, NElts> Data);
template <typename T, int NElts, DataSize DS = DataSize::Default,
          CM_LSC_CACHE_HINTS>
void cm_ptr_store(T *Ptr, unsigned Offset, vector<T, NElts> Data);
template <typename T, int NElts, DataSize DS = DataSize::Default>
void cm_store_slm(unsigned Offset, vector<T, NElts> Data);

/* ---- quad gathers and scatters: the elements x, y, z, w the mask enables
 * (_CM_R_ENABLE ... _CM_ABGR_ENABLE) of four consecutive 32-bit ones at
 * each address; enabled element m of channel n is data[m * N + n] ------- */

#define CM_LSC_QUAD_ELEMENTS(MASK, N) ((N) * details::lsc_mask_elements(MASK))
template <typename T, ChannelMaskType Mask, DataSize DS = DataSize::Default,
          CM_LSC_CACHE_HINTS, CM_LSC_SIMT>
vector<T, CM_LSC_QUAD_ELEMENTS(Mask, N)> cm_load4(SurfaceIndex Idx,
                                                  vector<unsigned, N> Offset,
                                                  vector<ushort, N> Pred = 1);
template <typename T, ChannelMaskType Mask, DataSize DS = DataSize::Default,
          CM_LSC_CACHE_HINTS, CM_LSC_SIMT>
vector<T, CM_LSC_QUAD_ELEMENTS(Mask, N)>
cm_ptr_load4(const T *const Ptr, vector<unsigned, N> Offset,
             vector<ushort, N> Pred = 1);
template <typename T, ChannelMaskType Mask, DataSize DS = DataSize::Default,
          int N = details::lsc_default_simt()>
vector<T, CM_LSC_QUAD_ELEMENTS(Mask, N)> cm_load4_slm(vector<unsigned, N> Offset,
                                                      vector<ushort, N> Pred = 1);
template <typename T, ChannelMaskType Mask, DataSize DS = DataSize::Default,
          CM_LSC_CACHE_HINTS, CM_LSC_SIMT>
void cm_store4(SurfaceIndex Idx, vector<unsigned, N> Offset,
               vector<T, CM_LSC_QUAD_ELEMENTS(Mask, N)> Data,
               vector<ushort, N> Pred = 1);
template <typename T, ChannelMaskType Mask, DataSize DS = DataSize::Default,
          CM_LSC_CACHE_HINTS, CM_LSC_SIMT>
void cm_ptr_store4(T *Ptr, vector<unsigned, N> Offset,
                   vector<T, CM_LSC_QUAD_ELEMENTS(Mask, N)> Data,
                   vector<ushort, N> Pred = 1);
template <typename T, ChannelMaskType Mask, DataSize DS = DataSize::Default,
          int N = details::lsc_default_simt()>
void cm_store4_slm(vector<unsigned, N> Offset,
                   vector<T, CM_LSC_QUAD_ELEMENTS(Mask, N)> Data,
                   vector<ushort, N> Pred = 1);

/* ---- prefetches (a load that stops at the cache) ------------------------- */

template <VectorSize VS = VectorSize::N1, DataSize DS = DataSize::U32,
          CacheHint L1H = CacheHint::Cached, CacheHint L3H = CacheHint::Cached,
          int N = details::lsc_default_simt()>
void cm_prefetch(SurfaceIndex Idx, vector<unsigned, N> Offset,
                 vector<ushort, N> Pred = 1);
template <VectorSize VS = VectorSize::N1, DataSize DS = DataSize::U32,
          CacheHint L1H = CacheHint::Cached, CacheHint L3H = CacheHint::Cached,
          int N = details::lsc_default_simt()>
void cm_ptr_prefetch(const unsigned *const Ptr, vector<unsigned, N> Offset,
                     vector<ushort, N> Pred = 1);
template <int NElts, DataSize DS = DataSize::U32,
          CacheHint L1H = CacheHint::Cached, CacheHint L3H = CacheHint::Cached>
void cm_prefetch(SurfaceIndex Idx, unsigned Offset);
template <int NElts, DataSize DS = DataSize::U32,
          CacheHint L1H = CacheHint::Cached, CacheHint L3H = CacheHint::Cached>
void cm_ptr_prefetch(const unsigned *const Ptr, unsigned Offset);

/* ---- Intel's older block forms: the count a VectorSize ------------------
 * Intel's cm_lsc.h keeps them beside the NElts forms above and warns at
 * each use ("Please use new interface with explicit NElts"); each is the
 * NElts form of lsc_vector_size(VS) elements, N1 to N64. */

namespace details {
/* False, but only once VS is known: the condition of the warning. */
template <VectorSize VS> constexpr bool lsc_vector_size_form()
{
    return false;
}
/* The NElts of VS; 1 for N0, whose use the static assertion reports
 * alone. */
constexpr int lsc_block_elements(VectorSize size)
{
    return lsc_vector_size(size) > 0 ? lsc_vector_size(size) : 1;
}
} // namespace details

#define CM_LSC_VECTOR_SIZE_FORM(VS)                                           \
    CM_STATIC_WARNING(details::lsc_vector_size_form<VS>(),                    \
                      "Please use new interface with explicit NElts");        \
    static_assert(details::lsc_vector_size(VS) > 0, "invalid vector size")

template <typename T, VectorSize VS, DataSize DS = DataSize::Default,
          CM_LSC_CACHE_HINTS>
CM_INLINE auto cm_load(SurfaceIndex Idx, unsigned Offset)
{
    CM_LSC_VECTOR_SIZE_FORM(VS);
    return cm_load<T, details::lsc_block_elements(VS), DS, L1H, L3H>(Idx,
                                                                    Offset);
}
template <typename T, VectorSize VS, DataSize DS = DataSize::Default,
          CM_LSC_CACHE_HINTS>
CM_INLINE auto cm_ptr_load(const T *const Ptr, unsigned Offset)
{
    CM_LSC_VECTOR_SIZE_FORM(VS);
    return cm_ptr_load<T, details::lsc_block_elements(VS), DS, L1H, L3H>(Ptr,
                                                                       Offset);
}
template <typename T, VectorSize VS, DataSize DS = DataSize::Default>
CM_INLINE auto cm_load_slm(unsigned Offset)
{
    CM_LSC_VECTOR_SIZE_FORM(VS);
    return cm_load_slm<T, details::lsc_block_elements(VS), DS>(Offset);
}
template <VectorSize VS, DataSize DS = DataSize::U32,
          CacheHint L1H = CacheHint::Cached, CacheHint L3H = CacheHint::Cached>
CM_INLINE void cm_prefetch(SurfaceIndex Idx, unsigned Offset)
{
    CM_LSC_VECTOR_SIZE_FORM(VS);
    cm_prefetch<details::lsc_block_elements(VS), DS, L1H, L3H>(Idx, Offset);
}
template <VectorSize VS, DataSize DS = DataSize::U32,
          CacheHint L1H = CacheHint::Cached, CacheHint L3H = CacheHint::Cached>
CM_INLINE void cm_ptr_prefetch(const unsigned *const Ptr, unsigned Offset)
{
    CM_LSC_VECTOR_SIZE_FORM(VS);
    cm_ptr_prefetch<details::lsc_block_elements(VS), DS, L1H, L3H>(Ptr, Offset);
}
#undef CM_LSC_VECTOR_SIZE_FORM

/* ---- atomics: the old values; no source for IINC, IDEC, LOAD, two for
 * ICAS and FCAS (compare value, new value), one for the others ------------ */

template <AtomicOp Op, typename T, CM_LSC_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)> cm_atomic(SurfaceIndex Idx,
                                            vector<unsigned, N> Offset,
                                            vector<ushort, N> Pred = 1);
template <AtomicOp Op, typename T, CM_LSC_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)>
cm_atomic(SurfaceIndex Idx, vector<unsigned, N> Offset,
          vector<T, CM_LSC_ELEMENTS(VS, N)> Src0, vector<ushort, N> Pred = 1);
template <AtomicOp Op, typename T, CM_LSC_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)>
cm_atomic(SurfaceIndex Idx, vector<unsigned, N> Offset,
          vector<T, CM_LSC_ELEMENTS(VS, N)> Src0,
          vector<T, CM_LSC_ELEMENTS(VS, N)> Src1, vector<ushort, N> Pred = 1);
template <AtomicOp Op, typename T, CM_LSC_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)> cm_ptr_atomic(T *Ptr,
                                                vector<unsigned, N> Offset,
                                                vector<ushort, N> Pred = 1);
template <AtomicOp Op, typename T, CM_LSC_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)>
cm_ptr_atomic(T *Ptr, vector<unsigned, N> Offset,
              vector<T, CM_LSC_ELEMENTS(VS, N)> Src0,
              vector<ushort, N> Pred = 1);
template <AtomicOp Op, typename T, CM_LSC_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)>
cm_ptr_atomic(T *Ptr, vector<unsigned, N> Offset,
              vector<T, CM_LSC_ELEMENTS(VS, N)> Src0,
              vector<T, CM_LSC_ELEMENTS(VS, N)> Src1,
              vector<ushort, N> Pred = 1);
template <AtomicOp Op, typename T, CM_LSC_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)> cm_atomic_slm(vector<unsigned, N> Offset,
                                                vector<ushort, N> Pred = 1);
template <AtomicOp Op, typename T, CM_LSC_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)>
cm_atomic_slm(vector<unsigned, N> Offset,
              vector<T, CM_LSC_ELEMENTS(VS, N)> Src0,
              vector<ushort, N> Pred = 1);
template <AtomicOp Op, typename T, CM_LSC_GATHER_PARAMETERS>
vector<T, CM_LSC_ELEMENTS(VS, N)>
cm_atomic_slm(vector<unsigned, N> Offset,
              vector<T, CM_LSC_ELEMENTS(VS, N)> Src0,
              vector<T, CM_LSC_ELEMENTS(VS, N)> Src1,
              vector<ushort, N> Pred = 1);

/* ---- 2D block messages (PVC and later: CM_HAS_LSC_UNTYPED_2D) ---------
 * A block of Width x Height elements (NBlks blocks side by side for a load
 * or prefetch) at element X, row Y of the surface at Ptr: SurfaceWidth
 * bytes minus 1, SurfaceHeight rows minus 1, SurfacePitch bytes minus 1
 * (the hardware's encoding).  Elements outside the surface read as zero
 * and are not written.  A load returns the rows one after another (block
 * after block); N may also be the register size with each row padded to
 * a power of two and each block to whole GRFs.  Transposed swaps rows and
 * columns (32- and 64-bit elements); Transformed (VNNI) packs 4 / sizeof(T)
 * rows into each dword column. */

template <typename T, int Width, int Height = 1, int NBlks = 1,
          bool Transposed = false, bool Transformed = false,
          CacheHint L1H = CacheHint::Default,
          CacheHint L3H = CacheHint::Default,
          int N = details::lsc_block_2d_elements<T, NBlks, Height, Width,
                                                 Transposed, Transformed>()>
vector<T, N> cm_ptr_load(T *Ptr, unsigned SurfaceWidth,
                         unsigned SurfaceHeight, unsigned SurfacePitch, int X,
                         int Y);
template <typename T, int Width, int Height = 1, int NBlks = 1,
          bool Transposed = false, bool Transformed = false,
          CacheHint L1H = CacheHint::Default,
          CacheHint L3H = CacheHint::Default,
          int N = details::lsc_block_2d_elements<T, NBlks, Height, Width,
                                                 Transposed, Transformed>()>
vector<T, N> cm_load(T *Ptr, unsigned SurfaceWidth, unsigned SurfaceHeight,
                     unsigned SurfacePitch, int X, int Y);
template <typename T, int Width, int Height = 1, int NBlks = 1,
          CacheHint L1H = CacheHint::Cached, CacheHint L3H = CacheHint::Cached>
void cm_ptr_prefetch(T *Ptr, unsigned SurfaceWidth, unsigned SurfaceHeight,
                     unsigned SurfacePitch, int X, int Y);
template <typename T, int Width, int Height = 1, int NBlks = 1,
          CacheHint L1H = CacheHint::Cached, CacheHint L3H = CacheHint::Cached>
void cm_prefetch(T *Ptr, unsigned SurfaceWidth, unsigned SurfaceHeight,
                 unsigned SurfacePitch, int X, int Y);
template <typename T, int Width, int Height = 1,
          CacheHint L1H = CacheHint::Default,
          CacheHint L3H = CacheHint::Default,
          int N = details::lsc_block_2d_elements<T, 1, Height, Width, false,
                                                 false>()>
void cm_ptr_store(T *Ptr, unsigned SurfaceWidth, unsigned SurfaceHeight,
                  unsigned SurfacePitch, int X, int Y, vector<T, N> Data);
template <typename T, int Width, int Height = 1,
          CacheHint L1H = CacheHint::Default,
          CacheHint L3H = CacheHint::Default,
          int N = details::lsc_block_2d_elements<T, 1, Height, Width, false,
                                                 false>()>
void cm_store(T *Ptr, unsigned SurfaceWidth, unsigned SurfaceHeight,
              unsigned SurfacePitch, int X, int Y, vector<T, N> Data);

/* ---- 2D block messages by descriptor (Intel's lsc/block2d.h, PVC) ------
 * lsc::block_2d_desc<T, NumBlocks, BlockHeight, BlockWidth> holds the
 * surface (base, width, height, pitch: the hardware's minus-1 values) and
 * the block's X and Y in the layout of the hardware's payload; cm_load,
 * cm_prefetch and cm_store take it and are ordinary CM written here on
 * the 2D functions above.  A loaded or stored block is in the register
 * layout (rows padded to a power of two, blocks to whole GRFs).  The
 * setters return the descriptor, so that calls chain and a setter can be
 * an argument (`cm_load<lsc::Normal>(m, d.set_block_x(x))`). */
namespace lsc {
enum LoadOp { Normal = 0, Transpose = 1, VNNI = 2 };

template <typename T, unsigned NumBlocks, unsigned BlockHeight,
          unsigned BlockWidth>
struct block_2d_desc {
    static_assert(NumBlocks != 0 && BlockHeight != 0 && BlockWidth != 0,
                  "a 2D block has at least one block, row and column");
    using value_type = T;
    static constexpr int num_blocks = NumBlocks;
    static constexpr int height = BlockHeight;
    static constexpr int width = BlockWidth;

    CM_INLINE block_2d_desc(T *Ptr, unsigned Height, unsigned Width,
                            unsigned Pitch, int BlockX, int BlockY)
    {
        set_all(reinterpret_cast<uint64_t>(Ptr), Height, Width, Pitch,
                BlockX, BlockY);
    }
    CM_INLINE block_2d_desc(uint64_t Base, unsigned Height, unsigned Width,
                            unsigned Pitch, int BlockX, int BlockY)
    {
        set_all(Base, Height, Width, Pitch, BlockX, BlockY);
    }

    CM_INLINE block_2d_desc &set_base(uint64_t Value)
    {
        Payload.format<uint64_t>().select<1, 1>(0) = Value;
        return *this;
    }
    CM_INLINE uint64_t get_base() const
    {
        vector<uint64_t, 8> Words = Payload.format<uint64_t>();
        return Words[0];
    }
    CM_INLINE block_2d_desc &set_base_ptr(T *Ptr)
    {
        set_base(reinterpret_cast<uint64_t>(Ptr));
        return *this;
    }
    CM_INLINE T *get_base_ptr() const
    {
        return reinterpret_cast<T *>(get_base());
    }
    CM_INLINE block_2d_desc &set_width(uint32_t Value)
    {
        Payload.select<1, 1>(2) = Value;
        return *this;
    }
    CM_INLINE uint32_t get_width() const { return Payload[2]; }
    CM_INLINE block_2d_desc &set_height(uint32_t Value)
    {
        Payload.select<1, 1>(3) = Value;
        return *this;
    }
    CM_INLINE uint32_t get_height() const { return Payload[3]; }
    CM_INLINE block_2d_desc &set_pitch(uint32_t Value)
    {
        Payload.select<1, 1>(4) = Value;
        return *this;
    }
    CM_INLINE uint32_t get_pitch() const { return Payload[4]; }
    CM_INLINE block_2d_desc &set_block_x(int32_t Value)
    {
        Payload.select<1, 1>(5) = (uint32_t)Value;
        return *this;
    }
    CM_INLINE int32_t get_block_x() const { return (int32_t)Payload[5]; }
    CM_INLINE block_2d_desc &set_block_y(int32_t Value)
    {
        Payload.select<1, 1>(6) = (uint32_t)Value;
        return *this;
    }
    CM_INLINE int32_t get_block_y() const { return (int32_t)Payload[6]; }
    CM_INLINE vector<uint32_t, 16> get_raw_desc() const { return Payload; }

private:
    CM_INLINE void set_all(uint64_t Base, unsigned Height, unsigned Width,
                           unsigned Pitch, int BlockX, int BlockY)
    {
        Payload = 0;
        set_base(Base);
        set_height(Height);
        set_width(Width);
        set_pitch(Pitch);
        set_block_x(BlockX);
        set_block_y(BlockY);
        Payload.select<1, 1>(7) =
            (NumBlocks - 1) << 16 | (BlockHeight - 1) << 8 | (BlockWidth - 1);
    }

    vector<uint32_t, 16> Payload;
};
} // namespace lsc

namespace details {
constexpr int lsc_next_power_of_two(int N)
{
    int P = 1;
    while (P < N)
        P *= 2;
    return P;
}
/* The registers a block load of Op fills (Intel's get_lsc_grf_elements):
 * rows padded to a power of two, each block to whole GRFs. */
template <typename T>
constexpr int lsc_block_2d_grf_elements(lsc::LoadOp Op, int Width,
                                        int Height, int Blocks)
{
    return (lsc_next_power_of_two(Op == lsc::Transpose ? Height
                                  : Op == lsc::VNNI
                                      ? Width * (int)(4 / sizeof(T))
                                      : Width) *
                (Op == lsc::Transpose ? Width
                 : Op == lsc::VNNI
                     ? (Height + (int)(4 / sizeof(T)) - 1) /
                           (int)(4 / sizeof(T))
                     : Height) +
            CM_GRF_WIDTH / 8 / (int)sizeof(T) - 1) /
           (CM_GRF_WIDTH / 8 / (int)sizeof(T)) *
           (CM_GRF_WIDTH / 8 / (int)sizeof(T)) * Blocks;
}
} // namespace details

template <lsc::LoadOp Op = lsc::Normal, CacheHint L1H = CacheHint::Default,
          CacheHint L2H = CacheHint::Default, int OffsetX = 0,
          int OffsetY = 0, typename T = int, unsigned NBlocks = 1,
          unsigned BlockH = 1, unsigned BlockW = 1>
CM_INLINE void
cm_load(vector_ref<T, details::lsc_block_2d_grf_elements<T>(Op, BlockW,
                                                            BlockH, NBlocks)>
            Res,
        const lsc::block_2d_desc<T, NBlocks, BlockH, BlockW> &Desc,
        int16_t Pred = 1)
{
    constexpr int N =
        details::lsc_block_2d_grf_elements<T>(Op, BlockW, BlockH, NBlocks);
    if (Pred)
        Res = cm_ptr_load<T, BlockW, BlockH, NBlocks, Op == lsc::Transpose,
                          Op == lsc::VNNI, L1H, L2H, N>(
            Desc.get_base_ptr(), Desc.get_width(), Desc.get_height(),
            Desc.get_pitch(), Desc.get_block_x() + OffsetX,
            Desc.get_block_y() + OffsetY);
}

template <CacheHint L1H = CacheHint::Default,
          CacheHint L2H = CacheHint::Default, int OffsetX = 0,
          int OffsetY = 0, typename T = int, unsigned NBlocks = 1,
          unsigned BlockH = 1, unsigned BlockW = 1>
CM_INLINE void
cm_prefetch(const lsc::block_2d_desc<T, NBlocks, BlockH, BlockW> &Desc,
            int16_t Pred = 1)
{
    if (Pred)
        cm_ptr_prefetch<T, BlockW, BlockH, NBlocks, L1H, L2H>(
            Desc.get_base_ptr(), Desc.get_width(), Desc.get_height(),
            Desc.get_pitch(), Desc.get_block_x() + OffsetX,
            Desc.get_block_y() + OffsetY);
}

template <CacheHint L1H = CacheHint::Default,
          CacheHint L2H = CacheHint::Default, int OffsetX = 0,
          int OffsetY = 0, typename T = int, unsigned BlockH = 1,
          unsigned BlockW = 1>
CM_INLINE void
cm_store(const lsc::block_2d_desc<T, 1, BlockH, BlockW> &Desc,
         vector<T, details::lsc_block_2d_grf_elements<T>(lsc::Normal, BlockW,
                                                         BlockH, 1)>
             Src,
         int16_t Pred = 1)
{
    constexpr int Rows = BlockH * details::lsc_next_power_of_two(BlockW);
    if (Pred)
        cm_ptr_store<T, BlockW, BlockH, L1H, L2H, Rows>(
            Desc.get_base_ptr(), Desc.get_width(), Desc.get_height(),
            Desc.get_pitch(), Desc.get_block_x() + OffsetX,
            Desc.get_block_y() + OffsetY,
            Src.template select<Rows, 1>(0));
}

/* ---- the LSC fence ------------------------------------------------------- */

template <LSC_SFID Sfid = LSC_SFID::LSC_UGM,
          LSC_FENCE_OP FenceOp = LSC_FENCE_OP::LSC_FENCE_OP_NONE,
          LSC_SCOPE Scope = LSC_SCOPE::LSC_SCOPE_GROUP,
          int N = details::lsc_default_simt()>
void cm_fence(vector<ushort, N> Pred = 1);

#endif
