/* statement.c - lowering C statements: declarations, blocks, if, loops,
 * break/continue and return.
 *
 * Scalar control flow becomes LLVM branches; every local lives in an
 * entry-block alloca that mem2reg turns into SSA values.  Blocks left
 * without a terminator are closed by the function lowering. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

static bool block_is_open(struct frontend *frontend)
{
    return LLVMGetBasicBlockTerminator(LLVMGetInsertBlock(frontend->builder)) ==
           NULL;
}

/* After a jump, code that follows is unreachable; it still needs a block. */
static void start_unreachable_block(struct frontend *frontend)
{
    LLVMBasicBlockRef block = LLVMAppendBasicBlockInContext(
        frontend->context, frontend->function, "unreachable");
    LLVMPositionBuilderAtEnd(frontend->builder, block);
}

static void branch_to(struct frontend *frontend, LLVMBasicBlockRef target)
{
    if (block_is_open(frontend))
        LLVMBuildBr(frontend->builder, target);
}

static void lower_variable(struct frontend *frontend, CXCursor declaration)
{
    struct cm_type type = classify_type(clang_getCursorType(declaration));
    char name[128];
    cursor_spelling(declaration, name, sizeof name);
    if (!check_object_size(frontend, declaration)) {
        /* Bound to an error value: its uses are not errors too. */
        struct value error = rvalue(type, NULL);
        error.type.kind = TYPE_UNSUPPORTED;
        bind_variable(frontend, declaration, error);
        return;
    }
    if (type.kind == TYPE_UNSUPPORTED || type.kind == TYPE_VOID) {
        CXString spelling =
            clang_getTypeSpelling(clang_getCursorType(declaration));
        error_at_cursor(frontend, declaration,
                        "variable '%s' has type '%s', which cmc does not "
                        "support yet",
                        name, clang_getCString(spelling));
        clang_disposeString(spelling);
        return;
    }
    if (!type.is_reference &&
        !check_not_memory_only(frontend, declaration,
                               clang_getCursorType(declaration),
                               "a variable")) {
        struct value error = rvalue(type, NULL);
        error.type.kind = TYPE_UNSUPPORTED;
        bind_variable(frontend, declaration, error);
        return;
    }
    if (is_static_constant_local(declaration)) {
        /* A constant like a file-scope const: its initializer is checked
         * here, once, and uses read the global. */
        lower_global_reference(frontend, declaration, declaration);
        return;
    }
    if (clang_Cursor_getStorageClass(declaration) == CX_SC_Static) {
        error_at_cursor(frontend, declaration,
                        "static local variables are not supported in CM "
                        "unless they are const");
        /* Go on as if it were automatic, so uses are not errors too. */
    }
    if (type_is_closure(clang_getCursorType(declaration))) {
        lower_closure_variable(frontend, declaration); /* lambda.c */
        return;
    }
    CXCursor initializer = clang_Cursor_getVarDeclInitializer(declaration);
    if (type.is_reference) {
        /* vector_ref<T,N> r = v.select<...>(...): r names that place;
         * S &s = *p (or p[i], p->field): that object in memory, at the
         * address computed here. */
        struct value bound = clang_Cursor_isNull(initializer)
                                 ? rvalue(type, NULL)
                                 : lower_expression(frontend, initializer);
        if (!bound.is_place && !bound.address) {
            if (bound.type.kind != TYPE_UNSUPPORTED)
                error_at_cursor(frontend, declaration,
                                "reference '%s' must be bound to a variable, "
                                "a region of one or an object in memory",
                                name);
            return;
        }
        bind_variable(frontend, declaration, bound);
        return;
    }
    LLVMValueRef storage = create_local_storage(frontend, type, name);
    struct place place = whole_place(storage, type);
    bind_variable(frontend, declaration, place_value(place));
    if (clang_Cursor_isNull(initializer))
        return;
    struct value value = lower_expression(frontend, initializer);
    if (value.type.kind == TYPE_UNSUPPORTED)
        return;
    /* `int *p = a;`: the array's address. */
    if (type.is_pointer &&
        (value.type.kind == TYPE_VECTOR ||
         value.type.kind == TYPE_STRUCT_ARRAY) &&
        (value.is_place || value.address)) {
        LLVMValueRef address =
            decayed_array_address(frontend, initializer, value);
        if (address)
            write_place(frontend, place, address, type);
        return;
    }
    LLVMValueRef initial = read_cm_value(frontend, value);
    if (LLVMIsUndef(initial))
        return;
    if (value.type.kind == TYPE_VECTOR &&
        type_element_count(value.type) != type_element_count(type)) {
        error_at_cursor(frontend, declaration,
                        "cannot initialise %d elements from %d elements",
                        type_element_count(type),
                        type_element_count(value.type));
        return;
    }
    write_place(frontend, place, initial, value.type);
}

/* Declarations clang resolves entirely: names, types (local structs and
 * classes too: their variables are VarDecls of their own, their methods
 * are lowered when called) and static_assert (checked by clang). */
static bool declares_no_code(enum CXCursorKind kind)
{
    return kind == CXCursor_TypedefDecl || kind == CXCursor_TypeAliasDecl ||
           kind == CXCursor_StaticAssert || kind == CXCursor_EnumDecl ||
           kind == CXCursor_StructDecl || kind == CXCursor_ClassDecl ||
           kind == CXCursor_UnionDecl ||
           kind == CXCursor_UsingDirective ||
           kind == CXCursor_UsingDeclaration;
}

static void lower_declaration(struct frontend *frontend, CXCursor statement)
{
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    for (unsigned i = 0; i < count; i++) {
        enum CXCursorKind kind = clang_getCursorKind(children[i]);
        if (kind == CXCursor_VarDecl)
            lower_variable(frontend, children[i]);
        else if (!declares_no_code(kind))
            error_at_cursor(frontend, children[i],
                            "this declaration is not supported inside a "
                            "function yet");
    }
    free(children);
}

static void lower_if(struct frontend *frontend, CXCursor statement)
{
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    if (count < 2 || count > 3) {
        error_at_cursor(frontend, statement,
                        "this form of 'if' is not supported yet");
        free(children);
        return;
    }
    LLVMValueRef condition = lower_condition(frontend, children[0]);
    if (!condition) {
        free(children);
        return;
    }
    LLVMBasicBlockRef then_block = LLVMAppendBasicBlockInContext(
        frontend->context, frontend->function, "if.then");
    LLVMBasicBlockRef else_block =
        count == 3 ? LLVMAppendBasicBlockInContext(frontend->context,
                                                   frontend->function,
                                                   "if.else")
                   : NULL;
    LLVMBasicBlockRef end_block = LLVMAppendBasicBlockInContext(
        frontend->context, frontend->function, "if.end");
    LLVMBuildCondBr(frontend->builder, condition, then_block,
                    else_block ? else_block : end_block);
    LLVMPositionBuilderAtEnd(frontend->builder, then_block);
    lower_statement(frontend, children[1]);
    branch_to(frontend, end_block);
    if (else_block) {
        LLVMPositionBuilderAtEnd(frontend->builder, else_block);
        lower_statement(frontend, children[2]);
        branch_to(frontend, end_block);
    }
    LLVMPositionBuilderAtEnd(frontend->builder, end_block);
    free(children);
}

static void push_loop(struct frontend *frontend, LLVMBasicBlockRef break_target,
                      LLVMBasicBlockRef continue_target)
{
    void *loops = frontend->loops;
    grow_array(&loops, &frontend->loop_capacity, frontend->loop_depth + 1,
               sizeof(struct loop_targets));
    frontend->loops = loops;
    frontend->loops[frontend->loop_depth++] =
        (struct loop_targets){break_target, continue_target};
}

/* The blocks of a loop.  open_loop makes them and branches to the test
 * (or, for do-while, the body), leaving the builder at the test;
 * lower_loop_body lowers the body where the builder is, with break to
 * the end and continue to the step, leaving the builder at the step;
 * close_loop branches back to the test and continues at the end. */
struct loop_blocks {
    LLVMBasicBlockRef test, body, step, end;
};

static struct loop_blocks open_loop(struct frontend *frontend, bool test_first)
{
    struct loop_blocks blocks;
    LLVMBasicBlockRef *parts[] = {&blocks.test, &blocks.body, &blocks.step,
                                  &blocks.end};
    const char *names[] = {"loop.test", "loop.body", "loop.step", "loop.end"};
    for (int i = 0; i < 4; i++)
        *parts[i] = LLVMAppendBasicBlockInContext(
            frontend->context, frontend->function, names[i]);
    LLVMBuildBr(frontend->builder, test_first ? blocks.test : blocks.body);
    LLVMPositionBuilderAtEnd(frontend->builder, blocks.test);
    return blocks;
}

static void lower_loop_body(struct frontend *frontend,
                            const struct loop_blocks *blocks, CXCursor body)
{
    push_loop(frontend, blocks->end, blocks->step);
    lower_statement(frontend, body);
    frontend->loop_depth--;
    branch_to(frontend, blocks->step);
    LLVMPositionBuilderAtEnd(frontend->builder, blocks->step);
}

static void close_loop(struct frontend *frontend,
                       const struct loop_blocks *blocks)
{
    branch_to(frontend, blocks->test);
    frontend->last_loop_back_edge = LLVMGetBasicBlockTerminator(
        LLVMGetInsertBlock(frontend->builder));
    LLVMPositionBuilderAtEnd(frontend->builder, blocks->end);
}

/* while (cond) body;  do body while (cond);  and for, which has already
 * lowered its initialisation.  `condition` or `step` may be null cursors. */
static void lower_loop(struct frontend *frontend, CXCursor condition,
                       CXCursor step, CXCursor body, bool test_first)
{
    struct loop_blocks blocks = open_loop(frontend, test_first);
    if (clang_Cursor_isNull(condition)) {
        LLVMBuildBr(frontend->builder, blocks.body);
    } else {
        LLVMValueRef value = lower_condition(frontend, condition);
        if (value)
            LLVMBuildCondBr(frontend->builder, value, blocks.body, blocks.end);
        else
            LLVMBuildBr(frontend->builder, blocks.end);
    }
    LLVMPositionBuilderAtEnd(frontend->builder, blocks.body);
    lower_loop_body(frontend, &blocks, body);
    if (!clang_Cursor_isNull(step))
        lower_expression(frontend, step);
    close_loop(frontend, &blocks);
}

/* The parts of `for (init; cond; step) body` that are present.  libclang
 * omits absent parts instead of giving null children, so each child is
 * placed by where it starts relative to the two semicolons. */
static void lower_for(struct frontend *frontend, CXCursor statement)
{
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    CXToken *tokens;
    unsigned token_count;
    clang_tokenize(frontend->unit, clang_getCursorExtent(statement), &tokens,
                   &token_count);
    unsigned semicolons[2] = {0, 0}, found = 0, depth = 0;
    for (unsigned i = 0; i < token_count && found < 2; i++) {
        CXString text = clang_getTokenSpelling(frontend->unit, tokens[i]);
        const char *spelling = clang_getCString(text);
        if (strcmp(spelling, "(") == 0)
            depth++;
        else if (strcmp(spelling, ")") == 0)
            depth--;
        else if (strcmp(spelling, ";") == 0 && depth == 1) {
            CXSourceLocation location =
                clang_getTokenLocation(frontend->unit, tokens[i]);
            clang_getSpellingLocation(location, NULL, NULL, NULL,
                                      &semicolons[found++]);
        }
        clang_disposeString(text);
    }
    clang_disposeTokens(frontend->unit, tokens, token_count);

    CXCursor parts[3] = {clang_getNullCursor(), clang_getNullCursor(),
                         clang_getNullCursor()};
    CXCursor body = count ? children[count - 1] : statement;
    for (unsigned i = 0; i + 1 < count && found == 2; i++) {
        unsigned offset;
        clang_getSpellingLocation(
            clang_getRangeStart(clang_getCursorExtent(children[i])), NULL,
            NULL, NULL, &offset);
        int part = offset < semicolons[0] ? 0 : offset < semicolons[1] ? 1 : 2;
        parts[part] = children[i];
    }
    free(children);
    if (found != 2 || count == 0) {
        error_at_cursor(frontend, statement,
                        "this form of 'for' is not supported yet");
        return;
    }
    if (!clang_Cursor_isNull(parts[0]))
        lower_statement(frontend, parts[0]);
    lower_loop(frontend, parts[1], parts[2], body, true);
}

/* The loop variable of `for (T x : a)` bound to element `index` of the
 * array `range`: a reference names the element, a value is a copy of
 * it converted to T (the declaration's own initializer, `*__begin`,
 * names clang's hidden iterator, which cmc does not lower). */
static bool bind_range_element(struct frontend *frontend, CXCursor variable,
                               CXCursor range_cursor, struct value range,
                               LLVMValueRef index)
{
    CXType element_type = clang_getCanonicalType(clang_getArrayElementType(
        clang_getCanonicalType(clang_getCursorType(range_cursor))));
    struct region_index position = {index, 0};
    struct value element =
        array_element(frontend, range_cursor, range, position, range_cursor,
                      classify_type(element_type));
    if (element.type.kind == TYPE_UNSUPPORTED)
        return false;
    struct cm_type type = classify_type(clang_getCursorType(variable));
    if (type.is_reference) {
        bind_variable(frontend, variable, element);
        return true;
    }
    if (type.kind == TYPE_UNSUPPORTED ||
        !check_not_memory_only(frontend, variable,
                               clang_getCursorType(variable), "a variable"))
        return false;
    char name[128];
    cursor_spelling(variable, name, sizeof name);
    struct place place =
        whole_place(create_local_storage(frontend, type, name), type);
    bind_variable(frontend, variable, place_value(place));
    LLVMValueRef value = read_cm_value(frontend, element);
    if (value)
        write_place(frontend, place, value, element.type);
    return value != NULL;
}

/* for (T x : a) body, a a C array (of scalars, vectors or structs):
 * an index from 0 to the array's length, x bound to each element in
 * turn; break and continue as in any loop. */
static void lower_range_for(struct frontend *frontend, CXCursor statement)
{
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    CXCursor variable = count == 3 ? children[0] : statement;
    CXCursor range_cursor = count == 3 ? children[1] : statement;
    CXCursor body = count == 3 ? children[2] : statement;
    free(children);
    CXType range_type =
        clang_getCanonicalType(clang_getCursorType(range_cursor));
    if (count != 3 || clang_getCursorKind(variable) != CXCursor_VarDecl ||
        range_type.kind != CXType_ConstantArray ||
        clang_getArraySize(range_type) > INT_MAX) {
        error_at_cursor(frontend, statement,
                        "a range-based for loop over this is not supported "
                        "yet (C arrays only)");
        return;
    }
    struct value range = lower_expression(frontend, range_cursor);
    if (range.type.kind == TYPE_UNSUPPORTED)
        return;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(frontend->context);
    LLVMValueRef counter = create_local_storage(
        frontend, scalar_type(ELEMENT_I32), "range.index");
    LLVMBuildStore(frontend->builder, LLVMConstInt(i32, 0, 0), counter);
    struct loop_blocks blocks = open_loop(frontend, true);
    LLVMValueRef index = LLVMBuildLoad2(frontend->builder, i32, counter, "");
    LLVMValueRef more = LLVMBuildICmp(
        frontend->builder, LLVMIntSLT, index,
        LLVMConstInt(i32, (unsigned long long)clang_getArraySize(range_type),
                     0),
        "");
    LLVMBuildCondBr(frontend->builder, more, blocks.body, blocks.end);
    LLVMPositionBuilderAtEnd(frontend->builder, blocks.body);
    /* After a located error the blocks stay open: the function's
     * lowering closes them, and nothing is written. */
    if (!bind_range_element(frontend, variable, range_cursor, range, index))
        return;
    lower_loop_body(frontend, &blocks, body);
    LLVMValueRef current = LLVMBuildLoad2(frontend->builder, i32, counter, "");
    LLVMBuildStore(frontend->builder,
                   LLVMBuildAdd(frontend->builder, current,
                                LLVMConstInt(i32, 1, 0), ""),
                   counter);
    close_loop(frontend, &blocks);
}

static void lower_jump(struct frontend *frontend, CXCursor statement,
                       bool is_break)
{
    if (frontend->loop_depth == 0) {
        error_at_cursor(frontend, statement, "'%s' outside a loop",
                        is_break ? "break" : "continue");
        return;
    }
    const struct loop_targets *innermost =
        &frontend->loops[frontend->loop_depth - 1];
    /* A switch (jumps.c) is a break target; its continue is the loop's. */
    LLVMBasicBlockRef target = is_break ? innermost->break_target
                                        : innermost->continue_target;
    if (!target) {
        error_at_cursor(frontend, statement, "'continue' outside a loop");
        return;
    }
    LLVMBuildBr(frontend->builder, target);
    start_unreachable_block(frontend);
}

static void lower_return(struct frontend *frontend, CXCursor statement)
{
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    CXCursor value = count ? children[0] : clang_getNullCursor();
    free(children);
    if (frontend->current_subroutine >= 0) {
        lower_subroutine_return(frontend, statement, value);
        start_unreachable_block(frontend);
        return;
    }
    if (count != 0) {
        error_at_cursor(frontend, statement,
                        "a kernel returns nothing: 'return' takes no value "
                        "there");
        return;
    }
    LLVMBuildRetVoid(frontend->builder);
    start_unreachable_block(frontend);
}

static void lower_statement_kind(struct frontend *frontend,
                                 CXCursor statement)
{
    unsigned count;
    CXCursor *children;
    if (simd_cf_lower_statement(frontend, statement))
        return;
    switch (clang_getCursorKind(statement)) {
    case CXCursor_CompoundStmt:
        children = cursor_children(statement, &count);
        for (unsigned i = 0; i < count; i++)
            lower_statement(frontend, children[i]);
        free(children);
        return;
    case CXCursor_DeclStmt: lower_declaration(frontend, statement); return;
    case CXCursor_NullStmt: return;
    case CXCursor_IfStmt: lower_if(frontend, statement); return;
    case CXCursor_ForStmt: lower_for(frontend, statement); return;
    case CXCursor_CXXForRangeStmt: lower_range_for(frontend, statement); return;
    case CXCursor_WhileStmt:
    case CXCursor_DoStmt: {
        bool is_while = clang_getCursorKind(statement) == CXCursor_WhileStmt;
        children = cursor_children(statement, &count);
        if (count == 2)
            lower_loop(frontend, children[is_while ? 0 : 1],
                       clang_getNullCursor(), children[is_while ? 1 : 0],
                       is_while);
        else
            error_at_cursor(frontend, statement,
                            "this form of loop is not supported yet");
        free(children);
        return;
    }
    case CXCursor_BreakStmt: lower_jump(frontend, statement, true); return;
    case CXCursor_ContinueStmt: lower_jump(frontend, statement, false); return;
    case CXCursor_ReturnStmt: lower_return(frontend, statement); return;
    case CXCursor_SwitchStmt: lower_switch(frontend, statement); return;
    case CXCursor_CaseStmt:
    case CXCursor_DefaultStmt: lower_switch_label(frontend, statement); return;
    case CXCursor_GotoStmt: lower_goto(frontend, statement); return;
    case CXCursor_LabelStmt: lower_label(frontend, statement); return;
    case CXCursor_GCCAsmStmt: lower_asm_statement(frontend, statement); return;
    case CXCursor_UnexposedStmt:
        lower_attributed_statement(frontend, statement);
        return;
    case CXCursor_CXXTryStmt:
        error_at_cursor(frontend, statement,
                        "exceptions are not supported in CM");
        return;
    default:
        if (clang_isExpression(clang_getCursorKind(statement))) {
            lower_expression(frontend, statement);
            return;
        }
        error_at_cursor(frontend, statement,
                        "this kind of statement is not supported yet");
    }
}

/* Each statement's instructions carry its position (debug_locations.c). */
void lower_statement(struct frontend *frontend, CXCursor statement)
{
    LLVMMetadataRef saved = debug_location_enter(frontend, statement);
    lower_statement_kind(frontend, statement);
    debug_location_leave(frontend, saved);
}
