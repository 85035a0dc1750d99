/* builtins/raw_send.c - the raw send form of the builtin table: cm_send,
 * cm_sends and cm_raw_send (Intel's cm_send.h).
 *
 * Takes a call whose row (table.c) has form BUILTIN_RAW_SEND and whose
 * constant and descriptor operands lower.c has checked (positions: enum
 * raw_send_operand).  Reads the objects itself: the response (a
 * vector_ref/matrix_ref, or an int for none), the payloads (vectors or
 * matrices, the second an int for none) and cm_raw_send's mask.
 * Guarantees, each broken rule a located error at the call or operand:
 * every object a whole number of the platform's GRFs; cm_send/cm_sends
 * send each object whole (source 0 at most 15 registers, the response at
 * most 16), to the SFID in the extended descriptor's bits 3:0, on 16
 * channels; cm_raw_send's counts within its objects (0 for an absent
 * one) and its mask as wide as its execution size; a constant
 * descriptor's message and response lengths (bits 28:25, 24:20) and a
 * constant extended descriptor's second payload length (bits 10:6) equal
 * to the counts sent; sendc only with one payload, no EOT and a constant
 * extended descriptor (the backend's RAW_SEND); not inside SIMD control
 * flow (a raw message ignores the execution mask).  Then one call
 *   llvm.genx.raw.send2(modifiers, exec size, pred, numSrc0, numDst, sfid,
 *                       exDesc, desc, src0, old response)
 *   llvm.genx.raw.sends2(..., numSrc0, numSrc1, numDst, sfid, ..., src0,
 *                        src1, old response)
 * or its .noresult form when nothing is returned (vc-intrinsics' operand
 * order; modifiers bit 0 sendc, bit 1 EOT), and the response written
 * back (what the message does not write is undefined unless a mask may
 * turn channels off: build_send).  Register
 * counts are computed in 64 bits from sizes the object limit already
 * bounds. */
#include <stdio.h>

#include "frontend/builtins/builtins.h"

/* One object of the message: absent, or its value (and for the response
 * its place) and size in registers. */
struct message_object {
    bool present;
    struct value value;
    LLVMValueRef llvm;
    long long registers;
};

/* The fields of the message being built. */
struct raw_send_fields {
    struct message_object response, payload0, payload1;
    long long num_src0, num_src1, num_dst;
    long long sfid, exec_code, eot, sendc;
    LLVMValueRef ex_desc, desc, predicate;
};

static int grf_bytes(const struct builtin_call *call)
{
    const struct platform *platform = call->frontend->options->platform;
    return platform && platform->grf_bytes > 0 ? platform->grf_bytes : 32;
}

static bool operand_is_fixed(const struct builtin_call *call, int operand)
{
    return call->row->operands[operand].source == FROM_FIXED;
}

static CXCursor operand_argument(const struct builtin_call *call, int operand)
{
    return clang_Cursor_getArgument(
        call->call, (unsigned)call->row->operands[operand].index);
}

/* An object operand: an int means none; else a vector or matrix of whole
 * registers (the response also a place the message writes). */
static bool read_object(struct builtin_call *call, int operand,
                        bool is_response, struct message_object *out)
{
    const char *role = call->row->operands[operand].role;
    out->present = false;
    out->registers = 0;
    if (operand_is_fixed(call, operand))
        return true;
    CXCursor argument = operand_argument(call, operand);
    struct cm_type type = classify_type(clang_getCursorType(argument));
    if (type.kind == TYPE_SCALAR && !type.is_pointer)
        return true;
    CXCursor where = builtin_operand_cursor(call, operand);
    if (type.kind != TYPE_VECTOR) {
        error_at_cursor(call->frontend, where,
                        "'%s': %s must be a vector or a matrix", call->row->name,
                        role);
        return false;
    }
    long long bytes = type_byte_size(type);
    int grf = grf_bytes(call);
    if (bytes % grf != 0) {
        error_at_cursor(call->frontend, where,
                        "'%s': %s is %lld bytes, not a whole number of "
                        "%d-byte registers",
                        call->row->name, role, bytes, grf);
        return false;
    }
    out->value = lower_expression(call->frontend, argument);
    if (out->value.type.kind == TYPE_UNSUPPORTED)
        return false;
    if (is_response && !out->value.is_place) {
        error_at_cursor(call->frontend, where,
                        "'%s': %s must be a variable the message can write",
                        call->row->name, role);
        return false;
    }
    out->llvm = read_cm_value(call->frontend, out->value);
    out->present = out->llvm != NULL;
    out->registers = bytes / grf;
    return out->present;
}

static bool count_error(struct builtin_call *call, int operand,
                        const char *what, long long count, long long most)
{
    error_at_cursor(call->frontend, builtin_operand_cursor(call, operand),
                    "'%s': %s is %lld registers; a message takes at most %lld",
                    call->row->name, what, count, most);
    return false;
}

/* cm_send, cm_sends: each object whole, the SFID from bits 3:0 of the
 * extended descriptor, 16 channels. */
static bool sized_counts(struct builtin_call *call, struct raw_send_fields *f)
{
    f->num_src0 = f->payload0.registers;
    f->num_src1 = f->payload1.registers;
    f->num_dst = f->response.registers;
    if (f->num_src0 > 15)
        return count_error(call, RAW_SEND_PAYLOAD0, "the payload",
                           f->num_src0, 15);
    if (f->num_src1 > 15)
        return count_error(call, RAW_SEND_PAYLOAD1, "the second payload",
                           f->num_src1, 15);
    if (f->num_dst > 16)
        return count_error(call, RAW_SEND_RESPONSE, "the response",
                           f->num_dst, 16);
    f->sfid = call->operands[RAW_SEND_EX_DESC].constant & 0xf;
    f->exec_code = 4;
    return true;
}

static bool count_within(struct builtin_call *call, int operand,
                         long long count, const struct message_object *object,
                         const char *object_role)
{
    if (count <= object->registers)
        return true;
    error_at_cursor(call->frontend, builtin_operand_cursor(call, operand),
                    "'%s': %s (%lld) is more than %s has (%lld registers)",
                    call->row->name, call->row->operands[operand].role, count,
                    object_role, object->registers);
    return false;
}

/* cm_raw_send: the counts given, each within its object. */
static bool given_counts(struct builtin_call *call, struct raw_send_fields *f)
{
    f->num_src0 = call->operands[RAW_SEND_NUM_SRC0].constant;
    f->num_src1 = call->operands[RAW_SEND_NUM_SRC1].constant;
    f->num_dst = call->operands[RAW_SEND_NUM_DST].constant;
    f->sfid = call->operands[RAW_SEND_SFID].constant;
    f->exec_code = call->operands[RAW_SEND_EXEC_SIZE].constant;
    return count_within(call, RAW_SEND_NUM_SRC0, f->num_src0, &f->payload0,
                        "the payload") &&
           count_within(call, RAW_SEND_NUM_SRC1, f->num_src1, &f->payload1,
                        f->payload1.present ? "the second payload"
                                            : "an absent second payload") &&
           count_within(call, RAW_SEND_NUM_DST, f->num_dst, &f->response,
                        f->response.present ? "the response"
                                            : "an absent response");
}

/* A constant descriptor field that disagrees with the count sent. */
static bool check_length_field(struct builtin_call *call, int operand,
                               LLVMValueRef descriptor, int high, int low,
                               long long count, const char *field)
{
    if (!descriptor || !LLVMIsAConstantInt(descriptor))
        return true;
    unsigned long long bits = LLVMConstIntGetZExtValue(descriptor);
    long long value =
        (long long)((bits >> low) & ((1ull << (high - low + 1)) - 1));
    if (value == count)
        return true;
    error_at_cursor(call->frontend, builtin_operand_cursor(call, operand),
                    "'%s': %s (bits %d:%d) is %lld, but the message sends "
                    "%lld registers",
                    call->row->name, field, high, low, value, count);
    return false;
}

static bool check_descriptors(struct builtin_call *call,
                              const struct raw_send_fields *f)
{
    return check_length_field(call, RAW_SEND_DESC, f->desc, 28, 25,
                              f->num_src0,
                              "the descriptor's message length") &&
           check_length_field(call, RAW_SEND_DESC, f->desc, 24, 20, f->num_dst,
                              "the descriptor's response length") &&
           check_length_field(call, RAW_SEND_EX_DESC, f->ex_desc, 10, 6,
                              f->num_src1,
                              "the extended descriptor's second payload "
                              "length");
}

static LLVMValueRef all_channels(struct frontend *frontend, int channels)
{
    LLVMTypeRef i1 = LLVMInt1TypeInContext(frontend->context);
    LLVMValueRef one = LLVMConstInt(i1, 1, 0);
    LLVMValueRef elements[32];
    for (int i = 0; i < channels; i++)
        elements[i] = one;
    return LLVMConstVector(elements, (unsigned)channels);
}

/* The predicate: cm_raw_send's mask (a channel is on when its element is
 * not 0), as wide as the execution size; else every channel. */
static bool read_predicate(struct builtin_call *call,
                           struct raw_send_fields *f)
{
    struct frontend *frontend = call->frontend;
    int channels = 1 << f->exec_code;
    const struct builtin_operand *rule = &call->row->operands[RAW_SEND_MASK];
    f->predicate = all_channels(frontend, channels);
    if (rule->source == FROM_FIXED ||
        rule->index >= clang_Cursor_getNumArguments(call->call))
        return true;
    CXCursor argument = operand_argument(call, RAW_SEND_MASK);
    CXSourceRange extent = clang_getCursorExtent(argument);
    if (clang_Range_isNull(extent) ||
        clang_equalLocations(clang_getRangeStart(extent),
                             clang_getRangeEnd(extent)))
        return true; /* the default: every channel */
    struct cm_type type = classify_type(clang_getCursorType(argument));
    if (type.kind != TYPE_VECTOR || type_element_count(type) != channels) {
        error_at_cursor(frontend, argument,
                        "'%s': the mask must be a vector of %d elements, one "
                        "per channel of the execution size",
                        call->row->name, channels);
        return false;
    }
    struct cm_type ushorts = type_with_element(type, ELEMENT_U16);
    LLVMValueRef mask = lower_rvalue_as(frontend, argument, ushorts);
    if (!mask)
        return false;
    f->predicate = LLVMBuildICmp(frontend->builder, LLVMIntNE, mask,
                                 LLVMConstNull(LLVMTypeOf(mask)), "");
    return true;
}

static LLVMValueRef byte_constant(struct frontend *frontend, long long value)
{
    return LLVMConstInt(LLVMInt8TypeInContext(frontend->context),
                        (unsigned long long)value, 0);
}

/* Whether every channel of the predicate is on (a constant). */
static bool mask_is_all_on(LLVMValueRef predicate)
{
    if (!LLVMIsConstant(predicate))
        return false;
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(predicate));
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef element = LLVMGetAggregateElement(predicate, i);
        if (!element || !LLVMIsAConstantInt(element) ||
            LLVMConstIntGetZExtValue(element) != 1)
            return false;
    }
    return true;
}

/* The call: raw.send2 or raw.sends2, .noresult without a response.  The
 * response's old value goes with a mask that may turn channels off (as
 * vc-intrinsics defines old_dst); with every channel on, what the message
 * does not write is undefined, as Intel's VectorCompiler makes it (its
 * GenXRawSendRipper drops the old value then): registers past numDst
 * included. */
static LLVMValueRef build_send(struct builtin_call *call,
                               const struct raw_send_fields *f)
{
    struct frontend *frontend = call->frontend;
    bool split = f->num_src1 > 0;
    bool result = f->num_dst > 0;
    LLVMValueRef arguments[12];
    unsigned count = 0, overloaded = 0;
    arguments[count++] = byte_constant(frontend, f->eot << 1 | f->sendc);
    arguments[count++] = byte_constant(frontend, f->exec_code);
    overloaded |= 1u << count;
    arguments[count++] = f->predicate;
    arguments[count++] = byte_constant(frontend, f->num_src0);
    if (split)
        arguments[count++] = byte_constant(frontend, f->num_src1);
    if (result)
        arguments[count++] = byte_constant(frontend, f->num_dst);
    arguments[count++] = byte_constant(frontend, f->sfid);
    arguments[count++] = f->ex_desc;
    arguments[count++] = f->desc;
    overloaded |= 1u << count;
    arguments[count++] = f->payload0.llvm;
    if (split) {
        overloaded |= 1u << count;
        arguments[count++] = f->payload1.llvm;
    }
    LLVMTypeRef return_type = LLVMVoidTypeInContext(frontend->context);
    if (result) {
        return_type = LLVMTypeOf(f->response.llvm);
        arguments[count++] = mask_is_all_on(f->predicate)
                                 ? LLVMGetUndef(return_type)
                                 : f->response.llvm;
    }
    char base[40];
    snprintf(base, sizeof base, "%s%s", split ? "raw.sends2" : "raw.send2",
             result ? "" : ".noresult");
    return build_genx_call(frontend, base, return_type, result, arguments,
                           count, overloaded, INTRINSIC_WRITES);
}

/* sendc: vISA's RAW_SEND (raw_sendc), as this GenX_IR's text has no
 * raw_sendsc: one payload, no EOT (RAW_SEND has no EOT field), and an
 * extended descriptor that is an immediate there. */
static bool check_sendc(struct builtin_call *call,
                        const struct raw_send_fields *f)
{
    const char *why = f->num_src1 > 0 ? "a second payload"
                      : f->eot        ? "EOT"
                      : !LLVMIsAConstantInt(f->ex_desc)
                          ? "an extended descriptor that is not a constant"
                          : NULL;
    if (!f->sendc || !why)
        return true;
    error_at_cursor(call->frontend,
                    builtin_operand_cursor(call, RAW_SEND_SENDC),
                    "'%s': sendc with %s: cmc sends it as vISA RAW_SEND "
                    "(this GenX_IR's text has raw_sendc, no raw_sendsc), "
                    "which has one payload, no EOT and an immediate "
                    "extended descriptor",
                    call->row->name, why);
    return false;
}

static LLVMValueRef ex_desc_value(struct builtin_call *call)
{
    if (call->row->operands[RAW_SEND_EX_DESC].use == USE_CONSTANT)
        return LLVMConstInt(LLVMInt32TypeInContext(call->frontend->context),
                            (unsigned long long)call->operands[RAW_SEND_EX_DESC]
                                .constant,
                            0);
    return call->operands[RAW_SEND_EX_DESC].llvm;
}

bool lower_raw_send_form(struct builtin_call *call, struct value *result)
{
    struct frontend *frontend = call->frontend;
    *result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result->type.kind = TYPE_VOID;
    if (!simd_cf_allows(frontend, call->call, "a raw send"))
        return false;
    struct raw_send_fields f = {0};
    if (!read_object(call, RAW_SEND_RESPONSE, true, &f.response) ||
        !read_object(call, RAW_SEND_PAYLOAD0, false, &f.payload0) ||
        !read_object(call, RAW_SEND_PAYLOAD1, false, &f.payload1))
        return false;
    if (!f.payload0.present) {
        error_at_cursor(frontend, builtin_operand_cursor(call, RAW_SEND_PAYLOAD0),
                        "'%s': the payload must be a vector or a matrix",
                        call->row->name);
        return false;
    }
    bool sized = operand_is_fixed(call, RAW_SEND_NUM_SRC0);
    if (!(sized ? sized_counts(call, &f) : given_counts(call, &f)))
        return false;
    f.eot = call->operands[RAW_SEND_EOT].constant;
    f.sendc = call->operands[RAW_SEND_SENDC].constant;
    f.ex_desc = ex_desc_value(call);
    f.desc = call->operands[RAW_SEND_DESC].llvm;
    if (!check_descriptors(call, &f) || !check_sendc(call, &f) ||
        !read_predicate(call, &f))
        return false;
    LLVMValueRef response = build_send(call, &f);
    if (f.num_dst > 0)
        write_place(frontend, f.response.value.place, response,
                    f.response.value.type);
    return true;
}
