/* includes.c - the files a source's #include directives name, checked
 * before libclang reads them.
 *
 * Takes the source path and the user's -I directories; guarantees that
 * every file an `#include "..."` or `#include <...>` of the source or of
 * a header it includes names (relative to the including file, to a -I
 * directory, or absolute) is a regular file of at most MAX_INPUT_BYTES,
 * or reports a located error at the directive.  libclang reads an
 * included device such as /dev/zero until memory runs out, and a FIFO
 * forever.  The file is read as clang's lexer reads it (splices, NUL
 * bytes, carriage returns, comments, digraphs); the directives checked
 * are #include, #include_next, #import, #embed and #__include_macros,
 * with a header name written out or given by an object-like macro
 * (`#define F "file"`).  A name built otherwise (function-like macros,
 * pasting, stringizing) is not seen here: doc/manual.md, Limits. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "frontend/internal.h"

/* Nested includes followed (clang itself stops at 200). */
enum { MAX_INCLUDE_DEPTH = 200 };

/* `#define name "header"` (or <header>), for `#include name`. */
struct header_macro {
    char *name;
    char *header;
    bool quoted;
};

struct include_scan {
    struct frontend *frontend;
    char **visited;
    size_t visited_count, visited_capacity;
    struct header_macro *macros;
    size_t macro_count, macro_capacity;
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

/* The bytes of a regular file of bounded size (NULL otherwise); *size
 * their count (the text may hold NUL bytes). */
static char *read_text(const char *path, size_t *size)
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
    *size = fread(text, 1, capacity, file);
    fclose(file);
    text[*size] = '\0';
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

/* ---- The file's characters as the preprocessor reads them ------------ */

/* A reader of a file's characters as clang's lexer sees them: line
 * splices (a backslash, optional blanks, a newline) removed, a NUL byte
 * read as a space (clang ignores it), "\r\n" and "\r" read as "\n"; it
 * counts physical lines and columns, for the errors.  A scan of the raw
 * text saw none of these: a NUL byte ended it, and a directive spliced
 * or behind a comment was not one to it (a fuzzer's `#include
 * "/dev/zero"` after a NUL hung cmc). */
struct source_reader {
    const char *text;
    size_t size, at;
    unsigned line, column;
};

enum { END_OF_TEXT = -1 };

static bool is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

/* A byte clang's lexer may skip between tokens: it drops a byte that is
 * not valid UTF-8 (after an error) and reads Unicode whitespace as a
 * blank, so `\xda#include "/dev/zero"` is still a directive to it.  Every
 * non-ASCII byte is taken as such here: at worst a line that is not a
 * directive (an identifier like `\u00e9` before '#', an error anyway) has
 * its header checked. */
static bool may_be_skipped(int c)
{
    return is_blank(c) || c >= 0x80;
}

static bool is_identifier_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '_';
}

/* The bytes of a line splice at `at`, 0 when there is none. */
static size_t splice_length(const struct source_reader *reader, size_t at)
{
    if (at >= reader->size || reader->text[at] != '\\')
        return 0;
    size_t end = at + 1;
    while (end < reader->size && is_blank((unsigned char)reader->text[end]))
        end++;
    if (end < reader->size && reader->text[end] == '\n')
        return end + 1 - at;
    if (end < reader->size && reader->text[end] == '\r')
        return end + 1 - at +
               (end + 1 < reader->size && reader->text[end + 1] == '\n');
    return 0;
}

static void skip_splices(struct source_reader *reader)
{
    size_t length;
    while ((length = splice_length(reader, reader->at)) > 0) {
        reader->at += length;
        reader->line++;
        reader->column = 1;
    }
}

static int peek(struct source_reader *reader)
{
    skip_splices(reader);
    if (reader->at >= reader->size)
        return END_OF_TEXT;
    unsigned char c = (unsigned char)reader->text[reader->at];
    return c == '\0' ? ' ' : c == '\r' ? '\n' : c;
}

static void advance(struct source_reader *reader)
{
    skip_splices(reader);
    if (reader->at >= reader->size)
        return;
    char c = reader->text[reader->at++];
    if (c == '\r' && reader->at < reader->size &&
        reader->text[reader->at] == '\n')
        reader->at++;
    if (c == '\r' || c == '\n') {
        reader->line++;
        reader->column = 1;
    } else {
        reader->column++;
    }
}

/* The character after the next one. */
static int peek_second(const struct source_reader *reader)
{
    struct source_reader ahead = *reader;
    advance(&ahead);
    return peek(&ahead);
}

/* Past a comment at the reader ("//" to the end of its line, not the
 * newline; a block comment to its end); false when there is none. */
static bool skip_comment(struct source_reader *reader)
{
    if (peek(reader) != '/')
        return false;
    int second = peek_second(reader);
    if (second == '/') {
        while (peek(reader) != '\n' && peek(reader) != END_OF_TEXT)
            advance(reader);
        return true;
    }
    if (second != '*')
        return false;
    advance(reader);
    advance(reader);
    for (int c; (c = peek(reader)) != END_OF_TEXT;) {
        advance(reader);
        if (c == '*' && peek(reader) == '/') {
            advance(reader);
            break;
        }
    }
    return true;
}

/* Past blanks (and bytes clang may skip) and comments, not past the end
 * of the line. */
static void skip_blanks(struct source_reader *reader)
{
    while (may_be_skipped(peek(reader)) || skip_comment(reader))
        if (may_be_skipped(peek(reader)))
            advance(reader);
}

/* Past a string or character literal opened by `quote`: to its closing
 * quote, or to the end of its line (a literal cannot go further without
 * a splice, and a raw string's lines are then read as code, which at
 * worst checks an include that is not one). */
static void skip_literal(struct source_reader *reader, int quote)
{
    advance(reader);
    for (int c; (c = peek(reader)) != END_OF_TEXT && c != '\n';) {
        advance(reader);
        if (c == quote)
            return;
        if (c == '\\' && peek(reader) != '\n')
            advance(reader);
    }
}

/* The characters up to (not including) `close` or the end of the line,
 * as a new string; the reader is then past `close`.  NULL when the line
 * ends first. */
static char *read_until(struct source_reader *reader, int close)
{
    struct string_buffer text = {0};
    buffer_append(&text, "");
    for (int c; (c = peek(reader)) != END_OF_TEXT && c != '\n';) {
        advance(reader);
        if (c == close)
            return text.data;
        buffer_printf(&text, "%c", c);
    }
    buffer_free(&text);
    return NULL;
}

static char *read_identifier(struct source_reader *reader)
{
    struct string_buffer name = {0};
    buffer_append(&name, "");
    while (is_identifier_char(peek(reader))) {
        buffer_printf(&name, "%c", peek(reader));
        advance(reader);
    }
    return name.data;
}

/* ---- Directives ------------------------------------------------------ */

/* A header name a directive or an object-like macro gives: "name" or
 * <name>. */
struct header_name {
    char *name;
    bool quoted;
};

/* The header name at the reader, if there is one (name NULL if not). */
static struct header_name read_header_name(struct source_reader *reader)
{
    struct header_name header = {0};
    int open = peek(reader);
    if (open != '"' && open != '<')
        return header;
    advance(reader);
    header.quoted = open == '"';
    header.name = read_until(reader, header.quoted ? '"' : '>');
    return header;
}

/* `#define NAME "file"` or `<file>`: remembered, so that `#include NAME`
 * is checked too.  A name built by function-like macros, pasting or
 * stringizing is not seen. */
static void remember_macro(struct include_scan *scan,
                           struct source_reader *reader)
{
    skip_blanks(reader);
    char *name = read_identifier(reader);
    if (*name && peek(reader) != '(') {
        skip_blanks(reader);
        struct header_name header = read_header_name(reader);
        if (header.name) {
            grow_array((void **)&scan->macros, &scan->macro_capacity,
                       scan->macro_count + 1, sizeof *scan->macros);
            scan->macros[scan->macro_count++] =
                (struct header_macro){name, header.name, header.quoted};
            return;
        }
    }
    free(name);
}

/* The header name a macro called `name` stands for, or NULL. */
static const struct header_macro *find_macro(const struct include_scan *scan,
                                             const char *name)
{
    for (size_t i = scan->macro_count; i-- > 0;)
        if (strcmp(scan->macros[i].name, name) == 0)
            return &scan->macros[i];
    return NULL;
}

/* Every directive that reads a file: #include and its variants, and
 * C23's #embed, which clang takes in C++ too. */
static bool reads_a_file(const char *directive)
{
    static const char *const names[] = {"include", "include_next", "import",
                                        "embed", "__include_macros"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(directive, names[i]) == 0)
            return true;
    return false;
}

/* The directive after a '#' at the start of a line, at `line`:`column`
 * of `path`. */
static void scan_directive(struct include_scan *scan,
                           struct source_reader *reader, const char *path,
                           unsigned line, unsigned column, int depth)
{
    skip_blanks(reader);
    char *directive = read_identifier(reader);
    if (strcmp(directive, "define") == 0) {
        remember_macro(scan, reader);
    } else if (reads_a_file(directive)) {
        skip_blanks(reader);
        struct header_name header = read_header_name(reader);
        if (header.name) {
            check_include(scan, path, line, column, header.name,
                          header.quoted, depth);
            free(header.name);
        } else {
            char *macro_name = read_identifier(reader);
            const struct header_macro *macro = find_macro(scan, macro_name);
            if (macro)
                check_include(scan, path, line, column, macro->header,
                              macro->quoted, depth);
            free(macro_name);
        }
    }
    free(directive);
}

static void scan_file(struct include_scan *scan, const char *path, int depth)
{
    if (was_visited(scan, path))
        return;
    size_t size = 0;
    char *text = read_text(path, &size);
    if (!text)
        return;
    struct source_reader reader = {text, size, 0, 1, 1};
    bool at_line_start = true; /* no token yet on this line */
    for (int c; (c = peek(&reader)) != END_OF_TEXT;) {
        if (c == '\n') {
            advance(&reader);
            at_line_start = true;
        } else if (may_be_skipped(c) || skip_comment(&reader)) {
            if (may_be_skipped(c))
                advance(&reader);
        } else if (c == '"' || c == '\'') {
            skip_literal(&reader, c);
            at_line_start = false;
        } else if (c == '#' || (c == '%' && peek_second(&reader) == ':')) {
            unsigned line = reader.line, column = reader.column;
            advance(&reader);
            if (c == '%')
                advance(&reader);
            if (at_line_start)
                scan_directive(scan, &reader, path, line, column, depth);
            at_line_start = false;
        } else {
            advance(&reader);
            at_line_start = false;
        }
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
    for (size_t i = 0; i < scan.macro_count; i++) {
        free(scan.macros[i].name);
        free(scan.macros[i].header);
    }
    free(scan.macros);
    return scan.ok;
}
