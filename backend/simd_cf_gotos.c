/* simd_cf_gotos.c - SIMD control flow branches as vISA gotos.
 *
 * Takes a function after baling whose SIMD control flow is goto/join
 * calls (isel_simdcf.c computes their values with predicate logic, which
 * is right on its own: branches on their BranchCond are then scalar jmps).
 * Guarantees, when the function's shape allows it, that each branch of a
 * goto is a vISA `goto` that keeps the hardware execution mask in step
 * with the EM values, and that the join points are its labels:
 *
 * - A goto in block B whose branch goes to T when no channel is left
 *   becomes `(leaving) goto (W) UIP`, UIP being the block of the join that
 *   its resume mask reaches; the channels that stay fall through to the
 *   branch's other side.
 * - When no channel stays, the hardware jumps by itself to the next label
 *   where channels wait, skipping every instruction in between.  So T must
 *   be a join block after B, and so must each block of the chain that the
 *   joins' own "nothing active" branches lead along up to UIP; what the IR
 *   does in that chain (phi copies on its edges, the pure code of its
 *   blocks) is done before the goto, and liveness keeps what it writes
 *   apart from everything live on the fall-through path
 *   (simd_cf_extend_liveness).  A join's "nothing active" branch emits
 *   nothing: the hardware takes it.
 *
 * If any goto or join of the function does not have that shape (the
 * optimiser moved code into a join block, a goto's branch was threaded
 * away, blocks are out of order), the function keeps the scalar jmps:
 * slower, never wrong.  Exists because vISA has no join instruction: the
 * finalizer finds the join points from the gotos in program order. */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

struct simd_cf_block {
    LLVMValueRef goto_call;   /* a goto whose branch ends this block */
    int uip;                  /* goto: block of its join point */
    int *chain;               /* goto: T and the blocks after it, to UIP */
    int chain_length;
    size_t chain_capacity;
    int leaving_pred;         /* goto: predicate of the leaving channels,
                                 set when the call is selected */
    LLVMValueRef join_call;   /* a join whose branch ends this block */
};

struct simd_cf_plan {
    bool uses_gotos;
    struct simd_cf_block *blocks;
};

static int block_of(struct function_context *fc, LLVMBasicBlockRef bb)
{
    for (int b = 0; b < fc->block_count; b++)
        if (fc->blocks[b].block == bb)
            return b;
    return -1;
}

static LLVMValueRef branch_condition(LLVMValueRef term)
{
    if (!term || LLVMGetInstructionOpcode(term) != LLVMBr ||
        !LLVMIsConditional(term))
        return NULL;
    return LLVMGetCondition(term);
}

/* Is `v` the extractvalue of field `field` of `call`? */
static bool is_field_of(LLVMValueRef v, LLVMValueRef call, unsigned field)
{
    return v && LLVMIsAExtractValueInst(v) && LLVMGetNumIndices(v) == 1 &&
           LLVMGetIndices(v)[0] == field && LLVMGetOperand(v, 0) == call;
}

static LLVMValueRef field_of(LLVMValueRef call, unsigned field)
{
    for (LLVMUseRef use = LLVMGetFirstUse(call); use; use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (is_field_of(user, call, field))
            return user;
    }
    return NULL;
}

/* ---- where a goto's channels wait ------------------------------------- */

struct rm_search {
    LLVMValueRef *seen;
    size_t count, capacity;
    LLVMValueRef join;
    bool ambiguous;
};

static bool already_seen(struct rm_search *search, LLVMValueRef v)
{
    for (size_t i = 0; i < search->count; i++)
        if (search->seen[i] == v)
            return true;
    grow_array((void **)&search->seen, &search->capacity, search->count + 1,
               sizeof *search->seen);
    search->seen[search->count++] = v;
    return false;
}

/* Follow resume mask `rm` through phis and later gotos to its join. */
static void follow_resume_mask(struct rm_search *search, LLVMValueRef rm)
{
    if (!rm || already_seen(search, rm))
        return;
    for (LLVMUseRef use = LLVMGetFirstUse(rm); use; use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (LLVMIsAPHINode(user)) {
            follow_resume_mask(search, user);
        } else if (simd_cf_is_goto(user) && LLVMGetOperand(user, 1) == rm) {
            follow_resume_mask(search, field_of(user, 1));
        } else if (simd_cf_is_join(user) && LLVMGetOperand(user, 1) == rm) {
            if (search->join && search->join != user)
                search->ambiguous = true;
            search->join = user;
        }
    }
}

static LLVMValueRef join_of_goto(LLVMValueRef goto_call)
{
    struct rm_search search = {0};
    follow_resume_mask(&search, field_of(goto_call, 1));
    free(search.seen);
    return search.ambiguous ? NULL : search.join;
}

/* ---- the shape a goto-mode function must have ------------------------- */

/* Code the hardware may skip: no memory access, no call with effects. */
static bool is_skippable(LLVMValueRef inst)
{
    switch (LLVMGetInstructionOpcode(inst)) {
    case LLVMLoad: case LLVMStore: case LLVMAtomicRMW: case LLVMAtomicCmpXchg:
    case LLVMFence: case LLVMAlloca:
        return false;
    case LLVMCall:
        if (simd_cf_is_join(inst) || simd_cf_is_goto(inst))
            return true;
        if (genx_callee_name(inst) &&
            genx_intrinsic_matches(genx_callee_name(inst),
                                   "llvm.genx.simdcf.get.em"))
            return true; /* no code: a marker */
    {
        const char *name = genx_callee_name(inst);
        return name && strncmp(name, "llvm.genx.", 10) == 0 &&
               !intrinsic_has_side_effects(inst);
    }
    default:
        return true;
    }
}

static bool block_is_skippable(LLVMBasicBlockRef bb)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
        if (!LLVMIsATerminatorInst(i) && !is_skippable(i))
            return false;
    return true;
}

static LLVMValueRef join_in_block(LLVMBasicBlockRef bb)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
        if (simd_cf_is_join(i))
            return i;
    return NULL;
}

/* The join (one of a block's joins: the optimiser may merge two join
 * points that follow each other) whose "nothing active" result `cond` is. */
static bool is_join_result(LLVMValueRef cond, LLVMBasicBlockRef bb)
{
    return cond && LLVMIsAExtractValueInst(cond) &&
           LLVMGetNumIndices(cond) == 1 && LLVMGetIndices(cond)[0] == 1 &&
           simd_cf_is_join(LLVMGetOperand(cond, 0)) &&
           LLVMGetInstructionParent(LLVMGetOperand(cond, 0)) == bb;
}

/* The block a join block's "nothing active" branch goes to, or -1. */
static int join_skip_target(struct function_context *fc, int b)
{
    LLVMValueRef term = LLVMGetBasicBlockTerminator(fc->blocks[b].block);
    if (!is_join_result(branch_condition(term), fc->blocks[b].block))
        return -1;
    return block_of(fc, LLVMValueAsBasicBlock(LLVMGetOperand(term, 2)));
}

/* An edge block the optimiser put on the way (code it moved off the
 * branch): skippable code and a branch to `*next`. */
static bool is_edge_block(struct function_context *fc, int b, int *next)
{
    LLVMBasicBlockRef bb = fc->blocks[b].block;
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    if (join_in_block(bb) || !term || LLVMGetInstructionOpcode(term) != LLVMBr ||
        LLVMIsConditional(term) || !block_is_skippable(bb))
        return false;
    *next = block_of(fc, LLVMGetSuccessor(term, 0));
    return true;
}

/* T, then the joins' skip targets up to UIP; false when the chain is not
 * forward or not made of skippable blocks that end at a join. */
static bool build_chain(struct function_context *fc, struct simd_cf_block *g,
                        int from, int first)
{
    int at = first, previous = from;
    for (;;) {
        if (at <= previous)
            return false;
        grow_array((void **)&g->chain, &g->chain_capacity,
                   (size_t)g->chain_length + 1, sizeof *g->chain);
        g->chain[g->chain_length++] = at;
        int next;
        if (!join_in_block(fc->blocks[at].block)) {
            if (!is_edge_block(fc, at, &next))
                return false;
        } else {
            if (at == g->uip)
                return true;
            next = join_skip_target(fc, at);
            if (next < 0)
                return true; /* a join that always finds a channel */
            if (!block_is_skippable(fc->blocks[at].block))
                return false;
        }
        previous = at;
        at = next;
    }
}

static bool plan_goto(struct function_context *fc, struct simd_cf_plan *plan,
                      int b, LLVMValueRef goto_call)
{
    struct simd_cf_block *g = &plan->blocks[b];
    if (g->goto_call)
        return false; /* two gotos in one block */
    LLVMValueRef term = LLVMGetBasicBlockTerminator(fc->blocks[b].block);
    if (!term || LLVMGetInstructionOpcode(term) != LLVMBr)
        return false;
    LLVMValueRef cond = branch_condition(term);
    if (cond && !is_field_of(cond, goto_call, 2))
        return false;
    /* br cond, T, F has its successors as operands 2 (T) and 1 (F). */
    LLVMBasicBlockRef t = cond ? LLVMValueAsBasicBlock(LLVMGetOperand(term, 2))
                               : LLVMGetSuccessor(term, 0);
    LLVMValueRef join = join_of_goto(goto_call);
    if (!join)
        return false;
    g->goto_call = goto_call;
    g->uip = block_of(fc, LLVMGetInstructionParent(join));
    g->leaving_pred = -1;
    if (g->uip <= b)
        return false;
    return build_chain(fc, g, b, block_of(fc, t));
}

static bool plan_join(struct function_context *fc, struct simd_cf_plan *plan,
                      int b, LLVMValueRef join_call)
{
    int target = join_skip_target(fc, b);
    /* The label is the block's start: a goto before the join in the
     * same block would see channels the join has not brought back. */
    if (plan->blocks[b].goto_call)
        return false;
    if (target >= 0) {
        if (target <= b || !join_in_block(fc->blocks[target].block))
            return false;
        plan->blocks[b].join_call = join_call;
    }
    return true;
}

/* A goto whose condition keeps every channel: it does nothing. */
static bool stays_all(LLVMValueRef goto_call)
{
    LLVMValueRef stay = LLVMGetOperand(goto_call, 2);
    if (!LLVMIsConstant(stay) || LLVMIsUndef(stay) ||
        LLVMIsAConstantAggregateZero(stay))
        return false;
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(stay));
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef element = LLVMGetAggregateElement(stay, i);
        if (!element || !LLVMIsAConstantInt(element) ||
            LLVMConstIntGetZExtValue(element) != 1)
            return false;
    }
    return true;
}

static bool plan_blocks(struct function_context *fc, struct simd_cf_plan *plan,
                        bool *has_simd_cf)
{
    for (int b = 0; b < fc->block_count; b++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[b].block); i;
             i = LLVMGetNextInstruction(i)) {
            bool ok = true;
            if (simd_cf_is_goto(i)) {
                *has_simd_cf = true;
                ok = !stays_all(i) && plan_goto(fc, plan, b, i);
            } else if (simd_cf_is_join(i)) {
                *has_simd_cf = true;
                ok = plan_join(fc, plan, b, i);
            }
            if (!ok)
                return false;
        }
    return true;
}

static void free_plan(struct function_context *fc, struct simd_cf_plan *plan)
{
    if (!plan)
        return;
    for (int b = 0; b < fc->block_count; b++)
        free(plan->blocks[b].chain);
    free(plan->blocks);
    free(plan);
}

void simd_cf_plan_function(struct function_context *fc)
{
    struct simd_cf_plan *plan = xcalloc(1, sizeof *plan);
    plan->blocks = xcalloc((size_t)fc->block_count + 1, sizeof *plan->blocks);
    bool has_simd_cf = false;
    plan->uses_gotos = plan_blocks(fc, plan, &has_simd_cf) && has_simd_cf;
    if (!plan->uses_gotos) {
        free_plan(fc, plan);
        plan = NULL;
    }
    fc->simd_cf = plan;
}

void simd_cf_free_plan(struct function_context *fc)
{
    free_plan(fc, fc->simd_cf);
    fc->simd_cf = NULL;
}

/* ---- liveness ------------------------------------------------------------ */

static void extend_block_values(struct function_context *fc, int b, int from,
                                bool phis_only)
{
    int to = phis_only ? fc->blocks[b].start_position
                       : fc->blocks[b].end_position;
    for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[b].block); i;
         i = LLVMGetNextInstruction(i)) {
        if (phis_only && !LLVMIsAPHINode(i))
            break;
        struct value_info *info = value_info_of(fc, i);
        if (info && info->kind == VALUE_REGISTER)
            liveness_add_segment(info, from, to);
    }
}

void simd_cf_extend_liveness(struct function_context *fc)
{
    if (!fc->simd_cf)
        return;
    for (int b = 0; b < fc->block_count; b++) {
        const struct simd_cf_block *g = &fc->simd_cf->blocks[b];
        int from = fc->blocks[b].end_position;
        for (int k = 0; k < g->chain_length; k++) {
            bool last = k + 1 == g->chain_length;
            extend_block_values(fc, g->chain[k], from, last);
        }
    }
}

/* ---- selection --------------------------------------------------------- */

/* Whether `stay` is a constant with no channel set (SIMD_BREAK's goto);
 * a constant with some set (a condition the optimiser folded) is not. */
static bool is_all_false(LLVMValueRef stay)
{
    if (!LLVMIsConstant(stay) || LLVMIsAConstantExpr(stay))
        return false;
    if (LLVMIsNull(stay))
        return true;
    unsigned count = LLVMGetVectorSize(LLVMTypeOf(stay));
    for (unsigned i = 0; i < count; i++) {
        LLVMValueRef bit = LLVMGetAggregateElement(stay, i);
        if (!bit || !LLVMIsAConstantInt(bit) || LLVMConstIntGetZExtValue(bit))
            return false;
    }
    return true;
}

void simd_cf_select_goto_call(struct function_context *fc, LLVMValueRef call)
{
    if (!fc->simd_cf)
        return;
    int b = value_info_of(fc, call)->block;
    struct simd_cf_block *g = &fc->simd_cf->blocks[b];
    if (g->goto_call != call)
        return;
    /* The leaving channels, read here where `stay` is surely live. */
    int width = simd_cf_width(call);
    LLVMValueRef stay = LLVMGetOperand(call, 2);
    if (is_all_false(stay))
        return; /* every channel leaves: an unpredicated goto */
    int stay_pred = predicate_for(fc, stay, width);
    if (stay_pred < 0)
        return;
    g->leaving_pred = visa_add_predicate(fc->kernel, width);
    struct visa_inst not = visa_inst_make(VISA_OP_NOT, width);
    not.dst = visa_pred_operand(g->leaving_pred);
    not.num_srcs = 1;
    not.src[0] = visa_pred_operand(stay_pred);
    emit(fc, &not);
}

static void emit_goto(struct function_context *fc,
                      const struct simd_cf_block *g)
{
    struct visa_inst inst = visa_inst_make(VISA_OP_GOTO,
                                           simd_cf_width(g->goto_call));
    inst.no_mask = false;
    inst.pred_var = g->leaving_pred;
    inst.label = fc->blocks[g->uip].label;
    emit(fc, &inst);
}

/* The block's branch when it is a goto's or a join's; false otherwise. */
bool simd_cf_select_terminator(struct function_context *fc, int b,
                               LLVMValueRef term)
{
    if (!fc->simd_cf)
        return false;
    const struct simd_cf_block *g = &fc->simd_cf->blocks[b];
    if (g->join_call) {
        /* "nothing active": the hardware goes on to the next join. */
        int rest = block_of(fc, LLVMValueAsBasicBlock(LLVMGetOperand(term, 1)));
        isel_emit_edge(fc, b, rest);
        return true;
    }
    if (!g->goto_call)
        return false;
    int previous = b;
    for (int k = 0; k < g->chain_length; k++) {
        isel_emit_phi_copies(fc, previous, g->chain[k]);
        if (k + 1 < g->chain_length)
            isel_select_block_code(fc, g->chain[k]);
        previous = g->chain[k];
    }
    emit_goto(fc, g);
    /* Some channels stay: the branch's other side. */
    int stay = LLVMIsConditional(term)
                   ? block_of(fc, LLVMValueAsBasicBlock(LLVMGetOperand(term, 1)))
                   : g->chain[0];
    isel_emit_edge(fc, b, stay);
    return true;
}
