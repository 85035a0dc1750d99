/* The user's source positions in the backend.
 *
 * Takes the debug locations the frontend puts on instructions (and the
 * subprograms on functions; IR from a .ll file may have none); gives
 * diagnostics of the form file:line:col and stamps each vISA instruction
 * with the position of the LLVM instruction it was selected for, so that
 * passes on vISA (legalization) can report at the user's line too.
 * Exists because errors found after the frontend must still point at the
 * user's code. */

#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "backend/codegen.h"

/* The file of `value`'s position as a C string, or NULL when it has no
 * position (no debug location, or line 0). */
static char *position_file(LLVMValueRef value)
{
    if (!value || !(LLVMIsAInstruction(value) || LLVMIsAFunction(value)))
        return NULL;
    if (LLVMIsAFunction(value) && !LLVMGetSubprogram(value))
        return NULL;
    unsigned length = 0;
    const char *file = LLVMGetDebugLocFilename(value, &length);
    if (!file || length == 0 || LLVMGetDebugLocLine(value) == 0)
        return NULL;
    char *copy = xmalloc(length + 1);
    memcpy(copy, file, length);
    copy[length] = '\0';
    return copy;
}

/* Where to report an error about `value`: the value itself when it has a
 * position; for an instruction without one (made by an optimisation),
 * the closest instruction before it in its block that has one, else its
 * function (its DISubprogram's line). */
static LLVMValueRef reported_value(LLVMValueRef value)
{
    if (!value || !LLVMIsAInstruction(value))
        return value;
    char *own = position_file(value);
    if (own) {
        free(own);
        return value;
    }
    for (LLVMValueRef before = LLVMGetPreviousInstruction(value); before;
         before = LLVMGetPreviousInstruction(before)) {
        char *file = position_file(before);
        if (file) {
            free(file);
            return before;
        }
    }
    return LLVMGetBasicBlockParent(LLVMGetInstructionParent(value));
}

bool backend_error_at_value(struct diagnostics *diags, LLVMValueRef value,
                            const char *message)
{
    value = reported_value(value);
    char *file = position_file(value);
    if (!file)
        return false;
    error_at(diags, file, LLVMGetDebugLocLine(value),
             LLVMIsAInstruction(value) ? LLVMGetDebugLocColumn(value) : 0,
             "%s", message);
    free(file);
    return true;
}

void backend_set_source_position(struct visa_kernel *kernel,
                                 LLVMValueRef instruction)
{
    kernel->current_line = 0;
    kernel->current_column = 0;
    if (!instruction)
        return;
    if (!kernel->source_file) {
        kernel->source_file = position_file(instruction);
        if (!kernel->source_file)
            return;
    }
    kernel->current_line = LLVMGetDebugLocLine(instruction);
    kernel->current_column = LLVMGetDebugLocColumn(instruction);
}
