/* optimiser.h - LLVM's own optimiser, run between CMABI and the backend.
 *
 * Takes a verified GenX LLVM IR module; guarantees the same module,
 * optimised at the requested level (0, 1 or 2), still following the GenX
 * IR rules (genx intrinsics and `genx.kernels` metadata survive). */
#ifndef CMC_OPTIMISER_H
#define CMC_OPTIMISER_H

#include <stdbool.h>

#include <llvm-c/Types.h>

#include "support/support.h"

bool optimise_module(LLVMModuleRef module, int level,
                     struct diagnostics *diags);

#endif
