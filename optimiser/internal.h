/* internal.h - what the optimiser's files share.
 *
 * Internal to optimiser/; the rest of cmc sees only optimiser.h. */
#ifndef CMC_OPTIMISER_INTERNAL_H
#define CMC_OPTIMISER_INTERNAL_H

#include <stdbool.h>

#include <llvm-c/Types.h>

#include "optimiser/optimiser.h"

/* sweep.c: REWRITE (CONTEXT, an instruction) on every instruction of
 * every function of MODULE, each function swept again until a sweep
 * changes nothing; the rewrite returns whether it changed something, and
 * may erase the instruction it is given.  True when anything changed. */
typedef bool (*instruction_rewrite)(void *context, LLVMValueRef instruction);
bool optimiser_sweep_until_stable(LLVMModuleRef module,
                                  instruction_rewrite rewrite, void *context);

/* aggregates.c: the value an insertvalue chain put at member `index`,
 * or NULL. */
LLVMValueRef optimiser_inserted_member(LLVMValueRef aggregate, unsigned index);
/* aggregates.c: fold extractvalue of insertvalue, drop dead insertvalues
 * (what inlining leaves at -O0). */
void optimiser_fold_aggregates(LLVMModuleRef module);
/* aggregates.c: phis and selects of struct values become one per member
 * (then optimiser_fold_aggregates). */
void optimiser_split_aggregate_merges(LLVMModuleRef module);

/* returned_arguments.c: an extractvalue of a direct call's result member
 * that the internal callee always returns as its own argument j reads
 * the call's operand j; true when any did (then run deadargelim). */
bool optimiser_forward_returned_arguments(LLVMModuleRef module);

/* constant_regions.c: rdregion/wrregion of constants at constant
 * positions become the constant vectors they compute; true when any did. */
bool optimiser_fold_constant_regions(LLVMModuleRef module);

/* region_writes.c: a chain of region writes into a temporary that is then
 * written into a larger vector becomes writes into the larger vector
 * (what a matrix_ref passed to a function leaves); true when any did. */
bool optimiser_collapse_region_writes(LLVMModuleRef module);

/* masked_writes.c: arithmetic instcombine made of a SIMD control flow
 * write of the active channels (x + sext(EM), b + select(EM, a, 0)) is
 * a select of the EM again, which the backend runs under the hardware
 * execution mask.  Run after the last instcombine. */
void optimiser_restore_masked_writes(LLVMModuleRef module);

/* message_operands.c: a select on mask M that only messages predicated
 * by M read (and phis carrying it back to itself) is gone; the messages
 * read the selected value. */
void optimiser_read_active_channels(LLVMModuleRef module);

/* contraction.c: fadd/fsub of an fmul become llvm.fma where Intel's VC
 * would fuse them (doubles only when `fuse_double`); true when any did.
 * Run last: nothing may split them again. */
bool optimiser_contract_multiply_add(LLVMModuleRef module, bool fuse_double);

/* private_memory.c: `&x` of local variables.  Before the pipeline: the
 * frontend's pointer-access markers removed, accesses through a local
 * variable's address made accesses of the variable (the functions the
 * address reaches inlined first); *found says whether the module takes
 * any such address.  False after a located error. */
bool optimiser_resolve_local_addresses(LLVMModuleRef module,
                                       struct diagnostics *diags,
                                       bool *found);
/* After the pipeline (when *found): a local variable still in memory is a
 * located error (cmc has no private memory). */
bool optimiser_check_local_memory(LLVMModuleRef module,
                                  struct diagnostics *diags);

/* LLVM's new-pass-manager `pipeline` (text) on `module`; false after an
 * internal-error message when LLVM refuses it. */
bool optimiser_run_passes(LLVMModuleRef module, const char *pipeline,
                          struct diagnostics *diags);

#endif
