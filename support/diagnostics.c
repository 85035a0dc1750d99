/* diagnostics.c - GCC-style error and warning messages.
 *
 * Every stage reports through a `struct diagnostics` so that the driver can
 * decide, from one error count, whether any output may be written. */
#include "support/support.h"

void diagnostics_init(struct diagnostics *diags, FILE *stream)
{
    diags->stream = stream;
    diags->error_count = 0;
    diags->warning_count = 0;
}

static void report(struct diagnostics *diags, const char *file, unsigned line,
                   unsigned column, const char *severity, const char *format,
                   va_list arguments)
{
    if (file)
        fprintf(diags->stream, "%s:%u:%u: %s: ", file, line, column, severity);
    else
        fprintf(diags->stream, "cmc: %s: ", severity);
    vfprintf(diags->stream, format, arguments);
    fputc('\n', diags->stream);
}

void error_at(struct diagnostics *diags, const char *file, unsigned line,
              unsigned column, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    report(diags, file, line, column, "error", format, arguments);
    va_end(arguments);
    diags->error_count++;
}

void warning_at(struct diagnostics *diags, const char *file, unsigned line,
                unsigned column, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    report(diags, file, line, column, "warning", format, arguments);
    va_end(arguments);
    diags->warning_count++;
}

void error_plain(struct diagnostics *diags, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    report(diags, NULL, 0, 0, "error", format, arguments);
    va_end(arguments);
    diags->error_count++;
}

void warning_plain(struct diagnostics *diags, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    report(diags, NULL, 0, 0, "warning", format, arguments);
    va_end(arguments);
    diags->warning_count++;
}
