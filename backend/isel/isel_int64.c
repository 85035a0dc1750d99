/* isel_int64.c - 64-bit integer multiplication from 32-bit pieces.
 *
 * Takes an LLVM `mul` of i64 lanes; guarantees the low 64 bits of the
 * product, computed with 32-bit multiplies since vISA's mul takes no q/uq
 * operands on any platform GenX_IR knows ("mul does not support Q/UQ
 * types"):
 *   lo = a.lo * b.lo                       (mul, low half)
 *   hi = mulh(a.lo, b.lo) + a.lo * b.hi + a.hi * b.lo
 * Each 64-bit operand is read through a ud view of its low or high dwords
 * (its region with doubled strides, +4 bytes for the high half), so no
 * copies are made of the inputs.  Exists because CM's long long arithmetic
 * (and -O2's strength reductions of it) must finalize. */
#include <string.h>

#include "backend/codegen.h"

/* The low (high = false) or high dwords of 64-bit operand `op`. */
static bool dword_half(struct function_context *fc, struct visa_operand op,
                       bool high, struct visa_operand *out)
{
    *out = op;
    if (op.kind == VISA_OPND_IMMEDIATE) {
        *out = visa_imm(VISA_TYPE_UD, high ? op.imm >> 32 : op.imm & 0xffffffffu);
        return true;
    }
    if (op.kind != VISA_OPND_DIRECT || op.modifier != VISA_MOD_NONE)
        return false;
    out->var = typed_var(fc, op.var, VISA_TYPE_UD);
    out->type = VISA_TYPE_UD;
    out->byte_offset += high ? 4 : 0;
    out->vstride *= 2;
    out->hstride *= 2;
    return true;
}

static void emit_ud(struct function_context *fc, enum visa_opcode opcode,
                    struct visa_operand dst, struct visa_operand a,
                    struct visa_operand b, int n)
{
    struct visa_inst inst = visa_inst_make(opcode, n);
    inst.dst = dst;
    inst.num_srcs = 2;
    inst.src[0] = a;
    inst.src[1] = b;
    emit(fc, &inst);
}

void select_multiply_64(struct function_context *fc, LLVMValueRef inst,
                        const struct dst_target *target)
{
    int n = target->num_elts;
    struct visa_operand a = read_value(fc, LLVMGetOperand(inst, 0), VISA_TYPE_Q);
    struct visa_operand b = read_value(fc, LLVMGetOperand(inst, 1), VISA_TYPE_Q);
    struct visa_operand a_lo, a_hi, b_lo, b_hi;
    if (a.kind == VISA_OPND_IMMEDIATE) { /* keep the immediate second */
        struct visa_operand swap = a;
        a = b;
        b = swap;
    }
    if (!dword_half(fc, a, false, &a_lo) || !dword_half(fc, a, true, &a_hi) ||
        !dword_half(fc, b, false, &b_lo) || !dword_half(fc, b, true, &b_hi)) {
        codegen_error(fc, "backend: this 64-bit multiplication operand is "
                          "not supported yet");
        return;
    }
    int product = codegen_temp(fc, VISA_TYPE_Q, n);
    int product_ud = typed_var(fc, product, VISA_TYPE_UD);
    int cross = codegen_temp(fc, VISA_TYPE_UD, n);
    struct visa_operand cross_op = full_region(cross, VISA_TYPE_UD, n);
    struct visa_operand low = visa_direct(product_ud, VISA_TYPE_UD, 0,
                                          2 * n, n, 2);
    struct visa_operand high = low;
    high.byte_offset = 4;
    struct visa_operand cross_dst = visa_direct(cross, VISA_TYPE_UD, 0, n, n, 1);
    emit_ud(fc, VISA_OP_MUL, low, a_lo, b_lo, n);
    emit_ud(fc, VISA_OP_MULH, high, a_lo, b_lo, n);
    struct visa_operand high_src = high;
    if (n == 1)
        high_src.vstride = high_src.hstride = 0;
    /* the cross products, skipped where a constant half is zero */
    if (!(b_hi.kind == VISA_OPND_IMMEDIATE && b_hi.imm == 0)) {
        emit_ud(fc, VISA_OP_MUL, cross_dst, a_lo, b_hi, n);
        emit_ud(fc, VISA_OP_ADD, high, high_src, cross_op, n);
    }
    if (!(b_lo.kind == VISA_OPND_IMMEDIATE && b_lo.imm == 0)) {
        emit_ud(fc, VISA_OP_MUL, cross_dst, a_hi, b_lo, n);
        emit_ud(fc, VISA_OP_ADD, high, high_src, cross_op, n);
    }
    struct dst_target out = *target;
    if (out.op.kind == VISA_OPND_DIRECT)
        out.op.var = typed_var(fc, out.op.var, VISA_TYPE_Q);
    out.op.type = VISA_TYPE_Q;
    emit_mov(fc, &out, full_region(product, VISA_TYPE_Q, n));
}
