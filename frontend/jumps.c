/* jumps.c - switch, case/default, goto and labels, and loop pragmas.
 *
 * Takes the statements C adds to plain branches and loops; guarantees an
 * LLVM `switch` per switch statement (one block per case label, C's
 * fall-through between them, `break` to the end), one block per label
 * for `goto`, and `#pragma unroll [N]` kept as `llvm.loop` metadata on the
 * loop's back edge (the optimiser unrolls at -O1/-O2; -O0 keeps the loop).
 * Exists apart from statement.c because these need per-function tables
 * (the open switches, the labels) rather than structured recursion. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "frontend/internal.h"

struct switch_case {
    CXCursor statement;      /* the CaseStmt or DefaultStmt */
    LLVMBasicBlockRef block;
};

struct switch_context {
    struct switch_case *cases;
    size_t count, capacity;
};

struct label_block {
    CXCursor label;
    LLVMBasicBlockRef block;
};

static bool block_is_open(struct frontend *frontend)
{
    return LLVMGetBasicBlockTerminator(LLVMGetInsertBlock(frontend->builder)) ==
           NULL;
}

static void continue_in(struct frontend *frontend, LLVMBasicBlockRef block)
{
    if (block_is_open(frontend))
        LLVMBuildBr(frontend->builder, block);
    LLVMPositionBuilderAtEnd(frontend->builder, block);
}

static LLVMBasicBlockRef new_block(struct frontend *frontend, const char *name)
{
    return LLVMAppendBasicBlockInContext(frontend->context, frontend->function,
                                         name);
}

/* ---- switch ------------------------------------------------------------- */

static void add_case(struct switch_context *context, CXCursor statement,
                     LLVMBasicBlockRef block)
{
    void *items = context->cases;
    grow_array(&items, &context->capacity, context->count + 1,
               sizeof(struct switch_case));
    context->cases = items;
    context->cases[context->count++] = (struct switch_case){statement, block};
}

/* Every case and default label of this switch (not of nested ones). */
static void collect_cases(struct frontend *frontend, CXCursor statement,
                          struct switch_context *context)
{
    enum CXCursorKind kind = clang_getCursorKind(statement);
    if (kind == CXCursor_CaseStmt)
        add_case(context, statement, new_block(frontend, "switch.case"));
    else if (kind == CXCursor_DefaultStmt)
        add_case(context, statement, new_block(frontend, "switch.default"));
    else if (kind == CXCursor_SwitchStmt || clang_isExpression(kind))
        return;
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    for (unsigned i = 0; i < count; i++)
        collect_cases(frontend, children[i], context);
    free(children);
}

static bool add_switch_cases(struct frontend *frontend, LLVMValueRef switch_,
                             const struct switch_context *context,
                             struct cm_type type)
{
    bool ok = true;
    for (size_t i = 0; i < context->count; i++) {
        CXCursor statement = context->cases[i].statement;
        if (clang_getCursorKind(statement) != CXCursor_CaseStmt)
            continue;
        unsigned count;
        CXCursor *children = cursor_children(statement, &count);
        long long value = 0;
        bool constant = count == 2 && cursor_evaluate_integer(children[0], &value);
        free(children);
        if (!constant) {
            error_at_cursor(frontend, statement,
                            "this case label is not supported yet");
            ok = false;
            continue;
        }
        LLVMAddCase(switch_,
                    LLVMConstInt(type_llvm_type(frontend->context, type),
                                 (unsigned long long)value,
                                 element_is_signed(type.element)),
                    context->cases[i].block);
    }
    return ok;
}

static LLVMBasicBlockRef default_block(const struct switch_context *context,
                                       LLVMBasicBlockRef end)
{
    for (size_t i = 0; i < context->count; i++)
        if (clang_getCursorKind(context->cases[i].statement) ==
            CXCursor_DefaultStmt)
            return context->cases[i].block;
    return end;
}

/* The innermost loop's continue target, for a loop around the switch. */
static LLVMBasicBlockRef enclosing_continue(struct frontend *frontend)
{
    for (size_t i = frontend->loop_depth; i-- > 0;)
        if (frontend->loops[i].continue_target)
            return frontend->loops[i].continue_target;
    return NULL;
}

static void push_switch(struct frontend *frontend, struct switch_context context,
                        LLVMBasicBlockRef end)
{
    void *items = frontend->switches;
    grow_array(&items, &frontend->switch_capacity, frontend->switch_depth + 1,
               sizeof(struct switch_context));
    frontend->switches = items;
    frontend->switches[frontend->switch_depth++] = context;
    LLVMBasicBlockRef continue_target = enclosing_continue(frontend);
    items = frontend->loops;
    grow_array(&items, &frontend->loop_capacity, frontend->loop_depth + 1,
               sizeof(struct loop_targets));
    frontend->loops = items;
    frontend->loops[frontend->loop_depth++] =
        (struct loop_targets){end, continue_target};
}

void lower_switch(struct frontend *frontend, CXCursor statement)
{
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    if (count != 2) {
        error_at_cursor(frontend, statement,
                        "a switch with a declaration in its condition is not "
                        "supported yet");
        free(children);
        return;
    }
    CXCursor condition = children[0], body = children[1];
    free(children);
    struct cm_type type = classify_type(clang_getCursorType(condition));
    if (type.kind != TYPE_SCALAR || element_is_float(type.element)) {
        error_at_cursor(frontend, condition,
                        "a switch condition must be a scalar integer");
        return;
    }
    LLVMValueRef value = lower_rvalue_as(frontend, condition, type);
    if (!value)
        return;
    struct switch_context context = {NULL, 0, 0};
    collect_cases(frontend, body, &context);
    LLVMBasicBlockRef end = new_block(frontend, "switch.end");
    LLVMValueRef switch_ =
        LLVMBuildSwitch(frontend->builder, value, default_block(&context, end),
                        (unsigned)context.count);
    if (!add_switch_cases(frontend, switch_, &context, type)) {
        free(context.cases);
        LLVMPositionBuilderAtEnd(frontend->builder, end);
        return;
    }
    push_switch(frontend, context, end);
    /* Statements before the first label are unreachable. */
    LLVMPositionBuilderAtEnd(frontend->builder,
                             new_block(frontend, "switch.unreachable"));
    lower_statement(frontend, body);
    continue_in(frontend, end);
    frontend->loop_depth--;
    frontend->switch_depth--;
    free(frontend->switches[frontend->switch_depth].cases);
}

void lower_switch_label(struct frontend *frontend, CXCursor statement)
{
    LLVMBasicBlockRef block = NULL;
    for (size_t s = frontend->switch_depth; s-- > 0 && !block;) {
        const struct switch_context *context = &frontend->switches[s];
        for (size_t i = 0; i < context->count; i++)
            if (clang_equalCursors(context->cases[i].statement, statement))
                block = context->cases[i].block;
    }
    if (!block) {
        error_at_cursor(frontend, statement, "case label outside a switch");
        return;
    }
    continue_in(frontend, block);
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    if (count > 0)
        lower_statement(frontend, children[count - 1]);
    free(children);
}

/* ---- goto and labels ------------------------------------------------------ */

static LLVMBasicBlockRef label_block(struct frontend *frontend, CXCursor label)
{
    for (size_t i = 0; i < frontend->label_count; i++)
        if (clang_equalCursors(frontend->labels[i].label, label))
            return frontend->labels[i].block;
    void *items = frontend->labels;
    grow_array(&items, &frontend->label_capacity, frontend->label_count + 1,
               sizeof(struct label_block));
    frontend->labels = items;
    char name[128];
    cursor_spelling(label, name, sizeof name);
    LLVMBasicBlockRef block = new_block(frontend, name);
    frontend->labels[frontend->label_count++] =
        (struct label_block){label, block};
    return block;
}

void lower_goto(struct frontend *frontend, CXCursor statement)
{
    CXCursor label = clang_getCursorReferenced(statement);
    if (clang_getCursorKind(label) != CXCursor_LabelStmt) {
        error_at_cursor(frontend, statement,
                        "computed goto is not supported in CM");
        return;
    }
    LLVMBuildBr(frontend->builder, label_block(frontend, label));
    LLVMPositionBuilderAtEnd(frontend->builder,
                             new_block(frontend, "after.goto"));
}

void lower_label(struct frontend *frontend, CXCursor statement)
{
    continue_in(frontend, label_block(frontend, statement));
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    if (count > 0)
        lower_statement(frontend, children[count - 1]);
    free(children);
}

/* ---- #pragma unroll ---------------------------------------------------------- */

/* The pragma's words: "unroll" with an optional count, or "nounroll". */
static bool read_unroll_pragma(struct frontend *frontend, CXCursor statement,
                               bool *is_unroll, long long *count)
{
    CXToken *tokens;
    unsigned token_count;
    clang_tokenize(frontend->unit, clang_getCursorExtent(statement), &tokens,
                   &token_count);
    bool found = false;
    *count = 0;
    for (unsigned i = 0; i + 2 < token_count && !found; i++) {
        CXString hash = clang_getTokenSpelling(frontend->unit, tokens[i]);
        CXString pragma = clang_getTokenSpelling(frontend->unit, tokens[i + 1]);
        CXString word = clang_getTokenSpelling(frontend->unit, tokens[i + 2]);
        if (strcmp(clang_getCString(hash), "#") == 0 &&
            strcmp(clang_getCString(pragma), "pragma") == 0) {
            const char *text = clang_getCString(word);
            found = strcmp(text, "unroll") == 0 || strcmp(text, "nounroll") == 0;
            *is_unroll = strcmp(text, "unroll") == 0;
            if (found && *is_unroll && i + 3 < token_count &&
                clang_getTokenKind(tokens[i + 3]) == CXToken_Literal) {
                CXString number =
                    clang_getTokenSpelling(frontend->unit, tokens[i + 3]);
                *count = strtoll(clang_getCString(number), NULL, 0);
                clang_disposeString(number);
            }
        }
        clang_disposeString(hash);
        clang_disposeString(pragma);
        clang_disposeString(word);
    }
    clang_disposeTokens(frontend->unit, tokens, token_count);
    return found;
}

static void attach_unroll_metadata(struct frontend *frontend,
                                   LLVMValueRef back_edge, bool is_unroll,
                                   long long count)
{
    LLVMContextRef context = frontend->context;
    LLVMMetadataRef hint[2];
    unsigned hint_count = 1;
    const char *name = !is_unroll  ? "llvm.loop.unroll.disable"
                       : count > 0 ? "llvm.loop.unroll.count"
                                   : "llvm.loop.unroll.full";
    hint[0] = LLVMMDStringInContext2(context, name, strlen(name));
    if (is_unroll && count > 0) {
        hint[1] = LLVMValueAsMetadata(LLVMConstInt(
            LLVMInt32TypeInContext(context), (unsigned long long)count, 0));
        hint_count = 2;
    }
    LLVMMetadataRef placeholder = LLVMTemporaryMDNode(context, NULL, 0);
    /* A full unrolling also carries cmc's own mark, which LLVM keeps on
     * a loop it did not unroll fully (the optimiser warns there). */
    LLVMMetadataRef mark =
        LLVMMDStringInContext2(context, "cmc.unroll.full", 15);
    LLVMMetadataRef operands[3] = {
        placeholder, LLVMMDNodeInContext2(context, hint, hint_count),
        LLVMMDNodeInContext2(context, &mark, 1)};
    unsigned operand_count = is_unroll && count <= 0 ? 3 : 2;
    LLVMMetadataRef loop =
        LLVMMDNodeInContext2(context, operands, operand_count);
    LLVMMetadataReplaceAllUsesWith(placeholder, loop);
    LLVMSetMetadata(back_edge, LLVMGetMDKindIDInContext(context, "llvm.loop", 9),
                    LLVMMetadataAsValue(context, loop));
}

/* Statements clang does not expose: `#pragma unroll` loops (attributed
 * statements) are lowered as their loop. */
void lower_attributed_statement(struct frontend *frontend, CXCursor statement)
{
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    CXCursor inner = count == 1 ? children[0] : clang_getNullCursor();
    free(children);
    if (clang_Cursor_isNull(inner) ||
        !clang_isStatement(clang_getCursorKind(inner))) {
        error_at_cursor(frontend, statement,
                        "this kind of statement is not supported yet");
        return;
    }
    bool is_unroll = false;
    long long unroll_count = 0;
    bool has_pragma =
        read_unroll_pragma(frontend, statement, &is_unroll, &unroll_count);
    if (is_unroll && unroll_count > FULL_UNROLL_MAX_ITERATIONS) {
        warning_at_cursor(frontend, statement, "pass-failed",
                          "#pragma unroll %lld: unrolling by at most %d",
                          unroll_count, FULL_UNROLL_MAX_ITERATIONS);
        unroll_count = FULL_UNROLL_MAX_ITERATIONS;
    }
    frontend->last_loop_back_edge = NULL;
    lower_statement(frontend, inner);
    if (has_pragma && frontend->last_loop_back_edge)
        attach_unroll_metadata(frontend, frontend->last_loop_back_edge,
                               is_unroll, unroll_count);
}

void reset_jumps(struct frontend *frontend)
{
    frontend->switch_depth = 0;
    frontend->label_count = 0;
}

void free_jumps(struct frontend *frontend)
{
    free(frontend->switches);
    free(frontend->labels);
    frontend->switches = NULL;
    frontend->labels = NULL;
}
