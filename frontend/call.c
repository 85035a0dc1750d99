/* call.c - user functions: CM subroutines, their calls and returns.
 *
 * Takes calls of functions the user wrote (plain functions, `_GENX_` and
 * `inline` subroutines, function template instances); guarantees one
 * internal LLVM function per function used (named by its C++ mangled
 * name, so overloads and template instances stay apart), lowered after the
 * kernels, and a located error for what CM forbids: recursion, reference
 * results (pointers are 64-bit scalars, passed by value).
 *
 * By-reference parameters (`vector_ref`, `matrix_ref`, C++ `T&`) are
 * lowered to copy-in/copy-out here, so every call works whether or not it
 * is inlined later: the callee receives the current value and hands the
 * final value back, and the caller writes it to the place it passed (a
 * variable or a region of one).  The results form a struct:
 *
 *     { return value (if not void), new value of each non-const reference }
 *
 * A function with no non-const reference returns its value directly.
 * `const T&` parameters are plain copies.  A lambda's captures, and
 * those of a closure passed to a parameter of closure type, are hidden
 * last parameters (lambda.c says where they are at each call).  A sized array parameter
 * (`int a[8]`, a pointer in C) is passed like a reference to the array.  Booleans cross the boundary as
 * i8 (vISA subroutines pass values in general registers).
 *
 * Inlining (doc/design.md): functions with `SurfaceIndex` or `SamplerIndex`
 * parameters and `CM_INLINE` (always_inline) functions are marked
 * `alwaysinline` and are inlined even at -O0; `CM_NOINLINE`/`noinline` functions stay subroutines;
 * the rest is left to LLVM's inliner at -O1/-O2 and stays a vISA
 * subroutine at -O0. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

struct subroutine_parameter {
    struct cm_type type;    /* the value's type (is_reference cleared) */
    bool copies_back;       /* a non-const reference */
    bool is_closure;        /* of a lambda's type: holds nothing, its
                               captures are hidden parameters */
    /* A hidden parameter: capture `capture_index` of the closure that
     * parameter `closure_owner` holds (-1: the lambda's own closure). */
    int closure_owner;
    int capture_index;
};

struct subroutine {
    CXCursor declaration;   /* the definition */
    LLVMValueRef function;
    LLVMTypeRef function_type;
    struct cm_type return_type;
    struct subroutine_parameter *parameters;
    int parameter_count;        /* the object (if a method) and the rest */
    int this_count;             /* 1 for a member function: parameters[0]
                                   is the object `this` names */
    int leaf_parameter_count;   /* LLVM parameters: structs as fields */
    int copy_back_count;
    bool returns_struct;
    /* `S &f() { ...; return *this; }` (a fluent setter, an operator=):
     * the LLVM function returns nothing of its own, and the call's value
     * is its object, written back first (returns_this_reference). */
    bool returns_this;
    bool lowered;
    /* The last capture_count parameters are hidden: the captures of the
     * closures it receives (lambda.c), first, for a lambda's call
     * operator, its own (the call lists its closure first, which is not
     * passed), then those of each parameter of closure type.  captures[k]
     * is the variable hidden parameter k stands for. */
    /* The call the user wrote that first needed this function (for one
     * from cmc's headers, where its errors are reported; parse.c). */
    CXCursor user_call;
    bool is_lambda;
    int capture_count;
    CXCursor *captures;
    /* The parameters this instance has constants for: those that reach a
     * builtin operand that must be a constant (constant_parameters.c). */
    struct constant_binding *bindings;
    int binding_count;
};

struct call_edge {
    int caller;             /* subroutine index, -1 for a kernel */
    int callee;
    CXCursor call;
    bool in_simd_control_flow; /* the callee runs under the caller's mask */
};

/* ---- Types at the boundary ------------------------------------------------ */

static struct cm_type boundary_type(struct cm_type type)
{
    if (type.element == ELEMENT_BOOL)
        type.element = ELEMENT_U8;
    type.is_reference = false;
    return type;
}

static LLVMTypeRef boundary_llvm_type(struct frontend *frontend,
                                      struct cm_type type)
{
    return type_llvm_type(frontend->context, boundary_type(type));
}

/* A value crosses a call as its leaves: a struct as its fields, nested
 * structs flattened depth first (the backend has no aggregates), anything
 * else as itself. */
static int leaf_count(struct cm_type type)
{
    if (type.kind != TYPE_STRUCT)
        return 1;
    int count = 0;
    for (int i = 0; i < struct_field_count(type); i++)
        count += leaf_count(struct_field_type(type, i));
    return count;
}

static int append_leaf_types(struct frontend *frontend, struct cm_type type,
                             LLVMTypeRef *types, int count)
{
    if (type.kind != TYPE_STRUCT) {
        types[count++] = boundary_llvm_type(frontend, type);
        return count;
    }
    for (int i = 0; i < struct_field_count(type); i++)
        count = append_leaf_types(frontend, struct_field_type(type, i), types,
                                  count);
    return count;
}

/* `value` of `type` as boundary leaves in out[0..]; returns their number. */
static int split_leaves(struct frontend *frontend, LLVMValueRef value,
                        struct cm_type type, LLVMValueRef *out)
{
    if (type.kind != TYPE_STRUCT) {
        out[0] = convert_value(frontend, value, type, boundary_type(type));
        return 1;
    }
    int count = 0;
    for (int i = 0; i < struct_field_count(type); i++)
        count += split_leaves(
            frontend,
            LLVMBuildExtractValue(frontend->builder, value, (unsigned)i, ""),
            struct_field_type(type, i), &out[count]);
    return count;
}

/* The value of `type` that boundary leaves[*used..] make up. */
static LLVMValueRef join_leaves_from(struct frontend *frontend,
                                     const LLVMValueRef *leaves,
                                     struct cm_type type, int *used)
{
    if (type.kind != TYPE_STRUCT)
        return convert_value(frontend, leaves[(*used)++], boundary_type(type),
                             type);
    LLVMValueRef aggregate =
        LLVMGetUndef(type_llvm_type(frontend->context, type));
    for (int i = 0; i < struct_field_count(type); i++)
        aggregate = LLVMBuildInsertValue(
            frontend->builder, aggregate,
            join_leaves_from(frontend, leaves, struct_field_type(type, i),
                             used),
            (unsigned)i, "");
    return aggregate;
}

static LLVMValueRef join_leaves(struct frontend *frontend,
                                const LLVMValueRef *leaves, struct cm_type type)
{
    int used = 0;
    return join_leaves_from(frontend, leaves, type, &used);
}

static bool is_const_reference(CXType type)
{
    CXType canonical = clang_getCanonicalType(type);
    if (canonical.kind != CXType_LValueReference &&
        canonical.kind != CXType_RValueReference)
        return false;
    return clang_isConstQualifiedType(clang_getPointeeType(canonical)) != 0;
}

static bool is_writable_array(CXType type)
{
    CXType canonical = clang_getCanonicalType(type);
    return canonical.kind == CXType_ConstantArray &&
           !clang_isConstQualifiedType(canonical) &&
           !clang_isConstQualifiedType(clang_getArrayElementType(canonical));
}

/* ---- Registration ------------------------------------------------------------ */

static void function_name_of(CXCursor declaration, char *buffer, size_t size)
{
    CXString mangled = clang_Cursor_getMangling(declaration);
    const char *text = clang_getCString(mangled);
    if (text && text[0])
        snprintf(buffer, size, "%s", text);
    else
        cursor_spelling(declaration, buffer, size);
    clang_disposeString(mangled);
}

static bool parameter_types(struct frontend *frontend, CXCursor declaration,
                            struct subroutine *subroutine)
{
    bool ok = true;
    for (int i = subroutine->this_count; i < subroutine->parameter_count;
         i++) {
        CXCursor parameter = clang_Cursor_getArgument(
            declaration, (unsigned)(i - subroutine->this_count));
        CXType clang_type = clang_getCursorType(parameter);
        struct cm_type type = classify_type(clang_type);
        if (clang_getCanonicalType(clang_type).kind ==
            CXType_IncompleteArray) {
            error_at_cursor(frontend, parameter,
                            "an array parameter needs a size in CM "
                            "(pointers are not supported)");
            ok = false;
            continue;
        }
        if (type.kind == TYPE_UNSUPPORTED || type.kind == TYPE_VOID) {
            CXString spelling = clang_getTypeSpelling(clang_type);
            error_at_cursor(frontend, parameter,
                            "parameter of type '%s' is not supported yet",
                            clang_getCString(spelling));
            clang_disposeString(spelling);
            ok = false;
            continue;
        }
        /* A reference parameter is copied in and out: not such objects. */
        if (!check_not_memory_only(frontend, parameter, clang_type,
                                   "a parameter")) {
            ok = false;
            continue;
        }
        if (type_is_closure(clang_type)) {
            subroutine->parameters[i].type = scalar_type(ELEMENT_U8);
            subroutine->parameters[i].is_closure = true;
            continue;
        }
        /* `T a[N]` is a pointer in C: the callee's writes reach the
         * caller's array, so it is passed like a reference. */
        bool copies_back =
            (type.is_reference && !is_const_reference(clang_type)) ||
            is_writable_array(clang_type);
        if (copies_back &&
            (type.kind == TYPE_SURFACE || type.kind == TYPE_SAMPLER))
            copies_back = false;
        type.is_reference = false;
        subroutine->parameters[i].type = type;
        subroutine->parameters[i].copies_back = copies_back;
        subroutine->copy_back_count += copies_back;
    }
    return ok;
}

/* Methods, conversion operators and constructors have the object as a
 * hidden first parameter; static member functions are plain functions. */
static bool is_member_function(CXCursor function)
{
    enum CXCursorKind kind = clang_getCursorKind(function);
    return kind == CXCursor_Constructor ||
           kind == CXCursor_ConversionFunction ||
           (kind == CXCursor_CXXMethod && !clang_CXXMethod_isStatic(function) &&
            !cursor_is_lambda_call_operator(function));
}

/* Whether `expression` is `*this` (parentheses and implicit conversions
 * aside): a unary operator on `this` whose type is not a pointer. */
static bool is_dereferenced_this(CXCursor expression)
{
    expression = cursor_strip(expression);
    if (clang_getCursorKind(expression) != CXCursor_UnaryOperator ||
        clang_getCanonicalType(clang_getCursorType(expression)).kind ==
            CXType_Pointer)
        return false;
    unsigned count;
    CXCursor *children = cursor_children(expression, &count);
    bool is_this = count == 1 && clang_getCursorKind(cursor_strip(
                                     children[0])) == CXCursor_CXXThisExpr;
    free(children);
    return is_this;
}

/* Every return statement under `cursor` (not in a lambda's body) is
 * `return *this;`, and there is at least one. */
struct this_returns {
    int count;
    bool only_this;
};

static enum CXChildVisitResult visit_this_return(CXCursor cursor,
                                                 CXCursor parent,
                                                 CXClientData data)
{
    (void)parent;
    struct this_returns *returns = data;
    enum CXCursorKind kind = clang_getCursorKind(cursor);
    if (kind == CXCursor_LambdaExpr)
        return CXChildVisit_Continue;
    if (kind == CXCursor_ReturnStmt) {
        unsigned count;
        CXCursor *children = cursor_children(cursor, &count);
        returns->count++;
        if (count != 1 || !is_dereferenced_this(children[0]))
            returns->only_this = false;
        free(children);
        return CXChildVisit_Continue;
    }
    return CXChildVisit_Recurse;
}

/* A member function returning a reference to its own class whose every
 * return is `return *this;`. */
static bool returns_this_reference(CXCursor definition, CXType result)
{
    CXType canonical = clang_getCanonicalType(result);
    if (canonical.kind != CXType_LValueReference ||
        !is_member_function(definition))
        return false;
    CXType referenced = clang_getCanonicalType(
        clang_getPointeeType(canonical));
    CXType own = clang_getCanonicalType(
        clang_getCursorType(clang_getCursorSemanticParent(definition)));
    if (!clang_equalTypes(clang_getCanonicalType(clang_getCursorType(
                              clang_getTypeDeclaration(referenced))),
                          own))
        return false;
    struct this_returns returns = {0, true};
    clang_visitChildren(cursor_function_body(definition), visit_this_return,
                        &returns);
    return returns.count > 0 && returns.only_this;
}

static bool return_type_of(struct frontend *frontend, CXCursor declaration,
                           struct subroutine *subroutine)
{
    struct cm_type *result = &subroutine->return_type;
    CXType clang_type = clang_getResultType(clang_getCursorType(declaration));
    CXType canonical = clang_getCanonicalType(clang_type);
    char name[128];
    cursor_spelling(declaration, name, sizeof name);
    if (returns_this_reference(declaration, clang_type)) {
        subroutine->returns_this = true;
        result->kind = TYPE_VOID;
        return true;
    }
    if (canonical.kind == CXType_LValueReference ||
        canonical.kind == CXType_RValueReference ||
        classify_type(clang_type).is_reference) {
        error_at_cursor(frontend, declaration,
                        "function '%s' returns a reference; CM functions "
                        "return vectors, matrices and scalars by value "
                        "(a member function may return `*this`)",
                        name);
        return false;
    }
    *result = classify_type(clang_type);
    if (!check_not_memory_only(frontend, declaration, clang_type,
                               "a function result"))
        return false;
    if (result->kind == TYPE_UNSUPPORTED || result->kind == TYPE_SURFACE ||
        result->kind == TYPE_SAMPLER) {
        CXString spelling = clang_getTypeSpelling(clang_type);
        error_at_cursor(frontend, declaration,
                        "function '%s' returns '%s', which is not supported "
                        "yet",
                        name, clang_getCString(spelling));
        clang_disposeString(spelling);
        return false;
    }
    return true;
}

static int result_leaf_count(const struct subroutine *subroutine)
{
    int count = subroutine->return_type.kind != TYPE_VOID
                    ? leaf_count(subroutine->return_type)
                    : 0;
    for (int i = 0; i < subroutine->parameter_count; i++)
        if (subroutine->parameters[i].copies_back)
            count += leaf_count(subroutine->parameters[i].type);
    return count;
}

static LLVMTypeRef result_llvm_type(struct frontend *frontend,
                                    struct subroutine *subroutine)
{
    bool has_value = subroutine->return_type.kind != TYPE_VOID;
    if (subroutine->copy_back_count == 0 &&
        subroutine->return_type.kind != TYPE_STRUCT)
        return has_value ? boundary_llvm_type(frontend, subroutine->return_type)
                         : LLVMVoidTypeInContext(frontend->context);
    subroutine->returns_struct = true;
    LLVMTypeRef *fields = xcalloc((size_t)result_leaf_count(subroutine) + 1,
                                  sizeof(LLVMTypeRef));
    int count = 0;
    if (has_value)
        count = append_leaf_types(frontend, subroutine->return_type, fields,
                                  count);
    for (int i = 0; i < subroutine->parameter_count; i++)
        if (subroutine->parameters[i].copies_back)
            count = append_leaf_types(frontend, subroutine->parameters[i].type,
                                      fields, count);
    LLVMTypeRef type =
        LLVMStructTypeInContext(frontend->context, fields, (unsigned)count, 0);
    free(fields);
    return type;
}

/* Does the function carry an attribute spelled `word` (noinline,
 * always_inline), written directly or through cm.h's annotations? */
struct attribute_search {
    CXTranslationUnit unit;
    const char *word;
    const char *annotation;
    bool found;
};

static enum CXChildVisitResult find_attribute(CXCursor child, CXCursor parent,
                                              CXClientData data)
{
    (void)parent;
    struct attribute_search *search = data;
    enum CXCursorKind kind = clang_getCursorKind(child);
    if (kind == CXCursor_AnnotateAttr && cursor_spelled(child, search->annotation))
        search->found = true;
    if (kind != CXCursor_UnexposedAttr)
        return CXChildVisit_Continue;
    CXToken *tokens;
    unsigned count;
    clang_tokenize(search->unit, clang_getCursorExtent(child), &tokens, &count);
    for (unsigned i = 0; i < count; i++) {
        CXString text = clang_getTokenSpelling(search->unit, tokens[i]);
        if (strcmp(clang_getCString(text), search->word) == 0)
            search->found = true;
        clang_disposeString(text);
    }
    clang_disposeTokens(search->unit, tokens, count);
    return CXChildVisit_Continue;
}

static bool has_attribute(struct frontend *frontend, CXCursor declaration,
                          const char *word, const char *annotation)
{
    struct attribute_search search = {frontend->unit, word, annotation, false};
    clang_visitChildren(declaration, find_attribute, &search);
    return search.found;
}

static void add_function_attribute(struct frontend *frontend,
                                   LLVMValueRef function, const char *name)
{
    unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
    LLVMAddAttributeAtIndex(function, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(frontend->context, kind, 0));
}

static void set_inlining(struct frontend *frontend,
                         const struct subroutine *subroutine)
{
    bool takes_surface = false;
    for (int i = 0; i < subroutine->parameter_count; i++)
        takes_surface |= subroutine->parameters[i].type.kind == TYPE_SURFACE ||
                         subroutine->parameters[i].type.kind == TYPE_SAMPLER;
    if (has_attribute(frontend, subroutine->declaration, "noinline",
                      "cm_noinline") &&
        !takes_surface)
        add_function_attribute(frontend, subroutine->function, "noinline");
    else if (takes_surface ||
             has_attribute(frontend, subroutine->declaration, "always_inline",
                           "cm_inline"))
        add_function_attribute(frontend, subroutine->function, "alwaysinline");
}

/* The call's argument for explicit parameter i; a null cursor for the
 * object of a method (named in the callee, not listed). */
static CXCursor call_argument(const struct subroutine *subroutine,
                              CXCursor call, int i)
{
    int skipped = subroutine->is_lambda ? 1 : 0;
    int explicit_count = subroutine->parameter_count - subroutine->capture_count;
    int first = explicit_count - (clang_Cursor_getNumArguments(call) - skipped);
    if (i < first || i - first + skipped >= clang_Cursor_getNumArguments(call))
        return clang_getNullCursor();
    return clang_Cursor_getArgument(call, (unsigned)(i - first + skipped));
}

/* Appends a hidden parameter for each capture of the closure `closure`
 * holds, for `owner` (-1: the lambda's own).  A capture by reference is
 * passed by reference; a copy is passed by reference too when the closure
 * is (its changes, by a mutable lambda, persist), by value otherwise. */
static bool append_captures(struct frontend *frontend,
                            struct subroutine *subroutine, CXCursor closure,
                            int owner, bool closure_by_reference)
{
    struct capture_info *captures;
    int count = clang_Cursor_isNull(closure)
                    ? -1
                    : closure_captures(frontend, closure, &captures);
    if (count < 0)
        return false;
    subroutine->parameters = xrealloc(
        subroutine->parameters,
        (size_t)(subroutine->parameter_count + count + 1) *
            sizeof *subroutine->parameters);
    subroutine->captures = xrealloc(
        subroutine->captures,
        (size_t)(subroutine->capture_count + count + 1) *
            sizeof *subroutine->captures);
    for (int i = 0; i < count; i++) {
        struct subroutine_parameter *parameter =
            &subroutine->parameters[subroutine->parameter_count++];
        memset(parameter, 0, sizeof *parameter);
        parameter->type = captures[i].type;
        parameter->copies_back = !captures[i].by_value || closure_by_reference;
        parameter->closure_owner = owner;
        parameter->capture_index = i;
        subroutine->copy_back_count += parameter->copies_back;
        subroutine->captures[subroutine->capture_count++] =
            captures[i].variable;
    }
    free(captures);
    return true;
}

static bool is_writable_reference(CXType type)
{
    enum CXTypeKind kind = clang_getCanonicalType(type).kind;
    return (kind == CXType_LValueReference ||
            kind == CXType_RValueReference) &&
           !is_const_reference(type);
}

/* The hidden parameters: the captures of the closures the function
 * receives. */
static bool hidden_parameters(struct frontend *frontend, CXCursor call,
                              struct subroutine *subroutine)
{
    subroutine->is_lambda =
        cursor_is_lambda_call_operator(subroutine->declaration);
    if (subroutine->is_lambda &&
        (clang_Cursor_getNumArguments(call) < 1 ||
         !append_captures(frontend, subroutine,
                          clang_Cursor_getArgument(call, 0), -1, true)))
        return false;
    int explicit_count = subroutine->parameter_count - subroutine->capture_count;
    for (int i = subroutine->this_count; i < explicit_count; i++) {
        if (!subroutine->parameters[i].is_closure)
            continue;
        CXCursor parameter = clang_Cursor_getArgument(
            subroutine->declaration, (unsigned)(i - subroutine->this_count));
        if (!append_captures(
                frontend, subroutine, call_argument(subroutine, call, i), i,
                is_writable_reference(clang_getCursorType(parameter))))
            return false;
    }
    return true;
}

/* parameters[0] of a member function: the object, passed like a
 * reference (copied back) unless the method is const. */
static bool object_parameter(struct frontend *frontend, CXCursor definition,
                             struct subroutine *subroutine)
{
    if (!subroutine->this_count)
        return true;
    CXCursor parent = clang_getCursorSemanticParent(definition);
    struct cm_type type = classify_type(clang_getCursorType(parent));
    if (type.kind != TYPE_STRUCT) {
        char name[128];
        cursor_spelling(parent, name, sizeof name);
        error_at_cursor(frontend, definition,
                        "member functions of '%s' are not supported yet: "
                        "cmc supports them in structs of scalars, vectors, "
                        "matrices, arrays and structs",
                        name);
        return false;
    }
    subroutine->parameters[0].type = type;
    subroutine->parameters[0].copies_back =
        clang_getCursorKind(definition) == CXCursor_Constructor ||
        !clang_CXXMethod_isConst(definition);
    subroutine->copy_back_count += subroutine->parameters[0].copies_back;
    return true;
}

static bool same_bindings(const struct subroutine *subroutine,
                          const struct constant_binding *bindings, int count)
{
    if (subroutine->binding_count != count)
        return false;
    for (int i = 0; i < count; i++)
        if (!clang_equalCursors(subroutine->bindings[i].parameter,
                                bindings[i].parameter) ||
            subroutine->bindings[i].value != bindings[i].value)
            return false;
    return true;
}

static int find_subroutine(struct frontend *frontend, CXCursor definition,
                           const struct constant_binding *bindings, int count)
{
    for (size_t i = 0; i < frontend->subroutine_count; i++)
        if (clang_equalCursors(frontend->subroutines[i].declaration,
                               definition) &&
            same_bindings(&frontend->subroutines[i], bindings, count))
            return (int)i;
    return -1;
}

/* An instance with constants is named after them: NAME.k<v>... (the
 * backend makes a vISA label of it). */
static void append_binding_names(char *name, size_t size,
                                 const struct constant_binding *bindings,
                                 int count)
{
    for (int i = 0; i < count; i++) {
        size_t used = strlen(name);
        snprintf(name + used, size - used, ".k%lld", bindings[i].value);
    }
}

/* The subroutine for a called function, declared on first use (its body
 * is lowered later); -1 after an error. */
static int subroutine_for(struct frontend *frontend, CXCursor callee,
                          CXCursor call)
{
    CXCursor definition = clang_getCursorDefinition(callee);
    if (clang_Cursor_isNull(definition))
        return -1;
    struct constant_binding *bindings;
    int binding_count =
        constant_parameter_bindings(frontend, definition, call, &bindings);
    int existing =
        find_subroutine(frontend, definition, bindings, binding_count);
    if (existing >= 0) {
        free(bindings);
        return existing;
    }

    struct subroutine subroutine;
    memset(&subroutine, 0, sizeof subroutine);
    subroutine.declaration = definition;
    subroutine.user_call = cursor_in_user_code(frontend, call)
                               ? call
                               : frontend->user_cursor;
    subroutine.bindings = bindings;
    subroutine.binding_count = binding_count;
    subroutine.this_count = is_member_function(definition) ? 1 : 0;
    subroutine.parameter_count = clang_Cursor_getNumArguments(definition);
    if (subroutine.parameter_count < 0)
        subroutine.parameter_count = 0;
    subroutine.parameter_count += subroutine.this_count;
    subroutine.parameters = xcalloc((size_t)subroutine.parameter_count + 1,
                                    sizeof *subroutine.parameters);
    if (!object_parameter(frontend, definition, &subroutine) ||
        !parameter_types(frontend, definition, &subroutine) ||
        !return_type_of(frontend, definition, &subroutine) ||
        !hidden_parameters(frontend, call, &subroutine)) {
        free(subroutine.parameters);
        free(subroutine.captures);
        free(subroutine.bindings);
        return -1;
    }
    for (int i = 0; i < subroutine.parameter_count; i++)
        subroutine.leaf_parameter_count +=
            leaf_count(subroutine.parameters[i].type);
    LLVMTypeRef *llvm_parameters = xcalloc(
        (size_t)subroutine.leaf_parameter_count + 1, sizeof(LLVMTypeRef));
    int leaves = 0;
    for (int i = 0; i < subroutine.parameter_count; i++)
        leaves = append_leaf_types(frontend, subroutine.parameters[i].type,
                                   llvm_parameters, leaves);
    subroutine.function_type = LLVMFunctionType(
        result_llvm_type(frontend, &subroutine), llvm_parameters,
        (unsigned)leaves, 0);
    free(llvm_parameters);
    char name[512];
    function_name_of(definition, name, sizeof name);
    append_binding_names(name, sizeof name, bindings, binding_count);
    subroutine.function =
        LLVMAddFunction(frontend->module, name, subroutine.function_type);
    LLVMSetLinkage(subroutine.function, LLVMInternalLinkage);
    set_inlining(frontend, &subroutine);

    void *items = frontend->subroutines;
    grow_array(&items, &frontend->subroutine_capacity,
               frontend->subroutine_count + 1, sizeof(struct subroutine));
    frontend->subroutines = items;
    frontend->subroutines[frontend->subroutine_count] = subroutine;
    return (int)frontend->subroutine_count++;
}

static void record_call(struct frontend *frontend, int callee, CXCursor call)
{
    void *items = frontend->call_edges;
    grow_array(&items, &frontend->call_edge_capacity,
               frontend->call_edge_count + 1, sizeof(struct call_edge));
    frontend->call_edges = items;
    bool in_simd = frontend->simd.depth > 0;
    frontend->call_edges[frontend->call_edge_count++] =
        (struct call_edge){frontend->current_subroutine, callee, call, in_simd};
    /* Inside SIMD control flow the callee's code must become the caller's
     * (no vISA call under a divergent mask): see check_simd_calls. */
    if (in_simd)
        add_function_attribute(frontend, frontend->subroutines[callee].function,
                               "alwaysinline");
}

/* ---- Calls --------------------------------------------------------------------- */

/* The object a reference argument names: skips the vector_ref/matrix_ref
 * constructions and implicit conversions clang puts around it. */
static CXCursor referenced_object(CXCursor argument)
{
    for (;;) {
        enum CXCursorKind kind = clang_getCursorKind(argument);
        unsigned count;
        CXCursor *children = cursor_children(argument, &count);
        CXCursor next = count ? children[count - 1] : argument;
        free(children);
        if ((kind == CXCursor_UnexposedExpr || kind == CXCursor_ParenExpr) &&
            count == 1) {
            argument = next;
            continue;
        }
        if (kind == CXCursor_CallExpr &&
            clang_getCursorKind(clang_getCursorReferenced(argument)) ==
                CXCursor_Constructor &&
            clang_Cursor_getNumArguments(argument) == 1) {
            argument = clang_Cursor_getArgument(argument, 0);
            continue;
        }
        return argument;
    }
}

/* A reference argument `c ? a : b`, a and b lvalues of the parameter's
 * type (C++'s conditional of two lvalues is one): the call works on a
 * temporary holding the chosen one, and write_back_choices writes the
 * temporary back to it after the call.  Both operands' places are
 * computed, the condition once. */
struct reference_choice {
    LLVMValueRef condition; /* NULL when the argument is no choice */
    struct value when_true, when_false;
};

/* An argument of the reference parameter's type, or an error at it. */
static bool fits_reference(struct frontend *frontend, CXCursor argument,
                           const struct subroutine_parameter *parameter,
                           int index, struct value place)
{
    if (!value_is_lvalue(place)) {
        error_at_cursor(frontend, argument,
                        "argument %d is passed by reference: it must be a "
                        "variable, a region of one or an element in memory",
                        index + 1);
        return false;
    }
    if (type_element_count(place.type) !=
            type_element_count(parameter->type) ||
        place.type.element != parameter->type.element) {
        error_at_cursor(frontend, argument,
                        "argument %d does not match the reference parameter's "
                        "type",
                        index + 1);
        return false;
    }
    return true;
}

static bool lower_choice_argument(struct frontend *frontend,
                                  CXCursor conditional,
                                  const struct subroutine_parameter *parameter,
                                  int index, struct value *place,
                                  LLVMValueRef *current,
                                  struct reference_choice *choice)
{
    unsigned count;
    CXCursor *children = cursor_children(conditional, &count);
    bool ok = count == 3;
    LLVMValueRef condition = ok ? lower_condition(frontend, children[0]) : NULL;
    ok = condition != NULL;
    struct value options[2];
    for (int i = 0; ok && i < 2; i++) {
        options[i] = lower_expression(frontend, children[i + 1]);
        ok = options[i].type.kind != TYPE_UNSUPPORTED &&
             fits_reference(frontend, children[i + 1], parameter, index,
                            options[i]);
    }
    free(children);
    if (!ok)
        return false;
    *current = LLVMBuildSelect(frontend->builder, condition,
                               read_cm_value(frontend, options[0]),
                               read_cm_value(frontend, options[1]), "");
    LLVMValueRef storage =
        create_local_storage(frontend, parameter->type, "choice");
    *place = place_value(whole_place(storage, parameter->type));
    write_place(frontend, place->place, *current, parameter->type);
    *choice = (struct reference_choice){condition, options[0], options[1]};
    return true;
}

/* After the call: each chosen object gets its temporary's value (the
 * other keeps its own). */
static void write_back_choices(struct frontend *frontend,
                               const struct subroutine *subroutine,
                               const struct reference_choice *choices,
                               const struct value *places)
{
    for (int i = 0; i < subroutine->parameter_count; i++) {
        const struct reference_choice *choice = &choices[i];
        if (!choice->condition)
            continue;
        struct cm_type type = subroutine->parameters[i].type;
        LLVMValueRef updated = read_cm_value(frontend, places[i]);
        LLVMValueRef kept_true = read_cm_value(frontend, choice->when_true);
        LLVMValueRef kept_false = read_cm_value(frontend, choice->when_false);
        write_value(frontend, choice->when_true,
                    LLVMBuildSelect(frontend->builder, choice->condition,
                                    updated, kept_true, ""),
                    type);
        write_value(frontend, choice->when_false,
                    LLVMBuildSelect(frontend->builder, choice->condition,
                                    kept_false, updated, ""),
                    type);
    }
}

/* Lower reference argument `index`: its place, and its current value. */
static bool lower_reference_argument(struct frontend *frontend,
                                     CXCursor argument,
                                     const struct subroutine_parameter *parameter,
                                     int index, struct value *place,
                                     LLVMValueRef *current,
                                     struct reference_choice *choice)
{
    CXCursor object = referenced_object(argument);
    if (clang_getCursorKind(object) == CXCursor_ConditionalOperator &&
        parameter->type.kind != TYPE_STRUCT)
        return lower_choice_argument(frontend, object, parameter, index, place,
                                     current, choice);
    *place = lower_expression(frontend, object);
    if (place->type.kind == TYPE_UNSUPPORTED)
        return false;
    if (place->is_place && place->type.kind == TYPE_STRUCT &&
        parameter->type.kind == TYPE_STRUCT) {
        *current = read_cm_value(frontend, *place);
        return true;
    }
    if (!fits_reference(frontend, argument, parameter, index, *place))
        return false;
    *current = read_cm_value(frontend, *place);
    return true;
}

/* The object of a method call: a place (a temporary for an r-value),
 * and its current value. */
static bool lower_object_argument(struct frontend *frontend,
                                  struct value object,
                                  const struct subroutine_parameter *parameter,
                                  struct value *place, LLVMValueRef *current)
{
    if (object.type.kind != TYPE_STRUCT)
        return false;
    /* A struct in memory (`p->f()`) is written back where it is. */
    if (parameter->copies_back && !object.address)
        object = materialize_value(frontend, object);
    *place = object;
    *current = read_cm_value(frontend, object);
    return *current != NULL;
}

/* Where the captures of the closures a call passes are: closures[0] the
 * lambda's own (its closure is the call's first argument), closures[j + 1]
 * those of closure parameter j; each to free.  False after a located
 * error. */
static bool lower_closures(struct frontend *frontend, CXCursor call,
                           const struct subroutine *subroutine,
                           struct value **closures)
{
    int explicit_count = subroutine->parameter_count - subroutine->capture_count;
    for (int i = -1; i < explicit_count; i++) {
        bool wanted = i < 0 ? subroutine->is_lambda
                            : subroutine->parameters[i].is_closure;
        if (!wanted)
            continue;
        CXCursor closure = i < 0 ? clang_Cursor_getArgument(call, 0)
                                 : call_argument(subroutine, call, i);
        int expected = 0;
        for (int k = explicit_count; k < subroutine->parameter_count; k++)
            expected += subroutine->parameters[k].closure_owner == i;
        if (clang_Cursor_isNull(closure) ||
            closure_places(frontend, closure, &closures[i + 1]) != expected)
            return false;
    }
    return true;
}

/* Lower the arguments into `arguments` (the LLVM call's operands: each
 * struct as its fields) and record the places of reference arguments. */
static bool lower_argument_list(struct frontend *frontend, CXCursor call,
                                const struct subroutine *subroutine,
                                const struct value *object,
                                struct value *const *closures,
                                LLVMValueRef *arguments, struct value *places,
                                struct reference_choice *choices)
{
    /* A member operator's call lists the object as its first argument;
     * a method call names it in the callee (o.f(), or f() for this).  A
     * lambda's call lists its closure first, which is not passed; the
     * captures of closures are passed last. */
    int skipped = subroutine->is_lambda ? 1 : 0;
    int explicit_count = subroutine->parameter_count - subroutine->capture_count;
    int supplied = clang_Cursor_getNumArguments(call) - skipped;
    int first = explicit_count - supplied;
    if (first < 0 || first > subroutine->this_count ||
        (first == 1 && !object)) {
        error_at_cursor(frontend, call,
                        "this call's arguments are not supported yet");
        return false;
    }
    if (!lower_closures(frontend, call, subroutine, (struct value **)closures))
        return false;
    int leaves = 0;
    for (int i = 0; i < subroutine->parameter_count; i++) {
        const struct subroutine_parameter *parameter = &subroutine->parameters[i];
        LLVMValueRef value = NULL;
        if (i >= explicit_count) {
            struct value place = closures[parameter->closure_owner + 1]
                                         [parameter->capture_index];
            if (parameter->copies_back)
                places[i] = place;
            value = read_cm_value(frontend, place);
            if (!value)
                return false;
            leaves += split_leaves(frontend, value, parameter->type,
                                   &arguments[leaves]);
            continue;
        }
        if (i < first) {
            if (!lower_object_argument(frontend, *object, parameter,
                                       &places[i], &value))
                return false;
            leaves += split_leaves(frontend, value, parameter->type,
                                   &arguments[leaves]);
            continue;
        }
        CXCursor argument =
            clang_Cursor_getArgument(call, (unsigned)(i - first + skipped));
        if (parameter->is_closure) {
            /* Evaluated with its captures (lower_closures); holds nothing. */
            value = LLVMConstInt(LLVMInt8TypeInContext(frontend->context), 0, 0);
        } else if (parameter->copies_back) {
            if (!lower_reference_argument(frontend, argument, parameter, i,
                                          &places[i], &value, &choices[i]))
                return false;
        } else {
            value = lower_rvalue_as(frontend, argument, parameter->type);
            if (!value)
                return false;
        }
        leaves += split_leaves(frontend, value, parameter->type,
                               &arguments[leaves]);
    }
    return true;
}

static bool lower_arguments(struct frontend *frontend, CXCursor call,
                            const struct subroutine *subroutine,
                            const struct value *object,
                            LLVMValueRef *arguments, struct value *places,
                            struct reference_choice *choices)
{
    int explicit_count = subroutine->parameter_count - subroutine->capture_count;
    struct value **closures =
        xcalloc((size_t)explicit_count + 2, sizeof *closures);
    bool ok = lower_argument_list(frontend, call, subroutine, object, closures,
                                  arguments, places, choices);
    for (int i = 0; i <= explicit_count; i++)
        free(closures[i]);
    free(closures);
    return ok;
}

/* The value of `type` in the result struct's fields from *field on. */
static LLVMValueRef extract_result(struct frontend *frontend,
                                   LLVMValueRef result, struct cm_type type,
                                   unsigned *field)
{
    int count = leaf_count(type);
    LLVMValueRef *leaves = xcalloc((size_t)count, sizeof(LLVMValueRef));
    for (int i = 0; i < count; i++)
        leaves[i] = LLVMBuildExtractValue(frontend->builder, result,
                                          (*field)++, "");
    LLVMValueRef value = join_leaves(frontend, leaves, type);
    free(leaves);
    return value;
}

/* Give each reference argument its new value; returns the call's value. */
static struct value unpack_results(struct frontend *frontend,
                                   const struct subroutine *subroutine,
                                   LLVMValueRef result,
                                   const struct value *places)
{
    struct cm_type return_type = subroutine->return_type;
    bool has_value = return_type.kind != TYPE_VOID;
    if (!subroutine->returns_struct) {
        if (subroutine->returns_this)
            return places[0];
        return has_value ? rvalue(return_type,
                                  join_leaves(frontend, &result, return_type))
                         : rvalue(return_type, NULL);
    }
    unsigned field = 0;
    LLVMValueRef returned =
        has_value ? extract_result(frontend, result, return_type, &field)
                  : NULL;
    for (int i = 0; i < subroutine->parameter_count; i++) {
        const struct subroutine_parameter *parameter = &subroutine->parameters[i];
        if (!parameter->copies_back)
            continue;
        LLVMValueRef new_value =
            extract_result(frontend, result, parameter->type, &field);
        write_value(frontend, places[i], new_value, parameter->type);
    }
    if (subroutine->returns_this)
        return places[0];
    return rvalue(return_type, returned);
}

/* The object of o.f(...), o->f(...) or (in a member function) f(...);
 * false when the call names none (a member operator lists it as its
 * first argument instead). */
static bool member_call_object(struct frontend *frontend, CXCursor call,
                               struct value *object)
{
    unsigned count;
    CXCursor *children = cursor_children(call, &count);
    CXCursor callee = count ? cursor_strip(children[0]) : call;
    free(children);
    if (clang_getCursorKind(callee) != CXCursor_MemberRefExpr)
        return false;
    CXCursor *parts = cursor_children(callee, &count);
    CXCursor base = count ? parts[0] : callee;
    free(parts);
    if (count == 0) {
        if (!frontend->has_this)
            return false;
        *object = frontend->this_value;
        return true;
    }
    /* p->f(): the object is the struct p points to (in memory, or a
     * local variable whose address p holds); this->f() is f(). */
    bool through_pointer =
        clang_getCanonicalType(clang_getCursorType(base)).kind ==
            CXType_Pointer &&
        clang_getCursorKind(cursor_strip(base)) != CXCursor_CXXThisExpr;
    *object = through_pointer ? lower_dereference(frontend, call, base)
                              : lower_expression(frontend, base);
    return object->type.kind == TYPE_STRUCT;
}

static void call_subroutine(struct frontend *frontend, CXCursor call,
                            int index, const struct value *object,
                            struct value *result)
{
    record_call(frontend, index, call);
    /* Copy what the call needs: lowering arguments may grow the table. */
    struct subroutine subroutine = frontend->subroutines[index];
    LLVMValueRef *arguments = xcalloc(
        (size_t)subroutine.leaf_parameter_count + 1, sizeof(LLVMValueRef));
    struct value *places = xcalloc((size_t)subroutine.parameter_count + 1,
                                   sizeof(struct value));
    struct reference_choice *choices = xcalloc(
        (size_t)subroutine.parameter_count + 1, sizeof(struct reference_choice));
    if (lower_arguments(frontend, call, &subroutine, object, arguments,
                        places, choices) &&
        check_reference_overlaps(
            frontend, call, places, subroutine.parameter_count,
            subroutine.parameter_count - subroutine.capture_count,
            subroutine.captures)) {
        LLVMValueRef value = LLVMBuildCall2(
            frontend->builder, subroutine.function_type, subroutine.function,
            arguments, (unsigned)subroutine.leaf_parameter_count, "");
        attach_source_location(frontend, value, call);
        *result = unpack_results(frontend, &subroutine, value, places);
        write_back_choices(frontend, &subroutine, choices, places);
    }
    free(arguments);
    free(places);
    free(choices);
}

/* S s(a, b), S(a, b): a user constructor run on a fresh object. */
bool lower_user_construction(struct frontend *frontend, CXCursor call,
                             CXCursor constructor, struct cm_type type,
                             struct value *result)
{
    CXCursor definition = clang_getCursorDefinition(constructor);
    if (clang_Cursor_isNull(definition) ||
        clang_Cursor_isNull(cursor_function_body(definition)) ||
        clang_CXXMethod_isDefaulted(definition))
        return false;
    *result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result->type.kind = TYPE_UNSUPPORTED;
    int index = subroutine_for(frontend, constructor, call);
    if (index < 0)
        return true;
    struct value object = materialize_value(
        frontend,
        rvalue(type, LLVMGetUndef(type_llvm_type(frontend->context, type))));
    call_subroutine(frontend, call, index, &object, result);
    if (result->type.kind != TYPE_UNSUPPORTED)
        *result = object;
    return true;
}

bool lower_user_call(struct frontend *frontend, CXCursor call, CXCursor callee,
                     struct value *result)
{
    enum CXCursorKind kind = clang_getCursorKind(callee);
    if (kind != CXCursor_FunctionDecl &&
        ((kind != CXCursor_CXXMethod && kind != CXCursor_ConversionFunction) ||
         (cursor_declared_in_cm_header(frontend, callee) &&
          !cursor_has_body(callee))))
        return false;
    if (clang_Cursor_isNull(clang_getCursorDefinition(callee))) {
        char name[128];
        cursor_spelling(callee, name, sizeof name);
        error_at_cursor(frontend, call,
                        "'%s' is declared but not defined; CM has no linker, "
                        "so called functions need a body in this file",
                        name);
        *result = rvalue(scalar_type(ELEMENT_I32), NULL);
        result->type.kind = TYPE_UNSUPPORTED;
        return true;
    }
    *result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result->type.kind = TYPE_UNSUPPORTED;
    if (has_attribute(frontend, clang_getCursorDefinition(callee), "",
                      "cm_kernel")) {
        char name[128];
        cursor_spelling(callee, name, sizeof name);
        error_at_cursor(frontend, call,
                        "kernel '%s' cannot be called; put the shared code "
                        "in a _GENX_ function",
                        name);
        return true;
    }
    int index = subroutine_for(frontend, callee, call);
    if (index < 0)
        return true;
    struct value object;
    bool has_object = member_call_object(frontend, call, &object);
    if (has_object && object.type.kind == TYPE_UNSUPPORTED)
        return true;
    call_subroutine(frontend, call, index, has_object ? &object : NULL,
                    result);
    return true;
}

/* ---- Bodies ------------------------------------------------------------------------ */

void lower_subroutine_return(struct frontend *frontend, CXCursor statement,
                             CXCursor value)
{
    const struct subroutine *subroutine =
        &frontend->subroutines[frontend->current_subroutine];
    if (!clang_Cursor_isNull(value)) {
        if (subroutine->return_type.kind == TYPE_VOID) {
            lower_expression(frontend, value);
        } else {
            LLVMValueRef result =
                lower_rvalue_as(frontend, value, subroutine->return_type);
            if (result)
                LLVMBuildStore(frontend->builder, result,
                               frontend->return_storage);
        }
    } else if (subroutine->return_type.kind != TYPE_VOID) {
        error_at_cursor(frontend, statement,
                        "this function must return a value");
    }
    LLVMBuildBr(frontend->builder, frontend->return_block);
}

/* The single exit: the return value and each reference's final value. */
static void build_return_block(struct frontend *frontend,
                               const struct subroutine *subroutine,
                               LLVMValueRef *parameter_storage)
{
    LLVMPositionBuilderAtEnd(frontend->builder, frontend->return_block);
    LLVMValueRef returned = NULL;
    struct cm_type return_type = subroutine->return_type;
    if (return_type.kind != TYPE_VOID)
        returned = LLVMBuildLoad2(frontend->builder,
                                  type_llvm_type(frontend->context, return_type),
                                  frontend->return_storage, "result");
    if (!subroutine->returns_struct) {
        if (returned)
            LLVMBuildRet(frontend->builder,
                         convert_value(frontend, returned, return_type,
                                       boundary_type(return_type)));
        else
            LLVMBuildRetVoid(frontend->builder);
        return;
    }
    LLVMValueRef *leaves = xcalloc((size_t)result_leaf_count(subroutine) + 1,
                                   sizeof(LLVMValueRef));
    int count = 0;
    if (returned)
        count += split_leaves(frontend, returned, return_type, &leaves[count]);
    for (int i = 0; i < subroutine->parameter_count; i++) {
        const struct subroutine_parameter *parameter = &subroutine->parameters[i];
        if (!parameter->copies_back)
            continue;
        LLVMValueRef final_value = LLVMBuildLoad2(
            frontend->builder, type_llvm_type(frontend->context, parameter->type),
            parameter_storage[i], "");
        count += split_leaves(frontend, final_value, parameter->type,
                              &leaves[count]);
    }
    LLVMValueRef aggregate =
        LLVMGetUndef(LLVMGetReturnType(subroutine->function_type));
    for (int i = 0; i < count; i++)
        aggregate = LLVMBuildInsertValue(frontend->builder, aggregate,
                                         leaves[i], (unsigned)i, "");
    free(leaves);
    LLVMBuildRet(frontend->builder, aggregate);
}

static void close_open_blocks(struct frontend *frontend)
{
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(frontend->function);
         block; block = LLVMGetNextBasicBlock(block)) {
        if (LLVMGetBasicBlockTerminator(block))
            continue;
        LLVMPositionBuilderAtEnd(frontend->builder, block);
        LLVMBuildBr(frontend->builder, frontend->return_block);
    }
}

/* A lambda's captures, and the closure each parameter of closure type
 * holds, are its hidden parameters (in `storage`). */
static void bind_closure_parameters(struct frontend *frontend,
                                    const struct subroutine *subroutine,
                                    const LLVMValueRef *storage)
{
    int explicit_count = subroutine->parameter_count - subroutine->capture_count;
    struct value *places = xcalloc((size_t)subroutine->capture_count + 1,
                                   sizeof *places);
    if (subroutine->is_lambda) {
        int count = 0;
        for (int i = explicit_count; i < subroutine->parameter_count; i++)
            if (subroutine->parameters[i].closure_owner < 0)
                places[count++] = place_value(
                    whole_place(storage[i], subroutine->parameters[i].type));
        bind_lambda_captures(frontend, subroutine->declaration, places, count);
    }
    for (int j = subroutine->this_count; j < explicit_count; j++) {
        if (!subroutine->parameters[j].is_closure)
            continue;
        int count = 0;
        for (int i = explicit_count; i < subroutine->parameter_count; i++)
            if (subroutine->parameters[i].closure_owner == j)
                places[count++] = place_value(
                    whole_place(storage[i], subroutine->parameters[i].type));
        bind_closure_parameter(
            frontend,
            clang_Cursor_getArgument(subroutine->declaration,
                                     (unsigned)(j - subroutine->this_count)),
            places, count);
    }
    free(places);
}

static void lower_subroutine_body(struct frontend *frontend, int index)
{
    frontend->subroutines[index].lowered = true;
    struct subroutine subroutine = frontend->subroutines[index];
    reset_function_lowering(frontend);
    frontend->user_cursor = subroutine.user_call;
    frontend->has_this = false;
    frontend->current_subroutine = index;
    frontend->constant_bindings = subroutine.bindings;
    frontend->constant_binding_count = subroutine.binding_count;
    frontend->function = subroutine.function;
    frontend->entry_block = LLVMAppendBasicBlockInContext(
        frontend->context, subroutine.function, "entry");
    LLVMPositionBuilderAtEnd(frontend->builder, frontend->entry_block);
    debug_locations_begin_function(frontend, subroutine.function,
                                   subroutine.declaration);
    LLVMValueRef *storage = xcalloc((size_t)subroutine.parameter_count + 1,
                                    sizeof(LLVMValueRef));
    int leaf = 0;
    int explicit_count = subroutine.parameter_count - subroutine.capture_count;
    for (int i = 0; i < subroutine.parameter_count; i++) {
        bool is_object = i < subroutine.this_count;
        CXCursor parameter =
            i >= explicit_count
                ? subroutine.captures[i - explicit_count]
                : clang_Cursor_getArgument(
                      subroutine.declaration,
                      (unsigned)(i - subroutine.this_count));
        struct cm_type type = subroutine.parameters[i].type;
        char name[128] = "this";
        if (!is_object)
            cursor_spelling(parameter, name, sizeof name);
        int count = leaf_count(type);
        LLVMValueRef *leaves = xcalloc((size_t)count, sizeof(LLVMValueRef));
        for (int k = 0; k < count; k++) {
            leaves[k] = LLVMGetParam(subroutine.function, (unsigned)leaf++);
            if (count == 1)
                LLVMSetValueName2(leaves[k], name, strlen(name));
        }
        storage[i] = create_local_storage(frontend, type, name);
        LLVMBuildStore(frontend->builder, join_leaves(frontend, leaves, type),
                       storage[i]);
        free(leaves);
        struct value place = place_value(whole_place(storage[i], type));
        if (is_object) {
            frontend->has_this = true;
            frontend->this_value = place;
        } else if (i < explicit_count) {
            bind_variable(frontend, parameter, place);
        }
    }
    bind_closure_parameters(frontend, &subroutine, storage);
    if (clang_getCursorKind(subroutine.declaration) == CXCursor_Constructor)
        lower_member_initializers(frontend, subroutine.declaration);
    frontend->return_storage =
        subroutine.return_type.kind != TYPE_VOID
            ? create_local_storage(frontend, subroutine.return_type, "result")
            : NULL;
    frontend->return_block = LLVMAppendBasicBlockInContext(
        frontend->context, subroutine.function, "return");
    lower_statement(frontend, cursor_function_body(subroutine.declaration));
    LLVMBasicBlockRef last = LLVMGetLastBasicBlock(subroutine.function);
    if (last != frontend->return_block)
        LLVMMoveBasicBlockAfter(frontend->return_block, last);
    build_return_block(frontend, &subroutine, storage);
    close_open_blocks(frontend);
    free(storage);
    frontend->current_subroutine = -1;
    frontend->constant_bindings = NULL;
    frontend->constant_binding_count = 0;
    frontend->has_this = false;
}

/* ---- Recursion ------------------------------------------------------------------------ */

enum visit_state { NOT_VISITED, ON_PATH, DONE };

static void report_recursion(struct frontend *frontend,
                             const struct call_edge *edge)
{
    char callee[128];
    cursor_spelling(frontend->subroutines[edge->callee].declaration, callee,
                    sizeof callee);
    if (edge->caller == edge->callee)
        error_at_cursor(frontend, edge->call,
                        "'%s' calls itself; recursion is not allowed in CM",
                        callee);
    else
        error_at_cursor(frontend, edge->call,
                        "this call of '%s' is recursive (through other "
                        "functions); recursion is not allowed in CM",
                        callee);
}

static void visit_calls(struct frontend *frontend, int function,
                        enum visit_state *states)
{
    states[function] = ON_PATH;
    for (size_t e = 0; e < frontend->call_edge_count; e++) {
        const struct call_edge *edge = &frontend->call_edges[e];
        if (edge->caller != function)
            continue;
        if (states[edge->callee] == ON_PATH)
            report_recursion(frontend, edge);
        else if (states[edge->callee] == NOT_VISITED)
            visit_calls(frontend, edge->callee, states);
    }
    states[function] = DONE;
}

static void check_recursion(struct frontend *frontend)
{
    enum visit_state *states = xcalloc(frontend->subroutine_count + 1,
                                       sizeof *states);
    for (size_t i = 0; i < frontend->subroutine_count; i++)
        if (states[i] == NOT_VISITED)
            visit_calls(frontend, (int)i, states);
    free(states);
}

void declare_library_function(struct frontend *frontend, CXCursor definition)
{
    /* External, so that -emit-llvm keeps it though nothing calls it. */
    int index = subroutine_for(frontend, definition, definition);
    if (index >= 0)
        LLVMSetLinkage(frontend->subroutines[index].function,
                       LLVMExternalLinkage);
}

/* A function called inside SIMD control flow runs on every channel: its
 * results and its reference parameters reach the caller through the
 * caller's predicated writes, so it must have no other effect (memory,
 * messages, its own SIMD control flow: simd_cf_callee_is_safe), and it is
 * inlined (record_call), which CM_NOINLINE forbids.  After every body is
 * lowered, each such call is checked. */
static void check_simd_calls(struct frontend *frontend)
{
    for (size_t e = 0; e < frontend->call_edge_count; e++) {
        const struct call_edge *edge = &frontend->call_edges[e];
        if (!edge->in_simd_control_flow)
            continue;
        const struct subroutine *callee = &frontend->subroutines[edge->callee];
        char name[128];
        cursor_spelling(callee->declaration, name, sizeof name);
        const char *why = "it is CM_NOINLINE, and a call cannot follow "
                          "the execution mask";
        if (!has_attribute(frontend, callee->declaration, "noinline",
                           "cm_noinline") &&
            simd_cf_callee_is_safe(callee->function, &why))
            continue;
        error_at_cursor(frontend, edge->call,
                        "'%s' cannot be called inside SIMD control flow: %s",
                        name, why);
    }
}

void lower_subroutines(struct frontend *frontend)
{
    /* Lowering a body can declare more subroutines: loop to the end. */
    for (size_t i = 0; i < frontend->subroutine_count; i++)
        if (!frontend->subroutines[i].lowered)
            lower_subroutine_body(frontend, (int)i);
    check_recursion(frontend);
    if (frontend->diags->error_count == 0)
        check_simd_calls(frontend);
}

void free_subroutines(struct frontend *frontend)
{
    for (size_t i = 0; i < frontend->subroutine_count; i++) {
        free(frontend->subroutines[i].parameters);
        free(frontend->subroutines[i].captures);
        free(frontend->subroutines[i].bindings);
    }
    free(frontend->subroutines);
    free(frontend->call_edges);
    frontend->subroutines = NULL;
    frontend->call_edges = NULL;
    frontend->subroutine_count = frontend->call_edge_count = 0;
}
