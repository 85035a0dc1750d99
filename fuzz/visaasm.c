/* visaasm.c - libFuzzer target: cmrun's vISA text reader (cmrun_parse).
 *
 * Every input must be either a kernel or "FILE:LINE: error: ..." (which
 * goes to stderr; run with -close_fd_mask=2 to keep the log short), never
 * a crash, an out-of-bounds read or a leak.  Parsed for the GRF size of
 * TGLLP (32 bytes) for even sizes, of DG2 (64) for odd ones, as the
 * pipeline targets choose the platform. */
#include <stdlib.h>

#include "cmrun/cmrun.h"
#include "fuzz/harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_cpu_budget_begin();
    char *text = fuzz_text(data, size);
    cmrun_kernel_free(cmrun_parse(text, "input.visaasm", size % 2 ? 64 : 32));
    free(text);
    fuzz_cpu_budget_end();
    return 0;
}
