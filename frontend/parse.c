/* parse.c - the frontend's entry point: run libclang, report its
 * diagnostics at the user's lines, and hand the AST to the lowering.
 *
 * The source is parsed as C++17 with <cm/cm.h> included implicitly.  An
 * error clang finds inside cm.h (a failed static_assert, an operator with
 * no match) is really about the user's code that instantiated it, so it
 * is reported at the first place in the user's file that the diagnostic's
 * notes point to. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "frontend/internal.h"

/* The name of `file` (to free) when it is a header the user wrote, not
 * cm.h or a system header; NULL otherwise.  Errors in the user's own
 * headers (kernels kept in a .h) are reported at the header's line. */
char *user_header_name(struct frontend *frontend, CXFile file,
                       unsigned line, unsigned column)
{
    if (!file)
        return NULL;
    CXString name = clang_getFileName(file);
    const char *header = clang_getCString(name);
    const char *include_dir = frontend->options->cm_include_dir;
    char *result = NULL;
    if (header && strncmp(header, include_dir, strlen(include_dir)) != 0 &&
        !clang_Location_isInSystemHeader(
            clang_getLocation(frontend->unit, file, line, column)))
        result = xstrdup(header);
    clang_disposeString(name);
    return result;
}

/* Where the user wrote `location`: the source file or a header of
 * theirs.  Sets *path (the source path, or a header's name to free when
 * *header is set).  False for positions inside cm.h and system headers. */
static bool user_position(struct frontend *frontend, CXSourceLocation location,
                          const char **path, char **header, unsigned *line,
                          unsigned *column)
{
    CXFile file;
    clang_getSpellingLocation(location, &file, line, column, NULL);
    *path = frontend->options->source_path;
    *header = NULL;
    if (clang_Location_isFromMainFile(location) && file &&
        clang_File_isEqual(file, clang_getFile(frontend->unit, *path)))
        return true;
    *header = user_header_name(frontend, file, *line, *column);
    if (*header) {
        *path = *header;
        return true;
    }
    /* Spelled by a cm.h macro the user wrote (`template select` for the
     * member templates of member_templates.c, SIMD_IF_BEGIN): where the
     * user wrote the macro. */
    CXFile expansion_file;
    unsigned expansion_line, expansion_column;
    clang_getExpansionLocation(location, &expansion_file, &expansion_line,
                               &expansion_column, NULL);
    if (expansion_file &&
        clang_File_isEqual(expansion_file,
                           clang_getFile(frontend->unit, *path))) {
        *line = expansion_line;
        *column = expansion_column;
        return true;
    }
    return false;
}

/* True when this diagnostic was reported before (then it is not
 * reported again); records it otherwise. */
static bool already_reported(struct frontend *frontend, bool is_error,
                             const char *path, unsigned line, unsigned column,
                             const char *message)
{
    struct string_buffer key = {0};
    buffer_printf(&key, "%c%s:%u:%u: %s", is_error ? 'E' : 'W', path, line,
                  column, message);
    for (size_t i = 0; i < frontend->reported_count; i++) {
        if (strcmp(frontend->reported[i], key.data) == 0) {
            buffer_free(&key);
            return true;
        }
    }
    if (frontend->reported_count == frontend->reported_capacity) {
        frontend->reported_capacity =
            frontend->reported_capacity ? 2 * frontend->reported_capacity : 16;
        frontend->reported =
            xrealloc(frontend->reported,
                     frontend->reported_capacity * sizeof(char *));
    }
    frontend->reported[frontend->reported_count++] = key.data;
    return false;
}

static void free_reported(struct frontend *frontend)
{
    for (size_t i = 0; i < frontend->reported_count; i++)
        free(frontend->reported[i]);
    free(frontend->reported);
}

/* The part of `range` on `line` of the file at `path`, as columns; false
 * when none of it is there. */
static bool span_on_line(struct frontend *frontend, CXSourceRange range,
                         const char *path, unsigned line,
                         struct source_span *span)
{
    CXFile begin_file, end_file;
    unsigned begin_line, begin_column, end_line, end_column;
    clang_getSpellingLocation(clang_getRangeStart(range), &begin_file,
                              &begin_line, &begin_column, NULL);
    clang_getSpellingLocation(clang_getRangeEnd(range), &end_file, &end_line,
                              &end_column, NULL);
    CXFile file = clang_getFile(frontend->unit, path);
    if (!file || !begin_file || !end_file ||
        !clang_File_isEqual(begin_file, file) ||
        !clang_File_isEqual(end_file, file) || begin_line > line ||
        end_line < line)
        return false;
    span->line = line;
    span->begin_column = begin_line == line ? begin_column : 1;
    span->end_column = end_line == line ? end_column : UINT_MAX;
    return span->end_column > span->begin_column;
}

/* One diagnostic at the user's position, unless reported before; true
 * when it was reported now (its notes may follow). */
static bool report_once(struct frontend *frontend, struct diagnostic *diagnostic)
{
    if (diagnostic->severity != DIAGNOSTIC_NOTE &&
        already_reported(frontend,
                         diagnostic->severity == DIAGNOSTIC_ERROR,
                         diagnostic->file ? diagnostic->file : "",
                         diagnostic->line,
                         diagnostic->column, diagnostic->message))
        return false;
    diagnostic_report(frontend->diags, diagnostic);
    return true;
}

/* When `location` is inside a macro the user defined, GCC's note at the
 * place the macro was used: "in expansion of macro 'NAME'". */
static void report_macro_expansion(struct frontend *frontend,
                                   CXSourceLocation location,
                                   const struct diagnostic *reported)
{
    CXFile file;
    unsigned line, column;
    clang_getExpansionLocation(location, &file, &line, &column, NULL);
    if (!file)
        return;
    CXSourceLocation expansion =
        clang_getLocation(frontend->unit, file, line, column);
    struct diagnostic note = {.severity = DIAGNOSTIC_NOTE};
    char *header;
    if (!user_position(frontend, expansion, &note.file, &header, &note.line,
                       &note.column))
        return;
    /* A macro's argument (cm.h's printf("...")) is spelled where the
     * macro is used: only code from the macro's own text gets the note. */
    CXToken *token = clang_getToken(frontend->unit, expansion);
    if (token && (note.line != reported->line ||
                  strcmp(note.file, reported->file) != 0)) {
        CXString name = clang_getTokenSpelling(frontend->unit, *token);
        struct string_buffer message = {0};
        buffer_printf(&message, "in expansion of macro '%s'",
                      clang_getCString(name));
        struct source_span span;
        note.ranges = &span;
        note.range_count = span_on_line(frontend,
                                        clang_getTokenExtent(frontend->unit,
                                                             *token),
                                        note.file, note.line, &span);
        note.message = message.data;
        diagnostic_report(frontend->diags, &note);
        buffer_free(&message);
        clang_disposeString(name);
    }
    if (token)
        clang_disposeTokens(frontend->unit, token, 1);
    free(header);
}

/* Where the user wrote `cursor` (see user_position), or, for code from a
 * cm.h macro (SIMD_IF_BEGIN ...), where they wrote the macro; false for
 * code in cmc's headers. */
bool cursor_user_position(struct frontend *frontend, CXCursor cursor,
                          const char **path, char **header, unsigned *line,
                          unsigned *column)
{
    CXSourceLocation location = clang_getCursorLocation(cursor);
    if (user_position(frontend, location, path, header, line, column))
        return true;
    CXFile file;
    clang_getExpansionLocation(location, &file, line, column, NULL);
    return file && clang_File_isEqual(
                       file, clang_getFile(frontend->unit,
                                           frontend->options->source_path));
}

bool cursor_in_user_code(struct frontend *frontend, CXCursor cursor)
{
    const char *path;
    char *header;
    unsigned line, column;
    bool in_user_code =
        cursor_user_position(frontend, cursor, &path, &header, &line, &column);
    free(header);
    return in_user_code;
}

/* A diagnostic (error or warning) at a cursor: at the user's line, the
 * cursor's extent underlined.  A cursor in cmc's headers (the body of a
 * header function, a header global's initializer) is reported at the
 * user's code that led there (frontend->user_cursor). */
static void report_at_cursor(struct frontend *frontend, CXCursor cursor,
                             enum diagnostic_severity severity,
                             const char *warning_name, const char *message)
{
    CXSourceLocation location = clang_getCursorLocation(cursor);
    const char *path;
    char *header;
    unsigned line, column;
    bool in_user_file =
        cursor_user_position(frontend, cursor, &path, &header, &line, &column);
    if (!in_user_file && !clang_Cursor_isNull(frontend->user_cursor) &&
        !clang_equalCursors(frontend->user_cursor, cursor)) {
        free(header);
        report_at_cursor(frontend, frontend->user_cursor, severity,
                         warning_name, message);
        return;
    }
    /* With no user code to point at (cannot happen while lowering, which
     * starts at a kernel), the source file's name is the best that can
     * be said. */
    if (!in_user_file)
        line = column = 0;
    struct source_span span;
    bool has_span = in_user_file &&
                    span_on_line(frontend, clang_getCursorExtent(cursor), path,
                                 line, &span);
    struct diagnostic diagnostic = {
        .severity = severity, .file = path, .line = line, .column = column,
        .ranges = &span, .range_count = has_span ? 1 : 0,
        .warning_name = warning_name, .message = message,
    };
    if (report_once(frontend, &diagnostic) && in_user_file)
        report_macro_expansion(frontend, location, &diagnostic);
    free(header);
}

void error_at_cursor(struct frontend *frontend, CXCursor cursor,
                     const char *format, ...)
{
    char message[1024];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, sizeof message, format, arguments);
    va_end(arguments);
    report_at_cursor(frontend, cursor, DIAGNOSTIC_ERROR, NULL, message);
}

void warning_at_cursor(struct frontend *frontend, CXCursor cursor,
                       const char *name, const char *format, ...)
{
    char message[1024];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, sizeof message, format, arguments);
    va_end(arguments);
    report_at_cursor(frontend, cursor, DIAGNOSTIC_WARNING, name, message);
}

/* Where a clang diagnostic or note is reported: a position in code the
 * user wrote, with the diagnostic's ranges on that line. */
struct user_place {
    const char *file;
    char *header;              /* owned when set (a header of the user's) */
    unsigned line, column;
    struct source_span spans[4];
    size_t span_count;
};

/* `diagnostic`'s own position, when the user wrote it. */
static bool place_of(struct frontend *frontend, CXDiagnostic diagnostic,
                     struct user_place *place)
{
    place->span_count = 0;
    if (!user_position(frontend, clang_getDiagnosticLocation(diagnostic),
                       &place->file, &place->header, &place->line,
                       &place->column))
        return false;
    unsigned count = clang_getDiagnosticNumRanges(diagnostic);
    for (unsigned i = 0; i < count && place->span_count < 4; i++)
        if (span_on_line(frontend, clang_getDiagnosticRange(diagnostic, i),
                         place->file, place->line,
                         &place->spans[place->span_count]))
            place->span_count++;
    return true;
}

/* Whether a note says where a header was included from. */
static bool is_include_note(CXDiagnostic note)
{
    CXString spelling = clang_getDiagnosticSpelling(note);
    bool include = strncmp(clang_getCString(spelling),
                           "in file included from", 21) == 0;
    clang_disposeString(spelling);
    return include;
}

/* The position to report a diagnostic at: its own when it is in code the
 * user wrote, else that of the first note that is (a failed cm.h
 * assertion has a note at the user's line that instantiated it); sets
 * *used_note to that note's index, or -1.  A note at the user's code
 * that instantiated a header's template is preferred to the #include
 * of that header (clang gives the include note only with the header's
 * first diagnostic, so the same error would otherwise move between the
 * two). */
static bool user_location(struct frontend *frontend, CXDiagnostic diagnostic,
                          struct user_place *place, int *used_note)
{
    *used_note = -1;
    if (place_of(frontend, diagnostic, place))
        return true;
    CXDiagnosticSet notes = clang_getChildDiagnostics(diagnostic);
    unsigned count = clang_getNumDiagnosticsInSet(notes);
    for (int pass = 0; pass < 2 && *used_note < 0; pass++) {
        for (unsigned i = 0; i < count && *used_note < 0; i++) {
            CXDiagnostic note = clang_getDiagnosticInSet(notes, i);
            if ((pass == 1 || !is_include_note(note)) &&
                place_of(frontend, note, place))
                *used_note = (int)i;
            clang_disposeDiagnostic(note);
        }
    }
    return *used_note >= 0;
}

/* The notes of a reported diagnostic that point into code the user wrote
 * ("in instantiation of ... requested here", "expanded from macro"),
 * but for the one the diagnostic was moved to. */
static void report_notes(struct frontend *frontend, CXDiagnostic diagnostic,
                         int used_note, const struct diagnostic *reported)
{
    CXDiagnosticSet notes = clang_getChildDiagnostics(diagnostic);
    unsigned count = clang_getNumDiagnosticsInSet(notes);
    for (unsigned i = 0; i < count; i++) {
        if ((int)i == used_note)
            continue;
        CXDiagnostic note = clang_getDiagnosticInSet(notes, i);
        struct user_place place;
        if (place_of(frontend, note, &place)) {
            CXString spelling = clang_getDiagnosticSpelling(note);
            struct diagnostic shown = {
                .severity = DIAGNOSTIC_NOTE, .file = place.file,
                .line = place.line, .column = place.column,
                .ranges = place.spans, .range_count = place.span_count,
                .message = clang_getCString(spelling),
            };
            bool same_place = place.line == reported->line &&
                              place.column == reported->column &&
                              strcmp(place.file, reported->file) == 0;
            /* Where a header was included from is said by the header's
             * name in the diagnostic; cm.h's internals are no context. */
            if (!same_place && !strstr(shown.message, "cm_detail::") &&
                strncmp(shown.message, "in file included from", 21) != 0)
                diagnostic_report(frontend->diags, &shown);
            clang_disposeString(spelling);
            free(place.header);
        }
        clang_disposeDiagnostic(note);
    }
}

/* The NAME of the -Wno-NAME that silences a clang warning, or NULL. */
static char *warning_name(CXDiagnostic diagnostic)
{
    CXString option = clang_getDiagnosticOption(diagnostic, NULL);
    const char *text = clang_getCString(option);
    char *name = text && strncmp(text, "-W", 2) == 0 && text[2]
                     ? xstrdup(text + 2)
                     : NULL;
    clang_disposeString(option);
    return name;
}

/* The type of a comparison's result as cm.h spells it,
 * 'typename cm_detail::compare_result<A, B>::type' (aka 'vector<unsigned
 * short, shape::size>'), said in CM terms: the mask, a vector or matrix
 * of ushort shaped as A (or B, when A is a scalar).  False when the
 * message has no such type. */
static bool reword_compare_result(const char *clang_message,
                                  struct string_buffer *message)
{
    static const char opening[] = "'typename cm_detail::compare_result<";
    const char *start = strstr(clang_message, opening);
    const char *arguments = start ? start + strlen(opening) : NULL;
    const char *end = arguments ? strstr(arguments, ">::type'") : NULL;
    if (!end)
        return false;
    const char *comma = NULL;
    int depth = 0;
    for (const char *c = arguments; c < end && !comma; c++) {
        depth += *c == '<' ? 1 : *c == '>' ? -1 : 0;
        if (*c == ',' && depth == 0)
            comma = c;
    }
    if (!comma || comma[1] != ' ')
        return false;
    const char *object = arguments, *object_end = comma;
    if (strncmp(object, "vector<", 7) != 0 &&
        strncmp(object, "matrix<", 7) != 0) {
        object = comma + 2;
        object_end = end;
    }
    const char *shape = strchr(object, ',');
    if ((strncmp(object, "vector<", 7) != 0 &&
         strncmp(object, "matrix<", 7) != 0) ||
        !shape || shape >= object_end)
        return false;
    const char *rest = end + strlen(">::type'");
    const char *aka = strncmp(rest, " (aka '", 7) == 0 ? strstr(rest, "')")
                                                      : NULL;
    if (aka)
        rest = aka + 2;
    buffer_printf(message,
             "%.*s'%.7sushort%.*s' (the mask a comparison of '%.*s' with "
             "'%.*s' gives)%s",
             (int)(start - clang_message), clang_message, object,
             (int)(object_end - shape), shape, (int)(comma - arguments),
             arguments, (int)(end - comma - 2), comma + 2, rest);
    return true;
}

/* Messages about cm.h's machinery say what went wrong in CM terms: a
 * failed static_assert of cm.h is its message alone, and an overload that
 * failed on CM types names what CM allows.  Returns true for a message
 * that is a CM rule (a static_assert). */
static bool cm_message(const char *clang_message, char *message,
                       size_t size)
{
    const char *assertion = strstr(clang_message, "static assertion failed");
    if (assertion) {
        const char *text = strstr(assertion, "': ");
        text = text ? text + 3 : strstr(assertion, ": ");
        if (text && text == strstr(assertion, ": "))
            text += 2;
        /* Intel's severity prefixes (CM_STATIC_ERROR, CM_STATIC_WARNING)
         * are not part of the message. */
        if (text && (strncmp(text, "CM:w:", 5) == 0 ||
                     strncmp(text, "CM:e:", 5) == 0))
            text += 5;
        snprintf(message, size, "%s", text ? text : clang_message);
        return true;
    }
    /* A repeated mismatch: cm.h's assertion already fired for this pair
     * of types, and clang only says the shape is missing. */
    if (strstr(clang_message, "no type named 'shape' in "
                              "'cm_detail::operation_shape")) {
        snprintf(message, size,
                 "operands of a CM operation must have the same number of "
                 "elements");
        return true;
    }
    if (strstr(clang_message, "no matching function for call to 'select'") ||
        strstr(clang_message, "no matching member function for call to "
                              "'select'")) {
        snprintf(message, size,
                 "select needs constant size and stride: "
                 "v.select<size, stride>(offset)");
        return false;
    }
    if (strstr(clang_message, "no matching constructor for initialization of "
                              "'vector") ||
        strstr(clang_message, "no matching constructor for initialization of "
                              "'matrix")) {
        snprintf(message, size,
                 "%s: a vector or matrix is built from nothing, a scalar, "
                 "a global array, a braced list of scalar elements, or a "
                 "vector/matrix with the same number of elements (and SAT)",
                 clang_message);
        return false;
    }
    /* cm.h's constructor from another element count is explicit (so that
     * overloads on shape resolve), so an implicit conversion is "no
     * viable conversion" from one shape to the other. */
    if ((strstr(clang_message, "no viable conversion from 'vector") ||
         strstr(clang_message, "no viable conversion from 'matrix")) &&
        (strstr(clang_message, " to 'vector<") ||
         strstr(clang_message, " to 'matrix<"))) {
        snprintf(message, size,
                 "%s: cannot assign or convert between CM objects with "
                 "different numbers of elements",
                 clang_message);
        return false;
    }
    if (strstr(clang_message, "invalid operands to binary expression ('vector") ||
        strstr(clang_message, "invalid operands to binary expression ('matrix")) {
        snprintf(message, size,
                 "%s: a CM operator needs two vectors/matrices with the same "
                 "number of elements, or one and a scalar",
                 clang_message);
        return false;
    }
    /* cm.h deletes the reference constructors from const vectors and
     * matrices (temporaries included). */
    if (strstr(clang_message, "call to deleted constructor of 'vector_ref") ||
        strstr(clang_message, "call to deleted constructor of 'matrix_ref")) {
        snprintf(message, size,
                 "a %s must refer to a variable or a region of one, not to "
                 "a const object or a computed value",
                 strstr(clang_message, "'vector_ref") ? "vector_ref"
                                                      : "matrix_ref");
        return false;
    }
    /* CM excludes exceptions and RTTI: say so, not how to enable them. */
    if (strstr(clang_message, "with exceptions disabled")) {
        snprintf(message, size, "exceptions are not supported in CM");
        return false;
    }
    if (strstr(clang_message, "before using the 'typeid' operator") ||
        strstr(clang_message, "requires -frtti")) {
        snprintf(message, size,
                 "run-time type information (typeid, dynamic_cast) is not "
                 "supported in CM");
        return false;
    }
    snprintf(message, size, "%s", clang_message);
    return false;
}

/* A failed static_assert whose message starts "CM:w:" (Intel's
 * CM_STATIC_WARNING, cm_label) is a warning, as in Intel's compiler: the
 * declaration has no other effect, so the parse is complete. */
static bool is_cm_static_warning(CXDiagnostic diagnostic)
{
    CXString spelling = clang_getDiagnosticSpelling(diagnostic);
    const char *text = clang_getCString(spelling);
    const char *assertion = text ? strstr(text, "static assertion failed")
                                 : NULL;
    const char *prefix = assertion ? strstr(assertion, ": CM:w:") : NULL;
    bool warning = prefix && prefix == strstr(assertion, ": ");
    clang_disposeString(spelling);
    return warning;
}

/* cm_message, after cm.h's spelling of a comparison's result type is
 * reworded (reword_compare_result). */
static bool user_message(const char *clang_message, char *message,
                         size_t size)
{
    struct string_buffer reworded = {0};
    if (reword_compare_result(clang_message, &reworded))
        clang_message = reworded.data;
    bool is_rule = cm_message(clang_message, message, size);
    buffer_free(&reworded);
    return is_rule;
}

/* An undeclared name of Intel's VME API (or a type or member so named) on
 * a platform that lacks it: the message says which platforms have it
 * (vme_names.c). */
static void add_vme_hint(struct frontend *frontend, char *message,
                         size_t size)
{
    static const char *const forms[] = {"use of undeclared identifier '",
                                        "unknown type name '",
                                        "no member named '"};
    for (size_t i = 0; i < sizeof forms / sizeof *forms; i++) {
        const char *start = strstr(message, forms[i]);
        if (start != message)
            continue;
        start += strlen(forms[i]);
        const char *end = strchr(start, '\'');
        if (!end || (size_t)(end - start) >= 128)
            return;
        char name[128], hint[512];
        memcpy(name, start, (size_t)(end - start));
        name[end - start] = '\0';
        if (!vme_name_hint(name, frontend->options->platform->name, hint,
                           sizeof hint))
            return;
        size_t used = strlen(message);
        snprintf(message + used, size - used, ": %s", hint);
        return;
    }
}

/* What reporting clang's diagnostics in order remembers from one to the
 * next. */
struct clang_report_state {
    /* The last broken CM rule: clang's follow-up errors on that line (no
     * viable overload, ...) only repeat it. */
    char rule_file[1024];
    unsigned rule_line;
    /* The last position reported in the user's code (before any: see
     * set_first_user_position). */
    char last_file[1024];
    unsigned last_line, last_column;
};

/* Report one of clang's errors or warnings; returns the number of
 * errors it counts for (0 or 1).  An error clang gives no position in
 * the user's code (a follow-on error of its recovery, such as "templates
 * can only be declared in namespace or class scope" after a broken
 * declaration) is reported where the error before it was, or the first
 * error with a position: every error must point at a line of the
 * user's. */
static int report_clang_diagnostic(struct frontend *frontend,
                                   CXDiagnostic diagnostic,
                                   struct clang_report_state *state)
{
    enum CXDiagnosticSeverity severity =
        clang_getDiagnosticSeverity(diagnostic);
    if (severity < CXDiagnostic_Warning)
        return 0;
    bool is_error = severity >= CXDiagnostic_Error &&
                    !is_cm_static_warning(diagnostic);
    CXString spelling = clang_getDiagnosticSpelling(diagnostic);
    char message[1024];
    bool is_rule = user_message(clang_getCString(spelling), message,
                                sizeof message);
    clang_disposeString(spelling);
    add_vme_hint(frontend, message, sizeof message);
    struct user_place place = {.header = NULL};
    int used_note;
    bool located = user_location(frontend, diagnostic, &place, &used_note);
    if (is_error && located && place.line == state->rule_line &&
        strcmp(place.file, state->rule_file) == 0) {
        free(place.header);
        return 1;
    }
    if (is_rule && is_error && located) {
        state->rule_line = place.line;
        snprintf(state->rule_file, sizeof state->rule_file, "%s", place.file);
    }
    bool follows_previous = is_error && !located;
    char *name = is_error ? NULL : warning_name(diagnostic);
    struct diagnostic shown = {
        .severity = is_error ? DIAGNOSTIC_ERROR : DIAGNOSTIC_WARNING,
        .file = located ? place.file
                : follows_previous ? state->last_file : NULL,
        .line = located ? place.line
                : follows_previous ? state->last_line : 0,
        .column = located ? place.column
                  : follows_previous ? state->last_column : 0,
        .ranges = place.spans, .range_count = located ? place.span_count : 0,
        .warning_name = name, .message = message,
    };
    if (located) {
        snprintf(state->last_file, sizeof state->last_file, "%s", place.file);
        state->last_line = place.line;
        state->last_column = place.column;
    }
    /* A warning with no position in the user's code is about cm.h. */
    if ((located || is_error) && report_once(frontend, &shown) && located) {
        if (used_note < 0)
            report_macro_expansion(
                frontend, clang_getDiagnosticLocation(diagnostic), &shown);
        report_notes(frontend, diagnostic, used_note, &shown);
    }
    free(name);
    free(place.header);
    return is_error ? 1 : 0;
}

/* Where an error with no position of its own is reported when no error
 * before it had one: at the first position in the user's code of any of
 * clang's diagnostics, else at the start of the source. */
static void set_first_user_position(struct frontend *frontend,
                                    struct clang_report_state *state)
{
    snprintf(state->last_file, sizeof state->last_file, "%s",
             frontend->options->source_path);
    state->last_line = state->last_column = 1;
    unsigned count = clang_getNumDiagnostics(frontend->unit);
    for (unsigned i = 0; i < count; i++) {
        CXDiagnostic diagnostic = clang_getDiagnostic(frontend->unit, i);
        struct user_place place = {.header = NULL};
        int used_note;
        bool located = user_location(frontend, diagnostic, &place, &used_note);
        if (located) {
            snprintf(state->last_file, sizeof state->last_file, "%s",
                     place.file);
            state->last_line = place.line;
            state->last_column = place.column;
        }
        free(place.header);
        clang_disposeDiagnostic(diagnostic);
        if (located)
            return;
    }
}

/* Report clang's errors and warnings (only its fatal errors, such as a
 * missing header, when `fatal_only`); returns the number of errors (every
 * one counts: the lowering must not run after any). */
static int report_clang_diagnostics(struct frontend *frontend, bool fatal_only)
{
    int errors = 0;
    struct clang_report_state state = {.rule_line = 0};
    set_first_user_position(frontend, &state);
    unsigned count = clang_getNumDiagnostics(frontend->unit);
    for (unsigned i = 0; i < count; i++) {
        CXDiagnostic diagnostic = clang_getDiagnostic(frontend->unit, i);
        if (fatal_only &&
            clang_getDiagnosticSeverity(diagnostic) != CXDiagnostic_Fatal) {
            clang_disposeDiagnostic(diagnostic);
            continue;
        }
        errors += report_clang_diagnostic(frontend, diagnostic, &state);
        clang_disposeDiagnostic(diagnostic);
    }
    return errors;
}

/* The command line libclang sees. */
static const char **clang_command_line(const struct frontend_options *options,
                                       char *include_flag, size_t flag_size,
                                       struct predefined_macros *macros,
                                       int *count)
{
    static const char *const fixed[] = {
        "-x", "c++", "-std=c++17", "-fno-exceptions", "-fno-rtti",
        "-Wno-unknown-attributes", "-Wno-ignored-attributes", "-D__CM",
        "-D__CMC",
        /* cmc's diagnostics apply the user's -ferror-limit (diagnostics.c);
         * clang's own limit of 20 would stop the parse and hide errors. */
        "-ferror-limit=0",
    };
    size_t fixed_count = sizeof fixed / sizeof fixed[0];
    predefined_macros_for(options->platform, macros);
    const char **arguments =
        xcalloc(fixed_count + 3 + (size_t)macros->count +
                    (size_t)options->clang_argument_count,
                sizeof(char *));
    int used = 0;
    snprintf(include_flag, flag_size, "-I%s", options->cm_include_dir);
    arguments[used++] = include_flag;
    for (size_t i = 0; i < fixed_count; i++)
        arguments[used++] = fixed[i];
    arguments[used++] = options->cm_header_pch ? "-include-pch" : "-include";
    arguments[used++] = options->cm_header_pch ? options->cm_header_pch
                                               : "cm/cm.h";
    /* Before the user's -D/-U flags, so that those can override them. */
    for (int i = 0; i < macros->count; i++)
        arguments[used++] = macros->flags[i];
    for (int i = 0; i < options->clang_argument_count; i++)
        arguments[used++] = options->clang_arguments[i];
    *count = used;
    return arguments;
}

/* Templated kernels instantiated explicitly need a second parse that
 * shows libclang the instances (instantiation.c). */
static enum CXErrorCode reparse_with_instances(
    CXTranslationUnit unit, const char *path, const char *cm_include_dir,
    struct rewritten_sources *sources)
{
    char *lines = explicit_instantiation_lines(unit, path, cm_include_dir);
    if (!lines)
        return CXError_Success;
    size_t size = 0;
    const char *contents =
        clang_getFileContents(unit, clang_getFile(unit, path), &size);
    struct string_buffer source = {0};
    buffer_printf(&source, "%.*s%s", (int)size, contents, lines);
    free(lines);
    rewritten_sources_set(sources, path, source.data, source.length);
    int failed = clang_reparseTranslationUnit(
        unit, (unsigned)sources->count, sources->files,
        clang_defaultReparseOptions(unit));
    return failed ? CXError_Failure : CXError_Success;
}

/* Adds the user's headers the source includes (not cm.h's, not system
 * headers) to the rewritten sources. */
static void add_included_header(CXFile included, CXSourceLocation *stack,
                                unsigned depth, CXClientData data)
{
    (void)stack;
    (void)depth;
    struct frontend *frontend = ((void **)data)[0];
    struct rewritten_sources *sources = ((void **)data)[1];
    bool *added = ((void **)data)[2];
    char *header = user_header_name(frontend, included, 1, 1);
    if (header && rewritten_sources_add(sources, header))
        *added = true;
    free(header);
}

/* The member templates of the user's headers (member_templates.c) need
 * a second parse, once the first has said which headers there are. */
static enum CXErrorCode reparse_with_headers(struct frontend *frontend,
                                             struct rewritten_sources *sources)
{
    bool added = false;
    void *data[3] = {frontend, sources, &added};
    clang_getInclusions(frontend->unit, add_included_header, data);
    if (!added)
        return CXError_Success;
    int failed = clang_reparseTranslationUnit(
        frontend->unit, (unsigned)sources->count, sources->files,
        clang_defaultReparseOptions(frontend->unit));
    return failed ? CXError_Failure : CXError_Success;
}

bool frontend_precompile_cm_header(const struct frontend_options *options,
                                   const char *header_path,
                                   const char *pch_path)
{
    struct frontend_options plain = *options;
    plain.cm_header_pch = NULL;
    char include_flag[4096];
    struct predefined_macros macros;
    int count;
    const char **arguments = clang_command_line(
        &plain, include_flag, sizeof include_flag, &macros, &count);
    /* The same command line, the (empty) file parsed as a header. */
    const char **header_arguments = xcalloc((size_t)count + 2, sizeof(char *));
    memcpy(header_arguments, arguments, (size_t)count * sizeof(char *));
    header_arguments[count] = "-x";
    header_arguments[count + 1] = "c++-header";
    CXIndex index = clang_createIndex(0, 0);
    CXTranslationUnit unit = NULL;
    enum CXErrorCode status = clang_parseTranslationUnit2(
        index, header_path, header_arguments, count + 2, NULL, 0,
        CXTranslationUnit_Incomplete | CXTranslationUnit_ForSerialization,
        &unit);
    /* cm.h's own warnings (SAT redefined) are not the user's: ignored
     * here as frontend_compile ignores them. */
    bool parsed = status == CXError_Success;
    for (unsigned i = 0; parsed && i < clang_getNumDiagnostics(unit); i++) {
        CXDiagnostic diagnostic = clang_getDiagnostic(unit, i);
        parsed = clang_getDiagnosticSeverity(diagnostic) < CXDiagnostic_Error;
        clang_disposeDiagnostic(diagnostic);
    }
    bool saved = parsed &&
                 clang_saveTranslationUnit(unit, pch_path,
                                           clang_defaultSaveOptions(unit)) ==
                     CXSaveError_None;
    if (unit)
        clang_disposeTranslationUnit(unit);
    clang_disposeIndex(index);
    free(header_arguments);
    free(arguments);
    return saved;
}

/* Parses the source (and reparses it for the user's headers and explicit
 * instances) into frontend->unit, against the PCH of cm.h when
 * `with_pch`.  Declarations from the PCH (cm.h's) are left out of the
 * translation unit's children, so that the AST walk sees the user's code
 * only, as it does without a PCH. */
static enum CXErrorCode parse_source(struct frontend *frontend, bool with_pch,
                                     CXIndex *index)
{
    struct frontend_options options = *frontend->options;
    if (!with_pch)
        options.cm_header_pch = NULL;
    char include_flag[4096];
    struct predefined_macros macros;
    int argument_count;
    const char **arguments =
        clang_command_line(&options, include_flag, sizeof include_flag,
                           &macros, &argument_count);
    /* -MG's stand-ins for missing headers, searched last. */
    struct string_buffer generated_flag = {0};
    struct string_buffer angle_flag = {0};
    if (frontend->generated_header_dir) {
        buffer_printf(&generated_flag, "-iquote%s/quote",
                      frontend->generated_header_dir);
        buffer_printf(&angle_flag, "-I%s/angle",
                      frontend->generated_header_dir);
        arguments = xrealloc(arguments, ((size_t)argument_count + 2) *
                                            sizeof *arguments);
        arguments[argument_count++] = generated_flag.data;
        arguments[argument_count++] = angle_flag.data;
    }
    if (options.report_parse_time) {
        fputs("cmc: frontend: libclang arguments:", frontend->diags->stream);
        for (int i = 0; i < argument_count; i++)
            fprintf(frontend->diags->stream, " %s", arguments[i]);
        fputc('\n', frontend->diags->stream);
    }
    *index = clang_createIndex(with_pch, 0);
    struct rewritten_sources sources = {0};
    rewritten_sources_add(&sources, options.source_path);
    frontend->unit = NULL;
    enum CXErrorCode status = clang_parseTranslationUnit2(
        *index, options.source_path, arguments, argument_count, sources.files,
        (unsigned)sources.count, CXTranslationUnit_None, &frontend->unit);
    if (status == CXError_Success)
        status = reparse_with_headers(frontend, &sources);
    if (status == CXError_Success)
        status = reparse_with_instances(frontend->unit, options.source_path,
                                        options.cm_include_dir, &sources);
    rewritten_sources_free(&sources);
    free(arguments);
    buffer_free(&generated_flag);
    buffer_free(&angle_flag);
    return status;
}

/* A parse against the PCH is kept when it succeeded without an error;
 * after an error (a PCH that does not load is one) the source is parsed
 * again without it, so that what is reported is exactly what a plain
 * parse reports. */
static bool parse_is_clean(CXTranslationUnit unit, enum CXErrorCode status)
{
    if (status != CXError_Success || !unit)
        return false;
    bool clean = true;
    unsigned count = clang_getNumDiagnostics(unit);
    for (unsigned i = 0; clean && i < count; i++) {
        CXDiagnostic diagnostic = clang_getDiagnostic(unit, i);
        clean = clang_getDiagnosticSeverity(diagnostic) < CXDiagnostic_Error ||
                is_cm_static_warning(diagnostic);
        clang_disposeDiagnostic(diagnostic);
    }
    return clean;
}

LLVMModuleRef frontend_compile(LLVMContextRef context,
                               const struct frontend_options *options,
                               struct diagnostics *diags)
{
    struct frontend frontend = {.options = options, .diags = diags,
                                .context = context,
                                .user_cursor = clang_getNullCursor()};
    if (!check_included_files(&frontend))
        return NULL;
    struct timespec parse_start, parse_end, parse_cpu_start, parse_cpu_end;
    clock_gettime(CLOCK_MONOTONIC, &parse_start);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &parse_cpu_start);
    CXIndex index = NULL;
    bool with_pch = options->cm_header_pch != NULL;
    enum CXErrorCode status = parse_source(&frontend, with_pch, &index);
    if (with_pch && !parse_is_clean(frontend.unit, status)) {
        if (frontend.unit)
            clang_disposeTranslationUnit(frontend.unit);
        clang_disposeIndex(index);
        with_pch = false;
        status = parse_source(&frontend, false, &index);
    }
    /* -MG: a missing header is one the build makes; parse on past it. */
    while (status == CXError_Success && options->missing_headers_generated &&
           options->dependencies_only && add_generated_header(&frontend)) {
        clang_disposeTranslationUnit(frontend.unit);
        clang_disposeIndex(index);
        status = parse_source(&frontend, false, &index);
    }
    clock_gettime(CLOCK_MONOTONIC, &parse_end);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &parse_cpu_end);
    if (options->report_parse_time)
        fprintf(diags->stream,
                "cmc: frontend: libclang parse: %.1f ms (cpu %.1f ms)%s\n",
                (double)(parse_end.tv_sec - parse_start.tv_sec) * 1e3 +
                    (double)(parse_end.tv_nsec - parse_start.tv_nsec) / 1e6,
                (double)(parse_cpu_end.tv_sec - parse_cpu_start.tv_sec) * 1e3 +
                    (double)(parse_cpu_end.tv_nsec - parse_cpu_start.tv_nsec) / 1e6,
                with_pch ? ", cm.h precompiled" : "");
    if (status != CXError_Success) {
        error_plain(diags, "cannot parse '%s'", options->source_path);
        if (frontend.unit)
            clang_disposeTranslationUnit(frontend.unit);
        clang_disposeIndex(index);
        generated_headers_free(&frontend);
        return NULL;
    }

    if (options->dependencies)
        collect_dependencies(&frontend, options->dependencies);
    LLVMModuleRef module = NULL;
    /* Lowering also runs for -fsyntax-only: it finds CM's own errors
     * (regions outside their object, unsupported constructs). */
    if (report_clang_diagnostics(&frontend, options->dependencies_only) == 0 &&
        !options->dependencies_only) {
        frontend.module =
            LLVMModuleCreateWithNameInContext(options->source_path, context);
        frontend.builder = LLVMCreateBuilderInContext(context);
        debug_locations_begin(&frontend);
        bool lowered = lower_translation_unit(&frontend);
        debug_locations_end(&frontend);
        if (lowered && !options->syntax_only)
            module = frontend.module;
        else
            LLVMDisposeModule(frontend.module);
        LLVMDisposeBuilder(frontend.builder);
    }
    generated_headers_free(&frontend);
    free_reported(&frontend);
    free(frontend.variables);
    free(frontend.globals);
    free(frontend.loops);
    simd_cf_free(&frontend);
    clang_disposeTranslationUnit(frontend.unit);
    clang_disposeIndex(index);
    return module;
}
