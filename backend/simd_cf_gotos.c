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
 *   becomes `(!stay) goto (W) UIP`, UIP being the block of the join that
 *   its resume mask reaches; the channels that stay fall through to the
 *   branch's other side.
 * - When no channel stays, the hardware jumps by itself to the next label
 *   where channels wait, skipping every instruction in between.  So T must
 *   be a join block after B, and so must each block of the chain that the
 *   joins' own "nothing active" branches lead along up to UIP; what the IR
 *   does in that chain (phi copies on its edges, the pure code of its
 *   blocks) is done before the goto, and liveness keeps what it writes
 *   apart from what its class holds there (simd_cf_extend_liveness; a
 *   phi copy that coalescing makes none needs nothing).  A join's
 *   "nothing active" branch emits nothing: the hardware takes it.
 *
 * If any goto or join of the function does not have that shape (the
 * optimiser moved code into a join block, a goto's branch was threaded
 * away, blocks are out of order), the function keeps the scalar jmps:
 * slower, never wrong.  Exists because vISA has no join instruction: the
 * finalizer finds the join points from the gotos in program order.
 *
 * In goto mode it also guarantees that the selects of the active
 * channels and the messages they predicate that read the EM the hardware
 * holds where they are run under the hardware execution mask
 * (value_info.under_hw_mask; isel.c, isel_dataport.c, isel_svm.c), with
 * a simple computation of a select's new value baled into it, and that
 * the EM and resume-mask values nothing else reads are dead (no
 * predicate logic for them). */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

struct simd_cf_block {
    LLVMValueRef goto_call;   /* a goto whose branch ends this block */
    int uip;                  /* goto: block of its join point */
    int *chain;               /* goto: T and the blocks after it, to UIP */
    int chain_length;
    size_t chain_capacity;
    int leaving_pred;         /* goto: predicate of the channels that stay
                                 (the goto reads it inverted), set when
                                 the call is selected */
    LLVMValueRef join_call;   /* a join whose branch ends this block */
};

struct simd_cf_plan {
    bool uses_gotos;
    struct simd_cf_block *blocks;
    /* Per block: the EM value the hardware execution mask holds in it
     * (a goto or join call for its NewEM, an EM phi, the function for
     * the entry's all channels), `conflict`, or NULL before it is known. */
    LLVMValueRef *hardware_em;
    bool *in_chain;           /* code also selected before a goto */
    struct simd_cf_masked_phi *masked_phis;
    int masked_phi_count;
    /* Phis of chain blocks whose live range coalescing.c decides
     * (simd_cf_extend_liveness). */
    struct simd_cf_chain_phi *chain_phis;
    int chain_phi_count;
    size_t chain_phi_capacity;
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

/* The block's first instruction `is_kind` accepts (a goto, a join). */
static LLVMValueRef first_in_block(LLVMBasicBlockRef bb,
                                   bool (*is_kind)(LLVMValueRef))
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
        if (is_kind(i))
            return i;
    return NULL;
}

static LLVMValueRef join_in_block(LLVMBasicBlockRef bb)
{
    return first_in_block(bb, simd_cf_is_join);
}

static bool goto_in_block(LLVMBasicBlockRef bb)
{
    return first_in_block(bb, simd_cf_is_goto) != NULL;
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

/* The block a join block's "nothing active" branch goes to, or -1.  When
 * both sides of that branch were the next join point, the optimiser made
 * it unconditional: the "nothing active" path still goes there (with
 * the phi copies of that edge), so it is the skip target too. */
static int join_skip_target(struct function_context *fc, int b)
{
    LLVMValueRef term = LLVMGetBasicBlockTerminator(fc->blocks[b].block);
    if (term && LLVMGetInstructionOpcode(term) == LLVMBr &&
        !LLVMIsConditional(term) && !goto_in_block(fc->blocks[b].block)) {
        LLVMBasicBlockRef next = LLVMGetSuccessor(term, 0);
        return join_in_block(next) ? block_of(fc, next) : -1;
    }
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

/* ---- the hardware execution mask ------------------------------------------
 *
 * In a goto-mode function the hardware execution mask is the EM: a goto
 * turns its leaving channels off at the end of its block, a join block's
 * label turns its waiting channels back on.  So a select of the active
 * channels (select(EM[0..n), new, old), the frontend's every write inside
 * SIMD control flow) is a write under that mask, and a message those
 * channels predicate runs under it, when the EM it reads is the one the
 * hardware holds where it is (the optimiser may have moved it).  Blocks
 * whose code is also selected before a goto (a chain's skipped joins)
 * keep their explicit predicates: there the hardware mask is another. */

static LLVMValueRef conflict_marker(struct function_context *fc)
{
    return LLVMGetFirstBasicBlock(fc->function) == NULL
               ? NULL
               : LLVMBasicBlockAsValue(LLVMGetFirstBasicBlock(fc->function));
}

static bool is_em_type(LLVMTypeRef type)
{
    return LLVMGetTypeKind(type) == LLVMVectorTypeKind &&
           LLVMGetVectorSize(type) == 32 && genx_is_predicate_type(type);
}

static LLVMValueRef em_key(LLVMValueRef em);

/* The key of a goto's or join's NewEM: a join that brings nothing back
 * (its RM a constant zero: the optimiser merged a join point nothing
 * jumps to into the code around it) leaves the EM it was given. */
static LLVMValueRef key_of_call(LLVMValueRef call)
{
    if (simd_cf_is_join(call) && LLVMIsNull(LLVMGetOperand(call, 1))) {
        LLVMValueRef before = em_key(LLVMGetOperand(call, 0));
        if (before)
            return before;
    }
    return call;
}

/* Whether `phi` (of the EM's type) carries a resume mask: at width 32
 * an RM has the EM's type, but only a goto's or join's RM operand reads
 * it, directly or through more phis.  `seen` bounds the search; a phi
 * not proven an RM is taken for an EM (at worst a block's EM is then a
 * conflict, and its writes keep explicit predicates). */
static bool reaches_resume_operand(LLVMValueRef v, LLVMValueRef *seen,
                                   int *count)
{
    for (int i = 0; i < *count; i++)
        if (seen[i] == v)
            return false;
    if (*count == 64)
        return false;
    seen[(*count)++] = v;
    for (LLVMUseRef use = LLVMGetFirstUse(v); use; use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if ((simd_cf_is_goto(user) || simd_cf_is_join(user)) &&
            LLVMGetOperand(user, 1) == v)
            return true;
        if (LLVMIsAPHINode(user) && reaches_resume_operand(user, seen, count))
            return true;
    }
    return false;
}

static bool is_resume_mask_phi(LLVMValueRef phi)
{
    LLVMValueRef seen[64];
    int count = 0;
    return reaches_resume_operand(phi, seen, &count);
}

/* The key of an EM value: its phi, or the goto or join computing it. */
static LLVMValueRef em_key(LLVMValueRef em)
{
    if (!is_em_type(LLVMTypeOf(em)))
        return NULL;
    if (LLVMIsAPHINode(em))
        return is_resume_mask_phi(em) ? NULL : em;
    if (LLVMIsAExtractValueInst(em) && LLVMGetNumIndices(em) == 1 &&
        LLVMGetIndices(em)[0] == 0) {
        LLVMValueRef call = LLVMGetOperand(em, 0);
        if (simd_cf_is_goto(call) || simd_cf_is_join(call))
            return key_of_call(call);
    }
    return NULL;
}

/* The EM a block starts with when it sets one itself: its join's NewEM
 * or its EM phi; `conflict` when it has several; NULL when none. */
static LLVMValueRef own_block_em(struct function_context *fc, int b)
{
    LLVMValueRef join = NULL, phi = NULL;
    int joins = 0, phis = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[b].block); i;
         i = LLVMGetNextInstruction(i)) {
        if (simd_cf_is_join(i)) {
            /* Joins that bring nothing back keep the EM: one key. */
            if (!join || key_of_call(i) != key_of_call(join))
                joins++;
            join = i;
        } else if (LLVMIsAPHINode(i) && is_em_type(LLVMTypeOf(i)) &&
                   !is_resume_mask_phi(i)) {
            phi = i;
            phis++;
        }
    }
    /* A join block's label sets the mask (an EM phi there is the EM
     * before the join, read only by code the label already passed). */
    if (joins)
        return joins > 1 ? conflict_marker(fc) : key_of_call(join);
    return phis > 1 ? conflict_marker(fc) : phi;
}

static LLVMValueRef block_exit_em(const struct simd_cf_plan *plan, int b)
{
    if (plan->blocks[b].goto_call)
        return plan->blocks[b].goto_call;
    return plan->hardware_em[b];
}

/* Forward over the blocks until nothing changes: a block without an EM
 * of its own has its predecessors' (all the same, else `conflict`). */
static void compute_hardware_em(struct function_context *fc,
                                struct simd_cf_plan *plan)
{
    LLVMValueRef conflict = conflict_marker(fc);
    LLVMValueRef *own = xcalloc((size_t)fc->block_count, sizeof *own);
    for (int b = 0; b < fc->block_count; b++) {
        own[b] = own_block_em(fc, b);
        plan->hardware_em[b] = own[b];
    }
    if (!own[0])
        plan->hardware_em[0] = fc->function;
    for (bool changed = true; changed;) {
        changed = false;
        for (int b = 1; b < fc->block_count; b++) {
            if (own[b])
                continue;
            LLVMValueRef em = NULL;
            for (int p = 0; p < fc->block_count; p++) {
                LLVMValueRef term = LLVMGetBasicBlockTerminator(fc->blocks[p].block);
                unsigned n = term ? LLVMGetNumSuccessors(term) : 0;
                for (unsigned s = 0; s < n; s++) {
                    if (LLVMGetSuccessor(term, s) != fc->blocks[b].block)
                        continue;
                    LLVMValueRef exit = block_exit_em(plan, p);
                    if (!exit)
                        continue; /* not known yet */
                    em = !em || em == exit ? exit : conflict;
                }
            }
            if (em && em != plan->hardware_em[b]) {
                plan->hardware_em[b] = em;
                changed = true;
            }
        }
    }
    free(own);
}

/* The EM value `mask` (<n x i1>) takes its first n channels of, as the
 * key compute_hardware_em uses; NULL when it is not such a value. */
static LLVMValueRef em_key_of_mask(LLVMValueRef mask, int n)
{
    LLVMValueRef em = mask;
    if (n < 32) {
        if (!LLVMIsAShuffleVectorInst(mask) ||
            LLVMGetNumMaskElements(mask) != (unsigned)n)
            return NULL;
        for (int i = 0; i < n; i++)
            if (LLVMGetMaskValue(mask, (unsigned)i) != i)
                return NULL;
        em = LLVMGetOperand(mask, 0);
    } else if (n != 32) {
        return NULL;
    }
    return em_key(em);
}

static bool mask_is_hardware_em(struct function_context *fc,
                                const struct simd_cf_plan *plan, int b,
                                LLVMValueRef mask)
{
    if (LLVMGetTypeKind(LLVMTypeOf(mask)) != LLVMVectorTypeKind ||
        !genx_is_predicate_type(LLVMTypeOf(mask)))
        return false;
    LLVMValueRef key = em_key_of_mask(mask, (int)LLVMGetVectorSize(LLVMTypeOf(mask)));
    return key && key == plan->hardware_em[b] && key != conflict_marker(fc);
}

/* The messages whose operand 0 is the predicate of their channels, which
 * isel_dataport.c and isel_svm.c run under the hardware mask. */
static bool is_predicated_message(LLVMValueRef call)
{
    static const char *const exact[] = {
        "llvm.genx.gather.scaled", "llvm.genx.scatter.scaled",
        "llvm.genx.gather4.scaled", "llvm.genx.scatter4.scaled",
        "llvm.genx.svm.gather", "llvm.genx.svm.scatter"};
    static const char *const families[] = {
        "llvm.genx.dword.atomic.", "llvm.genx.typed.atomic.",
        "llvm.genx.svm.atomic."};
    const char *name = genx_callee_name(call);
    if (!name)
        return false;
    for (size_t i = 0; i < sizeof exact / sizeof *exact; i++)
        if (genx_intrinsic_matches(name, exact[i]))
            return true;
    for (size_t i = 0; i < sizeof families / sizeof *families; i++)
        if (strncmp(name, families[i], strlen(families[i])) == 0)
            return true;
    return false;
}

static bool runs_under_hw_mask(struct function_context *fc,
                               const struct simd_cf_plan *plan, int b,
                               LLVMValueRef i)
{
    if (LLVMGetInstructionOpcode(i) == LLVMSelect)
        return !genx_is_predicate_type(LLVMTypeOf(i)) &&
               LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVectorTypeKind &&
               mask_is_hardware_em(fc, plan, b, LLVMGetOperand(i, 0));
    return LLVMIsACallInst(i) && is_predicated_message(i) &&
           mask_is_hardware_em(fc, plan, b, LLVMGetOperand(i, 0));
}

static void mark_hw_masked(struct function_context *fc,
                           struct simd_cf_plan *plan)
{
    for (int b = 0; b < fc->block_count; b++) {
        if (plan->in_chain[b])
            continue;
        for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[b].block); i;
             i = LLVMGetNextInstruction(i)) {
            struct value_info *info = value_info_of(fc, i);
            if (info && info->kind != VALUE_DEAD &&
                runs_under_hw_mask(fc, plan, b, i))
                info->under_hw_mask = true;
        }
    }
}

/* The messages that write one element per channel, each only where its
 * channel is enabled, whose last operand is the value disabled channels
 * keep ("old value"), and whose isel takes the masked select's variable
 * as their destination (raw_result in isel_dataport.c). */
static bool is_message_into_masked_write(LLVMValueRef v)
{
    const char *name = LLVMIsACallInst(v) ? genx_callee_name(v) : NULL;
    if (!name)
        return false;
    return genx_intrinsic_matches(name, "llvm.genx.gather.scaled") ||
           strncmp(name, "llvm.genx.dword.atomic.",
                   strlen("llvm.genx.dword.atomic.")) == 0;
}

/* A message the select's variable may take straight: a gather or atomic
 * under the same hardware mask (in the same block) whose disabled channels
 * would keep nothing (an undefined old value), nothing with effects
 * between it and the select (it runs where the select is). */
static bool can_bale_message_into_masked_write(struct function_context *fc,
                                               LLVMValueRef select,
                                               LLVMValueRef message)
{
    unsigned n = (unsigned)LLVMGetNumArgOperands(message);
    return is_message_into_masked_write(message) &&
           value_info_of(fc, message)->under_hw_mask && n > 0 &&
           LLVMIsUndef(LLVMGetOperand(message, n - 1)) &&
           value_info_of(fc, select)->kind == VALUE_REGISTER &&
           nothing_happens_between(message, select);
}

/* A value a masked select may compute straight into its result: one
 * instruction of 16- or 32-bit elements, used only there, in its block. */
static bool can_bale_into_masked_write(struct function_context *fc,
                                       LLVMValueRef select)
{
    LLVMValueRef v = LLVMGetOperand(select, 1);
    struct value_info *info = value_info_of(fc, v);
    if (!info || info->kind != VALUE_REGISTER || !LLVMIsAInstruction(v) ||
        LLVMGetInstructionParent(v) != LLVMGetInstructionParent(select))
        return false;
    LLVMUseRef use = LLVMGetFirstUse(v);
    if (!use || LLVMGetNextUse(use) || LLVMGetOperand(select, 2) == v)
        return false;
    if (LLVMIsACallInst(v))
        return can_bale_message_into_masked_write(fc, select, v);
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr:
    case LLVMXor: case LLVMShl: case LLVMLShr: case LLVMAShr:
    case LLVMFAdd: case LLVMFSub: case LLVMFMul:
        break;
    default:
        return false;
    }
    enum visa_type type;
    if (!genx_element_type(LLVMTypeOf(v), &type) ||
        genx_is_predicate_type(LLVMTypeOf(v)))
        return false;
    int size = visa_type_size(type);
    return size == 2 || size == 4;
}

static void bale_into_masked_writes(struct function_context *fc)
{
    for (int i = 0; i < fc->value_count; i++) {
        LLVMValueRef v = fc->values[i].value;
        if (!fc->values[i].under_hw_mask ||
            LLVMGetInstructionOpcode(v) != LLVMSelect ||
            !can_bale_into_masked_write(fc, v))
            continue;
        struct value_info *child = value_info_of(fc, LLVMGetOperand(v, 1));
        child->kind = VALUE_BALED;
        child->bale_head = v;
    }
}

/* ---- EM values nothing reads any more --------------------------------------
 *
 * With the hardware keeping the mask, the predicate logic of the EM and
 * resume masks (isel_simdcf.c) is needed only where some instruction
 * still reads them as data: a select or message not under the hardware
 * mask, a reduction, a chain block.  The rest is marked dead (mark and
 * sweep over the goto/join results, phis, shuffles and get.em markers). */

static bool is_mask_plumbing(LLVMValueRef v)
{
    if (!LLVMIsAInstruction(v) || !genx_is_predicate_type(LLVMTypeOf(v)))
        return false;
    if (LLVMIsAPHINode(v) || LLVMIsAShuffleVectorInst(v))
        return true;
    if (LLVMIsAExtractValueInst(v))
        return simd_cf_is_goto(LLVMGetOperand(v, 0)) ||
               simd_cf_is_join(LLVMGetOperand(v, 0));
    const char *name = LLVMIsACallInst(v) ? genx_callee_name(v) : NULL;
    return name && genx_intrinsic_matches(name, "llvm.genx.simdcf.get.em");
}

/* Does `user` read `v` (one of its operands) as data? */
static bool reads_as_data(struct function_context *fc, LLVMValueRef user,
                          LLVMValueRef v)
{
    if (is_mask_plumbing(user))
        return false; /* only if `user` itself is needed */
    if (simd_cf_is_join(user))
        return false; /* read by its results only */
    if (simd_cf_is_goto(user)) /* the goto reads `stay` itself */
        return LLVMGetOperand(user, 2) == v;
    struct value_info *info = value_info_of(fc, user);
    if (info && info->under_hw_mask && LLVMGetOperand(user, 0) == v) {
        unsigned n = (unsigned)LLVMGetNumOperands(user);
        for (unsigned k = 1; k < n; k++)
            if (LLVMGetOperand(user, k) == v)
                return true;
        return false;
    }
    if (LLVMIsATerminatorInst(user)) {
        int b = info ? info->block : -1;
        const struct simd_cf_block *g = b >= 0 ? &fc->simd_cf->blocks[b] : NULL;
        if (g && (g->goto_call || g->join_call))
            return false; /* the hardware's goto, or nothing */
    }
    return true;
}

static void mark_needed(struct function_context *fc, LLVMValueRef v,
                        bool *needed, LLVMValueRef **stack, size_t *count,
                        size_t *capacity)
{
    if (!v || !is_mask_plumbing(v))
        return;
    int index = value_index(fc, v);
    if (index < 0 || needed[index])
        return;
    needed[index] = true;
    grow_array((void **)stack, capacity, *count + 1, sizeof **stack);
    (*stack)[(*count)++] = v;
}

/* The operands `v` reads when it is computed (isel_simdcf.c). */
static void mark_operands_needed(struct function_context *fc, LLVMValueRef v,
                                 bool *needed, LLVMValueRef **stack,
                                 size_t *count, size_t *capacity)
{
    LLVMValueRef source = v;
    bool without_resume_mask = false;
    if (LLVMIsAExtractValueInst(v)) {
        source = LLVMGetOperand(v, 0); /* the goto's or join's operands */
        /* A goto's NewEM and BranchCond do not read its RM. */
        without_resume_mask = simd_cf_is_goto(source) &&
                              LLVMGetIndices(v)[0] != 1;
    }
    if (LLVMIsAPHINode(source)) {
        unsigned n = LLVMCountIncoming(source);
        for (unsigned k = 0; k < n; k++)
            mark_needed(fc, LLVMGetIncomingValue(source, k), needed, stack,
                        count, capacity);
        return;
    }
    unsigned n = (unsigned)LLVMGetNumOperands(source);
    for (unsigned k = 0; k < n; k++)
        if (!(without_resume_mask && k == 1))
            mark_needed(fc, LLVMGetOperand(source, k), needed, stack, count,
                        capacity);
}

static void drop_unread_masks(struct function_context *fc)
{
    bool *needed = xcalloc((size_t)fc->value_count, sizeof *needed);
    LLVMValueRef *stack = NULL;
    size_t count = 0, capacity = 0;
    for (int i = 0; i < fc->value_count; i++) {
        LLVMValueRef v = fc->values[i].value;
        if (!is_mask_plumbing(v))
            continue;
        if (fc->values[i].kind != VALUE_REGISTER &&
            fc->values[i].kind != VALUE_DEAD &&
            fc->values[i].kind != VALUE_NONE) {
            mark_needed(fc, v, needed, &stack, &count, &capacity);
            continue;
        }
        for (LLVMUseRef use = LLVMGetFirstUse(v); use; use = LLVMGetNextUse(use))
            if (reads_as_data(fc, LLVMGetUser(use), v)) {
                mark_needed(fc, v, needed, &stack, &count, &capacity);
                break;
            }
    }
    while (count > 0)
        mark_operands_needed(fc, stack[--count], needed, &stack, &count,
                             &capacity);
    for (int i = 0; i < fc->value_count; i++)
        if (!needed[i] && is_mask_plumbing(fc->values[i].value) &&
            fc->values[i].kind == VALUE_REGISTER)
            fc->values[i].kind = VALUE_DEAD;
    free(stack);
    free(needed);
}

/* ---- phis of a masked write and the value it writes into --------------- */

static LLVMValueRef incoming_from(LLVMValueRef phi, LLVMBasicBlockRef bb)
{
    unsigned n = LLVMCountIncoming(phi);
    for (unsigned k = 0; k < n; k++)
        if (LLVMGetIncomingBlock(phi, k) == bb)
            return LLVMGetIncomingValue(phi, k);
    return NULL;
}

/* phi = [skipped from the goto block], [select(EM, new, skipped) under
 * the hardware mask from the other side]: nothing else.  `skipped` is a
 * value in a register or a constant (the copy into the phi on the goto's
 * edge loads it into every channel before the goto; the select loads the
 * same constant again, which changes no skipped channel). */
static bool is_masked_phi(struct function_context *fc, LLVMValueRef phi,
                          int goto_block, LLVMValueRef *skipped,
                          LLVMValueRef *written)
{
    if (LLVMCountIncoming(phi) != 2 || genx_is_predicate_type(LLVMTypeOf(phi)))
        return false;
    LLVMBasicBlockRef from = fc->blocks[goto_block].block;
    unsigned side = LLVMGetIncomingBlock(phi, 0) == from ? 0 : 1;
    if (LLVMGetIncomingBlock(phi, side) != from ||
        LLVMGetIncomingBlock(phi, 1 - side) == from)
        return false;
    *skipped = LLVMGetIncomingValue(phi, side);
    *written = LLVMGetIncomingValue(phi, 1 - side);
    struct value_info *w = value_info_of(fc, *written);
    struct value_info *k = value_info_of(fc, *skipped);
    struct value_info *p = value_info_of(fc, phi);
    bool skipped_ok = LLVMIsAConstant(*skipped)
                          ? !LLVMIsAGlobalValue(*skipped)
                          : k && k->kind == VALUE_REGISTER;
    return w && skipped_ok && p && w->kind == VALUE_REGISTER &&
           p->kind == VALUE_REGISTER &&
           w->under_hw_mask && LLVMIsASelectInst(*written) &&
           LLVMGetOperand(*written, 2) == *skipped &&
           incoming_from(phi, from) == *skipped;
}

/* Gotos straight to their join block (a chain of one): that block's
 * phis of masked writes. */
static void find_masked_phis(struct function_context *fc,
                             struct simd_cf_plan *plan)
{
    size_t capacity = 0;
    for (int b = 0; b < fc->block_count; b++) {
        const struct simd_cf_block *g = &plan->blocks[b];
        if (!g->goto_call || g->chain_length != 1 || g->chain[0] != g->uip)
            continue;
        for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[g->uip].block);
             i && LLVMIsAPHINode(i); i = LLVMGetNextInstruction(i)) {
            LLVMValueRef skipped, written;
            if (!is_masked_phi(fc, i, b, &skipped, &written))
                continue;
            grow_array((void **)&plan->masked_phis, &capacity,
                       (size_t)plan->masked_phi_count + 1,
                       sizeof *plan->masked_phis);
            plan->masked_phis[plan->masked_phi_count++] =
                (struct simd_cf_masked_phi){i, skipped, written, b, g->uip};
        }
    }
}

const struct simd_cf_masked_phi *simd_cf_masked_phis(struct function_context *fc,
                                                      int *count)
{
    *count = fc->simd_cf ? fc->simd_cf->masked_phi_count : 0;
    return fc->simd_cf ? fc->simd_cf->masked_phis : NULL;
}

static void plan_hardware_mask(struct function_context *fc,
                               struct simd_cf_plan *plan)
{
    plan->hardware_em = xcalloc((size_t)fc->block_count, sizeof *plan->hardware_em);
    plan->in_chain = xcalloc((size_t)fc->block_count, sizeof *plan->in_chain);
    for (int b = 0; b < fc->block_count; b++)
        for (int k = 0; k + 1 < plan->blocks[b].chain_length; k++)
            plan->in_chain[plan->blocks[b].chain[k]] = true;
    compute_hardware_em(fc, plan);
    mark_hw_masked(fc, plan);
    bale_into_masked_writes(fc);
    drop_unread_masks(fc);
    find_masked_phis(fc, plan);
}

bool simd_cf_under_hw_mask(struct function_context *fc, LLVMValueRef inst)
{
    struct value_info *info = value_info_of(fc, inst);
    return fc->simd_cf && info && info->under_hw_mask;
}

static void free_plan(struct function_context *fc, struct simd_cf_plan *plan)
{
    if (!plan)
        return;
    for (int b = 0; b < fc->block_count; b++)
        free(plan->blocks[b].chain);
    free(plan->blocks);
    free(plan->hardware_em);
    free(plan->in_chain);
    free(plan->masked_phis);
    free(plan->chain_phis);
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
    if (plan)
        plan_hardware_mask(fc, plan);
}

void simd_cf_free_plan(struct function_context *fc)
{
    free_plan(fc, fc->simd_cf);
    fc->simd_cf = NULL;
}

/* ---- liveness ------------------------------------------------------------ */

/* What is done for a goto's chain before the goto (simd_cf_select_
 * terminator: the phi copies of the chain's edges, the code of its
 * blocks but the last) is done at the goto block's end, `from`.  A value
 * it computes is then live from there: the code of a block to the end of
 * that block, read by the later copies.  A phi copied into there is
 * needed later only when the hardware skips all the way to the phi's
 * block, and then nothing runs in between: no other value of the phi's
 * class is written between `from` and the phi's block on that path,
 * while on every other path the phi gets its value on another edge, as
 * an ordinary SSA value.  Each class has a variable of its own, so the
 * copy must only not overwrite a value of the phi's class that is live
 * at `from`: the phi is live at `from`, not over all the code the goto
 * skips.  And when the phi shares the class of its value on the chain
 * edge the copy is none: then coalescing.c needs not even that. */

/* The value on the chain edge from block `from` when the phi's copy is
 * left to coalescing.c: a general register phi, a register value. */
static LLVMValueRef deferred_incoming(struct function_context *fc,
                                      LLVMValueRef phi, int from)
{
    struct value_info *p = value_info_of(fc, phi);
    if (!p || p->kind != VALUE_REGISTER ||
        genx_is_predicate_type(LLVMTypeOf(phi)))
        return NULL;
    LLVMValueRef u = incoming_from(phi, fc->blocks[from].block);
    struct value_info *k = u ? value_info_of(fc, u) : NULL;
    return k && k->kind == VALUE_REGISTER ? u : NULL;
}

static void defer_chain_phi(struct function_context *fc, LLVMValueRef phi,
                            LLVMValueRef incoming, int position)
{
    struct simd_cf_plan *plan = fc->simd_cf;
    grow_array((void **)&plan->chain_phis, &plan->chain_phi_capacity,
               (size_t)plan->chain_phi_count + 1, sizeof *plan->chain_phis);
    plan->chain_phis[plan->chain_phi_count++] =
        (struct simd_cf_chain_phi){phi, incoming, position};
}

/* Chain block `b`, reached along the chain from block `previous`, of a
 * goto whose block ends at `from`. */
static void extend_block_values(struct function_context *fc, int b,
                                int previous, int from, bool phis_only)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[b].block); i;
         i = LLVMGetNextInstruction(i)) {
        if (phis_only && !LLVMIsAPHINode(i))
            break;
        struct value_info *info = value_info_of(fc, i);
        if (!info || info->kind != VALUE_REGISTER)
            continue;
        if (!LLVMIsAPHINode(i)) {
            liveness_add_segment(info, from, fc->blocks[b].end_position);
            continue;
        }
        LLVMValueRef incoming = deferred_incoming(fc, i, previous);
        if (incoming)
            defer_chain_phi(fc, i, incoming, from);
        else
            liveness_add_segment(info, from, from);
    }
}

const struct simd_cf_chain_phi *simd_cf_chain_phis(struct function_context *fc,
                                                    int *count)
{
    *count = fc->simd_cf ? fc->simd_cf->chain_phi_count : 0;
    return fc->simd_cf ? fc->simd_cf->chain_phis : NULL;
}

/* The goto at the block's end reads its `stay` predicate: live to there. */
static void extend_stay(struct function_context *fc, int b,
                        LLVMValueRef goto_call)
{
    struct value_info *stay = value_info_of(fc, LLVMGetOperand(goto_call, 2));
    struct value_info *call = value_info_of(fc, goto_call);
    if (stay && call && stay->kind == VALUE_REGISTER)
        liveness_add_segment(stay, call->def_position,
                             fc->blocks[b].end_position);
}

void simd_cf_extend_liveness(struct function_context *fc)
{
    if (!fc->simd_cf)
        return;
    for (int b = 0; b < fc->block_count; b++) {
        const struct simd_cf_block *g = &fc->simd_cf->blocks[b];
        if (g->goto_call)
            extend_stay(fc, b, g->goto_call);
        int from = fc->blocks[b].end_position;
        for (int k = 0; k < g->chain_length; k++) {
            bool last = k + 1 == g->chain_length;
            extend_block_values(fc, g->chain[k], k ? g->chain[k - 1] : b,
                                from, last);
        }
    }
}

/* ---- values a goto's edge has just copied -------------------------------- */

/* Whether the variable of masked select `select` (a register value)
 * holds its old value `old` in every channel, so that its masked write
 * needs no NoMask copy of `old` first: the select is in the block a goto
 * falls through to (its only predecessor), the goto goes straight to its
 * join block, and that edge's copy, done before the goto in every
 * channel, copies `old` (a constant, or a value of another class, which
 * holds it still: the select reads it) into a phi of the select's class;
 * nothing before the select in its block writes that class. */
bool simd_cf_holds_value(struct function_context *fc, LLVMValueRef select,
                         LLVMValueRef old)
{
    struct value_info *s = value_info_of(fc, select);
    if (!fc->simd_cf || !s || s->kind != VALUE_REGISTER || LLVMIsUndef(old) ||
        s->block < 1)
        return false;
    int b = s->block, from = b - 1;
    const struct simd_cf_block *g = &fc->simd_cf->blocks[from];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(fc->blocks[from].block);
    if (!g->goto_call || g->chain_length != 1 || !term ||
        !LLVMIsConditional(term) ||
        LLVMValueAsBasicBlock(LLVMGetOperand(term, 1)) != fc->blocks[b].block ||
        LLVMGetPreviousBasicBlock(fc->blocks[b].block) != fc->blocks[from].block)
        return false;
    /* b's only predecessor is the goto's block. */
    for (int p = 0; p < fc->block_count; p++) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(fc->blocks[p].block);
        unsigned n = t ? LLVMGetNumSuccessors(t) : 0;
        for (unsigned k = 0; k < n; k++)
            if (LLVMGetSuccessor(t, k) == fc->blocks[b].block && p != from)
                return false;
    }
    int root = value_class(fc, value_index(fc, select));
    bool loaded = false;
    for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[g->uip].block);
         i && LLVMIsAPHINode(i) && !loaded; i = LLVMGetNextInstruction(i)) {
        struct value_info *p = value_info_of(fc, i);
        loaded = p && p->kind == VALUE_REGISTER &&
                 value_class(fc, value_index(fc, i)) == root &&
                 incoming_from(i, fc->blocks[from].block) == old;
    }
    if (!loaded)
        return false;
    for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[b].block);
         i && i != select; i = LLVMGetNextInstruction(i)) {
        struct value_info *info = value_info_of(fc, i);
        if (info && info->kind == VALUE_REGISTER &&
            value_class(fc, value_index(fc, i)) == root)
            return false;
    }
    return true;
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
    /* `stay` is live to the block's end (simd_cf_extend_liveness). */
    int width = simd_cf_width(call);
    LLVMValueRef stay = LLVMGetOperand(call, 2);
    if (is_all_false(stay))
        return; /* every channel leaves: an unpredicated goto */
    int stay_pred = predicate_for(fc, stay, width);
    if (stay_pred < 0)
        return;
    /* The goto reads it inverted, `(!stay) goto`: no `not`. */
    g->leaving_pred = stay_pred;
}

static void emit_goto(struct function_context *fc,
                      const struct simd_cf_block *g)
{
    struct visa_inst inst = visa_inst_make(VISA_OP_GOTO,
                                           simd_cf_width(g->goto_call));
    inst.no_mask = false;
    inst.pred_var = g->leaving_pred;
    inst.pred_invert = g->leaving_pred >= 0;
    inst.label = fc->blocks[g->uip].label;
    emit(fc, &inst);
}

/* A loop's back edge: the goto in block `b` keeps the channels that go
 * on looping, which go back to block `stay` at or before it, and the
 * others leave for its join block, the next one.  `(!stay) goto UIP;
 * jmp stay` is then `(stay) goto stay`, as VC has it: a backward goto
 * jumps when some active channel is predicated and turns the others off
 * until the next instruction, the join block's label (vISA's GOTO page;
 * the finalizer puts a join after each backward goto).  Only when the
 * back edge has no phi copies (they would run before the goto, also
 * when no channel loops) and the join block is the goto's only chain
 * block (its copies are done before the goto either way). */
static bool goes_back_by_goto(struct function_context *fc, int b,
                              const struct simd_cf_block *g, int stay)
{
    return stay >= 0 && stay <= b && g->leaving_pred >= 0 &&
           g->chain_length == 1 && g->chain[0] == g->uip && g->uip == b + 1 &&
           !isel_edge_has_copies(fc, b, stay);
}

static void emit_backward_goto(struct function_context *fc,
                               const struct simd_cf_block *g, int target)
{
    struct visa_inst inst = visa_inst_make(VISA_OP_GOTO,
                                           simd_cf_width(g->goto_call));
    inst.no_mask = false;
    inst.pred_var = g->leaving_pred;
    inst.pred_invert = false;
    inst.label = fc->blocks[target].label;
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
        int rest = block_of(fc, LLVMIsConditional(term)
                                    ? LLVMValueAsBasicBlock(LLVMGetOperand(term, 1))
                                    : LLVMGetSuccessor(term, 0));
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
    /* Some channels stay: the branch's other side. */
    int stay = LLVMIsConditional(term)
                   ? block_of(fc, LLVMValueAsBasicBlock(LLVMGetOperand(term, 1)))
                   : g->chain[0];
    if (goes_back_by_goto(fc, b, g, stay)) {
        emit_backward_goto(fc, g, stay);
        return true;
    }
    emit_goto(fc, g);
    isel_emit_edge(fc, b, stay);
    return true;
}
