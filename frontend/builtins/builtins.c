/* builtins.c - CM builtin functions that become genx intrinsics.
 *
 * Takes a call whose callee is declared in cm.h; guarantees the intrinsic
 * call Intel's frontend would emit, with the CM-level checks (sizes,
 * alignment) reported at the user's line.  Builtins described by the
 * builtin table (builtins/table.c) are lowered by its mechanism; the
 * others are one entry each in the table at the bottom, or in a family's
 * file. */
#include <stdio.h>
#include <string.h>

#include "frontend/internal.h"

static LLVMValueRef call_intrinsic(struct frontend *frontend,
                                   LLVMValueRef function,
                                   LLVMValueRef *arguments, unsigned count)
{
    return LLVMBuildCall2(frontend->builder, LLVMGlobalGetValueType(function),
                          function, arguments, count, "");
}

bool check_oword_block_size(struct frontend *frontend, CXCursor call,
                            const char *what, struct cm_type type)
{
    long long bytes = type_byte_size(type);
    if (bytes == 16 || bytes == 32 || bytes == 64 || bytes == 128)
        return true;
    error_at_cursor(frontend, call,
                    "%s of %lld bytes: the size must be 16, 32, 64 or 128 "
                    "bytes",
                    what, bytes);
    return false;
}

LLVMValueRef block_in_pieces(struct frontend *frontend, bool is_write,
                             LLVMValueRef address, LLVMValueRef value,
                             struct cm_type type, int bytes,
                             block_message_fn message, const void *context)
{
    if (bytes == 16 || bytes == 32 || bytes == 64 || bytes == 128)
        return message(frontend, context, is_write, address, value, type,
                       bytes);
    int element = element_bytes(type.element);
    LLVMValueRef whole =
        is_write ? value : LLVMGetUndef(type_llvm_type(frontend->context, type));
    for (int start = 0; start < bytes;) {
        int piece = 128;
        while (piece > bytes - start)
            piece /= 2;
        struct cm_type piece_type = type;
        piece_type.rows = 1;
        piece_type.columns = piece / element;
        int first = start / element;
        LLVMValueRef piece_address =
            start == 0 ? address
                       : LLVMBuildAdd(frontend->builder, address,
                                      LLVMConstInt(LLVMTypeOf(address),
                                                   (unsigned long long)start,
                                                   0),
                                      "");
        if (is_write) {
            LLVMValueRef part = read_value_region(
                frontend, value, type.element, piece_type.columns, 0,
                piece_type.columns, 1, NULL, first, 0);
            message(frontend, context, true, piece_address, part, piece_type,
                    piece);
        } else {
            LLVMValueRef part = message(frontend, context, false,
                                        piece_address, NULL, piece_type, piece);
            whole = write_value_region(frontend, whole, type.element,
                                       piece_type.columns, 0,
                                       piece_type.columns, 1, first, part);
        }
        start += piece;
    }
    return whole;
}

/* The type an oword block read of `type` reads, as Intel's headers do:
 * under 16 bytes, 16; otherwise the size rounded up to a power of two,
 * at most 128.  The caller keeps the first elements of that message.
 * False (and an error at the call) when the size is over 128 bytes or
 * is not a whole number of elements of the padded message. */
bool oword_read_message_type(struct frontend *frontend, CXCursor call,
                             const char *what, struct cm_type type,
                             struct cm_type *message)
{
    long long bytes = type_byte_size(type);
    int element = element_bytes(type.element);
    long long padded = 16;
    while (padded < bytes && padded <= 128)
        padded *= 2;
    if (bytes <= 0 || padded > 128 || padded % element != 0) {
        error_at_cursor(frontend, call,
                        "%s of %lld bytes: the size must be at most 128 "
                        "bytes (a smaller one is read as the next power of "
                        "two, at least 16)",
                        what, bytes);
        return false;
    }
    *message = type;
    message->is_reference = false;
    message->rows = 1;
    message->columns = (int)(padded / element);
    return true;
}

/* The first elements of a padded block read, as many as `type` has, in
 * its shape: the message's other bytes never reach the user's object. */
LLVMValueRef oword_read_kept_part(struct frontend *frontend,
                                  LLVMValueRef message_value,
                                  struct cm_type message, struct cm_type type)
{
    int count = type_element_count(type);
    if (count == type_element_count(message))
        return message_value;
    return read_value_region(frontend, message_value, type.element, count, 0,
                             count, 1, NULL, 0, 0);
}

/* The operands shared by oword block read and write: surface, byte offset
 * converted to owords, and the data object with its size checked. */
struct block_operands {
    LLVMValueRef surface;
    LLVMValueRef oword_offset;
    struct value data;
};

static bool lower_block_operands(struct frontend *frontend, CXCursor call,
                                 const char *what, bool is_read,
                                 struct block_operands *operands)
{
    if (!simd_cf_allows(frontend, call, "oword block read and write"))
        return false;
    if (clang_Cursor_getNumArguments(call) != 3) {
        error_at_cursor(frontend, call,
                        "this form of '%s' is not supported yet", what);
        return false;
    }
    struct cm_type i32 = scalar_type(ELEMENT_U32);
    operands->surface =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 0), i32);
    CXCursor offset_cursor = clang_Cursor_getArgument(call, 1);
    long long constant_offset;
    if (cursor_evaluate_integer(offset_cursor, &constant_offset) &&
        constant_offset % 16 != 0) {
        error_at_cursor(frontend, offset_cursor,
                        "oword block %s offset %lld is not a multiple of 16 "
                        "bytes",
                        what, constant_offset);
        return false;
    }
    LLVMValueRef offset = lower_rvalue_as(frontend, offset_cursor, i32);
    operands->data = lower_expression(frontend, clang_Cursor_getArgument(call, 2));
    if (!operands->surface || !offset ||
        operands->data.type.kind != TYPE_VECTOR)
        return false;
    char message[64];
    snprintf(message, sizeof message, "oword block %s", what);
    if (!is_read && !check_oword_block_size(frontend, call, message,
                                            operands->data.type))
        return false;
    operands->oword_offset = LLVMBuildLShr(
        frontend->builder, offset,
        LLVMConstInt(LLVMInt32TypeInContext(frontend->context), 4, 0), "");
    return true;
}

/* read(surface, offset, v): llvm.genx.oword.ld(0, surface, offset / 16). */
static bool lower_block_read(struct frontend *frontend, CXCursor call,
                             struct value *result)
{
    struct block_operands operands;
    *result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result->type.kind = TYPE_VOID;
    if (clang_Cursor_getNumArguments(call) != 3 &&
        lower_dataport_read(frontend, call, result))
        return true; /* the other forms: builtins_dataport.c */
    if (!lower_block_operands(frontend, call, "read", true, &operands))
        return true;
    if (!operands.data.is_place) {
        error_at_cursor(frontend, call,
                        "read needs a vector variable to read into");
        return true;
    }
    struct cm_type message;
    if (!oword_read_message_type(frontend, call, "oword block read",
                                 operands.data.type, &message))
        return true;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(frontend->context);
    LLVMTypeRef data_type = type_llvm_type(frontend->context, message);
    char name[64] = "llvm.genx.oword.ld";
    genx_append_overload_suffix(name, sizeof name, data_type);
    LLVMTypeRef parameters[] = {i32, i32, i32};
    LLVMValueRef function = declare_intrinsic(frontend, name, data_type,
                                              parameters, 3, INTRINSIC_READS);
    LLVMValueRef arguments[] = {LLVMConstInt(i32, 0, 0), operands.surface,
                                operands.oword_offset};
    LLVMValueRef data = oword_read_kept_part(
        frontend, call_intrinsic(frontend, function, arguments, 3), message,
        operands.data.type);
    write_place(frontend, operands.data.place, data, operands.data.type);
    return true;
}

/* write(surface, offset, v): llvm.genx.oword.st(surface, offset / 16, v). */
static bool lower_block_write(struct frontend *frontend, CXCursor call,
                              struct value *result)
{
    struct block_operands operands;
    *result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result->type.kind = TYPE_VOID;
    if ((clang_Cursor_getNumArguments(call) != 3 ||
         classify_type(clang_getCursorType(clang_Cursor_getArgument(call, 2)))
                 .kind == TYPE_SCALAR) &&
        lower_dataport_write(frontend, call, result))
        return true; /* the other forms: builtins_dataport.c */
    if (!lower_block_operands(frontend, call, "write", false, &operands))
        return true;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(frontend->context);
    LLVMValueRef data = read_cm_value(frontend, operands.data);
    char name[64] = "llvm.genx.oword.st";
    genx_append_overload_suffix(name, sizeof name, LLVMTypeOf(data));
    LLVMTypeRef parameters[] = {i32, i32, LLVMTypeOf(data)};
    LLVMValueRef function =
        declare_intrinsic(frontend, name, LLVMVoidTypeInContext(frontend->context),
                          parameters, 3, INTRINSIC_WRITES);
    LLVMValueRef arguments[] = {operands.surface, operands.oword_offset, data};
    call_intrinsic(frontend, function, arguments, 3);
    return true;
}

static const struct builtin {
    const char *name;
    bool (*lower)(struct frontend *, CXCursor, struct value *);
} builtins[] = {
    {"read", lower_block_read},
    {"write", lower_block_write},
};

bool lower_builtin_call(struct frontend *frontend, CXCursor call,
                        CXCursor callee, struct value *result)
{
    /* Only functions declared in cm.h are builtins: a user's own `read`
     * is an ordinary function, and so is one that cm.h's headers define
     * (lsc::block_2d_desc's methods, the descriptor forms of cm_load). */
    if (!cursor_declared_in_cm_header(frontend, callee) ||
        cursor_has_body(callee))
        return false;
    char name[128];
    cursor_spelling(callee, name, sizeof name);
    if (lower_unavailable_builtin(frontend, call, name, result))
        return true; /* builtins/unavailable.c */
    if (lower_spec_constant_builtin(frontend, call, name, result))
        return true; /* builtins/spec_constant.c */
    if (lower_table_builtin(frontend, name, call, callee, result))
        return true; /* the builtin table: builtins/table.c */
    for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++)
        if (strcmp(name, builtins[i].name) == 0)
            return builtins[i].lower(frontend, call, result);
    return lower_math_builtin(frontend, name, call, result) ||
           lower_svm_builtin(frontend, call, name, result) ||
           lower_memory_builtin(frontend, name, call, result) ||
           lower_sampler_builtin(frontend, call, name, result) ||
           lower_printf_builtin(frontend, call, name, result) ||
           lower_unmask_builtin(frontend, call, name, result) ||
           lower_cmtl_builtin(frontend, call, name, result) ||
           lower_dataport_builtin(frontend, name, call, result) ||
           lower_lsc_builtin(frontend, call, name, result) ||
           lower_slm_builtin(frontend, name, call, result);
}
