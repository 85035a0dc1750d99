/* printf.c - printf from kernels (CM specification 4.17).
 *
 * Takes cm_detail::printf_record("format", scalars...) (the printf and
 * cm_printf macros of cm_printf.h); guarantees one record in the CM
 * runtime's print buffer, the predefined surface T2
 * (llvm.genx.predefined.surface(2)), in the layout Intel's runtime
 * decodes:
 *   - dword 0 of the buffer counts the bytes used: one channel of a
 *     dword atomic add of the record's size reserves the record;
 *   - a 32-byte header {5 (format), 0 (char), 0, 0, 0, 0, length with the
 *     terminator, 0}, the string zero-padded to 128 bytes,
 *   - per argument a 32-byte header {3 (scalar), data type, 0, 0, 0, 0,
 *     low dword, high dword}, data types char 0, uchar 1, float 2, int 3,
 *     uint 4, short 5, ushort 6, long long 7, unsigned long long 8,
 *     double 9; narrower values are extended to a dword as their type
 *     says, floats and doubles are stored as their bits.
 * Each part is an oword block write. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

#define PRINT_SURFACE 2
#define PRINT_HEADER_BYTES 32
#define PRINT_STRING_BYTES 128
#define PRINT_OBJECT_SCALAR 3
#define PRINT_OBJECT_FORMAT 5

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

/* The record's byte offset: an atomic add of `bytes` to dword 0 (lane 0
 * of an 8-channel dword atomic; the others are predicated off). */
static LLVMValueRef reserve_record(struct frontend *frontend,
                                   LLVMValueRef surface, unsigned bytes)
{
    LLVMTypeRef i32 = i32_type(frontend);
    LLVMTypeRef data = LLVMVectorType(i32, 8);
    LLVMTypeRef mask_type =
        LLVMVectorType(LLVMInt1TypeInContext(frontend->context), 8);
    LLVMValueRef lanes[8];
    for (int i = 0; i < 8; i++)
        lanes[i] = LLVMConstInt(LLVMInt1TypeInContext(frontend->context),
                                i == 0, 0);
    LLVMValueRef predicate = LLVMConstVector(lanes, 8);
    for (int i = 0; i < 8; i++)
        lanes[i] = i32_constant(frontend, i == 0 ? bytes : 0);
    LLVMValueRef amounts = LLVMConstVector(lanes, 8);
    char name[96] = "llvm.genx.dword.atomic.add";
    append_type_suffix(name, sizeof name, data);
    append_type_suffix(name, sizeof name, mask_type);
    append_type_suffix(name, sizeof name, data);
    LLVMTypeRef parameters[] = {mask_type, i32, data, data, data};
    LLVMValueRef function =
        declare_intrinsic(frontend, name, data, parameters, 5, INTRINSIC_WRITES);
    LLVMValueRef arguments[] = {predicate, surface, LLVMConstNull(data),
                                amounts, LLVMGetUndef(data)};
    LLVMValueRef old = build_call(frontend, function, arguments, 5);
    return LLVMBuildExtractElement(frontend->builder, old,
                                   i32_constant(frontend, 0), "");
}

/* An oword block write of `data` at byte `offset` of the buffer. */
static void write_block(struct frontend *frontend, LLVMValueRef surface,
                        LLVMValueRef offset, LLVMValueRef data)
{
    char name[64] = "llvm.genx.oword.st";
    append_type_suffix(name, sizeof name, LLVMTypeOf(data));
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
    case ELEMENT_FLOAT: return 2;
    case ELEMENT_I32: return 3;
    case ELEMENT_U32: return 4;
    case ELEMENT_I16: return 5;
    case ELEMENT_U16: return 6;
    case ELEMENT_I64: return 7;
    case ELEMENT_U64: return 8;
    case ELEMENT_DOUBLE: return 9;
    default: return -1;
    }
}

/* An argument's low and high dwords. */
static bool argument_dwords(struct frontend *frontend, CXCursor argument,
                            int *type, LLVMValueRef *low, LLVMValueRef *high)
{
    struct value value = lower_expression(frontend, argument);
    if (value.type.kind == TYPE_UNSUPPORTED)
        return false;
    *type = value.type.kind == TYPE_SCALAR ? print_data_type(value.type.element)
                                           : -1;
    if (*type < 0) {
        error_at_cursor(frontend, argument,
                        "printf prints char, short, int, long long (signed or "
                        "unsigned), float and double scalars; not this "
                        "argument");
        return false;
    }
    LLVMValueRef v = read_cm_value(frontend, value);
    LLVMBuilderRef b = frontend->builder;
    LLVMTypeRef i32 = i32_type(frontend);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(frontend->context);
    if (value.type.element == ELEMENT_FLOAT)
        v = LLVMBuildBitCast(b, v, i32, "");
    else if (value.type.element == ELEMENT_DOUBLE)
        v = LLVMBuildBitCast(b, v, i64, "");
    if (element_bytes(value.type.element) == 8) {
        *low = LLVMBuildTrunc(b, v, i32, "");
        *high = LLVMBuildTrunc(b, LLVMBuildLShr(b, v, LLVMConstInt(i64, 32, 0),
                                                ""),
                               i32, "");
        return true;
    }
    *low = element_bytes(value.type.element) == 4
               ? v
               : LLVMBuildIntCast2(b, v, i32,
                                   element_is_signed(value.type.element), "");
    *high = i32_constant(frontend, 0);
    return true;
}

/* The string literal an argument is (under its implicit wrappers). */
static CXCursor string_literal(CXCursor argument)
{
    CXCursor cursor = argument;
    while (clang_getCursorKind(cursor) != CXCursor_StringLiteral) {
        unsigned count;
        CXCursor *children = cursor_children(cursor, &count);
        CXCursor child = count == 1 ? children[0] : clang_getNullCursor();
        free(children);
        if (clang_Cursor_isNull(child))
            return argument;
        cursor = child;
    }
    return cursor;
}

/* One escape sequence of a C string literal at `*p` (after the
 * backslash); advances `*p`. */
static char unescape(const char **p)
{
    char c = *(*p)++;
    switch (c) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'r': return '\r';
    case 'a': return '\a';
    case 'b': return '\b';
    case 'f': return '\f';
    case 'v': return '\v';
    case 'x': {
        unsigned value = 0;
        while (strchr("0123456789abcdefABCDEF", **p) && **p)
            value = value * 16 + (unsigned)(isdigit((unsigned char)**p)
                                                ? *(*p)++ - '0'
                                                : (tolower(*(*p)++) - 'a' + 10));
        return (char)value;
    }
    default:
        if (c >= '0' && c <= '7') {
            unsigned value = (unsigned)(c - '0');
            for (int i = 0; i < 2 && **p >= '0' && **p <= '7'; i++)
                value = value * 8 + (unsigned)(*(*p)++ - '0');
            return (char)value;
        }
        return c; /* \\ \" \' \? */
    }
}

/* The format string (the literal's spelling, escapes decoded), or false
 * after a located error. */
static bool format_string(struct frontend *frontend, CXCursor argument,
                          char *text, size_t size)
{
    CXCursor literal = string_literal(argument);
    bool ok = clang_getCursorKind(literal) == CXCursor_StringLiteral;
    size_t length = 0;
    if (ok) {
        CXString spelling = clang_getCursorSpelling(literal);
        const char *p = clang_getCString(spelling);
        ok = p && *p == '"';
        for (p = ok ? p + 1 : p; ok && *p && *p != '"'; length++) {
            if (length + 1 >= size) {
                ok = false;
                break;
            }
            if (*p == '\\') {
                p++;
                text[length] = unescape(&p);
            } else {
                text[length] = *p++;
            }
        }
        text[ok ? length : 0] = '\0';
        clang_disposeString(spelling);
    }
    if (!ok)
        error_at_cursor(frontend, argument,
                        "printf's format must be a string literal of at most "
                        "%zu characters",
                        size - 1);
    return ok;
}

static bool lower_printf(struct frontend *frontend, CXCursor call,
                         struct value *result)
{
    *result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result->type.kind = TYPE_VOID;
    char text[PRINT_STRING_BYTES];
    if (!format_string(frontend, clang_Cursor_getArgument(call, 0), text,
                       sizeof text))
        return true;
    unsigned arguments = (unsigned)clang_Cursor_getNumArguments(call) - 1;
    int types[64];
    LLVMValueRef lows[64], highs[64];
    if (arguments > 64) {
        error_at_cursor(frontend, call, "printf takes at most 64 arguments");
        return true;
    }
    for (unsigned i = 0; i < arguments; i++)
        if (!argument_dwords(frontend, clang_Cursor_getArgument(call, 1 + i),
                             &types[i], &lows[i], &highs[i]))
            return true;
    if (!simd_cf_allows(frontend, call, "printf"))
        return true;

    LLVMValueRef surface = print_surface(frontend);
    unsigned bytes =
        PRINT_HEADER_BYTES + PRINT_STRING_BYTES + PRINT_HEADER_BYTES * arguments;
    LLVMValueRef offset = reserve_record(frontend, surface, bytes);
    unsigned length = (unsigned)strlen(text) + 1;
    write_block(frontend, surface, offset,
                header(frontend, PRINT_OBJECT_FORMAT, 0,
                       i32_constant(frontend, length), i32_constant(frontend, 0)));
    LLVMValueRef characters[PRINT_STRING_BYTES];
    for (unsigned i = 0; i < PRINT_STRING_BYTES; i++)
        characters[i] = LLVMConstInt(LLVMInt8TypeInContext(frontend->context),
                                     i < length ? (unsigned char)text[i] : 0, 0);
    LLVMBuilderRef b = frontend->builder;
    write_block(frontend, surface,
                LLVMBuildAdd(b, offset, i32_constant(frontend, PRINT_HEADER_BYTES),
                             ""),
                LLVMConstVector(characters, PRINT_STRING_BYTES));
    for (unsigned i = 0; i < arguments; i++) {
        unsigned at = PRINT_HEADER_BYTES + PRINT_STRING_BYTES +
                      PRINT_HEADER_BYTES * i;
        write_block(frontend, surface,
                    LLVMBuildAdd(b, offset, i32_constant(frontend, at), ""),
                    header(frontend, PRINT_OBJECT_SCALAR, (unsigned)types[i],
                           lows[i], highs[i]));
    }
    return true;
}

bool lower_printf_builtin(struct frontend *frontend, CXCursor call,
                          const char *name, struct value *result)
{
    if (strcmp(name, "printf_record") != 0)
        return false;
    return lower_printf(frontend, call, result);
}
