/* sweep.c - the loop the optimiser's own rewrites share: visit every
 * instruction of every function, and sweep a function again while the
 * last sweep changed it.
 *
 * Takes a module and a rewrite that may replace or erase the instruction
 * it is given (and instructions before it); guarantees each function
 * ends with a sweep that changed nothing. */
#include <llvm-c/Core.h>

#include "optimiser/internal.h"

/* One sweep over FUNCTION; true when REWRITE changed something. */
static bool sweep_function(LLVMValueRef function, instruction_rewrite rewrite,
                           void *context)
{
    bool changed = false;
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function); block;
         block = LLVMGetNextBasicBlock(block)) {
        LLVMValueRef instruction = LLVMGetFirstInstruction(block);
        while (instruction) {
            /* Taken first: the rewrite may erase the instruction. */
            LLVMValueRef next = LLVMGetNextInstruction(instruction);
            if (rewrite(context, instruction))
                changed = true;
            instruction = next;
        }
    }
    return changed;
}

bool optimiser_sweep_until_stable(LLVMModuleRef module,
                                  instruction_rewrite rewrite, void *context)
{
    bool changed = false;
    for (LLVMValueRef function = LLVMGetFirstFunction(module); function;
         function = LLVMGetNextFunction(function))
        while (sweep_function(function, rewrite, context))
            changed = true;
    return changed;
}
