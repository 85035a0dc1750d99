/* lambda.c - C++ lambdas in CM functions.
 *
 * Takes a lambda expression (`auto f = [&](vector<int, 8> v) {...};`,
 * `[=]`, explicit captures `[&a, b]`, an immediately invoked `[&] {...}()`)
 * and its calls in the function that defines it; guarantees each call
 * means what C++ says.  The call operator becomes a subroutine (call.c)
 * whose parameters are the lambda's, followed by one reference parameter
 * per variable of the enclosing function its body uses: a variable
 * captured by reference is passed itself, one captured by value is
 * passed as a copy taken when the lambda expression was evaluated (kept
 * from call to call, as a mutable lambda's members are).  The closure
 * object itself holds nothing: it is a byte no instruction reads (types.c
 * classifies it so).  A lambda called outside the function that defines
 * it (passed to another function), `this` and init captures are located
 * errors. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

struct lambda_capture {
    CXCursor variable;
    bool by_value;
    struct value copy; /* by value: the copy's place */
};

struct lambda {
    CXCursor expression;  /* the LambdaExpr, where the call operator is */
    LLVMValueRef function; /* the LLVM function that evaluated it */
    struct lambda_capture *captures;
    int capture_count;
    bool failed; /* its capture list was reported: calls say nothing */
};

bool type_is_lambda(CXType type)
{
    CXType canonical = clang_getCanonicalType(type);
    if (canonical.kind != CXType_Record)
        return false;
    CXString spelling = clang_getTypeSpelling(canonical);
    const char *text = clang_getCString(spelling);
    bool lambda = text && strstr(text, "(lambda at ") != NULL;
    clang_disposeString(spelling);
    return lambda;
}

bool cursor_is_lambda_call_operator(CXCursor definition)
{
    return clang_getCursorKind(definition) == CXCursor_CXXMethod &&
           type_is_lambda(clang_getCursorType(
               clang_getCursorSemanticParent(definition)));
}

/* ---- Captures ------------------------------------------------------------ */

/* What the capture list [...] says: each name written in it captured
 * 'r' by reference or 'v' by value, and the default ([&] 'r', [=] 'v',
 * none 0). */
struct capture_list {
    char default_mode;
    char names[32][64];
    char modes[32];
    int count;
};

/* Classifies one entry of the capture list (its first tokens, `count` in
 * all); false for what cmc does not support. */
static bool add_capture_entry(struct capture_list *list, char first[3][64],
                              int count)
{
    if (count == 1 && strcmp(first[0], "&") == 0) {
        list->default_mode = 'r';
        return true;
    }
    if (count == 1 && strcmp(first[0], "=") == 0) {
        list->default_mode = 'v';
        return true;
    }
    bool by_reference = strcmp(first[0], "&") == 0;
    const char *name = first[by_reference ? 1 : 0];
    if (count != (by_reference ? 2 : 1) || strcmp(name, "this") == 0 ||
        strcmp(name, "*") == 0)
        return false;
    if (list->count < 32) {
        snprintf(list->names[list->count], sizeof list->names[0], "%s", name);
        list->modes[list->count++] = by_reference ? 'r' : 'v';
    }
    return true;
}

static bool read_capture_list(struct frontend *frontend, CXCursor expression,
                              struct capture_list *list)
{
    memset(list, 0, sizeof *list);
    CXToken *tokens = NULL;
    unsigned count = 0;
    clang_tokenize(frontend->unit, clang_getCursorExtent(expression), &tokens,
                   &count);
    bool ok = true;
    char first[3][64] = {"", "", ""};
    int entry_tokens = 0;
    for (unsigned k = 1; ok && k < count; k++) {
        CXString spelling = clang_getTokenSpelling(frontend->unit, tokens[k]);
        char text[64];
        snprintf(text, sizeof text, "%s", clang_getCString(spelling));
        clang_disposeString(spelling);
        bool ends = strcmp(text, "]") == 0 || strcmp(text, ",") == 0;
        if (!ends) {
            if (entry_tokens < 3)
                snprintf(first[entry_tokens], sizeof first[0], "%s", text);
            entry_tokens++;
            continue;
        }
        if (entry_tokens > 0 && !add_capture_entry(list, first, entry_tokens)) {
            error_at_cursor(frontend, expression,
                            "cmc supports lambdas that capture variables "
                            "([&], [=], [&a, b]); 'this' and init captures "
                            "(a = ...) are not supported yet");
            ok = false;
        }
        entry_tokens = 0;
        if (strcmp(text, "]") == 0)
            break;
    }
    clang_disposeTokens(frontend->unit, tokens, count);
    return ok;
}

static char capture_mode(const struct capture_list *list, CXCursor variable)
{
    char name[64];
    cursor_spelling(variable, name, sizeof name);
    for (int i = 0; i < list->count; i++)
        if (strcmp(list->names[i], name) == 0)
            return list->modes[i];
    /* Not captured: a constant the body may use without capturing it. */
    return list->default_mode ? list->default_mode : 'v';
}

struct capture_search {
    struct frontend *frontend;
    CXSourceRange extent;
    CXCursor *variables;
    int count;
};

static bool inside(CXSourceRange extent, CXCursor cursor)
{
    unsigned start, end, at;
    CXFile file_start, file_at;
    clang_getExpansionLocation(clang_getRangeStart(extent), &file_start, NULL,
                               NULL, &start);
    clang_getExpansionLocation(clang_getRangeEnd(extent), NULL, NULL, NULL,
                               &end);
    clang_getExpansionLocation(clang_getCursorLocation(cursor), &file_at, NULL,
                               NULL, &at);
    return clang_File_isEqual(file_start, file_at) && at >= start && at <= end;
}

/* Collects the enclosing function's variables the lambda's body names. */
static enum CXChildVisitResult find_captures(CXCursor cursor, CXCursor parent,
                                             CXClientData data)
{
    (void)parent;
    struct capture_search *search = data;
    if (clang_getCursorKind(cursor) != CXCursor_DeclRefExpr)
        return CXChildVisit_Recurse;
    CXCursor variable = clang_getCursorReferenced(cursor);
    enum CXCursorKind kind = clang_getCursorKind(variable);
    if ((kind != CXCursor_VarDecl && kind != CXCursor_ParmDecl) ||
        inside(search->extent, variable) ||
        !find_variable(search->frontend, variable))
        return CXChildVisit_Recurse;
    for (int i = 0; i < search->count; i++)
        if (clang_equalCursors(search->variables[i], variable))
            return CXChildVisit_Recurse;
    search->variables = xrealloc(search->variables,
                                 (size_t)(search->count + 1) *
                                     sizeof *search->variables);
    search->variables[search->count++] = variable;
    return CXChildVisit_Recurse;
}

static struct lambda *find_lambda(struct frontend *frontend,
                                  CXCursor call_operator)
{
    CXSourceLocation at = clang_getCursorLocation(call_operator);
    for (size_t i = 0; i < frontend->lambda_count; i++)
        if (clang_equalLocations(
                clang_getCursorLocation(frontend->lambdas[i].expression), at))
            return &frontend->lambdas[i];
    return NULL;
}

/* The lambda evaluated at `expression`: found (evaluated again: its
 * copies are taken again) or made, with its captures. */
static struct lambda *lambda_for_expression(struct frontend *frontend,
                                            CXCursor expression)
{
    struct lambda *existing = find_lambda(frontend, expression);
    if (existing && existing->function == frontend->function)
        return existing->failed ? NULL : existing;
    struct capture_list list;
    if (existing) {
        error_at_cursor(frontend, expression,
                        "cmc supports a lambda in one function only");
        return NULL;
    }
    bool failed = !read_capture_list(frontend, expression, &list);
    struct capture_search search = {frontend, clang_getCursorExtent(expression),
                                    NULL, 0};
    if (!failed)
        clang_visitChildren(expression, find_captures, &search);
    struct lambda lambda = {expression, frontend->function, NULL,
                            search.count, failed};
    lambda.captures = xcalloc((size_t)search.count + 1, sizeof *lambda.captures);
    for (int i = 0; i < search.count; i++) {
        struct lambda_capture *capture = &lambda.captures[i];
        capture->variable = search.variables[i];
        capture->by_value = capture_mode(&list, search.variables[i]) == 'v';
        if (capture->by_value) {
            struct value *original = find_variable(frontend, capture->variable);
            struct cm_type type = original->type;
            type.is_reference = false;
            char name[64];
            cursor_spelling(capture->variable, name, sizeof name);
            capture->copy = place_value(whole_place(
                create_local_storage(frontend, type, name), type));
        }
    }
    free(search.variables);
    void *items = frontend->lambdas;
    grow_array(&items, &frontend->lambda_capacity, frontend->lambda_count + 1,
               sizeof(struct lambda));
    frontend->lambdas = items;
    frontend->lambdas[frontend->lambda_count++] = lambda;
    return failed ? NULL : &frontend->lambdas[frontend->lambda_count - 1];
}

struct value lower_lambda_expression(struct frontend *frontend,
                                     CXCursor expression)
{
    struct value closure = rvalue(
        scalar_type(ELEMENT_U8),
        LLVMConstInt(LLVMInt8TypeInContext(frontend->context), 0, 0));
    struct lambda *lambda = lambda_for_expression(frontend, expression);
    if (!lambda) {
        closure.type.kind = TYPE_UNSUPPORTED;
        return closure;
    }
    /* By-value captures are copied now, as the closure is made. */
    for (int i = 0; i < lambda->capture_count; i++) {
        struct lambda_capture *capture = &lambda->captures[i];
        if (!capture->by_value)
            continue;
        struct value *original = find_variable(frontend, capture->variable);
        write_value(frontend, capture->copy,
                    read_cm_value(frontend, *original), capture->copy.type);
    }
    return closure;
}

/* The lambda whose call operator is `definition`, evaluated in the
 * function being lowered; NULL after an error at `call`. */
static struct lambda *lambda_here(struct frontend *frontend,
                                  CXCursor definition, CXCursor call)
{
    struct lambda *lambda = find_lambda(frontend, definition);
    if (lambda && lambda->failed)
        return NULL;
    if (!lambda || lambda->function != frontend->function) {
        error_at_cursor(frontend, call,
                        "cmc supports calling a lambda in the function that "
                        "defines it, not through a parameter or another "
                        "function");
        return NULL;
    }
    return lambda;
}

int lambda_captures(struct frontend *frontend, CXCursor definition,
                    CXCursor call, CXCursor **variables)
{
    struct lambda *lambda = lambda_here(frontend, definition, call);
    if (!lambda)
        return -1;
    *variables = xcalloc((size_t)lambda->capture_count + 1, sizeof **variables);
    for (int i = 0; i < lambda->capture_count; i++)
        (*variables)[i] = lambda->captures[i].variable;
    return lambda->capture_count;
}

bool lambda_capture_place(struct frontend *frontend, CXCursor definition,
                          CXCursor call, int index, struct value *place)
{
    struct lambda *lambda = lambda_here(frontend, definition, call);
    if (!lambda || index >= lambda->capture_count)
        return false;
    const struct lambda_capture *capture = &lambda->captures[index];
    if (capture->by_value) {
        *place = capture->copy;
        return true;
    }
    struct value *variable = find_variable(frontend, capture->variable);
    if (!variable) {
        error_at_cursor(frontend, call,
                        "a variable this lambda uses is not visible where "
                        "it is called");
        return false;
    }
    *place = *variable;
    return true;
}

void free_lambdas(struct frontend *frontend)
{
    for (size_t i = 0; i < frontend->lambda_count; i++)
        free(frontend->lambdas[i].captures);
    free(frontend->lambdas);
    frontend->lambdas = NULL;
    frontend->lambda_count = frontend->lambda_capacity = 0;
}
