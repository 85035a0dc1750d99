/* size_parameters.c - vector and matrix sizes declared unsigned in
 * function templates.
 *
 * Real CM code (and the CM specification, example 3_2_9_g) declares the
 * sizes of a function template's vector and matrix parameters unsigned:
 * `template <typename T, uint R, uint C> void f(matrix_ref<T, R, C> m)`,
 * and Intel's compiler deduces R and C from a matrix argument.  cmc's
 * vector, matrix, vector_ref and matrix_ref are class templates of stock
 * C++ whose sizes are `int`, and C++ does not deduce an unsigned template
 * parameter from an int template argument ("deduced non-type template
 * argument does not have the same type").  This pass rewrites the user's
 * source before libclang reads it: in a function template, an `unsigned
 * int`, `unsigned`, `uint`, `uint32_t`, `unsigned short` or `ushort`
 * template parameter that is a size in one of the function's parameter
 * types (written inside the <> of vector, matrix, vector_ref or
 * matrix_ref) is declared `int` instead, padded with blanks, so lines and
 * columns stay those of the file on disk.  Declarations spread over
 * several lines and any other template are left as written. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

/* A token of the source: an identifier, or one character of punctuation,
 * or a literal or number (neither). */
struct token {
    size_t start, end;
    bool identifier;
};

struct tokens {
    const char *text;
    struct token *items;
    size_t count;
};

static bool is_identifier_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

static struct tokens tokenize(const char *text, size_t size)
{
    struct tokens tokens = {text, NULL, 0};
    size_t capacity = 0;
    size_t i = 0;
    while (i < size) {
        if (isspace((unsigned char)text[i])) {
            i++;
            continue;
        }
        struct token token = {i, i + 1, false};
        size_t end = source_skip_opaque(text, size, i);
        if (end != i) {
            i = end;
            if (text[token.start] == '/')
                continue; /* a comment */
            token.end = end;
        } else if (isalpha((unsigned char)text[i]) || text[i] == '_') {
            while (i < size && is_identifier_char(text[i]))
                i++;
            token.end = i;
            token.identifier = true;
        } else {
            i++;
        }
        if (tokens.count == capacity) {
            capacity = capacity ? capacity * 2 : 256;
            tokens.items = xrealloc(tokens.items, capacity * sizeof *tokens.items);
        }
        tokens.items[tokens.count++] = token;
    }
    return tokens;
}

static bool is_word(const struct tokens *tokens, size_t k, const char *word)
{
    if (k >= tokens->count || !tokens->items[k].identifier)
        return false;
    size_t length = strlen(word);
    const struct token *token = &tokens->items[k];
    return token->end - token->start == length &&
           memcmp(tokens->text + token->start, word, length) == 0;
}

static bool is_char(const struct tokens *tokens, size_t k, char c)
{
    return k < tokens->count && !tokens->items[k].identifier &&
           tokens->items[k].end - tokens->items[k].start == 1 &&
           tokens->text[tokens->items[k].start] == c;
}

static bool same_word(const struct tokens *tokens, size_t a, size_t b)
{
    const struct token *x = &tokens->items[a], *y = &tokens->items[b];
    return x->identifier && y->identifier &&
           x->end - x->start == y->end - y->start &&
           memcmp(tokens->text + x->start, tokens->text + y->start,
                  x->end - x->start) == 0;
}

/* The index of the '>' closing the '<' at `open` (angles inside
 * parentheses are comparisons), or tokens->count. */
static size_t closing_angle(const struct tokens *tokens, size_t open)
{
    int angles = 0, parens = 0;
    for (size_t k = open; k < tokens->count; k++) {
        if (is_char(tokens, k, '(') || is_char(tokens, k, '['))
            parens++;
        else if (is_char(tokens, k, ')') || is_char(tokens, k, ']'))
            parens--;
        else if (parens == 0 && is_char(tokens, k, '<'))
            angles++;
        else if (parens == 0 && is_char(tokens, k, '>') && --angles == 0)
            return k;
        if (parens < 0 || is_char(tokens, k, ';') || is_char(tokens, k, '{'))
            break;
    }
    return tokens->count;
}

/* The number of tokens of an unsigned type spelling at `k` (0 if none). */
static size_t unsigned_type_tokens(const struct tokens *tokens, size_t k)
{
    static const char *const single[] = {"uint", "uint32_t", "ushort",
                                         "uint16_t"};
    for (size_t s = 0; s < sizeof single / sizeof single[0]; s++)
        if (is_word(tokens, k, single[s]))
            return 1;
    if (!is_word(tokens, k, "unsigned"))
        return 0;
    if (is_word(tokens, k + 1, "int") || is_word(tokens, k + 1, "short"))
        return 2;
    return 1;
}

/* A template parameter declared with an unsigned type: where its type
 * is written and its name. */
struct size_parameter {
    size_t type_first, type_last, name;
};

/* The parameters of the template header <open ... close> declared
 * `UNSIGNED-TYPE NAME` or `UNSIGNED-TYPE NAME = ...`; at most `max`. */
static size_t unsigned_parameters(const struct tokens *tokens, size_t open,
                                  size_t close, struct size_parameter *found,
                                  size_t max)
{
    size_t count = 0;
    size_t first = open + 1;
    int depth = 0;
    for (size_t k = open + 1; k <= close && count < max; k++) {
        bool ends = k == close || (depth == 0 && is_char(tokens, k, ','));
        if (!ends) {
            if (is_char(tokens, k, '<') || is_char(tokens, k, '('))
                depth++;
            else if (is_char(tokens, k, '>') || is_char(tokens, k, ')'))
                depth--;
            continue;
        }
        size_t type = unsigned_type_tokens(tokens, first);
        size_t name = first + type;
        if (type > 0 && name < k && tokens->items[name].identifier &&
            (name + 1 == k || is_char(tokens, name + 1, '='))) {
            struct size_parameter p = {first, name - 1, name};
            found[count++] = p;
        }
        first = k + 1;
    }
    return count;
}

/* The '(' opening the parameter list of the function declared after the
 * template header closing at `close`, or tokens->count when what follows
 * is not a function (a class, a variable). */
static size_t parameter_list(const struct tokens *tokens, size_t close)
{
    int angles = 0;
    for (size_t k = close + 1; k < tokens->count; k++) {
        if (is_char(tokens, k, '<'))
            angles++;
        else if (is_char(tokens, k, '>'))
            angles--;
        else if (is_char(tokens, k, '{') || is_char(tokens, k, ';') ||
                 is_char(tokens, k, '=') || is_word(tokens, k, "class") ||
                 is_word(tokens, k, "struct") || is_word(tokens, k, "template"))
            return tokens->count;
        else if (angles == 0 && is_char(tokens, k, '(')) {
            bool attribute = k > 0 && (is_word(tokens, k - 1, "__attribute__") ||
                                       is_word(tokens, k - 1, "alignas") ||
                                       is_word(tokens, k - 1, "decltype"));
            if (!attribute)
                return k;
            int parens = 0;
            do {
                if (is_char(tokens, k, '('))
                    parens++;
                else if (is_char(tokens, k, ')'))
                    parens--;
                k++;
            } while (k < tokens->count && parens > 0);
            k--;
        }
    }
    return tokens->count;
}

/* Whether the name token `name` appears as a size inside the <> of a CM
 * vector or matrix type in the parenthesized list opening at `open`. */
static bool is_cm_size(const struct tokens *tokens, size_t open, size_t name)
{
    static const char *const cm_types[] = {"vector", "matrix", "vector_ref",
                                           "matrix_ref"};
    enum { MAX_DEPTH = 64 };
    bool cm_angle[MAX_DEPTH];
    int depth = 0, parens = 0;
    for (size_t k = open; k < tokens->count; k++) {
        if (is_char(tokens, k, '('))
            parens++;
        else if (is_char(tokens, k, ')') && --parens == 0)
            return false;
        else if (is_char(tokens, k, '<') && depth < MAX_DEPTH) {
            bool cm = false;
            for (size_t t = 0; t < sizeof cm_types / sizeof cm_types[0]; t++)
                cm = cm || is_word(tokens, k - 1, cm_types[t]);
            cm_angle[depth++] = cm;
        } else if (is_char(tokens, k, '>') && depth > 0) {
            depth--;
        } else if (same_word(tokens, k, name)) {
            for (int d = 0; d < depth; d++)
                if (cm_angle[d])
                    return true;
        }
    }
    return false;
}

/* Declares the parameter `p` int, blank-padded to the same length, unless
 * its type is written over several lines. */
static char *declare_int(const struct tokens *tokens,
                         const struct size_parameter *p, size_t size,
                         char *rewritten)
{
    size_t start = tokens->items[p->type_first].start;
    size_t end = tokens->items[p->type_last].end;
    if (memchr(tokens->text + start, '\n', end - start))
        return rewritten;
    if (!rewritten) {
        rewritten = xmalloc(size + 1);
        memcpy(rewritten, tokens->text, size);
        rewritten[size] = '\0';
    }
    memset(rewritten + start, ' ', end - start);
    memcpy(rewritten + start, "int", 3);
    return rewritten;
}

char *rewrite_size_parameters(const char *text, size_t size, char *rewritten)
{
    struct tokens tokens = tokenize(text, size);
    for (size_t k = 0; k + 1 < tokens.count; k++) {
        if (!is_word(&tokens, k, "template") || !is_char(&tokens, k + 1, '<'))
            continue;
        size_t close = closing_angle(&tokens, k + 1);
        if (close >= tokens.count)
            continue;
        struct size_parameter found[32];
        size_t count = unsigned_parameters(&tokens, k + 1, close, found, 32);
        size_t open = count ? parameter_list(&tokens, close) : tokens.count;
        for (size_t p = 0; open < tokens.count && p < count; p++)
            if (is_cm_size(&tokens, open, found[p].name))
                rewritten = declare_int(&tokens, &found[p], size, rewritten);
    }
    free(tokens.items);
    return rewritten;
}
