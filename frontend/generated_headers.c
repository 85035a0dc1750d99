/* generated_headers.c - -M/-MM with -MG: headers that do not exist yet are
 * taken for files the build generates, as GCC takes them.
 *
 * Takes a translation unit parsed for -M/-MM whose parse stopped at a
 * missing header; guarantees, for each missing header named by a path
 * without "..", an empty stand-in under a private directory that a
 * reparse finds first (frontend->generated_header_dir on the command
 * line, as -I), so that the parse goes on to the headers after it.  The
 * dependency walk (dependencies.c) names a stand-in as the #include wrote
 * it, as GCC does; as GCC's -MM -MG, -MM leaves out one included with
 * <...> (its stand-in is under angle/, the others under quote/).
 * Everything it made is removed by generated_headers_free. */
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "frontend/internal.h"

/* At most this many missing headers (each costs a parse). */
enum { MAX_GENERATED_HEADERS = 64 };

/* The name in "'NAME' file not found", or NULL (to free). */
static char *missing_header_name(CXDiagnostic diagnostic)
{
    CXString spelling = clang_getDiagnosticSpelling(diagnostic);
    const char *message = clang_getCString(spelling);
    const char *suffix = "' file not found";
    char *name = NULL;
    size_t length = message ? strlen(message) : 0;
    size_t suffix_length = strlen(suffix);
    if (length > suffix_length + 1 && message[0] == '\'' &&
        strcmp(message + length - suffix_length, suffix) == 0) {
        size_t name_length = length - suffix_length - 1;
        name = xmalloc(name_length + 1);
        memcpy(name, message + 1, name_length);
        name[name_length] = '\0';
    }
    clang_disposeString(spelling);
    return name;
}

/* Whether the #include at the diagnostic's place wrote <...>. */
static bool included_with_angles(CXTranslationUnit unit,
                                 CXDiagnostic diagnostic)
{
    CXFile file;
    unsigned offset;
    clang_getSpellingLocation(clang_getDiagnosticLocation(diagnostic), &file,
                              NULL, NULL, &offset);
    size_t size = 0;
    const char *text = file ? clang_getFileContents(unit, file, &size) : NULL;
    return text && offset < size && text[offset] == '<';
}

/* A name that stays inside the stand-in directory. */
static bool safe_name(const char *name)
{
    return *name && name[0] != '/' && !strstr(name, "..");
}

/* Makes DIRECTORY/NAME, an empty file, with the directories it needs. */
static bool make_stand_in(const char *directory, const char *name)
{
    struct string_buffer path = {0};
    buffer_printf(&path, "%s/%s", directory, name);
    bool made = true;
    for (char *slash = strchr(path.data + strlen(directory) + 1, '/');
         made && slash; slash = strchr(slash + 1, '/')) {
        *slash = '\0';
        made = mkdir(path.data, 0700) == 0 || errno == EEXIST;
        *slash = '/';
    }
    FILE *file = made ? fopen(path.data, "w") : NULL;
    made = file && fclose(file) == 0;
    buffer_free(&path);
    return made;
}

bool add_generated_header(struct frontend *frontend)
{
    if (frontend->generated_header_count >= MAX_GENERATED_HEADERS)
        return false;
    unsigned count = clang_getNumDiagnostics(frontend->unit);
    for (unsigned i = 0; i < count; i++) {
        CXDiagnostic diagnostic = clang_getDiagnostic(frontend->unit, i);
        bool fatal =
            clang_getDiagnosticSeverity(diagnostic) == CXDiagnostic_Fatal;
        char *name = fatal ? missing_header_name(diagnostic) : NULL;
        bool angles = name && included_with_angles(frontend->unit, diagnostic);
        clang_disposeDiagnostic(diagnostic);
        if (!name)
            continue;
        if (!safe_name(name)) {
            free(name);
            return false;
        }
        if (!frontend->generated_header_dir) {
            struct string_buffer directory = {0};
            const char *tmp = getenv("TMPDIR");
            buffer_printf(&directory, "%s/cmc-MG.XXXXXX",
                          tmp && *tmp ? tmp : "/tmp");
            if (!mkdtemp(directory.data)) {
                buffer_free(&directory);
                free(name);
                return false;
            }
            frontend->generated_header_dir = directory.data;
        }
        struct string_buffer directory = {0};
        buffer_printf(&directory, "%s/%s", frontend->generated_header_dir,
                      angles ? "angle" : "quote");
        bool made = (mkdir(directory.data, 0700) == 0 || errno == EEXIST) &&
                    make_stand_in(directory.data, name);
        buffer_free(&directory);
        free(name);
        if (made)
            frontend->generated_header_count++;
        return made;
    }
    return false;
}

const char *generated_header_name(const struct frontend *frontend,
                                  const char *path, bool *angles)
{
    const char *directory = frontend->generated_header_dir;
    size_t length = directory ? strlen(directory) : 0;
    if (!directory || strncmp(path, directory, length) != 0 ||
        path[length] != '/')
        return NULL;
    const char *rest = path + length + 1;
    *angles = strncmp(rest, "angle/", 6) == 0;
    if (*angles || strncmp(rest, "quote/", 6) == 0)
        return rest + 6;
    return NULL;
}

static int remove_entry(const char *path, const struct stat *status,
                        int type, struct FTW *walk)
{
    (void)status;
    (void)type;
    (void)walk;
    return remove(path);
}

void generated_headers_free(struct frontend *frontend)
{
    if (!frontend->generated_header_dir)
        return;
    /* Depth first, not following links: only what add_generated_header
     * made under its own mkdtemp directory. */
    nftw(frontend->generated_header_dir, remove_entry, 16,
         FTW_DEPTH | FTW_PHYS);
    free(frontend->generated_header_dir);
    frontend->generated_header_dir = NULL;
}
