/* pipeline.c - one fuzz input through cmc's whole pipeline, in-process.
 *
 * Takes the input bytes and a file suffix; guarantees that run_pipeline
 * (frontend or IR reader, CMABI, optimiser, backend, vISA text writer)
 * ran on them as `cmc -S -march=P FILE -o OUT` would, with P TGLLP for
 * even sizes and DG2 for odd ones.  Diagnostics go to stderr (run with
 * -close_fd_mask=2).
 *
 * Parsing cm.h is most of a small compile's time, so CM sources are
 * compiled against <cm/cm.h> precompiled once per platform
 * (frontend_precompile_cm_header, the frontend's own command line):
 * about 3.4 times as many inputs per second (doc/fuzzing.md), through the
 * same frontend.
 * FUZZ_NO_PCH=1 in the environment turns that off; FUZZ_OUTPUT=FILE keeps
 * the vISA written (fuzz/check-pch.sh compares the two ways).
 *
 * As in cmc (driver/main.c), the pipeline runs on a thread with a stack
 * of COMPILE_STACK_BYTES and libclang parses on it (LIBCLANG_NOTHREADS):
 * on libFuzzer's own stack, or on libclang's 8 MiB thread, an expression
 * cmc compiles (testsuite/cmc.dg/error-expression-depth.cpp) overflowed
 * the stack and killed the process with a bare SIGSEGV.
 *
 * A CM source that does not compile must say why at a line of the
 * user's source: every error cmc prints for it is "PATH:LINE:COLUMN:
 * error: ..." with PATH the input or a file it includes, never one of
 * cmc's own headers (issue 14).  Anything else is a finding (abort). */
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/driver.h"
#include "frontend/frontend.h"
#include "fuzz/harness.h"
#include "fuzz/pipeline.h"

/* The PCH of cm.h for PLATFORM, made on first use; NULL without one. */
static const char *cm_header_pch(const struct platform *platform)
{
    static char paths[2][300];
    static bool tried[2];
    int slot = strcmp(platform->name, "DG2") == 0;
    if (tried[slot] || getenv("FUZZ_NO_PCH"))
        return paths[slot][0] ? paths[slot] : NULL;
    tried[slot] = true;
    /* One empty header per platform: each PCH records its header's size
     * and time, so one header rewritten for the second platform's PCH
     * made the first platform's stale (every compilation for it failed to
     * load it). */
    const char *header = fuzz_write_input((const uint8_t *)"", 0,
                                          slot ? "-DG2.h" : "-TGLLP.h");
    snprintf(paths[slot], sizeof paths[slot], "%s",
             fuzz_output_path(slot ? "cm-DG2.pch" : "cm-TGLLP.pch"));
    /* An empty header: the command line's -include brings cm.h.  The
     * include directory as run_pipeline finds it (canonical). */
    char *include_dir = find_include_dir("fuzz");
    struct frontend_options options = {
        .cm_include_dir = include_dir,
        .platform = platform,
    };
    bool made = include_dir &&
                frontend_precompile_cm_header(&options, header, paths[slot]);
    free(include_dir);
    if (!made) {
        fprintf(stderr, "fuzz: cannot precompile cm.h for %s\n",
                platform->name);
        abort();
    }
    return paths[slot];
}

struct compile_job {
    const struct options *options;
    FILE *diagnostics;
    int status;
};

static void *run_compile_job(void *data)
{
    struct compile_job *job = data;
    job->status = run_pipeline(job->options, "cmc", job->diagnostics);
    return NULL;
}

/* run_pipeline on a thread with cmc's compile stack, its diagnostics
 * to DIAGNOSTICS. */
static int run_pipeline_on_large_stack(const struct options *options,
                                       FILE *diagnostics)
{
    struct compile_job job = {options, diagnostics, 1};
    pthread_attr_t attributes;
    pthread_t thread;
    if (pthread_attr_init(&attributes) != 0 ||
        pthread_attr_setstacksize(&attributes, COMPILE_STACK_BYTES) != 0 ||
        pthread_create(&thread, &attributes, run_compile_job, &job) != 0 ||
        pthread_join(thread, NULL) != 0) {
        fprintf(stderr, "fuzz: cannot start the compile thread\n");
        abort();
    }
    pthread_attr_destroy(&attributes);
    return job.status;
}

/* Whether the LENGTH characters at TEXT end in ":LINE:COLUMN:" with a
 * LINE of 1 or more (line 0 is no place in the file: what cmc printed for
 * code it could not place); the path before them is then LENGTH minus
 * *SUFFIX characters. */
static bool ends_in_position(const char *text, size_t length, size_t *suffix)
{
    size_t at = length;
    if (at == 0 || text[--at] != ':')
        return false;
    for (int number = 0; number < 2; number++) {
        size_t digits = 0;
        bool nonzero = false;
        while (at > 0 && text[at - 1] >= '0' && text[at - 1] <= '9') {
            nonzero = nonzero || text[at - 1] != '0';
            at--;
            digits++;
        }
        bool is_line = number == 1;
        if (digits == 0 || (is_line && !nonzero) || at == 0 ||
            text[--at] != ':')
            return false;
    }
    *suffix = length - at;
    return at > 0;
}

/* The first `needle` in the LENGTH bytes at `text`, or NULL. */
static const char *find_in_line(const char *text, size_t length,
                                const char *needle)
{
    size_t needle_length = strlen(needle);
    for (size_t i = 0; i + needle_length <= length; i++)
        if (memcmp(text + i, needle, needle_length) == 0)
            return text + i;
    return NULL;
}

/* cmc's fatal error after -ferror-limit's count, the whole line: about
 * the errors before it, so it has no position of its own.  (Only the
 * whole line: a file name or a quoted line may contain its words.) */
static bool is_error_limit_line(const char *line, size_t length)
{
    static const char limit[] = "cmc: fatal error: too many errors emitted, "
                                "stopping now [-ferror-limit=]";
    return length == sizeof limit - 1 && memcmp(line, limit, length) == 0;
}

/* Whether every error in DIAGNOSTICS (what a failed compile printed) is
 * at a line of the user's source: "PATH:LINE:COLUMN: error: ..." with
 * PATH outside HEADERS (cmc's own include directory, whose errors cmc
 * must report at the user's line); and there is at least one. */
static bool errors_located_in_user_source(const char *diagnostics,
                                          const char *headers)
{
    size_t headers_length = strlen(headers);
    int errors = 0;
    for (const char *line = diagnostics; *line;) {
        const char *end = strchr(line, '\n');
        size_t length = end ? (size_t)(end - line) : strlen(line);
        /* Lines that start with a space quote the source (clang's
         * snippets and carets), which may itself say " error: ".  The
         * search stays in the line: diagnostics can be megabytes. */
        const char *error =
            *line == ' ' ? NULL : find_in_line(line, length, " error: ");
        if (error && is_error_limit_line(line, length))
            error = NULL;
        if (error && (size_t)(error - line) < length) {
            size_t prefix = (size_t)(error - line), suffix = 0;
            if (!ends_in_position(line, prefix, &suffix) ||
                (strncmp(line, headers, headers_length) == 0 &&
                 line[headers_length] == '/'))
                return false;
            errors++;
        }
        line += length + (end != NULL);
    }
    return errors > 0;
}

/* run_pipeline on OPTIONS; for CM source (CHECK_LOCATIONS), a failure
 * whose errors are not all located in the input is a finding: its
 * diagnostics go to stderr and the process aborts. */
static int compile_checked(const struct options *options,
                           bool check_locations)
{
    char *diagnostics = NULL;
    size_t diagnostics_size = 0;
    FILE *stream = open_memstream(&diagnostics, &diagnostics_size);
    if (!stream) {
        fprintf(stderr, "fuzz: cannot open a memory stream\n");
        abort();
    }
    int status = run_pipeline_on_large_stack(options, stream);
    fclose(stream);
    fputs(diagnostics, stderr);
    if (status != 0 && check_locations) {
        char *headers = find_include_dir("fuzz");
        if (!headers || !errors_located_in_user_source(diagnostics, headers)) {
            fprintf(stderr, "fuzz: a failed compile with an error not "
                            "located at a line of the user's source\n");
            abort();
        }
        free(headers);
    }
    free(diagnostics);
    return status;
}

/* libclang as the harness needs it, before its first use (the PCH):
 * parsing on the calling thread (the compile thread, with cmc's stack),
 * and no crash recovery.  libclang's recovery replaces the process's
 * signal handlers with its own, which re-raise a signal outside a parse
 * with the default action: an abort or a crash anywhere after the first
 * parse then killed the process without libFuzzer's report or the input
 * that caused it. */
static void set_up_libclang(void)
{
    static bool done;
    if (done)
        return;
    setenv("LIBCLANG_NOTHREADS", "1", 1);
    setenv("LIBCLANG_DISABLE_CRASH_RECOVERY", "1", 1);
    done = true;
}

static void trap_on_abort(int signal_number)
{
    (void)signal_number;
    __builtin_trap();
}

/* An abort() (LLVM's fatal errors, the located-error check) must reach
 * libFuzzer as a crash it reports with its input.  LLVM installs its own
 * signal handlers the first time clang writes a file (the PCH); its
 * SIGABRT handler puts the earlier handlers back and returns, and glibc's
 * abort() then raises SIGABRT again with the default action: the process
 * died as "Aborted", with no report and no input saved.  Turning the
 * abort into a trap instead (after LLVM's handler has put libFuzzer's
 * back, the trap instruction faults again into libFuzzer's) keeps both. */
static void report_aborts_as_crashes(void)
{
    struct sigaction action = {.sa_handler = trap_on_abort};
    sigemptyset(&action.sa_mask);
    sigaction(SIGABRT, &action, NULL);
}

int fuzz_compile(const uint8_t *data, size_t size, const char *suffix)
{
    set_up_libclang();
    const struct platform *platform = platform_find(size % 2 ? "DG2" : "TGLLP");
    const char *pch =
        strcmp(suffix, ".cpp") == 0 ? cm_header_pch(platform) : NULL;
    struct options options = {
        .input_path = fuzz_write_input(data, size, suffix),
        .output_path = getenv("FUZZ_OUTPUT") ? getenv("FUZZ_OUTPUT")
                                             : fuzz_output_path("output.visaasm"),
        .platform = platform,
        .optimisation_level = 2,
        .assembly_only = true,
        .cm_header_pch = pch,
        .diagnostics = {.error_limit = DEFAULT_ERROR_LIMIT},
    };
    report_aborts_as_crashes();
    return compile_checked(&options, strcmp(suffix, ".cpp") == 0);
}
