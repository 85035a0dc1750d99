/* contraction.c - a float multiply feeding an add or subtract becomes
 * one fused multiply-add (llvm.fma, the backend's `mad`).
 *
 * Takes a module after LLVM's pipeline; guarantees that every fadd/fsub
 * with an fmul operand that Intel's VectorCompiler would fuse is a call
 * of llvm.fma instead (the fmul stays while other users need it):
 *
 *   x * y + z,  z + x * y  ->  fma(x, y, z)
 *   x * y - z              ->  fma(x, y, -z)
 *   z - x * y              ->  fma(x, -y, z)
 *
 * This is CM's floating-point contraction as Intel's compiler does it:
 * VC's GenXPatternMatch (FmaMatcher) fuses such pairs unless told
 * -ffp-contract=off, with no regard to statements or fast-math flags,
 * so a kernel's float results through Intel's cmc are rounded once per
 * multiply-add.  cmc fuses the same pairs, by the same rules, so that a
 * kernel computes the same bits compiled by either:
 *   - the operand tried first is the add's left one;
 *   - never x * y +/- 0.0 (either zero), nor an add nobody uses;
 *   - at most one of x, y, z and the region the result is written to
 *     (when that is its only use) may be at a variable index (an
 *     indirect rdregion/wrregion): Gen's `mad` takes one such operand.
 * Doubles are fused only where the platform has native df arithmetic
 * (the settings say). */
#include <llvm-c/Core.h>

#include "genxir/genxir.h"
#include "optimiser/internal.h"

/* The element type of `type` (itself when scalar) when the pass may fuse
 * operations of it: half, float, and double when allowed. */
static bool fusable_type(LLVMTypeRef type, bool fuse_double)
{
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind)
        type = LLVMGetElementType(type);
    switch (LLVMGetTypeKind(type)) {
    case LLVMHalfTypeKind:
    case LLVMFloatTypeKind:
        return true;
    case LLVMDoubleTypeKind:
        return fuse_double;
    default:
        return false;
    }
}

static bool is_float_zero(LLVMValueRef value)
{
    if (LLVMIsAConstantFP(value)) {
        LLVMBool loses = 0;
        return LLVMConstRealGetDouble(value, &loses) == 0.0;
    }
    return false;
}

/* VC's "zero value": +0.0 or -0.0, or a vector of them all. */
static bool is_zero_constant(LLVMValueRef value)
{
    if (!LLVMIsAConstant(value))
        return false;
    if (LLVMIsNull(value) || is_float_zero(value))
        return true;
    LLVMTypeRef type = LLVMTypeOf(value);
    if (LLVMGetTypeKind(type) != LLVMVectorTypeKind)
        return false;
    unsigned n = LLVMGetVectorSize(type);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef element = LLVMGetAggregateElement(value, i);
        if (!element || !is_float_zero(element))
            return false;
    }
    return true;
}

/* A region read or write whose offset operand is not a constant. */
static bool is_indirect_region(LLVMValueRef value, bool write)
{
    const char *prefix = write ? "llvm.genx.wrregion" : "llvm.genx.rdregion";
    unsigned offset_operand = write ? 5 : 4;
    if (!genx_calls_function_prefixed(value, prefix) ||
        (unsigned)LLVMGetNumArgOperands(value) <= offset_operand)
        return false;
    return !LLVMIsAConstant(LLVMGetOperand(value, offset_operand));
}

/* One candidate fusion of `add`: the multiply's operands, the addend,
 * and which operand the subtraction negates (-1: none, 1: y, 2: z). */
struct fusion {
    LLVMValueRef add;
    LLVMValueRef multiply;
    LLVMValueRef sources[3];
    int negated;
};

static bool is_profitable(const struct fusion *f)
{
    if (is_zero_constant(f->sources[2]))
        return false;
    int indirect = 0;
    for (int s = 0; s < 3; s++)
        indirect += is_indirect_region(f->sources[s], false);
    LLVMUseRef use = LLVMGetFirstUse(f->add);
    if (use && !LLVMGetNextUse(use) &&
        is_indirect_region(LLVMGetUser(use), true))
        indirect++;
    return indirect <= 1;
}

static bool is_multiply(LLVMValueRef value)
{
    return LLVMIsAInstruction(value) &&
           LLVMGetInstructionOpcode(value) == LLVMFMul;
}

/* The fusion VC would make of `add` (an fadd or fsub with users), if any:
 * the multiply on the left first, then on the right. */
static bool find_fusion(LLVMValueRef add, struct fusion *f)
{
    bool subtract = LLVMGetInstructionOpcode(add) == LLVMFSub;
    for (unsigned side = 0; side < 2; side++) {
        LLVMValueRef multiply = LLVMGetOperand(add, side);
        if (!is_multiply(multiply))
            continue;
        *f = (struct fusion){
            .add = add,
            .multiply = multiply,
            .sources = {LLVMGetOperand(multiply, 0),
                        LLVMGetOperand(multiply, 1),
                        LLVMGetOperand(add, 1 - side)},
            .negated = subtract ? (side == 0 ? 2 : 1) : -1,
        };
        if (is_profitable(f))
            return true;
    }
    return false;
}

static void emit_fusion(const struct fusion *f)
{
    LLVMModuleRef module =
        LLVMGetGlobalParent(LLVMGetBasicBlockParent(
            LLVMGetInstructionParent(f->add)));
    LLVMContextRef context = LLVMGetModuleContext(module);
    LLVMBuilderRef builder = LLVMCreateBuilderInContext(context);
    LLVMPositionBuilderBefore(builder, f->add);
    LLVMValueRef sources[3] = {f->sources[0], f->sources[1], f->sources[2]};
    if (f->negated >= 0)
        sources[f->negated] = LLVMBuildFNeg(builder, sources[f->negated], "");
    LLVMTypeRef type = LLVMTypeOf(f->add);
    unsigned id = LLVMLookupIntrinsicID("llvm.fma", 8);
    LLVMValueRef fma = LLVMGetIntrinsicDeclaration(module, id, &type, 1);
    LLVMValueRef call = LLVMBuildCall2(
        builder, LLVMGlobalGetValueType(fma), fma, sources, 3, "");
    unsigned dbg = LLVMGetMDKindIDInContext(context, "dbg", 3);
    LLVMSetMetadata(call, dbg, LLVMGetMetadata(f->add, dbg));
    LLVMReplaceAllUsesWith(f->add, call);
    LLVMInstructionEraseFromParent(f->add);
    if (!LLVMGetFirstUse(f->multiply))
        LLVMInstructionEraseFromParent(f->multiply);
    LLVMDisposeBuilder(builder);
}

static bool fuse_multiply_add(void *context, LLVMValueRef instruction)
{
    const bool *fuse_double = context;
    LLVMOpcode opcode = LLVMGetInstructionOpcode(instruction);
    if ((opcode != LLVMFAdd && opcode != LLVMFSub) ||
        !LLVMGetFirstUse(instruction) ||
        !fusable_type(LLVMTypeOf(instruction), *fuse_double))
        return false;
    struct fusion f;
    if (!find_fusion(instruction, &f))
        return false;
    emit_fusion(&f);
    return true;
}

bool optimiser_contract_multiply_add(LLVMModuleRef module, bool fuse_double)
{
    return optimiser_sweep_until_stable(module, fuse_multiply_add,
                                        &fuse_double);
}
