/* indirect_pressure.c - variables accessed at variable indices, checked
 * together against the GRF file.
 *
 * Takes a legalized kernel (its own code and its subroutines' copies),
 * in which every variable accessed at a variable index has its own A
 * variable, set by addr_add from &variable (isel.c).  Guarantees that at
 * each instruction with an indirect operand, the indirectly accessed
 * variables that may be live there, the instruction's other register
 * operands and the registers GenX_IR keeps for itself fit in the 128
 * GRFs; otherwise one located error, at the user's line of the first
 * instruction that does not fit.
 *
 * Why: GenX_IR cannot spill a variable at an instruction that accesses
 * it through an address register, and whether it spills the other
 * indirectly accessed variables live there depends on its heuristics
 * (even on the order of the declarations); when it does not, the vISA
 * fails register allocation ("128 GRF registers are NOT enough").  So
 * all of them count, which rejects some kernels GenX_IR would take.
 * Between accesses it does spill and fill them whole, so only the
 * accesses are checked.  The rule was measured with igc 1.0.12504 on
 * TGLLP and DG2 (doc/fuzzing.md, "Objects accessed at variable indices,
 * live together"; fuzz/indirect-pressure.py).
 *
 * Liveness is GenX_IR's kind, at the vISA level and on the indirectly
 * accessed variables only: a variable is live at an instruction when a
 * reference to it may come before it and another may come after it (no
 * write kills, so this contains what GenX_IR computes).  Every operand
 * naming the variable or one of its aliases, and every indirect operand
 * through its A variable, is a reference.  Control flow: jumps, gotos
 * (both ways), calls into the subroutine and its returns back to every
 * call site's next instruction; a subroutine that references no such
 * variable and calls nothing (cmc's division routines) is not entered:
 * its calls are plain instructions. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

/* Registers GenX_IR needs beside the variables at an indirect access: the
 * thread header r0 and what its spill code uses (measured: an object of
 * 125 GRFs read into a 1-GRF destination fails, 124 GRFs finalize; 125
 * GRFs written from an immediate finalize). */
enum { INDIRECT_RESERVED_GRFS = 3 };

struct bitsets {
    int words;       /* 64-bit words per set */
    uint64_t *bits;  /* one set per instruction */
};

struct pressure_state {
    const struct visa_kernel *kernel;
    int grf_bytes;
    int *indexed_of_var;    /* var -> index among the indexed roots, -1 */
    int *indexed_roots;     /* index -> root var */
    int indexed_count;
    int *root_of_address;   /* A var -> indexed index, -1 */
    int *inst_of_label;     /* label -> its LABEL instruction, -1 */
    int *function_of_inst;  /* instruction -> its function's entry label
                               (-1: the kernel's own code) */
    size_t *calls;          /* the CALL instructions */
    size_t call_count;
    bool *touches_indexed;  /* entry label -> its code references an
                               indexed variable or calls */
    struct bitsets references, defined_before, used_after;
};

static uint64_t *set_of(struct bitsets *sets, size_t inst)
{
    return sets->bits + inst * (size_t)sets->words;
}

static void bitsets_init(struct bitsets *sets, size_t count, int words)
{
    sets->words = words;
    sets->bits = xcalloc(count * (size_t)words + 1, sizeof(uint64_t));
}

/* to |= from; true when to grew. */
static bool set_union(uint64_t *to, const uint64_t *from, int words)
{
    bool grew = false;
    for (int w = 0; w < words; w++) {
        uint64_t merged = to[w] | from[w];
        grew = grew || merged != to[w];
        to[w] = merged;
    }
    return grew;
}

static int root_of(const struct visa_kernel *kernel, int var)
{
    int offset;
    return visa_var_root(kernel, var, &offset);
}

static bool names_variable(const struct visa_operand *op)
{
    return op->kind == VISA_OPND_DIRECT || op->kind == VISA_OPND_RAW ||
           op->kind == VISA_OPND_ADDRESS_OF;
}

/* ---- which variables are accessed indirectly ---------------------------- */

static void find_indexed_roots(struct pressure_state *st)
{
    const struct visa_kernel *kernel = st->kernel;
    st->indexed_of_var = xmalloc(kernel->var_count * sizeof(int) + 1);
    st->root_of_address = xmalloc(kernel->var_count * sizeof(int) + 1);
    st->indexed_roots = xmalloc(kernel->var_count * sizeof(int) + 1);
    for (size_t v = 0; v < kernel->var_count; v++)
        st->indexed_of_var[v] = st->root_of_address[v] = -1;
    for (size_t i = 0; i < kernel->inst_count; i++) {
        const struct visa_inst *inst = &kernel->insts[i];
        if (inst->opcode != VISA_OP_ADDR_ADD ||
            inst->src[0].kind != VISA_OPND_ADDRESS_OF)
            continue;
        int root = root_of(kernel, inst->src[0].var);
        if (st->indexed_of_var[root] < 0) {
            st->indexed_of_var[root] = st->indexed_count;
            st->indexed_roots[st->indexed_count++] = root;
        }
        st->root_of_address[inst->dst.var] = st->indexed_of_var[root];
    }
}

/* The indexed variable an operand refers to, or -1. */
static int indexed_reference(const struct pressure_state *st,
                             const struct visa_operand *op)
{
    if (op->kind == VISA_OPND_INDIRECT)
        return st->root_of_address[op->var];
    if (names_variable(op))
        return st->indexed_of_var[root_of(st->kernel, op->var)];
    return -1;
}

static void mark_reference(struct pressure_state *st, size_t inst, int index)
{
    if (index >= 0)
        set_of(&st->references, inst)[index / 64] |= UINT64_C(1)
                                                     << (index % 64);
}

static void collect_references(struct pressure_state *st)
{
    const struct visa_kernel *kernel = st->kernel;
    for (size_t i = 0; i < kernel->inst_count; i++) {
        const struct visa_inst *inst = &kernel->insts[i];
        mark_reference(st, i, indexed_reference(st, &inst->dst));
        for (int s = 0; s < inst->num_srcs; s++)
            mark_reference(st, i, indexed_reference(st, &inst->src[s]));
    }
    /* A kernel argument accessed indirectly holds its value on entry. */
    for (int k = 0; k < st->indexed_count; k++)
        if (kernel->vars[st->indexed_roots[k]].is_input &&
            kernel->inst_count > 0)
            mark_reference(st, 0, k);
}

/* ---- control flow ------------------------------------------------------- */

static void map_labels(struct pressure_state *st)
{
    const struct visa_kernel *kernel = st->kernel;
    st->inst_of_label = xmalloc(kernel->label_count * sizeof(int) + 1);
    st->function_of_inst = xmalloc(kernel->inst_count * sizeof(int) + 1);
    for (size_t l = 0; l < kernel->label_count; l++)
        st->inst_of_label[l] = -1;
    int function = -1;
    for (size_t i = 0; i < kernel->inst_count; i++) {
        const struct visa_inst *inst = &kernel->insts[i];
        if (inst->opcode == VISA_OP_LABEL) {
            st->inst_of_label[inst->label] = (int)i;
            if (kernel->labels[inst->label].is_subroutine)
                function = inst->label;
        }
        st->function_of_inst[i] = function;
        if (inst->opcode == VISA_OP_CALL) {
            st->calls = xrealloc(st->calls,
                                 (st->call_count + 1) * sizeof(size_t));
            st->calls[st->call_count++] = i;
        }
    }
}

/* Which subroutines reference an indexed variable or call further.  A
 * call of one that does neither (cmc's division routines) changes no
 * indexed variable's liveness: it is a plain instruction, not edges into
 * its code and back to every other call site, which would make what is
 * live at one call live at all of them. */
static void find_touching_functions(struct pressure_state *st)
{
    const struct visa_kernel *kernel = st->kernel;
    st->touches_indexed = xcalloc(kernel->label_count + 1, sizeof(bool));
    int words = st->references.words;
    for (size_t i = 0; i < kernel->inst_count; i++) {
        int function = st->function_of_inst[i];
        if (function < 0)
            continue;
        const uint64_t *refs = set_of(&st->references, i);
        bool touches = kernel->insts[i].opcode == VISA_OP_CALL;
        for (int w = 0; w < words && !touches; w++)
            touches = refs[w] != 0;
        if (touches)
            st->touches_indexed[function] = true;
    }
}

/* Calls `visit(st, from, to)` for every edge from instruction `i`. */
static void for_each_successor(struct pressure_state *st, size_t i,
                               bool (*visit)(struct pressure_state *, size_t,
                                             size_t),
                               bool *changed)
{
    const struct visa_kernel *kernel = st->kernel;
    const struct visa_inst *inst = &kernel->insts[i];
    bool falls_through = i + 1 < kernel->inst_count;
    switch (inst->opcode) {
    case VISA_OP_JMP:
        falls_through = falls_through && inst->pred_var >= 0;
        /* fall through */
    case VISA_OP_GOTO:
    case VISA_OP_CALL:
        if (inst->label >= 0 && (size_t)inst->label < kernel->label_count &&
            st->inst_of_label[inst->label] >= 0 &&
            (inst->opcode != VISA_OP_CALL ||
             st->touches_indexed[inst->label]))
            *changed |= visit(st, i, (size_t)st->inst_of_label[inst->label]);
        break;
    case VISA_OP_RET:
        falls_through = false;
        if (st->function_of_inst[i] < 0 ||
            !st->touches_indexed[st->function_of_inst[i]])
            break;
        for (size_t c = 0; c < st->call_count; c++) {
            size_t call = st->calls[c];
            if (kernel->insts[call].label == st->function_of_inst[i] &&
                call + 1 < kernel->inst_count)
                *changed |= visit(st, i, call + 1);
        }
        break;
    default:
        break;
    }
    if (falls_through)
        *changed |= visit(st, i, i + 1);
}

/* defined_before[to] |= defined_before[from] | references[from] */
static bool flow_forward(struct pressure_state *st, size_t from, size_t to)
{
    int words = st->references.words;
    bool grew = set_union(set_of(&st->defined_before, to),
                          set_of(&st->defined_before, from), words);
    return set_union(set_of(&st->defined_before, to),
                     set_of(&st->references, from), words) || grew;
}

/* used_after[from] |= used_after[to] | references[to] */
static bool flow_backward(struct pressure_state *st, size_t from, size_t to)
{
    int words = st->references.words;
    bool grew = set_union(set_of(&st->used_after, from),
                          set_of(&st->used_after, to), words);
    return set_union(set_of(&st->used_after, from),
                     set_of(&st->references, to), words) || grew;
}

static void compute_liveness_sets(struct pressure_state *st)
{
    size_t count = st->kernel->inst_count;
    bool changed = true;
    while (changed) {
        changed = false;
        for (size_t i = 0; i < count; i++)
            for_each_successor(st, i, flow_forward, &changed);
    }
    changed = true;
    while (changed) {
        changed = false;
        for (size_t i = count; i-- > 0;)
            for_each_successor(st, i, flow_backward, &changed);
    }
}

/* ---- the check ---------------------------------------------------------- */

static long long grfs_of_bytes(long long bytes, int grf_bytes)
{
    return (bytes + grf_bytes - 1) / grf_bytes;
}

static long long variable_bytes(const struct visa_kernel *kernel, int var)
{
    const struct visa_var *v = &kernel->vars[var];
    return (long long)v->num_elts * visa_type_size(v->type);
}

/* GRFs a non-indexed register operand of `inst` occupies. */
static long long operand_grfs(const struct pressure_state *st,
                              const struct visa_inst *inst,
                              const struct visa_operand *op, bool is_dst)
{
    if (!names_variable(op) || op->kind == VISA_OPND_ADDRESS_OF ||
        st->indexed_of_var[root_of(st->kernel, op->var)] >= 0)
        return 0;
    long long size = visa_type_size(op->type);
    long long span;
    if (op->kind == VISA_OPND_RAW || is_dst || op->width <= 0) {
        long long stride = is_dst && op->hstride > 0 ? op->hstride : 1;
        span = ((long long)(inst->exec_size - 1) * stride + 1) * size;
    } else {
        long long rows = (inst->exec_size + op->width - 1) / op->width;
        span = ((rows - 1) * op->vstride + (long long)(op->width - 1) *
                op->hstride + 1) * size;
    }
    int offset;
    int root = visa_var_root(st->kernel, op->var, &offset);
    long long start = (long long)(offset + op->byte_offset) % st->grf_bytes;
    long long grfs = grfs_of_bytes(start + span, st->grf_bytes);
    long long whole = grfs_of_bytes(variable_bytes(st->kernel, root),
                                    st->grf_bytes);
    return grfs < whole ? grfs : whole;
}

static bool has_indirect_operand(const struct visa_inst *inst)
{
    if (inst->dst.kind == VISA_OPND_INDIRECT)
        return true;
    for (int s = 0; s < inst->num_srcs; s++)
        if (inst->src[s].kind == VISA_OPND_INDIRECT)
            return true;
    return false;
}

static void report(const struct pressure_state *st,
                   const struct visa_inst *inst, int objects,
                   long long object_bytes, long long object_grfs,
                   long long operand_grfs_total,
                   struct diagnostics *diags)
{
    long long limit = GRF_COUNT - INDIRECT_RESERVED_GRFS;
    char objects_text[64];
    if (objects == 1)
        snprintf(objects_text, sizeof objects_text,
                 "an object accessed at a variable index is");
    else
        snprintf(objects_text, sizeof objects_text,
                 "%d objects accessed at variable indices are", objects);
    char message[512];
    snprintf(message, sizeof message,
             "%s live at this access "
             "(%lld bytes, %lld GRF registers, and %lld for the "
             "instruction's other operands); GenX_IR cannot spill %s "
             "here, and at most %lld of the %d GRF registers can hold "
             "%s and the operands; access fewer or smaller objects at "
             "variable indices here",
             objects_text, object_bytes, object_grfs, operand_grfs_total,
             objects == 1 ? "it" : "them", limit, GRF_COUNT,
             objects == 1 ? "it" : "them");
    if (st->kernel->source_file && inst->source_line > 0)
        error_at(diags, st->kernel->source_file, inst->source_line,
                 inst->source_column, "%s", message);
    else
        error_plain(diags, "%s (in kernel '%s')", message, st->kernel->name);
}

/* Reports the first indirect access that does not fit; false then. */
static bool check_accesses(struct pressure_state *st,
                           struct diagnostics *diags)
{
    const struct visa_kernel *kernel = st->kernel;
    int words = st->references.words;
    uint64_t *live = xcalloc((size_t)words + 1, sizeof(uint64_t));
    bool ok = true;
    for (size_t i = 0; i < kernel->inst_count && ok; i++) {
        const struct visa_inst *inst = &kernel->insts[i];
        if (!has_indirect_operand(inst))
            continue;
        const uint64_t *refs = set_of(&st->references, i);
        const uint64_t *before = set_of(&st->defined_before, i);
        const uint64_t *after = set_of(&st->used_after, i);
        for (int w = 0; w < words; w++)
            live[w] = refs[w] | (before[w] & after[w]);
        long long object_bytes = 0, object_grfs = 0;
        int objects = 0;
        for (int k = 0; k < st->indexed_count; k++) {
            if (!((live[k / 64] >> (k % 64)) & 1))
                continue;
            long long bytes = variable_bytes(kernel, st->indexed_roots[k]);
            objects++;
            object_bytes += bytes;
            object_grfs += grfs_of_bytes(bytes, st->grf_bytes);
        }
        long long operands = operand_grfs(st, inst, &inst->dst, true);
        for (int s = 0; s < inst->num_srcs; s++)
            operands += operand_grfs(st, inst, &inst->src[s], false);
        if (object_grfs + operands + INDIRECT_RESERVED_GRFS > GRF_COUNT) {
            report(st, inst, objects, object_bytes, object_grfs, operands,
                   diags);
            ok = false;
        }
    }
    free(live);
    return ok;
}

bool check_indirect_pressure(const struct visa_kernel *kernel, int grf_bytes,
                             struct diagnostics *diags)
{
    struct pressure_state st;
    memset(&st, 0, sizeof st);
    st.kernel = kernel;
    st.grf_bytes = grf_bytes;
    find_indexed_roots(&st);
    bool ok = true;
    if (st.indexed_count > 0) {
        int words = (st.indexed_count + 63) / 64;
        bitsets_init(&st.references, kernel->inst_count, words);
        bitsets_init(&st.defined_before, kernel->inst_count, words);
        bitsets_init(&st.used_after, kernel->inst_count, words);
        collect_references(&st);
        map_labels(&st);
        find_touching_functions(&st);
        compute_liveness_sets(&st);
        ok = check_accesses(&st, diags);
        free(st.references.bits);
        free(st.defined_before.bits);
        free(st.used_after.bits);
        free(st.inst_of_label);
        free(st.function_of_inst);
        free(st.calls);
        free(st.touches_indexed);
    }
    free(st.indexed_of_var);
    free(st.indexed_roots);
    free(st.root_of_address);
    return ok;
}
