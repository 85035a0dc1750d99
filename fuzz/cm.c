/* cm.c - libFuzzer target: cmc's CM pipeline in-process (frontend,
 * CMABI, optimiser, backend) on a CM source file.
 *
 * Every input must compile or be reported as errors, never crash, hang,
 * leak or trip a sanitizer.  That what compiles also finalizes is
 * checked over the corpus afterwards (fuzz/finalize-corpus.sh), since
 * GenX_IR is a separate program. */
#include "fuzz/harness.h"
#include "fuzz/pipeline.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_cpu_budget_begin();
    fuzz_compile(data, size, ".cpp");
    fuzz_cpu_budget_end();
    return 0;
}
