/* lsc.c - Xe's LSC messages (LSC_UNTYPED.md) and MOVS.
 *
 * Takes lsc_load, lsc_store and lsc_atomic_* instructions as parse.c
 * decoded them (struct cmrun_lsc and five operands) and the run's memory;
 * guarantees the data movement of the specification's Semantics section:
 * for each enabled channel n, the address Base + AddrScale * Src0Addrs[n]
 * + AddrImmOffset, where Base is the binding-table surface (bti), the SLM
 * (.slm) or 0 (flat .ugm: an svm: argument); a non-transposed message
 * keeps vector element v of channel n at register element v * R + n, R
 * being the channel count rounded up to whole GRFs, a transposed one
 * (one address) its elements in order; a quad message moves the enabled
 * ones of four consecutive elements x, y, z, w, packed in registers.  d8u32/d16u32 zero-extend each
 * datum to 32 bits on a load and store its low bits.  Every address must
 * be aligned to its datum, and every access must lie in its surface:
 * otherwise the kernel stops (exit 3), as for the other messages (a test
 * that reads past its buffer is a bug to report, not zeros to compare).
 * Atomics return the old value; icas/fcas write Src2 where the old value
 * equals Src1.  MOVS copies a surface variable's binding-table index.
 *
 * 2D block messages (LOAD_BLOCK2D, STORE_BLOCK2D): element x of row y of
 * block b is the one at column X + b * W + x, row Y + y of the surface
 * (base, width - 1 bytes, height - 1 rows, pitch - 1 bytes); one outside
 * the surface reads as zero and is not written.  In registers a load
 * keeps each row padded with zeros to a power of two elements and each
 * block to whole GRFs; transposed, rows and columns swap; VNNI packs
 * 4 / size consecutive rows of a column into one dword.  A store takes
 * one block in the same row-padded layout.  A load to %null (a prefetch)
 * moves nothing. */
#include <math.h>
#include <string.h>

#include "cmrun/cmrun.h"

/* Memory for `size` bytes at channel address `address`. */
static uint8_t *lsc_memory(struct cmrun_thread *thread, struct cmrun_run *run,
                           const struct cmrun_inst *inst, uint64_t address,
                           uint64_t size, const char *what)
{
    const struct cmrun_lsc *lsc = &inst->lsc;
    if (!lsc->is_bti && !lsc->is_slm)
        return cmrun_svm_bytes(thread, run, address, size, what);
    struct cmrun_surface *surface;
    if (lsc->is_slm) {
        if (run->memory.slm_index < 0)
            cmrun_fault(thread, "the kernel uses SLM but declares no SLMSize");
        surface = &run->memory.surfaces[run->memory.slm_index];
    } else {
        const struct cmrun_operand *op = &inst->operands[0];
        uint32_t binding = (uint32_t)op->imm;
        if (op->kind != CMRUN_OPND_IMMEDIATE)
            cmrun_read_raw(thread, op, 0, &binding, 4);
        surface = cmrun_surface_at(thread, run, binding, "of the LSC message");
    }
    cmrun_check_range(thread, surface, address, size, what);
    return surface->data + address;
}

/* The address of channel n, before the surface's base. */
static uint64_t channel_address(struct cmrun_thread *thread,
                                const struct cmrun_inst *inst, int n)
{
    const struct cmrun_lsc *lsc = &inst->lsc;
    uint64_t raw = 0;
    cmrun_read_raw(thread, &inst->operands[2], n * lsc->addr_bytes, &raw,
                   lsc->addr_bytes);
    uint64_t address = (uint64_t)lsc->scale * raw + (uint64_t)lsc->offset;
    if (lsc->addr_bytes < 8)
        address &= (UINT64_C(1) << (lsc->addr_bytes * 8)) - 1;
    if (address % (uint64_t)lsc->data_bytes)
        cmrun_fault(thread, "LSC address 0x%llx of channel %d is not %d-byte "
                            "aligned",
                    (unsigned long long)address, n, lsc->data_bytes);
    return address;
}

/* Register byte offset of element v of channel n. */
static int register_offset(const struct cmrun_thread *thread,
                           const struct cmrun_inst *inst, int n, int v)
{
    const struct cmrun_lsc *lsc = &inst->lsc;
    if (lsc->transposed)
        return v * lsc->slot_bytes;
    int grf = thread->kernel->grf_bytes;
    int row = (inst->exec_size * lsc->slot_bytes + grf - 1) / grf * grf;
    return v * row + n * lsc->slot_bytes;
}

/* The memory element of register element v: v itself, or for a quad
 * message the v-th enabled of x, y, z, w. */
static int memory_element(const struct cmrun_lsc *lsc, int v)
{
    if (!lsc->chmask)
        return v;
    for (int i = 0; i < 4; i++)
        if ((lsc->chmask & 1 << i) && v-- == 0)
            return i;
    return 0;
}

static void execute_load_store(struct cmrun_thread *thread,
                               struct cmrun_run *run,
                               const struct cmrun_inst *inst,
                               uint32_t channels, bool is_store)
{
    const struct cmrun_lsc *lsc = &inst->lsc;
    if (lsc->transposed && inst->exec_size != 1)
        cmrun_fault(thread, "a transposed LSC message runs on 1 channel");
    const struct cmrun_operand *data = &inst->operands[1];
    for (int n = 0; n < inst->exec_size; n++) {
        if (!(channels & 1u << n))
            continue;
        uint64_t address = channel_address(thread, inst, n);
        for (int v = 0; v < lsc->elems; v++) {
            int element = memory_element(lsc, v);
            uint8_t *memory = lsc_memory(
                thread, run, inst,
                address + (uint64_t)(element * lsc->data_bytes),
                (uint64_t)lsc->data_bytes, is_store ? "writes" : "reads");
            int at = register_offset(thread, inst, n, v);
            if (is_store) {
                uint8_t bytes[8];
                cmrun_read_raw(thread, data, at, bytes, lsc->slot_bytes);
                memcpy(memory, bytes, (size_t)lsc->data_bytes);
            } else if (data->kind != CMRUN_OPND_NONE) {
                uint8_t bytes[8] = {0}; /* zero-extended to the slot */
                memcpy(bytes, memory, (size_t)lsc->data_bytes);
                cmrun_write_raw(thread, data, at, bytes, lsc->slot_bytes);
            }
        }
    }
}

static double float_of(uint64_t bits, int bytes)
{
    if (bytes == 8) {
        double d;
        memcpy(&d, &bits, 8);
        return d;
    }
    float f;
    uint32_t b = (uint32_t)bits;
    memcpy(&f, &b, 4);
    return f;
}

static uint64_t bits_of(double value, int bytes)
{
    if (bytes == 8) {
        uint64_t bits;
        memcpy(&bits, &value, 8);
        return bits;
    }
    float f = (float)value;
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
}

/* The new memory value of atomic OP (the LscSubOp table's operations). */
static uint64_t atomic_value(struct cmrun_thread *thread, const char *op,
                             uint64_t old, uint64_t s1, uint64_t s2, int bytes)
{
    uint64_t mask = bytes == 8 ? UINT64_MAX : (UINT64_C(1) << (bytes * 8)) - 1;
    int shift = 64 - bytes * 8;
    int64_t sold = (int64_t)(old << shift) >> shift;
    int64_t ss1 = (int64_t)(s1 << shift) >> shift;
    double fold = float_of(old, bytes), f1 = float_of(s1, bytes);
    if (!strcmp(op, "iinc")) return (old + 1) & mask;
    if (!strcmp(op, "idec")) return (old - 1) & mask;
    if (!strcmp(op, "load")) return old;
    if (!strcmp(op, "store")) return s1 & mask;
    if (!strcmp(op, "iadd")) return (old + s1) & mask;
    if (!strcmp(op, "isub")) return (old - s1) & mask;
    if (!strcmp(op, "smin")) return (uint64_t)(sold < ss1 ? sold : ss1) & mask;
    if (!strcmp(op, "smax")) return (uint64_t)(sold > ss1 ? sold : ss1) & mask;
    if (!strcmp(op, "umin")) return (old < (s1 & mask) ? old : s1) & mask;
    if (!strcmp(op, "umax")) return (old > (s1 & mask) ? old : s1) & mask;
    if (!strcmp(op, "icas")) return old == (s1 & mask) ? s2 & mask : old;
    if (!strcmp(op, "and")) return old & s1 & mask;
    if (!strcmp(op, "or")) return (old | s1) & mask;
    if (!strcmp(op, "xor")) return (old ^ s1) & mask;
    if (bytes != 4 && bytes != 8)
        cmrun_fault(thread, "lsc_atomic_%s on %d-byte data", op, bytes);
    if (!strcmp(op, "fadd")) return bits_of(fold + f1, bytes);
    if (!strcmp(op, "fsub")) return bits_of(fold - f1, bytes);
    if (!strcmp(op, "fmin")) return bits_of(fmin(fold, f1), bytes);
    if (!strcmp(op, "fmax")) return bits_of(fmax(fold, f1), bytes);
    if (!strcmp(op, "fcas"))
        return fold == f1 ? s2 & mask : old;
    cmrun_fault(thread, "unknown LSC atomic operation '%s'", op);
}

static void execute_atomic(struct cmrun_thread *thread, struct cmrun_run *run,
                           const struct cmrun_inst *inst, uint32_t channels)
{
    const struct cmrun_lsc *lsc = &inst->lsc;
    const char *op = inst->opcode + strlen("lsc_atomic_");
    if (lsc->transposed || lsc->elems != 1)
        cmrun_fault(thread, "LSC atomics take one element per address");
    for (int n = 0; n < inst->exec_size; n++) {
        if (!(channels & 1u << n))
            continue;
        uint64_t address = channel_address(thread, inst, n);
        uint8_t *memory = lsc_memory(thread, run, inst, address,
                                     (uint64_t)lsc->data_bytes,
                                     "atomically updates");
        uint64_t old = 0, s1 = 0, s2 = 0;
        memcpy(&old, memory, (size_t)lsc->data_bytes);
        int at = register_offset(thread, inst, n, 0);
        if (inst->operands[3].kind != CMRUN_OPND_NONE)
            cmrun_read_raw(thread, &inst->operands[3], at, &s1,
                           lsc->slot_bytes);
        if (inst->operands[4].kind != CMRUN_OPND_NONE)
            cmrun_read_raw(thread, &inst->operands[4], at, &s2,
                           lsc->slot_bytes);
        uint64_t value = atomic_value(thread, op, old, s1, s2,
                                      lsc->data_bytes);
        memcpy(memory, &value, (size_t)lsc->data_bytes);
        if (inst->operands[1].kind != CMRUN_OPND_NONE)
            cmrun_write_raw(thread, &inst->operands[1], at, &old,
                            lsc->slot_bytes);
    }
}

/* ---- 2D blocks ------------------------------------------------------------ */

struct block2d {
    uint64_t base;
    int64_t width_bytes, height, pitch; /* decoded: the fields plus 1 */
    int64_t x, y;
    int bytes;                          /* element size */
};

static uint64_t block2d_field(struct cmrun_thread *thread,
                              const struct cmrun_inst *inst, int i, int bytes)
{
    uint64_t value = 0;
    cmrun_read_raw(thread, &inst->operands[2 + i], 0, &value, bytes);
    return value;
}

static struct block2d read_block2d(struct cmrun_thread *thread,
                                   const struct cmrun_inst *inst)
{
    struct block2d s;
    s.base = block2d_field(thread, inst, 0, 8);
    s.width_bytes = (int64_t)(uint32_t)block2d_field(thread, inst, 1, 4) + 1;
    s.height = (int64_t)(uint32_t)block2d_field(thread, inst, 2, 4) + 1;
    s.pitch = (int64_t)(uint32_t)block2d_field(thread, inst, 3, 4) + 1;
    s.x = (int32_t)(uint32_t)block2d_field(thread, inst, 4, 4);
    s.y = (int32_t)(uint32_t)block2d_field(thread, inst, 5, 4);
    s.bytes = inst->lsc.data_bytes;
    return s;
}

/* The memory of the element at surface column `column`, row `row`, or
 * NULL outside the surface. */
static uint8_t *block2d_element(struct cmrun_thread *thread,
                                struct cmrun_run *run,
                                const struct block2d *s, int64_t column,
                                int64_t row, const char *what)
{
    if (column < 0 || row < 0 || row >= s->height ||
        (column + 1) * s->bytes > s->width_bytes)
        return NULL;
    uint64_t address = s->base + (uint64_t)(row * s->pitch) +
                       (uint64_t)(column * s->bytes);
    return cmrun_svm_bytes(thread, run, address, (uint64_t)s->bytes, what);
}

static int power_of_two_at_least(int n)
{
    int p = 1;
    while (p < n)
        p *= 2;
    return p;
}

static void execute_load_block2d(struct cmrun_thread *thread,
                                 struct cmrun_run *run,
                                 const struct cmrun_inst *inst)
{
    const struct cmrun_lsc *lsc = &inst->lsc;
    const struct cmrun_operand *data = &inst->operands[1];
    if (data->kind == CMRUN_OPND_NONE)
        return; /* a prefetch */
    if (lsc->transposed && lsc->vnni)
        cmrun_fault(thread, "a 2D block load is not both transposed and "
                            "VNNI-transformed");
    struct block2d s = read_block2d(thread, inst);
    int w = lsc->block_width, h = lsc->block_height;
    int per_dword = s.bytes < 4 ? 4 / s.bytes : 1;
    int row_size = lsc->transposed ? h : lsc->vnni ? w * per_dword : w;
    int rows = lsc->transposed ? w
               : lsc->vnni     ? (h + per_dword - 1) / per_dword
                               : h;
    int row_pitch = power_of_two_at_least(row_size);
    int per_grf = thread->kernel->grf_bytes / s.bytes;
    int block_pitch = (row_pitch * rows + per_grf - 1) / per_grf * per_grf;
    uint8_t zero[8] = {0};
    for (int i = 0; i < block_pitch * lsc->blocks; i++)
        cmrun_write_raw(thread, data, i * s.bytes, zero, s.bytes);
    for (int b = 0; b < lsc->blocks; b++)
        for (int r = 0; r < rows; r++)
            for (int e = 0; e < row_size; e++) {
                /* register element e of row r: which x, y it holds */
                int x = lsc->transposed ? r : lsc->vnni ? e / per_dword : e;
                int y = lsc->transposed ? e
                        : lsc->vnni     ? r * per_dword + e % per_dword
                                        : r;
                uint8_t *memory = block2d_element(
                    thread, run, &s, s.x + (int64_t)b * w + x, s.y + y,
                    "reads (2D block)");
                if (memory)
                    cmrun_write_raw(thread, data,
                                    (b * block_pitch + r * row_pitch + e) *
                                        s.bytes,
                                    memory, s.bytes);
            }
}

static void execute_store_block2d(struct cmrun_thread *thread,
                                  struct cmrun_run *run,
                                  const struct cmrun_inst *inst)
{
    const struct cmrun_lsc *lsc = &inst->lsc;
    if (lsc->blocks != 1 || lsc->transposed || lsc->vnni)
        cmrun_fault(thread, "a 2D block store takes one block, neither "
                            "transposed nor VNNI-transformed");
    struct block2d s = read_block2d(thread, inst);
    int row_pitch = power_of_two_at_least(lsc->block_width);
    for (int y = 0; y < lsc->block_height; y++)
        for (int x = 0; x < lsc->block_width; x++) {
            uint8_t *memory = block2d_element(thread, run, &s, s.x + x,
                                              s.y + y, "writes (2D block)");
            if (memory)
                cmrun_read_raw(thread, &inst->operands[1],
                               (y * row_pitch + x) * s.bytes, memory,
                               s.bytes);
        }
}

/* Element `channel` of MOVS's state operand OP (T(k) or S(k): from
 * element k), or NULL when OP is not a surface or sampler variable. */
static uint32_t *movs_state(struct cmrun_thread *thread,
                            const struct cmrun_operand *op, int channel)
{
    if (op->kind != CMRUN_OPND_VAR || op->var < 0 ||
        (thread->kernel->vars[op->var].kind != CMRUN_VAR_SURFACE &&
         thread->kernel->vars[op->var].kind != CMRUN_VAR_SAMPLER))
        return NULL;
    int element = op->byte_offset / 4 + channel;
    if (element >= thread->kernel->vars[op->var].num_elts)
        cmrun_fault(thread, "movs reaches past the end of %s",
                    thread->kernel->vars[op->var].name);
    return cmrun_surface_slot(thread, op->var, element);
}

/* movs (exec) dst src (MOVS.md): a surface's (or sampler's) binding-table
 * index to a general variable (V T(k)), or to a surface from another
 * surface (T T(k)) or from a general or immediate operand holding the
 * index (T V); samplers (S) alike. */
static void execute_movs(struct cmrun_thread *thread,
                         const struct cmrun_inst *inst)
{
    if (inst->operand_count != 2)
        cmrun_fault(thread, "movs takes a destination and a source");
    for (int c = 0; c < inst->exec_size; c++) {
        uint32_t *dst = movs_state(thread, &inst->operands[0], c);
        uint32_t *src = movs_state(thread, &inst->operands[1], c);
        if (!dst && !src)
            cmrun_fault(thread, "movs needs a surface or sampler operand");
        if (dst && src &&
            thread->kernel->vars[inst->operands[0].var].kind !=
                thread->kernel->vars[inst->operands[1].var].kind)
            cmrun_fault(thread, "movs between a surface and a sampler");
        if (dst) {
            *dst = src ? *src
                       : (uint32_t)cmrun_read_source(thread, inst, 1, c).i;
            continue;
        }
        struct cmrun_value value = {0};
        value.is_unsigned = true;
        value.i = *src;
        cmrun_write_destination(thread, inst, &inst->operands[0], c, value);
    }
}

void cmrun_execute_lsc(struct cmrun_thread *thread, struct cmrun_run *run,
                       const struct cmrun_inst *inst, uint32_t channels)
{
    const char *op = inst->opcode;
    if (!strcmp(op, "movs"))
        execute_movs(thread, inst);
    else if (!strcmp(op, "lsc_load_block2d"))
        execute_load_block2d(thread, run, inst);
    else if (!strcmp(op, "lsc_store_block2d"))
        execute_store_block2d(thread, run, inst);
    else if (!strcmp(op, "lsc_load") || !strcmp(op, "lsc_load_quad"))
        execute_load_store(thread, run, inst, channels, false);
    else if (!strcmp(op, "lsc_store") || !strcmp(op, "lsc_store_quad"))
        execute_load_store(thread, run, inst, channels, true);
    else if (!strncmp(op, "lsc_atomic_", 11))
        execute_atomic(thread, run, inst, channels);
    else
        cmrun_fault(thread, "unsupported LSC instruction '%s'", op);
}
