/* localize.c - each function's own copy of the globals it reaches.
 *
 * Takes the analysed module; guarantees that no instruction names a global
 * variable any more: each function that reaches a global has an alloca
 * standing for it (in the entry block, so mem2reg and SROA promote it) and
 * its instructions use that instead (constant GEPs on the global become
 * GEP instructions on the alloca).  A kernel's copy starts as the
 * global's initializer (CM globals are private to one hardware thread, so
 * each kernel run starts from the initial values); so does every copy of a
 * global nothing writes, which therefore folds to a constant.  A subroutine's
 * copy of a written-or-read global is filled from its new argument by
 * signature.c. */
#include <stdio.h>
#include <stdlib.h>

#include "cmabi/internal.h"

static bool needs_local(const struct abi_global *global,
                        const struct abi_function *function, size_t index)
{
    return global->is_constant ? function->uses_directly[index]
                               : function->reaches[index];
}

/* `address` (a constant GEP chain on the global) rebuilt on `local`, as
 * instructions before `before`. */
static LLVMValueRef rebuild_address(struct abi_pass *pass, LLVMValueRef address,
                                    LLVMValueRef local, LLVMValueRef before)
{
    if (!LLVMIsAConstantExpr(address))
        return local;
    LLVMValueRef base =
        rebuild_address(pass, LLVMGetOperand(address, 0), local, before);
    unsigned index_count = (unsigned)LLVMGetNumOperands(address) - 1;
    LLVMValueRef *indices = xcalloc(index_count + 1, sizeof(LLVMValueRef));
    for (unsigned i = 0; i < index_count; i++)
        indices[i] = LLVMGetOperand(address, i + 1);
    LLVMPositionBuilderBefore(pass->builder, before);
    LLVMTypeRef source = LLVMGetGEPSourceElementType(address);
    LLVMValueRef rebuilt =
        LLVMIsInBounds(address)
            ? LLVMBuildInBoundsGEP2(pass->builder, source, base, indices,
                                    index_count, "")
            : LLVMBuildGEP2(pass->builder, source, base, indices,
                            index_count, "");
    free(indices);
    return rebuilt;
}

/* Every operand naming `global` (itself or an address inside it) now
 * names the same place in `local`. */
static void replace_in_function(struct abi_pass *pass, LLVMValueRef function,
                                LLVMValueRef global, LLVMValueRef local)
{
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function); block;
         block = LLVMGetNextBasicBlock(block))
        for (LLVMValueRef instruction = LLVMGetFirstInstruction(block);
             instruction; instruction = LLVMGetNextInstruction(instruction)) {
            int count = LLVMGetNumOperands(instruction);
            bool is_phi = LLVMGetInstructionOpcode(instruction) == LLVMPHI;
            for (int i = 0; i < count; i++) {
                LLVMValueRef operand =
                    LLVMGetOperand(instruction, (unsigned)i);
                if (abi_operand_global(operand) != global)
                    continue;
                LLVMValueRef before =
                    is_phi ? LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(
                                 instruction, (unsigned)i))
                           : instruction;
                LLVMSetOperand(instruction, (unsigned)i,
                               rebuild_address(pass, operand, local, before));
            }
        }
}

static bool localize_in_function(struct abi_pass *pass,
                                 struct abi_function *function)
{
    bool ok = true;
    for (size_t g = 0; g < pass->global_count; g++) {
        struct abi_global *global = &pass->globals[g];
        if (!needs_local(global, function, g))
            continue;
        LLVMValueRef initializer = LLVMGetInitializer(global->variable);
        bool starts_initialised = function->is_kernel || global->is_constant;
        if (starts_initialised && !initializer) {
            abi_error(pass, global->variable,
                      "global variable '%s' is declared but never defined",
                      abi_value_name(global->variable));
            ok = false;
            continue;
        }
        LLVMPositionBuilderBefore(pass->builder, function->insertion_point);
        char name[256];
        snprintf(name, sizeof name, "%s.copy",
                 abi_value_name(global->variable));
        LLVMValueRef local =
            LLVMBuildAlloca(pass->builder, global->type, name);
        function->locals[g] = local;
        if (starts_initialised)
            LLVMBuildStore(pass->builder, initializer, local);
        replace_in_function(pass, function->function, global->variable,
                            local);
    }
    return ok;
}

bool abi_localize_globals(struct abi_pass *pass)
{
    bool ok = true;
    for (size_t f = 0; f < pass->function_count; f++)
        ok = localize_in_function(pass, &pass->functions[f]) && ok;
    return ok;
}
