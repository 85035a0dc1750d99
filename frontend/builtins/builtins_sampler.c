/* builtins_sampler.c - sampler builtins (CM specification 4.7).
 *
 * Takes calls of sample16, load16 (both with an optional null mask),
 * sample32, cm_3d_sample, cm_3d_load, cm_avs_sampler and the cm_va_*
 * functions declared in cm_sampler.h;
 * guarantees Intel's intrinsics for them with their constant operands
 * checked at the user's line:
 *   sample16 -> llvm.genx.3d.sample (opcode 0, "sample"; u, v, r),
 *   load16   -> llvm.genx.3d.load (opcode 0x1a, "load_lz"; u, v, r),
 *   with a null mask, opcode | 0x20 and one GRF more in the result, whose
 *   first word is the mask,
 *   cm_3d_sample<Op, Ch>, cm_3d_load<Op, Ch> -> the same intrinsics with
 *   the user's operation (one vISA text spells: LOD is not supported
 *   yet; CPS LOD compensation, bit 6, on sample, sample_b, sample_c and
 *   sample_b_c from ICLLP on, as 3D_SAMPLE.md allows) and 1 to 15
 *   parameters,
 *   sample32 -> llvm.genx.sample.unorm (the low 4 bits of its first
 *               operand are the channels NOT read, bits 5..4 the output
 *               format, as in vISA's SAMPLE_UNORM); an error on platforms
 *               without the media sampler (DG2 ...), as in Intel's cmc,
 *   cm_avs_sampler -> llvm.genx.avs (its first operand the channels
 *               read) on SKL and ICLLP, in its four modes (8x4 and 4x4
 *               only in the binary: vISA text has no word for them); an
 *               error elsewhere,
 *   cm_va_* (the video analytics) -> llvm.genx.va.* on SKL and ICLLP
 *               (va_functions: their constants checked, the destination
 *               sized as GenX_IR sizes the response); an error elsewhere.
 * The result (16 or 32 elements per enabled channel; AVS's response as
 * GenX_IR sizes it) fills the start of the destination.  The 3D messages take 15 coordinate operands; the
 * unused ones are undef, and the backend counts the rest. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

#define SAMPLE_3D_OPERANDS 15
#define SAMPLE_OPCODE_SAMPLE 0x00
#define SAMPLE_OPCODE_LOAD_LZ 0x1a
#define NULL_MASK_ENABLE 0x20
#define CPS_LOD_COMPENSATION 0x40

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
    if (!evaluate_constant_operand(frontend, argument, &mask) || mask < 1 ||
        mask > 15) {
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

/* The destination's place (argument `index`), narrowed to its first
 * `needed` elements, after checking the element kind and that it holds
 * `needed` elements (a multiple of `pixels` when `pixels` is not 0); `what`
 * names the builtin and `channels` the channels in the message. */
static bool sampler_destination(struct frontend *frontend, CXCursor call,
                                unsigned index, const char *what, int pixels,
                                int channels, int needed, bool is_unorm,
                                struct value *destination)
{
    CXCursor argument = clang_Cursor_getArgument(call, index);
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
    if (!pixels && count < needed) {
        error_at_cursor(frontend, argument,
                        "%s with %d channel%s needs %d elements at least, "
                        "not %d",
                        what, channels, channels == 1 ? "" : "s", needed,
                        count);
        return false;
    }
    if (pixels && (count % pixels != 0 || count < needed)) {
        error_at_cursor(frontend, argument,
                        "%s with %d channel%s needs %d elements per channel "
                        "(%d at least), not %d",
                        what, channels, channels == 1 ? "" : "s", pixels,
                        needed, count);
        return false;
    }
    struct place whole = destination->place;
    struct place first;
    if (!select_place(frontend, argument, whole, needed, 1, NULL, 0, &first))
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

/* A media sampler read (sample.unorm, avs): the intrinsic `base` of the
 * destination's type, reading memory, called with `count` arguments and
 * its result written to the destination. */
static void read_media_sampler(struct frontend *frontend, const char *base,
                               LLVMValueRef *arguments, unsigned count,
                               const struct value *destination)
{
    LLVMTypeRef parameters[16];
    for (unsigned i = 0; i < count && i < 16; i++)
        parameters[i] = LLVMTypeOf(arguments[i]);
    LLVMTypeRef data_type =
        type_llvm_type(frontend->context, destination->type);
    char name[64];
    snprintf(name, sizeof name, "%s", base);
    genx_append_overload_suffix(name, sizeof name, data_type);
    LLVMValueRef function = declare_intrinsic(frontend, name, data_type,
                                              parameters, count,
                                              INTRINSIC_READS);
    LLVMValueRef data = build_call(frontend, function, arguments, count);
    write_place(frontend, destination->place, data, destination->type);
}


/* One 3D sampler message: what the llvm.genx.3d.sample / 3d.load call
 * needs besides its result type. */
struct message_3d {
    bool is_load;
    int operation;              /* Intel's CM3DSampleOp / CM3DLoadOp */
    int mask;                   /* channels, 1..15 */
    int pixels;                 /* 8 or 16 */
    LLVMValueRef aoffimmi;      /* i16 */
    LLVMValueRef sampler;       /* i32, samples only */
    LLVMValueRef surface;       /* i32 */
    LLVMValueRef parameters[SAMPLE_3D_OPERANDS];
    int parameter_count;
};

/* The call; its result, `channels * pixels` elements (and one GRF more
 * for the null mask), is `result_type`. */
static LLVMValueRef emit_3d_message(struct frontend *frontend,
                                    const struct message_3d *message,
                                    LLVMTypeRef result_type)
{
    LLVMTypeRef i32 = int_type(frontend, 32);
    LLVMValueRef leading[6] = {
        LLVMConstInt(i32, (unsigned)message->operation, 0),
        LLVMConstAllOnes(
            LLVMVectorType(int_type(frontend, 1), (unsigned)message->pixels)),
        LLVMConstInt(i32, (unsigned)message->mask, 0),
        message->aoffimmi,
    };
    unsigned leading_count = 4;
    if (!message->is_load)
        leading[leading_count++] = message->sampler;
    leading[leading_count++] = message->surface;
    LLVMValueRef arguments[6 + SAMPLE_3D_OPERANDS];
    LLVMTypeRef parameters[6 + SAMPLE_3D_OPERANDS];
    char name[1024];
    snprintf(name, sizeof name, "%s",
             message->is_load ? "llvm.genx.3d.load" : "llvm.genx.3d.sample");
    genx_append_overload_suffix(name, sizeof name, result_type);
    for (unsigned i = 0; i < leading_count; i++) {
        arguments[i] = leading[i];
        parameters[i] = LLVMTypeOf(leading[i]);
        if (i == 1) /* the predicate is overloaded */
            genx_append_overload_suffix(name, sizeof name, parameters[i]);
    }
    LLVMTypeRef parameter_type = LLVMTypeOf(message->parameters[0]);
    for (unsigned i = 0; i < SAMPLE_3D_OPERANDS; i++) {
        LLVMValueRef operand = (int)i < message->parameter_count
                                   ? message->parameters[i]
                                   : LLVMGetUndef(parameter_type);
        arguments[leading_count + i] = operand;
        parameters[leading_count + i] = parameter_type;
        genx_append_overload_suffix(name, sizeof name, parameter_type);
    }
    unsigned count = leading_count + SAMPLE_3D_OPERANDS;
    LLVMValueRef function = declare_intrinsic(frontend, name, result_type,
                                              parameters, count,
                                              INTRINSIC_READS);
    return build_call(frontend, function, arguments, count);
}

/* Elements [first, first + count) of `vector`. */
static LLVMValueRef vector_part(struct frontend *frontend, LLVMValueRef vector,
                                int first, int count)
{
    LLVMValueRef indices[64];
    LLVMTypeRef i32 = int_type(frontend, 32);
    for (int i = 0; i < count; i++)
        indices[i] = LLVMConstInt(i32, (unsigned)(first + i), 0);
    return LLVMBuildShuffleVector(frontend->builder, vector,
                                  LLVMGetUndef(LLVMTypeOf(vector)),
                                  LLVMConstVector(indices, (unsigned)count),
                                  "");
}

/* The null mask argument: a place of one 16-bit integer element. */
static bool null_mask_place(struct frontend *frontend, CXCursor argument,
                            struct value *place)
{
    *place = lower_expression(frontend, argument);
    if (place->type.kind == TYPE_UNSUPPORTED)
        return false;
    if (place->type.kind != TYPE_VECTOR || !place->is_place ||
        type_element_count(place->type) != 1 ||
        (place->type.element != ELEMENT_U16 &&
         place->type.element != ELEMENT_I16)) {
        error_at_cursor(frontend, argument,
                        "the null mask must be a vector of one short or "
                        "ushort");
        return false;
    }
    return true;
}

/* Issue MESSAGE, writing its channels to the start of DESTINATION and,
 * when NULL_MASK is not NULL, the pixel null mask (the first word of the
 * GRF after the channels) to it. */
static void finish_3d_message(struct frontend *frontend,
                              const struct message_3d *message,
                              const struct value *destination,
                              const struct value *null_mask)
{
    int data = channel_count(message->mask) * message->pixels;
    LLVMTypeRef element =
        LLVMGetElementType(type_llvm_type(frontend->context,
                                          destination->type));
    if (!null_mask) {
        LLVMValueRef result = emit_3d_message(
            frontend, message, LLVMVectorType(element, (unsigned)data));
        write_place(frontend, destination->place, result, destination->type);
        return;
    }
    /* one GRF (8 dwords) holds the null mask */
    LLVMValueRef result = emit_3d_message(
        frontend, message, LLVMVectorType(element, (unsigned)data + 8));
    write_place(frontend, destination->place,
                vector_part(frontend, result, 0, data), destination->type);
    LLVMValueRef word = LLVMBuildExtractElement(
        frontend->builder, result,
        LLVMConstInt(int_type(frontend, 32), (unsigned)data, 0), "");
    word = LLVMBuildBitCast(frontend->builder, word, int_type(frontend, 32),
                            "");
    word = LLVMBuildTrunc(frontend->builder, word, int_type(frontend, 16), "");
    LLVMValueRef one = LLVMBuildInsertElement(
        frontend->builder, LLVMGetUndef(LLVMVectorType(int_type(frontend, 16), 1)),
        word, LLVMConstInt(int_type(frontend, 32), 0, 0), "");
    struct cm_type mask_type = null_mask->type;
    mask_type.is_reference = false;
    write_place(frontend, null_mask->place, one, mask_type);
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

static bool argument_is_vector(CXCursor call, unsigned index)
{
    return classify_type(clang_getCursorType(
                             clang_Cursor_getArgument(call, index)))
               .kind == TYPE_VECTOR;
}

/* sample16 and load16 ([m, [nullmask,]] mask, surface, [sampler,] u [, v
 * [, r]]): one 3D sampler message of 16 pixels (sample or load_lz). */
static bool lower_3d_message(struct frontend *frontend, CXCursor call,
                             bool is_load, struct value *result)
{
    const char *what = is_load ? "load16" : "sample16";
    *result = no_result();
    if (!simd_cf_allows(frontend, call, "a sampler read"))
        return true;
    unsigned shift = argument_is_vector(call, 1) ? 1 : 0; /* a null mask */
    int mask = channel_mask(frontend, clang_Cursor_getArgument(call, 1 + shift));
    if (!mask)
        return true;
    struct value destination, null_mask;
    int channels = channel_count(mask);
    if (!sampler_destination(frontend, call, 0, what, 16, channels,
                             16 * channels, false, &destination))
        return true;
    if (shift && !null_mask_place(frontend, clang_Cursor_getArgument(call, 1),
                                  &null_mask))
        return true;
    struct message_3d message = {
        .is_load = is_load,
        .operation = (is_load ? SAMPLE_OPCODE_LOAD_LZ : SAMPLE_OPCODE_SAMPLE) |
                     (shift ? NULL_MASK_ENABLE : 0),
        .mask = mask,
        .pixels = 16,
        .aoffimmi = LLVMConstInt(int_type(frontend, 16), 0, 0),
        .parameter_count = 3,
    };
    message.surface =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 2 + shift),
                        scalar_type(ELEMENT_U32));
    if (!is_load)
        message.sampler = lower_rvalue_as(
            frontend, clang_Cursor_getArgument(call, 3 + shift),
            scalar_type(ELEMENT_U32));
    struct cm_type coordinate_type = {.kind = TYPE_VECTOR,
        .element = is_load ? ELEMENT_U32 : ELEMENT_FLOAT,
        .rows = 1,
        .columns = 16,
        .is_reference = false};
    if (!message.surface || (!is_load && !message.sampler) ||
        !lower_coordinates(frontend, call, (is_load ? 3 : 4) + shift,
                           coordinate_type, message.parameters))
        return true;
    finish_3d_message(frontend, &message, &destination,
                      shift ? &null_mask : NULL);
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

/* Whether vISA text spells the operation (3D_SAMPLE.md, 3D_LOAD.md). */
static bool known_operation(bool is_load, int operation)
{
    static const int samples[] = {0x00, 0x01, 0x02, 0x03, 0x04,
                                  0x05, 0x06, 0x14, 0x18, 0x19};
    static const int loads[] = {0x07, 0x1a, 0x1c, 0x1d};
    const int *list = is_load ? loads : samples;
    int count = is_load ? 4 : 10;
    for (int i = 0; i < count; i++)
        if (list[i] == operation)
            return true;
    return false;
}

/* CPS LOD compensation (CM_3D_SAMPLE_CPS_LOD_COMP_ENABLE): 3D_SAMPLE.md
 * gives it to sample, sample_b, sample_c and sample_b_c (and LOD), from
 * ICLLP on; elsewhere a located error. */
static bool cps_allowed(struct frontend *frontend, CXCursor call,
                        bool is_load, int operation)
{
    const struct platform *platform = frontend->options->platform;
    bool operation_ok = !is_load && (operation == 0x00 || operation == 0x01 ||
                                     operation == 0x03 || operation == 0x05);
    if (!operation_ok) {
        error_at_cursor(frontend, call,
                        "CPS LOD compensation is only for the sample, "
                        "sample_b, sample_c and sample_b_c operations");
        return false;
    }
    if (platform && platform->genx_number < 1150) {
        error_at_cursor(frontend, call,
                        "CPS LOD compensation needs ICLLP or later, not %s",
                        platform->name);
        return false;
    }
    return true;
}

/* cm_3d_sample<Op, Ch>(dst, aoffimmi, sampler, surface, params...) and
 * cm_3d_load<Op, Ch>(dst, aoffimmi, surface, params...): 1 to 15
 * parameters of 8 or 16 elements (float for samples, 32-bit integers for
 * loads); the channels (and the null mask's GRF with
 * CM_3D_*_NULLMASK_ENABLE) fill the start of dst. */
static bool lower_cm_3d(struct frontend *frontend, CXCursor call,
                        bool is_load, struct value *result)
{
    const char *what = is_load ? "cm_3d_load" : "cm_3d_sample";
    *result = no_result();
    if (!simd_cf_allows(frontend, call, "a sampler read"))
        return true;
    CXCursor callee = clang_getCursorReferenced(call);
    int operation = (int)clang_Cursor_getTemplateArgumentValue(callee, 0);
    int mask = (int)clang_Cursor_getTemplateArgumentValue(callee, 1);
    if (mask < 1 || mask > 15) {
        error_at_cursor(frontend, call, "%s needs a CM_*_ENABLE channel mask",
                        what);
        return true;
    }
    if ((operation & ~(NULL_MASK_ENABLE | CPS_LOD_COMPENSATION | 0x1f)) !=
            0 ||
        !known_operation(is_load, operation & 0x1f)) {
        error_at_cursor(frontend, call, "%s operation %d is not supported yet",
                        what, operation);
        return true;
    }
    if ((operation & CPS_LOD_COMPENSATION) &&
        !cps_allowed(frontend, call, is_load, operation & 0x1f))
        return true;
    unsigned first = is_load ? 3 : 4;
    int arguments = clang_Cursor_getNumArguments(call);
    int count = arguments - (int)first;
    if (count < 1 || count > SAMPLE_3D_OPERANDS) {
        error_at_cursor(frontend, call, "%s takes 1 to %d parameters, not %d",
                        what, SAMPLE_3D_OPERANDS, count);
        return true;
    }
    struct message_3d message = {
        .is_load = is_load,
        .operation = operation,
        .mask = mask,
        .parameter_count = count,
    };
    for (int i = 0; i < count; i++) {
        CXCursor argument = clang_Cursor_getArgument(call, first + (unsigned)i);
        struct cm_type type =
            classify_type(clang_getCursorType(argument));
        type.is_reference = false;
        int n = type.kind == TYPE_VECTOR ? type_element_count(type) : 0;
        bool element_ok = is_load ? element_bytes(type.element) == 4 &&
                                        !element_is_float(type.element)
                                  : type.element == ELEMENT_FLOAT;
        if ((n != 8 && n != 16) || !element_ok ||
            (i > 0 && n != message.pixels)) {
            error_at_cursor(frontend, argument,
                            "%s parameters must all be vectors of 8 or 16 "
                            "%s",
                            what, is_load ? "int or uint" : "float");
            return true;
        }
        message.pixels = n;
        message.parameters[i] = lower_rvalue_as(frontend, argument, type);
        if (!message.parameters[i])
            return true;
    }
    int channels = channel_count(mask);
    int needed = channels * message.pixels +
                 (operation & NULL_MASK_ENABLE ? 8 : 0);
    struct value destination;
    if (!sampler_destination(frontend, call, 0, what, 0, channels, needed,
                             false, &destination))
        return true;
    message.aoffimmi =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 1),
                        scalar_type(ELEMENT_U16));
    if (!is_load)
        message.sampler =
            lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 2),
                            scalar_type(ELEMENT_U32));
    message.surface = lower_rvalue_as(
        frontend, clang_Cursor_getArgument(call, is_load ? 2 : 3),
        scalar_type(ELEMENT_U32));
    if (!message.aoffimmi || (!is_load && !message.sampler) ||
        !message.surface)
        return true;
    LLVMTypeRef element = LLVMGetElementType(
        type_llvm_type(frontend->context, destination.type));
    LLVMValueRef data = emit_3d_message(
        frontend, &message, LLVMVectorType(element, (unsigned)needed));
    write_place(frontend, destination.place, data, destination.type);
    return true;
}

static bool lower_cm_3d_sample(struct frontend *frontend, CXCursor call,
                               struct value *result)
{
    return lower_cm_3d(frontend, call, false, result);
}

static bool lower_cm_3d_load(struct frontend *frontend, CXCursor call,
                             struct value *result)
{
    return lower_cm_3d(frontend, call, true, result);
}

/* sample32: llvm.genx.sample.unorm(channels not read | format << 4,
 * sampler, surface, u, v, deltaU, deltaV). */
static bool lower_sample32(struct frontend *frontend, CXCursor call,
                           struct value *result)
{
    *result = no_result();
    if (!simd_cf_allows(frontend, call, "a sampler read"))
        return true;
    const struct platform *platform = frontend->options->platform;
    if (platform && !platform->has_media_sampler) {
        error_at_cursor(frontend, call, "sample32 is not supported on %s (it "
                        "has no media sampler)", platform->name);
        return true;
    }
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
    if (!sampler_destination(frontend, call, 0, "sample32", 32,
                             channel_count(mask), 32 * channel_count(mask),
                             true, &destination))
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
    read_media_sampler(frontend, "llvm.genx.sample.unorm", arguments, 7,
                       &destination);
    return true;
}

/* ---- AVS and the video analytics ---------------------------------------- */

/* The platforms whose media sampler has AVS and the video analytics
 * (Intel's CM_HAS_VA: CM_GENX 900 to 1150, of cmc's SKL and ICLLP). */
static bool has_avs(const struct platform *platform)
{
    return !platform || (platform->has_media_sampler &&
                         platform->genx_number <= 1150);
}

/* A constant argument from `min` to `max`; false (reported) otherwise. */
static bool constant_argument(struct frontend *frontend, CXCursor call,
                              unsigned index, const char *what,
                              const char *role, long long min, long long max,
                              long long *value)
{
    CXCursor argument = clang_Cursor_getArgument(call, index);
    if (!cursor_evaluate_integer(argument, value)) {
        error_at_cursor(frontend, argument,
                        "%s: %s must be a compile-time constant", what, role);
        return false;
    }
    if (*value < min || *value > max) {
        error_at_cursor(frontend, argument,
                        "%s: %s must be from %lld to %lld, not %lld", what,
                        role, min, max, *value);
        return false;
    }
    return true;
}

/* cm_avs_sampler(m, channels, surface, sampler, u, v, deltaU, deltaV, u2d,
 * groupID, verticalBlockNumber, outControl, v2d, execMode, IEFBypass):
 * llvm.genx.avs(channels, sampler, surface, u, v, deltaU, deltaV, u2d,
 * groupID, verticalBlockNumber, outControl, v2d, execMode, IEFBypass).
 * The message returns 64 pixels per channel in 16x4 mode, 32 in 8x4, 16
 * in 4x4 and 256 in 16x8 (as GenX_IR sizes the response), 2 bytes each
 * for the 16-bit output formats and 1 for the 8-bit ones: m must hold
 * that many bytes. */
static bool lower_avs_sampler(struct frontend *frontend, CXCursor call,
                              struct value *result)
{
    const char *what = "cm_avs_sampler";
    *result = no_result();
    if (!simd_cf_allows(frontend, call, "a sampler read"))
        return true;
    const struct platform *platform = frontend->options->platform;
    if (!has_avs(platform)) {
        error_at_cursor(frontend, call,
                        "cm_avs_sampler is not supported on %s (only SKL "
                        "and ICLLP have the media sampler's AVS)",
                        platform->name);
        return true;
    }
    int mask = channel_mask(frontend, clang_Cursor_getArgument(call, 1));
    if (!mask)
        return true;
    long long format, mode, bypass;
    if (!constant_argument(frontend, call, 11, what,
                           "the output format (CM_16_FULL ... "
                           "CM_8_DOWN_SAMPLE)",
                           0, 3, &format) ||
        !constant_argument(frontend, call, 13, what,
                           "the execution mode (CM_AVS_*)", 0, 3, &mode) ||
        !constant_argument(frontend, call, 14, what, "IEFBypass", 0, 1,
                           &bypass))
        return true;
    int channels = channel_count(mask);
    /* pixels per channel, as GenX_IR sizes the response (its
     * translateVISAAvsInst: 16x8 returns twice 128) */
    static const int mode_pixels[4] = {64, 32, 256, 16};
    static const char *const mode_names[4] = {"16x4", "8x4", "16x8", "4x4"};
    int pixels = mode_pixels[mode];
    int bytes = pixels * channels * (format > 1 ? 1 : 2);
    if (bytes / 32 > 31) {
        error_at_cursor(frontend, call,
                        "%s: %d channels of %s pixels return %d registers, "
                        "more than a message's 31",
                        what, channels, mode_names[mode], bytes / 32);
        return true;
    }
    if (bytes < 32) { /* one channel of 4x4 8-bit pixels: 16 bytes */
        error_at_cursor(frontend, call,
                        "%s: %d channel of %s 8-bit pixels returns %d "
                        "bytes, less than a register, which GenX_IR "
                        "1.0.12504 does not finalize (it never ends)",
                        what, channels, mode_names[mode], bytes);
        return true;
    }
    CXCursor argument = clang_Cursor_getArgument(call, 0);
    struct value destination = lower_expression(frontend, argument);
    if (destination.type.kind != TYPE_VECTOR) {
        if (destination.type.kind != TYPE_UNSUPPORTED)
            error_at_cursor(frontend, argument,
                            "%s writes a vector or a matrix", what);
        return true;
    }
    if (!destination.is_place) {
        error_at_cursor(frontend, argument,
                        "%s needs a variable (or a region of one) to write",
                        what);
        return true;
    }
    enum element_kind element = destination.type.element;
    if (element_is_float(element) || element_bytes(element) > 2) {
        error_at_cursor(frontend, argument,
                        "%s writes 8- or 16-bit integer elements, not %s",
                        what, element_name(element));
        return true;
    }
    int size = element_bytes(element);
    int count = type_element_count(destination.type);
    if (count * size < bytes) {
        error_at_cursor(frontend, argument,
                        "%s with %d channel%s in %s mode returns %d bytes; "
                        "the destination holds %d",
                        what, channels, channels == 1 ? "" : "s",
                        mode_names[mode], bytes, count * size);
        return true;
    }
    struct place first;
    if (!select_place(frontend, argument, destination.place, bytes / size, 1,
                      NULL, 0, &first))
        return true;
    destination = place_value(first);
    struct cm_type u32 = scalar_type(ELEMENT_U32);
    struct cm_type i32 = scalar_type(ELEMENT_I32);
    struct cm_type f32 = scalar_type(ELEMENT_FLOAT);
    LLVMTypeRef i32_type = int_type(frontend, 32);
    LLVMValueRef arguments[14];
    arguments[0] = LLVMConstInt(i32_type, (unsigned)mask, 0);
    arguments[1] =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 3), u32);
    arguments[2] =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 2), u32);
    for (unsigned i = 0; i < 5; i++) /* u, v, deltaU, deltaV, u2d */
        arguments[3 + i] = lower_rvalue_as(
            frontend, clang_Cursor_getArgument(call, 4 + i), f32);
    arguments[8] =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 9), i32);
    arguments[9] =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 10), i32);
    arguments[10] = LLVMConstInt(i32_type, (unsigned long long)format, 0);
    arguments[11] =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 12), f32);
    arguments[12] = LLVMConstInt(i32_type, (unsigned long long)mode, 0);
    arguments[13] = LLVMConstInt(int_type(frontend, 8),
                                 (unsigned long long)bypass, 0);
    for (unsigned i = 0; i < 14; i++)
        if (!arguments[i])
            return true;
    read_media_sampler(frontend, "llvm.genx.avs", arguments, 14,
                       &destination);
    return true;
}

/* ---- the video analytics (VA and VA_SKL_PLUS in vISA) ------------------ */

/* How many bytes the message returns into the destination, as GenX_IR
 * 1.0.12504 sizes the response (VISAKernelImpl.cpp's AppendVISAVA*, the
 * tables of Common_ISA.cpp): from the constants (in argument order) and
 * the destination's element size. */
enum va_response {
    VA_RESPONSE_NONE,           /* the _hdc forms write a surface */
    VA_RESPONSE_CONVOLVE,       /* 16x4: 64, 16x1: 16, 1x1: 1 elements */
    VA_RESPONSE_ERODE_DILATE,   /* 64x4 32, 32x4 16, 64x1 8, 32x1 4 bytes */
    VA_RESPONSE_MIN_MAX,        /* 32 bytes */
    VA_RESPONSE_MIN_MAX_FILTER, /* 1x1: 4 bytes; else pixels times 4 (16-bit
                                   output) or 2 (8-bit output) */
    VA_RESPONSE_BOOL_CENTROID,  /* 16 elements */
    VA_RESPONSE_CENTROID,       /* 32 elements */
    VA_RESPONSE_LBP_CREATION,   /* both: 128, 3x3 or 5x5: 64 elements */
    VA_RESPONSE_LBP_CORRELATION, /* 64 elements */
    VA_RESPONSE_FLOOD_FILL,     /* 8 elements */
    VA_RESPONSE_WHOLE,          /* the whole destination (correlation
                                   search: as many rows as it has) */
};

/* One cm_va_* function (with `arguments` arguments; 0: any count) and
 * the llvm.genx.va.* intrinsic it calls (intrinsic_true when its D
 * argument is true: the horizontal 1D convolution).  `operands` gives the
 * intrinsic's operands in order, each a letter and the index of the CM
 * argument it comes from:
 *   S sampler, T surface (i32)      F a float
 *   B a uchar (i8)                  W a short or ushort (i16)
 *   C a constant bool (i8)          R a vector of 16-bit integers
 *   K a constant (i32), followed by the kind of constant it is
 *     (va_constant_kinds); k the same, checked but not passed
 *   P a constant bool or'ed into the previous K as bit 4 (big kernel)
 *   D a constant bool choosing intrinsic_true (no operand). */
struct va_function {
    const char *name;
    int arguments;
    const char *intrinsic;
    const char *intrinsic_true;
    const char *operands;
    enum va_response response;
};

static const struct va_function va_functions[] = {
    {"cm_va_2d_convolve", 0, "llvm.genx.va.convolve2d", NULL,
     "S2 T1 F3 F4 K5c P6", VA_RESPONSE_CONVOLVE},
    {"cm_va_erode", 0, "llvm.genx.va.erode", NULL, "S2 T1 F3 F4 K5e",
     VA_RESPONSE_ERODE_DILATE},
    {"cm_va_dilate", 0, "llvm.genx.va.dilate", NULL, "S2 T1 F3 F4 K5e",
     VA_RESPONSE_ERODE_DILATE},
    {"cm_va_min_max", 0, "llvm.genx.va.minmax", NULL, "T1 F2 F3 K4n",
     VA_RESPONSE_MIN_MAX},
    {"cm_va_min_max_filter", 0, "llvm.genx.va.minmax.filter", NULL,
     "S2 T1 F3 F4 K5o K6m K7n", VA_RESPONSE_MIN_MAX_FILTER},
    {"cm_va_boolean_centroid", 0, "llvm.genx.va.bool.centroid", NULL,
     "T1 F2 F3 B4 B5", VA_RESPONSE_BOOL_CENTROID},
    {"cm_va_centroid", 0, "llvm.genx.va.centroid", NULL, "T1 F2 F3 B4",
     VA_RESPONSE_CENTROID},
    {"cm_va_1d_convolution", 0, "llvm.genx.va.1d.convolve.vertical",
     "llvm.genx.va.1d.convolve.horizontal", "S2 T1 F4 F5 K6c D3",
     VA_RESPONSE_CONVOLVE},
    {"cm_va_1pixel_convolve", 6, "llvm.genx.va.1pixel.convolve.1x1mode",
     NULL, "S2 T1 F3 F4 k5x", VA_RESPONSE_CONVOLVE},
    {"cm_va_1pixel_convolve", 7, "llvm.genx.va.1pixel.convolve", NULL,
     "S2 T1 F3 F4 K5c R6", VA_RESPONSE_CONVOLVE},
    {"cm_va_lbp_creation", 0, "llvm.genx.va.lbp.creation", NULL,
     "T1 F2 F3 K4l", VA_RESPONSE_LBP_CREATION},
    {"cm_va_lbp_correlation", 0, "llvm.genx.va.lbp.correlation", NULL,
     "T1 F2 F3 W4", VA_RESPONSE_LBP_CORRELATION},
    {"cm_va_correlation_search", 0, "llvm.genx.va.correlation.search", NULL,
     "T1 F2 F3 F4 F5 B6 B7 B8 B9", VA_RESPONSE_WHOLE},
    {"cm_va_flood_fill", 0, "llvm.genx.va.flood.fill", NULL,
     "C1 R2 W3 W4 W5", VA_RESPONSE_FLOOD_FILL},
    {"cm_va_2d_convolve_hdc", 0, "llvm.genx.va.hdc.convolve2d", NULL,
     "S1 T0 F2 F3 K5h P4 T6 W7 W8", VA_RESPONSE_NONE},
    {"cm_va_erode_hdc", 0, "llvm.genx.va.hdc.erode", NULL,
     "S1 T0 F2 F3 T4 W5 W6", VA_RESPONSE_NONE},
    {"cm_va_dilate_hdc", 0, "llvm.genx.va.hdc.dilate", NULL,
     "S1 T0 F2 F3 T4 W5 W6", VA_RESPONSE_NONE},
    {"cm_va_min_max_filter_hdc", 0, "llvm.genx.va.hdc.minmax.filter", NULL,
     "S1 T0 F2 F3 K5h K4n T6 W7 W8", VA_RESPONSE_NONE},
    {"cm_va_lbp_correlation_hdc", 0, "llvm.genx.va.hdc.lbp.correlation",
     NULL, "T0 F1 F2 W3 T4 W5 W6", VA_RESPONSE_NONE},
    {"cm_va_lbp_creation_hdc", 0, "llvm.genx.va.hdc.lbp.creation", NULL,
     "T0 F1 F2 K3l T4 W5 W6", VA_RESPONSE_NONE},
    {"cm_va_1pixel_convolve_hdc", 0, "llvm.genx.va.hdc.1pixel.convolve",
     NULL, "S1 T0 F2 F3 K5h R4 T6 W7 W8", VA_RESPONSE_NONE},
    {"cm_va_1d_convolution_hdc", 0, "llvm.genx.va.hdc.1d.convolve.vertical",
     "llvm.genx.va.hdc.1d.convolve.horizontal", "S1 T0 F3 F4 K5h D2 T6 W7 W8",
     VA_RESPONSE_NONE},
};

/* The kinds of constant a K operand is: the values allowed (a bit mask)
 * and what the error calls it. */
static const struct va_constant_kind {
    char kind;
    unsigned allowed;
    const char *role;
} va_constant_kinds[] = {
    {'c', 1u << 0 | 1u << 2, "the execution mode (CM_CONV_16x4 or "
                             "CM_CONV_16x1)"},
    {'x', 1u << 3, "the execution mode without offsets (CM_CONV_1x1)"},
    {'e', 0xf, "the execution mode (CM_ED_*)"},
    {'m', 1u << 0 | 1u << 2 | 1u << 3, "the execution mode (CM_MMF_*)"},
    {'n', 0x7, "the min/max mode (CM_MINMAX_ENABLE, CM_MAX_ENABLE or "
               "CM_MIN_ENABLE)"},
    {'o', 1u << 0 | 1u << 2, "the output format (CM_16_FULL or CM_8_FULL)"},
    {'l', 0x7, "the execution mode (CM_LBP_CREATION_*)"},
    {'h', 0x3, "the output format (CM_HDC_FORMAT_16S or CM_HDC_FORMAT_8U)"},
};

static const struct va_constant_kind *va_constant_kind_of(char kind)
{
    for (size_t i = 0;
         i < sizeof va_constant_kinds / sizeof va_constant_kinds[0]; i++)
        if (va_constant_kinds[i].kind == kind)
            return &va_constant_kinds[i];
    return NULL;
}

#define VA_MAX_OPERANDS 10
#define VA_MAX_CONSTANTS 4

/* A call being lowered: the intrinsic's operands so far and the
 * constants (K, k, in order) the response size depends on. */
struct va_call {
    const char *name;
    CXCursor call;
    const char *intrinsic;
    LLVMValueRef operands[VA_MAX_OPERANDS];
    unsigned operand_count;
    long long constants[VA_MAX_CONSTANTS];
    unsigned constant_count;
};

/* A constant argument, checked against its kind (`kind` 0: a bool). */
static bool va_constant(struct frontend *frontend, struct va_call *va,
                        unsigned index, char kind, long long *value)
{
    CXCursor argument = clang_Cursor_getArgument(va->call, index);
    const struct va_constant_kind *constant_kind =
        kind ? va_constant_kind_of(kind) : NULL;
    const char *role = constant_kind ? constant_kind->role : "the flag";
    if (!cursor_evaluate_integer(argument, value)) {
        error_at_cursor(frontend, argument,
                        "%s: %s must be a compile-time constant", va->name,
                        role);
        return false;
    }
    unsigned allowed = constant_kind ? constant_kind->allowed : 0x3;
    if (*value < 0 || *value > 31 || !(allowed >> *value & 1)) {
        error_at_cursor(frontend, argument, "%s: %s cannot be %lld",
                        va->name, role, *value);
        return false;
    }
    return true;
}

/* A vector argument of 16-bit integers (offsets, a pixel mask). */
static LLVMValueRef va_vector(struct frontend *frontend, struct va_call *va,
                              unsigned index)
{
    CXCursor argument = clang_Cursor_getArgument(va->call, index);
    struct value value = lower_expression(frontend, argument);
    if (value.type.kind != TYPE_VECTOR ||
        element_is_float(value.type.element) ||
        element_bytes(value.type.element) != 2) {
        if (value.type.kind != TYPE_UNSUPPORTED)
            error_at_cursor(frontend, argument,
                            "%s takes a vector or matrix of short or ushort "
                            "here",
                            va->name);
        return NULL;
    }
    return read_cm_value(frontend, value);
}

/* One operand token (letter, argument index, kind); false after an error. */
static bool va_operand(struct frontend *frontend, struct va_call *va,
                       const char *token)
{
    unsigned index = (unsigned)(token[1] - '0');
    CXCursor argument = clang_Cursor_getArgument(va->call, index);
    LLVMTypeRef i32 = int_type(frontend, 32);
    LLVMValueRef operand = NULL;
    long long constant;
    switch (token[0]) {
    case 'S':
    case 'T':
        operand =
            lower_rvalue_as(frontend, argument, scalar_type(ELEMENT_U32));
        break;
    case 'F':
        operand =
            lower_rvalue_as(frontend, argument, scalar_type(ELEMENT_FLOAT));
        break;
    case 'B':
        operand = lower_rvalue_as(frontend, argument, scalar_type(ELEMENT_U8));
        break;
    case 'W':
        operand =
            lower_rvalue_as(frontend, argument, scalar_type(ELEMENT_I16));
        break;
    case 'R':
        operand = va_vector(frontend, va, index);
        break;
    case 'C':
        if (!va_constant(frontend, va, index, 0, &constant))
            return false;
        operand = LLVMConstInt(int_type(frontend, 8),
                               (unsigned long long)constant, 0);
        break;
    case 'K':
    case 'k':
        if (!va_constant(frontend, va, index, token[2], &constant))
            return false;
        if (va->constant_count < VA_MAX_CONSTANTS)
            va->constants[va->constant_count++] = constant;
        if (token[0] == 'k')
            return true;
        operand = LLVMConstInt(i32, (unsigned long long)constant, 0);
        break;
    case 'P': /* or'ed into the previous operand, a K constant */
        if (!va_constant(frontend, va, index, 0, &constant))
            return false;
        if (va->operand_count == 0 || va->constant_count == 0)
            return false;
        va->operands[va->operand_count - 1] = LLVMConstInt(
            i32,
            (unsigned long long)(va->constants[va->constant_count - 1] |
                                 constant << 4),
            0);
        return true;
    case 'D':
        if (!va_constant(frontend, va, index, 0, &constant))
            return false;
        return true;
    default:
        return false;
    }
    if (!operand)
        return false;
    va->operands[va->operand_count++] = operand;
    return true;
}

/* The bytes the message returns (VA_RESPONSE_WHOLE: `whole`). */
static int va_response_bytes(enum va_response response,
                             const struct va_call *va, int element_size,
                             int whole)
{
    static const int convolve_elements[4] = {64, 0, 16, 1};
    static const int erode_bytes[4] = {32, 16, 8, 4};
    static const int mmf_pixels[4] = {64, 0, 16, 1};
    static const int format_bytes[4] = {4, 2, 2, 1};
    long long first = va->constant_count > 0 ? va->constants[0] : 0;
    long long second = va->constant_count > 1 ? va->constants[1] : 0;
    switch (response) {
    case VA_RESPONSE_CONVOLVE:
        return convolve_elements[first & 3] * element_size;
    case VA_RESPONSE_ERODE_DILATE:
        return erode_bytes[first & 3];
    case VA_RESPONSE_MIN_MAX:
        return 32;
    case VA_RESPONSE_MIN_MAX_FILTER:
        return second == 3 ? 4
                           : mmf_pixels[second & 3] * format_bytes[first & 3];
    case VA_RESPONSE_BOOL_CENTROID:
        return 16 * element_size;
    case VA_RESPONSE_CENTROID:
        return 32 * element_size;
    case VA_RESPONSE_LBP_CREATION:
        return (first == 0 ? 128 : 64) * element_size;
    case VA_RESPONSE_LBP_CORRELATION:
        return 64 * element_size;
    case VA_RESPONSE_FLOOD_FILL:
        return 8 * element_size;
    case VA_RESPONSE_WHOLE:
        return whole;
    case VA_RESPONSE_NONE:
        break;
    }
    return 0;
}

/* The destination (argument 0), narrowed to the response's elements;
 * false after an error. */
static bool va_destination(struct frontend *frontend, struct va_call *va,
                           enum va_response response,
                           struct value *destination)
{
    CXCursor argument = clang_Cursor_getArgument(va->call, 0);
    *destination = lower_expression(frontend, argument);
    if (destination->type.kind != TYPE_VECTOR) {
        if (destination->type.kind != TYPE_UNSUPPORTED)
            error_at_cursor(frontend, argument,
                            "%s writes a vector or a matrix", va->name);
        return false;
    }
    if (!destination->is_place) {
        error_at_cursor(frontend, argument,
                        "%s needs a variable (or a region of one) to write",
                        va->name);
        return false;
    }
    enum element_kind element = destination->type.element;
    if (element_is_float(element)) {
        error_at_cursor(frontend, argument,
                        "%s writes integer elements, not %s", va->name,
                        element_name(element));
        return false;
    }
    int size = element_bytes(element);
    int count = type_element_count(destination->type);
    int bytes = va_response_bytes(response, va, size, count * size);
    if (bytes > 31 * 32) {
        error_at_cursor(frontend, argument,
                        "%s: the destination holds %d bytes, more than a "
                        "message's 31 registers",
                        va->name, bytes);
        return false;
    }
    if (count * size < bytes || bytes % size != 0) {
        error_at_cursor(frontend, argument,
                        "%s returns %d bytes here; the destination (%d "
                        "elements of %s) does not hold them",
                        va->name, bytes, count, element_name(element));
        return false;
    }
    struct place first;
    if (!select_place(frontend, argument, destination->place, bytes / size,
                      1, NULL, 0, &first))
        return false;
    *destination = place_value(first);
    return true;
}

/* The intrinsic, chosen by the D argument when the function has one. */
static const char *va_intrinsic(const struct va_function *function,
                                const struct va_call *va)
{
    const char *d = strchr(function->operands, 'D');
    if (!d || !function->intrinsic_true)
        return function->intrinsic;
    long long direction = 0;
    cursor_evaluate_integer(
        clang_Cursor_getArgument(va->call, (unsigned)(d[1] - '0')),
        &direction);
    return direction ? function->intrinsic_true : function->intrinsic;
}

static void va_emit(struct frontend *frontend, const struct va_call *va,
                    const struct value *destination)
{
    LLVMTypeRef parameters[VA_MAX_OPERANDS];
    for (unsigned i = 0; i < va->operand_count; i++)
        parameters[i] = LLVMTypeOf(va->operands[i]);
    /* Overloaded: the result, then the vector operand (offsets, mask),
     * with or without a result (vc-intrinsics' table). */
    char base[96];
    snprintf(base, sizeof base, "%s", va->intrinsic);
    LLVMTypeRef data_type =
        destination ? type_llvm_type(frontend->context, destination->type)
                    : NULL;
    if (data_type)
        genx_append_overload_suffix(base, sizeof base, data_type);
    for (unsigned i = 0; i < va->operand_count; i++)
        if (LLVMGetTypeKind(parameters[i]) == LLVMVectorTypeKind)
            genx_append_overload_suffix(base, sizeof base, parameters[i]);
    if (!destination) {
        LLVMValueRef function = declare_intrinsic(
            frontend, base, LLVMVoidTypeInContext(frontend->context),
            parameters, va->operand_count, INTRINSIC_WRITES);
        build_call(frontend, function, (LLVMValueRef *)va->operands,
                   va->operand_count);
        return;
    }
    LLVMValueRef function =
        declare_intrinsic(frontend, base, data_type, parameters,
                          va->operand_count, INTRINSIC_READS);
    LLVMValueRef data = build_call(frontend, function,
                                   (LLVMValueRef *)va->operands,
                                   va->operand_count);
    write_place(frontend, destination->place, data, destination->type);
}

static const struct va_function *va_function_of(const char *name,
                                                int arguments)
{
    for (size_t i = 0; i < sizeof va_functions / sizeof va_functions[0]; i++)
        if (strcmp(va_functions[i].name, name) == 0 &&
            (va_functions[i].arguments == 0 ||
             va_functions[i].arguments == arguments))
            return &va_functions[i];
    return NULL;
}

/* A cm_va_* call: on SKL and ICLLP (Intel's CM_HAS_VA) its intrinsic, the
 * constants checked and the destination sized for the response; elsewhere
 * one located error. */
static bool lower_video_analytics(struct frontend *frontend, CXCursor call,
                                  struct value *result)
{
    *result = no_result();
    CXString spelling = clang_getCursorSpelling(clang_getCursorReferenced(call));
    struct va_call va = {.name = clang_getCString(spelling), .call = call};
    const struct platform *platform = frontend->options->platform;
    const struct va_function *function =
        va_function_of(va.name, clang_Cursor_getNumArguments(call));
    if (!has_avs(platform))
        error_at_cursor(frontend, call,
                        "%s is not supported on %s (only SKL and ICLLP have "
                        "the media sampler's video analytics)",
                        va.name, platform->name);
    else if (!function)
        error_at_cursor(frontend, call, "%s: unexpected arguments", va.name);
    else if (simd_cf_allows(frontend, call, "a sampler message")) {
        va.intrinsic = va_intrinsic(function, &va);
        bool ok = true;
        for (const char *token = function->operands; ok && *token;) {
            ok = va_operand(frontend, &va, token);
            token = strchr(token, ' ');
            token = token ? token + 1 : "";
        }
        struct value destination;
        if (ok && function->response == VA_RESPONSE_NONE)
            va_emit(frontend, &va, NULL);
        else if (ok && va_destination(frontend, &va, function->response,
                                      &destination))
            va_emit(frontend, &va, &destination);
    }
    clang_disposeString(spelling);
    return true;
}

static const struct sampler_builtin {
    const char *name;
    bool (*lower)(struct frontend *, CXCursor, struct value *);
} sampler_builtins[] = {
    {"sample16", lower_sample16},
    {"load16", lower_load16},
    {"sample32", lower_sample32},
    {"cm_3d_sample", lower_cm_3d_sample},
    {"cm_3d_load", lower_cm_3d_load},
    {"cm_avs_sampler", lower_avs_sampler},
    {"cm_va_2d_convolve", lower_video_analytics},
    {"cm_va_2d_convolve_hdc", lower_video_analytics},
    {"cm_va_erode", lower_video_analytics},
    {"cm_va_erode_hdc", lower_video_analytics},
    {"cm_va_dilate", lower_video_analytics},
    {"cm_va_dilate_hdc", lower_video_analytics},
    {"cm_va_min_max", lower_video_analytics},
    {"cm_va_min_max_filter", lower_video_analytics},
    {"cm_va_min_max_filter_hdc", lower_video_analytics},
    {"cm_va_boolean_centroid", lower_video_analytics},
    {"cm_va_centroid", lower_video_analytics},
    {"cm_va_1d_convolution", lower_video_analytics},
    {"cm_va_1d_convolution_hdc", lower_video_analytics},
    {"cm_va_1pixel_convolve", lower_video_analytics},
    {"cm_va_1pixel_convolve_hdc", lower_video_analytics},
    {"cm_va_lbp_creation", lower_video_analytics},
    {"cm_va_lbp_creation_hdc", lower_video_analytics},
    {"cm_va_lbp_correlation", lower_video_analytics},
    {"cm_va_lbp_correlation_hdc", lower_video_analytics},
    {"cm_va_correlation_search", lower_video_analytics},
    {"cm_va_flood_fill", lower_video_analytics},
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
