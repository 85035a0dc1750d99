/* cm/cm_dataport.h - CM dataport builtins (CM specification 4.5): block,
 * 2D media, scattered and atomic accesses to buffers and images.
 *
 * Declarations only: cmc's frontend recognises each function by name and
 * argument types (frontend/builtins/builtins_dataport.c) and lowers it to the
 * llvm.genx message intrinsics.  Sizes, alignments and element types the
 * hardware cannot access are errors at the call.  Output vectors are
 * declared twice, as vector<T, N>& and vector_ref<T, N>, so that a vector
 * variable and a region (v.select<...>(...)) are both accepted.
 *
 * Included by cm.h. */
#ifndef CM_CM_DATAPORT_H
#define CM_CM_DATAPORT_H

/* Buffer attributes: how an access treats its surface and offset. */
enum class CmBufferAttrib {
    _GENX_NONE = 0,
    _GENX_TOP_FIELD = 1,
    _GENX_BOTTOM_FIELD = 2,
    _GENX_DWALIGNED = 3,
    _GENX_MODIFIED = 4,
    _GENX_MODIFIED_TOP_FIELD = 5,
    _GENX_MODIFIED_BOTTOM_FIELD = 6,
    _GENX_MODIFIED_DWALIGNED = 7,
    _GENX_CONSTANT = 8,
    _GENX_CONSTANT_DWALIGNED = 9,
    _GENX_NUM_BUFFER_ATTRIB = 10, /* the count of attributes, not one */
};
#define GENX_NONE CmBufferAttrib::_GENX_NONE
#define GENX_TOP_FIELD CmBufferAttrib::_GENX_TOP_FIELD
#define GENX_BOTTOM_FIELD CmBufferAttrib::_GENX_BOTTOM_FIELD
#define GENX_DWALIGNED CmBufferAttrib::_GENX_DWALIGNED
#define GENX_MODIFIED CmBufferAttrib::_GENX_MODIFIED
#define GENX_MODIFIED_TOP_FIELD CmBufferAttrib::_GENX_MODIFIED_TOP_FIELD
#define GENX_MODIFIED_BOTTOM_FIELD CmBufferAttrib::_GENX_MODIFIED_BOTTOM_FIELD
#define GENX_MODIFIED_DWALIGNED CmBufferAttrib::_GENX_MODIFIED_DWALIGNED
#define GENX_CONSTANT CmBufferAttrib::_GENX_CONSTANT
#define GENX_CONSTANT_DWALIGNED CmBufferAttrib::_GENX_CONSTANT_DWALIGNED
#define GENX_NUM_BUFFER_ATTRIB CmBufferAttrib::_GENX_NUM_BUFFER_ATTRIB

/* Planes of a planar (NV12-like) surface for the media block messages of
 * read_plane and write_plane: luma, and chroma (UV interleaved is the U
 * plane's index), V of a three-plane surface. */
enum class CmSurfacePlaneIndex {
    _GENX_SURFACE_Y_PLANE = 0,
    _GENX_SURFACE_U_PLANE = 1,
    _GENX_SURFACE_UV_PLANE = 1,
    _GENX_SURFACE_V_PLANE = 2,
};
#define GENX_SURFACE_Y_PLANE CmSurfacePlaneIndex::_GENX_SURFACE_Y_PLANE
#define GENX_SURFACE_U_PLANE CmSurfacePlaneIndex::_GENX_SURFACE_U_PLANE
#define GENX_SURFACE_UV_PLANE CmSurfacePlaneIndex::_GENX_SURFACE_UV_PLANE
#define GENX_SURFACE_V_PLANE CmSurfacePlaneIndex::_GENX_SURFACE_V_PLANE

/* read(DWALIGNED(surface), offset, v) and friends. */
#define MODIFIED(A) A, GENX_MODIFIED
#define TOP_FIELD(A) A, GENX_TOP_FIELD
#define BOTTOM_FIELD(A) A, GENX_BOTTOM_FIELD
#define MODIFIED_TOP_FIELD(A) A, GENX_MODIFIED_TOP_FIELD
#define MODIFIED_BOTTOM_FIELD(A) A, GENX_MODIFIED_BOTTOM_FIELD
#define DWALIGNED(A) A, GENX_DWALIGNED
#define MODIFIED_DWALIGNED(A) A, GENX_MODIFIED_DWALIGNED
#define CONSTANT(A) A, GENX_CONSTANT
#define CONSTANT_DWALIGNED(A) A, GENX_CONSTANT_DWALIGNED

#include <cm/cm_atomic_ops.h>

/* RGBA channel masks (CM_R_ENABLE ...), defined in cm_sampler.h. */
enum class ChannelMaskType;

/* Memory fences: cm_fence(mask), cm_slm_fence(mask). */
typedef enum _CmFenceMask_ {
    CM_GLOBAL_COHERENT_FENCE = 0x1,
    CM_L3_FLUSH_INSTRUCTIONS = 0x2,
    CM_L3_FLUSH_TEXTURE_DATA = 0x4,
    CM_L3_FLUSH_CONSTANT_DATA = 0x8,
    CM_L3_FLUSH_RW_DATA = 0x10,
    CM_LOCAL_BARRIER = 0x20,
    CM_L1_FLUASH_RO_DATA = 0x40,
    CM_SW_BARRIER = 0x80,
} CmFenceMask;

/* Oword block read with an attribute: GENX_NONE, GENX_MODIFIED (oword
 * aligned), GENX_DWALIGNED, GENX_MODIFIED_DWALIGNED, GENX_CONSTANT_DWALIGNED
 * (dword aligned offset). */

template <typename T, int N>
void read(SurfaceIndex surface, CmBufferAttrib attribute, int offset, vector<T, N> &data);
template <typename T, int N>
void read(SurfaceIndex surface, CmBufferAttrib attribute, int offset, vector_ref<T, N> data);
template <typename T, int R, int C>
void read(SurfaceIndex surface, CmBufferAttrib attribute, int offset, matrix<T, R, C> &data);
template <typename T, int R, int C>
void read(SurfaceIndex surface, CmBufferAttrib attribute, int offset, matrix_ref<T, R, C> data);

/* 2D media block read and write: a block of N * sizeof(T) bytes by one
 * row at byte column x, row y of a 2D surface (matrix forms: rows). */

template <typename T, int N>
void read(SurfaceIndex surface, int x, int y, vector<T, N> &data);
template <typename T, int N>
void read(SurfaceIndex surface, int x, int y, vector_ref<T, N> data);

template <typename T, int N>
void read(SurfaceIndex surface, CmBufferAttrib attribute, int x, int y, vector<T, N> &data);
template <typename T, int N>
void read(SurfaceIndex surface, CmBufferAttrib attribute, int x, int y, vector_ref<T, N> data);

template <typename T, int N>
void write(SurfaceIndex surface, int x, int y, const cm_vector_base<T, N> &data);

template <typename T, int N>
void write(SurfaceIndex surface, CmBufferAttrib attribute, int x, int y,
           const cm_vector_base<T, N> &data);

/* 2D media block read and write of a matrix: R rows of C * sizeof(T)
 * bytes (at most 64) at byte column x, row y; each row is held at the
 * width rounded up to a power of two (at least 4 bytes), and R times that
 * may be at most 256 bytes. */
template <typename T, int R, int C>
void read(SurfaceIndex surface, int x, int y, matrix<T, R, C> &data);
template <typename T, int R, int C>
void read(SurfaceIndex surface, int x, int y, matrix_ref<T, R, C> data);
template <typename T, int R, int C>
void read(SurfaceIndex surface, CmBufferAttrib attribute, int x, int y,
          matrix<T, R, C> &data);
template <typename T, int R, int C>
void read(SurfaceIndex surface, CmBufferAttrib attribute, int x, int y,
          matrix_ref<T, R, C> data);
template <typename T, int R, int C>
void write(SurfaceIndex surface, int x, int y,
           const cm_matrix_base<T, R, C> &data);
template <typename T, int R, int C>
void write(SurfaceIndex surface, CmBufferAttrib attribute, int x, int y,
           const cm_matrix_base<T, R, C> &data);

/* The media block read and write above on one plane of a planar surface
 * (the plane a compile-time constant): read_plane/write_plane(surface,
 * [attribute,] plane, x, y, data), x in bytes and y in rows of that
 * plane; write_plane's rows are whole dwords.  media_block_read_plane<T,
 * R, C, PC> reads R rows of PC elements into its matrix (C, the width
 * the caller means to use, is part of the signature only). */
template <typename T, int R, int C>
void read_plane(SurfaceIndex surface, CmSurfacePlaneIndex plane, int x, int y,
                matrix_ref<T, R, C> data);
template <typename T, int R, int C>
void read_plane(SurfaceIndex surface, CmBufferAttrib attribute,
                CmSurfacePlaneIndex plane, int x, int y,
                matrix_ref<T, R, C> data);
template <typename T, int N>
void read_plane(SurfaceIndex surface, CmSurfacePlaneIndex plane, int x, int y,
                vector_ref<T, N> data);
template <typename T, int N>
void read_plane(SurfaceIndex surface, CmBufferAttrib attribute,
                CmSurfacePlaneIndex plane, int x, int y,
                vector_ref<T, N> data);
template <typename T, int R, int C>
void write_plane(SurfaceIndex surface, CmSurfacePlaneIndex plane, int x, int y,
                 const cm_matrix_base<T, R, C> &data);
template <typename T, int R, int C>
void write_plane(SurfaceIndex surface, CmBufferAttrib attribute,
                 CmSurfacePlaneIndex plane, int x, int y,
                 const cm_matrix_base<T, R, C> &data);
template <typename T, int N>
void write_plane(SurfaceIndex surface, CmSurfacePlaneIndex plane, int x, int y,
                 const cm_vector_base<T, N> &data);
template <typename T, int R, int C, int PC>
void media_block_read_plane(SurfaceIndex surface, CmBufferAttrib attribute,
                            CmSurfacePlaneIndex plane, int x, int y,
                            matrix_ref<T, R, PC> data);

/* Scattered read and write of 1-, 2- or 4-byte elements: element i at
 * global_offset + element_offset(i), in elements (read/write) or bytes
 * (read_scaled/write_scaled); N is 1, 2, 4, 8, 16 or 32. */

template <typename T, typename U, int N>
void read(SurfaceIndex surface, uint global_offset, const cm_vector_base<U, N> &element_offset, vector<T, N> &data);
template <typename T, typename U, int N>
void read(SurfaceIndex surface, uint global_offset, const cm_vector_base<U, N> &element_offset, vector_ref<T, N> data);

template <typename T, typename U, int N>
void read(SurfaceIndex surface, CmBufferAttrib attribute, uint global_offset, const cm_vector_base<U, N> &element_offset, vector<T, N> &data);
template <typename T, typename U, int N>
void read(SurfaceIndex surface, CmBufferAttrib attribute, uint global_offset, const cm_vector_base<U, N> &element_offset, vector_ref<T, N> data);

template <typename T, typename U, int N>
void read_scaled(SurfaceIndex surface, uint global_offset, const cm_vector_base<U, N> &element_offset, vector<T, N> &data);
template <typename T, typename U, int N>
void read_scaled(SurfaceIndex surface, uint global_offset, const cm_vector_base<U, N> &element_offset, vector_ref<T, N> data);

template <typename T, typename U, int N>
void write(SurfaceIndex surface, uint global_offset,
           const cm_vector_base<U, N> &element_offset,
           const cm_vector_base<T, N> &data);

template <typename T, typename U, int N>
void write_scaled(SurfaceIndex surface, uint global_offset,
                  const cm_vector_base<U, N> &element_offset,
                  const cm_vector_base<T, N> &data);

/* One element: read<T>(surface, index), write(surface, [global,] index, x). */

template <typename T> T read(SurfaceIndex surface, uint element_index);

template <typename T>
typename cm_detail::enable_if<cm_detail::is_scalar<T>::value>::type
write(SurfaceIndex surface, uint global_offset, uint element_offset, T data);

template <typename T>
typename cm_detail::enable_if<cm_detail::is_scalar<T>::value>::type
write(SurfaceIndex surface, uint element_offset, T data);

/* Atomic read-modify-write of dwords at element_offset (in dwords):
 * INC, DEC, PREDEC take no source; CMPXCHG and FCMPWR two; the rest one.
 * The old values go to `result` when given (N is 1, 2, 4, 8 or 16). */

template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(SurfaceIndex surface, const cm_vector_base<U, N> &element_offset,
                  vector<T, N> &result);

template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(SurfaceIndex surface, const cm_vector_base<U, N> &element_offset,
                  const cm_vector_base<T, N> &src0, vector<T, N> &result);

template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(SurfaceIndex surface, const cm_vector_base<U, N> &element_offset,
                  const cm_vector_base<T, N> &src0, const cm_vector_base<T, N> &src1,
                  vector<T, N> &result);

template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(SurfaceIndex surface, const cm_vector_base<U, N> &element_offset,
                  vector_ref<T, N> result);

template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(SurfaceIndex surface, const cm_vector_base<U, N> &element_offset,
                  const cm_vector_base<T, N> &src0, vector_ref<T, N> result);

template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(SurfaceIndex surface, const cm_vector_base<U, N> &element_offset,
                  const cm_vector_base<T, N> &src0, const cm_vector_base<T, N> &src1,
                  vector_ref<T, N> result);

template <CmAtomicOpType Op, typename U, int N>
void write_atomic(SurfaceIndex surface, const cm_vector_base<U, N> &element_offset);

template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(SurfaceIndex surface, const cm_vector_base<U, N> &element_offset,
                  const cm_vector_base<T, N> &src0);

template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(SurfaceIndex surface, const cm_vector_base<U, N> &element_offset,
                  const cm_vector_base<T, N> &src0, const cm_vector_base<T, N> &src1);

/* Intel's deprecated atomic form (still declared there): eight dwords at
 * global_offset + element_offset[i] (in dwords); op must be a constant;
 * src has 8 elements (16 for CMPXCHG and FCMPWR: src0 then src1; INC, DEC
 * and PREDEC ignore it); the old values go to result, or nowhere when it
 * is NULL (any int).  The template parameters come in Intel's order,
 * T and N, so that write<uint, 8>(...) names them. */
template <typename T, int N, typename U>
void write(SurfaceIndex surface, CmAtomicOpType op, uint global_offset,
           const cm_vector_base<U, 8> &element_offset,
           const cm_vector_base<T, N> &src, vector<T, 8> &result);
template <typename T, int N, typename U>
void write(SurfaceIndex surface, CmAtomicOpType op, uint global_offset,
           const cm_vector_base<U, 8> &element_offset,
           const cm_vector_base<T, N> &src, vector_ref<T, 8> result);
template <typename T, int N, typename U>
void write(SurfaceIndex surface, CmAtomicOpType op, uint global_offset,
           const cm_vector_base<U, 8> &element_offset,
           const cm_vector_base<T, N> &src, int null);

/* The same with a mask first: only channels whose mask element is nonzero
 * take part; the others leave memory and their result element alone. */
#define CM_MASK const cm_vector_base<ushort, N> &mask, SurfaceIndex surface, \
                const cm_vector_base<U, N> &element_offset
template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(CM_MASK, vector<T, N> &result);
template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(CM_MASK, const cm_vector_base<T, N> &src0, vector<T, N> &result);
template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(CM_MASK, const cm_vector_base<T, N> &src0,
                  const cm_vector_base<T, N> &src1, vector<T, N> &result);
template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(CM_MASK, vector_ref<T, N> result);
template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(CM_MASK, const cm_vector_base<T, N> &src0, vector_ref<T, N> result);
template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(CM_MASK, const cm_vector_base<T, N> &src0,
                  const cm_vector_base<T, N> &src1, vector_ref<T, N> result);
template <CmAtomicOpType Op, typename U, int N>
void write_atomic(CM_MASK);
template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(CM_MASK, const cm_vector_base<T, N> &src0);
template <CmAtomicOpType Op, typename T, typename U, int N>
void write_atomic(CM_MASK, const cm_vector_base<T, N> &src0,
                  const cm_vector_base<T, N> &src1);
#undef CM_MASK

/* Untyped surface access: the enabled channels (up to four dwords, RGBA)
 * at each dword offset u, channel by channel in the data (a row per
 * channel of a matrix); N is 8, 16 or 32. */
#define CM_CHANNEL_OUTPUT(NAME, COORDINATES)                                  \
    template <typename T, int R, int C, typename U>                          \
    void NAME(SurfaceIndex surface, ChannelMaskType mask,                    \
              matrix<T, R, C> &data, COORDINATES);                           \
    template <typename T, int R, int C, typename U>                          \
    void NAME(SurfaceIndex surface, ChannelMaskType mask,                    \
              matrix_ref<T, R, C> data, COORDINATES);                        \
    template <typename T, int N, int C, typename U>                          \
    void NAME(SurfaceIndex surface, ChannelMaskType mask,                    \
              vector<T, N> &data, COORDINATES);                              \
    template <typename T, int N, int C, typename U>                          \
    void NAME(SurfaceIndex surface, ChannelMaskType mask,                    \
              vector_ref<T, N> data, COORDINATES);
#define CM_CHANNEL_INPUT(NAME, COORDINATES)                                   \
    template <typename T, int R, int C, typename U>                          \
    void NAME(SurfaceIndex surface, ChannelMaskType mask,                    \
              const cm_matrix_base<T, R, C> &data, COORDINATES);             \
    template <typename T, int N, int C, typename U>                          \
    void NAME(SurfaceIndex surface, ChannelMaskType mask,                    \
              const cm_vector_base<T, N> &data, COORDINATES);
#define CM_U const cm_vector_base<U, C> &u
#define CM_UV CM_U, const cm_vector_base<U, C> &v
#define CM_UVR CM_UV, const cm_vector_base<U, C> &r
CM_CHANNEL_OUTPUT(read_untyped, CM_U)
CM_CHANNEL_INPUT(write_untyped, CM_U)

/* Typed surface access (1D, 2D, 3D surfaces): the enabled channels of the
 * pixels at coordinates u, [v, [r]], channel by channel in the data. */
CM_CHANNEL_OUTPUT(read_typed, CM_U)
CM_CHANNEL_OUTPUT(read_typed, CM_UV)
CM_CHANNEL_OUTPUT(read_typed, CM_UVR)
CM_CHANNEL_INPUT(write_typed, CM_U)
CM_CHANNEL_INPUT(write_typed, CM_UV)
CM_CHANNEL_INPUT(write_typed, CM_UVR)

/* write_typed_atomic<Op>([mask,] surface, result, [src0, [src1,]] u, [v,
 * [r, [lod]]]): atomics on the pixels at u, v, r of a typed surface (C is
 * 1 to 8); the operation says how many sources precede the coordinates.
 * With a mask, only the pixels whose mask element is not 0 take part. */
template <CmAtomicOpType Op, typename T, int C, typename... Operands>
void write_typed_atomic(SurfaceIndex surface, vector<T, C> &result,
                        const Operands &...operands);
template <CmAtomicOpType Op, typename T, int C, typename... Operands>
void write_typed_atomic(SurfaceIndex surface, vector_ref<T, C> result,
                        const Operands &...operands);
template <CmAtomicOpType Op, typename T, int C, typename... Operands>
void write_typed_atomic(vector<ushort, C> mask, SurfaceIndex surface,
                        vector<T, C> &result, const Operands &...operands);
template <CmAtomicOpType Op, typename T, int C, typename... Operands>
void write_typed_atomic(vector<ushort, C> mask, SurfaceIndex surface,
                        vector_ref<T, C> result, const Operands &...operands);
#undef CM_U
#undef CM_UV
#undef CM_UVR
#undef CM_CHANNEL_OUTPUT
#undef CM_CHANNEL_INPUT

#endif
