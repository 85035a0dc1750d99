/* calls.c - which function an IR call calls, asked the same way by every
 * stage (the optimiser's passes, the region checks, the backend).
 *
 * Takes any LLVM value; guarantees an answer without calling a C API
 * getter on a value of the wrong class (Debian's LLVM has no assertions,
 * so such a call would crash): only a direct call of a function has a
 * callee name; an indirect call, inline assembly or a non-call has none. */
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
