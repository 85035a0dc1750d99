/* builtins_sampler.c - sampler builtins (CM specification 4.7).
 *
 * Takes calls of sample16, load16 and sample32 declared in cm_sampler.h;
 * guarantees Intel's intrinsics for them with their constant operands
 * checked at the user's line:
 *   sample16 -> llvm.genx.3d.sample (opcode 0, "sample"; u, v, r),
 *   load16   -> llvm.genx.3d.load (opcode 0x1a, "load_lz"; u, v, r),
 *   sample32 -> llvm.genx.sample.unorm (the low 4 bits of its first
 *               operand are the channels NOT read, bits 5..4 the output
 *               format, as in vISA's SAMPLE_UNORM).
 * The result (16 or 32 elements per enabled channel) fills the start of
 * the destination.  The 3D messages take 15 coordinate operands; the
 * unused ones are undef, and the backend counts the rest. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

#define SAMPLE_3D_OPERANDS 15
#define SAMPLE_OPCODE_SAMPLE 0x00
#define SAMPLE_OPCODE_LOAD_LZ 0x1a

static LLVMTypeRef int_type(struct frontend *frontend, unsigned bits)
{
    return LLVMIntTypeInContext(frontend->context, bits);
}

static struct value no_result(void)
{
    struct value result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result.type.kind = TYPE_VOID;
    return result;
}

/* The enabled channels of a ChannelMaskType argument (1..15); 0 after an
 * error. */
static int channel_mask(struct frontend *frontend, CXCursor argument)
{
    long long mask;
    if (!cursor_evaluate_integer(argument, &mask) || mask < 1 || mask > 15) {
        error_at_cursor(frontend, argument,
                        "the channel mask must be a constant CM_*_ENABLE");
        return 0;
    }
    return (int)mask;
}

static int channel_count(int mask)
{
    return (mask & 1) + (mask >> 1 & 1) + (mask >> 2 & 1) + (mask >> 3 & 1);
}

/* The destination's place, narrowed to its first `count` elements, after
 * checking the element kind and that it holds `count` (a multiple of
 * `pixels` at least). */
static bool sampler_destination(struct frontend *frontend, CXCursor call,
                                const char *what, int pixels, int channels,
                                bool is_unorm, struct value *destination)
{
    CXCursor argument = clang_Cursor_getArgument(call, 0);
    *destination = lower_expression(frontend, argument);
    if (destination->type.kind != TYPE_VECTOR) {
        if (destination->type.kind != TYPE_UNSUPPORTED)
            error_at_cursor(frontend, argument,
                            "%s writes a vector or a matrix", what);
        return false;
    }
    if (!destination->is_place) {
        error_at_cursor(frontend, argument,
                        "%s needs a variable (or a region of one) to write",
                        what);
        return false;
    }
    enum element_kind element = destination->type.element;
    bool element_ok = is_unorm ? element == ELEMENT_U16
                               : element == ELEMENT_FLOAT ||
                                     element == ELEMENT_I32 ||
                                     element == ELEMENT_U32;
    if (!element_ok) {
        error_at_cursor(frontend, argument,
                        "%s writes %s elements, not %s", what,
                        is_unorm ? "ushort" : "float, int or uint",
                        element_name(element));
        return false;
    }
    int count = type_element_count(destination->type);
    if (count % pixels != 0 || count < pixels * channels) {
        error_at_cursor(frontend, argument,
                        "%s with %d channel%s needs %d elements per channel "
                        "(%d at least), not %d",
                        what, channels, channels == 1 ? "" : "s", pixels,
                        pixels * channels, count);
        return false;
    }
    struct place whole = destination->place;
    struct place first;
    if (!select_place(frontend, argument, whole, pixels * channels, 1, NULL, 0,
                      &first))
        return false;
    *destination = place_value(first);
    return true;
}

static LLVMValueRef build_call(struct frontend *frontend, LLVMValueRef function,
                               LLVMValueRef *arguments, unsigned count)
{
    return LLVMBuildCall2(frontend->builder, LLVMGlobalGetValueType(function),
                          function, arguments, count, "");
}

/* llvm.genx.3d.sample / 3d.load: `leading` fixed operands, then the
 * coordinates (three vectors) and undef for the other operand slots. */
static LLVMValueRef call_3d(struct frontend *frontend, const char *base,
                            LLVMTypeRef result_type, LLVMValueRef *leading,
                            unsigned leading_count, LLVMValueRef *coordinates)
{
    LLVMValueRef arguments[6 + SAMPLE_3D_OPERANDS];
    LLVMTypeRef parameters[6 + SAMPLE_3D_OPERANDS];
    char name[512];
    snprintf(name, sizeof name, "%s", base);
    append_type_suffix(name, sizeof name, result_type);
    for (unsigned i = 0; i < leading_count; i++) {
        arguments[i] = leading[i];
        parameters[i] = LLVMTypeOf(leading[i]);
        if (i == 1) /* the predicate is overloaded */
            append_type_suffix(name, sizeof name, parameters[i]);
    }
    LLVMTypeRef coordinate_type = LLVMTypeOf(coordinates[0]);
    for (unsigned i = 0; i < SAMPLE_3D_OPERANDS; i++) {
        LLVMValueRef operand =
            i < 3 ? coordinates[i] : LLVMGetUndef(coordinate_type);
        arguments[leading_count + i] = operand;
        parameters[leading_count + i] = coordinate_type;
        append_type_suffix(name, sizeof name, coordinate_type);
    }
    unsigned count = leading_count + SAMPLE_3D_OPERANDS;
    LLVMValueRef function = declare_intrinsic(frontend, name, result_type,
                                              parameters, count,
                                              INTRINSIC_READS);
    return build_call(frontend, function, arguments, count);
}

/* u, v, r from argument `first` on; the ones left out are 0. */
static bool lower_coordinates(struct frontend *frontend, CXCursor call,
                              unsigned first, struct cm_type type,
                              LLVMValueRef *coordinates)
{
    unsigned given = (unsigned)clang_Cursor_getNumArguments(call) - first;
    for (unsigned i = 0; i < 3; i++) {
        coordinates[i] =
            i < given ? lower_rvalue_as(
                            frontend, clang_Cursor_getArgument(call, first + i),
                            type)
                      : LLVMConstNull(type_llvm_type(frontend->context, type));
        if (!coordinates[i])
            return false;
    }
    return true;
}

/* sample16 and load16: one 3D sampler message of 16 pixels. */
static bool lower_3d_message(struct frontend *frontend, CXCursor call,
                             bool is_load, struct value *result)
{
    const char *what = is_load ? "load16" : "sample16";
    *result = no_result();
    if (!simd_cf_allows(frontend, call, "a sampler read"))
        return true;
    int mask = channel_mask(frontend, clang_Cursor_getArgument(call, 1));
    if (!mask)
        return true;
    struct value destination;
    if (!sampler_destination(frontend, call, what, 16, channel_count(mask),
                             false, &destination))
        return true;
    LLVMValueRef surface = lower_rvalue_as(
        frontend, clang_Cursor_getArgument(call, 2), scalar_type(ELEMENT_U32));
    LLVMValueRef sampler = NULL;
    if (!is_load)
        sampler = lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 3),
                                  scalar_type(ELEMENT_U32));
    struct cm_type coordinate_type = {.kind = TYPE_VECTOR,
        .element = is_load ? ELEMENT_U32 : ELEMENT_FLOAT,
        .rows = 1,
        .columns = 16,
        .is_reference = false};
    LLVMValueRef coordinates[3];
    if (!surface || (!is_load && !sampler) ||
        !lower_coordinates(frontend, call, is_load ? 3 : 4, coordinate_type,
                           coordinates))
        return true;
    LLVMTypeRef i32 = int_type(frontend, 32);
    LLVMValueRef leading[6] = {
        LLVMConstInt(i32, is_load ? SAMPLE_OPCODE_LOAD_LZ : SAMPLE_OPCODE_SAMPLE,
                     0),
        LLVMConstAllOnes(LLVMVectorType(int_type(frontend, 1), 16)),
        LLVMConstInt(i32, (unsigned)mask, 0),
        LLVMConstInt(int_type(frontend, 16), 0, 0),
    };
    unsigned leading_count = 4;
    if (!is_load)
        leading[leading_count++] = sampler;
    leading[leading_count++] = surface;
    LLVMTypeRef data_type =
        type_llvm_type(frontend->context, destination.type);
    LLVMValueRef data =
        call_3d(frontend, is_load ? "llvm.genx.3d.load" : "llvm.genx.3d.sample",
                data_type, leading, leading_count, coordinates);
    write_place(frontend, destination.place, data, destination.type);
    return true;
}

static bool lower_sample16(struct frontend *frontend, CXCursor call,
                           struct value *result)
{
    return lower_3d_message(frontend, call, false, result);
}

static bool lower_load16(struct frontend *frontend, CXCursor call,
                         struct value *result)
{
    return lower_3d_message(frontend, call, true, result);
}

/* sample32: llvm.genx.sample.unorm(channels not read | format << 4,
 * sampler, surface, u, v, deltaU, deltaV). */
static bool lower_sample32(struct frontend *frontend, CXCursor call,
                           struct value *result)
{
    *result = no_result();
    if (!simd_cf_allows(frontend, call, "a sampler read"))
        return true;
    int mask = channel_mask(frontend, clang_Cursor_getArgument(call, 1));
    if (!mask)
        return true;
    long long format = 0;
    CXCursor format_cursor = clang_Cursor_getArgument(call, 8);
    if (!cursor_evaluate_integer(format_cursor, &format) || format < 0 ||
        format > 3) {
        error_at_cursor(frontend, format_cursor,
                        "the output format must be a constant CM_16_FULL, "
                        "CM_16_DOWN_SAMPLE, CM_8_FULL or CM_8_DOWN_SAMPLE");
        return true;
    }
    struct value destination;
    if (!sampler_destination(frontend, call, "sample32", 32,
                             channel_count(mask), true, &destination))
        return true;
    struct cm_type u32 = scalar_type(ELEMENT_U32);
    struct cm_type f32 = scalar_type(ELEMENT_FLOAT);
    LLVMValueRef arguments[7];
    arguments[0] = LLVMConstInt(int_type(frontend, 32),
                                (unsigned)((~mask & 0xf) | format << 4), 0);
    arguments[1] =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 3), u32);
    arguments[2] =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 2), u32);
    for (unsigned i = 0; i < 4; i++) {
        arguments[3 + i] = lower_rvalue_as(
            frontend, clang_Cursor_getArgument(call, 4 + i), f32);
        if (!arguments[3 + i])
            return true;
    }
    if (!arguments[1] || !arguments[2])
        return true;
    LLVMTypeRef parameters[7];
    for (unsigned i = 0; i < 7; i++)
        parameters[i] = LLVMTypeOf(arguments[i]);
    LLVMTypeRef data_type =
        type_llvm_type(frontend->context, destination.type);
    char name[64] = "llvm.genx.sample.unorm";
    append_type_suffix(name, sizeof name, data_type);
    LLVMValueRef function = declare_intrinsic(frontend, name, data_type,
                                              parameters, 7, INTRINSIC_READS);
    LLVMValueRef data = build_call(frontend, function, arguments, 7);
    write_place(frontend, destination.place, data, destination.type);
    return true;
}

static const struct sampler_builtin {
    const char *name;
    bool (*lower)(struct frontend *, CXCursor, struct value *);
} sampler_builtins[] = {
    {"sample16", lower_sample16},
    {"load16", lower_load16},
    {"sample32", lower_sample32},
};

bool lower_sampler_builtin(struct frontend *frontend, CXCursor call,
                           const char *name, struct value *result)
{
    for (size_t i = 0; i < sizeof sampler_builtins / sizeof sampler_builtins[0];
         i++)
        if (strcmp(name, sampler_builtins[i].name) == 0)
            return sampler_builtins[i].lower(frontend, call, result);
    return false;
}
