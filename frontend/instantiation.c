/* instantiation.c - templated kernels instantiated explicitly.
 *
 * Takes `template void kernel<float, 8>(SurfaceIndex);` at file scope of
 * the source or of a user's header it includes; guarantees that the
 * instance is lowered as a kernel (its LLVM function named by its mangled
 * name, the kernel "kernel<float, 8>" as Intel's cmc names it: kernel.c).
 * Exists because
 * libclang does not show explicit instantiations of function templates
 * as cursors: the instance exists only inside clang.  So the source is
 * parsed once more with one line per instantiation appended,
 *
 *     [[maybe_unused]] static auto *const __cmc_instance_0 = &kernel<float, 8>;
 *
 * whose initializer refers to the instance, which libclang does show.
 * The lines come after the user's last line, so no user position moves. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

#define INSTANCE_PREFIX "__cmc_instance_"

struct token_text {
    CXTranslationUnit unit;
    CXToken *tokens;
    unsigned count;
};

static bool token_is(const struct token_text *text, unsigned index,
                     const char *spelling)
{
    if (index >= text->count)
        return false;
    CXString string = clang_getTokenSpelling(text->unit, text->tokens[index]);
    bool same = strcmp(clang_getCString(string), spelling) == 0;
    clang_disposeString(string);
    return same;
}

static void append_token(struct string_buffer *buffer,
                         const struct token_text *text, unsigned index)
{
    CXString string = clang_getTokenSpelling(text->unit, text->tokens[index]);
    buffer_printf(buffer, "%s ", clang_getCString(string));
    clang_disposeString(string);
}

/* From the token after `template` to the `;`: append `&name<args>` (the
 * qualified name and its template arguments); false when the declaration
 * has no explicit template arguments. */
static bool append_instance_reference(struct string_buffer *buffer,
                                      const struct token_text *text,
                                      unsigned first, unsigned end)
{
    unsigned open = first;
    while (open < end && !token_is(text, open, "<") &&
           !token_is(text, open, "("))
        open++;
    if (open >= end || !token_is(text, open, "<") || open == first)
        return false;
    unsigned name = open - 1;
    while (name >= first + 2 && token_is(text, name - 1, "::"))
        name -= 2;
    int depth = 0;
    unsigned close = open;
    for (; close < end; close++) {
        if (token_is(text, close, "<"))
            depth++;
        else if (token_is(text, close, ">"))
            depth--;
        else if (token_is(text, close, ">>"))
            depth -= 2;
        if (depth <= 0)
            break;
    }
    if (close >= end || depth != 0)
        return false;
    buffer_printf(buffer, "&");
    for (unsigned i = name; i <= close; i++)
        append_token(buffer, text, i);
    return true;
}

/* Append a line per explicit instantiation in `file` (at file scope). */
static void append_file_instances(CXTranslationUnit unit, CXFile file,
                                  struct string_buffer *lines, int *instances)
{
    size_t size = 0;
    if (!file || !clang_getFileContents(unit, file, &size))
        return;
    CXSourceRange whole =
        clang_getRange(clang_getLocationForOffset(unit, file, 0),
                       clang_getLocationForOffset(unit, file, (unsigned)size));
    struct token_text text = {unit, NULL, 0};
    clang_tokenize(unit, whole, &text.tokens, &text.count);
    int braces = 0;
    for (unsigned i = 0; i < text.count; i++) {
        if (token_is(&text, i, "{"))
            braces++;
        else if (token_is(&text, i, "}"))
            braces--;
        if (braces != 0 || !token_is(&text, i, "template") ||
            token_is(&text, i + 1, "<") ||
            (i > 0 && token_is(&text, i - 1, "extern")))
            continue;
        unsigned end = i + 1;
        while (end < text.count && !token_is(&text, end, ";") &&
               !token_is(&text, end, "{"))
            end++;
        struct string_buffer reference = {0};
        if (append_instance_reference(&reference, &text, i + 1, end))
            buffer_printf(lines,
                          "\n[[maybe_unused]] static auto *const "
                          INSTANCE_PREFIX "%d = %s;",
                          (*instances)++, reference.data);
        buffer_free(&reference);
    }
    clang_disposeTokens(unit, text.tokens, text.count);
}

/* The user's headers: files the source includes that are neither system
 * headers nor cmc's own <cm/...> headers. */
struct user_headers {
    const char *cm_include_dir;
    CXFile *files;
    size_t count, capacity;
};

static void collect_user_header(CXFile included, CXSourceLocation *stack,
                                unsigned depth, CXClientData data)
{
    struct user_headers *headers = data;
    if (depth == 0)
        return; /* the source itself */
    CXString name = clang_getFileName(included);
    const char *path = clang_getCString(name);
    size_t dir_length = strlen(headers->cm_include_dir);
    bool is_cm = path && strncmp(path, headers->cm_include_dir, dir_length) == 0;
    clang_disposeString(name);
    if (is_cm || clang_Location_isInSystemHeader(stack[0]))
        return;
    void *files = headers->files;
    grow_array(&files, &headers->capacity, headers->count + 1, sizeof(CXFile));
    headers->files = files;
    headers->files[headers->count++] = included;
}

char *explicit_instantiation_lines(CXTranslationUnit unit, const char *path,
                                   const char *cm_include_dir)
{
    struct string_buffer lines = {0};
    int instances = 0;
    append_file_instances(unit, clang_getFile(unit, path), &lines, &instances);
    struct user_headers headers = {cm_include_dir, NULL, 0, 0};
    clang_getInclusions(unit, collect_user_header, &headers);
    for (size_t i = 0; i < headers.count; i++)
        append_file_instances(unit, headers.files[i], &lines, &instances);
    free(headers.files);
    if (instances == 0) {
        buffer_free(&lines);
        return NULL;
    }
    buffer_printf(&lines, "\n");
    return lines.data;
}

static enum CXChildVisitResult find_function_reference(CXCursor child,
                                                       CXCursor parent,
                                                       CXClientData data)
{
    (void)parent;
    CXCursor referenced = clang_getCursorReferenced(child);
    if (clang_getCursorKind(child) == CXCursor_DeclRefExpr &&
        clang_getCursorKind(referenced) == CXCursor_FunctionDecl) {
        *(CXCursor *)data = referenced;
        return CXChildVisit_Break;
    }
    return CXChildVisit_Recurse;
}

CXCursor instantiated_function(CXCursor declaration)
{
    CXCursor function = clang_getNullCursor();
    if (clang_getCursorKind(declaration) != CXCursor_VarDecl)
        return function;
    char name[64];
    cursor_spelling(declaration, name, sizeof name);
    if (strncmp(name, INSTANCE_PREFIX, strlen(INSTANCE_PREFIX)) != 0)
        return function;
    clang_visitChildren(declaration, find_function_reference, &function);
    if (clang_Cursor_isNull(function))
        return function;
    return clang_getCursorDefinition(function);
}
