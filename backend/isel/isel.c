/* isel.c - instruction selection: LLVM instructions -> vISA instructions.
 *
 * Takes a function after baling and coalescing (every REGISTER value has a
 * variable); guarantees the kernel's instruction list holds, block by
 * block, vISA instructions that compute the function, with "logical"
 * regions: any execution size, any region width and strides, destinations
 * possibly 2D.  legalize.c then splits them to what vISA accepts.
 *
 * Operands are read with read_value(): constants become immediates (vector
 * constants that are not splats are materialised by movs), region views
 * become regions of their source variable, registers their variable.
 * Destinations are a dst_target: the value's own variable, or the region
 * (and mask) of the wrregion the instruction is baled into.  Phi copies are
 * placed at the end of the predecessor, or in an edge block when the
 * predecessor has several successors. */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

struct pending_edge {
    int label;
    int from_block;
    int to_block;
};

struct isel_state {
    struct pending_edge *edges;
    size_t edge_count, edge_capacity;
};

/* ---- small helpers ----------------------------------------------------- */

void codegen_error(struct function_context *fc, const char *format, ...)
{
    struct string_buffer message = {0};
    va_list arguments;
    va_start(arguments, format);
    buffer_vprintf(&message, format, arguments);
    va_end(arguments);
    LLVMValueRef where =
        fc->current_instruction ? fc->current_instruction : fc->function;
    if (!backend_error_at_value(fc->cg->diags, where, message.data))
        error_plain(fc->cg->diags, "%s (in function '%s')", message.data,
                    fc->function_name);
    buffer_free(&message);
    fc->failed = true;
}

int value_index(struct function_context *fc, LLVMValueRef v)
{
    if (!v || !(LLVMIsAInstruction(v) || LLVMIsAArgument(v)))
        return -1;
    return value_map_get(&fc->map, v);
}

struct value_info *value_info_of(struct function_context *fc, LLVMValueRef v)
{
    int index = value_index(fc, v);
    return index < 0 ? NULL : &fc->values[index];
}

int typed_var(struct function_context *fc, int var, enum visa_type type)
{
    struct visa_kernel *kernel = fc->kernel;
    if (kernel->vars[var].kind != VISA_VAR_GENERAL ||
        kernel->vars[var].type == type)
        return var;
    int offset;
    int root = visa_var_root(kernel, var, &offset);
    if (kernel->vars[root].type == type && offset == 0 &&
        visa_var_bytes(kernel, root) == visa_var_bytes(kernel, var))
        return root;
    for (size_t i = 0; i < fc->alias_count; i++)
        if (fc->aliases[i].var == var && fc->aliases[i].type == type)
            return fc->aliases[i].alias;
    int bytes = visa_var_bytes(kernel, var);
    int count = bytes / visa_type_size(type);
    int alias = visa_add_alias(kernel, root, offset, type, count > 0 ? count : 1);
    grow_array((void **)&fc->aliases, &fc->alias_capacity, fc->alias_count + 1,
               sizeof *fc->aliases);
    fc->aliases[fc->alias_count].var = var;
    fc->aliases[fc->alias_count].type = type;
    fc->aliases[fc->alias_count].alias = alias;
    fc->alias_count++;
    return alias;
}

void emit(struct function_context *fc, const struct visa_inst *inst)
{
    visa_append(fc->kernel, inst);
    /* Code after a label or branch may be reached without what came
     * before: constants built before it cannot be reused after it. */
    if (inst->opcode == VISA_OP_LABEL || inst->opcode == VISA_OP_JMP ||
        inst->opcode == VISA_OP_GOTO || inst->opcode == VISA_OP_CALL ||
        inst->opcode == VISA_OP_RET)
        fc->straight_line++;
}

/* Where `c` (read as n elements of `type`) was built earlier in this
 * straight-line stretch of the current block, or at the entry, or NULL. */
static const struct materialised_constant *
find_materialised(struct function_context *fc, LLVMValueRef c,
                  enum visa_type type, int n)
{
    if (!fc->current_instruction)
        return NULL;
    LLVMBasicBlockRef block = LLVMGetInstructionParent(fc->current_instruction);
    for (size_t i = 0; i < fc->constant_count; i++) {
        const struct materialised_constant *m = &fc->constants[i];
        if (m->constant == c && m->type == type && m->n == n &&
            (!m->block ||
             (m->block == block && m->straight_line == fc->straight_line)))
            return m;
    }
    return NULL;
}

/* `at_entry`: built at the function's entry, for every block. */
static void remember_materialised(struct function_context *fc,
                                  LLVMValueRef c, enum visa_type type, int n,
                                  struct visa_operand operand, bool at_entry)
{
    if (!fc->current_instruction)
        return;
    void *constants = fc->constants;
    grow_array(&constants, &fc->constant_capacity, fc->constant_count + 1,
               sizeof *fc->constants);
    fc->constants = constants;
    fc->constants[fc->constant_count++] = (struct materialised_constant){
        .constant = c,
        .type = type,
        .n = n,
        .block = at_entry ? NULL
                          : LLVMGetInstructionParent(fc->current_instruction),
        .straight_line = fc->straight_line,
        .operand = operand,
    };
}

void emit_whole_variable_op(struct function_context *fc,
                            enum visa_opcode opcode, int pred, int dst,
                            enum visa_type type, int n, struct visa_operand a,
                            struct visa_operand b, int num_srcs)
{
    struct visa_inst inst = visa_inst_make(opcode, n);
    inst.pred_var = pred;
    inst.dst = visa_direct(dst, type, 0, n, n, 1);
    inst.num_srcs = num_srcs;
    inst.src[0] = a;
    inst.src[1] = b;
    emit(fc, &inst);
}

static enum visa_type element_type_of(struct function_context *fc,
                                      LLVMValueRef v)
{
    enum visa_type type = VISA_TYPE_D;
    if (!genx_element_type(LLVMTypeOf(v), &type))
        codegen_error(fc, "backend: values of this LLVM type are not "
                          "supported yet");
    return type;
}

static enum visa_type with_sign(enum visa_type type, bool is_signed)
{
    if (visa_type_is_float(type) || type == VISA_TYPE_BOOL)
        return type;
    return visa_int_type(visa_type_size(type), is_signed);
}

struct visa_operand full_region(int var, enum visa_type type, int n)
{
    if (n == 1)
        return visa_direct(var, type, 0, 0, 1, 0);
    return visa_direct(var, type, 0, n, n, 1);
}

int codegen_temp(struct function_context *fc, enum visa_type type, int n)
{
    int grf = fc->cg->platform->grf_bytes;
    int size = visa_type_size(type);
    return visa_add_general(fc->kernel, type, n,
                            n > 1 ? grf : (size < 4 ? 4 : size));
}

/* ---- constants --------------------------------------------------------- */

/* The bits of scalar constant `c` as a value of vISA type `type`. */
static bool scalar_constant_bits(LLVMValueRef c, enum visa_type type,
                                 uint64_t *bits)
{
    if (LLVMIsUndef(c)) {
        *bits = 0;
        return true;
    }
    if (LLVMIsAConstantInt(c)) {
        *bits = LLVMConstIntGetZExtValue(c);
        return true;
    }
    if (LLVMIsAConstantFP(c)) {
        LLVMBool loses;
        double value = LLVMConstRealGetDouble(c, &loses);
        if (type == VISA_TYPE_DF || type == VISA_TYPE_Q || type == VISA_TYPE_UQ) {
            memcpy(bits, &value, sizeof value);
        } else if (type == VISA_TYPE_HF || type == VISA_TYPE_W ||
                   type == VISA_TYPE_UW) {
            *bits = float_to_half_bits((float)value);
        } else {
            float single = (float)value;
            uint32_t word;
            memcpy(&word, &single, sizeof word);
            *bits = word;
        }
        return true;
    }
    return false;
}

/* The size in bytes of a vector constant's elements (0: not a number). */
static unsigned element_bytes_of(LLVMValueRef vector)
{
    LLVMTypeRef element = LLVMGetElementType(LLVMTypeOf(vector));
    switch (LLVMGetTypeKind(element)) {
    case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(element) / 8;
    case LLVMHalfTypeKind: return 2;
    case LLVMFloatTypeKind: return 4;
    case LLVMDoubleTypeKind: return 8;
    default: return 0;
    }
}

/* The bits element `index` of vector constant `c` has in memory: an
 * element of a constant vector, or of a constant `bitcast` of one (the
 * frontend's formats of constants; LLVM folds those only with a data
 * layout, which -O0 does not run), its bytes gathered little-endian. */
static bool raw_element_bits(LLVMValueRef c, unsigned index, uint64_t *bits)
{
    *bits = 0;
    if (LLVMIsUndef(c))
        return true;
    unsigned bytes = element_bytes_of(c);
    if (bytes == 0 || bytes > 8)
        return false;
    if (LLVMIsAConstantExpr(c) && LLVMGetConstOpcode(c) == LLVMBitCast) {
        LLVMValueRef source = LLVMGetOperand(c, 0);
        if (LLVMGetTypeKind(LLVMTypeOf(source)) != LLVMVectorTypeKind)
            return false;
        unsigned source_bytes = element_bytes_of(source);
        if (source_bytes == 0 || source_bytes > 8)
            return false;
        for (unsigned k = 0; k < bytes; k++) {
            unsigned byte = index * bytes + k;
            uint64_t part;
            if (!raw_element_bits(source, byte / source_bytes, &part))
                return false;
            *bits |= (part >> (8 * (byte % source_bytes)) & 0xff) << (8 * k);
        }
        return true;
    }
    if (!LLVMIsAConstantDataVector(c) && !LLVMIsAConstantVector(c) &&
        !LLVMIsAConstantAggregateZero(c))
        return false;
    LLVMValueRef element = LLVMGetAggregateElement(c, index);
    /* A float element's bits in its own width: scalar_constant_bits
     * takes the width from the vISA type (integers are their value). */
    enum visa_type own = bytes == 8   ? VISA_TYPE_DF
                         : bytes == 2 ? VISA_TYPE_HF
                                      : VISA_TYPE_F;
    return element && scalar_constant_bits(element, own, bits);
}

static bool vector_element_bits(LLVMValueRef c, int index, enum visa_type type,
                                uint64_t *bits)
{
    if (LLVMIsUndef(c)) {
        *bits = 0;
        return true;
    }
    if (LLVMIsAConstantExpr(c) && LLVMGetConstOpcode(c) == LLVMBitCast)
        return index >= 0 && raw_element_bits(c, (unsigned)index, bits);
    if (!LLVMIsAConstantDataVector(c) && !LLVMIsAConstantVector(c) &&
        !LLVMIsAConstantAggregateZero(c))
        return false;
    LLVMValueRef element = LLVMGetAggregateElement(c, (unsigned)index);
    return element && scalar_constant_bits(element, type, bits);
}

/* whole = whole * step + base, in place, leaving out a mul by 1 and an add
 * of 0: the last steps of building base + i * step from a ramp of i. */
static void scale_and_offset(struct function_context *fc,
                             struct visa_operand whole, int n,
                             enum visa_type want, uint64_t step, uint64_t base)
{
    if (step != 1) {
        struct visa_inst mul = visa_inst_make(VISA_OP_MUL, n);
        mul.dst = whole;
        mul.num_srcs = 2;
        mul.src[0] = whole;
        mul.src[1] = visa_imm(want, step);
        emit(fc, &mul);
    }
    if (base != 0) {
        struct visa_inst add = visa_inst_make(VISA_OP_ADD, n);
        add.dst = whole;
        add.num_srcs = 2;
        add.src[0] = whole;
        add.src[1] = visa_imm(want, base);
        emit(fc, &add);
    }
}

/* An integer vector constant base + i * step (offsets, lane ids) built
 * from a ramp: a mov of the packed immediate 0..7 (type v), adds that
 * double it, then one mul and one add: O(log n) instructions instead of
 * a mov per element. */
static bool materialise_sequence(struct function_context *fc,
                                 const uint64_t *elements, int n,
                                 enum visa_type want, struct visa_operand *out)
{
    int size = visa_type_size(want);
    if (visa_type_is_float(want) || want == VISA_TYPE_BOOL || size > 4 ||
        n < 3)
        return false;
    uint64_t mask = (UINT64_C(1) << (8 * size)) - 1;
    uint64_t step = (elements[1] - elements[0]) & mask;
    for (int i = 0; i < n; i++)
        if (((elements[0] + (uint64_t)i * step) & mask) != (elements[i] & mask))
            return false;
    int allocated = (n + 7) / 8 * 8;
    int var = codegen_temp(fc, want, allocated);
    struct visa_inst ramp = visa_inst_make(VISA_OP_MOV, 8);
    ramp.dst = visa_direct(var, want, 0, 8, 8, 1);
    ramp.num_srcs = 1;
    ramp.src[0] = visa_imm(VISA_TYPE_V, 0x76543210u);
    emit(fc, &ramp);
    for (int done = 8; done < allocated; done *= 2) {
        int count = allocated - done < done ? allocated - done : done;
        struct visa_inst add = visa_inst_make(VISA_OP_ADD, count);
        add.dst = visa_direct(var, want, done * size, count, count, 1);
        add.num_srcs = 2;
        add.src[0] = full_region(var, want, count);
        add.src[1] = visa_imm(want, (uint64_t)done);
        emit(fc, &add);
    }
    struct visa_operand whole = full_region(var, want, n);
    scale_and_offset(fc, whole, n, want, step, elements[0] & mask);
    *out = whole;
    return true;
}

/* The 8-bit restricted float (VF element: sign, 3-bit exponent biased by
 * 3, 4-bit mantissa; 2_datatypes.md) equal to the float with bits
 * `bits`, or -1 when there is none.  The all-zero magnitude means 0, so
 * 0.125 has no encoding; -0.0 is left out too. */
static int restricted_float_byte(uint64_t bits)
{
    uint32_t word = (uint32_t)bits;
    if (word == 0)
        return 0;
    float value;
    memcpy(&value, &word, sizeof value);
    int sign = value < 0 ? 0x80 : 0;
    float magnitude = value < 0 ? -value : value;
    if (!(magnitude >= 0.125f && magnitude <= 31.0f))
        return -1;
    int exponent;
    float fraction = frexpf(magnitude, &exponent); /* [0.5, 1) */
    float mantissa = (2 * fraction - 1) * 16;      /* 2^(exponent-1) */
    int biased = exponent - 1 + 3;
    if (mantissa != (float)(int)mantissa || biased < 0 || biased > 7 ||
        (biased == 0 && mantissa == 0))
        return -1;
    return sign | biased << 4 | (int)mantissa;
}

/* Elements [first, first + count) as a packed vector immediate: VF for
 * four floats, V or UV for eight 16- or 32-bit integers.  False when
 * some element does not fit. */
static bool packed_immediate(const uint64_t *elements, int first, int count,
                             enum visa_type want, struct visa_operand *out)
{
    uint64_t packed = 0;
    if (want == VISA_TYPE_F && count == 4) {
        for (int k = 0; k < 4; k++) {
            int byte = restricted_float_byte(elements[first + k]);
            if (byte < 0)
                return false;
            packed |= (uint64_t)byte << (8 * k);
        }
        *out = visa_imm(VISA_TYPE_VF, packed);
        return true;
    }
    int size = visa_type_size(want);
    if (visa_type_is_float(want) || (size != 2 && size != 4) || count != 8)
        return false;
    bool fits_signed = true, fits_unsigned = true;
    for (int k = 0; k < 8; k++) {
        uint64_t bits = elements[first + k];
        int64_t value = size == 2 ? (int16_t)bits : (int32_t)bits;
        fits_signed &= value >= -8 && value <= 7;
        fits_unsigned &= value >= 0 && value <= 15;
        packed |= (uint64_t)(value & 15) << (4 * k);
    }
    if (!fits_signed && !fits_unsigned)
        return false;
    *out = visa_imm(fits_unsigned ? VISA_TYPE_UV : VISA_TYPE_V, packed);
    return true;
}

/* The movs that build `n` elements in `var`: one per run of equal
 * elements, or per group of four floats (eight integers) a packed
 * immediate holds; narrow integers four bytes (two words) per ud mov.
 * Only counts them unless `emitting`. */
static int materialise_movs(struct function_context *fc,
                            const uint64_t *source, int n, enum visa_type want,
                            int var, bool emitting)
{
    uint64_t *elements = xcalloc((size_t)n, sizeof *elements);
    memcpy(elements, source, (size_t)n * sizeof *elements);
    int size = visa_type_size(want);
    if (size < 4 && (n * size) % 4 == 0 && !visa_type_is_float(want)) {
        int per_dword = 4 / size;
        int dwords = n / per_dword;
        for (int d = 0; d < dwords; d++) {
            uint64_t word = 0;
            for (int k = per_dword - 1; k >= 0; k--)
                word = (word << (8 * size)) |
                       (elements[d * per_dword + k] &
                        ((UINT64_C(1) << (8 * size)) - 1));
            elements[d] = word;
        }
        n = dwords;
        want = VISA_TYPE_UD;
        size = 4;
        if (emitting)
            var = typed_var(fc, var, VISA_TYPE_UD);
    }
    int group = want == VISA_TYPE_F ? 4 : 8;
    int count = 0;
    for (int i = 0; i < n; count++) {
        int run = 1;
        while (i + run < n && elements[i + run] == elements[i])
            run++;
        struct visa_operand source_operand = visa_imm(want, elements[i]);
        if (run < group && i + group <= n &&
            packed_immediate(elements, i, group, want, &source_operand))
            run = group;
        if (emitting) {
            struct visa_inst mov = visa_inst_make(VISA_OP_MOV, run);
            mov.dst = visa_direct(var, want, i * size, run, run, 1);
            mov.num_srcs = 1;
            mov.src[0] = source_operand;
            emit(fc, &mov);
        }
        i += run;
    }
    free(elements);
    return count;
}

static uint64_t gcd64(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* An integer vector whose elements are base + step * k, each k in 0..15
 * (lane offsets repeating 16, 20, 24, 28 ...): a packed UV immediate per
 * eight elements, one mul (none for step 1) and one add, when that takes
 * fewer instructions than materialise_movs. */
static bool materialise_affine(struct function_context *fc,
                               const uint64_t *elements, int n,
                               enum visa_type want, struct visa_operand *out)
{
    int size = visa_type_size(want);
    if (visa_type_is_float(want) || want == VISA_TYPE_BOOL ||
        (size != 2 && size != 4) || n % 8 != 0)
        return false;
    int64_t lowest = INT64_MAX;
    int64_t *values = xcalloc((size_t)n, sizeof *values);
    for (int i = 0; i < n; i++) {
        values[i] = size == 2 ? (int16_t)elements[i] : (int32_t)elements[i];
        if (values[i] < lowest)
            lowest = values[i];
    }
    /* Step 1 when the differences fit the immediate themselves (no mul:
     * 16, 20, 24, 28 is 0, 4, 8, 12 + 16), else their common divisor. */
    uint64_t step = 0;
    bool small = true;
    for (int i = 0; i < n; i++) {
        step = gcd64(step, (uint64_t)(values[i] - lowest));
        small = small && values[i] - lowest <= 15;
    }
    if (small && step != 0)
        step = 1;
    uint64_t *packed = xcalloc((size_t)n, sizeof *packed);
    bool fits = step != 0;
    for (int i = 0; i < n && fits; i++) {
        packed[i] = (uint64_t)(values[i] - lowest) / (step ? step : 1);
        fits = packed[i] <= 15;
    }
    int cost = n / 8 + (step != 1) + (lowest != 0);
    bool cheaper = fits && cost < materialise_movs(fc, elements, n, want, -1, false);
    if (cheaper) {
        int var = codegen_temp(fc, want, n);
        for (int i = 0; i < n; i += 8) {
            struct visa_inst mov = visa_inst_make(VISA_OP_MOV, 8);
            mov.dst = visa_direct(var, want, i * size, 8, 8, 1);
            mov.num_srcs = 1;
            packed_immediate(packed, i, 8, want, &mov.src[0]);
            emit(fc, &mov);
        }
        struct visa_operand whole = full_region(var, want, n);
        scale_and_offset(fc, whole, n, want, step, (uint64_t)lowest);
        *out = whole;
    }
    free(values);
    free(packed);
    return cheaper;
}

static struct visa_operand build_constant(struct function_context *fc,
                                          LLVMValueRef c, enum visa_type want,
                                          int n, bool for_entry);

/* Constant `c` as an operand: an immediate, or a variable it is built in
 * (once per straight-line stretch of a block). */
static struct visa_operand read_constant(struct function_context *fc,
                                         LLVMValueRef c, enum visa_type want,
                                         int n)
{
    const struct materialised_constant *earlier =
        find_materialised(fc, c, want, n);
    if (earlier)
        return earlier->operand;
    int bytes = n * visa_type_size(want);
    bool hoist = fc->current_instruction && is_hoisted_constant(fc, c) &&
                 bytes <= fc->hoisted_bytes_left;
    size_t first = fc->kernel->inst_count;
    struct visa_operand operand = build_constant(fc, c, want, n, hoist);
    if (operand.kind != VISA_OPND_DIRECT)
        return operand;
    if (hoist) {
        move_to_entry(fc, first);
        fc->hoisted_bytes_left -= bytes;
    }
    remember_materialised(fc, c, want, n, operand, hoist);
    return operand;
}

/* Whether materialised constant `m` may be read here: built at the
 * entry, or (unless the new constant goes to the entry, `for_entry`)
 * earlier in this straight-line stretch. */
static bool materialised_here(struct function_context *fc,
                              const struct materialised_constant *m,
                              bool for_entry)
{
    if (!m->block)
        return true;
    return !for_entry && fc->current_instruction &&
           m->block == LLVMGetInstructionParent(fc->current_instruction) &&
           m->straight_line == fc->straight_line;
}

/* An integer vector constant that differs from one already built (and
 * readable here) by the same amount k in every element: one add of k to
 * it (offsets base + 64 from offsets built at the entry), when the
 * constant is no single packed immediate. */
static bool materialise_from_earlier(struct function_context *fc,
                                     const uint64_t *elements, int n,
                                     enum visa_type want, bool for_entry,
                                     struct visa_operand *out)
{
    int size = visa_type_size(want);
    struct visa_operand packed;
    if (visa_type_is_float(want) || want == VISA_TYPE_BOOL ||
        (size != 2 && size != 4) ||
        (n <= 8 && packed_immediate(elements, 0, n, want, &packed)))
        return false;
    uint64_t mask = (UINT64_C(1) << (8 * size)) - 1;
    for (size_t m = 0; m < fc->constant_count; m++) {
        const struct materialised_constant *earlier = &fc->constants[m];
        if (earlier->type != want || earlier->n != n ||
            earlier->operand.kind != VISA_OPND_DIRECT ||
            LLVMGetTypeKind(LLVMTypeOf(earlier->constant)) !=
                LLVMVectorTypeKind ||
            !materialised_here(fc, earlier, for_entry))
            continue;
        uint64_t k = 0;
        bool same_difference = true;
        for (int i = 0; i < n && same_difference; i++) {
            uint64_t bits;
            if (!vector_element_bits(earlier->constant, i, want, &bits))
                same_difference = false;
            else if (i == 0)
                k = (elements[0] - bits) & mask;
            else
                same_difference = ((elements[i] - bits) & mask) == k;
        }
        if (!same_difference || k == 0)
            continue;
        int var = codegen_temp(fc, want, n);
        struct visa_inst add = visa_inst_make(VISA_OP_ADD, n);
        add.dst = visa_direct(var, want, 0, n, n, 1);
        add.num_srcs = 2;
        add.src[0] = earlier->operand;
        add.src[1] = visa_imm(want, k);
        emit(fc, &add);
        *out = full_region(var, want, n);
        return true;
    }
    return false;
}

static struct visa_operand build_constant(struct function_context *fc,
                                          LLVMValueRef c, enum visa_type want,
                                          int n, bool for_entry)
{
    uint64_t bits = 0;
    if (LLVMGetTypeKind(LLVMTypeOf(c)) != LLVMVectorTypeKind) {
        if (!scalar_constant_bits(c, want, &bits))
            codegen_error(fc, "backend: this kind of constant is not "
                              "supported yet");
        return visa_imm(want, bits);
    }
    uint64_t *elements = xcalloc((size_t)n, sizeof *elements);
    bool splat = true;
    for (int i = 0; i < n; i++) {
        if (!vector_element_bits(c, i, want, &elements[i])) {
            codegen_error(fc, "backend: this kind of vector constant is not "
                              "supported yet");
            free(elements);
            return visa_imm(want, 0);
        }
        if (elements[i] != elements[0])
            splat = false;
    }
    if (splat) {
        struct visa_operand op = visa_imm(want, elements[0]);
        free(elements);
        return op;
    }
    struct visa_operand derived;
    if (materialise_from_earlier(fc, elements, n, want, for_entry, &derived)) {
        free(elements);
        return derived;
    }
    struct visa_operand sequence;
    if (materialise_sequence(fc, elements, n, want, &sequence)) {
        free(elements);
        return sequence;
    }
    struct visa_operand affine;
    if (materialise_affine(fc, elements, n, want, &affine)) {
        free(elements);
        return affine;
    }
    int var = codegen_temp(fc, want, n);
    materialise_movs(fc, elements, n, want, var, true);
    free(elements);
    return full_region(var, want, n);
}

/* ---- reading values ---------------------------------------------------- */

static void apply_region_to_operand(struct visa_operand *op,
                                    const struct region *r)
{
    op->byte_offset += r->byte_offset;
    op->vstride = r->vstride;
    op->width = r->width;
    op->hstride = r->hstride;
}

struct visa_operand read_value(struct function_context *fc, LLVMValueRef v,
                               enum visa_type want)
{
    int n = genx_num_elements(LLVMTypeOf(v));
    if (LLVMIsConstant(v))
        return read_constant(fc, v, want, n);
    struct value_info *info = value_info_of(fc, v);
    if (!info) {
        codegen_error(fc, "backend: operand kind not supported yet");
        return visa_imm(want, 0);
    }
    switch (info->kind) {
    case VALUE_REGISTER:
        if (info->var < 0)
            break;
        return full_region(typed_var(fc, info->var, want), want, n);
    case VALUE_VIEW: {
        struct visa_operand op = read_value(fc, info->view_source, want);
        if (op.kind != VISA_OPND_DIRECT)
            break;
        apply_region_to_operand(&op, &info->view);
        return op;
    }
    case VALUE_PREDEFINED: {
        const struct visa_var *var = &fc->kernel->vars[info->fixed_var];
        return visa_direct(info->fixed_var, var->type, 0, 0, 1, 0);
    }
    case VALUE_SURFACE:
        if (!info->has_index_copy)
            break;
        return full_region(typed_var(fc, info->index_copy_var, want), want, n);
    default:
        break;
    }
    codegen_error(fc, "backend: internal error: value cannot be read "
                      "(kind %d)", (int)info->kind);
    return visa_imm(want, 0);
}

/* Element `k` of a logical operand, as a scalar operand. */
static struct visa_operand element_of(struct visa_operand op, int k, int size)
{
    if (op.kind == VISA_OPND_DIRECT || op.kind == VISA_OPND_INDIRECT) {
        int width = op.width > 0 ? op.width : 1;
        op.byte_offset += ((k / width) * op.vstride + (k % width) * op.hstride) *
                          size;
        op.vstride = 0;
        op.width = 1;
        op.hstride = 0;
    }
    return op;
}

/* A copy of logical operand `op` (n elements) in a fresh variable. */
struct visa_operand copy_to_temp(struct function_context *fc,
                                        struct visa_operand op,
                                        enum visa_type type, int n)
{
    int var = codegen_temp(fc, type, n);
    struct visa_inst mov = visa_inst_make(VISA_OP_MOV, n);
    mov.dst = visa_direct(var, type, 0, n, n, 1);
    mov.num_srcs = 1;
    mov.src[0] = op;
    emit(fc, &mov);
    return full_region(var, type, n);
}

static bool is_1d_contiguous(const struct visa_operand *op, int n)
{
    return op->kind == VISA_OPND_DIRECT &&
           (n == 1 || (op->hstride == 1 &&
                       (op->width >= n || op->vstride == op->width)));
}

/* ---- predicates -------------------------------------------------------- */

static int round_up_pow2(int n)
{
    int p = 1;
    while (p < n)
        p *= 2;
    return p;
}

/* A predicate of n elements set from `words` (bit i of word i / 32 is
 * element i): one setp per 32 elements, since a predicate of more than
 * 32 elements is a group of 32-element ones (visa_add_predicate). */
static int predicate_from_words(struct function_context *fc,
                                const uint32_t *words, int n)
{
    int exec = n > 32 ? 32 : round_up_pow2(n);
    int pred = visa_add_predicate(fc->kernel, n > 32 ? n : exec);
    for (int chunk = 0; chunk * 32 < n; chunk++) {
        struct visa_inst setp = visa_inst_make(VISA_OP_SETP, exec);
        setp.dst = visa_pred_operand(pred + chunk);
        setp.num_srcs = 1;
        setp.src[0] = visa_imm(exec > 16 ? VISA_TYPE_UD : VISA_TYPE_UW,
                               words[chunk]);
        emit(fc, &setp);
    }
    return pred;
}

/* A predicate of n elements all equal to `value`. */
static int predicate_uniform(struct function_context *fc, bool value, int n)
{
    int count = (n + 31) / 32;
    uint32_t *words = xcalloc((size_t)count, sizeof *words);
    for (int i = 0; i < n; i++)
        if (value)
            words[i / 32] |= 1u << (i % 32);
    int pred = predicate_from_words(fc, words, n);
    free(words);
    return pred;
}

/* The predicate variable holding i1 value `v` (n elements). */
int predicate_for(struct function_context *fc, LLVMValueRef v, int n)
{
    if (LLVMIsConstant(v)) {
        uint32_t *words = xcalloc((size_t)(n + 31) / 32, sizeof *words);
        for (int i = 0; i < n; i++) {
            uint64_t element = 0;
            bool ok = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind
                          ? vector_element_bits(v, i, VISA_TYPE_UD, &element)
                          : scalar_constant_bits(v, VISA_TYPE_UD, &element);
            if (!ok)
                codegen_error(fc, "backend: unsupported predicate constant");
            if (element & 1)
                words[i / 32] |= 1u << (i % 32);
        }
        int pred = predicate_from_words(fc, words, n);
        free(words);
        return pred;
    }
    struct value_info *info = value_info_of(fc, v);
    if (!info || info->kind != VALUE_REGISTER || info->var < 0) {
        codegen_error(fc, "backend: this kind of predicate operand is not "
                          "supported yet");
        return -1;
    }
    return info->var;
}

/* A predicate of n elements all equal to scalar i1 `v`. */
static int predicate_broadcast(struct function_context *fc, LLVMValueRef v,
                               int n)
{
    if (n == 1 || LLVMIsConstant(v)) {
        if (n == 1)
            return predicate_for(fc, v, 1);
        uint64_t bit = 0;
        scalar_constant_bits(v, VISA_TYPE_UD, &bit);
        return predicate_uniform(fc, bit & 1, n);
    }
    int scalar = predicate_for(fc, v, 1);
    if (scalar < 0)
        return -1;
    int flag = codegen_temp(fc, VISA_TYPE_UW, 1);
    struct visa_inst sel = visa_inst_make(VISA_OP_SEL, 1);
    sel.pred_var = scalar;
    sel.dst = visa_dst(flag, VISA_TYPE_UW, 0, 1);
    sel.num_srcs = 2;
    sel.src[0] = visa_imm(VISA_TYPE_UW, 1);
    sel.src[1] = visa_imm(VISA_TYPE_UW, 0);
    emit(fc, &sel);
    int pred = visa_add_predicate(fc->kernel, n);
    struct visa_inst cmp = visa_inst_make(VISA_OP_CMP, n);
    cmp.cond = VISA_COND_NE;
    cmp.dst = visa_pred_operand(pred);
    cmp.num_srcs = 2;
    cmp.src[0] = visa_direct(flag, VISA_TYPE_UW, 0, 0, 1, 0);
    cmp.src[1] = visa_imm(VISA_TYPE_UW, 0);
    emit(fc, &cmp);
    return pred;
}

static bool is_all_ones_mask(LLVMValueRef mask)
{
    if (!mask)
        return true;
    if (!LLVMIsConstant(mask))
        return false;
    int n = genx_num_elements(LLVMTypeOf(mask));
    for (int i = 0; i < n; i++) {
        uint64_t bit = 0;
        bool ok = LLVMGetTypeKind(LLVMTypeOf(mask)) == LLVMVectorTypeKind
                      ? vector_element_bits(mask, i, VISA_TYPE_UD, &bit)
                      : scalar_constant_bits(mask, VISA_TYPE_UD, &bit);
        if (!ok || !(bit & 1))
            return false;
    }
    return true;
}

/* ---- destinations ------------------------------------------------------ */

struct dst_target target_of(struct function_context *fc, LLVMValueRef v,
                            enum visa_type type)
{
    struct dst_target target;
    memset(&target, 0, sizeof target);
    target.pred_var = -1;
    struct value_info *info = value_info_of(fc, v);
    if (!info || info->kind != VALUE_REGISTER || info->var < 0) {
        codegen_error(fc, "backend: internal error: no variable for a result");
        target.op = visa_dst(0, type, 0, 1);
        target.num_elts = 1;
        return target;
    }
    int var = typed_var(fc, info->var, type);
    int n = visa_var_bytes(fc->kernel, var) / visa_type_size(type);
    if (fc->kernel->vars[var].kind == VISA_VAR_PREDICATE) {
        target.op = visa_pred_operand(var);
        target.num_elts = genx_num_elements(LLVMTypeOf(v));
        return target;
    }
    target.op = visa_direct(var, type, 0, n, n, 1);
    target.num_elts = n;
    return target;
}

struct dst_target retarget(struct function_context *fc,
                           const struct dst_target *target,
                           enum visa_type type)
{
    struct dst_target result = *target;
    if (result.op.kind == VISA_OPND_DIRECT)
        result.op.var = typed_var(fc, result.op.var, type);
    result.op.type = type;
    return result;
}

static void set_target(struct visa_inst *inst, const struct dst_target *target)
{
    inst->dst = target->op;
    inst->saturate = inst->saturate || target->saturate;
    inst->pred_var = target->pred_var;
    inst->pred_invert = target->pred_invert;
    if (target->under_hw_mask)
        inst->no_mask = false;
}

void emit_mov(struct function_context *fc, const struct dst_target *target,
              struct visa_operand src)
{
    struct visa_inst mov = visa_inst_make(VISA_OP_MOV, target->num_elts);
    set_target(&mov, target);
    mov.num_srcs = 1;
    mov.src[0] = src;
    emit(fc, &mov);
}

/* ---- indirect addressing ----------------------------------------------- */

/* The A variable that addresses `root`.  One A variable for every
 * variable would make GenX_IR's points-to analysis count each indirect
 * operand as a use of all of them, keeping every indirectly accessed
 * variable live (and unspillable) across the whole kernel: an -O0 kernel
 * whose loops index several arrays then fails register allocation. */
static int address_register(struct function_context *fc, int root)
{
    for (size_t i = 0; i < fc->address_count; i++)
        if (fc->address_registers[i].root == root)
            return fc->address_registers[i].address;
    if (fc->address_count == fc->address_capacity) {
        fc->address_capacity =
            fc->address_capacity ? 2 * fc->address_capacity : 8;
        fc->address_registers =
            xrealloc(fc->address_registers,
                     fc->address_capacity * sizeof *fc->address_registers);
    }
    int address = visa_add_address(fc->kernel, 1);
    fc->address_registers[fc->address_count++] =
        (struct address_register){.root = root, .address = address};
    return address;
}

/* GenX_IR keeps a variable accessed at a variable offset in registers
 * (it spills other variables, never one whose address is taken), so such
 * a variable must fit beside the thread header and the registers spill
 * code needs: 125 of the 128 GRFs (measured with igc 1.0.12504 on TGLLP
 * and DG2: 4000 bytes finalize, 4016 bytes are "NOT enough").  A located
 * error instead of vISA that GenX_IR cannot register-allocate.  The
 * variables live together at each access, with its operands, are checked
 * after legalization (indirect_pressure.c). */
enum { INDIRECT_VARIABLE_MAX_GRFS = GRF_COUNT - 3 };

static void check_indirect_size(struct function_context *fc, int root)
{
    const struct visa_var *variable = &fc->kernel->vars[root];
    long long bytes =
        (long long)variable->num_elts * visa_type_size(variable->type);
    long long limit =
        (long long)INDIRECT_VARIABLE_MAX_GRFS * fc->cg->platform->grf_bytes;
    if (bytes > limit)
        codegen_error(fc,
                      "an object of %lld bytes accessed at a variable index "
                      "must stay in registers (GenX_IR cannot spill it), and "
                      "at most %lld bytes (%d of the %d GRF registers) can "
                      "hold it; split it or index it with constants",
                      bytes, limit, INDIRECT_VARIABLE_MAX_GRFS, GRF_COUNT);
}

/* A = &var[base] + offset_value * scale; returns the address variable. */
static int compute_address(struct function_context *fc, int var, int base,
                           LLVMValueRef offset_value, int scale)
{
    int root_offset;
    int root = visa_var_root(fc->kernel, var, &root_offset);
    bool first_access = true;
    for (size_t i = 0; i < fc->address_count; i++)
        first_access = first_access && fc->address_registers[i].root != root;
    if (first_access)
        check_indirect_size(fc, root);
    int address_var = address_register(fc, root);
    LLVMTypeRef offset_type = LLVMTypeOf(offset_value);
    int offset_bytes = LLVMGetTypeKind(offset_type) == LLVMIntegerTypeKind
                           ? (int)LLVMGetIntTypeWidth(offset_type) / 8
                           : 4;
    struct visa_operand offset;
    if (scale == 1 && offset_bytes == 2) {
        offset = read_value(fc, offset_value, VISA_TYPE_UW);
    } else {
        enum visa_type type = offset_bytes >= 4 ? VISA_TYPE_UD : VISA_TYPE_UW;
        int scaled = codegen_temp(fc, VISA_TYPE_UW, 1);
        struct visa_inst mul = visa_inst_make(VISA_OP_MUL, 1);
        mul.dst = visa_dst(scaled, VISA_TYPE_UW, 0, 1);
        mul.num_srcs = 2;
        mul.src[0] = read_value(fc, offset_value, type);
        mul.src[1] = visa_imm(VISA_TYPE_UW, (uint64_t)scale);
        emit(fc, &mul);
        offset = visa_direct(scaled, VISA_TYPE_UW, 0, 0, 1, 0);
    }
    struct visa_inst add = visa_inst_make(VISA_OP_ADDR_ADD, 1);
    add.dst.kind = VISA_OPND_ADDRESS;
    add.dst.var = address_var;
    add.dst.width = 1;
    add.num_srcs = 2;
    add.src[0].kind = VISA_OPND_ADDRESS_OF;
    add.src[0].var = root;
    add.src[0].byte_offset = root_offset + base;
    add.src[1] = offset;
    emit(fc, &add);
    return address_var;
}

static struct visa_operand indirect_operand(int address, enum visa_type type,
                                            const struct region *r)
{
    struct visa_operand op;
    memset(&op, 0, sizeof op);
    op.kind = VISA_OPND_INDIRECT;
    op.var = address;
    op.type = type;
    op.vstride = r->vstride;
    op.width = r->width;
    op.hstride = r->hstride;
    return op;
}

/* ---- regions ----------------------------------------------------------- */

/* Apply a constant region to a logical operand of `n` elements. */
static struct visa_operand region_of_operand(struct function_context *fc,
                                             struct visa_operand op, int n,
                                             const struct region *r,
                                             enum visa_type type)
{
    int size = visa_type_size(type);
    if (op.kind == VISA_OPND_IMMEDIATE)
        return op;
    struct region inner;
    memset(&inner, 0, sizeof inner);
    inner.num_elts = n;
    inner.vstride = op.vstride;
    inner.width = op.width > 0 ? op.width : 1;
    inner.hstride = op.hstride;
    inner.byte_offset = 0;
    struct region composed;
    if (!region_compose(&inner, r, size, &composed)) {
        op = copy_to_temp(fc, op, type, n);
        inner.vstride = op.vstride;
        inner.width = op.width;
        inner.hstride = op.hstride;
        region_compose(&inner, r, size, &composed);
    }
    op.byte_offset += composed.byte_offset;
    op.vstride = composed.vstride;
    op.width = composed.width;
    op.hstride = composed.hstride;
    return op;
}

void emit_region_read(struct function_context *fc, LLVMValueRef call,
                      const struct dst_target *target)
{
    LLVMValueRef source = LLVMGetOperand(call, 0);
    enum visa_type type = element_type_of(fc, call);
    int n = genx_num_elements(LLVMTypeOf(call));
    int source_n = genx_num_elements(LLVMTypeOf(source));
    struct region r;
    if (!genx_read_region(call, 1, n, &r)) {
        codegen_error(fc, "backend: rdregion with non-constant region "
                          "parameters");
        return;
    }
    struct visa_operand op = read_value(fc, source, type);
    struct dst_target t = retarget(fc, target, type);
    if (!r.variable_offset) {
        emit_mov(fc, &t, region_of_operand(fc, op, source_n, &r, type));
        return;
    }
    if (op.kind == VISA_OPND_IMMEDIATE) {
        emit_mov(fc, &t, op);
        return;
    }
    if (!is_1d_contiguous(&op, source_n))
        op = copy_to_temp(fc, op, type, source_n);
    int address = compute_address(fc, op.var, op.byte_offset,
                                  r.variable_offset, 1);
    emit_mov(fc, &t, indirect_operand(address, type, &r));
}

static void select_instruction(struct function_context *fc, LLVMValueRef inst,
                               const struct dst_target *target);

void emit_region_write(struct function_context *fc, LLVMValueRef call,
                       LLVMValueRef old_value, LLVMValueRef new_value,
                       const struct region *region, LLVMValueRef mask)
{
    struct value_info *info = value_info_of(fc, call);
    enum visa_type type = element_type_of(fc, call);
    if (type == VISA_TYPE_BOOL) {
        codegen_error(fc, "backend: region writes of predicates are not "
                          "supported yet");
        return;
    }
    int result = value_index(fc, call);
    struct value_info *old_info = value_info_of(fc, old_value);
    bool same_variable = old_info && old_info->kind == VALUE_REGISTER &&
                         value_class(fc, value_index(fc, old_value)) ==
                             value_class(fc, result);
    bool overwrites_all =
        genx_region_is_whole(region, genx_num_elements(LLVMTypeOf(call))) &&
        is_all_ones_mask(mask);
    if (!same_variable && !LLVMIsUndef(old_value) && !overwrites_all) {
        struct dst_target whole = target_of(fc, call, type);
        emit_mov(fc, &whole, read_value(fc, old_value, type));
    }
    int var = typed_var(fc, info->var, type);
    struct dst_target target;
    memset(&target, 0, sizeof target);
    target.num_elts = region->num_elts;
    target.pred_var = -1;
    if (!region->variable_offset) {
        target.op = visa_direct(var, type, region->byte_offset,
                                region->vstride, region->width,
                                region->hstride);
    } else {
        int scale = LLVMIsAInsertElementInst(call) ? visa_type_size(type) : 1;
        int address = compute_address(fc, var, 0, region->variable_offset, scale);
        target.op = indirect_operand(address, type, region);
    }
    if (!is_all_ones_mask(mask)) {
        target.pred_var =
            LLVMGetTypeKind(LLVMTypeOf(mask)) == LLVMVectorTypeKind
                ? predicate_for(fc, mask, region->num_elts)
                : predicate_broadcast(fc, mask, region->num_elts);
    }
    struct value_info *child = value_info_of(fc, new_value);
    if (overwrites_all && child && child->kind == VALUE_REGISTER &&
        value_class(fc, value_index(fc, new_value)) == value_class(fc, result))
        return; /* the new value is already in the result's variable */
    if (child && child->kind == VALUE_BALED && child->bale_head == call)
        select_instruction(fc, new_value, &target);
    else
        emit_mov(fc, &target, read_value(fc, new_value, type));
}

/* ---- messages in place ---------------------------------------------------- */

/* A raw operand at byte `offset` of variable `var`, if that is a GRF
 * boundary of a GRF-aligned variable (what a message operand needs). */
static bool grf_aligned_raw(struct function_context *fc, int var, int offset,
                            struct visa_operand *out)
{
    int root_offset;
    int root = visa_var_root(fc->kernel, var, &root_offset);
    int grf = fc->cg->platform->grf_bytes;
    if (fc->kernel->vars[root].align_bytes < grf ||
        (root_offset + offset) % grf != 0)
        return false;
    *out = visa_raw(root, root_offset + offset);
    return true;
}

/* The region a baled message result is written to (its wrregion's). */
static bool baled_message_region(struct function_context *fc,
                                 LLVMValueRef call, int *var,
                                 struct region *region)
{
    struct value_info *info = value_info_of(fc, call);
    if (!info || info->kind != VALUE_BALED)
        return false;
    LLVMValueRef head = info->bale_head;
    struct value_info *head_info = value_info_of(fc, head);
    *var = head_info->var;
    return genx_read_region(head, 2, genx_num_elements(LLVMTypeOf(call)),
                            region);
}

struct visa_operand message_destination(struct function_context *fc,
                                        LLVMValueRef call)
{
    int var;
    struct region region;
    struct visa_operand dst;
    if (!baled_message_region(fc, call, &var, &region))
        return visa_raw(raw_var_of(fc, call), 0);
    if (grf_aligned_raw(fc, var, region.byte_offset, &dst))
        return dst;
    enum visa_type type = element_type_of(fc, call);
    return visa_raw(codegen_temp(fc, type, genx_num_elements(LLVMTypeOf(call))),
                    0);
}

void finish_message_destination(struct function_context *fc,
                                LLVMValueRef call, struct visa_operand dst)
{
    int var;
    struct region region;
    struct visa_operand in_place;
    int dst_base;
    int dst_root = visa_var_root(fc->kernel, dst.var, &dst_base);
    if (!baled_message_region(fc, call, &var, &region) ||
        (grf_aligned_raw(fc, var, region.byte_offset, &in_place) &&
         in_place.var == dst_root &&
         in_place.byte_offset == dst_base + dst.byte_offset))
        return; /* written in place (dst may be a typed alias of it) */
    enum visa_type type = element_type_of(fc, call);
    struct dst_target target;
    memset(&target, 0, sizeof target);
    target.num_elts = region.num_elts;
    target.pred_var = -1;
    target.op = visa_direct(typed_var(fc, var, type), type, region.byte_offset,
                            region.vstride, region.width, region.hstride);
    emit_mov(fc, &target, full_region(dst.var, type, region.num_elts));
}

struct visa_operand message_source(struct function_context *fc,
                                   LLVMValueRef v)
{
    struct value_info *info = value_info_of(fc, v);
    struct visa_operand raw;
    if (info && info->kind == VALUE_VIEW &&
        genx_region_is_contiguous(&info->view)) {
        struct value_info *source = value_info_of(fc, info->view_source);
        if (source && source->kind == VALUE_REGISTER && source->var >= 0 &&
            grf_aligned_raw(fc, source->var, info->view.byte_offset, &raw))
            return raw;
    }
    return visa_raw(raw_var_of(fc, v), 0);
}

/* ---- arithmetic -------------------------------------------------------- */

struct binary_op {
    LLVMOpcode llvm;
    enum visa_opcode visa;
    char sign;       /* 's' signed, 'u' unsigned, 'f' float */
    bool negate_src1;
};

static const struct binary_op binary_ops[] = {
    {LLVMAdd, VISA_OP_ADD, 's', false},  {LLVMSub, VISA_OP_ADD, 's', true},
    {LLVMMul, VISA_OP_MUL, 's', false},  {LLVMSDiv, VISA_OP_DIV, 's', false},
    {LLVMUDiv, VISA_OP_DIV, 'u', false}, {LLVMSRem, VISA_OP_MOD, 's', false},
    {LLVMURem, VISA_OP_MOD, 'u', false}, {LLVMShl, VISA_OP_SHL, 's', false},
    {LLVMLShr, VISA_OP_SHR, 'u', false}, {LLVMAShr, VISA_OP_ASR, 's', false},
    {LLVMAnd, VISA_OP_AND, 's', false},  {LLVMOr, VISA_OP_OR, 's', false},
    {LLVMXor, VISA_OP_XOR, 's', false},  {LLVMFAdd, VISA_OP_ADD, 'f', false},
    {LLVMFSub, VISA_OP_ADD, 'f', true},  {LLVMFMul, VISA_OP_MUL, 'f', false},
    {LLVMFDiv, VISA_OP_DIV, 'f', false},
};

static struct visa_operand negate(struct visa_operand op)
{
    if (op.kind == VISA_OPND_IMMEDIATE) {
        int size = visa_type_size(op.type);
        if (visa_type_is_float(op.type))
            op.imm ^= UINT64_C(1) << (size * 8 - 1);
        else
            op.imm = (uint64_t)0 - op.imm;
        return op;
    }
    switch (op.modifier) {
    case VISA_MOD_NONE: op.modifier = VISA_MOD_NEG; break;
    case VISA_MOD_NEG: op.modifier = VISA_MOD_NONE; break;
    case VISA_MOD_ABS: op.modifier = VISA_MOD_NEG_ABS; break;
    case VISA_MOD_NEG_ABS: op.modifier = VISA_MOD_ABS; break;
    default: break;
    }
    return op;
}

static void select_predicate_logic(struct function_context *fc,
                                   LLVMValueRef inst)
{
    LLVMOpcode opcode = LLVMGetInstructionOpcode(inst);
    int n = genx_num_elements(LLVMTypeOf(inst));
    struct dst_target target = target_of(fc, inst, VISA_TYPE_BOOL);
    LLVMValueRef a = LLVMGetOperand(inst, 0), b = LLVMGetOperand(inst, 1);
    if (opcode == LLVMXor && is_all_ones_mask(b)) {
        struct visa_inst not_inst = visa_inst_make(VISA_OP_NOT, n);
        not_inst.dst = target.op;
        not_inst.num_srcs = 1;
        not_inst.src[0] = visa_pred_operand(predicate_for(fc, a, n));
        emit(fc, &not_inst);
        return;
    }
    enum visa_opcode op = opcode == LLVMAnd  ? VISA_OP_AND
                          : opcode == LLVMOr ? VISA_OP_OR
                          : opcode == LLVMXor ? VISA_OP_XOR
                                              : VISA_OP_LABEL;
    if (op == VISA_OP_LABEL) {
        codegen_error(fc, "backend: this operation on i1 values is not "
                          "supported yet");
        return;
    }
    struct visa_inst logic = visa_inst_make(op, n);
    logic.dst = target.op;
    logic.num_srcs = 2;
    logic.src[0] = visa_pred_operand(predicate_for(fc, a, n));
    logic.src[1] = visa_pred_operand(predicate_for(fc, b, n));
    emit(fc, &logic);
}

static void select_binary(struct function_context *fc, LLVMValueRef inst,
                          const struct dst_target *target)
{
    LLVMOpcode opcode = LLVMGetInstructionOpcode(inst);
    enum visa_type element = element_type_of(fc, inst);
    if (element == VISA_TYPE_BOOL) {
        select_predicate_logic(fc, inst);
        return;
    }
    const struct binary_op *op = NULL;
    for (size_t i = 0; i < sizeof binary_ops / sizeof binary_ops[0]; i++)
        if (binary_ops[i].llvm == opcode)
            op = &binary_ops[i];
    if (opcode == LLVMFRem) {
        select_frem(fc, inst, target);
        return;
    }
    if (!op) {
        codegen_error(fc, "backend: this binary operator is not supported "
                          "yet");
        return;
    }
    enum visa_type type = with_sign(element, op->sign != 'u');
    if (op->visa == VISA_OP_MUL && visa_type_size(type) == 8 &&
        !visa_type_is_float(type)) {
        select_multiply_64(fc, inst, target);
        return;
    }
    if (op->visa == VISA_OP_DIV && type == VISA_TYPE_DF &&
        !fc->cg->platform->has_double) {
        codegen_error(fc, "backend: division of double is not supported on "
                          "%s (no double-precision hardware)",
                      fc->cg->platform->name);
        return;
    }
    if ((op->visa == VISA_OP_DIV || op->visa == VISA_OP_MOD) &&
        !visa_type_is_float(type) &&
        (!fc->cg->platform->has_integer_divide || visa_type_size(type) == 8)) {
        select_integer_divide(fc, inst, target, op->sign == 's',
                              op->visa == VISA_OP_MOD);
        return;
    }
    struct dst_target dst = retarget(fc, target, type);
    struct visa_inst out = visa_inst_make(op->visa, dst.num_elts);
    set_target(&out, &dst);
    out.num_srcs = 2;
    out.src[0] = read_value(fc, LLVMGetOperand(inst, 0), type);
    out.src[1] = read_value(fc, LLVMGetOperand(inst, 1), type);
    if (op->negate_src1)
        out.src[1] = negate(out.src[1]);
    if (op->negate_src1 && op->sign != 'f' &&
        out.src[0].kind == VISA_OPND_IMMEDIATE && out.src[0].imm == 0 &&
        out.src[1].kind != VISA_OPND_IMMEDIATE) {
        emit_mov(fc, &dst, out.src[1]); /* 0 - x: a negating mov */
        return;
    }
    if (out.src[0].kind == VISA_OPND_IMMEDIATE &&
        out.src[1].kind == VISA_OPND_IMMEDIATE) {
        /* Both constant (only at -O0): keep one immediate, move the other. */
        int n = dst.num_elts;
        out.src[0] = copy_to_temp(fc, out.src[0], type, n);
    }
    emit(fc, &out);
}

static void select_fneg(struct function_context *fc, LLVMValueRef inst,
                        const struct dst_target *target)
{
    enum visa_type type = element_type_of(fc, inst);
    struct dst_target dst = retarget(fc, target, type);
    emit_mov(fc, &dst, negate(read_value(fc, LLVMGetOperand(inst, 0), type)));
}

/* ---- comparisons and select -------------------------------------------- */

static void emit_cmp(struct function_context *fc, enum visa_cond cond,
                     int pred, struct visa_operand a, struct visa_operand b,
                     int n, enum visa_type type)
{
    if (a.kind == VISA_OPND_IMMEDIATE && b.kind == VISA_OPND_IMMEDIATE)
        a = copy_to_temp(fc, a, type, n);
    struct visa_inst cmp = visa_inst_make(VISA_OP_CMP, n);
    cmp.cond = cond;
    cmp.dst = visa_pred_operand(pred);
    cmp.num_srcs = 2;
    cmp.src[0] = a;
    cmp.src[1] = b;
    emit(fc, &cmp);
}

/* dst = op(a, b) on predicates (b < 0: a unary op), n channels. */
void emit_predicate_logic(struct function_context *fc, enum visa_opcode op,
                          int dst, int a, int b, int n)
{
    struct visa_inst logic = visa_inst_make(op, n);
    logic.dst = visa_pred_operand(dst);
    logic.num_srcs = b < 0 ? 1 : 2;
    logic.src[0] = visa_pred_operand(a);
    if (b >= 0)
        logic.src[1] = visa_pred_operand(b);
    emit(fc, &logic);
}

static void select_icmp(struct function_context *fc, LLVMValueRef inst)
{
    LLVMValueRef a = LLVMGetOperand(inst, 0), b = LLVMGetOperand(inst, 1);
    int n = genx_num_elements(LLVMTypeOf(inst));
    enum visa_type element = element_type_of(fc, a);
    if (element == VISA_TYPE_BOOL) {
        codegen_error(fc, "backend: comparisons of i1 values are not "
                          "supported yet");
        return;
    }
    enum visa_cond cond;
    bool is_signed = true;
    switch (LLVMGetICmpPredicate(inst)) {
    case LLVMIntEQ: cond = VISA_COND_EQ; break;
    case LLVMIntNE: cond = VISA_COND_NE; break;
    case LLVMIntUGT: cond = VISA_COND_GT; is_signed = false; break;
    case LLVMIntUGE: cond = VISA_COND_GE; is_signed = false; break;
    case LLVMIntULT: cond = VISA_COND_LT; is_signed = false; break;
    case LLVMIntULE: cond = VISA_COND_LE; is_signed = false; break;
    case LLVMIntSGT: cond = VISA_COND_GT; break;
    case LLVMIntSGE: cond = VISA_COND_GE; break;
    case LLVMIntSLT: cond = VISA_COND_LT; break;
    default: cond = VISA_COND_LE; break;
    }
    enum visa_type type = with_sign(element, is_signed);
    int pred = target_of(fc, inst, VISA_TYPE_BOOL).op.var;
    emit_cmp(fc, cond, pred, read_value(fc, a, type), read_value(fc, b, type), n,
             type);
}

static void select_fcmp(struct function_context *fc, LLVMValueRef inst)
{
    LLVMValueRef a = LLVMGetOperand(inst, 0), b = LLVMGetOperand(inst, 1);
    int n = genx_num_elements(LLVMTypeOf(inst));
    enum visa_type type = element_type_of(fc, a);
    int pred = target_of(fc, inst, VISA_TYPE_BOOL).op.var;
    struct visa_operand x = read_value(fc, a, type);
    struct visa_operand y = read_value(fc, b, type);
    /* Ordered comparisons map directly (a NaN makes them false); the
     * unordered ones are the inverse of the opposite ordered one. */
    enum visa_cond cond = VISA_COND_NONE;
    bool invert = false;
    switch (LLVMGetFCmpPredicate(inst)) {
    case LLVMRealOEQ: cond = VISA_COND_EQ; break;
    case LLVMRealOGT: cond = VISA_COND_GT; break;
    case LLVMRealOGE: cond = VISA_COND_GE; break;
    case LLVMRealOLT: cond = VISA_COND_LT; break;
    case LLVMRealOLE: cond = VISA_COND_LE; break;
    case LLVMRealUNE: cond = VISA_COND_NE; break;
    case LLVMRealUGT: cond = VISA_COND_LE; invert = true; break;
    case LLVMRealUGE: cond = VISA_COND_LT; invert = true; break;
    case LLVMRealULT: cond = VISA_COND_GE; invert = true; break;
    case LLVMRealULE: cond = VISA_COND_GT; invert = true; break;
    case LLVMRealPredicateTrue:
    case LLVMRealPredicateFalse: {
        bool value = LLVMGetFCmpPredicate(inst) == LLVMRealPredicateTrue;
        int tmp = predicate_uniform(fc, value, n);
        emit_predicate_logic(fc, VISA_OP_OR, pred, tmp, tmp, n);
        return;
    }
    default: {
        /* ord, uno, one, ueq: from "x == x and y == y" (both not NaN). */
        int x_ok = visa_add_predicate(fc->kernel, n);
        int y_ok = visa_add_predicate(fc->kernel, n);
        emit_cmp(fc, VISA_COND_EQ, x_ok, x, x, n, type);
        emit_cmp(fc, VISA_COND_EQ, y_ok, y, y, n, type);
        LLVMRealPredicate p = LLVMGetFCmpPredicate(inst);
        if (p == LLVMRealORD || p == LLVMRealUNO) {
            emit_predicate_logic(fc, VISA_OP_AND, pred, x_ok, y_ok, n);
            if (p == LLVMRealUNO)
                emit_predicate_logic(fc, VISA_OP_NOT, pred, pred, -1, n);
            return;
        }
        int ne = visa_add_predicate(fc->kernel, n);
        emit_cmp(fc, VISA_COND_NE, ne, x, y, n, type);
        emit_predicate_logic(fc, VISA_OP_AND, x_ok, x_ok, y_ok, n);
        emit_predicate_logic(fc, VISA_OP_AND, pred, x_ok, ne, n);
        if (p == LLVMRealUEQ)
            emit_predicate_logic(fc, VISA_OP_NOT, pred, pred, -1, n);
        return;
    }
    }
    emit_cmp(fc, cond, pred, x, y, n, type);
    if (invert)
        emit_predicate_logic(fc, VISA_OP_NOT, pred, pred, -1, n);
}

/* select(c, a, b) of i1 values (LLVM speculates masked SIMD control
 * flow into these): (c & a) | (!c & b) in predicate logic. */
static void select_predicate_select(struct function_context *fc,
                                    LLVMValueRef inst)
{
    LLVMValueRef cond = LLVMGetOperand(inst, 0);
    int n = genx_num_elements(LLVMTypeOf(inst));
    int c = LLVMGetTypeKind(LLVMTypeOf(cond)) == LLVMVectorTypeKind
                ? predicate_for(fc, cond, n)
                : predicate_broadcast(fc, cond, n);
    int a = predicate_for(fc, LLVMGetOperand(inst, 1), n);
    int b = predicate_for(fc, LLVMGetOperand(inst, 2), n);
    if (c < 0 || a < 0 || b < 0)
        return;
    int taken = visa_add_predicate(fc->kernel, n);
    int not_cond = visa_add_predicate(fc->kernel, n);
    int other = visa_add_predicate(fc->kernel, n);
    emit_predicate_logic(fc, VISA_OP_AND, taken, c, a, n);
    emit_predicate_logic(fc, VISA_OP_NOT, not_cond, c, -1, n);
    emit_predicate_logic(fc, VISA_OP_AND, other, not_cond, b, n);
    emit_predicate_logic(fc, VISA_OP_OR, target_of(fc, inst, VISA_TYPE_BOOL).op.var,
                    taken, other, n);
}

/* Whether `src` reads exactly the elements `dst` writes. */
static bool same_place(struct function_context *fc,
                       const struct visa_operand *src,
                       const struct visa_operand *dst, int n)
{
    if (src->kind != VISA_OPND_DIRECT || dst->kind != VISA_OPND_DIRECT ||
        src->type != dst->type || src->modifier != VISA_MOD_NONE)
        return false;
    int src_offset, dst_offset;
    int src_root = visa_var_root(fc->kernel, src->var, &src_offset);
    int dst_root = visa_var_root(fc->kernel, dst->var, &dst_offset);
    if (src_root != dst_root ||
        src_offset + src->byte_offset != dst_offset + dst->byte_offset)
        return false;
    bool one_row = src->width >= n || src->vstride == src->width * src->hstride;
    return one_row && src->hstride == dst->hstride;
}

/* Could `v` (a value, or when `operands` the operands of one) be held in
 * `dst`'s variable?  Constants cannot; unknown kinds might. */
static bool may_live_in(struct function_context *fc, LLVMValueRef v,
                        const struct visa_operand *dst, bool operands)
{
    if (operands) {
        unsigned n = (unsigned)LLVMGetNumOperands(v);
        for (unsigned k = 0; k < n; k++)
            if (may_live_in(fc, LLVMGetOperand(v, k), dst, false))
                return true;
        return false;
    }
    if (LLVMIsConstant(v))
        return false;
    struct value_info *info = value_info_of(fc, v);
    while (info && info->kind == VALUE_VIEW)
        info = value_info_of(fc, info->view_source);
    if (!info || info->kind != VALUE_REGISTER || dst->kind != VISA_OPND_DIRECT)
        return true;
    int offset;
    return visa_var_root(fc->kernel, info->var, &offset) ==
           visa_var_root(fc->kernel, dst->var, &offset);
}

/* Message `call` (a gather or atomic) selected with raw destination
 * `raw` instead of a variable of its own. */
static void select_message_into(struct function_context *fc, LLVMValueRef call,
                                struct visa_operand raw)
{
    fc->has_masked_message_dst = true;
    fc->masked_message_dst = raw;
    select_instruction(fc, call, NULL);
    fc->has_masked_message_dst = false;
}

/* Could an operand message `call` reads (not its predicate, which the
 * hardware mask replaces, nor a surface) be held in `dst`'s variable? */
static bool message_may_read(struct function_context *fc, LLVMValueRef call,
                             const struct visa_operand *dst)
{
    unsigned n = (unsigned)LLVMGetNumArgOperands(call);
    for (unsigned k = 1; k < n; k++) {
        LLVMValueRef op = LLVMGetOperand(call, k);
        struct value_info *info = value_info_of(fc, op);
        if (!(info && info->kind == VALUE_SURFACE) &&
            may_live_in(fc, op, dst, false))
            return true;
    }
    return false;
}

/* A message baled into masked select `inst` (simd_cf_gotos.c) runs under
 * the same hardware mask, so it writes only the active channels, as the
 * select does: straight into the select's variable (holding old first,
 * copied unless it does already) when nothing the message reads lives
 * there; else into a temporary that is then written as any masked
 * value. */
static void select_masked_message(struct function_context *fc,
                                  LLVMValueRef inst, LLVMValueRef call,
                                  struct dst_target dst,
                                  struct visa_operand old)
{
    LLVMValueRef old_value = LLVMGetOperand(inst, 2);
    int n = dst.num_elts;
    bool holds_old = same_place(fc, &old, &dst.op, n) ||
                     simd_cf_holds_value(fc, inst, old_value);
    struct visa_operand raw;
    if (dst.op.kind == VISA_OPND_DIRECT && dst.op.hstride == 1 &&
        (dst.op.width >= n || dst.op.vstride == dst.op.width) &&
        !message_may_read(fc, call, &dst.op) &&
        grf_aligned_raw(fc, dst.op.var, dst.op.byte_offset, &raw)) {
        if (!holds_old)
            emit_mov(fc, &dst, old);
        select_message_into(fc, call, raw);
        return;
    }
    int temp = codegen_temp(fc, dst.op.type, n);
    select_message_into(fc, call, visa_raw(temp, 0));
    if (!holds_old)
        emit_mov(fc, &dst, old);
    dst.under_hw_mask = true;
    emit_mov(fc, &dst, full_region(temp, dst.op.type, n));
}

/* select(EM, new, old) under the hardware execution mask (simd_cf_gotos.c):
 * the result holds old (nothing to do when it shares old's place), then
 * new is written in the active channels only: computed straight into
 * the result when simd_cf_gotos.c baled it into the select. */
static void select_masked_write(struct function_context *fc, LLVMValueRef inst,
                                const struct dst_target *target,
                                enum visa_type type)
{
    struct dst_target dst = retarget(fc, target, type);
    LLVMValueRef new_value = LLVMGetOperand(inst, 1);
    struct value_info *child = value_info_of(fc, new_value);
    bool baled = child && child->kind == VALUE_BALED && child->bale_head == inst;
    struct visa_operand old = read_value(fc, LLVMGetOperand(inst, 2), type);
    if (baled && LLVMIsACallInst(new_value)) {
        select_masked_message(fc, inst, new_value, dst, old);
        return;
    }
    if (!same_place(fc, &old, &dst.op, dst.num_elts) &&
        may_live_in(fc, new_value, &dst.op, baled)) {
        /* Copying old first could overwrite what new reads: new first. */
        int n = dst.num_elts;
        struct dst_target whole;
        memset(&whole, 0, sizeof whole);
        whole.op = visa_direct(codegen_temp(fc, type, n), type, 0, n, n, 1);
        whole.num_elts = n;
        whole.pred_var = -1;
        if (baled)
            select_instruction(fc, new_value, &whole);
        else
            emit_mov(fc, &whole, read_value(fc, new_value, type));
        struct visa_operand computed = whole.op; /* <n;n,1> */
        emit_mov(fc, &dst, old);
        dst.under_hw_mask = true;
        emit_mov(fc, &dst, computed);
        return;
    }
    if (!same_place(fc, &old, &dst.op, dst.num_elts) &&
        !simd_cf_holds_value(fc, inst, LLVMGetOperand(inst, 2)))
        emit_mov(fc, &dst, old);
    dst.under_hw_mask = true;
    if (baled)
        select_instruction(fc, new_value, &dst);
    else
        emit_mov(fc, &dst, read_value(fc, new_value, type));
}

static void select_select(struct function_context *fc, LLVMValueRef inst,
                          const struct dst_target *target)
{
    LLVMValueRef cond = LLVMGetOperand(inst, 0);
    enum visa_type type = element_type_of(fc, inst);
    int n = genx_num_elements(LLVMTypeOf(inst));
    if (type == VISA_TYPE_BOOL) {
        select_predicate_select(fc, inst);
        return;
    }
    if (target->pred_var >= 0) {
        codegen_error(fc, "backend: internal error: predicated select");
        return;
    }
    if (simd_cf_under_hw_mask(fc, inst)) {
        select_masked_write(fc, inst, target, type);
        return;
    }
    int pred = LLVMGetTypeKind(LLVMTypeOf(cond)) == LLVMVectorTypeKind
                   ? predicate_for(fc, cond, n)
                   : predicate_broadcast(fc, cond, n);
    if (pred < 0)
        return;
    struct dst_target dst = retarget(fc, target, type);
    struct visa_inst sel = visa_inst_make(VISA_OP_SEL, dst.num_elts);
    set_target(&sel, &dst);
    sel.pred_var = pred;
    sel.num_srcs = 2;
    sel.src[0] = read_value(fc, LLVMGetOperand(inst, 1), type);
    sel.src[1] = read_value(fc, LLVMGetOperand(inst, 2), type);
    emit(fc, &sel);
}

/* ---- conversions ------------------------------------------------------- */

static void select_from_predicate(struct function_context *fc,
                                  LLVMValueRef inst,
                                  const struct dst_target *target)
{
    LLVMOpcode opcode = LLVMGetInstructionOpcode(inst);
    enum visa_type type = element_type_of(fc, inst);
    int n = genx_num_elements(LLVMTypeOf(inst));
    int pred = predicate_for(fc, LLVMGetOperand(inst, 0), n);
    if (pred < 0)
        return;
    uint64_t one = 1;
    bool negative = opcode == LLVMSExt || opcode == LLVMSIToFP;
    if (visa_type_is_float(type)) {
        float value = negative ? -1.0f : 1.0f;
        if (type == VISA_TYPE_F) {
            uint32_t bits;
            memcpy(&bits, &value, sizeof bits);
            one = bits;
        } else if (type == VISA_TYPE_HF) {
            one = float_to_half_bits(value);
        } else {
            double d = value;
            memcpy(&one, &d, sizeof one);
        }
    } else if (negative) {
        one = ~UINT64_C(0);
    }
    struct dst_target dst = retarget(fc, target, type);
    struct visa_inst sel = visa_inst_make(VISA_OP_SEL, dst.num_elts);
    set_target(&sel, &dst);
    sel.pred_var = pred;
    sel.num_srcs = 2;
    sel.src[0] = visa_imm(type, one);
    sel.src[1] = visa_imm(type, 0);
    emit(fc, &sel);
}

static void select_to_predicate(struct function_context *fc, LLVMValueRef inst)
{
    LLVMValueRef source = LLVMGetOperand(inst, 0);
    enum visa_type type = with_sign(element_type_of(fc, source), false);
    int n = genx_num_elements(LLVMTypeOf(inst));
    int pred = target_of(fc, inst, VISA_TYPE_BOOL).op.var;
    if (LLVMGetInstructionOpcode(inst) != LLVMTrunc) {
        codegen_error(fc, "backend: conversion to i1 is not supported yet");
        return;
    }
    int low = codegen_temp(fc, type, n);
    struct visa_inst and_inst = visa_inst_make(VISA_OP_AND, n);
    and_inst.dst = visa_direct(low, type, 0, n, n, 1);
    and_inst.num_srcs = 2;
    and_inst.src[0] = read_value(fc, source, type);
    and_inst.src[1] = visa_imm(type, 1);
    emit(fc, &and_inst);
    emit_cmp(fc, VISA_COND_NE, pred, full_region(low, type, n),
             visa_imm(type, 0), n, type);
}

/* <N x i1> <-> iN: vISA moves a predicate's bits to an integer with an
 * exec-size-1 mov, and back with setp. */
static void select_predicate_bitcast(struct function_context *fc,
                                     LLVMValueRef inst)
{
    LLVMValueRef source = LLVMGetOperand(inst, 0);
    bool to_bits = genx_is_predicate_type(LLVMTypeOf(source));
    LLVMValueRef mask = to_bits ? source : inst;
    LLVMValueRef bits = to_bits ? inst : source;
    int n = genx_num_elements(LLVMTypeOf(mask));
    enum visa_type type = element_type_of(fc, bits);
    if (genx_is_predicate_type(LLVMTypeOf(bits)) ||
        genx_num_elements(LLVMTypeOf(bits)) != 1 || n > 32 ||
        visa_type_size(type) * 8 != n) {
        codegen_error(fc, "backend: this bitcast of an i1 vector is not "
                          "supported yet");
        return;
    }
    type = with_sign(type, false);
    if (to_bits) {
        int pred = predicate_for(fc, source, n);
        if (pred < 0)
            return;
        struct dst_target dst = target_of(fc, inst, type);
        emit_mov(fc, &dst, visa_pred_operand(pred));
        return;
    }
    struct visa_operand value = read_value(fc, source, type);
    if (type == VISA_TYPE_UB) {
        value = copy_to_temp(fc, value, VISA_TYPE_UW, 1);
        value.type = VISA_TYPE_UW;
    }
    struct visa_inst setp = visa_inst_make(VISA_OP_SETP, n);
    setp.dst = visa_pred_operand(target_of(fc, inst, VISA_TYPE_BOOL).op.var);
    setp.num_srcs = 1;
    setp.src[0] = value;
    emit(fc, &setp);
}

static void select_bitcast(struct function_context *fc, LLVMValueRef inst)
{
    LLVMValueRef source = LLVMGetOperand(inst, 0);
    if (genx_is_predicate_type(LLVMTypeOf(inst)) ||
        genx_is_predicate_type(LLVMTypeOf(source))) {
        select_predicate_bitcast(fc, inst);
        return;
    }
    struct value_info *src = value_info_of(fc, source);
    int self = value_index(fc, inst);
    if (src && src->kind == VALUE_REGISTER &&
        value_class(fc, value_index(fc, source)) == value_class(fc, self))
        return; /* an alias of the same variable */
    enum visa_type type = element_type_of(fc, source);
    struct dst_target dst = target_of(fc, inst, type);
    emit_mov(fc, &dst, read_value(fc, source, type));
}

static void select_cast(struct function_context *fc, LLVMValueRef inst,
                        const struct dst_target *target)
{
    LLVMOpcode opcode = LLVMGetInstructionOpcode(inst);
    LLVMValueRef source = LLVMGetOperand(inst, 0);
    if (opcode == LLVMBitCast) {
        select_bitcast(fc, inst);
        return;
    }
    enum visa_type src_type = element_type_of(fc, source);
    enum visa_type dst_type = element_type_of(fc, inst);
    if (src_type == VISA_TYPE_BOOL) {
        select_from_predicate(fc, inst, target);
        return;
    }
    if (dst_type == VISA_TYPE_BOOL) {
        select_to_predicate(fc, inst);
        return;
    }
    switch (opcode) {
    case LLVMZExt:
    case LLVMTrunc:
        src_type = with_sign(src_type, false);
        dst_type = with_sign(dst_type, false);
        break;
    case LLVMSExt:
        src_type = with_sign(src_type, true);
        dst_type = with_sign(dst_type, true);
        break;
    case LLVMFPToUI:
        dst_type = with_sign(dst_type, false);
        break;
    case LLVMUIToFP:
        src_type = with_sign(src_type, false);
        break;
    default:
        break;
    }
    struct dst_target dst = retarget(fc, target, dst_type);
    emit_mov(fc, &dst, read_value(fc, source, src_type));
}

/* ---- vector element operations ----------------------------------------- */

/* i1 value `v` (n elements) as a uw variable of 0s and 1s, so that regions
 * of predicates can be taken with ordinary region operands. */
static struct visa_operand predicate_as_words(struct function_context *fc,
                                              LLVMValueRef v, int n)
{
    int pred = predicate_for(fc, v, n);
    int words = codegen_temp(fc, VISA_TYPE_UW, n);
    struct visa_inst sel = visa_inst_make(VISA_OP_SEL, n);
    sel.pred_var = pred;
    sel.dst = visa_direct(words, VISA_TYPE_UW, 0, n, n, 1);
    sel.num_srcs = 2;
    sel.src[0] = visa_imm(VISA_TYPE_UW, 1);
    sel.src[1] = visa_imm(VISA_TYPE_UW, 0);
    emit(fc, &sel);
    return full_region(words, VISA_TYPE_UW, n);
}

/* Back from words to the predicate variable of i1 result `inst`. */
static void words_to_predicate(struct function_context *fc, LLVMValueRef inst,
                               struct visa_operand words, int n)
{
    int pred = target_of(fc, inst, VISA_TYPE_BOOL).op.var;
    emit_cmp(fc, VISA_COND_NE, pred, words, visa_imm(VISA_TYPE_UW, 0), n,
             VISA_TYPE_UW);
}

static void select_extractelement(struct function_context *fc,
                                  LLVMValueRef inst,
                                  const struct dst_target *target)
{
    LLVMValueRef vector = LLVMGetOperand(inst, 0);
    LLVMValueRef index = LLVMGetOperand(inst, 1);
    enum visa_type type = element_type_of(fc, inst);
    int n = genx_num_elements(LLVMTypeOf(vector));
    struct dst_target dst;
    struct visa_operand op;
    bool predicate = type == VISA_TYPE_BOOL;
    if (predicate) {
        type = VISA_TYPE_UW;
        op = predicate_as_words(fc, vector, n);
        memset(&dst, 0, sizeof dst);
        dst.pred_var = -1;
        dst.num_elts = 1;
        dst.op = visa_dst(codegen_temp(fc, type, 1), type, 0, 1);
    } else {
        op = read_value(fc, vector, type);
        dst = retarget(fc, target, type);
    }
    int size = visa_type_size(type);
    int64_t constant;
    if (genx_const_int(index, &constant)) {
        emit_mov(fc, &dst, element_of(op, (int)constant, size));
    } else if (op.kind == VISA_OPND_IMMEDIATE) {
        emit_mov(fc, &dst, op);
    } else {
        if (!is_1d_contiguous(&op, n))
            op = copy_to_temp(fc, op, type, n);
        int address = compute_address(fc, op.var, op.byte_offset, index, size);
        struct region scalar = {1, 0, 1, 0, 0, NULL};
        emit_mov(fc, &dst, indirect_operand(address, type, &scalar));
    }
    if (predicate)
        words_to_predicate(fc, inst,
                           visa_direct(dst.op.var, type, 0, 0, 1, 0), 1);
}

/* insertelement of an i1: the predicate as words (undefined ones when the
 * old vector is), the scalar's 0 or 1 written to its word, and back to a
 * predicate.  LLVM writes a splat of a scalar comparison this way. */
static void select_predicate_insertelement(struct function_context *fc,
                                           LLVMValueRef inst)
{
    LLVMValueRef old_value = LLVMGetOperand(inst, 0);
    LLVMValueRef index = LLVMGetOperand(inst, 2);
    int n = genx_num_elements(LLVMTypeOf(inst));
    int size = visa_type_size(VISA_TYPE_UW);
    struct visa_operand words =
        LLVMIsUndef(old_value)
            ? full_region(codegen_temp(fc, VISA_TYPE_UW, n), VISA_TYPE_UW, n)
            : predicate_as_words(fc, old_value, n);
    struct visa_operand bit = predicate_as_words(fc, LLVMGetOperand(inst, 1), 1);
    struct dst_target dst;
    memset(&dst, 0, sizeof dst);
    dst.pred_var = -1;
    dst.num_elts = 1;
    int64_t constant;
    if (genx_const_int(index, &constant)) {
        dst.op = visa_dst(words.var, VISA_TYPE_UW, (int)constant * size, 1);
    } else {
        struct region scalar = {1, 0, 1, 0, 0, NULL};
        int address = compute_address(fc, words.var, 0, index, size);
        dst.op = indirect_operand(address, VISA_TYPE_UW, &scalar);
    }
    emit_mov(fc, &dst, element_of(bit, 0, size));
    words_to_predicate(fc, inst, words, n);
}

static void select_insertelement(struct function_context *fc,
                                 LLVMValueRef inst)
{
    enum visa_type type = element_type_of(fc, inst);
    if (type == VISA_TYPE_BOOL) {
        select_predicate_insertelement(fc, inst);
        return;
    }
    int size = visa_type_size(type);
    LLVMValueRef index = LLVMGetOperand(inst, 2);
    struct region r = {1, 0, 1, 0, 0, NULL};
    int64_t constant;
    if (genx_const_int(index, &constant))
        r.byte_offset = (int)constant * size;
    else
        r.variable_offset = index;
    emit_region_write(fc, inst, LLVMGetOperand(inst, 0),
                      LLVMGetOperand(inst, 1), &r, NULL);
}

static bool is_prefix_shuffle(LLVMValueRef inst, int n)
{
    if (n > genx_num_elements(LLVMTypeOf(LLVMGetOperand(inst, 0))))
        return false;
    for (int k = 0; k < n; k++)
        if (LLVMGetMaskValue(inst, (unsigned)k) != k)
            return false;
    return true;
}

static void select_shufflevector(struct function_context *fc,
                                 LLVMValueRef inst,
                                 const struct dst_target *target)
{
    enum visa_type type = element_type_of(fc, inst);
    bool predicate = type == VISA_TYPE_BOOL;
    int n = (int)LLVMGetNumMaskElements(inst);
    if (predicate && is_prefix_shuffle(inst, n)) {
        /* The first n channels of a predicate (SIMD control flow's EM). */
        int source = predicate_for(fc, LLVMGetOperand(inst, 0),
                                   genx_num_elements(LLVMTypeOf(
                                       LLVMGetOperand(inst, 0))));
        if (source >= 0)
            emit_predicate_logic(fc, VISA_OP_OR, target->op.var, source, source, n);
        return;
    }
    struct dst_target dst;
    if (predicate) {
        type = VISA_TYPE_UW;
        memset(&dst, 0, sizeof dst);
        dst.pred_var = -1;
        dst.num_elts = n;
        dst.op = visa_direct(codegen_temp(fc, type, n), type, 0, n, n, 1);
    } else {
        dst = retarget(fc, target, type);
    }
    int size = visa_type_size(type);
    LLVMValueRef sources[2] = {LLVMGetOperand(inst, 0), LLVMGetOperand(inst, 1)};
    int n0 = genx_num_elements(LLVMTypeOf(sources[0]));
    struct visa_operand ops[2];
    bool loaded[2] = {false, false};
    for (int k = 0; k < n;) {
        int m = LLVMGetMaskValue(inst, k);
        if (m < 0) {
            k++;
            continue;
        }
        int which = m >= n0;
        int first = m - which * n0;
        if (!loaded[which]) {
            ops[which] = predicate ? predicate_as_words(fc, sources[which], n0)
                                   : read_value(fc, sources[which], type);
            loaded[which] = true;
        }
        struct visa_operand op = ops[which];
        /* A run of consecutive elements of a 1D source is one mov. */
        int run = 1;
        bool source_1d = op.kind == VISA_OPND_DIRECT &&
                         (op.width >= n0 || op.vstride == op.width * op.hstride);
        while (source_1d && k + run < n &&
               LLVMGetMaskValue(inst, k + run) == m + run &&
               (m + run >= n0) == which)
            run++;
        /* A run of one repeated element is one broadcasting mov. */
        int repeats = 1;
        while (run == 1 && k + repeats < n &&
               LLVMGetMaskValue(inst, k + repeats) == m)
            repeats++;
        struct visa_operand src = element_of(op, first, size);
        if (repeats > 1) {
            run = repeats; /* element_of's region is <0;1,0> already */
        } else if (run > 1) {
            src.hstride = op.hstride;
            src.width = run;
            src.vstride = run * op.hstride;
        }
        struct dst_target piece = dst;
        piece.num_elts = run;
        if (piece.op.kind == VISA_OPND_DIRECT ||
            piece.op.kind == VISA_OPND_INDIRECT) {
            int width = dst.op.width > 0 ? dst.op.width : 1;
            piece.op.byte_offset += ((k / width) * dst.op.vstride +
                                     (k % width) * dst.op.hstride) * size;
            if (run > 1 && (k % width) + run > width) {
                run = 1; /* crosses a destination row: one at a time */
                piece.num_elts = 1;
                src = element_of(op, first, size);
            }
            piece.op.width = run;
            piece.op.vstride = run * dst.op.hstride;
        }
        emit_mov(fc, &piece, src);
        k += run;
    }
    if (predicate)
        words_to_predicate(fc, inst,
                           visa_direct(dst.op.var, type, 0, n, n, 1), n);
}

/* ---- control flow ------------------------------------------------------ */

static int block_index(struct function_context *fc, LLVMBasicBlockRef bb)
{
    for (int b = 0; b < fc->block_count; b++)
        if (fc->blocks[b].block == bb)
            return b;
    return -1;
}

struct phi_copy {
    LLVMValueRef phi;
    LLVMValueRef value;
};

static void copy_predicate(struct function_context *fc, int dst,
                           LLVMValueRef value, int n)
{
    int src = predicate_for(fc, value, n);
    if (src >= 0 && src != dst)
        emit_predicate_logic(fc, VISA_OP_OR, dst, src, src, n);
}

static void emit_copy_into_phi(struct function_context *fc, LLVMValueRef phi,
                               struct visa_operand src)
{
    enum visa_type type = element_type_of(fc, phi);
    struct dst_target dst = target_of(fc, phi, type);
    emit_mov(fc, &dst, src);
}

struct conflict_probe {
    int class_id;
    bool found;
};

static void probe_class(struct function_context *fc, int value, void *data)
{
    struct conflict_probe *probe = data;
    if (value_class(fc, value) == probe->class_id)
        probe->found = true;
}

/* The copies the edge from -> to needs: phis of `to` whose incoming
 * value from `from` is defined and not already in the phi's variable.
 * Returns the count; `*out` (may be NULL) gets an array to free. */
static size_t collect_phi_copies(struct function_context *fc, int from, int to,
                                 struct phi_copy **out)
{
    LLVMBasicBlockRef from_bb = fc->blocks[from].block;
    struct phi_copy *copies = NULL;
    size_t count = 0, capacity = 0;
    for (LLVMValueRef phi = LLVMGetFirstInstruction(fc->blocks[to].block);
         phi && LLVMIsAPHINode(phi); phi = LLVMGetNextInstruction(phi)) {
        struct value_info *info = value_info_of(fc, phi);
        if (info->kind != VALUE_REGISTER)
            continue;
        unsigned incoming = LLVMCountIncoming(phi);
        for (unsigned k = 0; k < incoming; k++) {
            if (LLVMGetIncomingBlock(phi, k) != from_bb)
                continue;
            LLVMValueRef value = LLVMGetIncomingValue(phi, k);
            struct value_info *vi = value_info_of(fc, value);
            if (LLVMIsUndef(value) || phi_constant_loaded_early(fc, from, phi) ||
                (vi && vi->kind == VALUE_REGISTER &&
                 value_class(fc, value_index(fc, value)) ==
                     value_class(fc, value_index(fc, phi))))
                break;
            grow_array((void **)&copies, &capacity, count + 1, sizeof *copies);
            copies[count].phi = phi;
            copies[count].value = value;
            count++;
            break;
        }
    }
    if (out)
        *out = copies;
    else
        free(copies);
    return count;
}

/* Copies into the phis of `to` for the edge from `from`, as a parallel
 * copy: if a copy would overwrite what another one still reads, all go
 * through temporaries. */
static void emit_phi_copies(struct function_context *fc, int from, int to)
{
    struct phi_copy *copies;
    size_t count = collect_phi_copies(fc, from, to, &copies);
    bool conflict = false;
    for (size_t i = 0; i < count && !conflict; i++)
        for (size_t j = 0; j < count && !conflict; j++) {
            if (i == j)
                continue;
            struct conflict_probe probe = {
                value_class(fc, value_index(fc, copies[i].phi)), false};
            for_each_register_read(fc, copies[j].value, probe_class, &probe);
            conflict = probe.found;
        }
    struct visa_operand *temps = xcalloc(count ? count : 1, sizeof *temps);
    for (size_t i = 0; i < count; i++) {
        LLVMValueRef phi = copies[i].phi;
        int n = genx_num_elements(LLVMTypeOf(phi));
        enum visa_type type = element_type_of(fc, phi);
        if (type == VISA_TYPE_BOOL) {
            if (conflict) {
                int tmp = visa_add_predicate(fc->kernel, n);
                copy_predicate(fc, tmp, copies[i].value, n);
                temps[i] = visa_pred_operand(tmp);
            } else {
                copy_predicate(fc, target_of(fc, phi, type).op.var,
                               copies[i].value, n);
            }
            continue;
        }
        struct visa_operand src = read_value(fc, copies[i].value, type);
        if (conflict)
            temps[i] = copy_to_temp(fc, src, type, n);
        else
            emit_copy_into_phi(fc, phi, src);
    }
    if (conflict)
        for (size_t i = 0; i < count; i++) {
            LLVMValueRef phi = copies[i].phi;
            if (temps[i].kind == VISA_OPND_PREDICATE) {
                int n = genx_num_elements(LLVMTypeOf(phi));
                emit_predicate_logic(fc, VISA_OP_OR, target_of(fc, phi, VISA_TYPE_BOOL).op.var,
                                temps[i].var, temps[i].var, n);
            } else {
                emit_copy_into_phi(fc, phi, temps[i]);
            }
        }
    free(temps);
    free(copies);
}

static bool edge_needs_copies(struct function_context *fc, int from, int to)
{
    return collect_phi_copies(fc, from, to, NULL) > 0;
}

static void emit_jump(struct function_context *fc, int pred, bool invert,
                      int label)
{
    struct visa_inst jmp = visa_inst_make(VISA_OP_JMP, 1);
    jmp.no_mask = false;
    jmp.pred_var = pred;
    jmp.pred_invert = invert;
    jmp.label = label;
    emit(fc, &jmp);
}

/* The label to jump to for edge from -> to: the block's own, or a new
 * edge block that first does the phi copies. */
static int edge_label(struct function_context *fc, struct isel_state *state,
                      int from, int to)
{
    if (!edge_needs_copies(fc, from, to))
        return fc->blocks[to].label;
    struct string_buffer name = {0};
    buffer_printf(&name, "%s_edge_%d", fc->function_name, fc->label_counter++);
    int label = visa_add_label(fc->kernel, name.data, false);
    buffer_free(&name);
    grow_array((void **)&state->edges, &state->edge_capacity,
               state->edge_count + 1, sizeof *state->edges);
    state->edges[state->edge_count].label = label;
    state->edges[state->edge_count].from_block = from;
    state->edges[state->edge_count].to_block = to;
    state->edge_count++;
    return label;
}

/* The phi constants both successors' edges would copy (phi_constants.c),
 * loaded once before block b's branch. */
static void emit_early_phi_constants(struct function_context *fc, int b)
{
    for (size_t i = 0; i < fc->phi_constant_load_count; i++) {
        const struct phi_constant_load *load = &fc->phi_constant_loads[i];
        if (!load->loads || load->branch_block != b)
            continue;
        enum visa_type type = element_type_of(fc, load->phi);
        emit_copy_into_phi(fc, load->phi,
                           read_value(fc, load->constant, type));
    }
}

static void select_branch(struct function_context *fc, struct isel_state *state,
                          int b, LLVMValueRef term)
{
    unsigned successors = LLVMGetNumSuccessors(term);
    if (!LLVMIsConditional(term) || successors < 2) {
        int to = block_index(fc, LLVMGetSuccessor(term, 0));
        emit_phi_copies(fc, b, to);
        if (to != b + 1)
            emit_jump(fc, -1, false, fc->blocks[to].label);
        return;
    }
    LLVMValueRef cond = LLVMGetCondition(term);
    int on_true = block_index(fc, LLVMGetSuccessor(term, 0));
    int on_false = block_index(fc, LLVMGetSuccessor(term, 1));
    int64_t constant;
    if (genx_const_int(cond, &constant) || LLVMIsUndef(cond)) {
        int to = (!LLVMIsUndef(cond) && (constant & 1)) ? on_true : on_false;
        emit_phi_copies(fc, b, to);
        if (to != b + 1)
            emit_jump(fc, -1, false, fc->blocks[to].label);
        return;
    }
    int pred = predicate_for(fc, cond, 1);
    if (pred < 0)
        return;
    emit_early_phi_constants(fc, b);
    if (on_true == on_false) {
        emit_phi_copies(fc, b, on_true);
        emit_jump(fc, -1, false, fc->blocks[on_true].label);
        return;
    }
    /* A side whose block comes next falls through, its phi copies (if
     * any) after the conditional jump to the other side, which only the
     * fall-through path executes: no edge block, no second jump.  Jump on
     * false when only the true side can fall through. */
    if (on_false == b + 1) {
        emit_jump(fc, pred, false, edge_label(fc, state, b, on_true));
        emit_phi_copies(fc, b, on_false);
        return;
    }
    if (on_true == b + 1) {
        emit_jump(fc, pred, true, edge_label(fc, state, b, on_false));
        emit_phi_copies(fc, b, on_true);
        return;
    }
    emit_jump(fc, pred, false, edge_label(fc, state, b, on_true));
    emit_jump(fc, -1, false, edge_label(fc, state, b, on_false));
}

static void select_switch(struct function_context *fc, struct isel_state *state,
                          int b, LLVMValueRef term)
{
    LLVMValueRef cond = LLVMGetOperand(term, 0);
    enum visa_type type = element_type_of(fc, cond);
    unsigned operands = (unsigned)LLVMGetNumOperands(term);
    int pred = visa_add_predicate(fc->kernel, 1);
    struct visa_operand value = read_value(fc, cond, type);
    for (unsigned i = 2; i + 1 < operands; i += 2) {
        LLVMValueRef case_value = LLVMGetOperand(term, i);
        LLVMBasicBlockRef dest = LLVMValueAsBasicBlock(LLVMGetOperand(term, i + 1));
        uint64_t bits = 0;
        scalar_constant_bits(case_value, type, &bits);
        emit_cmp(fc, VISA_COND_EQ, pred, value, visa_imm(type, bits), 1, type);
        emit_jump(fc, pred, false, edge_label(fc, state, b, block_index(fc, dest)));
    }
    int dflt = block_index(fc, LLVMGetSwitchDefaultDest(term));
    emit_jump(fc, -1, false, edge_label(fc, state, b, dflt));
}

static void emit_ret(struct function_context *fc)
{
    struct visa_inst ret = visa_inst_make(VISA_OP_RET, 1);
    ret.no_mask = false;
    emit(fc, &ret);
}

static void select_terminator(struct function_context *fc,
                              struct isel_state *state, int b,
                              LLVMValueRef term)
{
    if (simd_cf_select_terminator(fc, b, term))
        return;
    switch (LLVMGetInstructionOpcode(term)) {
    case LLVMRet:
        select_return_value(fc, term);
        emit_ret(fc);
        return;
    case LLVMBr:
        select_branch(fc, state, b, term);
        return;
    case LLVMSwitch:
        select_switch(fc, state, b, term);
        return;
    case LLVMUnreachable:
        emit_ret(fc);
        return;
    default:
        codegen_error(fc, "backend: this terminator is not supported yet");
    }
}

/* ---- dispatch ---------------------------------------------------------- */

static void select_instruction(struct function_context *fc, LLVMValueRef inst,
                               const struct dst_target *target)
{
    if (!target && (select_simd_cf_extract(fc, inst) ||
                    select_subroutine_instruction(fc, inst)))
        return;
    LLVMOpcode opcode = LLVMGetInstructionOpcode(inst);
    struct dst_target own;
    if (!target && LLVMGetTypeKind(LLVMTypeOf(inst)) != LLVMVoidTypeKind &&
        opcode != LLVMCall && opcode != LLVMInsertElement &&
        opcode != LLVMICmp && opcode != LLVMFCmp) {
        enum visa_type type = element_type_of(fc, inst);
        if (fc->failed)
            return;
        own = target_of(fc, inst, type);
        target = &own;
    }
    switch (opcode) {
    case LLVMAdd: case LLVMFAdd: case LLVMSub: case LLVMFSub:
    case LLVMMul: case LLVMFMul: case LLVMUDiv: case LLVMSDiv:
    case LLVMFDiv: case LLVMURem: case LLVMSRem: case LLVMFRem:
    case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd:
    case LLVMOr: case LLVMXor:
        select_binary(fc, inst, target);
        return;
    case LLVMFNeg:
        select_fneg(fc, inst, target);
        return;
    case LLVMICmp:
        select_icmp(fc, inst);
        return;
    case LLVMFCmp:
        select_fcmp(fc, inst);
        return;
    case LLVMSelect:
        select_select(fc, inst, target);
        return;
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI:
    case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP: case LLVMFPTrunc:
    case LLVMFPExt: case LLVMBitCast:
    case LLVMFreeze: /* LLVM adds it around div/rem pairs: a plain copy */
        select_cast(fc, inst, target);
        return;
    case LLVMExtractElement:
        select_extractelement(fc, inst, target);
        return;
    case LLVMInsertElement:
        select_insertelement(fc, inst);
        return;
    case LLVMShuffleVector:
        select_shufflevector(fc, inst, target);
        return;
    case LLVMCall:
        if (target && is_fused_multiply_add(inst)) {
            select_fma_into(fc, inst, target);
            return;
        }
        if (genx_callee_name(inst) &&
            strncmp(genx_callee_name(inst), "llvm.", 5) == 0) {
            select_intrinsic(fc, inst);
            return;
        }
        codegen_error(fc, "backend: internal error: unselected call");
        return;
    case LLVMAlloca: case LLVMLoad: case LLVMStore:
        codegen_error(fc, "backend: alloca/load/store are not supported yet "
                          "(compile with optimisation)");
        return;
    default:
        codegen_error(fc, "backend: LLVM instruction with opcode %d is not "
                          "supported yet", (int)opcode);
    }
}

void select_into(struct function_context *fc, LLVMValueRef inst,
                 const struct dst_target *target)
{
    select_instruction(fc, inst, target);
}

static void emit_label(struct function_context *fc, int label)
{
    struct visa_inst inst = visa_inst_make(VISA_OP_LABEL, 1);
    inst.label = label;
    emit(fc, &inst);
}

static bool is_selected(struct function_context *fc, LLVMValueRef i)
{
    struct value_info *info = value_info_of(fc, i);
    return !(LLVMIsAPHINode(i) || info->kind == VALUE_VIEW ||
             info->kind == VALUE_BALED || info->kind == VALUE_DEAD ||
             info->kind == VALUE_PREDEFINED);
}

void isel_select_block_code(struct function_context *fc, int b)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[b].block);
         i && !fc->failed; i = LLVMGetNextInstruction(i))
        if (is_selected(fc, i) && !LLVMIsATerminatorInst(i))
            select_instruction(fc, i, NULL);
}

void isel_emit_phi_copies(struct function_context *fc, int from, int to)
{
    emit_phi_copies(fc, from, to);
}

bool isel_edge_has_copies(struct function_context *fc, int from, int to)
{
    return edge_needs_copies(fc, from, to);
}

void isel_emit_edge(struct function_context *fc, int from, int to)
{
    emit_phi_copies(fc, from, to);
    if (to != from + 1)
        emit_jump(fc, -1, false, fc->blocks[to].label);
}

/* A kernel's float control (genx_kernel_float_control): cr0's float
 * control bits cleared, then those of the attribute set, at the kernel's
 * entry, as Intel's VC does. */
static void emit_float_control(struct function_context *fc)
{
    uint32_t control;
    if (!genx_kernel_float_control(fc->function, &control))
        return;
    int cr0 = visa_add_predefined(fc->kernel, "%cr0", VISA_TYPE_UD);
    struct visa_inst update = visa_inst_make(VISA_OP_AND, 1);
    update.dst = visa_dst(cr0, VISA_TYPE_UD, 0, 1);
    update.num_srcs = 2;
    update.src[0] = visa_direct(cr0, VISA_TYPE_UD, 0, 0, 1, 0);
    update.src[1] = visa_imm(VISA_TYPE_UD, ~GENX_FLOAT_CONTROL_BITS);
    emit(fc, &update);
    if (!control)
        return;
    update.opcode = VISA_OP_OR;
    update.src[1] = visa_imm(VISA_TYPE_UD, control);
    emit(fc, &update);
}

void select_function(struct function_context *fc)
{
    struct isel_state state;
    memset(&state, 0, sizeof state);
    plan_divisions(fc);
    plan_hoisted_constants(fc);
    for (int b = 0; b < fc->block_count && !fc->failed; b++) {
        emit_label(fc, fc->blocks[b].label);
        if (b == 0 && !fc->self) {
            emit_float_control(fc);
            emit_surface_index_copies(fc);
        }
        if (b == 0)
            fc->entry_insert_at = fc->kernel->inst_count;
        if (b == 0)
            emit_shared_divisors(fc, NULL);
        for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[b].block);
             i && !fc->failed; i = LLVMGetNextInstruction(i)) {
            if (!is_selected(fc, i))
                continue;
            fc->current_instruction = i;
            backend_set_source_position(fc->kernel, i);
            if (LLVMIsATerminatorInst(i)) {
                select_terminator(fc, &state, b, i);
            } else {
                select_instruction(fc, i, NULL);
                emit_shared_divisors(fc, i);
            }
        }
    }
    fc->current_instruction = NULL;
    backend_set_source_position(fc->kernel, NULL);
    for (size_t e = 0; e < state.edge_count && !fc->failed; e++) {
        const struct pending_edge *edge = &state.edges[e];
        emit_label(fc, edge->label);
        emit_phi_copies(fc, edge->from_block, edge->to_block);
        emit_jump(fc, -1, false, fc->blocks[edge->to_block].label);
    }
    free(state.edges);
    emit_divide_routines(fc);
}

bool value_is_undefined(LLVMValueRef value)
{
    return LLVMIsUndef(value) || LLVMIsPoison(value);
}

struct visa_operand message_result_holding_old(struct function_context *fc,
                                               LLVMValueRef call,
                                               LLVMValueRef old,
                                               enum visa_type type)
{
    if (old && !value_is_undefined(old)) {
        struct dst_target target = target_of(fc, call, type);
        emit_mov(fc, &target, read_value(fc, old, type));
    }
    return visa_raw(typed_var(fc, raw_var_of(fc, call), type), 0);
}

int raw_var_of(struct function_context *fc, LLVMValueRef v)
{
    struct value_info *info = value_info_of(fc, v);
    if (info && info->kind == VALUE_REGISTER && info->var >= 0) {
        int offset;
        int root = visa_var_root(fc->kernel, info->var, &offset);
        if (offset == 0)
            return root;
    }
    enum visa_type type = element_type_of(fc, v);
    int n = genx_num_elements(LLVMTypeOf(v));
    struct visa_operand source = read_value(fc, v, type);
    /* A vector constant that is not a splat is built in a variable of its
     * own (read_constant): the message can read it there. */
    if (LLVMIsConstant(v) && is_1d_contiguous(&source, n) &&
        fc->kernel->vars[source.var].kind == VISA_VAR_GENERAL) {
        int offset;
        int root = visa_var_root(fc->kernel, source.var, &offset);
        if (offset + source.byte_offset == 0)
            return root;
    }
    struct visa_operand copy = copy_to_temp(fc, source, type, n);
    return copy.var;
}
