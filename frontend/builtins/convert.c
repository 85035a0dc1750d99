/* builtins/convert.c - the conversion forms: cm_bf_cvt (bfloat16) and
 * cm_f16tof32 / cm_f32tof16 (IEEE half held in 16-bit integers).
 *
 * Takes a call whose row (table.c) has form BUILTIN_BF_CVT, its operand
 * checked by lower.c (float, half, short or ushort elements); guarantees
 * the rule of Intel's cm_cvt.h - one side float, the other a 16-bit
 * bfloat16 holder (half, short or ushort) - as a located error, and
 * llvm.genx.bf.cvt on <N x half> for the bfloat16 side (vc-intrinsics'
 * form), the 16 bits moved to or from short/ushort unchanged.  For
 * BUILTIN_HALF_BITS (operand checked by lower.c: 16-bit elements for
 * cm_f16tof32, float, double or half for cm_f32tof16), the conversion of
 * Intel's cm.h: the 16 bits read as half and widened to float, or the
 * value rounded to half (the current rounding mode) and its 16 bits
 * returned as ushort. */
#include "frontend/builtins/builtins.h"

static bool is_holder(enum element_kind element)
{
    return element == ELEMENT_HALF || element == ELEMENT_I16 ||
           element == ELEMENT_U16;
}

/* A value of `type` (16-bit elements) seen as half, bit for bit. */
static LLVMValueRef as_half(struct frontend *frontend, LLVMValueRef value,
                            struct cm_type type)
{
    struct cm_type half = type_with_element(type, ELEMENT_HALF);
    return LLVMBuildBitCast(frontend->builder, value,
                            type_llvm_type(frontend->context, half), "");
}

bool lower_bf_cvt_form(struct builtin_call *call, struct value *result)
{
    struct frontend *frontend = call->frontend;
    struct builtin_operand_value *source = &call->operands[0];
    enum element_kind from = source->type.element;
    enum element_kind to = call->result_type.element;
    bool widen = is_holder(from) && to == ELEMENT_FLOAT;
    bool narrow = from == ELEMENT_FLOAT && is_holder(to);
    if (!widen && !narrow) {
        error_at_cursor(frontend, builtin_operand_cursor(call, 0),
                        "'%s': converts half, short or ushort (bfloat16) to "
                        "float or float to them, not %s to %s",
                        call->row->name, element_name(from),
                        element_name(to));
        return false;
    }
    LLVMValueRef argument = widen ? as_half(frontend, source->llvm,
                                            source->type)
                                  : source->llvm;
    struct cm_type intrinsic_result =
        widen ? call->result_type
              : type_with_element(call->result_type, ELEMENT_HALF);
    LLVMValueRef value = build_genx_call(
        frontend, call->row->intrinsic,
        type_llvm_type(frontend->context, intrinsic_result), true, &argument,
        1, 0x1, INTRINSIC_PURE);
    if (narrow && to != ELEMENT_HALF)
        value = LLVMBuildBitCast(
            frontend->builder, value,
            type_llvm_type(frontend->context, call->result_type), "");
    *result = rvalue(call->result_type, value);
    return true;
}

bool lower_half_bits_form(struct builtin_call *call, struct value *result)
{
    struct frontend *frontend = call->frontend;
    struct builtin_operand_value *source = &call->operands[0];
    LLVMTypeRef result_type =
        type_llvm_type(frontend->context, call->result_type);
    LLVMValueRef value;
    if (call->result_type.element == ELEMENT_FLOAT) {
        LLVMValueRef halves = source->type.element == ELEMENT_HALF
                                  ? source->llvm
                                  : as_half(frontend, source->llvm,
                                            source->type);
        value = LLVMBuildFPExt(frontend->builder, halves, result_type, "");
    } else {
        struct cm_type half = type_with_element(source->type, ELEMENT_HALF);
        LLVMValueRef halves =
            source->type.element == ELEMENT_HALF
                ? source->llvm
                : LLVMBuildFPTrunc(frontend->builder, source->llvm,
                                   type_llvm_type(frontend->context, half),
                                   "");
        value = LLVMBuildBitCast(frontend->builder, halves, result_type, "");
    }
    *result = rvalue(call->result_type, value);
    return true;
}
