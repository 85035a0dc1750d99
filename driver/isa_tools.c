/* isa_tools.c - the .isa tools of the command line: --dump-isa prints a
 * vISA binary, --compare-isa checks cmc's binary against GenX_IR's.
 *
 * Takes the parsed options; guarantees exit status 0 on success and 1 with
 * a "cmc: error:" message when a file cannot be read or is not a valid
 * .isa (the backend's decoder never reads out of bounds).  Exists so that
 * binaries are readable by people and test failures point at a field. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "backend/backend.h"
#include "driver/driver.h"

/* The whole file, or NULL after reporting why not. */
static unsigned char *read_whole_file(const char *path, size_t *size,
                                      struct diagnostics *diags)
{
    if (!check_input_file(path, diags))
        return NULL;
    FILE *file = fopen(path, "rb");
    if (!file) {
        error_plain(diags, "cannot read '%s': %s", path, strerror(errno));
        return NULL;
    }
    size_t capacity = 0;
    unsigned char *data = NULL;
    *size = 0;
    for (;;) {
        grow_array((void **)&data, &capacity, *size + 65536, 1);
        size_t got = fread(data + *size, 1, capacity - *size, file);
        *size += got;
        if (got == 0)
            break;
        if (*size > MAX_INPUT_BYTES) { /* grew since check_input_file */
            error_plain(diags, "cannot read '%s': larger than cmc's limit "
                        "of %d MiB", path, MAX_INPUT_BYTES >> 20);
            fclose(file);
            free(data);
            return NULL;
        }
    }
    bool failed = ferror(file);
    fclose(file);
    if (failed) {
        error_plain(diags, "cannot read '%s'", path);
        free(data);
        return NULL;
    }
    return data;
}

int run_isa_tool(const struct options *options)
{
    struct diagnostics diags;
    diagnostics_init(&diags, stderr);
    diagnostics_configure(&diags, &options->diagnostics);
    size_t size = 0, reference_size = 0;
    unsigned char *bytes = read_whole_file(options->input_path, &size, &diags);
    unsigned char *reference = NULL;
    bool ok = bytes != NULL;
    if (ok && options->compare_isa_with) {
        reference = read_whole_file(options->compare_isa_with,
                                    &reference_size, &diags);
        ok = reference != NULL;
        if (ok)
            ok = visa_binary_compare(bytes, size, reference, reference_size,
                                     stdout, &diags);
    } else if (ok) {
        ok = visa_binary_dump(bytes, size, options->input_path, stdout,
                              &diags);
    }
    free(bytes);
    free(reference);
    if (fflush(stdout) != 0)
        ok = false;
    diagnostics_finish(&diags);
    return ok && diags.error_count == 0 ? 0 : 1;
}
