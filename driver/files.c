/* files.c - the files the driver reads and writes, handled as GCC does.
 *
 * Inputs: cmc reads only a regular file of at most MAX_INPUT_BYTES (a
 * device such as /dev/zero or a FIFO would be read without end).
 * Outputs: a regular file (or a new one) is written to a temporary beside
 * it and renamed into place only when the whole compilation succeeded, so
 * an error never leaves a partial output; a symlink is followed (its
 * target is replaced, the link stays); a device or FIFO (-o /dev/null) is
 * written directly, never replaced; the output's mode is that of the file
 * it replaces, else 0666 less the umask; an output that is the input is
 * refused.  Every failure is a "cmc: error: ...". */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver/driver.h"

bool check_input_file(const char *path, struct diagnostics *diags)
{
    struct stat status;
    if (stat(path, &status) != 0) {
        error_plain(diags, "cannot read '%s': %s", path, strerror(errno));
        return false;
    }
    if (!S_ISREG(status.st_mode)) {
        error_plain(diags, "cannot read '%s': not a regular file", path);
        return false;
    }
    if (status.st_size > MAX_INPUT_BYTES) {
        error_plain(diags,
                    "cannot read '%s': larger than cmc's limit of %d MiB",
                    path, MAX_INPUT_BYTES >> 20);
        return false;
    }
    return true;
}

bool check_output_is_not_input(const char *input_path, const char *output_path,
                               struct diagnostics *diags)
{
    struct stat input, output;
    if (!output_path || strcmp(output_path, "-") == 0 ||
        stat(input_path, &input) != 0 || stat(output_path, &output) != 0)
        return true;
    if (input.st_dev != output.st_dev || input.st_ino != output.st_ino)
        return true;
    error_plain(diags, "input file '%s' is the same as output file",
                input_path);
    return false;
}

/* The mode a new output gets: 0666 less the process's umask. */
static mode_t new_file_mode(void)
{
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

static bool open_directly(struct output_file *output, const char *path,
                          struct diagnostics *diags)
{
    output->temporary_path = NULL;
    output->stream = fopen(path, "w");
    if (output->stream)
        return true;
    error_plain(diags, "cannot write '%s': %s", path, strerror(errno));
    return false;
}

bool output_open(struct output_file *output, const char *path,
                 struct diagnostics *diags)
{
    memset(output, 0, sizeof *output);
    if (strcmp(path, "-") == 0) { /* GCC's -o -: standard output */
        output->stream = stdout;
        output->is_direct = true;
        return true;
    }
    struct stat existing;
    mode_t mode = new_file_mode();
    char *target = NULL;
    if (stat(path, &existing) == 0) {
        if (!S_ISREG(existing.st_mode)) {
            output->is_direct = true;
            return open_directly(output, path, diags);
        }
        mode = existing.st_mode & 07777;
        target = realpath(path, NULL); /* through symlinks */
    }
    output->final_path = target ? target : xstrdup(path);
    size_t size = strlen(output->final_path) + 16;
    output->temporary_path = xmalloc(size);
    snprintf(output->temporary_path, size, "%s.tmp-XXXXXX",
             output->final_path);
    int descriptor = mkstemp(output->temporary_path);
    if (descriptor >= 0 && fchmod(descriptor, mode) != 0) {
        close(descriptor);
        unlink(output->temporary_path);
        descriptor = -1;
    }
    output->stream = descriptor >= 0 ? fdopen(descriptor, "w") : NULL;
    if (!output->stream) {
        error_plain(diags, "cannot write '%s': %s", path, strerror(errno));
        if (descriptor >= 0) {
            close(descriptor);
            unlink(output->temporary_path);
        }
        free(output->final_path);
        free(output->temporary_path);
        return false;
    }
    return true;
}

bool output_close(struct output_file *output, bool keep,
                  struct diagnostics *diags)
{
    if (output->is_direct) {
        bool flushed = output->stream == stdout
                           ? fflush(output->stream) == 0
                           : fclose(output->stream) == 0;
        return flushed && keep;
    }
    bool written = fclose(output->stream) == 0;
    if (keep && written &&
        rename(output->temporary_path, output->final_path) != 0)
        written = false;
    if (keep && !written)
        error_plain(diags, "cannot write '%s': %s", output->final_path,
                    strerror(errno));
    if (!keep || !written)
        unlink(output->temporary_path);
    free(output->final_path);
    free(output->temporary_path);
    return written;
}
