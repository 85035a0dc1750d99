/* phi_constants.c - a constant that both sides of a branch copy into one
 * phi variable is loaded once, before the branch.
 *
 * Takes a function after coalescing (classes and live segments);
 * guarantees fc->phi_constant_loads: for a block D ending in a
 * conditional branch, each constant that an edge on one side and an edge
 * on the other both copy into phis of one class (a rotated loop's
 * accumulator: zero into the loop's phi on the way in, zero into the
 * exit's phi when the guard skips the loop) is loaded once at D's branch,
 * and the copies on those edges are skipped.  A side's edges are D's edge
 * to the successor, and the successor's own edge when it has no other
 * predecessor and branches straight on (LLVM's preheader and split
 * critical edge).  Only when no value of that class is live from D's
 * branch to the end of D and of such a successor (the early write
 * clobbers nothing and nothing writes the variable again before the
 * edges), and not where SIMD control flow runs in goto mode (its edges may
 * run under the hardware mask).  Intel's VC does the same (GenXConstants'
 * loadPhiConstants: one load of a constant for a web of phis, at the
 * nearest common dominator of the incoming blocks). */
#include <stdlib.h>

#include "backend/codegen.h"

static int block_number(struct function_context *fc, LLVMBasicBlockRef bb)
{
    for (int b = 0; b < fc->block_count; b++)
        if (fc->blocks[b].block == bb)
            return b;
    return -1;
}

/* Edges into each block, counted over every terminator. */
static int *count_predecessors(struct function_context *fc)
{
    int *count = xcalloc((size_t)fc->block_count + 1, sizeof *count);
    for (int b = 0; b < fc->block_count; b++) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(fc->blocks[b].block);
        unsigned n = term ? LLVMGetNumSuccessors(term) : 0;
        for (unsigned s = 0; s < n; s++) {
            int to = block_number(fc, LLVMGetSuccessor(term, s));
            if (to >= 0)
                count[to]++;
        }
    }
    return count;
}

/* The block `b` branches to unconditionally, or -1. */
static int straight_successor(struct function_context *fc, int b)
{
    LLVMValueRef term = LLVMGetBasicBlockTerminator(fc->blocks[b].block);
    if (!term || LLVMGetInstructionOpcode(term) != LLVMBr ||
        LLVMIsConditional(term))
        return -1;
    return block_number(fc, LLVMGetSuccessor(term, 0));
}

/* The constant `phi` takes on the edge from `from`, or NULL. */
static LLVMValueRef incoming_constant(LLVMValueRef phi, LLVMBasicBlockRef from)
{
    unsigned n = LLVMCountIncoming(phi);
    for (unsigned k = 0; k < n; k++) {
        if (LLVMGetIncomingBlock(phi, k) != from)
            continue;
        LLVMValueRef value = LLVMGetIncomingValue(phi, k);
        return LLVMIsConstant(value) && !LLVMIsUndef(value) ? value : NULL;
    }
    return NULL;
}

static bool is_candidate_phi(struct function_context *fc, LLVMValueRef phi)
{
    struct value_info *info = value_info_of(fc, phi);
    return info && info->kind == VALUE_REGISTER &&
           !genx_is_predicate_type(LLVMTypeOf(phi));
}

/* A phi of block `to` of class `class_id` taking `constant` from `from`. */
static LLVMValueRef matching_phi(struct function_context *fc, int from, int to,
                                 int class_id, LLVMValueRef constant)
{
    for (LLVMValueRef phi = LLVMGetFirstInstruction(fc->blocks[to].block);
         phi && LLVMIsAPHINode(phi); phi = LLVMGetNextInstruction(phi))
        if (is_candidate_phi(fc, phi) &&
            value_class(fc, value_index(fc, phi)) == class_id &&
            incoming_constant(phi, fc->blocks[from].block) == constant)
            return phi;
    return NULL;
}

/* No value of the class is an argument or live anywhere in [lo, hi]. */
static bool class_dead_in(struct function_context *fc, int class_id, int lo,
                          int hi)
{
    for (int v = 0; v < fc->value_count; v++) {
        const struct value_info *info = &fc->values[v];
        if (info->kind != VALUE_REGISTER || value_class(fc, v) != class_id)
            continue;
        if (info->block < 0)
            return false;
        for (int s = 0; s < info->segment_count; s++)
            if (info->segments[2 * s] <= hi && lo <= info->segments[2 * s + 1])
                return false;
    }
    return true;
}

static bool class_already_loaded(struct function_context *fc, int branch,
                                 int class_id)
{
    for (size_t i = 0; i < fc->phi_constant_load_count; i++) {
        const struct phi_constant_load *load = &fc->phi_constant_loads[i];
        if (load->branch_block == branch &&
            value_class(fc, value_index(fc, load->phi)) == class_id)
            return true;
    }
    return false;
}

static void add_load(struct function_context *fc, size_t *capacity,
                     int branch, int edge_block, LLVMValueRef phi,
                     LLVMValueRef constant, bool loads)
{
    grow_array((void **)&fc->phi_constant_loads, capacity,
               fc->phi_constant_load_count + 1,
               sizeof *fc->phi_constant_loads);
    struct phi_constant_load *load =
        &fc->phi_constant_loads[fc->phi_constant_load_count++];
    load->branch_block = branch;
    load->edge_block = edge_block;
    load->phi = phi;
    load->constant = constant;
    load->loads = loads;
}

/* An edge that one side of a branch takes: from `from` to `to`, with the
 * positions from the branch to `from`'s end the early load must survive
 * besides the branching block's own tail. */
struct side_edge {
    int from, to;
    int start, end;     /* `from`'s positions when it is not the branch */
};

/* The edges whose phi copies side `succ` of block d's branch makes: d ->
 * succ itself, and, when succ has no other predecessor and branches
 * straight on, succ -> its successor. */
static int side_edges(struct function_context *fc, const int *predecessors,
                      int d, int succ, struct side_edge *edges)
{
    int count = 0;
    edges[count++] = (struct side_edge){d, succ, 0, -1};
    int next = straight_successor(fc, succ);
    if (succ != d && predecessors[succ] == 1 && next >= 0)
        edges[count++] = (struct side_edge){succ, next,
                                            fc->blocks[succ].start_position,
                                            fc->blocks[succ].end_position};
    return count;
}

static bool class_dead_on_side(struct function_context *fc, int class_id,
                               const struct side_edge *edge)
{
    return edge->end < edge->start ||
           class_dead_in(fc, class_id, edge->start, edge->end);
}

/* Loads for one edge of each side of block d's branch. */
static void plan_edge_pair(struct function_context *fc, size_t *capacity,
                           int d, const struct side_edge *t,
                           const struct side_edge *f)
{
    LLVMValueRef term = LLVMGetBasicBlockTerminator(fc->blocks[d].block);
    int branch_position = value_info_of(fc, term)->use_position;
    for (LLVMValueRef phi = LLVMGetFirstInstruction(fc->blocks[t->to].block);
         phi && LLVMIsAPHINode(phi); phi = LLVMGetNextInstruction(phi)) {
        if (!is_candidate_phi(fc, phi))
            continue;
        LLVMValueRef constant = incoming_constant(phi, fc->blocks[t->from].block);
        if (!constant)
            continue;
        int class_id = value_class(fc, value_index(fc, phi));
        LLVMValueRef other =
            matching_phi(fc, f->from, f->to, class_id, constant);
        if (!other || class_already_loaded(fc, d, class_id) ||
            !class_dead_in(fc, class_id, branch_position,
                           fc->blocks[d].end_position) ||
            !class_dead_on_side(fc, class_id, t) ||
            !class_dead_on_side(fc, class_id, f))
            continue;
        add_load(fc, capacity, d, t->from, phi, constant, true);
        add_load(fc, capacity, d, f->from, other, constant, false);
    }
}

void plan_phi_constant_loads(struct function_context *fc)
{
    fc->phi_constant_loads = NULL;
    fc->phi_constant_load_count = 0;
    if (fc->simd_cf)
        return;
    size_t capacity = 0;
    int *predecessors = count_predecessors(fc);
    for (int d = 0; d < fc->block_count; d++) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(fc->blocks[d].block);
        if (!term || LLVMGetInstructionOpcode(term) != LLVMBr ||
            !LLVMIsConditional(term) || LLVMIsConstant(LLVMGetCondition(term)))
            continue;
        int t = block_number(fc, LLVMGetSuccessor(term, 0));
        int f = block_number(fc, LLVMGetSuccessor(term, 1));
        if (t < 0 || f < 0 || t == f)
            continue;
        struct side_edge t_edges[2], f_edges[2];
        int t_count = side_edges(fc, predecessors, d, t, t_edges);
        int f_count = side_edges(fc, predecessors, d, f, f_edges);
        for (int i = 0; i < t_count; i++)
            for (int j = 0; j < f_count; j++)
                plan_edge_pair(fc, &capacity, d, &t_edges[i], &f_edges[j]);
    }
    free(predecessors);
}

bool phi_constant_loaded_early(struct function_context *fc, int edge_block,
                               LLVMValueRef phi)
{
    for (size_t i = 0; i < fc->phi_constant_load_count; i++)
        if (fc->phi_constant_loads[i].edge_block == edge_block &&
            fc->phi_constant_loads[i].phi == phi)
            return true;
    return false;
}

void free_phi_constant_loads(struct function_context *fc)
{
    free(fc->phi_constant_loads);
    fc->phi_constant_loads = NULL;
    fc->phi_constant_load_count = 0;
}
