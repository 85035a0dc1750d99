/* aggregates.c - at -O0, the struct values inlining leaves behind.
 *
 * Takes a module after the -O0 pipeline (always-inline, mem2reg);
 * guarantees that no extractvalue reads a member an insertvalue chain put
 * there, and that insertvalues nothing uses are gone.  A subroutine that
 * returns several values (CMABI's result packing, the frontend's
 * reference copy-back) packs them in a struct; once such a subroutine is
 * inlined, the pack and unpack meet in one function, where the backend,
 * which accepts aggregates only as subroutine results, cannot take them.
 * -O1 and up do this (and more) in instcombine. */
#include <llvm-c/Core.h>

#include "optimiser/internal.h"

/* The value an insertvalue chain put at member `index`, or NULL. */
static LLVMValueRef inserted_member(LLVMValueRef aggregate, unsigned index)
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
                LLVMValueRef member = inserted_member(
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
