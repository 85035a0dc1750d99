/* optimiser.h - LLVM's own optimiser, run between CMABI and the backend.
 *
 * Takes a verified GenX LLVM IR module; guarantees the same module,
 * optimised at the requested level (0, 1 or 2), float multiply-adds fused
 * as the settings ask, still following the GenX IR rules (genx intrinsics
 * and `genx.kernels` metadata survive). */
#ifndef CMC_OPTIMISER_H
#define CMC_OPTIMISER_H

#include <stdbool.h>

#include <llvm-c/Types.h>

#include "support/support.h"

/* What the driver chose for the optimiser. */
struct optimiser_settings {
    int level;              /* -O: 0, 1 or 2 */
    bool contract;          /* fuse float multiply-adds (-ffp-contract=on,
                               the default; contraction.c) */
    bool contract_double;   /* doubles too: the platform has df `mad` */
};

bool optimise_module(LLVMModuleRef module,
                     const struct optimiser_settings *settings,
                     struct diagnostics *diags);

#endif
