/* messages.c - surfaces and memory messages.
 *
 * Takes message instructions (oword block loads and stores, SVM block,
 * scattered and atomic accesses, barriers and fences) and the run's
 * surfaces and SVM memory;
 * guarantees the vISA specification's data movement, with every access
 * checked against its surface: an access outside a surface is a fault
 * (exit 3) rather than the hardware's silent zero, because a test that
 * runs off the end of its buffer is a bug to report.  Surfaces are found
 * through the value of the surface variable (the binding table index the
 * payload gave it), as on the GPU; T0 (%slm) is the thread group's shared
 * local memory. */
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
    uint32_t binding = thread->surface_values[op->var];
    if (binding == SLM_BINDING) {
        if (run->memory.slm_index < 0)
            cmrun_fault(thread, "the kernel uses SLM but declares no SLMSize");
        return &run->memory.surfaces[run->memory.slm_index];
    }
    if (binding >= (uint32_t)run->memory.surface_count)
        cmrun_fault(thread, "surface %s is bound to nothing (index %u)",
                    thread->kernel->vars[op->var].name, binding);
    return &run->memory.surfaces[binding];
}

static void check_range(struct cmrun_thread *thread,
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
    check_range(thread, surface, offset, (uint64_t)size,
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

static uint8_t *svm_bytes(struct cmrun_thread *thread, struct cmrun_run *run,
                          uint64_t address, uint64_t size, const char *what)
{
    for (int i = 0; i < run->memory.surface_count; i++) {
        struct cmrun_surface *s = &run->memory.surfaces[i];
        if (s->kind != CMRUN_SURFACE_SVM || address < s->svm_base ||
            address - s->svm_base >= s->size)
            continue;
        check_range(thread, s, address - s->svm_base, size, what);
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
    uint8_t *memory = svm_bytes(thread, run, address, (uint64_t)size,
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
    return inst->suffix_count > index ? atoi(inst->suffixes[index]) : fallback;
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
                svm_bytes(thread, run, address + (uint64_t)(j * block),
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

/* The new value of an atomic operation. */
static uint64_t atomic_result(struct cmrun_thread *thread, const char *op,
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
    if (!strcmp(op, "cmpxchg")) return old == src0 ? src1 : old;
    if (!strcmp(op, "and")) return old & src0;
    if (!strcmp(op, "or")) return old | src0;
    if (!strcmp(op, "xor")) return old ^ src0;
    if (!strcmp(op, "minsint") || !strcmp(op, "imin"))
        return (uint64_t)(sold < ssrc ? sold : ssrc) & mask;
    if (!strcmp(op, "maxsint") || !strcmp(op, "imax"))
        return (uint64_t)(sold > ssrc ? sold : ssrc) & mask;
    if (!strcmp(op, "fmax") || !strcmp(op, "fmin") || !strcmp(op, "fcmpwr")) {
        float a, b, c;
        uint32_t bits[3] = {(uint32_t)old, (uint32_t)src0, (uint32_t)src1};
        memcpy(&a, &bits[0], 4);
        memcpy(&b, &bits[1], 4);
        memcpy(&c, &bits[2], 4);
        float r = !strcmp(op, "fmax")   ? fmaxf(a, b)
                  : !strcmp(op, "fmin") ? fminf(a, b)
                  : (a == b ? c : a);
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
        uint8_t *memory = svm_bytes(thread, run, address, (uint64_t)bytes,
                                    "atomically updates");
        uint64_t old = 0, src0 = 0, src1 = 0;
        memcpy(&old, memory, (size_t)bytes);
        cmrun_read_raw(thread, &inst->operands[2], i * slot, &src0, bytes);
        cmrun_read_raw(thread, &inst->operands[3], i * slot, &src1, bytes);
        uint64_t value = atomic_result(thread, op, old, src0, src1, bytes);
        memcpy(memory, &value, (size_t)bytes);
        uint64_t returned = old;
        cmrun_write_raw(thread, &inst->operands[1], i * slot, &returned, slot);
    }
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
    else if (!strcmp(op, "barrier"))
        thread->at_barrier = true;
    else if (!strcmp(op, "fence") || !strcmp(op, "lsc_fence") ||
             !strcmp(op, "wait") || !strcmp(op, "yield"))
        ; /* one host thread: memory is always coherent */
    else
        return false;
    return true;
}
