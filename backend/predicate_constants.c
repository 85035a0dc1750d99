/* predicate_constants.c - predicate logic of constants computed once.
 *
 * Takes a kernel after instruction selection; guarantees the same effect
 * with fewer instructions:
 *   - a NoMask, unpredicated `and`/`or`/`xor`/`not` of predicates whose
 *     channels it reads are known constants is a `setp` of the result;
 *   - then a `setp` or predicate logic whose predicate nothing reads is
 *     deleted.
 * A predicate's channels are known where the writes to it in the same
 * block were NoMask, unpredicated setps of immediates or such folded
 * logic operations, each from channel 0 up to its execution size; and
 * everywhere when that is the predicate's only write in the kernel (a
 * read before the write reads an undefined value, which the constant may
 * stand for).  Exists because SIMD control flow builds its execution
 * masks from constants (all channels, the lanes of a SIMD_IF's constant
 * condition, a message's constant mask): `setp; setp; or; and; or` for
 * one `setp` (doc/codegen-vs-vc.md, simd-atomic-mask). */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

/* What is known of a predicate: channels [0, width) hold `bits`. */
struct known_predicate {
    int width; /* 0: nothing known */
    uint32_t bits;
};

struct predicate_facts {
    struct visa_kernel *kernel;
    struct known_predicate *global; /* per variable: its only write's */
    struct known_predicate *local;  /* per variable: in this block */
    int *write_counts;              /* per variable */
};

static bool is_predicate_var(const struct visa_kernel *kernel, int var)
{
    return var >= 0 && (size_t)var < kernel->var_count &&
           kernel->vars[var].kind == VISA_VAR_PREDICATE;
}

static bool is_predicate_logic(enum visa_opcode op)
{
    return op == VISA_OP_AND || op == VISA_OP_OR || op == VISA_OP_XOR ||
           op == VISA_OP_NOT;
}

/* The predicate an instruction writes, or -1. */
static int written_predicate(const struct visa_kernel *kernel,
                             const struct visa_inst *inst)
{
    if (inst->dst.kind == VISA_OPND_PREDICATE &&
        is_predicate_var(kernel, inst->dst.var))
        return inst->dst.var;
    return -1;
}

static uint32_t channel_mask(int width)
{
    return width >= 32 ? 0xffffffffu : (1u << width) - 1;
}

/* Whether `inst` writes whole channels [0, exec) of its predicate
 * whatever the execution mask: NoMask, unpredicated, from channel 0. */
static bool writes_unconditionally(const struct visa_inst *inst)
{
    return inst->no_mask && inst->pred_var < 0 && inst->mask_offset == 0 &&
           inst->exec_size >= 1 && inst->exec_size <= 32;
}

static struct known_predicate known_of(const struct predicate_facts *facts,
                                       int var)
{
    if (facts->local[var].width > 0)
        return facts->local[var];
    if (facts->local[var].width == 0 && facts->write_counts[var] == 1)
        return facts->global[var];
    return (struct known_predicate){0, 0};
}

/* The value `inst` writes when it is a foldable setp or logic
 * operation with every channel it reads known; width 0 when not. */
static struct known_predicate value_written(
    const struct predicate_facts *facts, const struct visa_inst *inst)
{
    struct known_predicate none = {0, 0};
    if (!writes_unconditionally(inst))
        return none;
    int exec = inst->exec_size;
    if (inst->opcode == VISA_OP_SETP) {
        if (inst->num_srcs != 1 || inst->src[0].kind != VISA_OPND_IMMEDIATE)
            return none;
        return (struct known_predicate){
            exec, (uint32_t)inst->src[0].imm & channel_mask(exec)};
    }
    if (!is_predicate_logic(inst->opcode))
        return none;
    uint32_t values[2] = {0, 0};
    for (int s = 0; s < inst->num_srcs && s < 2; s++) {
        const struct visa_operand *src = &inst->src[s];
        if (src->kind != VISA_OPND_PREDICATE ||
            !is_predicate_var(facts->kernel, src->var))
            return none;
        struct known_predicate k = known_of(facts, src->var);
        if (k.width < exec)
            return none;
        values[s] = k.bits;
    }
    uint32_t result;
    switch (inst->opcode) {
    case VISA_OP_AND: result = values[0] & values[1]; break;
    case VISA_OP_OR: result = values[0] | values[1]; break;
    case VISA_OP_XOR: result = values[0] ^ values[1]; break;
    default: result = ~values[0]; break;
    }
    if (inst->opcode != VISA_OP_NOT && inst->num_srcs != 2)
        return none;
    return (struct known_predicate){exec, result & channel_mask(exec)};
}

static bool ends_block(const struct visa_inst *inst)
{
    switch (inst->opcode) {
    case VISA_OP_LABEL: case VISA_OP_JMP: case VISA_OP_GOTO:
    case VISA_OP_CALL: case VISA_OP_RET:
        return true;
    default:
        return false;
    }
}

static void forget_block(struct predicate_facts *facts)
{
    memset(facts->local, 0,
           facts->kernel->var_count * sizeof *facts->local);
}

/* The value of each predicate written exactly once, when that write is
 * foldable; repeated until nothing more is learned (a write may read
 * predicates written later in the code). */
static void learn_single_writes(struct predicate_facts *facts)
{
    struct visa_kernel *kernel = facts->kernel;
    for (size_t i = 0; i < kernel->inst_count; i++) {
        int var = written_predicate(kernel, &kernel->insts[i]);
        if (var >= 0)
            facts->write_counts[var]++;
    }
    bool learned = true;
    while (learned) {
        learned = false;
        for (size_t i = 0; i < kernel->inst_count; i++) {
            const struct visa_inst *inst = &kernel->insts[i];
            int var = written_predicate(kernel, inst);
            if (var < 0 || facts->write_counts[var] != 1 ||
                facts->global[var].width > 0)
                continue;
            struct known_predicate k = value_written(facts, inst);
            if (k.width > 0) {
                facts->global[var] = k;
                learned = true;
            }
        }
    }
}

static void become_setp(struct visa_inst *inst, struct known_predicate k)
{
    int dst = inst->dst.var;
    int exec = inst->exec_size;
    inst->opcode = VISA_OP_SETP;
    inst->num_srcs = 1;
    inst->dst = visa_pred_operand(dst);
    memset(&inst->src[1], 0, sizeof inst->src[1]);
    inst->src[0] = visa_imm(exec > 16 ? VISA_TYPE_UD : VISA_TYPE_UW, k.bits);
}

/* What is known of a predicate known as `before` in this block (width
 * 0: not written here; -1: written, unknown) after a write of channels
 * [0, k.width) with k.bits (k.width 0: an unknown write): channels the
 * write leaves alone keep their known bits. */
static struct known_predicate after_write(struct known_predicate before,
                                          struct known_predicate k)
{
    if (k.width == 0)
        return (struct known_predicate){-1, 0};
    if (before.width <= k.width)
        return k;
    uint32_t written = channel_mask(k.width);
    return (struct known_predicate){before.width,
                                    (before.bits & ~written) | k.bits};
}

/* Logic of known predicates becomes setps, block by block; true when
 * any did. */
static bool fold_logic(struct predicate_facts *facts)
{
    struct visa_kernel *kernel = facts->kernel;
    bool folded = false;
    forget_block(facts);
    for (size_t i = 0; i < kernel->inst_count; i++) {
        struct visa_inst *inst = &kernel->insts[i];
        if (ends_block(inst)) {
            forget_block(facts);
            continue;
        }
        int var = written_predicate(kernel, inst);
        if (var < 0)
            continue;
        struct known_predicate k = value_written(facts, inst);
        if (k.width > 0 && is_predicate_logic(inst->opcode)) {
            become_setp(inst, k);
            folded = true;
        }
        facts->local[var] = after_write(facts->local[var], k);
    }
    return folded;
}

static void count_reads(const struct visa_kernel *kernel, int *reads)
{
    memset(reads, 0, kernel->var_count * sizeof *reads);
    for (size_t i = 0; i < kernel->inst_count; i++) {
        const struct visa_inst *inst = &kernel->insts[i];
        if (is_predicate_var(kernel, inst->pred_var))
            reads[inst->pred_var]++;
        for (int s = 0; s < inst->num_srcs && s < VISA_MAX_SRCS; s++)
            if (inst->src[s].kind == VISA_OPND_PREDICATE &&
                is_predicate_var(kernel, inst->src[s].var))
                reads[inst->src[s].var]++;
    }
}

/* setps and predicate logic whose predicate nothing reads, deleted until
 * none is left. */
static void delete_unread_writes(struct visa_kernel *kernel)
{
    int *reads = xcalloc(kernel->var_count + 1, sizeof *reads);
    bool deleted = true;
    while (deleted) {
        deleted = false;
        count_reads(kernel, reads);
        size_t out = 0;
        for (size_t i = 0; i < kernel->inst_count; i++) {
            const struct visa_inst *inst = &kernel->insts[i];
            int var = written_predicate(kernel, inst);
            if (var >= 0 && reads[var] == 0 &&
                (inst->opcode == VISA_OP_SETP ||
                 is_predicate_logic(inst->opcode))) {
                deleted = true;
                continue;
            }
            kernel->insts[out++] = *inst;
        }
        kernel->inst_count = out;
    }
    free(reads);
}

void fold_predicate_constants(struct visa_kernel *kernel)
{
    size_t n = kernel->var_count + 1;
    struct predicate_facts facts = {
        .kernel = kernel,
        .global = xcalloc(n, sizeof *facts.global),
        .local = xcalloc(n, sizeof *facts.local),
        .write_counts = xcalloc(n, sizeof *facts.write_counts),
    };
    /* A fold can make a predicate's only write a setp, which the next
     * round knows everywhere. */
    bool folded = true;
    while (folded) {
        memset(facts.global, 0, n * sizeof *facts.global);
        memset(facts.write_counts, 0, n * sizeof *facts.write_counts);
        learn_single_writes(&facts);
        folded = fold_logic(&facts);
    }
    free(facts.global);
    free(facts.local);
    free(facts.write_counts);
    delete_unread_writes(kernel);
}
