/* inline_asm_constraints.c - inline assembly constraint strings that LLVM
 * can read without running past their end.
 *
 * LLVM 19's constraint parser (InlineAsm::ConstraintInfo::Parse, which
 * the .ll reader, the bitcode verifier and the module verifier all call)
 * trusts its input in a release build: '@' takes the next character as a
 * count of letters and reads that many, '^' reads two, neither looking
 * for the end of the constraint.  "=@l" makes it read 60 bytes past a
 * 31-byte string (found by fuzz-ll).  cmc's own producers never write such
 * constraints; the LLVM IR and MLIR a user gives may.
 *
 * Takes a constraint string; guarantees that a string it passes has, in each comma-separated
 * constraint and outside "{...}", every '@' followed by a digit 1-9 and
 * that many characters and every '^' by two characters.  Everything else
 * LLVM's parser checks itself, safely. */
#include <stdbool.h>
#include <string.h>

#include "genxir/genxir.h"

/* One constraint, [begin, end), scanned as LLVM's parser does after its
 * prefix ('=', '~', '!', then '*') and modifiers ('&', '%'). */
static bool constraint_stays_inside(const char *begin, const char *end)
{
    const char *at = begin;
    if (at < end && (*at == '=' || *at == '~' || *at == '!'))
        at++;
    if (at < end && *at == '*')
        at++;
    while (at < end && (*at == '&' || *at == '%'))
        at++;
    while (at < end) {
        size_t left = (size_t)(end - at);
        if (*at == '{') {
            const char *close = memchr(at + 1, '}', left - 1);
            if (!close)
                return true; /* LLVM rejects "{name" by itself */
            at = close + 1;
        } else if (*at == '^') {
            if (left < 3)
                return false;
            at += 3;
        } else if (*at == '@') {
            if (left < 2 || at[1] < '1' || at[1] > '9')
                return false;
            size_t letters = (size_t)(at[1] - '0');
            if (left - 2 < letters)
                return false;
            at += 2 + letters;
        } else {
            at++;
        }
    }
    return true;
}

bool genx_inline_asm_constraints_readable(const char *constraints,
                                          size_t length)
{
    const char *end = constraints + length;
    const char *begin = constraints;
    while (begin < end) {
        const char *comma = memchr(begin, ',', (size_t)(end - begin));
        const char *constraint_end = comma ? comma : end;
        if (!constraint_stays_inside(begin, constraint_end))
            return false;
        if (!comma)
            break;
        begin = comma + 1;
    }
    return true;
}
