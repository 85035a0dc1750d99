/* printf_format.c - printf's format and string arguments, read at compile
 * time.
 *
 * Takes the string-literal arguments of a printf call; guarantees their
 * bytes as the kernel will store them (escapes decoded), and the list of
 * argument slots the format's directives consume, read with the grammar
 * of the CM runtime's print-buffer decoder (Intel's media-driver,
 * cm_printf_host.cpp): flags only in the order - + space 0 #, a width or
 * precision that is an integer or *, length modifiers hh h l ll L, the
 * conversions c s d i o x X u f F e E a A g G and %%.  A directive that
 * decoder would print as an error (or as "unsupported": j z t, n, p, a
 * zero precision, which its lexer does not read as a number; a directive
 * right after another, whose '%' its lexer takes as the first one's
 * text) is reported here, so that cmc never writes a record the runtime
 * cannot print.  A format longer than a record's 127 characters is cut
 * into pieces that print, one record each, what the whole would. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

/* The string literal an argument is (under its implicit wrappers), or the
 * argument itself. */
static CXCursor string_literal(CXCursor argument)
{
    CXCursor cursor = argument;
    while (clang_getCursorKind(cursor) != CXCursor_StringLiteral) {
        unsigned count;
        CXCursor *children = cursor_children(cursor, &count);
        CXCursor child = count == 1 ? children[0] : clang_getNullCursor();
        free(children);
        if (clang_Cursor_isNull(child))
            return argument;
        cursor = child;
    }
    return cursor;
}

static unsigned hex_digit(char c)
{
    return isdigit((unsigned char)c) ? (unsigned)(c - '0')
                                     : (unsigned)(tolower((unsigned char)c) -
                                                  'a' + 10);
}

/* One escape sequence of a C string literal at `*p` (after the
 * backslash); advances `*p`. */
static char unescape(const char **p)
{
    char c = *(*p)++;
    switch (c) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'r': return '\r';
    case 'a': return '\a';
    case 'b': return '\b';
    case 'f': return '\f';
    case 'v': return '\v';
    case 'x': {
        unsigned value = 0;
        while (**p && isxdigit((unsigned char)**p))
            value = value * 16 + hex_digit(*(*p)++);
        return (char)value;
    }
    default:
        if (c >= '0' && c <= '7') {
            unsigned value = (unsigned)(c - '0');
            for (int i = 0; i < 2 && **p >= '0' && **p <= '7'; i++)
                value = value * 8 + (unsigned)(*(*p)++ - '0');
            return (char)value;
        }
        return c; /* \\ \" \' \? */
    }
}

int printf_literal_bytes(CXCursor argument, char *text, size_t size)
{
    CXCursor literal = string_literal(argument);
    if (clang_getCursorKind(literal) != CXCursor_StringLiteral)
        return PRINTF_NOT_A_LITERAL;
    CXString spelling = clang_getCursorSpelling(literal);
    const char *p = clang_getCString(spelling);
    int length = 0;
    if (!p || *p != '"') {
        /* u8"", L"" and the like. */
        clang_disposeString(spelling);
        return PRINTF_NOT_A_LITERAL;
    }
    for (p++; *p && *p != '"'; length++) {
        if ((size_t)length + 1 >= size) {
            length = PRINTF_LITERAL_TOO_LONG;
            break;
        }
        if (*p == '\\') {
            p++;
            text[length] = unescape(&p);
        } else {
            text[length] = *p++;
        }
    }
    if (length >= 0)
        text[length] = '\0';
    clang_disposeString(spelling);
    return length;
}

/* ---- directives ----------------------------------------------------------- */

static bool accept(const char **p, char c)
{
    if (**p != c)
        return false;
    (*p)++;
    return true;
}

/* The decoder's lexer reads "0" not followed by 1-9 as the 0 flag, never
 * as a number. */
static bool at_number(const char *p)
{
    return (*p >= '1' && *p <= '9') || (*p == '0' && p[1] >= '1' && p[1] <= '9');
}

static void skip_number(const char **p)
{
    while (isdigit((unsigned char)**p))
        (*p)++;
}

/* One directive after its '%': appends its slots; NULL or a message. */
static const char *scan_directive(const char **p, enum printf_slot *slots,
                                  int capacity, int *count)
{
    accept(p, '-');
    accept(p, '+');
    accept(p, ' ');
    if (**p == '0' && !at_number(*p))
        (*p)++;
    accept(p, '#');
    int stars = 0;
    if (at_number(*p))
        skip_number(p);
    else if (accept(p, '*'))
        stars++;
    if (accept(p, '.')) {
        if (at_number(*p))
            skip_number(p);
        else if (accept(p, '*'))
            stars++;
        else
            return "a precision of 0 (or none after '.'), which the CM "
                   "runtime's printf decoder cannot read";
    }
    if (strchr("jzt", **p) && **p)
        return "a length modifier j, z or t, which the CM runtime's printf "
               "does not support";
    if (accept(p, 'h'))
        accept(p, 'h');
    else if (accept(p, 'l'))
        accept(p, 'l');
    else
        accept(p, 'L');
    char conversion = **p;
    if (conversion == '%') {
        (*p)++;
        return NULL;
    }
    if (conversion == 'n' || conversion == 'p')
        return "a %n or %p conversion, which CM's printf does not support";
    if (!conversion || !strchr("csdioxXufFeEaAgG", conversion))
        return "a directive the CM runtime's printf decoder cannot read "
               "(flags go in the order - + space 0 #, then width, "
               "precision, length and one of c s d i o x X u f F e E a A "
               "g G)";
    (*p)++;
    for (int i = 0; i < stars + 1; i++) {
        if (*count >= capacity)
            return "more directives than printf can take";
        slots[(*count)++] = i < stars ? PRINTF_SLOT_STAR
                            : conversion == 's' ? PRINTF_SLOT_STRING
                            : strchr("fFeEaAgG", conversion)
                                ? PRINTF_SLOT_FLOAT
                                : PRINTF_SLOT_INTEGER;
    }
    return NULL;
}

const char *printf_format_slots(const char *format, enum printf_slot *slots,
                                int capacity, int *count)
{
    *count = 0;
    const char *directive_end = NULL;
    for (const char *p = format; *p;) {
        if (*p++ != '%')
            continue;
        if (*p == '%') {
            p++;
            continue;
        }
        if (!*p)
            return "a '%' at its end";
        /* The decoder's lexer takes the '%' of a directive right after
         * another as part of the first one's text: it would print the
         * second directive's value wrongly. */
        if (p - 1 == directive_end)
            return "two directives with nothing between them, which the CM "
                   "runtime's printf decoder prints wrongly";
        const char *problem = scan_directive(&p, slots, capacity, count);
        if (problem)
            return problem;
        directive_end = p;
    }
    return NULL;
}

/* ---- pieces: a format too long for one record ----------------------------- */

/* A directive takes at most three values: a '*' width, a '*' precision
 * and its own. */
enum { DIRECTIVE_SLOTS = 3 };

/* The units a format is cut between: one character, a "%%" or a whole
 * directive (never cut inside). */
enum unit_kind { UNIT_CHARACTER, UNIT_PERCENT, UNIT_DIRECTIVE };

struct format_unit {
    enum unit_kind kind;
    size_t start, length;
    int slots; /* directives: the values they take */
};

/* The units of a format printf_format_slots accepted; their count. */
static size_t format_units(const char *format, struct format_unit *units)
{
    size_t count = 0;
    enum printf_slot slots[DIRECTIVE_SLOTS];
    for (const char *p = format; *p;) {
        struct format_unit *unit = &units[count++];
        unit->start = (size_t)(p - format);
        unit->slots = 0;
        if (p[0] != '%') {
            unit->kind = UNIT_CHARACTER;
            p++;
        } else if (p[1] == '%') {
            unit->kind = UNIT_PERCENT;
            p += 2;
        } else {
            unit->kind = UNIT_DIRECTIVE;
            p++;
            scan_directive(&p, slots, DIRECTIVE_SLOTS, &unit->slots);
        }
        unit->length = (size_t)(p - format) - unit->start;
    }
    return count;
}

/* The plan being built: its pieces and the one still open. */
struct piece_plan {
    const struct format_unit *units;
    size_t limit;
    struct printf_piece *pieces;
    int count;
    struct printf_piece open; /* length 0: none */
};

static void close_piece(struct piece_plan *plan)
{
    if (plan->open.length == 0)
        return;
    plan->pieces[plan->count++] = plan->open;
    plan->open.length = 0;
    plan->open.slots = 0;
}

static void add_units(struct piece_plan *plan, size_t first, size_t end)
{
    for (size_t i = first; i < end; i++) {
        const struct format_unit *unit = &plan->units[i];
        if (plan->open.length == 0) {
            plan->open.kind = PRINTF_PIECE_FORMAT;
            plan->open.start = unit->start;
        }
        plan->open.length += unit->length;
        plan->open.slots += unit->slots;
    }
}

static size_t units_length(const struct format_unit *units, size_t first,
                           size_t end)
{
    size_t length = 0;
    for (size_t i = first; i < end; i++)
        length += units[i].length;
    return length;
}

/* The open piece filled with the text from `*first` on, up to its first
 * "%%": the runtime prints a record's text after its last directive as
 * it is, which is what the whole format prints for plain characters. */
static void fill_tail(struct piece_plan *plan, size_t *first, size_t end)
{
    if (plan->open.length == 0)
        return;
    while (*first < end && plan->units[*first].kind == UNIT_CHARACTER &&
           plan->open.length + plan->units[*first].length <= plan->limit) {
        add_units(plan, *first, *first + 1);
        (*first)++;
    }
}

/* Text before a directive, too long to share its record, as pieces of
 * at most `limit` bytes from `*first` on, until what is left of it fits
 * beside `room` bytes.  The runtime prints the text of a record without
 * values as it is, but text before a directive through the host's printf
 * (a "%%" prints '%'): a piece with a "%%" is therefore printed as a
 * string value of a "%s" format instead. */
static void split_text(struct piece_plan *plan, size_t *first, size_t end,
                       size_t room)
{
    while (units_length(plan->units, *first, end) > room) {
        size_t stop = *first, length = 0;
        bool percent = false;
        while (stop < end && length + plan->units[stop].length <= plan->limit) {
            length += plan->units[stop].length;
            percent |= plan->units[stop].kind == UNIT_PERCENT;
            stop++;
        }
        add_units(plan, *first, stop);
        if (percent)
            plan->open.kind = PRINTF_PIECE_TEXT;
        close_piece(plan);
        *first = stop;
    }
}

int printf_format_pieces(const char *format, size_t limit,
                         struct printf_piece *pieces)
{
    size_t length = strlen(format);
    struct format_unit *units = xcalloc(length + 1, sizeof *units);
    size_t count = format_units(format, units);
    struct piece_plan plan = {.units = units, .limit = limit,
                              .pieces = pieces};
    size_t i = 0;
    /* Each directive with the text before it, whole records apart. */
    for (size_t j = 0; j < count; j++) {
        if (units[j].kind != UNIT_DIRECTIVE)
            continue;
        if (units[j].length > limit) {
            free(units);
            return -1;
        }
        size_t segment = units_length(units, i, j + 1);
        if (plan.open.length + segment > limit) {
            fill_tail(&plan, &i, j);
            close_piece(&plan);
            split_text(&plan, &i, j, limit - units[j].length);
        }
        add_units(&plan, i, j + 1);
        i = j + 1;
    }
    /* The text after the last directive: printed as it is in any record. */
    for (; i < count; i++) {
        if (plan.open.length + units[i].length > limit)
            close_piece(&plan);
        add_units(&plan, i, i + 1);
    }
    close_piece(&plan);
    free(units);
    return plan.count;
}
