/* optimiser.c - LLVM's new-pass-manager pipeline, chosen by -O.
 *
 * Takes a verified GenX LLVM IR module; guarantees it optimised and still
 * valid.  LLVM knows nothing of the genx intrinsics beyond their
 * attributes (the frontend marks the pure ones `memory(none)`), so the
 * standard pipelines are safe: they CSE and delete genx calls but never
 * reinterpret them. */
#include <pthread.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Support.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "optimiser/internal.h"

/* ---- LLVM's options ------------------------------------------------------- */

/* `#pragma unroll` (llvm.loop.unroll.full) of a loop of 100,000 iterations
 * made LLVM unroll for minutes.  LLVM's own limit on the iterations of a
 * pragma's full unrolling is lowered to FULL_UNROLL_MAX_ITERATIONS
 * (support.h); the loop then stays a loop, and the user gets a warning.
 *
 * InstCombine does not sink an instruction into the successor block of
 * its only user.  In SIMD control flow every block runs (under a mask),
 * so sinking saves no work, and it moved a chain of region writes to
 * the kernel's end (image_adjust's `out.row(row) = result`, eight rows
 * written after the last one): every row's result stayed live to the
 * end and could not share a register with the next row's, costing a
 * copy per row (doc/codegen-vs-vc.md). */

/* LLVM's options are process-wide and may be set only once. */
static void set_llvm_options(void)
{
    char limit[64];
    snprintf(limit, sizeof limit, "-pragma-unroll-full-max-iterations=%d",
             FULL_UNROLL_MAX_ITERATIONS);
    const char *arguments[] = {"cmc", limit, "-instcombine-code-sinking=0"};
    LLVMParseCommandLineOptions(3, arguments, NULL);
}

/* Whether `branch` is the back edge of a loop marked cmc.unroll.full. */
static bool asks_full_unroll(LLVMContextRef context, LLVMValueRef branch)
{
    LLVMValueRef loop = LLVMGetMetadata(
        branch, LLVMGetMDKindIDInContext(context, "llvm.loop", 9));
    if (!loop)
        return false;
    unsigned count = LLVMGetMDNodeNumOperands(loop);
    LLVMValueRef operands[16];
    if (count > 16)
        count = 16;
    LLVMGetMDNodeOperands(loop, operands);
    for (unsigned i = 1; i < count; i++) {
        if (!operands[i] || !LLVMIsAMDNode(operands[i]) ||
            LLVMGetMDNodeNumOperands(operands[i]) < 1)
            continue;
        LLVMValueRef hint[4];
        if (LLVMGetMDNodeNumOperands(operands[i]) > 4)
            continue;
        LLVMGetMDNodeOperands(operands[i], hint);
        unsigned length = 0;
        const char *name = hint[0] ? LLVMGetMDString(hint[0], &length) : NULL;
        if (name && length == 15 && strncmp(name, "cmc.unroll.full", 15) == 0)
            return true;
    }
    return false;
}

/* A loop still marked for full unrolling (frontend/jumps.c) after the
 * pipeline was not fully unrolled: warn at its back edge's line. */
static void warn_loops_not_unrolled(LLVMModuleRef module,
                                    struct diagnostics *diags)
{
    LLVMContextRef context = LLVMGetModuleContext(module);
    for (LLVMValueRef function = LLVMGetFirstFunction(module); function;
         function = LLVMGetNextFunction(function))
        for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function);
             block; block = LLVMGetNextBasicBlock(block)) {
            LLVMValueRef branch = LLVMGetBasicBlockTerminator(block);
            if (!branch || !asks_full_unroll(context, branch))
                continue;
            unsigned line = LLVMGetDebugLocLine(branch);
            unsigned column = LLVMGetDebugLocColumn(branch);
            unsigned length = 0;
            const char *file =
                line ? LLVMGetDebugLocFilename(branch, &length) : NULL;
            char path[1024];
            snprintf(path, sizeof path, "%.*s", (int)length, file ? file : "");
            const char *message =
                "#pragma unroll: loop not fully unrolled (that needs a trip "
                "count known at compile time, of at most %d)";
            if (file)
                warning_at(diags, path, line, column, message,
                           FULL_UNROLL_MAX_ITERATIONS);
            else
                warning_plain(diags, message, FULL_UNROLL_MAX_ITERATIONS);
        }
}

bool optimiser_run_passes(LLVMModuleRef module, const char *pipeline,
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

/* What LLVM's pipeline leaves for cmc's own rewrites at -O1 and -O2. */
static bool finish_optimised(LLVMModuleRef module, struct diagnostics *diags)
{
    /* A read-only reference parameter's member of a result is then dead,
     * and deadargelim drops it; instcombine folds the callers' rebuilt
     * results and what the forwarded values make constant. */
    if (optimiser_forward_returned_arguments(module) &&
        !optimiser_run_passes(module,
                              "deadargelim,instcombine<no-verify-fixpoint>",
                              diags))
        return false;
    /* What LLVM cannot fold: the genx region intrinsics.  The constants
     * they become may let instcombine fold the arithmetic on them, which
     * may make more regions constant; a few rounds reach the fixpoint in
     * practice, and stopping early only leaves foldable code. */
    optimiser_collapse_region_writes(module);
    for (int round = 0; round < 4; round++)
        if (!optimiser_fold_constant_regions(module) ||
            !optimiser_run_passes(module, "instcombine<no-verify-fixpoint>",
                                  diags))
            break;
    optimiser_split_aggregate_merges(module);
    optimiser_restore_masked_writes(module);
    return diags->error_count == 0;
}

bool optimise_module(LLVMModuleRef module,
                     const struct optimiser_settings *settings,
                     struct diagnostics *diags)
{
    int level = settings->level;
    /* Even at -O0 the backend needs SSA values, not the frontend's
     * allocas (sroa splits struct locals into their fields), and functions
     * marked alwaysinline (CM_INLINE, functions
     * taking surfaces: frontend/call.c) must be inlined. */
    const char *pipeline = level >= 2   ? "default<O2>"
                           : level == 1 ? "default<O1>"
                                        : "always-inline,sroa,mem2reg";
    static pthread_once_t options_set = PTHREAD_ONCE_INIT;
    pthread_once(&options_set, set_llvm_options);
    bool local_addresses = false;
    if (!optimiser_resolve_local_addresses(module, diags, &local_addresses))
        return false;
    if (!optimiser_run_passes(module, pipeline, diags))
        return false;
    if (local_addresses && !optimiser_check_local_memory(module, diags))
        return false;
    if (level > 0)
        warn_loops_not_unrolled(module, diags);
    if (level == 0) {
        optimiser_fold_aggregates(module);
        optimiser_split_aggregate_merges(module);
    } else if (!finish_optimised(module, diags)) {
        return false;
    }
    optimiser_read_active_channels(module);
    /* At every level, as Intel's VC fuses at every level: the same kernel
     * computes the same bits at -O0 and -O2. */
    if (settings->contract)
        optimiser_contract_multiply_add(module, settings->contract_double);
    return true;
}
