/* constant_parameters.c - builtin operands that must be constants, passed
 * through a parameter of the user's function.
 *
 * Takes a user function and a call of it; guarantees the meaning Intel's
 * compiler gives `void load(SurfaceIndex s, const ChannelMaskType mask,
 * ...) { read_untyped(s, mask, ...); }` called as `load(s, CM_R_ENABLE,
 * ...)`: Intel's compiler accepts it because inlining makes the mask a
 * constant before its backend needs one.  cmc needs the constant while
 * lowering the builtin, so a function whose parameter reaches such an
 * operand unchanged (directly, or through a parameter of another user
 * function that does) is lowered once per constant its calls pass there
 * (call.c keys its subroutines on these bindings), and inside that
 * instance the parameter evaluates to the constant (builtins call
 * evaluate_constant_operand).  A call that passes a value that is not a
 * constant gets the function as it is, whose builtin reports the located
 * error it always did.
 *
 * A parameter reaches a constant operand when it is an argument, through
 * implicit conversions only, of a <cm/cm.h> function or constructor whose
 * parameter there is of an enum type (ChannelMaskType, CmAtomicOpType,
 * CmBufferAttrib, ...) or is the saturation flag (`flags`, `saturate`);
 * one the body may change (assigned, incremented, its address taken,
 * passed to a non-const reference) never does. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

/* Nesting of helpers searched through for a constant operand. */
#define MAX_HELPER_DEPTH 8

/* The parameter `expression` names (through conversions), as its index
 * in `definition`'s parameters; -1 when it names none of them. */
static int parameter_named(CXCursor definition, CXCursor expression)
{
    CXCursor named = cursor_strip_conversions(expression);
    if (clang_getCursorKind(named) != CXCursor_DeclRefExpr)
        return -1;
    CXCursor declaration = clang_getCursorReferenced(named);
    int count = clang_Cursor_getNumArguments(definition);
    for (int i = 0; i < count; i++)
        if (clang_equalCursors(
                clang_Cursor_getArgument(definition, (unsigned)i),
                declaration))
            return i;
    return -1;
}

struct parameter_scan {
    struct frontend *frontend;
    CXCursor definition;
    bool *reaches;  /* per parameter: reaches a constant operand */
    bool *changed;  /* per parameter: the body may change it */
    int depth;
};

static bool parameters_reaching(struct frontend *frontend,
                                CXCursor definition, int depth,
                                bool *reaching);

/* Whether a <cm/cm.h> parameter takes a constant operand. */
static bool is_constant_operand(CXCursor parameter)
{
    CXType type = clang_getCanonicalType(clang_getCursorType(parameter));
    if (type.kind == CXType_Enum)
        return true;
    return cursor_spelled(parameter, "flags") ||
           cursor_spelled(parameter, "saturate");
}

static bool is_writable_reference(CXType type)
{
    CXType canonical = clang_getCanonicalType(type);
    return canonical.kind == CXType_LValueReference &&
           !clang_isConstQualifiedType(clang_getPointeeType(canonical));
}

/* Argument k of `call`, passed to parameter k - offset of `callee`. */
static void scan_call(struct parameter_scan *scan, CXCursor call)
{
    CXCursor callee = clang_getCursorReferenced(call);
    enum CXCursorKind kind = clang_getCursorKind(callee);
    if (kind != CXCursor_FunctionDecl && kind != CXCursor_CXXMethod &&
        kind != CXCursor_Constructor)
        return;
    int arguments = clang_Cursor_getNumArguments(call);
    int parameters = clang_Cursor_getNumArguments(callee);
    int offset = arguments - parameters; /* an operator's object */
    if (parameters < 0 || offset < 0)
        return;
    bool is_builtin = cursor_declared_in_cm_header(scan->frontend, callee);
    CXCursor definition = clang_getCursorDefinition(callee);
    bool *reaching = NULL;
    for (int k = offset; k < arguments; k++) {
        int index = parameter_named(scan->definition,
                                    clang_Cursor_getArgument(call, (unsigned)k));
        if (index < 0)
            continue;
        CXCursor parameter =
            clang_Cursor_getArgument(callee, (unsigned)(k - offset));
        if (is_writable_reference(clang_getCursorType(parameter)))
            scan->changed[index] = true;
        if (is_builtin) {
            scan->reaches[index] |= is_constant_operand(parameter);
            continue;
        }
        if (clang_Cursor_isNull(definition) ||
            scan->depth >= MAX_HELPER_DEPTH)
            continue;
        if (!reaching) {
            reaching = xcalloc((size_t)parameters + 1, sizeof *reaching);
            if (!parameters_reaching(scan->frontend, definition,
                                     scan->depth + 1, reaching))
                memset(reaching, 0, (size_t)parameters * sizeof *reaching);
        }
        scan->reaches[index] |= reaching[k - offset];
    }
    free(reaching);
}

/* `operand` of an assignment, increment or address-of is changed. */
static void scan_change(struct parameter_scan *scan, CXCursor operand)
{
    int index = parameter_named(scan->definition, operand);
    if (index >= 0)
        scan->changed[index] = true;
}

static CXCursor first_child(CXCursor cursor)
{
    unsigned count;
    CXCursor *children = cursor_children(cursor, &count);
    CXCursor child = count ? children[0] : clang_getNullCursor();
    free(children);
    return child;
}

static enum CXChildVisitResult scan_body(CXCursor cursor, CXCursor parent,
                                         CXClientData data)
{
    (void)parent;
    struct parameter_scan *scan = data;
    switch (clang_getCursorKind(cursor)) {
    case CXCursor_CallExpr:
        scan_call(scan, cursor);
        break;
    case CXCursor_CompoundAssignOperator:
        scan_change(scan, first_child(cursor));
        break;
    case CXCursor_BinaryOperator:
        if (clang_getCursorBinaryOperatorKind(cursor) ==
            CXBinaryOperator_Assign)
            scan_change(scan, first_child(cursor));
        break;
    case CXCursor_UnaryOperator:
        switch (clang_getCursorUnaryOperatorKind(cursor)) {
        case CXUnaryOperator_PreInc:
        case CXUnaryOperator_PreDec:
        case CXUnaryOperator_PostInc:
        case CXUnaryOperator_PostDec:
        case CXUnaryOperator_AddrOf:
            scan_change(scan, first_child(cursor));
            break;
        default:
            break;
        }
        break;
    default:
        break;
    }
    return CXChildVisit_Recurse;
}

/* reaching[i]: parameter i of `definition` reaches a constant operand
 * unchanged.  False when the function has no body. */
static bool parameters_reaching(struct frontend *frontend,
                                CXCursor definition, int depth,
                                bool *reaching)
{
    CXCursor body = cursor_function_body(definition);
    int count = clang_Cursor_getNumArguments(definition);
    if (clang_Cursor_isNull(body) || count <= 0)
        return false;
    bool *changed = xcalloc((size_t)count, sizeof *changed);
    struct parameter_scan scan = {frontend, definition, reaching, changed,
                                  depth};
    clang_visitChildren(body, scan_body, &scan);
    for (int i = 0; i < count; i++)
        reaching[i] = reaching[i] && !changed[i];
    free(changed);
    return true;
}

int constant_parameter_bindings(struct frontend *frontend, CXCursor definition,
                                CXCursor call,
                                struct constant_binding **bindings)
{
    *bindings = NULL;
    int count = clang_Cursor_getNumArguments(definition);
    int arguments = clang_Cursor_getNumArguments(call);
    int offset = arguments - count; /* a lambda's closure, an operator's
                                       object */
    if (count <= 0 || offset < 0 ||
        clang_equalCursors(call, definition))
        return 0;
    bool *reaching = xcalloc((size_t)count, sizeof *reaching);
    int bound = 0;
    if (parameters_reaching(frontend, definition, 0, reaching)) {
        for (int i = 0; i < count; i++) {
            long long value;
            if (!reaching[i] ||
                !evaluate_constant_operand(
                    frontend,
                    clang_Cursor_getArgument(call, (unsigned)(i + offset)),
                    &value))
                continue;
            *bindings = xrealloc(*bindings,
                                 (size_t)(bound + 1) * sizeof **bindings);
            (*bindings)[bound++] = (struct constant_binding){
                clang_Cursor_getArgument(definition, (unsigned)i), value};
        }
    }
    free(reaching);
    return bound;
}

bool evaluate_constant_operand(struct frontend *frontend, CXCursor cursor,
                               long long *value)
{
    if (cursor_evaluate_integer(cursor, value))
        return true;
    CXCursor named = cursor_strip_conversions(cursor);
    if (clang_getCursorKind(named) != CXCursor_DeclRefExpr)
        return false;
    CXCursor declaration = clang_getCursorReferenced(named);
    for (int i = 0; i < frontend->constant_binding_count; i++)
        if (clang_equalCursors(frontend->constant_bindings[i].parameter,
                               declaration)) {
            *value = frontend->constant_bindings[i].value;
            return true;
        }
    return false;
}
