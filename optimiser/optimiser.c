/* optimiser.c - LLVM's new-pass-manager pipeline, chosen by -O.
 *
 * Takes a verified GenX LLVM IR module; guarantees it optimised and still
 * valid.  LLVM knows nothing of the genx intrinsics beyond their
 * attributes (the frontend marks the pure ones `memory(none)`), so the
 * standard pipelines are safe: they CSE and delete genx calls but never
 * reinterpret them. */
#include <llvm-c/Core.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "optimiser/internal.h"

static bool run_pipeline(LLVMModuleRef module, const char *pipeline,
                         struct diagnostics *diags)
{
    LLVMPassBuilderOptionsRef pass_options = LLVMCreatePassBuilderOptions();
    LLVMErrorRef error = LLVMRunPasses(module, pipeline, NULL, pass_options);
    LLVMDisposePassBuilderOptions(pass_options);
    if (!error)
        return true;
    char *message = LLVMGetErrorMessage(error);
    error_plain(diags, "internal compiler error: optimiser: %s", message);
    LLVMDisposeErrorMessage(message);
    return false;
}

bool optimise_module(LLVMModuleRef module, int level,
                     struct diagnostics *diags)
{
    /* Even at -O0 the backend needs SSA values, not the frontend's
     * allocas (sroa splits struct locals into their fields), and functions
     * marked alwaysinline (CM_INLINE, functions
     * taking surfaces: frontend/call.c) must be inlined. */
    const char *pipeline = level >= 2   ? "default<O2>"
                           : level == 1 ? "default<O1>"
                                        : "always-inline,sroa,mem2reg";
    if (!run_pipeline(module, pipeline, diags))
        return false;
    if (level == 0) {
        optimiser_fold_aggregates(module);
        return true;
    }
    /* What LLVM cannot fold: the genx region intrinsics.  The constants
     * they become may let instcombine fold the arithmetic on them, which
     * may make more regions constant; a few rounds reach the fixpoint in
     * practice, and stopping early only leaves foldable code. */
    for (int round = 0; round < 4; round++)
        if (!optimiser_fold_constant_regions(module) ||
            !run_pipeline(module, "instcombine", diags))
            break;
    return diags->error_count == 0;
}
