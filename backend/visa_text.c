/* visa_text.c - writes a legalized vISA kernel as vISA 4.1 assembly text.
 *
 * Takes a kernel from the in-memory program; guarantees text in the grammar
 * of Intel's GenX_IR (visa/CISA.y): the kernel skeleton, declarations,
 * inputs, attributes and one instruction per line.  Exists so that the text
 * form is only a view of the model: nothing is decided here. */
#include <inttypes.h>
#include <stdlib.h>

#include "backend/backend.h"
#include "backend/visa.h"

struct text_writer {
    FILE *stream;
    const struct visa_kernel *kernel;
    int grf_bytes;
};

static const char *var_name(const struct text_writer *w, int var)
{
    return w->kernel->vars[var].name;
}

static const char *align_name(int align_bytes, int grf_bytes)
{
    if (align_bytes >= 2 * grf_bytes)
        return "GRFx2";
    if (align_bytes >= grf_bytes)
        return "GRF";
    switch (align_bytes) {
    case 8: return "qword";
    case 4: return "dword";
    case 2: return "word";
    default: return "byte";
    }
}

static void write_declaration(const struct text_writer *w, int index)
{
    const struct visa_var *var = &w->kernel->vars[index];
    switch (var->kind) {
    case VISA_VAR_GENERAL:
        fprintf(w->stream, ".decl %s v_type=G type=%s num_elts=%d", var->name,
                visa_type_name(var->type), var->num_elts);
        if (var->alias_of >= 0)
            fprintf(w->stream, " alias=<%s, %d>", var_name(w, var->alias_of),
                    var->alias_offset);
        else
            fprintf(w->stream, " align=%s",
                    align_name(var->align_bytes, w->grf_bytes));
        break;
    case VISA_VAR_PREDICATE:
        fprintf(w->stream, ".decl %s v_type=P num_elts=%d", var->name,
                var->num_elts);
        break;
    case VISA_VAR_ADDRESS:
        fprintf(w->stream, ".decl %s v_type=A num_elts=%d", var->name,
                var->num_elts);
        break;
    case VISA_VAR_SURFACE:
        fprintf(w->stream, ".decl %s v_type=T num_elts=%d", var->name,
                var->num_elts);
        break;
    case VISA_VAR_SAMPLER:
        fprintf(w->stream, ".decl %s v_type=S num_elts=1", var->name);
        break;
    case VISA_VAR_PREDEFINED:
        return;
    }
    fputc('\n', w->stream);
}

static void write_immediate(const struct text_writer *w,
                            const struct visa_operand *op)
{
    enum visa_type type = op->type;
    int size = visa_type_size(type);
    uint64_t bits = op->imm;
    if (size < 8)
        bits &= (UINT64_C(1) << (size * 8)) - 1;
    if (!visa_type_is_float(type) && visa_type_is_signed(type)) {
        int64_t value;
        switch (size) {
        case 1: value = (int8_t)bits; break;
        case 2: value = (int16_t)bits; break;
        case 4: value = (int32_t)bits; break;
        default: value = (int64_t)bits; break;
        }
        if (value == INT64_MIN)
            fprintf(w->stream, "0x%" PRIx64 ":%s", bits, visa_type_name(type));
        else
            fprintf(w->stream, "%" PRId64 ":%s", value, visa_type_name(type));
        return;
    }
    fprintf(w->stream, "0x%" PRIx64 ":%s", bits, visa_type_name(type));
}

static const char *modifier_text(enum visa_modifier modifier)
{
    switch (modifier) {
    case VISA_MOD_NEG: return "(-)";
    case VISA_MOD_ABS: return "(abs)";
    case VISA_MOD_NEG_ABS: return "(-abs)";
    case VISA_MOD_NOT: return "(~)";
    default: return "";
    }
}

/* var(row,col) for a direct operand, from its byte offset. */
static void write_origin(const struct text_writer *w,
                         const struct visa_operand *op)
{
    const struct visa_var *var = &w->kernel->vars[op->var];
    int size = visa_type_size(var->type);
    fprintf(w->stream, "%s(%d,%d)", var->name, op->byte_offset / w->grf_bytes,
            (op->byte_offset % w->grf_bytes) / size);
}

/* A surface or sampler variable as MOVS's operand: written T(element),
 * S(element). */
static bool is_state_operand(const struct text_writer *w,
                             const struct visa_operand *op)
{
    return op->kind == VISA_OPND_DIRECT &&
           (w->kernel->vars[op->var].kind == VISA_VAR_SURFACE ||
            w->kernel->vars[op->var].kind == VISA_VAR_SAMPLER);
}

static void write_source(const struct text_writer *w,
                         const struct visa_operand *op)
{
    switch (op->kind) {
    case VISA_OPND_DIRECT:
        fputs(modifier_text(op->modifier), w->stream);
        write_origin(w, op);
        fprintf(w->stream, "<%d;%d,%d>", op->vstride, op->width, op->hstride);
        break;
    case VISA_OPND_INDIRECT:
        fputs(modifier_text(op->modifier), w->stream);
        fprintf(w->stream, "r[%s(%d),%d]<%d;%d,%d>:%s", var_name(w, op->var),
                op->addr_sub, op->byte_offset, op->vstride, op->width,
                op->hstride, visa_type_name(op->type));
        break;
    case VISA_OPND_IMMEDIATE:
        write_immediate(w, op);
        break;
    case VISA_OPND_PREDICATE:
        fputs(var_name(w, op->var), w->stream);
        break;
    case VISA_OPND_ADDRESS:
        fprintf(w->stream, "%s(%d)<%d>", var_name(w, op->var), op->addr_sub,
                op->width ? op->width : 1);
        break;
    case VISA_OPND_ADDRESS_OF:
        fprintf(w->stream, "&%s[%d]", var_name(w, op->var), op->byte_offset);
        break;
    case VISA_OPND_RAW:
        fprintf(w->stream, "%s.%d", var_name(w, op->var), op->byte_offset);
        break;
    case VISA_OPND_NONE:
        break;
    }
}

static void write_destination(const struct text_writer *w,
                              const struct visa_operand *op)
{
    switch (op->kind) {
    case VISA_OPND_DIRECT:
        write_origin(w, op);
        fprintf(w->stream, "<%d>", op->hstride);
        break;
    case VISA_OPND_INDIRECT:
        fprintf(w->stream, "r[%s(%d),%d]<%d>:%s", var_name(w, op->var),
                op->addr_sub, op->byte_offset, op->hstride,
                visa_type_name(op->type));
        break;
    default:
        write_source(w, op);
        break;
    }
}

static void write_exec(const struct text_writer *w, const struct visa_inst *in)
{
    fprintf(w->stream, " (M%d%s, %d)", in->mask_offset / 4 + 1,
            in->no_mask ? "_NM" : "", in->exec_size);
}

static const char *cond_name(enum visa_cond cond)
{
    switch (cond) {
    case VISA_COND_EQ: return "eq";
    case VISA_COND_NE: return "ne";
    case VISA_COND_GT: return "gt";
    case VISA_COND_GE: return "ge";
    case VISA_COND_LT: return "lt";
    case VISA_COND_LE: return "le";
    default: return "eq";
    }
}

/* A raw message operand, or %null.0 for an absent one. */
static void write_raw_or_null(const struct text_writer *w,
                              const struct visa_operand *op)
{
    fputc(' ', w->stream);
    if (op->kind == VISA_OPND_NONE)
        fputs("%null.0", w->stream);
    else
        write_source(w, op);
}

static const char *svm_atomic_name(int op)
{
    static const char *const names[] = {
        [0x0] = "add",  [0x1] = "sub",     [0x2] = "inc",  [0x3] = "dec",
        [0x4] = "min",  [0x5] = "max",     [0x6] = "xchg", [0x7] = "cmpxchg",
        [0x8] = "and",  [0x9] = "or",      [0xa] = "xor",  [0xb] = "minsint",
        [0xc] = "maxsint", [0x10] = "fmax", [0x11] = "fmin",
        [0x12] = "fcmpwr"};
    if (op < 0 || (size_t)op >= sizeof names / sizeof names[0] || !names[op])
        return "add";
    return names[op];
}

/* The SVM messages, after the opcode name:
 *   svm_block_ld (owords) address dst  /  svm_block_st (owords) address src
 *   svm_gather.<block bytes>.<blocks> (exec) addresses dst   (scatter: src)
 *   svm_atomic.<op>[.64] (exec) addresses dst src0 src1 */
static void write_svm_operands(const struct text_writer *w,
                               const struct visa_inst *in)
{
    FILE *out = w->stream;
    switch (in->opcode) {
    case VISA_OP_SVM_BLOCK_LD:
    case VISA_OP_SVM_BLOCK_ST:
        fprintf(out, " (%d) ", in->aux);
        write_source(w, &in->src[0]);
        write_raw_or_null(w, in->opcode == VISA_OP_SVM_BLOCK_LD ? &in->dst
                                                                : &in->src[1]);
        break;
    case VISA_OP_SVM_GATHER:
    case VISA_OP_SVM_SCATTER:
        fprintf(out, ".%d.%d", in->aux, in->aux2);
        write_exec(w, in);
        write_raw_or_null(w, &in->src[0]);
        write_raw_or_null(w, in->opcode == VISA_OP_SVM_GATHER ? &in->dst
                                                              : &in->src[1]);
        break;
    default:
        fprintf(out, ".%s%s", svm_atomic_name(in->aux),
                in->aux2 == 64 ? ".64" : "");
        write_exec(w, in);
        write_raw_or_null(w, &in->src[0]);
        write_raw_or_null(w, &in->dst);
        write_raw_or_null(w, &in->src[1]);
        write_raw_or_null(w, &in->src[2]);
        break;
    }
    fputc('\n', out);
}

static const char *atomic_name(int code)
{
    static const char *const names[] = {
        "add", "sub", "inc", "dec", "min", "max", "xchg", "cmpxchg", "and",
        "or", "xor", "minsint", "maxsint", "predec", "", "", "fmax", "fmin",
        "fcmpwr", "fadd", "fsub",
    };
    return code >= 0 && code < (int)(sizeof names / sizeof names[0])
               ? names[code] : "add";
}

static void write_sources(const struct text_writer *w,
                          const struct visa_inst *in, int first)
{
    for (int i = first; i < in->num_srcs; i++) {
        fputc(' ', w->stream);
        write_source(w, &in->src[i]);
    }
}

/* RAW_SENDS.md's text, as CISA.y (igc 1.0.12504) reads it:
 *   raw_sends[_eot].<sfid>.<numSrc0>.<numSrc1>.<numDst> (exec) exDesc desc
 *       src0 src1 dst
 * (that grammar has no raw_sendsc: isel_raw_send.c refuses sendc). */
static void write_raw_sends(const struct text_writer *w,
                            const struct visa_inst *in)
{
    FILE *out = w->stream;
    fprintf(out, "raw_sends%s.%d.%d.%d.%d", in->aux & 2 ? "_eot" : "",
            in->aux2, in->aux3 & 0xff, (in->aux3 >> 8) & 0xff,
            (in->aux3 >> 16) & 0xff);
    write_exec(w, in);
    fputc(' ', out);
    write_source(w, &in->src[0]);
    fputc(' ', out);
    write_source(w, &in->src[1]);
    write_raw_or_null(w, &in->src[2]);
    write_raw_or_null(w, &in->src[3]);
    write_raw_or_null(w, &in->dst);
    fputc('\n', out);
}

/* RAW_SEND.md's text, as CISA.y reads it (the extended descriptor a bare
 * hexadecimal number):
 *   raw_send[c] (exec) exDesc numSrc numDst desc src dst */
static void write_raw_send(const struct text_writer *w,
                           const struct visa_inst *in)
{
    FILE *out = w->stream;
    fputs(in->aux & 1 ? "raw_sendc" : "raw_send", out);
    write_exec(w, in);
    fprintf(out, " 0x%x %d %d ", (unsigned)in->src[0].imm, in->aux3 & 0xff,
            (in->aux3 >> 16) & 0xff);
    write_source(w, &in->src[1]);
    write_raw_or_null(w, &in->src[2]);
    write_raw_or_null(w, &in->dst);
    fputc('\n', out);
}

/* Dataport and synchronisation messages (isel_dataport.c): operands in the
 * order of the vISA text grammar; false for other opcodes. */
static bool write_message(const struct text_writer *w,
                          const struct visa_inst *in)
{
    FILE *out = w->stream;
    const char *mnemonic = visa_opcode_name(in->opcode);
    switch (in->opcode) {
    case VISA_OP_GATHER_SCALED:
    case VISA_OP_SCATTER_SCALED:
        fprintf(out, "%s.%d", mnemonic, in->aux);
        break;
    case VISA_OP_GATHER4_SCALED:
    case VISA_OP_SCATTER4_SCALED:
    case VISA_OP_GATHER4_TYPED:
    case VISA_OP_SCATTER4_TYPED:
        fprintf(out, "%s.%s%s%s%s", mnemonic, in->aux & 1 ? "R" : "",
                in->aux & 2 ? "G" : "", in->aux & 4 ? "B" : "",
                in->aux & 8 ? "A" : "");
        break;
    case VISA_OP_DWORD_ATOMIC:
    case VISA_OP_TYPED_ATOMIC:
        fprintf(out, "%s.%s", mnemonic, atomic_name(in->aux));
        break;
    case VISA_OP_OWORD_LD_UNALIGNED:
        fprintf(out, "%s (%d) %s", mnemonic, in->aux,
                var_name(w, in->src[0].var));
        write_sources(w, in, 1);
        fputc(' ', out);
        write_source(w, &in->dst);
        fputc('\n', out);
        return true;
    case VISA_OP_MEDIA_LD:
    case VISA_OP_MEDIA_ST: {
        static const char *const modes[] = {"nomod", "modified", "top",
                                            "bottom", "top_mod", "bottom_mod"};
        int mode = in->aux3 & 0xff;
        fprintf(out, "%s.%s (%d, %d) %s %d", mnemonic,
                mode < 6 ? modes[mode] : "nomod", in->aux, in->aux2,
                var_name(w, in->src[0].var), in->aux3 >> 8);
        write_sources(w, in, 1);
        if (in->opcode == VISA_OP_MEDIA_LD) {
            fputc(' ', out);
            write_source(w, &in->dst);
        }
        fputc('\n', out);
        return true;
    }
    case VISA_OP_BARRIER:
    case VISA_OP_SBARRIER_SIGNAL:
    case VISA_OP_SBARRIER_WAIT:
        fprintf(out, "%s\n", mnemonic);
        return true;
    case VISA_OP_FENCE:
        if (in->aux & 0x80) {
            fputs("fence_sw\n", out);
            return true;
        }
        fprintf(out, "fence_%s", in->aux & 0x20 ? "local" : "global");
        if (in->aux & 0x5f)
            fprintf(out, ".%s%s%s%s%s%s", in->aux & 1 ? "E" : "",
                    in->aux & 2 ? "I" : "", in->aux & 4 ? "S" : "",
                    in->aux & 8 ? "C" : "", in->aux & 0x10 ? "R" : "",
                    in->aux & 0x40 ? "L1" : "");
        fputc('\n', out);
        return true;
    case VISA_OP_WAIT:
    case VISA_OP_NBARRIER_SIGNAL:
    case VISA_OP_NBARRIER_WAIT:
        fputs(mnemonic, out);
        write_sources(w, in, 0);
        fputc('\n', out);
        return true;
    case VISA_OP_RAW_SEND:
        write_raw_send(w, in);
        return true;
    case VISA_OP_RAW_SENDS:
        write_raw_sends(w, in);
        return true;
    default:
        return false;
    }
    /* scattered and atomic messages: exec size, surface, operands. */
    write_exec(w, in);
    fprintf(out, " %s", var_name(w, in->src[0].var));
    write_sources(w, in, 1);
    if (in->opcode != VISA_OP_SCATTER_SCALED &&
        in->opcode != VISA_OP_SCATTER4_SCALED &&
        in->opcode != VISA_OP_SCATTER4_TYPED) {
        fputc(' ', out);
        write_source(w, &in->dst);
    }
    fputc('\n', out);
    return true;
}

/* ---- LSC (LSC_UNTYPED.md, LSC_FENCE.md; CISA.l's spellings) ----------- */

static const char *lsc_sfid_name(int sfid)
{
    static const char *const names[] = {"ugm", "ugml", "tgm", "slm"};
    return sfid >= 0 && sfid < 4 ? names[sfid] : "ugm";
}

/* A message operand of LSC: "V33", "V33.64" past its start, "%null". */
static void write_lsc_register(const struct text_writer *w,
                               const struct visa_operand *op)
{
    if (op->kind == VISA_OPND_NONE) {
        fputs("%null", w->stream);
        return;
    }
    fputs(var_name(w, op->var), w->stream);
    if (op->byte_offset)
        fprintf(w->stream, ".%d", op->byte_offset);
}

/* DATA:d32x4t - the data register with its size, vector and order.  The
 * zero-extending sizes are spelled d8c32 and d16c32 (CISA.l; the
 * specification's d8u32 and d16u32). */
static void write_lsc_data(const struct text_writer *w,
                           const struct visa_operand *op,
                           const struct visa_lsc *lsc)
{
    static const char *const sizes[] = {"?", "d8", "d16", "d32", "d64",
                                        "d8c32", "d16c32", "d16c32h"};
    static const int elems[] = {0, 1, 2, 3, 4, 8, 16, 32, 64};
    fputc(' ', w->stream);
    write_lsc_register(w, op);
    fprintf(w->stream, ":%s", sizes[lsc->data_size & 7]);
    if (lsc->chmask) {
        fputc('.', w->stream);
        for (int i = 0; i < 4; i++)
            if (lsc->chmask & 1 << i)
                fputc("xyzw"[i], w->stream);
    } else if (lsc->elems != 1)
        fprintf(w->stream, "x%d", elems[lsc->elems % 9]);
    if (lsc->transposed)
        fputc('t', w->stream);
}

/* flat[4*ADDR+0x10]:a64, bti(SURFACE)[ADDR]:a32 */
static void write_lsc_address(const struct text_writer *w,
                              const struct visa_inst *in)
{
    const struct visa_lsc *lsc = &in->lsc;
    FILE *out = w->stream;
    fputc(' ', out);
    if (lsc->addr_type == VISA_LSC_BTI) {
        const struct visa_operand *surface = &in->src[0];
        if (surface->kind == VISA_OPND_IMMEDIATE)
            fprintf(out, "bti(0x%llx)", (unsigned long long)surface->imm);
        else
            fprintf(out, "bti(%s)", var_name(w, surface->var));
    } else {
        fputs("flat", out);
    }
    fputc('[', out);
    if (lsc->addr_scale != 1)
        fprintf(out, "%d*", lsc->addr_scale);
    write_lsc_register(w, &in->src[1]);
    if (lsc->addr_offset > 0)
        fprintf(out, "+0x%x", (unsigned)lsc->addr_offset);
    else if (lsc->addr_offset < 0)
        fprintf(out, "-0x%x", (unsigned)-(int64_t)lsc->addr_offset);
    fprintf(out, "]:a%d", lsc->addr_size == 3 ? 64 : lsc->addr_size == 1 ? 16
                                                                         : 32);
}

/* DATA:d32.2x8x16nt - a 2D block: blocks x width x height, then n or t
 * for transposed and for VNNI (LSC_UNTYPED.md's examples). */
static void write_block2d_data(const struct text_writer *w,
                               const struct visa_operand *op,
                               const struct visa_lsc *lsc)
{
    static const char *const sizes[] = {"?", "d8", "d16", "d32", "d64"};
    fputc(' ', w->stream);
    write_lsc_register(w, op);
    fprintf(w->stream, ":%s.%dx%dx%d%c%c", sizes[lsc->data_size % 5],
            lsc->blocks, lsc->block_width, lsc->block_height,
            lsc->transposed ? 't' : 'n', lsc->vnni ? 't' : 'n');
}

/* flat[BASE,WIDTH,HEIGHT,PITCH,X,Y]: bare variable names, no spaces */
static void write_block2d_address(const struct text_writer *w,
                                  const struct visa_inst *in)
{
    fputs(" flat[", w->stream);
    for (int i = 0; i < 6; i++)
        fprintf(w->stream, "%s%s", i ? "," : "", var_name(w, in->src[i].var));
    fputc(']', w->stream);
}

/*   lsc_load.SFID[.L1.L3] (exec) DATA ADDR
 *   lsc_store.SFID[.L1.L3] (exec) ADDR DATA
 *   lsc_atomic_OP.SFID[.L1.L3] (exec) DATA ADDR SRC1 SRC2
 *   lsc_fence.SFID.OP.SCOPE */
static void write_lsc(const struct text_writer *w, const struct visa_inst *in)
{
    static const char *const caches[] = {"df", "uc", "ca", "wb",
                                         "wt", "st", "ri"};
    FILE *out = w->stream;
    const struct visa_lsc *lsc = &in->lsc;
    if (in->opcode == VISA_OP_LSC_FENCE) {
        static const char *const ops[] = {"none",    "evict", "invalidate",
                                          "discard", "clean", "flushl3"};
        static const char *const scopes[] = {"group", "local",  "tile",
                                             "gpu",   "gpus",   "sysrel",
                                             "sysacq"};
        fprintf(out, "lsc_fence.%s.%s.%s\n", lsc_sfid_name(lsc->sfid),
                ops[lsc->fence_op % 6], scopes[lsc->scope % 7]);
        return;
    }
    const char *name = visa_lsc_operation_name(lsc->subop);
    fprintf(out, "%s.%s", name ? name : "lsc_load", lsc_sfid_name(lsc->sfid));
    if (lsc->cache_l1 || lsc->cache_l3)
        fprintf(out, ".%s.%s", caches[lsc->cache_l1 % 7],
                caches[lsc->cache_l3 % 7]);
    write_exec(w, in);
    if (lsc->subop == 0x03 || lsc->subop == 0x07) {
        if (lsc->subop == 0x03)
            write_block2d_data(w, &in->dst, lsc);
        write_block2d_address(w, in);
        if (lsc->subop == 0x07)
            write_block2d_data(w, &in->src[6], lsc);
    } else if (lsc->subop == 0x04 || lsc->subop == 0x06) {
        write_lsc_address(w, in);
        write_lsc_data(w, &in->src[2], lsc);
    } else {
        write_lsc_data(w, &in->dst, lsc);
        write_lsc_address(w, in);
    }
    if (lsc->subop >= 0x08) {
        for (int i = 2; i <= 3; i++) {
            fputc(' ', out);
            write_lsc_register(w, &in->src[i]);
        }
    }
    fputc('\n', out);
}

/* ".RGBA": the enabled channels of a sampler message. */
static void write_channels(const struct text_writer *w, int channels)
{
    fputc('.', w->stream);
    for (int i = 0; i < 4; i++)
        if (channels & 1 << i)
            fputc("RGBA"[i], w->stream);
}

/* The sampler messages, after the opcode name (for 3D_SAMPLE and
 * 3D_LOAD, the operation's: sample_3d, sample_b, ..., load_lz):
 *   sample_unorm.<channels>.<format> sampler surface u v du dv dst
 *   sample_*[.pixel_null_mask][.cps].<channels> (exec) aoffimmi sampler
 *       surface dst params...
 *   load_*[.pixel_null_mask].<channels> (exec) aoffimmi surface dst
 *       params... */
static void write_sampler_operands(const struct text_writer *w,
                                   const struct visa_inst *in)
{
    static const char *const formats[] = {"16-full", "16-downsampled",
                                          "8-full", "8-downsampled"};
    FILE *out = w->stream;
    if (in->opcode == VISA_OP_SAMPLE_UNORM) {
        write_channels(w, in->aux & 0xf);
        fprintf(out, ".%s", formats[in->aux >> 4 & 3]);
        for (int i = 0; i < 6; i++) {
            fputc(' ', out);
            if (i < 2)
                fputs(var_name(w, in->src[i].var), out);
            else
                write_source(w, &in->src[i]);
        }
        write_raw_or_null(w, &in->dst);
        fputc('\n', out);
        return;
    }
    bool is_sample = in->opcode == VISA_OP_SAMPLE_3D;
    if (in->aux & 0x100)
        fputs(".pixel_null_mask", out);
    if (in->aux & 0x200)
        fputs(".cps", out);
    write_channels(w, in->aux2);
    write_exec(w, in);
    fputc(' ', out);
    write_source(w, &in->src[0]);
    int handles = is_sample ? 2 : 1;
    for (int i = 1; i <= handles; i++)
        fprintf(out, " %s", var_name(w, in->src[i].var));
    write_raw_or_null(w, &in->dst);
    for (int i = handles + 1; i < in->num_srcs; i++)
        if (in->src[i].kind != VISA_OPND_NONE)
            write_raw_or_null(w, &in->src[i]);
    fputc('\n', out);
}

/* avs.<channels> surface sampler u v du dv u2d groupID vbn <cntrl> v2d
 * <execMode> IEFBypass dst (CISA.y's AVSInstruction: the surface before
 * the sampler, unlike the binary; the format and mode as AVS_* words). */
static void write_avs(const struct text_writer *w, const struct visa_inst *in)
{
    static const char *const formats[] = {"AVS_16_FULL", "AVS_16_DOWN_SAMPLE",
                                          "AVS_8_FULL", "AVS_8_DOWN_SAMPLE"};
    static const char *const modes[] = {"AVS_16x4", "AVS_8x4", "AVS_16x8",
                                        "AVS_4x4"};
    FILE *out = w->stream;
    write_channels(w, in->aux & 0xf);
    fprintf(out, " %s %s", var_name(w, in->src[1].var),
            var_name(w, in->src[0].var));
    for (int i = 2; i <= 8; i++) {
        fputc(' ', out);
        write_source(w, &in->src[i]);
    }
    fprintf(out, " %s ", formats[in->aux2 & 3]);
    write_source(w, &in->src[9]);
    fprintf(out, " %s ", modes[in->aux3 & 3]);
    write_source(w, &in->src[10]);
    write_raw_or_null(w, &in->dst);
    fputc('\n', out);
}

/* A DPAS precision code (the DPAS page's table) as vISA text spells it. */
static const char *precision_name(int code)
{
    static const char *const names[] = {
        [1] = "u1", [2] = "s1", [3] = "u2", [4] = "s2", [5] = "u4",
        [6] = "s4", [7] = "u8", [8] = "s8", [9] = "bf", [10] = "hf",
        [11] = "tf32",
    };
    return code > 0 && code <= 11 ? names[code] : "?";
}

/* DPAS.W.A.SD.RC (exec) dst src0 src1 src2: dst, src0 (or %null) and
 * src1 raw, src2 a general operand without a region. */
static void write_dpas(const struct text_writer *w, const struct visa_inst *in)
{
    FILE *out = w->stream;
    fprintf(out, ".%s.%s.%d.%d", precision_name(in->aux & 0xff),
            precision_name((in->aux >> 8) & 0xff), (in->aux >> 16) & 0xff,
            (in->aux >> 24) & 0xff);
    write_exec(w, in);
    write_raw_or_null(w, &in->dst);
    write_raw_or_null(w, &in->src[0]);
    write_raw_or_null(w, &in->src[1]);
    fputc(' ', out);
    write_origin(w, &in->src[2]);
    fputc('\n', out);
}

static void write_instruction(const struct text_writer *w,
                              const struct visa_inst *in)
{
    FILE *out = w->stream;
    if (in->opcode == VISA_OP_LABEL) {
        fprintf(out, "%s:\n", w->kernel->labels[in->label].name);
        return;
    }
    fputs("    ", out);
    if (in->pred_var >= 0)
        fprintf(out, "(%s%s) ", in->pred_invert ? "!" : "",
                var_name(w, in->pred_var));
    if (write_message(w, in))
        return;
    if (in->opcode == VISA_OP_LSC_UNTYPED || in->opcode == VISA_OP_LSC_FENCE) {
        write_lsc(w, in);
        return;
    }
    const char *sampler_name =
        in->opcode == VISA_OP_SAMPLE_3D || in->opcode == VISA_OP_LOAD_3D
            ? visa_sampler_operation_name(in->opcode, in->aux & 0xff)
            : NULL;
    fputs(sampler_name ? sampler_name : visa_opcode_name(in->opcode), out);
    switch (in->opcode) {
    case VISA_OP_CMP:
        fprintf(out, ".%s", cond_name(in->cond));
        break;
    case VISA_OP_BFN:
        fprintf(out, ".x%x", in->aux & 0xff);
        break;
    case VISA_OP_DPAS:
    case VISA_OP_DPASW:
        write_dpas(w, in);
        return;
    case VISA_OP_OWORD_LD:
    case VISA_OP_OWORD_ST:
        fprintf(out, " (%d) %s ", in->aux, var_name(w, in->src[0].var));
        write_source(w, &in->src[1]);
        fputc(' ', out);
        write_source(w, in->opcode == VISA_OP_OWORD_LD ? &in->dst : &in->src[2]);
        fputc('\n', out);
        return;
    case VISA_OP_SVM_BLOCK_LD:
    case VISA_OP_SVM_BLOCK_ST:
    case VISA_OP_SVM_GATHER:
    case VISA_OP_SVM_SCATTER:
    case VISA_OP_SVM_ATOMIC:
        write_svm_operands(w, in);
        return;
    case VISA_OP_AVS:
        write_avs(w, in);
        return;
    case VISA_OP_SAMPLE_UNORM:
    case VISA_OP_SAMPLE_3D:
    case VISA_OP_LOAD_3D:
        write_sampler_operands(w, in);
        return;
    case VISA_OP_MOVS: /* movs (exec) V(0,0)<1> T6(k), movs (exec) T6(k) V */
        write_exec(w, in);
        fputc(' ', out);
        if (is_state_operand(w, &in->dst))
            fprintf(out, "%s(%d)", var_name(w, in->dst.var),
                    in->dst.byte_offset / 4);
        else
            write_destination(w, &in->dst);
        if (is_state_operand(w, &in->src[0]))
            fprintf(out, " %s(%d)\n", var_name(w, in->src[0].var),
                    in->src[0].byte_offset / 4);
        else {
            fputc(' ', out);
            write_source(w, &in->src[0]);
            fputc('\n', out);
        }
        return;
    case VISA_OP_JMP:
    case VISA_OP_GOTO:
    case VISA_OP_CALL:
        write_exec(w, in);
        fprintf(out, " %s\n", w->kernel->labels[in->label].name);
        return;
    case VISA_OP_RET:
        write_exec(w, in);
        fputc('\n', out);
        return;
    default:
        break;
    }
    if (in->saturate)
        fputs(".sat", out);
    write_exec(w, in);
    fputc(' ', out);
    write_destination(w, &in->dst);
    for (int i = 0; i < in->num_srcs; i++) {
        fputc(' ', out);
        write_source(w, &in->src[i]);
    }
    fputc('\n', out);
}

static void write_kernel(const struct visa_program *program, int index,
                         FILE *stream)
{
    struct text_writer w = {stream, program->kernels[index],
                            program->grf_bytes};
    const struct visa_kernel *kernel = w.kernel;
    fprintf(stream, ".kernel \"%s\"\n", kernel->name);
    for (size_t i = 0; i < kernel->var_count; i++)
        write_declaration(&w, (int)i);
    int *inputs = xcalloc(kernel->var_count + 1, sizeof(int));
    size_t input_count = visa_inputs_in_order(kernel, inputs);
    for (size_t i = 0; i < input_count; i++) {
        const struct visa_var *var = &kernel->vars[inputs[i]];
        /* Implicit inputs are spelled .implicit_UNDEFINED_<kind>: GenX_IR
         * 12504 records the mnemonic spellings (.implicit_LOCAL_ID) as
         * kind 5 in its .isa, the numeric one as the kind itself. */
        if (var->input_provenance)
            fprintf(stream, ".implicit_UNDEFINED_%d %s offset=%d size=%d\n",
                    var->input_provenance, var->name, var->input_offset,
                    var->input_size);
        else
            fprintf(stream, ".input %s offset=%d size=%d\n", var->name,
                    var->input_offset, var->input_size);
    }
    free(inputs);
    fprintf(stream, ".kernel_attr Target=\"cm\"\n");
    if (kernel->slm_size > 0)
        fprintf(stream, ".kernel_attr SLMSize=%d\n",
                visa_slm_size_kb(kernel->slm_size));
    if (kernel->named_barriers > 0)
        fprintf(stream, ".kernel_attr NBarrierCnt=%d\n",
                kernel->named_barriers);
    /* The entry label, named after the LLVM function (an identifier even
     * when the kernel's name is "spmv<unsigned int, float>"). */
    if (kernel->inst_count > 0 && kernel->insts[0].opcode == VISA_OP_LABEL)
        fprintf(stream, ".function \"%s\"\n",
                kernel->labels[kernel->insts[0].label].name);
    else
        fprintf(stream, ".function \"%s_BB_0\"\n", kernel->name);
    for (size_t i = 0; i < kernel->inst_count; i++) {
        const struct visa_inst *inst = &kernel->insts[i];
        /* Each subroutine (subroutines.c) opens its own .function. */
        if (i > 0 && inst->opcode == VISA_OP_LABEL &&
            kernel->labels[inst->label].is_subroutine)
            fprintf(stream, ".function \"%s\"\n",
                    kernel->labels[inst->label].name);
        write_instruction(&w, inst);
    }
}

/* Whether the kernel has an instruction with no vISA text (VA, AVS in
 * 8x4 or 4x4 mode). */
static bool has_textless_instruction(const struct visa_kernel *kernel)
{
    for (size_t i = 0; i < kernel->inst_count; i++)
        if (!visa_inst_has_text(&kernel->insts[i]))
            return true;
    return false;
}

bool visa_write_text(const struct visa_program *program, int index,
                     FILE *stream)
{
    if (!program || index < 0 || (size_t)index >= program->kernel_count ||
        has_textless_instruction(program->kernels[index]))
        return false;
    fputs(".version 4.1\n", stream);
    write_kernel(program, index, stream);
    return !ferror(stream);
}

/* GenX_IR reads several .kernel sections from one file (each with its own
 * declarations and subroutines) after a single .version line. */
bool visa_write_program_text(const struct visa_program *program, FILE *stream)
{
    if (!program)
        return false;
    for (size_t k = 0; k < program->kernel_count; k++)
        if (has_textless_instruction(program->kernels[k]))
            return false;
    fputs(".version 4.1\n", stream);
    for (size_t k = 0; k < program->kernel_count; k++)
        write_kernel(program, (int)k, stream);
    return !ferror(stream);
}
