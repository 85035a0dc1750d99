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

#endif
