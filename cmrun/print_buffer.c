/* print_buffer.c - the CM print buffer: kernels' printf output.
 *
 * Takes the kernel's use of the predefined surface T2 (where cmc's printf
 * writes, as Intel's CM compiler does) and the records threads reserve in
 * it; guarantees the text Intel's CM runtime would print for them, on
 * cmrun's standard output, in an order that does not depend on how
 * threads interleave.
 *
 * The buffer is what Intel's runtime (media-driver, CmDevice::
 * CreatePrintBuffer) binds as static buffer 1: 1 MiB of zeros whose
 * dword 0 holds 32, the size of the buffer's header.  A kernel reserves a
 * record with a dword atomic add on dword 0 and writes it after the old
 * value.  After the run the records are put in order - by thread, in
 * dispatch order (the thread's linear id), then by offset, which within a
 * thread is program order - into a fresh buffer laid out the same way,
 * and that buffer is decoded exactly as the runtime's DumpAllThreadOutput
 * and its format parser (cm_printf_host.cpp) do: objects of 32-byte
 * headers {object type, data type, width, height, tid, 0, low, high};
 * a format object starts a new format (printing what was left of the
 * previous one); each scalar or string object prints the format's text
 * up to and including its next directive; '*' widths and precisions take
 * int objects first; what is left of a format when its values run out
 * (all of it for a format without directives) is printed verbatim (so a
 * %% there prints as %%, as the runtime does); vector and matrix
 * objects print the runtime's one-line notice.  Where the runtime would
 * hand the host's printf a value of another type than the directive
 * wants (undefined behaviour in C), the value is converted to that type
 * instead; cmc never writes such records. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cmrun/cmrun.h"
#include "support/support.h"

#define HEADER_BYTES 32
#define STRING_BYTES 128
#define PAYLOAD_ALIGN 16
#define TOKEN_BYTES 128

enum object_type { OBJECT_MATRIX = 1, OBJECT_VECTOR, OBJECT_SCALAR,
                   OBJECT_STRING, OBJECT_FORMAT };
enum data_type { DATA_CHAR, DATA_UCHAR, DATA_FLOAT, DATA_INT, DATA_UINT,
                 DATA_SHORT, DATA_USHORT, DATA_QWORD, DATA_UQWORD,
                 DATA_DOUBLE };

struct object_header {
    uint32_t object_type, data_type, width, height, tid, reserved;
    uint64_t value;
};

/* ---- the buffer and its records ------------------------------------------ */

void cmrun_print_buffer_init(struct cmrun_print_buffer *print,
                             const struct cmrun_kernel *kernel)
{
    memset(print, 0, sizeof *print);
    if (cmrun_find_var(kernel, "T2") < 0)
        return;
    print->surface.kind = CMRUN_SURFACE_BUFFER;
    print->surface.size = CMRUN_PRINT_BUFFER_BYTES;
    print->surface.data = xcalloc(CMRUN_PRINT_BUFFER_BYTES, 1);
    uint32_t used = HEADER_BYTES;
    memcpy(print->surface.data, &used, 4);
}

void cmrun_print_buffer_free(struct cmrun_print_buffer *print)
{
    free(print->surface.data);
    free(print->records.records);
    memset(print, 0, sizeof *print);
}

void cmrun_print_records_add(struct cmrun_print_records *list, int thread,
                             uint32_t offset, uint32_t size)
{
    if (list->count == list->capacity) {
        list->capacity = list->capacity ? 2 * list->capacity : 16;
        list->records = xrealloc(list->records,
                                 list->capacity * sizeof *list->records);
    }
    list->records[list->count++] =
        (struct cmrun_print_record){thread, offset, size};
}

void cmrun_print_buffer_reserve(struct cmrun_print_buffer *print, int thread,
                                uint32_t offset, uint32_t size)
{
    cmrun_print_records_add(&print->records, thread, offset, size);
}

static int compare_records(const void *a, const void *b)
{
    const struct cmrun_print_record *x = a, *y = b;
    if (x->thread != y->thread)
        return x->thread < y->thread ? -1 : 1;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

uint8_t *cmrun_print_records_ordered(const struct cmrun_print_records *list,
                                     const uint8_t *data, size_t size,
                                     size_t first)
{
    uint8_t *ordered = xcalloc(size + 4, 1);
    struct cmrun_print_record *records =
        xcalloc(list->count + 1, sizeof *records);
    if (list->count)
        memcpy(records, list->records, list->count * sizeof *records);
    qsort(records, list->count, sizeof *records, compare_records);
    size_t at = first < size ? first : size;
    for (size_t i = 0; i < list->count && at < size; i++) {
        size_t offset = records[i].offset, bytes = records[i].size;
        if (offset >= size)
            continue;
        if (bytes > size - offset)
            bytes = size - offset;
        if (bytes > size - at)
            bytes = size - at;
        memcpy(ordered + at, data + offset, bytes);
        at += bytes;
    }
    uint32_t used = (uint32_t)at;
    memcpy(ordered, &used, 4);
    free(records);
    return ordered;
}

/* ---- the format parser (the runtime's grammar, cm_printf_host.cpp) -------- */

enum token_kind {
    TOKEN_NONE, TOKEN_ERROR, TOKEN_STRING, TOKEN_PERCENT, TOKEN_MINUS,
    TOKEN_PLUS, TOKEN_SPACE, TOKEN_ZERO, TOKEN_INTEGER, TOKEN_PERIOD,
    TOKEN_HASH, TOKEN_STAR, TOKEN_MODIFIER, TOKEN_UNSUPPORTED_MODIFIER,
    TOKEN_CONVERSION, TOKEN_END
};

struct parser {
    FILE *out;
    const char *start;          /* the format text not printed yet */
    const char *current;        /* where the lexer is */
    bool in_directive;
    enum token_kind token;
    char conversion;            /* TOKEN_CONVERSION */
    int star_count;             /* '*' values the directive takes */
    int stars_expected;         /* '*' values still to come */
    int star_values[2];
    bool unsupported, error;
};

/* The next token: text up to a directive, or one piece of a directive. */
static void next_token(struct parser *p)
{
    p->token = TOKEN_END;
    while (*p->current) {
        if (!p->in_directive) {
            const char *begin = p->current;
            while (*p->current) {
                if (*p->current == '%' && p->current[1] &&
                    p->current[1] != '%')
                    break;
                if (*p->current == '%' && p->current[1] == '%')
                    p->current++;
                p->current++;
            }
            if (*p->current == '%')
                p->in_directive = true;
            if (p->current > begin) {
                p->token = TOKEN_STRING;
                return;
            }
        }
        if (!p->in_directive)
            continue;
        char c = *p->current++;
        if (c == 'h' || c == 'l') {
            if (*p->current == c)
                p->current++;
            p->token = TOKEN_MODIFIER;
        } else if (c == 'L') {
            p->token = TOKEN_MODIFIER;
        } else if (c == 'j' || c == 'z' || c == 't') {
            p->token = TOKEN_UNSUPPORTED_MODIFIER;
        } else if (c && strchr("csdioxXufFeEaAgGnp", c)) {
            p->token = TOKEN_CONVERSION;
            p->conversion = c;
            p->in_directive = false;
        } else if (c == '0' && !(*p->current >= '1' && *p->current <= '9')) {
            p->token = TOKEN_ZERO;
        } else if (isdigit((unsigned char)c)) {
            while (isdigit((unsigned char)*p->current))
                p->current++;
            p->token = TOKEN_INTEGER;
        } else {
            const char *pieces = "%-+ .#*";
            static const enum token_kind kinds[] = {
                TOKEN_PERCENT, TOKEN_MINUS, TOKEN_PLUS, TOKEN_SPACE,
                TOKEN_PERIOD, TOKEN_HASH, TOKEN_STAR};
            const char *at = strchr(pieces, c);
            p->token = at ? kinds[at - pieces] : TOKEN_ERROR;
            if (!at)
                p->in_directive = false;
        }
        return;
    }
}

static bool accept(struct parser *p, enum token_kind kind)
{
    if (p->token != kind)
        return false;
    next_token(p);
    return true;
}

/* A directive after its '%': the number of values it takes. */
static int directive(struct parser *p)
{
    accept(p, TOKEN_MINUS);
    accept(p, TOKEN_PLUS);
    accept(p, TOKEN_SPACE);
    accept(p, TOKEN_ZERO);
    accept(p, TOKEN_HASH);
    int values = 0;
    if (!accept(p, TOKEN_INTEGER) && accept(p, TOKEN_STAR))
        values++;
    if (accept(p, TOKEN_PERIOD) && !accept(p, TOKEN_INTEGER)) {
        if (accept(p, TOKEN_STAR))
            values++;
        else
            p->error = true;
    }
    if (accept(p, TOKEN_UNSUPPORTED_MODIFIER))
        p->unsupported = true;
    else
        accept(p, TOKEN_MODIFIER);
    if (accept(p, TOKEN_PERCENT))
        return 0;
    char conversion = p->conversion;
    if (!accept(p, TOKEN_CONVERSION)) {
        p->error = true;
        return 0;
    }
    if (conversion == 'n')
        p->unsupported = true;
    return values + 1;
}

/* Past the text to the end of the next directive: the values it takes. */
static int format(struct parser *p)
{
    if (p->token == TOKEN_NONE)
        next_token(p);
    while (p->token != TOKEN_END && p->token != TOKEN_ERROR) {
        if (accept(p, TOKEN_STRING))
            continue;
        if (accept(p, TOKEN_PERCENT))
            return directive(p);
        /* A directive the runtime would loop on: give up on the rest. */
        p->token = TOKEN_END;
    }
    return 0;
}

static void reset(struct parser *p)
{
    p->start = p->current;
    p->unsupported = p->error = false;
    p->star_count = p->stars_expected = 0;
}

static void set_start(struct parser *p, const char *text)
{
    p->start = p->current = text;
    p->in_directive = false;
    p->token = TOKEN_NONE;
    next_token(p);
}

/* The pending text from `start` to `current`, NUL-terminated. */
static void pending_text(const struct parser *p, char *token)
{
    size_t length = (size_t)(p->current - p->start);
    if (length >= TOKEN_BYTES)
        length = TOKEN_BYTES - 1;
    memcpy(token, p->start, length);
    token[length] = '\0';
}

/* The text and directive for the next value into `token`; false when the
 * runtime would print nothing for it. */
static bool next_directive(struct parser *p, char *token)
{
    token[0] = '\0';
    if (p->star_count) {
        if (!p->stars_expected)
            pending_text(p, token);
        return true;
    }
    int values = format(p);
    if (values > 3)
        return false;
    if (values >= 2) {
        p->star_count = p->stars_expected = values - 1;
        return true;
    }
    pending_text(p, token);
    return true;
}

/* ---- printing one directive ------------------------------------------------ */

/* The '%' of the directive `token`'s text ends with (earlier '%' are
 * %%), or NULL. */
static const char *last_directive(const char *token)
{
    const char *last = NULL;
    for (const char *p = token; *p; p++) {
        if (*p == '%' && p[1] == '%')
            p++;
        else if (*p == '%')
            last = p;
    }
    return last;
}

/* The length modifier and conversion of that directive. */
static void directive_of(const char *token, char *modifier, char *conversion)
{
    const char *last = last_directive(token);
    modifier[0] = '\0';
    *conversion = '\0';
    if (!last)
        return;
    const char *p = last + 1;
    while (*p && !isalpha((unsigned char)*p))
        p++;
    size_t length = 0;
    while (*p && strchr("hlL", *p) && length < 2)
        modifier[length++] = *p++;
    modifier[length] = '\0';
    *conversion = *p;
}

static void print_with(FILE *out, const char *token, int stars,
                       const int *star_values, ...)
{
    /* Prepend the '*' values: the directive takes them first. */
    va_list values;
    va_start(values, star_values);
    if (stars == 0) {
        vfprintf(out, token, values);
    } else {
        /* Rebuild the directive with the '*' values spelled out. */
        char expanded[TOKEN_BYTES * 2];
        const char *directive_start = last_directive(token);
        size_t at = 0;
        int used = 0;
        for (const char *p = token; *p && at + 16 < sizeof expanded; p++) {
            if (*p == '*' && used < stars && directive_start &&
                p > directive_start)
                at += (size_t)snprintf(expanded + at, sizeof expanded - at,
                                       "%d", star_values[used++]);
            else
                expanded[at++] = *p;
        }
        expanded[at] = '\0';
        vfprintf(out, expanded, values);
    }
    va_end(values);
}

/* A signed or unsigned integer value of a scalar object. */
static int64_t object_integer(const struct object_header *h)
{
    switch (h->data_type) {
    case DATA_CHAR: return (int8_t)h->value;
    case DATA_UCHAR: return (uint8_t)h->value;
    case DATA_SHORT: return (int16_t)h->value;
    case DATA_USHORT: return (uint16_t)h->value;
    case DATA_INT: return (int32_t)h->value;
    case DATA_UINT: return (uint32_t)h->value;
    case DATA_FLOAT: {
        float f;
        uint32_t bits = (uint32_t)h->value;
        memcpy(&f, &bits, 4);
        return (int64_t)f;
    }
    case DATA_DOUBLE: {
        double d;
        memcpy(&d, &h->value, 8);
        return (int64_t)d;
    }
    default: return (int64_t)h->value;
    }
}

static double object_double(const struct object_header *h)
{
    if (h->data_type == DATA_FLOAT) {
        float f;
        uint32_t bits = (uint32_t)h->value;
        memcpy(&f, &bits, 4);
        return f;
    }
    if (h->data_type == DATA_DOUBLE) {
        double d;
        memcpy(&d, &h->value, 8);
        return d;
    }
    return h->data_type == DATA_UQWORD ? (double)h->value
                                       : (double)object_integer(h);
}

/* `token` without an unpaired '%' at its end (the '%' of a directive
 * right after another, which the runtime's lexer puts in the first one's
 * text): the host's printf (glibc) prints nothing for it. */
static void strip_lone_percent(char *token)
{
    const char *last = last_directive(token);
    if (last && !last[1])
        token[last - token] = '\0';
}

/* Print `token` with a scalar object's value, as the type its directive
 * takes. */
static void print_scalar(struct parser *p, const char *text,
                         const struct object_header *h)
{
    char token[TOKEN_BYTES];
    snprintf(token, sizeof token, "%s", text);
    strip_lone_percent(token);
    char modifier[3], conversion;
    directive_of(token, modifier, &conversion);
    int stars = p->star_count;
    const int *star = p->star_values;
    int64_t integer = object_integer(h);
    if (!conversion) {
        print_with(p->out, token, stars, star);
    } else if (strchr("fFeEaAgG", conversion)) {
        if (modifier[0] == 'L')
            print_with(p->out, token, stars, star, (long double)object_double(h));
        else
            print_with(p->out, token, stars, star, object_double(h));
    } else if (conversion == 's') {
        fprintf(stderr, "cmrun: printf: a number for %%s in \"%s\"\n", token);
    } else if (!strcmp(modifier, "ll") || modifier[0] == 'L') {
        print_with(p->out, token, stars, star, (long long)integer);
    } else if (!strcmp(modifier, "l")) {
        print_with(p->out, token, stars, star, (long)integer);
    } else {
        print_with(p->out, token, stars, star, (int)integer);
    }
}

/* The runtime's outputToken: a scalar object for the pending directive. */
static bool output_scalar(struct parser *p, const char *token,
                          const struct object_header *h)
{
    if (p->star_count && p->stars_expected) {
        if (h->data_type == DATA_FLOAT || h->data_type == DATA_DOUBLE ||
            h->data_type == DATA_QWORD || h->data_type == DATA_UQWORD)
            return false;
        p->star_values[p->star_count - p->stars_expected] =
            (int)object_integer(h);
        p->stars_expected--;
        return true;
    }
    if (p->unsupported)
        fprintf(p->out,
                "Unsupported (but valid C++11) printf format string : %s",
                token);
    else if (p->error)
        fprintf(p->out, "Error in printf format string : %s", token);
    else
        print_scalar(p, token, h);
    reset(p);
    return true;
}

static void output_string(struct parser *p, const char *text)
{
    char token[TOKEN_BYTES];
    if (!next_directive(p, token))
        return;
    strip_lone_percent(token);
    if (p->unsupported)
        fprintf(p->out,
                "Unsupported (but valid C++11) format string used : %s",
                token);
    if (p->error)
        fprintf(p->out, "Error in printf format string : %s", token);
    if (!p->unsupported && !p->error) {
        char modifier[3], conversion;
        directive_of(token, modifier, &conversion);
        if (conversion == 's' || !conversion)
            print_with(p->out, token, p->star_count, p->star_values, text);
        else
            fprintf(stderr, "cmrun: printf: a string for %%%c in \"%s\"\n",
                    conversion, token);
    }
    reset(p);
}

/* The runtime's Flush: what is left of the current format. */
static void flush(struct parser *p)
{
    if (!p->start || !p->current)
        return;
    if (p->token != TOKEN_END && p->token != TOKEN_NONE) {
        int values = format(p);
        if (p->unsupported)
            fprintf(p->out,
                    "Unsupported (but valid C++11) format string used : %s",
                    p->start);
        else if (p->error)
            fprintf(p->out, "Error in printf format string : %s", p->start);
        else if (values > 0)
            fprintf(p->out,
                    "Not enough (no) arguments supplied for format string : "
                    "%s",
                    p->start);
        else
            fputs(p->start, p->out);
    }
    reset(p);
}

/* ---- objects ------------------------------------------------------------- */

static size_t data_type_bytes(uint32_t data_type)
{
    static const size_t bytes[] = {1, 1, 4, 4, 4, 2, 2, 8, 8, 8};
    return data_type <= DATA_DOUBLE ? bytes[data_type] : 0;
}

/* The runtime's CalcSizeFromHeader. */
static size_t object_bytes(const struct object_header *h)
{
    if (h->object_type == OBJECT_MATRIX || h->object_type == OBJECT_VECTOR) {
        size_t payload = (size_t)h->width * h->height *
                         data_type_bytes(h->data_type);
        if (payload == 0)
            return HEADER_BYTES;
        return HEADER_BYTES + (payload - 1) / PAYLOAD_ALIGN * PAYLOAD_ALIGN +
               PAYLOAD_ALIGN;
    }
    if (h->object_type == OBJECT_STRING || h->object_type == OBJECT_FORMAT)
        return HEADER_BYTES + STRING_BYTES;
    return HEADER_BYTES;
}

/* The runtime's DumpMemory: one object. */
static void dump_object(struct parser *p, const uint8_t *memory,
                        char *string_copy)
{
    struct object_header h;
    memcpy(&h, memory, sizeof h);
    const uint8_t *payload = memory + HEADER_BYTES;
    bool in_stars = p->star_count != 0;
    if (!in_stars && h.object_type == OBJECT_MATRIX) {
        fprintf(p->out, "\n Thread id %u, Matrix , Width %u, Height %u \n",
                h.tid, h.width, h.height);
    } else if (!in_stars && h.object_type == OBJECT_VECTOR) {
        fprintf(p->out, " \n Thread id %u, Vector , Width %u\n", h.tid,
                h.width);
    } else if (!in_stars && h.object_type == OBJECT_FORMAT) {
        flush(p);
        memcpy(string_copy, payload, STRING_BYTES);
        string_copy[STRING_BYTES] = '\0';
        set_start(p, string_copy);
    } else if (!in_stars && h.object_type == OBJECT_STRING) {
        char text[STRING_BYTES + 1];
        memcpy(text, payload, STRING_BYTES);
        text[STRING_BYTES] = '\0';
        output_string(p, text);
    } else if (h.object_type == OBJECT_SCALAR) {
        char token[TOKEN_BYTES];
        if (next_directive(p, token) && !output_scalar(p, token, &h)) {
            fprintf(p->out, "Problem outputting with format string %s\n",
                    token);
            p->star_count = p->stars_expected = 0;
        }
    } else if (in_stars) {
        fputs("Error in multi-arg directive\n", p->out);
        p->star_count = p->stars_expected = 0;
    } else {
        fputs("Unknown TYPE\n", p->out);
    }
}

void cmrun_print_buffer_dump(const struct cmrun_print_buffer *print, FILE *out)
{
    if (!print->surface.data)
        return;
    uint8_t *buffer =
        cmrun_print_records_ordered(&print->records, print->surface.data,
                                    print->surface.size, HEADER_BYTES);
    size_t size = print->surface.size;
    uint32_t used;
    memcpy(&used, buffer, 4);
    /* Each format's text lives in its own copy: the parser keeps pointing
     * into the previous one until the next format flushes it. */
    char formats[2][STRING_BYTES + 1];
    int which = 0;
    struct parser parser = {.out = out};
    for (size_t at = HEADER_BYTES; at + HEADER_BYTES < size && at < used;) {
        struct object_header h;
        memcpy(&h, buffer + at, sizeof h);
        size_t bytes = object_bytes(&h);
        if (at + bytes >= size)
            break;
        if (h.object_type == OBJECT_FORMAT && !parser.star_count)
            which ^= 1;
        dump_object(&parser, buffer + at, formats[which]);
        at += bytes;
    }
    flush(&parser);
    fflush(out);
    free(buffer);
}
