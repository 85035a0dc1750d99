/* internal.h - what the optimiser's files share.
 *
 * Internal to optimiser/; the rest of cmc sees only optimiser.h. */
#ifndef CMC_OPTIMISER_INTERNAL_H
#define CMC_OPTIMISER_INTERNAL_H

#include <llvm-c/Types.h>

#include "optimiser/optimiser.h"

/* aggregates.c: fold extractvalue of insertvalue, drop dead insertvalues
 * (what inlining leaves at -O0). */
void optimiser_fold_aggregates(LLVMModuleRef module);

#endif
