/* liveness.c - program positions and live ranges of register values.
 *
 * Takes a function after baling; guarantees every REGISTER value a list of
 * closed segments [start, end] of positions where its variable must hold
 * it.  Positions: arguments are defined at 0; each block has a start
 * position (where its phis are defined), each emitted instruction reads its
 * operands at an even position and defines its result at the next odd one,
 * and each block has an end position.  Phi inputs are read at their
 * predecessor's terminator.  Two values interfere exactly when their
 * segments overlap, so a wrregion's old value (last read at p) and its
 * result (defined at p + 1) do not, and can share a variable.
 * Exists because out-of-SSA coalescing (coalescing.c) needs interference,
 * and the C API offers no analyses. */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

struct liveness_state {
    int words;                 /* 64-bit words per bitset */
    uint64_t *use_sets;        /* per block: upward-exposed reads */
    uint64_t *def_sets;
    int *last_use;             /* per value, in the block being scanned */
    int current_position;
    int current_block;
};

static void set_bit(uint64_t *set, int bit)
{
    set[bit / 64] |= UINT64_C(1) << (bit % 64);
}

static bool test_bit(const uint64_t *set, int bit)
{
    return (set[bit / 64] >> (bit % 64)) & 1;
}

static bool is_emitted(const struct value_info *info)
{
    return info->kind == VALUE_REGISTER || info->kind == VALUE_NONE;
}

static LLVMValueRef terminator_of(struct function_context *fc, int block)
{
    return LLVMGetBasicBlockTerminator(fc->blocks[block].block);
}

/* ---- positions --------------------------------------------------------- */

static void number_positions(struct function_context *fc)
{
    int position = 1;
    for (int b = 0; b < fc->block_count; b++) {
        struct block_info *block = &fc->blocks[b];
        block->start_position = position++;
        for (LLVMValueRef i = LLVMGetFirstInstruction(block->block); i;
             i = LLVMGetNextInstruction(i)) {
            struct value_info *info = value_info_of(fc, i);
            if (LLVMIsAPHINode(i)) {
                info->def_position = block->start_position;
                info->use_position = -1;
                continue;
            }
            info->use_position = position;
            info->def_position = position + 1;
            position += 2;
        }
        block->end_position = position++;
    }
    for (int v = 0; v < fc->value_count; v++) {
        struct value_info *info = &fc->values[v];
        if (info->kind == VALUE_BALED) {
            struct value_info *head = value_info_of(fc, info->bale_head);
            info->use_position = head->use_position;
        }
    }
}

/* ---- reads of a block, in order --------------------------------------- */

typedef void (*read_visitor)(struct function_context *, int, void *);

/* The phi inputs that block `b` provides to its successors: they are read
 * at its terminator `term`. */
static void for_each_outgoing_phi_read(struct function_context *fc, int b,
                                       LLVMValueRef term, read_visitor visit,
                                       void *data)
{
    LLVMBasicBlockRef block = fc->blocks[b].block;
    unsigned successors = LLVMGetNumSuccessors(term);
    for (unsigned s = 0; s < successors; s++) {
        LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
        for (LLVMValueRef phi = LLVMGetFirstInstruction(succ);
             phi && LLVMIsAPHINode(phi); phi = LLVMGetNextInstruction(phi)) {
            if (value_info_of(fc, phi)->kind == VALUE_DEAD)
                continue;
            unsigned count = LLVMCountIncoming(phi);
            for (unsigned k = 0; k < count; k++)
                if (LLVMGetIncomingBlock(phi, k) == block)
                    for_each_register_read(fc, LLVMGetIncomingValue(phi, k),
                                           visit, data);
        }
    }
}

static void for_each_read_in_block(struct function_context *fc, int b,
                                   read_visitor visit, void *data,
                                   struct liveness_state *state)
{
    struct block_info *block = &fc->blocks[b];
    for (LLVMValueRef i = LLVMGetFirstInstruction(block->block); i;
         i = LLVMGetNextInstruction(i)) {
        struct value_info *info = value_info_of(fc, i);
        if (LLVMIsAPHINode(i) || !is_emitted(info))
            continue;
        state->current_position = info->use_position;
        for_each_instruction_read(fc, i, visit, data);
    }
    /* Phi inputs of the successors are read at our terminator. */
    LLVMValueRef term = terminator_of(fc, b);
    if (!term)
        return;
    state->current_position = value_info_of(fc, term)->use_position;
    for_each_outgoing_phi_read(fc, b, term, visit, data);
}

static void note_upward_use(struct function_context *fc, int value, void *data)
{
    struct liveness_state *state = data;
    uint64_t *uses = state->use_sets + (size_t)state->current_block * state->words;
    uint64_t *defs = state->def_sets + (size_t)state->current_block * state->words;
    (void)fc;
    if (!test_bit(defs, value))
        set_bit(uses, value);
}

/* Definitions must be noted in order with the reads: walk the block. */
static void compute_block_sets(struct function_context *fc, int b,
                               struct liveness_state *state)
{
    state->current_block = b;
    uint64_t *defs = state->def_sets + (size_t)b * state->words;
    struct block_info *block = &fc->blocks[b];
    for (LLVMValueRef i = LLVMGetFirstInstruction(block->block); i;
         i = LLVMGetNextInstruction(i)) {
        struct value_info *info = value_info_of(fc, i);
        if (LLVMIsAPHINode(i) && info->kind == VALUE_REGISTER)
            set_bit(defs, value_index(fc, i));
    }
    for (LLVMValueRef i = LLVMGetFirstInstruction(block->block); i;
         i = LLVMGetNextInstruction(i)) {
        struct value_info *info = value_info_of(fc, i);
        if (LLVMIsAPHINode(i) || !is_emitted(info))
            continue;
        for_each_instruction_read(fc, i, note_upward_use, state);
        if (info->kind == VALUE_REGISTER)
            set_bit(defs, value_index(fc, i));
    }
    /* phi inputs at the end */
    LLVMValueRef term = terminator_of(fc, b);
    if (!term)
        return;
    for_each_outgoing_phi_read(fc, b, term, note_upward_use, state);
}

static int block_index_of(struct function_context *fc, LLVMBasicBlockRef bb)
{
    for (int b = 0; b < fc->block_count; b++)
        if (fc->blocks[b].block == bb)
            return b;
    return -1;
}

static void solve_dataflow(struct function_context *fc,
                           struct liveness_state *state)
{
    int words = state->words;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int b = fc->block_count - 1; b >= 0; b--) {
            struct block_info *block = &fc->blocks[b];
            LLVMValueRef term = terminator_of(fc, b);
            unsigned successors = term ? LLVMGetNumSuccessors(term) : 0;
            for (unsigned s = 0; s < successors; s++) {
                int succ = block_index_of(fc, LLVMGetSuccessor(term, s));
                if (succ < 0)
                    continue;
                for (int w = 0; w < words; w++)
                    block->live_out[w] |= fc->blocks[succ].live_in[w];
            }
            uint64_t *uses = state->use_sets + (size_t)b * words;
            uint64_t *defs = state->def_sets + (size_t)b * words;
            for (int w = 0; w < words; w++) {
                uint64_t in = uses[w] | (block->live_out[w] & ~defs[w]);
                if (in != block->live_in[w]) {
                    block->live_in[w] = in;
                    changed = true;
                }
            }
        }
    }
}

/* ---- segments ---------------------------------------------------------- */

void liveness_add_segment(struct value_info *info, int start, int end)
{
    grow_array((void **)&info->segments, &info->segment_capacity,
               (size_t)info->segment_count * 2 + 2, sizeof *info->segments);
    info->segments[info->segment_count * 2] = start;
    info->segments[info->segment_count * 2 + 1] = end;
    info->segment_count++;
}

static void note_last_use(struct function_context *fc, int value, void *data)
{
    struct liveness_state *state = data;
    (void)fc;
    if (state->current_position > state->last_use[value])
        state->last_use[value] = state->current_position;
}

static void build_segments(struct function_context *fc,
                           struct liveness_state *state)
{
    for (int b = 0; b < fc->block_count; b++) {
        struct block_info *block = &fc->blocks[b];
        for (int v = 0; v < fc->value_count; v++)
            state->last_use[v] = -1;
        for_each_read_in_block(fc, b, note_last_use, state, state);
        uint64_t *defs = state->def_sets + (size_t)b * state->words;
        for (int v = 0; v < fc->value_count; v++) {
            struct value_info *info = &fc->values[v];
            if (info->kind != VALUE_REGISTER)
                continue;
            bool live_in = test_bit(block->live_in, v);
            bool defined = test_bit(defs, v);
            if (!live_in && !defined)
                continue;
            int start = live_in ? block->start_position : info->def_position;
            if (info->block < 0 && b == 0)
                start = 0; /* arguments */
            int end;
            if (test_bit(block->live_out, v))
                end = block->end_position;
            else if (state->last_use[v] >= start)
                end = state->last_use[v];
            else
                end = start;
            liveness_add_segment(info, start, end);
        }
    }
}

void compute_liveness(struct function_context *fc)
{
    struct liveness_state state;
    memset(&state, 0, sizeof state);
    state.words = (fc->value_count + 63) / 64;
    if (state.words == 0)
        state.words = 1;
    size_t set_words = (size_t)state.words * (size_t)fc->block_count;
    state.use_sets = xcalloc(set_words ? set_words : 1, sizeof(uint64_t));
    state.def_sets = xcalloc(set_words ? set_words : 1, sizeof(uint64_t));
    state.last_use = xcalloc((size_t)fc->value_count + 1, sizeof(int));
    for (int b = 0; b < fc->block_count; b++) {
        fc->blocks[b].live_in = xcalloc((size_t)state.words, sizeof(uint64_t));
        fc->blocks[b].live_out = xcalloc((size_t)state.words, sizeof(uint64_t));
    }
    number_positions(fc);
    /* Arguments are defined on entry to the first block. */
    for (int v = 0; v < fc->value_count; v++)
        if (fc->values[v].block < 0 && fc->values[v].kind == VALUE_REGISTER &&
            fc->block_count > 0)
            set_bit(state.def_sets, v);
    for (int b = 0; b < fc->block_count; b++)
        compute_block_sets(fc, b, &state);
    solve_dataflow(fc, &state);
    build_segments(fc, &state);
    simd_cf_extend_liveness(fc);
    free(state.use_sets);
    free(state.def_sets);
    free(state.last_use);
}

void free_liveness(struct function_context *fc)
{
    for (int b = 0; b < fc->block_count; b++) {
        free(fc->blocks[b].live_in);
        free(fc->blocks[b].live_out);
        fc->blocks[b].live_in = fc->blocks[b].live_out = NULL;
    }
    for (int v = 0; v < fc->value_count; v++) {
        free(fc->values[v].segments);
        fc->values[v].segments = NULL;
        fc->values[v].segment_count = 0;
    }
}
