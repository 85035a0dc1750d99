/* messages.c - surfaces and memory messages.
 *
 * Takes message instructions (oword block loads and stores, scaled
 * scattered and 4-channel reads and writes, dword atomics, media block
 * reads and writes, SVM block, scattered and atomic accesses, barriers and
 * fences) and the run's surfaces, SLM and SVM memory;
 * guarantees the vISA specification's data movement, with every access
 * checked against its surface: an access outside a surface is a fault
 * (exit 3) rather than the hardware's silent zero, because a test that
 * runs off the end of its buffer is a bug to report.  Surfaces are found
 * through the value of the surface variable (the binding table index the
 * payload gave it), as on the GPU; T0 (%slm) is the thread group's shared
 * local memory.  The media sampler's avs is always a fault: its result
 * depends on sampler state the kernel does not carry. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cmrun/cmrun.h"

#define SLM_BINDING 254u
#define STATELESS_BINDING 255u

static struct cmrun_surface *surface_of(struct cmrun_thread *thread,
                                        struct cmrun_run *run,
                                        const struct cmrun_operand *op)
{
    if (op->kind != CMRUN_OPND_VAR ||
        thread->kernel->vars[op->var].kind != CMRUN_VAR_SURFACE)
        cmrun_fault(thread, "the message's surface operand is not a surface");
    return cmrun_surface_at(thread, run, *cmrun_surface_slot(thread, op->var, 0),
                            thread->kernel->vars[op->var].name);
}

struct cmrun_surface *cmrun_surface_at(struct cmrun_thread *thread,
                                       struct cmrun_run *run,
                                       uint32_t binding, const char *name)
{
    if (binding == SLM_BINDING) {
        if (run->memory.slm_index < 0)
            cmrun_fault(thread, "the kernel uses SLM but declares no SLMSize");
        return &run->memory.surfaces[run->memory.slm_index];
    }
    if (binding == CMRUN_PRINT_BINDING && run->print.surface.data)
        return &run->print.surface;
    if (binding >= (uint32_t)run->memory.surface_count ||
        run->memory.surfaces[binding].kind == CMRUN_SURFACE_RESERVED)
        cmrun_fault(thread, "surface %s is bound to nothing (index %u)",
                    name, binding);
    return &run->memory.surfaces[binding];
}

void cmrun_check_range(struct cmrun_thread *thread,
                       const struct cmrun_surface *surface, uint64_t offset,
                        uint64_t size, const char *what)
{
    if (offset + size > surface->size || offset + size < offset) {
        if (surface->kind == CMRUN_SURFACE_SLM)
            cmrun_fault(thread,
                        "%s bytes %llu..%llu of SLM, which has %zu bytes",
                        what, (unsigned long long)offset,
                        (unsigned long long)(offset + size - 1),
                        surface->size);
        cmrun_fault(thread,
                    "%s bytes %llu..%llu of the surface of argument %d, "
                    "which has %zu bytes",
                    what, (unsigned long long)offset,
                    (unsigned long long)(offset + size - 1),
                    surface->argument, surface->size);
    }
}

static uint64_t scalar_operand(struct cmrun_thread *thread,
                               const struct cmrun_inst *inst, int index)
{
    struct cmrun_value v = cmrun_read_source(thread, inst, index, 0);
    if (v.undefined)
        cmrun_fault(thread, "the message's operand %d was never written",
                    index);
    return cmrun_value_to_bits(v, CMRUN_UQ, false);
}

/* A block read that starts inside a buffer and runs past its end: the
 * hardware's bounds check returns zeros for the bytes past the end (cmc
 * pads a 48-byte read to a 64-byte message, as Intel's compiler does, and
 * keeps 48).  Those bytes are zeros here too, but left undefined, so that
 * a kernel that uses them, which the GPU would let through silently,
 * stops where it does.  A read that starts at or past the end is still a
 * fault at the read. */
static void read_oword_at_end(struct cmrun_thread *thread,
                              const struct cmrun_surface *surface,
                              uint64_t offset, int size,
                              const struct cmrun_operand *destination)
{
    uint8_t data[256] = {0};
    size_t inside = surface->size - (size_t)offset;
    memcpy(data, surface->data + offset, inside);
    cmrun_write_raw(thread, destination, 0, data, size);
    cmrun_undefine_raw(thread, destination, (int)inside, size - (int)inside);
}

/* oword_ld (N) T offset dst, oword_ld_unaligned, oword_st (N) T offset src */
static void execute_oword(struct cmrun_thread *thread, struct cmrun_run *run,
                          const struct cmrun_inst *inst, bool is_store,
                          bool unaligned)
{
    if (inst->operand_count != 3)
        cmrun_fault(thread, "%s needs a surface, an offset and data",
                    inst->opcode);
    int owords = inst->exec_size;
    if (owords != 1 && owords != 2 && owords != 4 && owords != 8 &&
        owords != 16)
        cmrun_fault(thread, "%d owords is not a valid block size", owords);
    struct cmrun_surface *surface = surface_of(thread, run, &inst->operands[0]);
    uint64_t offset = scalar_operand(thread, inst, 1);
    if (!unaligned)
        offset *= 16;
    else if (offset % 4)
        cmrun_fault(thread, "unaligned oword read at byte %llu is not "
                            "dword aligned",
                    (unsigned long long)offset);
    int size = owords * 16;
    if (!is_store && offset < surface->size &&
        offset + (uint64_t)size > surface->size &&
        surface->kind == CMRUN_SURFACE_BUFFER) {
        read_oword_at_end(thread, surface, offset, size, &inst->operands[2]);
        return;
    }
    cmrun_check_range(thread, surface, offset, (uint64_t)size,
                is_store ? "writes" : "reads");
    if (is_store) {
        uint8_t data[256];
        cmrun_read_raw(thread, &inst->operands[2], 0, data, size);
        memcpy(surface->data + offset, data, (size_t)size);
    } else {
        cmrun_write_raw(thread, &inst->operands[2], 0, surface->data + offset,
                        size);
    }
}

/* ---- SVM (shared virtual memory: 64-bit addresses) ------------------------- */

uint8_t *cmrun_svm_bytes(struct cmrun_thread *thread, struct cmrun_run *run,
                         uint64_t address, uint64_t size, const char *what)
{
    for (int i = 0; i < run->memory.surface_count; i++) {
        struct cmrun_surface *s = &run->memory.surfaces[i];
        if (s->kind != CMRUN_SURFACE_SVM || address < s->svm_base ||
            address - s->svm_base >= s->size)
            continue;
        cmrun_check_range(thread, s, address - s->svm_base, size, what);
        return s->data + (address - s->svm_base);
    }
    cmrun_fault(thread,
                "%s %llu bytes at SVM address 0x%llx, which is in no svm: "
                "argument",
                what, (unsigned long long)size, (unsigned long long)address);
}

/* svm_block_ld[.unaligned] (N) address dst; svm_block_st (N) address src */
static void execute_svm_block(struct cmrun_thread *thread,
                              struct cmrun_run *run,
                              const struct cmrun_inst *inst, bool is_store)
{
    if (inst->operand_count != 2)
        cmrun_fault(thread, "%s needs an address and data", inst->opcode);
    int size = inst->exec_size * 16;
    uint64_t address = scalar_operand(thread, inst, 0);
    bool unaligned = inst->suffix_count > 0 &&
                     !strcmp(inst->suffixes[0], "unaligned");
    if (address % (unaligned ? 4 : 16))
        cmrun_fault(thread, "SVM block address 0x%llx is not %s aligned",
                    (unsigned long long)address, unaligned ? "dword" : "oword");
    uint8_t *memory = cmrun_svm_bytes(thread, run, address, (uint64_t)size,
                                is_store ? "writes" : "reads");
    if (is_store) {
        uint8_t data[256];
        cmrun_read_raw(thread, &inst->operands[1], 0, data, size);
        memcpy(memory, data, (size_t)size);
    } else {
        cmrun_write_raw(thread, &inst->operands[1], 0, memory, size);
    }
}

static int suffix_number(const struct cmrun_inst *inst, int index,
                         int fallback)
{
    return inst->suffix_count > index ? inst->suffix_values[index] : fallback;
}

static uint64_t channel_address(struct cmrun_thread *thread,
                                const struct cmrun_operand *addresses,
                                int channel)
{
    uint64_t address;
    cmrun_read_raw(thread, addresses, channel * 8, &address, 8);
    return address;
}

/* svm_gather.BLOCK.BLOCKS (exec) addresses dst, svm_scatter ... src:
 * 4- and 8-byte blocks: block j of channel i is element j * exec + i;
 * 1-byte blocks: byte j of channel i at i * max(4, blocks) + j. */
static void execute_svm_scattered(struct cmrun_thread *thread,
                                  struct cmrun_run *run,
                                  const struct cmrun_inst *inst,
                                  uint32_t channels, bool is_store)
{
    if (inst->operand_count != 2)
        cmrun_fault(thread, "%s needs addresses and data", inst->opcode);
    int block = suffix_number(inst, 0, 4);
    int blocks = suffix_number(inst, 1, 1);
    if ((block != 1 && block != 4 && block != 8) ||
        (blocks != 1 && blocks != 2 && blocks != 4 && blocks != 8))
        cmrun_fault(thread, "bad SVM block size %d or count %d", block,
                    blocks);
    int n = inst->exec_size;
    for (int i = 0; i < n; i++) {
        if (!(channels & (1u << i)))
            continue;
        uint64_t address = channel_address(thread, &inst->operands[0], i);
        if (address % (uint64_t)block)
            cmrun_fault(thread, "SVM address 0x%llx of channel %d is not "
                                "%d-byte aligned",
                        (unsigned long long)address, i, block);
        for (int j = 0; j < blocks; j++) {
            int offset = block == 1 ? i * (blocks < 4 ? 4 : blocks) + j
                                    : (j * n + i) * block;
            uint8_t *memory =
                cmrun_svm_bytes(thread, run, address + (uint64_t)(j * block),
                          (uint64_t)block, is_store ? "writes" : "reads");
            if (is_store) {
                uint8_t data[8];
                cmrun_read_raw(thread, &inst->operands[1], offset, data, block);
                memcpy(memory, data, (size_t)block);
            } else {
                cmrun_write_raw(thread, &inst->operands[1], offset, memory,
                                block);
            }
        }
    }
}

/* The new value of an atomic operation (the vISA specification's table,
 * DWORD_ATOMIC.md): cmpxchg writes src0 where old == src1, fcmpwr writes
 * src1 where src0 == old. */
uint64_t cmrun_atomic_result(struct cmrun_thread *thread, const char *op,
                             uint64_t old, uint64_t src0, uint64_t src1,
                             int bytes)
{
    uint64_t mask = bytes == 8 ? UINT64_MAX : ((UINT64_C(1) << (bytes * 8)) - 1);
    int64_t sold = bytes == 8 ? (int64_t)old : bytes == 4 ? (int32_t)old : (int16_t)old;
    int64_t ssrc = bytes == 8 ? (int64_t)src0 : bytes == 4 ? (int32_t)src0 : (int16_t)src0;
    if (!strcmp(op, "add")) return (old + src0) & mask;
    if (!strcmp(op, "sub")) return (old - src0) & mask;
    if (!strcmp(op, "inc")) return (old + 1) & mask;
    if (!strcmp(op, "dec") || !strcmp(op, "predec")) return (old - 1) & mask;
    if (!strcmp(op, "min")) return old < src0 ? old : src0;
    if (!strcmp(op, "max")) return old > src0 ? old : src0;
    if (!strcmp(op, "xchg")) return src0;
    if (!strcmp(op, "cmpxchg")) return old == src1 ? src0 : old;
    if (!strcmp(op, "and")) return old & src0;
    if (!strcmp(op, "or")) return old | src0;
    if (!strcmp(op, "xor")) return old ^ src0;
    if (!strcmp(op, "minsint") || !strcmp(op, "imin"))
        return (uint64_t)(sold < ssrc ? sold : ssrc) & mask;
    if (!strcmp(op, "maxsint") || !strcmp(op, "imax"))
        return (uint64_t)(sold > ssrc ? sold : ssrc) & mask;
    if (!strcmp(op, "fmax") || !strcmp(op, "fmin") || !strcmp(op, "fcmpwr") ||
        !strcmp(op, "fadd") || !strcmp(op, "fsub")) {
        float a, b, c;
        uint32_t bits[3] = {(uint32_t)old, (uint32_t)src0, (uint32_t)src1};
        memcpy(&a, &bits[0], 4);
        memcpy(&b, &bits[1], 4);
        memcpy(&c, &bits[2], 4);
        float r = !strcmp(op, "fmax")   ? fmaxf(a, b)
                  : !strcmp(op, "fmin") ? fminf(a, b)
                  : !strcmp(op, "fadd") ? a + b
                  : !strcmp(op, "fsub") ? a - b
                  : (b == a ? c : a); /* fcmpwr: src0 == old ? src1 */
        uint32_t out;
        memcpy(&out, &r, 4);
        return out;
    }
    cmrun_fault(thread, "unknown atomic operation '%s'", op);
}

/* svm_atomic.OP[.16|.64] (exec) addresses dst src0 src1 */
static void execute_svm_atomic(struct cmrun_thread *thread,
                               struct cmrun_run *run,
                               const struct cmrun_inst *inst,
                               uint32_t channels)
{
    if (inst->operand_count != 4 || inst->suffix_count < 1)
        cmrun_fault(thread, "svm_atomic needs an operation, addresses, a "
                            "destination and two sources");
    const char *op = inst->suffixes[0];
    int bytes = suffix_number(inst, 1, 32) / 8;
    if (bytes != 2 && bytes != 4 && bytes != 8)
        cmrun_fault(thread, "bad atomic width .%s", inst->suffixes[1]);
    int slot = bytes == 8 ? 8 : 4; /* 16-bit data is unpacked in dwords */
    for (int i = 0; i < inst->exec_size; i++) {
        if (!(channels & (1u << i)))
            continue;
        uint64_t address = channel_address(thread, &inst->operands[0], i);
        if (address % (uint64_t)bytes)
            cmrun_fault(thread, "atomic address 0x%llx is not %d-byte aligned",
                        (unsigned long long)address, bytes);
        uint8_t *memory = cmrun_svm_bytes(thread, run, address, (uint64_t)bytes,
                                    "atomically updates");
        uint64_t old = 0, src0 = 0, src1 = 0;
        memcpy(&old, memory, (size_t)bytes);
        cmrun_read_raw(thread, &inst->operands[2], i * slot, &src0, bytes);
        cmrun_read_raw(thread, &inst->operands[3], i * slot, &src1, bytes);
        uint64_t value = cmrun_atomic_result(thread, op, old, src0, src1, bytes);
        memcpy(memory, &value, (size_t)bytes);
        if (address == run->opencl_printf.address &&
            run->opencl_printf.surface >= 0 && !strcmp(op, "add") &&
            bytes == 4 && src0 != 0)
            cmrun_opencl_printf_reserve(&run->opencl_printf, thread->linear_id,
                                        (uint32_t)old, (uint32_t)src0);
        uint64_t returned = old;
        cmrun_write_raw(thread, &inst->operands[1], i * slot, &returned, slot);
    }
}

/* ---- surface (dataport) messages ------------------------------------------ */

static uint8_t *surface_bytes(struct cmrun_thread *thread,
                              struct cmrun_surface *surface, uint64_t offset,
                              uint64_t size, const char *what)
{
    cmrun_check_range(thread, surface, offset, size, what);
    return surface->data + offset;
}

/* dword_atomic.OP[.16] (exec) surface offsets src0 src1 dst */
static void execute_dword_atomic(struct cmrun_thread *thread,
                                 struct cmrun_run *run,
                                 const struct cmrun_inst *inst,
                                 uint32_t channels)
{
    if (inst->operand_count != 5 || inst->suffix_count < 1)
        cmrun_fault(thread, "dword_atomic needs an operation, a surface, "
                            "offsets, two sources and a destination");
    struct cmrun_surface *surface = surface_of(thread, run, &inst->operands[0]);
    const char *op = inst->suffixes[0];
    int bytes = suffix_number(inst, 1, 32) == 16 ? 2 : 4;
    for (int i = 0; i < inst->exec_size; i++) {
        if (!(channels & (1u << i)))
            continue;
        uint32_t offset;
        cmrun_read_raw(thread, &inst->operands[1], i * 4, &offset, 4);
        if (offset % (uint32_t)bytes)
            cmrun_fault(thread, "atomic offset %u is not %d-byte aligned",
                        offset, bytes);
        uint8_t *memory = surface_bytes(thread, surface, offset,
                                        (uint64_t)bytes, "atomically updates");
        uint64_t old = 0, src0 = 0, src1 = 0;
        memcpy(&old, memory, (size_t)bytes);
        cmrun_read_raw(thread, &inst->operands[2], i * 4, &src0, bytes);
        cmrun_read_raw(thread, &inst->operands[3], i * 4, &src1, bytes);
        uint64_t value = cmrun_atomic_result(thread, op, old, src0, src1, bytes);
        memcpy(memory, &value, (size_t)bytes);
        if (surface == &run->print.surface && offset == 0 &&
            !strcmp(op, "add") && src0 != 0)
            cmrun_print_buffer_reserve(&run->print, thread->linear_id,
                                       (uint32_t)old, (uint32_t)src0);
        uint32_t returned = (uint32_t)(!strcmp(op, "predec") ? value : old);
        cmrun_write_raw(thread, &inst->operands[4], i * 4, &returned, 4);
    }
}

/* gather_scaled.N (exec) surface offset element_offsets dst and
 * scatter_scaled: N (1, 2, 4) bytes per channel at offset + element
 * offset, one dword of the data operand per channel. */
static void execute_scaled(struct cmrun_thread *thread, struct cmrun_run *run,
                           const struct cmrun_inst *inst, uint32_t channels,
                           bool is_store)
{
    if (inst->operand_count != 4)
        cmrun_fault(thread, "%s needs a surface, an offset, element offsets "
                            "and data",
                    inst->opcode);
    int bytes = suffix_number(inst, 0, 4);
    if (bytes != 1 && bytes != 2 && bytes != 4)
        cmrun_fault(thread, "%d-byte scattered blocks are not valid", bytes);
    struct cmrun_surface *surface = surface_of(thread, run, &inst->operands[0]);
    uint64_t base = scalar_operand(thread, inst, 1);
    for (int i = 0; i < inst->exec_size; i++) {
        if (!(channels & (1u << i)))
            continue;
        uint32_t element;
        cmrun_read_raw(thread, &inst->operands[2], i * 4, &element, 4);
        uint8_t *memory = surface_bytes(thread, surface, base + element,
                                        (uint64_t)bytes,
                                        is_store ? "writes" : "reads");
        if (is_store) {
            uint32_t data;
            cmrun_read_raw(thread, &inst->operands[3], i * 4, &data, 4);
            memcpy(memory, &data, (size_t)bytes);
        } else {
            uint32_t data = 0; /* the upper bytes of 1- and 2-byte reads */
            memcpy(&data, memory, (size_t)bytes);
            cmrun_write_raw(thread, &inst->operands[3], i * 4, &data, 4);
        }
    }
}

/* gather4_scaled.CHANNELS / scatter4_scaled: for each enabled channel of
 * R, G, B, A (in that order), exec_size dwords at offset + element offset
 * + 4 * channel; the enabled channels' data follow each other, each
 * max(exec_size, GRF / 4) dwords apart. */
static void execute_scaled4(struct cmrun_thread *thread,
                            struct cmrun_run *run,
                            const struct cmrun_inst *inst, uint32_t channels,
                            bool is_store)
{
    if (inst->operand_count != 4 || inst->suffix_count < 1)
        cmrun_fault(thread, "%s needs channels, a surface, an offset, element "
                            "offsets and data",
                    inst->opcode);
    const char *mask = inst->suffixes[0];
    struct cmrun_surface *surface = surface_of(thread, run, &inst->operands[0]);
    uint64_t base = scalar_operand(thread, inst, 1);
    int stride = inst->exec_size > thread->kernel->grf_bytes / 4
                     ? inst->exec_size
                     : thread->kernel->grf_bytes / 4;
    int position = 0;
    static const char names[4] = {'R', 'G', 'B', 'A'};
    for (int c = 0; c < 4; c++) {
        if (!strchr(mask, names[c]) && !strchr(mask, names[c] + 32))
            continue;
        for (int i = 0; i < inst->exec_size; i++) {
            if (!(channels & (1u << i)))
                continue;
            uint32_t element;
            cmrun_read_raw(thread, &inst->operands[2], i * 4, &element, 4);
            uint8_t *memory =
                surface_bytes(thread, surface, base + element + 4u * (unsigned)c,
                              4, is_store ? "writes" : "reads");
            int at = (position * stride + i) * 4;
            if (is_store) {
                uint32_t data;
                cmrun_read_raw(thread, &inst->operands[3], at, &data, 4);
                memcpy(memory, &data, 4);
            } else {
                cmrun_write_raw(thread, &inst->operands[3], at, memory, 4);
            }
        }
        position++;
    }
}

/* The byte of a plane (`base`) of a 2D surface a media block read at
 * byte column `column` (any integer) of `row` (already inside the plane)
 * gets: outside the surface, the nearest edge pixel of the surface's
 * format (a byte for a raw img:), the same byte of that pixel. */
static const uint8_t *media_read_byte(const struct cmrun_surface *surface,
                                      const uint8_t *base, int64_t row,
                                      int64_t column)
{
    int pixel_bytes = surface->format == CMRUN_FORMAT_RAW
                          ? 1
                          : cmrun_format_pixel_bytes(surface->format);
    int64_t pixels = surface->width / pixel_bytes;
    int64_t pixel = column >= 0 ? column / pixel_bytes
                                : -((-column + pixel_bytes - 1) / pixel_bytes);
    int64_t within = column - pixel * pixel_bytes;
    pixel = pixel < 0 ? 0 : pixel >= pixels ? pixels - 1 : pixel;
    return base + row * surface->width + pixel * pixel_bytes + within;
}

/* The plane a media block message names: plane 0 of any 2D surface (its
 * rows), plane 1 of an NV12 surface (the UV rows after the Y rows).  Any
 * other plane is a fault: the surface does not have it. */
static uint8_t *media_plane(struct cmrun_thread *thread,
                            const struct cmrun_surface *surface,
                            uint64_t plane, int64_t *rows)
{
    if (plane == 0) {
        *rows = surface->height;
        return surface->data;
    }
    if (plane == 1 && surface->chroma_rows > 0) {
        *rows = surface->chroma_rows;
        return surface->data + (size_t)surface->width * (size_t)surface->height;
    }
    cmrun_fault(thread, "media block message of plane %llu: the surface of "
                        "argument %d %s",
                (unsigned long long)plane, surface->argument,
                surface->chroma_rows ? "is NV12, whose planes are Y (0) and "
                                       "UV (1)"
                                     : "has one plane (give it as "
                                       "img:WxH:nv12:... for Y and UV)");
    return NULL;
}

/* media_ld.MODS (W, H) surface plane x y dst, media_st ... src: a W-byte
 * by H-row block of a 2D surface at byte column x, row y; row i of the
 * register data starts at i * pitch, pitch = W rounded up to a power of
 * two, at least 4.  top/bottom read the even/odd rows (fields).
 * Outside the surface, reads return the nearest edge pixel (rows and
 * pixels clamped) and writes are dropped, as the hardware's media block
 * messages do and CM kernels rely on (Intel's CM template library reads
 * borders this way).  MEDIA_LD.md calls out-of-bound reads implementation
 * defined by surface format; the one case documented to differ from
 * replication, the right edge of a surface whose rows are not a whole
 * number of dwords, stops the kernel instead. */
static void execute_media(struct cmrun_thread *thread, struct cmrun_run *run,
                          const struct cmrun_inst *inst, bool is_store)
{
    if (inst->operand_count != 5 || inst->block_height <= 0)
        cmrun_fault(thread, "%s needs (width, height), a surface, a plane, x, "
                            "y and data",
                    inst->opcode);
    int width = inst->size_in_parens, height = inst->block_height;
    if (width < 1 || width > 64 || height < 1 || height > 64)
        cmrun_fault(thread, "media block %dx%d is not valid", width, height);
    struct cmrun_surface *surface = surface_of(thread, run, &inst->operands[0]);
    if (surface->kind != CMRUN_SURFACE_IMAGE2D || surface->depth > 1)
        cmrun_fault(thread, "%s needs a 2D surface (an img: argument)",
                    inst->opcode);
    int64_t plane_rows;
    const struct cmrun_operand *plane_operand = &inst->operands[1];
    uint64_t plane_index = plane_operand->kind == CMRUN_OPND_NUMBER
                               ? (uint64_t)plane_operand->number
                               : scalar_operand(thread, inst, 1);
    uint8_t *plane = media_plane(thread, surface, plane_index, &plane_rows);
    int64_t x = (int32_t)scalar_operand(thread, inst, 2);
    int64_t y = (int32_t)scalar_operand(thread, inst, 3);
    if (!is_store && x + width > surface->width && surface->width % 4 != 0)
        cmrun_fault(thread,
                    "media_ld of a %dx%d block at (%lld, %lld) crosses the "
                    "right edge of the image of argument %d, whose rows of "
                    "%d bytes are not a whole number of dwords: what the "
                    "hardware returns there is not defined",
                    width, height, (long long)x, (long long)y,
                    surface->argument, surface->width);
    int pitch = 4;
    while (pitch < width)
        pitch *= 2;
    const char *mode = inst->suffix_count ? inst->suffixes[0] : "nomod";
    int field = !strcmp(mode, "top") ? 0 : !strcmp(mode, "bottom") ? 1 : -1;
    for (int i = 0; i < height; i++) {
        int64_t row = field < 0 ? y + i : (y + i) * 2 + field;
        if (is_store) {
            if (row < 0 || row >= plane_rows)
                continue;
            uint8_t data[64];
            cmrun_read_raw(thread, &inst->operands[4], i * pitch, data, width);
            for (int j = 0; j < width; j++)
                if (x + j >= 0 && x + j < surface->width)
                    plane[row * surface->width + x + j] = data[j];
            continue;
        }
        /* Clamped to the surface's rows (a field's rows, for fields). */
        int64_t line = y + i;
        int64_t lines = field < 0 ? plane_rows : (plane_rows - field + 1) / 2;
        line = line < 0 ? 0 : line >= lines ? lines - 1 : line;
        int64_t clamped = field < 0 ? line : line * 2 + field;
        uint8_t data[64];
        for (int j = 0; j < width; j++)
            data[j] = *media_read_byte(surface, plane, clamped, x + j);
        cmrun_write_raw(thread, &inst->operands[4], i * pitch, data, width);
    }
}

/* Whether a video analytics operation (read_isa.c's va_* names) takes a
 * sampler: its filter or structuring element is in the sampler's 8x8
 * state (convolutions, the min/max filter, erode, dilate). */
static bool va_uses_sampler_state(const char *op)
{
    return strstr(op, "convolve") || strstr(op, "minmaxfilter") ||
           strstr(op, "erode") || strstr(op, "dilate");
}

bool cmrun_execute_message(struct cmrun_thread *thread,
                           struct cmrun_run *run,
                           const struct cmrun_inst *inst, uint32_t channels)
{
    const char *op = inst->opcode;
    if (!strcmp(op, "oword_ld"))
        execute_oword(thread, run, inst, false, false);
    else if (!strcmp(op, "oword_ld_unaligned"))
        execute_oword(thread, run, inst, false, true);
    else if (!strcmp(op, "oword_st"))
        execute_oword(thread, run, inst, true, false);
    else if (!strcmp(op, "svm_block_ld"))
        execute_svm_block(thread, run, inst, false);
    else if (!strcmp(op, "svm_block_st"))
        execute_svm_block(thread, run, inst, true);
    else if (!strcmp(op, "svm_gather"))
        execute_svm_scattered(thread, run, inst, channels, false);
    else if (!strcmp(op, "svm_scatter"))
        execute_svm_scattered(thread, run, inst, channels, true);
    else if (!strcmp(op, "svm_atomic"))
        execute_svm_atomic(thread, run, inst, channels);
    else if (!strcmp(op, "dword_atomic"))
        execute_dword_atomic(thread, run, inst, channels);
    else if (!strcmp(op, "gather_scaled"))
        execute_scaled(thread, run, inst, channels, false);
    else if (!strcmp(op, "scatter_scaled"))
        execute_scaled(thread, run, inst, channels, true);
    else if (!strcmp(op, "gather4_scaled"))
        execute_scaled4(thread, run, inst, channels, false);
    else if (!strcmp(op, "scatter4_scaled"))
        execute_scaled4(thread, run, inst, channels, true);
    else if (!strcmp(op, "media_ld"))
        execute_media(thread, run, inst, false);
    else if (!strcmp(op, "media_st"))
        execute_media(thread, run, inst, true);
    else if (!strcmp(op, "barrier"))
        thread->at_barrier = true;
    else if (!strcmp(op, "sbarrier") && inst->suffix_count == 1 &&
             !strcmp(inst->suffixes[0], "signal") && inst->operand_count == 0)
        cmrun_split_barrier_signal(thread, run);
    else if (!strcmp(op, "sbarrier") && inst->suffix_count == 1 &&
             !strcmp(inst->suffixes[0], "wait") && inst->operand_count == 0)
        cmrun_split_barrier_wait(thread, run);
    else if (!strcmp(op, "nbarrier") && inst->suffix_count == 1 &&
             !strcmp(inst->suffixes[0], "signal") && inst->operand_count == 2)
        cmrun_named_barrier_signal(thread, run, scalar_operand(thread, inst, 0),
                                   scalar_operand(thread, inst, 1));
    else if (!strcmp(op, "nbarrier") && inst->suffix_count == 1 &&
             !strcmp(inst->suffixes[0], "wait") && inst->operand_count == 1)
        cmrun_named_barrier_wait(thread, run, scalar_operand(thread, inst, 0));
    else if (!strcmp(op, "fence") || !strcmp(op, "fence_local") ||
             !strcmp(op, "fence_global") || !strcmp(op, "lsc_fence") ||
             !strcmp(op, "fence_sw") || !strcmp(op, "wait") ||
             !strcmp(op, "yield"))
        ; /* one host thread: memory is always coherent, and a software
           * fence only orders the finalizer's scheduling */
    else if (!strcmp(op, "avs"))
        /* AVS.md: the result depends on the sampler's 8x8 state (the
         * scaling filter's coefficients, output shuffle), which the host
         * sets up and the kernel does not carry */
        cmrun_fault(thread, "avs: the media sampler's adaptive video "
                            "scaling filters through the sampler's 8x8 "
                            "state (AVS coefficients), which the host sets "
                            "up and cmrun does not have");
    else if (!strncmp(op, "va_", 3))
        /* the video analytics (vISA VA, VA_SKL_PLUS; read_isa.c) */
        cmrun_fault(thread, "%s: the media sampler's video analytics have "
                            "no vISA specification page that defines their "
                            "result%s, so cmrun cannot compute it",
                    op,
                    va_uses_sampler_state(op)
                        ? " (and it filters through the sampler's 8x8 "
                          "state, which the host sets up)"
                        : "");
    else if (!strncmp(op, "raw_send", 8))
        return cmrun_execute_raw_send(thread, run, inst, channels);
    else if (!strncmp(op, "lsc_", 4) || !strcmp(op, "movs"))
        cmrun_execute_lsc(thread, run, inst, channels);
    else
        return cmrun_execute_image_message(thread, run, inst, channels);
    return true;
}
