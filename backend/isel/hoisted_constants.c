/* hoisted_constants.c - vector constants built once, at the entry.
 *
 * Takes a function before instruction selection; guarantees the list of
 * vector constants that instructions of two or more of its blocks read
 * (constants that are not splats, which are immediates, nor predicates),
 * and a way to move a constant's build to the entry block once isel.c's
 * read_constant has selected it.  Without it a constant is built again in
 * every straight-line stretch that reads it: the offsets 0, 4, ..., 60 of
 * a scattered message inside each block of SIMD control flow, three
 * instructions each time (doc/codegen-vs-vc.md, simd-cf-memory).  Intel's
 * VC hoists such constants too (GenXConstants).  The variables live
 * through the whole function, so their bytes are bounded: 8 GRFs. */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

static bool is_built_vector_constant(LLVMValueRef v)
{
    if (!LLVMIsAConstantDataVector(v) && !LLVMIsAConstantVector(v))
        return false;
    LLVMTypeRef element = LLVMGetElementType(LLVMTypeOf(v));
    if (LLVMGetTypeKind(element) == LLVMIntegerTypeKind &&
        LLVMGetIntTypeWidth(element) == 1)
        return false; /* a predicate */
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(v));
    LLVMValueRef first = LLVMGetAggregateElement(v, 0);
    for (unsigned i = 1; i < n; i++)
        if (LLVMGetAggregateElement(v, i) != first)
            return true;
    return false; /* a splat */
}

struct constant_use {
    LLVMValueRef constant;
    LLVMBasicBlockRef last_block;
    int blocks;
};

static void note_use(struct constant_use **uses, size_t *count,
                     size_t *capacity, LLVMValueRef c, LLVMBasicBlockRef bb)
{
    for (size_t i = 0; i < *count; i++)
        if ((*uses)[i].constant == c) {
            if ((*uses)[i].last_block != bb) {
                (*uses)[i].last_block = bb;
                (*uses)[i].blocks++;
            }
            return;
        }
    void *array = *uses;
    grow_array(&array, capacity, *count + 1, sizeof **uses);
    *uses = array;
    (*uses)[(*count)++] = (struct constant_use){c, bb, 1};
}

void plan_hoisted_constants(struct function_context *fc)
{
    struct constant_use *uses = NULL;
    size_t count = 0, capacity = 0;
    for (int b = 0; b < fc->block_count; b++) {
        LLVMBasicBlockRef bb = fc->blocks[b].block;
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
             i = LLVMGetNextInstruction(i)) {
            if (LLVMIsAPHINode(i))
                continue; /* phi copies are placed on edges */
            int operands = LLVMGetNumOperands(i);
            for (int o = 0; o < operands; o++) {
                LLVMValueRef v = LLVMGetOperand(i, (unsigned)o);
                if (v && is_built_vector_constant(v))
                    note_use(&uses, &count, &capacity, v, bb);
            }
        }
    }
    fc->hoisted_constants = xcalloc(count + 1, sizeof *fc->hoisted_constants);
    fc->hoisted_count = 0;
    for (size_t i = 0; i < count; i++)
        if (uses[i].blocks >= 2)
            fc->hoisted_constants[fc->hoisted_count++] = uses[i].constant;
    free(uses);
    fc->hoisted_bytes_left = 8 * fc->cg->platform->grf_bytes;
}

bool is_hoisted_constant(const struct function_context *fc, LLVMValueRef c)
{
    for (size_t i = 0; i < fc->hoisted_count; i++)
        if (fc->hoisted_constants[i] == c)
            return true;
    return false;
}

void move_to_entry(struct function_context *fc, size_t first)
{
    struct visa_kernel *kernel = fc->kernel;
    size_t moved = kernel->inst_count - first;
    size_t at = fc->entry_insert_at;
    if (moved == 0 || at >= first) {
        fc->entry_insert_at += moved;
        return;
    }
    struct visa_inst *built = xcalloc(moved, sizeof *built);
    memcpy(built, &kernel->insts[first], moved * sizeof *built);
    memmove(&kernel->insts[at + moved], &kernel->insts[at],
            (first - at) * sizeof *built);
    memcpy(&kernel->insts[at], built, moved * sizeof *built);
    free(built);
    fc->entry_insert_at += moved;
}
