/* dependencies.c - make rules for the files a compilation read, in the
 * layout GCC's -M options write (libcpp's mkdeps).
 *
 * Takes the frontend's list of files (the source first) and the -M
 * options; guarantees the text GCC would write for the same targets and
 * files: names quoted for make (`$` doubled, `#` and white space after
 * a backslash escaped), the unquoted -MT targets before the quoted ones,
 * lines broken with " \" before they pass column 72, and with -MP an empty
 * rule for every header so that make does not stop when one is deleted. */
#include <string.h>

#include "driver/driver.h"
#include "frontend/frontend.h"

/* GCC's mkdeps wraps the rule at this column. */
enum { RULE_COLUMNS = 72 };

/* `name` as make reads it back (mkdeps's munge). */
static void append_quoted(struct string_buffer *out, const char *name)
{
    unsigned backslashes = 0;
    for (const char *c = name; *c; c++) {
        switch (*c) {
        case '\\':
            backslashes++;
            buffer_append(out, "\\");
            continue;
        case '$':
            buffer_append(out, "$");
            break;
        case ' ':
        case '\t':
            /* A backslash before white space is doubled, and the space
             * escaped, as GNU make reads it back. */
            for (; backslashes > 0; backslashes--)
                buffer_append(out, "\\");
            buffer_append(out, "\\");
            break;
        case '#':
            buffer_append(out, "\\");
            break;
        default:
            break;
        }
        backslashes = 0;
        buffer_printf(out, "%c", *c);
    }
}

/* One name of the rule, preceded by a space (or a line break when it
 * would pass the margin) unless it starts the line; returns the column
 * after it. */
static size_t append_name(struct string_buffer *rule, const char *name,
                          bool quote, size_t column)
{
    struct string_buffer text = {0};
    buffer_append(&text, "");
    if (quote)
        append_quoted(&text, name);
    else
        buffer_append(&text, name);
    if (column > 0) {
        if (column + text.length > RULE_COLUMNS) {
            buffer_append(rule, " \\\n");
            column = 0;
        }
        buffer_append(rule, " ");
        column++;
    }
    buffer_append(rule, text.data);
    column += text.length;
    buffer_free(&text);
    return column;
}

/* mkdeps drops a leading "./" (and the slashes after it) from every
 * dependency: clang names a header beside "k.cpp" "./a.h", GCC "a.h". */
static const char *without_dot_slash(const char *path)
{
    while (path[0] == '.' && path[1] == '/') {
        path += 2;
        while (*path == '/')
            path++;
    }
    return path;
}

void format_dependency_rule(struct string_buffer *rule,
                            const struct dependency_options *options,
                            const struct dependency_list *files,
                            const char *default_target)
{
    size_t column = 0;
    if (options->target_count == 0)
        column = append_name(rule, default_target, true, column);
    /* As GCC: the -MT targets, then the -MQ ones, each in order. */
    for (int quoted = 0; quoted <= 1; quoted++)
        for (int i = 0; i < options->target_count; i++)
            if (options->target_quoted[i] == (quoted == 1))
                column = append_name(rule, options->targets[i], quoted == 1,
                                     column);
    buffer_append(rule, ":");
    column++;
    for (size_t i = 0; i < files->count; i++)
        if (i == 0 || !options->user_headers_only || !files->items[i].is_system)
            column = append_name(rule, without_dot_slash(files->items[i].path),
                                 true, column);
    buffer_append(rule, "\n");
    if (!options->phony_targets)
        return;
    for (size_t i = 1; i < files->count; i++) {
        if (options->user_headers_only && files->items[i].is_system)
            continue;
        append_quoted(rule, without_dot_slash(files->items[i].path));
        buffer_append(rule, ":\n");
    }
}
