/* cursor.c - small helpers over libclang cursors.
 *
 * libclang exposes the AST through callbacks and opaque cursors; these
 * helpers give the rest of the frontend arrays, strings and constants. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

struct child_list {
    CXCursor *items;
    size_t count;
    size_t capacity;
};

static enum CXChildVisitResult collect_child(CXCursor child, CXCursor parent,
                                             CXClientData data)
{
    (void)parent;
    struct child_list *list = data;
    void *items = list->items;
    grow_array(&items, &list->capacity, list->count + 1, sizeof(CXCursor));
    list->items = items;
    list->items[list->count++] = child;
    return CXChildVisit_Continue;
}

CXCursor *cursor_children(CXCursor cursor, unsigned *count)
{
    struct child_list list = {0};
    clang_visitChildren(cursor, collect_child, &list);
    *count = (unsigned)list.count;
    return list.items;
}

CXCursor cursor_function_body(CXCursor function)
{
    unsigned count;
    CXCursor *children = cursor_children(function, &count);
    CXCursor body = clang_getNullCursor();
    for (unsigned i = 0; i < count; i++)
        if (clang_getCursorKind(children[i]) == CXCursor_CompoundStmt)
            body = children[i];
    free(children);
    return body;
}

bool cursor_has_body(CXCursor function)
{
    CXCursor definition = clang_getCursorDefinition(function);
    return !clang_Cursor_isNull(definition) &&
           !clang_Cursor_isNull(cursor_function_body(definition));
}

void cursor_spelling(CXCursor cursor, char *buffer, size_t size)
{
    CXString spelling = clang_getCursorSpelling(cursor);
    snprintf(buffer, size, "%s", clang_getCString(spelling));
    clang_disposeString(spelling);
}

bool cursor_spelled(CXCursor cursor, const char *name)
{
    char spelling[256];
    cursor_spelling(cursor, spelling, sizeof spelling);
    return strcmp(spelling, name) == 0;
}

bool cursor_evaluate_integer(CXCursor cursor, long long *result)
{
    CXEvalResult evaluation = clang_Cursor_Evaluate(cursor);
    if (!evaluation)
        return false;
    bool is_integer = clang_EvalResult_getKind(evaluation) == CXEval_Int;
    if (is_integer)
        *result = clang_EvalResult_getAsLongLong(evaluation);
    clang_EvalResult_dispose(evaluation);
    return is_integer;
}

/* Through parentheses and unexposed wrappers with one child; with
 * SAME_TYPE_ONLY, only through those that keep the type. */
static CXCursor strip_wrappers(CXCursor cursor, bool same_type_only)
{
    for (;;) {
        enum CXCursorKind kind = clang_getCursorKind(cursor);
        if (kind != CXCursor_UnexposedExpr && kind != CXCursor_ParenExpr)
            return cursor;
        unsigned count;
        CXCursor *children = cursor_children(cursor, &count);
        bool through = count == 1 &&
                       (!same_type_only ||
                        clang_equalTypes(
                            clang_getCanonicalType(clang_getCursorType(cursor)),
                            clang_getCanonicalType(
                                clang_getCursorType(children[0]))));
        CXCursor child = count == 1 ? children[0] : cursor;
        free(children);
        if (!through)
            return cursor;
        cursor = child;
    }
}

CXCursor cursor_strip(CXCursor cursor)
{
    return strip_wrappers(cursor, true);
}

CXCursor cursor_strip_conversions(CXCursor cursor)
{
    return strip_wrappers(cursor, false);
}

struct annotation_search {
    const char *name;
    CXCursor found;
};

static enum CXChildVisitResult find_annotation(CXCursor child,
                                               CXCursor parent,
                                               CXClientData data)
{
    (void)parent;
    struct annotation_search *search = data;
    if (clang_getCursorKind(child) == CXCursor_AnnotateAttr &&
        cursor_spelled(child, search->name)) {
        search->found = child;
        return CXChildVisit_Break;
    }
    return CXChildVisit_Continue;
}

CXCursor cursor_annotation(CXCursor declaration, const char *name)
{
    struct annotation_search search = {name, clang_getNullCursor()};
    clang_visitChildren(declaration, find_annotation, &search);
    return search.found;
}

CXCursor cursor_only_child(CXCursor cursor)
{
    unsigned count;
    CXCursor *children = cursor_children(cursor, &count);
    CXCursor child = count == 1 ? children[0] : clang_getNullCursor();
    free(children);
    return child;
}

bool cursor_declared_in_cm_header(struct frontend *frontend, CXCursor cursor)
{
    CXFile file;
    clang_getSpellingLocation(clang_getCursorLocation(cursor), &file, NULL,
                              NULL, NULL);
    CXString name = clang_getFileName(file);
    const char *path = clang_getCString(name);
    const char *include_dir = frontend->options->cm_include_dir;
    bool inside = path && strncmp(path, include_dir, strlen(include_dir)) == 0;
    clang_disposeString(name);
    return inside;
}

/* A specialization's USR lists its arguments after "@F@name<": an
 * integer argument is "#VI<value>" (a type is "#I", "#f", ...). */
int cursor_template_integers(CXCursor function, long long *values, int max)
{
    CXString usr = clang_getCursorUSR(function);
    const char *text = clang_getCString(usr);
    const char *arguments = text ? strstr(text, "@F@") : NULL;
    arguments = arguments ? strchr(arguments, '<') : NULL;
    int count = 0;
    while (arguments && *arguments && *arguments != '>' && count < max) {
        const char *next = strstr(arguments, "#VI");
        const char *end = strchr(arguments, '>');
        if (!next || (end && next > end))
            break;
        char *after;
        values[count++] = strtoll(next + 3, &after, 10);
        arguments = after;
    }
    clang_disposeString(usr);
    return count;
}
