/* constant_regions.c - region reads and writes of constants, folded.
 *
 * Takes a module after LLVM's pipeline; guarantees that no
 * llvm.genx.wrregion writes a constant into a constant (or undef) vector
 * at a constant position under a constant mask, and that no
 * llvm.genx.rdregion reads a constant vector at a constant position: each
 * is replaced by the constant vector it computes.  LLVM's own constant
 * folder does not know the genx intrinsics (Intel's patched LLVM does), so
 * a loop that fills a vector element by element with constants, once
 * unrolled, was left as a chain of wrregions, one mov per element; folded,
 * the backend materialises the vector in a few instructions.  Regions that
 * would reach outside their vector are left for the backend to report. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "optimiser/internal.h"

/* An element of a constant vector that can be moved freely: an integer,
 * a float or undef (not a constant expression). */
static bool is_plain_element(LLVMValueRef element)
{
    return element && (LLVMIsAConstantInt(element) ||
                       LLVMIsAConstantFP(element) || LLVMIsUndef(element) ||
                       LLVMIsPoison(element));
}

/* The `count` elements of constant `value` (a vector, or a scalar taken
 * as one element); false when it is not a foldable constant. */
static bool constant_elements(LLVMValueRef value, unsigned count,
                              LLVMValueRef *elements)
{
    if (!LLVMIsConstant(value) || LLVMIsAConstantExpr(value))
        return false;
    if (LLVMGetTypeKind(LLVMTypeOf(value)) != LLVMVectorTypeKind) {
        elements[0] = value;
        return count == 1 && is_plain_element(value);
    }
    for (unsigned i = 0; i < count; i++) {
        elements[i] = LLVMGetAggregateElement(value, i);
        if (!is_plain_element(elements[i]))
            return false;
    }
    return true;
}

static unsigned element_count(LLVMValueRef value)
{
    LLVMTypeRef type = LLVMTypeOf(value);
    return LLVMGetTypeKind(type) == LLVMVectorTypeKind ? LLVMGetVectorSize(type)
                                                       : 1;
}

static bool constant_int(LLVMValueRef value, long long *result)
{
    if (!LLVMIsAConstantInt(value))
        return false;
    *result = LLVMConstIntGetSExtValue(value);
    return true;
}

/* A region's shape: vstride, width and stride in elements, start in
 * bytes, all constants (operands first .. first + 3 of the call). */
struct constant_region {
    long long vstride, width, stride, start;
};

static bool read_region(LLVMValueRef call, unsigned first,
                        struct constant_region *region)
{
    return constant_int(LLVMGetOperand(call, first), &region->vstride) &&
           constant_int(LLVMGetOperand(call, first + 1), &region->width) &&
           constant_int(LLVMGetOperand(call, first + 2), &region->stride) &&
           constant_int(LLVMGetOperand(call, first + 3), &region->start) &&
           region->width > 0;
}

/* The vector element that region element `i` is, or -1 when it lies
 * outside a vector of `count` elements of `element_size` bytes. */
static long long region_element(const struct constant_region *region,
                                unsigned i, unsigned element_size,
                                unsigned count)
{
    if (region->start % element_size != 0)
        return -1;
    long long index = region->start / element_size +
                      (long long)(i / region->width) * region->vstride +
                      (long long)(i % region->width) * region->stride;
    return index >= 0 && index < (long long)count ? index : -1;
}

static unsigned element_bytes(LLVMValueRef vector)
{
    LLVMTypeRef type = LLVMTypeOf(vector);
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind)
        type = LLVMGetElementType(type);
    switch (LLVMGetTypeKind(type)) {
    case LLVMIntegerTypeKind:
        return (LLVMGetIntTypeWidth(type) + 7) / 8;
    case LLVMHalfTypeKind:
    case LLVMBFloatTypeKind:
        return 2;
    case LLVMFloatTypeKind:
        return 4;
    case LLVMDoubleTypeKind:
        return 8;
    default:
        return 0;
    }
}

/* Whether mask bit `i` is set; false (through *known) when the mask is
 * not a constant. */
static bool mask_bit(LLVMValueRef mask, unsigned i, bool *known)
{
    LLVMValueRef bit = mask;
    if (LLVMGetTypeKind(LLVMTypeOf(mask)) == LLVMVectorTypeKind)
        bit = LLVMIsConstant(mask) && !LLVMIsAConstantExpr(mask)
                  ? LLVMGetAggregateElement(mask, i)
                  : NULL;
    if (!bit || !LLVMIsAConstantInt(bit)) {
        *known = false;
        return false;
    }
    return LLVMConstIntGetZExtValue(bit) != 0;
}

/* The constant a wrregion computes, or NULL.  Operands: old value, new
 * value, vstride, width, stride, start, parent width, mask. */
static LLVMValueRef fold_write(LLVMValueRef call)
{
    LLVMValueRef old_value = LLVMGetOperand(call, 0);
    LLVMValueRef new_value = LLVMGetOperand(call, 1);
    LLVMValueRef mask = LLVMGetOperand(call, 7);
    unsigned count = element_count(old_value);
    unsigned written = element_count(new_value);
    unsigned size = element_bytes(old_value);
    struct constant_region region;
    if (size == 0 || !read_region(call, 2, &region))
        return NULL;
    LLVMValueRef *elements = calloc(count + written, sizeof *elements);
    LLVMValueRef *sources = elements + count;
    LLVMValueRef result = NULL;
    if (constant_elements(old_value, count, elements) &&
        constant_elements(new_value, written, sources)) {
        bool foldable = true;
        for (unsigned i = 0; i < written && foldable; i++) {
            long long index = region_element(&region, i, size, count);
            bool known = true;
            bool enabled = mask_bit(mask, i, &known);
            foldable = known && index >= 0;
            if (foldable && enabled)
                elements[index] = sources[i];
        }
        if (foldable)
            result = LLVMConstVector(elements, count);
    }
    free(elements);
    return result;
}

/* The constant an rdregion computes, or NULL.  Operands: vector,
 * vstride, width, stride, start, parent width. */
static LLVMValueRef fold_read(LLVMValueRef call)
{
    LLVMValueRef vector = LLVMGetOperand(call, 0);
    unsigned count = element_count(vector);
    unsigned read = element_count(call);
    unsigned size = element_bytes(vector);
    struct constant_region region;
    if (size == 0 || !read_region(call, 1, &region))
        return NULL;
    LLVMValueRef *elements = calloc(count + read, sizeof *elements);
    LLVMValueRef *results = elements + count;
    LLVMValueRef result = NULL;
    if (constant_elements(vector, count, elements)) {
        bool foldable = true;
        for (unsigned i = 0; i < read && foldable; i++) {
            long long index = region_element(&region, i, size, count);
            foldable = index >= 0;
            if (foldable)
                results[i] = elements[index];
        }
        if (foldable)
            result = LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMVectorTypeKind
                         ? LLVMConstVector(results, read)
                         : results[0];
    }
    free(elements);
    return result;
}

static LLVMValueRef fold_call(LLVMValueRef call)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (!callee || !LLVMIsAFunction(callee))
        return NULL;
    size_t length;
    const char *name = LLVMGetValueName2(callee, &length);
    if (strncmp(name, "llvm.genx.wrregion", 18) == 0 &&
        LLVMGetNumArgOperands(call) == 8)
        return fold_write(call);
    if (strncmp(name, "llvm.genx.rdregion", 18) == 0 &&
        LLVMGetNumArgOperands(call) == 6)
        return fold_read(call);
    return NULL;
}

/* One sweep over `function`; true when something was folded. */
static bool fold_function(LLVMValueRef function)
{
    bool changed = false;
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function); block;
         block = LLVMGetNextBasicBlock(block)) {
        LLVMValueRef inst = LLVMGetFirstInstruction(block);
        while (inst) {
            LLVMValueRef next = LLVMGetNextInstruction(inst);
            LLVMValueRef folded =
                LLVMIsACallInst(inst) ? fold_call(inst) : NULL;
            if (folded) {
                LLVMReplaceAllUsesWith(inst, folded);
                LLVMInstructionEraseFromParent(inst);
                changed = true;
            }
            inst = next;
        }
    }
    return changed;
}

bool optimiser_fold_constant_regions(LLVMModuleRef module)
{
    bool changed = false;
    for (LLVMValueRef function = LLVMGetFirstFunction(module); function;
         function = LLVMGetNextFunction(function))
        while (fold_function(function))
            changed = true;
    return changed;
}
