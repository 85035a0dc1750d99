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

#include "genxir/genxir.h"
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
           genx_region_offset_constant(LLVMGetOperand(call, first + 3),
                                       &region->start) &&
           region->width > 0;
}

/* The vector elements that the `n` region elements are, in `indices`;
 * false when one lies outside a vector of `count` elements of
 * `element_size` bytes. */
static bool region_indices(const struct constant_region *region, unsigned n,
                           unsigned element_size, unsigned count,
                           unsigned *indices)
{
    if (region->start % element_size != 0)
        return false;
    for (unsigned i = 0; i < n; i++) {
        long long index = region->start / element_size +
                          (long long)(i / region->width) * region->vstride +
                          (long long)(i % region->width) * region->stride;
        if (index < 0 || index >= (long long)count)
            return false;
        indices[i] = (unsigned)index;
    }
    return true;
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

/* A region access of constants: the vector's elements, the region's
 * elements and where each of those is in the vector. */
struct constant_access {
    LLVMValueRef *vector_elements;
    LLVMValueRef *region_elements;
    unsigned *indices;
};

/* Reads `vector` and the region (operands first..first+3 of `call`) of
 * `n` elements; false when either is not constant or the region leaves
 * the vector. */
static bool read_constant_access(LLVMValueRef call, LLVMValueRef vector,
                                 unsigned first, unsigned n,
                                 struct constant_access *access)
{
    unsigned count = element_count(vector);
    unsigned size = element_bytes(vector);
    access->vector_elements = calloc(count + n, sizeof(LLVMValueRef));
    access->region_elements = access->vector_elements + count;
    access->indices = calloc(n, sizeof(unsigned));
    struct constant_region region;
    return size != 0 && read_region(call, first, &region) &&
           constant_elements(vector, count, access->vector_elements) &&
           region_indices(&region, n, size, count, access->indices);
}

static void free_constant_access(struct constant_access *access)
{
    free(access->vector_elements);
    free(access->indices);
}

/* The constant a wrregion computes, or NULL.  Operands: old value, new
 * value, vstride, width, stride, start, parent width, mask. */
static LLVMValueRef fold_write(LLVMValueRef call)
{
    LLVMValueRef old_value = LLVMGetOperand(call, 0);
    LLVMValueRef new_value = LLVMGetOperand(call, 1);
    LLVMValueRef mask = LLVMGetOperand(call, 7);
    unsigned written = element_count(new_value);
    struct constant_access access;
    LLVMValueRef result = NULL;
    bool foldable =
        read_constant_access(call, old_value, 2, written, &access) &&
        constant_elements(new_value, written, access.region_elements);
    for (unsigned i = 0; i < written && foldable; i++) {
        bool known = true;
        if (mask_bit(mask, i, &known))
            access.vector_elements[access.indices[i]] =
                access.region_elements[i];
        foldable = known;
    }
    if (foldable)
        result = LLVMConstVector(access.vector_elements,
                                 element_count(old_value));
    free_constant_access(&access);
    return result;
}

/* The constant an rdregion computes, or NULL.  Operands: vector,
 * vstride, width, stride, start, parent width. */
static LLVMValueRef fold_read(LLVMValueRef call)
{
    unsigned read = element_count(call);
    struct constant_access access;
    LLVMValueRef result = NULL;
    if (read_constant_access(call, LLVMGetOperand(call, 0), 1, read,
                             &access)) {
        for (unsigned i = 0; i < read; i++)
            access.region_elements[i] =
                access.vector_elements[access.indices[i]];
        result = LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMVectorTypeKind
                     ? LLVMConstVector(access.region_elements, read)
                     : access.region_elements[0];
    }
    free_constant_access(&access);
    return result;
}

static LLVMValueRef fold_call(LLVMValueRef call)
{
    const char *name = genx_callee_name(call);
    if (!name)
        return NULL;
    if (strncmp(name, "llvm.genx.wrregion", 18) == 0 &&
        LLVMGetNumArgOperands(call) == 8)
        return fold_write(call);
    if (strncmp(name, "llvm.genx.rdregion", 18) == 0 &&
        LLVMGetNumArgOperands(call) == 6)
        return fold_read(call);
    return NULL;
}

/* An instruction_rewrite: a region call of constants becomes the
 * constant it computes. */
static bool fold_instruction(void *context, LLVMValueRef inst)
{
    (void)context;
    LLVMValueRef folded = LLVMIsACallInst(inst) ? fold_call(inst) : NULL;
    if (!folded)
        return false;
    LLVMReplaceAllUsesWith(inst, folded);
    LLVMInstructionEraseFromParent(inst);
    return true;
}

bool optimiser_fold_constant_regions(LLVMModuleRef module)
{
    return optimiser_sweep_until_stable(module, fold_instruction, NULL);
}
