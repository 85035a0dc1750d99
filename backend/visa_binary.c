/* visa_binary.c - writes the in-memory vISA program as a vISA 4.1 binary
 * (.isa), the file Intel's cmc writes by default.
 *
 * Takes a legalized program (the same one visa_text.c prints); guarantees
 * the layout of visa_binary_format.h with every number and order chosen as
 * GenX_IR chooses them when it reads the equivalent .visaasm text: string
 * pool in order of first mention, variables numbered in declaration order
 * after the reserved ones, labels numbered in order of first mention.  An
 * instruction the format table cannot encode is an internal error, never a
 * guessed byte.  Exists so that the binary is only another view of the
 * model: nothing is decided here that the text does not also say. */
#include <stdlib.h>
#include <string.h>

#include "backend/backend.h"
#include "backend/visa.h"
#include "backend/visa_binary_format.h"

/* ---- bytes ------------------------------------------------------------- */

struct byte_buffer {
    unsigned char *data;
    size_t length, capacity;
};

static void put_bytes(struct byte_buffer *b, const void *bytes, size_t count)
{
    grow_array((void **)&b->data, &b->capacity, b->length + count, 1);
    memcpy(b->data + b->length, bytes, count);
    b->length += count;
}

static void put_u8(struct byte_buffer *b, unsigned value)
{
    unsigned char byte = (unsigned char)value;
    put_bytes(b, &byte, 1);
}

static void put_u16(struct byte_buffer *b, unsigned value)
{
    put_u8(b, value & 0xff);
    put_u8(b, (value >> 8) & 0xff);
}

static void put_u32(struct byte_buffer *b, uint32_t value)
{
    put_u16(b, value & 0xffff);
    put_u16(b, value >> 16);
}

static void put_u64(struct byte_buffer *b, uint64_t value)
{
    put_u32(b, (uint32_t)value);
    put_u32(b, (uint32_t)(value >> 32));
}

static void patch_u32(struct byte_buffer *b, size_t at, uint32_t value)
{
    for (int i = 0; i < 4; i++)
        b->data[at + i] = (unsigned char)(value >> (8 * i));
}

/* ---- numbering ---------------------------------------------------------- */

/* The numbers GenX_IR gives one kernel's names. */
struct kernel_numbering {
    int *var_id;        /* per model variable: its id in its own table */
    int *var_name;      /* per model variable: string index, or -1 */
    int *label_id;      /* per model label: id, or -1 when never mentioned */
    int *label_order;   /* label ids -> model label */
    int label_count;
    const char **strings;
    size_t string_count, string_capacity;
    int target_string, slm_string, named_barriers_string;
    int first_label_string; /* label id i is named by string this + i */
};

static int add_string(struct kernel_numbering *n, const char *text)
{
    grow_array((void **)&n->strings, &n->string_capacity,
               n->string_count + 1, sizeof *n->strings);
    n->strings[n->string_count] = text;
    return (int)n->string_count++;
}

/* The id of a predefined variable: a general one's V number, or a
 * predefined surface's T number (%slm is T0). */
static int predefined_id(const char *name)
{
    for (int i = 0; i < visa_binary_predefined_general_count; i++)
        if (strcmp(visa_binary_predefined_names[i], name) == 0)
            return i;
    for (int i = visa_binary_predefined_general_count;
         i < visa_binary_predefined_general_count + VISA_BINARY_RESERVED_SURFACES;
         i++)
        if (strcmp(visa_binary_predefined_names[i], name) == 0)
            return i - visa_binary_predefined_general_count;
    return -1;
}

static void mention_label(struct kernel_numbering *n, int label)
{
    if (label < 0 || n->label_id[label] >= 0)
        return;
    n->label_id[label] = n->label_count;
    n->label_order[n->label_count++] = label;
}

static bool inst_has_label(const struct visa_inst *inst)
{
    return inst->opcode == VISA_OP_LABEL || inst->opcode == VISA_OP_JMP ||
           inst->opcode == VISA_OP_GOTO || inst->opcode == VISA_OP_CALL;
}

static bool number_kernel(const struct visa_kernel *kernel,
                          struct kernel_numbering *n,
                          struct diagnostics *diags)
{
    memset(n, 0, sizeof *n);
    n->var_id = xcalloc(kernel->var_count + 1, sizeof *n->var_id);
    n->var_name = xcalloc(kernel->var_count + 1, sizeof *n->var_name);
    n->label_id = xcalloc(kernel->label_count + 1, sizeof *n->label_id);
    n->label_order = xcalloc(kernel->label_count + 1, sizeof *n->label_order);

    add_string(n, kernel->name);
    for (int i = 0; i < visa_binary_predefined_name_count; i++)
        add_string(n, visa_binary_predefined_names[i]);

    int next_id[VISA_VAR_PREDEFINED + 1] = {
        [VISA_VAR_GENERAL] = VISA_BINARY_RESERVED_GENERALS,
        [VISA_VAR_PREDICATE] = VISA_BINARY_RESERVED_PREDICATES,
        [VISA_VAR_ADDRESS] = 0,
        [VISA_VAR_SURFACE] = VISA_BINARY_RESERVED_SURFACES,
        [VISA_VAR_SAMPLER] = 0,
    };
    for (size_t i = 0; i < kernel->var_count; i++) {
        const struct visa_var *var = &kernel->vars[i];
        n->var_name[i] = -1;
        if (var->kind == VISA_VAR_PREDEFINED) {
            n->var_id[i] = predefined_id(var->name);
            if (n->var_id[i] < 0) {
                error_plain(diags,
                            "internal compiler error: vISA binary encoding "
                            "of predefined variable %s is not implemented",
                            var->name);
                return false;
            }
            continue;
        }
        n->var_id[i] = next_id[var->kind]++;
        n->var_name[i] = add_string(n, var->name);
    }

    n->target_string = add_string(n, VISA_BINARY_ATTR_TARGET);
    n->slm_string = kernel->slm_size > 0
                        ? add_string(n, VISA_BINARY_ATTR_SLM_SIZE)
                        : -1;
    n->named_barriers_string =
        kernel->named_barriers > 0
            ? add_string(n, VISA_BINARY_ATTR_NAMED_BARRIERS)
            : -1;

    for (size_t i = 0; i < kernel->label_count; i++)
        n->label_id[i] = -1;
    for (size_t i = 0; i < kernel->inst_count; i++)
        if (inst_has_label(&kernel->insts[i]))
            mention_label(n, kernel->insts[i].label);
    n->first_label_string = (int)n->string_count;
    for (int i = 0; i < n->label_count; i++)
        add_string(n, kernel->labels[n->label_order[i]].name);
    return true;
}

static void numbering_free(struct kernel_numbering *n)
{
    free(n->var_id);
    free(n->var_name);
    free(n->label_id);
    free(n->label_order);
    free(n->strings);
}

/* ---- codes -------------------------------------------------------------- */

static int type_code(enum visa_type type)
{
    switch (type) {
    case VISA_TYPE_UD: return VISA_BINARY_TYPE_UD;
    case VISA_TYPE_D: return VISA_BINARY_TYPE_D;
    case VISA_TYPE_UW: return VISA_BINARY_TYPE_UW;
    case VISA_TYPE_W: return VISA_BINARY_TYPE_W;
    case VISA_TYPE_UB: return VISA_BINARY_TYPE_UB;
    case VISA_TYPE_B: return VISA_BINARY_TYPE_B;
    case VISA_TYPE_UQ: return VISA_BINARY_TYPE_UQ;
    case VISA_TYPE_Q: return VISA_BINARY_TYPE_Q;
    case VISA_TYPE_F: return VISA_BINARY_TYPE_F;
    case VISA_TYPE_DF: return VISA_BINARY_TYPE_DF;
    case VISA_TYPE_HF: return VISA_BINARY_TYPE_HF;
    case VISA_TYPE_BF: return VISA_BINARY_TYPE_BF;
    case VISA_TYPE_BOOL: return VISA_BINARY_TYPE_BOOL;
    case VISA_TYPE_V: return VISA_BINARY_TYPE_V;
    case VISA_TYPE_UV: return VISA_BINARY_TYPE_UV;
    case VISA_TYPE_VF: return VISA_BINARY_TYPE_VF;
    }
    return VISA_BINARY_TYPE_UD;
}

/* The alignment code the text's align= (visa_text.c) stands for; aliases
 * have none, which GenX_IR records as byte alignment. */
/* Whether variable VAR is DPAS's or DPASW's src1 somewhere in KERNEL:
 * GenX_IR's builder aligns that operand's declaration to one GRF when it
 * reads the text, and its binary writer then gives an alias declaration
 * that alignment in words (measured: 16 words on DG2, 32 on PVC) where
 * cmc's would say none. */
/* The alignment code GenX_IR gives an alias that is a raw operand of a
 * DPAS (it re-aligns them when it reads the text, and the binary must say
 * the same): Src1 to a GRF, Dst and Src0 to one row (execution size x the
 * element's bytes); 16 words (7) for 32 bytes, 32 words (8) for 64.
 * Measured with GenX_IR 1.0.12504: f and hf/bf Dst and Src0 aliases on
 * PVC (8 and 7), f on DG2 (7).  0 when the alias is none of these. */
static int dpas_alias_align(const struct visa_kernel *kernel, int var,
                            int grf_bytes)
{
    for (size_t i = 0; i < kernel->inst_count; i++) {
        const struct visa_inst *inst = &kernel->insts[i];
        if (inst->opcode != VISA_OP_DPAS && inst->opcode != VISA_OP_DPASW)
            continue;
        int bytes = 0;
        if (inst->num_srcs > 1 && inst->src[1].kind == VISA_OPND_RAW &&
            inst->src[1].var == var)
            bytes = grf_bytes;
        else if ((inst->dst.kind == VISA_OPND_RAW && inst->dst.var == var) ||
                 (inst->src[0].kind == VISA_OPND_RAW &&
                  inst->src[0].var == var))
            bytes = inst->exec_size *
                    visa_type_size(kernel->vars[var].type);
        if (bytes)
            return bytes >= 64 ? 8 : 7;
    }
    return 0;
}

static int align_code(const struct visa_var *var, int grf_bytes)
{
    if (var->alias_of >= 0)
        return 0;
    if (var->align_bytes >= 2 * grf_bytes)
        return 6;
    if (var->align_bytes >= grf_bytes)
        return 5;
    switch (var->align_bytes) {
    case 8: return 3;
    case 4: return 2;
    case 2: return 1;
    default: return 0;
    }
}

static int modifier_code(enum visa_modifier modifier)
{
    switch (modifier) {
    case VISA_MOD_NEG: return VISA_BINARY_MOD_NEG;
    case VISA_MOD_ABS: return VISA_BINARY_MOD_ABS;
    case VISA_MOD_NEG_ABS: return VISA_BINARY_MOD_NEG_ABS;
    case VISA_MOD_NOT: return VISA_BINARY_MOD_NOT;
    default: return VISA_BINARY_MOD_NONE;
    }
}

static int cond_code(enum visa_cond cond)
{
    switch (cond) {
    case VISA_COND_NE: return 1;
    case VISA_COND_GT: return 2;
    case VISA_COND_GE: return 3;
    case VISA_COND_LT: return 4;
    case VISA_COND_LE: return 5;
    default: return 0;
    }
}

static unsigned region_code(int vstride, int width, int hstride)
{
    return (unsigned)(visa_binary_region_code(vstride) |
                      visa_binary_region_code(width) << 4 |
                      visa_binary_region_code(hstride) << 8);
}

static unsigned dst_region_code(int hstride)
{
    return (unsigned)visa_binary_region_code(hstride) << 8;
}

/* ---- instructions ------------------------------------------------------- */

struct kernel_writer {
    const struct visa_kernel *kernel;
    const struct kernel_numbering *numbering;
    int grf_bytes;
    struct byte_buffer *out;
};

/* Immediates are stored in a dword (a qword for q, uq and df) as GenX_IR
 * stores the value the text spells: signed integers sign-extended. */
static void put_immediate(struct kernel_writer *w, const struct visa_operand *op)
{
    put_u8(w->out, (unsigned)type_code(op->type));
    int size = visa_type_size(op->type);
    if (size == 8) {
        put_u64(w->out, op->imm);
        return;
    }
    uint64_t bits = op->imm & ((UINT64_C(1) << (size * 8)) - 1);
    if (!visa_type_is_float(op->type) && visa_type_is_signed(op->type)) {
        switch (size) {
        case 1: bits = (uint32_t)(int32_t)(int8_t)bits; break;
        case 2: bits = (uint32_t)(int32_t)(int16_t)bits; break;
        default: break;
        }
    }
    put_u32(w->out, (uint32_t)bits);
}

static void put_vector(struct kernel_writer *w, const struct visa_operand *op,
                       bool is_dst, bool saturate)
{
    const struct kernel_numbering *n = w->numbering;
    int modifier = is_dst ? (saturate ? VISA_BINARY_MOD_SAT : 0)
                          : modifier_code(op->modifier);
    switch (op->kind) {
    case VISA_OPND_DIRECT: {
        const struct visa_var *var = &w->kernel->vars[op->var];
        if (var->kind == VISA_VAR_SURFACE || var->kind == VISA_VAR_SAMPLER) {
            /* MOVS: state operand T(k) or S(k) */
            put_u8(w->out, VISA_BINARY_CLASS_STATE);
            put_u8(w->out, var->kind == VISA_VAR_SAMPLER ? 1 : 0);
            put_u16(w->out, (unsigned)n->var_id[op->var]);
            put_u8(w->out, (unsigned)(op->byte_offset / 4)); /* element */
            break;
        }
        put_u8(w->out, (unsigned)(VISA_BINARY_CLASS_GENERAL | modifier << 3));
        put_u32(w->out, (uint32_t)n->var_id[op->var]);
        put_u8(w->out, (unsigned)(op->byte_offset / w->grf_bytes));
        put_u8(w->out, (unsigned)((op->byte_offset % w->grf_bytes) /
                                  visa_type_size(var->type)));
        put_u16(w->out, is_dst ? dst_region_code(op->hstride)
                               : region_code(op->vstride, op->width,
                                             op->hstride));
        break;
    }
    case VISA_OPND_INDIRECT:
        put_u8(w->out, (unsigned)(VISA_BINARY_CLASS_INDIRECT | modifier << 3));
        put_u16(w->out, (unsigned)n->var_id[op->var]);
        put_u8(w->out, (unsigned)op->addr_sub);
        put_u16(w->out, (unsigned)(uint16_t)(int16_t)op->byte_offset);
        put_u8(w->out, (unsigned)type_code(op->type));
        put_u16(w->out, is_dst ? dst_region_code(op->hstride)
                               : region_code(op->vstride, op->width,
                                             op->hstride));
        break;
    case VISA_OPND_IMMEDIATE:
        put_u8(w->out, VISA_BINARY_CLASS_IMMEDIATE);
        put_immediate(w, op);
        break;
    case VISA_OPND_PREDICATE:
        put_u8(w->out, VISA_BINARY_CLASS_PREDICATE);
        put_u16(w->out, (unsigned)n->var_id[op->var]);
        break;
    case VISA_OPND_ADDRESS:
        put_u8(w->out, VISA_BINARY_CLASS_ADDRESS);
        put_u16(w->out, (unsigned)n->var_id[op->var]);
        put_u8(w->out, (unsigned)op->addr_sub);
        put_u8(w->out,
               (unsigned)visa_binary_exec_size_code(op->width ? op->width : 1));
        break;
    case VISA_OPND_ADDRESS_OF: {
        /* GenX_IR (and Intel's cmc) encode &V[offset] as a general operand
         * of V at that offset with region <0;1,0>, not in the address-of
         * class of 5_operands.md (measured; doc/design.md). */
        const struct visa_var *var = &w->kernel->vars[op->var];
        put_u8(w->out, VISA_BINARY_CLASS_GENERAL);
        put_u32(w->out, (uint32_t)n->var_id[op->var]);
        put_u8(w->out, (unsigned)(op->byte_offset / w->grf_bytes));
        put_u8(w->out, (unsigned)((op->byte_offset % w->grf_bytes) /
                                  visa_type_size(var->type)));
        put_u16(w->out, region_code(0, 1, 0));
        break;
    }
    case VISA_OPND_RAW:
    case VISA_OPND_NONE:
        break;
    }
}

/* How one model opcode maps onto a binary instruction: its opcode and, in
 * field order, which operand of the model instruction fills each vector or
 * raw field ('d' dst, '0'..'2' src[i]).  UB fields come from `ub_value`. */
struct binary_encoding {
    enum visa_opcode opcode;
    int binary_opcode;
    const char *operands;
    int (*ub_value)(const struct visa_inst *inst, int index);
};

static int cmp_ub(const struct visa_inst *inst, int index)
{
    (void)index;
    return cond_code(inst->cond);
}

static int min_ub(const struct visa_inst *inst, int index)
{
    (void)inst, (void)index;
    return 0;
}

static int max_ub(const struct visa_inst *inst, int index)
{
    (void)inst, (void)index;
    return 1;
}

/* OWORD_LD: size (log2 of the oword count), then is_modified (0). */
static int oword_ub(const struct visa_inst *inst, int index)
{
    if (index > 0)
        return 0;
    int code = 0;
    while ((1 << code) < inst->aux)
        code++;
    return code;
}

static int log2_of(int n)
{
    int code = 0;
    while ((1 << code) < n)
        code++;
    return code;
}

/* SVM: block properties (log2 owords), gather/scatter block size and
 * count codes, atomic operation with its width in bits 6..5. */
static int svm_ub(const struct visa_inst *inst, int index)
{
    switch (inst->opcode) {
    case VISA_OP_SVM_GATHER:
    case VISA_OP_SVM_SCATTER:
        if (index == 0)
            return inst->aux == 1 ? 0 : inst->aux == 4 ? 1 : 2;
        return log2_of(inst->aux2);
    case VISA_OP_SVM_ATOMIC:
        return inst->aux | (inst->aux2 == 64 ? 2 << 5 : 0);
    default:
        return log2_of(inst->aux);
    }
}

/* Dataport messages (isel_dataport.c): the UB fields in format order. */
static int message_ub(const struct visa_inst *inst, int index)
{
    switch (inst->opcode) {
    case VISA_OP_GATHER_SCALED:
    case VISA_OP_SCATTER_SCALED: /* block size (ignored: 0), log2 blocks */
        return index == 0 ? 0 : log2_of(inst->aux);
    case VISA_OP_OWORD_LD_UNALIGNED: /* log2 owords, is_modified */
        return index == 0 ? log2_of(inst->aux) : 0;
    case VISA_OP_MEDIA_LD:
    case VISA_OP_MEDIA_ST: { /* modifiers, plane, width, height */
        int values[] = {inst->aux3 & 0xff, inst->aux3 >> 8, inst->aux,
                        inst->aux2};
        return index < 4 ? values[index] : 0;
    }
    case VISA_OP_SBARRIER_SIGNAL:
    case VISA_OP_NBARRIER_SIGNAL:
        return 1;
    case VISA_OP_SBARRIER_WAIT:
    case VISA_OP_NBARRIER_WAIT:
        return 0;
    default: /* channels, atomic operation, fence mask */
        return inst->aux;
    }
}

/* RAW_SEND: modifiers, the extended descriptor, numSrc, numDst. */
static int raw_send_ub(const struct visa_inst *inst, int index)
{
    int values[] = {inst->aux, (int)(uint32_t)inst->src[0].imm,
                    inst->aux3 & 0xff, (inst->aux3 >> 16) & 0xff};
    return index >= 0 && index < 4 ? values[index] : 0;
}

/* RAW_SENDS: modifiers, numSrc0, numSrc1, numDst, SFID (format order). */
static int raw_sends_ub(const struct visa_inst *inst, int index)
{
    int values[] = {inst->aux, inst->aux3 & 0xff, (inst->aux3 >> 8) & 0xff,
                    (inst->aux3 >> 16) & 0xff, inst->aux2};
    return index >= 0 && index < 5 ? values[index] : 0;
}

/* Sampler messages: SAMPLE_UNORM's channel byte; 3D_SAMPLE/3D_LOAD's
 * operation (the UW), channels, then the parameter count. */
static int sampler_field(const struct visa_inst *inst, int index)
{
    if (inst->opcode == VISA_OP_SAMPLE_UNORM)
        return inst->aux;
    if (index == 0)
        return inst->aux;
    if (index == 1)
        return inst->aux2;
    return inst->num_srcs - (inst->opcode == VISA_OP_SAMPLE_3D ? 3 : 2);
}

/* AVS: the channels, the output format and the execution mode. */
static int avs_field(const struct visa_inst *inst, int index)
{
    int values[] = {inst->aux, inst->aux2, inst->aux3};
    return index >= 0 && index < 3 ? values[index] : 0;
}

/* VA / VA_SKL_PLUS: the UB fields in format order (aux2, aux3). */
static int va_field(const struct visa_inst *inst, int index)
{
    return index == 0 ? inst->aux2 : inst->aux3;
}

/* LSC_UNTYPED's fields in format order (visa_binary_format.c); the vector
 * size and channel mask bytes both hold the vector size code, or both the
 * channel mask of a quad message, as GenX_IR writes them (one union in its
 * LSC_DATA_SHAPE).  LSC_FENCE: SFID, operation, scope. */
static int lsc_field(const struct visa_inst *inst, int index)
{
    const struct visa_lsc *lsc = &inst->lsc;
    if (inst->opcode == VISA_OP_LSC_FENCE) {
        int values[] = {lsc->sfid, lsc->fence_op, lsc->scope};
        return index < 3 ? values[index] : 0;
    }
    int values[] = {lsc->sfid,      lsc->cache_l1,   lsc->cache_l3,
                    lsc->addr_type, lsc->addr_scale, lsc->addr_offset,
                    lsc->addr_size, lsc->data_size,  lsc->transposed ? 2 : 1,
                    lsc->chmask ? lsc->chmask : lsc->elems,
                    lsc->chmask ? lsc->chmask : lsc->elems};
    return index < 11 ? values[index] : 0;
}

/* LSC_UNTYPED's 2D block fields in format order: SFID, caches, data size,
 * data order, blocks, width and height (UWs, not -1 encoded: as GenX_IR
 * writes them), VNNI. */
static int lsc_block2d_field(const struct visa_inst *inst, int index)
{
    const struct visa_lsc *lsc = &inst->lsc;
    int values[] = {lsc->sfid,         lsc->cache_l1,        lsc->cache_l3,
                    lsc->data_size,    lsc->transposed ? 2 : 1,
                    lsc->blocks,       lsc->block_width,     lsc->block_height,
                    lsc->vnni};
    return index < 9 ? values[index] : 0;
}

static const struct binary_encoding lsc_block2d_encoding = {
    VISA_OP_LSC_UNTYPED, VISA_BINARY_OP_LSC_UNTYPED, "d0123456",
    lsc_block2d_field};

/* BFN's function; DPAS's W, A, SD and RC bytes of its info word. */
static int xe_alu_ub(const struct visa_inst *inst, int index)
{
    if (inst->opcode == VISA_OP_BFN)
        return inst->aux & 0xff;
    return (inst->aux >> (8 * index)) & 0xff;
}

static const struct binary_encoding encodings[] = {
    {VISA_OP_ADD, VISA_BINARY_OP_ADD, "d01", NULL},
    {VISA_OP_MUL, VISA_BINARY_OP_MUL, "d01", NULL},
    {VISA_OP_DIV, VISA_BINARY_OP_DIV, "d01", NULL},
    {VISA_OP_MOD, VISA_BINARY_OP_MOD, "d01", NULL},
    {VISA_OP_AVG, VISA_BINARY_OP_AVG, "d01", NULL},
    {VISA_OP_MIN, VISA_BINARY_OP_MIN_MAX, "d01", min_ub},
    {VISA_OP_MAX, VISA_BINARY_OP_MIN_MAX, "d01", max_ub},
    {VISA_OP_MOV, VISA_BINARY_OP_MOV, "d0", NULL},
    {VISA_OP_SEL, VISA_BINARY_OP_SEL, "d01", NULL},
    {VISA_OP_CMP, VISA_BINARY_OP_CMP, "d01", cmp_ub},
    {VISA_OP_AND, VISA_BINARY_OP_AND, "d01", NULL},
    {VISA_OP_OR, VISA_BINARY_OP_OR, "d01", NULL},
    {VISA_OP_XOR, VISA_BINARY_OP_XOR, "d01", NULL},
    {VISA_OP_NOT, VISA_BINARY_OP_NOT, "d0", NULL},
    {VISA_OP_SHL, VISA_BINARY_OP_SHL, "d01", NULL},
    {VISA_OP_SHR, VISA_BINARY_OP_SHR, "d01", NULL},
    {VISA_OP_ASR, VISA_BINARY_OP_ASR, "d01", NULL},
    {VISA_OP_MAD, VISA_BINARY_OP_MAD, "d012", NULL},
    {VISA_OP_MULH, VISA_BINARY_OP_MULH, "d01", NULL},
    {VISA_OP_INV, VISA_BINARY_OP_INV, "d0", NULL},
    {VISA_OP_SQRT, VISA_BINARY_OP_SQRT, "d0", NULL},
    {VISA_OP_RNDD, VISA_BINARY_OP_RNDD, "d0", NULL},
    {VISA_OP_RNDU, VISA_BINARY_OP_RNDU, "d0", NULL},
    {VISA_OP_RNDE, VISA_BINARY_OP_RNDE, "d0", NULL},
    {VISA_OP_RNDZ, VISA_BINARY_OP_RNDZ, "d0", NULL},
    {VISA_OP_FRC, VISA_BINARY_OP_FRC, "d0", NULL},
    {VISA_OP_LZD, VISA_BINARY_OP_LZD, "d0", NULL},
    {VISA_OP_CBIT, VISA_BINARY_OP_CBIT, "d0", NULL},
    {VISA_OP_FBL, VISA_BINARY_OP_FBL, "d0", NULL},
    {VISA_OP_FBH, VISA_BINARY_OP_FBH, "d0", NULL},
    {VISA_OP_BFREV, VISA_BINARY_OP_BFREV, "d0", NULL},
    {VISA_OP_FCVT, VISA_BINARY_OP_FCVT, "d0", NULL},
    {VISA_OP_ROL, VISA_BINARY_OP_ROL, "d01", NULL},
    {VISA_OP_ROR, VISA_BINARY_OP_ROR, "d01", NULL},
    {VISA_OP_LOG, VISA_BINARY_OP_LOG, "d0", NULL},
    {VISA_OP_EXP, VISA_BINARY_OP_EXP, "d0", NULL},
    {VISA_OP_RSQRT, VISA_BINARY_OP_RSQRT, "d0", NULL},
    {VISA_OP_POW, VISA_BINARY_OP_POW, "d01", NULL},
    {VISA_OP_SIN, VISA_BINARY_OP_SIN, "d0", NULL},
    {VISA_OP_COS, VISA_BINARY_OP_COS, "d0", NULL},
    {VISA_OP_SQRTM, VISA_BINARY_OP_SQRTM, "d0", NULL},
    {VISA_OP_DIVM, VISA_BINARY_OP_DIVM, "d01", NULL},
    {VISA_OP_BFE, VISA_BINARY_OP_BFE, "d012", NULL},
    {VISA_OP_BFI, VISA_BINARY_OP_BFI, "d0123", NULL},
    {VISA_OP_BFN, VISA_BINARY_OP_BFN, "d012", xe_alu_ub},
    {VISA_OP_DP4A, VISA_BINARY_OP_DP4A, "d012", NULL},
    {VISA_OP_DPAS, VISA_BINARY_OP_DPAS, "d012", xe_alu_ub},
    {VISA_OP_DPASW, VISA_BINARY_OP_DPASW, "d012", xe_alu_ub},
    {VISA_OP_SETP, VISA_BINARY_OP_SETP, "d0", NULL},
    {VISA_OP_ADDR_ADD, VISA_BINARY_OP_ADDR_ADD, "d01", NULL},
    {VISA_OP_OWORD_LD, VISA_BINARY_OP_OWORD_LD, "1d", oword_ub},
    {VISA_OP_OWORD_ST, VISA_BINARY_OP_OWORD_ST, "12", oword_ub},
    {VISA_OP_SVM_BLOCK_LD, VISA_BINARY_OP_SVM_BLOCK_LD, "0d", svm_ub},
    {VISA_OP_SVM_BLOCK_ST, VISA_BINARY_OP_SVM_BLOCK_ST, "01", svm_ub},
    {VISA_OP_SVM_GATHER, VISA_BINARY_OP_SVM_GATHER, "0d", svm_ub},
    {VISA_OP_SVM_SCATTER, VISA_BINARY_OP_SVM_SCATTER, "01", svm_ub},
    {VISA_OP_SVM_ATOMIC, VISA_BINARY_OP_SVM_ATOMIC, "012d", svm_ub},
    {VISA_OP_GATHER_SCALED, VISA_BINARY_OP_GATHER_SCALED, "12d", message_ub},
    {VISA_OP_SCATTER_SCALED, VISA_BINARY_OP_SCATTER_SCALED, "123", message_ub},
    {VISA_OP_GATHER4_SCALED, VISA_BINARY_OP_GATHER4_SCALED, "12d", message_ub},
    {VISA_OP_SCATTER4_SCALED, VISA_BINARY_OP_SCATTER4_SCALED, "123",
     message_ub},
    {VISA_OP_DWORD_ATOMIC, VISA_BINARY_OP_DWORD_ATOMIC, "123d", message_ub},
    {VISA_OP_OWORD_LD_UNALIGNED, VISA_BINARY_OP_OWORD_LD_UNALIGNED, "1d",
     message_ub},
    {VISA_OP_MEDIA_LD, VISA_BINARY_OP_MEDIA_LD, "12d", message_ub},
    {VISA_OP_MEDIA_ST, VISA_BINARY_OP_MEDIA_ST, "123", message_ub},
    {VISA_OP_BARRIER, VISA_BINARY_OP_BARRIER, "", NULL},
    {VISA_OP_SBARRIER_SIGNAL, VISA_BINARY_OP_SBARRIER, "", message_ub},
    {VISA_OP_SBARRIER_WAIT, VISA_BINARY_OP_SBARRIER, "", message_ub},
    {VISA_OP_FENCE, VISA_BINARY_OP_FENCE, "", message_ub},
    {VISA_OP_WAIT, VISA_BINARY_OP_WAIT, "0", NULL},
    {VISA_OP_NBARRIER_SIGNAL, VISA_BINARY_OP_NBARRIER, "01", message_ub},
    {VISA_OP_NBARRIER_WAIT, VISA_BINARY_OP_NBARRIER, "00", message_ub},
    {VISA_OP_GATHER4_TYPED, VISA_BINARY_OP_GATHER4_TYPED, "1234d", message_ub},
    {VISA_OP_SCATTER4_TYPED, VISA_BINARY_OP_SCATTER4_TYPED, "12345",
     message_ub},
    {VISA_OP_TYPED_ATOMIC, VISA_BINARY_OP_TYPED_ATOMIC, "123456d", message_ub},
    {VISA_OP_SAMPLE_UNORM, VISA_BINARY_OP_SAMPLE_UNORM, "012345d",
     sampler_field},
    {VISA_OP_SAMPLE_3D, VISA_BINARY_OP_3D_SAMPLE, "012d3", sampler_field},
    {VISA_OP_LOAD_3D, VISA_BINARY_OP_3D_LOAD, "01d2", sampler_field},
    /* src[10] is slot ':' ('0' + 10) */
    {VISA_OP_AVS, VISA_BINARY_OP_AVS, "0123456789:d", avs_field},
    /* the operand slots of VA are the sources in order, then the
     * destination (write_instruction) */
    {VISA_OP_VA, VISA_BINARY_OP_VA, "", va_field},
    {VISA_OP_JMP, VISA_BINARY_OP_JMP, "", NULL},
    {VISA_OP_GOTO, VISA_BINARY_OP_GOTO, "", NULL},
    {VISA_OP_CALL, VISA_BINARY_OP_CALL, "", NULL},
    {VISA_OP_RET, VISA_BINARY_OP_RET, "", NULL},
    {VISA_OP_LABEL, VISA_BINARY_OP_LABEL, "", NULL},
    {VISA_OP_MOVS, VISA_BINARY_OP_MOVS, "d0", NULL},
    {VISA_OP_LSC_UNTYPED, VISA_BINARY_OP_LSC_UNTYPED, "0d123", lsc_field},
    {VISA_OP_LSC_FENCE, VISA_BINARY_OP_LSC_FENCE, "", lsc_field},
    {VISA_OP_RAW_SEND, VISA_BINARY_OP_RAW_SEND, "12d", raw_send_ub},
    {VISA_OP_RAW_SENDS, VISA_BINARY_OP_RAW_SENDS, "0123d", raw_sends_ub},
};

static const struct binary_encoding *encoding_of(enum visa_opcode opcode)
{
    for (size_t i = 0; i < sizeof encodings / sizeof encodings[0]; i++)
        if (encodings[i].opcode == opcode)
            return &encodings[i];
    return NULL;
}

static const struct visa_operand *operand_slot(const struct visa_inst *inst,
                                               char slot)
{
    return slot == 'd' ? &inst->dst : &inst->src[slot - '0'];
}

/* A raw operand: variable id and byte offset (V0, the null variable, for
 * none). */
static void put_raw(struct kernel_writer *w, const struct visa_operand *op)
{
    if (op->kind == VISA_OPND_NONE) {
        put_u32(w->out, 0);
        put_u16(w->out, 0);
        return;
    }
    put_u32(w->out, (uint32_t)w->numbering->var_id[op->var]);
    put_u16(w->out, (unsigned)op->byte_offset);
}

static bool write_instruction(struct kernel_writer *w,
                              const struct visa_inst *inst,
                              struct diagnostics *diags)
{
    const struct binary_encoding *encoding = encoding_of(inst->opcode);
    if (inst->opcode == VISA_OP_LSC_UNTYPED &&
        (inst->lsc.subop == 0x03 || inst->lsc.subop == 0x07))
        encoding = &lsc_block2d_encoding;
    int binary_opcode = encoding ? encoding->binary_opcode : -1;
    if (inst->opcode == VISA_OP_LSC_UNTYPED)
        binary_opcode = VISA_BINARY_OP_LSC(inst->lsc.subop);
    if (inst->opcode == VISA_OP_VA)
        binary_opcode = inst->aux;
    if (inst->opcode == VISA_OP_LABEL &&
        w->kernel->labels[inst->label].is_subroutine)
        binary_opcode = VISA_BINARY_OP_SUBROUTINE;
    const struct visa_binary_instruction_format *format =
        visa_binary_instruction_format(binary_opcode);
    if (!encoding || !format) {
        error_plain(diags,
                    "vISA binary encoding of %s is not implemented",
                    visa_opcode_name(inst->opcode));
        return false;
    }
    put_u8(w->out, (unsigned)format->opcode & 0xff);
    if (format->opcode > 0xff ||
        (format->opcode & 0xff) == VISA_BINARY_OP_LSC_UNTYPED)
        put_u8(w->out, (unsigned)format->opcode >> 8);
    const char *slots = encoding->operands;
    char va_slots[VISA_MAX_SRCS + 2];
    if (inst->opcode == VISA_OP_VA) {
        int n = 0;
        for (; n < inst->num_srcs && n < VISA_MAX_SRCS; n++)
            va_slots[n] = (char)('0' + n);
        va_slots[n++] = 'd';
        va_slots[n] = '\0';
        slots = va_slots;
    }
    int ub_index = 0;
    for (int f = 0; f < VISA_BINARY_MAX_FIELDS &&
                    format->fields[f] != VISA_FIELD_END; f++) {
        switch (format->fields[f]) {
        case VISA_FIELD_EXEC:
            put_u8(w->out,
                   (unsigned)(visa_binary_exec_size_code(inst->exec_size) |
                              ((inst->mask_offset / 4) | (inst->no_mask ? 8 : 0))
                                  << 4));
            break;
        case VISA_FIELD_PRED: {
            unsigned pred = 0;
            if (inst->pred_var >= 0)
                pred = (unsigned)w->numbering->var_id[inst->pred_var] |
                       (inst->pred_invert ? VISA_BINARY_PRED_INVERT : 0);
            put_u16(w->out, pred);
            break;
        }
        case VISA_FIELD_LABEL:
            put_u16(w->out, (unsigned)w->numbering->label_id[inst->label]);
            break;
        case VISA_FIELD_SURFACE:
            put_u8(w->out, (unsigned)w->numbering->var_id[inst->src[0].var]);
            break;
        case VISA_FIELD_UB:
            put_u8(w->out, encoding->ub_value
                               ? (unsigned)encoding->ub_value(inst, ub_index)
                               : 0);
            ub_index++;
            break;
        case VISA_FIELD_UW_VALUE:
            put_u16(w->out, encoding->ub_value
                                ? (unsigned)encoding->ub_value(inst, ub_index)
                                : 0);
            ub_index++;
            break;
        case VISA_FIELD_D_VALUE:
            put_u32(w->out, encoding->ub_value
                                ? (uint32_t)encoding->ub_value(inst, ub_index)
                                : 0);
            ub_index++;
            break;
        case VISA_FIELD_HANDLE: {
            const struct visa_operand *op =
                operand_slot(inst, *slots ? *slots++ : '0');
            put_u8(w->out, (unsigned)w->numbering->var_id[op->var]);
            break;
        }
        case VISA_FIELD_VECTOR: {
            char slot = *slots ? *slots++ : 'd';
            put_vector(w, operand_slot(inst, slot), slot == 'd',
                       inst->saturate);
            break;
        }
        case VISA_FIELD_RAW:
            put_raw(w, operand_slot(inst, *slots ? *slots++ : 'd'));
            break;
        case VISA_FIELD_UW: /* scale: always 0 */
            put_u16(w->out, 0);
            break;
        case VISA_FIELD_RAW_LIST: /* the sources from the next slot on */
            for (int i = *slots ? *slots++ - '0' : inst->num_srcs;
                 i < inst->num_srcs; i++)
                put_raw(w, &inst->src[i]);
            break;
        case VISA_FIELD_END:
            break;
        }
    }
    return true;
}

/* ---- the kernel object -------------------------------------------------- */

static void put_declarations(struct kernel_writer *w)
{
    const struct visa_kernel *kernel = w->kernel;
    const struct kernel_numbering *n = w->numbering;
    struct byte_buffer *out = w->out;
    int counts[VISA_VAR_PREDEFINED + 1] = {0};
    for (size_t i = 0; i < kernel->var_count; i++)
        counts[kernel->vars[i].kind]++;

    put_u32(out, (uint32_t)counts[VISA_VAR_GENERAL]);
    for (size_t i = 0; i < kernel->var_count; i++) {
        const struct visa_var *var = &kernel->vars[i];
        if (var->kind != VISA_VAR_GENERAL)
            continue;
        put_u32(out, (uint32_t)n->var_name[i]);
        int align = align_code(var, w->grf_bytes);
        if (var->alias_of >= 0) {
            int dpas_align = dpas_alias_align(kernel, (int)i, w->grf_bytes);
            if (dpas_align)
                align = dpas_align;
        }
        put_u8(out, (unsigned)(type_code(var->type) | align << 4));
        put_u16(out, (unsigned)var->num_elts);
        put_u32(out, var->alias_of >= 0 ? (uint32_t)n->var_id[var->alias_of]
                                        : 0);
        put_u16(out, var->alias_of >= 0 ? (unsigned)var->alias_offset : 0);
        put_u8(out, 0); /* alias scope: local */
        put_u8(out, 0); /* no attributes */
    }
    static const enum visa_var_kind counted_tables[] = {VISA_VAR_ADDRESS,
                                                       VISA_VAR_PREDICATE};
    for (size_t t = 0; t < 2; t++) {
        put_u16(out, (unsigned)counts[counted_tables[t]]);
        for (size_t i = 0; i < kernel->var_count; i++) {
            if (kernel->vars[i].kind != counted_tables[t])
                continue;
            put_u32(out, (uint32_t)n->var_name[i]);
            put_u16(out, (unsigned)kernel->vars[i].num_elts);
            put_u8(out, 0);
        }
    }
    put_u16(out, (unsigned)n->label_count);
    for (int i = 0; i < n->label_count; i++) {
        int label = n->label_order[i];
        put_u32(out, (uint32_t)(n->first_label_string + i));
        put_u8(out, kernel->labels[label].is_subroutine ? 1 : 0);
        put_u8(out, 0);
    }
    put_u8(out, (unsigned)counts[VISA_VAR_SAMPLER]);
    for (size_t i = 0; i < kernel->var_count; i++) {
        if (kernel->vars[i].kind != VISA_VAR_SAMPLER)
            continue;
        put_u32(out, (uint32_t)n->var_name[i]);
        put_u16(out, (unsigned)kernel->vars[i].num_elts);
        put_u8(out, 0);
    }
    put_u8(out, (unsigned)counts[VISA_VAR_SURFACE]);
    for (size_t i = 0; i < kernel->var_count; i++) {
        if (kernel->vars[i].kind != VISA_VAR_SURFACE)
            continue;
        put_u32(out, (uint32_t)n->var_name[i]);
        put_u16(out, (unsigned)kernel->vars[i].num_elts);
        put_u8(out, 0);
    }
    put_u8(out, 0); /* VME variables */
}

static void put_inputs(struct kernel_writer *w)
{
    const struct visa_kernel *kernel = w->kernel;
    int *inputs = xcalloc(kernel->var_count + 1, sizeof(int));
    size_t count = visa_inputs_in_order(kernel, inputs);
    put_u32(w->out, (uint32_t)count);
    for (size_t k = 0; k < count; k++) {
        size_t i = (size_t)inputs[k];
        const struct visa_var *var = &kernel->vars[i];
        put_u8(w->out, (var->kind == VISA_VAR_SURFACE   ? VISA_BINARY_INPUT_SURFACE
                        : var->kind == VISA_VAR_SAMPLER ? VISA_BINARY_INPUT_SAMPLER
                                                        : VISA_BINARY_INPUT_GENERAL) |
                           (unsigned)var->input_provenance << 3);
        put_u32(w->out, (uint32_t)w->numbering->var_id[i]);
        put_u16(w->out, (unsigned)(uint16_t)(int16_t)var->input_offset);
        put_u16(w->out, (unsigned)var->input_size);
    }
    free(inputs);
}

static void put_attributes(struct kernel_writer *w)
{
    const struct kernel_numbering *n = w->numbering;
    put_u16(w->out, (unsigned)(1 + (n->slm_string >= 0) +
                               (n->named_barriers_string >= 0)));
    put_u32(w->out, (uint32_t)n->target_string);
    put_u8(w->out, 1);
    put_u8(w->out, 0); /* Target: CM */
    if (n->slm_string >= 0) {
        put_u32(w->out, (uint32_t)n->slm_string);
        put_u8(w->out, 4); /* SLMSize: a 4-byte value (measured) */
        put_u32(w->out, (uint32_t)visa_slm_size_kb(w->kernel->slm_size));
    }
    if (n->named_barriers_string >= 0) {
        put_u32(w->out, (uint32_t)n->named_barriers_string);
        put_u8(w->out, 4); /* NBarrierCnt: 4 bytes, as GenX_IR writes it */
        put_u32(w->out, (uint32_t)w->kernel->named_barriers);
    }
}

/* Append kernel `kernel` to `out`; `input_offset` receives the file offset
 * of its input count relative to the object's start. */
static bool put_kernel_object(const struct visa_kernel *kernel, int grf_bytes,
                              struct byte_buffer *out, size_t *input_offset,
                              struct diagnostics *diags)
{
    struct kernel_numbering numbering;
    bool ok = number_kernel(kernel, &numbering, diags);
    struct kernel_writer w = {kernel, &numbering, grf_bytes, out};
    size_t start = out->length;
    if (ok) {
        put_u32(out, (uint32_t)numbering.string_count);
        for (size_t i = 0; i < numbering.string_count; i++)
            put_bytes(out, numbering.strings[i],
                      strlen(numbering.strings[i]) + 1);
        put_u32(out, 0); /* the kernel's name: string 0 */
        put_declarations(&w);
        *input_offset = out->length - start;
        put_inputs(&w);
        size_t size_field = out->length;
        put_u32(out, 0);
        put_u32(out, 0);
        put_attributes(&w);
        size_t first = out->length;
        for (size_t i = 0; ok && i < kernel->inst_count; i++)
            ok = write_instruction(&w, &kernel->insts[i], diags);
        patch_u32(out, size_field, (uint32_t)(out->length - first));
        patch_u32(out, size_field + 4, (uint32_t)(first - start));
    }
    numbering_free(&numbering);
    return ok;
}

bool visa_write_binary(const struct visa_program *program, FILE *stream,
                       struct diagnostics *diags)
{
    size_t count = program->kernel_count;
    struct byte_buffer objects = {0};
    size_t *offsets = xcalloc(count + 1, sizeof *offsets);
    size_t *input_offsets = xcalloc(count + 1, sizeof *input_offsets);
    bool ok = true;
    for (size_t k = 0; ok && k < count; k++) {
        offsets[k] = objects.length;
        ok = put_kernel_object(program->kernels[k], program->grf_bytes,
                               &objects, &input_offsets[k], diags);
    }
    offsets[count] = objects.length;

    struct byte_buffer header = {0};
    if (ok) {
        size_t header_size = 4 + 2 + 2 + 2 + 2;
        for (size_t k = 0; k < count; k++)
            header_size += 2 + strlen(program->kernels[k]->name) + 4 + 4 + 4 +
                           2 + 2 + 1;
        put_u32(&header, VISA_BINARY_MAGIC);
        put_u8(&header, VISA_BINARY_MAJOR);
        put_u8(&header, VISA_BINARY_MINOR);
        put_u16(&header, (unsigned)count);
        for (size_t k = 0; k < count; k++) {
            const char *name = program->kernels[k]->name;
            put_u16(&header, (unsigned)strlen(name));
            put_bytes(&header, name, strlen(name));
            put_u32(&header, (uint32_t)(header_size + offsets[k]));
            put_u32(&header, (uint32_t)(offsets[k + 1] - offsets[k]));
            put_u32(&header,
                    (uint32_t)(header_size + offsets[k] + input_offsets[k]));
            put_u16(&header, 0); /* file-scope variables referred to */
            put_u16(&header, 0); /* functions referred to */
            put_u8(&header, 0);  /* no Gen binaries embedded */
        }
        put_u16(&header, 0); /* file-scope variables */
        put_u16(&header, 0); /* functions */
        ok = fwrite(header.data, 1, header.length, stream) == header.length &&
             (objects.length == 0 ||
              fwrite(objects.data, 1, objects.length, stream) ==
                  objects.length);
    }
    free(header.data);
    free(objects.data);
    free(offsets);
    free(input_offsets);
    return ok && !ferror(stream);
}
