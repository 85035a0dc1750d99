/* combine_moves.c - merges runs of element-wise movs into one wide mov.
 *
 * Takes a kernel after instruction selection (logical regions); guarantees
 * the same effect with fewer instructions: a mov that continues the
 * previous mov - next destination element, next source element (or the
 * same immediate), same predicate, mask and modifiers, no overlap between
 * what is read and what the run writes - is folded into it.  Exists
 * because -O2's SLP vectorizer and element-by-element CM code build
 * vectors from single elements (insertelement chains of rdregions), which
 * otherwise cost one mov per element; legalize.c then cuts the merged mov
 * into legal SIMD pieces.  A mov that copies a region onto itself is
 * dropped. */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

/* One element read or written by a mov of execution size 1, or the
 * contiguous elements of a wider one: its variable root and byte range. */
struct run_extent {
    int root;
    int start, end;
};

static bool is_general_direct(const struct visa_kernel *kernel,
                              const struct visa_operand *op)
{
    return op->kind == VISA_OPND_DIRECT &&
           kernel->vars[op->var].kind == VISA_VAR_GENERAL;
}

static int element_size(const struct visa_kernel *kernel,
                        const struct visa_operand *op)
{
    return visa_type_size(kernel->vars[op->var].type);
}

/* Is `op`, read or written by `exec` channels, one contiguous run of
 * elements starting at its byte offset? */
static bool is_contiguous(const struct visa_operand *op, int exec, bool is_dst)
{
    if (exec == 1)
        return true;
    if (is_dst)
        return op->hstride == 1;
    return op->hstride == 1 && (op->width >= exec || op->vstride == op->width);
}

static struct run_extent extent_of(const struct visa_kernel *kernel,
                                   const struct visa_operand *op, int exec)
{
    struct run_extent e;
    int offset;
    e.root = visa_var_root(kernel, op->var, &offset);
    e.start = offset + op->byte_offset;
    e.end = e.start + exec * element_size(kernel, op);
    return e;
}

static bool extents_overlap(struct run_extent a, struct run_extent b)
{
    return a.root == b.root && a.start < b.end && b.start < a.end;
}

static bool same_control(const struct visa_inst *a, const struct visa_inst *b)
{
    return a->pred_var == b->pred_var && a->pred_invert == b->pred_invert &&
           a->no_mask == b->no_mask && a->mask_offset == 0 &&
           b->mask_offset == 0 && a->saturate == b->saturate &&
           a->pred_var < 0;
}

/* Can mov `next` (exec size 1) extend mov `run`? */
static bool continues(const struct visa_kernel *kernel,
                      const struct visa_inst *run, const struct visa_inst *next)
{
    if (run->opcode != VISA_OP_MOV || next->opcode != VISA_OP_MOV ||
        next->exec_size != 1 || run->exec_size >= 32 ||
        !same_control(run, next))
        return false;
    const struct visa_operand *rd = &run->dst, *nd = &next->dst;
    if (!is_general_direct(kernel, rd) || !is_general_direct(kernel, nd) ||
        rd->var != nd->var || !is_contiguous(rd, run->exec_size, true) ||
        nd->byte_offset != rd->byte_offset +
                               run->exec_size * element_size(kernel, rd))
        return false;
    const struct visa_operand *rs = &run->src[0], *ns = &next->src[0];
    if (rs->modifier != ns->modifier)
        return false;
    if (rs->kind == VISA_OPND_IMMEDIATE || ns->kind == VISA_OPND_IMMEDIATE)
        return rs->kind == ns->kind && rs->type == ns->type &&
               rs->imm == ns->imm;
    if (!is_general_direct(kernel, rs) || !is_general_direct(kernel, ns) ||
        rs->var != ns->var || !is_contiguous(rs, run->exec_size, false) ||
        ns->byte_offset != rs->byte_offset +
                               run->exec_size * element_size(kernel, rs))
        return false;
    /* What the merged mov reads must not be what it writes. */
    struct run_extent written = extent_of(kernel, rd, run->exec_size + 1);
    struct run_extent read = extent_of(kernel, rs, run->exec_size + 1);
    return !extents_overlap(written, read);
}

static void extend(struct visa_inst *run)
{
    int n = ++run->exec_size;
    run->dst.hstride = 1;
    run->dst.width = n;
    run->dst.vstride = n;
    if (run->src[0].kind == VISA_OPND_DIRECT) {
        run->src[0].hstride = 1;
        run->src[0].width = n;
        run->src[0].vstride = n;
    }
}

/* Byte offset, from the region's start, of the element that channel
 * `channel` reads or writes: logical regions, destinations included, are
 * rows of `width` elements `vstride` apart (legalize.c). */
static int channel_offset(const struct visa_operand *op, int channel,
                          int size)
{
    int width = op->width > 0 ? op->width : 1;
    return ((channel / width) * op->vstride +
            (channel % width) * op->hstride) * size;
}

/* Is `inst` a mov that writes each element with the value it already
 * holds (the same bytes of the same variable, the same type, no modifier
 * or saturation)?  isel leaves one where a sub-matrix is written back to
 * where it was read from (transpose.cpp's 4x4 blocks); predicated or
 * not, it does nothing. */
static bool is_identity_mov(const struct visa_kernel *kernel,
                            const struct visa_inst *inst)
{
    const struct visa_operand *dst = &inst->dst, *src = &inst->src[0];
    if (inst->opcode != VISA_OP_MOV || inst->saturate ||
        !is_general_direct(kernel, dst) || !is_general_direct(kernel, src) ||
        src->modifier != VISA_MOD_NONE ||
        kernel->vars[dst->var].type != kernel->vars[src->var].type ||
        dst->type != src->type)
        return false;
    struct run_extent d = extent_of(kernel, dst, 1);
    struct run_extent s = extent_of(kernel, src, 1);
    if (d.root != s.root || d.start != s.start)
        return false;
    int size = element_size(kernel, dst);
    for (int c = 0; c < inst->exec_size; c++)
        if (channel_offset(dst, c, size) != channel_offset(src, c, size))
            return false;
    return true;
}

void combine_moves(struct visa_kernel *kernel)
{
    size_t out = 0;
    for (size_t i = 0; i < kernel->inst_count; i++) {
        struct visa_inst *inst = &kernel->insts[i];
        if (is_identity_mov(kernel, inst))
            continue;
        if (out > 0 && continues(kernel, &kernel->insts[out - 1], inst)) {
            extend(&kernel->insts[out - 1]);
            continue;
        }
        kernel->insts[out++] = *inst;
    }
    kernel->inst_count = out;
}
