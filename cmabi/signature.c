/* signature.c - subroutines take what they reach and give back what they
 * change.
 *
 * Takes the module after localize.c; guarantees that every subroutine that
 * reaches a non-constant global or has a by-reference parameter is
 * replaced by a function whose parameters are
 *   its by-value parameters, each by-reference parameter as the leaves of
 *   the object it refers to (in place), then the leaves of each reached
 *   global (in module order),
 * (a by-value struct or array parameter also as its leaves), and whose
 * result is
 *   the leaves of its own result (if not void), then those of each written
 *   by-reference parameter (in order), then of each written global.
 * One result is returned as itself; several are packed into one literal
 * struct, as MLIR packs a multi-result function (insertvalue at the return,
 * extractvalue at the call).  Inside, each reference and global is a local
 * alloca filled from the arguments on entry (copy-in) and read back at
 * every return (copy-out).  calls.c rewrites the call sites to match. */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/DebugInfo.h>

#include "cmabi/internal.h"

/* Parameter types of the new signature; *count receives their number. */
static LLVMTypeRef *new_parameter_types(struct abi_pass *pass,
                                        const struct abi_function *function,
                                        unsigned *count)
{
    LLVMTypeRef old_type = LLVMGlobalGetValueType(function->function);
    LLVMTypeRef *old_types =
        xcalloc(function->parameter_count + 1, sizeof(LLVMTypeRef));
    LLVMGetParamTypes(old_type, old_types);
    unsigned capacity = 0;
    for (unsigned i = 0; i < function->parameter_count; i++)
        capacity += abi_leaf_count(function->reference_types[i]
                                       ? function->reference_types[i]
                                       : old_types[i]);
    for (size_t g = 0; g < pass->global_count; g++)
        if (!pass->globals[g].is_constant && function->reaches[g])
            capacity += abi_leaf_count(pass->globals[g].type);
    LLVMTypeRef *types = xcalloc(capacity + 1, sizeof(LLVMTypeRef));
    *count = 0;
    for (unsigned i = 0; i < function->parameter_count; i++) {
        if (function->reference_types[i])
            abi_leaf_types(function->reference_types[i], types, count);
        else
            abi_leaf_types(old_types[i], types, count);
    }
    for (size_t g = 0; g < pass->global_count; g++)
        if (!pass->globals[g].is_constant && function->reaches[g])
            abi_leaf_types(pass->globals[g].type, types, count);
    free(old_types);
    return types;
}

/* Result leaf types, in the order the header comment gives. */
static LLVMTypeRef *result_types(struct abi_pass *pass,
                                 const struct abi_function *function,
                                 unsigned *count)
{
    LLVMTypeRef own =
        LLVMGetReturnType(LLVMGlobalGetValueType(function->function));
    bool has_own = LLVMGetTypeKind(own) != LLVMVoidTypeKind;
    unsigned capacity = has_own ? abi_leaf_count(own) : 0;
    for (unsigned i = 0; i < function->parameter_count; i++)
        if (function->reference_written[i])
            capacity += abi_leaf_count(function->reference_types[i]);
    for (size_t g = 0; g < pass->global_count; g++)
        if (!pass->globals[g].is_constant && function->writes[g])
            capacity += abi_leaf_count(pass->globals[g].type);
    LLVMTypeRef *types = xcalloc(capacity + 1, sizeof(LLVMTypeRef));
    *count = 0;
    if (has_own)
        abi_leaf_types(own, types, count);
    for (unsigned i = 0; i < function->parameter_count; i++)
        if (function->reference_written[i])
            abi_leaf_types(function->reference_types[i], types, count);
    for (size_t g = 0; g < pass->global_count; g++)
        if (!pass->globals[g].is_constant && function->writes[g])
            abi_leaf_types(pass->globals[g].type, types, count);
    return types;
}

static LLVMTypeRef pack_type(struct abi_pass *pass, LLVMTypeRef *types,
                             unsigned count)
{
    if (count == 0)
        return LLVMVoidTypeInContext(pass->context);
    if (count == 1)
        return types[0];
    return LLVMStructTypeInContext(pass->context, types, count, 0);
}

/* alwaysinline, noinline and the like stay with the function. */
static void copy_function_attributes(LLVMValueRef from, LLVMValueRef to)
{
    unsigned count =
        LLVMGetAttributeCountAtIndex(from, LLVMAttributeFunctionIndex);
    LLVMAttributeRef *attributes =
        xcalloc(count + 1, sizeof(LLVMAttributeRef));
    LLVMGetAttributesAtIndex(from, LLVMAttributeFunctionIndex, attributes);
    for (unsigned i = 0; i < count; i++)
        LLVMAddAttributeAtIndex(to, LLVMAttributeFunctionIndex,
                                attributes[i]);
    free(attributes);
}

static LLVMValueRef create_replacement(struct abi_pass *pass,
                                       struct abi_function *function)
{
    unsigned parameter_count, result_count;
    LLVMTypeRef *parameters =
        new_parameter_types(pass, function, &parameter_count);
    LLVMTypeRef *results = result_types(pass, function, &result_count);
    LLVMTypeRef type =
        LLVMFunctionType(pack_type(pass, results, result_count), parameters,
                         parameter_count, 0);
    free(parameters);
    free(results);
    LLVMValueRef replacement = LLVMAddFunction(pass->module, "", type);
    LLVMSetLinkage(replacement, LLVMInternalLinkage);
    copy_function_attributes(function->function, replacement);
    return replacement;
}

static void move_blocks(LLVMValueRef from, LLVMValueRef to)
{
    LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(from);
    while (block) {
        LLVMBasicBlockRef next = LLVMGetNextBasicBlock(block);
        LLVMRemoveBasicBlockFromParent(block);
        LLVMAppendExistingBasicBlock(to, block);
        block = next;
    }
}

/* The parameters of an object are named after it: "name", or "name.0",
 * "name.1"... for the leaves of a struct or array. */
static void name_leaves(LLVMTypeRef type, LLVMValueRef *arguments,
                             const char *name, size_t length)
{
    unsigned count = abi_leaf_count(type);
    if (count == 1) {
        LLVMSetValueName2(arguments[0], name, length);
        return;
    }
    for (unsigned i = 0; i < count; i++) {
        char leaf_name[300];
        int leaf_length = snprintf(leaf_name, sizeof leaf_name, "%.*s.%u",
                                   (int)(length > 256 ? 256 : length), name,
                                   i);
        LLVMSetValueName2(arguments[i], leaf_name, (size_t)leaf_length);
    }
}

/* Copy-in: by-value parameters map to new ones; references and globals
 * become locals filled from their leaves. */
static void copy_in(struct abi_pass *pass, struct abi_function *function,
                    LLVMValueRef *reference_locals)
{
    LLVMBuilderRef builder = pass->builder;
    LLVMValueRef replacement = function->replacement;
    unsigned next = 0;
    LLVMValueRef *arguments =
        xcalloc(LLVMCountParams(replacement) + 1, sizeof(LLVMValueRef));
    LLVMGetParams(replacement, arguments);
    for (unsigned i = 0; i < function->parameter_count; i++) {
        LLVMValueRef old = LLVMGetParam(function->function, i);
        size_t name_length;
        const char *name = LLVMGetValueName2(old, &name_length);
        LLVMTypeRef type = function->reference_types[i];
        if (!type) {
            /* A by-value aggregate is rebuilt from its leaves. */
            LLVMTypeRef value_type = LLVMTypeOf(old);
            name_leaves(value_type, &arguments[next], name, name_length);
            LLVMPositionBuilderBefore(builder, function->insertion_point);
            abi_replace_aggregate(builder, old, value_type, arguments, &next);
            continue;
        }
        name_leaves(type, &arguments[next], name, name_length);
        LLVMPositionBuilderBefore(builder, function->insertion_point);
        LLVMValueRef local = LLVMBuildAlloca(builder, type, "");
        LLVMSetValueName2(local, name, name_length);
        LLVMBuildStore(builder, abi_join_leaves(builder, type, arguments,
                                                &next),
                       local);
        LLVMReplaceAllUsesWith(old, local);
        reference_locals[i] = local;
    }
    for (size_t g = 0; g < pass->global_count; g++) {
        if (pass->globals[g].is_constant || !function->reaches[g])
            continue;
        size_t name_length;
        const char *name =
            LLVMGetValueName2(pass->globals[g].variable, &name_length);
        name_leaves(pass->globals[g].type, &arguments[next], name,
                         name_length);
        LLVMPositionBuilderBefore(builder, function->insertion_point);
        LLVMValueRef value =
            abi_join_leaves(builder, pass->globals[g].type, arguments, &next);
        LLVMBuildStore(builder, value, function->locals[g]);
    }
    free(arguments);
}

static void copy_out_at(struct abi_pass *pass, struct abi_function *function,
                        LLVMValueRef *reference_locals, LLVMValueRef ret)
{
    LLVMBuilderRef builder = pass->builder;
    LLVMPositionBuilderBefore(builder, ret);
    unsigned count = 0;
    LLVMTypeRef *types = result_types(pass, function, &count);
    LLVMValueRef *values = xcalloc(count + 1, sizeof(LLVMValueRef));
    unsigned next = 0;
    LLVMValueRef own = NULL;
    if (LLVMGetNumOperands(ret) == 1) {
        own = LLVMGetOperand(ret, 0);
        abi_split_leaves(builder, own, LLVMTypeOf(own), values, &next);
    }
    for (unsigned i = 0; i < function->parameter_count; i++) {
        if (!function->reference_written[i])
            continue;
        LLVMTypeRef type = function->reference_types[i];
        LLVMValueRef whole =
            LLVMBuildLoad2(builder, type, reference_locals[i], "");
        abi_split_leaves(builder, whole, type, values, &next);
    }
    for (size_t g = 0; g < pass->global_count; g++) {
        if (pass->globals[g].is_constant || !function->writes[g])
            continue;
        LLVMTypeRef type = pass->globals[g].type;
        LLVMValueRef whole =
            LLVMBuildLoad2(builder, type, function->locals[g], "");
        abi_split_leaves(builder, whole, type, values, &next);
    }
    if (count == 0) {
        LLVMBuildRetVoid(builder);
    } else if (count == 1) {
        LLVMBuildRet(builder, values[0]);
    } else {
        LLVMValueRef packed = LLVMGetPoison(pack_type(pass, types, count));
        for (unsigned i = 0; i < count; i++)
            packed = LLVMBuildInsertValue(builder, packed, values[i], i, "");
        LLVMBuildRet(builder, packed);
    }
    LLVMInstructionEraseFromParent(ret);
    abi_erase_if_dead(own);
    free(values);
    free(types);
}

static void copy_out(struct abi_pass *pass, struct abi_function *function,
                     LLVMValueRef *reference_locals)
{
    for (LLVMBasicBlockRef block =
             LLVMGetFirstBasicBlock(function->replacement);
         block; block = LLVMGetNextBasicBlock(block)) {
        LLVMValueRef terminator = LLVMGetBasicBlockTerminator(block);
        if (terminator && LLVMGetInstructionOpcode(terminator) == LLVMRet)
            copy_out_at(pass, function, reference_locals, terminator);
    }
}

static void rewrite_subroutine(struct abi_pass *pass,
                               struct abi_function *function)
{
    function->replacement = create_replacement(pass, function);
    move_blocks(function->function, function->replacement);
    /* The blocks' debug locations name the function's subprogram. */
    LLVMMetadataRef subprogram = LLVMGetSubprogram(function->function);
    if (subprogram)
        LLVMSetSubprogram(function->replacement, subprogram);
    LLVMValueRef *reference_locals =
        xcalloc(function->parameter_count + 1, sizeof(LLVMValueRef));
    copy_in(pass, function, reference_locals);
    copy_out(pass, function, reference_locals);
    free(reference_locals);
}

bool abi_rewrite_subroutines(struct abi_pass *pass)
{
    for (size_t f = 0; f < pass->function_count; f++) {
        struct abi_function *function = &pass->functions[f];
        if (abi_needs_new_signature(pass, function))
            rewrite_subroutine(pass, function);
    }
    return true;
}
