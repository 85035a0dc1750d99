/* finalizer.c - runs Intel's finalizer, GenX_IR, on each kernel cmc
 * compiled, for the options of Intel's cmc that ask for what the
 * finalizer makes: -mdump_asm (each kernel's .visaasm and Gen .asm kept
 * beside the output), -Qxcm_print_asm_count, -mCM_printregusage,
 * -Qxcm_opt_report, -mCM_printfargs and -mCM_jit_option.
 *
 * Takes the compiled vISA program; guarantees that GenX_IR accepted every
 * kernel (for the output's platform, with the options given) or an error
 * naming the kernel, with GenX_IR's own messages; that what GenX_IR
 * prints for the user (instruction counts, register usage) reaches the
 * diagnostic stream; and that nothing but the files asked for is left:
 * GenX_IR runs in a private temporary directory, removed afterwards.
 * GenX_IR missing is one error saying so. */
/* posix_spawn_file_actions_addchdir_np needs _GNU_SOURCE (config.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "backend/backend.h"
#include "driver/driver.h"

extern char **environ;

/* GenX_IR's own arguments before the options asked for, and the NULL. */
enum { FIXED_FINALIZER_ARGUMENTS = 10 };

/* One finalizer run's scratch directory and the files in it. */
struct scratch {
    char directory[PATH_MAX];
};

static char *scratch_path(const struct scratch *scratch, const char *name,
                          const char *extension)
{
    size_t size = strlen(scratch->directory) + strlen(name) +
                  strlen(extension) + 2;
    char *path = xmalloc(size);
    snprintf(path, size, "%s/%s%s", scratch->directory, name, extension);
    return path;
}

/* The directory of `path` (".": none), for the kept files. */
static char *directory_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        return xstrdup(".");
    size_t length = slash == path ? 1 : (size_t)(slash - path);
    char *directory = xmalloc(length + 1);
    memcpy(directory, path, length);
    directory[length] = '\0';
    return directory;
}

/* What a kept file of kernel `index` is called: the kernel's name, or
 * with -mCM_old_asm_name Intel's older STEM_INDEX. */
static char *kept_name(const struct options *options,
                       const struct visa_program *program, int index)
{
    struct string_buffer name = {0};
    if (options->finalizer.old_asm_names) {
        const char *base = strrchr(options->input_path, '/');
        base = base ? base + 1 : options->input_path;
        const char *dot = strrchr(base, '.');
        int stem = dot && dot != base ? (int)(dot - base) : (int)strlen(base);
        buffer_printf(&name, "%.*s_%d", stem, base, index);
    } else {
        buffer_printf(&name, "%s", visa_program_kernel_name(program, index));
    }
    return name.data;
}

static bool write_kernel_text(const struct visa_program *program, int index,
                              const char *path, struct diagnostics *diags)
{
    FILE *stream = fopen(path, "w");
    if (!stream) {
        error_plain(diags, "cannot write '%s': %s", path, strerror(errno));
        return false;
    }
    bool ok = visa_write_text(program, index, stream);
    ok = fclose(stream) == 0 && ok;
    if (!ok)
        error_plain(diags, "cannot write '%s'", path);
    return ok;
}

/* Whether GenX_IR's log contains `text`. */
static bool log_has(const char *log_path, const char *text)
{
    FILE *log = fopen(log_path, "r");
    if (!log)
        return false;
    char line[1024];
    bool found = false;
    while (!found && fgets(line, sizeof line, log))
        found = strstr(line, text) != NULL;
    fclose(log);
    return found;
}

/* What GenX_IR says for the user: after a success only its per-kernel
 * lines ("Kernel vadd : 15 asm instructions", "... : 11 registers"), each
 * once (it prints them twice); after a failure all of it but the echo of
 * its own command line. */
static void relay_log(const char *log_path, bool succeeded, FILE *stream)
{
    FILE *log = fopen(log_path, "r");
    if (!log)
        return;
    struct string_buffer shown = {0};
    char line[1024];
    while (fgets(line, sizeof line, log)) {
        const char *text = line + strspn(line, " \t");
        if (strncmp(text, "GenX_IR ", 8) == 0)
            continue;
        if (succeeded && (strncmp(text, "Kernel ", 7) != 0 ||
                          (shown.data && strstr(shown.data, text))))
            continue;
        buffer_printf(&shown, "%s", text);
        fprintf(stream, "cmc: finalizer: %s", text);
    }
    buffer_free(&shown);
    fclose(log);
}

/* Run GenX_IR with `argv` in the scratch directory, its output to
 * `log_path`; its exit status, or -1 when it could not be started
 * (`*missing` when it is not installed). */
static int spawn_finalizer(char **argv, const struct scratch *scratch,
                           const char *log_path, bool *missing)
{
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addchdir_np(&actions, scratch->directory);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log_path,
                                     O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
    pid_t pid;
    int error = posix_spawnp(&pid, argv[0], &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    *missing = error == ENOENT;
    if (error != 0)
        return -1;
    int status;
    if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status))
        return -1;
    return WEXITSTATUS(status);
}

/* GenX_IR's command line for one kernel: input, platform, where its .asm
 * and .isa go, then the options asked for. */
static int finalizer_command(char **argv, const struct options *options,
                             char *input, char *asm_stem, char *isa_path)
{
    int count = 0;
    argv[count++] = "GenX_IR";
    argv[count++] = input;
    argv[count++] = "-platform";
    argv[count++] = (char *)options->platform->name;
    argv[count++] = "-output";
    argv[count++] = "-asmOutput";
    argv[count++] = asm_stem;
    argv[count++] = "-outputCisaBinaryName";
    argv[count++] = isa_path;
    const struct finalizer_options *finalizer = &options->finalizer;
    for (int i = 0; i < finalizer->argument_count; i++)
        argv[count++] = (char *)finalizer->arguments[i];
    argv[count] = NULL;
    return count;
}

/* -mCM_printfargs: the command, as Intel's cmc prints its finalizer's. */
static void print_command(char **argv, FILE *stream)
{
    fputs("cmc: finalizer:", stream);
    for (int i = 0; argv[i]; i++)
        fprintf(stream, " %s", argv[i]);
    fputc('\n', stream);
}

static bool keep_file(const char *from, const char *directory,
                      const char *name, const char *extension,
                      struct diagnostics *diags)
{
    struct string_buffer to = {0};
    buffer_printf(&to, "%s/%s%s", directory, name, extension);
    bool ok = rename(from, to.data) == 0;
    if (!ok)
        error_plain(diags, "cannot write '%s': %s", to.data, strerror(errno));
    buffer_free(&to);
    return ok;
}

/* Remove whatever the finalizer left in the scratch directory. */
static void clean_scratch(const struct scratch *scratch)
{
    DIR *directory = opendir(scratch->directory);
    if (!directory)
        return;
    struct dirent *entry;
    while ((entry = readdir(directory)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
            continue;
        char *path = scratch_path(scratch, entry->d_name, "");
        unlink(path);
        free(path);
    }
    closedir(directory);
}

/* Finalize kernel `index`; keep what was asked for in `directory`. */
static bool finalize_kernel(const struct options *options,
                            const struct visa_program *program, int index,
                            const struct scratch *scratch,
                            const char *directory, struct diagnostics *diags)
{
    const char *kernel = visa_program_kernel_name(program, index);
    char *input = scratch_path(scratch, "kernel", ".visaasm");
    char *asm_stem = scratch_path(scratch, "kernel", "");
    char *asm_path = scratch_path(scratch, "kernel", ".asm");
    char *isa_path = scratch_path(scratch, "kernel", ".isa");
    char *log_path = scratch_path(scratch, "kernel", ".log");
    char *report_path = scratch_path(scratch, "kernel", "_optreport.txt");
    char *name = kept_name(options, program, index);
    char **argv = xcalloc((size_t)options->finalizer.argument_count +
                              FIXED_FINALIZER_ARGUMENTS,
                          sizeof(char *));
    finalizer_command(argv, options, input, asm_stem, isa_path);
    bool ok = write_kernel_text(program, index, input, diags);
    if (ok && options->finalizer.print_arguments)
        print_command(argv, diags->stream);
    bool missing = false;
    int status = ok ? spawn_finalizer(argv, scratch, log_path, &missing) : -1;
    /* This GenX_IR (Debian's libigc-tools) exits with status 1 after
     * -printasmcount or -printregusage although it finalized the kernel:
     * its .asm written and no error in its log is success. */
    bool finalized = status == 0 ||
                     (status == 1 && access(asm_path, F_OK) == 0 &&
                      !log_has(log_path, "ERROR") &&
                      !log_has(log_path, "rror:"));
    if (ok) {
        relay_log(log_path, finalized, diags->stream);
        if (missing)
            error_plain(diags, "%s", "the finalizer GenX_IR is not installed "
                        "(it is needed by -mdump_asm, -Qxcm_print_asm_count, "
                        "-mCM_printregusage, -Qxcm_opt_report, "
                        "-mCM_printfargs and -mCM_jit_option)");
        else if (!finalized)
            error_plain(diags, "the finalizer GenX_IR rejected kernel '%s' "
                        "for %s (exit status %d)", kernel,
                        options->platform->name, status);
        ok = finalized;
    }
    if (ok && options->finalizer.dump_asm)
        ok = keep_file(input, directory, name, ".visaasm", diags) &&
             keep_file(asm_path, directory, name, ".asm", diags);
    if (ok && options->finalizer.keep_report)
        ok = keep_file(report_path, directory, name, "_optreport.txt", diags);
    clean_scratch(scratch);
    free(input);
    free(asm_stem);
    free(asm_path);
    free(isa_path);
    free(log_path);
    free(report_path);
    free(name);
    free(argv);
    return ok;
}

bool run_finalizer(const struct options *options,
                   const struct visa_program *program,
                   const char *output_path, struct diagnostics *diags)
{
    struct scratch scratch;
    const char *temporary = getenv("TMPDIR");
    snprintf(scratch.directory, sizeof scratch.directory, "%s/cmc-genx-XXXXXX",
             temporary && *temporary ? temporary : "/tmp");
    if (!mkdtemp(scratch.directory)) {
        error_plain(diags, "cannot create a temporary directory: %s",
                    strerror(errno));
        return false;
    }
    char *directory = directory_of(output_path);
    bool ok = true;
    int count = visa_program_kernel_count(program);
    for (int i = 0; ok && i < count; i++)
        ok = finalize_kernel(options, program, i, &scratch, directory, diags);
    free(directory);
    rmdir(scratch.directory);
    return ok;
}
