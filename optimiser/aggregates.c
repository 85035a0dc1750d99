/* aggregates.c - the struct values the backend cannot take.
 *
 * A subroutine that returns several values (CMABI's result packing, the
 * frontend's reference copy-back) packs them in a struct; the backend
 * accepts struct values only as subroutine results and insertvalue
 * chains.  Takes a module after LLVM's passes; guarantees:
 * - optimiser_fold_aggregates (the -O0 pipeline: always-inline, mem2reg):
 *   no extractvalue reads a member an insertvalue chain put there, and
 *   insertvalues nothing uses are gone (once such a subroutine is
 *   inlined, the pack and unpack meet in one function; -O1 and up do
 *   this, and more, in instcombine);
 * - optimiser_split_aggregate_merges (every level, after the last
 *   instcombine, which makes them): no phi or select chooses between
 *   struct values (`phi {A, B} [call f], [call g]` then extractvalues)
 *   but one per member, each fed by the member's extractvalue. */
#include <stdlib.h>

#include <llvm-c/Core.h>

#include "optimiser/internal.h"

LLVMValueRef optimiser_inserted_member(LLVMValueRef aggregate, unsigned index)
{
    while (LLVMIsAInsertValueInst(aggregate) &&
           LLVMGetNumIndices(aggregate) == 1) {
        if (LLVMGetIndices(aggregate)[0] == index)
            return LLVMGetOperand(aggregate, 1);
        aggregate = LLVMGetOperand(aggregate, 0);
    }
    return NULL;
}

static void fold_extracts(LLVMValueRef function)
{
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function); block;
         block = LLVMGetNextBasicBlock(block)) {
        LLVMValueRef instruction = LLVMGetFirstInstruction(block);
        while (instruction) {
            LLVMValueRef next = LLVMGetNextInstruction(instruction);
            if (LLVMIsAExtractValueInst(instruction) &&
                LLVMGetNumIndices(instruction) == 1) {
                LLVMValueRef member = optimiser_inserted_member(
                    LLVMGetOperand(instruction, 0),
                    LLVMGetIndices(instruction)[0]);
                if (member) {
                    LLVMReplaceAllUsesWith(instruction, member);
                    LLVMInstructionEraseFromParent(instruction);
                }
            }
            instruction = next;
        }
    }
}

/* Erase unused insertvalues, last first, so that whole chains go. */
static void erase_dead_inserts(LLVMValueRef function)
{
    for (LLVMBasicBlockRef block = LLVMGetLastBasicBlock(function); block;
         block = LLVMGetPreviousBasicBlock(block)) {
        LLVMValueRef instruction = LLVMGetLastInstruction(block);
        while (instruction) {
            LLVMValueRef previous = LLVMGetPreviousInstruction(instruction);
            if (LLVMIsAInsertValueInst(instruction) &&
                !LLVMGetFirstUse(instruction))
                LLVMInstructionEraseFromParent(instruction);
            instruction = previous;
        }
    }
}

void optimiser_fold_aggregates(LLVMModuleRef module)
{
    for (LLVMValueRef function = LLVMGetFirstFunction(module); function;
         function = LLVMGetNextFunction(function)) {
        fold_extracts(function);
        erase_dead_inserts(function);
    }
}

/* Member `index` of `aggregate`, as an instruction built before `before`
 * (or the value an insertvalue chain put there, or undef). */
static LLVMValueRef member_of(LLVMBuilderRef builder, LLVMValueRef aggregate,
                              unsigned index, LLVMValueRef before)
{
    LLVMValueRef member = optimiser_inserted_member(aggregate, index);
    if (member)
        return member;
    LLVMTypeRef type = LLVMStructGetTypeAtIndex(LLVMTypeOf(aggregate), index);
    if (LLVMIsUndef(aggregate) || LLVMIsPoison(aggregate))
        return LLVMGetUndef(type);
    LLVMPositionBuilderBefore(builder, before);
    return LLVMBuildExtractValue(builder, aggregate, index, "");
}

/* The member merges of struct phi or select `merge`, one per member. */
static void build_member_merges(LLVMBuilderRef builder, LLVMValueRef merge,
                                LLVMValueRef *members, unsigned count)
{
    bool is_phi = LLVMIsAPHINode(merge) != NULL;
    for (unsigned i = 0; i < count; i++) {
        LLVMTypeRef type = LLVMStructGetTypeAtIndex(LLVMTypeOf(merge), i);
        if (!is_phi) {
            LLVMValueRef chosen[2];
            for (unsigned k = 0; k < 2; k++)
                chosen[k] = member_of(builder, LLVMGetOperand(merge, k + 1),
                                      i, merge);
            LLVMPositionBuilderBefore(builder, merge);
            members[i] = LLVMBuildSelect(builder, LLVMGetOperand(merge, 0),
                                         chosen[0], chosen[1], "");
            continue;
        }
        LLVMPositionBuilderBefore(builder, merge);
        members[i] = LLVMBuildPhi(builder, type, "");
        unsigned incoming = LLVMCountIncoming(merge);
        for (unsigned k = 0; k < incoming; k++) {
            LLVMBasicBlockRef block = LLVMGetIncomingBlock(merge, k);
            LLVMValueRef value = member_of(builder,
                                           LLVMGetIncomingValue(merge, k), i,
                                           LLVMGetBasicBlockTerminator(block));
            LLVMAddIncoming(members[i], &value, &block, 1);
        }
    }
}

/* Splits one struct phi or select: its uses read the struct rebuilt from
 * the member merges (an insertvalue chain, after the block's phis), whose
 * extractvalues optimiser_fold_aggregates then folds.  Only `merge` is
 * erased, as the sweep allows. */
static bool split_merge(void *context, LLVMValueRef merge)
{
    LLVMBuilderRef builder = context;
    if ((!LLVMIsAPHINode(merge) && !LLVMIsASelectInst(merge)) ||
        LLVMGetTypeKind(LLVMTypeOf(merge)) != LLVMStructTypeKind)
        return false;
    unsigned count = LLVMCountStructElementTypes(LLVMTypeOf(merge));
    LLVMValueRef *members = xcalloc((size_t)count + 1, sizeof *members);
    build_member_merges(builder, merge, members, count);
    LLVMValueRef position = merge;
    while (LLVMIsAPHINode(position))
        position = LLVMGetNextInstruction(position);
    LLVMPositionBuilderBefore(builder, position);
    LLVMValueRef rebuilt = LLVMGetUndef(LLVMTypeOf(merge));
    for (unsigned i = 0; i < count; i++)
        rebuilt = LLVMBuildInsertValue(builder, rebuilt, members[i], i, "");
    LLVMReplaceAllUsesWith(merge, rebuilt);
    LLVMInstructionEraseFromParent(merge);
    free(members);
    return true;
}

void optimiser_split_aggregate_merges(LLVMModuleRef module)
{
    LLVMBuilderRef builder =
        LLVMCreateBuilderInContext(LLVMGetModuleContext(module));
    optimiser_sweep_until_stable(module, split_merge, builder);
    LLVMDisposeBuilder(builder);
    optimiser_fold_aggregates(module);
}
