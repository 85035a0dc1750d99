/* visa_program.c - building and freeing the in-memory vISA program.
 *
 * Takes requests from instruction selection and legalization; guarantees
 * every variable and label has a unique name and every array grows as
 * needed.  Exists so that no pass formats names or manages memory itself. */
#include <stdlib.h>
#include <string.h>

#include "backend/backend.h"
#include "backend/visa.h"

static const struct {
    const char *name;
    int size;
    bool is_float;
    bool is_signed;
} type_table[] = {
    [VISA_TYPE_UD] = {"ud", 4, false, false},
    [VISA_TYPE_D] = {"d", 4, false, true},
    [VISA_TYPE_UW] = {"uw", 2, false, false},
    [VISA_TYPE_W] = {"w", 2, false, true},
    [VISA_TYPE_UB] = {"ub", 1, false, false},
    [VISA_TYPE_B] = {"b", 1, false, true},
    [VISA_TYPE_UQ] = {"uq", 8, false, false},
    [VISA_TYPE_Q] = {"q", 8, false, true},
    [VISA_TYPE_F] = {"f", 4, true, true},
    [VISA_TYPE_DF] = {"df", 8, true, true},
    [VISA_TYPE_HF] = {"hf", 2, true, true},
    [VISA_TYPE_BF] = {"bf", 2, true, true},
    [VISA_TYPE_BOOL] = {"bool", 1, false, false},
    [VISA_TYPE_V] = {"v", 4, false, false},
    [VISA_TYPE_UV] = {"uv", 4, false, false},
    [VISA_TYPE_VF] = {"vf", 4, true, false},
};

int visa_type_size(enum visa_type type) { return type_table[type].size; }

int visa_slm_size_kb(int bytes)
{
    return bytes <= 0 ? 0 : (bytes - 1) / 1024 + 1;
}
const char *visa_type_name(enum visa_type type) { return type_table[type].name; }
bool visa_type_is_float(enum visa_type type) { return type_table[type].is_float; }
bool visa_type_is_signed(enum visa_type type) { return type_table[type].is_signed; }

enum visa_type visa_int_type(int size, bool is_signed)
{
    switch (size) {
    case 1: return is_signed ? VISA_TYPE_B : VISA_TYPE_UB;
    case 2: return is_signed ? VISA_TYPE_W : VISA_TYPE_UW;
    case 8: return is_signed ? VISA_TYPE_Q : VISA_TYPE_UQ;
    default: return is_signed ? VISA_TYPE_D : VISA_TYPE_UD;
    }
}

static const char *const opcode_names[VISA_OP_COUNT_] = {
    [VISA_OP_LABEL] = "label", [VISA_OP_ADD] = "add",
    [VISA_OP_MUL] = "mul",     [VISA_OP_DIV] = "div",
    [VISA_OP_MOD] = "mod",     [VISA_OP_AVG] = "avg",
    [VISA_OP_MIN] = "min",     [VISA_OP_MAX] = "max",
    [VISA_OP_MOV] = "mov",     [VISA_OP_SEL] = "sel",
    [VISA_OP_CMP] = "cmp",     [VISA_OP_AND] = "and",
    [VISA_OP_OR] = "or",       [VISA_OP_XOR] = "xor",
    [VISA_OP_NOT] = "not",     [VISA_OP_SHL] = "shl",
    [VISA_OP_SHR] = "shr",     [VISA_OP_ASR] = "asr",
    [VISA_OP_SETP] = "setp",   [VISA_OP_ADDR_ADD] = "addr_add",
    [VISA_OP_LOG] = "log", [VISA_OP_EXP] = "exp", [VISA_OP_RSQRT] = "rsqrt",
    [VISA_OP_POW] = "pow", [VISA_OP_SIN] = "sin", [VISA_OP_COS] = "cos",
    [VISA_OP_SQRTM] = "sqrtm", [VISA_OP_DIVM] = "divm", [VISA_OP_BFE] = "bfe",
    [VISA_OP_BFI] = "bfi", [VISA_OP_BFN] = "bfn", [VISA_OP_DP4A] = "dp4a",
    [VISA_OP_DPAS] = "dpas", [VISA_OP_DPASW] = "dpasw",
    [VISA_OP_GATHER_SCALED] = "gather_scaled",
    [VISA_OP_SCATTER_SCALED] = "scatter_scaled",
    [VISA_OP_GATHER4_SCALED] = "gather4_scaled",
    [VISA_OP_SCATTER4_SCALED] = "scatter4_scaled",
    [VISA_OP_DWORD_ATOMIC] = "dword_atomic",
    [VISA_OP_OWORD_LD_UNALIGNED] = "oword_ld_unaligned",
    [VISA_OP_MEDIA_LD] = "media_ld", [VISA_OP_MEDIA_ST] = "media_st",
    [VISA_OP_BARRIER] = "barrier",
    [VISA_OP_SBARRIER_SIGNAL] = "sbarrier.signal",
    [VISA_OP_SBARRIER_WAIT] = "sbarrier.wait",
    [VISA_OP_NBARRIER_SIGNAL] = "nbarrier.signal",
    [VISA_OP_NBARRIER_WAIT] = "nbarrier.wait",
    [VISA_OP_RAW_SEND] = "raw_send",
    [VISA_OP_RAW_SENDS] = "raw_sends",
    [VISA_OP_FENCE] = "fence", [VISA_OP_WAIT] = "wait",
    [VISA_OP_GATHER4_TYPED] = "gather4_typed",
    [VISA_OP_SCATTER4_TYPED] = "scatter4_typed",
    [VISA_OP_TYPED_ATOMIC] = "typed_atomic",
    [VISA_OP_OWORD_LD] = "oword_ld", [VISA_OP_OWORD_ST] = "oword_st",
    [VISA_OP_SVM_BLOCK_LD] = "svm_block_ld",
    [VISA_OP_SVM_BLOCK_ST] = "svm_block_st",
    [VISA_OP_SVM_GATHER] = "svm_gather",
    [VISA_OP_SVM_SCATTER] = "svm_scatter",
    [VISA_OP_SVM_ATOMIC] = "svm_atomic",
    [VISA_OP_MOVS] = "movs",
    [VISA_OP_LSC_UNTYPED] = "lsc_untyped",
    [VISA_OP_LSC_FENCE] = "lsc_fence",
    [VISA_OP_SAMPLE_UNORM] = "sample_unorm",
    [VISA_OP_AVS] = "avs",
    [VISA_OP_VA] = "va",
    [VISA_OP_SAMPLE_3D] = "sample_3d",
    [VISA_OP_LOAD_3D] = "load_lz",
    [VISA_OP_JMP] = "jmp",     [VISA_OP_CALL] = "call",
    [VISA_OP_RET] = "ret",     [VISA_OP_GOTO] = "goto",
    [VISA_OP_MAD] = "mad",     [VISA_OP_MULH] = "mulh",
    [VISA_OP_INV] = "inv",     [VISA_OP_SQRT] = "sqrt",
    [VISA_OP_RNDD] = "rndd",   [VISA_OP_RNDU] = "rndu",
    [VISA_OP_RNDE] = "rnde",   [VISA_OP_RNDZ] = "rndz",
    [VISA_OP_FRC] = "frc",     [VISA_OP_LZD] = "lzd",
    [VISA_OP_CBIT] = "cbit",   [VISA_OP_FBL] = "fbl",
    [VISA_OP_FBH] = "fbh",     [VISA_OP_BFREV] = "bfrev",
    [VISA_OP_FCVT] = "fcvt",
    [VISA_OP_ROL] = "rol",     [VISA_OP_ROR] = "ror",
};

const char *visa_opcode_name(enum visa_opcode opcode)
{
    return opcode_names[opcode];
}

/* LSC_UNTYPED.md's sub-operations (the LscSubOp table) that cmc emits. */
static const char *const lsc_operation_names[] = {
    [0x00] = "lsc_load",        [0x02] = "lsc_load_quad",
    [0x03] = "lsc_load_block2d",
    [0x04] = "lsc_store",       [0x06] = "lsc_store_quad",
    [0x07] = "lsc_store_block2d",
    [0x08] = "lsc_atomic_iinc", [0x09] = "lsc_atomic_idec",
    [0x0a] = "lsc_atomic_load", [0x0b] = "lsc_atomic_store",
    [0x0c] = "lsc_atomic_iadd", [0x0d] = "lsc_atomic_isub",
    [0x0e] = "lsc_atomic_smin", [0x0f] = "lsc_atomic_smax",
    [0x10] = "lsc_atomic_umin", [0x11] = "lsc_atomic_umax",
    [0x12] = "lsc_atomic_icas", [0x13] = "lsc_atomic_fadd",
    [0x14] = "lsc_atomic_fsub", [0x15] = "lsc_atomic_fmin",
    [0x16] = "lsc_atomic_fmax", [0x17] = "lsc_atomic_fcas",
    [0x18] = "lsc_atomic_and",  [0x19] = "lsc_atomic_or",
    [0x1a] = "lsc_atomic_xor",
};

const char *visa_lsc_operation_name(int subop)
{
    if (subop < 0 ||
        (size_t)subop >= sizeof lsc_operation_names /
                             sizeof lsc_operation_names[0])
        return NULL;
    return lsc_operation_names[subop];
}

int visa_lsc_atomic_sources(int subop)
{
    if (subop >= 0x08 && subop <= 0x0a)
        return 0;
    return subop == 0x12 || subop == 0x17 ? 2 : 1;
}

/* The operations of 3D_SAMPLE.md and 3D_LOAD.md that vISA text spells
 * (CISA.l's mnemonics). */
static const struct {
    enum visa_opcode opcode;
    int operation;
    const char *name;
} sampler_operations[] = {
    {VISA_OP_SAMPLE_3D, 0x00, "sample_3d"},
    {VISA_OP_SAMPLE_3D, 0x01, "sample_b"},
    {VISA_OP_SAMPLE_3D, 0x02, "sample_l"},
    {VISA_OP_SAMPLE_3D, 0x03, "sample_c"},
    {VISA_OP_SAMPLE_3D, 0x04, "sample_d"},
    {VISA_OP_SAMPLE_3D, 0x05, "sample_b_c"},
    {VISA_OP_SAMPLE_3D, 0x06, "sample_l_c"},
    {VISA_OP_SAMPLE_3D, 0x14, "sample_d_c"},
    {VISA_OP_SAMPLE_3D, 0x18, "sample_lz"},
    {VISA_OP_SAMPLE_3D, 0x19, "sample_c_lz"},
    {VISA_OP_LOAD_3D, 0x07, "load_3d"},
    {VISA_OP_LOAD_3D, 0x1a, "load_lz"},
    {VISA_OP_LOAD_3D, 0x1c, "load_2dms_w"},
    {VISA_OP_LOAD_3D, 0x1d, "load_mcs"},
};

const char *visa_sampler_operation_name(enum visa_opcode opcode,
                                        int operation)
{
    for (size_t i = 0;
         i < sizeof sampler_operations / sizeof sampler_operations[0]; i++)
        if (sampler_operations[i].opcode == opcode &&
            sampler_operations[i].operation == operation)
            return sampler_operations[i].name;
    return NULL;
}

struct visa_kernel *visa_kernel_new(const char *name)
{
    struct visa_kernel *kernel = xcalloc(1, sizeof *kernel);
    kernel->name = xstrdup(name);
    return kernel;
}

void visa_kernel_free(struct visa_kernel *kernel)
{
    if (!kernel)
        return;
    for (size_t i = 0; i < kernel->var_count; i++)
        free(kernel->vars[i].name);
    for (size_t i = 0; i < kernel->label_count; i++)
        free(kernel->labels[i].name);
    free(kernel->vars);
    free(kernel->labels);
    free(kernel->insts);
    free(kernel->source_file);
    free(kernel->name);
    free(kernel);
}

void visa_program_add_kernel(struct visa_program *program,
                             struct visa_kernel *kernel)
{
    grow_array((void **)&program->kernels, &program->kernel_capacity,
               program->kernel_count + 1, sizeof *program->kernels);
    program->kernels[program->kernel_count++] = kernel;
}

/* Names start where Intel's tools start them: V0-V31, T0-T5 and P0 are
 * reserved for predefined variables in the binary format. */
static int add_var(struct visa_kernel *kernel, enum visa_var_kind kind,
                   const char *prefix, int first_number)
{
    grow_array((void **)&kernel->vars, &kernel->var_capacity,
               kernel->var_count + 1, sizeof *kernel->vars);
    int index = (int)kernel->var_count++;
    struct visa_var *var = &kernel->vars[index];
    memset(var, 0, sizeof *var);
    var->kind = kind;
    var->alias_of = -1;
    var->num_elts = 1;
    var->align_bytes = 1;
    int same_kind = kernel->kind_counts[kind]++;
    struct string_buffer name = {0};
    buffer_printf(&name, "%s%d", prefix, first_number + same_kind);
    var->name = name.data;
    return index;
}

int visa_add_general(struct visa_kernel *kernel, enum visa_type type,
                     int num_elts, int align_bytes)
{
    int index = add_var(kernel, VISA_VAR_GENERAL, "V", 32);
    kernel->vars[index].type = type;
    kernel->vars[index].num_elts = num_elts;
    kernel->vars[index].align_bytes = align_bytes;
    return index;
}

int visa_add_alias(struct visa_kernel *kernel, int of, int byte_offset,
                   enum visa_type type, int num_elts)
{
    int index = visa_add_general(kernel, type, num_elts, 1);
    kernel->vars[index].alias_of = of;
    kernel->vars[index].alias_offset = byte_offset;
    return index;
}

/* vISA declares a predicate of 1, 2, 4, 8, 16 or 32 elements only
 * (GenX_IR rejects "num_elts=12"); a mask of another size gets the next
 * of those, its last bits unused. */
static int predicate_size(int num_elts)
{
    int size = 1;
    while (size < num_elts && size < 32)
        size *= 2;
    return size;
}

int visa_add_predicate(struct visa_kernel *kernel, int num_elts)
{
    int first = -1;
    for (int done = 0; done < num_elts || first < 0; done += 32) {
        int index = add_var(kernel, VISA_VAR_PREDICATE, "P", 1);
        kernel->vars[index].type = VISA_TYPE_BOOL;
        kernel->vars[index].num_elts =
            predicate_size(num_elts > 32 ? 32 : num_elts);
        if (first < 0)
            first = index;
    }
    return first;
}

int visa_add_address(struct visa_kernel *kernel, int num_elts)
{
    int index = add_var(kernel, VISA_VAR_ADDRESS, "A", 0);
    kernel->vars[index].type = VISA_TYPE_UW;
    kernel->vars[index].num_elts = num_elts;
    return index;
}

int visa_add_surface(struct visa_kernel *kernel, int num_elts)
{
    int index = add_var(kernel, VISA_VAR_SURFACE, "T", 6);
    kernel->vars[index].type = VISA_TYPE_UD;
    kernel->vars[index].num_elts = num_elts;
    return index;
}

int visa_add_sampler(struct visa_kernel *kernel)
{
    int index = add_var(kernel, VISA_VAR_SAMPLER, "S", 0);
    kernel->vars[index].type = VISA_TYPE_UD;
    return index;
}

/* Kernel arguments in parameter order, then the implicit inputs. */
static long input_rank(const struct visa_var *var)
{
    return var->input_provenance ? 1000000L + var->input_provenance
                                 : var->input_argument;
}

size_t visa_inputs_in_order(const struct visa_kernel *kernel, int *order)
{
    size_t count = 0;
    for (size_t i = 0; i < kernel->var_count; i++) {
        if (!kernel->vars[i].is_input)
            continue;
        /* Insertion sort by parameter, stable for equal ones. */
        size_t at = count++;
        while (at > 0 && input_rank(&kernel->vars[order[at - 1]]) >
                             input_rank(&kernel->vars[i])) {
            order[at] = order[at - 1];
            at--;
        }
        order[at] = (int)i;
    }
    return count;
}

int visa_add_predefined(struct visa_kernel *kernel, const char *name,
                        enum visa_type type)
{
    for (size_t i = 0; i < kernel->var_count; i++)
        if (kernel->vars[i].kind == VISA_VAR_PREDEFINED &&
            strcmp(kernel->vars[i].name, name) == 0)
            return (int)i;
    int index = add_var(kernel, VISA_VAR_PREDEFINED, "%predefined", 0);
    free(kernel->vars[index].name);
    kernel->vars[index].name = xstrdup(name);
    kernel->vars[index].type = type;
    kernel->vars[index].align_bytes = visa_type_size(type);
    return index;
}

int visa_add_label(struct visa_kernel *kernel, const char *name,
                   bool is_subroutine)
{
    grow_array((void **)&kernel->labels, &kernel->label_capacity,
               kernel->label_count + 1, sizeof *kernel->labels);
    int index = (int)kernel->label_count++;
    kernel->labels[index].name = xstrdup(name);
    kernel->labels[index].is_subroutine = is_subroutine;
    return index;
}

int visa_var_bytes(const struct visa_kernel *kernel, int var)
{
    const struct visa_var *v = &kernel->vars[var];
    return v->num_elts * visa_type_size(v->type);
}

int visa_var_root(const struct visa_kernel *kernel, int var, int *offset)
{
    int total = 0;
    while (kernel->vars[var].alias_of >= 0) {
        total += kernel->vars[var].alias_offset;
        var = kernel->vars[var].alias_of;
    }
    if (offset)
        *offset = total;
    return var;
}

struct visa_inst visa_inst_make(enum visa_opcode opcode, int exec_size)
{
    struct visa_inst inst;
    memset(&inst, 0, sizeof inst);
    inst.opcode = opcode;
    inst.pred_var = -1;
    inst.exec_size = exec_size;
    inst.no_mask = true;
    inst.label = -1;
    return inst;
}

void visa_append(struct visa_kernel *kernel, const struct visa_inst *inst)
{
    grow_array((void **)&kernel->insts, &kernel->inst_capacity,
               kernel->inst_count + 1, sizeof *kernel->insts);
    struct visa_inst *appended = &kernel->insts[kernel->inst_count++];
    *appended = *inst;
    if (appended->source_line == 0) {
        appended->source_line = kernel->current_line;
        appended->source_column = kernel->current_column;
    }
}

struct visa_operand visa_direct(int var, enum visa_type type, int byte_offset,
                                int vstride, int width, int hstride)
{
    struct visa_operand op;
    memset(&op, 0, sizeof op);
    op.kind = VISA_OPND_DIRECT;
    op.var = var;
    op.type = type;
    op.byte_offset = byte_offset;
    op.vstride = vstride;
    op.width = width;
    op.hstride = hstride;
    return op;
}

struct visa_operand visa_dst(int var, enum visa_type type, int byte_offset,
                             int hstride)
{
    /* Element i at i * hstride: rows of one element, hstride apart (a
     * destination region of width 1 and vstride 0 would put every
     * element at the first, as legalize.c reads regions). */
    return visa_direct(var, type, byte_offset, hstride, 1, hstride);
}

struct visa_operand visa_imm(enum visa_type type, uint64_t bits)
{
    struct visa_operand op;
    memset(&op, 0, sizeof op);
    op.kind = VISA_OPND_IMMEDIATE;
    op.type = type;
    op.imm = bits;
    op.var = -1;
    return op;
}

struct visa_operand visa_pred_operand(int var)
{
    struct visa_operand op;
    memset(&op, 0, sizeof op);
    op.kind = VISA_OPND_PREDICATE;
    op.var = var;
    op.type = VISA_TYPE_BOOL;
    return op;
}

struct visa_operand visa_raw(int var, int byte_offset)
{
    struct visa_operand op;
    memset(&op, 0, sizeof op);
    op.kind = VISA_OPND_RAW;
    op.var = var;
    op.byte_offset = byte_offset;
    return op;
}

/* ---- the public accessors of backend.h -------------------------------- */

int visa_program_kernel_count(const struct visa_program *program)
{
    return (int)program->kernel_count;
}

const char *visa_program_kernel_name(const struct visa_program *program,
                                     int index)
{
    if (index < 0 || (size_t)index >= program->kernel_count)
        return NULL;
    return program->kernels[index]->name;
}

bool visa_inst_has_text(const struct visa_inst *inst)
{
    return !(inst->opcode == VISA_OP_VA ||
             (inst->opcode == VISA_OP_AVS &&
              (inst->aux3 == 1 || inst->aux3 == 3)));
}

/* What has no text, for the error (`inst` has none). */
static const char *textless_what(const struct visa_inst *inst)
{
    return inst->opcode == VISA_OP_VA
               ? "the media sampler's video analytics (vISA VA) have"
               : "AVS's 8x4 and 4x4 execution modes have";
}

bool visa_program_check_text(const struct visa_program *program,
                             const char *what, struct diagnostics *diags)
{
    for (size_t k = 0; k < program->kernel_count; k++) {
        const struct visa_kernel *kernel = program->kernels[k];
        for (size_t i = 0; i < kernel->inst_count; i++) {
            const struct visa_inst *inst = &kernel->insts[i];
            if (visa_inst_has_text(inst))
                continue;
#define TEXTLESS_MESSAGE                                                      \
    "%s cannot hold kernel '%s': %s no vISA text form GenX_IR reads; "     \
    "compile to the binary .isa (cmc's default output)"
            if (kernel->source_file && inst->source_line)
                error_at(diags, kernel->source_file, inst->source_line,
                         inst->source_column, TEXTLESS_MESSAGE, what,
                         kernel->name, textless_what(inst));
            else
                error_plain(diags, TEXTLESS_MESSAGE, what, kernel->name,
                            textless_what(inst));
#undef TEXTLESS_MESSAGE
            return false;
        }
    }
    return true;
}

void visa_program_free(struct visa_program *program)
{
    if (!program)
        return;
    for (size_t i = 0; i < program->kernel_count; i++)
        visa_kernel_free(program->kernels[i]);
    free(program->kernels);
    free(program);
}
