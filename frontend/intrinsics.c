/* intrinsics.c - declarations of the llvm.genx.* intrinsics.
 *
 * Names and overload suffixes follow Intel's vc-intrinsics exactly
 * (return type first, then each overloaded operand type), so the IR cmc
 * writes is the IR Intel's GenX backend reads.  Pure intrinsics are marked
 * `nounwind willreturn memory(none)` so LLVM may CSE and delete them. */
#include <string.h>

#include "frontend/internal.h"

static void add_attribute(LLVMContextRef context, LLVMValueRef function,
                          const char *name, uint64_t value)
{
    unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
    LLVMAddAttributeAtIndex(function, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(context, kind, value));
}

LLVMValueRef declare_intrinsic(struct frontend *frontend, const char *name,
                               LLVMTypeRef return_type,
                               LLVMTypeRef *parameter_types,
                               unsigned parameter_count,
                               enum intrinsic_memory memory)
{
    LLVMValueRef function = LLVMGetNamedFunction(frontend->module, name);
    if (function)
        return function;
    LLVMTypeRef type = LLVMFunctionType(return_type, parameter_types,
                                        parameter_count, 0);
    function = LLVMAddFunction(frontend->module, name, type);
    add_attribute(frontend->context, function, "nounwind", 0);
    /* LLVM's MemoryEffects encoding: two bits (ref = 1, mod = 2) for each
     * of argument, inaccessible and other memory. */
    if (memory == INTRINSIC_PURE) {
        add_attribute(frontend->context, function, "willreturn", 0);
        add_attribute(frontend->context, function, "memory", 0);
    } else if (memory == INTRINSIC_READS) {
        add_attribute(frontend->context, function, "willreturn", 0);
        add_attribute(frontend->context, function, "memory", 0x15);
    }
    return function;
}

LLVMValueRef build_genx_call(struct frontend *frontend, const char *base,
                             LLVMTypeRef return_type, bool overloaded_return,
                             LLVMValueRef *arguments, unsigned count,
                             unsigned overloaded_arguments,
                             enum intrinsic_memory memory)
{
    char name[160];
    snprintf(name, sizeof name, "llvm.genx.%s", base);
    if (overloaded_return)
        genx_append_overload_suffix(name, sizeof name, return_type);
    LLVMTypeRef parameters[16];
    if (count > 16)
        count = 16;
    for (unsigned i = 0; i < count; i++) {
        parameters[i] = LLVMTypeOf(arguments[i]);
        if (overloaded_arguments & (1u << i))
            genx_append_overload_suffix(name, sizeof name, parameters[i]);
    }
    LLVMValueRef function = declare_intrinsic(frontend, name, return_type,
                                              parameters, count, memory);
    return LLVMBuildCall2(frontend->builder, LLVMGlobalGetValueType(function),
                          function, arguments, count, "");
}
