/* cmabi.h - the CMABI pass: makes a module fit the GenX calling rules.
 *
 * Takes the frontend's module; guarantees a module with no global
 * variables, where every subroutine receives and returns what it used to
 * reach through globals or by-reference arguments.  The GenX backend cannot
 * represent memory other than registers, so this must run before it. */
#ifndef CMC_CMABI_H
#define CMC_CMABI_H

#include <stdbool.h>

#include <llvm-c/Types.h>

#include "support/support.h"

/* Run the pass over `module`.  Returns false after reporting errors. */
bool cmabi_run(LLVMModuleRef module, struct diagnostics *diags);

#endif
