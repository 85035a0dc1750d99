/* pipeline.c - runs the stages in order: frontend (or an LLVM IR reader),
 * CMABI, the optimiser, the backend, and writes the requested output.
 *
 * This is the only file that knows the order of the stages.  Outputs are
 * written through files.c, so an error never leaves a partial or
 * stale-looking output behind. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Support.h>

#include "backend/backend.h"
#include "spirv/spirv.h"
#include "cmabi/cmabi.h"
#include "driver/driver.h"
#include "frontend/frontend.h"
#include "genxir/genxir.h"
#include "mlir/mlir.h"
#include "optimiser/optimiser.h"

/* Everything one run of the pipeline owns. */
struct compilation {
    const struct options *options;
    const char *argv0;
    struct diagnostics diags;
    LLVMContextRef context;
    LLVMModuleRef module;
    char *include_dir;
    struct dependency_list dependencies; /* -M...: the files read */
    struct timespec stage_start;     /* wall clock */
    struct timespec stage_cpu_start; /* this process's CPU time */
};

/* ---- Timing (-v) -------------------------------------------------------- */

static void stage_begin(struct compilation *compilation, const char *stage)
{
    if (!compilation->options->verbose)
        return;
    fprintf(compilation->diags.stream, "cmc: %s...\n", stage);
    clock_gettime(CLOCK_MONOTONIC, &compilation->stage_start);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &compilation->stage_cpu_start);
}

static double milliseconds_since(const struct timespec *start, clockid_t clock)
{
    struct timespec now;
    clock_gettime(clock, &now);
    return (double)(now.tv_sec - start->tv_sec) * 1e3 +
           (double)(now.tv_nsec - start->tv_nsec) / 1e6;
}

/* The wall-clock time, then the CPU time (which a loaded machine does not
 * inflate). */
static void stage_end(struct compilation *compilation, const char *stage)
{
    if (!compilation->options->verbose)
        return;
    double wall = milliseconds_since(&compilation->stage_start, CLOCK_MONOTONIC);
    double cpu = milliseconds_since(&compilation->stage_cpu_start,
                                    CLOCK_PROCESS_CPUTIME_ID);
    fprintf(compilation->diags.stream, "cmc: %s: %.1f ms (cpu %.1f ms)\n",
            stage, wall, cpu);
}

/* ---- Finding <cm/cm.h> -------------------------------------------------- */

static bool has_cm_header(const char *directory)
{
    char path[PATH_MAX + 16];
    int length = snprintf(path, sizeof path, "%s/cm/cm.h", directory);
    return length > 0 && (size_t)length < sizeof path &&
           access(path, R_OK) == 0;
}

/* The headers are found, in order: next to an installed cmc
 * (<prefix>/bin/cmc -> <prefix>/include), in the source tree cmc was built
 * from, and in the configured install directory. */
char *find_include_dir(const char *argv0)
{
    char directory[PATH_MAX];
    char candidate[PATH_MAX + 16];
    program_directory(argv0, directory, sizeof directory);
    snprintf(candidate, sizeof candidate, "%s/../include", directory);
    if (has_cm_header(candidate))
        return realpath(candidate, NULL);
#ifdef CMC_BUILD_INCLUDE_DIR
    if (has_cm_header(CMC_BUILD_INCLUDE_DIR))
        return realpath(CMC_BUILD_INCLUDE_DIR, NULL);
#endif
#ifdef CMC_INSTALL_INCLUDE_DIR
    if (has_cm_header(CMC_INSTALL_INCLUDE_DIR))
        return realpath(CMC_INSTALL_INCLUDE_DIR, NULL);
#endif
    return NULL;
}

/* ---- Output files ------------------------------------------------------- */

static bool has_suffix(const char *text, const char *suffix)
{
    size_t text_length = strlen(text), suffix_length = strlen(suffix);
    return text_length >= suffix_length &&
           strcmp(text + text_length - suffix_length, suffix) == 0;
}

/* GCC's rule: the input's base name, its extension replaced, in the current
 * directory. */
static char *default_output_path(const char *input, const char *extension)
{
    const char *base = strrchr(input, '/');
    base = base ? base + 1 : input;
    const char *dot = strrchr(base, '.');
    size_t stem_length = dot && dot != base ? (size_t)(dot - base)
                                            : strlen(base);
    size_t size = stem_length + strlen(extension) + 1;
    char *path = xmalloc(size);
    snprintf(path, size, "%.*s%s", (int)stem_length, base, extension);
    return path;
}

/* What cmc writes, as GCC's -o default and make's target name it. */
static const char *output_extension(const struct options *options)
{
    if (options->emit_mlir)
        return ".mlir";
    if (options->emit_spirv)
        return ".spv";
    if (options->emit_llvm)
        return options->assembly_only ? ".ll" : ".bc";
    return options->assembly_only ? ".visaasm" : ".isa";
}

static char *output_path(const struct options *options)
{
    return options->output_path
               ? xstrdup(options->output_path)
               : default_output_path(options->input_path,
                                     output_extension(options));
}

/* GCC's -MD file: -o's name with its extension replaced by .d, or the
 * input's stem with .d in the current directory. */
static char *dependency_file_path(const struct options *options)
{
    const char *output = options->output_path;
    if (!output || strcmp(output, "-") == 0)
        return default_output_path(options->input_path, ".d");
    const char *base = strrchr(output, '/');
    base = base ? base + 1 : output;
    const char *dot = strrchr(base, '.');
    size_t stem_length = dot && dot != base ? (size_t)(dot - output)
                                            : strlen(output);
    size_t size = stem_length + 3;
    char *path = xmalloc(size);
    snprintf(path, size, "%.*s.d", (int)stem_length, output);
    return path;
}

/* ---- The stages ---------------------------------------------------------- */

static bool wants_dependencies(const struct options *options)
{
    return options->dependencies.only || options->dependencies.with_compile;
}

static bool run_frontend(struct compilation *compilation)
{
    const struct options *options = compilation->options;
    if (!check_input_file(options->input_path, &compilation->diags))
        return false;
    if (access(options->input_path, R_OK) != 0) {
        error_plain(&compilation->diags, "cannot read '%s': %s",
                    options->input_path, strerror(errno));
        return false;
    }
    if (has_suffix(options->input_path, ".mlir")) {
        dependency_list_add(&compilation->dependencies, options->input_path,
                            false);
        if (options->dependencies.only)
            return true;
        stage_begin(compilation, "reading MLIR");
        compilation->module =
            mlir_import(compilation->context, options->input_path,
                        options->platform, &compilation->diags);
        stage_end(compilation, "reading MLIR");
        return compilation->module != NULL;
    }
    if (has_suffix(options->input_path, ".ll") ||
        has_suffix(options->input_path, ".bc")) {
        dependency_list_add(&compilation->dependencies, options->input_path,
                            false);
        if (options->dependencies.only)
            return true;
        stage_begin(compilation, "reading LLVM IR");
        compilation->module = read_llvm_ir(
            options->input_path, compilation->context, &compilation->diags);
        stage_end(compilation, "reading LLVM IR");
        return compilation->module != NULL;
    }
    compilation->include_dir = find_include_dir(compilation->argv0);
    if (!compilation->include_dir) {
        error_plain(&compilation->diags,
                    "cannot find cmc's headers (cm/cm.h); is cmc installed "
                    "completely?");
        return false;
    }
    char *pch = precompiled_cm_header_allowed(options)
                    ? precompiled_cm_header_path(compilation->include_dir,
                                                 options->platform)
                    : NULL;
    struct frontend_options frontend_options = {
        .source_path = options->input_path,
        .cm_include_dir = compilation->include_dir,
        .clang_arguments = options->clang_arguments,
        .clang_argument_count = options->clang_argument_count,
        .platform = options->platform,
        .syntax_only = options->syntax_only,
        .report_parse_time = options->verbose,
        .dependencies = wants_dependencies(options)
                            ? &compilation->dependencies
                            : NULL,
        .dependencies_only = options->dependencies.only,
        .dependencies_user_only = options->dependencies.user_headers_only,
        .missing_headers_generated = options->dependencies.missing_generated,
        .keep_spec_constants = options->emit_spirv,
        .opencl_printf = options->emit_spirv,
        .cm_header_pch = pch ? pch : options->cm_header_pch,
    };
    stage_begin(compilation, "frontend");
    compilation->module = frontend_compile(
        compilation->context, &frontend_options, &compilation->diags);
    free(pch);
    stage_end(compilation, "frontend");
    return compilation->diags.error_count == 0;
}

/* The frontend and CMABI must produce valid IR; when they do not, that is a
 * bug in cmc, said as such. */
static bool verify(struct compilation *compilation, const char *after)
{
    char *message = NULL;
    if (!LLVMVerifyModule(compilation->module, LLVMReturnStatusAction,
                          &message)) {
        LLVMDisposeMessage(message);
        return true;
    }
    error_plain(&compilation->diags,
                "internal compiler error: invalid LLVM IR after %s:\n%s",
                after, message);
    LLVMDisposeMessage(message);
    return false;
}

static bool write_llvm_ir(struct compilation *compilation)
{
    const struct options *options = compilation->options;
    bool text = options->assembly_only;
    char *path = output_path(options);
    /* The frontend's source positions serve diagnostics; they would
     * double the IR's size for a reader who did not ask for them. */
    if (!options->debug_locations)
        LLVMStripModuleDebugInfo(compilation->module);
    struct output_file output;
    bool written = false;
    if (output_open(&output, path, &compilation->diags)) {
        bool ok;
        if (options->emit_mlir) {
            ok = mlir_export(compilation->module, output.stream,
                             &compilation->diags);
        } else if (text) {
            char *ir = LLVMPrintModuleToString(compilation->module);
            ok = fputs(ir, output.stream) >= 0;
            LLVMDisposeMessage(ir);
        } else {
            ok = LLVMWriteBitcodeToFD(compilation->module,
                                      fileno(output.stream), 0, 0) == 0;
        }
        written = output_close(&output, ok, &compilation->diags);
    }
    free(path);
    return written;
}

static bool write_visa(struct compilation *compilation)
{
    const struct options *options = compilation->options;
    /* Only kernels become vISA: a file of _GENX_ functions alone (as the
     * CM specification's examples and library files are) compiles, with
     * nothing to write.  No file is written, so none claims to hold one. */
    if (LLVMGetNamedMetadataNumOperands(compilation->module, "genx.kernels") ==
        0) {
        struct string_buffer message = {0};
        buffer_printf(&message,
                      "no kernel in '%s' (%s): no vISA file written",
                      options->input_path,
                      has_suffix(options->input_path, ".mlir")
                          ? "no llvm.func has the cmc.kernel attribute"
                          : "no function is _GENX_MAIN_");
        struct diagnostic warning = {.severity = DIAGNOSTIC_WARNING,
                                     .warning_name = "empty-output",
                                     .message = message.data};
        diagnostic_report(&compilation->diags, &warning);
        buffer_free(&message);
        return true;
    }
    struct backend_options backend_options = {.platform = options->platform};
    stage_begin(compilation, "backend");
    struct visa_program *program = backend_compile(
        compilation->module, &backend_options, &compilation->diags);
    stage_end(compilation, "backend");
    if (!program)
        return false;

    bool text = options->assembly_only;
    bool written = false;
    /* The video analytics exist only in the binary: no text, and no
     * finalizer run (which reads each kernel's text), can hold them. */
    if ((options->finalizer.run &&
         !visa_program_check_text(program,
                                  "the finalizer's input (vISA text)",
                                  &compilation->diags)) ||
        (text && !visa_program_check_text(program, "vISA text (-S)",
                                          &compilation->diags))) {
        visa_program_free(program);
        return false;
    }
    /* One file, .isa or .visaasm, holds every kernel of the source file. */
    char *path = output_path(options);
    struct output_file output;
    if (options->finalizer.run) {
        stage_begin(compilation, "finalizer");
        bool finalized = run_finalizer(options, program, path,
                                       &compilation->diags);
        stage_end(compilation, "finalizer");
        if (!finalized) {
            free(path);
            visa_program_free(program);
            return false;
        }
    }
    stage_begin(compilation, "writing vISA");
    if (output_open(&output, path, &compilation->diags)) {
        bool ok = text ? visa_write_program_text(program, output.stream)
                       : visa_write_binary(program, output.stream,
                                           &compilation->diags);
        written = output_close(&output, ok, &compilation->diags);
    }
    stage_end(compilation, "writing vISA");
    free(path);
    visa_program_free(program);
    return written;
}

/* The kernels as SPIR-V for IGC's VectorCompiler (spirv/): nothing is
 * written when a construct cannot be expressed yet. */
static bool write_spirv(struct compilation *compilation)
{
    const struct options *options = compilation->options;
    if (LLVMGetNamedMetadataNumOperands(compilation->module, "genx.kernels") ==
        0) {
        error_plain(&compilation->diags,
                    "no kernel in '%s': no SPIR-V file written",
                    options->input_path);
        return false;
    }
    stage_begin(compilation, "SPIR-V");
    size_t word_count = 0;
    uint32_t *words = spirv_from_module(compilation->module, options->platform,
                                        &word_count, &compilation->diags);
    stage_end(compilation, "SPIR-V");
    if (!words)
        return false;
    char *path = output_path(options);
    struct output_file output;
    bool written = false;
    if (output_open(&output, path, &compilation->diags)) {
        bool ok = fwrite(words, sizeof *words, word_count, output.stream) ==
                  word_count;
        written = output_close(&output, ok, &compilation->diags);
    }
    free(path);
    free(words);
    return written;
}

/* The make rule of -M/-MM (to -MF, -o or stdout; the target named after
 * what a compile would write) or of -MD/-MMD (beside the output). */
static bool write_dependencies(struct compilation *compilation)
{
    const struct options *options = compilation->options;
    const struct dependency_options *dependencies = &options->dependencies;
    char *target, *path;
    if (dependencies->only) {
        target = default_output_path(options->input_path,
                                     output_extension(options));
        path = xstrdup(dependencies->file       ? dependencies->file
                       : options->output_path ? options->output_path
                                              : "-");
    } else {
        target = output_path(options);
        path = dependencies->file ? xstrdup(dependencies->file)
                                  : dependency_file_path(options);
    }
    struct string_buffer rule = {0};
    format_dependency_rule(&rule, dependencies, &compilation->dependencies,
                           target);
    struct output_file output;
    bool written = false;
    if (output_open(&output, path, &compilation->diags))
        written = output_close(&output, fputs(rule.data, output.stream) >= 0,
                               &compilation->diags);
    buffer_free(&rule);
    free(target);
    free(path);
    return written;
}

static bool compile_stages(struct compilation *compilation);

static bool compile(struct compilation *compilation)
{
    const struct options *options = compilation->options;
    if (options->dependencies.only)
        return run_frontend(compilation) && write_dependencies(compilation);
    if (!compile_stages(compilation))
        return false;
    return !options->dependencies.with_compile ||
           write_dependencies(compilation);
}


/* The optimiser's settings from the command line and the platform. */
static struct optimiser_settings
optimiser_settings_of(const struct options *options)
{
    const struct platform *platform =
        options->platform ? options->platform : platform_default();
    return (struct optimiser_settings){
        .level = options->optimisation_level,
        .contract = !options->no_float_contraction,
        .contract_double = platform->has_double,
    };
}

/* A region index the optimiser makes a constant beyond 16 bits would wrap
 * in the 16-bit offset the region intrinsics take, before the bounds
 * check sees it.  So a copy of the module, whose region offsets are also
 * computed in 32 bits (genxir/region_offset.c), is optimised the same
 * way and checked; the module itself stays as it was, so that valid code
 * compiles to the same vISA.  At -O0 nothing folds; -emit-llvm writes the
 * IR unchecked, as before. */
static bool check_full_width_offsets(struct compilation *compilation)
{
    const struct options *options = compilation->options;
    if (options->optimisation_level == 0 || options->emit_llvm)
        return true;
    LLVMModuleRef copy = LLVMCloneModule(compilation->module);
    bool ok = true;
    if (genx_add_full_width_offsets(copy)) {
        stage_begin(compilation, "region bounds at full width");
        /* The copy's own warnings (a loop not unrolled) are the module's,
         * given when it is optimised. */
        struct diagnostics quiet;
        diagnostics_init(&quiet, compilation->diags.stream);
        struct diagnostic_settings settings = options->diagnostics;
        settings.no_warnings = true;
        diagnostics_configure(&quiet, &settings);
        struct optimiser_settings optimiser = optimiser_settings_of(options);
        bool optimised = optimise_module(copy, &optimiser, &quiet);
        diagnostics_finish(&quiet);
        ok = !optimised ||
             backend_check_region_bounds(copy, &compilation->diags);
        stage_end(compilation, "region bounds at full width");
    }
    LLVMDisposeModule(copy);
    return ok;
}

static bool compile_stages(struct compilation *compilation)
{
    const struct options *options = compilation->options;
    if (!run_frontend(compilation))
        return false;
    if (options->syntax_only)
        return true;
    if (!verify(compilation, "the frontend"))
        return false;
    /* What the producer (frontend, .ll, MLIR import) left to chance, made
     * the same: no unreachable block, phi operands in block order. */
    genx_canonicalize_cfg(compilation->module);
    if (options->emit_llvm_before_cmabi)
        return write_llvm_ir(compilation);

    stage_begin(compilation, "cmabi");
    bool ok = cmabi_run(compilation->module, &compilation->diags);
    stage_end(compilation, "cmabi");
    if (!ok || !verify(compilation, "CMABI"))
        return false;

    /* IR emitted after the optimiser and read back is not optimised again
     * (genxir.h, GENX_OPTIMISED_MARK); its regions are checked as they
     * are, after the optimiser would have run. */
    if (!genx_is_optimised(compilation->module)) {
        if (!check_full_width_offsets(compilation))
            return false;
        stage_begin(compilation, "optimiser");
        struct optimiser_settings settings = optimiser_settings_of(options);
        ok = optimise_module(compilation->module, &settings,
                             &compilation->diags);
        stage_end(compilation, "optimiser");
        if (!ok)
            return false;
        genx_mark_optimised(compilation->module);
    }

    if (options->emit_llvm)
        return write_llvm_ir(compilation);
    if (options->emit_spirv)
        return write_spirv(compilation);
    return write_visa(compilation);
}

int run_pipeline(const struct options *options, const char *argv0,
                 FILE *diagnostic_stream)
{
    struct compilation compilation = {.options = options, .argv0 = argv0};
    diagnostics_init(&compilation.diags, diagnostic_stream);
    diagnostics_configure(&compilation.diags, &options->diagnostics);
    compilation.context = LLVMContextCreate();

    /* The output named or derived: `cmc -emit-llvm k.bc` would otherwise
     * write over its input. */
    char *output = options->syntax_only || options->dependencies.only
                       ? NULL
                       : output_path(options);
    bool ok = check_output_is_not_input(options->input_path, output,
                                        &compilation.diags) &&
              compile(&compilation) && compilation.diags.error_count == 0;
    free(output);

    if (compilation.module)
        LLVMDisposeModule(compilation.module);
    LLVMContextDispose(compilation.context);
    free(compilation.include_dir);
    dependency_list_free(&compilation.dependencies);
    diagnostics_finish(&compilation.diags);
    return ok ? 0 : 1;
}
