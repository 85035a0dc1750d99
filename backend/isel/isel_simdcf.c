/* isel_simdcf.c - llvm.genx.simdcf.goto and llvm.genx.simdcf.join.
 *
 * Takes the goto/join calls of SIMD control flow (frontend/
 * simd_control_flow.c; vc-intrinsics' definitions) and the extractvalues
 * of their results.  Guarantees each result its value as the intrinsics
 * define it, computed with predicate logic that does not depend on the
 * hardware execution mask:
 *
 *   goto(EM, RM, stay): NewEM = EM & stay (the first W channels; the
 *     others are EM's), NewRM = RM | (EM & ~stay), BranchCond =
 *     !any(NewEM's first W channels);
 *   join(EM, RM): NewEM = EM | RM, BranchCond = !any(NewEM's first W).
 *
 * The goto/join call itself emits nothing: each extractvalue reads the
 * call's operands (for_each_register_read follows them) and computes its
 * field.  So the values stay right whatever the optimiser did to the
 * control flow around them; simd_cf_gotos.c decides when the branches
 * can also be vISA gotos that keep the hardware's mask in step (and then
 * drops the results nothing reads). */
#include <string.h>

#include "backend/codegen.h"

static bool callee_is(LLVMValueRef v, const char *base)
{
    if (!v || !LLVMIsACallInst(v))
        return false;
    const char *name = genx_callee_name(v);
    return name && genx_intrinsic_matches(name, base);
}

bool simd_cf_is_goto(LLVMValueRef v)
{
    return callee_is(v, "llvm.genx.simdcf.goto");
}

bool simd_cf_is_join(LLVMValueRef v)
{
    return callee_is(v, "llvm.genx.simdcf.join");
}

/* The width W of a goto's or join's resume mask. */
int simd_cf_width(LLVMValueRef call)
{
    return genx_num_elements(LLVMTypeOf(LLVMGetOperand(call, 1)));
}

/* A fresh predicate holding EM with its first `width` channels combined
 * with `other` by `op`. */
static int combined_em(struct function_context *fc, LLVMValueRef call,
                       enum visa_opcode op, int other, int width)
{
    int em = predicate_for(fc, LLVMGetOperand(call, 0), 32);
    int result = visa_add_predicate(fc->kernel, 32);
    if (em < 0 || other < 0)
        return -1;
    if (width < 32)
        emit_predicate_logic(fc, VISA_OP_OR, result, em, em, 32);
    emit_predicate_logic(fc, op, result, em, other, width);
    return result;
}

/* dst (scalar i1) = no channel of the first `width` of `pred` is set. */
static void none_set(struct function_context *fc, int pred, int width,
                     int dst)
{
    int bits = codegen_temp(fc, VISA_TYPE_UD, 1);
    struct visa_inst mov = visa_inst_make(VISA_OP_MOV, 1);
    mov.dst = visa_dst(bits, VISA_TYPE_UD, 0, 1);
    mov.num_srcs = 1;
    mov.src[0] = visa_pred_operand(pred);
    emit(fc, &mov);
    if (width < 32) {
        struct visa_inst and = visa_inst_make(VISA_OP_AND, 1);
        and.dst = visa_dst(bits, VISA_TYPE_UD, 0, 1);
        and.num_srcs = 2;
        and.src[0] = full_region(bits, VISA_TYPE_UD, 1);
        and.src[1] = visa_imm(VISA_TYPE_UD, (UINT64_C(1) << width) - 1);
        emit(fc, &and);
    }
    struct visa_inst cmp = visa_inst_make(VISA_OP_CMP, 1);
    cmp.cond = VISA_COND_EQ;
    cmp.dst = visa_pred_operand(dst);
    cmp.num_srcs = 2;
    cmp.src[0] = full_region(bits, VISA_TYPE_UD, 1);
    cmp.src[1] = visa_imm(VISA_TYPE_UD, 0);
    emit(fc, &cmp);
}

static void copy_predicate_into(struct function_context *fc, LLVMValueRef v,
                                int source, int n)
{
    int dst = target_of(fc, v, VISA_TYPE_BOOL).op.var;
    if (source >= 0 && dst != source)
        emit_predicate_logic(fc, VISA_OP_OR, dst, source, source, n);
}

static void select_goto_field(struct function_context *fc, LLVMValueRef call,
                              unsigned field, LLVMValueRef extract)
{
    int width = simd_cf_width(call);
    int stay = predicate_for(fc, LLVMGetOperand(call, 2), width);
    if (field == 1) {
        int em = predicate_for(fc, LLVMGetOperand(call, 0), 32);
        int rm = predicate_for(fc, LLVMGetOperand(call, 1), width);
        if (em < 0 || rm < 0 || stay < 0)
            return;
        int leaving = visa_add_predicate(fc->kernel, width);
        emit_predicate_logic(fc, VISA_OP_NOT, leaving, stay, -1, width);
        emit_predicate_logic(fc, VISA_OP_AND, leaving, leaving, em, width);
        emit_predicate_logic(fc, VISA_OP_OR, leaving, leaving, rm, width);
        copy_predicate_into(fc, extract, leaving, width);
        return;
    }
    int em = combined_em(fc, call, VISA_OP_AND, stay, width);
    if (em < 0)
        return;
    if (field == 0)
        copy_predicate_into(fc, extract, em, 32);
    else
        none_set(fc, em, width, target_of(fc, extract, VISA_TYPE_BOOL).op.var);
}

static void select_join_field(struct function_context *fc, LLVMValueRef call,
                              unsigned field, LLVMValueRef extract)
{
    int width = simd_cf_width(call);
    int rm = predicate_for(fc, LLVMGetOperand(call, 1), width);
    int em = combined_em(fc, call, VISA_OP_OR, rm, width);
    if (em < 0)
        return;
    if (field == 0)
        copy_predicate_into(fc, extract, em, 32);
    else
        none_set(fc, em, width, target_of(fc, extract, VISA_TYPE_BOOL).op.var);
}

bool select_simd_cf_extract(struct function_context *fc, LLVMValueRef inst)
{
    if (!LLVMIsAExtractValueInst(inst) || LLVMGetNumIndices(inst) != 1)
        return false;
    LLVMValueRef call = LLVMGetOperand(inst, 0);
    bool is_goto = simd_cf_is_goto(call);
    if (!is_goto && !simd_cf_is_join(call))
        return false;
    struct value_info *info = value_info_of(fc, inst);
    if (!info || info->kind != VALUE_REGISTER)
        return true; /* unused */
    unsigned field = LLVMGetIndices(inst)[0];
    if (is_goto)
        select_goto_field(fc, call, field, inst);
    else
        select_join_field(fc, call, field, inst);
    return true;
}

void select_simd_cf_get_em(struct function_context *fc, LLVMValueRef call)
{
    struct value_info *info = value_info_of(fc, call);
    if (info && info->kind == VALUE_REGISTER)
        copy_predicate_into(fc, call,
                            predicate_for(fc, LLVMGetOperand(call, 0), 32), 32);
}

void select_simd_cf_call(struct function_context *fc, LLVMValueRef call)
{
    /* The extractvalues compute the results; a goto that ends its block
     * as a vISA goto notes its leaving channels here. */
    if (simd_cf_is_goto(call))
        simd_cf_select_goto_call(fc, call);
}
