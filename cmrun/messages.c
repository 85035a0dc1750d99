/* messages.c - surfaces and memory messages.
 *
 * Takes message instructions (oword block loads and stores, scaled
 * scattered reads and writes, barriers and fences) and the run's surfaces;
 * guarantees the vISA specification's data movement, with every access
 * checked against its surface: an access outside a surface is a fault
 * (exit 3) rather than the hardware's silent zero, because a test that
 * runs off the end of its buffer is a bug to report.  Surfaces are found
 * through the value of the surface variable (the binding table index the
 * payload gave it), as on the GPU; T0 (%slm) is the thread group's shared
 * local memory. */
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

bool cmrun_execute_message(struct cmrun_thread *thread,
                           struct cmrun_run *run,
                           const struct cmrun_inst *inst, uint32_t channels)
{
    const char *op = inst->opcode;
    (void)channels;
    if (!strcmp(op, "oword_ld"))
        execute_oword(thread, run, inst, false, false);
    else if (!strcmp(op, "oword_ld_unaligned"))
        execute_oword(thread, run, inst, false, true);
    else if (!strcmp(op, "oword_st"))
        execute_oword(thread, run, inst, true, false);
    else if (!strcmp(op, "barrier"))
        thread->at_barrier = true;
    else if (!strcmp(op, "fence") || !strcmp(op, "lsc_fence") ||
             !strcmp(op, "wait") || !strcmp(op, "yield"))
        ; /* one host thread: memory is always coherent */
    else
        return false;
    return true;
}
