/* block_layout.c - the order of a function's blocks in its vISA.
 *
 * Takes a function of the IR contract; guarantees, when it has no SIMD
 * control flow (whose gotos and joins simd_cf_gotos.c places by the
 * order it finds), its blocks reordered into a topological order of its
 * forward edges: the entry first, every block after the blocks that
 * branch to it other than by a loop's back edge (found by a depth-first
 * search), and among the blocks ready to go those the block just placed
 * made ready first, in LLVM's order.  A loop's body then follows
 * its header and its exit follows its body, so more branches fall
 * through (isel drops a jump to the next block).  Exists because LLVM's
 * passes leave blocks in an order of their own, often a loop's exit
 * between its header and its body.  Unreachable blocks keep their
 * relative order at the end.  Definitions still come before their uses:
 * a block's dominators precede it in any such order. */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

struct block_graph {
    LLVMBasicBlockRef *blocks;
    int count;
};

static int block_position(const struct block_graph *graph,
                          LLVMBasicBlockRef block)
{
    for (int b = 0; b < graph->count; b++)
        if (graph->blocks[b] == block)
            return b;
    return -1;
}

static int successor_position(const struct block_graph *graph, int b,
                              unsigned s)
{
    LLVMValueRef term = LLVMGetBasicBlockTerminator(graph->blocks[b]);
    return block_position(graph, LLVMGetSuccessor(term, s));
}

static unsigned successor_count(const struct block_graph *graph, int b)
{
    LLVMValueRef term = LLVMGetBasicBlockTerminator(graph->blocks[b]);
    return term ? LLVMGetNumSuccessors(term) : 0;
}

static bool has_simd_control_flow(LLVMValueRef function)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(function); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
             i = LLVMGetNextInstruction(i)) {
            if (genx_calls_function_prefixed(i, "llvm.genx.simdcf."))
                return true;
        }
    return false;
}

/* Marks back[b * max + s] for each successor s of b that is a back edge
 * of a depth-first search from the entry (its target still on the
 * search's path); reached[b] for each block reached. */
static void find_back_edges(const struct block_graph *graph, int max,
                            bool *back, bool *reached)
{
    enum { UNSEEN, ON_PATH, DONE };
    int *state = xcalloc((size_t)graph->count, sizeof *state);
    int *stack = xcalloc((size_t)graph->count, sizeof *stack);
    unsigned *next = xcalloc((size_t)graph->count, sizeof *next);
    int depth = 0;
    stack[depth++] = 0;
    state[0] = ON_PATH;
    reached[0] = true;
    while (depth > 0) {
        int b = stack[depth - 1];
        if (next[b] >= successor_count(graph, b)) {
            state[b] = DONE;
            depth--;
            continue;
        }
        unsigned s = next[b]++;
        int to = successor_position(graph, b, s);
        if (to < 0)
            continue;
        if (state[to] == ON_PATH) {
            back[(size_t)b * (size_t)max + s] = true;
        } else if (state[to] == UNSEEN) {
            state[to] = ON_PATH;
            reached[to] = true;
            stack[depth++] = to;
        }
    }
    free(state);
    free(stack);
    free(next);
}

/* The most successors any block has (the stride of the back-edge marks). */
static int most_successors(const struct block_graph *graph)
{
    int most = 1;
    for (int b = 0; b < graph->count; b++)
        if ((int)successor_count(graph, b) > most)
            most = (int)successor_count(graph, b);
    return most;
}

/* Push `block` onto ready[from..*top), keeping that part in decreasing
 * position order (the lowest on top). */
static void push_by_position(int *ready, int from, int *top, int block)
{
    int at = *top;
    while (at > from && ready[at - 1] < block) {
        ready[at] = ready[at - 1];
        at--;
    }
    ready[at] = block;
    (*top)++;
}

/* The new order of the blocks (positions in graph->blocks), as the header
 * comment says. */
static int *topological_order(const struct block_graph *graph)
{
    int n = graph->count, max = most_successors(graph);
    bool *back = xcalloc((size_t)n * (size_t)max, sizeof *back);
    bool *reached = xcalloc((size_t)n, sizeof *reached);
    find_back_edges(graph, max, back, reached);
    int *waiting = xcalloc((size_t)n, sizeof *waiting);
    for (int b = 0; b < n; b++)
        for (unsigned s = 0; reached[b] && s < successor_count(graph, b); s++) {
            int to = successor_position(graph, b, s);
            if (to >= 0 && !back[(size_t)b * (size_t)max + s])
                waiting[to]++;
        }
    int *order = xcalloc((size_t)n, sizeof *order);
    int *ready = xcalloc((size_t)n, sizeof *ready);
    int placed = 0, top = 0;
    ready[top++] = 0;
    while (top > 0) {
        int b = ready[--top];
        order[placed++] = b;
        /* The successors made ready now go on top, the one first in
         * LLVM's order on the very top: where that order already has
         * its successors in an order of this kind, it stays. */
        int first_new = top;
        for (unsigned s = 0; s < successor_count(graph, b); s++) {
            int to = successor_position(graph, b, s);
            if (to >= 0 && !back[(size_t)b * (size_t)max + s] &&
                --waiting[to] == 0)
                push_by_position(ready, first_new, &top, to);
        }
    }
    for (int b = 0; b < n; b++)
        if (!reached[b])
            order[placed++] = b;
    free(back);
    free(reached);
    free(waiting);
    free(ready);
    return order;
}

void layout_blocks(LLVMValueRef function)
{
    struct block_graph graph;
    graph.count = (int)LLVMCountBasicBlocks(function);
    if (graph.count < 3 || has_simd_control_flow(function))
        return;
    graph.blocks = xcalloc((size_t)graph.count, sizeof *graph.blocks);
    LLVMGetBasicBlocks(function, graph.blocks);
    int *order = topological_order(&graph);
    for (int i = 1; i < graph.count; i++)
        LLVMMoveBasicBlockAfter(graph.blocks[order[i]],
                                graph.blocks[order[i - 1]]);
    free(order);
    free(graph.blocks);
}
