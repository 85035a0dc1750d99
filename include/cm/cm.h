/* cm/cm.h - the CM language for cmc.
 *
 * In Intel's cmc, vector and matrix are built into a patched clang.  cmc
 * parses CM with stock libclang instead, so here they are ordinary C++
 * class templates.  Only declarations are needed: cmc's frontend recognises
 * these classes, their members and the builtin functions by name and
 * lowers them itself; no body here is ever compiled.  The declarations
 * still matter: their signatures give every CM expression its C++ type
 * (CM's promotion rules are written into the return types), and their
 * static_asserts turn constant misuse into errors at the user's line.
 *
 * Included implicitly by cmc, as by Intel's cmc. */
#ifndef CM_CM_H
#define CM_CM_H

#define _GENX_MAIN_ __attribute__((annotate("cm_kernel")))
#define _GENX_ __attribute__((annotate("cm_subroutine")))
#define _GENX_ROUTINE_ _GENX_
/* The annotations let cmc see the inlining wish (libclang hides
 * always_inline); see doc/manual.md, "Functions". */
#define CM_INLINE                                                             \
    inline __attribute__((always_inline, annotate("cm_inline")))
#define CM_NOINLINE __attribute__((noinline, annotate("cm_noinline")))
/* The other helper macros of Intel's cm_common.h code uses: a static
 * check that is a located error with the message, one that is a warning
 * (the frontend reports a failed static_assert whose message starts
 * "CM:w:" as a warning with the rest of the message, as Intel's compiler
 * does), deprecation (a warning where used), no debug information, and
 * its emulation-mode global.  cm_label is deprecated in Intel's headers:
 * a use is that warning and nothing else. */
#define CM_STATIC_ERROR(C, M) static_assert((C), M)
#define CM_STATIC_WARNING(C, M) static_assert((C), "CM:w:" M)
#define cm_label(...) CM_STATIC_WARNING(0, "cm_label() is deprecated")
#define CM_DEPRECATED(Msg) __attribute__((deprecated(Msg)))
#define CM_NODEBUG __attribute__((nodebug))
#define __GLOBAL(V) V
/* A global the compiler should optimise less; its meaning (one copy per
 * thread) is a plain global's, and so is cmc's treatment of it. */
#define _GENX_VOLATILE_ __attribute__((annotate("cm_volatile")))
#define _GENX_VOLATILE_BINDING_(Offset) \
    __attribute__((annotate("cm_volatile_binding")))

#define CM_HAS_CMC 1

/* cm_assert(C) (Intel's cm_common.h): nothing, unless the kernel is built
 * with CM_ENABLE_ASSERTS defined; then Intel's reports a failure through
 * the runtime's assert buffer (__devicelib_assert_fail) and a software
 * exception, which cmc's vISA cannot reach: each use is a located error
 * instead of a check that silently does nothing. */
#if defined(CM_ENABLE_ASSERTS)
#define cm_assert(C)                                                          \
    static_assert(sizeof(#C) == 0,                                            \
                  "cm_assert with CM_ENABLE_ASSERTS is not supported by "     \
                  "cmc: Intel's reports a failure through the runtime's "     \
                  "assert buffer and a software exception, which cmc's "      \
                  "vISA cannot reach")
#else
#define cm_assert(C) ((void)0)
#endif

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long long ulonglong;
typedef unsigned long long uint64_t;
typedef unsigned int uint32_t;
typedef unsigned short uint16_t;
typedef unsigned char uint8_t;
typedef long long int64_t;
typedef int int32_t;
typedef short int16_t;
typedef signed char int8_t;
typedef _Float16 half;

/* The other C names Intel's headers (its cm_common.h) give kernels. */
#ifndef NULL
#define NULL 0
#endif
#if __SIZEOF_POINTER__ == 8
typedef unsigned long long uintptr_t;
typedef long long ptrdiff_t;
#else
typedef unsigned int uintptr_t;
typedef int ptrdiff_t;
#endif
typedef unsigned char U8;
typedef unsigned short U16;
typedef unsigned int U32;
#define __int8 char
#define __uint8 unsigned char
#define __int16 short
#define __uint16 unsigned short
#define __int32 int
#define __uint32 unsigned int
#define __int64 long long
#define __uint64 unsigned long long
/* The MDF versions a kernel may test (`#if __INTEL_MDF >= CM_2_0`). */
#define CM_1_0 100
#define CM_2_0 200
#define CM_2_1 201
#define CM_2_2 202
#define CM_2_3 203
#define CM_2_4 204
#define CM_3_0 300
#define CM_4_0 400
#define CM_5_0 500
#define CM_6_0 600
#define CM_7_0 700
#define __INTEL_MDF (CM_7_0 + 1)
#define __INTEL_CM (CM_7_0 + 1)

/* A binding table entry: a buffer or image the kernel reads or writes. */
class SurfaceIndex {
  public:
    SurfaceIndex(const SurfaceIndex &) = default;

  private:
    SurfaceIndex();
    unsigned int cm_index;
};

/* A sampler state. */
class SamplerIndex {
  public:
    SamplerIndex(const SamplerIndex &) = default;

  private:
    SamplerIndex();
    unsigned int cm_index;
};


#include <cm/cm_core.h>
#include <cm/cm_traits.h>
#include <cm/cm_kernel_attributes.h>

/* ---- Builtins -------------------------------------------------------- */

/* The thread's position in the media walker's thread space. */
ushort get_thread_origin_x(void);
ushort get_thread_origin_y(void);

/* Oword block read and write: N * sizeof(T) bytes (16, 32, 64 or 128) at
 * byte `offset` of a buffer, which must be a multiple of 16. */
template <typename T, int N>
void read(SurfaceIndex surface, int offset, vector<T, N> &data);
template <typename T, int N>
void read(SurfaceIndex surface, int offset, vector_ref<T, N> data);
template <typename T, int N>
void write(SurfaceIndex surface, int offset, const vector<T, N> &data);
template <typename T, int N>
void write(SurfaceIndex surface, int offset, vector_ref<T, N> data);
/* The same into and from a matrix or a region of one (e.g. selected
 * rows): its elements in row-major order. */
template <typename T, int R, int C>
void read(SurfaceIndex surface, int offset, matrix<T, R, C> &data);
template <typename T, int R, int C>
void read(SurfaceIndex surface, int offset, matrix_ref<T, R, C> data);
template <typename T, int R, int C>
void write(SurfaceIndex surface, int offset, const cm_matrix_base<T, R, C> &data);

#include <cm/cm_simdcf.h>
#include <cm/cm_math.h>
#include <cm/cm_dpas.h>
#include <cm/cm_bitops.h>
#include <cm/cm_cvt.h>
#include <cm/cm_svm.h>
#include <cm/cm_dataport.h>
#include <cm/cm_threads.h>
#include <cm/cm_send.h>
#include <cm/cm_gateway.h>
#include <cm/cm_sampler.h>
#include <cm/cm_printf.h>
#include <cm/cm_lsc.h>
#include <cm/cm_memory.h>
#include <cm/cm_forms.h>
#include <cm/cm_frem.h>
#include <cm/cm_spirv.h>
#include <cm/cm_newer_platforms.h>
#include <cm/vme/vme.h>

#endif
