/* dependencies.c - the files a compilation read, for make's dependency
 * rules (-M, -MM, -MD, -MMD; the driver writes the rules).
 *
 * Takes the parsed translation unit; guarantees the source file first (as
 * the user named it), then every header once, in the order the
 * preprocessor first entered it, named as clang opened it, and marked
 * `is_system` when it is one of cmc's own headers (cm.h and what it
 * includes) or a system header: the ones -MM leaves out, as GCC leaves out
 * the headers of its system directories. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

void dependency_list_add(struct dependency_list *list, const char *path,
                         bool is_system)
{
    for (size_t i = 0; i < list->count; i++)
        if (strcmp(list->items[i].path, path) == 0)
            return;
    grow_array((void **)&list->items, &list->capacity, list->count + 1,
               sizeof *list->items);
    list->items[list->count++] =
        (struct dependency){.path = xstrdup(path), .is_system = is_system};
}

struct inclusion_walk {
    struct frontend *frontend;
    struct dependency_list *list;
};

static void visit_inclusion(CXFile included, CXSourceLocation *stack,
                            unsigned depth, CXClientData data)
{
    (void)stack;
    struct inclusion_walk *walk = data;
    if (depth == 0) /* the source file itself, already first */
        return;
    CXString name = clang_getFileName(included);
    const char *path = clang_getCString(name);
    char *user_header = user_header_name(walk->frontend, included, 1, 1);
    bool angles = false;
    const char *generated =
        path ? generated_header_name(walk->frontend, path, &angles) : NULL;
    if (generated) /* -MG: as the #include wrote it; -MM omits <...> */
        dependency_list_add(walk->list, generated, angles);
    else if (path)
        dependency_list_add(walk->list, path, user_header == NULL);
    free(user_header);
    clang_disposeString(name);
}

void collect_dependencies(struct frontend *frontend,
                          struct dependency_list *list)
{
    dependency_list_add(list, frontend->options->source_path, false);
    struct inclusion_walk walk = {.frontend = frontend, .list = list};
    clang_getInclusions(frontend->unit, visit_inclusion, &walk);
}

void dependency_list_free(struct dependency_list *list)
{
    for (size_t i = 0; i < list->count; i++)
        free(list->items[i].path);
    free(list->items);
    list->items = NULL;
    list->count = list->capacity = 0;
}
