/* options.c - the command line, GCC style.
 *
 * Takes argv; guarantees a filled `struct options` or a usage message on
 * stderr.  Options follow GCC's spelling (-S, -o, -O2, -I, -D, -U, -march=,
 * -fsyntax-only, -v) so that cmc drops into existing build systems. */
#include <stdlib.h>
#include <string.h>

#include "driver/driver.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0.1"
#endif

/* -j's limit: more threads than this only add memory. */
enum { MAX_JOBS = 64 };

static const char help_text[] =
    "Usage: cmc [options] file.cpp...\n"
    "\n"
    "Compile a CM (C for Metal) kernel to vISA.\n"
    "\n"
    "Options:\n"
    "  -S                 write vISA assembly (<stem>.visaasm) instead of\n"
    "                     the vISA binary (<stem>.isa)\n"
    "  -emit-llvm         write LLVM IR after optimisation\n"
    "                     (bitcode <stem>.bc; with -S, text <stem>.ll)\n"
    "  -emit-llvm-before-cmabi\n"
    "                     like -emit-llvm, but the frontend's IR before\n"
    "                     the CMABI pass and the optimiser\n"
    "  -emit-mlir, -emit-mlir-before-cmabi\n"
    "                     the same IR as LLVM-dialect MLIR text\n"
    "                     (<stem>.mlir), which cmc compiles back\n"
    "  -emit-spirv        write SPIR-V (<stem>.spv) for Intel's\n"
    "                     VectorCompiler (ocloc, or OpenCL's\n"
    "                     clCreateProgramWithIL with -vc-codegen)\n"
    "  -g                 keep source positions (debug locations) in\n"
    "                     -emit-llvm output\n"
    "  -c                 write the vISA binary (the default; accepted\n"
    "                     as Intel's cmc accepts it)\n"
    "  -o FILE            write the output to FILE (one input only)\n"
    "  -j N               compile N of the inputs at a time (threads)\n"
    "  -march=PLATFORM    target platform (default TGLLP): %s,\n"
    "                     or any name Intel's cmc takes for one of them\n"
    "                     (also -mcpu=, -Qxcm_jit_target=, see the manual)\n"
    "  -O0, -O1, -O2      optimisation level (default -O2)\n"
    "  -ffp-contract=on|fast|off\n"
    "                     fuse float multiply-adds as Intel's VC does\n"
    "                     (on, the default, and fast) or not (off)\n"
    "  -I DIR             add DIR to the include search path\n"
    "  -D NAME[=VALUE]    define a preprocessor macro\n"
    "  -U NAME            undefine a preprocessor macro\n"
    "  -fsyntax-only      check the source, write nothing\n"
    "  -fno-precompiled-cm-h\n"
    "                     parse cm.h instead of loading it precompiled\n"
    "  -v                 print each stage and the time it took\n"
    "  -fdiagnostics-color[=auto|always|never]\n"
    "                     colour the diagnostics (auto: on a terminal)\n"
    "  -fno-diagnostics-show-caret\n"
    "                     do not show the source line under a diagnostic\n"
    "  -fno-show-column   give a diagnostic's place as FILE:LINE, no column\n"
    "  -ferror-limit=N    stop reporting errors after N (also\n"
    "                     -fmax-errors=N; 20 by default, 0: no limit)\n"
    "  -Werror            make warnings errors\n"
    "  -Werror=NAME       make the warnings named [-WNAME] errors\n"
    "                     (-Wno-error=NAME: not; the last one decides)\n"
    "  -w                 suppress all warnings\n"
    "  -Wno-NAME          suppress the warnings named [-WNAME]\n"
    "  -M, -MM            write a make rule for the input's headers (-MM:\n"
    "                     not cm.h's or the system's), compile nothing\n"
    "  -MD, -MMD          compile, and write the rule to STEM.d\n"
    "  -MF FILE           write the rule to FILE\n"
    "  -MT TARGET, -MQ TARGET\n"
    "                     the rule's target (-MQ: quoted for make)\n"
    "  -MP                a phony rule for each header\n"
    "  -MG                with -M, -MM: a missing header is one the build\n"
    "                     generates, listed as the #include names it\n"
    "  --dump-isa         print the vISA binary given as input (FILE.isa)\n"
    "  --compare-isa REF  compare the input .isa with REF, the .isa GenX_IR\n"
    "                     wrote from the same .visaasm (see the manual)\n"
    "  --                 the arguments after it are input files\n"
    "  --help             print this help\n"
    "  --version          print the version\n"
    "  -print-search-dirs print where cmc finds its headers\n"
    "  -print-file-name=NAME\n"
    "                     print the path of NAME in cmc's header directory\n"
    "\n"
    "Intel's cmc's options (-Qxcm_*, -mCM_*, ...) are accepted with\n"
    "Intel's meaning, or rejected, or ignored with a warning\n"
    "[-Wintel-option-ignored]; the manual lists each.\n"
    "\n"
    "Each input is compiled to its own output.  Input may also be GenX\n"
    "LLVM IR text (file.ll), which skips the frontend, or LLVM-dialect MLIR\n"
    "(file.mlir; see the manual, \"MLIR input and output\").\n"
    "<cm/cm.h> is included implicitly.\n";

static void usage_error(const char *format, const char *argument)
{
    fputs("cmc: error: ", stderr);
    fprintf(stderr, format, argument);
    fputs("\ncmc: note: run 'cmc --help' for the list of options\n", stderr);
}

static void add_clang_argument(struct options *options, const char *flag,
                               const char *value)
{
    size_t length = strlen(flag) + strlen(value) + 1;
    char *argument = xmalloc(length);
    snprintf(argument, length, "%s%s", flag, value);
    options->clang_arguments[options->clang_argument_count++] = argument;
}

/* -I, -D and -U take their value joined (-Idir) or as the next word.
 * Returns 1 when the argument was one of them, 0 when it was not, -1 when
 * its value is missing. */
static int parse_preprocessor_option(int argc, char **argv, int *index,
                                      struct options *options)
{
    const char *argument = argv[*index];
    static const char *const flags[] = {"-I", "-D", "-U"};
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
        if (strncmp(argument, flags[i], 2) != 0)
            continue;
        const char *value = argument + 2;
        if (*value == '\0') {
            if (*index + 1 >= argc) {
                usage_error("missing argument to '%s'", flags[i]);
                return -1;
            }
            value = argv[++*index];
        }
        add_clang_argument(options, flags[i], value);
        return 1;
    }
    return 0;
}

/* -fdiagnostics-color[=WHEN] and Clang's -f[no-]color-diagnostics. */
static bool parse_color_option(const char *argument,
                               enum diagnostic_color *color)
{
    static const struct {
        const char *spelling;
        enum diagnostic_color color;
    } spellings[] = {
        {"-fdiagnostics-color", COLOR_ALWAYS},
        {"-fdiagnostics-color=always", COLOR_ALWAYS},
        {"-fdiagnostics-color=never", COLOR_NEVER},
        {"-fdiagnostics-color=auto", COLOR_AUTO},
        {"-fno-diagnostics-color", COLOR_NEVER},
        {"-fcolor-diagnostics", COLOR_ALWAYS},
        {"-fno-color-diagnostics", COLOR_NEVER},
    };
    for (size_t i = 0; i < sizeof spellings / sizeof spellings[0]; i++) {
        if (strcmp(argument, spellings[i].spelling) == 0) {
            *color = spellings[i].color;
            return true;
        }
    }
    return false;
}

/* A non-negative count: the N of -ferror-limit=N. */
static bool parse_count(const char *text, int *count)
{
    char *end;
    long value = strtol(text, &end, 10);
    if (*text == '\0' || *end != '\0' || value < 0 || value > 1000000)
        return false;
    *count = (int)value;
    return true;
}

/* -ffp-contract=VALUE, clang's and Intel's VC's values: `on` (the
 * default) and `fast` fuse float multiply-adds as Intel's VC does
 * (optimiser/contraction.c), `off` keeps each operation rounded alone. */
static bool parse_float_contraction(const char *value, struct options *options)
{
    if (strcmp(value, "on") == 0 || strcmp(value, "fast") == 0 ||
        strcmp(value, "fast-honor-pragmas") == 0)
        options->no_float_contraction = false;
    else if (strcmp(value, "off") == 0)
        options->no_float_contraction = true;
    else {
        usage_error("'-ffp-contract=%s': the value must be on, fast or off",
                    value);
        return false;
    }
    return true;
}

/* The diagnostics options.  Returns 1 when the argument was one of them,
 * 0 when it was not, -1 on a bad value.  -W flags other than -Werror also
 * reach libclang, for clang's own warnings. */
static int parse_diagnostic_option(const char *argument,
                                   struct options *options)
{
    struct diagnostic_settings *settings = &options->diagnostics;
    if (parse_color_option(argument, &settings->color))
        return 1;
    if (strcmp(argument, "-fno-diagnostics-show-caret") == 0 ||
        strcmp(argument, "-fdiagnostics-show-caret") == 0) {
        settings->hide_caret = argument[2] == 'n';
        return 1;
    }
    if (strcmp(argument, "-fno-show-column") == 0 ||
        strcmp(argument, "-fshow-column") == 0) {
        settings->hide_column = argument[2] == 'n';
        return 1;
    }
    if (strncmp(argument, "-ferror-limit=", 14) == 0 ||
        strncmp(argument, "-fmax-errors=", 13) == 0) {
        if (parse_count(strchr(argument, '=') + 1, &settings->error_limit))
            return 1;
        usage_error("'%s' needs a count of errors", argument);
        return -1;
    }
    if (strncmp(argument, "-Werror=", 8) == 0 ||
        strncmp(argument, "-Wno-error=", 11) == 0) {
        const char *name = strchr(argument, '=') + 1;
        if (*name == '\0') {
            usage_error("'%s' needs a warning name", argument);
            return -1;
        }
        options->error_rules[settings->error_rule_count++] = argument;
        settings->error_rules = options->error_rules;
        /* As in GCC, -Werror=NAME also turns NAME on; clang's warnings
         * need -WNAME for that. */
        if (argument[2] == 'e' && !warning_is_cmc_only(name))
            add_clang_argument(options, "-W", name);
        return 1;
    }
    if (strcmp(argument, "-Werror") == 0 || strcmp(argument, "-Wno-error") == 0) {
        settings->warnings_are_errors = argument[2] == 'e';
        return 1;
    }
    if (strcmp(argument, "-w") == 0)
        settings->no_warnings = true;
    else if (strncmp(argument, "-Wno-", 5) == 0 && argument[5] != '\0') {
        options->disabled_warnings[settings->disabled_warning_count++] =
            argument + 5;
        settings->disabled_warnings = options->disabled_warnings;
        if (warning_is_cmc_only(argument + 5))
            return 1;
    }
    else if (strncmp(argument, "-W", 2) != 0 || argument[2] == '\0' ||
             (strchr("alp", argument[2]) && argument[3] == ','))
        return 0; /* not a warning option (-Wl, -Wa, -Wp are not cmc's) */
    add_clang_argument(options, argument, "");
    return 1;
}

/* The value of an option that takes one, joined (-MFfile) or the next
 * word; NULL (after a usage error) when missing. */
static const char *option_value(int argc, char **argv, int *index,
                                size_t flag_length)
{
    const char *argument = argv[*index];
    if (argument[flag_length] != '\0')
        return argument + flag_length;
    if (*index + 1 >= argc) {
        usage_error("missing argument to '%s'", argument);
        return NULL;
    }
    return argv[++*index];
}

/* The -M family.  Returns 1 when the argument was one of them, 0 when it
 * was not, -1 when its value is missing. */
static int parse_dependency_option(int argc, char **argv, int *index,
                                   struct options *options)
{
    const char *argument = argv[*index];
    struct dependency_options *dependencies = &options->dependencies;
    if (strncmp(argument, "-M", 2) != 0)
        return 0;
    const char *kind = argument + 2;
    if (strcmp(kind, "") == 0 || strcmp(kind, "M") == 0) {
        dependencies->only = true;
        dependencies->user_headers_only = *kind == 'M';
    } else if (strcmp(kind, "D") == 0 || strcmp(kind, "MD") == 0) {
        dependencies->with_compile = true;
        dependencies->user_headers_only = *kind == 'M';
    } else if (strcmp(kind, "P") == 0) {
        dependencies->phony_targets = true;
    } else if (strcmp(kind, "G") == 0) {
        dependencies->missing_generated = true;
    } else if (*kind == 'F' || *kind == 'T' || *kind == 'Q') {
        const char *value = option_value(argc, argv, index, 3);
        if (!value)
            return -1;
        if (*kind == 'F') {
            dependencies->file = value;
        } else {
            int n = dependencies->target_count++;
            dependencies->targets[n] = value;
            dependencies->target_quoted[n] = *kind == 'Q';
        }
    } else {
        return 0;
    }
    return 1;
}

static enum parse_result parse_one(int argc, char **argv, int *index,
                                   struct options *options)
{
    const char *argument = argv[*index];
    if (strcmp(argument, "--help") == 0 || strcmp(argument, "-help") == 0) {
        printf(help_text, platform_names());
        return PARSE_EXIT_SUCCESS;
    }
    if (strcmp(argument, "--version") == 0)
        options->information = INFORMATION_VERSION;
    else if (strcmp(argument, "-print-search-dirs") == 0)
        options->information = INFORMATION_SEARCH_DIRS;
    else if (strncmp(argument, "-print-file-name=", 17) == 0) {
        options->information = INFORMATION_FILE_NAME;
        options->file_name = argument + 17;
    } else if (strncmp(argument, "--precompile-cm-h=", 18) == 0) {
        options->information = INFORMATION_PRECOMPILE;
        options->file_name = argument + 18;
    } else if (strcmp(argument, "-fno-precompiled-cm-h") == 0 ||
               strcmp(argument, "-fprecompiled-cm-h") == 0)
        options->no_precompiled_cm_header = argument[2] == 'n';
    else if (strcmp(argument, "-c") == 0)
        ; /* Intel's cmc's spelling of the default: the binary */
    else if (strncmp(argument, "-j", 2) == 0) {
        const char *count = option_value(argc, argv, index, 2);
        if (!count)
            return PARSE_USAGE_ERROR;
        if (!parse_count(count, &options->jobs) || options->jobs < 1 ||
            options->jobs > MAX_JOBS) {
            usage_error("'-j %s': the number of jobs must be 1 to 64", count);
            return PARSE_USAGE_ERROR;
        }
    } else if (strcmp(argument, "-S") == 0)
        options->assembly_only = true;
    else if (strcmp(argument, "-emit-llvm") == 0)
        options->emit_llvm = true;
    else if (strcmp(argument, "-emit-llvm-before-cmabi") == 0)
        options->emit_llvm = options->emit_llvm_before_cmabi = true;
    else if (strcmp(argument, "-emit-mlir") == 0)
        options->emit_llvm = options->emit_mlir = true;
    else if (strcmp(argument, "-emit-mlir-before-cmabi") == 0)
        options->emit_llvm = options->emit_llvm_before_cmabi =
            options->emit_mlir = true;
    else if (strcmp(argument, "-emit-spirv") == 0)
        options->emit_spirv = true;
    else if (strcmp(argument, "-g") == 0)
        options->debug_locations = true;
    else if (strcmp(argument, "-fsyntax-only") == 0)
        options->syntax_only = true;
    else if (strcmp(argument, "-v") == 0)
        options->verbose = true;
    else if (strcmp(argument, "--dump-isa") == 0)
        options->dump_isa = true;
    else if (strcmp(argument, "--compare-isa") == 0) {
        if (*index + 1 >= argc) {
            usage_error("missing file name after '%s'", "--compare-isa");
            return PARSE_USAGE_ERROR;
        }
        options->compare_isa_with = argv[++*index];
    }
    else if (strncmp(argument, "-ffp-contract=", 14) == 0) {
        if (!parse_float_contraction(argument + 14, options))
            return PARSE_USAGE_ERROR;
    } else if (strcmp(argument, "-O0") == 0)
        options->optimisation_level = 0;
    else if (strcmp(argument, "-O1") == 0)
        options->optimisation_level = 1;
    else if (strcmp(argument, "-O2") == 0 || strcmp(argument, "-O") == 0 ||
             strcmp(argument, "-O3") == 0)
        options->optimisation_level = 2;
    else if (strcmp(argument, "-o") == 0) {
        if (*index + 1 >= argc) {
            usage_error("missing file name after '%s'", "-o");
            return PARSE_USAGE_ERROR;
        }
        options->output_path = argv[++*index];
    } else if (argument[0] == '-' && argument[1] != '\0') {
        int parsed = parse_intel_option(argc, argv, index, options);
        if (parsed == 0)
            parsed = parse_diagnostic_option(argument, options);
        if (parsed == 0)
            parsed = parse_dependency_option(argc, argv, index, options);
        if (parsed == 0)
            parsed = parse_preprocessor_option(argc, argv, index, options);
        if (parsed < 0)
            return PARSE_USAGE_ERROR;
        if (parsed == 0) {
            usage_error("unknown option '%s'", argument);
            return PARSE_USAGE_ERROR;
        }
    } else {
        int parsed = parse_intel_option(argc, argv, index, options);
        if (parsed < 0)
            return PARSE_USAGE_ERROR;
        if (parsed == 0) /* not /Qxcm...: a file name */
            options->input_paths[options->input_count++] = argument;
    }
    return PARSE_COMPILE;
}

/* GCC's rules for several inputs: each gets its own output, so one output
 * name cannot serve them. */
static bool check_inputs(const struct options *options)
{
    /* GCC's rule: with -MD a missing header is still an error. */
    if (options->dependencies.missing_generated &&
        !options->dependencies.only) {
        usage_error("%s", "-MG may only be used with -M or -MM");
        return false;
    }
    if (options->input_count == 0) {
        usage_error("%s", "no input file");
        return false;
    }
    if (options->emit_spirv && options->emit_llvm) {
        usage_error("%s", "-emit-spirv cannot be combined with -emit-llvm or "
                          "-emit-mlir");
        return false;
    }
    if (options->input_count == 1)
        return true;
    if (options->output_path) {
        usage_error("%s", "cannot specify '-o' with several input files");
        return false;
    }
    if (options->dependencies.file) {
        usage_error("%s", "cannot specify '-MF' with several input files");
        return false;
    }
    if (options->dump_isa || options->compare_isa_with) {
        usage_error("%s", "--dump-isa and --compare-isa take one input file");
        return false;
    }
    return true;
}

enum parse_result parse_options(int argc, char **argv, struct options *options)
{
    memset(options, 0, sizeof *options);
    options->platform = platform_default();
    options->optimisation_level = 2;
    options->jobs = 1;
    options->input_paths = xcalloc((size_t)argc + 1, sizeof(char *));
    options->clang_arguments = xcalloc((size_t)argc + 1, sizeof(char *));
    options->disabled_warnings = xcalloc((size_t)argc + 1, sizeof(char *));
    options->error_rules = xcalloc((size_t)argc + 1, sizeof(char *));
    options->diagnostics.color = COLOR_AUTO;
    options->diagnostics.error_limit = DEFAULT_ERROR_LIMIT;
    options->dependencies.targets = xcalloc((size_t)argc + 1, sizeof(char *));
    options->dependencies.target_quoted = xcalloc((size_t)argc + 1, sizeof(bool));
    options->ignored_options = xcalloc((size_t)argc + 1, sizeof(char *));
    options->revision_id = -1;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) { /* the rest are inputs */
            while (++i < argc)
                options->input_paths[options->input_count++] = argv[i];
            break;
        }
        enum parse_result result = parse_one(argc, argv, &i, options);
        if (result != PARSE_COMPILE) {
            options_free(options);
            return result;
        }
    }
    if (!finish_intel_options(options) ||
        (options->information == INFORMATION_NONE && !check_inputs(options))) {
        options_free(options);
        return PARSE_USAGE_ERROR;
    }
    options->input_path = options->input_paths[0];
    if (options->print_commands) {
        print_commands(argc, argv, options);
        options_free(options);
        return PARSE_EXIT_SUCCESS;
    }
    return PARSE_COMPILE;
}

void options_free(struct options *options)
{
    for (int i = 0; i < options->clang_argument_count; i++)
        free((char *)options->clang_arguments[i]);
    free(options->clang_arguments);
    options->clang_arguments = NULL;
    free(options->disabled_warnings);
    options->disabled_warnings = NULL;
    free(options->error_rules);
    options->error_rules = NULL;
    free(options->input_paths);
    options->input_paths = NULL;
    free(options->ignored_options);
    options->ignored_options = NULL;
    for (int i = 0; i < options->finalizer.argument_count; i++)
        free((char *)options->finalizer.arguments[i]);
    free(options->finalizer.arguments);
    options->finalizer.arguments = NULL;
    options->finalizer.argument_count = 0;
    free(options->dependencies.targets);
    free(options->dependencies.target_quoted);
    options->dependencies.targets = NULL;
    options->dependencies.target_quoted = NULL;
    options->clang_argument_count = 0;
}
