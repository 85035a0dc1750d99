/* cm/cm_printf.h - printf from kernels (CM specification 4.17), for cmc.
 *
 * Included by cm.h.  printf (and cm_printf) append one record to the CM
 * runtime's print buffer, the predefined surface T2, in the layout Intel's
 * CM compiler writes and Intel's runtime decodes: the buffer's first dword
 * counts the bytes used; a record is a 32-byte format header (object type
 * 5) and the format string in 128 bytes, then per argument a 32-byte
 * header (object type 3, the data type, the value in dwords 6 and 7) or,
 * for a string literal, a header (object type 4) and its 128 bytes.  A
 * vector or matrix argument gives one scalar per element.  The format is
 * a literal of at most 127 characters; printf returns the record's size
 * in bytes.  frontend/printf.c writes the record.
 *
 * fprintf(surface, ...) and cm_fprintf(surface, ...) append the same
 * record to another buffer laid out as the print buffer (its dword 0
 * counts the bytes used, so it must start at the offset of the first
 * record).  cmprint(...) and cmfprint(surface, ...) are printf and
 * fprintf without a value, as Intel's (ReturnType is their result type,
 * void, as in Intel's headers unless __CM_USE_OCL_SPEC_PRINTF; cmc's take
 * vectors and matrices too, which Intel's reject).  CMPHF_VEC_ISZ,
 * CMPHF_VEC_BSZ and CMPHF_STR_SZ are a header's dwords and bytes and a
 * string's bytes in the record. */
#ifndef CM_CM_PRINTF_H
#define CM_CM_PRINTF_H

namespace cm_detail {
template <int N, typename... Arguments>
int printf_record(const char (&format)[N], Arguments... arguments);
template <int N, typename... Arguments>
int fprintf_record(SurfaceIndex surface, const char (&format)[N],
                   Arguments... arguments);
} // namespace cm_detail

#define printf(...) cm_detail::printf_record(__VA_ARGS__)
#define cm_printf(...) cm_detail::printf_record(__VA_ARGS__)
#define fprintf(surface, ...) cm_detail::fprintf_record(surface, __VA_ARGS__)
#define cm_fprintf(surface, ...)                                              \
    cm_detail::fprintf_record(surface, __VA_ARGS__)

#ifdef __CM_USE_OCL_SPEC_PRINTF
using ReturnType = int;
#define cmprint(...) ((ReturnType)cm_detail::printf_record(__VA_ARGS__) * 0)
#else
using ReturnType = void;
#define cmprint(...) ((ReturnType)cm_detail::printf_record(__VA_ARGS__))
#endif
#define cmfprint(surface, ...)                                                \
    ((void)cm_detail::fprintf_record(surface, __VA_ARGS__))

#define CMPHF_VEC_ISZ 8
#define CMPHF_VEC_BSZ (CMPHF_VEC_ISZ * 4)
#define CMPHF_STR_SZ 128

#endif
