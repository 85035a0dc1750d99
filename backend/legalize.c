/* legalize.c - splits instructions to legal execution sizes and regions.
 *
 * Takes a kernel whose instructions may have any execution size and
 * "logical" regions (any width; strides in elements; 2D destinations);
 * guarantees that every instruction obeys vISA's region rules:
 *   - execution size 1, 2, 4, 8, 16 or 32;
 *   - source width 1, 2, 4, 8 or 16 and not above the execution size,
 *     vertical stride 0, 1, 2, 4, 8, 16 or 32, horizontal stride 0, 1, 2
 *     or 4 (a source row with another stride that is a legal vertical
 *     stride, e.g. a matrix column, is read as <stride;1,0>);
 *     destinations 1D with horizontal stride 1, 2 or 4;
 *   - no operand spans more than two GRFs (vISA places variables of a GRF
 *     or more at a GRF boundary and smaller ones inside one GRF; indirect
 *     operands, whose start is unknown, are kept within one GRF's size);
 *   - predicated pieces start at a multiple of 4 channels (the M1..M8
 *     mask control selects the predicate's first bit); channels from 32
 *     on use the next member of a predicate group (visa_add_predicate);
 *     a NoMask predicated instruction whose size leaves 3 channels after
 *     its last multiple of 4 runs padded to a multiple of 4 instead.
 * Each instruction is cut greedily into the largest legal power-of-two
 * pieces from its first element, so <12 x i32> becomes 8 + 4 and <32 x
 * float> becomes two SIMD16 pieces on 32-byte GRFs.  Exists so that
 * instruction selection can think in whole LLVM vectors, as Intel's
 * GenXLegalization does before its CISA builder. */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

struct legalizer {
    struct visa_kernel *kernel;
    int grf_bytes;
    struct visa_inst *out;
    size_t count, capacity;
};

static bool is_splittable(enum visa_opcode opcode)
{
    switch (opcode) {
    case VISA_OP_ADD: case VISA_OP_MUL: case VISA_OP_DIV: case VISA_OP_MOD:
    case VISA_OP_AVG: case VISA_OP_MIN: case VISA_OP_MAX: case VISA_OP_MOV:
    case VISA_OP_SEL: case VISA_OP_CMP: case VISA_OP_AND: case VISA_OP_OR:
    case VISA_OP_XOR: case VISA_OP_NOT: case VISA_OP_SHL: case VISA_OP_SHR:
    case VISA_OP_ASR: case VISA_OP_MAD: case VISA_OP_MULH:
    case VISA_OP_INV: case VISA_OP_SQRT: case VISA_OP_RNDD:
    case VISA_OP_RNDU: case VISA_OP_RNDE: case VISA_OP_RNDZ:
    case VISA_OP_FRC: case VISA_OP_LZD: case VISA_OP_CBIT:
    case VISA_OP_FBL: case VISA_OP_FBH: case VISA_OP_BFREV:
    case VISA_OP_ROL: case VISA_OP_ROR:
    case VISA_OP_LOG: case VISA_OP_EXP: case VISA_OP_RSQRT: case VISA_OP_POW:
    case VISA_OP_SIN: case VISA_OP_COS: case VISA_OP_SQRTM: case VISA_OP_DIVM:
    case VISA_OP_BFE: case VISA_OP_BFI: case VISA_OP_BFN: case VISA_OP_DP4A:
        return true;
    default:
        return false;
    }
}

static bool is_legal_vstride(int v)
{
    return v == 0 || v == 1 || v == 2 || v == 4 || v == 8 || v == 16 || v == 32;
}

static bool is_legal_width(int w)
{
    return w == 1 || w == 2 || w == 4 || w == 8 || w == 16;
}

static bool is_legal_hstride(int h)
{
    return h == 0 || h == 1 || h == 2 || h == 4;
}

static int operand_element_size(const struct legalizer *lg,
                                const struct visa_operand *op)
{
    if (op->kind == VISA_OPND_DIRECT)
        return visa_type_size(lg->kernel->vars[op->var].type);
    return visa_type_size(op->type);
}

/* Does [start, start + extent) of operand `op`'s variable fit in two GRFs? */
static bool fits_two_grfs(const struct legalizer *lg,
                          const struct visa_operand *op, int start, int extent)
{
    int grf = lg->grf_bytes;
    if (op->kind == VISA_OPND_INDIRECT)
        return extent <= grf;
    const struct visa_var *var = &lg->kernel->vars[op->var];
    if (var->kind == VISA_VAR_PREDEFINED)
        return true;
    int offset;
    int root = visa_var_root(lg->kernel, op->var, &offset);
    if (visa_var_bytes(lg->kernel, root) <= grf)
        return extent <= grf;
    int first = offset + start;
    int last = first + extent - 1;
    return last / grf - first / grf + 1 <= 2;
}

/* Elements [first, first + count) of logical operand `op` as one legal
 * physical operand in `*out`; false when that is not possible. */
static bool piece_operand(const struct legalizer *lg,
                          const struct visa_operand *op, int first, int count,
                          bool is_dst, struct visa_operand *out)
{
    int size = operand_element_size(lg, op);
    int width = op->width > 0 ? op->width : 1;
    int row = first / width, column = first % width;
    int start, extent;
    *out = *op;
    if (column + count <= width) {
        start = op->byte_offset +
                (row * op->vstride + column * op->hstride) * size;
        if (count == 1 || op->hstride == 0) {
            if (is_dst && count > 1)
                return false;
            out->vstride = 0;
            out->width = 1;
            out->hstride = is_dst ? 1 : 0;
            extent = size;
        } else if (!is_legal_hstride(op->hstride)) {
            /* A source row with a stride vISA has no hstride for (a
             * matrix column: 8) is one element per row of a <stride;1,0>
             * region, when the stride is a legal vstride. */
            if (is_dst || !is_legal_vstride(op->hstride))
                return false;
            out->vstride = op->hstride;
            out->width = 1;
            out->hstride = 0;
            extent = ((count - 1) * op->hstride + 1) * size;
        } else {
            int hstride = op->hstride;
            int piece_width = count < 16 ? count : 16;
            while (piece_width * hstride > 32)
                piece_width /= 2;
            out->hstride = hstride;
            out->width = piece_width;
            out->vstride = piece_width * hstride;
            extent = ((count - 1) * hstride + 1) * size;
        }
    } else if (!is_dst && column == 0 && count % width == 0) {
        int rows = count / width;
        start = op->byte_offset + row * op->vstride * size;
        int hstride = width == 1 ? 0 : op->hstride;
        if (!is_legal_width(width) || !is_legal_vstride(op->vstride) ||
            !is_legal_hstride(hstride))
            return false;
        out->vstride = op->vstride;
        out->width = width;
        out->hstride = hstride;
        extent = ((rows - 1) * op->vstride + (width - 1) * hstride + 1) * size;
    } else {
        return false;
    }
    if (!fits_two_grfs(lg, op, start, extent))
        return false;
    out->byte_offset = start;
    return true;
}

static bool uses_predicates(const struct visa_inst *inst)
{
    if (inst->pred_var >= 0 || inst->dst.kind == VISA_OPND_PREDICATE)
        return true;
    for (int i = 0; i < inst->num_srcs; i++)
        if (inst->src[i].kind == VISA_OPND_PREDICATE)
            return true;
    return false;
}

static bool make_piece(const struct legalizer *lg, const struct visa_inst *inst,
                       int first, int count, struct visa_inst *piece)
{
    *piece = *inst;
    piece->exec_size = count;
    /* A piece's channels are its own part of the mask: the predicate's,
     * and the execution mask's unless the instruction is NoMask. */
    if (uses_predicates(inst) || !inst->no_mask) {
        int offset = inst->mask_offset + first;
        int chunk = offset / 32; /* member of a predicate group */
        offset %= 32;
        if (offset % 4 != 0 || offset > 28 || (count > 4 && offset % count) ||
            offset + count > 32)
            return false;
        piece->mask_offset = offset;
        if (piece->pred_var >= 0)
            piece->pred_var += chunk;
        if (piece->dst.kind == VISA_OPND_PREDICATE)
            piece->dst.var += chunk;
        for (int i = 0; i < piece->num_srcs; i++)
            if (piece->src[i].kind == VISA_OPND_PREDICATE)
                piece->src[i].var += chunk;
    }
    if (inst->dst.kind == VISA_OPND_DIRECT || inst->dst.kind == VISA_OPND_INDIRECT)
        if (!piece_operand(lg, &inst->dst, first, count, true, &piece->dst))
            return false;
    for (int i = 0; i < inst->num_srcs; i++) {
        const struct visa_operand *src = &inst->src[i];
        if (src->kind == VISA_OPND_DIRECT || src->kind == VISA_OPND_INDIRECT)
            if (!piece_operand(lg, src, first, count, false, &piece->src[i]))
                return false;
    }
    return true;
}

static void append(struct legalizer *lg, const struct visa_inst *inst)
{
    grow_array((void **)&lg->out, &lg->capacity, lg->count + 1, sizeof *lg->out);
    lg->out[lg->count++] = *inst;
}

/* Byte range [*start, *end) a physical direct operand touches in its root
 * variable; false for other operands. */
static bool operand_range(const struct legalizer *lg,
                          const struct visa_operand *op, int exec_size,
                          int *root, int *start, int *end)
{
    if (op->kind != VISA_OPND_DIRECT ||
        lg->kernel->vars[op->var].kind != VISA_VAR_GENERAL)
        return false;
    int offset;
    *root = visa_var_root(lg->kernel, op->var, &offset);
    int size = operand_element_size(lg, op);
    int width = op->width > 0 ? op->width : 1;
    int rows = (exec_size + width - 1) / width;
    int last = (rows - 1) * op->vstride + (width - 1) * op->hstride;
    if (exec_size < width)
        last = (exec_size - 1) * op->hstride;
    *start = offset + op->byte_offset;
    *end = *start + last * size + size;
    return true;
}

/* Does an earlier piece write what a later piece still reads? */
static bool pieces_clobber_sources(const struct legalizer *lg,
                                   const struct visa_inst *pieces, int count)
{
    for (int p = 0; p < count; p++) {
        int dst_root, dst_start, dst_end;
        const struct visa_operand *dst = &pieces[p].dst;
        int dst_exec = dst->hstride > 0 ? pieces[p].exec_size : 1;
        struct visa_operand as_src = *dst;
        as_src.width = 1;
        as_src.vstride = dst->hstride;
        as_src.hstride = 0;
        if (!operand_range(lg, &as_src, dst_exec, &dst_root, &dst_start,
                           &dst_end))
            continue;
        for (int q = p + 1; q < count; q++)
            for (int i = 0; i < pieces[q].num_srcs; i++) {
                int root, start, end;
                if (operand_range(lg, &pieces[q].src[i], pieces[q].exec_size,
                                  &root, &start, &end) &&
                    root == dst_root && start < dst_end && dst_start < end)
                    return true;
            }
    }
    return false;
}

static int cut_into_pieces(const struct legalizer *lg,
                           const struct visa_inst *inst,
                           struct visa_inst **pieces)
{
    int n = inst->exec_size;
    int count = 0;
    *pieces = xcalloc((size_t)n, sizeof **pieces);
    for (int first = 0; first < n;) {
        int size = 32;
        while (size > n - first)
            size /= 2;
        while (size >= 1 &&
               !make_piece(lg, inst, first, size, &(*pieces)[count]))
            size /= 2;
        if (size < 1)
            return -1;
        count++;
        first += size;
    }
    return count;
}

static bool split_padded(struct legalizer *lg, const struct visa_inst *inst);

static bool split(struct legalizer *lg, const struct visa_inst *inst)
{
    struct visa_inst *pieces;
    int count = cut_into_pieces(lg, inst, &pieces);
    if (count > 1 && inst->dst.kind == VISA_OPND_DIRECT &&
        pieces_clobber_sources(lg, pieces, count)) {
        /* Compute into a temporary, then copy: no piece sees a result. */
        free(pieces);
        int n = inst->exec_size;
        enum visa_type type = lg->kernel->vars[inst->dst.var].type;
        int temp = visa_add_general(lg->kernel, type, n, lg->grf_bytes);
        struct visa_inst compute = *inst;
        compute.dst = visa_direct(temp, type, 0, n, n, 1);
        compute.pred_var = -1;
        struct visa_inst copy = visa_inst_make(VISA_OP_MOV, n);
        copy.dst = inst->dst;
        copy.pred_var = inst->pred_var;
        copy.pred_invert = inst->pred_invert;
        copy.mask_offset = inst->mask_offset;
        copy.no_mask = inst->no_mask;
        copy.num_srcs = 1;
        copy.src[0] = visa_direct(temp, type, 0, n, n, 1);
        if (inst->opcode == VISA_OP_SEL) { /* its predicate selects */
            compute.pred_var = inst->pred_var;
            copy.pred_var = -1;
        }
        return split(lg, &compute) && split(lg, &copy);
    }
    for (int i = 0; i < count; i++)
        append(lg, &pieces[i]);
    free(pieces);
    return count >= 0 || split_padded(lg, inst);
}

/* ---- predicated instructions of 3 (mod 4) elements -------------------- */

/* A piece that uses a predicate or the execution mask must start at a
 * multiple of 4 channels, so the last 3 elements of, say, a cmp of 3 or 7
 * cannot be cut as 2 + 1.  Such an instruction (NoMask: SIMD control flow
 * is not handled here) runs instead over its size rounded up to a
 * multiple of 4, into a padded temporary whose real elements are then
 * copied out.  A source whose region, continued, stays inside its
 * variable is read as it is; others are copied into padded temporaries
 * first, the last element repeated into the padding.  The padding
 * channels' results are never used.
 * The predicate variables already have the bits: they are declared with
 * 1, 2, 4, 8, 16 or 32 (visa_add_predicate), which the check below makes
 * sure of.  VC's legalization pads such splits the same way. */

static enum visa_type operand_element_type(const struct legalizer *lg,
                                           const struct visa_operand *op)
{
    if (op->kind == VISA_OPND_DIRECT)
        return lg->kernel->vars[op->var].type;
    return op->type;
}

/* Does predicate group `var` have bit `last` (counted from its first
 * member's bit 0)? */
static bool predicate_has_bit(const struct legalizer *lg, int var, int last)
{
    size_t member = (size_t)var + (size_t)(last / 32);
    return member < lg->kernel->var_count &&
           lg->kernel->vars[member].kind == VISA_VAR_PREDICATE &&
           lg->kernel->vars[member].num_elts > last % 32;
}

static bool is_general(const struct visa_operand *op)
{
    return op->kind == VISA_OPND_DIRECT || op->kind == VISA_OPND_INDIRECT;
}

static bool can_pad(const struct legalizer *lg, const struct visa_inst *inst,
                    int padded)
{
    if (!inst->no_mask || !uses_predicates(inst) || inst->mask_offset % 4)
        return false;
    int last = inst->mask_offset + padded - 1;
    if (inst->pred_var >= 0 && !predicate_has_bit(lg, inst->pred_var, last))
        return false;
    if (inst->dst.kind == VISA_OPND_PREDICATE &&
        !predicate_has_bit(lg, inst->dst.var, last))
        return false;
    for (int i = 0; i < inst->num_srcs; i++)
        if (inst->src[i].kind == VISA_OPND_PREDICATE &&
            !predicate_has_bit(lg, inst->src[i].var, last))
            return false;
    return true;
}

/* A NoMask, unpredicated mov of `count` elements, at `inst`'s position. */
static struct visa_inst padding_mov(const struct visa_inst *inst, int count,
                                    struct visa_operand dst,
                                    struct visa_operand src)
{
    struct visa_inst mov = visa_inst_make(VISA_OP_MOV, count);
    mov.dst = dst;
    mov.num_srcs = 1;
    mov.src[0] = src;
    mov.source_line = inst->source_line;
    mov.source_column = inst->source_column;
    return mov;
}

/* Copies logical operand `op`'s n elements into a new temporary of
 * `padded` elements, the last one repeated into the padding; returns the
 * temporary (-1 if that is not possible). */
static int padded_copy(struct legalizer *lg, const struct visa_inst *inst,
                       const struct visa_operand *op, int n, int padded)
{
    enum visa_type type = operand_element_type(lg, op);
    struct visa_operand raw = *op;
    raw.modifier = VISA_MOD_NONE;
    struct visa_operand last;
    if (!piece_operand(lg, &raw, n - 1, 1, false, &last))
        return -1;
    int temp = visa_add_general(lg->kernel, type, padded, lg->grf_bytes);
    int size = visa_type_size(type);
    struct visa_inst body = padding_mov(inst, n,
                                        visa_direct(temp, type, 0, n, n, 1),
                                        raw);
    struct visa_inst tail = padding_mov(inst, padded - n,
                                        visa_direct(temp, type, n * size,
                                                    padded - n, padded - n, 1),
                                        last);
    return split(lg, &body) && split(lg, &tail) ? temp : -1;
}

/* Direct source `op` of n elements read as `padded` elements in
 * `*wide`: a one-row region made longer, or rows continued; false when
 * that would leave its variable. */
static bool reads_in_place(const struct legalizer *lg,
                           const struct visa_operand *op, int n, int padded,
                           struct visa_operand *wide)
{
    if (op->kind != VISA_OPND_DIRECT ||
        lg->kernel->vars[op->var].kind != VISA_VAR_GENERAL)
        return false;
    *wide = *op;
    if (op->width >= n) {
        wide->width = padded;
        wide->vstride = padded * op->hstride;
    }
    int size = operand_element_size(lg, op);
    int width = wide->width > 0 ? wide->width : 1;
    long long bytes = visa_var_bytes(lg->kernel, op->var);
    for (int k = n; k < padded; k++) {
        long long at = wide->byte_offset +
                       ((long long)(k / width) * wide->vstride +
                        (long long)(k % width) * wide->hstride) * size;
        if (at < 0 || at + size > bytes)
            return false;
    }
    return true;
}

static bool split_padded(struct legalizer *lg, const struct visa_inst *inst)
{
    int n = inst->exec_size;
    int padded = (n + 3) / 4 * 4;
    if (padded == n || !can_pad(lg, inst, padded))
        return false;
    struct visa_inst wide = *inst;
    wide.exec_size = padded;
    for (int i = 0; i < inst->num_srcs; i++) {
        const struct visa_operand *src = &inst->src[i];
        if (!is_general(src) ||
            reads_in_place(lg, src, n, padded, &wide.src[i]))
            continue;
        int temp = padded_copy(lg, inst, src, n, padded);
        if (temp < 0)
            return false;
        wide.src[i] = visa_direct(temp, lg->kernel->vars[temp].type, 0,
                                  padded, padded, 1);
        wide.src[i].modifier = src->modifier;
    }
    if (!is_general(&inst->dst))
        return split(lg, &wide);
    /* A predicated write keeps the old value where its predicate is off
     * (sel's predicate chooses a source instead). */
    bool keeps_old = inst->pred_var >= 0 && inst->opcode != VISA_OP_SEL;
    int result;
    if (keeps_old) {
        struct visa_operand old = inst->dst;
        old.width = 1;
        old.vstride = inst->dst.hstride;
        old.hstride = 0;
        result = padded_copy(lg, inst, &old, n, padded);
        if (result < 0)
            return false;
    } else {
        result = visa_add_general(lg->kernel,
                                  operand_element_type(lg, &inst->dst),
                                  padded, lg->grf_bytes);
    }
    enum visa_type type = lg->kernel->vars[result].type;
    wide.dst = visa_direct(result, type, 0, padded, padded, 1);
    struct visa_inst out = padding_mov(inst, n, inst->dst,
                                       visa_direct(result, type, 0, n, n, 1));
    return split(lg, &wide) && split(lg, &out);
}

/* At the user's line when the instruction has one (source_positions.c). */
static void report_unsplittable(const struct visa_kernel *kernel,
                                const struct visa_inst *inst,
                                struct diagnostics *diags)
{
    if (kernel->source_file && inst->source_line > 0)
        error_at(diags, kernel->source_file, inst->source_line,
                 inst->source_column,
                 "backend: cannot legalize a %s of %d elements (predicate or "
                 "region not supported yet)",
                 visa_opcode_name(inst->opcode), inst->exec_size);
    else
        error_plain(diags, "backend: cannot legalize a %s of %d elements "
                           "in kernel '%s' (predicate or region not "
                           "supported yet)",
                    visa_opcode_name(inst->opcode), inst->exec_size,
                    kernel->name);
}

void legalize_kernel(struct visa_kernel *kernel, int grf_bytes,
                     struct diagnostics *diags)
{
    struct legalizer lg = {kernel, grf_bytes, NULL, 0, 0};
    bool reported = false;
    for (size_t i = 0; i < kernel->inst_count; i++) {
        const struct visa_inst *inst = &kernel->insts[i];
        if (!is_splittable(inst->opcode)) {
            append(&lg, inst);
            continue;
        }
        if (!split(&lg, inst) && !reported) {
            report_unsplittable(kernel, inst, diags);
            reported = true;
        }
    }
    free(kernel->insts);
    kernel->insts = lg.out;
    kernel->inst_count = lg.count;
    kernel->inst_capacity = lg.capacity;
}
