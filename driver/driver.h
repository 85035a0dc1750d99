/* driver.h - the cmc program's own interfaces: command-line options and
 * the pipeline that runs the stages in order.
 *
 * Internal to driver/; no stage includes it. */
#ifndef CMC_DRIVER_H
#define CMC_DRIVER_H

#include <stdbool.h>

#include <llvm-c/Types.h>

#include "support/support.h"

/* -M, -MM, -MD, -MMD, -MF, -MT, -MQ, -MP, -MG: make rules naming the
 * files a compilation read, as GCC writes them. */
struct dependency_options {
    bool only;                /* -M, -MM: write the rule, compile nothing */
    bool with_compile;        /* -MD, -MMD: write it beside the output */
    bool user_headers_only;   /* -MM, -MMD: not cm.h's or system headers */
    bool phony_targets;       /* -MP */
    bool missing_generated;   /* -MG: a missing header is to be generated */
    const char *file;         /* -MF; NULL: derived (see the manual) */
    const char **targets;     /* -MT (as given) and -MQ (quoted) */
    bool *target_quoted;
    int target_count;
};

/* Intel's options that run the finalizer, GenX_IR, on each kernel
 * (finalizer.c). */
struct finalizer_options {
    bool run;                 /* any of them was given */
    bool dump_asm;            /* -mdump_asm: keep NAME.visaasm, NAME.asm */
    bool old_asm_names;       /* -mCM_old_asm_name: NAME is STEM_N */
    bool keep_report;         /* -Qxcm_opt_report: keep NAME_optreport.txt */
    bool print_arguments;     /* -mCM_printfargs */
    const char **arguments;   /* -printasmcount, ..., -mCM_jit_option's */
    int argument_count;
};

/* What to print instead of compiling (info.c). */
enum information {
    INFORMATION_NONE,
    INFORMATION_VERSION,      /* --version */
    INFORMATION_SEARCH_DIRS,  /* -print-search-dirs */
    INFORMATION_FILE_NAME,    /* -print-file-name=NAME */
    INFORMATION_PRECOMPILE,   /* --precompile-cm-h=DIR (make, install) */
};

/* What the user asked for on the command line. */
struct options {
    const char *input_path;        /* the input being compiled */
    const char **input_paths;      /* every input, in order */
    int input_count;
    int jobs;                      /* -j N: compilations at once (>= 1) */
    enum information information;
    const char *file_name;         /* NAME of -print-file-name=, DIR of
                                      --precompile-cm-h= */
    const char *output_path;       /* -o; NULL: derived from the input */
    const struct platform *platform;
    int optimisation_level;        /* 0, 1 or 2 */
    bool no_float_contraction;     /* -ffp-contract=off: no fused
                                      multiply-adds (default: on) */
    bool assembly_only;            /* -S */
    bool emit_llvm;                /* -emit-llvm */
    bool emit_llvm_before_cmabi;   /* -emit-llvm-before-cmabi */
    bool emit_mlir;                /* -emit-mlir(-before-cmabi): the IR
                                      as LLVM-dialect MLIR text */
    bool emit_spirv;               /* -emit-spirv: SPIR-V for IGC's
                                      VectorCompiler (<stem>.spv) */
    bool syntax_only;              /* -fsyntax-only */
    bool debug_locations;          /* -g: keep them in -emit-llvm output */
    bool verbose;                  /* -v */
    bool dump_isa;                 /* --dump-isa: print input_path (.isa) */
    const char *compare_isa_with;  /* --compare-isa FILE: GenX_IR's .isa */
    const char **clang_arguments;  /* -I, -D, -U, -W..., to libclang */
    int clang_argument_count;
    struct diagnostic_settings diagnostics; /* -fdiagnostics-*, -W, -w */
    const char **disabled_warnings;         /* its -Wno-NAME list */
    const char **error_rules;               /* its -W[no-]error=NAME list */
    struct dependency_options dependencies;
    int revision_id;               /* -Qxcm_revid=N; -1: not given */
    const char *stepping;          /* -Qxcm_stepping; NULL: not given */
    const char **ignored_options;  /* Intel's options cmc ignores, to */
    int ignored_option_count;      /* warn of once all are parsed */
    struct finalizer_options finalizer;
    bool no_llvm_passes;           /* -Xclang -disable-llvm-passes */
    bool print_commands;           /* -###: print, run nothing */
    const char *cm_header_pch;     /* no option: the fuzz harness's
                                      precompiled cm.h (frontend.h) */
    bool no_precompiled_cm_header; /* -fno-precompiled-cm-h */
};

/* What option parsing decided. */
enum parse_result { PARSE_COMPILE, PARSE_EXIT_SUCCESS, PARSE_USAGE_ERROR };

/* Parse argv into `options`.  Prints --help/--version text and usage errors
 * itself. */
enum parse_result parse_options(int argc, char **argv, struct options *options);
void options_free(struct options *options);

/* One of Intel's cmc's options at argv[*index] (intel_options.c): 1 when
 * it was one (taking its value, if separate), 0 when it was not, -1 after
 * an error. */
int parse_intel_option(int argc, char **argv, int *index,
                       struct options *options);
/* After the whole command line: the checks that need all of it, and the
 * warnings for the Intel options cmc ignores; false after an error. */
bool finish_intel_options(struct options *options);

/* -###: each input's compilation as a cmc command of its own, and the
 * finalizer's command when it runs, quoted, on stderr (intel_options.c). */
void print_commands(int argc, char **argv, const struct options *options);

/* Run GenX_IR on every kernel of `program` as options->finalizer asks,
 * keeping its files beside `output_path`; false after an error. */
struct visa_program;
bool run_finalizer(const struct options *options,
                   const struct visa_program *program,
                   const char *output_path, struct diagnostics *diags);

/* Compile options->input_path; returns the process exit status (0 or 1).
 * Diagnostics go to `diagnostic_stream`. */
/* llvm_ir_reader.c: the LLVM IR text at `path`, read into `context` and
 * verified; NULL, after one error, when it is not valid (or bitcode). */
LLVMModuleRef read_llvm_ir(const char *path, LLVMContextRef context,
                           struct diagnostics *diags);

int run_pipeline(const struct options *options, const char *argv0,
                 FILE *diagnostic_stream);

/* Compile every input, each to its own output, -j at a time, each one's
 * diagnostics printed together and in input order (jobs.c); returns 0
 * when all succeeded, else 1. */
int run_compilations(const struct options *options, const char *argv0);

/* The directory of the running executable, as /proc says or as argv0
 * does (info.c). */
void program_directory(const char *argv0, char *directory, size_t size);

/* The directory holding cmc's cm/cm.h (to free, a canonical path), or
 * NULL. */
char *find_include_dir(const char *argv0);

/* cm.h precompiled per platform (precompiled_cm_header.c).  Whether the
 * command line lets a compilation use it (nothing that changes cm.h's
 * meaning or needs its headers listed); the PCH for `include_dir` and
 * `platform` (to free), NULL when there is none; and
 * --precompile-cm-h=DIR -march=P -o FILE, returning the exit status. */
bool precompiled_cm_header_allowed(const struct options *options);
char *precompiled_cm_header_path(const char *include_dir,
                                 const struct platform *platform);
int precompile_cm_header(const struct options *options);

/* --version, -print-search-dirs, -print-file-name= (info.c); returns the
 * exit status. */
int print_information(const struct options *options, const char *argv0);

/* The make rule `targets: dependencies` in GCC's layout (lines wrapped
 * before column 72, file names quoted for make, with -MP a phony rule for
 * each header), appended to `rule`.  `default_target` is used when no
 * -MT/-MQ was given. */
struct dependency_list;
void format_dependency_rule(struct string_buffer *rule,
                            const struct dependency_options *options,
                            const struct dependency_list *files,
                            const char *default_target);

/* The stack of every thread that compiles (main.c, jobs.c): libclang
 * parses on it (LIBCLANG_NOTHREADS), and clang and the frontend recurse
 * once per level of an expression.  Reserved, not committed, memory. */
enum { COMPILE_STACK_BYTES = 1 << 30 };

/* Whether `path` is a regular file cmc may read (files.c); false after a
 * "cmc: error:" saying why not. */
bool check_input_file(const char *path, struct diagnostics *diags);

/* An output being written (files.c): to a temporary beside the file it
 * will replace, or directly to a device, FIFO or standard output. */
struct output_file {
    char *final_path;     /* NULL when direct */
    char *temporary_path; /* NULL when direct */
    FILE *stream;
    bool is_direct;
};

/* Open `path` ("-": standard output) for writing; false after an error. */
bool output_open(struct output_file *output, const char *path,
                 struct diagnostics *diags);
/* Finish it: the temporary is renamed into place when `keep` (and written
 * completely), else removed.  Returns whether the output is complete. */
bool output_close(struct output_file *output, bool keep,
                  struct diagnostics *diags);
/* False after "input file '...' is the same as output file" when -o names
 * the input (GCC's error). */
bool check_output_is_not_input(const char *input_path, const char *output_path,
                               struct diagnostics *diags);

/* --dump-isa and --compare-isa (isa_tools.c); exit status 0 or 1. */
int run_isa_tool(const struct options *options);

#endif
