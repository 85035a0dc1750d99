/* calls.c - which function an IR call calls, asked the same way by every
 * stage (the optimiser's passes, the region checks, the backend); and the
 * overload suffixes in the names of the intrinsics they call, written
 * the same way by every stage that declares one (the frontend, the
 * optimiser).
 *
 * Takes any LLVM value; guarantees an answer without calling a C API
 * getter on a value of the wrong class (Debian's LLVM has no assertions,
 * so such a call would crash): only a direct call of a function has a
 * callee name; an indirect call, inline assembly or a non-call has none. */
#include <stdio.h>
#include <string.h>

#include "genxir/genxir.h"

const char *genx_callee_name(LLVMValueRef value)
{
    if (!value || !LLVMIsACallInst(value))
        return NULL;
    LLVMValueRef callee = LLVMGetCalledValue(value);
    if (!callee || !LLVMIsAFunction(callee))
        return NULL;
    size_t length = 0;
    return LLVMGetValueName2(callee, &length);
}

bool genx_calls_function_prefixed(LLVMValueRef value, const char *prefix)
{
    const char *name = genx_callee_name(value);
    return name && strncmp(name, prefix, strlen(prefix)) == 0;
}

void genx_append_overload_suffix(char *buffer, size_t size, LLVMTypeRef type)
{
    size_t used = strlen(buffer);
    char element[16];
    LLVMTypeRef scalar = type;
    unsigned lanes = 0;
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind) {
        lanes = LLVMGetVectorSize(type);
        scalar = LLVMGetElementType(type);
    }
    switch (LLVMGetTypeKind(scalar)) {
    case LLVMHalfTypeKind: snprintf(element, sizeof element, "f16"); break;
    case LLVMFloatTypeKind: snprintf(element, sizeof element, "f32"); break;
    case LLVMDoubleTypeKind: snprintf(element, sizeof element, "f64"); break;
    default:
        snprintf(element, sizeof element, "i%u", LLVMGetIntTypeWidth(scalar));
    }
    if (lanes)
        snprintf(buffer + used, size - used, ".v%u%s", lanes, element);
    else
        snprintf(buffer + used, size - used, ".%s", element);
}
