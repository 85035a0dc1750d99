/* harness.h - what cmc's libFuzzer targets share (fuzz/).
 *
 * Each target is one file defining LLVMFuzzerTestOneInput over one reader
 * of untrusted input: cmrun's vISA text reader (visaasm.c), the .isa
 * readers of cmrun and of cmc --dump-isa (isa.c), and cmc's whole
 * pipeline in-process on CM source (cm.c) and on LLVM IR (ll.c).  A
 * target returns normally for every input; a crash, a sanitizer report, a
 * leak or a hang is a finding (doc/fuzzing.md). */
#ifndef CMC_FUZZ_HARNESS_H
#define CMC_FUZZ_HARNESS_H

#include <stddef.h>
#include <stdint.h>

/* DATA as a NUL-terminated string (owned by the caller; free it). */
char *fuzz_text(const uint8_t *data, size_t size);

/* Write DATA to the file "input" SUFFIX in this process's scratch
 * directory (under $TMPDIR, removed at exit) and return its path (valid
 * for the process's life; each call with SUFFIX rewrites the file). */
const char *fuzz_write_input(const uint8_t *data, size_t size,
                             const char *suffix);

/* The path of a file called NAME in the scratch directory (valid for the
 * process's life). */
const char *fuzz_output_path(const char *name);

/* A hang is an input that takes more than FUZZ_CPU_BUDGET_SECONDS of CPU
 * time: each target brackets its work with these two calls, and an input
 * over budget traps (a crash libFuzzer reports, with the stack where it
 * was).  CPU time, not libFuzzer's wall-clock -timeout, so that a run
 * sharing a loaded machine at a low priority finds hangs, not waits. */
enum { FUZZ_CPU_BUDGET_SECONDS = 10 };
void fuzz_cpu_budget_begin(void);
void fuzz_cpu_budget_end(void);

#endif
