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
 * in bytes.  frontend/printf.c writes the record. */
#ifndef CM_CM_PRINTF_H
#define CM_CM_PRINTF_H

namespace cm_detail {
template <int N, typename... Arguments>
int printf_record(const char (&format)[N], Arguments... arguments);
} // namespace cm_detail

#define printf(...) cm_detail::printf_record(__VA_ARGS__)
#define cm_printf(...) cm_detail::printf_record(__VA_ARGS__)

#endif
