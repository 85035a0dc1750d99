/* leaves.c - objects as lists of values a GenX subroutine can take.
 *
 * Takes an LLVM type of a global or of a by-reference argument; gives its
 * "leaves" (scalars and fixed vectors, in field and element order) and the
 * code to take a value apart into them and to put it back together.  It
 * exists because GenX subroutine parameters and results must be scalars or
 * vectors: a struct or array object crosses a call as its leaves, and only
 * the packed result of a call is a (flat) struct. */
#include "cmabi/internal.h"

static bool is_leaf(LLVMTypeRef type)
{
    switch (LLVMGetTypeKind(type)) {
    case LLVMIntegerTypeKind:
    case LLVMHalfTypeKind:
    case LLVMBFloatTypeKind:
    case LLVMFloatTypeKind:
    case LLVMDoubleTypeKind:
        return true;
    case LLVMVectorTypeKind:
        return is_leaf(LLVMGetElementType(type));
    default:
        return false;
    }
}

static unsigned member_count(LLVMTypeRef type)
{
    return LLVMGetTypeKind(type) == LLVMStructTypeKind
               ? LLVMCountStructElementTypes(type)
               : LLVMGetArrayLength(type);
}

static LLVMTypeRef member_type(LLVMTypeRef type, unsigned index)
{
    return LLVMGetTypeKind(type) == LLVMStructTypeKind
               ? LLVMStructGetTypeAtIndex(type, index)
               : LLVMGetElementType(type);
}

static bool is_aggregate(LLVMTypeRef type)
{
    LLVMTypeKind kind = LLVMGetTypeKind(type);
    return kind == LLVMStructTypeKind || kind == LLVMArrayTypeKind;
}

bool abi_type_is_passable(LLVMTypeRef type)
{
    if (is_leaf(type))
        return true;
    if (!is_aggregate(type))
        return false;
    unsigned count = member_count(type);
    for (unsigned i = 0; i < count; i++)
        if (!abi_type_is_passable(member_type(type, i)))
            return false;
    return true;
}

unsigned abi_leaf_count(LLVMTypeRef type)
{
    if (!is_aggregate(type))
        return 1;
    unsigned count = member_count(type), leaves = 0;
    for (unsigned i = 0; i < count; i++)
        leaves += abi_leaf_count(member_type(type, i));
    return leaves;
}

void abi_leaf_types(LLVMTypeRef type, LLVMTypeRef *types, unsigned *count)
{
    if (!is_aggregate(type)) {
        types[(*count)++] = type;
        return;
    }
    unsigned members = member_count(type);
    for (unsigned i = 0; i < members; i++)
        abi_leaf_types(member_type(type, i), types, count);
}

LLVMValueRef abi_join_leaves(LLVMBuilderRef builder, LLVMTypeRef type,
                             LLVMValueRef *leaves, unsigned *index)
{
    if (!is_aggregate(type))
        return leaves[(*index)++];
    LLVMValueRef whole = LLVMGetPoison(type);
    unsigned members = member_count(type);
    for (unsigned i = 0; i < members; i++) {
        LLVMValueRef member =
            abi_join_leaves(builder, member_type(type, i), leaves, index);
        whole = LLVMBuildInsertValue(builder, whole, member, i, "");
    }
    return whole;
}

/* ---- Keeping aggregates out of the way at -O0 ----------------------------- */

/* The member `index` of `aggregate` when it is visible without an
 * instruction: the value an insertvalue chain put there, or a constant's
 * element.  NULL otherwise. */
static LLVMValueRef known_member(LLVMValueRef aggregate, unsigned index)
{
    while (LLVMIsAInsertValueInst(aggregate) &&
           LLVMGetNumIndices(aggregate) == 1) {
        if (LLVMGetIndices(aggregate)[0] == index)
            return LLVMGetOperand(aggregate, 1);
        aggregate = LLVMGetOperand(aggregate, 0);
    }
    if (LLVMIsAConstant(aggregate) && !LLVMIsAConstantExpr(aggregate))
        return LLVMGetAggregateElement(aggregate, index);
    return NULL;
}

void abi_split_leaves(LLVMBuilderRef builder, LLVMValueRef value,
                      LLVMTypeRef type, LLVMValueRef *leaves, unsigned *count)
{
    if (!is_aggregate(type)) {
        leaves[(*count)++] = value;
        return;
    }
    unsigned members = member_count(type);
    for (unsigned i = 0; i < members; i++) {
        LLVMValueRef member = known_member(value, i);
        if (!member)
            member = LLVMBuildExtractValue(builder, value, i, "");
        abi_split_leaves(builder, member, member_type(type, i), leaves,
                         count);
    }
}

void abi_erase_if_dead(LLVMValueRef value)
{
    while (value && LLVMIsAInsertValueInst(value) && !LLVMGetFirstUse(value)) {
        LLVMValueRef aggregate = LLVMGetOperand(value, 0);
        LLVMInstructionEraseFromParent(value);
        value = aggregate;
    }
}

void abi_replace_aggregate(LLVMBuilderRef builder, LLVMValueRef old,
                           LLVMTypeRef type, LLVMValueRef *leaves,
                           unsigned *index)
{
    if (!is_aggregate(type)) {
        LLVMReplaceAllUsesWith(old, leaves[(*index)++]);
        return;
    }
    /* extractvalue of one leaf member: that leaf, with no aggregate. */
    unsigned first = *index;
    LLVMUseRef use = LLVMGetFirstUse(old);
    while (use) {
        LLVMUseRef next = LLVMGetNextUse(use);
        LLVMValueRef user = LLVMGetUser(use);
        if (LLVMIsAExtractValueInst(user) && LLVMGetNumIndices(user) == 1) {
            unsigned member = LLVMGetIndices(user)[0];
            unsigned offset = 0;
            for (unsigned i = 0; i < member; i++)
                offset += abi_leaf_count(member_type(type, i));
            if (!is_aggregate(member_type(type, member))) {
                LLVMReplaceAllUsesWith(user, leaves[first + offset]);
                LLVMInstructionEraseFromParent(user);
            }
        }
        use = next;
    }
    if (LLVMGetFirstUse(old))
        LLVMReplaceAllUsesWith(old,
                               abi_join_leaves(builder, type, leaves, index));
    else
        *index = first + abi_leaf_count(type);
}
