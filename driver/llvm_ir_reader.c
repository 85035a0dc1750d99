/* llvm_ir_reader.c - reads a `cmc kernel.ll` input (LLVM IR text) into a
 * module, verified.
 *
 * Takes the path and an LLVM context; gives a verified module, or one
 * error (the file and line when the text says where) and no module.  What
 * LLVM 19 would crash on rather than reject is checked first: inline
 * assembly constraints its parser runs past (genxir/genxir.h), in the text
 * before LLVM lexes it; and debug information that makes the reader abort
 * (below).  Bitcode (a `.bc` input, or bitcode in a `.ll` file) is
 * refused: LLVM's bitcode reader parses those constraints while it
 * materialises a function, before cmc could look at them, and checking
 * them first would take a bitcode reader of cmc's own. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Support.h>

#include "driver/driver.h"
#include "genxir/genxir.h"

/* LLVM's IR reader verifies a module that carries debug information while
 * it reads it, and on a broken one aborts the process ("Broken module
 * found, compilation aborted!", found by fuzz-ll).  read_llvm_ir verifies
 * what it read itself, with an error, so the reader's check is turned
 * off: once per process, since LLVM's options are the process's. */
static void disable_reader_verification(void)
{
    static bool disabled;
    if (disabled)
        return;
    disabled = true;
    const char *const arguments[] = {"cmc", "-disable-auto-upgrade-debug-info"};
    LLVMParseCommandLineOptions(2, arguments, NULL);
}

/* ---- LLVM IR text: the constraint strings of `asm` ----------------------- */

/* A cursor over the text as LLVM's lexer sees it: ';' comments to the end
 * of the line, strings from '"' to '"' (LLVM writes a quote as \22). */
struct ir_text {
    const char *at, *end;
    unsigned line;
};

static bool is_identifier_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '$' ||
           c == '-';
}

static void skip_blanks_and_comments(struct ir_text *text)
{
    while (text->at < text->end) {
        char c = *text->at;
        if (c == ';') {
            while (text->at < text->end && *text->at != '\n')
                text->at++;
        } else if (c == '\n' || c == ' ' || c == '\t' || c == '\r' ||
                   c == '\0') {
            text->line += c == '\n';
            text->at++;
        } else {
            return;
        }
    }
}

/* Skips the string at text->at (its opening quote); false when it is not
 * closed.  *contents, *length: what is between the quotes, as written. */
static bool skip_string(struct ir_text *text, const char **contents,
                        size_t *length)
{
    const char *open = text->at;
    const char *close = memchr(open + 1, '"', (size_t)(text->end - open - 1));
    if (!close)
        return false;
    for (const char *c = open; c < close; c++)
        text->line += *c == '\n';
    *contents = open + 1;
    *length = (size_t)(close - open - 1);
    text->at = close + 1;
    return true;
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* A string's contents unescaped as LLVM does ("\\" and "\XX"), into
 * `out` (at least `length` bytes); its length. */
static size_t unescape(const char *contents, size_t length, char *out)
{
    size_t size = 0;
    for (size_t i = 0; i < length; i++) {
        if (contents[i] == '\\' && i + 1 < length && contents[i + 1] == '\\') {
            out[size++] = '\\';
            i++;
        } else if (contents[i] == '\\' && i + 2 < length &&
                   hex_digit(contents[i + 1]) >= 0 &&
                   hex_digit(contents[i + 2]) >= 0) {
            out[size++] = (char)(hex_digit(contents[i + 1]) * 16 +
                                 hex_digit(contents[i + 2]));
            i += 2;
        } else {
            out[size++] = contents[i];
        }
    }
    return size;
}

static bool skip_word(struct ir_text *text, const char *word)
{
    size_t length = strlen(word);
    if ((size_t)(text->end - text->at) < length ||
        memcmp(text->at, word, length) != 0 ||
        (text->at + length < text->end && is_identifier_char(text->at[length])))
        return false;
    text->at += length;
    return true;
}

/* After the keyword `asm`: its optional keywords, the assembly string, a
 * comma and the constraint string; false when the constraints are
 * unreadable.  Anything else is left to LLVM's parser to judge. */
static bool asm_constraints_readable(struct ir_text *text)
{
    static const char *const keywords[] = {"sideeffect", "alignstack",
                                           "inteldialect", "unwind"};
    for (bool more = true; more;) {
        skip_blanks_and_comments(text);
        more = false;
        for (size_t i = 0; i < sizeof keywords / sizeof *keywords; i++)
            if (skip_word(text, keywords[i]))
                more = true;
    }
    const char *contents;
    size_t length;
    if (text->at >= text->end || *text->at != '"' ||
        !skip_string(text, &contents, &length))
        return true;
    skip_blanks_and_comments(text);
    if (text->at >= text->end || *text->at != ',')
        return true;
    text->at++;
    skip_blanks_and_comments(text);
    if (text->at >= text->end || *text->at != '"' ||
        !skip_string(text, &contents, &length))
        return true;
    char *constraints = xmalloc(length + 1);
    size_t size = unescape(contents, length, constraints);
    bool readable = genx_inline_asm_constraints_readable(constraints, size);
    free(constraints);
    return readable;
}

/* The line of the first `asm` in the text whose constraints LLVM's parser
 * would run past, or 0. */
static unsigned unreadable_asm_line(const char *buffer, size_t size)
{
    struct ir_text text = {buffer, buffer + size, 1};
    char previous = '\n';
    while (text.at < text.end) {
        char c = *text.at;
        if (c == ';' || c == '\n' || c == ' ' || c == '\t' || c == '\r' ||
            c == '\0') {
            skip_blanks_and_comments(&text);
            previous = ' ';
            continue;
        }
        if (c == '"') {
            const char *contents;
            size_t length;
            if (!skip_string(&text, &contents, &length))
                return 0; /* LLVM reports the open string */
            previous = '"';
            continue;
        }
        bool word_start = !is_identifier_char(previous) && previous != '%' &&
                          previous != '@' && previous != '!' &&
                          previous != '#' && previous != '\\';
        if (word_start && skip_word(&text, "asm")) {
            unsigned line = text.line;
            if (!asm_constraints_readable(&text))
                return line;
            previous = ' ';
            continue;
        }
        previous = c;
        text.at++;
    }
    return 0;
}

/* ---- Reading ------------------------------------------------------------- */

static bool is_bitcode(const char *buffer, size_t size)
{
    static const unsigned char raw[] = {'B', 'C', 0xc0, 0xde};
    static const unsigned char wrapper[] = {0xde, 0xc0, 0x17, 0x0b};
    return size >= 4 && (memcmp(buffer, raw, 4) == 0 ||
                         memcmp(buffer, wrapper, 4) == 0);
}


LLVMModuleRef read_llvm_ir(const char *path, LLVMContextRef context,
                           struct diagnostics *diags)
{
    LLVMMemoryBufferRef buffer;
    char *message = NULL;
    disable_reader_verification();
    if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buffer, &message)) {
        error_plain(diags, "cannot read '%s': %s", path, message);
        LLVMDisposeMessage(message);
        return NULL;
    }
    const char *text = LLVMGetBufferStart(buffer);
    size_t size = LLVMGetBufferSize(buffer);
    if (is_bitcode(text, size)) {
        error_plain(diags,
                    "'%s' holds LLVM bitcode: cmc reads LLVM IR as text "
                    "(llvm-dis-19 writes it; cmc -S -emit-llvm writes text)",
                    path);
        LLVMDisposeMemoryBuffer(buffer);
        return NULL;
    }
    unsigned bad_line = unreadable_asm_line(text, size);
    if (bad_line) {
        error_plain(diags, "'%s' is not valid LLVM IR: %s:%u: %s", path, path,
                    bad_line, GENX_UNREADABLE_CONSTRAINTS_MESSAGE);
        LLVMDisposeMemoryBuffer(buffer);
        return NULL;
    }
    LLVMModuleRef module;
    /* LLVMParseIRInContext takes the buffer over. */
    if (LLVMParseIRInContext(context, buffer, &module, &message)) {
        error_plain(diags, "'%s' is not valid LLVM IR: %s", path, message);
        LLVMDisposeMessage(message);
        return NULL;
    }
    if (LLVMVerifyModule(module, LLVMReturnStatusAction, &message)) {
        error_plain(diags, "'%s' is not valid LLVM IR:\n%s", path, message);
        LLVMDisposeMessage(message);
        LLVMDisposeModule(module);
        return NULL;
    }
    LLVMDisposeMessage(message);
    return module;
}
