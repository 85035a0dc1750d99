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
#include <stddef.h>
#include <stdio.h>

#include <llvm-c/Types.h>

#include "support/support.h"

struct backend_options {
    const struct platform *platform;
};

/* Opaque: the vISA kernels of one compilation. */
struct visa_program;

/* region_bounds.c: false after located errors when a constant rdregion or
 * wrregion reaches outside its vector (an index out of bounds that only
 * unrolling or folding made constant).  backend_compile runs it first;
 * the driver also runs it on an optimised copy of the module whose
 * region starts are kept at full width (genx_add_full_width_offsets), so
 * that a start beyond 16 bits is found before it wraps. */
bool backend_check_region_bounds(LLVMModuleRef module,
                                 struct diagnostics *diags);

/* Compile every kernel in `module`.  Returns NULL after reporting errors. */
struct visa_program *backend_compile(LLVMModuleRef module,
                                     const struct backend_options *options,
                                     struct diagnostics *diags);

/* Number of kernels and their names (in `genx.kernels` order). */
int visa_program_kernel_count(const struct visa_program *program);
const char *visa_program_kernel_name(const struct visa_program *program,
                                     int index);

/* Whether every instruction of the program has a vISA text form GenX_IR
 * reads.  The video analytics (VA, VA_SKL_PLUS) and AVS's 8x4 and 4x4
 * modes have none in GenX_IR 1.0.12504 (its CISA.y, CISA.l), only a
 * binary form: for a program that has them this reports one error, at
 * the first one's source position, naming `what` (the text output asked
 * for), and returns false. */
bool visa_program_check_text(const struct visa_program *program,
                             const char *what, struct diagnostics *diags);

/* Write kernel `index` as vISA assembly text (version 4.1); false (and
 * nothing valid written) for a program visa_program_check_text rejects. */
bool visa_write_text(const struct visa_program *program, int index,
                     FILE *stream);

/* Write every kernel of the program into one vISA assembly text. */
bool visa_write_program_text(const struct visa_program *program,
                             FILE *stream);

/* Write every kernel as one vISA 4.1 binary (.isa).  Reports an internal
 * error (and returns false) for an instruction it cannot encode. */
bool visa_write_binary(const struct visa_program *program, FILE *stream,
                       struct diagnostics *diags);

/* Print the .isa file held in `bytes` in readable form.  Malformed or
 * truncated input is reported through `diags` (returns false), never read
 * out of bounds. */
bool visa_binary_dump(const unsigned char *bytes, size_t size,
                      const char *file_name, FILE *stream,
                      struct diagnostics *diags);

/* Compare cmc's .isa (`ours`) with the one GenX_IR wrote from the same
 * .visaasm (`theirs`), allowing only the documented differences of
 * doc/design.md ("The vISA binary").  Prints the first difference, decoded,
 * to `stream`; returns true when there is none. */
bool visa_binary_compare(const unsigned char *ours, size_t our_size,
                         const unsigned char *theirs, size_t their_size,
                         FILE *stream, struct diagnostics *diags);

void visa_program_free(struct visa_program *program);

#endif
