/* excluded.c - C++ declarations CM excludes, reported where declared.
 *
 * Takes the user's class declarations; guarantees a located error for
 * virtual functions and virtual base classes, which CM forbids (there is
 * no dynamic dispatch on the GPU), and for reference fields (CM structs
 * hold values), and for default member initialisers (not lowered yet).
 * Statements and expressions CM excludes
 * (addresses of variables, new/delete, exceptions, RTTI, static locals) are reported
 * where they are lowered; classes are checked here because they are
 * declarations no kernel lowers directly. */
#include "frontend/internal.h"

/* `int x = 1;` or `int x{1};` in a class: an '=' or '{' among the
 * field's tokens (array sizes and template arguments have neither). */
static bool has_default_member_initializer(struct frontend *frontend,
                                           CXCursor field)
{
    CXToken *tokens;
    unsigned count;
    clang_tokenize(frontend->unit, clang_getCursorExtent(field), &tokens,
                   &count);
    bool found = false;
    for (unsigned i = 0; i < count && !found; i++) {
        if (clang_getTokenKind(tokens[i]) != CXToken_Punctuation)
            continue;
        CXString text = clang_getTokenSpelling(frontend->unit, tokens[i]);
        const char *spelling = clang_getCString(text);
        found = spelling[0] == '=' || spelling[0] == '{';
        clang_disposeString(text);
    }
    clang_disposeTokens(frontend->unit, tokens, count);
    return found;
}

static enum CXChildVisitResult check_member(CXCursor child, CXCursor parent,
                                            CXClientData data)
{
    (void)parent;
    struct frontend *frontend = data;
    switch (clang_getCursorKind(child)) {
    case CXCursor_CXXMethod:
    case CXCursor_Destructor:
        if (clang_CXXMethod_isVirtual(child))
            error_at_cursor(frontend, child,
                            "virtual functions are not supported in CM");
        return CXChildVisit_Continue;
    case CXCursor_CXXBaseSpecifier:
        if (clang_isVirtualBase(child))
            error_at_cursor(frontend, child,
                            "virtual base classes are not supported in CM");
        return CXChildVisit_Continue;
    case CXCursor_FieldDecl:
        if (has_default_member_initializer(frontend, child)) {
            char name[128];
            cursor_spelling(child, name, sizeof name);
            error_at_cursor(frontend, child,
                            "default member initialiser of '%s' is not "
                            "supported yet; initialise it in a constructor "
                            "or a brace initialiser",
                            name);
        }
        if (classify_type(clang_getCursorType(child)).is_reference ||
            clang_getCanonicalType(clang_getCursorType(child)).kind ==
                CXType_LValueReference) {
            char name[128];
            cursor_spelling(child, name, sizeof name);
            error_at_cursor(frontend, child,
                            "struct field '%s' is a reference; CM struct "
                            "fields hold vectors, matrices and scalars by "
                            "value",
                            name);
        }
        return CXChildVisit_Continue;
    case CXCursor_StructDecl:
    case CXCursor_ClassDecl:
        return CXChildVisit_Recurse;
    default:
        return CXChildVisit_Continue;
    }
}

void check_excluded_class(struct frontend *frontend, CXCursor declaration)
{
    enum CXCursorKind kind = clang_getCursorKind(declaration);
    if (kind == CXCursor_StructDecl || kind == CXCursor_ClassDecl ||
        kind == CXCursor_ClassTemplate)
        clang_visitChildren(declaration, check_member, frontend);
}
