/* isel_divide.c - integer division on platforms without it.
 *
 * Takes an sdiv/udiv/srem/urem of 8-, 16- or 32-bit lanes on a platform
 * whose vISA has no integer div/mod (XeHP and later: GenX_IR rejects them
 * with "int divide/remainder is not supported for this platform");
 * guarantees exact quotients and remainders with C's rules (truncation
 * toward zero, remainder with the dividend's sign), computed from a float
 * reciprocal:
 *   z  = (ud)(inv((float)b) * S)       S a little below 2^32, so z <= 2^32/b
 *   z += mulh(z, -b * z)               one Newton-Raphson step
 *   q  = mulh(a, z),  r = a - q * b     q is at most two short
 *   twice: if (r >= b) { q += 1; r -= b; }
 * S is chosen so that the result stays exact for reciprocals up to 8 ulp
 * too large or 32 ulp too small (checked exhaustively on edge values and
 * on millions of random operands when written).  Signed operations divide
 * the magnitudes and fix the signs.  A divisor that is one scalar for all
 * lanes (an argument, or a value of the entry block) and divides several
 * times has its magnitude and z computed once, right after the value
 * (emit_shared_divisors), as scalars that each division broadcasts.  A
 * division shape (lanes, signedness, quotient or remainder, shared
 * divisor) the kernel makes at two or more places is a routine: its
 * per-lane steps are emitted once, as a vISA subroutine after the
 * kernel's code (emit_divide_routines), and each place copies its
 * operands into the routine's linkage variables and calls it, about 3
 * instructions instead of 20; the routine's code is NoMask like the
 * inline steps, so calls inside SIMD control flow compute every lane
 * and the caller's masked write keeps the enabled ones.  Division by
 * zero gives an unspecified value, as in C.  Exists because DG2 is a
 * target and CM code divides (index arithmetic, tiling); Intel's CM
 * compiler emulates the same way. */
#include <string.h>

#include "backend/codegen.h"

/* 0x4f7fffe0: 4294963200.0f, 2^32 less 16 ulp of 2^32. */
#define RECIPROCAL_SCALE_BITS 0x4f7fffe0u

struct divide_values {
    struct function_context *fc;
    int n;
};

static int temp(const struct divide_values *d, enum visa_type type)
{
    return codegen_temp(d->fc, type, d->n);
}

static struct visa_operand whole(const struct divide_values *d, int var,
                                 enum visa_type type)
{
    return full_region(var, type, d->n);
}

/* -op, read as d: negating an unsigned operand is not a vISA modifier,
 * and the low 32 bits of the arithmetic do not depend on signedness. */
static struct visa_operand negated(const struct divide_values *d,
                                   struct visa_operand op)
{
    op.var = typed_var(d->fc, op.var, VISA_TYPE_D);
    op.type = VISA_TYPE_D;
    op.modifier = VISA_MOD_NEG;
    return op;
}

static int as_signed(const struct divide_values *d, int var)
{
    return typed_var(d->fc, var, VISA_TYPE_D);
}

static void emit_op(const struct divide_values *d, enum visa_opcode opcode,
                    int pred, int dst, enum visa_type type,
                    struct visa_operand a, struct visa_operand b, int num_srcs)
{
    emit_whole_variable_op(d->fc, opcode, pred, dst, type, d->n, a, b,
                           num_srcs);
}

static void emit_mov_to(const struct divide_values *d, int dst,
                        enum visa_type type, struct visa_operand src)
{
    emit_op(d, VISA_OP_MOV, -1, dst, type, src, src, 1);
}

/* z ~ 2^32 / b (a little less) for the ud magnitude `b`, as a variable
 * of d->n lanes. */
static int reciprocal_of(const struct divide_values *d, struct visa_operand b)
{
    const enum visa_type UD = VISA_TYPE_UD, F = VISA_TYPE_F;
    int reciprocal = temp(d, F);
    emit_mov_to(d, reciprocal, F, b);
    emit_op(d, VISA_OP_INV, -1, reciprocal, F, whole(d, reciprocal, F),
            whole(d, reciprocal, F), 1);
    emit_op(d, VISA_OP_MUL, -1, reciprocal, F, whole(d, reciprocal, F),
            visa_imm(F, RECIPROCAL_SCALE_BITS), 2);
    int z = temp(d, UD);
    emit_mov_to(d, z, UD, whole(d, reciprocal, F));
    /* one refinement: z += mulh(z, -b * z) */
    int error = temp(d, UD);
    emit_op(d, VISA_OP_MUL, -1, as_signed(d, error), VISA_TYPE_D,
            negated(d, b), whole(d, as_signed(d, z), VISA_TYPE_D), 2);
    emit_op(d, VISA_OP_MULH, -1, error, UD, whole(d, z, UD),
            whole(d, error, UD), 2);
    emit_op(d, VISA_OP_ADD, -1, z, UD, whole(d, z, UD), whole(d, error, UD), 2);
    return z;
}

/* q = a / b, r = a % b on ud magnitudes (registers `a` and `b`), given
 * z = reciprocal_of(b) (possibly one scalar for all lanes).  Without
 * `want_remainder`, r is left one step short (its last update only
 * serves the remainder). */
static void divide_with_reciprocal(const struct divide_values *d,
                                   struct visa_operand a,
                                   struct visa_operand b,
                                   struct visa_operand z, int q, int r,
                                   bool want_remainder)
{
    const enum visa_type UD = VISA_TYPE_UD;
    emit_op(d, VISA_OP_MULH, -1, q, UD, a, z, 2);
    /* r = a - q * b */
    emit_op(d, VISA_OP_MUL, -1, r, UD, whole(d, q, UD), b, 2);
    struct visa_operand a_signed = a;
    a_signed.var = as_signed(d, a.var);
    a_signed.type = VISA_TYPE_D;
    emit_op(d, VISA_OP_ADD, -1, as_signed(d, r), VISA_TYPE_D, a_signed,
            negated(d, whole(d, r, UD)), 2);
    for (int step = 0; step < 2; step++) {
        int short_by_one = visa_add_predicate(d->fc->kernel, d->n);
        struct visa_inst cmp = visa_inst_make(VISA_OP_CMP, d->n);
        cmp.cond = VISA_COND_GE;
        cmp.dst = visa_pred_operand(short_by_one);
        cmp.num_srcs = 2;
        cmp.src[0] = whole(d, r, UD);
        cmp.src[1] = b;
        emit(d->fc, &cmp);
        emit_op(d, VISA_OP_ADD, short_by_one, q, UD, whole(d, q, UD),
                visa_imm(UD, 1), 2);
        if (step == 0 || want_remainder)
            emit_op(d, VISA_OP_ADD, short_by_one, as_signed(d, r),
                    VISA_TYPE_D, whole(d, as_signed(d, r), VISA_TYPE_D),
                    negated(d, b), 2);
    }
}

/* ---- uniform divisors shared by several divisions ---------------------- */

static bool is_divide(LLVMValueRef inst, bool *is_signed)
{
    if (!LLVMIsAInstruction(inst))
        return false;
    switch (LLVMGetInstructionOpcode(inst)) {
    case LLVMSDiv: case LLVMSRem: *is_signed = true; return true;
    case LLVMUDiv: case LLVMURem: *is_signed = false; return true;
    default: return false;
    }
}

/* If `v` is a splat (shufflevector of lane k of an insertelement into
 * lane k), the insertelement. */
static LLVMValueRef splatted_insert(LLVMValueRef v, int *lane)
{
    int64_t k;
    if (!LLVMIsAShuffleVectorInst(v))
        return NULL;
    LLVMValueRef ins = LLVMGetOperand(v, 0);
    if (!LLVMIsAInsertElementInst(ins) ||
        !genx_const_int(LLVMGetOperand(ins, 2), &k))
        return NULL;
    unsigned n = LLVMGetNumMaskElements(v);
    for (unsigned i = 0; i < n; i++)
        if (LLVMGetMaskValue(v, i) != (int)k)
            return NULL;
    *lane = (int)k;
    return ins;
}

/* The value and byte offset holding the one scalar every lane of 32-bit
 * divisor `divisor` reads, if it is an argument or a value of the entry
 * block (executed once, before everything, so the reciprocal emitted
 * after it is there for every division). */
static bool uniform_source(struct function_context *fc, LLVMValueRef divisor,
                           LLVMValueRef *source, int *byte_offset)
{
    enum visa_type type;
    if (!genx_element_type(LLVMTypeOf(divisor), &type) ||
        visa_type_size(type) != 4 || LLVMIsConstant(divisor))
        return false;
    /* LLVM freezes the operands of a div/rem pair: the same values. */
    while (LLVMIsAInstruction(divisor) &&
           LLVMGetInstructionOpcode(divisor) == LLVMFreeze)
        divisor = LLVMGetOperand(divisor, 0);
    struct value_info *info = value_info_of(fc, divisor);
    if (!info)
        return false;
    *source = divisor;
    *byte_offset = 0;
    int lane;
    LLVMValueRef ins;
    if (info->kind == VALUE_VIEW) {
        const struct region *v = &info->view;
        if (v->variable_offset ||
            (v->num_elts != 1 && (v->vstride != 0 || v->hstride != 0)))
            return false;
        *source = info->view_source;
        *byte_offset = v->byte_offset;
    } else if ((ins = splatted_insert(divisor, &lane)) != NULL) {
        LLVMValueRef scalar = LLVMGetOperand(ins, 1);
        struct value_info *scalar_info = value_info_of(fc, scalar);
        if (scalar_info && scalar_info->kind == VALUE_REGISTER) {
            *source = scalar;
        } else {
            *source = ins;
            *byte_offset = lane * 4;
        }
    } else if (genx_num_elements(LLVMTypeOf(divisor)) != 1) {
        return false;
    }
    info = value_info_of(fc, *source);
    return info && info->kind == VALUE_REGISTER &&
           (info->block < 0 ||
            (info->block == 0 && !LLVMIsAPHINode(*source)));
}

static struct shared_divisor *find_shared(struct function_context *fc,
                                          LLVMValueRef source, int offset,
                                          bool is_signed)
{
    for (size_t i = 0; i < fc->shared_divisor_count; i++) {
        struct shared_divisor *s = &fc->shared_divisors[i];
        if (s->source == source && s->byte_offset == offset &&
            s->is_signed == is_signed)
            return s;
    }
    return NULL;
}

/* The shared divisor `inst` divides by, or NULL. */
static struct shared_divisor *shared_divisor_of(struct function_context *fc,
                                                LLVMValueRef inst,
                                                bool is_signed)
{
    LLVMValueRef source;
    int offset;
    if (!uniform_source(fc, LLVMGetOperand(inst, 1), &source, &offset))
        return NULL;
    return find_shared(fc, source, offset, is_signed);
}

static void count_shared_divisor(struct function_context *fc,
                                 LLVMValueRef inst, bool is_signed)
{
    LLVMValueRef source;
    int offset;
    if (!uniform_source(fc, LLVMGetOperand(inst, 1), &source, &offset))
        return;
    struct shared_divisor *s = find_shared(fc, source, offset, is_signed);
    if (!s) {
        grow_array((void **)&fc->shared_divisors, &fc->shared_divisor_capacity,
                   fc->shared_divisor_count + 1, sizeof *fc->shared_divisors);
        s = &fc->shared_divisors[fc->shared_divisor_count++];
        memset(s, 0, sizeof *s);
        s->source = source;
        s->byte_offset = offset;
        s->is_signed = is_signed;
    }
    s->divisions++;
}

/* ---- division routines ------------------------------------------------- */

struct divide_shape {
    int n;
    bool is_signed, remainder;
    int shared;
};

/* The shape of division `inst`: its shared divisor counts only if it is
 * shared by enough divisions to be emitted. */
static struct divide_shape shape_of(struct function_context *fc,
                                    LLVMValueRef inst, bool is_signed)
{
    struct divide_shape shape = {
        (int)genx_num_elements(LLVMTypeOf(inst)), is_signed,
        LLVMGetInstructionOpcode(inst) == LLVMSRem ||
            LLVMGetInstructionOpcode(inst) == LLVMURem,
        -1};
    struct shared_divisor *s = shared_divisor_of(fc, inst, is_signed);
    if (s && s->divisions >= 2)
        shape.shared = (int)(s - fc->shared_divisors);
    return shape;
}

static struct divide_routine *find_routine(struct function_context *fc,
                                           struct divide_shape shape)
{
    for (size_t i = 0; i < fc->divide_routine_count; i++) {
        struct divide_routine *r = &fc->divide_routines[i];
        if (r->n == shape.n && r->is_signed == shape.is_signed &&
            r->remainder == shape.remainder && r->shared == shape.shared)
            return r;
    }
    return NULL;
}

static void count_routine(struct function_context *fc, LLVMValueRef inst,
                          bool is_signed)
{
    struct divide_shape shape = shape_of(fc, inst, is_signed);
    struct divide_routine *r = find_routine(fc, shape);
    if (!r) {
        grow_array((void **)&fc->divide_routines, &fc->divide_routine_capacity,
                   fc->divide_routine_count + 1, sizeof *fc->divide_routines);
        r = &fc->divide_routines[fc->divide_routine_count++];
        *r = (struct divide_routine){shape.n, shape.is_signed,
                                     shape.remainder, shape.shared, 0, -1,
                                     -1, -1, -1};
    }
    r->places++;
}

/* A signed quotient takes its sign from the divisor's: its routine reads
 * the divisor itself, not only its magnitude. */
static bool reads_divisor_sign(const struct divide_routine *r)
{
    return r->is_signed && !r->remainder;
}

/* Whether a routine reads shared divisor `index`'s d copy. */
static bool routine_reads_divisor(const struct function_context *fc,
                                  size_t index)
{
    for (size_t i = 0; i < fc->divide_routine_count; i++) {
        const struct divide_routine *r = &fc->divide_routines[i];
        if (r->shared == (int)index && r->places >= 2 &&
            reads_divisor_sign(r))
            return true;
    }
    return false;
}

/* Calls `visit` for each live division of 8-, 16- or 32-bit lanes. */
static void for_each_division(struct function_context *fc,
                              void (*visit)(struct function_context *,
                                            LLVMValueRef, bool))
{
    for (int b = 0; b < fc->block_count; b++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[b].block); i;
             i = LLVMGetNextInstruction(i)) {
            bool is_signed;
            enum visa_type type;
            struct value_info *info = value_info_of(fc, i);
            if (is_divide(i, &is_signed) && info &&
                info->kind != VALUE_DEAD &&
                genx_element_type(LLVMTypeOf(i), &type) &&
                visa_type_size(type) <= 4)
                visit(fc, i, is_signed);
        }
}

void plan_divisions(struct function_context *fc)
{
    fc->shared_divisor_count = 0;
    fc->divide_routine_count = 0;
    if (fc->cg->platform->has_integer_divide)
        return;
    for_each_division(fc, count_shared_divisor);
    /* Subroutines of the kernel keep their divisions inline: a routine
     * is the kernel's, emitted after the kernel's own code. */
    if (!fc->self)
        for_each_division(fc, count_routine);
}

void emit_shared_divisors(struct function_context *fc, LLVMValueRef defined)
{
    for (size_t i = 0; i < fc->shared_divisor_count && !fc->failed; i++) {
        struct shared_divisor *s = &fc->shared_divisors[i];
        if (s->ready || s->divisions < 2 ||
            (defined ? s->source != defined : !LLVMIsAArgument(s->source)))
            continue;
        struct divide_values d = {fc, 1};
        enum visa_type type = s->is_signed ? VISA_TYPE_D : VISA_TYPE_UD;
        struct visa_operand scalar = read_value(fc, s->source, type);
        scalar.byte_offset += s->byte_offset;
        scalar.vstride = scalar.width = scalar.hstride = 0;
        scalar.width = 1;
        if (routine_reads_divisor(fc, i)) {
            s->value = temp(&d, VISA_TYPE_D);
            emit_mov_to(&d, s->value, VISA_TYPE_D, scalar);
        }
        s->magnitude = temp(&d, VISA_TYPE_UD);
        if (s->is_signed)
            scalar.modifier = VISA_MOD_ABS;
        emit_mov_to(&d, s->magnitude, VISA_TYPE_UD, scalar);
        s->reciprocal =
            reciprocal_of(&d, whole(&d, s->magnitude, VISA_TYPE_UD));
        s->ready = true;
    }
}

static struct visa_operand broadcast(int var, enum visa_type type)
{
    return visa_direct(var, type, 0, 0, 1, 0);
}

/* `op` widened to a 32-bit register of `type` (ud magnitudes of signed
 * registers come from the (abs) modifier: |INT_MIN| is 2^31 as ud). */
static struct visa_operand widened(const struct divide_values *d,
                                   struct visa_operand op, enum visa_type type,
                                   bool magnitude)
{
    if (!magnitude && op.kind == VISA_OPND_DIRECT &&
        visa_type_size(op.type) == 4 && op.modifier == VISA_MOD_NONE) {
        op.var = typed_var(d->fc, op.var, type);
        op.type = type;
        return op; /* already a 32-bit register region */
    }
    int var = temp(d, type);
    if (magnitude)
        op.modifier = VISA_MOD_ABS;
    emit_mov_to(d, var, type, op);
    return whole(d, var, type);
}

/* The per-lane steps: `result` (ud, d->n lanes) = a / b or a % b, the
 * operands 32-bit d registers; `shared` (or NULL) holds b's magnitude
 * and reciprocal. */
static void divide_into(const struct divide_values *d,
                        struct visa_operand a_signed,
                        struct visa_operand b_signed,
                        const struct shared_divisor *shared, bool is_signed,
                        bool remainder, int result)
{
    const enum visa_type UD = VISA_TYPE_UD, D = VISA_TYPE_D;
    /* the d copies of unsigned operands were zero-extending moves */
    struct visa_operand a_magnitude = widened(d, a_signed, UD, is_signed);
    int q = remainder ? temp(d, UD) : result;
    int r = remainder ? result : temp(d, UD);
    if (shared) {
        divide_with_reciprocal(d, a_magnitude,
                               broadcast(shared->magnitude, UD),
                               broadcast(shared->reciprocal, UD), q, r,
                               remainder);
    } else {
        struct visa_operand b_magnitude = widened(d, b_signed, UD, is_signed);
        int z = reciprocal_of(d, b_magnitude);
        divide_with_reciprocal(d, a_magnitude, b_magnitude, whole(d, z, UD), q,
                               r, remainder);
    }
    if (!is_signed)
        return;
    /* sign = -1 where the result is negative: (a ^ b) < 0 for the
     * quotient, a < 0 for the remainder; result = (x ^ sign) - sign. */
    int sign = temp(d, D);
    if (remainder)
        emit_op(d, VISA_OP_ASR, -1, sign, D, a_signed, visa_imm(D, 31), 2);
    else {
        emit_op(d, VISA_OP_XOR, -1, sign, D, a_signed, b_signed, 2);
        emit_op(d, VISA_OP_ASR, -1, sign, D, whole(d, sign, D),
                visa_imm(D, 31), 2);
    }
    int value = typed_var(d->fc, result, D);
    emit_op(d, VISA_OP_XOR, -1, value, D, whole(d, value, D),
            whole(d, sign, D), 2);
    emit_op(d, VISA_OP_ADD, -1, value, D, whole(d, value, D),
            negated(d, whole(d, sign, D)), 2);
}

/* The routine division `inst` calls (its label and linkage variables
 * made at the first call), or NULL when it divides inline. */
static struct divide_routine *routine_for(struct function_context *fc,
                                          LLVMValueRef inst, bool is_signed,
                                          int n)
{
    struct divide_routine *r = find_routine(fc, shape_of(fc, inst, is_signed));
    if (!r || r->places < 2 || r->n != n ||
        (r->shared >= 0 && !fc->shared_divisors[r->shared].ready))
        return NULL;
    if (r->label < 0) {
        struct string_buffer name = {0};
        buffer_printf(&name, "%s_%cdiv%s%d_%d", fc->function_name,
                      r->is_signed ? 's' : 'u', r->remainder ? "_rem" : "",
                      n, (int)(r - fc->divide_routines));
        r->label = visa_add_label(fc->kernel, name.data, true);
        buffer_free(&name);
        r->dividend = codegen_temp(fc, VISA_TYPE_D, n);
        if (r->shared < 0)
            r->divisor = codegen_temp(fc, VISA_TYPE_D, n);
        r->result = codegen_temp(fc, VISA_TYPE_UD, n);
    }
    return r;
}

void emit_divide_routines(struct function_context *fc)
{
    const enum visa_type D = VISA_TYPE_D;
    for (size_t i = 0; i < fc->divide_routine_count && !fc->failed; i++) {
        const struct divide_routine *r = &fc->divide_routines[i];
        if (r->label < 0)
            continue;
        struct divide_values d = {fc, r->n};
        struct visa_inst label = visa_inst_make(VISA_OP_LABEL, 1);
        label.label = r->label;
        emit(fc, &label);
        const struct shared_divisor *shared =
            r->shared >= 0 ? &fc->shared_divisors[r->shared] : NULL;
        struct visa_operand b_signed =
            shared ? (reads_divisor_sign(r) ? broadcast(shared->value, D)
                                            : visa_imm(D, 0))
                   : whole(&d, r->divisor, D);
        divide_into(&d, whole(&d, r->dividend, D), b_signed, shared,
                    r->is_signed, r->remainder, r->result);
        struct visa_inst ret = visa_inst_make(VISA_OP_RET, 1);
        emit(fc, &ret);
    }
}

void select_integer_divide(struct function_context *fc, LLVMValueRef inst,
                           const struct dst_target *target, bool is_signed,
                           bool remainder)
{
    enum visa_type element;
    if (!genx_element_type(LLVMTypeOf(inst), &element)) {
        codegen_error(fc, "backend: division of this type is not supported "
                          "yet");
        return;
    }
    if (visa_type_size(element) == 8) {
        select_integer_divide_64(fc, inst, target, is_signed, remainder);
        return;
    }
    enum visa_type type = visa_int_type(visa_type_size(element), is_signed);
    struct divide_values d = {fc, target->num_elts};
    struct visa_operand a = read_value(fc, LLVMGetOperand(inst, 0), type);
    struct visa_operand b = read_value(fc, LLVMGetOperand(inst, 1), type);
    int result;
    struct divide_routine *routine =
        routine_for(fc, inst, is_signed, target->num_elts);
    if (routine) {
        emit_mov_to(&d, routine->dividend, VISA_TYPE_D, a);
        if (routine->divisor >= 0)
            emit_mov_to(&d, routine->divisor, VISA_TYPE_D, b);
        struct visa_inst call = visa_inst_make(VISA_OP_CALL, 1);
        call.label = routine->label;
        emit(fc, &call);
        result = routine->result;
    } else {
        struct shared_divisor *shared = shared_divisor_of(fc, inst, is_signed);
        if (shared && !shared->ready)
            shared = NULL;
        result = temp(&d, VISA_TYPE_UD);
        divide_into(&d, widened(&d, a, VISA_TYPE_D, false),
                    widened(&d, b, VISA_TYPE_D, false), shared, is_signed,
                    remainder, result);
    }
    struct dst_target out = *target;
    if (out.op.kind == VISA_OPND_DIRECT)
        out.op.var = typed_var(fc, out.op.var, type);
    out.op.type = type;
    enum visa_type result_type = is_signed ? VISA_TYPE_D : VISA_TYPE_UD;
    emit_mov(fc, &out, whole(&d, typed_var(fc, result, result_type),
                             result_type));
}
