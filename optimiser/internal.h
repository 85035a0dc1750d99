/* internal.h - what the optimiser's files share.
 *
 * Internal to optimiser/; the rest of cmc sees only optimiser.h. */
#ifndef CMC_OPTIMISER_INTERNAL_H
#define CMC_OPTIMISER_INTERNAL_H

#include <stdbool.h>

#include <llvm-c/Types.h>

#include "optimiser/optimiser.h"

/* aggregates.c: fold extractvalue of insertvalue, drop dead insertvalues
 * (what inlining leaves at -O0). */
void optimiser_fold_aggregates(LLVMModuleRef module);

/* constant_regions.c: rdregion/wrregion of constants at constant
 * positions become the constant vectors they compute; true when any did. */
bool optimiser_fold_constant_regions(LLVMModuleRef module);

/* masked_writes.c: arithmetic instcombine made of a SIMD control flow
 * write of the active channels (x + sext(EM), b + select(EM, a, 0)) is
 * a select of the EM again, which the backend runs under the hardware
 * execution mask.  Run after the last instcombine. */
void optimiser_restore_masked_writes(LLVMModuleRef module);

#endif
