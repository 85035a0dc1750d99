/* parse-only.c - the floor cmc is measured against: one plain libclang
 * parse of a CM source with the command line cmc gives libclang.
 *
 *   bench/parse-only FILE [CLANG-ARGUMENT...]
 *
 * Takes the source and the arguments (`cmc -v -fno-precompiled-cm-h`
 * prints them on its "libclang arguments:" line); parses it once, as
 * cmc's frontend does (no precompiled header, the same options), and
 * exits 0 when libclang produced a translation unit, 1 otherwise.  It
 * does nothing with the result: its time is that of loading libclang
 * (and libLLVM, which libclang loads) and parsing, nothing else
 * (bench/compile-time.sh). */
#include <stdio.h>

#include <clang-c/Index.h>

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: parse-only FILE [CLANG-ARGUMENT...]\n");
        return 2;
    }
    CXIndex index = clang_createIndex(0, 0);
    CXTranslationUnit unit = NULL;
    enum CXErrorCode status = clang_parseTranslationUnit2(
        index, argv[1], (const char *const *)argv + 2, argc - 2, NULL, 0,
        CXTranslationUnit_None, &unit);
    int result = status == CXError_Success && unit ? 0 : 1;
    if (unit)
        clang_disposeTranslationUnit(unit);
    clang_disposeIndex(index);
    return result;
}
