/* diagnostics.c - error, warning and note messages, printed as Clang
 * prints them.
 *
 * Every stage reports through a `struct diagnostics` so that the driver can
 * decide, from one error count, whether any output may be written.  This
 * is the only file that prints a diagnostic: diagnostic_report applies the
 * settings (-w, -Wno-NAME, -Werror, -ferror-limit=), writes the
 * "file:line:col: error: message" line, the source line with a caret and
 * the ranges underlined (unless -fno-diagnostics-show-caret), in colour
 * when asked to; diagnostics_finish writes "N errors generated.".  The
 * source lines are read from the file named in the diagnostic (the last
 * one read is kept). */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support/support.h"

/* Clang's colours (TextDiagnostic.cpp). */
#define COLOR_RESET "\033[0m"
#define COLOR_BOLD "\033[1m"
#define COLOR_ERROR "\033[0;1;31m"
#define COLOR_WARNING "\033[0;1;35m"
#define COLOR_NOTE "\033[0;1;36m"
#define COLOR_CARET "\033[0;1;32m"

/* Clang expands tabs to this many columns in the source line it shows. */
enum { TAB_STOP = 8 };

void diagnostics_init(struct diagnostics *diags, FILE *stream)
{
    memset(diags, 0, sizeof *diags);
    diags->stream = stream;
    diags->settings.color = COLOR_AUTO;
    diagnostics_configure(diags, &diags->settings);
}

static bool stream_is_colour_terminal(FILE *stream)
{
    const char *term = getenv("TERM");
    return isatty(fileno(stream)) && term && strcmp(term, "dumb") != 0;
}

enum diagnostic_color diagnostic_color_for(enum diagnostic_color color,
                                           FILE *terminal)
{
    if (color == COLOR_AUTO)
        return stream_is_colour_terminal(terminal) ? COLOR_ALWAYS : COLOR_NEVER;
    return color;
}

void diagnostics_configure(struct diagnostics *diags,
                           const struct diagnostic_settings *settings)
{
    diags->settings = *settings;
    diags->use_color =
        diagnostic_color_for(settings->color, diags->stream) == COLOR_ALWAYS;
}

void diagnostics_finish(struct diagnostics *diags)
{
    int warnings = diags->warning_count, errors = diags->errors_shown;
    if (warnings > 0 || errors > 0) {
        if (warnings > 0)
            fprintf(diags->stream, "%d warning%s", warnings,
                    warnings == 1 ? "" : "s");
        if (warnings > 0 && errors > 0)
            fputs(" and ", diags->stream);
        if (errors > 0)
            fprintf(diags->stream, "%d error%s", errors,
                    errors == 1 ? "" : "s");
        fputs(" generated.\n", diags->stream);
    }
    free(diags->source_path);
    free(diags->source_text);
    diags->source_path = diags->source_text = NULL;
    diags->source_size = 0;
}

/* cmc's own warnings, by the NAME of -Wno-NAME, that clang does not have
 * (printf's format warning is -Wformat, as clang's). */
static const char *const cmc_only_warnings[] = {
    "empty-output", /* a file without kernels writes no vISA */
    "intel-option-ignored", /* an option of Intel's cmc cmc ignores */
};

bool warning_is_cmc_only(const char *name)
{
    for (size_t i = 0; i < sizeof cmc_only_warnings / sizeof *cmc_only_warnings;
         i++)
        if (strcmp(name, cmc_only_warnings[i]) == 0)
            return true;
    return false;
}

/* ---- What is shown ------------------------------------------------------ */

static bool warning_disabled(const struct diagnostic_settings *settings,
                             const char *name)
{
    if (settings->no_warnings)
        return true;
    for (int i = 0; name && i < settings->disabled_warning_count; i++)
        if (strcmp(settings->disabled_warnings[i], name) == 0)
            return true;
    return false;
}

/* Whether the warning NAME is an error: the last -Werror=NAME or
 * -Wno-error=NAME naming it decides, as in GCC; without one, -Werror. */
static bool warning_is_error(const struct diagnostic_settings *settings,
                             const char *name)
{
    for (int i = settings->error_rule_count - 1; name && i >= 0; i--) {
        const char *rule = settings->error_rules[i];
        const char *equals = strchr(rule, '=');
        if (equals && strcmp(equals + 1, name) == 0)
            return rule[2] == 'e';
    }
    return settings->warnings_are_errors;
}

/* Past -ferror-limit=N: one fatal error says so, then nothing more. */
static bool error_limit_reached(struct diagnostics *diags)
{
    int limit = diags->settings.error_limit;
    if (limit <= 0 || diags->errors_shown < limit)
        return false;
    if (!diags->limit_reported) {
        diags->limit_reported = true;
        fprintf(diags->stream, "%scmc: %sfatal error: %s%stoo many errors "
                "emitted, stopping now [-ferror-limit=]%s\n",
                diags->use_color ? COLOR_BOLD : "",
                diags->use_color ? COLOR_ERROR : "",
                diags->use_color ? COLOR_RESET : "",
                diags->use_color ? COLOR_BOLD : "",
                diags->use_color ? COLOR_RESET : "");
    }
    return true;
}

/* ---- The source line and its caret --------------------------------------- */

/* Makes `path`'s text the one at hand; false when it cannot be read. */
static bool load_source(struct diagnostics *diags, const char *path)
{
    if (diags->source_path && strcmp(diags->source_path, path) == 0)
        return diags->source_text != NULL;
    free(diags->source_path);
    free(diags->source_text);
    diags->source_path = xstrdup(path);
    diags->source_text = NULL;
    diags->source_size = 0;
    FILE *file = fopen(path, "rb");
    if (!file)
        return false;
    char *text = NULL;
    size_t size = 0, capacity = 0, got;
    char chunk[4096];
    grow_array((void **)&text, &capacity, 1, 1);
    while ((got = fread(chunk, 1, sizeof chunk, file)) > 0) {
        grow_array((void **)&text, &capacity, size + got + 1, 1);
        memcpy(text + size, chunk, got);
        size += got;
    }
    fclose(file);
    text[size] = '\0';
    diags->source_text = text;
    diags->source_size = size;
    return true;
}

/* Line `line` (from 1) of the text at hand, without its end of line. */
static bool find_line(const struct diagnostics *diags, unsigned line,
                      const char **start, size_t *length)
{
    const char *text = diags->source_text;
    const char *end = text + diags->source_size;
    for (unsigned current = 1; current < line; current++) {
        const char *newline = memchr(text, '\n', (size_t)(end - text));
        if (!newline)
            return false;
        text = newline + 1;
    }
    if (text >= end && line > 1)
        return false;
    const char *newline = memchr(text, '\n', (size_t)(end - text));
    size_t size = newline ? (size_t)(newline - text) : (size_t)(end - text);
    if (size > 0 && text[size - 1] == '\r')
        size--;
    *start = text;
    *length = size;
    return true;
}

/* The display column (from 0) of each byte of the line, tabs expanded;
 * display[length] is the width of the whole line. */
static unsigned *display_columns(const char *line, size_t length,
                                 struct string_buffer *shown)
{
    unsigned *display = xcalloc(length + 1, sizeof *display);
    unsigned column = 0;
    for (size_t i = 0; i < length; i++) {
        display[i] = column;
        unsigned char byte = (unsigned char)line[i];
        if (byte == '\t') {
            unsigned next = (column / TAB_STOP + 1) * TAB_STOP;
            for (; column < next; column++)
                buffer_append(shown, " ");
        } else {
            buffer_printf(shown, "%c", line[i]);
            if ((byte & 0xC0) != 0x80) /* UTF-8: one column a character */
                column++;
        }
    }
    display[length] = column;
    return display;
}

static unsigned display_at(const unsigned *display, size_t length,
                           unsigned byte_column)
{
    size_t index = byte_column > 0 ? byte_column - 1 : 0;
    return display[index < length ? index : length];
}

/* "    5 | source" and "      |   ~~~^~~" as Clang 19 writes them. */
static void print_snippet(struct diagnostics *diags,
                          const struct diagnostic *diagnostic)
{
    const char *line;
    size_t length;
    if (!load_source(diags, diagnostic->file) ||
        !find_line(diags, diagnostic->line, &line, &length))
        return;
    struct string_buffer shown = {0};
    buffer_append(&shown, "");
    unsigned *display = display_columns(line, length, &shown);
    unsigned width = display[length] + 1;
    char *marks = xmalloc(width + 1);
    memset(marks, ' ', width);
    for (size_t i = 0; i < diagnostic->range_count; i++) {
        const struct source_span *range = &diagnostic->ranges[i];
        if (range->line != diagnostic->line ||
            range->end_column <= range->begin_column)
            continue;
        unsigned from = display_at(display, length, range->begin_column);
        unsigned to = display_at(display, length, range->end_column);
        for (unsigned column = from; column < to && column < width; column++)
            marks[column] = '~';
    }
    unsigned caret = display_at(display, length, diagnostic->column);
    marks[caret < width ? caret : width - 1] = '^';
    size_t used = width;
    while (used > 0 && marks[used - 1] == ' ')
        used--;
    marks[used] = '\0';

    int digits = snprintf(NULL, 0, "%u", diagnostic->line);
    int margin = digits > 4 ? digits : 4;
    fprintf(diags->stream, "%*u | %s\n", margin + 1, diagnostic->line,
            shown.data);
    fprintf(diags->stream, "%*s| %s%s%s\n", margin + 2, "",
            diags->use_color ? COLOR_CARET : "", marks,
            diags->use_color ? COLOR_RESET : "");
    free(marks);
    free(display);
    buffer_free(&shown);
}

/* ---- The entry point ------------------------------------------------------ */

static const char *const severity_names[] = {
    [DIAGNOSTIC_NOTE] = "note",
    [DIAGNOSTIC_WARNING] = "warning",
    [DIAGNOSTIC_ERROR] = "error",
};
static const char *const severity_colors[] = {
    [DIAGNOSTIC_NOTE] = COLOR_NOTE,
    [DIAGNOSTIC_WARNING] = COLOR_WARNING,
    [DIAGNOSTIC_ERROR] = COLOR_ERROR,
};

/* Decides whether `diagnostic` is shown, and as what; counts it. */
static bool admit(struct diagnostics *diags,
                  const struct diagnostic *diagnostic,
                  enum diagnostic_severity *severity, bool *promoted)
{
    *severity = diagnostic->severity;
    *promoted = false;
    if (*severity == DIAGNOSTIC_NOTE)
        return diags->last_shown;
    if (*severity == DIAGNOSTIC_WARNING) {
        if (warning_disabled(&diags->settings, diagnostic->warning_name))
            return false;
        if (warning_is_error(&diags->settings, diagnostic->warning_name)) {
            *severity = DIAGNOSTIC_ERROR;
            *promoted = true;
        }
    }
    if (*severity == DIAGNOSTIC_ERROR) {
        diags->error_count++;
        if (error_limit_reached(diags))
            return false;
        diags->errors_shown++;
    } else {
        diags->warning_count++;
    }
    return true;
}

void diagnostic_report(struct diagnostics *diags,
                       const struct diagnostic *diagnostic)
{
    enum diagnostic_severity severity;
    bool promoted;
    bool shown = admit(diags, diagnostic, &severity, &promoted);
    if (diagnostic->severity != DIAGNOSTIC_NOTE)
        diags->last_shown = shown;
    if (!shown)
        return;
    bool color = diags->use_color;
    FILE *stream = diags->stream;
    fputs(color ? COLOR_BOLD : "", stream);
    /* No column: hidden (-fno-show-column), or not known (a function's
     * position), when GCC too gives the line alone. */
    if (diagnostic->file &&
        (diags->settings.hide_column || diagnostic->column == 0))
        fprintf(stream, "%s:%u: ", diagnostic->file, diagnostic->line);
    else if (diagnostic->file)
        fprintf(stream, "%s:%u:%u: ", diagnostic->file, diagnostic->line,
                diagnostic->column);
    else
        fputs("cmc: ", stream);
    fprintf(stream, "%s%s: %s%s%s", color ? severity_colors[severity] : "",
            severity_names[severity], color ? COLOR_RESET : "",
            color && severity != DIAGNOSTIC_NOTE ? COLOR_BOLD : "",
            diagnostic->message);
    const char *name = diagnostic->warning_name;
    if (promoted)
        fprintf(stream, " [-Werror%s%s]", name ? ",-W" : "", name ? name : "");
    else if (name && severity == DIAGNOSTIC_WARNING)
        fprintf(stream, " [-W%s]", name);
    fprintf(stream, "%s\n", color ? COLOR_RESET : "");
    if (diagnostic->file && diagnostic->line > 0 &&
        !diags->settings.hide_caret)
        print_snippet(diags, diagnostic);
}

/* ---- Shorthands ------------------------------------------------------------ */

static void report_formatted(struct diagnostics *diags,
                             enum diagnostic_severity severity,
                             const char *file, unsigned line, unsigned column,
                             const char *format, va_list arguments)
{
    struct string_buffer message = {0};
    buffer_vprintf(&message, format, arguments);
    struct diagnostic diagnostic = {
        .severity = severity, .file = file, .line = line, .column = column,
        .message = message.data ? message.data : "",
    };
    diagnostic_report(diags, &diagnostic);
    buffer_free(&message);
}

void error_at(struct diagnostics *diags, const char *file, unsigned line,
              unsigned column, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    report_formatted(diags, DIAGNOSTIC_ERROR, file, line, column, format,
                     arguments);
    va_end(arguments);
}

void warning_at(struct diagnostics *diags, const char *file, unsigned line,
                unsigned column, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    report_formatted(diags, DIAGNOSTIC_WARNING, file, line, column, format,
                     arguments);
    va_end(arguments);
}

void error_plain(struct diagnostics *diags, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    report_formatted(diags, DIAGNOSTIC_ERROR, NULL, 0, 0, format, arguments);
    va_end(arguments);
}

void warning_plain(struct diagnostics *diags, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    report_formatted(diags, DIAGNOSTIC_WARNING, NULL, 0, 0, format,
                     arguments);
    va_end(arguments);
}
