/* execute.c - runs one thread's instructions.
 *
 * Takes a thread and the run; guarantees each instruction executes on the
 * channels vISA enables for it: the execution size from the mask offset
 * (M1..M8), ANDed with the thread's execution mask unless the instruction
 * is _NM, and with its predicate (except sel, whose predicate chooses a
 * source).  Handles control flow itself: jmp (scalar, or .any/.all over
 * the predicate), call/ret (a call stack; ret at depth 0 ends the thread),
 * goto (unstructured SIMD control flow exactly as vISA's GOTO page says:
 * channels a goto turns off wait at an instruction and come back when
 * execution reaches it).  Stops at a
 * barrier so the scheduler can switch threads, and faults on an unknown
 * instruction or a thread that runs more steps than the limit. */
#include <string.h>

#include "cmrun/cmrun.h"

static uint32_t size_mask(int exec_size)
{
    return exec_size >= 32 ? 0xffffffffu : ((1u << exec_size) - 1);
}

/* Channels (bit 0 = the instruction's first channel) the execution mask
 * enables. */
static uint32_t enabled_channels(const struct cmrun_thread *thread,
                                 const struct cmrun_inst *inst)
{
    uint32_t channels = size_mask(inst->exec_size);
    if (!inst->no_mask)
        channels &= thread->exec_mask >> inst->mask_offset;
    return channels;
}

static uint32_t predicate_channels(const struct cmrun_thread *thread,
                                   const struct cmrun_inst *inst)
{
    if (inst->pred_var < 0)
        return 0xffffffffu;
    uint32_t bits = thread->preds[inst->pred_var] >> inst->mask_offset;
    return inst->pred_invert ? ~bits : bits;
}

/* The .any / .all of a predicate, as the finalizer computes it: over the
 * predicate variable's elements from the mask offset, whatever the
 * instruction's execution size (GenX_IR's vISAPredicateToG4Predicate is
 * given the declaration's flag element count: (P.any) jmp (M1, 1) of a
 * 16-element P is any16h), combined first and inverted after (5_operands
 * .md: "the predicate combine will take effect first before the
 * predicate inverse is applied"). */
static bool combined_predicate(const struct cmrun_thread *thread,
                               const struct cmrun_inst *inst)
{
    int elements = thread->kernel->vars[inst->pred_var].num_elts;
    int width = elements > inst->mask_offset ? elements - inst->mask_offset : 1;
    uint32_t group = size_mask(width);
    uint32_t bits = (thread->preds[inst->pred_var] >> inst->mask_offset) & group;
    bool value = inst->pred_control == 1 ? bits != 0 : bits == group;
    return inst->pred_invert ? !value : value;
}

/* Whether a scalar branch (jmp, call, ret) with a predicate is taken. */
static bool branch_taken(const struct cmrun_thread *thread,
                         const struct cmrun_inst *inst)
{
    if (inst->pred_var < 0)
        return true;
    if (inst->exec_size == 1) {
        if (inst->pred_control == 1 || inst->pred_control == 2)
            return combined_predicate(thread, inst);
        return predicate_channels(thread, inst) & 1;
    }
    /* A call of several channels: "executed if any of the active
     * channels are predicated" (CALL.md). */
    uint32_t enabled = enabled_channels(thread, inst);
    uint32_t bits = predicate_channels(thread, inst) & size_mask(inst->exec_size);
    switch (inst->pred_control) {
    case 2: return (bits & enabled) == enabled;
    default: return (bits & enabled) != 0;
    }
}

static int label_target(struct cmrun_thread *thread,
                        const struct cmrun_inst *inst)
{
    for (int i = 0; i < inst->operand_count; i++)
        if (inst->operands[i].kind == CMRUN_OPND_LABEL)
            return inst->operands[i].label;
    cmrun_fault(thread, "'%s' needs a label", inst->opcode);
}

static void jump(struct cmrun_thread *thread, int label)
{
    thread->pc = thread->kernel->labels[label].inst;
}

static void execute_call(struct cmrun_thread *thread,
                         const struct cmrun_inst *inst)
{
    int label = label_target(thread, inst);
    if (!branch_taken(thread, inst)) {
        thread->pc++;
        return;
    }
    if (thread->call_depth == CMRUN_MAX_CALL_DEPTH)
        cmrun_fault(thread, "calls nest deeper than %d", CMRUN_MAX_CALL_DEPTH);
    thread->call_stack[thread->call_depth] = thread->pc + 1;
    thread->call_masks[thread->call_depth] = thread->exec_mask;
    thread->call_depth++;
    if (inst->exec_size > 1)
        thread->exec_mask = (enabled_channels(thread, inst) &
                             predicate_channels(thread, inst))
                            << inst->mask_offset;
    jump(thread, label);
}

static void execute_ret(struct cmrun_thread *thread,
                        const struct cmrun_inst *inst)
{
    if (!branch_taken(thread, inst)) {
        thread->pc++;
        return;
    }
    if (thread->call_depth == 0) {
        thread->finished = true;
        return;
    }
    thread->call_depth--;
    thread->pc = thread->call_stack[thread->call_depth];
    thread->exec_mask = thread->call_masks[thread->call_depth];
}

/* ---- goto: unstructured SIMD control flow ---------------------------------
 *
 * vISA's GOTO page (documentation/visa/instructions/GOTO.md, Notes) is
 * implemented rule by rule; each rule is quoted where it is applied.  vISA
 * has no join instruction: the finalizer recovers the join points from the
 * gotos in linear order (a join at each forward goto's label and after
 * each backward goto), so a channel that a goto turns off waits at one
 * instruction, and comes back when execution reaches that instruction,
 * however it gets there (falling through, a jump, or the all-channels-off
 * jump below).  thread->waiting_at[i] holds the channels waiting at
 * instruction i; cmrun_thread_run reactivates them before it executes i.
 *
 * The channels a goto decides for are its execution size at its mask
 * offset (Mn): "active" means enabled in the execution mask among those.
 * The all-off test looks at those channels too (vc-intrinsics'
 * llvm.genx.simdcf.goto: "BranchCond = !any(NewEM truncated to size of
 * SimdCond)").  An execution size of 1 is "uniform": "A <exec_size> of 1
 * indicates that the branch is uniform, and all channels would either
 * branch or not based on the predicate value" - the goto decides for every
 * channel, by the predicate's first element.  NoMask does not change what
 * a goto does (it acts on the execution mask itself). */

static uint32_t goto_channels(const struct cmrun_inst *inst)
{
    if (inst->exec_size == 1)
        return 0xffffffffu;
    return size_mask(inst->exec_size) << inst->mask_offset;
}

/* The channels (thread numbering) among SCOPE whose predicate is true.
 * Without a predicate every channel is predicated; with .any / .all, or
 * at execution size 1, every channel takes the one combined value. */
static uint32_t goto_predicated(const struct cmrun_thread *thread,
                                const struct cmrun_inst *inst, uint32_t scope)
{
    if (inst->pred_var < 0)
        return scope;
    uint32_t bits = predicate_channels(thread, inst);
    if (inst->exec_size == 1)
        return (bits & 1) ? scope : 0;
    bits = (bits & size_mask(inst->exec_size)) << inst->mask_offset;
    uint32_t active = thread->exec_mask & scope;
    switch (inst->pred_control) {
    case 1: return (bits & active) != 0 ? scope : 0;
    case 2: return (bits & active) == active ? scope : 0;
    default: return bits & scope;
    }
}

/* "execution jumps to the next program point where some channels are
 * waiting to be reactivated (e.g., the target label of another goto)":
 * the first instruction after the goto with waiting channels.  A forward
 * goto has just parked channels at its label, so there is one. */
static int next_waiting_point(const struct cmrun_thread *thread)
{
    int count = (int)thread->kernel->inst_count;
    for (int i = thread->pc + 1; i < count; i++)
        if (thread->waiting_at[i])
            return i;
    return count;
}

static void execute_forward_goto(struct cmrun_thread *thread, int target,
                                 uint32_t active, uint32_t leaving,
                                 uint32_t scope)
{
    /* "The active channels that are predicated will have their execution
     * mask turned off, and they will be reactivated when execution reaches
     * the label instruction.  The active channels that are not predicated
     * will execute the next instruction." */
    thread->waiting_at[target] |= leaving;
    thread->exec_mask &= ~leaving;
    /* "If all active channels are predicated, execution jumps to the next
     * program point where some channels are waiting to be reactivated."
     * (A goto none of whose channels is active changes nothing.) */
    if (active != 0 && (thread->exec_mask & scope) == 0)
        thread->pc = next_waiting_point(thread);
    else
        thread->pc++;
}

static void execute_backward_goto(struct cmrun_thread *thread, int target,
                                  uint32_t active, uint32_t looping)
{
    /* "Execution jumps to the label if any active channel is predicated.
     * The active channels that are not predicated will have their
     * execution mask turned off, and they will be reactivated when
     * execution reaches the next instruction." */
    if (looping == 0) {
        thread->pc++;
        return;
    }
    uint32_t staying = active & ~looping;
    thread->waiting_at[thread->pc + 1] |= staying;
    thread->exec_mask &= ~staying;
    thread->pc = target;
}

/* "Each channel performs a conditional jump to the basic block <label>
 * based on its own predicate value."  Forward or backward: "the label is
 * lexicographically after the goto" or before it. */
static void execute_goto(struct cmrun_thread *thread,
                         const struct cmrun_inst *inst)
{
    int target = thread->kernel->labels[label_target(thread, inst)].inst;
    uint32_t scope = goto_channels(inst);
    uint32_t active = thread->exec_mask & scope;
    uint32_t predicated = goto_predicated(thread, inst, scope) & active;
    if (target > thread->pc)
        execute_forward_goto(thread, target, active, predicated, scope);
    else
        execute_backward_goto(thread, target, active, predicated);
}

/* Channels waiting at the instruction execution has reached come back. */
static void reactivate_waiting_channels(struct cmrun_thread *thread)
{
    uint32_t *waiting = &thread->waiting_at[thread->pc];
    thread->exec_mask |= *waiting;
    *waiting = 0;
}

static bool execute_control_flow(struct cmrun_thread *thread,
                                 const struct cmrun_inst *inst)
{
    const char *op = inst->opcode;
    if (!strcmp(op, "jmp")) {
        int label = label_target(thread, inst);
        if (branch_taken(thread, inst))
            jump(thread, label);
        else
            thread->pc++;
    } else if (!strcmp(op, "call") || !strcmp(op, "fcall")) {
        execute_call(thread, inst);
    } else if (!strcmp(op, "ret") || !strcmp(op, "fret")) {
        execute_ret(thread, inst);
    } else if (!strcmp(op, "goto")) {
        execute_goto(thread, inst);
    } else {
        return false;
    }
    return true;
}

static void execute_one(struct cmrun_thread *thread, struct cmrun_run *run,
                        const struct cmrun_inst *inst)
{
    if (execute_control_flow(thread, inst))
        return;
    uint32_t channels = enabled_channels(thread, inst);
    if (strcmp(inst->opcode, "sel") != 0)
        channels &= predicate_channels(thread, inst);
    if (strcmp(inst->opcode, "lifetime") != 0 &&
        strcmp(inst->opcode, "lifetime.start") != 0 &&
        strcmp(inst->opcode, "nop") != 0 && strcmp(inst->opcode, "loc") != 0 &&
        strcmp(inst->opcode, "file") != 0) {
        if (!cmrun_execute_alu(thread, inst, channels) &&
            !cmrun_execute_message(thread, run, inst, channels))
            cmrun_fault(thread, "cmrun does not support '%s' yet",
                        inst->opcode);
    }
    thread->pc++;
}

void cmrun_thread_run(struct cmrun_thread *thread, struct cmrun_run *run)
{
    const struct cmrun_kernel *k = thread->kernel;
    thread->at_barrier = false;
    while (!thread->finished) {
        if (thread->pc < 0 || (size_t)thread->pc >= k->inst_count) {
            thread->finished = true; /* fell off the end */
            break;
        }
        if (++thread->steps > run->step_limit) {
            cmrun_fault(thread,
                        "ran more than %llu instructions (an endless loop?); "
                        "raise the limit with --max-steps",
                        (unsigned long long)run->step_limit);
        }
        reactivate_waiting_channels(thread);
        cmrun_tick_clock(thread, run);
        execute_one(thread, run, &k->insts[thread->pc]);
        if (thread->at_barrier || thread->named_wait >= 0)
            return;
    }
}
