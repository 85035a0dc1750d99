/* cm/cm_printf.h - printf from kernels (CM specification 4.17), for cmc.
 *
 * Included by cm.h.  printf (and cm_printf) append one record to the CM
 * runtime's print buffer, the predefined surface T2, in the layout Intel's
 * runtime decodes: the buffer's first dword counts the bytes used; a
 * record is a 32-byte format header (object type 5, data type char, the
 * string's length with its terminator in dword 6), the format string in
 * 128 bytes, then one 32-byte header per argument (object type 3, the
 * argument's data type, its value in dwords 6 and 7).  The format string
 * is a literal of at most 128 bytes; the arguments are scalars.
 * frontend/printf.c writes the record. */
#ifndef CM_CM_PRINTF_H
#define CM_CM_PRINTF_H

namespace cm_detail {
template <int N, typename... Arguments>
void printf_record(const char (&format)[N], Arguments... arguments);
} // namespace cm_detail

#define printf(...) cm_detail::printf_record(__VA_ARGS__)
#define cm_printf(...) cm_detail::printf_record(__VA_ARGS__)

#endif
