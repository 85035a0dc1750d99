/* region_offset.c - region offsets at full width, for the bounds check.
 *
 * The genx region intrinsics take their start as a 16-bit byte offset, so
 * the frontend computes a variable start in i16.  Once LLVM unrolls or
 * folds it into a constant, that arithmetic has wrapped: a(i * 16385) of
 * an int vector reads byte 65540, which is 4 in 16 bits, and the bounds
 * check after the optimiser (backend/region_bounds.c) would see an access
 * inside the object.
 *
 * Takes a module before the optimiser; genx_add_full_width_offsets
 * guarantees that every region call whose start is not a constant takes
 * it through GENX_REGION_OFFSET, `i16 (i16 narrow, i64 wide)`: the start
 * as before, and the same computation redone in 128 bits from the indices
 * it was cut down from, clamped to the 64-bit range (any start it clamps
 * is far outside every object).  32 bits were not enough: an int index of
 * 2^30 ints is byte 2^32, which wrapped to 0.  The call is pure and
 * returns `narrow`; being
 * opaque, it keeps LLVM from folding one computation into the other, so
 * after the optimiser its `wide` operand is the start's true value.
 * The second computation changes what LLVM does with the first (another
 * use of an index blocks instcombine's narrowing), so the driver adds it
 * to a copy of the module that is only checked, never compiled. */
#include <stdint.h>
#include <string.h>

#include "genxir/genxir.h"

static bool is_offset_marker(LLVMValueRef value)
{
    const char *name = genx_callee_name(value);
    return name && strcmp(name, GENX_REGION_OFFSET) == 0 &&
           LLVMGetNumArgOperands(value) == 2;
}

bool genx_region_offset_constant(LLVMValueRef offset, long long *bytes)
{
    if (is_offset_marker(offset))
        offset = LLVMGetOperand(offset, 1);
    if (!LLVMIsAConstantInt(offset))
        return false;
    *bytes = LLVMConstIntGetSExtValue(offset);
    return true;
}

static bool is_integer(LLVMValueRef value)
{
    return LLVMGetTypeKind(LLVMTypeOf(value)) == LLVMIntegerTypeKind;
}

/* Operands of the twin: wide enough that no sum, difference or product of
 * two 64-bit values wraps (an offset has one index per product). */
enum { TWIN_BITS = 128 };

/* `value` as the twin's type: a value of another kind is a leaf of the
 * walk. */
static LLVMValueRef as_twin(LLVMBuilderRef builder, LLVMValueRef value,
                            bool is_signed)
{
    LLVMTypeRef twin = LLVMIntTypeInContext(
        LLVMGetTypeContext(LLVMTypeOf(value)), TWIN_BITS);
    return LLVMBuildIntCast2(builder, value, twin, is_signed, "");
}

/* The 128-bit twin of the i16 computation `narrow`: the same operations
 * on the values it cut to 16 bits.  The walk ends at a cast to i16 (its
 * source is the index) and at anything else than the arithmetic the
 * frontend builds offsets with (taken as the signed value it holds). */
static LLVMValueRef widen(LLVMBuilderRef builder, LLVMValueRef narrow,
                          int depth)
{
    if (LLVMIsACastInst(narrow) && is_integer(LLVMGetOperand(narrow, 0)))
        return as_twin(builder, LLVMGetOperand(narrow, 0),
                       LLVMGetInstructionOpcode(narrow) != LLVMZExt);
    if (!LLVMIsABinaryOperator(narrow) || depth > 16)
        return as_twin(builder, narrow, true);
    LLVMOpcode opcode = LLVMGetInstructionOpcode(narrow);
    switch (opcode) {
    case LLVMAdd:
    case LLVMSub:
    case LLVMMul:
    case LLVMShl:
    case LLVMUDiv:
    case LLVMURem:
        break;
    default:
        return as_twin(builder, narrow, true);
    }
    LLVMValueRef left = widen(builder, LLVMGetOperand(narrow, 0), depth + 1);
    LLVMValueRef right = widen(builder, LLVMGetOperand(narrow, 1), depth + 1);
    return LLVMBuildBinOp(builder, opcode, left, right, "");
}

static LLVMValueRef marker_function(LLVMModuleRef module)
{
    LLVMValueRef function = LLVMGetNamedFunction(module, GENX_REGION_OFFSET);
    if (function)
        return function;
    LLVMContextRef context = LLVMGetModuleContext(module);
    LLVMTypeRef i16 = LLVMInt16TypeInContext(context);
    LLVMTypeRef parameters[] = {i16, LLVMInt64TypeInContext(context)};
    function = LLVMAddFunction(module, GENX_REGION_OFFSET,
                               LLVMFunctionType(i16, parameters, 2, 0));
    const char *attributes[] = {"nounwind", "willreturn", "nosync", "nofree"};
    for (size_t i = 0; i < sizeof attributes / sizeof *attributes; i++)
        LLVMAddAttributeAtIndex(
            function, LLVMAttributeFunctionIndex,
            LLVMCreateEnumAttribute(
                context,
                LLVMGetEnumAttributeKindForName(attributes[i],
                                                strlen(attributes[i])),
                0));
    /* memory(none): LLVM's MemoryEffects, no access of any kind. */
    LLVMAddAttributeAtIndex(
        function, LLVMAttributeFunctionIndex,
        LLVMCreateEnumAttribute(
            context, LLVMGetEnumAttributeKindForName("memory", 6), 0));
    return function;
}

/* The operand index of a region call's start, or 0 when `call` is not a
 * region intrinsic: rdregion(vector, vstride, width, stride, start, ...),
 * wrregion(old, new, vstride, width, stride, start, ...). */
static unsigned start_operand(LLVMValueRef call)
{
    if (genx_calls_function_prefixed(call, "llvm.genx.rdregion") &&
        LLVMGetNumArgOperands(call) == 6)
        return 4;
    if (genx_calls_function_prefixed(call, "llvm.genx.wrregion") &&
        LLVMGetNumArgOperands(call) == 8)
        return 5;
    return 0;
}

/* `wide` (the twin's type) as an i64, values beyond its range clamped to
 * its ends: selects that fold with `wide` once it is a constant. */
static LLVMValueRef clamp_to_i64(LLVMBuilderRef builder, LLVMValueRef wide)
{
    LLVMTypeRef twin = LLVMTypeOf(wide);
    LLVMValueRef high = LLVMConstInt(twin, (unsigned long long)INT64_MAX, 1);
    LLVMValueRef low = LLVMConstInt(twin, (unsigned long long)INT64_MIN, 1);
    LLVMValueRef above = LLVMBuildICmp(builder, LLVMIntSGT, wide, high, "");
    LLVMValueRef clamped = LLVMBuildSelect(builder, above, high, wide, "");
    LLVMValueRef below = LLVMBuildICmp(builder, LLVMIntSLT, wide, low, "");
    clamped = LLVMBuildSelect(builder, below, low, clamped, "");
    return LLVMBuildTrunc(
        builder, clamped,
        LLVMInt64TypeInContext(LLVMGetTypeContext(twin)), "");
}

static bool add_to_call(LLVMBuilderRef builder, LLVMValueRef marker,
                        LLVMValueRef call)
{
    unsigned index = start_operand(call);
    if (index == 0)
        return false;
    LLVMValueRef narrow = LLVMGetOperand(call, index);
    LLVMTypeRef type = LLVMTypeOf(narrow);
    if (LLVMIsAConstant(narrow) || LLVMGetTypeKind(type) != LLVMIntegerTypeKind ||
        LLVMGetIntTypeWidth(type) != 16)
        return false;
    LLVMPositionBuilderBefore(builder, call);
    LLVMValueRef wide = clamp_to_i64(builder, widen(builder, narrow, 0));
    LLVMValueRef arguments[] = {narrow, wide};
    LLVMValueRef full = LLVMBuildCall2(builder, LLVMGlobalGetValueType(marker),
                                       marker, arguments, 2, "");
    LLVMSetOperand(call, index, full);
    return true;
}

bool genx_add_full_width_offsets(LLVMModuleRef module)
{
    LLVMBuilderRef builder =
        LLVMCreateBuilderInContext(LLVMGetModuleContext(module));
    LLVMValueRef marker = NULL;
    bool added = false;
    for (LLVMValueRef function = LLVMGetFirstFunction(module); function;
         function = LLVMGetNextFunction(function))
        for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function);
             block; block = LLVMGetNextBasicBlock(block))
            for (LLVMValueRef instruction = LLVMGetFirstInstruction(block);
                 instruction;
                 instruction = LLVMGetNextInstruction(instruction)) {
                if (!LLVMIsACallInst(instruction) ||
                    start_operand(instruction) == 0)
                    continue;
                if (!marker)
                    marker = marker_function(module);
                added |= add_to_call(builder, marker, instruction);
            }
    LLVMDisposeBuilder(builder);
    return added;
}
