/* cmabi.c - the CMABI pass.
 *
 * Takes the frontend's module; guarantees that no global variable is left
 * for the backend, which can only represent registers.  Intel's CMABI
 * passes each global into and out of the subroutines that use it; until
 * cmc does the same, a global is reported at the user's declaration
 * (the frontend attaches its source position as `cmc.location` metadata),
 * never silently miscompiled. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "cmabi/cmabi.h"

/* The frontend records where a global was declared as a metadata node
 * !{!"file", i32 line, i32 column} named "cmc.location". */
static void report_global(LLVMModuleRef module, LLVMValueRef global,
                          struct diagnostics *diags)
{
    size_t name_length;
    const char *name = LLVMGetValueName2(global, &name_length);
    LLVMValueRef location = NULL;
    unsigned kind = LLVMGetMDKindID("cmc.location", 12);
    if (LLVMIsAGlobalVariable(global)) {
        size_t count;
        LLVMValueMetadataEntry *entries =
            LLVMGlobalCopyAllMetadata(global, &count);
        for (size_t i = 0; i < count; i++)
            if (LLVMValueMetadataEntriesGetKind(entries, (unsigned)i) == kind)
                location = LLVMMetadataAsValue(
                    LLVMGetModuleContext(module),
                    LLVMValueMetadataEntriesGetMetadata(entries, (unsigned)i));
        LLVMDisposeValueMetadataEntries(entries);
    }
    if (location && LLVMGetMDNodeNumOperands(location) == 3) {
        LLVMValueRef operands[3];
        LLVMGetMDNodeOperands(location, operands);
        unsigned length;
        const char *file = LLVMGetMDString(operands[0], &length);
        error_at(diags, file, (unsigned)LLVMConstIntGetZExtValue(operands[1]),
                 (unsigned)LLVMConstIntGetZExtValue(operands[2]),
                 "global variable '%.*s' is not supported yet",
                 (int)name_length, name);
    } else {
        error_plain(diags, "global variable '%.*s' is not supported yet",
                    (int)name_length, name);
    }
}

bool cmabi_run(LLVMModuleRef module, struct diagnostics *diags)
{
    int errors_before = diags->error_count;
    for (LLVMValueRef global = LLVMGetFirstGlobal(module); global;
         global = LLVMGetNextGlobal(global))
        report_global(module, global, diags);
    return diags->error_count == errors_before;
}
