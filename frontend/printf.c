/* printf.c - printf from kernels (CM specification 4.17).
 *
 * Takes cm_detail::printf_record("format", arguments...) (the printf,
 * cm_printf and cmprint macros of cm_printf.h) and
 * cm_detail::fprintf_record(surface, "format", arguments...) (fprintf,
 * cm_fprintf, cmfprint); guarantees one record in the CM runtime's print
 * buffer, the predefined surface T2 (llvm.genx.predefined.surface(2)), or
 * in the given surface, exactly as Intel's CM compiler
 * writes it and Intel's runtime decodes it (media-driver's
 * cm_printf_host.cpp; doc/design.md lists what was checked):
 *   - dword 0 of the buffer counts the bytes used: an 8-channel dword
 *     atomic add at byte offsets 0, 4, ..., 28 of {record size, 0, ...}
 *     reserves the record (channel 0's old value is its offset);
 *   - a 32-byte header {5 (format), 0 (char), 0, 0, 0, 0, length with the
 *     terminator, 0} and the string zero-padded to 128 bytes;
 *   - per argument, in order: a string literal is a header {4 (string),
 *     0, 0, 0, 0, 0, length, 0} and its 128 bytes; a scalar is a header
 *     {3 (scalar), data type, 0, 0, 0, 0, low dword, high dword} with the
 *     data types char 0, uchar 1, float 2, int 3, uint 4, short 5, ushort
 *     6, long long 7, unsigned long long 8, double 9 (narrower integers
 *     extended to a dword as their type says, floats and doubles as their
 *     bits; half is printed as the float it converts to exactly, bool as
 *     uchar); a vector or matrix is one scalar header per element in row
 *     order (cmc's extension: Intel's compiler rejects them, and its
 *     runtime prints no element of its own vector records).
 * Each part is an oword block write; printf's value is the record's size.
 * A format longer than the record's 127 characters (Intel's current
 * compiler, whose printf keeps formats in a string table, takes them) is
 * cut into pieces written as consecutive records that print what the
 * whole would (printf_format_pieces); printf's value is then their total
 * size.
 * The format is checked against the arguments here (printf_format.c), so
 * that the runtime never meets a directive it cannot print.
 *
 * For SPIR-V output (opencl_printf) printf, cm_printf and cmprint are
 * OpenCL's printf instead, as Intel's CM compiler makes them for the
 * OpenCL runtime (its cm_printfocl.h: __spirv_ocl_printf): a call of
 * cmc.printf, i32 (...), whose first argument is the format as a constant
 * [N x i8] (with its terminator) and the rest one per directive, a string
 * literal as a constant [N x i8], a scalar as C passes it to a variadic
 * function (char, short and bool promoted to int as their type says, half
 * to float); spirv/printf.c writes it as OpExtInst printf.  The
 * VectorCompiler writes its own printf buffer, which the OpenCL runtime
 * prints: the format is whole (no record limit), values past the
 * directives are evaluated but not passed (the VectorCompiler requires
 * one per directive), and a '*' width or precision, which it would count
 * as no value, is written into the format, so it must be a compile-time
 * constant. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

#define PRINT_SURFACE 2
#define PRINT_HEADER_BYTES 32
#define PRINT_STRING_BYTES 128
/* The longest format, with its terminator. */
#define PRINT_FORMAT_BYTES 8192
#define PRINT_MAX_ARGUMENTS 64
#define PRINT_MAX_ITEMS 256
#define PRINT_OBJECT_SCALAR 3
#define PRINT_OBJECT_STRING 4
#define PRINT_OBJECT_FORMAT 5
/* OpenCL's printf for SPIR-V output; spirv/internal.h names it too. */
#define OPENCL_PRINTF_FUNCTION "cmc.printf"

/* One object of the record after the format: a string or a scalar. */
struct print_item {
    CXCursor argument;          /* the user's argument it comes from */
    bool is_string;
    LLVMValueRef value;         /* scalars: the element itself */
    enum element_kind element;  /* scalars */
    int data_type;
    LLVMValueRef low, high;
    char text[PRINT_STRING_BYTES];
    unsigned length;            /* strings: with the terminator */
};

static LLVMTypeRef i32_type(struct frontend *frontend)
{
    return LLVMInt32TypeInContext(frontend->context);
}

static LLVMValueRef i32_constant(struct frontend *frontend, unsigned value)
{
    return LLVMConstInt(i32_type(frontend), value, 0);
}

static LLVMValueRef build_call(struct frontend *frontend, LLVMValueRef function,
                               LLVMValueRef *arguments, unsigned count)
{
    return LLVMBuildCall2(frontend->builder, LLVMGlobalGetValueType(function),
                          function, arguments, count, "");
}

/* The print buffer's surface: llvm.genx.predefined.surface(2). */
static LLVMValueRef print_surface(struct frontend *frontend)
{
    LLVMTypeRef i32 = i32_type(frontend);
    LLVMValueRef function =
        declare_intrinsic(frontend, "llvm.genx.predefined.surface", i32, &i32,
                          1, INTRINSIC_PURE);
    LLVMValueRef id = i32_constant(frontend, PRINT_SURFACE);
    return build_call(frontend, function, &id, 1);
}

/* The record's byte offset: an 8-channel atomic add of {bytes, 0, ...} to
 * the dwords 0..7 of the buffer (only dword 0 changes). */
static LLVMValueRef reserve_record(struct frontend *frontend,
                                   LLVMValueRef surface, unsigned bytes)
{
    LLVMTypeRef i32 = i32_type(frontend);
    LLVMTypeRef i1 = LLVMInt1TypeInContext(frontend->context);
    LLVMTypeRef data = LLVMVectorType(i32, 8);
    LLVMTypeRef mask_type = LLVMVectorType(i1, 8);
    LLVMValueRef offsets[8], amounts[8];
    for (unsigned i = 0; i < 8; i++) {
        offsets[i] = i32_constant(frontend, 4 * i);
        amounts[i] = i32_constant(frontend, i == 0 ? bytes : 0);
    }
    char name[96] = "llvm.genx.dword.atomic.add";
    genx_append_overload_suffix(name, sizeof name, data);
    genx_append_overload_suffix(name, sizeof name, mask_type);
    genx_append_overload_suffix(name, sizeof name, data);
    LLVMTypeRef parameters[] = {mask_type, i32, data, data, data};
    LLVMValueRef function =
        declare_intrinsic(frontend, name, data, parameters, 5, INTRINSIC_WRITES);
    LLVMValueRef arguments[] = {LLVMConstAllOnes(mask_type), surface,
                                LLVMConstVector(offsets, 8),
                                LLVMConstVector(amounts, 8),
                                LLVMConstNull(data)};
    LLVMValueRef old = build_call(frontend, function, arguments, 5);
    return LLVMBuildExtractElement(frontend->builder, old,
                                   i32_constant(frontend, 0), "");
}

/* An oword block write of `data` at byte `offset` of the buffer. */
static void write_block(struct frontend *frontend, LLVMValueRef surface,
                        LLVMValueRef offset, LLVMValueRef data)
{
    char name[64] = "llvm.genx.oword.st";
    genx_append_overload_suffix(name, sizeof name, LLVMTypeOf(data));
    LLVMTypeRef i32 = i32_type(frontend);
    LLVMTypeRef parameters[] = {i32, i32, LLVMTypeOf(data)};
    LLVMValueRef function = declare_intrinsic(
        frontend, name, LLVMVoidTypeInContext(frontend->context), parameters,
        3, INTRINSIC_WRITES);
    LLVMValueRef owords =
        LLVMBuildLShr(frontend->builder, offset, i32_constant(frontend, 4), "");
    LLVMValueRef arguments[] = {surface, owords, data};
    build_call(frontend, function, arguments, 3);
}

/* {object, type, 0, 0, 0, 0, low, high} as <8 x i32>. */
static LLVMValueRef header(struct frontend *frontend, unsigned object,
                           unsigned type, LLVMValueRef low, LLVMValueRef high)
{
    LLVMValueRef fields[8];
    for (unsigned i = 0; i < 8; i++)
        fields[i] = i32_constant(frontend, i == 0 ? object
                                          : i == 1 ? type
                                                   : 0);
    LLVMValueRef vector = LLVMConstVector(fields, 8);
    vector = LLVMBuildInsertElement(frontend->builder, vector, low,
                                    i32_constant(frontend, 6), "");
    return LLVMBuildInsertElement(frontend->builder, vector, high,
                                  i32_constant(frontend, 7), "");
}

/* The print data type of a scalar element, or -1. */
static int print_data_type(enum element_kind element)
{
    switch (element) {
    case ELEMENT_I8: return 0;
    case ELEMENT_U8: case ELEMENT_BOOL: return 1;
    case ELEMENT_FLOAT: case ELEMENT_HALF: return 2;
    case ELEMENT_I32: return 3;
    case ELEMENT_U32: return 4;
    case ELEMENT_I16: return 5;
    case ELEMENT_U16: return 6;
    case ELEMENT_I64: return 7;
    case ELEMENT_U64: return 8;
    case ELEMENT_DOUBLE: return 9;
    }
    return -1;
}

/* A scalar's low and high dwords into `item`. */
static void scalar_dwords(struct frontend *frontend, LLVMValueRef v,
                          enum element_kind element, struct print_item *item)
{
    LLVMBuilderRef b = frontend->builder;
    LLVMTypeRef i32 = i32_type(frontend);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(frontend->context);
    item->element = element;
    item->value = v;
    item->data_type = print_data_type(element);
    if (element == ELEMENT_HALF)
        v = LLVMBuildFPExt(b, v, LLVMFloatTypeInContext(frontend->context), "");
    if (element == ELEMENT_FLOAT || element == ELEMENT_HALF)
        v = LLVMBuildBitCast(b, v, i32, "");
    else if (element == ELEMENT_DOUBLE)
        v = LLVMBuildBitCast(b, v, i64, "");
    item->high = i32_constant(frontend, 0);
    if (element_bytes(element) == 8) {
        item->low = LLVMBuildTrunc(b, v, i32, "");
        item->high = LLVMBuildTrunc(
            b, LLVMBuildLShr(b, v, LLVMConstInt(i64, 32, 0), ""), i32, "");
    } else if (LLVMTypeOf(v) == i32) {
        item->low = v;
    } else {
        item->low = LLVMBuildIntCast2(b, v, i32, element_is_signed(element), "");
    }
}

/* The items of one argument (a string literal, a scalar, or each element
 * of a vector or matrix) appended to `items`; false after an error. */
static bool argument_items(struct frontend *frontend, CXCursor argument,
                           struct print_item *items, int *count)
{
    struct print_item *item = &items[*count];
    int length = printf_literal_bytes(argument, item->text, sizeof item->text);
    if (length == PRINTF_LITERAL_TOO_LONG) {
        error_at_cursor(frontend, argument,
                        "printf prints string literals of at most %d "
                        "characters",
                        PRINT_STRING_BYTES - 1);
        return false;
    }
    if (length >= 0) {
        if (*count >= PRINT_MAX_ITEMS)
            goto too_many;
        item->argument = argument;
        item->is_string = true;
        item->length = (unsigned)length + 1;
        (*count)++;
        return true;
    }
    struct value value = lower_expression(frontend, argument);
    if (value.type.kind == TYPE_UNSUPPORTED)
        return false;
    if ((value.type.kind != TYPE_SCALAR && value.type.kind != TYPE_VECTOR) ||
        print_data_type(value.type.element) < 0) {
        error_at_cursor(frontend, argument,
                        "printf prints scalars, vectors and matrices of "
                        "char, short, int, long long (signed or unsigned), "
                        "half, float and double, and string literals; not "
                        "this argument");
        return false;
    }
    LLVMValueRef whole = read_cm_value(frontend, value);
    int elements = value.type.kind == TYPE_SCALAR
                       ? 1
                       : type_element_count(value.type);
    if (*count + elements > PRINT_MAX_ITEMS)
        goto too_many;
    for (int i = 0; i < elements; i++) {
        LLVMValueRef element =
            value.type.kind == TYPE_SCALAR
                ? whole
                : LLVMBuildExtractElement(frontend->builder, whole,
                                          i32_constant(frontend, (unsigned)i),
                                          "");
        items[*count].argument = argument;
        items[*count].is_string = false;
        scalar_dwords(frontend, element, value.type.element, &items[*count]);
        (*count)++;
    }
    return true;
too_many:
    error_at_cursor(frontend, argument,
                    "printf prints at most %d values in one call",
                    PRINT_MAX_ITEMS);
    return false;
}

static const char *slot_name(enum printf_slot slot)
{
    switch (slot) {
    case PRINTF_SLOT_INTEGER: return "an integer";
    case PRINTF_SLOT_FLOAT: return "a floating-point value";
    case PRINTF_SLOT_STRING: return "a string literal";
    case PRINTF_SLOT_STAR: return "an int (a '*' width or precision)";
    }
    return "?";
}

/* Does `item` fit a directive's slot as the runtime decodes it? */
static bool item_fits(const struct print_item *item, enum printf_slot slot)
{
    if (item->is_string)
        return slot == PRINTF_SLOT_STRING;
    switch (slot) {
    case PRINTF_SLOT_STRING: return false;
    case PRINTF_SLOT_FLOAT: return element_is_float(item->element);
    case PRINTF_SLOT_INTEGER: return !element_is_float(item->element);
    case PRINTF_SLOT_STAR:
        return !element_is_float(item->element) &&
               element_bytes(item->element) <= 4;
    }
    return false;
}

/* The format's directives against the items; false after an error. */
static bool check_format(struct frontend *frontend, CXCursor call,
                         CXCursor format_argument, const char *format,
                         const struct print_item *items, int count,
                         bool opencl)
{
    enum printf_slot slots[PRINT_MAX_ITEMS];
    int slot_count;
    const char *problem =
        printf_format_slots(format, slots, PRINT_MAX_ITEMS, &slot_count);
    if (problem) {
        error_at_cursor(frontend, format_argument, "printf's format has %s",
                        problem);
        return false;
    }
    if (!opencl && slot_count == 0 && strstr(format, "%%"))
        warning_at_cursor(frontend, format_argument, "format",
                          "printf's format has no directives: the CM runtime "
                          "prints it as it is, so '%%%%' prints as '%%%%', not "
                          "'%%'");
    if (slot_count > count) {
        error_at_cursor(frontend, call,
                        "printf's format takes %d values, but the call gives "
                        "%d (a vector or matrix gives one per element)",
                        slot_count, count);
        return false;
    }
    for (int i = 0; i < slot_count; i++) {
        if (item_fits(&items[i], slots[i]))
            continue;
        error_at_cursor(frontend, items[i].argument,
                        "printf's directive for value %d takes %s; this "
                        "argument gives %s",
                        i + 1, slot_name(slots[i]),
                        items[i].is_string ? "a string literal"
                                           : element_name(items[i].element));
        return false;
    }
    return true;
}

/* The string zero-padded to 128 bytes, as <128 x i8>. */
static LLVMValueRef string_bytes(struct frontend *frontend, const char *text,
                                 unsigned length)
{
    LLVMValueRef characters[PRINT_STRING_BYTES];
    LLVMTypeRef i8 = LLVMInt8TypeInContext(frontend->context);
    for (unsigned i = 0; i < PRINT_STRING_BYTES; i++)
        characters[i] =
            LLVMConstInt(i8, i < length ? (unsigned char)text[i] : 0, 0);
    return LLVMConstVector(characters, PRINT_STRING_BYTES);
}

/* A header and its 128 string bytes at `at` bytes into the record. */
static void write_string_object(struct frontend *frontend, LLVMValueRef surface,
                                LLVMValueRef offset, unsigned at,
                                unsigned object, const char *text,
                                unsigned length)
{
    LLVMBuilderRef b = frontend->builder;
    write_block(frontend, surface,
                LLVMBuildAdd(b, offset, i32_constant(frontend, at), ""),
                header(frontend, object, 0, i32_constant(frontend, length),
                       i32_constant(frontend, 0)));
    write_block(frontend, surface,
                LLVMBuildAdd(b, offset,
                             i32_constant(frontend, at + PRINT_HEADER_BYTES),
                             ""),
                string_bytes(frontend, text, length));
}

static unsigned item_bytes(const struct print_item *item)
{
    return PRINT_HEADER_BYTES + (item->is_string ? PRINT_STRING_BYTES : 0);
}

/* The record: reserve it, then write the format and every item. */
static unsigned write_record(struct frontend *frontend, LLVMValueRef surface,
                             const char *format, unsigned format_length,
                             const struct print_item *items, int count)
{
    unsigned bytes = PRINT_HEADER_BYTES + PRINT_STRING_BYTES;
    for (int i = 0; i < count; i++)
        bytes += item_bytes(&items[i]);
    LLVMValueRef offset = reserve_record(frontend, surface, bytes);
    write_string_object(frontend, surface, offset, 0, PRINT_OBJECT_FORMAT,
                        format, format_length);
    unsigned at = PRINT_HEADER_BYTES + PRINT_STRING_BYTES;
    for (int i = 0; i < count; i++) {
        const struct print_item *item = &items[i];
        if (item->is_string) {
            write_string_object(frontend, surface, offset, at,
                                PRINT_OBJECT_STRING, item->text, item->length);
        } else {
            write_block(frontend, surface,
                        LLVMBuildAdd(frontend->builder, offset,
                                     i32_constant(frontend, at), ""),
                        header(frontend, PRINT_OBJECT_SCALAR,
                               (unsigned)item->data_type, item->low,
                               item->high));
        }
        at += item_bytes(item);
    }
    return bytes;
}

/* The records of a format too long for one (printf_format_pieces):
 * each piece's values are the next items, and the values past the
 * format's directives go with the last piece that has directives, or
 * the first when none has (as they follow those values in one record).
 * Their total size. */
static unsigned write_pieces(struct frontend *frontend, LLVMValueRef surface,
                             const char *format,
                             const struct printf_piece *pieces, int pieces_count,
                             const struct print_item *items, int count)
{
    int last_with_values = pieces_count - 1;
    while (last_with_values > 0 && pieces[last_with_values].slots == 0)
        last_with_values--;
    unsigned bytes = 0;
    int next_item = 0;
    for (int i = 0; i < pieces_count; i++) {
        const struct printf_piece *piece = &pieces[i];
        char text[PRINT_STRING_BYTES];
        memcpy(text, format + piece->start, piece->length);
        text[piece->length] = '\0';
        if (piece->kind == PRINTF_PIECE_TEXT) {
            struct print_item string = {.is_string = true};
            unsigned length = 0;
            for (const char *p = text; *p; p++) {
                string.text[length++] = *p;
                if (p[0] == '%' && p[1] == '%')
                    p++;
            }
            string.text[length] = '\0';
            string.length = length + 1;
            bytes += write_record(frontend, surface, "%s", 3, &string, 1);
            continue;
        }
        int values = i == last_with_values ? count - next_item : piece->slots;
        bytes += write_record(frontend, surface, text,
                              (unsigned)piece->length + 1, items + next_item,
                              values);
        next_item += values;
    }
    return bytes;
}

/* The records of a format and its items: one, or one per piece of a
 * format longer than a record holds.  Their total size; 0 after an error
 * (at `format_argument`). */
static unsigned write_records(struct frontend *frontend, LLVMValueRef surface,
                              CXCursor format_argument, const char *format,
                              const struct print_item *items, int count)
{
    size_t length = strlen(format);
    if (length < PRINT_STRING_BYTES)
        return write_record(frontend, surface, format, (unsigned)length + 1,
                            items, count);
    struct printf_piece *pieces = xcalloc(length + 1, sizeof *pieces);
    int pieces_count =
        printf_format_pieces(format, PRINT_STRING_BYTES - 1, pieces);
    unsigned bytes = 0;
    if (pieces_count < 0)
        error_at_cursor(frontend, format_argument,
                        "printf's format has a directive longer than %d "
                        "characters",
                        PRINT_STRING_BYTES - 1);
    else
        bytes = write_pieces(frontend, surface, format, pieces, pieces_count,
                             items, count);
    free(pieces);
    return bytes;
}

/* A scalar as C passes it to a variadic function: char, short and bool
 * promoted to int (sign- or zero-extended as their type says), half to
 * float; wider types as they are. */
static LLVMValueRef promoted_argument(struct frontend *frontend,
                                     const struct print_item *item)
{
    LLVMBuilderRef b = frontend->builder;
    if (item->element == ELEMENT_HALF)
        return LLVMBuildFPExt(b, item->value,
                              LLVMFloatTypeInContext(frontend->context), "");
    if (element_is_float(item->element) || element_bytes(item->element) >= 4)
        return item->value;
    return LLVMBuildIntCast2(b, item->value, i32_type(frontend),
                             element_is_signed(item->element), "");
}

/* A string with its terminator as a constant [length x i8]. */
static LLVMValueRef string_array(struct frontend *frontend, const char *text,
                                 unsigned length)
{
    return LLVMConstStringInContext(frontend->context, text, length - 1, 0);
}

/* A '*' width or precision's value written into `out`: the format
 * OpenCL's printf gets has none (Intel's VectorCompiler takes one value
 * per directive), so the value must be a compile-time constant; a
 * negative width is the '-' flag and its magnitude, a negative precision
 * none (C's meaning).  False after an error at the value's argument. */
static bool write_star(struct frontend *frontend, struct string_buffer *out,
                       const struct print_item *item)
{
    if (!item->value || !LLVMIsAConstantInt(item->value)) {
        error_at_cursor(frontend, item->argument,
                        "SPIR-V output: printf's '*' width or precision "
                        "must be a compile-time constant (OpenCL's printf "
                        "in Intel's VectorCompiler takes one value per "
                        "directive)");
        return false;
    }
    long long value = LLVMConstIntGetSExtValue(item->value);
    bool precision = out->length > 0 && out->data[out->length - 1] == '.';
    if (precision && value < 0)
        out->data[--out->length] = '\0';
    else if (value < 0)
        buffer_printf(out, "-%lld", -value);
    else
        buffer_printf(out, "%lld", value);
    return true;
}

/* The format OpenCL's printf gets, each '*' replaced by its value
 * (write_star), and in `values` the items left, one per directive (the
 * checked format's slots are the items' order, a directive's stars
 * before its value).  NULL after an error. */
static char *format_without_stars(struct frontend *frontend,
                                  const char *format,
                                  const struct print_item *items, int count,
                                  const struct print_item **values,
                                  int *value_count)
{
    struct string_buffer out = {0};
    buffer_append(&out, "");
    int next = 0;
    *value_count = 0;
    for (const char *p = format; *p; p++) {
        size_t directive_start = out.length;
        char c[2] = {*p, '\0'};
        buffer_append(&out, c);
        if (*p != '%')
            continue;
        if (p[1] == '%') {
            buffer_append(&out, "%");
            p++;
            continue;
        }
        for (p++; *p && !strchr("csdioxXufFeEaAgG%", *p); p++) {
            if (*p != '*') {
                c[0] = *p;
                buffer_append(&out, c);
            } else if (next >= count ||
                       !write_star(frontend, &out, &items[next++])) {
                buffer_free(&out);
                return NULL;
            }
        }
        if (!*p)
            break;
        if (*p == '%') {
            /* '%' with flags or a width ("%5%"): "%%", a '%' as C's
             * printf prints it, since neither the VectorCompiler nor the
             * OpenCL runtime reads it as a directive. */
            out.length = directive_start;
            out.data[out.length] = '\0';
            buffer_append(&out, "%%");
            continue;
        }
        c[0] = *p;
        buffer_append(&out, c);
        if (next < count)
            values[(*value_count)++] = &items[next++];
    }
    return out.data;
}

/* OpenCL's printf (opencl_printf): cmc.printf(format, values...), one
 * value per directive; its result is printf's, NULL after an error. */
static LLVMValueRef build_opencl_printf(struct frontend *frontend,
                                        const char *format,
                                        const struct print_item *items,
                                        int count)
{
    const struct print_item **values =
        xcalloc((size_t)count + 1, sizeof *values);
    int value_count;
    char *opencl_format = format_without_stars(frontend, format, items, count,
                                               values, &value_count);
    if (!opencl_format) {
        free(values);
        return NULL;
    }
    LLVMValueRef *arguments =
        xcalloc((size_t)value_count + 1, sizeof *arguments);
    arguments[0] = string_array(frontend, opencl_format,
                                (unsigned)strlen(opencl_format) + 1);
    for (int i = 0; i < value_count; i++)
        arguments[i + 1] =
            values[i]->is_string
                ? string_array(frontend, values[i]->text, values[i]->length)
                : promoted_argument(frontend, values[i]);
    free(values);
    free(opencl_format);
    LLVMValueRef function =
        LLVMGetNamedFunction(frontend->module, OPENCL_PRINTF_FUNCTION);
    if (!function) {
        LLVMTypeRef type = LLVMFunctionType(i32_type(frontend), NULL, 0, 1);
        function = LLVMAddFunction(frontend->module, OPENCL_PRINTF_FUNCTION,
                                   type);
        LLVMAddAttributeAtIndex(
            function, LLVMAttributeFunctionIndex,
            LLVMCreateEnumAttribute(
                frontend->context,
                LLVMGetEnumAttributeKindForName("nounwind", 8), 0));
    }
    LLVMValueRef result =
        build_call(frontend, function, arguments, (unsigned)value_count + 1);
    free(arguments);
    return result;
}

/* The record of the call whose format is argument `format_index` (0:
 * printf, 1: fprintf, after the surface). */
static bool lower_printf(struct frontend *frontend, CXCursor call,
                         unsigned format_index, struct value *result)
{
    *result = rvalue(scalar_type(ELEMENT_I32), i32_constant(frontend, 0));
    CXCursor format_argument = clang_Cursor_getArgument(call, format_index);
    char *format = xmalloc(PRINT_FORMAT_BYTES);
    int format_length =
        printf_literal_bytes(format_argument, format, PRINT_FORMAT_BYTES);
    if (format_length < 0) {
        error_at_cursor(frontend, format_argument,
                        "printf's format must be a string literal of at most "
                        "%d characters",
                        PRINT_FORMAT_BYTES - 1);
        free(format);
        return true;
    }
    int arguments =
        clang_Cursor_getNumArguments(call) - (int)format_index - 1;
    if (arguments > PRINT_MAX_ARGUMENTS) {
        error_at_cursor(frontend, call, "printf takes at most %d arguments",
                        PRINT_MAX_ARGUMENTS);
        free(format);
        return true;
    }
    struct print_item *items = xcalloc(PRINT_MAX_ITEMS, sizeof *items);
    int count = 0;
    bool ok = true;
    for (int i = 0; ok && i < arguments; i++)
        ok = argument_items(frontend,
                            clang_Cursor_getArgument(
                                call, format_index + (unsigned)i + 1),
                            items, &count);
    bool opencl = format_index == 0 && frontend->options->opencl_printf;
    ok = ok &&
         check_format(frontend, call, format_argument, format, items, count,
                      opencl) &&
         simd_cf_allows(frontend, call, "printf");
    if (ok && opencl) {
        LLVMValueRef value =
            build_opencl_printf(frontend, format, items, count);
        if (value)
            result->llvm = value;
    } else if (ok) {
        LLVMValueRef surface = format_index
                                   ? builtin_surface(frontend, call, 0)
                                   : print_surface(frontend);
        if (surface)
            result->llvm = i32_constant(
                frontend, write_records(frontend, surface, format_argument,
                                        format, items, count));
    }
    free(items);
    free(format);
    return true;
}

bool lower_printf_builtin(struct frontend *frontend, CXCursor call,
                          const char *name, struct value *result)
{
    if (strcmp(name, "printf_record") == 0)
        return lower_printf(frontend, call, 0, result);
    if (strcmp(name, "fprintf_record") == 0)
        return lower_printf(frontend, call, 1, result);
    return false;
}
