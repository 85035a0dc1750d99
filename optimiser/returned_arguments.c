/* returned_arguments.c - struct results that give an argument back as is.
 *
 * A function's reference parameters come back to its callers in its
 * struct result (copy-in, copy-out: the frontend's and CMABI's way with
 * matrix_ref and vector_ref); one the function only reads comes back as
 * the argument itself.  Takes a module after LLVM's pipeline; guarantees
 * that when every `ret` of an internal function returns, at member k,
 * its own argument j (through an insertvalue chain), each extractvalue
 * of member k from a direct call reads the call's operand j instead.
 * LLVM's deadargelim, run after, then drops the unused member from the
 * function's result.  Exists because a subroutine's linkage copies every
 * member out and the caller then copies it on (gemm_dpas passes two
 * read-only 256-byte tiles to each of four calls). */
#include <stdlib.h>

#include <llvm-c/Core.h>

#include "optimiser/internal.h"

/* The index of the argument of `function` every `ret` returns at member
 * `member`, or -1. */
static int returned_argument(LLVMValueRef function, unsigned member)
{
    int argument = -1;
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function); block;
         block = LLVMGetNextBasicBlock(block)) {
        LLVMValueRef ret = LLVMGetBasicBlockTerminator(block);
        if (!ret || !LLVMIsAReturnInst(ret))
            continue;
        if (LLVMGetNumOperands(ret) != 1)
            return -1;
        LLVMValueRef value =
            optimiser_inserted_member(LLVMGetOperand(ret, 0), member);
        if (!value || !LLVMIsAArgument(value))
            return -1;
        int index = -1;
        unsigned count = LLVMCountParams(function);
        for (unsigned p = 0; p < count; p++)
            if (LLVMGetParam(function, p) == value)
                index = (int)p;
        if (index < 0 || (argument >= 0 && argument != index))
            return -1;
        argument = index;
    }
    return argument;
}

/* Whether every use of `function` is a direct call of it. */
static bool only_called(LLVMValueRef function)
{
    for (LLVMUseRef use = LLVMGetFirstUse(function); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != function)
            return false;
    }
    return true;
}

/* Each extractvalue of member `member` from `call` reads operand
 * `argument` of the call; true when any did. */
static bool forward_member(LLVMValueRef call, unsigned member,
                           unsigned argument)
{
    bool changed = false;
    LLVMValueRef operand = LLVMGetOperand(call, argument);
    LLVMUseRef use = LLVMGetFirstUse(call);
    while (use) {
        LLVMValueRef user = LLVMGetUser(use);
        use = LLVMGetNextUse(use);
        if (LLVMIsAExtractValueInst(user) && LLVMGetNumIndices(user) == 1 &&
            LLVMGetIndices(user)[0] == member) {
            LLVMReplaceAllUsesWith(user, operand);
            LLVMInstructionEraseFromParent(user);
            changed = true;
        }
    }
    return changed;
}

static bool forward_function(LLVMValueRef function)
{
    LLVMTypeRef result = LLVMGetReturnType(LLVMGlobalGetValueType(function));
    if (LLVMIsDeclaration(function) ||
        LLVMGetLinkage(function) != LLVMInternalLinkage ||
        LLVMGetTypeKind(result) != LLVMStructTypeKind ||
        !only_called(function))
        return false;
    bool changed = false;
    unsigned members = LLVMCountStructElementTypes(result);
    for (unsigned m = 0; m < members; m++) {
        int argument = returned_argument(function, m);
        if (argument < 0)
            continue;
        for (LLVMUseRef use = LLVMGetFirstUse(function); use;
             use = LLVMGetNextUse(use))
            changed |= forward_member(LLVMGetUser(use), m, (unsigned)argument);
    }
    return changed;
}

bool optimiser_forward_returned_arguments(LLVMModuleRef module)
{
    bool changed = false;
    for (LLVMValueRef f = LLVMGetFirstFunction(module); f;
         f = LLVMGetNextFunction(f))
        changed |= forward_function(f);
    return changed;
}
