/* pipeline.h - run cmc's pipeline in-process on one fuzz input (fuzz/).
 *
 * Shared by the CM (cm.c) and LLVM IR (ll.c) targets: the input goes
 * through run_pipeline exactly as `cmc -S FILE -o OUT` would take it, for
 * TGLLP or DG2 (by the input's size, so both are covered without running
 * every input twice). */
#ifndef CMC_FUZZ_PIPELINE_H
#define CMC_FUZZ_PIPELINE_H

#include <stddef.h>
#include <stdint.h>

/* Compile DATA as a file ending in SUFFIX (".cpp" or ".ll"); returns
 * cmc's exit status. */
int fuzz_compile(const uint8_t *data, size_t size, const char *suffix);

#endif
