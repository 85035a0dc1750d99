/* precompiled_cm_header.c - cm.h precompiled per platform: where the PCH
 * of an include directory is, when a command line may use it, and the
 * build's (and install's) `cmc --precompile-cm-h=DIR -march=P -o FILE`
 * that makes one.
 *
 * Guarantees: a PCH is offered to the frontend only for the include
 * directory it was made from (the build tree's PCH for the source tree's
 * headers, <DIR>/cm/pch/ for an installed DIR), only when it exists, and
 * only when nothing on the command line can change what cm.h means or
 * what must be reported about it: no -I, -D, -U or -W flag for libclang,
 * no -M family (cm.h's headers are dependencies), not -fno-precompiled-cm-h.
 * The frontend itself falls back to parsing cm.h when the PCH does not
 * load or the source has an error (frontend.h). */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver/driver.h"
#include "frontend/frontend.h"

/* The directory of the PCHs made for `include_dir`. */
static void pch_directory(const char *include_dir, struct string_buffer *path)
{
#if defined(CMC_BUILD_INCLUDE_DIR) && defined(CMC_BUILD_PCH_DIR)
    char *build_headers = realpath(CMC_BUILD_INCLUDE_DIR, NULL);
    bool is_build_tree = build_headers && strcmp(build_headers, include_dir) == 0;
    free(build_headers);
    if (is_build_tree) {
        buffer_printf(path, "%s", CMC_BUILD_PCH_DIR);
        return;
    }
#endif
    buffer_printf(path, "%s/cm/pch", include_dir);
}

bool precompiled_cm_header_allowed(const struct options *options)
{
    const struct dependency_options *dependencies = &options->dependencies;
    return !options->no_precompiled_cm_header &&
           options->clang_argument_count == 0 && !dependencies->only &&
           !dependencies->with_compile && !options->cm_header_pch;
}

char *precompiled_cm_header_path(const char *include_dir,
                                 const struct platform *platform)
{
    struct string_buffer path = {0};
    pch_directory(include_dir, &path);
    buffer_printf(&path, "/cm-%s.pch", platform->name);
    if (access(path.data, R_OK) != 0) {
        buffer_free(&path);
        return NULL;
    }
    return path.data;
}

/* The empty header the PCH is made from (cm.h comes in through the
 * command line's -include, as in every compilation): FILE without .pch,
 * with .h.  Rewritten empty each time, just before the PCH that records
 * it. */
static char *write_empty_header(const char *pch_path)
{
    struct string_buffer header = {0};
    size_t length = strlen(pch_path);
    if (length > 4 && strcmp(pch_path + length - 4, ".pch") == 0)
        length -= 4;
    buffer_printf(&header, "%.*s.h", (int)length, pch_path);
    FILE *file = fopen(header.data, "w");
    if (!file || fclose(file) != 0) {
        fprintf(stderr, "cmc: error: cannot write '%s': %s\n", header.data,
                strerror(errno));
        buffer_free(&header);
        return NULL;
    }
    return header.data;
}

int precompile_cm_header(const struct options *options)
{
    char *include_dir = realpath(options->file_name, NULL);
    if (!include_dir) {
        fprintf(stderr, "cmc: error: '%s': %s\n", options->file_name,
                strerror(errno));
        return 1;
    }
    if (!options->output_path) {
        fprintf(stderr, "cmc: error: --precompile-cm-h needs -o FILE\n");
        free(include_dir);
        return 1;
    }
    char *header = write_empty_header(options->output_path);
    struct frontend_options frontend_options = {
        .cm_include_dir = include_dir,
        .platform = options->platform,
    };
    bool made = header && frontend_precompile_cm_header(
                              &frontend_options, header, options->output_path);
    if (header && !made)
        fprintf(stderr, "cmc: error: cannot precompile cm.h from '%s' for %s\n",
                include_dir, options->platform->name);
    free(header);
    free(include_dir);
    return made ? 0 : 1;
}
