/* isa.c - libFuzzer target: the two readers of vISA binaries.
 *
 * cmrun's (cmrun_isa_to_text, then cmrun_parse on the text it renders)
 * and cmc's --dump-isa (run_isa_tool, through a file as on the command
 * line; its listing goes to stdout: run with -close_fd_mask=3).  Both
 * must report a malformed file, never read past it. */
#include <stdlib.h>

#include "cmrun/cmrun.h"
#include "driver/driver.h"
#include "fuzz/harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_cpu_budget_begin();
    char *text = cmrun_isa_to_text(data, size, "input.isa", 32);
    if (text)
        cmrun_kernel_free(cmrun_parse(text, "input.isa", 32));
    free(text);

    struct options options = {
        .input_path = fuzz_write_input(data, size, ".isa"),
        .platform = platform_default(),
        .dump_isa = true,
    };
    run_isa_tool(&options);
    fuzz_cpu_budget_end();
    return 0;
}
