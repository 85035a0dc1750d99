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

void abi_split_leaves(LLVMBuilderRef builder, LLVMValueRef value,
                      LLVMTypeRef type, LLVMValueRef *leaves, unsigned *count)
{
    if (!is_aggregate(type)) {
        leaves[(*count)++] = value;
        return;
    }
    unsigned members = member_count(type);
    for (unsigned i = 0; i < members; i++) {
        LLVMValueRef member = LLVMBuildExtractValue(builder, value, i, "");
        abi_split_leaves(builder, member, member_type(type, i), leaves,
                         count);
    }
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
