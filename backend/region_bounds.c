/* region_bounds.c - constant regions outside their vector, found after
 * the optimiser.
 *
 * Takes a module after LLVM's pipeline; guarantees that no
 * llvm.genx.rdregion or wrregion whose shape and start are constants
 * reaches outside the vector it reads or writes, or reports it as a
 * located error.  The frontend checks every index it sees as a constant;
 * an index that is constant only once `#pragma unroll` has copied the
 * loop body (a(i - 1) at i = 0, arr[i] past the array's end) is found
 * here, where GenX_IR would otherwise get a negative or too large offset
 * (undefined behaviour in the source, never passed on).  A start that
 * goes through llvm.cmc.region.offset (a copy of the module the driver
 * checks, genxir/region_offset.c) is read at full width, so one beyond
 * 16 bits is found too.  A read that only
 * fetches a region's old contents for an assignment is reported as the
 * write it is; a strided or 2D region names the elements it spans. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#include "backend/codegen.h"
#include "genxir/genxir.h"

static unsigned element_count(LLVMTypeRef type)
{
    return LLVMGetTypeKind(type) == LLVMVectorTypeKind ? LLVMGetVectorSize(type)
                                                       : 1;
}

static long long element_size(LLVMTypeRef type)
{
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind)
        type = LLVMGetElementType(type);
    switch (LLVMGetTypeKind(type)) {
    case LLVMIntegerTypeKind: return (LLVMGetIntTypeWidth(type) + 7) / 8;
    case LLVMHalfTypeKind:
    case LLVMBFloatTypeKind: return 2;
    case LLVMFloatTypeKind: return 4;
    case LLVMDoubleTypeKind: return 8;
    default: return 0;
    }
}

static bool constant_operand(LLVMValueRef call, unsigned index,
                             long long *value)
{
    LLVMValueRef operand = LLVMGetOperand(call, index);
    if (!LLVMIsAConstantInt(operand))
        return false;
    *value = LLVMConstIntGetSExtValue(operand);
    return true;
}

/* The region of `call` (operands from `first`: vstride, width, stride,
 * start in bytes) over `parent`, with `count` elements: whether it is
 * constant and lies outside.  Sets *start to its first element. */
static bool lies_outside(LLVMValueRef call, unsigned first,
                         LLVMTypeRef parent, unsigned count, long long *start,
                         long long *lowest, long long *last)
{
    long long vstride, width, stride, bytes;
    long long size = element_size(parent);
    if (size == 0 || !constant_operand(call, first, &vstride) ||
        !constant_operand(call, first + 1, &width) ||
        !constant_operand(call, first + 2, &stride) ||
        !genx_region_offset_constant(LLVMGetOperand(call, first + 3),
                                     &bytes) ||
        width <= 0)
        return false;
    long long parent_count = element_count(parent);
    *start = bytes / size;
    long long rows = (count + width - 1) / width;
    *last = saturating_add(
        saturating_add(*start, saturating_mul(rows - 1, vstride)),
        saturating_mul(width - 1, stride));
    *lowest = saturating_add(
        *start, saturating_add(vstride < 0 ? saturating_mul(rows - 1, vstride)
                                           : 0,
                               stride < 0 ? saturating_mul(width - 1, stride)
                                          : 0));
    return bytes < 0 || bytes % size != 0 || *lowest < 0 ||
           *last >= parent_count || *start >= parent_count;
}

/* Whether the rdregion `call` only reads the old contents of a region
 * that is then written (its every user a wrregion's old value): the
 * frontend's form of an assignment to a region (m.row(i) = v), which is
 * a write for the user. */
static bool read_for_write(LLVMValueRef call)
{
    bool any = false;
    for (LLVMUseRef use = LLVMGetFirstUse(call); use; use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (!genx_calls_function_prefixed(user, "llvm.genx.wrregion") ||
            LLVMGetOperand(user, 0) != call)
            return false;
        any = true;
    }
    return any;
}

/* The position last reported: a loop unrolled into many out-of-bounds
 * copies of one access is one error. */
struct reported_position {
    unsigned line, column;
};

static void check_call(LLVMValueRef call, struct diagnostics *diags,
                       struct reported_position *last)
{
    bool is_read = genx_calls_function_prefixed(call, "llvm.genx.rdregion");
    bool is_write = genx_calls_function_prefixed(call, "llvm.genx.wrregion");
    if (!is_read && !is_write)
        return;
    /* rdregion(vector, vstride, width, stride, start, ...): the result's
     * elements; wrregion(old, new, vstride, width, stride, start, ...):
     * the new value's. */
    LLVMTypeRef parent = LLVMTypeOf(LLVMGetOperand(call, 0));
    LLVMTypeRef region = is_read ? LLVMTypeOf(call)
                                 : LLVMTypeOf(LLVMGetOperand(call, 1));
    unsigned count = element_count(region);
    long long start, lowest, highest;
    if (!lies_outside(call, is_read ? 1 : 2, parent, count, &start, &lowest,
                      &highest))
        return;
    unsigned line = LLVMGetDebugLocLine(call);
    unsigned column = LLVMGetDebugLocColumn(call);
    if (line != 0 && line == last->line && column == last->column)
        return;
    last->line = line;
    last->column = column;
    /* The elements a strided or 2D region reaches are not start to
     * start + count - 1: name the span, so a matrix column past the last
     * row shows where it ends. */
    char span[96] = "";
    if (count > 1 && (lowest != start || highest != start + count - 1))
        snprintf(span, sizeof span, " (elements %lld to %lld)", lowest,
                 highest);
    char message[384];
    snprintf(message, sizeof message,
             "%s of %u element%s at index %lld%s is outside its object of %u "
             "elements (an index out of bounds once the loop is unrolled "
             "or the code optimised)",
             is_read && !read_for_write(call) ? "read" : "write", count,
             count == 1 ? "" : "s", start, span, element_count(parent));
    if (!backend_error_at_value(diags, call, message))
        error_plain(diags, "%s", message);
}

bool backend_check_region_bounds(LLVMModuleRef module,
                                 struct diagnostics *diags)
{
    int errors = diags->error_count;
    struct reported_position last = {0, 0};
    for (LLVMValueRef function = LLVMGetFirstFunction(module); function;
         function = LLVMGetNextFunction(function))
        for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function);
             block; block = LLVMGetNextBasicBlock(block))
            for (LLVMValueRef instruction = LLVMGetFirstInstruction(block);
                 instruction;
                 instruction = LLVMGetNextInstruction(instruction))
                if (LLVMIsACallInst(instruction))
                    check_call(instruction, diags, &last);
    return diags->error_count == errors;
}
