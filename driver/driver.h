/* driver.h - the cmc program's own interfaces: command-line options and
 * the pipeline that runs the stages in order.
 *
 * Internal to driver/; no stage includes it. */
#ifndef CMC_DRIVER_H
#define CMC_DRIVER_H

#include <stdbool.h>

#include "support/support.h"

/* What the user asked for on the command line. */
struct options {
    const char *input_path;
    const char *output_path;       /* -o; NULL: derived from the input */
    const struct platform *platform;
    int optimisation_level;        /* 0, 1 or 2 */
    bool assembly_only;            /* -S */
    bool emit_llvm;                /* -emit-llvm */
    bool emit_llvm_before_cmabi;   /* -emit-llvm-before-cmabi */
    bool syntax_only;              /* -fsyntax-only */
    bool debug_locations;          /* -g: keep them in -emit-llvm output */
    bool verbose;                  /* -v */
    bool dump_isa;                 /* --dump-isa: print input_path (.isa) */
    const char *compare_isa_with;  /* --compare-isa FILE: GenX_IR's .isa */
    const char **clang_arguments;  /* -I, -D, -U, -W..., to libclang */
    int clang_argument_count;
    struct diagnostic_settings diagnostics; /* -fdiagnostics-*, -W, -w */
    const char **disabled_warnings;         /* its -Wno-NAME list */
};

/* What option parsing decided. */
enum parse_result { PARSE_COMPILE, PARSE_EXIT_SUCCESS, PARSE_USAGE_ERROR };

/* Parse argv into `options`.  Prints --help/--version text and usage errors
 * itself. */
enum parse_result parse_options(int argc, char **argv, struct options *options);
void options_free(struct options *options);

/* Run the whole compilation; returns the process exit status (0 or 1). */
int run_pipeline(const struct options *options, const char *argv0);

/* --dump-isa and --compare-isa (isa_tools.c); exit status 0 or 1. */
int run_isa_tool(const struct options *options);

#endif
