/* intel_options.c - the options of Intel's cmc, for build files written
 * for it.
 *
 * Takes one argument of the command line; guarantees that each option
 * Intel's cmc defines (its clang/include/clang/Driver/CMOptions.td, with
 * the '-' or '/' prefix it allows) has the meaning it has there, or a
 * one-line error where cmc cannot give it that meaning (those that ask
 * for the finalizer's output run GenX_IR: finalizer.c), or, where the
 * option only tunes Intel's own compiler or finalizer, a warning that it
 * is ignored [-Wintel-option-ignored], reported once the whole command
 * line is known (so -w, -Wno-... and -Werror anywhere apply).  Nothing is
 * ignored silently.  The options are one table, `intel_options`; the
 * manual's table "Intel's cmc options" lists the same entries. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "driver/driver.h"

/* What cmc does with an Intel option. */
enum intel_handling {
    INTEL_SAME,          /* cmc always does what it asks: nothing to do */
    INTEL_IGNORED,       /* tunes Intel's internals: a warning */
    INTEL_UNSUPPORTED,   /* asks for what cmc cannot do: an error */
    INTEL_TARGET,        /* -Qxcm_jit_target, -mcpu=: the platform */
    INTEL_REVISION,      /* -Qxcm_revid=N */
    INTEL_STEPPING,      /* -Qxcm_stepping */
    INTEL_BINARY_FORMAT, /* -binary-format cm|ocl|ze */
    INTEL_NO_DEBUG,      /* -g0 */
    INTEL_FINALIZER,     /* run GenX_IR with the entry's `detail` option */
    INTEL_DUMP_ASM,      /* -mdump_asm: run it, keep .visaasm and .asm */
    INTEL_OLD_ASM_NAME,  /* -mCM_old_asm_name: STEM_N for the kept files */
    INTEL_PRINT_FINALIZER_COMMAND, /* -mCM_printfargs */
    INTEL_FINALIZER_OPTIONS, /* -mCM_jit_option=...: GenX_IR's options */
    INTEL_CLANG_OPTION,  /* -Xclang X: X among clang_options */
    INTEL_PRINT_COMMANDS, /* -###: print the commands, run nothing */
};

/* How the option's name and value are spelled. */
enum intel_form {
    FORM_FLAG,      /* exactly the name */
    FORM_JOINED,    /* the name, then the value at once (may be empty) */
    FORM_SEPARATE,  /* the name, then the value as the next word */
    FORM_EITHER,    /* joined when something follows, else separate */
};

struct intel_option {
    const char *name;       /* without its '-' or '/' */
    enum intel_form form;
    bool slash;             /* Intel's cmc also takes it after '/' */
    enum intel_handling handling;
    const char *detail;     /* INTEL_UNSUPPORTED: the error's reason;
                               INTEL_FINALIZER: GenX_IR's option */
};

/* Intel's options, most specific first: the catch-alls at the end
 * (Intel's "mCM", "mGLOB_", ... prefixes) match what no entry before
 * them did. */
static const struct intel_option intel_options[] = {
    {"Qxcm_jit_target", FORM_JOINED, true, INTEL_TARGET, NULL},
    {"mcpu=", FORM_JOINED, false, INTEL_TARGET, NULL},
    {"march=", FORM_JOINED, false, INTEL_TARGET, NULL},
    {"Qxcm_revid=", FORM_JOINED, true, INTEL_REVISION, NULL},
    {"Qxcm_stepping", FORM_JOINED, true, INTEL_STEPPING, NULL},
    {"binary-format=", FORM_JOINED, false, INTEL_BINARY_FORMAT, NULL},
    {"binary-format", FORM_SEPARATE, false, INTEL_BINARY_FORMAT, NULL},
    {"g0", FORM_FLAG, false, INTEL_NO_DEBUG, NULL},
    {"Xclang", FORM_SEPARATE, false, INTEL_CLANG_OPTION, NULL},
    {"###", FORM_FLAG, false, INTEL_PRINT_COMMANDS, NULL},
    /* CM is cmc's only language; vISA ("common ISA") its only output;
     * without -g it writes no debug information; GenX_IR's .asm is in
     * IGA syntax. */
    {"Qxcm", FORM_FLAG, true, INTEL_SAME, NULL},
    {"mCM_emit_common_isa", FORM_FLAG, true, INTEL_SAME, NULL},
    {"mCM_no_debug", FORM_FLAG, true, INTEL_SAME, NULL},
    {"Qxcm_release", FORM_FLAG, true, INTEL_SAME, NULL},
    {"menableiga", FORM_FLAG, true, INTEL_SAME, NULL},
    {"mCM_enableiga", FORM_FLAG, true, INTEL_SAME, NULL},
    /* Outputs cmc does not write. */
    {"fcmocl", FORM_FLAG, true, INTEL_UNSUPPORTED,
     "cmc writes the CM runtime's .isa, not the OpenCL runtime's binary"},
    /* What Intel's cmc has its finalizer do: cmc runs GenX_IR
     * (finalizer.c). */
    {"mdump_asm", FORM_FLAG, true, INTEL_DUMP_ASM, NULL},
    {"mCM_old_asm_name", FORM_FLAG, true, INTEL_OLD_ASM_NAME, NULL},
    {"Qxcm_print_asm_count", FORM_FLAG, true, INTEL_FINALIZER,
     "-printasmcount"},
    {"mCM_printregusage", FORM_FLAG, true, INTEL_FINALIZER, "-printregusage"},
    {"Qxcm_opt_report", FORM_FLAG, true, INTEL_FINALIZER, "-optreport"},
    {"mCM_printfargs", FORM_FLAG, true, INTEL_PRINT_FINALIZER_COMMAND, NULL},
    {"mCM_jit_option", FORM_JOINED, true, INTEL_FINALIZER_OPTIONS, NULL},
    {"Qxcm_jit_option", FORM_JOINED, true, INTEL_FINALIZER_OPTIONS, NULL},
    {"mCM_reverse_kernels", FORM_FLAG, true, INTEL_UNSUPPORTED,
     "cmc writes the kernels in source order"},
    /* Options Intel's cmc itself ignores (its cm_ignored_Group). */
    {"Qxcm=", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"Qxcm:", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"Qxcm_asm_output", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"Qxcm_B", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_conform_mul", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_emu", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_forcefirstfit", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_inst_compaction", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_no_cr_fix", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_no_du_fix", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_noconv", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_noddoff", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_nofoldaddrimmed", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_noipa", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_nonstrict", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_noschedule", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_preschedule_ctrl", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"Qxcm_preschedule_rp", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"Qxcm_preschedule", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_S", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_symbolreg", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_doubleGRF", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxcm_vme_arch", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"Qxdisable_clang_cm", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"Qxno_clang_cm_diag", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_unique_labels", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"fvldst", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"fno-vldst", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"femulate_i64", FORM_FLAG, true, INTEL_IGNORED, NULL},
    /* Tuning of Intel's code generator and its LLVM. */
    {"mCM_genx_assembler", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"mCM_no_input_reorder", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_no_vector_decomposition", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_disable_jmpi", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_warn_callable", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_translate_legacy", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_import_bif", FORM_EITHER, false, INTEL_IGNORED, NULL},
    {"fvolatile-global", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_init_global", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_max_slm", FORM_EITHER, false, INTEL_IGNORED, NULL},
    {"mCM_max_obr", FORM_EITHER, false, INTEL_IGNORED, NULL},
    {"mCM_iefbypass", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_enable_stackcalls", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_optimize_none", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_enforce_disable_free", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"mCM_no_emulate_i64", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"fcm-pointer", FORM_FLAG, true, INTEL_IGNORED, NULL},
    {"vc-use-plain-2d-images", FORM_FLAG, false, INTEL_IGNORED, NULL},
    {"cm_disable_strong_inline", FORM_FLAG, false, INTEL_IGNORED, NULL},
    {"show-stats", FORM_FLAG, false, INTEL_IGNORED, NULL},
    {"dump-stats=", FORM_JOINED, false, INTEL_IGNORED, NULL},
    {"dump-stats", FORM_FLAG, false, INTEL_IGNORED, NULL},
    {"cm-printf-spec=", FORM_JOINED, false, INTEL_IGNORED, NULL},
    {"cm-printf-spec", FORM_SEPARATE, false, INTEL_IGNORED, NULL},
    {"cm-asm-name", FORM_EITHER, false, INTEL_IGNORED, NULL},
    /* Names for the temporary source of Intel's online compilation. */
    {"s=", FORM_JOINED, false, INTEL_IGNORED, NULL},
    {"s", FORM_SEPARATE, false, INTEL_IGNORED, NULL},
    {"cm-src=", FORM_JOINED, false, INTEL_IGNORED, NULL},
    {"cm-src", FORM_SEPARATE, false, INTEL_IGNORED, NULL},
    /* Intel's catch-alls for the options of its older icl-based cmc. */
    {"mCM", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"mGLOB_", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"mP2OPT_", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"mPAROPT_", FORM_JOINED, true, INTEL_IGNORED, NULL},
    {"Qopt", FORM_JOINED, true, INTEL_IGNORED, NULL},
};

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

/* The entry `argument` (its prefix already removed) spells, or NULL. */
static const struct intel_option *find_intel_option(const char *name,
                                                    bool after_slash)
{
    for (size_t i = 0; i < COUNT(intel_options); i++) {
        const struct intel_option *option = &intel_options[i];
        size_t length = strlen(option->name);
        if (after_slash && !option->slash)
            continue;
        if (strncmp(name, option->name, length) != 0)
            continue;
        bool exact = name[length] == '\0';
        if (option->form == FORM_JOINED || option->form == FORM_EITHER ||
            exact)
            return option;
    }
    return NULL;
}

static void intel_error(const char *argument, const char *format,
                        const char *detail)
{
    fprintf(stderr, "cmc: error: '%s': ", argument);
    fprintf(stderr, format, detail);
    fputc('\n', stderr);
}

/* -march=P, and as it Intel's -Qxcm_jit_target=P (or :P), -mcpu=P. */
static bool set_target(const char *argument, const char *name,
                       struct options *options)
{
    options->platform = platform_find(name);
    if (options->platform)
        return true;
    const char *generation = platform_untargetable_generation(name);
    if (generation)
        fprintf(stderr,
                "cmc: error: '%s': cmc cannot target %s; supported "
                "platforms: %s\n",
                argument, generation, platform_names());
    else
        fprintf(stderr,
                "cmc: error: unknown platform in '%s'; known platforms: "
                "%s\n",
                argument, platform_names());
    return false;
}

/* -Qxcm_revid=N: Intel's cmc reads N as an integer (0x.. allowed) and
 * makes PVC from revision 3 on PVC-XT, which cmc cannot target; for
 * every other platform the revision does not change the vISA. */
static bool set_revision(const char *argument, const char *value,
                         struct options *options)
{
    char *end;
    long revision = strtol(value, &end, 0);
    if (*value == '\0' || *end != '\0' || revision < 0 || revision > 63) {
        intel_error(argument, "the revision '%s' is not a number from 0 to 63",
                    value);
        return false;
    }
    options->revision_id = (int)revision;
    return true;
}

/* -Qxcm_stepping=S (checked with the platform, in
 * check_target_revision). */
static bool set_stepping(const char *value, struct options *options)
{
    while (*value == '=' || *value == ':')
        value++;
    options->stepping = value;
    return true;
}

static bool set_binary_format(const char *argument, const char *value)
{
    if (strcmp(value, "cm") == 0)
        return true;
    if (strcmp(value, "ocl") == 0 || strcmp(value, "ze") == 0) {
        intel_error(argument,
                    "cmc writes the CM runtime's .isa only (-binary-format "
                    "%s)", "cm");
        return false;
    }
    intel_error(argument, "unknown binary format '%s' (cm, ocl or ze)", value);
    return false;
}

/* Append the blank-separated words of `text` to GenX_IR's options. */
static void add_finalizer_arguments(struct options *options, const char *text)
{
    struct finalizer_options *finalizer = &options->finalizer;
    finalizer->run = true;
    while (*text) {
        size_t blank = strspn(text, " \t");
        text += blank;
        size_t length = strcspn(text, " \t");
        if (length == 0)
            break;
        char *word = xmalloc(length + 1);
        memcpy(word, text, length);
        word[length] = '\0';
        finalizer->arguments = xrealloc(
            finalizer->arguments,
            ((size_t)finalizer->argument_count + 1) * sizeof(char *));
        finalizer->arguments[finalizer->argument_count++] = word;
        text += length;
    }
}

/* -mCM_jit_option=OPTIONS (also :OPTIONS): GenX_IR's options, as Intel's
 * cmc passes them to its finalizer.  Each must be one of GenX_IR's (a
 * '-' word), so a typo is an error here rather than GenX_IR's usage. */
static bool add_jit_options(const char *argument, const char *value,
                            struct options *options)
{
    while (*value == '=' || *value == ':')
        value++;
    if (*value != '-') {
        intel_error(argument, "expected GenX_IR options (such as "
                    "-nocompaction) after '%s'", "=");
        return false;
    }
    add_finalizer_arguments(options, value);
    return true;
}

/* -Xclang X: the clang internal options Intel's cmc's tests pass. */
static bool set_clang_option(const char *value, struct options *options)
{
    if (strcmp(value, "-disable-llvm-passes") == 0)
        options->no_llvm_passes = true;
    else if (strcmp(value, "-emit-llvm") == 0)
        options->emit_llvm = true;
    else {
        fprintf(stderr,
                "cmc: error: '-Xclang %s': cmc takes -disable-llvm-passes "
                "and -emit-llvm after -Xclang\n",
                value);
        return false;
    }
    return true;
}

static bool apply_intel_option(const struct intel_option *option,
                               const char *argument, const char *value,
                               struct options *options)
{
    switch (option->handling) {
    case INTEL_SAME:
        return true;
    case INTEL_IGNORED:
        options->ignored_options[options->ignored_option_count++] = argument;
        return true;
    case INTEL_UNSUPPORTED:
        intel_error(argument, "Intel's cmc option is not supported: %s",
                    option->detail);
        return false;
    case INTEL_TARGET:
        return set_target(argument, value, options);
    case INTEL_REVISION:
        return set_revision(argument, value, options);
    case INTEL_STEPPING:
        return set_stepping(value, options);
    case INTEL_BINARY_FORMAT:
        return set_binary_format(argument, value);
    case INTEL_NO_DEBUG:
        options->debug_locations = false;
        return true;
    case INTEL_FINALIZER:
        if (strcmp(option->detail, "-optreport") == 0)
            options->finalizer.keep_report = true;
        add_finalizer_arguments(options, option->detail);
        return true;
    case INTEL_DUMP_ASM:
        options->finalizer.run = options->finalizer.dump_asm = true;
        return true;
    case INTEL_OLD_ASM_NAME:
        options->finalizer.old_asm_names = true;
        return true;
    case INTEL_PRINT_FINALIZER_COMMAND:
        options->finalizer.run = options->finalizer.print_arguments = true;
        return true;
    case INTEL_FINALIZER_OPTIONS:
        return add_jit_options(argument, value, options);
    case INTEL_CLANG_OPTION:
        return set_clang_option(value, options);
    case INTEL_PRINT_COMMANDS:
        options->print_commands = true;
        return true;
    }
    return false;
}

int parse_intel_option(int argc, char **argv, int *index,
                       struct options *options)
{
    const char *argument = argv[*index];
    bool after_slash = argument[0] == '/';
    if (argument[0] != '-' && !after_slash)
        return 0;
    const char *name = argument + 1;
    const struct intel_option *option = find_intel_option(name, after_slash);
    if (!option)
        return 0;
    const char *value = name + strlen(option->name);
    if (option->form == FORM_SEPARATE ||
        (option->form == FORM_EITHER && *value == '\0')) {
        if (*index + 1 >= argc) {
            fprintf(stderr, "cmc: error: missing argument to '%s'\n",
                    argument);
            return -1;
        }
        value = argv[++*index];
    }
    return apply_intel_option(option, argument, value, options) ? 1 : -1;
}

/* The platform and stepping/revision together: PVC-XT (PVC from revision
 * 3 or at stepping B, as Intel's GenX.cpp decides) is not a cmc target. */
static bool check_target_revision(const struct options *options)
{
    const char *stepping = options->stepping;
    bool pvc = strcmp(options->platform->name, "PVC") == 0;
    if (pvc && (options->revision_id >= 3 ||
                (stepping && strcasecmp(stepping, "B") == 0))) {
        fprintf(stderr,
                "cmc: error: PVC at revision 3 or stepping B is PVC-XT, "
                "which cmc cannot target; supported platforms: %s\n",
                platform_names());
        return false;
    }
    if (stepping && *stepping && !(pvc && strcasecmp(stepping, "A") == 0) &&
        strcmp(options->platform->name, "DG2") != 0) {
        fprintf(stderr,
                "cmc: error: stepping '%s' is not supported for %s (as "
                "Intel's cmc: A for PVC, any for DG2)\n",
                stepping, options->platform->name);
        return false;
    }
    return true;
}

/* -Xclang -disable-llvm-passes: with -emit-llvm the frontend's IR as it
 * is (cmc's -emit-llvm-before-cmabi); compiling, no optimisation (-O0:
 * cmc's backend still runs the lowering it needs, as Intel's VC does). */
static void apply_no_llvm_passes(struct options *options)
{
    if (!options->no_llvm_passes)
        return;
    if (options->emit_llvm)
        options->emit_llvm_before_cmabi = true;
    else
        options->optimisation_level = 0;
}

static void warn(struct diagnostics *diags, const char *format,
                 const char *argument)
{
    char message[512];
    snprintf(message, sizeof message, format, argument);
    struct diagnostic warning = {
        .severity = DIAGNOSTIC_WARNING,
        .warning_name = "intel-option-ignored",
        .message = message,
    };
    diagnostic_report(diags, &warning);
}

bool finish_intel_options(struct options *options)
{
    if (!check_target_revision(options))
        return false;
    apply_no_llvm_passes(options);
    struct diagnostics diags;
    diagnostics_init(&diags, stderr);
    diagnostics_configure(&diags, &options->diagnostics);
    for (int i = 0; i < options->ignored_option_count; i++)
        warn(&diags,
             "'%s' (an option of Intel's cmc that tunes its own compiler) "
             "is ignored",
             options->ignored_options[i]);
    if (options->finalizer.run &&
        (options->emit_llvm || options->syntax_only ||
         options->dependencies.only))
        warn(&diags, "the finalizer options are ignored: %s writes no vISA "
             "for the finalizer",
             options->emit_llvm ? "-emit-llvm" : options->syntax_only
                                                  ? "-fsyntax-only"
                                                  : "-M");
    /* No diagnostics_finish: a driver warning has no "N warnings
     * generated." line, and no source file was read. */
    return diags.error_count == 0;
}

/* One word of a -### command, quoted as Clang quotes them. */
static void print_quoted(const char *word, FILE *stream)
{
    fputs(" \"", stream);
    for (const char *c = word; *c; c++) {
        if (*c == '"' || *c == '\\' || *c == '$')
            fputc('\\', stream);
        fputc(*c, stream);
    }
    fputc('"', stream);
}

static bool is_input(const char *argument, const struct options *options)
{
    for (int i = 0; i < options->input_count; i++)
        if (argument == options->input_paths[i])
            return true;
    return false;
}

void print_commands(int argc, char **argv, const struct options *options)
{
    for (int input = 0; input < options->input_count; input++) {
        print_quoted(argv[0], stderr);
        for (int i = 1; i < argc; i++)
            if (strcmp(argv[i], "-###") != 0 && !is_input(argv[i], options))
                print_quoted(argv[i], stderr);
        print_quoted(options->input_paths[input], stderr);
        fputc('\n', stderr);
        if (!options->finalizer.run)
            continue;
        /* GenX_IR's command for each kernel (finalizer.c), the kernel's
         * name being known only once it is compiled. */
        const char *const fixed[] = {"GenX_IR", "KERNEL.visaasm", "-platform",
                                     options->platform->name, "-output"};
        for (size_t i = 0; i < COUNT(fixed); i++)
            print_quoted(fixed[i], stderr);
        for (int i = 0; i < options->finalizer.argument_count; i++)
            print_quoted(options->finalizer.arguments[i], stderr);
        fputc('\n', stderr);
    }
}
