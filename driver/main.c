/* main.c - the entry point of cmc: parse the command line, run the
 * pipeline, turn the outcome into an exit status (0 success, 1 errors in
 * the input, 2 bad usage).
 *
 * The work runs on a thread with a large stack (COMPILE_STACK_BYTES, as
 * the -j threads of jobs.c), and libclang is told to parse on the calling
 * thread (LIBCLANG_NOTHREADS) instead of its own of 8 MiB: clang's
 * semantic checks and cmc's AST walk recurse once per operator of an
 * expression, and an expression of 100,000 terms overflowed the default
 * stacks. */
#include <pthread.h>
#include <stdlib.h>

#include "driver/driver.h"

struct run {
    int argc;
    char **argv;
    int status;
};

static void *run_cmc(void *data)
{
    struct run *run = data;
    struct options options;
    enum parse_result parsed = parse_options(run->argc, run->argv, &options);
    if (parsed == PARSE_EXIT_SUCCESS) {
        run->status = 0;
        return NULL;
    }
    if (parsed == PARSE_USAGE_ERROR) {
        run->status = 2;
        return NULL;
    }
    run->status = options.information != INFORMATION_NONE
                      ? print_information(&options, run->argv[0])
                  : options.dump_isa || options.compare_isa_with
                      ? run_isa_tool(&options)
                      : run_compilations(&options, run->argv[0]);
    options_free(&options);
    return NULL;
}

int main(int argc, char **argv)
{
    struct run run = {argc, argv, 1};
    setenv("LIBCLANG_NOTHREADS", "1", 1);
    pthread_attr_t attributes;
    pthread_t thread;
    if (pthread_attr_init(&attributes) == 0 &&
        pthread_attr_setstacksize(&attributes, COMPILE_STACK_BYTES) == 0 &&
        pthread_create(&thread, &attributes, run_cmc, &run) == 0) {
        pthread_join(thread, NULL);
    } else {
        /* No large stack to be had: compile on this one. */
        run_cmc(&run);
    }
    pthread_attr_destroy(&attributes);
    return run.status;
}
