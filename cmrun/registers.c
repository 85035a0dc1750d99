/* registers.c - one thread's register file and operand regions.
 *
 * Takes a parsed kernel and the run's payload; guarantees a register file
 * in which every general variable has a byte address (its root's place in
 * a flat, GRF-aligned space plus the alias offset), so that `&V[n]`,
 * address registers and indirect operands mean what they mean on the GPU.
 * Every byte carries a "defined" bit: inputs and predefined variables
 * start defined, everything else undefined.  Like memcheck, undefinedness
 * flows through moves and arithmetic (the compiler may legitimately
 * compute on lanes it never uses); using it is the fault: storing it to
 * memory, addressing with it, offsetting a message with it.  Region arithmetic follows the vISA
 * specification (5_operands.md): element i of a source <v;w,h> is at
 * (i / w) * v + (i % w) * h elements from the origin; of a destination
 * <h>, at i * h.  A region that leaves its variable is a fault. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cmrun/cmrun.h"
#include "support/support.h"

_Noreturn void cmrun_fault(const struct cmrun_thread *thread,
                           const char *format, ...)
{
    const struct cmrun_kernel *k = thread->kernel;
    fflush(stdout);
    fprintf(stderr, "cmrun: error: kernel '%s', thread ", k->name);
    if (thread->group[0] >= 0)
        fprintf(stderr, "(%d,%d) [group (%d,%d,%d) local (%d,%d,%d)]",
                thread->x, thread->y, thread->group[0], thread->group[1],
                thread->group[2], thread->local[0], thread->local[1],
                thread->local[2]);
    else
        fprintf(stderr, "(%d,%d)", thread->x, thread->y);
    if (thread->pc >= 0 && (size_t)thread->pc < k->inst_count) {
        const struct cmrun_inst *inst = &k->insts[thread->pc];
        fprintf(stderr, ", instruction %d (line %d: %s)", thread->pc,
                inst->line, inst->text);
    }
    fputs(": ", stderr);
    va_list args;
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    fflush(stderr);
    /* _Exit: a fault is an expected outcome, not a leak to report. */
    _Exit(CMRUN_EXIT_KERNEL_FAULT);
}

int cmrun_var_address(const struct cmrun_kernel *kernel, int var,
                      int byte_offset)
{
    const struct cmrun_var *v = &kernel->vars[var];
    return kernel->vars[v->root].base + v->root_offset + byte_offset;
}

static void set_predefined(struct cmrun_thread *thread, int var,
                           uint32_t value)
{
    const struct cmrun_kernel *k = thread->kernel;
    int address = cmrun_var_address(k, var, 0);
    int size = k->vars[var].bytes;
    int copy = size < 4 ? size : 4;
    memcpy(thread->regs + address, &value, (size_t)copy);
    memset(thread->defined + address, 1, (size_t)size);
}

/* The hardware thread id as GenX_IR reads it from r0.5: its low 9 bits
 * before CNL (SKL), 10 bits after. */
static uint32_t hardware_thread_id(const struct cmrun_thread *thread,
                                   const struct cmrun_run *run)
{
    bool before_cnl = run->platform && run->platform->genx_number < 1000;
    return (uint32_t)thread->linear_id & (before_cnl ? 0x1ffu : 0x3ffu);
}

/* r0, the thread payload header, in the fields GenX_IR reads from it
 * (visa/BuildIRImpl.cpp, PreDefinedVars.cpp): r0.1 is the group id X of
 * a thread-group dispatch, or the media walker's thread origin (x in
 * bits 0-11 and y in 12-23 from ICLLP on, x in bits 0-15 and y in 16-31
 * before); r0.5's low bits the hardware thread id; r0.6 and r0.7 the
 * group ids Y and Z.  The other fields (URB handles, scratch space, ...)
 * have nothing behind them in cmrun and are 0. */
static void set_r0(struct cmrun_thread *thread, const struct cmrun_run *run,
                   int var)
{
    const struct cmrun_kernel *k = thread->kernel;
    uint32_t r0[8] = {0};
    bool groups = thread->group[0] >= 0;
    bool new_format = !run->platform || run->platform->genx_number >= 1150;
    uint32_t x = (uint32_t)thread->x, y = (uint32_t)thread->y;
    r0[1] = groups ? (uint32_t)thread->group[0]
            : new_format ? (x & 0xfff) | (y & 0xfff) << 12
                         : (x & 0xffff) | y << 16;
    r0[5] = hardware_thread_id(thread, run);
    r0[6] = groups ? (uint32_t)thread->group[1] : 0;
    r0[7] = groups ? (uint32_t)thread->group[2] : 0;
    int address = cmrun_var_address(k, var, 0);
    int size = k->vars[var].bytes < 32 ? k->vars[var].bytes : 32;
    memcpy(thread->regs + address, r0, (size_t)size);
    memset(thread->defined + address, 1, (size_t)k->vars[var].bytes);
}

void cmrun_tick_clock(struct cmrun_thread *thread, struct cmrun_run *run)
{
    run->clock++;
    const struct cmrun_kernel *k = thread->kernel;
    if (k->tsc_var < 0)
        return;
    uint32_t halves[2] = {(uint32_t)run->clock,
                          (uint32_t)(run->clock >> 32)};
    memcpy(thread->regs + cmrun_var_address(k, k->tsc_var, 0), halves, 8);
}

/* The group id on `axis`.  A thread space without groups (-t) is the
 * media walker's; XeHP_SDV and later, which have none, dispatch it as one
 * group of one thread per thread (cmc's vISA reads the origin from the
 * group id there, as Intel's does): the group id is the thread's origin. */
static uint32_t group_id(const struct cmrun_thread *thread, int axis)
{
    if (thread->group[0] >= 0)
        return (uint32_t)thread->group[axis];
    return axis == 0 ? (uint32_t)thread->x
                     : axis == 1 ? (uint32_t)thread->y : 0u;
}

static void init_predefined(struct cmrun_thread *thread,
                            const struct cmrun_run *run, int var)
{
    const struct cmrun_kernel *k = thread->kernel;
    switch (k->vars[var].predefined) {
    case CMRUN_PREDEF_THREAD_X:
        set_predefined(thread, var, (uint32_t)thread->x);
        break;
    case CMRUN_PREDEF_THREAD_Y:
        set_predefined(thread, var, (uint32_t)thread->y);
        break;
    case CMRUN_PREDEF_GROUP_ID_X:
    case CMRUN_PREDEF_GROUP_ID_Y:
    case CMRUN_PREDEF_GROUP_ID_Z: {
        int axis = k->vars[var].predefined - CMRUN_PREDEF_GROUP_ID_X;
        set_predefined(thread, var, group_id(thread, axis));
        break;
    }
    case CMRUN_PREDEF_HW_ID:
        set_predefined(thread, var, hardware_thread_id(thread, run));
        break;
    case CMRUN_PREDEF_R0:
        set_r0(thread, run, var);
        break;
    case CMRUN_PREDEF_SR0: {
        /* sr0.2, DMask: the channels enabled at dispatch (all of a CM
         * thread's); the vISA specification defines no other field. */
        set_predefined(thread, var, 0);
        int address = cmrun_var_address(k, var, 8);
        if (k->vars[var].bytes >= 12)
            memset(thread->regs + address, 0xff, 4);
        break;
    }
    case CMRUN_PREDEF_NULL:
    case CMRUN_PREDEF_TSC:
    case CMRUN_PREDEF_CR0:
    case CMRUN_PREDEF_CE0:
    case CMRUN_PREDEF_DBG0:
    case CMRUN_PREDEF_COLOR:
        set_predefined(thread, var, 0);
        break;
    default: /* %arg, %retval, %sp, %fp: undefined until written */
        break;
    }
}

/* Implicit inputs: values that depend on the thread. */
static void init_implicit(struct cmrun_thread *thread,
                          const struct cmrun_run *run, int var)
{
    const struct cmrun_var *v = &thread->kernel->vars[var];
    uint32_t values[3] = {0, 0, 0};
    for (int axis = 0; axis < 3; axis++) {
        switch (v->implicit) {
        case CMRUN_IMPLICIT_LOCAL_ID:
            values[axis] = (uint32_t)(thread->local[axis] < 0
                                          ? 0
                                          : thread->local[axis]);
            break;
        case CMRUN_IMPLICIT_LOCAL_SIZE:
            values[axis] = (uint32_t)(run->locals[axis] ? run->locals[axis] : 1);
            break;
        case CMRUN_IMPLICIT_GROUP_COUNT:
            values[axis] = (uint32_t)(run->groups[axis] ? run->groups[axis] : 1);
            break;
        default:
            break;
        }
    }
    int address = cmrun_var_address(thread->kernel, var, 0);
    int size = v->input_size < v->bytes ? v->input_size : v->bytes;
    int element = v->implicit == CMRUN_IMPLICIT_LOCAL_ID && size <= 6 ? 2 : 4;
    for (int axis = 0; axis < 3 && (axis + 1) * element <= size; axis++)
        memcpy(thread->regs + address + axis * element, &values[axis],
               (size_t)element);
    memset(thread->defined + address, 1, (size_t)size);
}

void cmrun_thread_init(struct cmrun_thread *thread,
                       const struct cmrun_run *run)
{
    const struct cmrun_kernel *k = run->kernel;
    thread->kernel = k;
    thread->named_wait = -1;
    thread->regs = xcalloc((size_t)k->flat_bytes, 1);
    thread->defined = xcalloc((size_t)k->flat_bytes, 1);
    thread->preds = xcalloc(k->var_count, sizeof(uint32_t));
    thread->addrs = xcalloc(k->var_count * CMRUN_MAX_CHANNELS,
                            sizeof *thread->addrs);
    thread->surface_first = xcalloc(k->var_count + 1, sizeof(int));
    size_t slots = 0;
    for (size_t i = 0; i < k->var_count; i++) {
        thread->surface_first[i] = (int)slots;
        bool is_state = k->vars[i].kind == CMRUN_VAR_SURFACE ||
                        k->vars[i].kind == CMRUN_VAR_SAMPLER;
        slots += is_state && k->vars[i].num_elts > 1
                     ? (size_t)k->vars[i].num_elts
                     : 1;
    }
    thread->surface_values = xcalloc(slots, sizeof(uint32_t));
    thread->waiting_at = xcalloc(k->inst_count + 1, sizeof(uint32_t));
    thread->exec_mask = 0xffffffffu;
    thread->pc = 0;
    for (size_t i = 0; i < k->var_count; i++) {
        const struct cmrun_var *var = &k->vars[i];
        if (var->kind == CMRUN_VAR_SURFACE) {
            /* T0/%slm, T2 (the print buffer) and T5/%bss are predefined
             * binding points. */
            if (strcmp(var->name, "T0") == 0 || strcmp(var->name, "%slm") == 0)
                *cmrun_surface_slot(thread, (int)i, 0) = 254;
            else if (strcmp(var->name, "T2") == 0)
                *cmrun_surface_slot(thread, (int)i, 0) = CMRUN_PRINT_BINDING;
            else if (strcmp(var->name, "T5") == 0 ||
                     strcmp(var->name, "%bss") == 0)
                *cmrun_surface_slot(thread, (int)i, 0) = 255;
            else
                for (int e = 0; e < var->num_elts; e++)
                    *cmrun_surface_slot(thread, (int)i, e) =
                        0xffffffffu; /* unbound */
        }
        if (var->kind == CMRUN_VAR_GENERAL && var->predefined != CMRUN_PREDEF_NONE)
            init_predefined(thread, run, (int)i);
        if (!var->is_input)
            continue;
        /* The printf buffer's address is in the payload (opencl_printf.c),
         * as the other implicit inputs' zeros are. */
        if (var->implicit != CMRUN_IMPLICIT_NONE &&
            var->implicit != CMRUN_IMPLICIT_OTHER &&
            var->implicit != CMRUN_IMPLICIT_PRINTF_BUFFER) {
            init_implicit(thread, run, (int)i);
            continue;
        }
        if (var->input_offset + var->input_size > run->payload_bytes)
            continue; /* arguments.c reported it */
        const uint8_t *source = run->payload + var->input_offset;
        if (var->kind == CMRUN_VAR_SURFACE || var->kind == CMRUN_VAR_SAMPLER) {
            /* One index per element (a vector<SurfaceIndex, N> has N). */
            int count = var->input_size < 4 ? 1 : var->input_size / 4;
            for (int e = 0; e < count && e < var->num_elts; e++) {
                uint32_t value = 0;
                memcpy(&value, source + 4 * e,
                       (size_t)(var->input_size < 4 ? var->input_size : 4));
                *cmrun_surface_slot(thread, (int)i, e) = value;
            }
        } else if (var->kind == CMRUN_VAR_GENERAL) {
            int address = cmrun_var_address(k, (int)i, 0);
            int size = var->input_size < var->bytes ? var->input_size
                                                    : var->bytes;
            memcpy(thread->regs + address, source, (size_t)size);
            memset(thread->defined + address, 1, (size_t)size);
        }
    }
}

void cmrun_thread_free(struct cmrun_thread *thread)
{
    free(thread->regs);
    free(thread->defined);
    free(thread->preds);
    free(thread->addrs);
    free(thread->surface_values);
    free(thread->surface_first);
    free(thread->waiting_at);
}

/* The root variable holding flat address ADDRESS, or -1. */
static int root_at(const struct cmrun_kernel *k, int address)
{
    for (size_t i = 0; i < k->var_count; i++) {
        const struct cmrun_var *v = &k->vars[i];
        if (v->kind == CMRUN_VAR_GENERAL && v->alias_of < 0 &&
            address >= v->base && address < v->base + v->bytes)
            return (int)i;
    }
    return -1;
}

int cmrun_element_address(struct cmrun_thread *thread,
                          const struct cmrun_operand *op, int channel)
{
    const struct cmrun_kernel *k = thread->kernel;
    int size = cmrun_type_size(op->type);
    int element;
    if (op->is_destination_region) {
        element = channel * op->hstride;
    } else {
        int width = op->width > 0 ? op->width : 1;
        element = channel / width * op->vstride + channel % width * op->hstride;
    }
    if (op->kind == CMRUN_OPND_INDIRECT) {
        const struct cmrun_var *a = &k->vars[op->var];
        if (op->addr_sub >= a->num_elts)
            cmrun_fault(thread, "address sub-register %s(%d) out of range",
                        a->name, op->addr_sub);
        int address =
            thread->addrs[op->var * CMRUN_MAX_CHANNELS + op->addr_sub] +
            op->byte_offset + element * size;
        int root = root_at(k, address);
        if (root < 0 || address + size > k->vars[root].base + k->vars[root].bytes)
            cmrun_fault(thread,
                        "indirect access at register byte %d (%s(%d) + %d) "
                        "is outside every variable",
                        address, a->name, op->addr_sub, op->byte_offset);
        return address;
    }
    const struct cmrun_var *v = &k->vars[op->var];
    int offset = op->byte_offset + element * size;
    if (offset < 0 || offset + size > v->bytes)
        cmrun_fault(thread,
                    "region reaches byte %d of %s, which has %d bytes",
                    offset + size - 1, v->name, v->bytes);
    return cmrun_var_address(k, op->var, offset);
}

static const char *var_at_name(const struct cmrun_kernel *k, int address,
                               int *offset)
{
    int root = root_at(k, address);
    if (root < 0) {
        *offset = address;
        return "?";
    }
    *offset = address - k->vars[root].base;
    return k->vars[root].name;
}

void cmrun_read_bytes(struct cmrun_thread *thread, int address, void *out,
                      int size, bool check_defined)
{
    const struct cmrun_kernel *k = thread->kernel;
    if (address < 0 || address + size > k->flat_bytes)
        cmrun_fault(thread, "register access out of range");
    if (check_defined) {
        for (int i = 0; i < size; i++) {
            if (!thread->defined[address + i]) {
                int offset;
                const char *name = var_at_name(k, address + i, &offset);
                cmrun_fault(thread,
                            "reads undefined register %s (byte %d), never "
                            "written",
                            name, offset);
            }
        }
    }
    memcpy(out, thread->regs + address, (size_t)size);
}

void cmrun_write_bytes(struct cmrun_thread *thread, int address,
                       const void *data, int size)
{
    if (address < 0 || address + size > thread->kernel->flat_bytes)
        cmrun_fault(thread, "register access out of range");
    memcpy(thread->regs + address, data, (size_t)size);
    memset(thread->defined + address, 1, (size_t)size);
}

static int raw_address(struct cmrun_thread *thread,
                       const struct cmrun_operand *op, int byte_offset,
                       int size)
{
    const struct cmrun_kernel *k = thread->kernel;
    if (op->var < 0 || k->vars[op->var].kind != CMRUN_VAR_GENERAL)
        cmrun_fault(thread, "a raw operand must be a general variable");
    const struct cmrun_var *v = &k->vars[op->var];
    int offset = op->byte_offset + byte_offset;
    if (v->predefined == CMRUN_PREDEF_NULL)
        return -1;
    if (offset < 0 || offset + size > v->bytes)
        cmrun_fault(thread,
                    "message operand %s needs bytes %d..%d, it has %d bytes",
                    v->name, op->byte_offset, offset + size - 1, v->bytes);
    return cmrun_var_address(k, op->var, offset);
}

void cmrun_undefine_raw(struct cmrun_thread *thread,
                        const struct cmrun_operand *op, int byte_offset,
                        int size)
{
    int address = raw_address(thread, op, byte_offset, size);
    if (address >= 0)
        memset(thread->defined + address, 0, (size_t)size);
}

void cmrun_read_raw(struct cmrun_thread *thread,
                    const struct cmrun_operand *op, int byte_offset,
                    void *out, int size)
{
    int address = raw_address(thread, op, byte_offset, size);
    if (address < 0) {
        memset(out, 0, (size_t)size);
        return;
    }
    cmrun_read_bytes(thread, address, out, size, true);
}

void cmrun_write_raw(struct cmrun_thread *thread,
                     const struct cmrun_operand *op, int byte_offset,
                     const void *data, int size)
{
    int address = raw_address(thread, op, byte_offset, size);
    if (address >= 0)
        cmrun_write_bytes(thread, address, data, size);
}
