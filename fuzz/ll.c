/* ll.c - libFuzzer target: cmc's pipeline on GenX LLVM IR (a .ll input,
 * which skips the frontend): the IR reader, CMABI, the optimiser and the
 * backend must reject what they cannot compile, never crash. */
#include "fuzz/harness.h"
#include "fuzz/pipeline.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_cpu_budget_begin();
    fuzz_compile(data, size, ".ll");
    fuzz_cpu_budget_end();
    return 0;
}
