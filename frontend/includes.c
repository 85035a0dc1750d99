/* includes.c - the files a source's #include directives name, checked
 * before libclang reads them.
 *
 * Takes the source path and the user's -I directories; guarantees that
 * every file an `#include "..."` or `#include <...>` of the source or of
 * a header it includes names (relative to the including file, to a -I
 * directory, or absolute) is a regular file of at most MAX_INPUT_BYTES,
 * or reports a located error at the directive.  libclang reads an
 * included device such as /dev/zero until memory runs out, and a FIFO
 * forever.  A name a macro computes (#include MACRO) is not seen here. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "frontend/internal.h"

/* Nested includes followed (clang itself stops at 200). */
enum { MAX_INCLUDE_DEPTH = 200 };

struct include_scan {
    struct frontend *frontend;
    char **visited;
    size_t visited_count, visited_capacity;
    bool ok;
};

static bool was_visited(struct include_scan *scan, const char *path)
{
    for (size_t i = 0; i < scan->visited_count; i++)
        if (strcmp(scan->visited[i], path) == 0)
            return true;
    grow_array((void **)&scan->visited, &scan->visited_capacity,
               scan->visited_count + 1, sizeof(char *));
    scan->visited[scan->visited_count++] = xstrdup(path);
    return false;
}

/* The text of a regular file of bounded size (NULL otherwise). */
static char *read_text(const char *path)
{
    struct stat status;
    if (stat(path, &status) != 0 || !S_ISREG(status.st_mode) ||
        status.st_size > MAX_INPUT_BYTES)
        return NULL;
    FILE *file = fopen(path, "rb");
    if (!file)
        return NULL;
    size_t capacity = (size_t)status.st_size;
    char *text = xmalloc(capacity + 1);
    size_t size = fread(text, 1, capacity, file);
    fclose(file);
    text[size] = '\0';
    return text;
}

/* `directory`/`name` when it exists (to free), else NULL. */
static char *existing_path(const char *directory, size_t directory_length,
                           const char *name, struct stat *status)
{
    struct string_buffer path = {0};
    if (directory_length > 0)
        buffer_printf(&path, "%.*s/", (int)directory_length, directory);
    buffer_append(&path, name);
    if (stat(path.data, status) == 0)
        return path.data;
    buffer_free(&path);
    return NULL;
}

/* Where `name` of an include in `includer` is found, as the preprocessor
 * looks: an absolute name as is, a quoted one beside the includer first,
 * then the -I directories. */
static char *resolve(struct include_scan *scan, const char *includer,
                     const char *name, bool quoted, struct stat *status)
{
    if (name[0] == '/')
        return existing_path("", 0, name, status);
    if (quoted) {
        const char *slash = strrchr(includer, '/');
        char *found = slash ? existing_path(includer,
                                            (size_t)(slash - includer), name,
                                            status)
                            : existing_path("", 0, name, status);
        if (found)
            return found;
    }
    const struct frontend_options *options = scan->frontend->options;
    for (int i = 0; i < options->clang_argument_count; i++) {
        const char *argument = options->clang_arguments[i];
        if (strncmp(argument, "-I", 2) != 0)
            continue;
        char *found = existing_path(argument + 2, strlen(argument + 2), name,
                                    status);
        if (found)
            return found;
    }
    return NULL;
}

static void scan_file(struct include_scan *scan, const char *path, int depth);

/* One directive `#include <name>` or "name" at `line`: its file is checked
 * and scanned in turn. */
static void check_include(struct include_scan *scan, const char *includer,
                          unsigned line, unsigned column, const char *name,
                          bool quoted, int depth)
{
    struct stat status;
    char *path = resolve(scan, includer, name, quoted, &status);
    if (!path)
        return; /* clang reports a missing file */
    const char *problem = !S_ISREG(status.st_mode) ? "not a regular file"
                          : status.st_size > MAX_INPUT_BYTES
                              ? "larger than cmc's limit on an input file"
                              : NULL;
    if (problem) {
        error_at(scan->frontend->diags, includer, line, column,
                 "cannot include '%s': %s", name, problem);
        scan->ok = false;
    } else if (depth < MAX_INCLUDE_DEPTH &&
               strncmp(path, scan->frontend->options->cm_include_dir,
                       strlen(scan->frontend->options->cm_include_dir)) != 0) {
        scan_file(scan, path, depth + 1);
    }
    free(path);
}

static void scan_file(struct include_scan *scan, const char *path, int depth)
{
    if (was_visited(scan, path))
        return;
    char *text = read_text(path);
    if (!text)
        return;
    unsigned line = 1;
    for (char *at = text; *at; line++) {
        char *end = strchr(at, '\n');
        if (end)
            *end = '\0';
        char *p = at + strspn(at, " \t");
        unsigned column = (unsigned)(p - at) + 1;
        if (*p == '#') {
            p += 1 + strspn(p + 1, " \t");
            size_t word = strspn(p, "abcdefghijklmnopqrstuvwxyz_");
            bool is_include = (word == 7 && strncmp(p, "include", 7) == 0) ||
                              (word == 12 &&
                               strncmp(p, "include_next", 12) == 0);
            p += word;
            p += strspn(p, " \t");
            char close = *p == '"' ? '"' : *p == '<' ? '>' : '\0';
            char *name_end = close ? strchr(p + 1, close) : NULL;
            if (is_include && name_end) {
                *name_end = '\0';
                check_include(scan, path, line, column, p + 1, close == '"',
                              depth);
            }
        }
        if (!end)
            break;
        at = end + 1;
    }
    free(text);
}

bool check_included_files(struct frontend *frontend)
{
    struct include_scan scan = {.frontend = frontend, .ok = true};
    scan_file(&scan, frontend->options->source_path, 0);
    for (size_t i = 0; i < scan.visited_count; i++)
        free(scan.visited[i]);
    free(scan.visited);
    return scan.ok;
}
