/* member_templates.c - CM's member templates written without `template`.
 *
 * Real CM code calls the member templates of vectors and matrices
 * (select, replicate, format, iselect) on objects of dependent type
 * without the `template` keyword C++ asks for (`m.select<4,1,8,1>(i, j)`
 * inside a function template), and Intel's compiler accepts it.  Stock
 * clang reads that `<` as less-than.  This file rewrites the user's source
 * before libclang sees it: each such name written after `.` or `->` and
 * followed by `<` is replaced by a macro of cm.h with exactly as many
 * characters (`select` -> `__cmsl`), which expands to `template select`.
 * Lines and columns stay those of the file on disk, so every position
 * clang or cmc reports is the user's own (through the macro's expansion
 * location).  Comments, string and character literals and numbers are
 * skipped; the rest of the buffer is copied unchanged.
 *
 * The same pass hides CM's inline assembly constraints from clang, which
 * checks them against the host's (x86) letters and would reject "rw",
 * "cr" or "a" on a vector: each letter of a constraint string of an asm
 * statement becomes 'X' (any operand), again with the length kept.  The
 * frontend reads the constraints the user wrote from the file itself
 * (inline_asm.c). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

/* A member template name and the cm.h macro of the same length that
 * stands for `template NAME`. */
struct member_template {
    const char *name;
    const char *macro;
};

static const struct member_template member_templates[] = {
    {"select", "__cmsl"},
    {"format", "__cmft"},
    {"iselect", "__cmisl"},
    {"replicate", "__cmrplct"},
};

static bool is_identifier_start(char c)
{
    return isalpha((unsigned char)c) || c == '_';
}

static bool is_identifier_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* The end of the comment, literal or number that starts at `i`, or `i`
 * when none does. */
size_t source_skip_opaque(const char *text, size_t size, size_t i)
{
    if (i + 1 < size && text[i] == '/' && text[i + 1] == '/') {
        while (i < size && text[i] != '\n')
            i++;
        return i;
    }
    if (i + 1 < size && text[i] == '/' && text[i + 1] == '*') {
        i += 2;
        while (i + 1 < size && !(text[i] == '*' && text[i + 1] == '/'))
            i++;
        return i + 1 < size ? i + 2 : size;
    }
    if (text[i] == '"' || text[i] == '\'') {
        char quote = text[i++];
        while (i < size && text[i] != quote && text[i] != '\n') {
            if (text[i] == '\\' && i + 1 < size)
                i++;
            i++;
        }
        return i < size ? i + 1 : size;
    }
    /* A number, with C++14 digit separators (1'000) and exponents. */
    if (isdigit((unsigned char)text[i]) ||
        (text[i] == '.' && i + 1 < size && isdigit((unsigned char)text[i + 1]))) {
        i++;
        while (i < size) {
            char c = text[i];
            if ((c == '+' || c == '-') && strchr("eEpP", text[i - 1]))
                i++;
            else if (is_identifier_char(c) || c == '.' ||
                     (c == '\'' && i + 1 < size &&
                      is_identifier_char(text[i + 1])))
                i++;
            else
                break;
        }
        return i;
    }
    return i;
}

/* The first character after blanks and comments from `i`. */
static size_t skip_blanks(const char *text, size_t size, size_t i)
{
    for (;;) {
        while (i < size && isspace((unsigned char)text[i]))
            i++;
        if (i + 1 < size && text[i] == '/' &&
            (text[i + 1] == '/' || text[i + 1] == '*'))
            i = source_skip_opaque(text, size, i);
        else
            return i;
    }
}

/* The macro for the identifier text[start, end) when it names a member
 * template, else NULL. */
static const char *member_template_macro(const char *text, size_t start,
                                         size_t end)
{
    for (size_t k = 0; k < sizeof member_templates / sizeof member_templates[0];
         k++) {
        const char *name = member_templates[k].name;
        if (strlen(name) == end - start &&
            memcmp(text + start, name, end - start) == 0)
            return member_templates[k].macro;
    }
    return NULL;
}

char *rewrite_member_templates(const char *text, size_t size)
{
    char *rewritten = NULL;
    bool after_member_access = false;
    size_t i = 0;
    while (i < size) {
        size_t end = source_skip_opaque(text, size, i);
        if (end != i) {
            /* Comments do not end a member access; literals do. */
            if (text[i] != '/')
                after_member_access = false;
            i = end;
            continue;
        }
        char c = text[i];
        if (isspace((unsigned char)c)) {
            i++;
            continue;
        }
        if (is_identifier_start(c)) {
            size_t start = i;
            while (i < size && is_identifier_char(text[i]))
                i++;
            const char *macro =
                after_member_access ? member_template_macro(text, start, i)
                                    : NULL;
            after_member_access = false;
            size_t next = skip_blanks(text, size, i);
            if (macro && next < size && text[next] == '<' &&
                (next + 1 >= size ||
                 (text[next + 1] != '<' && text[next + 1] != '='))) {
                if (!rewritten) {
                    rewritten = xmalloc(size + 1);
                    memcpy(rewritten, text, size);
                    rewritten[size] = '\0';
                }
                memcpy(rewritten + start, macro, i - start);
            }
            continue;
        }
        if (c == '.' && i + 2 < size && text[i + 1] == '.' &&
            text[i + 2] == '.') {
            after_member_access = false;
            i += 3;
            continue;
        }
        if (c == '.') {
            after_member_access = true;
            i++;
            continue;
        }
        if (c == '-' && i + 1 < size && text[i + 1] == '>') {
            after_member_access = true;
            i += 2;
            continue;
        }
        after_member_access = false;
        i++;
    }
    return rewritten;
}

static bool is_asm_keyword(const char *text, size_t start, size_t end)
{
    static const char *const keywords[] = {"asm", "__asm", "__asm__"};
    for (size_t k = 0; k < 3; k++)
        if (strlen(keywords[k]) == end - start &&
            memcmp(text + start, keywords[k], end - start) == 0)
            return true;
    return false;
}

/* The asm statement whose '(' is at `open`: its constraint strings (a
 * string literal after the first ':' followed by '(') get 'X' for every
 * letter in `rewritten`.  Returns the index after the closing ')'. */
static size_t hide_asm_constraints(const char *text, size_t size,
                                   size_t open, char *rewritten)
{
    int depth = 0;
    int colons = 0;
    size_t i = open;
    while (i < size) {
        char c = text[i];
        if (c == '"') {
            size_t end = source_skip_opaque(text, size, i);
            size_t next = skip_blanks(text, size, end);
            /* An output without '=' or '+' stays as written: clang's
             * error then quotes it. */
            bool is_constraint = depth == 1 && colons > 0 && next < size &&
                                 text[next] == '(' &&
                                 (colons > 1 || text[i + 1] == '=' ||
                                  text[i + 1] == '+');
            if (is_constraint)
                for (size_t k = i + 1; k + 1 < end; k++)
                    if (isalpha((unsigned char)text[k]))
                        rewritten[k] = 'X';
            i = end;
            continue;
        }
        size_t end = source_skip_opaque(text, size, i);
        if (end != i) {
            i = end;
            continue;
        }
        if (c == '(')
            depth++;
        else if (c == ')' && --depth == 0)
            return i + 1;
        else if (c == ':' && depth == 1)
            colons++;
        i++;
    }
    return size;
}

char *rewrite_asm_constraints(const char *text, size_t size, char *rewritten)
{
    size_t i = 0;
    while (i < size) {
        size_t end = source_skip_opaque(text, size, i);
        if (end != i) {
            i = end;
            continue;
        }
        if (!is_identifier_start(text[i])) {
            i++;
            continue;
        }
        size_t start = i;
        while (i < size && is_identifier_char(text[i]))
            i++;
        if (!is_asm_keyword(text, start, i))
            continue;
        /* asm volatile/inline/goto ( ... ) */
        size_t next = skip_blanks(text, size, i);
        while (next < size && is_identifier_start(text[next])) {
            while (next < size && is_identifier_char(text[next]))
                next++;
            next = skip_blanks(text, size, next);
        }
        if (next >= size || text[next] != '(')
            continue;
        if (!rewritten) {
            rewritten = xmalloc(size + 1);
            memcpy(rewritten, text, size);
            rewritten[size] = '\0';
        }
        i = hide_asm_constraints(text, size, next, rewritten);
    }
    return rewritten;
}

/* The file's contents rewritten, or NULL (unreadable, or nothing to
 * rewrite). */
static char *rewritten_file(const char *path, size_t *size)
{
    FILE *file = fopen(path, "rb");
    if (!file)
        return NULL;
    size_t capacity = 4096, used = 0;
    char *text = xmalloc(capacity);
    size_t got;
    while ((got = fread(text + used, 1, capacity - used, file)) > 0) {
        used += got;
        if (used == capacity) {
            capacity *= 2;
            text = xrealloc(text, capacity);
        }
    }
    bool failed = ferror(file) != 0;
    fclose(file);
    char *rewritten = failed ? NULL : rewrite_member_templates(text, used);
    if (!failed) {
        rewritten = rewrite_asm_constraints(text, used, rewritten);
        rewritten = rewrite_size_parameters(text, used, rewritten);
    }
    free(text);
    *size = used;
    return rewritten;
}

bool rewritten_sources_add(struct rewritten_sources *sources,
                           const char *path)
{
    for (size_t i = 0; i < sources->count; i++)
        if (strcmp(sources->files[i].Filename, path) == 0)
            return false;
    size_t size = 0;
    char *text = rewritten_file(path, &size);
    if (!text)
        return false;
    rewritten_sources_set(sources, path, text, size);
    return true;
}

void rewritten_sources_set(struct rewritten_sources *sources,
                           const char *path, char *contents, size_t size)
{
    for (size_t i = 0; i < sources->count; i++) {
        if (strcmp(sources->files[i].Filename, path) == 0) {
            free((char *)sources->files[i].Contents);
            sources->files[i].Contents = contents;
            sources->files[i].Length = (unsigned long)size;
            return;
        }
    }
    sources->files = xrealloc(sources->files,
                              (sources->count + 1) * sizeof *sources->files);
    struct CXUnsavedFile *file = &sources->files[sources->count++];
    file->Filename = xstrdup(path);
    file->Contents = contents;
    file->Length = (unsigned long)size;
}

void rewritten_sources_free(struct rewritten_sources *sources)
{
    for (size_t i = 0; i < sources->count; i++) {
        free((char *)sources->files[i].Filename);
        free((char *)sources->files[i].Contents);
    }
    free(sources->files);
    sources->files = NULL;
    sources->count = 0;
}
