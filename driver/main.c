/* main.c - the entry point of cmc: parse the command line, run the
 * pipeline, turn the outcome into an exit status (0 success, 1 errors in
 * the input, 2 bad usage). */
#include "driver/driver.h"

int main(int argc, char **argv)
{
    struct options options;
    enum parse_result parsed = parse_options(argc, argv, &options);
    if (parsed == PARSE_EXIT_SUCCESS)
        return 0;
    if (parsed == PARSE_USAGE_ERROR)
        return 2;
    int status = options.information != INFORMATION_NONE
                     ? print_information(&options, argv[0])
                 : options.dump_isa || options.compare_isa_with
                     ? run_isa_tool(&options)
                     : run_compilations(&options, argv[0]);
    options_free(&options);
    return status;
}
