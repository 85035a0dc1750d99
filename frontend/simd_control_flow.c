/* simd_control_flow.c - SIMD control flow (CM specification 3.4).
 *
 * Takes the statements cm_simdcf.h's macros expand to: an `if` or a
 * `do ... while` whose condition is cm_detail::simd_cf_condition(c), and
 * `break`/`continue` inside such a loop.  Guarantees per-channel semantics
 * by an explicit execution mask, as Intel's CMSimdCFLowering does for the
 * GenX backend:
 *
 * - The active channels are an `<W x i1>` value kept in one local (W is
 *   the SIMD width of the outermost block, 2..32, a power of two).
 * - Every write of W elements inside a block is predicated with it
 *   (select(mask, new, old)); a write of one element is a scalar
 *   statement and happens when any channel is active.
 * - A block whose mask has no active channel is skipped by a branch on
 *   llvm.genx.any(mask), so scalar statements follow the specification
 *   and idle code is not run.
 * - SIMD_BREAK / SIMD_CONTINUE move the active channels into the loop's
 *   break/continue masks and skip to the end of the innermost block; the
 *   channels come back at the loop's end (break) or its condition
 *   (continue).
 *
 * The specification's restrictions are diagnosed at the user's line:
 * widths, nested widths, writes of other sizes, calls of user functions,
 * `return` and jumps out of a block, block and media reads and writes,
 * barriers.  Reductions inside a block reduce only the active channels;
 * scattered, atomic, SLM and SVM messages take them as their predicate
 * (simd_cf_message_predicate), so inactive channels leave memory alone. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

/* ---- Masks ---------------------------------------------------------------- */

static LLVMTypeRef mask_type(struct frontend *frontend)
{
    return LLVMVectorType(LLVMInt1TypeInContext(frontend->context),
                          (unsigned)frontend->simd.width);
}

static LLVMValueRef all_channels(struct frontend *frontend, bool value)
{
    return value ? LLVMConstAllOnes(mask_type(frontend))
                 : LLVMConstNull(mask_type(frontend));
}

static LLVMValueRef load_mask(struct frontend *frontend, LLVMValueRef storage)
{
    return LLVMBuildLoad2(frontend->builder, mask_type(frontend), storage, "");
}

static LLVMValueRef current_mask(struct frontend *frontend)
{
    return load_mask(frontend, frontend->simd.mask_storage);
}

static void set_mask(struct frontend *frontend, LLVMValueRef mask)
{
    LLVMBuildStore(frontend->builder, mask, frontend->simd.mask_storage);
}

static LLVMValueRef and_not(struct frontend *frontend, LLVMValueRef mask,
                            LLVMValueRef removed)
{
    return LLVMBuildAnd(frontend->builder, mask,
                        LLVMBuildNot(frontend->builder, removed, ""), "");
}

/* i1: does `mask` have an active channel?  llvm.genx.any.<vWi1>. */
static LLVMValueRef any_active(struct frontend *frontend, LLVMValueRef mask)
{
    char name[64] = "llvm.genx.any";
    LLVMTypeRef type = mask_type(frontend);
    append_type_suffix(name, sizeof name, type);
    LLVMValueRef function =
        declare_intrinsic(frontend, name, LLVMInt1TypeInContext(frontend->context),
                          &type, 1, INTRINSIC_PURE);
    return LLVMBuildCall2(frontend->builder, LLVMGlobalGetValueType(function),
                          function, &mask, 1, "");
}

static LLVMBasicBlockRef new_block(struct frontend *frontend, const char *name)
{
    return LLVMAppendBasicBlockInContext(frontend->context, frontend->function,
                                         name);
}

static bool block_is_open(struct frontend *frontend)
{
    return LLVMGetBasicBlockTerminator(LLVMGetInsertBlock(frontend->builder)) ==
           NULL;
}

static void branch_to(struct frontend *frontend, LLVMBasicBlockRef target)
{
    if (block_is_open(frontend))
        LLVMBuildBr(frontend->builder, target);
}

/* ---- The block stack ---------------------------------------------------------- */

static struct simd_region *push_region(struct frontend *frontend,
                                       bool is_loop)
{
    void *regions = frontend->simd.regions;
    grow_array(&regions, &frontend->simd.capacity, frontend->simd.depth + 1,
               sizeof(struct simd_region));
    frontend->simd.regions = regions;
    struct simd_region *region = &frontend->simd.regions[frontend->simd.depth++];
    memset(region, 0, sizeof *region);
    region->is_loop = is_loop;
    region->scalar_loop_depth = frontend->loop_depth;
    return region;
}

/* Outside every block again: no width, no mask. */
static void leave_width(struct frontend *frontend)
{
    frontend->simd.width = 0;
    frontend->simd.mask_storage = NULL;
}

static void pop_region(struct frontend *frontend)
{
    if (--frontend->simd.depth == 0)
        leave_width(frontend);
}

static struct simd_region *innermost_region(struct frontend *frontend)
{
    return frontend->simd.depth
               ? &frontend->simd.regions[frontend->simd.depth - 1]
               : NULL;
}

static struct simd_region *innermost_loop(struct frontend *frontend)
{
    for (size_t i = frontend->simd.depth; i-- > 0;)
        if (frontend->simd.regions[i].is_loop)
            return &frontend->simd.regions[i];
    return NULL;
}

/* ---- Conditions ---------------------------------------------------------------- */

/* The argument of cm_detail::simd_cf_condition(c) when `condition` is
 * such a call, else a null cursor. */
static CXCursor simd_condition_argument(struct frontend *frontend,
                                        CXCursor condition)
{
    CXCursor call = cursor_strip(condition);
    while (clang_getCursorKind(call) == CXCursor_UnexposedExpr) {
        unsigned count;
        CXCursor *children = cursor_children(call, &count);
        CXCursor child = count == 1 ? children[0] : clang_getNullCursor();
        free(children);
        if (clang_Cursor_isNull(child))
            break;
        call = child;
    }
    if (clang_getCursorKind(call) != CXCursor_CallExpr ||
        clang_Cursor_getNumArguments(call) != 1)
        return clang_getNullCursor();
    CXCursor callee = clang_getCursorReferenced(call);
    if (!cursor_spelled(callee, "simd_cf_condition") ||
        !cursor_declared_in_cm_header(frontend, callee))
        return clang_getNullCursor();
    return clang_Cursor_getArgument(call, 0);
}

static bool is_power_of_two(int n)
{
    return n > 0 && (n & (n - 1)) == 0;
}

/* Enter SIMD width `width` (from a vector condition): the outermost
 * block sets it and creates the mask, all channels active; nested blocks
 * must have the same width. */
static bool enter_width(struct frontend *frontend, CXCursor where, int width)
{
    if (width < 2 || width > 32 || !is_power_of_two(width)) {
        error_at_cursor(frontend, where,
                        "the SIMD width of a SIMD control flow block must be "
                        "2, 4, 8, 16 or 32, not %d",
                        width);
        return false;
    }
    if (frontend->simd.width == 0) {
        frontend->simd.width = width;
        struct cm_type type = {
            .kind = TYPE_VECTOR, .element = ELEMENT_BOOL,
            .rows = 1, .columns = width, .is_reference = false};
        frontend->simd.mask_storage =
            create_local_storage(frontend, type, "simd.mask");
        set_mask(frontend, all_channels(frontend, true));
        return true;
    }
    if (frontend->simd.width != width) {
        error_at_cursor(frontend, where,
                        "a nested SIMD control flow block must have the SIMD "
                        "width of its enclosing block (%d), not %d",
                        frontend->simd.width, width);
        return false;
    }
    return true;
}

/* The channels for which `condition` holds, as <W x i1>, setting up the
 * SIMD width on the way.  NULL after an error. */
static LLVMValueRef lower_simd_condition(struct frontend *frontend,
                                         CXCursor condition)
{
    struct value value = lower_expression(frontend, condition);
    if (value.type.kind == TYPE_UNSUPPORTED)
        return NULL;
    if (value.type.kind == TYPE_SCALAR) {
        if (frontend->simd.width == 0) {
            error_at_cursor(frontend, condition,
                            "a scalar SIMD condition is only allowed inside "
                            "an enclosing SIMD control flow block");
            return NULL;
        }
        LLVMValueRef flag = convert_value(frontend,
                                          read_cm_value(frontend, value),
                                          value.type,
                                          scalar_type(ELEMENT_BOOL));
        return LLVMBuildSelect(frontend->builder, flag,
                               all_channels(frontend, true),
                               all_channels(frontend, false), "");
    }
    if (value.type.kind != TYPE_VECTOR) {
        error_at_cursor(frontend, condition,
                        "a SIMD condition must be a vector, a matrix or a "
                        "scalar");
        return NULL;
    }
    if (!enter_width(frontend, condition, type_element_count(value.type)))
        return NULL;
    struct cm_type mask = type_with_element(value.type, ELEMENT_BOOL);
    return convert_value(frontend, read_cm_value(frontend, value), value.type,
                         mask);
}

/* The mask a block goes back to when it ends: its entry mask without the
 * channels that left the innermost loop by SIMD_BREAK or SIMD_CONTINUE. */
static LLVMValueRef mask_after_block(struct frontend *frontend,
                                     LLVMValueRef entry_mask)
{
    struct simd_region *loop = innermost_loop(frontend);
    if (!loop)
        return entry_mask;
    LLVMValueRef left = LLVMBuildOr(
        frontend->builder, load_mask(frontend, loop->break_storage),
        load_mask(frontend, loop->continue_storage), "");
    return and_not(frontend, entry_mask, left);
}

/* ---- SIMD_IF_BEGIN / SIMD_ELSEIF / SIMD_ELSE / SIMD_IF_END ---------------------- */

/* Lower `body` with `mask` active, skipping it when no channel is. */
static void lower_masked_part(struct frontend *frontend, LLVMValueRef mask,
                              CXCursor body, LLVMBasicBlockRef done,
                              const char *name)
{
    LLVMBasicBlockRef part = new_block(frontend, name);
    LLVMBuildCondBr(frontend->builder, any_active(frontend, mask), part, done);
    LLVMPositionBuilderAtEnd(frontend->builder, part);
    set_mask(frontend, mask);
    innermost_region(frontend)->skip_target = done;
    lower_statement(frontend, body);
    branch_to(frontend, done);
    LLVMPositionBuilderAtEnd(frontend->builder, done);
}

static void lower_simd_if(struct frontend *frontend, CXCursor statement,
                          CXCursor condition)
{
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    bool was_outside = frontend->simd.width == 0;
    LLVMValueRef outer_mask = NULL;
    if (!was_outside)
        outer_mask = current_mask(frontend);
    LLVMValueRef channels = lower_simd_condition(frontend, condition);
    if (!channels || count < 2 || count > 3) {
        if (channels)
            error_at_cursor(frontend, statement,
                            "this form of SIMD if is not supported");
        if (frontend->simd.depth == 0)
            leave_width(frontend);
        free(children);
        return;
    }
    if (was_outside)
        outer_mask = current_mask(frontend);
    push_region(frontend, false);
    LLVMValueRef then_mask = LLVMBuildAnd(frontend->builder, outer_mask,
                                          channels, "");
    LLVMValueRef else_mask = and_not(frontend, outer_mask, channels);

    LLVMBasicBlockRef else_test = new_block(frontend, "simd.else.test");
    lower_masked_part(frontend, then_mask, children[1], else_test,
                      "simd.then");
    LLVMBasicBlockRef end = new_block(frontend, "simd.if.end");
    if (count == 3)
        lower_masked_part(frontend, else_mask, children[2], end, "simd.else");
    else {
        LLVMBuildBr(frontend->builder, end);
        LLVMPositionBuilderAtEnd(frontend->builder, end);
    }
    pop_region(frontend);
    if (frontend->simd.width)
        set_mask(frontend, mask_after_block(frontend, outer_mask));
    free(children);
}

/* ---- SIMD_DO_WHILE_BEGIN / SIMD_DO_WHILE_END -------------------------------------- */

static LLVMValueRef new_mask_storage(struct frontend *frontend,
                                     const char *name)
{
    struct cm_type type = {
        .kind = TYPE_VECTOR, .element = ELEMENT_BOOL,
        .rows = 1, .columns = frontend->simd.width, .is_reference = false};
    return create_local_storage(frontend, type, name);
}

/* The loop's width comes from its condition, which is lowered after the
 * body; a loop that is not nested finds it first from the condition's
 * type, so the body is lowered with the mask in place. */
static int condition_width(CXCursor condition)
{
    struct cm_type type = classify_type(clang_getCursorType(condition));
    return type.kind == TYPE_VECTOR ? type_element_count(type) : 0;
}

static void lower_simd_do_while(struct frontend *frontend, CXCursor statement,
                                CXCursor condition)
{
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
    if (count != 2) {
        error_at_cursor(frontend, statement,
                        "this form of SIMD do-while is not supported");
        free(children);
        return;
    }
    int width = condition_width(condition);
    if (width == 0 && frontend->simd.width == 0) {
        error_at_cursor(frontend, condition,
                        "a scalar SIMD condition is only allowed inside an "
                        "enclosing SIMD control flow block");
        free(children);
        return;
    }
    if (width != 0 && !enter_width(frontend, condition, width)) {
        if (frontend->simd.depth == 0)
            leave_width(frontend);
        free(children);
        return;
    }
    LLVMValueRef entry_mask = current_mask(frontend);
    struct simd_region *region = push_region(frontend, true);
    region->break_storage = new_mask_storage(frontend, "simd.break");
    region->continue_storage = new_mask_storage(frontend, "simd.continue");
    LLVMBuildStore(frontend->builder, all_channels(frontend, false),
                   region->break_storage);
    LLVMBasicBlockRef top = new_block(frontend, "simd.do");
    LLVMBasicBlockRef test = new_block(frontend, "simd.do.test");
    LLVMBasicBlockRef end = new_block(frontend, "simd.do.end");
    region->skip_target = test;
    LLVMBuildBr(frontend->builder, top);

    LLVMPositionBuilderAtEnd(frontend->builder, top);
    LLVMValueRef iteration_mask = current_mask(frontend);
    LLVMBuildStore(frontend->builder, all_channels(frontend, false),
                   region->continue_storage);
    lower_statement(frontend, children[0]);
    branch_to(frontend, test);

    /* Channels that continued come back; those that broke stay out. */
    LLVMPositionBuilderAtEnd(frontend->builder, test);
    region = innermost_region(frontend);
    set_mask(frontend,
             and_not(frontend, iteration_mask,
                     load_mask(frontend, region->break_storage)));
    LLVMValueRef channels = lower_simd_condition(frontend, condition);
    if (channels) {
        LLVMValueRef again =
            LLVMBuildAnd(frontend->builder, current_mask(frontend), channels, "");
        set_mask(frontend, again);
        LLVMBuildCondBr(frontend->builder, any_active(frontend, again), top,
                        end);
    } else {
        LLVMBuildBr(frontend->builder, end);
    }
    LLVMPositionBuilderAtEnd(frontend->builder, end);
    set_mask(frontend, entry_mask);
    pop_region(frontend);
    free(children);
}

/* ---- SIMD_BREAK / SIMD_CONTINUE, and the jumps a block forbids -------------------- */

/* The active channels leave the innermost block for `storage` (the loop's
 * break or continue mask); the rest of the block is skipped. */
static void leave_block(struct frontend *frontend, LLVMValueRef storage)
{
    LLVMValueRef mask = current_mask(frontend);
    LLVMValueRef left =
        LLVMBuildOr(frontend->builder, load_mask(frontend, storage), mask, "");
    LLVMBuildStore(frontend->builder, left, storage);
    set_mask(frontend, all_channels(frontend, false));
    LLVMBuildBr(frontend->builder, innermost_region(frontend)->skip_target);
    LLVMPositionBuilderAtEnd(frontend->builder,
                             new_block(frontend, "simd.unreachable"));
}

static bool lower_simd_jump(struct frontend *frontend, CXCursor statement,
                            bool is_break)
{
    const char *what = is_break ? "break" : "continue";
    struct simd_region *loop = innermost_loop(frontend);
    struct simd_region *region = innermost_region(frontend);
    /* A jump of a scalar loop inside the block is ordinary C. */
    if (frontend->loop_depth > region->scalar_loop_depth)
        return false;
    if (!loop) {
        error_at_cursor(frontend, statement,
                        "SIMD_%s is only allowed inside SIMD_DO_WHILE; a "
                        "scalar '%s' cannot leave a SIMD control flow block",
                        is_break ? "BREAK" : "CONTINUE", what);
        return true;
    }
    if (frontend->loop_depth != loop->scalar_loop_depth) {
        error_at_cursor(frontend, statement,
                        "a scalar '%s' cannot leave a SIMD control flow block",
                        what);
        return true;
    }
    leave_block(frontend, is_break ? loop->break_storage
                                   : loop->continue_storage);
    return true;
}

/* ---- Entry points ---------------------------------------------------------------- */

bool simd_cf_lower_statement(struct frontend *frontend, CXCursor statement)
{
    enum CXCursorKind kind = clang_getCursorKind(statement);
    if (frontend->simd.depth)
        frontend->simd.statement = statement;
    if (kind == CXCursor_IfStmt || kind == CXCursor_DoStmt) {
        unsigned count;
        CXCursor *children = cursor_children(statement, &count);
        CXCursor condition =
            count >= 2 ? children[kind == CXCursor_IfStmt ? 0 : 1]
                       : clang_getNullCursor();
        free(children);
        CXCursor argument = clang_Cursor_isNull(condition)
                                ? condition
                                : simd_condition_argument(frontend, condition);
        if (clang_Cursor_isNull(argument))
            return false;
        if (kind == CXCursor_IfStmt)
            lower_simd_if(frontend, statement, argument);
        else
            lower_simd_do_while(frontend, statement, argument);
        return true;
    }
    if (frontend->simd.depth == 0)
        return false;
    switch (kind) {
    case CXCursor_BreakStmt: return lower_simd_jump(frontend, statement, true);
    case CXCursor_ContinueStmt:
        return lower_simd_jump(frontend, statement, false);
    case CXCursor_ReturnStmt:
        error_at_cursor(frontend, statement,
                        "'return' is not allowed inside SIMD control flow");
        return true;
    case CXCursor_GotoStmt:
        error_at_cursor(frontend, statement,
                        "'goto' is not allowed inside SIMD control flow");
        return true;
    default: return false;
    }
}

LLVMValueRef simd_cf_active_mask(struct frontend *frontend)
{
    return frontend->simd.depth ? current_mask(frontend) : NULL;
}

LLVMValueRef simd_cf_predicate_write(struct frontend *frontend,
                                     struct place place,
                                     LLVMValueRef new_value)
{
    if (frontend->simd.depth == 0 || place.count == 1)
        return new_value;
    if (place.count != frontend->simd.width) {
        error_at_cursor(frontend, frontend->simd.statement,
                        "a statement inside SIMD control flow of width %d "
                        "must write %d elements or one, not %d",
                        frontend->simd.width, frontend->simd.width,
                        place.count);
        return new_value;
    }
    LLVMValueRef old_value = read_cm_value(frontend, place_value(place));
    return LLVMBuildSelect(frontend->builder, current_mask(frontend), new_value,
                           old_value, "");
}

LLVMValueRef simd_cf_mask_reduction_operand(struct frontend *frontend,
                                            CXCursor where, LLVMValueRef operand,
                                            LLVMValueRef identity)
{
    if (frontend->simd.depth == 0)
        return operand;
    int count = (int)LLVMGetVectorSize(LLVMTypeOf(operand));
    if (count != frontend->simd.width) {
        error_at_cursor(frontend, where,
                        "a reduction inside SIMD control flow of width %d "
                        "must reduce %d elements, not %d",
                        frontend->simd.width, frontend->simd.width, count);
        return NULL;
    }
    LLVMValueRef identities = LLVMBuildInsertElement(
        frontend->builder, LLVMGetPoison(LLVMTypeOf(operand)), identity,
        LLVMConstInt(LLVMInt32TypeInContext(frontend->context), 0, 0), "");
    identities = LLVMBuildShuffleVector(
        frontend->builder, identities, LLVMGetPoison(LLVMTypeOf(operand)),
        LLVMConstNull(LLVMVectorType(LLVMInt32TypeInContext(frontend->context),
                                     (unsigned)count)),
        "");
    return LLVMBuildSelect(frontend->builder, current_mask(frontend), operand,
                           identities, "");
}

LLVMValueRef simd_cf_message_predicate(struct frontend *frontend, int count)
{
    LLVMValueRef all = LLVMConstAllOnes(
        LLVMVectorType(LLVMInt1TypeInContext(frontend->context),
                       (unsigned)count));
    if (frontend->simd.depth == 0 || count == 1)
        return all;
    if (count != frontend->simd.width) {
        error_at_cursor(frontend, frontend->simd.statement,
                        "a message inside SIMD control flow of width %d must "
                        "access %d elements or one, not %d",
                        frontend->simd.width, frontend->simd.width, count);
        return all;
    }
    return current_mask(frontend);
}

bool simd_cf_allows_barrier(struct frontend *frontend, CXCursor where,
                            const char *name)
{
    if (frontend->simd.depth == 0)
        return true;
    error_at_cursor(frontend, where,
                    "'%s' is not allowed inside SIMD control flow: a thread "
                    "whose channels all skip the block would never reach it",
                    name);
    return false;
}

bool simd_cf_allows(struct frontend *frontend, CXCursor where,
                    const char *what)
{
    if (frontend->simd.depth == 0)
        return true;
    error_at_cursor(frontend, where,
                    "%s is not allowed inside SIMD control flow", what);
    return false;
}

void simd_cf_free(struct frontend *frontend)
{
    free(frontend->simd.regions);
}
