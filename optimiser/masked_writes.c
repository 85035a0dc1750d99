/* masked_writes.c - writes of the active channels, as selects again.
 *
 * Takes a module after LLVM's pipeline (the last instcombine included);
 * guarantees that arithmetic instcombine made of a SIMD control flow
 * write of the active channels is a `select` of those channels again:
 *
 *   x + sext(M)                  ->  select(M, x + -1, x)
 *   x + zext(M), x - sext(M)     ->  select(M, x + 1, x)
 *   x - zext(M)                  ->  select(M, x - 1, x)
 *   b op select(M, a, identity)  ->  select(M, b op a, b)
 *     (op: add, sub (select on the right), or, xor, and, mul, shifts
 *     (on the right), fadd with -0.0, fmul with 1.0; either side when op
 *     commutes)
 *
 * where M is the EM of SIMD control flow (frontend/simd_control_flow.c)
 * or its first channels.  Each rewrite computes the same value.  The
 * frontend writes `x = x - 1` inside SIMD_IF as select(EM, x - 1, x);
 * instcombine turns that into an add of the EM as data, which the backend
 * can only compute with the EM's predicate logic, kept alive everywhere
 * (backend/simd_cf_gotos.c).  As a select of the EM the backend runs the
 * write under the hardware execution mask and needs no EM value at all.
 * Nothing runs instcombine afterwards, which would undo it. */
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#include "genxir/genxir.h"
#include "optimiser/internal.h"

static bool is_em_type(LLVMTypeRef type)
{
    return LLVMGetTypeKind(type) == LLVMVectorTypeKind &&
           LLVMGetVectorSize(type) == 32 &&
           LLVMGetTypeKind(LLVMGetElementType(type)) == LLVMIntegerTypeKind &&
           LLVMGetIntTypeWidth(LLVMGetElementType(type)) == 1;
}

/* An EM value: a goto's or join's NewEM, get.em, or a phi of them. */
static bool is_em_value(LLVMValueRef v)
{
    if (!is_em_type(LLVMTypeOf(v)))
        return false;
    if (LLVMIsAPHINode(v))
        return true;
    if (genx_calls_function_prefixed(v, "llvm.genx.simdcf.get.em"))
        return true;
    if (!LLVMIsAExtractValueInst(v) || LLVMGetNumIndices(v) != 1 ||
        LLVMGetIndices(v)[0] != 0)
        return false;
    LLVMValueRef call = LLVMGetOperand(v, 0);
    return genx_calls_function_prefixed(call, "llvm.genx.simdcf.goto") ||
           genx_calls_function_prefixed(call, "llvm.genx.simdcf.join");
}

/* The EM, or a shufflevector taking its first channels in order. */
static bool is_em_mask(LLVMValueRef mask)
{
    if (is_em_value(mask))
        return true;
    if (!LLVMIsAShuffleVectorInst(mask))
        return false;
    unsigned n = LLVMGetNumMaskElements(mask);
    for (unsigned i = 0; i < n; i++)
        if (LLVMGetMaskValue(mask, i) != (int)i)
            return false;
    return is_em_value(LLVMGetOperand(mask, 0));
}

/* Whether `cond` is the "no channel active" result of the goto or join
 * whose NewEM `em` is. */
static bool is_none_active_of(LLVMValueRef cond, LLVMValueRef em)
{
    if (!LLVMIsAExtractValueInst(cond) || LLVMGetNumIndices(cond) != 1 ||
        !LLVMIsAExtractValueInst(em) ||
        LLVMGetOperand(cond, 0) != LLVMGetOperand(em, 0))
        return false;
    LLVMValueRef call = LLVMGetOperand(cond, 0);
    unsigned field = LLVMGetIndices(cond)[0];
    return (genx_calls_function_prefixed(call, "llvm.genx.simdcf.goto") && field == 2) ||
           (genx_calls_function_prefixed(call, "llvm.genx.simdcf.join") && field == 1);
}

/* The EM mask `mask` is, or NULL.  select(none active, 0, M) (what
 * instcombine makes of M read after a join's branch) is M: when no
 * channel is active M has none set either. */
static LLVMValueRef em_mask(LLVMValueRef mask)
{
    if (LLVMGetTypeKind(LLVMTypeOf(mask)) != LLVMVectorTypeKind)
        return NULL;
    if (is_em_mask(mask))
        return mask;
    if (!LLVMIsASelectInst(mask) ||
        LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(mask, 0))) ==
            LLVMVectorTypeKind ||
        !LLVMIsNull(LLVMGetOperand(mask, 1)))
        return NULL;
    LLVMValueRef kept = LLVMGetOperand(mask, 2);
    if (!is_em_mask(kept))
        return NULL;
    LLVMValueRef em = LLVMIsAShuffleVectorInst(kept) ? LLVMGetOperand(kept, 0)
                                                     : kept;
    return is_none_active_of(LLVMGetOperand(mask, 0), em) ? kept : NULL;
}

/* `v` is sext (sign = -1) or zext (sign = 1) of an EM mask. */
static LLVMValueRef extended_em(LLVMValueRef v, int *sign)
{
    LLVMOpcode opcode = LLVMIsAInstruction(v) ? LLVMGetInstructionOpcode(v)
                                              : (LLVMOpcode)0;
    if (opcode != LLVMSExt && opcode != LLVMZExt)
        return NULL;
    LLVMValueRef mask = em_mask(LLVMGetOperand(v, 0));
    if (!mask)
        return NULL;
    *sign = opcode == LLVMSExt ? -1 : 1;
    return mask;
}

static bool is_splat_of(LLVMValueRef v, bool (*element_is)(LLVMValueRef))
{
    if (!LLVMIsConstant(v) || LLVMIsAConstantExpr(v))
        return false;
    if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVectorTypeKind)
        return element_is(v);
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(v));
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef element = LLVMGetAggregateElement(v, i);
        if (!element || !element_is(element))
            return false;
    }
    return true;
}

static bool int_is(LLVMValueRef element, long long value)
{
    return LLVMIsAConstantInt(element) &&
           LLVMConstIntGetSExtValue(element) == value;
}

static bool is_zero(LLVMValueRef e) { return int_is(e, 0); }
static bool is_one(LLVMValueRef e) { return int_is(e, 1); }
static bool is_all_ones(LLVMValueRef e) { return int_is(e, -1); }

static bool float_is(LLVMValueRef element, double value, bool negative)
{
    LLVMBool loses = 0;
    if (!LLVMIsAConstantFP(element))
        return false;
    double d = LLVMConstRealGetDouble(element, &loses);
    return !loses && d == value && (__builtin_signbit(d) != 0) == negative;
}

static bool is_negative_zero(LLVMValueRef e) { return float_is(e, 0.0, true); }
static bool is_float_one(LLVMValueRef e) { return float_is(e, 1.0, false); }

/* Whether `c` is op's identity with the select on side `right`. */
static bool is_identity(LLVMOpcode op, LLVMValueRef c, bool right)
{
    switch (op) {
    case LLVMAdd: case LLVMOr: case LLVMXor:
        return is_splat_of(c, is_zero);
    case LLVMSub: case LLVMShl: case LLVMLShr: case LLVMAShr:
        return right && is_splat_of(c, is_zero);
    case LLVMAnd:
        return is_splat_of(c, is_all_ones);
    case LLVMMul:
        return is_splat_of(c, is_one);
    case LLVMFAdd:
        return is_splat_of(c, is_negative_zero);
    case LLVMFMul:
        return is_splat_of(c, is_float_one);
    default:
        return false;
    }
}

/* Erase `v` (an extension or select of a mask) when nothing reads it
 * any more, and then the mask select it read, if that is left unread. */
static void erase_if_unused(LLVMValueRef v)
{
    while (v && LLVMIsAInstruction(v) && !LLVMGetFirstUse(v)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(v);
        if (op != LLVMSExt && op != LLVMZExt && op != LLVMSelect)
            return;
        LLVMValueRef operand = LLVMGetOperand(v, 0);
        LLVMInstructionEraseFromParent(v);
        v = LLVMIsASelectInst(operand) ? operand : NULL;
    }
}

/* Replace `inst` by select(mask, computed, old) built before it. */
static void replace_by_select(LLVMBuilderRef builder, LLVMValueRef inst,
                              LLVMValueRef mask, LLVMValueRef computed,
                              LLVMValueRef old)
{
    LLVMValueRef select = LLVMBuildSelect(builder, mask, computed, old, "");
    LLVMInstructionSetDebugLoc(select, LLVMInstructionGetDebugLoc(inst));
    LLVMReplaceAllUsesWith(inst, select);
    LLVMInstructionEraseFromParent(inst);
}

static LLVMValueRef splat_int(LLVMTypeRef vector_type, long long value)
{
    LLVMValueRef element = LLVMConstInt(LLVMGetElementType(vector_type),
                                        (unsigned long long)value, 1);
    unsigned n = LLVMGetVectorSize(vector_type);
    LLVMValueRef elements[32];
    for (unsigned i = 0; i < n; i++)
        elements[i] = element;
    return LLVMConstVector(elements, n);
}

/* x shifted by zext(M): select(M, x shifted by 1, x). */
static bool rewrite_shift(LLVMBuilderRef builder, LLVMValueRef inst)
{
    LLVMValueRef ext = LLVMGetOperand(inst, 1);
    int sign;
    LLVMValueRef mask = extended_em(ext, &sign);
    if (!mask || sign != 1)
        return false;
    LLVMValueRef x = LLVMGetOperand(inst, 0);
    LLVMPositionBuilderBefore(builder, inst);
    LLVMValueRef computed = LLVMBuildBinOp(
        builder, LLVMGetInstructionOpcode(inst), x,
        splat_int(LLVMTypeOf(inst), 1), "");
    LLVMInstructionSetDebugLoc(computed, LLVMInstructionGetDebugLoc(inst));
    replace_by_select(builder, inst, mask, computed, x);
    erase_if_unused(ext);
    return true;
}

/* x + sext/zext(M), x - sext/zext(M). */
static bool rewrite_extended(LLVMBuilderRef builder, LLVMValueRef inst)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(inst);
    if (op == LLVMShl || op == LLVMLShr || op == LLVMAShr)
        return rewrite_shift(builder, inst);
    if (op != LLVMAdd && op != LLVMSub)
        return false;
    for (unsigned side = 0; side < 2; side++) {
        if (op == LLVMSub && side == 0)
            continue; /* only x - ext(M) */
        LLVMValueRef ext = LLVMGetOperand(inst, side);
        LLVMValueRef x = LLVMGetOperand(inst, 1 - side);
        int sign;
        LLVMValueRef mask = extended_em(ext, &sign);
        if (!mask)
            continue;
        if (op == LLVMSub)
            sign = -sign;
        LLVMPositionBuilderBefore(builder, inst);
        LLVMValueRef computed =
            LLVMBuildAdd(builder, x, splat_int(LLVMTypeOf(inst), sign), "");
        LLVMInstructionSetDebugLoc(computed, LLVMInstructionGetDebugLoc(inst));
        replace_by_select(builder, inst, mask, computed, x);
        erase_if_unused(ext);
        return true;
    }
    return false;
}

/* b op select(M, a, identity). */
static bool rewrite_selected_operand(LLVMBuilderRef builder, LLVMValueRef inst)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(inst);
    for (unsigned side = 0; side < 2; side++) {
        LLVMValueRef select = LLVMGetOperand(inst, side);
        LLVMValueRef b = LLVMGetOperand(inst, 1 - side);
        if (!LLVMIsASelectInst(select) || select == b)
            continue;
        LLVMValueRef mask = em_mask(LLVMGetOperand(select, 0));
        if (!mask || !is_identity(op, LLVMGetOperand(select, 2), side == 1))
            continue;
        LLVMPositionBuilderBefore(builder, inst);
        LLVMValueRef a = LLVMGetOperand(select, 1);
        LLVMValueRef computed = side == 1 ? LLVMBuildBinOp(builder, op, b, a, "")
                                          : LLVMBuildBinOp(builder, op, a, b, "");
        LLVMInstructionSetDebugLoc(computed, LLVMInstructionGetDebugLoc(inst));
        replace_by_select(builder, inst, mask, computed, b);
        erase_if_unused(select);
        return true;
    }
    return false;
}

static bool is_vector_binary(LLVMValueRef inst)
{
    if (LLVMGetTypeKind(LLVMTypeOf(inst)) != LLVMVectorTypeKind ||
        LLVMGetVectorSize(LLVMTypeOf(inst)) > 32)
        return false;
    switch (LLVMGetInstructionOpcode(inst)) {
    case LLVMAdd: case LLVMSub: case LLVMOr: case LLVMXor: case LLVMAnd:
    case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr:
    case LLVMFAdd: case LLVMFMul:
        return true;
    default:
        return false;
    }
}

static void rewrite_function(LLVMBuilderRef builder, LLVMValueRef function)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(function); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef next;
        for (LLVMValueRef inst = LLVMGetFirstInstruction(bb); inst; inst = next) {
            next = LLVMGetNextInstruction(inst);
            if (!is_vector_binary(inst))
                continue;
            if (!rewrite_extended(builder, inst))
                rewrite_selected_operand(builder, inst);
        }
    }
}

void optimiser_restore_masked_writes(LLVMModuleRef module)
{
    LLVMBuilderRef builder =
        LLVMCreateBuilderInContext(LLVMGetModuleContext(module));
    for (LLVMValueRef f = LLVMGetFirstFunction(module); f;
         f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f))
            rewrite_function(builder, f);
    LLVMDisposeBuilder(builder);
}
