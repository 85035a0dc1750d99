/* lambda.c - C++ lambdas in CM functions.
 *
 * Takes a lambda expression (`auto f = [&](vector<int, 8> v) {...};`,
 * `[=]`, explicit captures `[&a, b]`, init captures `[n = i + 1]`,
 * `[&r = x]`, an immediately invoked `[&] {...}()`), the variables and
 * parameters that hold its closure, and its calls; guarantees each call
 * means what C++ says.  The call operator becomes a subroutine (call.c)
 * whose parameters are the lambda's, followed by one reference parameter
 * per capture: a variable captured by reference is passed itself, one
 * captured by value (or an init capture) as the closure's copy, taken
 * when the lambda expression was evaluated and kept from call to call,
 * as a mutable lambda's members are.  The closure object itself holds
 * nothing (a byte no instruction reads; types.c classifies it so): what
 * it holds is the list of its captures' places in the function being
 * lowered.  Where the lambda is made, those are the variables and the
 * copies; a local variable of closure type gets its own copies (`auto g
 * = f;`) or shares them (`auto &g = f;`); a function that receives a
 * closure (`template <typename F> void apply(F f)`; each lambda has its
 * own type, so each such instance receives one lambda) gets the
 * captures as hidden parameters (call.c) and binds its parameter to
 * them.  A lambda that uses another closure passes that closure's
 * captures too (one hidden parameter for a variable both capture by
 * reference).  `this` captures are located errors. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

struct lambda_capture {
    CXCursor variable;  /* the captured variable; an init capture's own
                           declaration */
    bool by_value;
    bool is_init;       /* [n = e] or [&r = e] */
    struct cm_type type;
    /* In the defining function: by value, the copy's place; an init
     * capture by reference, the place it was bound to. */
    struct value place;
    /* A closure the lambda uses (`f` in [&] { return f(1); }): the index
     * of its lambda, else -1. */
    int closure;
    /* The lambda's slots this capture is passed in: one, or one per slot
     * of the closure's lambda. */
    int *slot_of;
    int slot_of_count;
};

/* One hidden parameter of the lambda's call operator: a capture, or a
 * capture of a closure the lambda uses.  A variable of the defining
 * function that both the lambda and a closure it uses capture by
 * reference is passed once. */
struct lambda_slot {
    CXCursor variable;
    struct cm_type type;
    bool by_value;
    bool is_variable; /* a variable of the defining function itself */
};

/* A variable or parameter of the lambda's closure type in one function,
 * and the places its captures are in there. */
struct closure_binding {
    CXCursor variable;
    LLVMValueRef function;
    struct value *places;
};

struct lambda {
    CXCursor expression;  /* the LambdaExpr */
    CXCursor record;      /* its closure class */
    LLVMValueRef function; /* the LLVM function that evaluated it */
    struct lambda_capture *captures;
    int capture_count;
    struct lambda_slot *slots;
    int slot_count;
    bool failed; /* its capture list was reported: calls say nothing */
    struct closure_binding *bindings;
    int binding_count;
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

/* A closure type, seen through a reference (F &, const F &, F &&). */
static CXType closure_type(CXType type)
{
    CXType canonical = clang_getCanonicalType(type);
    if (canonical.kind == CXType_LValueReference ||
        canonical.kind == CXType_RValueReference)
        canonical = clang_getCanonicalType(clang_getPointeeType(canonical));
    return canonical;
}

bool type_is_closure(CXType type)
{
    return type_is_lambda(closure_type(type));
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
 * none 0).  Init captures are read from their declarations instead. */
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
    if (strcmp(name, "this") == 0 || strcmp(name, "*") == 0)
        return false;
    /* name = e, &name = e: an init capture. */
    if (count > (by_reference ? 2 : 1) &&
        strcmp(first[by_reference ? 2 : 1], "=") == 0)
        return true;
    if (count != (by_reference ? 2 : 1))
        return false;
    if (list->count < 32) {
        snprintf(list->names[list->count], sizeof list->names[0], "%s", name);
        list->modes[list->count++] = by_reference ? 'r' : 'v';
    }
    return true;
}

/* Tokens that open and close a nesting level inside a capture entry (an
 * init capture's expression may hold commas). */
static int nesting_change(const char *token)
{
    if (strcmp(token, "(") == 0 || strcmp(token, "[") == 0 ||
        strcmp(token, "{") == 0)
        return 1;
    if (strcmp(token, ")") == 0 || strcmp(token, "]") == 0 ||
        strcmp(token, "}") == 0)
        return -1;
    return 0;
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
    int depth = 0;
    for (unsigned k = 1; ok && k < count; k++) {
        CXString spelling = clang_getTokenSpelling(frontend->unit, tokens[k]);
        char text[64];
        snprintf(text, sizeof text, "%s", clang_getCString(spelling));
        clang_disposeString(spelling);
        bool ends = depth == 0 &&
                    (strcmp(text, "]") == 0 || strcmp(text, ",") == 0);
        if (!ends) {
            depth += nesting_change(text);
            if (entry_tokens < 3)
                snprintf(first[entry_tokens], sizeof first[0], "%s", text);
            entry_tokens++;
            continue;
        }
        if (entry_tokens > 0 && !add_capture_entry(list, first, entry_tokens)) {
            error_at_cursor(frontend, expression,
                            "cmc supports lambdas that capture variables "
                            "([&], [=], [&a, b], [n = e]); 'this' captures "
                            "are not supported yet");
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

/* A capture found in the lambda: a variable of the enclosing function its
 * body names, or an init capture. */
struct capture_search {
    struct frontend *frontend;
    CXSourceRange extent;
    CXCursor *variables;
    bool *is_init;
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

static void add_found(struct capture_search *search, CXCursor variable,
                      bool is_init)
{
    for (int i = 0; i < search->count; i++)
        if (clang_equalCursors(search->variables[i], variable))
            return;
    search->variables = xrealloc(search->variables,
                                 (size_t)(search->count + 1) *
                                     sizeof *search->variables);
    search->is_init = xrealloc(search->is_init, (size_t)(search->count + 1) *
                                                    sizeof *search->is_init);
    search->variables[search->count] = variable;
    search->is_init[search->count++] = is_init;
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
    add_found(search, variable, false);
    return CXChildVisit_Recurse;
}

/* The lambda's children: init captures (a VariableRef to a declaration
 * inside the lambda) and the body, searched for the variables it uses.
 * (libclang lists an init capture's expression in pieces; it is read
 * from the declaration instead.) */
static enum CXChildVisitResult find_lambda_parts(CXCursor cursor,
                                                 CXCursor parent,
                                                 CXClientData data)
{
    (void)parent;
    struct capture_search *search = data;
    enum CXCursorKind kind = clang_getCursorKind(cursor);
    if (kind == CXCursor_VariableRef) {
        CXCursor variable = clang_getCursorReferenced(cursor);
        if (inside(search->extent, variable))
            add_found(search, variable, true);
    } else if (kind == CXCursor_CompoundStmt) {
        clang_visitChildren(cursor, find_captures, search);
    }
    return CXChildVisit_Continue;
}

/* A lambda is known by its closure class: each lambda expression, and
 * each instance of one in a function template, has its own. */
static CXCursor closure_class(CXType type)
{
    return clang_getTypeDeclaration(closure_type(type));
}

static struct lambda *find_lambda(struct frontend *frontend, CXCursor record)
{
    for (size_t i = 0; i < frontend->lambda_count; i++)
        if (clang_equalCursors(frontend->lambdas[i].record, record))
            return &frontend->lambdas[i];
    return NULL;
}

/* The lambda whose closure type is `type` (perhaps through a
 * reference), once its expression has been seen. */
static struct lambda *lambda_of_type(struct frontend *frontend, CXType type)
{
    return find_lambda(frontend, closure_class(type));
}

/* [&r = x] (and an init capture of a vector_ref or matrix_ref, which
 * refers to the region it was made from). */
static bool init_capture_is_reference(CXCursor declaration)
{
    CXType type = clang_getCursorType(declaration);
    enum CXTypeKind kind = clang_getCanonicalType(type).kind;
    return kind == CXType_LValueReference || kind == CXType_RValueReference ||
           classify_type(type).is_reference;
}

/* The type a capture is passed as; false after a located error. */
static bool capture_type(struct frontend *frontend, CXCursor expression,
                         struct lambda_capture *capture)
{
    char name[64];
    cursor_spelling(capture->variable, name, sizeof name);
    CXType clang_type = clang_getCursorType(capture->variable);
    capture->closure = -1;
    if (type_is_closure(clang_type)) {
        struct lambda *used = lambda_of_type(frontend, clang_type);
        if (!used || used->failed) {
            if (!used)
                error_at_cursor(frontend, expression,
                                "this lambda uses '%s', a lambda cmc has "
                                "not seen made",
                                name);
            return false;
        }
        capture->closure = (int)(used - frontend->lambdas);
        return true;
    }
    struct cm_type type;
    if (capture->is_init) {
        type = classify_type(clang_type);
        if (type.kind == TYPE_UNSUPPORTED || type.kind == TYPE_VOID) {
            error_at_cursor(frontend, capture->variable,
                            "init capture '%s' has a type cmc does not "
                            "support",
                            name);
            return false;
        }
    } else {
        type = find_variable(frontend, capture->variable)->type;
    }
    type.is_reference = false;
    capture->type = type;
    return true;
}

/* The slot for `slot` in the lambda's slots: the existing one when it is
 * a variable of this function already passed, else a new one. */
static int slot_index(struct lambda *lambda, struct lambda_slot slot)
{
    for (int i = 0; slot.is_variable && i < lambda->slot_count; i++)
        if (lambda->slots[i].is_variable &&
            clang_equalCursors(lambda->slots[i].variable, slot.variable))
            return i;
    lambda->slots = xrealloc(lambda->slots, (size_t)(lambda->slot_count + 1) *
                                                sizeof *lambda->slots);
    lambda->slots[lambda->slot_count] = slot;
    return lambda->slot_count++;
}

/* Each capture's slots: its own, or those of the closure it is. */
static void assign_slots(struct frontend *frontend, struct lambda *lambda)
{
    for (int i = 0; i < lambda->capture_count; i++) {
        struct lambda_capture *capture = &lambda->captures[i];
        if (capture->closure < 0) {
            capture->slot_of = xcalloc(1, sizeof *capture->slot_of);
            capture->slot_of_count = 1;
            capture->slot_of[0] = slot_index(
                lambda,
                (struct lambda_slot){capture->variable, capture->type,
                                     capture->by_value,
                                     !capture->by_value && !capture->is_init});
            continue;
        }
        const struct lambda *used = &frontend->lambdas[capture->closure];
        bool same_function = used->function == frontend->function;
        capture->slot_of_count = used->slot_count;
        capture->slot_of =
            xcalloc((size_t)used->slot_count + 1, sizeof *capture->slot_of);
        for (int k = 0; k < used->slot_count; k++) {
            /* Captured by reference, the closure's copies are its own
             * (not copied again when this closure is). */
            struct lambda_slot slot = used->slots[k];
            slot.is_variable = slot.is_variable && same_function;
            slot.by_value = slot.by_value && capture->by_value;
            capture->slot_of[k] = slot_index(lambda, slot);
        }
    }
}

/* The lambda of `expression` (a LambdaExpr), seen in the function being
 * lowered: found, or made with its captures (not yet evaluated). */
static struct lambda *lambda_for_expression(struct frontend *frontend,
                                            CXCursor expression)
{
    struct lambda *existing =
        lambda_of_type(frontend, clang_getCursorType(expression));
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
                                    NULL, NULL, 0};
    if (!failed)
        clang_visitChildren(expression, find_lambda_parts, &search);
    struct lambda lambda = {expression,
                            closure_class(clang_getCursorType(expression)),
                            frontend->function,
                            NULL,
                            search.count,
                            NULL,
                            0,
                            failed,
                            NULL,
                            0};
    lambda.captures = xcalloc((size_t)search.count + 1, sizeof *lambda.captures);
    for (int i = 0; i < search.count && !lambda.failed; i++) {
        struct lambda_capture *capture = &lambda.captures[i];
        capture->variable = search.variables[i];
        capture->is_init = search.is_init[i];
        capture->by_value =
            capture->is_init
                ? !init_capture_is_reference(capture->variable)
                : capture_mode(&list, search.variables[i]) == 'v';
        if (!capture_type(frontend, expression, capture)) {
            lambda.failed = true;
            break;
        }
        if (capture->closure < 0 && capture->by_value) {
            char name[64];
            cursor_spelling(capture->variable, name, sizeof name);
            capture->place = place_value(whole_place(
                create_local_storage(frontend, capture->type, name),
                capture->type));
        }
    }
    free(search.variables);
    free(search.is_init);
    if (!lambda.failed)
        assign_slots(frontend, &lambda);
    void *items = frontend->lambdas;
    grow_array(&items, &frontend->lambda_capacity, frontend->lambda_count + 1,
               sizeof(struct lambda));
    frontend->lambdas = items;
    frontend->lambdas[frontend->lambda_count++] = lambda;
    return lambda.failed ? NULL
                         : &frontend->lambdas[frontend->lambda_count - 1];
}

/* Take the copies and bind the references of one capture, as the closure
 * is made; false after a located error. */
static bool evaluate_capture(struct frontend *frontend,
                             struct lambda_capture *capture)
{
    if (capture->closure >= 0)
        return true; /* its places are found at each call */
    if (!capture->is_init) {
        if (capture->by_value) {
            struct value *original = find_variable(frontend, capture->variable);
            write_value(frontend, capture->place,
                        read_cm_value(frontend, *original), capture->place.type);
        }
        return true;
    }
    CXCursor initializer =
        clang_Cursor_getVarDeclInitializer(capture->variable);
    if (capture->by_value) {
        LLVMValueRef value =
            lower_rvalue_as(frontend, initializer, capture->type);
        if (!value)
            return false;
        write_value(frontend, capture->place, value, capture->type);
        return true;
    }
    struct value bound = lower_expression(frontend, initializer);
    if (bound.type.kind == TYPE_UNSUPPORTED)
        return false;
    if (!value_is_lvalue(bound)) {
        char name[64];
        cursor_spelling(capture->variable, name, sizeof name);
        error_at_cursor(frontend, initializer,
                        "'%s' is captured by reference: it must be bound to "
                        "a variable, a region of one or an element in memory",
                        name);
        return false;
    }
    capture->place = bound;
    return true;
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
    /* Captures are copied (and init captures bound) now, as the closure
     * is made. */
    size_t index = (size_t)(lambda - frontend->lambdas);
    for (int i = 0; i < lambda->capture_count; i++)
        if (!evaluate_capture(frontend,
                              &frontend->lambdas[index].captures[i])) {
            closure.type.kind = TYPE_UNSUPPORTED;
            return closure;
        }
    return closure;
}

/* ---- Closures: where a lambda's captures are ------------------------------- */

/* The expression a closure value comes from: through parentheses,
 * implicit conversions and copies of the closure. */
static CXCursor closure_source(CXCursor expression)
{
    for (;;) {
        enum CXCursorKind kind = clang_getCursorKind(expression);
        unsigned count;
        CXCursor *children = cursor_children(expression, &count);
        CXCursor child = count == 1 ? children[0] : expression;
        free(children);
        if ((kind == CXCursor_UnexposedExpr || kind == CXCursor_ParenExpr) &&
            count == 1) {
            expression = child;
            continue;
        }
        if (kind == CXCursor_CallExpr &&
            clang_getCursorKind(clang_getCursorReferenced(expression)) ==
                CXCursor_Constructor &&
            type_is_lambda(clang_getCursorType(expression)) &&
            clang_Cursor_getNumArguments(expression) == 1) {
            expression = clang_Cursor_getArgument(expression, 0);
            continue;
        }
        return expression;
    }
}

static struct closure_binding *find_binding(struct frontend *frontend,
                                            struct lambda *lambda,
                                            CXCursor variable)
{
    for (int i = lambda->binding_count; i-- > 0;)
        if (lambda->bindings[i].function == frontend->function &&
            clang_equalCursors(lambda->bindings[i].variable, variable))
            return &lambda->bindings[i];
    return NULL;
}

static void add_binding(struct lambda *lambda, CXCursor variable,
                        LLVMValueRef function, struct value *places)
{
    lambda->bindings = xrealloc(lambda->bindings,
                                (size_t)(lambda->binding_count + 1) *
                                    sizeof *lambda->bindings);
    lambda->bindings[lambda->binding_count++] =
        (struct closure_binding){variable, function, places};
}

static void closure_error(struct frontend *frontend, CXCursor expression)
{
    error_at_cursor(frontend, expression,
                    "cmc calls a lambda through the lambda expression, a "
                    "variable or a parameter that holds it; not through "
                    "this expression");
}

/* The lambda `expression` holds; NULL after a located error (or when
 * its lambda was reported already). */
static struct lambda *closure_lambda(struct frontend *frontend,
                                     CXCursor expression)
{
    CXCursor source = closure_source(expression);
    if (clang_getCursorKind(source) == CXCursor_LambdaExpr)
        return lambda_for_expression(frontend, source);
    struct lambda *lambda =
        lambda_of_type(frontend, clang_getCursorType(source));
    if (!lambda) {
        closure_error(frontend, expression);
        return NULL;
    }
    return lambda->failed ? NULL : lambda;
}

int closure_captures(struct frontend *frontend, CXCursor expression,
                     struct capture_info **captures)
{
    struct lambda *lambda = closure_lambda(frontend, expression);
    if (!lambda)
        return -1;
    *captures = xcalloc((size_t)lambda->slot_count + 1, sizeof **captures);
    for (int i = 0; i < lambda->slot_count; i++)
        (*captures)[i] = (struct capture_info){lambda->slots[i].variable,
                                               lambda->slots[i].type,
                                               lambda->slots[i].by_value};
    return lambda->slot_count;
}

/* The places of a lambda's slots in the function that made it. */
static bool own_places(struct frontend *frontend, const struct lambda *lambda,
                       CXCursor where, struct value *places)
{
    for (int i = 0; i < lambda->capture_count; i++) {
        const struct lambda_capture *capture = &lambda->captures[i];
        if (capture->closure >= 0) {
            /* The places the closure it uses holds here. */
            const struct closure_binding *binding =
                find_binding(frontend, &frontend->lambdas[capture->closure],
                             capture->variable);
            if (!binding) {
                closure_error(frontend, where);
                return false;
            }
            for (int k = 0; k < capture->slot_of_count; k++)
                places[capture->slot_of[k]] = binding->places[k];
            continue;
        }
        if (capture->by_value || capture->is_init) {
            places[capture->slot_of[0]] = capture->place;
            continue;
        }
        struct value *variable = find_variable(frontend, capture->variable);
        if (!variable) {
            error_at_cursor(frontend, where,
                            "a variable this lambda uses is not visible "
                            "where it is called");
            return false;
        }
        places[capture->slot_of[0]] = *variable;
    }
    return true;
}

void bind_lambda_captures(struct frontend *frontend, CXCursor call_operator,
                          const struct value *places, int count)
{
    struct lambda *lambda = find_lambda(
        frontend, clang_getCursorSemanticParent(call_operator));
    if (!lambda || lambda->slot_count != count)
        return;
    for (int i = 0; i < lambda->capture_count; i++) {
        const struct lambda_capture *capture = &lambda->captures[i];
        if (capture->closure < 0) {
            bind_variable(frontend, capture->variable,
                          places[capture->slot_of[0]]);
            continue;
        }
        struct value *held = xcalloc((size_t)capture->slot_of_count + 1,
                                     sizeof *held);
        for (int k = 0; k < capture->slot_of_count; k++)
            held[k] = places[capture->slot_of[k]];
        /* frontend->lambdas does not move while binding. */
        add_binding(&frontend->lambdas[capture->closure], capture->variable,
                    frontend->function, held);
    }
}

int closure_places(struct frontend *frontend, CXCursor expression,
                   struct value **places)
{
    *places = NULL;
    CXCursor source = closure_source(expression);
    struct lambda *lambda = closure_lambda(frontend, expression);
    if (!lambda)
        return -1;
    size_t index = (size_t)(lambda - frontend->lambdas);
    int count = lambda->slot_count;
    *places = xcalloc((size_t)count + 1, sizeof **places);
    if (clang_getCursorKind(source) == CXCursor_LambdaExpr) {
        /* Made here: evaluate it, then its own places. */
        if (lower_lambda_expression(frontend, source).type.kind ==
                TYPE_UNSUPPORTED ||
            !own_places(frontend, &frontend->lambdas[index], expression,
                        *places)) {
            free(*places);
            *places = NULL;
            return -1;
        }
        return count;
    }
    const struct closure_binding *binding =
        clang_getCursorKind(source) == CXCursor_DeclRefExpr
            ? find_binding(frontend, lambda, clang_getCursorReferenced(source))
            : NULL;
    if (binding) {
        memcpy(*places, binding->places, (size_t)count * sizeof **places);
        return count;
    }
    free(*places);
    *places = NULL;
    closure_error(frontend, expression);
    return -1;
}

void bind_closure_parameter(struct frontend *frontend, CXCursor parameter,
                            const struct value *places, int count)
{
    struct lambda *lambda =
        lambda_of_type(frontend, clang_getCursorType(parameter));
    if (!lambda || lambda->slot_count != count)
        return;
    struct value *copy = xcalloc((size_t)count + 1, sizeof *copy);
    memcpy(copy, places, (size_t)count * sizeof *copy);
    add_binding(lambda, parameter, frontend->function, copy);
}

void lower_closure_variable(struct frontend *frontend, CXCursor declaration)
{
    /* The byte the variable is, so that naming it reads something. */
    struct cm_type byte = scalar_type(ELEMENT_U8);
    char name[64];
    cursor_spelling(declaration, name, sizeof name);
    bind_variable(frontend, declaration,
                  place_value(whole_place(
                      create_local_storage(frontend, byte, name), byte)));
    CXCursor initializer = clang_Cursor_getVarDeclInitializer(declaration);
    if (clang_Cursor_isNull(initializer))
        return;
    struct value *places;
    int count = closure_places(frontend, initializer, &places);
    if (count < 0)
        return;
    struct lambda *lambda = closure_lambda(frontend, initializer);
    enum CXTypeKind kind =
        clang_getCanonicalType(clang_getCursorType(declaration)).kind;
    bool shares = kind == CXType_LValueReference ||
                  kind == CXType_RValueReference;
    /* A closure variable has its own copies (auto g = f;), a reference to
     * one shares them (auto &g = f;). */
    for (int i = 0; i < count && !shares; i++) {
        const struct lambda_slot *slot = &lambda->slots[i];
        if (!slot->by_value)
            continue;
        struct value copy = place_value(whole_place(
            create_local_storage(frontend, slot->type, name), slot->type));
        write_value(frontend, copy, read_cm_value(frontend, places[i]),
                    slot->type);
        places[i] = copy;
    }
    add_binding(lambda, declaration, frontend->function, places);
}

void free_lambdas(struct frontend *frontend)
{
    for (size_t i = 0; i < frontend->lambda_count; i++) {
        struct lambda *lambda = &frontend->lambdas[i];
        for (int k = 0; k < lambda->binding_count; k++)
            free(lambda->bindings[k].places);
        free(lambda->bindings);
        for (int k = 0; k < lambda->capture_count; k++)
            free(lambda->captures[k].slot_of);
        free(lambda->captures);
        free(lambda->slots);
    }
    free(frontend->lambdas);
    frontend->lambdas = NULL;
    frontend->lambda_count = frontend->lambda_capacity = 0;
}
