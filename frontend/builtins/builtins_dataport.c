/* builtins_dataport.c - CM's dataport builtins (read, write, read_scaled,
 * write_scaled, write_atomic) and the messages SLM shares with them.
 *
 * Takes a call of a function declared in include/cm/cm_dataport.h (or the
 * plain oword read/write of cm.h, which stays in builtins.c); tells its
 * form apart by the argument types (attribute, 2D coordinates, element
 * offsets) and guarantees the llvm.genx message intrinsic Intel's
 * frontend would emit: oword.ld/oword.ld.unaligned, media.ld/st (with
 * a plane for read_plane/write_plane/media_block_read_plane),
 * gather.scaled/scatter.scaled (offsets in bytes: element offsets are
 * scaled here), dword.atomic.<op>; untyped (gather4/scatter4.scaled) and
 * typed (gather4/scatter4.typed, typed.atomic.<op>) surface accesses.  Every size, alignment, element type
 * and operation the hardware cannot do is an error at the call. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

/* ---- shared helpers ------------------------------------------------------- */

static LLVMTypeRef i32_type(struct frontend *frontend)
{
    return LLVMInt32TypeInContext(frontend->context);
}

static LLVMValueRef i32_value(struct frontend *frontend, long long value)
{
    return LLVMConstInt(i32_type(frontend), (unsigned long long)value, 1);
}

static struct value no_value(void)
{
    struct value result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result.type.kind = TYPE_VOID;
    return result;
}

static struct cm_type argument_type(CXCursor call, unsigned index)
{
    struct cm_type type = classify_type(
        clang_getCursorType(clang_Cursor_getArgument(call, index)));
    type.is_reference = false;
    return type;
}

static bool argument_has_type(CXCursor call, unsigned index,
                              const char *type_name)
{
    CXType type = clang_getCanonicalType(
        clang_getCursorType(clang_Cursor_getArgument(call, index)));
    CXString spelling = clang_getTypeSpelling(type);
    bool has = strstr(clang_getCString(spelling), type_name) != NULL;
    clang_disposeString(spelling);
    return has;
}

static bool argument_is_attribute(CXCursor call, unsigned index)
{
    return argument_has_type(call, index, "CmBufferAttrib");
}

bool builtin_constant_argument(struct frontend *frontend, CXCursor call,
                               unsigned index, const char *what,
                               long long *value)
{
    CXCursor argument = clang_Cursor_getArgument(call, index);
    if (evaluate_constant_operand(frontend, argument, value))
        return true;
    error_at_cursor(frontend, argument, "%s must be a constant", what);
    return false;
}

/* The place an output argument denotes: the first of the argument and its
 * single-child wrappers (casts, temporaries) that lowers to a place of a
 * vector, or of a scalar when `scalar_too`. */
static bool output_place(struct frontend *frontend, CXCursor argument,
                         bool scalar_too, struct value *out)
{
    CXCursor cursor = cursor_strip(argument);
    for (int depth = 0; depth < 4; depth++) {
        *out = lower_expression(frontend, cursor);
        if (out->is_place && (out->type.kind == TYPE_VECTOR ||
                              (scalar_too && out->type.kind == TYPE_SCALAR)))
            return true;
        unsigned count;
        CXCursor *children = cursor_children(cursor, &count);
        if (count != 1) {
            free(children);
            break;
        }
        cursor = cursor_strip(children[0]);
        free(children);
    }
    error_at_cursor(frontend, argument, scalar_too
                    ? "this argument must be a variable or region"
                    : "this argument must be a vector variable or region");
    return false;
}

bool builtin_output_place(struct frontend *frontend, CXCursor argument,
                          struct value *out)
{
    return output_place(frontend, argument, false, out);
}

bool builtin_output_object(struct frontend *frontend, CXCursor argument,
                           struct value *out)
{
    return output_place(frontend, argument, true, out);
}

LLVMValueRef builtin_surface(struct frontend *frontend, CXCursor call,
                             unsigned index)
{
    return lower_rvalue_as(frontend, clang_Cursor_getArgument(call, index),
                           scalar_type(ELEMENT_U32));
}

static LLVMValueRef splat_i32(struct frontend *frontend, LLVMValueRef scalar,
                              int n)
{
    struct cm_type vector = {.kind = TYPE_VECTOR, .element = ELEMENT_U32,
                             .rows = 1, .columns = n};
    return convert_value(frontend, scalar, scalar_type(ELEMENT_U32), vector);
}

bool builtin_channel_mask(struct frontend *frontend, CXCursor call,
                          unsigned index, int n, LLVMValueRef *mask)
{
    *mask = NULL;
    if ((int)index >= clang_Cursor_getNumArguments(call))
        return true;
    CXCursor argument = clang_Cursor_getArgument(call, index);
    if (clang_Cursor_isNull(argument) ||
        clang_getCursorKind(cursor_strip(argument)) == CXCursor_UnexposedExpr)
        return true; /* the default argument: every channel */
    struct cm_type type = {.kind = TYPE_VECTOR, .element = ELEMENT_U16,
                           .rows = 1, .columns = n};
    LLVMValueRef value = lower_rvalue_as(frontend, argument, type);
    if (!value)
        return false;
    *mask = LLVMBuildICmp(frontend->builder, LLVMIntNE, value,
                          LLVMConstNull(LLVMTypeOf(value)), "");
    return true;
}

/* Element offsets as <N x i32> bytes: converted, scaled by `scale`, plus
 * `base` bytes (NULL for none). */
LLVMValueRef builtin_byte_offsets(struct frontend *frontend, CXCursor argument,
                                  int n, int scale, LLVMValueRef base)
{
    struct cm_type vector = {.kind = TYPE_VECTOR, .element = ELEMENT_U32,
                             .rows = 1, .columns = n};
    LLVMValueRef offsets = lower_rvalue_as(frontend, argument, vector);
    if (!offsets)
        return NULL;
    if (scale != 1)
        offsets = LLVMBuildMul(frontend->builder, offsets,
                               splat_i32(frontend, i32_value(frontend, scale), n),
                               "");
    if (base)
        offsets = LLVMBuildAdd(frontend->builder, offsets,
                               splat_i32(frontend, base, n), "");
    return offsets;
}

/* The register form of a dataport element: 4-byte elements as they are,
 * 1- and 2-byte ones widened to (unsigned) dwords. */
static struct cm_type dword_form(struct cm_type type)
{
    if (element_bytes(type.element) < 4)
        type.element = element_is_signed(type.element) ? ELEMENT_I32
                                                       : ELEMENT_U32;
    return type;
}

static int log2_of(int n)
{
    int log = 0;
    while ((1 << log) < n)
        log++;
    return log;
}

static bool check_scattered(struct frontend *frontend, CXCursor call,
                            const char *what, struct cm_type data, int widest)
{
    int n = type_element_count(data);
    int bytes = element_bytes(data.element);
    if (bytes > 4) {
        error_at_cursor(frontend, call, "%s of %d-byte elements is not "
                        "supported: elements must be 1, 2 or 4 bytes", what,
                        bytes);
        return false;
    }
    if ((n & (n - 1)) != 0 || n > widest) {
        error_at_cursor(frontend, call, "%s of %d elements is not supported: "
                        "the count must be a power of 2 up to %d", what, n,
                        widest);
        return false;
    }
    return true;
}

/* gather.scaled: n elements of `data`'s type at byte offsets. */
LLVMValueRef builtin_gather(struct frontend *frontend, LLVMValueRef surface,
                            LLVMValueRef global, LLVMValueRef offsets,
                            struct cm_type data)
{
    struct cm_type dwords = dword_form(data);
    int n = type_element_count(data);
    LLVMTypeRef result_type = type_llvm_type(frontend->context, dwords);
    LLVMValueRef arguments[] = {
        simd_cf_message_predicate(frontend, n),
        i32_value(frontend, log2_of(element_bytes(data.element))),
        LLVMConstInt(LLVMInt16TypeInContext(frontend->context), 0, 0),
        surface,
        global,
        offsets,
        LLVMGetUndef(result_type),
    };
    LLVMValueRef result = build_genx_call(frontend, "gather.scaled", result_type,
                                          true, arguments, 7, 1u | 1u << 5,
                                          INTRINSIC_READS);
    return convert_value(frontend, result, dwords, data);
}

void builtin_scatter(struct frontend *frontend, LLVMValueRef surface,
                     LLVMValueRef global, LLVMValueRef offsets,
                     LLVMValueRef value, struct cm_type data)
{
    struct cm_type dwords = dword_form(data);
    int n = type_element_count(data);
    LLVMValueRef arguments[] = {
        simd_cf_message_predicate(frontend, n),
        i32_value(frontend, log2_of(element_bytes(data.element))),
        LLVMConstInt(LLVMInt16TypeInContext(frontend->context), 0, 0),
        surface,
        global,
        offsets,
        convert_value(frontend, value, data, dwords),
    };
    build_genx_call(frontend, "scatter.scaled",
                    LLVMVoidTypeInContext(frontend->context), false, arguments,
                    7, 1u | 1u << 5 | 1u << 6, INTRINSIC_WRITES);
}

/* ---- atomics ---------------------------------------------------------------- */

struct atomic_kind {
    int code;              /* CmAtomicOpType */
    const char *intrinsic; /* after llvm.genx.dword.atomic. */
    int sources;
    bool is_float;
    const char *name;      /* for platform errors: ATOMIC_FADD */
    const char *platforms; /* where the hardware has it, as words for
                              the error, or NULL: everywhere */
};

/* Float add and subtract: GenX_IR's message translation takes them from
 * XeHP_SDV on (visa/VisaToG4/TranslateSendLdStLegacy.cpp). */
#define FLOAT_ADD_PLATFORMS "XeHP_SDV, DG2, MTL or PVC"

static const struct atomic_kind atomic_kinds[] = {
    {0x0, "add", 1, false, NULL, NULL},
    {0x1, "sub", 1, false, NULL, NULL},
    {0x2, "inc", 0, false, NULL, NULL},
    {0x3, "dec", 0, false, NULL, NULL},
    {0x4, "min", 1, false, NULL, NULL},
    {0x5, "max", 1, false, NULL, NULL},
    {0x6, "xchg", 1, false, NULL, NULL},
    {0x7, "cmpxchg", 2, false, NULL, NULL},
    {0x8, "and", 1, false, NULL, NULL},
    {0x9, "or", 1, false, NULL, NULL},
    {0xa, "xor", 1, false, NULL, NULL},
    {0xb, "imin", 1, false, NULL, NULL},
    {0xc, "imax", 1, false, NULL, NULL},
    {0x10, "fmax", 1, true, NULL, NULL},
    {0x11, "fmin", 1, true, NULL, NULL},
    {0x12, "fcmpwr", 2, true, NULL, NULL},
    {0x13, "fadd", 1, true, "ATOMIC_FADD", FLOAT_ADD_PLATFORMS},
    {0x14, "fsub", 1, true, "ATOMIC_FSUB", FLOAT_ADD_PLATFORMS},
    /* PREDEC: dec, and the new value returned */
    {0xff, "dec", 0, false, NULL, NULL},
};

static bool float_add_available(const struct platform *platform)
{
    return !platform || platform->genx_number >= 1270;
}

const struct atomic_kind *builtin_atomic_kind(struct frontend *frontend,
                                              CXCursor where, long long code)
{
    const struct platform *platform = frontend->options->platform;
    for (size_t i = 0; i < sizeof atomic_kinds / sizeof atomic_kinds[0]; i++) {
        const struct atomic_kind *kind = &atomic_kinds[i];
        if (kind->code != code)
            continue;
        if (kind->platforms && !float_add_available(platform)) {
            error_at_cursor(frontend, where,
                            "'%s' is not available on %s: the hardware has "
                            "it on %s",
                            kind->name, platform->name, kind->platforms);
            return NULL;
        }
        return kind;
    }
    error_at_cursor(frontend, where, "atomic operation %lld is not supported",
                    code);
    return NULL;
}

int builtin_atomic_sources(const struct atomic_kind *kind)
{
    return kind->sources;
}

/* dword.atomic.<op> on the n dwords at byte offsets whose `predicate`
 * element is true (NULL: all active channels); `sources` holds the
 * operation's sources.
 * Returns the old values (<n x i32> or float), undefined where the
 * predicate is false. */
static LLVMValueRef dword_atomic(struct frontend *frontend, CXCursor call,
                                 const struct atomic_kind *kind,
                                 LLVMValueRef predicate, LLVMValueRef surface,
                                 LLVMValueRef offsets, LLVMValueRef *sources,
                                 struct cm_type data)
{
    int n = type_element_count(data);
    if (n != 1 && n != 2 && n != 4 && n != 8 && n != 16) {
        error_at_cursor(frontend, call, "atomic operation on %d elements is "
                        "not supported: the count must be 1, 2, 4, 8 or 16", n);
        return NULL;
    }
    if (element_bytes(data.element) != 4 ||
        element_is_float(data.element) != kind->is_float) {
        error_at_cursor(frontend, call,
                        "atomic %s needs %s elements, not %s", kind->intrinsic,
                        kind->is_float ? "float" : "32-bit integer",
                        element_name(data.element));
        return NULL;
    }
    LLVMTypeRef result_type = type_llvm_type(frontend->context, data);
    LLVMValueRef arguments[6];
    unsigned count = 0;
    LLVMValueRef active = simd_cf_message_predicate(frontend, n);
    if (predicate) /* the user's mask, within SIMD control flow's channels */
        active = frontend->simd.depth == 0
                     ? predicate
                     : LLVMBuildAnd(frontend->builder, active, predicate, "");
    arguments[count++] = active;
    arguments[count++] = surface;
    arguments[count++] = offsets;
    for (int i = 0; i < kind->sources; i++)
        arguments[count++] = sources[i];
    arguments[count++] = LLVMGetUndef(result_type);
    /* inc, dec and cmpxchg type their offsets like the result. */
    bool offsets_overloaded = kind->sources == 1 || kind->is_float;
    char base[48];
    snprintf(base, sizeof base, "dword.atomic.%s", kind->intrinsic);
    LLVMValueRef old = build_genx_call(frontend, base, result_type, true,
                                       arguments, count,
                                       1u | (offsets_overloaded ? 1u << 2 : 0),
                                       INTRINSIC_WRITES);
    if (kind->code == 0xff) /* ATOMIC_PREDEC: the decremented value */
        old = LLVMBuildSub(frontend->builder, old,
                           splat_i32(frontend, i32_value(frontend, 1), n), "");
    return old;
}

LLVMValueRef builtin_dword_atomic(struct frontend *frontend, CXCursor call,
                                  const struct atomic_kind *kind,
                                  LLVMValueRef surface, LLVMValueRef offsets,
                                  LLVMValueRef *sources, struct cm_type data)
{
    return dword_atomic(frontend, call, kind, NULL, surface, offsets, sources,
                        data);
}

/* ---- read and write ----------------------------------------------------------- */

/* read/write(surface, [attribute,] global, element offsets, data) and the
 * _scaled forms. */
static bool lower_scattered(struct frontend *frontend, CXCursor call,
                            bool is_write, bool scaled, struct value *result)
{
    int arguments = clang_Cursor_getNumArguments(call);
    unsigned data_index = (unsigned)arguments - 1;
    unsigned global_index = data_index - 2;
    struct value data;
    struct cm_type data_type = argument_type(call, data_index);
    if (is_write) {
        data = lower_expression(frontend, clang_Cursor_getArgument(call, data_index));
    } else if (!builtin_output_place(frontend,
                                     clang_Cursor_getArgument(call, data_index),
                                     &data)) {
        return true;
    }
    if (!is_write)
        data_type = data.type;
    data_type.is_reference = false;
    if (data_type.kind != TYPE_VECTOR ||
        !check_scattered(frontend, call, is_write ? "scattered write"
                                                  : "scattered read",
                         data_type, 32))
        return true;
    int n = type_element_count(data_type);
    int scale = scaled ? 1 : element_bytes(data_type.element);
    LLVMValueRef surface = builtin_surface(frontend, call, 0);
    LLVMValueRef global = lower_rvalue_as(
        frontend, clang_Cursor_getArgument(call, global_index),
        scalar_type(ELEMENT_U32));
    LLVMValueRef offsets = builtin_byte_offsets(
        frontend, clang_Cursor_getArgument(call, global_index + 1), n, scale,
        NULL);
    if (!surface || !global || !offsets)
        return true;
    if (scale != 1)
        global = LLVMBuildMul(frontend->builder, global,
                              i32_value(frontend, scale), "");
    if (is_write) {
        builtin_scatter(frontend, surface, global, offsets,
                        read_cm_value(frontend, data), data_type);
        return true;
    }
    LLVMValueRef value = builtin_gather(frontend, surface, global, offsets,
                                        data_type);
    write_place(frontend, data.place, value, data_type);
    (void)result;
    return true;
}

/* One element: T read<T>(surface, index); write(surface, [global,] index,
 * value). */
static void lower_scalar_access(struct frontend *frontend, CXCursor call,
                                bool is_write, struct value *result)
{
    int arguments = clang_Cursor_getNumArguments(call);
    if (!is_write)
        result->type.kind = TYPE_UNSUPPORTED; /* an error value until read */
    struct cm_type element = is_write
                                 ? argument_type(call, (unsigned)arguments - 1)
                                 : classify_type(clang_getCursorType(call));
    element.is_reference = false;
    if (element.kind != TYPE_SCALAR || element_bytes(element.element) > 4) {
        error_at_cursor(frontend, call, "scalar dataport access of this type "
                        "is not supported: elements must be 1, 2 or 4 bytes");
        return;
    }
    struct cm_type one = {.kind = TYPE_VECTOR, .element = element.element,
                          .rows = 1, .columns = 1};
    int bytes = element_bytes(element.element);
    LLVMValueRef surface = builtin_surface(frontend, call, 0);
    LLVMValueRef global = i32_value(frontend, 0);
    unsigned index_argument = 1;
    if (is_write && arguments == 4) {
        global = LLVMBuildMul(
            frontend->builder,
            lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 1),
                            scalar_type(ELEMENT_U32)),
            i32_value(frontend, bytes), "");
        index_argument = 2;
    }
    LLVMValueRef offsets = builtin_byte_offsets(
        frontend, clang_Cursor_getArgument(call, index_argument), 1, bytes, NULL);
    if (!surface || !offsets)
        return;
    if (is_write) {
        LLVMValueRef value = lower_rvalue_as(
            frontend, clang_Cursor_getArgument(call, (unsigned)arguments - 1),
            one);
        builtin_scatter(frontend, surface, global, offsets, value, one);
        return;
    }
    LLVMValueRef vector = builtin_gather(frontend, surface, global, offsets, one);
    *result = rvalue(element, LLVMBuildExtractElement(frontend->builder, vector,
                                                      i32_value(frontend, 0), ""));
}

/* CmBufferAttrib values as media block modifiers (vISA's MEDIA_LD/ST). */
static int media_modifier(long long attribute)
{
    switch (attribute) {
    case 0: return 0;  /* GENX_NONE */
    case 4: return 1;  /* GENX_MODIFIED */
    case 1: return 2;  /* GENX_TOP_FIELD */
    case 2: return 3;  /* GENX_BOTTOM_FIELD */
    case 5: return 4;  /* GENX_MODIFIED_TOP_FIELD */
    case 6: return 5;  /* GENX_MODIFIED_BOTTOM_FIELD */
    default: return -1;
    }
}

/* read/write(surface, [attribute,] x, y, data): a 2D block of `rows`
 * rows (1 for a vector) of columns * sizeof(T) bytes; in the message's
 * data each row is held at the register pitch, the width rounded up to a
 * power of two and at least 4 bytes, so narrower rows are padded. */
static LLVMValueRef media_lanes(struct frontend *frontend, LLVMValueRef value,
                                int rows, int from_row, int to_row,
                                int columns)
{
    int count = rows * to_row;
    LLVMValueRef *mask = xcalloc((size_t)count, sizeof *mask);
    for (int i = 0; i < count; i++) {
        int row = i / to_row, column = i % to_row;
        mask[i] = column < columns ? i32_value(frontend, row * from_row + column)
                                   : LLVMGetUndef(i32_type(frontend));
    }
    LLVMValueRef result = LLVMBuildShuffleVector(
        frontend->builder, value, LLVMGetPoison(LLVMTypeOf(value)),
        LLVMConstVector(mask, (unsigned)count), "");
    free(mask);
    return result;
}

/* A media block call's shape: surface, [attribute,] [plane,] x, y, data. */
struct media_form {
    bool is_write;
    bool has_attribute;
    bool has_plane;      /* read_plane, write_plane */
    bool whole_dwords;   /* rows must be whole dwords (write_plane) */
};

/* The plane operand of MEDIA_LD/MEDIA_ST: a CmSurfacePlaneIndex constant
 * (Y 0, U and UV 1, V 2); -1 after a located error. */
static int media_plane(struct frontend *frontend, CXCursor call,
                       unsigned index)
{
    long long plane;
    if (!builtin_constant_argument(frontend, call, index, "the plane", &plane))
        return -1;
    if (plane < 0 || plane > 2) {
        error_at_cursor(frontend, clang_Cursor_getArgument(call, index),
                        "plane %lld is not a CmSurfacePlaneIndex (Y 0, "
                        "U or UV 1, V 2)", plane);
        return -1;
    }
    return (int)plane;
}

static void lower_media(struct frontend *frontend, CXCursor call,
                        struct media_form form)
{
    bool is_write = form.is_write, has_attribute = form.has_attribute;
    long long attribute = 0;
    if (has_attribute &&
        !builtin_constant_argument(frontend, call, 1, "the buffer attribute",
                                   &attribute))
        return;
    int modifier = media_modifier(attribute);
    if (modifier < 0 || (is_write && modifier != 0 && modifier != 2 &&
                         modifier != 3)) {
        error_at_cursor(frontend, call, "this buffer attribute is not "
                        "supported by media block %s", is_write ? "write"
                                                                : "read");
        return;
    }
    const char *what = is_write ? "write" : "read";
    unsigned first = has_attribute ? 2 : 1;
    int plane = 0;
    if (form.has_plane && (plane = media_plane(frontend, call, first++)) < 0)
        return;
    struct value data;
    if (is_write)
        data = lower_expression(frontend, clang_Cursor_getArgument(call, first + 2));
    else if (!builtin_output_place(frontend,
                                   clang_Cursor_getArgument(call, first + 2),
                                   &data))
        return;
    struct cm_type type = data.type;
    type.is_reference = false;
    if (type.kind != TYPE_VECTOR)
        return;
    int rows = type.rows > 0 ? type.rows : 1;
    int columns = type_element_count(type) / rows;
    int bytes = element_bytes(type.element);
    long long row_bytes = saturating_mul(columns, bytes);
    if (row_bytes > 64) {
        error_at_cursor(frontend, call, "media block %s of %lld bytes per "
                        "row: the width must be at most 64 bytes", what,
                        row_bytes);
        return;
    }
    int width = (int)row_bytes;
    if (form.whole_dwords && width % 4 != 0) {
        error_at_cursor(frontend, call, "write_plane of %d bytes per row: "
                        "the width must be a whole number of dwords", width);
        return;
    }
    int pitch = 4;
    while (pitch < width)
        pitch *= 2;
    if (rows > 64 || pitch * rows > 256) {
        error_at_cursor(frontend, call, "media block %s of %d rows of %d "
                        "bytes: at most %d rows fit in one message", what,
                        rows, width, 256 / pitch);
        return;
    }
    int padded_columns = pitch / bytes;
    struct cm_type padded_type = type;
    padded_type.rows = 1;
    padded_type.columns = rows * padded_columns;
    LLVMValueRef surface = builtin_surface(frontend, call, 0);
    LLVMValueRef x = lower_rvalue_as(frontend, clang_Cursor_getArgument(call, first),
                                     scalar_type(ELEMENT_I32));
    LLVMValueRef y = lower_rvalue_as(frontend,
                                     clang_Cursor_getArgument(call, first + 1),
                                     scalar_type(ELEMENT_I32));
    if (!surface || !x || !y)
        return;
    LLVMTypeRef padded_llvm = type_llvm_type(frontend->context, padded_type);
    LLVMValueRef operands[] = {i32_value(frontend, modifier), surface,
                               i32_value(frontend, plane),
                               i32_value(frontend, width),
                               x, y, NULL};
    if (is_write) {
        LLVMValueRef value = read_cm_value(frontend, data);
        if (padded_columns != columns)
            value = media_lanes(frontend, value, rows, columns, padded_columns,
                                columns);
        operands[6] = value;
        build_genx_call(frontend, "media.st",
                        LLVMVoidTypeInContext(frontend->context), false,
                        operands, 7, 1u << 6, INTRINSIC_WRITES);
        return;
    }
    LLVMValueRef value = build_genx_call(frontend, "media.ld", padded_llvm,
                                         true, operands, 6, 0, INTRINSIC_READS);
    if (padded_columns != columns)
        value = media_lanes(frontend, value, rows, padded_columns, columns,
                            columns);
    write_place(frontend, data.place, value, type);
}

bool buffer_attribute_is_dword_aligned(long long attribute)
{
    /* GENX_DWALIGNED, GENX_MODIFIED_DWALIGNED, GENX_CONSTANT_DWALIGNED */
    return attribute == 3 || attribute == 7 || attribute == 9;
}

/* read(surface, attribute, offset, data): oword block read; the DWALIGNED
 * attributes allow a dword-aligned offset (oword.ld.unaligned). */
static void lower_attributed_block_read(struct frontend *frontend,
                                        CXCursor call)
{
    long long attribute;
    if (!builtin_constant_argument(frontend, call, 1, "the buffer attribute",
                                   &attribute))
        return;
    bool dword_aligned = buffer_attribute_is_dword_aligned(attribute);
    bool modified = attribute == 4 || attribute == 7;
    if (!dword_aligned && attribute != 0 && attribute != 4 && attribute != 8) {
        error_at_cursor(frontend, call, "this buffer attribute is not "
                        "supported by oword block read");
        return;
    }
    CXCursor offset_cursor = clang_Cursor_getArgument(call, 2);
    long long constant_offset;
    int alignment = dword_aligned ? 4 : 16;
    if (cursor_evaluate_integer(offset_cursor, &constant_offset) &&
        constant_offset % alignment != 0) {
        error_at_cursor(frontend, offset_cursor, "oword block read offset %lld "
                        "is not a multiple of %d bytes", constant_offset,
                        alignment);
        return;
    }
    struct value data;
    if (!builtin_output_place(frontend, clang_Cursor_getArgument(call, 3), &data))
        return;
    struct cm_type type = data.type;
    type.is_reference = false;
    struct cm_type message;
    if (!oword_read_message_type(frontend, call, "oword block read", type,
                                 &message))
        return;
    LLVMValueRef surface = builtin_surface(frontend, call, 0);
    LLVMValueRef offset = lower_rvalue_as(frontend, offset_cursor,
                                          scalar_type(ELEMENT_U32));
    if (!surface || !offset)
        return;
    if (!dword_aligned)
        offset = LLVMBuildLShr(frontend->builder, offset, i32_value(frontend, 4), "");
    LLVMValueRef arguments[] = {i32_value(frontend, modified), surface, offset};
    LLVMValueRef value = build_genx_call(
        frontend, dword_aligned ? "oword.ld.unaligned" : "oword.ld",
        type_llvm_type(frontend->context, message), true, arguments, 3, 0,
        INTRINSIC_READS);
    write_place(frontend, data.place,
                oword_read_kept_part(frontend, value, message, type), type);
}

bool lower_dataport_read(struct frontend *frontend, CXCursor call,
                         struct value *result)
{
    *result = no_value();
    int arguments = clang_Cursor_getNumArguments(call);
    if (arguments == 2) {
        lower_scalar_access(frontend, call, false, result);
        return true;
    }
    bool has_attribute = argument_is_attribute(call, 1);
    unsigned after = has_attribute ? 2 : 1;
    if (arguments == 4 && has_attribute) {
        if (simd_cf_allows(frontend, call, "oword block read and write"))
            lower_attributed_block_read(frontend, call);
        return true;
    }
    if (arguments == (int)after + 3) {
        if (argument_type(call, after + 1).kind == TYPE_VECTOR)
            return lower_scattered(frontend, call, false, false, result);
        if (simd_cf_allows(frontend, call, "media block read and write"))
            lower_media(frontend, call,
                        (struct media_form){.has_attribute = has_attribute});
        return true;
    }
    return false;
}

/* The deprecated atomic form Intel's headers still declare:
 * write(surface, op, global offset, element offsets, src, result or NULL).
 * Eight dwords at (global offset + element offset i) * 4 bytes; `op` a
 * constant; src's 8 elements are the source (16 for CMPXCHG and FCMPWR:
 * src0 in the first half, src1 in the second; INC, DEC and PREDEC ignore
 * it, whatever its size); the old values go to `result` unless it is a
 * scalar (NULL). */
static void lower_legacy_atomic_write(struct frontend *frontend,
                                      CXCursor call)
{
    long long code;
    if (!builtin_constant_argument(frontend, call, 1, "the atomic operation",
                                   &code))
        return;
    const struct atomic_kind *kind = builtin_atomic_kind(frontend, call, code);
    if (!kind)
        return;
    struct cm_type source_type = argument_type(call, 4);
    source_type.is_reference = false;
    int wanted = kind->sources * 8;
    if (wanted && type_element_count(source_type) != wanted) {
        error_at_cursor(frontend, clang_Cursor_getArgument(call, 4),
                        "atomic %s of this write form takes %d source "
                        "elements (%s), not %d",
                        kind->intrinsic, wanted,
                        kind->sources == 2 ? "src0 then src1" : "one per dword",
                        type_element_count(source_type));
        return;
    }
    struct cm_type data = type_with_element(source_type, source_type.element);
    data.rows = 1;
    data.columns = 8;
    struct value output;
    bool has_result = argument_type(call, 5).kind != TYPE_SCALAR;
    if (has_result &&
        !builtin_output_place(frontend, clang_Cursor_getArgument(call, 5),
                              &output))
        return;
    LLVMValueRef surface = builtin_surface(frontend, call, 0);
    LLVMValueRef global = lower_rvalue_as(
        frontend, clang_Cursor_getArgument(call, 2), scalar_type(ELEMENT_U32));
    if (!surface || !global)
        return;
    LLVMValueRef offsets = builtin_byte_offsets(
        frontend, clang_Cursor_getArgument(call, 3), 8, 4,
        LLVMBuildMul(frontend->builder, global, i32_value(frontend, 4), ""));
    if (!offsets)
        return;
    LLVMValueRef sources[2];
    if (kind->sources > 0) {
        LLVMValueRef src = lower_rvalue_as(
            frontend, clang_Cursor_getArgument(call, 4), source_type);
        if (!src)
            return;
        for (int i = 0; i < kind->sources; i++)
            sources[i] = read_value_region(frontend, src, data.element, 8, 0,
                                           8, 1, NULL, 8 * i, 0);
    }
    LLVMValueRef old = builtin_dword_atomic(frontend, call, kind, surface,
                                            offsets, sources, data);
    if (old && has_result)
        write_place(frontend, output.place, old, data);
}

bool lower_dataport_write(struct frontend *frontend, CXCursor call,
                          struct value *result)
{
    *result = no_value();
    int arguments = clang_Cursor_getNumArguments(call);
    if (arguments == 6 && argument_has_type(call, 1, "CmAtomicOpType")) {
        lower_legacy_atomic_write(frontend, call);
        return true;
    }
    struct cm_type last = argument_type(call, (unsigned)arguments - 1);
    if (last.kind == TYPE_SCALAR) {
        lower_scalar_access(frontend, call, true, result);
        return true;
    }
    bool has_attribute = argument_is_attribute(call, 1);
    unsigned after = has_attribute ? 2 : 1;
    if (arguments == (int)after + 3) {
        if (argument_type(call, after + 1).kind == TYPE_VECTOR)
            return lower_scattered(frontend, call, true, false, result);
        if (simd_cf_allows(frontend, call, "media block read and write"))
            lower_media(frontend, call,
                        (struct media_form){.is_write = true,
                                            .has_attribute = has_attribute});
        return true;
    }
    return false;
}

/* read_plane, write_plane, media_block_read_plane: the media block
 * messages with a plane. */
static bool lower_plane_access(struct frontend *frontend, CXCursor call,
                               bool is_write, struct value *result)
{
    *result = no_value();
    if (simd_cf_allows(frontend, call, "media block read and write"))
        lower_media(frontend, call,
                    (struct media_form){
                        .is_write = is_write,
                        .has_attribute = argument_is_attribute(call, 1),
                        .has_plane = true,
                        .whole_dwords = is_write});
    return true;
}

static bool lower_read_plane(struct frontend *f, CXCursor c, struct value *r)
{
    return lower_plane_access(f, c, false, r);
}

static bool lower_write_plane(struct frontend *f, CXCursor c, struct value *r)
{
    return lower_plane_access(f, c, true, r);
}

static bool lower_read_scaled(struct frontend *frontend, CXCursor call,
                              struct value *result)
{
    *result = no_value();
    return lower_scattered(frontend, call, false, true, result);
}

static bool lower_write_scaled(struct frontend *frontend, CXCursor call,
                               struct value *result)
{
    *result = no_value();
    return lower_scattered(frontend, call, true, true, result);
}

/* The predicate of write_atomic's optional mask (argument 0, a
 * vector<ushort, n>): element i is true when the mask's is nonzero. */
static LLVMValueRef atomic_mask_predicate(struct frontend *frontend,
                                          CXCursor call, int n)
{
    struct cm_type mask_type = {.kind = TYPE_VECTOR, .element = ELEMENT_U16,
                                .rows = 1, .columns = n};
    LLVMValueRef mask = lower_rvalue_as(
        frontend, clang_Cursor_getArgument(call, 0), mask_type);
    if (!mask)
        return NULL;
    return LLVMBuildICmp(frontend->builder, LLVMIntNE, mask,
                         LLVMConstNull(LLVMTypeOf(mask)), "");
}

/* write_atomic<Op>([mask,] surface, element offsets (dwords), [src0,
 * [src1,]] [result]).  With a mask, disabled channels neither update
 * memory nor their result element. */
static bool lower_write_atomic(struct frontend *frontend, CXCursor call,
                               struct value *result)
{
    *result = no_value();
    CXCursor callee = clang_getCursorReferenced(call);
    if (clang_Cursor_getNumTemplateArguments(callee) < 1) {
        error_at_cursor(frontend, call, "write_atomic needs its operation as "
                        "a template argument");
        return true;
    }
    long long code = clang_Cursor_getTemplateArgumentValue(callee, 0);
    const struct atomic_kind *kind = builtin_atomic_kind(frontend, call, code);
    if (!kind)
        return true;
    int arguments = clang_Cursor_getNumArguments(call);
    unsigned first = argument_type(call, 0).kind == TYPE_VECTOR ? 1 : 0;
    int extra = arguments - 2 - (int)first;
    if (extra != kind->sources && extra != kind->sources + 1) {
        error_at_cursor(frontend, call, "atomic %s takes %d source%s and an "
                        "optional result, not %d arguments after the offsets",
                        kind->intrinsic, kind->sources,
                        kind->sources == 1 ? "" : "s", extra);
        return true;
    }
    bool has_result = extra == kind->sources + 1;
    struct value output;
    struct cm_type data;
    if (has_result) {
        if (!builtin_output_place(frontend,
                                  clang_Cursor_getArgument(call, (unsigned)arguments - 1),
                                  &output))
            return true;
        data = output.type;
    } else if (kind->sources > 0) {
        data = argument_type(call, first + 2);
    } else {
        struct cm_type offsets_type = argument_type(call, first + 1);
        data = type_with_element(offsets_type, ELEMENT_U32);
    }
    data.is_reference = false;
    int n = type_element_count(data);
    LLVMValueRef predicate = NULL;
    if (first == 1 && !(predicate = atomic_mask_predicate(frontend, call, n)))
        return true;
    LLVMValueRef surface = builtin_surface(frontend, call, first);
    LLVMValueRef offsets = builtin_byte_offsets(
        frontend, clang_Cursor_getArgument(call, first + 1), n, 4, NULL);
    LLVMValueRef sources[2];
    for (int i = 0; i < kind->sources; i++) {
        sources[i] = lower_rvalue_as(frontend,
                                     clang_Cursor_getArgument(call, first + 2 + (unsigned)i),
                                     data);
        if (!sources[i])
            return true;
    }
    if (!surface || !offsets)
        return true;
    LLVMValueRef old = dword_atomic(frontend, call, kind, predicate, surface,
                                    offsets, sources, data);
    if (!old || !has_result)
        return true;
    if (predicate) /* disabled channels keep the result's own elements */
        old = LLVMBuildSelect(frontend->builder, predicate, old,
                              read_cm_value(frontend, output), "");
    write_place(frontend, output.place, old, data);
    return true;
}

/* ---- untyped and typed surfaces ------------------------------------------- */

/* The enabled channels of a ChannelMaskType argument and their count. */
static bool channel_mask(struct frontend *frontend, CXCursor call,
                         unsigned index, int *enabled, int *channels)
{
    long long mask;
    if (!builtin_constant_argument(frontend, call, index, "the channel mask",
                                   &mask))
        return false;
    *enabled = (int)(mask & 0xf);
    *channels = 0;
    for (int bit = 0; bit < 4; bit++)
        *channels += (*enabled >> bit) & 1;
    if (*channels == 0) {
        error_at_cursor(frontend, call, "the channel mask enables no channel");
        return false;
    }
    return true;
}

/* The data of a channel access: its place (reads) or value (writes), a
 * dword type of `n` addresses times `channels`. */
static bool channel_data(struct frontend *frontend, CXCursor call,
                         const char *what, bool is_write, int n, int channels,
                         struct value *data, struct cm_type *type)
{
    CXCursor cursor = clang_Cursor_getArgument(call, 2);
    if (is_write)
        *data = lower_expression(frontend, cursor);
    else if (!builtin_output_place(frontend, cursor, data))
        return false;
    *type = data->type;
    type->is_reference = false;
    if (type->kind != TYPE_VECTOR)
        return false;
    if (element_bytes(type->element) != 4 ||
        type_element_count(*type) != n * channels) {
        error_at_cursor(frontend, call, "%s needs %d dwords (%d addresses "
                        "times %d channels), not %d %s", what, n * channels, n,
                        channels, type_element_count(*type),
                        element_name(type->element));
        return false;
    }
    return true;
}

static int coordinate_count(CXCursor call, unsigned index)
{
    struct cm_type type = argument_type(call, index);
    return type.kind == TYPE_VECTOR ? type_element_count(type) : 0;
}

/* read_untyped/write_untyped(surface, mask, data, u): gather4/scatter4
 * scaled on the surface, u in dwords. */
static bool lower_untyped(struct frontend *frontend, CXCursor call,
                          bool is_write)
{
    const char *what = is_write ? "write_untyped" : "read_untyped";
    int enabled, channels;
    int n = coordinate_count(call, 3);
    if (!channel_mask(frontend, call, 1, &enabled, &channels))
        return true;
    if (n != 8 && n != 16 && n != 32) {
        error_at_cursor(frontend, call, "%s of %d addresses: the count must "
                        "be 8, 16 or 32", what, n);
        return true;
    }
    struct value data;
    struct cm_type type;
    if (!channel_data(frontend, call, what, is_write, n, channels, &data, &type))
        return true;
    LLVMValueRef surface = builtin_surface(frontend, call, 0);
    LLVMValueRef offsets = builtin_byte_offsets(
        frontend, clang_Cursor_getArgument(call, 3), n, 4, NULL);
    if (!surface || !offsets)
        return true;
    LLVMTypeRef llvm_type = type_llvm_type(frontend->context, type);
    LLVMValueRef arguments[] = {
        simd_cf_message_predicate(frontend, n), i32_value(frontend, enabled),
        LLVMConstInt(LLVMInt16TypeInContext(frontend->context), 0, 0),
        surface, i32_value(frontend, 0), offsets,
        is_write ? read_cm_value(frontend, data) : LLVMGetUndef(llvm_type),
    };
    if (is_write) {
        build_genx_call(frontend, "scatter4.scaled",
                        LLVMVoidTypeInContext(frontend->context), false,
                        arguments, 7, 1u | 1u << 5 | 1u << 6, INTRINSIC_WRITES);
        return true;
    }
    write_place(frontend, data.place,
                build_genx_call(frontend, "gather4.scaled", llvm_type, true,
                                arguments, 7, 1u | 1u << 5, INTRINSIC_READS),
                type);
    return true;
}

/* The coordinates u, v, r from argument `first` on (missing ones 0), as
 * <n x i32>. */
static bool typed_coordinates(struct frontend *frontend, CXCursor call,
                              unsigned first, int n, LLVMValueRef *uvr)
{
    int arguments = clang_Cursor_getNumArguments(call);
    struct cm_type vector = {.kind = TYPE_VECTOR, .element = ELEMENT_U32,
                             .rows = 1, .columns = n};
    for (unsigned i = 0; i < 3; i++) {
        if ((int)(first + i) >= arguments) {
            uvr[i] = LLVMConstNull(type_llvm_type(frontend->context, vector));
            continue;
        }
        CXCursor cursor = clang_Cursor_getArgument(call, first + i);
        if (coordinate_count(call, first + i) != n) {
            error_at_cursor(frontend, cursor, "the coordinates must all have "
                            "%d elements", n);
            return false;
        }
        uvr[i] = lower_rvalue_as(frontend, cursor, vector);
        if (!uvr[i])
            return false;
    }
    return true;
}

/* read_typed/write_typed(surface, mask, data, u, [v, [r]]). */
static bool lower_typed(struct frontend *frontend, CXCursor call,
                        bool is_write)
{
    const char *what = is_write ? "write_typed" : "read_typed";
    int enabled, channels;
    int n = coordinate_count(call, 3);
    if (!channel_mask(frontend, call, 1, &enabled, &channels))
        return true;
    if (n != 8 && n != 16) {
        error_at_cursor(frontend, call, "%s of %d pixels: the count must be 8 "
                        "or 16", what, n);
        return true;
    }
    struct value data;
    struct cm_type type;
    LLVMValueRef uvr[3];
    if (!channel_data(frontend, call, what, is_write, n, channels, &data,
                      &type) ||
        !typed_coordinates(frontend, call, 3, n, uvr))
        return true;
    LLVMValueRef surface = builtin_surface(frontend, call, 0);
    if (!surface)
        return true;
    LLVMTypeRef llvm_type = type_llvm_type(frontend->context, type);
    LLVMValueRef arguments[] = {
        i32_value(frontend, enabled), simd_cf_message_predicate(frontend, n), surface,
        uvr[0], uvr[1], uvr[2],
        is_write ? read_cm_value(frontend, data) : LLVMGetUndef(llvm_type),
    };
    if (is_write) {
        build_genx_call(frontend, "scatter4.typed",
                        LLVMVoidTypeInContext(frontend->context), false,
                        arguments, 7, 1u << 1 | 1u << 3 | 1u << 6,
                        INTRINSIC_WRITES);
        return true;
    }
    write_place(frontend, data.place,
                build_genx_call(frontend, "gather4.typed", llvm_type, true,
                                arguments, 7, 1u << 1 | 1u << 3,
                                INTRINSIC_READS),
                type);
    return true;
}

static bool lower_read_untyped(struct frontend *f, CXCursor c, struct value *r)
{
    *r = no_value();
    return lower_untyped(f, c, false);
}
static bool lower_write_untyped(struct frontend *f, CXCursor c, struct value *r)
{
    *r = no_value();
    return lower_untyped(f, c, true);
}
static bool lower_read_typed(struct frontend *f, CXCursor c, struct value *r)
{
    *r = no_value();
    return lower_typed(f, c, false);
}
static bool lower_write_typed(struct frontend *f, CXCursor c, struct value *r)
{
    *r = no_value();
    return lower_typed(f, c, true);
}

/* The predicate of a masked typed atomic: its leading vector<ushort, n>
 * mask argument != 0, and the SIMD control flow's active channels. */
static LLVMValueRef typed_atomic_mask(struct frontend *frontend,
                                      CXCursor call, int n)
{
    CXCursor cursor = clang_Cursor_getArgument(call, 0);
    if (coordinate_count(call, 0) != n) {
        error_at_cursor(frontend, cursor, "the mask of a typed atomic must "
                        "have %d elements, one per pixel", n);
        return NULL;
    }
    struct cm_type words = {.kind = TYPE_VECTOR, .element = ELEMENT_U16,
                            .rows = 1, .columns = n};
    LLVMValueRef mask = lower_rvalue_as(frontend, cursor, words);
    if (!mask)
        return NULL;
    LLVMValueRef enabled = LLVMBuildICmp(
        frontend->builder, LLVMIntNE, mask,
        LLVMConstNull(LLVMTypeOf(mask)), "");
    return LLVMBuildAnd(frontend->builder, enabled,
                        simd_cf_message_predicate(frontend, n), "");
}

/* write_typed_atomic<Op>([mask,] surface, result, [src0, [src1,]] u, [v,
 * [r, [lod]]]): llvm.genx.typed.atomic.<op>(pred, surface, [src0,
 * [src1,]] u, v, r, lod), the LOD 0 when left out.  With a mask, only the
 * pixels whose mask element is not 0 are updated, and the other elements
 * of the result keep their values. */
static bool lower_write_typed_atomic(struct frontend *frontend, CXCursor call,
                                     struct value *result)
{
    *result = no_value();
    CXCursor callee = clang_getCursorReferenced(call);
    long long code = clang_Cursor_getTemplateArgumentValue(callee, 0);
    const struct atomic_kind *kind = builtin_atomic_kind(frontend, call, code);
    if (!kind)
        return true;
    unsigned first = argument_type(call, 0).kind == TYPE_VECTOR ? 1 : 0;
    int arguments = clang_Cursor_getNumArguments(call);
    int coordinates = arguments - 2 - (int)first - kind->sources;
    if (coordinates < 1 || coordinates > 4) {
        error_at_cursor(frontend, call, "typed atomic %s takes %sthe result, "
                        "%d source%s and 1 to 4 coordinates (u, v, r, lod)",
                        kind->intrinsic, first ? "a mask, a surface, " : "",
                        kind->sources, kind->sources == 1 ? "" : "s");
        return true;
    }
    struct value output;
    if (!builtin_output_place(frontend,
                              clang_Cursor_getArgument(call, first + 1),
                              &output))
        return true;
    struct cm_type data = output.type;
    data.is_reference = false;
    int n = type_element_count(data);
    if (n > 8 || (n & (n - 1)) != 0 || element_bytes(data.element) != 4 ||
        element_is_float(data.element) != kind->is_float) {
        error_at_cursor(frontend, call, "typed atomic %s needs 1, 2, 4 or 8 "
                        "%s elements", kind->intrinsic,
                        kind->is_float ? "float" : "32-bit integer");
        return true;
    }
    LLVMValueRef operands[8];
    unsigned count = 0;
    operands[count++] = first ? typed_atomic_mask(frontend, call, n)
                              : simd_cf_message_predicate(frontend, n);
    if (!operands[0])
        return true;
    operands[count++] = builtin_surface(frontend, call, first);
    for (int i = 0; i < kind->sources; i++) {
        operands[count] = lower_rvalue_as(
            frontend, clang_Cursor_getArgument(call, first + 2 + (unsigned)i),
            data);
        if (!operands[count++])
            return true;
    }
    unsigned coordinate_argument = first + 2 + (unsigned)kind->sources;
    if (!operands[1] ||
        !typed_coordinates(frontend, call, coordinate_argument, n,
                           operands + count))
        return true;
    unsigned coordinate_index = count;
    count += 3;
    if (coordinates == 4) { /* u, v, r, lod */
        unsigned lod_argument = coordinate_argument + 3;
        CXCursor lod = clang_Cursor_getArgument(call, lod_argument);
        if (coordinate_count(call, lod_argument) != n) {
            error_at_cursor(frontend, lod, "the coordinates must all have "
                            "%d elements", n);
            return true;
        }
        struct cm_type lod_type = {.kind = TYPE_VECTOR,
                                   .element = ELEMENT_U32, .rows = 1,
                                   .columns = n};
        operands[count] = lower_rvalue_as(frontend, lod, lod_type);
        if (!operands[count++])
            return true;
    } else {
        operands[count++] =
            LLVMConstNull(LLVMTypeOf(operands[coordinate_index]));
    }
    char base[48];
    snprintf(base, sizeof base, "typed.atomic.%s", kind->intrinsic);
    LLVMValueRef old = build_genx_call(
        frontend, base, type_llvm_type(frontend->context, data), true,
        operands, count, 1u | 1u << coordinate_index, INTRINSIC_WRITES);
    if (kind->code == 0xff) /* ATOMIC_PREDEC: the decremented value */
        old = LLVMBuildSub(frontend->builder, old,
                           splat_i32(frontend, i32_value(frontend, 1), n), "");
    if (first) /* masked-off pixels: the result keeps its elements */
        old = LLVMBuildSelect(frontend->builder, operands[0], old,
                              read_cm_value(frontend, place_value(output.place)),
                              "");
    write_place(frontend, output.place, old, data);
    return true;
}

static const struct dataport_builtin {
    const char *name;
    bool (*lower)(struct frontend *, CXCursor, struct value *);
} dataport_builtins[] = {
    {"read_scaled", lower_read_scaled},
    {"read_plane", lower_read_plane},
    {"media_block_read_plane", lower_read_plane},
    {"write_plane", lower_write_plane},
    {"write_scaled", lower_write_scaled},
    {"write_atomic", lower_write_atomic},
    {"read_untyped", lower_read_untyped},
    {"write_untyped", lower_write_untyped},
    {"read_typed", lower_read_typed},
    {"write_typed", lower_write_typed},
    {"write_typed_atomic", lower_write_typed_atomic},
};

bool lower_dataport_builtin(struct frontend *frontend, const char *name,
                            CXCursor call, struct value *result)
{
    for (size_t i = 0; i < sizeof dataport_builtins / sizeof dataport_builtins[0];
         i++)
        if (strcmp(name, dataport_builtins[i].name) == 0)
            return dataport_builtins[i].lower(frontend, call, result);
    return false;
}
