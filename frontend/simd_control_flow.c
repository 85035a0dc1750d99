/* simd_control_flow.c - SIMD control flow (CM specification 3.4).
 *
 * Takes the statements cm_simdcf.h's macros expand to: an `if` or a
 * `do ... while` whose condition is cm_detail::simd_cf_condition(c), and
 * `break`/`continue` inside such a loop.  Guarantees per-channel semantics
 * with GenX's goto/join model (vc-intrinsics' llvm.genx.simdcf.goto and
 * llvm.genx.simdcf.join), which the backend turns into vISA `goto`:
 *
 * - The execution mask EM (<32 x i1>, all channels at the outermost
 *   block's start) lives in one local per function (function_em_storage);
 *   each join point has a resume mask
 *   RM (<W x i1>: W is the outermost block's SIMD width, 2..32) in
 *   another.  A goto takes the channels that do not stay out of EM into
 *   the RM of the join point where they wait; a join puts them back.
 * - Blocks are laid out in program order, and the "true" successor of
 *   each goto's and join's branch (taken when no channel is left) is the
 *   next join point in that order, as vISA's goto jumps to the next
 *   point where channels wait.  A join at the end of a SIMD_IF inside a
 *   loop may find no channel (all left by SIMD_BREAK / SIMD_CONTINUE) and
 *   goes on to the next join point too.
 * - SIMD_IF: goto(!c) to the else (or end) join; at the end of the then
 *   part every channel goes to the end join.  SIMD_DO_WHILE: the body,
 *   the continue join, the condition, a goto of the channels that stop to
 *   the loop's end join, and a scalar branch back to the top.
 *   SIMD_BREAK / SIMD_CONTINUE: a goto of every active channel to the end
 *   / continue join.
 * - Every write of W elements inside a block is still predicated with the
 *   EM's first W channels (select(EM, new, old)), so the IR's meaning is
 *   explicit and survives any optimisation; a write of one element is a
 *   scalar statement and happens when any channel is active (blocks with
 *   no active channel are skipped).
 *
 * The specification's restrictions are diagnosed at the user's line:
 * widths, nested widths, writes of other sizes, calls of user functions,
 * `return` and jumps out of a block, block and media reads and writes,
 * barriers.  Reductions inside a block reduce only the active channels;
 * scattered, atomic, SLM and SVM messages take them as their predicate
 * (simd_cf_message_predicate), so inactive channels leave memory alone.
 *
 * cm_unmask_begin() / cm_unmask_end(saved) (Intel's cm_send.h;
 * vc-intrinsics' llvm.genx.unmask.begin/end, which VC's SimdCFLowering
 * turns into the same EM updates): begin returns the EM as a uint (bit i:
 * channel i) and makes every channel active, end makes `saved` the EM
 * again, so that the code in between runs on all channels (writes,
 * reductions and messages unpredicated).  Outside SIMD control flow every
 * channel is active already: begin returns 0xffffffff and end does
 * nothing.  SIMD control flow between them, and a begin without its end
 * in the same block, are located errors. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

/* ---- Masks ---------------------------------------------------------------- */

static LLVMTypeRef mask_type(struct frontend *frontend)
{
    return LLVMVectorType(LLVMInt1TypeInContext(frontend->context),
                          (unsigned)frontend->simd.width);
}

static LLVMTypeRef em_type(struct frontend *frontend)
{
    return LLVMVectorType(LLVMInt1TypeInContext(frontend->context), 32);
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

/* The active channels: the first W channels of EM. */
static LLVMValueRef current_mask(struct frontend *frontend)
{
    LLVMValueRef em = LLVMBuildLoad2(frontend->builder, em_type(frontend),
                                     frontend->simd.em_storage, "");
    int width = frontend->simd.width;
    if (width == 32)
        return em;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(frontend->context);
    LLVMValueRef indices[32];
    for (int i = 0; i < width; i++)
        indices[i] = LLVMConstInt(i32, (unsigned long long)i, 0);
    return LLVMBuildShuffleVector(frontend->builder, em,
                                  LLVMGetPoison(em_type(frontend)),
                                  LLVMConstVector(indices, (unsigned)width),
                                  "");
}

static LLVMValueRef new_resume_mask(struct frontend *frontend,
                                    const char *name)
{
    struct cm_type type = {
        .kind = TYPE_VECTOR, .element = ELEMENT_BOOL,
        .rows = 1, .columns = frontend->simd.width, .is_reference = false};
    LLVMValueRef storage = create_local_storage(frontend, type, name);
    LLVMBuildStore(frontend->builder, all_channels(frontend, false), storage);
    return storage;
}

static LLVMValueRef simdcf_intrinsic(struct frontend *frontend,
                                     const char *base, LLVMTypeRef result,
                                     LLVMTypeRef *parameters, unsigned count,
                                     enum intrinsic_memory memory)
{
    char name[64];
    snprintf(name, sizeof name, "llvm.genx.simdcf.%s", base);
    genx_append_overload_suffix(name, sizeof name, em_type(frontend));
    genx_append_overload_suffix(name, sizeof name, mask_type(frontend));
    return declare_intrinsic(frontend, name, result, parameters, count,
                             memory);
}

/* llvm.genx.simdcf.goto(EM, RM, stay): the active channels not in `stay`
 * leave EM for the join point whose resume mask is `resume`.  Returns
 * the i1 "no channel is left". */
static LLVMValueRef simdcf_goto(struct frontend *frontend,
                                LLVMValueRef resume, LLVMValueRef stay)
{
    LLVMTypeRef fields[] = {em_type(frontend), mask_type(frontend),
                            LLVMInt1TypeInContext(frontend->context)};
    LLVMTypeRef result = LLVMStructTypeInContext(frontend->context, fields, 3, 0);
    LLVMTypeRef parameters[] = {em_type(frontend), mask_type(frontend),
                                mask_type(frontend)};
    LLVMValueRef function = simdcf_intrinsic(frontend, "goto", result,
                                             parameters, 3, INTRINSIC_PURE);
    LLVMValueRef arguments[] = {
        LLVMBuildLoad2(frontend->builder, em_type(frontend),
                       frontend->simd.em_storage, ""),
        load_mask(frontend, resume), stay};
    LLVMValueRef call = LLVMBuildCall2(frontend->builder,
                                       LLVMGlobalGetValueType(function),
                                       function, arguments, 3, "");
    LLVMBuildStore(frontend->builder,
                   LLVMBuildExtractValue(frontend->builder, call, 0, ""),
                   frontend->simd.em_storage);
    LLVMBuildStore(frontend->builder,
                   LLVMBuildExtractValue(frontend->builder, call, 1, ""),
                   resume);
    return LLVMBuildExtractValue(frontend->builder, call, 2, "");
}

/* llvm.genx.simdcf.join(EM, RM): the channels waiting in `resume` come
 * back.  Returns the i1 "no channel is active". */
static LLVMValueRef simdcf_join(struct frontend *frontend, LLVMValueRef resume)
{
    LLVMTypeRef fields[] = {em_type(frontend),
                            LLVMInt1TypeInContext(frontend->context)};
    LLVMTypeRef result = LLVMStructTypeInContext(frontend->context, fields, 2, 0);
    LLVMTypeRef parameters[] = {em_type(frontend), mask_type(frontend)};
    LLVMValueRef function = simdcf_intrinsic(frontend, "join", result,
                                             parameters, 2, INTRINSIC_WRITES);
    LLVMValueRef arguments[] = {
        LLVMBuildLoad2(frontend->builder, em_type(frontend),
                       frontend->simd.em_storage, ""),
        load_mask(frontend, resume)};
    LLVMValueRef call = LLVMBuildCall2(frontend->builder,
                                       LLVMGlobalGetValueType(function),
                                       function, arguments, 2, "");
    LLVMBuildStore(frontend->builder,
                   LLVMBuildExtractValue(frontend->builder, call, 0, ""),
                   frontend->simd.em_storage);
    return LLVMBuildExtractValue(frontend->builder, call, 1, "");
}

/* llvm.genx.simdcf.get.em at the start of each part of a block: it has
 * side effects, so the optimiser cannot speculate the part into the
 * block before it (which would merge a goto's both sides and leave the
 * backend scalar jmps instead of vISA gotos).  It emits no code. */
static void mark_part(struct frontend *frontend)
{
    char name[64] = "llvm.genx.simdcf.get.em";
    LLVMTypeRef type = em_type(frontend);
    genx_append_overload_suffix(name, sizeof name, type);
    LLVMValueRef function =
        declare_intrinsic(frontend, name, type, &type, 1, INTRINSIC_WRITES);
    LLVMValueRef em = LLVMBuildLoad2(frontend->builder, type,
                                     frontend->simd.em_storage, "");
    LLVMBuildCall2(frontend->builder, LLVMGlobalGetValueType(function),
                   function, &em, 1, "");
}

static LLVMBasicBlockRef new_block(struct frontend *frontend, const char *name)
{
    return LLVMAppendBasicBlockInContext(frontend->context, frontend->function,
                                         name);
}

/* Continue in `block`, placed last so that blocks follow program order
 * (the backend's gotos rely on it). */
static void start_block(struct frontend *frontend, LLVMBasicBlockRef block)
{
    LLVMBasicBlockRef last = LLVMGetLastBasicBlock(frontend->function);
    if (last != block)
        LLVMMoveBasicBlockAfter(block, last);
    LLVMPositionBuilderAtEnd(frontend->builder, block);
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

static struct simd_region *innermost_region(struct frontend *frontend);

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
    frontend->simd.em_storage = NULL;
}

static void pop_region(struct frontend *frontend)
{
    struct simd_region *region = innermost_region(frontend);
    if (region->unmasked > 0)
        error_at_cursor(frontend, region->unmask_begin,
                        "cm_unmask_begin has no cm_unmask_end before the end "
                        "of its SIMD control flow block");
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
        CXCursor child = cursor_only_child(call);
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

/* The execution mask of the function being lowered: one local for all
 * its outermost blocks, all channels active from the function's entry.
 * Each outermost block starts from the EM the previous one's last join
 * left (all channels again), not from a new constant: the same value for
 * cmc's backend, and the only form Intel's VectorCompiler takes for a
 * SIMD_DO_WHILE after an earlier block (it rejects a loop's EM phi of a
 * constant when an earlier join's EM exists). */
static LLVMValueRef function_em_storage(struct frontend *frontend)
{
    if (frontend->simd.function_em &&
        frontend->simd.function_em_entry == frontend->entry_block)
        return frontend->simd.function_em;
    struct cm_type type = {
        .kind = TYPE_VECTOR, .element = ELEMENT_BOOL,
        .rows = 1, .columns = 32, .is_reference = false};
    LLVMValueRef storage = create_local_storage(frontend, type, "simd.em");
    LLVMBuilderRef entry_builder =
        LLVMCreateBuilderInContext(frontend->context);
    LLVMValueRef after = LLVMGetNextInstruction(storage);
    if (after)
        LLVMPositionBuilderBefore(entry_builder, after);
    else
        LLVMPositionBuilderAtEnd(entry_builder, frontend->entry_block);
    LLVMBuildStore(entry_builder, LLVMConstAllOnes(em_type(frontend)),
                   storage);
    LLVMDisposeBuilder(entry_builder);
    frontend->simd.function_em = storage;
    frontend->simd.function_em_entry = frontend->entry_block;
    return storage;
}

/* Enter SIMD width `width` (from a vector condition): the outermost
 * block sets it and takes the function's mask; nested blocks must have
 * the same width. */
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
        frontend->simd.em_storage = function_em_storage(frontend);
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

/* ---- SIMD_IF_BEGIN / SIMD_ELSEIF / SIMD_ELSE / SIMD_IF_END ---------------------- */

/* After a block's end join: inside a loop, SIMD_BREAK or SIMD_CONTINUE may
 * have left no channel, and then execution goes on at the enclosing
 * block's next join point. */
static void skip_when_empty(struct frontend *frontend, LLVMValueRef none_left)
{
    if (!innermost_loop(frontend))
        return;
    LLVMBasicBlockRef rest = new_block(frontend, "simd.rest");
    LLVMBuildCondBr(frontend->builder, none_left,
                    innermost_region(frontend)->skip_target, rest);
    start_block(frontend, rest);
}

/* Lower `body` in `block`; a goto that leaves no channel inside it goes on
 * at `next_join`, and so does its end. */
static void lower_part(struct frontend *frontend, LLVMBasicBlockRef block,
                       CXCursor body, LLVMBasicBlockRef next_join)
{
    start_block(frontend, block);
    mark_part(frontend);
    innermost_region(frontend)->skip_target = next_join;
    lower_statement(frontend, body);
}

static void lower_simd_if(struct frontend *frontend, CXCursor statement,
                          CXCursor condition)
{
    unsigned count;
    CXCursor *children = cursor_children(statement, &count);
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
    bool has_else = count == 3;
    push_region(frontend, false);
    LLVMValueRef first_resume =
        new_resume_mask(frontend, has_else ? "simd.rm.else" : "simd.rm.end");
    LLVMValueRef end_resume =
        has_else ? new_resume_mask(frontend, "simd.rm.end") : first_resume;
    LLVMBasicBlockRef first_join =
        new_block(frontend, has_else ? "simd.else.join" : "simd.if.end");
    LLVMBasicBlockRef end_join = first_join;
    LLVMBasicBlockRef then_block = new_block(frontend, "simd.then");
    LLVMBuildCondBr(frontend->builder,
                    simdcf_goto(frontend, first_resume, channels), first_join,
                    then_block);
    lower_part(frontend, then_block, children[1], first_join);
    if (has_else) {
        end_join = new_block(frontend, "simd.if.end");
        if (block_is_open(frontend)) {
            /* Every channel of the then part waits at the end. */
            LLVMValueRef none_left = simdcf_goto(
                frontend, end_resume, all_channels(frontend, false));
            LLVMBuildCondBr(frontend->builder, none_left, first_join,
                            first_join);
        }
        start_block(frontend, first_join);
        LLVMBasicBlockRef else_block = new_block(frontend, "simd.else");
        LLVMBuildCondBr(frontend->builder, simdcf_join(frontend, first_resume),
                        end_join, else_block);
        lower_part(frontend, else_block, children[2], end_join);
    }
    branch_to(frontend, end_join);
    start_block(frontend, end_join);
    LLVMValueRef none_active = simdcf_join(frontend, end_resume);
    pop_region(frontend);
    if (frontend->simd.depth)
        skip_when_empty(frontend, none_active);
    free(children);
}

/* ---- SIMD_DO_WHILE_BEGIN / SIMD_DO_WHILE_END -------------------------------------- */

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
    struct simd_region *region = push_region(frontend, true);
    LLVMValueRef exit_resume = new_resume_mask(frontend, "simd.rm.do.end");
    LLVMValueRef continue_resume =
        new_resume_mask(frontend, "simd.rm.do.continue");
    region->exit_resume = exit_resume;
    region->continue_resume = continue_resume;
    LLVMBasicBlockRef top = new_block(frontend, "simd.do");
    LLVMBasicBlockRef continue_join = new_block(frontend, "simd.do.continue");
    LLVMBasicBlockRef exit_join = new_block(frontend, "simd.do.end");
    LLVMBuildBr(frontend->builder, top);

    start_block(frontend, top);
    mark_part(frontend);
    LLVMBuildStore(frontend->builder, all_channels(frontend, false),
                   continue_resume);
    region->skip_target = continue_join;
    lower_statement(frontend, children[0]);
    branch_to(frontend, continue_join);

    /* Channels that continued come back; if every channel broke, on to
     * the end, where they wait. */
    start_block(frontend, continue_join);
    LLVMBasicBlockRef test = new_block(frontend, "simd.do.test");
    LLVMBuildCondBr(frontend->builder, simdcf_join(frontend, continue_resume),
                    exit_join, test);
    start_block(frontend, test);
    LLVMValueRef channels = lower_simd_condition(frontend, condition);
    if (channels) {
        /* Channels whose condition fails wait at the end; the others go
         * round again. */
        LLVMBasicBlockRef back = new_block(frontend, "simd.do.back");
        LLVMBuildCondBr(frontend->builder,
                        simdcf_goto(frontend, exit_resume, channels),
                        exit_join, back);
        start_block(frontend, back);
        LLVMBuildBr(frontend->builder, top);
    } else {
        LLVMBuildBr(frontend->builder, exit_join);
    }
    start_block(frontend, exit_join);
    simdcf_join(frontend, exit_resume);
    pop_region(frontend);
    free(children);
}

/* ---- SIMD_BREAK / SIMD_CONTINUE, and the jumps a block forbids -------------------- */

/* Every active channel leaves for the join point of `resume` (the loop's
 * end or continue join); execution goes on at the next join point. */
static void leave_block(struct frontend *frontend, LLVMValueRef resume)
{
    LLVMBasicBlockRef next_join = innermost_region(frontend)->skip_target;
    LLVMValueRef none_left =
        simdcf_goto(frontend, resume, all_channels(frontend, false));
    LLVMBuildCondBr(frontend->builder, none_left, next_join, next_join);
    start_block(frontend, new_block(frontend, "simd.unreachable"));
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
    leave_block(frontend, is_break ? loop->exit_resume : loop->continue_resume);
    return true;
}

/* ---- cm_unmask_begin / cm_unmask_end ---------------------------------------- */

/* False, after a located error, for SIMD control flow between
 * cm_unmask_begin and cm_unmask_end: the hardware's execution mask there
 * is not the all-ones one the block would start from. */
static bool allowed_while_unmasked(struct frontend *frontend,
                                   CXCursor statement)
{
    struct simd_region *region = innermost_region(frontend);
    if (!region || region->unmasked == 0)
        return true;
    error_at_cursor(frontend, statement,
                    "SIMD control flow between cm_unmask_begin and "
                    "cm_unmask_end is not supported");
    return false;
}

static LLVMTypeRef i32_type(struct frontend *frontend)
{
    return LLVMInt32TypeInContext(frontend->context);
}

static void lower_unmask_begin(struct frontend *frontend, CXCursor call,
                               struct value *result)
{
    struct simd_region *region = innermost_region(frontend);
    if (!region) {
        result->llvm = LLVMConstAllOnes(i32_type(frontend));
        return;
    }
    LLVMValueRef em = LLVMBuildLoad2(frontend->builder, em_type(frontend),
                                     frontend->simd.em_storage, "");
    result->llvm = LLVMBuildBitCast(frontend->builder, em, i32_type(frontend),
                                    "unmask.saved");
    LLVMBuildStore(frontend->builder, LLVMConstAllOnes(em_type(frontend)),
                   frontend->simd.em_storage);
    region->unmasked++;
    region->unmask_begin = call;
}

static void lower_unmask_end(struct frontend *frontend, CXCursor call)
{
    LLVMValueRef saved = lower_rvalue_as(
        frontend, clang_Cursor_getArgument(call, 0), scalar_type(ELEMENT_U32));
    struct simd_region *region = innermost_region(frontend);
    if (!saved || !region)
        return;
    if (region->unmasked == 0) {
        error_at_cursor(frontend, call,
                        "cm_unmask_end without a cm_unmask_begin before it "
                        "in this SIMD control flow block");
        return;
    }
    LLVMBuildStore(frontend->builder,
                   LLVMBuildBitCast(frontend->builder, saved, em_type(frontend),
                                    ""),
                   frontend->simd.em_storage);
    region->unmasked--;
}

bool lower_unmask_builtin(struct frontend *frontend, CXCursor call,
                          const char *name, struct value *result)
{
    bool begin = strcmp(name, "cm_unmask_begin") == 0;
    if (!begin && strcmp(name, "cm_unmask_end") != 0)
        return false;
    *result = rvalue(scalar_type(ELEMENT_U32), NULL);
    if (begin) {
        lower_unmask_begin(frontend, call, result);
    } else {
        result->type.kind = TYPE_VOID;
        lower_unmask_end(frontend, call);
    }
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
        if (!allowed_while_unmasked(frontend, statement))
            return true;
        if (kind == CXCursor_IfStmt)
            lower_simd_if(frontend, statement, argument);
        else
            lower_simd_do_while(frontend, statement, argument);
        return true;
    }
    if (frontend->simd.depth == 0)
        return false;
    if ((kind == CXCursor_BreakStmt || kind == CXCursor_ContinueStmt) &&
        frontend->loop_depth == innermost_region(frontend)->scalar_loop_depth &&
        !allowed_while_unmasked(frontend, statement))
        return true;
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

/* The callee of `call`: a function, or NULL (an indirect call). */
static LLVMValueRef called_function(LLVMValueRef call)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    return LLVMIsAFunction(callee) ? callee : NULL;
}

/* Whether a declared function (an intrinsic) has no memory effect: the
 * frontend declares the pure ones `memory(none)` (declare_intrinsic). */
static bool declaration_is_pure(LLVMValueRef function)
{
    unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
    LLVMAttributeRef memory = LLVMGetEnumAttributeAtIndex(
        function, LLVMAttributeFunctionIndex, kind);
    size_t length;
    const char *name = LLVMGetValueName2(function, &length);
    return memory && LLVMGetEnumAttributeValue(memory) == 0 &&
           strncmp(name, "llvm.genx.simdcf.", 17) != 0;
}

/* Whether a store to `address` writes a local variable (an alloca, or a
 * part of one). */
static bool is_local_address(LLVMValueRef address)
{
    while (LLVMIsAGetElementPtrInst(address) || LLVMIsABitCastInst(address))
        address = LLVMGetOperand(address, 0);
    return LLVMIsAAllocaInst(address) != NULL;
}

static bool body_is_safe(LLVMValueRef function, int depth, const char **why)
{
    if (depth > 64) { /* recursion is reported elsewhere */
        *why = "its calls nest too deeply";
        return false;
    }
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function); block;
         block = LLVMGetNextBasicBlock(block))
        for (LLVMValueRef instruction = LLVMGetFirstInstruction(block);
             instruction; instruction = LLVMGetNextInstruction(instruction)) {
            if (LLVMIsAStoreInst(instruction) &&
                !is_local_address(LLVMGetOperand(instruction, 1))) {
                *why = "it writes a global variable, which the execution "
                       "mask would not protect";
                return false;
            }
            if (!LLVMIsACallInst(instruction))
                continue;
            LLVMValueRef callee = called_function(instruction);
            if (!callee) {
                *why = "it makes an indirect call";
                return false;
            }
            if (LLVMCountBasicBlocks(callee) > 0) {
                if (!body_is_safe(callee, depth + 1, why))
                    return false;
            } else if (!declaration_is_pure(callee)) {
                *why = "it (or a function it calls) accesses memory, sends a "
                       "message or has SIMD control flow of its own, which "
                       "would not follow the execution mask";
                return false;
            }
        }
    return true;
}

bool simd_cf_callee_is_safe(LLVMValueRef function, const char **why)
{
    return body_is_safe(function, 0, why);
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
