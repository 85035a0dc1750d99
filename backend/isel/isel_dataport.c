/* isel_dataport.c - dataport messages, SLM, barriers and thread state.
 *
 * Takes calls of llvm.genx.{gather,scatter}{,4}.scaled, dword.atomic.*,
 * oword.ld.unaligned, media.ld/st, barrier, sbarrier, nbarrier, fence, wait,
 * get.color, timestamp, r0, sr0, get.hwid, set.pause, slm.init,
 * local.id/local.size/group.count;
 * guarantees the vISA message instruction
 * that performs each (GATHER_SCALED, SCATTER_SCALED, GATHER4_SCALED,
 * SCATTER4_SCALED, DWORD_ATOMIC, OWORD_LD_UNALIGNED, MEDIA_LD/ST, BARRIER,
 * SBARRIER, NBARRIER, FENCE, WAIT; a mov to %tsc's pause counter; implicit kernel
 * inputs for the ids) with its
 * operands typed as vISA requires (offsets
 * ud, data ud/d/f by operation), the surface a kernel argument, SLM
 * (surface index 254, vISA's %slm) or a binding-table index held in a
 * register, which MOVS makes a surface (MOVS.md: a general source's value
 * is the index of the state variable written), and a non-constant predicate operand
 * as the instruction's predicate.  Exists so that each message is one
 * table line and one small select function, apart from the ALU code. */
#include <string.h>

#include "backend/codegen.h"

/* Intel's binding table index of shared local memory. */
#define SLM_SURFACE_INDEX 254

/* ---- operands ----------------------------------------------------------- */

static int predefined_var(struct function_context *fc, const char *name,
                          enum visa_type type)
{
    return visa_add_predefined(fc->kernel, name, type);
}

static bool predefined_surface_call(LLVMValueRef value)
{
    const char *callee = LLVMIsACallInst(value) ? genx_callee_name(value) : NULL;
    return callee &&
           genx_intrinsic_matches(callee, "llvm.genx.predefined.surface");
}

/* llvm.genx.predefined.surface(id): vISA's predefined surfaces T0-T5 (T2
 * is the CM runtime's print buffer); -1 when `value` is no such call. */
static int predefined_surface_var(struct function_context *fc,
                                  LLVMValueRef value)
{
    static const char *const names[] = {"%slm", "T1", "T2",
                                        "TSS",  "%bss", "%scratch"};
    const char *callee = LLVMIsACallInst(value) ? genx_callee_name(value) : NULL;
    int64_t id;
    if (!callee ||
        !genx_intrinsic_matches(callee, "llvm.genx.predefined.surface") ||
        !genx_const_int(LLVMGetOperand(value, 0), &id) || id < 0 || id > 5)
        return -1;
    return predefined_var(fc, names[id], VISA_TYPE_UD);
}

/* Whether surface argument `argument` is read as a value somewhere: it is
 * a vector (read only by element selections), or some use is not a call
 * (a phi, a select) or is a region read or write. */
static bool read_as_value(LLVMValueRef argument)
{
    if (genx_num_elements(LLVMTypeOf(argument)) != 1)
        return true;
    for (LLVMUseRef use = LLVMGetFirstUse(argument); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        const char *name = genx_callee_name(user);
        if (!name || strncmp(name, "llvm.genx.rdregion", 18) == 0 ||
            strncmp(name, "llvm.genx.wrregion", 18) == 0)
            return true;
    }
    return false;
}

void emit_surface_index_copies(struct function_context *fc)
{
    const struct kernel_description *desc = fc->kernel_desc;
    for (int a = 0; desc && a < desc->argument_count; a++) {
        struct value_info *info = &fc->values[a];
        if (info->kind != VALUE_SURFACE ||
            (fc->kernel->vars[info->fixed_var].kind != VISA_VAR_SURFACE &&
             fc->kernel->vars[info->fixed_var].kind != VISA_VAR_SAMPLER) ||
            !read_as_value(info->value))
            continue;
        int n = fc->kernel->vars[info->fixed_var].num_elts;
        int copy = codegen_temp(fc, VISA_TYPE_UD, n);
        for (int k = 0; k < n; k++) {
            struct visa_inst movs = visa_inst_make(VISA_OP_MOVS, 1);
            movs.dst = visa_dst(copy, VISA_TYPE_UD, 4 * k, 1);
            movs.num_srcs = 1;
            movs.src[0] = visa_direct(info->fixed_var, VISA_TYPE_UD, 4 * k,
                                      0, 1, 0);
            emit(fc, &movs);
        }
        info->has_index_copy = true;
        info->index_copy_var = copy;
    }
}

/* A surface given by the binding-table index `value` holds in a register:
 * MOVS writes it into the function's scratch surface variable, which the
 * message that follows reads. */
static int surface_from_index(struct function_context *fc, LLVMValueRef value)
{
    if (genx_num_elements(LLVMTypeOf(value)) != 1) {
        codegen_error(fc, "backend: a surface operand must be one "
                          "binding-table index");
        return -1;
    }
    struct visa_operand index = read_value(fc, value, VISA_TYPE_UD);
    if (fc->failed)
        return -1;
    if (!fc->has_scratch_surface) {
        fc->scratch_surface = visa_add_surface(fc->kernel, 1);
        fc->has_scratch_surface = true;
    }
    struct visa_inst movs = visa_inst_make(VISA_OP_MOVS, 1);
    movs.dst = visa_direct(fc->scratch_surface, VISA_TYPE_UD, 0, 0, 1, 0);
    movs.num_srcs = 1;
    movs.src[0] = index;
    emit(fc, &movs);
    return fc->scratch_surface;
}

bool dataport_surface_is_index(struct function_context *fc,
                               LLVMValueRef value)
{
    if (LLVMIsConstant(value) || predefined_surface_call(value))
        return false;
    struct value_info *info = value_info_of(fc, value);
    return info && info->kind != VALUE_SURFACE;
}

/* The surface variable of a surface operand: a surface kernel argument,
 * a predefined surface, the constant 254 (SLM), or a binding-table index
 * in a register. */
int dataport_surface_var(struct function_context *fc, LLVMValueRef value)
{
    int predefined = predefined_surface_var(fc, value);
    if (predefined >= 0)
        return predefined;
    int64_t index;
    if (genx_const_int(value, &index)) {
        if (index == SLM_SURFACE_INDEX)
            return predefined_var(fc, "%slm", VISA_TYPE_UD);
        codegen_error(fc, "backend: constant surface index %lld is not "
                          "supported (only 254, shared local memory)",
                      (long long)index);
        return -1;
    }
    struct value_info *info = value_info_of(fc, value);
    if (!info) {
        codegen_error(fc, "backend: surface operands must be surface kernel "
                          "arguments, SLM or binding-table indices (other "
                          "forms are not supported yet)");
        return -1;
    }
    if (info->kind != VALUE_SURFACE)
        return surface_from_index(fc, value);
    return info->fixed_var;
}

static struct visa_operand surface_operand(int var)
{
    struct visa_operand op;
    memset(&op, 0, sizeof op);
    op.kind = VISA_OPND_DIRECT;
    op.var = var;
    return op;
}

/* `v` as a raw message operand of element type `type`. */
static struct visa_operand raw_operand(struct function_context *fc,
                                       LLVMValueRef v, enum visa_type type)
{
    return visa_raw(typed_var(fc, raw_var_of(fc, v), type), 0);
}

/* The destination of a read message: the call's own variable, typed,
 * holding the old value `old` first unless that is undefined or NULL (a
 * message with no such operand), or the result is unused. */
static struct visa_operand raw_result(struct function_context *fc,
                                      LLVMValueRef call, LLVMValueRef old,
                                      enum visa_type type)
{
    struct value_info *info = value_info_of(fc, call);
    if (info && info->kind == VALUE_BALED && fc->has_masked_message_dst)
        /* the masked select's (isel.c), seen with the message's type */
        return visa_raw(typed_var(fc, fc->masked_message_dst.var, type),
                        fc->masked_message_dst.byte_offset);
    if (!info || info->kind != VALUE_REGISTER || info->var < 0 ||
        !LLVMGetFirstUse(call)) /* an unused result: no register write */
        return visa_raw(predefined_var(fc, "%null", VISA_TYPE_UD), 0);
    return message_result_holding_old(fc, call, old, type);
}

static struct visa_operand null_raw(struct function_context *fc)
{
    return visa_raw(predefined_var(fc, "%null", VISA_TYPE_UD), 0);
}

static bool constant_operand(struct function_context *fc, LLVMValueRef call,
                             unsigned index, const char *what, int64_t *out)
{
    if (genx_const_int(LLVMGetOperand(call, index), out))
        return true;
    codegen_error(fc, "backend: the %s of a message must be a constant", what);
    return false;
}

static bool all_ones(LLVMValueRef mask)
{
    if (LLVMIsAConstantInt(mask))
        return LLVMConstIntGetZExtValue(mask) == 1;
    if (LLVMIsAConstantAggregateZero(mask) || !LLVMIsConstant(mask))
        return false;
    if (LLVMGetTypeKind(LLVMTypeOf(mask)) != LLVMVectorTypeKind)
        return false;
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(mask));
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef element = LLVMGetAggregateElement(mask, i);
        if (!element || !LLVMIsAConstantInt(element) ||
            LLVMConstIntGetZExtValue(element) != 1)
            return false;
    }
    return true;
}

int dataport_message_predicate(struct function_context *fc,
                               LLVMValueRef mask, int n)
{
    return mask && !all_ones(mask) ? predicate_for(fc, mask, n) : -1;
}

/* A message of `n` channels for `call`, predicated by its operand 0
 * unless it is all true or the hardware execution mask is that predicate
 * (SIMD control flow in goto mode). */
static struct visa_inst message(struct function_context *fc,
                                enum visa_opcode opcode, int n,
                                LLVMValueRef call)
{
    struct visa_inst inst = visa_inst_make(opcode, n);
    LLVMValueRef mask = LLVMGetOperand(call, 0);
    if (simd_cf_under_hw_mask(fc, call))
        inst.no_mask = false;
    else if (mask && !all_ones(mask))
        inst.pred_var = predicate_for(fc, mask, n);
    return inst;
}

static bool legal_channels(struct function_context *fc, int n,
                           const char *what, int largest)
{
    if (n == 1 || n == 2 || n == 4 || n == 8 || n == 16 ||
        (n == 32 && largest >= 32))
        return true;
    codegen_error(fc, "backend: %s of %d elements is not supported (1, 2, 4, "
                      "8%s)", what, n, largest >= 32 ? ", 16 or 32" : " or 16");
    return false;
}

/* ---- scattered reads and writes ------------------------------------------ */

/* gather.scaled / gather4.scaled: (pred, blocks or mask, scale, surface,
 * global offset, element offsets, old value) -> data;
 * scatter.scaled / scatter4.scaled: the same operands with the data to
 * write last.  `is_scaled_dword` tells GATHER/SCATTER_SCALED (whose aux
 * field is the element size 1 << blocks) from their 4-channel forms
 * (whose aux field is the channel mask itself). */
static void select_scaled_message(struct function_context *fc,
                                  LLVMValueRef call, enum visa_opcode opcode,
                                  bool is_write, bool is_scaled_dword)
{
    LLVMValueRef offsets = LLVMGetOperand(call, 5);
    LLVMValueRef data = is_write ? LLVMGetOperand(call, 6) : call;
    int n = genx_num_elements(LLVMTypeOf(offsets));
    int64_t blocks;
    int surface = dataport_surface_var(fc, LLVMGetOperand(call, 3));
    if (surface < 0 || !constant_operand(fc, call, 1, "block count", &blocks) ||
        !legal_channels(fc, n, is_write ? "a scatter" : "a gather", 32))
        return;
    enum visa_type type;
    if (!genx_element_type(LLVMTypeOf(data), &type))
        return;
    if (!visa_type_is_float(type))
        type = VISA_TYPE_UD;
    struct visa_inst inst = message(fc, opcode, n, call);
    inst.aux = is_scaled_dword ? 1 << blocks : (int)blocks;
    inst.num_srcs = is_write ? 4 : 3;
    inst.src[0] = surface_operand(surface);
    inst.src[1] = read_value(fc, LLVMGetOperand(call, 4), VISA_TYPE_UD);
    inst.src[2] = raw_operand(fc, offsets, VISA_TYPE_UD);
    if (is_write)
        inst.src[3] = raw_operand(fc, data, type);
    else
        inst.dst = raw_result(fc, call, LLVMGetOperand(call, 6), type);
    emit(fc, &inst);
}

static void select_gather_scaled(struct function_context *fc, LLVMValueRef call)
{
    select_scaled_message(fc, call, VISA_OP_GATHER_SCALED, false, true);
}

static void select_gather4_scaled(struct function_context *fc,
                                  LLVMValueRef call)
{
    select_scaled_message(fc, call, VISA_OP_GATHER4_SCALED, false, false);
}

static void select_scatter_scaled(struct function_context *fc,
                                  LLVMValueRef call)
{
    select_scaled_message(fc, call, VISA_OP_SCATTER_SCALED, true, true);
}

static void select_scatter4_scaled(struct function_context *fc,
                                   LLVMValueRef call)
{
    select_scaled_message(fc, call, VISA_OP_SCATTER4_SCALED, true, false);
}

/* ---- atomics -------------------------------------------------------------- */

struct atomic_operation {
    const char *name;     /* after llvm.genx.dword.atomic. */
    int code;             /* vISA's DWORD_ATOMIC op */
    int sources;          /* 0, 1 or 2 */
    enum visa_type type;  /* of the data and the result */
};

static const struct atomic_operation atomic_operations[] = {
    {"add", 0x0, 1, VISA_TYPE_UD},     {"sub", 0x1, 1, VISA_TYPE_UD},
    {"inc", 0x2, 0, VISA_TYPE_UD},     {"dec", 0x3, 0, VISA_TYPE_UD},
    {"min", 0x4, 1, VISA_TYPE_UD},     {"max", 0x5, 1, VISA_TYPE_UD},
    {"xchg", 0x6, 1, VISA_TYPE_UD},    {"cmpxchg", 0x7, 2, VISA_TYPE_UD},
    {"and", 0x8, 1, VISA_TYPE_UD},     {"or", 0x9, 1, VISA_TYPE_UD},
    {"xor", 0xa, 1, VISA_TYPE_UD},     {"imin", 0xb, 1, VISA_TYPE_D},
    {"imax", 0xc, 1, VISA_TYPE_D},     {"fmax", 0x10, 1, VISA_TYPE_F},
    {"fmin", 0x11, 1, VISA_TYPE_F},    {"fcmpwr", 0x12, 2, VISA_TYPE_F},
    {"fadd", 0x13, 1, VISA_TYPE_F},    {"fsub", 0x14, 1, VISA_TYPE_F},
};

#define DWORD_ATOMIC_PREFIX "llvm.genx.dword.atomic."
#define TYPED_ATOMIC_PREFIX "llvm.genx.typed.atomic."

/* The operation of an atomic intrinsic named `prefix`<op>[.overloads]. */
static const struct atomic_operation *find_atomic(const char *name,
                                                  const char *prefix)
{
    size_t prefix_length = strlen(prefix);
    if (!name || strncmp(name, prefix, prefix_length) != 0)
        return NULL;
    char base[64];
    for (size_t i = 0;
         i < sizeof atomic_operations / sizeof atomic_operations[0]; i++) {
        snprintf(base, sizeof base, "%s%s", prefix, atomic_operations[i].name);
        if (genx_intrinsic_matches(name, base))
            return &atomic_operations[i];
    }
    return NULL;
}

/* dword.atomic.<op>(pred, surface, offsets, [src0, [src1]], old). */
static void select_dword_atomic(struct function_context *fc, LLVMValueRef call)
{
    const struct atomic_operation *op =
        find_atomic(genx_callee_name(call), DWORD_ATOMIC_PREFIX);
    LLVMValueRef offsets = LLVMGetOperand(call, 2);
    int n = genx_num_elements(LLVMTypeOf(offsets));
    int surface = dataport_surface_var(fc, LLVMGetOperand(call, 1));
    if (!op || surface < 0 || !legal_channels(fc, n, "an atomic", 16))
        return;
    struct visa_inst inst =
        message(fc, VISA_OP_DWORD_ATOMIC, n, call);
    inst.aux = op->code;
    inst.num_srcs = 4;
    inst.src[0] = surface_operand(surface);
    inst.src[1] = raw_operand(fc, offsets, VISA_TYPE_UD);
    inst.src[2] = op->sources >= 1 ? raw_operand(fc, LLVMGetOperand(call, 3),
                                                 op->type)
                                   : null_raw(fc);
    inst.src[3] = op->sources >= 2 ? raw_operand(fc, LLVMGetOperand(call, 4),
                                                 op->type)
                                   : null_raw(fc);
    inst.dst = raw_result(fc, call,
                          LLVMGetOperand(call, LLVMGetNumArgOperands(call) - 1),
                          op->type);
    emit(fc, &inst);
}

/* ---- typed surfaces ------------------------------------------------------------ */

/* u, v, r as raw operands from operand `first`; the LOD (operand first +
 * 3 when `has_lod`) null when absent or constant 0. */
static void typed_coordinates(struct function_context *fc, LLVMValueRef call,
                              unsigned first, bool has_lod,
                              struct visa_inst *inst)
{
    for (int i = 0; i < 3; i++)
        inst->src[1 + i] =
            raw_operand(fc, LLVMGetOperand(call, first + (unsigned)i),
                        VISA_TYPE_UD);
    LLVMValueRef lod = has_lod ? LLVMGetOperand(call, first + 3) : NULL;
    inst->src[4] = !lod || LLVMIsNull(lod) ? null_raw(fc)
                                           : raw_operand(fc, lod, VISA_TYPE_UD);
}

/* gather4.typed(mask, pred, surface, u, v, r, old) and scatter4.typed(...,
 * data). */
static void select_typed(struct function_context *fc, LLVMValueRef call,
                         bool is_write)
{
    int64_t channels;
    LLVMValueRef u = LLVMGetOperand(call, 3);
    int n = genx_num_elements(LLVMTypeOf(u));
    int surface = dataport_surface_var(fc, LLVMGetOperand(call, 2));
    if (surface < 0 || !constant_operand(fc, call, 0, "channel mask", &channels) ||
        !legal_channels(fc, n, "a typed access", 16))
        return;
    LLVMValueRef data = is_write ? LLVMGetOperand(call, 6) : call;
    enum visa_type type;
    if (!genx_element_type(LLVMTypeOf(data), &type))
        return;
    if (!visa_type_is_float(type))
        type = VISA_TYPE_UD;
    struct visa_inst inst = message(
        fc, is_write ? VISA_OP_SCATTER4_TYPED : VISA_OP_GATHER4_TYPED, n,
        LLVMGetOperand(call, 1));
    inst.aux = (int)channels;
    inst.num_srcs = is_write ? 6 : 5;
    inst.src[0] = surface_operand(surface);
    typed_coordinates(fc, call, 3, false, &inst);
    if (is_write)
        inst.src[5] = raw_operand(fc, data, type);
    else
        inst.dst = raw_result(fc, call, LLVMGetOperand(call, 6), type);
    emit(fc, &inst);
}

static void select_gather4_typed(struct function_context *fc, LLVMValueRef call)
{
    select_typed(fc, call, false);
}

static void select_scatter4_typed(struct function_context *fc,
                                  LLVMValueRef call)
{
    select_typed(fc, call, true);
}

/* typed.atomic.<op>(pred, surface, [src0, [src1,]] u, v, r, lod). */
static void select_typed_atomic(struct function_context *fc, LLVMValueRef call)
{
    const struct atomic_operation *op =
        find_atomic(genx_callee_name(call), TYPED_ATOMIC_PREFIX);
    unsigned first = 2 + (unsigned)(op ? op->sources : 0);
    int n = genx_num_elements(LLVMTypeOf(call));
    int surface = dataport_surface_var(fc, LLVMGetOperand(call, 1));
    if (!op || surface < 0 || !legal_channels(fc, n, "a typed atomic", 8))
        return;
    struct visa_inst inst =
        message(fc, VISA_OP_TYPED_ATOMIC, n, call);
    inst.aux = op->code;
    inst.num_srcs = 7;
    inst.src[0] = surface_operand(surface);
    typed_coordinates(fc, call, first, true, &inst);
    inst.src[5] = op->sources >= 1 ? raw_operand(fc, LLVMGetOperand(call, 2),
                                                 op->type)
                                   : null_raw(fc);
    inst.src[6] = op->sources >= 2 ? raw_operand(fc, LLVMGetOperand(call, 3),
                                                 op->type)
                                   : null_raw(fc);
    inst.dst = raw_result(fc, call, NULL, op->type);
    emit(fc, &inst);
}

/* ---- block messages -------------------------------------------------------- */

/* oword.ld.unaligned(is_modified, surface, byte offset): dword aligned. */
static void select_oword_ld_unaligned(struct function_context *fc,
                                      LLVMValueRef call)
{
    enum visa_type type;
    int surface = dataport_surface_var(fc, LLVMGetOperand(call, 1));
    if (surface < 0 || !genx_element_type(LLVMTypeOf(call), &type))
        return;
    int bytes = visa_type_size(type) * genx_num_elements(LLVMTypeOf(call));
    if (bytes != 16 && bytes != 32 && bytes != 64 && bytes != 128) {
        codegen_error(fc, "backend: oword block access of %d bytes (must be "
                          "16, 32, 64 or 128)", bytes);
        return;
    }
    struct visa_inst inst = visa_inst_make(VISA_OP_OWORD_LD_UNALIGNED, 1);
    inst.aux = bytes / 16;
    inst.num_srcs = 2;
    inst.src[0] = surface_operand(surface);
    inst.src[1] = read_value(fc, LLVMGetOperand(call, 2), VISA_TYPE_UD);
    inst.dst = message_destination(fc, call);
    emit(fc, &inst);
    finish_message_destination(fc, call, inst.dst);
}

/* media.ld(modifiers, surface, plane, width, x, y) and media.st(...,
 * data): a block of `width` bytes by rows, each row in the data at a pitch
 * of the width rounded up to a power of two (at least 4). */
static void select_media(struct function_context *fc, LLVMValueRef call,
                         bool is_store)
{
    int64_t modifiers, plane, width;
    int surface = dataport_surface_var(fc, LLVMGetOperand(call, 1));
    if (surface < 0 || !constant_operand(fc, call, 0, "modifier", &modifiers) ||
        !constant_operand(fc, call, 2, "plane", &plane) ||
        !constant_operand(fc, call, 3, "block width", &width))
        return;
    LLVMValueRef data = is_store ? LLVMGetOperand(call, 6) : call;
    enum visa_type type;
    if (!genx_element_type(LLVMTypeOf(data), &type))
        return;
    int bytes = visa_type_size(type) * genx_num_elements(LLVMTypeOf(data));
    int pitch = 4;
    while (pitch < width)
        pitch *= 2;
    if (width < 1 || width > 64 || bytes % pitch != 0 || bytes / pitch > 64) {
        codegen_error(fc, "backend: media block of width %lld bytes and %d "
                          "bytes of data is not supported",
                      (long long)width, bytes);
        return;
    }
    struct visa_inst inst = visa_inst_make(
        is_store ? VISA_OP_MEDIA_ST : VISA_OP_MEDIA_LD, 1);
    inst.aux = (int)width;
    inst.aux2 = bytes / pitch;
    inst.aux3 = (int)modifiers | (int)plane << 8;
    inst.num_srcs = is_store ? 4 : 3;
    inst.src[0] = surface_operand(surface);
    inst.src[1] = read_value(fc, LLVMGetOperand(call, 4), VISA_TYPE_UD);
    inst.src[2] = read_value(fc, LLVMGetOperand(call, 5), VISA_TYPE_UD);
    if (is_store)
        inst.src[3] = message_source(fc, data);
    else
        inst.dst = visa_raw(raw_var_of(fc, call), 0);
    emit(fc, &inst);
}

static void select_media_ld(struct function_context *fc, LLVMValueRef call)
{
    select_media(fc, call, false);
}

static void select_media_st(struct function_context *fc, LLVMValueRef call)
{
    select_media(fc, call, true);
}

/* ---- synchronisation and thread state ----------------------------------------- */

static void select_barrier(struct function_context *fc, LLVMValueRef call)
{
    (void)call;
    struct visa_inst inst = visa_inst_make(VISA_OP_BARRIER, 1);
    emit(fc, &inst);
}

/* sbarrier(1): signal; sbarrier(0): wait. */
static void select_sbarrier(struct function_context *fc, LLVMValueRef call)
{
    int64_t flag;
    if (!constant_operand(fc, call, 0, "split barrier flag", &flag))
        return;
    struct visa_inst inst = visa_inst_make(
        flag ? VISA_OP_SBARRIER_SIGNAL : VISA_OP_SBARRIER_WAIT, 1);
    emit(fc, &inst);
}

/* nbarrier(signal, id, thread count): NBARRIER's baseline signal form,
 * or a wait (the count unused). */
static void select_nbarrier(struct function_context *fc, LLVMValueRef call)
{
    int64_t signal;
    if (!constant_operand(fc, call, 0, "named barrier mode", &signal))
        return;
    struct visa_inst inst = visa_inst_make(
        signal ? VISA_OP_NBARRIER_SIGNAL : VISA_OP_NBARRIER_WAIT, 1);
    inst.num_srcs = signal ? 2 : 1;
    inst.src[0] = read_value(fc, LLVMGetOperand(call, 1), VISA_TYPE_UB);
    if (signal)
        inst.src[1] = read_value(fc, LLVMGetOperand(call, 2), VISA_TYPE_UB);
    emit(fc, &inst);
}

/* fence(mask): CM's fence mask bits as vISA's FENCE bits: commit enable
 * (bit 0), flushes (bits 1-4, 6), local (bit 5), software only (bit 7).
 * A software fence is only a scheduling barrier (vISA's FENCE page: no
 * fence instruction), whatever the other bits say; its text has no place
 * for them (`fence_sw`), so the mask is 0x80 alone, and the binary says
 * what the text says. */
static void select_fence(struct function_context *fc, LLVMValueRef call)
{
    int64_t mask;
    if (!constant_operand(fc, call, 0, "fence mask", &mask))
        return;
    struct visa_inst inst = visa_inst_make(VISA_OP_FENCE, 1);
    inst.aux = mask & 0x80 ? 0x80 : (int)(mask & 0xff);
    emit(fc, &inst);
}

static void select_wait(struct function_context *fc, LLVMValueRef call)
{
    struct visa_inst inst = visa_inst_make(VISA_OP_WAIT, 1);
    inst.num_srcs = 1;
    inst.src[0] = read_value(fc, LLVMGetOperand(call, 0), VISA_TYPE_UB);
    emit(fc, &inst);
}

/* The first elements of a predefined dword variable of `size` elements,
 * as the call's result: one mov, as Intel's VC writes these intrinsics. */
static void select_predefined_read(struct function_context *fc,
                                   LLVMValueRef call, const char *name,
                                   int size)
{
    int n = genx_num_elements(LLVMTypeOf(call));
    if (n > size) {
        codegen_error(fc, "backend: %d elements of %s, which has %d", n,
                      name, size);
        return;
    }
    int var = predefined_var(fc, name, VISA_TYPE_UD);
    struct dst_target target = target_of(fc, call, VISA_TYPE_UD);
    emit_mov(fc, &target, n == 1 ? visa_direct(var, VISA_TYPE_UD, 0, 0, 1, 0)
                                 : visa_direct(var, VISA_TYPE_UD, 0, n, n, 1));
}

/* timestamp: tm.0-tm.3 of %tsc (tm.4 is the pause counter). */
static void select_timestamp(struct function_context *fc, LLVMValueRef call)
{
    select_predefined_read(fc, call, "%tsc", 4);
}

/* r0: the thread payload header. */
static void select_r0(struct function_context *fc, LLVMValueRef call)
{
    select_predefined_read(fc, call, "%r0", 8);
}

/* sr0: the state register. */
static void select_sr0(struct function_context *fc, LLVMValueRef call)
{
    select_predefined_read(fc, call, "%sr0", 4);
}

/* get.hwid: the hardware thread id. */
static void select_get_hwid(struct function_context *fc, LLVMValueRef call)
{
    select_predefined_read(fc, call, "%hw_id", 1);
}

/* set.pause(length): the pause counter, element 4 (tm0.4) of %tsc; the
 * thread issues no instructions for about that many cycles. */
static void select_set_pause(struct function_context *fc, LLVMValueRef call)
{
    int tsc = predefined_var(fc, "%tsc", VISA_TYPE_UD);
    struct dst_target target;
    memset(&target, 0, sizeof target);
    target.op = visa_dst(tsc, VISA_TYPE_UD, 4 * 4, 1);
    target.num_elts = 1;
    target.pred_var = -1;
    emit_mov(fc, &target, read_value(fc, LLVMGetOperand(call, 0), VISA_TYPE_UW));
}

/* local.size, group.count, local.id: the CM runtime's implicit kernel
 * arguments (3 x ud each), inputs placed after the kernel's own: each at
 * a 16-byte boundary above the last argument rounded up to a GRF, so none
 * crosses a GRF, the per-thread local id last (vISA's preference).  A
 * subroutine is compiled into each kernel that calls it, after the
 * kernel's own code (all its inputs already declared), and vISA
 * subroutines share the kernel's variables: a subroutine reads the same
 * input the kernel would, with no argument passing. */
static int implicit_input(struct function_context *fc, int provenance)
{
    struct visa_kernel *kernel = fc->kernel;
    int end = 0;
    for (size_t i = 0; i < kernel->var_count; i++) {
        const struct visa_var *var = &kernel->vars[i];
        if (var->is_input && var->input_provenance == provenance)
            return (int)i;
        if (var->is_input && var->input_provenance == 0 &&
            var->input_offset + var->input_size > end)
            end = var->input_offset + var->input_size;
    }
    int grf = fc->cg->platform->grf_bytes;
    end = (end + grf - 1) / grf * grf;
    int var = visa_add_general(kernel, VISA_TYPE_UD, 3, 4);
    kernel->vars[var].is_input = true;
    kernel->vars[var].input_offset = end + 16 * (provenance - 1);
    kernel->vars[var].input_size = 12;
    kernel->vars[var].input_provenance = provenance;
    return var;
}

static void select_implicit(struct function_context *fc, LLVMValueRef call,
                            int provenance)
{
    int n = genx_num_elements(LLVMTypeOf(call));
    if (n > 3) {
        codegen_error(fc, "backend: an implicit argument of %d elements", n);
        return;
    }
    int var = implicit_input(fc, provenance);
    struct dst_target target = target_of(fc, call, VISA_TYPE_UD);
    emit_mov(fc, &target, n == 1 ? visa_direct(var, VISA_TYPE_UD, 0, 0, 1, 0)
                                 : visa_direct(var, VISA_TYPE_UD, 0, n, n, 1));
}

static void select_local_size(struct function_context *fc, LLVMValueRef call)
{
    select_implicit(fc, call, 1);
}

static void select_group_count(struct function_context *fc, LLVMValueRef call)
{
    select_implicit(fc, call, 2);
}

static void select_local_id(struct function_context *fc, LLVMValueRef call)
{
    select_implicit(fc, call, 3);
}

/* slm.init: the frontend already put the size in the kernel's metadata. */
static void select_nothing(struct function_context *fc, LLVMValueRef call)
{
    (void)fc;
    (void)call;
}

static const struct intrinsic_entry dataport_intrinsics[] = {
    {"llvm.genx.gather.scaled", INTRINSIC_OTHER, false, select_gather_scaled,
     NULL, 0},
    {"llvm.genx.gather4.scaled", INTRINSIC_OTHER, false,
     select_gather4_scaled, NULL, 0},
    {"llvm.genx.scatter.scaled", INTRINSIC_OTHER, true, select_scatter_scaled,
     NULL, 0},
    {"llvm.genx.scatter4.scaled", INTRINSIC_OTHER, true,
     select_scatter4_scaled, NULL, 0},
    {"llvm.genx.oword.ld.unaligned", INTRINSIC_OTHER, false,
     select_oword_ld_unaligned, NULL, 0},
    {"llvm.genx.media.ld", INTRINSIC_OTHER, false, select_media_ld, NULL, 0},
    {"llvm.genx.media.st", INTRINSIC_OTHER, true, select_media_st, NULL, 0},
    {"llvm.genx.barrier", INTRINSIC_OTHER, true, select_barrier, NULL, 0},
    {"llvm.genx.sbarrier", INTRINSIC_OTHER, true, select_sbarrier, NULL, 0},
    {"llvm.genx.nbarrier", INTRINSIC_OTHER, true, select_nbarrier, NULL, 0},
    {"llvm.genx.fence", INTRINSIC_OTHER, true, select_fence, NULL, 0},
    {"llvm.genx.wait", INTRINSIC_OTHER, true, select_wait, NULL, 0},
    {"llvm.genx.timestamp", INTRINSIC_OTHER, true, select_timestamp, NULL, 0},
    {"llvm.genx.r0", INTRINSIC_OTHER, false, select_r0, NULL, 0},
    {"llvm.genx.sr0", INTRINSIC_OTHER, false, select_sr0, NULL, 0},
    {"llvm.genx.get.hwid", INTRINSIC_OTHER, false, select_get_hwid, NULL, 0},
    {"llvm.genx.set.pause", INTRINSIC_OTHER, true, select_set_pause, NULL, 0},
    {"llvm.genx.slm.init", INTRINSIC_OTHER, true, select_nothing, NULL, 0},
    {"llvm.genx.local.size", INTRINSIC_OTHER, false, select_local_size, NULL,
     0},
    {"llvm.genx.group.count", INTRINSIC_OTHER, false, select_group_count,
     NULL, 0},
    {"llvm.genx.local.id", INTRINSIC_OTHER, false, select_local_id, NULL, 0},
    {"llvm.genx.get.color", INTRINSIC_PREDEFINED, false, NULL, "%color",
     VISA_TYPE_UW},
    {"llvm.genx.gather4.typed", INTRINSIC_OTHER, false, select_gather4_typed,
     NULL, 0},
    {"llvm.genx.scatter4.typed", INTRINSIC_OTHER, true, select_scatter4_typed,
     NULL, 0},
};

static const struct intrinsic_entry typed_atomic_entry = {
    "llvm.genx.typed.atomic", INTRINSIC_OTHER, true, select_typed_atomic,
    NULL, 0,
};

static const struct intrinsic_entry atomic_entry = {
    "llvm.genx.dword.atomic", INTRINSIC_OTHER, true, select_dword_atomic,
    NULL, 0,
};

const struct intrinsic_entry *dataport_intrinsic_find(const char *name)
{
    if (!name)
        return NULL;
    for (size_t i = 0;
         i < sizeof dataport_intrinsics / sizeof dataport_intrinsics[0]; i++)
        if (genx_intrinsic_matches(name, dataport_intrinsics[i].base))
            return &dataport_intrinsics[i];
    if (find_atomic(name, TYPED_ATOMIC_PREFIX))
        return &typed_atomic_entry;
    return find_atomic(name, DWORD_ATOMIC_PREFIX) ? &atomic_entry : NULL;
}
