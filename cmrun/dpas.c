/* dpas.c - the matrix engine: vISA DPAS (and DPASW outside a fused pair).
 *
 * Takes a decoded DPAS.W.A.SD.RC instruction; guarantees the result the
 * vISA DPAS page's pseudo code gives, step for step: for each repeat r,
 * temp = Src0.R[r] (zero for %null), then for each depth d, channel i
 * accumulates the OPS_PER_CHAN-element dot product of Src1.R[m].DW[i]
 * (m = d / SRC1_OPERANDS_PER_CHAN, from element n = (d %
 * SRC1_OPERANDS_PER_CHAN) * OPS_PER_CHAN) with the next OPS_PER_CHAN
 * elements k of Src2 (k runs on across repeats); Dst.R[r] = temp.
 * Integer precisions are exact (32-bit wrap-around); bf16, fp16 and tf32
 * products are exact in float, each dot product is summed in float and
 * added to the float accumulator (one rounding each, to nearest even), in
 * the page's order.  tf32 elements are the upper 19 bits of a dword.
 * A float DPAS's Dst and Src0 may also be hf or bf (PVC: the page's
 * table, "F, HF | F, HF | HF | HF" and the same for BF), each row then
 * exec_size 16-bit elements: Src0 is widened to float exactly, the
 * accumulation is the float one above, and Dst takes the sum rounded to
 * nearest even once, at the end (the page's temp.F, written to Dst).
 * DPASW shares Src2 between two fused EUs, which cmrun does not model (it
 * runs each thread alone): a DPASW is a fault that says so. */
#include <stdlib.h>
#include <string.h>

#include "cmrun/cmrun.h"

struct precision {
    const char *name;
    int bits;
    bool is_signed;
    bool is_float;
};

static const struct precision precisions[] = {
    {"u1", 1, false, false}, {"s1", 1, true, false},
    {"u2", 2, false, false}, {"s2", 2, true, false},
    {"u4", 4, false, false}, {"s4", 4, true, false},
    {"u8", 8, false, false}, {"s8", 8, true, false},
    {"bf", 16, false, true}, {"hf", 16, false, true},
    {"tf32", 32, false, true},
};

static const struct precision *find_precision(const char *name)
{
    for (size_t i = 0; i < sizeof precisions / sizeof precisions[0]; i++)
        if (strcmp(precisions[i].name, name) == 0)
            return &precisions[i];
    return NULL;
}

/* Element `index` of BITS-bit elements packed in `bytes` from bit 0. */
static uint32_t element_bits(const uint8_t *bytes, int bits, int index)
{
    int bit = index * bits;
    uint32_t word;
    memcpy(&word, bytes + (bit / 32) * 4, 4);
    int shift = bit % 32;
    return bits == 32 ? word : (word >> shift) & ((1u << bits) - 1);
}

static int64_t integer_value(const struct precision *p, uint32_t bits)
{
    if (p->is_signed && (bits >> (p->bits - 1)) & 1)
        return (int64_t)bits - ((int64_t)1 << p->bits);
    return bits;
}

static float float_element(const struct precision *p, uint32_t bits)
{
    float value;
    if (p->bits == 16 && strcmp(p->name, "hf") == 0)
        return cmrun_half_to_float((uint16_t)bits);
    if (p->bits == 16)
        bits <<= 16; /* bf16: the upper half of a float */
    else
        bits &= 0xffffe000u; /* tf32: sign, 8 exponent, 10 mantissa bits */
    memcpy(&value, &bits, 4);
    return value;
}

struct dpas_shape {
    const struct precision *w, *a; /* Src1 (W) and Src2 (A) precisions */
    int depth, repeat, exec_size, ops_per_channel, src1_operands_per_channel;
};

static void decode_shape(struct cmrun_thread *thread,
                         const struct cmrun_inst *inst,
                         struct dpas_shape *shape)
{
    if (inst->suffix_count != 4 || inst->operand_count != 4)
        cmrun_fault(thread, "'%s' needs W.A.SD.RC and four operands",
                    inst->opcode);
    shape->w = find_precision(inst->suffixes[0]);
    shape->a = find_precision(inst->suffixes[1]);
    shape->depth = inst->suffix_values[2];
    shape->repeat = inst->suffix_values[3];
    shape->exec_size = inst->exec_size;
    if (!shape->w || !shape->a || shape->w->is_float != shape->a->is_float ||
        (shape->w->is_float && shape->w != shape->a))
        cmrun_fault(thread, "DPAS precisions %s and %s do not combine",
                    inst->suffixes[0], inst->suffixes[1]);
    if (shape->depth != 1 && shape->depth != 2 && shape->depth != 4 &&
        shape->depth != 8)
        cmrun_fault(thread, "DPAS systolic depth %d", shape->depth);
    if (shape->repeat < 1 || shape->repeat > 8)
        cmrun_fault(thread, "DPAS repeat count %d", shape->repeat);
    if (shape->exec_size != 8 && shape->exec_size != 16)
        cmrun_fault(thread, "DPAS execution size %d", shape->exec_size);
    /* OPS_PER_CHAN: 1 for tf32, 2 for bf/hf, 4 when either side is
     * 8-bit, else 8 (the page's pseudo code). */
    if (shape->w->bits == 32)
        shape->ops_per_channel = 1;
    else if (shape->w->bits == 16)
        shape->ops_per_channel = 2;
    else if (shape->w->bits == 8 || shape->a->bits == 8)
        shape->ops_per_channel = 4;
    else
        shape->ops_per_channel = 8;
    shape->src1_operands_per_channel =
        32 / (shape->ops_per_channel * shape->w->bits);
    if (shape->src1_operands_per_channel < 1)
        cmrun_fault(thread, "DPAS precision %s with %s", shape->w->name,
                    shape->a->name);
}

static void read_operand(struct cmrun_thread *thread,
                         const struct cmrun_operand *op, uint8_t **out,
                         int size)
{
    *out = calloc((size_t)size, 1);
    if (!*out)
        cmrun_fault(thread, "out of memory");
    cmrun_read_raw(thread, op, 0, *out, size);
}

/* One channel's dot product for depth step d of repeat r. */
static void accumulate(const struct dpas_shape *s, const uint8_t *src1_grf,
                       const uint8_t *src2, int n, int k, int channel,
                       int32_t *int_acc, float *float_acc)
{
    const uint8_t *dword = src1_grf + channel * 4;
    if (!s->w->is_float) {
        int64_t sum = 0;
        for (int e = 0; e < s->ops_per_channel; e++)
            sum += integer_value(s->w, element_bits(dword, s->w->bits, n + e)) *
                   integer_value(s->a, element_bits(src2, s->a->bits, k + e));
        *int_acc = (int32_t)(uint32_t)((uint32_t)*int_acc + (uint32_t)sum);
        return;
    }
    float dot = 0.0f;
    for (int e = 0; e < s->ops_per_channel; e++) {
        float product =
            float_element(s->w, element_bits(dword, s->w->bits, n + e)) *
            float_element(s->a, element_bits(src2, s->a->bits, k + e));
        dot = e == 0 ? product : dot + product;
    }
    *float_acc = *float_acc + dot;
}

/* Bytes of one element of a float DPAS's Dst or Src0: 4 (f), or 2 (hf,
 * bf; or w/uw, which IGC's VectorCompiler declares for them: the
 * precision says which 16-bit float they hold). */
static int accumulator_bytes(struct cmrun_thread *thread,
                             const struct cmrun_operand *op,
                             const struct dpas_shape *s)
{
    if (!s->w->is_float || op->type == CMRUN_F || op->type == CMRUN_D ||
        op->type == CMRUN_UD)
        return 4;
    if (op->type == CMRUN_HF || op->type == CMRUN_BF ||
        ((op->type == CMRUN_W || op->type == CMRUN_UW) && s->w->bits == 16))
        return 2;
    cmrun_fault(thread, "DPAS Dst and Src0 are f, hf or bf for a float "
                        "precision");
    return 4;
}

/* The 16-bit float a 2-byte Dst or Src0 element holds: its own type, or
 * for w/uw the precision's (bf or hf). */
static enum cmrun_type narrow_accumulator_type(enum cmrun_type type,
                                               const struct dpas_shape *s)
{
    if (type == CMRUN_HF || type == CMRUN_BF)
        return type;
    return strcmp(s->w->name, "hf") == 0 ? CMRUN_HF : CMRUN_BF;
}

static float accumulator_value(const uint8_t *row, int index, int bytes,
                               enum cmrun_type type)
{
    float value;
    if (bytes == 4) {
        memcpy(&value, row + index * 4, 4);
        return value;
    }
    uint16_t bits;
    memcpy(&bits, row + index * 2, 2);
    if (type == CMRUN_HF)
        return cmrun_half_to_float(bits);
    uint32_t wide = (uint32_t)bits << 16;
    memcpy(&value, &wide, 4);
    return value;
}

static void store_accumulator(uint8_t *row, int index, int bytes,
                              enum cmrun_type type, float value)
{
    if (bytes == 4) {
        memcpy(row + index * 4, &value, 4);
        return;
    }
    uint16_t bits = type == CMRUN_HF ? cmrun_float_to_half(value)
                                     : cmrun_float_to_bfloat16(value);
    memcpy(row + index * 2, &bits, 2);
}

bool cmrun_execute_dpas(struct cmrun_thread *thread,
                        const struct cmrun_inst *inst)
{
    if (strcmp(inst->opcode, "dpasw") == 0)
        cmrun_fault(thread, "dpasw shares src2 between two fused EUs, which "
                            "cmrun does not model");
    if (strcmp(inst->opcode, "dpas") != 0)
        return false;
    struct dpas_shape s;
    decode_shape(thread, inst, &s);
    int grf = s.exec_size * 4;
    int src1_grfs = (s.depth + s.src1_operands_per_channel - 1) /
                    s.src1_operands_per_channel;
    int src2_bytes = s.repeat * s.depth * s.ops_per_channel * s.a->bits / 8;
    const struct cmrun_operand *dst_op = &inst->operands[0];
    const struct cmrun_operand *src0_op = &inst->operands[1];
    int dst_bytes = accumulator_bytes(thread, dst_op, &s);
    int src0_bytes = accumulator_bytes(thread, src0_op, &s);
    int dst_row = s.exec_size * dst_bytes, src0_row = s.exec_size * src0_bytes;
    uint8_t *src0, *src1, *src2;
    read_operand(thread, src0_op, &src0, s.repeat * src0_row);
    read_operand(thread, &inst->operands[2], &src1, src1_grfs * grf);
    read_operand(thread, &inst->operands[3], &src2, src2_bytes);
    uint8_t *dst = calloc((size_t)(s.repeat * dst_row), 1);
    if (!dst)
        cmrun_fault(thread, "out of memory");
    int k = 0;
    for (int r = 0; r < s.repeat; r++) {
        int32_t int_acc[16];
        float float_acc[16];
        /* An integer precision's Src0 rows are whole dwords; a float
         * one's may be 2-byte elements, half a GRF a row. */
        if (s.w->is_float)
            for (int i = 0; i < s.exec_size; i++)
                float_acc[i] = accumulator_value(
                    src0 + r * src0_row, i, src0_bytes,
                    narrow_accumulator_type(src0_op->type, &s));
        else
            memcpy(int_acc, src0 + r * src0_row, (size_t)grf);
        for (int d = 0; d < s.depth; d++) {
            int m = d / s.src1_operands_per_channel;
            int n = (d % s.src1_operands_per_channel) * s.ops_per_channel;
            for (int i = 0; i < s.exec_size; i++)
                accumulate(&s, src1 + m * grf, src2, n, k, i, &int_acc[i],
                           &float_acc[i]);
            k += s.ops_per_channel;
        }
        if (s.w->is_float)
            for (int i = 0; i < s.exec_size; i++)
                store_accumulator(dst + r * dst_row, i, dst_bytes,
                                  narrow_accumulator_type(dst_op->type, &s),
                                  float_acc[i]);
        else
            memcpy(dst + r * dst_row, int_acc, (size_t)grf);
    }
    cmrun_write_raw(thread, dst_op, 0, dst, s.repeat * dst_row);
    free(src0);
    free(src1);
    free(src2);
    free(dst);
    return true;
}
