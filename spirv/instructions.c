/* instructions.c - function bodies: LLVM instructions -> SPIR-V.
 *
 * Takes a defined function of GenX LLVM IR; guarantees its blocks in
 * LLVM's order (the canonical control flow puts each block after its
 * dominator), each instruction as the one SPIR-V instruction of the same
 * meaning (or a short sequence, for i1 conversions SPIR-V has no
 * instruction for), calls of `llvm.genx.*` (and of the LLVM intrinsics
 * VectorCompiler takes by name) as OpFunctionCall of the imported
 * declaration, as the SPIR-V/LLVM translator expresses them; or
 * one error at the instruction SPIR-V output cannot express yet
 * (memory, pointers, inline assembly, other LLVM intrinsics). */
#include <stdlib.h>
#include <string.h>

#include "spirv/internal.h"

uint32_t spv_value(struct spv_writer *w, LLVMValueRef value)
{
    uint32_t id;
    if (spv_map_find(&w->values, value, &id))
        return id;
    if (LLVMIsAConstant(value) && !LLVMIsAFunction(value))
        return spv_constant(w, value);
    id = spv_new_id(w);
    spv_map_put(&w->values, value, id);
    return id;
}

static uint32_t block_id(struct spv_writer *w, LLVMBasicBlockRef block)
{
    return spv_value(w, LLVMBasicBlockAsValue(block));
}

static bool is_bool(LLVMTypeRef type)
{
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind)
        type = LLVMGetElementType(type);
    return LLVMGetTypeKind(type) == LLVMIntegerTypeKind &&
           LLVMGetIntTypeWidth(type) == 1;
}

static bool is_float(LLVMTypeRef type)
{
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind)
        type = LLVMGetElementType(type);
    LLVMTypeKind kind = LLVMGetTypeKind(type);
    return kind == LLVMHalfTypeKind || kind == LLVMFloatTypeKind ||
           kind == LLVMDoubleTypeKind;
}

/* A constant of `type` (scalar or vector) with every element `bits`
 * (integers) or `real` (floats). */
static uint32_t splat_constant(struct spv_writer *w, LLVMTypeRef type,
                               uint64_t bits, double real, LLVMValueRef where)
{
    LLVMTypeRef element = LLVMGetTypeKind(type) == LLVMVectorTypeKind
                              ? LLVMGetElementType(type)
                              : type;
    LLVMValueRef scalar = is_float(element) ? LLVMConstReal(element, real)
                                            : LLVMConstInt(element, bits, 0);
    if (element == type || spv_is_single_element_vector(type))
        return spv_constant(w, scalar);
    unsigned count = LLVMGetVectorSize(type);
    LLVMValueRef *elements = xcalloc(count, sizeof *elements);
    for (unsigned i = 0; i < count; i++)
        elements[i] = scalar;
    LLVMValueRef vector = LLVMConstVector(elements, count);
    free(elements);
    (void)where;
    return spv_constant(w, vector);
}

static void emit3(struct spv_words *out, uint32_t opcode, uint32_t a,
                  uint32_t b, uint32_t c);

/* `inst` is the value `id` already has (a no-op conversion, a freeze, an
 * access to a single-element vector): the same id, or a copy when a phi
 * of an earlier block has already named the instruction. */
static void alias(struct spv_writer *w, struct spv_words *out,
                  LLVMValueRef inst, uint32_t id)
{
    uint32_t own;
    if (!spv_map_find(&w->values, inst, &own)) {
        spv_map_put(&w->values, inst, id);
        return;
    }
    emit3(out, SPV_OP_COPY_OBJECT, spv_type(w, LLVMTypeOf(inst), inst), own,
          id);
}

static void emit3(struct spv_words *out, uint32_t opcode, uint32_t a,
                  uint32_t b, uint32_t c)
{
    uint32_t operands[3] = {a, b, c};
    spv_emit(out, opcode, operands, 3);
}

static void emit4(struct spv_words *out, uint32_t opcode, uint32_t a,
                  uint32_t b, uint32_t c, uint32_t d)
{
    uint32_t operands[4] = {a, b, c, d};
    spv_emit(out, opcode, operands, 4);
}

static void emit5(struct spv_words *out, uint32_t opcode, uint32_t a,
                  uint32_t b, uint32_t c, uint32_t d, uint32_t e)
{
    uint32_t operands[5] = {a, b, c, d, e};
    spv_emit(out, opcode, operands, 5);
}

/* ---- arithmetic ----------------------------------------------------------- */

struct binary_op {
    LLVMOpcode llvm;
    uint32_t integer, real, boolean; /* 0: not for that type */
};

static const struct binary_op binary_ops[] = {
    {LLVMAdd, SPV_OP_I_ADD, 0, 0},
    {LLVMSub, SPV_OP_I_SUB, 0, 0},
    {LLVMMul, SPV_OP_I_MUL, 0, 0},
    {LLVMUDiv, SPV_OP_U_DIV, 0, 0},
    {LLVMSDiv, SPV_OP_S_DIV, 0, 0},
    {LLVMURem, SPV_OP_U_MOD, 0, 0},
    {LLVMSRem, SPV_OP_S_REM, 0, 0},
    {LLVMShl, SPV_OP_SHIFT_LEFT_LOGICAL, 0, 0},
    {LLVMLShr, SPV_OP_SHIFT_RIGHT_LOGICAL, 0, 0},
    {LLVMAShr, SPV_OP_SHIFT_RIGHT_ARITHMETIC, 0, 0},
    {LLVMAnd, SPV_OP_BITWISE_AND, 0, SPV_OP_LOGICAL_AND},
    {LLVMOr, SPV_OP_BITWISE_OR, 0, SPV_OP_LOGICAL_OR},
    {LLVMXor, SPV_OP_BITWISE_XOR, 0, SPV_OP_LOGICAL_NOT_EQUAL},
    {LLVMFAdd, 0, SPV_OP_F_ADD, 0},
    {LLVMFSub, 0, SPV_OP_F_SUB, 0},
    {LLVMFMul, 0, SPV_OP_F_MUL, 0},
    {LLVMFDiv, 0, SPV_OP_F_DIV, 0},
    {LLVMFRem, 0, SPV_OP_F_REM, 0},
};

static const struct binary_op *find_binary(LLVMOpcode opcode)
{
    for (size_t i = 0; i < sizeof binary_ops / sizeof binary_ops[0]; i++)
        if (binary_ops[i].llvm == opcode)
            return &binary_ops[i];
    return NULL;
}

static void binary(struct spv_writer *w, struct spv_words *out,
                   LLVMValueRef inst, const struct binary_op *op)
{
    LLVMTypeRef type = LLVMTypeOf(inst);
    uint32_t opcode = is_bool(type)    ? op->boolean
                      : is_float(type) ? op->real
                                       : op->integer;
    if (!opcode) {
        spv_fail(w, inst, "SPIR-V output: this arithmetic on booleans is "
                          "not supported yet");
        return;
    }
    emit4(out, opcode, spv_type(w, type, inst), spv_value(w, inst),
          spv_value(w, LLVMGetOperand(inst, 0)),
          spv_value(w, LLVMGetOperand(inst, 1)));
}

static uint32_t icmp_opcode(LLVMIntPredicate predicate, bool boolean)
{
    if (boolean)
        return predicate == LLVMIntEQ   ? SPV_OP_LOGICAL_EQUAL
               : predicate == LLVMIntNE ? SPV_OP_LOGICAL_NOT_EQUAL
                                        : 0;
    switch (predicate) {
    case LLVMIntEQ: return SPV_OP_I_EQUAL;
    case LLVMIntNE: return SPV_OP_I_NOT_EQUAL;
    case LLVMIntUGT: return SPV_OP_U_GREATER_THAN;
    case LLVMIntUGE: return SPV_OP_U_GREATER_THAN_EQUAL;
    case LLVMIntULT: return SPV_OP_U_LESS_THAN;
    case LLVMIntULE: return SPV_OP_U_LESS_THAN_EQUAL;
    case LLVMIntSGT: return SPV_OP_S_GREATER_THAN;
    case LLVMIntSGE: return SPV_OP_S_GREATER_THAN_EQUAL;
    case LLVMIntSLT: return SPV_OP_S_LESS_THAN;
    case LLVMIntSLE: return SPV_OP_S_LESS_THAN_EQUAL;
    }
    return 0;
}

static uint32_t fcmp_opcode(LLVMRealPredicate predicate)
{
    switch (predicate) {
    case LLVMRealOEQ: return SPV_OP_F_ORD_EQUAL;
    case LLVMRealOGT: return SPV_OP_F_ORD_GREATER_THAN;
    case LLVMRealOGE: return SPV_OP_F_ORD_GREATER_THAN_EQUAL;
    case LLVMRealOLT: return SPV_OP_F_ORD_LESS_THAN;
    case LLVMRealOLE: return SPV_OP_F_ORD_LESS_THAN_EQUAL;
    case LLVMRealONE: return SPV_OP_F_ORD_NOT_EQUAL;
    case LLVMRealORD: return SPV_OP_ORDERED;
    case LLVMRealUNO: return SPV_OP_UNORDERED;
    case LLVMRealUEQ: return SPV_OP_F_UNORD_EQUAL;
    case LLVMRealUGT: return SPV_OP_F_UNORD_GREATER_THAN;
    case LLVMRealUGE: return SPV_OP_F_UNORD_GREATER_THAN_EQUAL;
    case LLVMRealULT: return SPV_OP_F_UNORD_LESS_THAN;
    case LLVMRealULE: return SPV_OP_F_UNORD_LESS_THAN_EQUAL;
    case LLVMRealUNE: return SPV_OP_F_UNORD_NOT_EQUAL;
    default: return 0; /* false, true */
    }
}

static void compare(struct spv_writer *w, struct spv_words *out,
                    LLVMValueRef inst)
{
    LLVMValueRef left = LLVMGetOperand(inst, 0);
    uint32_t opcode =
        LLVMGetInstructionOpcode(inst) == LLVMICmp
            ? icmp_opcode(LLVMGetICmpPredicate(inst),
                          is_bool(LLVMTypeOf(left)))
            : fcmp_opcode(LLVMGetFCmpPredicate(inst));
    if (!opcode) {
        spv_fail(w, inst, "SPIR-V output: this comparison is not "
                          "supported yet");
        return;
    }
    emit4(out, opcode, spv_type(w, LLVMTypeOf(inst), inst),
          spv_value(w, inst), spv_value(w, left),
          spv_value(w, LLVMGetOperand(inst, 1)));
}

/* ---- conversions ---------------------------------------------------------- */

static void convert_from_bool(struct spv_writer *w, struct spv_words *out,
                              LLVMValueRef inst, bool negative)
{
    LLVMTypeRef type = LLVMTypeOf(inst);
    uint32_t one = splat_constant(w, type, negative ? ~0ull : 1,
                                  negative ? -1.0 : 1.0, inst);
    uint32_t zero = splat_constant(w, type, 0, 0.0, inst);
    emit5(out, SPV_OP_SELECT, spv_type(w, type, inst), spv_value(w, inst),
          spv_value(w, LLVMGetOperand(inst, 0)), one, zero);
}

static void truncate_to_bool(struct spv_writer *w, struct spv_words *out,
                             LLVMValueRef inst)
{
    LLVMValueRef source = LLVMGetOperand(inst, 0);
    LLVMTypeRef source_type = LLVMTypeOf(source);
    uint32_t source_type_id = spv_type(w, source_type, inst);
    uint32_t low = spv_new_id(w);
    emit4(out, SPV_OP_BITWISE_AND, source_type_id, low, spv_value(w, source),
          splat_constant(w, source_type, 1, 0, inst));
    emit4(out, SPV_OP_I_NOT_EQUAL, spv_type(w, LLVMTypeOf(inst), inst),
          spv_value(w, inst), low,
          splat_constant(w, source_type, 0, 0, inst));
}

/* A vector of `type` (LLVM vector type) with every element `element`:
 * inserted into an undefined vector and shuffled.  Not OpCompositeConstruct:
 * the translator IGC reads with (22.43) takes its operands as constants. */
static uint32_t splat_value(struct spv_writer *w, struct spv_words *out,
                            LLVMTypeRef type, uint32_t element,
                            LLVMValueRef where)
{
    unsigned count = LLVMGetVectorSize(type);
    uint32_t type_id = spv_type(w, type, where);
    uint32_t undef = spv_constant(w, LLVMGetUndef(type));
    uint32_t inserted = spv_new_id(w);
    emit5(out, SPV_OP_COMPOSITE_INSERT, type_id, inserted, element, undef, 0);
    uint32_t *operands = xcalloc(count + 4, sizeof *operands);
    operands[0] = type_id;
    operands[1] = spv_new_id(w);
    operands[2] = inserted;
    operands[3] = inserted;
    spv_emit(out, SPV_OP_VECTOR_SHUFFLE, operands, count + 4);
    uint32_t id = operands[1];
    free(operands);
    return id;
}

/* The constant vector <1, 2, 4, ... 2^(n-1)> of `bits`-bit integers, and
 * its LLVM type. */
static uint32_t bit_weights(struct spv_writer *w, unsigned count,
                            unsigned bits, LLVMTypeRef *type)
{
    LLVMTypeRef element = LLVMIntTypeInContext(LLVMGetModuleContext(w->module),
                                               bits);
    LLVMValueRef *weights = xcalloc(count, sizeof *weights);
    for (unsigned i = 0; i < count; i++)
        weights[i] = LLVMConstInt(element, 1ull << i, 0);
    LLVMValueRef vector = LLVMConstVector(weights, count);
    free(weights);
    *type = LLVMTypeOf(vector);
    return spv_constant(w, vector);
}

/* A bitcast between a mask, <N x i1>, and an N-bit integer, which SPIR-V
 * cannot bitcast (its booleans have no size): channel i is bit i (LLVM's
 * and vISA's order).  Mask to integer: each channel selects its bit's
 * weight or 0, and the weights are or-ed together; integer to mask: the
 * integer, splatted, and-ed with the weights, compared with 0. */
static void mask_bitcast(struct spv_writer *w, struct spv_words *out,
                         LLVMValueRef inst, bool from_mask)
{
    LLVMValueRef source = LLVMGetOperand(inst, 0);
    LLVMTypeRef mask_type = LLVMTypeOf(from_mask ? source : inst);
    LLVMTypeRef integer_type = LLVMTypeOf(from_mask ? inst : source);
    unsigned count = LLVMGetVectorSize(mask_type);
    unsigned bits = LLVMGetIntTypeWidth(integer_type);
    LLVMTypeRef weights_type;
    uint32_t weights = bit_weights(w, count, bits, &weights_type);
    uint32_t weights_type_id = spv_type(w, weights_type, inst);
    uint32_t zero = splat_constant(w, weights_type, 0, 0.0, inst);
    if (from_mask) {
        uint32_t chosen = spv_new_id(w);
        emit5(out, SPV_OP_SELECT, weights_type_id, chosen,
              spv_value(w, source), weights, zero);
        uint32_t scalar = spv_type(w, integer_type, inst);
        uint32_t accumulated = spv_new_id(w);
        emit4(out, SPV_OP_COMPOSITE_EXTRACT, scalar, accumulated, chosen, 0);
        for (unsigned i = 1; i < count; i++) {
            uint32_t element = spv_new_id(w);
            emit4(out, SPV_OP_COMPOSITE_EXTRACT, scalar, element, chosen, i);
            uint32_t step = i + 1 == count ? spv_value(w, inst)
                                           : spv_new_id(w);
            emit4(out, SPV_OP_BITWISE_OR, scalar, step, accumulated, element);
            accumulated = step;
        }
        return;
    }
    uint32_t splat = splat_value(w, out, weights_type, spv_value(w, source),
                                 inst);
    uint32_t masked = spv_new_id(w);
    emit4(out, SPV_OP_BITWISE_AND, weights_type_id, masked, splat, weights);
    emit4(out, SPV_OP_I_NOT_EQUAL, spv_type(w, mask_type, inst),
          spv_value(w, inst), masked, zero);
}

static bool is_mask_vector(LLVMTypeRef type)
{
    return LLVMGetTypeKind(type) == LLVMVectorTypeKind && is_bool(type) &&
           !spv_is_single_element_vector(type);
}

static void conversion(struct spv_writer *w, struct spv_words *out,
                       LLVMValueRef inst)
{
    LLVMOpcode llvm = LLVMGetInstructionOpcode(inst);
    LLVMValueRef source = LLVMGetOperand(inst, 0);
    bool from_bool = is_bool(LLVMTypeOf(source));
    bool to_bool = is_bool(LLVMTypeOf(inst));
    if (from_bool && !to_bool &&
        (llvm == LLVMZExt || llvm == LLVMUIToFP)) {
        convert_from_bool(w, out, inst, false);
        return;
    }
    if (from_bool && !to_bool && (llvm == LLVMSExt || llvm == LLVMSIToFP)) {
        convert_from_bool(w, out, inst, true);
        return;
    }
    if (to_bool && !from_bool && llvm == LLVMTrunc) {
        truncate_to_bool(w, out, inst);
        return;
    }
    if (llvm == LLVMBitCast && (is_mask_vector(LLVMTypeOf(source)) ||
                                is_mask_vector(LLVMTypeOf(inst)))) {
        LLVMTypeRef other = LLVMTypeOf(from_bool ? inst : source);
        if (LLVMGetTypeKind(other) == LLVMIntegerTypeKind &&
            LLVMGetIntTypeWidth(other) <= 64) {
            mask_bitcast(w, out, inst, from_bool);
            return;
        }
    }
    uint32_t opcode = 0;
    switch (llvm) {
    case LLVMZExt: case LLVMTrunc: opcode = SPV_OP_U_CONVERT; break;
    case LLVMSExt: opcode = SPV_OP_S_CONVERT; break;
    case LLVMFPToUI: opcode = SPV_OP_CONVERT_F_TO_U; break;
    case LLVMFPToSI: opcode = SPV_OP_CONVERT_F_TO_S; break;
    case LLVMUIToFP: opcode = SPV_OP_CONVERT_U_TO_F; break;
    case LLVMSIToFP: opcode = SPV_OP_CONVERT_S_TO_F; break;
    case LLVMFPExt: case LLVMFPTrunc: opcode = SPV_OP_F_CONVERT; break;
    case LLVMBitCast: opcode = SPV_OP_BITCAST; break;
    default: break;
    }
    if (!opcode || from_bool || to_bool) {
        spv_fail(w, inst, "SPIR-V output: this conversion is not supported "
                          "yet");
        return;
    }
    if (llvm == LLVMBitCast && spv_type(w, LLVMTypeOf(source), inst) ==
                                   spv_type(w, LLVMTypeOf(inst), inst)) {
        alias(w, out, inst, spv_value(w, source));
        return;
    }
    emit3(out, opcode, spv_type(w, LLVMTypeOf(inst), inst), spv_value(w, inst),
          spv_value(w, source));
}

/* ---- vectors and aggregates ------------------------------------------- */

static void element_access(struct spv_writer *w, struct spv_words *out,
                           LLVMValueRef inst)
{
    bool extract = LLVMGetInstructionOpcode(inst) == LLVMExtractElement;
    LLVMValueRef vector = LLVMGetOperand(inst, 0);
    LLVMValueRef index = LLVMGetOperand(inst, extract ? 1 : 2);
    if (spv_is_single_element_vector(LLVMTypeOf(vector))) {
        /* The vector is its element (index 0; any other is poison). */
        alias(w, out, inst,
              spv_value(w, extract ? vector : LLVMGetOperand(inst, 1)));
        return;
    }
    uint32_t type = spv_type(w, LLVMTypeOf(inst), inst);
    uint32_t result = spv_value(w, inst);
    if (LLVMIsAConstantInt(index) &&
        LLVMConstIntGetZExtValue(index) < LLVMGetVectorSize(LLVMTypeOf(vector))) {
        uint32_t literal = (uint32_t)LLVMConstIntGetZExtValue(index);
        if (extract)
            emit4(out, SPV_OP_COMPOSITE_EXTRACT, type, result,
                  spv_value(w, vector), literal);
        else
            emit5(out, SPV_OP_COMPOSITE_INSERT, type, result,
                  spv_value(w, LLVMGetOperand(inst, 1)), spv_value(w, vector),
                  literal);
        return;
    }
    if (extract)
        emit4(out, SPV_OP_VECTOR_EXTRACT_DYNAMIC, type, result,
              spv_value(w, vector), spv_value(w, index));
    else
        emit5(out, SPV_OP_VECTOR_INSERT_DYNAMIC, type, result,
              spv_value(w, vector), spv_value(w, LLVMGetOperand(inst, 1)),
              spv_value(w, index));
}

/* Element `index` of the shuffle's two operands taken as one vector: an
 * id (undef for an undefined element). */
static uint32_t shuffle_element(struct spv_writer *w, struct spv_words *out,
                                LLVMValueRef inst, int index)
{
    LLVMTypeRef result_type = LLVMTypeOf(inst);
    LLVMTypeRef element_type = LLVMGetElementType(result_type);
    if (index == LLVMGetUndefMaskElem())
        return spv_constant(w, LLVMGetUndef(element_type));
    LLVMValueRef first = LLVMGetOperand(inst, 0);
    unsigned first_size = LLVMGetVectorSize(LLVMTypeOf(first));
    LLVMValueRef source = (unsigned)index < first_size
                              ? first
                              : LLVMGetOperand(inst, 1);
    unsigned at = (unsigned)index < first_size ? (unsigned)index
                                               : (unsigned)index - first_size;
    if (spv_is_single_element_vector(LLVMTypeOf(source)))
        return spv_value(w, source);
    uint32_t id = spv_new_id(w);
    emit4(out, SPV_OP_COMPOSITE_EXTRACT, spv_type(w, element_type, inst), id,
          spv_value(w, source), at);
    return id;
}


/* A shuffle from or to a single-element vector (a scalar in SPIR-V),
 * element by element: a splat, or inserts into an undefined vector. */
static void shuffle_single_elements(struct spv_writer *w,
                                    struct spv_words *out, LLVMValueRef inst)
{
    unsigned count = LLVMGetNumMaskElements(inst);
    LLVMTypeRef type = LLVMTypeOf(inst);
    uint32_t *elements = xcalloc(count, sizeof *elements);
    bool same = true;
    for (unsigned i = 0; i < count; i++) {
        elements[i] =
            shuffle_element(w, out, inst, LLVMGetMaskValue(inst, i));
        same = same && elements[i] == elements[0];
    }
    if (count == 1) {
        alias(w, out, inst, elements[0]);
    } else if (same) {
        alias(w, out, inst, splat_value(w, out, type, elements[0], inst));
    } else {
        uint32_t type_id = spv_type(w, type, inst);
        uint32_t vector = spv_constant(w, LLVMGetUndef(type));
        for (unsigned i = 0; i < count; i++) {
            uint32_t next = i + 1 == count ? spv_value(w, inst)
                                           : spv_new_id(w);
            emit5(out, SPV_OP_COMPOSITE_INSERT, type_id, next, elements[i],
                  vector, i);
            vector = next;
        }
    }
    free(elements);
}

static void shuffle(struct spv_writer *w, struct spv_words *out,
                    LLVMValueRef inst)
{
    if (spv_is_single_element_vector(LLVMTypeOf(inst)) ||
        spv_is_single_element_vector(LLVMTypeOf(LLVMGetOperand(inst, 0)))) {
        shuffle_single_elements(w, out, inst);
        return;
    }
    unsigned count = LLVMGetNumMaskElements(inst);
    uint32_t *operands = xcalloc(count + 4, sizeof *operands);
    operands[0] = spv_type(w, LLVMTypeOf(inst), inst);
    operands[1] = spv_value(w, inst);
    operands[2] = spv_value(w, LLVMGetOperand(inst, 0));
    operands[3] = spv_value(w, LLVMGetOperand(inst, 1));
    int undef = LLVMGetUndefMaskElem();
    for (unsigned i = 0; i < count; i++) {
        int element = LLVMGetMaskValue(inst, i);
        operands[4 + i] = element == undef ? 0xffffffffu : (uint32_t)element;
    }
    spv_emit(out, SPV_OP_VECTOR_SHUFFLE, operands, count + 4);
    free(operands);
}

static void aggregate_access(struct spv_writer *w, struct spv_words *out,
                             LLVMValueRef inst)
{
    bool extract = LLVMGetInstructionOpcode(inst) == LLVMExtractValue;
    unsigned count = LLVMGetNumIndices(inst);
    const unsigned *indices = LLVMGetIndices(inst);
    uint32_t *operands = xcalloc(count + 4, sizeof *operands);
    size_t n = 0;
    operands[n++] = spv_type(w, LLVMTypeOf(inst), inst);
    operands[n++] = spv_value(w, inst);
    if (!extract)
        operands[n++] = spv_value(w, LLVMGetOperand(inst, 1));
    operands[n++] = spv_value(w, LLVMGetOperand(inst, 0));
    for (unsigned i = 0; i < count; i++)
        operands[n++] = indices[i];
    spv_emit(out, extract ? SPV_OP_COMPOSITE_EXTRACT : SPV_OP_COMPOSITE_INSERT,
             operands, n);
    free(operands);
}

static void select_value(struct spv_writer *w, struct spv_words *out,
                         LLVMValueRef inst)
{
    LLVMTypeRef type = LLVMTypeOf(inst);
    LLVMValueRef condition = LLVMGetOperand(inst, 0);
    uint32_t condition_id = spv_value(w, condition);
    LLVMTypeKind kind = LLVMGetTypeKind(type);
    if (kind == LLVMStructTypeKind) {
        spv_fail(w, inst, "SPIR-V output: select of structures is not "
                          "supported yet");
        return;
    }
    if (kind == LLVMVectorTypeKind && !spv_is_single_element_vector(type) &&
        LLVMGetTypeKind(LLVMTypeOf(condition)) != LLVMVectorTypeKind) {
        /* SPIR-V 1.0 selects per element: the condition made a vector. */
        condition_id = splat_value(
            w, out, LLVMVectorType(LLVMTypeOf(condition),
                                   LLVMGetVectorSize(type)),
            condition_id, inst);
    }
    emit5(out, SPV_OP_SELECT, spv_type(w, type, inst), spv_value(w, inst),
          condition_id, spv_value(w, LLVMGetOperand(inst, 1)),
          spv_value(w, LLVMGetOperand(inst, 2)));
}

/* ---- vector reductions ------------------------------------------------- */

/* llvm.vector.reduce.<op>, which IGC's VectorCompiler does not import:
 * the elements folded from first to last, each step one SPIR-V operation
 * (integer add, mul and the bitwise ones; min and max as a compare and a
 * select; fmax/fmin as maxnum/minnum do, a NaN losing to a number).  The
 * order changes nothing for these integer operations, and min and max
 * are exact in any order. */
enum reduction { REDUCE_ADD, REDUCE_MUL, REDUCE_AND, REDUCE_OR, REDUCE_XOR,
                 REDUCE_SMAX, REDUCE_SMIN, REDUCE_UMAX, REDUCE_UMIN,
                 REDUCE_FMAX, REDUCE_FMIN };

static const struct {
    const char *name;
    enum reduction kind;
} reductions[] = {
    {"add", REDUCE_ADD},   {"mul", REDUCE_MUL},   {"and", REDUCE_AND},
    {"or", REDUCE_OR},     {"xor", REDUCE_XOR},   {"smax", REDUCE_SMAX},
    {"smin", REDUCE_SMIN}, {"umax", REDUCE_UMAX}, {"umin", REDUCE_UMIN},
    {"fmax", REDUCE_FMAX}, {"fmin", REDUCE_FMIN},
};

#define REDUCE_PREFIX "llvm.vector.reduce."

static bool find_reduction(const char *name, enum reduction *kind)
{
    if (strncmp(name, REDUCE_PREFIX, strlen(REDUCE_PREFIX)) != 0)
        return false;
    const char *op = name + strlen(REDUCE_PREFIX);
    for (size_t i = 0; i < sizeof reductions / sizeof reductions[0]; i++) {
        size_t length = strlen(reductions[i].name);
        if (strncmp(op, reductions[i].name, length) == 0 &&
            op[length] == '.') {
            *kind = reductions[i].kind;
            return true;
        }
    }
    return false;
}

/* One step: `result` = a <op> b, of scalar type `type` (bool when `bool`). */
static void reduction_step(struct spv_writer *w, struct spv_words *out,
                           enum reduction kind, bool boolean, uint32_t type,
                           uint32_t result, uint32_t a, uint32_t b)
{
    static const uint32_t integer_ops[] = {
        [REDUCE_ADD] = SPV_OP_I_ADD, [REDUCE_MUL] = SPV_OP_I_MUL,
        [REDUCE_AND] = SPV_OP_BITWISE_AND, [REDUCE_OR] = SPV_OP_BITWISE_OR,
        [REDUCE_XOR] = SPV_OP_BITWISE_XOR};
    static const uint32_t boolean_ops[] = {
        [REDUCE_ADD] = SPV_OP_LOGICAL_NOT_EQUAL,
        [REDUCE_MUL] = SPV_OP_LOGICAL_AND, [REDUCE_AND] = SPV_OP_LOGICAL_AND,
        [REDUCE_OR] = SPV_OP_LOGICAL_OR, [REDUCE_XOR] = SPV_OP_LOGICAL_NOT_EQUAL};
    if (kind <= REDUCE_XOR) {
        emit4(out, boolean ? boolean_ops[kind] : integer_ops[kind], type,
              result, a, b);
        return;
    }
    /* a is kept when it compares so against b (for fmax/fmin also when b
     * is a NaN); else b. */
    uint32_t keep = spv_new_id(w);
    uint32_t compare = kind == REDUCE_SMAX   ? SPV_OP_S_GREATER_THAN
                       : kind == REDUCE_SMIN ? SPV_OP_S_LESS_THAN
                       : kind == REDUCE_UMAX ? SPV_OP_U_GREATER_THAN
                       : kind == REDUCE_UMIN ? SPV_OP_U_LESS_THAN
                       : kind == REDUCE_FMAX ? SPV_OP_F_ORD_GREATER_THAN
                                             : SPV_OP_F_ORD_LESS_THAN;
    emit4(out, compare, spv_bool_type(w), keep, a, b);
    if (kind == REDUCE_FMAX || kind == REDUCE_FMIN) {
        /* b != b (unordered): b is a NaN.  Not OpIsNan, which IGC's
         * VectorCompiler makes a call of its library's __spirv_IsNan, and
         * the call a stack. */
        uint32_t b_nan = spv_new_id(w), either = spv_new_id(w);
        emit4(out, SPV_OP_F_UNORD_NOT_EQUAL, spv_bool_type(w), b_nan, b, b);
        emit4(out, SPV_OP_LOGICAL_OR, spv_bool_type(w), either, keep, b_nan);
        keep = either;
    }
    emit5(out, SPV_OP_SELECT, type, result, keep, a, b);
}

static void reduce(struct spv_writer *w, struct spv_words *out,
                   LLVMValueRef inst, enum reduction kind)
{
    LLVMValueRef vector = LLVMGetOperand(inst, 0);
    LLVMTypeRef vector_type = LLVMTypeOf(vector);
    uint32_t type = spv_type(w, LLVMTypeOf(inst), inst);
    uint32_t result = spv_value(w, inst);
    if (spv_is_single_element_vector(vector_type)) {
        alias(w, out, inst, spv_value(w, vector));
        return;
    }
    bool boolean = is_bool(vector_type);
    if ((kind <= REDUCE_XOR && is_float(vector_type)) ||
        (boolean && kind > REDUCE_XOR)) {
        spv_fail(w, inst, "SPIR-V output: this vector reduction is not "
                          "supported yet");
        return;
    }
    unsigned count = LLVMGetVectorSize(vector_type);
    uint32_t source = spv_value(w, vector);
    uint32_t accumulated = spv_new_id(w);
    emit4(out, SPV_OP_COMPOSITE_EXTRACT, type, accumulated, source, 0);
    for (unsigned i = 1; i < count; i++) {
        uint32_t element = spv_new_id(w);
        emit4(out, SPV_OP_COMPOSITE_EXTRACT, type, element, source, i);
        uint32_t step = i + 1 == count ? result : spv_new_id(w);
        reduction_step(w, out, kind, boolean, type, step, accumulated,
                       element);
        accumulated = step;
    }
}

/* ---- rotates without rotate instructions ------------------------------ */

/* llvm.genx.rol/ror(a, n) on a platform without ROL/ROR (SKL), where the
 * VectorCompiler of ocloc 22.43 aborts ("VISA builder API call failed"):
 * shifts and an or, the count taken modulo the width as the ROL/ROR pages
 * say, as cmc's own backend expands them there.  False (nothing written)
 * when the call is no such rotate. */
static bool rotate_by_shifts(struct spv_writer *w, struct spv_words *out,
                             LLVMValueRef inst, const char *name)
{
    bool left = strncmp(name, "llvm.genx.rol.", 14) == 0;
    if ((!left && strncmp(name, "llvm.genx.ror.", 14) != 0) ||
        w->platform->has_bit_rotate)
        return false;
    LLVMTypeRef type = LLVMTypeOf(inst);
    LLVMValueRef a = LLVMGetOperand(inst, 0), n = LLVMGetOperand(inst, 1);
    if (LLVMTypeOf(a) != type || LLVMTypeOf(n) != type) {
        spv_fail(w, inst, "SPIR-V output: a rotate with operands of other "
                          "types is not supported yet on %s",
                 w->platform->name);
        return true;
    }
    LLVMTypeRef element = LLVMGetTypeKind(type) == LLVMVectorTypeKind
                              ? LLVMGetElementType(type)
                              : type;
    unsigned width = LLVMGetIntTypeWidth(element);
    uint32_t type_id = spv_type(w, type, inst);
    uint32_t mask = splat_constant(w, type, width - 1, 0.0, inst);
    uint32_t bits = splat_constant(w, type, width, 0.0, inst);
    uint32_t count = spv_new_id(w), rest = spv_new_id(w);
    uint32_t rest_masked = spv_new_id(w);
    emit4(out, SPV_OP_BITWISE_AND, type_id, count, spv_value(w, n), mask);
    emit4(out, SPV_OP_I_SUB, type_id, rest, bits, count);
    emit4(out, SPV_OP_BITWISE_AND, type_id, rest_masked, rest, mask);
    uint32_t up = spv_new_id(w), down = spv_new_id(w);
    uint32_t value = spv_value(w, a);
    emit4(out, SPV_OP_SHIFT_LEFT_LOGICAL, type_id, up, value,
          left ? count : rest_masked);
    emit4(out, SPV_OP_SHIFT_RIGHT_LOGICAL, type_id, down, value,
          left ? rest_masked : count);
    emit4(out, SPV_OP_BITWISE_OR, type_id, spv_value(w, inst), up, down);
    return true;
}

/* ---- calls and control flow ------------------------------------------- */

/* GenX intrinsics SPIR-V output refuses, with the reason: an error now,
 * never a file that does not compile or does not run as it should. */
static const struct {
    const char *prefix, *reason;
} refused_intrinsics[] = {
    {"llvm.genx.3d.sample", "ocloc 22.43 aborts on sampler messages"},
    {"llvm.genx.3d.load", "ocloc 22.43 aborts on sampler messages"},
    {"llvm.genx.lsc", "ocloc 22.43 aborts on LSC messages"},
    {"llvm.genx.predefined.surface",
     "the CM runtime's predefined surfaces have no OpenCL binding"},
};

/* The OpSpecConstant of SpecId `spec_id` (defined once, with its
 * SpecId decoration, the default value `value` of scalar type `type`);
 * 0 after a located failure. */
static uint32_t spec_constant(struct spv_writer *w, LLVMValueRef inst,
                              uint32_t spec_id, LLVMValueRef value)
{
    LLVMTypeRef llvm_type = LLVMTypeOf(value);
    uint32_t type = spv_type(w, llvm_type, inst);
    for (size_t i = 0; i < w->spec_constant_count; i++) {
        if (w->spec_constants[i].spec_id != spec_id)
            continue;
        if (w->spec_constants[i].type == type)
            return w->spec_constants[i].id;
        spv_fail(w, inst, "SPIR-V output: specialization constant %u is "
                          "used with two types",
                 (unsigned)spec_id);
        return 0;
    }
    uint32_t id = spv_new_id(w);
    uint32_t operands[4] = {type, id, 0, 0};
    size_t count = 3;
    uint32_t opcode = SPV_OP_SPEC_CONSTANT;
    LLVMTypeKind kind = LLVMGetTypeKind(llvm_type);
    if (kind == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(llvm_type) == 1) {
        opcode = LLVMConstIntGetZExtValue(value) ? SPV_OP_SPEC_CONSTANT_TRUE
                                                 : SPV_OP_SPEC_CONSTANT_FALSE;
        count = 2;
    } else if (kind == LLVMIntegerTypeKind) {
        uint64_t bits = LLVMConstIntGetZExtValue(value);
        operands[2] = (uint32_t)bits;
        if (LLVMGetIntTypeWidth(llvm_type) == 64) {
            operands[3] = (uint32_t)(bits >> 32);
            count = 4;
        }
    } else {
        LLVMBool loses;
        double number = LLVMConstRealGetDouble(value, &loses);
        if (kind == LLVMDoubleTypeKind) {
            uint64_t bits;
            memcpy(&bits, &number, 8);
            operands[2] = (uint32_t)bits;
            operands[3] = (uint32_t)(bits >> 32);
            count = 4;
        } else if (kind == LLVMHalfTypeKind) {
            operands[2] = float_to_half_bits((float)number);
        } else {
            float single = (float)number;
            memcpy(&operands[2], &single, 4);
        }
    }
    spv_emit(&w->globals, opcode, operands, count);
    uint32_t decoration[3] = {id, SPV_DECORATION_SPEC_ID, spec_id};
    spv_emit(&w->decorations, SPV_OP_DECORATE, decoration, 3);
    if (w->spec_constant_count == w->spec_constant_capacity) {
        w->spec_constant_capacity =
            w->spec_constant_capacity ? 2 * w->spec_constant_capacity : 4;
        w->spec_constants = xrealloc(w->spec_constants,
                                     w->spec_constant_capacity *
                                         sizeof *w->spec_constants);
    }
    w->spec_constants[w->spec_constant_count++] =
        (struct spv_spec_constant){spec_id, type, id};
    return id;
}

/* cm_spec_constant's value: a copy of the module's specialization
 * constant, which the runtime may set before compiling the kernel. */
static void spec_constant_use(struct spv_writer *w, struct spv_words *out,
                              LLVMValueRef inst)
{
    LLVMValueRef spec_id = LLVMGetOperand(inst, 0);
    LLVMValueRef value = LLVMGetOperand(inst, 1);
    if (!LLVMIsAConstantInt(spec_id) ||
        !(LLVMIsAConstantInt(value) || LLVMIsAConstantFP(value))) {
        spv_fail(w, inst, "SPIR-V output: a specialization constant needs "
                          "a constant id and default value");
        return;
    }
    uint32_t id = spec_constant(
        w, inst, (uint32_t)LLVMConstIntGetZExtValue(spec_id), value);
    if (id)
        emit3(out, SPV_OP_COPY_OBJECT, spv_type(w, LLVMTypeOf(inst), inst),
              spv_value(w, inst), id);
}

/* The module's OpAsmTargetINTEL, with the capability and extension of
 * SPV_INTEL_inline_assembly, made on first use. */
static uint32_t asm_target(struct spv_writer *w)
{
    if (w->asm_target)
        return w->asm_target;
    spv_require(w, SPV_CAP_ASM_INTEL);
    const char *extension = "SPV_INTEL_inline_assembly";
    spv_emit_string(&w->extensions, SPV_OP_EXTENSION, NULL, 0, extension,
                    strlen(extension), NULL, 0);
    w->asm_target = spv_new_id(w);
    const char *target = "spir64-unknown-unknown";
    spv_emit_string(&w->globals, SPV_OP_ASM_TARGET_INTEL, &w->asm_target, 1,
                    target, strlen(target), NULL, 0);
    return w->asm_target;
}

/* Why ocloc 22.43's VectorCompiler cannot take inline assembly with these
 * constraints (NULL: it can): it rejects `cr` ("Unsupported constraint
 * 'c'"), and it writes a whole region for `rw`, where CM's text gives the
 * region itself (`%0(0,0)<1>` becomes `V33(0,0)<1>(0,0)<1>`). */
static const char *asm_constraints_refused(const char *constraints,
                                           size_t length, char *which,
                                           size_t which_size)
{
    size_t start = 0;
    while (start <= length) {
        size_t end = start;
        while (end < length && constraints[end] != ',')
            end++;
        size_t at = start;
        while (at < end && strchr("=+&", constraints[at]))
            at++;
        size_t size = end - at;
        const char *why = NULL;
        if (size == 2 && strncmp(constraints + at, "cr", 2) == 0)
            why = "rejects the constraint";
        else if (size == 2 && strncmp(constraints + at, "rw", 2) == 0)
            why = "writes a whole region for it, not the variable's name";
        if (why) {
            snprintf(which, which_size, "%.*s", (int)size, constraints + at);
            return why;
        }
        start = end + 1;
    }
    return NULL;
}

/* A call of inline vISA assembly: an OpAsmINTEL of its text and
 * constraints (decorated SideEffectsINTEL when it has them: CM's are
 * all volatile) and an OpAsmCallINTEL of it, which IGC's reader turns
 * back into the LLVM inline assembly the VectorCompiler compiles. */
static void inline_asm_call(struct spv_writer *w, struct spv_words *out,
                            LLVMValueRef inst, LLVMValueRef callee)
{
    size_t text_length, constraints_length;
    const char *text = LLVMGetInlineAsmAsmString(callee, &text_length);
    const char *constraints =
        LLVMGetInlineAsmConstraintString(callee, &constraints_length);
    char which[8];
    const char *refusal = asm_constraints_refused(
        constraints, constraints_length, which, sizeof which);
    if (refusal) {
        spv_fail(w, inst, "SPIR-V output: inline assembly with a '%s' "
                          "operand is not supported (ocloc 22.43's "
                          "VectorCompiler %s)",
                 which, refusal);
        return;
    }
    LLVMTypeRef function_type = LLVMGetInlineAsmFunctionType(callee);
    uint32_t type = spv_function_type_of(w, function_type, inst);
    uint32_t result_type =
        spv_type(w, LLVMGetReturnType(function_type), inst);
    size_t capacity = 4 + text_length / 4 + 1 + constraints_length / 4 + 1;
    uint32_t *words = xcalloc(capacity, sizeof *words);
    size_t length = 0;
    uint32_t asm_id = spv_new_id(w);
    words[length++] = result_type;
    words[length++] = asm_id;
    words[length++] = type;
    words[length++] = asm_target(w);
    spv_append_string(words, &length, text, text_length);
    spv_append_string(words, &length, constraints, constraints_length);
    spv_emit(&w->globals, SPV_OP_ASM_INTEL, words, length);
    free(words);
    if (LLVMGetInlineAsmHasSideEffects(callee)) {
        uint32_t decoration[2] = {asm_id, SPV_DECORATION_SIDE_EFFECTS_INTEL};
        spv_emit(&w->decorations, SPV_OP_DECORATE, decoration, 2);
    }
    unsigned arguments = LLVMGetNumArgOperands(inst);
    uint32_t *operands = xcalloc(arguments + 3, sizeof *operands);
    operands[0] = result_type;
    operands[1] = spv_value(w, inst);
    operands[2] = asm_id;
    for (unsigned i = 0; i < arguments; i++)
        operands[3 + i] = spv_value(w, LLVMGetOperand(inst, i));
    spv_emit(out, SPV_OP_ASM_CALL_INTEL, operands, arguments + 3);
    free(operands);
}

static void call(struct spv_writer *w, struct spv_words *out,
                 LLVMValueRef inst)
{
    LLVMValueRef callee = LLVMGetCalledValue(inst);
    if (callee && LLVMIsAInlineAsm(callee)) {
        inline_asm_call(w, out, inst, callee);
        return;
    }
    if (!callee || !LLVMIsAFunction(callee)) {
        spv_fail(w, inst, "SPIR-V output: inline assembly and indirect "
                          "calls are not supported yet");
        return;
    }
    size_t length;
    const char *name = LLVMGetValueName2(callee, &length);
    if (strncmp(name, SPEC_CONSTANT_FUNCTION ".",
                strlen(SPEC_CONSTANT_FUNCTION ".")) == 0) {
        spec_constant_use(w, out, inst);
        return;
    }
    if (strcmp(name, OPENCL_PRINTF_FUNCTION) == 0) {
        spv_opencl_printf(w, out, inst);
        return;
    }
    enum reduction reduction;
    if (find_reduction(name, &reduction)) {
        reduce(w, out, inst, reduction);
        return;
    }
    if (rotate_by_shifts(w, out, inst, name))
        return;
    if (LLVMIsDeclaration(callee) && !spv_importable(name)) {
        spv_fail(w, inst, "SPIR-V output: cannot express a call of '%s' yet",
                 name);
        return;
    }
    for (size_t i = 0; i < sizeof refused_intrinsics /
                               sizeof refused_intrinsics[0]; i++)
        if (strncmp(name, refused_intrinsics[i].prefix,
                    strlen(refused_intrinsics[i].prefix)) == 0) {
            spv_fail(w, inst,
                     "SPIR-V output: '%s' is not supported yet (%s)",
                     refused_intrinsics[i].prefix,
                     refused_intrinsics[i].reason);
            return;
        }
    unsigned count = LLVMGetNumArgOperands(inst);
    uint32_t *operands = xcalloc(count + 3, sizeof *operands);
    operands[0] = spv_type(w, LLVMTypeOf(inst), inst);
    operands[1] = spv_value(w, inst);
    operands[2] = spv_value(w, callee);
    for (unsigned i = 0; i < count; i++)
        operands[3 + i] = spv_value(w, LLVMGetOperand(inst, i));
    spv_emit(out, SPV_OP_FUNCTION_CALL, operands, count + 3);
    free(operands);
}

static void phi(struct spv_writer *w, struct spv_words *out,
                LLVMValueRef inst)
{
    unsigned count = LLVMCountIncoming(inst);
    uint32_t *operands = xcalloc(2 * count + 2, sizeof *operands);
    operands[0] = spv_type(w, LLVMTypeOf(inst), inst);
    operands[1] = spv_value(w, inst);
    for (unsigned i = 0; i < count; i++) {
        operands[2 + 2 * i] = spv_value(w, LLVMGetIncomingValue(inst, i));
        operands[3 + 2 * i] = block_id(w, LLVMGetIncomingBlock(inst, i));
    }
    spv_emit(out, SPV_OP_PHI, operands, 2 * count + 2);
    free(operands);
}

static void branch(struct spv_writer *w, struct spv_words *out,
                   LLVMValueRef inst)
{
    if (!LLVMIsConditional(inst)) {
        uint32_t target = block_id(w, LLVMGetSuccessor(inst, 0));
        spv_emit(out, SPV_OP_BRANCH, &target, 1);
        return;
    }
    emit3(out, SPV_OP_BRANCH_CONDITIONAL,
          spv_value(w, LLVMGetCondition(inst)),
          block_id(w, LLVMGetSuccessor(inst, 0)),
          block_id(w, LLVMGetSuccessor(inst, 1)));
}

static void switch_branch(struct spv_writer *w, struct spv_words *out,
                          LLVMValueRef inst)
{
    LLVMValueRef selector = LLVMGetOperand(inst, 0);
    unsigned bits = LLVMGetIntTypeWidth(LLVMTypeOf(selector));
    unsigned cases = LLVMGetNumSuccessors(inst) - 1;
    uint32_t *operands = xcalloc(2 + 3 * cases, sizeof *operands);
    size_t n = 0;
    operands[n++] = spv_value(w, selector);
    operands[n++] = block_id(w, LLVMGetSwitchDefaultDest(inst));
    for (unsigned i = 0; i < cases; i++) {
        LLVMValueRef value = LLVMGetOperand(inst, 2 + 2 * i);
        uint64_t bits_value = LLVMConstIntGetZExtValue(value);
        operands[n++] = (uint32_t)bits_value;
        if (bits > 32)
            operands[n++] = (uint32_t)(bits_value >> 32);
        operands[n++] = block_id(w, LLVMGetSuccessor(inst, i + 1));
    }
    if (bits == 1)
        spv_fail(w, inst, "SPIR-V output: a switch on a boolean is not "
                          "supported yet");
    else
        spv_emit(out, SPV_OP_SWITCH, operands, n);
    free(operands);
}

static void ret(struct spv_writer *w, struct spv_words *out, LLVMValueRef inst)
{
    if (LLVMGetNumOperands(inst) == 0) {
        spv_emit(out, SPV_OP_RETURN, NULL, 0);
        return;
    }
    uint32_t value = spv_value(w, LLVMGetOperand(inst, 0));
    spv_emit(out, SPV_OP_RETURN_VALUE, &value, 1);
}

static void instruction(struct spv_writer *w, struct spv_words *out,
                        LLVMValueRef inst)
{
    LLVMOpcode opcode = LLVMGetInstructionOpcode(inst);
    const struct binary_op *op = find_binary(opcode);
    if (op) {
        binary(w, out, inst, op);
        return;
    }
    switch (opcode) {
    case LLVMFNeg:
        emit3(out, SPV_OP_F_NEGATE, spv_type(w, LLVMTypeOf(inst), inst),
              spv_value(w, inst), spv_value(w, LLVMGetOperand(inst, 0)));
        return;
    case LLVMICmp: case LLVMFCmp:
        compare(w, out, inst);
        return;
    case LLVMZExt: case LLVMSExt: case LLVMTrunc: case LLVMFPToUI:
    case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP: case LLVMFPExt:
    case LLVMFPTrunc: case LLVMBitCast:
        conversion(w, out, inst);
        return;
    case LLVMExtractElement: case LLVMInsertElement:
        element_access(w, out, inst);
        return;
    case LLVMShuffleVector:
        shuffle(w, out, inst);
        return;
    case LLVMExtractValue: case LLVMInsertValue:
        aggregate_access(w, out, inst);
        return;
    case LLVMSelect:
        select_value(w, out, inst);
        return;
    case LLVMFreeze:
        alias(w, out, inst, spv_value(w, LLVMGetOperand(inst, 0)));
        return;
    case LLVMCall:
        call(w, out, inst);
        return;
    case LLVMPHI:
        phi(w, out, inst);
        return;
    case LLVMBr:
        branch(w, out, inst);
        return;
    case LLVMSwitch:
        switch_branch(w, out, inst);
        return;
    case LLVMRet:
        ret(w, out, inst);
        return;
    case LLVMUnreachable:
        spv_emit(out, SPV_OP_UNREACHABLE, NULL, 0);
        return;
    default:
        break;
    }
    spv_fail(w, inst, "SPIR-V output: memory and pointer instructions "
                      "(alloca, load, store, getelementptr, pointer casts, "
                      "atomics) are not supported yet");
}

void spv_emit_body(struct spv_writer *w, LLVMValueRef function,
                   struct spv_words *out,
                   void (*prologue)(struct spv_writer *, struct spv_words *,
                                    void *),
                   void *prologue_data)
{
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function);
         block && !w->failed; block = LLVMGetNextBasicBlock(block)) {
        uint32_t label = block_id(w, block);
        spv_emit(out, SPV_OP_LABEL, &label, 1);
        if (prologue && block == LLVMGetEntryBasicBlock(function))
            prologue(w, out, prologue_data);
        for (LLVMValueRef inst = LLVMGetFirstInstruction(block);
             inst && !w->failed; inst = LLVMGetNextInstruction(inst))
            instruction(w, out, inst);
    }
    spv_emit(out, SPV_OP_FUNCTION_END, NULL, 0);
}
