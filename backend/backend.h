/* backend.h - the GenX backend: GenX LLVM IR in, vISA out.
 *
 * Takes a module that follows the GenX LLVM IR rules (doc/design.md, "The
 * IR contract"): kernels are dllexport functions listed in the
 * `genx.kernels` named metadata, subroutines are internal functions, no
 * global variables remain (the CMABI pass removed them).  Guarantees a vISA
 * program (one vISA kernel per CM kernel) that Intel's finalizer accepts
 * for the chosen platform, or errors reported through `diags`.
 *
 * The in-memory vISA program is the single source for every writer (text
 * `.visaasm` today, binary `.isa` later), so that they cannot disagree. */
#ifndef CMC_BACKEND_H
#define CMC_BACKEND_H

#include <stdbool.h>
#include <stdio.h>

#include <llvm-c/Types.h>

#include "support/support.h"

struct backend_options {
    const struct platform *platform;
};

/* Opaque: the vISA kernels of one compilation. */
struct visa_program;

/* Compile every kernel in `module`.  Returns NULL after reporting errors. */
struct visa_program *backend_compile(LLVMModuleRef module,
                                     const struct backend_options *options,
                                     struct diagnostics *diags);

/* Number of kernels and their names (in `genx.kernels` order). */
int visa_program_kernel_count(const struct visa_program *program);
const char *visa_program_kernel_name(const struct visa_program *program,
                                     int index);

/* Write kernel `index` as vISA assembly text (version 4.1). */
bool visa_write_text(const struct visa_program *program, int index,
                     FILE *stream);

/* Write every kernel of the program into one vISA assembly text. */
bool visa_write_program_text(const struct visa_program *program,
                             FILE *stream);

void visa_program_free(struct visa_program *program);

#endif
