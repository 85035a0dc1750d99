/* execute.c - runs one thread's instructions.
 *
 * Takes a thread and the run; guarantees each instruction executes on the
 * channels vISA enables for it: the execution size from the mask offset
 * (M1..M8), ANDed with the thread's execution mask unless the instruction
 * is _NM, and with its predicate (except sel, whose predicate chooses a
 * source).  Handles control flow itself: jmp (scalar, or .any/.all over
 * the predicate), call/ret (a call stack; ret at depth 0 ends the thread),
 * goto/join (unstructured SIMD control flow: channels that take a goto
 * wait at its label until a join there re-enables them).  Stops at a
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

/* Whether a scalar branch (jmp, call, ret) with a predicate is taken. */
static bool branch_taken(const struct cmrun_thread *thread,
                         const struct cmrun_inst *inst)
{
    if (inst->pred_var < 0)
        return true;
    uint32_t enabled = enabled_channels(thread, inst);
    uint32_t bits = predicate_channels(thread, inst) & size_mask(inst->exec_size);
    switch (inst->pred_control) {
    case 1: return (bits & enabled) != 0;
    case 2: return (bits & enabled) == enabled;
    default:
        if (inst->exec_size == 1)
            return bits & 1;
        return (bits & enabled) != 0;
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

/* Where a thread whose channels are all disabled goes on: the first label
 * after the current instruction at which channels wait (the hardware's
 * JIP), so that no waiting channel is skipped. */
static int next_join_point(const struct cmrun_thread *thread)
{
    const struct cmrun_kernel *k = thread->kernel;
    int best = -1;
    for (size_t i = 0; i < k->label_count; i++) {
        int at = k->labels[i].inst;
        if (thread->waiting_at[i] && at > thread->pc && (best < 0 || at < best))
            best = at;
    }
    return best >= 0 ? best : (int)k->inst_count;
}

/* goto: enabled channels whose predicate is true leave for LABEL and wait
 * there; if no channel is left, the thread goes on at the next label where
 * channels wait. */
static void execute_goto(struct cmrun_thread *thread,
                         const struct cmrun_inst *inst)
{
    int label = label_target(thread, inst);
    uint32_t scope = size_mask(inst->exec_size) << inst->mask_offset;
    uint32_t enabled = thread->exec_mask & scope;
    uint32_t taking = (predicate_channels(thread, inst) << inst->mask_offset) &
                      enabled;
    if (inst->pred_var < 0)
        taking = enabled;
    int target = thread->kernel->labels[label].inst;
    if (target <= thread->pc) {
        /* Backward: the channels taking the branch loop; the others wait
         * at the next instruction until the loop is done. */
        uint32_t staying = enabled & ~taking;
        if (taking) {
            thread->waiting_at[thread->kernel->label_count] |= staying;
            thread->exec_mask &= ~staying;
            thread->pc = target;
        } else {
            thread->exec_mask |=
                thread->waiting_at[thread->kernel->label_count] & scope;
            thread->waiting_at[thread->kernel->label_count] &= ~scope;
            thread->pc++;
        }
        return;
    }
    thread->waiting_at[label] |= taking;
    thread->exec_mask &= ~taking;
    if ((thread->exec_mask & scope) == 0)
        thread->pc = next_join_point(thread);
    else
        thread->pc++;
}

/* join: channels waiting at a label on this instruction come back; if
 * none is enabled then, go on to the next join point. */
static void execute_join(struct cmrun_thread *thread,
                         const struct cmrun_inst *inst)
{
    const struct cmrun_kernel *k = thread->kernel;
    uint32_t scope = size_mask(inst->exec_size) << inst->mask_offset;
    for (size_t i = 0; i < k->label_count; i++) {
        if (k->labels[i].inst == thread->pc) {
            thread->exec_mask |= thread->waiting_at[i];
            thread->waiting_at[i] = 0;
        }
    }
    if ((thread->exec_mask & scope) == 0) {
        thread->pc = next_join_point(thread);
        return;
    }
    thread->pc++;
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
    } else if (!strcmp(op, "join")) {
        execute_join(thread, inst);
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
        execute_one(thread, run, &k->insts[thread->pc]);
        if (thread->at_barrier)
            return;
    }
}
