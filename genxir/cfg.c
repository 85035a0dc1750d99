/* cfg.c - the canonical control flow of a GenX LLVM IR module (see
 * genxir.h): no block that the entry cannot reach, and each phi's
 * operands in the order of their blocks in the function.
 *
 * Neither changes what the program computes; both are left to a producer's
 * whim.  The CM frontend keeps a block after each return, break and goto
 * (the statements that follow still get lowered, for their diagnostics)
 * and lists a phi's operands in the order it built them; MLIR's import
 * from LLVM IR drops every unreachable block, and its translation back
 * lists a phi's operands by the use order of the successor block, which
 * is the reverse of the branches' order in the text.  cmc's backend lays
 * out every block and coalesces a phi with its operands in their order,
 * so without this the same kernel gave different vISA from `.cpp` and
 * from its `-emit-mlir` text. */
#include <stdlib.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#include "genxir/genxir.h"
#include "support/support.h"

/* A block and its position in the function's layout. */
struct block_position {
    LLVMBasicBlockRef block;
    size_t position;
};

/* A function's blocks, findable by address. */
struct layout {
    LLVMBasicBlockRef *blocks; /* in layout order */
    struct block_position *by_address;
    bool *reachable; /* by layout position */
    size_t count;
};

static int compare_addresses(const void *a, const void *b)
{
    const struct block_position *x = a, *y = b;
    return x->block < y->block ? -1 : x->block > y->block;
}

/* The position of `block` in the layout; count when it is not there. */
static size_t position_of(const struct layout *layout, LLVMBasicBlockRef block)
{
    struct block_position key = {.block = block};
    const struct block_position *found =
        bsearch(&key, layout->by_address, layout->count,
                sizeof *layout->by_address, compare_addresses);
    return found ? found->position : layout->count;
}

static void layout_read(struct layout *layout, LLVMValueRef function)
{
    layout->count = LLVMCountBasicBlocks(function);
    layout->blocks = xcalloc(layout->count + 1, sizeof *layout->blocks);
    layout->by_address = xcalloc(layout->count + 1, sizeof *layout->by_address);
    layout->reachable = xcalloc(layout->count + 1, sizeof *layout->reachable);
    size_t i = 0;
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function); block;
         block = LLVMGetNextBasicBlock(block), i++) {
        layout->blocks[i] = block;
        layout->by_address[i] = (struct block_position){block, i};
    }
    qsort(layout->by_address, layout->count, sizeof *layout->by_address,
          compare_addresses);
}

static void layout_free(struct layout *layout)
{
    free(layout->blocks);
    free(layout->by_address);
    free(layout->reachable);
}

/* Marks the blocks the entry reaches (a depth-first walk with a stack of
 * at most one entry per block). */
static void mark_reachable(struct layout *layout)
{
    size_t *stack = xcalloc(layout->count + 1, sizeof *stack);
    size_t depth = 0;
    layout->reachable[0] = true;
    stack[depth++] = 0;
    while (depth > 0) {
        LLVMValueRef terminator =
            LLVMGetBasicBlockTerminator(layout->blocks[stack[--depth]]);
        unsigned successors = terminator ? LLVMGetNumSuccessors(terminator) : 0;
        for (unsigned s = 0; s < successors; s++) {
            size_t next = position_of(layout, LLVMGetSuccessor(terminator, s));
            if (next < layout->count && !layout->reachable[next]) {
                layout->reachable[next] = true;
                stack[depth++] = next;
            }
        }
    }
    free(stack);
}

/* One operand of a phi: its value, its block's position, its index. */
struct incoming {
    LLVMValueRef value;
    LLVMBasicBlockRef block;
    size_t position;
    unsigned index;
};

static int compare_incoming(const void *a, const void *b)
{
    const struct incoming *x = a, *y = b;
    if (x->position != y->position)
        return x->position < y->position ? -1 : 1;
    return x->index < y->index ? -1 : x->index > y->index; /* stable */
}

/* `from`'s debug location and other metadata, onto `to`. */
static void copy_metadata(LLVMValueRef from, LLVMValueRef to)
{
    LLVMMetadataRef location = LLVMInstructionGetDebugLoc(from);
    if (location)
        LLVMInstructionSetDebugLoc(to, location);
    size_t count = 0;
    LLVMValueMetadataEntry *entries =
        LLVMInstructionGetAllMetadataOtherThanDebugLoc(from, &count);
    LLVMContextRef context = LLVMGetTypeContext(LLVMTypeOf(from));
    for (size_t i = 0; i < count; i++)
        LLVMSetMetadata(to, LLVMValueMetadataEntriesGetKind(entries, (unsigned)i),
                        LLVMMetadataAsValue(context,
                                            LLVMValueMetadataEntriesGetMetadata(
                                                entries, (unsigned)i)));
    if (entries)
        LLVMDisposeValueMetadataEntries(entries);
}

/* Rebuilds `phi` with its reachable operands in layout order, if that
 * changes it. */
static void canonicalize_phi(const struct layout *layout,
                             LLVMBuilderRef builder, LLVMValueRef phi)
{
    unsigned count = LLVMCountIncoming(phi);
    struct incoming *operands = xcalloc((size_t)count + 1, sizeof *operands);
    unsigned kept = 0;
    bool changed = false;
    for (unsigned k = 0; k < count; k++) {
        LLVMBasicBlockRef block = LLVMGetIncomingBlock(phi, k);
        size_t position = position_of(layout, block);
        if (position >= layout->count || !layout->reachable[position]) {
            changed = true;
            continue;
        }
        operands[kept] = (struct incoming){LLVMGetIncomingValue(phi, k), block,
                                           position, k};
        changed = changed ||
                  (kept > 0 && operands[kept - 1].position > position);
        kept++;
    }
    if (!changed) {
        free(operands);
        return;
    }
    qsort(operands, kept, sizeof *operands, compare_incoming);
    LLVMPositionBuilderBefore(builder, phi);
    LLVMValueRef rebuilt = LLVMBuildPhi(builder, LLVMTypeOf(phi), "");
    for (unsigned k = 0; k < kept; k++)
        LLVMAddIncoming(rebuilt, &operands[k].value, &operands[k].block, 1);
    copy_metadata(phi, rebuilt);
    if (LLVMCanValueUseFastMathFlags(phi))
        LLVMSetFastMathFlags(rebuilt, LLVMGetFastMathFlags(phi));
    size_t length;
    const char *name = LLVMGetValueName2(phi, &length);
    char *saved = xcalloc(length + 1, 1);
    for (size_t i = 0; i < length; i++)
        saved[i] = name[i];
    LLVMReplaceAllUsesWith(phi, rebuilt);
    LLVMInstructionEraseFromParent(phi);
    LLVMSetValueName2(rebuilt, saved, length);
    free(saved);
    free(operands);
}

/* Deletes the unreachable blocks: their values' uses (all in unreachable
 * blocks, or in phis rebuilt without them) become poison first, then
 * their instructions go, so that no deleted block is still branched to. */
static void delete_unreachable(const struct layout *layout)
{
    for (size_t i = 0; i < layout->count; i++) {
        if (layout->reachable[i])
            continue;
        for (LLVMValueRef instruction =
                 LLVMGetFirstInstruction(layout->blocks[i]);
             instruction; instruction = LLVMGetNextInstruction(instruction))
            if (LLVMGetFirstUse(instruction))
                LLVMReplaceAllUsesWith(instruction,
                                       LLVMGetPoison(LLVMTypeOf(instruction)));
    }
    for (size_t i = 0; i < layout->count; i++) {
        if (layout->reachable[i])
            continue;
        LLVMValueRef instruction;
        while ((instruction = LLVMGetFirstInstruction(layout->blocks[i])))
            LLVMInstructionEraseFromParent(instruction);
    }
    for (size_t i = 0; i < layout->count; i++)
        if (!layout->reachable[i])
            LLVMDeleteBasicBlock(layout->blocks[i]);
}

static void canonicalize_function(LLVMBuilderRef builder, LLVMValueRef function)
{
    struct layout layout;
    layout_read(&layout, function);
    mark_reachable(&layout);
    for (size_t i = 0; i < layout.count; i++) {
        if (!layout.reachable[i])
            continue;
        LLVMValueRef next;
        for (LLVMValueRef instruction =
                 LLVMGetFirstInstruction(layout.blocks[i]);
             instruction && LLVMIsAPHINode(instruction); instruction = next) {
            next = LLVMGetNextInstruction(instruction);
            canonicalize_phi(&layout, builder, instruction);
        }
    }
    delete_unreachable(&layout);
    layout_free(&layout);
}

void genx_canonicalize_cfg(LLVMModuleRef module)
{
    LLVMBuilderRef builder =
        LLVMCreateBuilderInContext(LLVMGetModuleContext(module));
    for (LLVMValueRef function = LLVMGetFirstFunction(module); function;
         function = LLVMGetNextFunction(function))
        if (LLVMCountBasicBlocks(function) > 0)
            canonicalize_function(builder, function);
    LLVMDisposeBuilder(builder);
}
