/* isel_divide64.c - 64-bit integer division, which vISA lacks.
 *
 * Takes an sdiv/udiv/srem/urem of i64 lanes (any platform: vISA's div and
 * mod take no q/uq operands, and TGLLP and DG2 have no 64-bit divide);
 * guarantees C's results (truncation toward zero, remainder with the
 * dividend's sign) by restoring division, one quotient bit a step, in a
 * loop of 64 steps that a scalar counter closes:
 *   x = |a|, r = 0
 *   64 times: r = (r << 1) | (x >> 63); x <<= 1;
 *             if (r >= |b|) { r -= |b|; x |= 1; }      (predicated)
 *   q = x
 * r < |b| keeps r << 1 within 64 bits while |b| < 2^63; lanes whose |b|
 * has the top bit set (only unsigned ones, or |INT64_MIN|) take q = (|a|
 * >= |b|), r = |a| - q * |b| instead.  Signed operations divide the
 * magnitudes ((a ^ s) - s with s = a >> 63, so |INT64_MIN| is 2^63) and
 * apply the signs the same way.  Division by zero (undefined in C) gives
 * q = all ones and r = a for unsigned lanes, q = -1 (a >= 0) or 1 (a < 0)
 * and r = a for signed ones; INT64_MIN / -1 (undefined too) gives
 * INT64_MIN, remainder 0.  Every lane runs all 64 steps: the loop's
 * branch is uniform.  Checked against C's operators on millions of random
 * and edge operands (a C model of these steps) and by cmc.run tests.
 * Exists because CM code divides long long values (offsets, tiling) and
 * GenX_IR rejects q/uq div. */
#include <string.h>

#include "backend/codegen.h"

struct divide64 {
    struct function_context *fc;
    int n;
};

static int temp64(const struct divide64 *d, enum visa_type type)
{
    return codegen_temp(d->fc, type, d->n);
}

static struct visa_operand all(const struct divide64 *d, int var,
                               enum visa_type type)
{
    return full_region(var, type, d->n);
}

static struct visa_operand negative(struct visa_operand op)
{
    op.modifier = VISA_MOD_NEG;
    return op;
}

/* dst = a OP b (num_srcs 1: dst = OP a), under predicate `pred` (-1: none). */
static void op2(const struct divide64 *d, enum visa_opcode opcode, int pred,
                int dst, enum visa_type type, struct visa_operand a,
                struct visa_operand b, int num_srcs)
{
    emit_whole_variable_op(d->fc, opcode, pred, dst, type, d->n, a, b,
                           num_srcs);
}

static void mov64(const struct divide64 *d, int pred, int dst,
                  enum visa_type type, struct visa_operand src)
{
    op2(d, VISA_OP_MOV, pred, dst, type, src, src, 1);
}

static int compare(const struct divide64 *d, enum visa_cond cond,
                   struct visa_operand a, struct visa_operand b)
{
    int pred = visa_add_predicate(d->fc->kernel, d->n);
    struct visa_inst cmp = visa_inst_make(VISA_OP_CMP, d->n);
    cmp.cond = cond;
    cmp.dst = visa_pred_operand(pred);
    cmp.num_srcs = 2;
    cmp.src[0] = a;
    cmp.src[1] = b;
    emit(d->fc, &cmp);
    return pred;
}

static int new_label(struct function_context *fc)
{
    struct string_buffer name = {0};
    buffer_printf(&name, "%s_divide64_%d", fc->function_name,
                  fc->label_counter++);
    int label = visa_add_label(fc->kernel, name.data, false);
    buffer_free(&name);
    return label;
}

/* The 64 restoring steps: x holds |a| and becomes the quotient, r the
 * remainder (both uq registers). */
static void restoring_loop(const struct divide64 *d, int x, int r,
                           struct visa_operand b)
{
    const enum visa_type UQ = VISA_TYPE_UQ, Q = VISA_TYPE_Q;
    struct function_context *fc = d->fc;
    mov64(d, -1, r, UQ, visa_imm(UQ, 0));
    int counter = codegen_temp(fc, VISA_TYPE_D, 1);
    struct visa_inst set = visa_inst_make(VISA_OP_MOV, 1);
    set.dst = visa_direct(counter, VISA_TYPE_D, 0, 1, 1, 1);
    set.num_srcs = 1;
    set.src[0] = visa_imm(VISA_TYPE_D, 64);
    emit(fc, &set);
    int top = new_label(fc);
    struct visa_inst label = visa_inst_make(VISA_OP_LABEL, 1);
    label.label = top;
    emit(fc, &label);

    int bit = temp64(d, UQ);
    op2(d, VISA_OP_SHR, -1, bit, UQ, all(d, x, UQ), visa_imm(UQ, 63), 2);
    op2(d, VISA_OP_SHL, -1, r, UQ, all(d, r, UQ), visa_imm(UQ, 1), 2);
    op2(d, VISA_OP_OR, -1, r, UQ, all(d, r, UQ), all(d, bit, UQ), 2);
    op2(d, VISA_OP_SHL, -1, x, UQ, all(d, x, UQ), visa_imm(UQ, 1), 2);
    int fits = compare(d, VISA_COND_GE, all(d, r, UQ), b);
    struct visa_operand b_signed = b;
    b_signed.var = typed_var(fc, b.var, Q);
    b_signed.type = Q;
    op2(d, VISA_OP_ADD, fits, typed_var(fc, r, Q), Q,
        all(d, typed_var(fc, r, Q), Q), negative(b_signed), 2);
    op2(d, VISA_OP_OR, fits, x, UQ, all(d, x, UQ), visa_imm(UQ, 1), 2);

    struct visa_inst step = visa_inst_make(VISA_OP_ADD, 1);
    step.dst = visa_direct(counter, VISA_TYPE_D, 0, 1, 1, 1);
    step.num_srcs = 2;
    step.src[0] = full_region(counter, VISA_TYPE_D, 1);
    step.src[1] = visa_imm(VISA_TYPE_D, (uint64_t)-1);
    emit(fc, &step);
    int more = visa_add_predicate(fc->kernel, 1);
    struct visa_inst test = visa_inst_make(VISA_OP_CMP, 1);
    test.cond = VISA_COND_GT;
    test.dst = visa_pred_operand(more);
    test.num_srcs = 2;
    test.src[0] = full_region(counter, VISA_TYPE_D, 1);
    test.src[1] = visa_imm(VISA_TYPE_D, 0);
    emit(fc, &test);
    struct visa_inst jump = visa_inst_make(VISA_OP_JMP, 1);
    jump.no_mask = false;
    jump.pred_var = more;
    jump.label = top;
    emit(fc, &jump);
}

/* Lanes with b >= 2^63: q = (a >= b), r = a - q * b. */
static void large_divisors(const struct divide64 *d, struct visa_operand a,
                           struct visa_operand b, int x, int r)
{
    const enum visa_type UQ = VISA_TYPE_UQ, Q = VISA_TYPE_Q;
    struct function_context *fc = d->fc;
    struct visa_operand b_signed = b;
    b_signed.var = typed_var(fc, b.var, Q);
    b_signed.type = Q;
    int large = compare(d, VISA_COND_LT, b_signed, visa_imm(Q, 0));
    int at_least = compare(d, VISA_COND_GE, a, b);
    int quotient = temp64(d, UQ), remainder = temp64(d, UQ);
    mov64(d, -1, quotient, UQ, visa_imm(UQ, 0));
    mov64(d, at_least, quotient, UQ, visa_imm(UQ, 1));
    mov64(d, -1, remainder, UQ, a);
    op2(d, VISA_OP_ADD, at_least, typed_var(fc, remainder, Q), Q,
        all(d, typed_var(fc, remainder, Q), Q), negative(b_signed), 2);
    mov64(d, large, x, UQ, all(d, quotient, UQ));
    mov64(d, large, r, UQ, all(d, remainder, UQ));
}

/* (value ^ sign) - sign in place, sign being 0 or -1 per lane. */
static void apply_sign(const struct divide64 *d, int value, int sign)
{
    const enum visa_type Q = VISA_TYPE_Q;
    int v = typed_var(d->fc, value, Q);
    op2(d, VISA_OP_XOR, -1, v, Q, all(d, v, Q), all(d, sign, Q), 2);
    op2(d, VISA_OP_ADD, -1, v, Q, all(d, v, Q), negative(all(d, sign, Q)), 2);
}

/* A register holding `op` as n lanes of `type` (a copy). */
static int copied(const struct divide64 *d, struct visa_operand op,
                  enum visa_type type)
{
    int var = temp64(d, type);
    mov64(d, -1, var, type, op);
    return var;
}

void select_integer_divide_64(struct function_context *fc, LLVMValueRef inst,
                              const struct dst_target *target, bool is_signed,
                              bool remainder)
{
    const enum visa_type UQ = VISA_TYPE_UQ, Q = VISA_TYPE_Q;
    struct divide64 d = {fc, target->num_elts};
    enum visa_type type = is_signed ? Q : UQ;
    int a = copied(&d, read_value(fc, LLVMGetOperand(inst, 0), type), type);
    int b = copied(&d, read_value(fc, LLVMGetOperand(inst, 1), type), type);
    int a_sign = -1, b_sign = -1;
    if (is_signed) { /* the magnitudes, in place */
        a_sign = temp64(&d, Q);
        b_sign = temp64(&d, Q);
        op2(&d, VISA_OP_ASR, -1, a_sign, Q, all(&d, a, Q), visa_imm(Q, 63), 2);
        op2(&d, VISA_OP_ASR, -1, b_sign, Q, all(&d, b, Q), visa_imm(Q, 63), 2);
        apply_sign(&d, a, a_sign);
        apply_sign(&d, b, b_sign);
    }
    struct visa_operand a_magnitude = all(&d, typed_var(fc, a, UQ), UQ);
    struct visa_operand b_magnitude = all(&d, typed_var(fc, b, UQ), UQ);
    int x = copied(&d, a_magnitude, UQ);
    int r = temp64(&d, UQ);
    restoring_loop(&d, x, r, b_magnitude);
    large_divisors(&d, a_magnitude, b_magnitude, x, r);
    int result = remainder ? r : x;
    if (is_signed) {
        if (!remainder) /* the quotient's sign: a_sign ^ b_sign */
            op2(&d, VISA_OP_XOR, -1, a_sign, Q, all(&d, a_sign, Q),
                all(&d, b_sign, Q), 2);
        apply_sign(&d, result, a_sign);
    }
    struct dst_target out = *target;
    if (out.op.kind == VISA_OPND_DIRECT)
        out.op.var = typed_var(fc, out.op.var, type);
    out.op.type = type;
    emit_mov(fc, &out, all(&d, typed_var(fc, result, type), type));
}
