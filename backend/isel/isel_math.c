/* isel_math.c - LLVM's own intrinsics, frem, and llvm.genx.sat/any/all.
 *
 * Takes calls of the intrinsics LLVM's optimiser creates from plain CM
 * code (llvm.smax, llvm.fabs, llvm.fma, llvm.ctpop, llvm.fshl,
 * llvm.vector.reduce.*, ...) and of the genx intrinsics that are operators
 * rather than builtins (saturation, any/all of a mask); guarantees vISA
 * that computes them: one instruction where vISA has one (min/max, mad,
 * sqrt, rnd*, cbit, lzd, fbl, bfrev, rol/ror, mov.sat), a short expansion
 * otherwise (narrow bit counts, funnel shifts, reductions, mask tests), and
 * a "not supported yet" error for the type combinations vISA lacks.
 * Exists so that isel.c stays about LLVM instructions and
 * isel_intrinsics.c about genx builtins. */
#include <string.h>

#include "backend/codegen.h"

/* ---- helpers ----------------------------------------------------------- */

static struct visa_inst instruction_for(enum visa_opcode opcode,
                                        const struct dst_target *target)
{
    struct visa_inst inst = visa_inst_make(opcode, target->num_elts);
    inst.dst = target->op;
    inst.pred_var = target->pred_var;
    inst.pred_invert = target->pred_invert;
    inst.saturate = target->saturate;
    return inst;
}

static void emit_unary(struct function_context *fc, enum visa_opcode opcode,
                       const struct dst_target *target,
                       struct visa_operand src)
{
    struct visa_inst inst = instruction_for(opcode, target);
    inst.num_srcs = 1;
    inst.src[0] = src;
    emit(fc, &inst);
}

static void emit_binary(struct function_context *fc, enum visa_opcode opcode,
                        const struct dst_target *target,
                        struct visa_operand a, struct visa_operand b)
{
    struct visa_inst inst = instruction_for(opcode, target);
    inst.num_srcs = 2;
    inst.src[0] = a;
    inst.src[1] = b;
    emit(fc, &inst);
}

/* A whole fresh variable as a destination. */
static struct dst_target temp_target(int var, enum visa_type type, int n)
{
    struct dst_target target;
    memset(&target, 0, sizeof target);
    target.op = visa_direct(var, type, 0, n, n, 1);
    target.num_elts = n;
    target.pred_var = -1;
    return target;
}

/* The vISA element type of `v`: integers with the given signedness.
 * False (after an error naming `what`) for i1 and unknown types. */
static bool operand_type(struct function_context *fc, LLVMValueRef v,
                         bool is_signed, const char *what,
                         enum visa_type *type)
{
    if (!genx_element_type(LLVMTypeOf(v), type) || *type == VISA_TYPE_BOOL) {
        codegen_error(fc, "backend: %s of this type is not supported yet",
                      what);
        return false;
    }
    if (!visa_type_is_float(*type))
        *type = visa_int_type(visa_type_size(*type), is_signed);
    return true;
}

static LLVMValueRef argument(LLVMValueRef call, unsigned index)
{
    return LLVMGetOperand(call, index);
}

static int elements_of(LLVMValueRef v)
{
    return genx_num_elements(LLVMTypeOf(v));
}

/* A source operand that is not an immediate (some vISA operands and
 * modifiers need a register). */
static struct visa_operand in_register(struct function_context *fc,
                                       struct visa_operand op,
                                       enum visa_type type, int n)
{
    if (op.kind != VISA_OPND_IMMEDIATE)
        return op;
    int var = codegen_temp(fc, type, n);
    struct dst_target t = temp_target(var, type, n);
    emit_unary(fc, VISA_OP_MOV, &t, op);
    return full_region(var, type, n);
}

/* `op` (n elements of `from`) converted into a fresh variable of `to`. */
static struct visa_operand converted(struct function_context *fc,
                                     struct visa_operand op,
                                     enum visa_type to, int n)
{
    int var = codegen_temp(fc, to, n);
    struct dst_target t = temp_target(var, to, n);
    emit_unary(fc, VISA_OP_MOV, &t, op);
    return full_region(var, to, n);
}

static bool double_supported(struct function_context *fc, enum visa_type type,
                             const char *what)
{
    if (type != VISA_TYPE_DF || fc->cg->platform->has_double)
        return true;
    codegen_error(fc, "backend: %s of double is not supported on %s (no "
                      "double-precision hardware)", what,
                  fc->cg->platform->name);
    return false;
}

/* ---- abs, min, max, mad ------------------------------------------------ */

static void select_abs(struct function_context *fc, LLVMValueRef call)
{
    enum visa_type type;
    if (!operand_type(fc, call, true, "abs", &type))
        return;
    int n = elements_of(call);
    struct dst_target target = target_of(fc, call, type);
    struct visa_operand src =
        in_register(fc, read_value(fc, argument(call, 0), type), type, n);
    src.modifier = VISA_MOD_ABS; /* |-x| = |x|, |~x| is not asked for */
    emit_unary(fc, VISA_OP_MOV, &target, src);
}

static void select_min_max(struct function_context *fc, LLVMValueRef call,
                           enum visa_opcode opcode, bool is_signed)
{
    enum visa_type type;
    if (!operand_type(fc, call, is_signed, "min/max", &type))
        return;
    struct dst_target target = target_of(fc, call, type);
    emit_binary(fc, opcode, &target, read_value(fc, argument(call, 0), type),
                read_value(fc, argument(call, 1), type));
}

void select_fma_into(struct function_context *fc, LLVMValueRef call,
                     const struct dst_target *target)
{
    enum visa_type type;
    if (!operand_type(fc, call, true, "fma", &type))
        return;
    int n = elements_of(call);
    struct dst_target dst = retarget(fc, target, type);
    struct visa_operand a = read_value(fc, argument(call, 0), type);
    struct visa_operand b = read_value(fc, argument(call, 1), type);
    if (b.kind == VISA_OPND_IMMEDIATE) {
        struct visa_operand swap = a;
        a = b;
        b = swap;
    }
    struct visa_inst mad = instruction_for(VISA_OP_MAD, &dst);
    mad.num_srcs = 3;
    mad.src[0] = a;
    mad.src[1] = in_register(fc, b, type, n);
    mad.src[2] = read_value(fc, argument(call, 2), type);
    emit(fc, &mad);
}

static void select_fma(struct function_context *fc, LLVMValueRef call)
{
    enum visa_type type;
    if (!operand_type(fc, call, true, "fma", &type))
        return;
    struct dst_target target = target_of(fc, call, type);
    select_fma_into(fc, call, &target);
}

/* ---- float unary operations ------------------------------------------- */

/* `opcode` on a float operand; vISA's rnd* take only f, so hf goes
 * through f. */
static void select_float_unary(struct function_context *fc, LLVMValueRef call,
                               enum visa_opcode opcode, const char *what,
                               bool single_only)
{
    enum visa_type type;
    if (!operand_type(fc, call, true, what, &type))
        return;
    if (!visa_type_is_float(type)) {
        codegen_error(fc, "backend: %s of an integer", what);
        return;
    }
    if (!double_supported(fc, type, what))
        return;
    if (type == VISA_TYPE_DF && single_only) {
        /* rndd/rndu/rnde/rndz take f only; emulating them on the bits
         * needs df arithmetic, which only SKL, XeHP_SDV and PVC have. */
        codegen_error(fc, "backend: %s of double is not supported yet (vISA "
                          "rounds only float)", what);
        return;
    }
    int n = elements_of(call);
    struct dst_target target = target_of(fc, call, type);
    struct visa_operand src = read_value(fc, argument(call, 0), type);
    if (type == VISA_TYPE_HF && single_only) {
        struct visa_operand wide = converted(fc, src, VISA_TYPE_F, n);
        int var = codegen_temp(fc, VISA_TYPE_F, n);
        struct dst_target t = temp_target(var, VISA_TYPE_F, n);
        emit_unary(fc, opcode, &t, wide);
        emit_unary(fc, VISA_OP_MOV, &target, full_region(var, VISA_TYPE_F, n));
        return;
    }
    emit_unary(fc, opcode, &target, src);
}

/* frem: x - y * trunc(x / y), computed in f (hf goes through f). */
void select_frem(struct function_context *fc, LLVMValueRef inst,
                 const struct dst_target *target)
{
    enum visa_type type;
    if (!operand_type(fc, inst, true, "frem", &type))
        return;
    if (!double_supported(fc, type, "frem"))
        return;
    if (type == VISA_TYPE_DF) { /* needs trunc of double: as above */
        codegen_error(fc, "backend: frem of double is not supported yet "
                          "(vISA rounds only float)");
        return;
    }
    int n = target->num_elts;
    struct visa_operand x = read_value(fc, LLVMGetOperand(inst, 0), type);
    struct visa_operand y = read_value(fc, LLVMGetOperand(inst, 1), type);
    if (type == VISA_TYPE_HF) {
        x = converted(fc, x, VISA_TYPE_F, n);
        y = converted(fc, y, VISA_TYPE_F, n);
    }
    x = in_register(fc, x, VISA_TYPE_F, n);
    int quotient = codegen_temp(fc, VISA_TYPE_F, n);
    struct dst_target q = temp_target(quotient, VISA_TYPE_F, n);
    emit_binary(fc, VISA_OP_DIV, &q, x, y);
    emit_unary(fc, VISA_OP_RNDZ, &q, full_region(quotient, VISA_TYPE_F, n));
    struct visa_operand negated = full_region(quotient, VISA_TYPE_F, n);
    negated.modifier = VISA_MOD_NEG;
    struct dst_target result = *target;
    int result_var = -1;
    if (type == VISA_TYPE_HF) {
        result_var = codegen_temp(fc, VISA_TYPE_F, n);
        result = temp_target(result_var, VISA_TYPE_F, n);
    } else {
        result.op.var = typed_var(fc, result.op.var, VISA_TYPE_F);
        result.op.type = VISA_TYPE_F;
    }
    struct visa_inst mad = instruction_for(VISA_OP_MAD, &result);
    mad.num_srcs = 3;
    mad.src[0] = negated;
    mad.src[1] = in_register(fc, y, VISA_TYPE_F, n);
    mad.src[2] = x;
    emit(fc, &mad);
    if (result_var >= 0) {
        struct dst_target back = *target;
        back.op.var = typed_var(fc, back.op.var, VISA_TYPE_HF);
        back.op.type = VISA_TYPE_HF;
        emit_unary(fc, VISA_OP_MOV, &back,
                   full_region(result_var, VISA_TYPE_F, n));
    }
}

/* ---- bfloat16 ------------------------------------------------------------ */

/* llvm.genx.bf.cvt (cm_bf_cvt): float <-> bfloat16 held in half's bits.
 * A mov whose bf side is a temporary seen as bf (vISA rounds to nearest
 * even); the half-typed value moves in or out of it bit for bit. */
static void select_bf_cvt(struct function_context *fc, LLVMValueRef call)
{
    int n = elements_of(call);
    int temp = codegen_temp(fc, VISA_TYPE_HF, n);
    int temp_bf = typed_var(fc, temp, VISA_TYPE_BF);
    LLVMValueRef source = argument(call, 0);
    enum visa_type source_type;
    if (!genx_element_type(LLVMTypeOf(source), &source_type))
        return;
    if (source_type == VISA_TYPE_F) { /* float -> bf16 */
        struct dst_target to_bf = temp_target(temp_bf, VISA_TYPE_BF, n);
        emit_unary(fc, VISA_OP_MOV, &to_bf,
                   read_value(fc, source, VISA_TYPE_F));
        struct dst_target target = target_of(fc, call, VISA_TYPE_HF);
        emit_unary(fc, VISA_OP_MOV, &target,
                   full_region(temp, VISA_TYPE_HF, n));
        return;
    }
    struct dst_target to_temp = temp_target(temp, VISA_TYPE_HF, n);
    emit_unary(fc, VISA_OP_MOV, &to_temp,
               read_value(fc, source, VISA_TYPE_HF));
    struct dst_target target = target_of(fc, call, VISA_TYPE_F);
    emit_unary(fc, VISA_OP_MOV, &target,
               full_region(temp_bf, VISA_TYPE_BF, n));
}

/* ---- bit operations ---------------------------------------------------- */

/* Integer width of `call`'s first operand in bits; errors for 64. */
/* The bits of the first operand's integer elements (0 if not integers). */
static int element_bits(LLVMValueRef call)
{
    LLVMTypeRef scalar = genx_scalar_type(LLVMTypeOf(argument(call, 0)));
    return LLVMGetTypeKind(scalar) == LLVMIntegerTypeKind
               ? (int)LLVMGetIntTypeWidth(scalar)
               : 0;
}

static int bit_width(struct function_context *fc, LLVMValueRef call,
                     const char *what)
{
    int width = element_bits(call);
    if (width != 8 && width != 16 && width != 32) {
        codegen_error(fc, "backend: %s of %d-bit integers is not supported "
                          "yet", what, width);
        return 0;
    }
    return width;
}

/* The first operand zero-extended to ud (itself when it is 32-bit). */
static struct visa_operand as_dwords(struct function_context *fc,
                                     LLVMValueRef call, int width, int n)
{
    enum visa_type narrow = visa_int_type(width / 8, false);
    struct visa_operand src = read_value(fc, argument(call, 0), narrow);
    if (width == 32)
        return in_register(fc, src, VISA_TYPE_UD, n);
    return converted(fc, src, VISA_TYPE_UD, n);
}

/* dst = opcode(zext(x)) (ud), then `adjust` applied in ud, then the
 * result narrowed to the call's type. */
enum bit_adjust { ADJUST_NONE, ADJUST_SUB_LEADING, ADJUST_MIN_WIDTH,
                  ADJUST_SHIFT_DOWN };

static void select_bit_op(struct function_context *fc, LLVMValueRef call,
                          enum visa_opcode opcode, const char *what,
                          enum bit_adjust adjust)
{
    int width = bit_width(fc, call, what);
    if (width == 0)
        return;
    int n = elements_of(call);
    enum visa_type type = visa_int_type(width / 8, false);
    struct dst_target target = target_of(fc, call, type);
    struct visa_operand src = as_dwords(fc, call, width, n);
    /* 32-bit results are computed in place, narrower ones in a ud
     * temporary narrowed at the end. */
    int var = width == 32 ? typed_var(fc, target.op.var, VISA_TYPE_UD)
                          : codegen_temp(fc, VISA_TYPE_UD, n);
    struct dst_target wide = width == 32 ? target
                                         : temp_target(var, VISA_TYPE_UD, n);
    wide.op.var = var;
    wide.op.type = VISA_TYPE_UD;
    emit_unary(fc, opcode, &wide, src);
    struct visa_operand value = full_region(var, VISA_TYPE_UD, n);
    if (adjust == ADJUST_SUB_LEADING && width < 32)
        /* lzd counted 32 - width extra zeros */
        emit_binary(fc, VISA_OP_ADD, &wide, value,
                    visa_imm(VISA_TYPE_D, (uint64_t)(int64_t)(width - 32)));
    else if (adjust == ADJUST_MIN_WIDTH &&
             !(LLVMIsAConstantInt(argument(call, 1)) &&
               LLVMConstIntGetZExtValue(argument(call, 1)) && width == 32))
        /* fbl of 0 is 0xffffffff; cttz(0) is width unless poison */
        emit_binary(fc, VISA_OP_MIN, &wide, value,
                    visa_imm(VISA_TYPE_UD, (uint64_t)width));
    else if (adjust == ADJUST_SHIFT_DOWN && width < 32)
        /* bfrev moved the bits to the top */
        emit_binary(fc, VISA_OP_SHR, &wide, value,
                    visa_imm(VISA_TYPE_UD, (uint64_t)(32 - width)));
    if (width < 32)
        emit_unary(fc, VISA_OP_MOV, &target, value);
}

/* fshl(a, b, c) = (a << c) | (b >> (w - c)), c taken modulo w; with
 * a == b a rotate.  vISA shifts use the low 5 bits of the count, so for
 * 32 bits the general case is (a << c) | ((b >> 1) >> ~c). */
static void select_funnel_shift_of(struct function_context *fc,
                                   LLVMValueRef call, bool left,
                                   LLVMValueRef a, LLVMValueRef b,
                                   LLVMValueRef count)
{
    const char *what = left ? "fshl" : "fshr";
    int n = elements_of(call);
    /* A quadword rotate is one :uq ROL/ROR where the platform has it. */
    bool qword_rotate = a == b && element_bits(call) == 64 &&
                        platform_has_qword_rotate(fc->cg->platform);
    int width = qword_rotate ? 64 : bit_width(fc, call, what);
    if (width == 0)
        return;
    enum visa_type type = visa_int_type(width / 8, false);
    struct dst_target target = target_of(fc, call, type);
    struct visa_operand amount = read_value(fc, count, type);
    /* A rotate is one instruction where vISA has ROL/ROR (ICLLP on);
     * before that it is the general expansion below. */
    if (a == b && width >= 16 && fc->cg->platform->has_bit_rotate) {
        emit_binary(fc, left ? VISA_OP_ROL : VISA_OP_ROR, &target,
                    in_register(fc, read_value(fc, a, type), type, n), amount);
        return;
    }
    if (width != 32) {
        codegen_error(fc, "backend: %s of %d-bit integers is not supported "
                          "yet", what, width);
        return;
    }
    int high = codegen_temp(fc, type, n), low = codegen_temp(fc, type, n);
    struct dst_target high_t = temp_target(high, type, n);
    struct dst_target low_t = temp_target(low, type, n);
    struct visa_operand va = in_register(fc, read_value(fc, a, type), type, n);
    struct visa_operand vb = in_register(fc, read_value(fc, b, type), type, n);
    if (amount.kind == VISA_OPND_IMMEDIATE) {
        int c = (int)(amount.imm & 31);
        if (c == 0) {
            emit_unary(fc, VISA_OP_MOV, &target, left ? va : vb);
            return;
        }
        int up = left ? c : 32 - c;
        emit_binary(fc, VISA_OP_SHL, &high_t, va, visa_imm(type, (uint64_t)up));
        emit_binary(fc, VISA_OP_SHR, &low_t, vb,
                    visa_imm(type, (uint64_t)(32 - up)));
    } else {
        /* left:  (a << c) | ((b >> 1) >> ~c)
         * right: ((a << 1) << ~c) | (b >> c) */
        int inv = codegen_temp(fc, type, n);
        struct dst_target inv_t = temp_target(inv, type, n);
        emit_unary(fc, VISA_OP_NOT, &inv_t, amount);
        struct visa_operand inverse_amount = full_region(inv, type, n);
        if (left) {
            emit_binary(fc, VISA_OP_SHL, &high_t, va, amount);
            emit_binary(fc, VISA_OP_SHR, &low_t, vb, visa_imm(type, 1));
            emit_binary(fc, VISA_OP_SHR, &low_t, full_region(low, type, n),
                        inverse_amount);
        } else {
            emit_binary(fc, VISA_OP_SHL, &high_t, va, visa_imm(type, 1));
            emit_binary(fc, VISA_OP_SHL, &high_t, full_region(high, type, n),
                        inverse_amount);
            emit_binary(fc, VISA_OP_SHR, &low_t, vb, amount);
        }
    }
    emit_binary(fc, VISA_OP_OR, &target, full_region(high, type, n),
                full_region(low, type, n));
}

/* ---- masks: any, all, parity ------------------------------------------ */

enum mask_test { MASK_ANY, MASK_ALL, MASK_PARITY };

/* The bits of predicate chunk `member` (32 elements at most) of a mask
 * of n elements, in `bits`: vISA moves a predicate's bits into a ud with
 * one exec-size-1 mov; the bits above n are cleared. */
static void mask_chunk_bits(struct function_context *fc, int pred, int member,
                            int n, int bits)
{
    struct dst_target bits_t = temp_target(bits, VISA_TYPE_UD, 1);
    int count = n - member * 32 > 32 ? 32 : n - member * 32;
    emit_unary(fc, VISA_OP_MOV, &bits_t, visa_pred_operand(pred + member));
    if (count < 32)
        emit_binary(fc, VISA_OP_AND, &bits_t,
                    full_region(bits, VISA_TYPE_UD, 1),
                    visa_imm(VISA_TYPE_UD, (UINT64_C(1) << count) - 1));
}

/* The scalar i1 result of `call` from the bits of its i1 vector operand:
 * any bit set, all set, or an odd number set.  Masks of more than 32
 * elements combine their chunks: or for any, and of the complemented
 * bits for all, xor for parity. */
static void select_mask_test(struct function_context *fc, LLVMValueRef call,
                             enum mask_test test)
{
    LLVMValueRef mask = argument(call, 0);
    int n = elements_of(mask);
    int pred = predicate_for(fc, mask, n);
    if (pred < 0)
        return;
    int bits = codegen_temp(fc, VISA_TYPE_UD, 1);
    struct dst_target bits_t = temp_target(bits, VISA_TYPE_UD, 1);
    struct visa_operand bits_op = full_region(bits, VISA_TYPE_UD, 1);
    int chunk = n > 32 ? codegen_temp(fc, VISA_TYPE_UD, 1) : -1;
    for (int member = 0; member * 32 < n; member++) {
        int count = n - member * 32 > 32 ? 32 : n - member * 32;
        int into = member == 0 ? bits : chunk;
        mask_chunk_bits(fc, pred, member, n, into);
        if (test == MASK_ALL) { /* count the missing bits instead */
            struct dst_target t = temp_target(into, VISA_TYPE_UD, 1);
            emit_binary(fc, VISA_OP_XOR, &t, full_region(into, VISA_TYPE_UD, 1),
                        visa_imm(VISA_TYPE_UD, count >= 32
                                                   ? 0xffffffffu
                                                   : (UINT64_C(1) << count) - 1));
        }
        if (member > 0)
            emit_binary(fc, test == MASK_PARITY ? VISA_OP_XOR : VISA_OP_OR,
                        &bits_t, bits_op, full_region(chunk, VISA_TYPE_UD, 1));
    }
    if (test == MASK_PARITY) {
        emit_unary(fc, VISA_OP_CBIT, &bits_t, bits_op);
        emit_binary(fc, VISA_OP_AND, &bits_t, bits_op,
                    visa_imm(VISA_TYPE_UD, 1));
    }
    struct visa_inst cmp = visa_inst_make(VISA_OP_CMP, 1);
    cmp.cond = test == MASK_ALL ? VISA_COND_EQ : VISA_COND_NE;
    cmp.dst = visa_pred_operand(target_of(fc, call, VISA_TYPE_BOOL).op.var);
    cmp.num_srcs = 2;
    cmp.src[0] = bits_op;
    cmp.src[1] = visa_imm(VISA_TYPE_UD, 0);
    emit(fc, &cmp);
}

static void select_any(struct function_context *fc, LLVMValueRef call)
{
    select_mask_test(fc, call, MASK_ANY);
}

static void select_all(struct function_context *fc, LLVMValueRef call)
{
    select_mask_test(fc, call, MASK_ALL);
}

/* ---- reductions -------------------------------------------------------- */

/* llvm.vector.reduce.<op>(v): halve a copy of v until one element is
 * left (log2(n) instructions, each legalized to SIMD widths). */
static void select_reduction(struct function_context *fc, LLVMValueRef call,
                             enum visa_opcode opcode, char sign)
{
    LLVMValueRef vector = argument(call, 0);
    enum visa_type type;
    if (genx_is_predicate_type(LLVMTypeOf(vector))) {
        if (opcode == VISA_OP_OR || opcode == VISA_OP_MAX)
            select_mask_test(fc, call, opcode == VISA_OP_OR ? MASK_ANY
                                                            : MASK_ALL);
        else if (opcode == VISA_OP_AND || opcode == VISA_OP_MIN)
            select_mask_test(fc, call, MASK_ALL);
        else if (opcode == VISA_OP_XOR || opcode == VISA_OP_ADD)
            select_mask_test(fc, call, MASK_PARITY);
        else
            codegen_error(fc, "backend: this reduction of an i1 vector is "
                              "not supported yet");
        return;
    }
    if (!operand_type(fc, vector, sign != 'u', "reduction", &type))
        return;
    if (visa_type_is_float(type) != (sign == 'f')) {
        codegen_error(fc, "backend: reduction of mismatched type");
        return;
    }
    int n = elements_of(vector);
    int size = visa_type_size(type);
    struct dst_target target = target_of(fc, call, type);
    struct visa_operand source = read_value(fc, vector, type);
    if (n == 1) {
        emit_unary(fc, VISA_OP_MOV, &target, source);
        return;
    }
    /* The first halving reads a contiguous source in place; later ones
     * work in a temporary, and the last writes the result. */
    bool in_place = source.kind == VISA_OPND_DIRECT && source.hstride == 1 &&
                    (source.width >= n || source.vstride == source.width);
    int work = codegen_temp(fc, type, n);
    if (!in_place) {
        struct dst_target all = temp_target(work, type, n);
        emit_unary(fc, VISA_OP_MOV, &all, source);
        source = full_region(work, type, n);
    }
    for (int count = n; count > 1;) {
        int half = count / 2;
        bool odd = count % 2 != 0;
        bool last = half == 1;
        struct dst_target low = last && !odd ? target
                                             : temp_target(work, type, half);
        struct visa_operand lower = source, upper = source;
        lower.vstride = upper.vstride = half == 1 ? 0 : half;
        lower.width = upper.width = half;
        lower.hstride = upper.hstride = half == 1 ? 0 : 1;
        upper.byte_offset += half * size;
        emit_binary(fc, opcode, &low, lower, upper);
        struct visa_operand first = full_region(work, type, 1);
        if (odd) {
            struct dst_target into = last ? target
                                          : temp_target(work, type, 1);
            struct visa_operand extra = source;
            extra.byte_offset += (count - 1) * size;
            extra.vstride = extra.hstride = 0;
            extra.width = 1;
            emit_binary(fc, opcode, &into, first, extra);
        }
        source = full_region(work, type, half);
        count = half;
    }
}

/* ---- saturation -------------------------------------------------------- */

/* llvm.genx.sat: the operand's instruction with .sat when baling put it
 * here (baling.c), else a mov.sat. */
static void select_sat(struct function_context *fc, LLVMValueRef call)
{
    enum visa_type type;
    if (!operand_type(fc, call, true, "saturation", &type))
        return;
    struct dst_target target = target_of(fc, call, type);
    target.saturate = true;
    LLVMValueRef operand = argument(call, 0);
    struct value_info *child = value_info_of(fc, operand);
    if (child && child->kind == VALUE_BALED && child->bale_head == call) {
        select_into(fc, operand, &target);
        return;
    }
    emit_unary(fc, VISA_OP_MOV, &target, read_value(fc, operand, type));
}

/* ---- the table --------------------------------------------------------- */

/* How a row is selected: by its own function, or by the family's with the
 * row's opcode and detail. */
enum math_family {
    MATH_OWN,         /* row.select */
    MATH_MIN_MAX,     /* detail: signed */
    MATH_FLOAT_UNARY, /* detail: float only (vISA's rnd*) */
    MATH_BIT_OP,      /* detail: enum bit_adjust */
    MATH_FUNNEL,      /* detail: FUNNEL_LEFT, FUNNEL_ROTATE */
    MATH_REDUCTION,   /* detail: 's', 'u' or 'f' */
};

enum { FUNNEL_LEFT = 1, FUNNEL_ROTATE = 2 };

struct math_row {
    struct intrinsic_entry entry; /* what isel.c looks up */
    enum math_family family;
    enum visa_opcode opcode;
    int detail;
    const char *what; /* in messages */
};

static void select_math_row(struct function_context *fc, LLVMValueRef call);

#define OWN(name, selector)                                                  \
    {{name, INTRINSIC_OTHER, false, selector, NULL, 0}, MATH_OWN, 0, 0, NULL}
#define ROW(name, family, opcode, detail, what)                              \
    {{name, INTRINSIC_OTHER, false, select_math_row, NULL, 0},                \
     family, opcode, detail, what}

static const struct math_row math_rows[] = {
    OWN("llvm.abs", select_abs),
    OWN("llvm.fabs", select_abs),
    ROW("llvm.smin", MATH_MIN_MAX, VISA_OP_MIN, true, "min/max"),
    ROW("llvm.smax", MATH_MIN_MAX, VISA_OP_MAX, true, "min/max"),
    ROW("llvm.umin", MATH_MIN_MAX, VISA_OP_MIN, false, "min/max"),
    ROW("llvm.umax", MATH_MIN_MAX, VISA_OP_MAX, false, "min/max"),
    ROW("llvm.minnum", MATH_MIN_MAX, VISA_OP_MIN, true, "min/max"),
    ROW("llvm.maxnum", MATH_MIN_MAX, VISA_OP_MAX, true, "min/max"),
    OWN("llvm.fma", select_fma),
    OWN("llvm.fmuladd", select_fma),
    ROW("llvm.sqrt", MATH_FLOAT_UNARY, VISA_OP_SQRT, false, "sqrt"),
    ROW("llvm.trunc", MATH_FLOAT_UNARY, VISA_OP_RNDZ, true, "trunc"),
    ROW("llvm.floor", MATH_FLOAT_UNARY, VISA_OP_RNDD, true, "floor"),
    ROW("llvm.ceil", MATH_FLOAT_UNARY, VISA_OP_RNDU, true, "ceil"),
    ROW("llvm.rint", MATH_FLOAT_UNARY, VISA_OP_RNDE, true, "rint"),
    ROW("llvm.nearbyint", MATH_FLOAT_UNARY, VISA_OP_RNDE, true, "rint"),
    ROW("llvm.roundeven", MATH_FLOAT_UNARY, VISA_OP_RNDE, true, "rint"),
    ROW("llvm.ctpop", MATH_BIT_OP, VISA_OP_CBIT, ADJUST_NONE, "ctpop"),
    ROW("llvm.ctlz", MATH_BIT_OP, VISA_OP_LZD, ADJUST_SUB_LEADING, "ctlz"),
    ROW("llvm.cttz", MATH_BIT_OP, VISA_OP_FBL, ADJUST_MIN_WIDTH, "cttz"),
    ROW("llvm.bitreverse", MATH_BIT_OP, VISA_OP_BFREV, ADJUST_SHIFT_DOWN,
        "bitreverse"),
    ROW("llvm.fshl", MATH_FUNNEL, 0, FUNNEL_LEFT, "fshl"),
    ROW("llvm.fshr", MATH_FUNNEL, 0, 0, "fshr"),
    ROW("llvm.genx.rol", MATH_FUNNEL, 0, FUNNEL_LEFT | FUNNEL_ROTATE, "rol"),
    ROW("llvm.genx.ror", MATH_FUNNEL, 0, FUNNEL_ROTATE, "ror"),
    OWN("llvm.genx.bf.cvt", select_bf_cvt),
    ROW("llvm.vector.reduce.add", MATH_REDUCTION, VISA_OP_ADD, 's', NULL),
    ROW("llvm.vector.reduce.mul", MATH_REDUCTION, VISA_OP_MUL, 's', NULL),
    ROW("llvm.vector.reduce.and", MATH_REDUCTION, VISA_OP_AND, 's', NULL),
    ROW("llvm.vector.reduce.or", MATH_REDUCTION, VISA_OP_OR, 's', NULL),
    ROW("llvm.vector.reduce.xor", MATH_REDUCTION, VISA_OP_XOR, 's', NULL),
    ROW("llvm.vector.reduce.smax", MATH_REDUCTION, VISA_OP_MAX, 's', NULL),
    ROW("llvm.vector.reduce.smin", MATH_REDUCTION, VISA_OP_MIN, 's', NULL),
    ROW("llvm.vector.reduce.umax", MATH_REDUCTION, VISA_OP_MAX, 'u', NULL),
    ROW("llvm.vector.reduce.umin", MATH_REDUCTION, VISA_OP_MIN, 'u', NULL),
    ROW("llvm.vector.reduce.fmax", MATH_REDUCTION, VISA_OP_MAX, 'f', NULL),
    ROW("llvm.vector.reduce.fmin", MATH_REDUCTION, VISA_OP_MIN, 'f', NULL),
    OWN("llvm.genx.sat", select_sat),
    OWN("llvm.genx.any", select_any),
    OWN("llvm.genx.all", select_all),
};

static const struct math_row *math_row_find(const char *name)
{
    for (size_t i = 0; i < sizeof math_rows / sizeof math_rows[0]; i++)
        if (genx_intrinsic_matches(name, math_rows[i].entry.base))
            return &math_rows[i];
    return NULL;
}

static void select_funnel_row(struct function_context *fc, LLVMValueRef call,
                              const struct math_row *row)
{
    bool left = (row->detail & FUNNEL_LEFT) != 0;
    LLVMValueRef a = argument(call, 0);
    if (row->detail & FUNNEL_ROTATE) /* rol/ror(a, c): a funnelled with a */
        select_funnel_shift_of(fc, call, left, a, a, argument(call, 1));
    else
        select_funnel_shift_of(fc, call, left, a, argument(call, 1),
                               argument(call, 2));
}

static void select_math_row(struct function_context *fc, LLVMValueRef call)
{
    const struct math_row *row = math_row_find(genx_callee_name(call));
    switch (row->family) {
    case MATH_OWN:
        row->entry.select(fc, call);
        break;
    case MATH_MIN_MAX:
        select_min_max(fc, call, row->opcode, row->detail != 0);
        break;
    case MATH_FLOAT_UNARY:
        select_float_unary(fc, call, row->opcode, row->what, row->detail != 0);
        break;
    case MATH_BIT_OP:
        select_bit_op(fc, call, row->opcode, row->what,
                      (enum bit_adjust)row->detail);
        break;
    case MATH_FUNNEL:
        select_funnel_row(fc, call, row);
        break;
    case MATH_REDUCTION:
        select_reduction(fc, call, row->opcode, (char)row->detail);
        break;
    }
}

const struct intrinsic_entry *math_intrinsic_find(const char *name)
{
    const struct math_row *row = math_row_find(name);
    return row ? &row->entry : NULL;
}
