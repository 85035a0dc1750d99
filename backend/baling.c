/* baling.c - decides how each LLVM value is represented in vISA.
 *
 * Takes a function whose values are numbered (fc->values); guarantees each
 * value a kind:
 *   VIEW        an rdregion / extractelement / shufflevector with a
 *               constant region: no instruction, every user reads the
 *               region of the source directly (a "baled" source operand);
 *   BALED       an ALU instruction whose single user is a wrregion or
 *               insertelement in the same block: it is emitted at that
 *               user, writing straight into the region (a baled
 *               destination), so `v.select<8,1>(0) = a + b` is one add;
 *               likewise an oword block load or a dpas into a
 *               contiguous, GRF-aligned region (a raw destination);
 *   PREDEFINED  thread.x/y: a read of a predefined vISA variable;
 *   DEAD        no remaining uses and no side effects: not emitted;
 *   REGISTER    everything else with a value: it gets a vISA variable.
 * Exists because region handling is where GenX code quality comes from
 * (Intel's GenXBaling.cpp), and liveness must know where operands are
 * really read: a view's source is read at each user of the view, a baled
 * instruction's operands at its wrregion. */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

static bool is_binary_opcode(LLVMOpcode op)
{
    switch (op) {
    case LLVMAdd: case LLVMFAdd: case LLVMSub: case LLVMFSub:
    case LLVMMul: case LLVMFMul: case LLVMUDiv: case LLVMSDiv:
    case LLVMFDiv: case LLVMURem: case LLVMSRem: case LLVMFRem:
    case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd:
    case LLVMOr: case LLVMXor:
        return true;
    default:
        return false;
    }
}

static bool is_cast_opcode(LLVMOpcode op)
{
    switch (op) {
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI:
    case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP: case LLVMFPTrunc:
    case LLVMFPExt: case LLVMBitCast:
        return true;
    default:
        return false;
    }
}

/* Raw operands of messages and of the matrix engine that read a region
 * in place when it is contiguous and GRF-aligned (message_source), else
 * from a copy: a bit per operand index. */
static const struct raw_source_operands {
    const char *intrinsic;
    unsigned operands;
} raw_source_operands[] = {
    {"llvm.genx.oword.st", 1u << 2},
    {"llvm.genx.media.st", 1u << 6},
    {"llvm.genx.dpas", 1u << 0 | 1u << 1 | 1u << 2},
    {"llvm.genx.dpas.nosrc0", 1u << 0 | 1u << 1},
    {"llvm.genx.dpasw", 1u << 0 | 1u << 1 | 1u << 2},
    {"llvm.genx.dpasw.nosrc0", 1u << 0 | 1u << 1},
};

static bool is_raw_source_operand(LLVMValueRef call, unsigned operand)
{
    const char *name = genx_callee_name(call);
    if (!name || operand >= 32)
        return false;
    for (size_t i = 0;
         i < sizeof raw_source_operands / sizeof raw_source_operands[0]; i++)
        if (genx_intrinsic_matches(name, raw_source_operands[i].intrinsic))
            return (raw_source_operands[i].operands >> operand) & 1;
    return false;
}

/* Can `user` read operand `operand` as a region of a register, in place? */
static bool reads_operand_as_region(LLVMValueRef user, unsigned operand)
{
    if (!LLVMIsAInstruction(user))
        return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(user);
    if (is_binary_opcode(op) || is_cast_opcode(op) || op == LLVMFNeg ||
        op == LLVMICmp || op == LLVMFCmp || op == LLVMPHI ||
        op == LLVMShuffleVector)
        return true;
    if (op == LLVMSelect)
        return operand != 0;
    if (op == LLVMInsertElement)
        return operand != 2;
    if (op == LLVMExtractElement)
        return operand == 0 && LLVMIsAConstantInt(LLVMGetOperand(user, 1));
    if (op == LLVMCall) {
        if (is_fused_multiply_add(user))
            return operand < 3;
        enum intrinsic_kind kind = classify_intrinsic(user);
        if (kind == INTRINSIC_WRREGION)
            return operand == 0 || operand == 1;
        if (kind == INTRINSIC_RDREGION)
            return operand == 0 &&
                   LLVMIsAConstantInt(LLVMGetOperand(user, 4));
        return is_raw_source_operand(user, operand);
    }
    return false;
}

static bool all_uses_read_regions(LLVMValueRef value)
{
    for (LLVMUseRef use = LLVMGetFirstUse(value); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        unsigned n = (unsigned)LLVMGetNumOperands(user);
        bool found = false;
        for (unsigned i = 0; i < n; i++)
            if (LLVMGetOperand(user, i) == value) {
                if (!reads_operand_as_region(user, i))
                    return false;
                found = true;
            }
        if (!found)
            return false;
    }
    return true;
}

static int element_size_of(LLVMValueRef value)
{
    enum visa_type type;
    if (!genx_element_type(LLVMTypeOf(value), &type))
        return 0;
    return visa_type_size(type);
}

/* Turn value `index` into a view of `source` with `region`, composing
 * with the source's own view.  False (nothing changed) if impossible. */
static bool make_view(struct function_context *fc, int index,
                      LLVMValueRef source, struct region region)
{
    struct value_info *info = &fc->values[index];
    struct value_info *src = value_info_of(fc, source);
    int size = element_size_of(info->value);
    if (!src || size == 0 || value_index(fc, source) >= index)
        return false;
    if (src->kind == VALUE_VIEW) {
        struct region composed;
        if (!region_compose(&src->view, &region, size, &composed))
            return false;
        info->view_source = src->view_source;
        info->view = composed;
    } else if (src->kind == VALUE_REGISTER || src->kind == VALUE_PREDEFINED) {
        info->view_source = source;
        info->view = region;
    } else {
        return false;
    }
    info->kind = VALUE_VIEW;
    return true;
}

/* A shufflevector mask as a region of one operand, if it is one. */
static bool shuffle_region(LLVMValueRef shuffle, LLVMValueRef *source,
                           struct region *out, int size)
{
    int n = (int)LLVMGetNumMaskElements(shuffle);
    LLVMValueRef op0 = LLVMGetOperand(shuffle, 0);
    int n0 = genx_num_elements(LLVMTypeOf(op0));
    int first = LLVMGetMaskValue(shuffle, 0);
    if (first < 0)
        return false;
    int which = first >= n0;
    int base = first - which * n0;
    int indices[64];
    if (n > 64)
        return false;
    for (int i = 0; i < n; i++) {
        int m = LLVMGetMaskValue(shuffle, i);
        if (m < 0 || (m >= n0) != which)
            return false;
        indices[i] = m - which * n0;
    }
    memset(out, 0, sizeof *out);
    out->num_elts = n;
    out->byte_offset = base * size;
    int hstride = n > 1 ? indices[1] - base : 0;
    int width = n;
    for (int i = 1; i < n; i++)
        if (indices[i] != base + i * hstride) {
            width = i;
            break;
        }
    int vstride = width < n ? indices[width] - base : width * hstride;
    if (hstride < 0 || vstride < 0 || n % width != 0)
        return false;
    for (int i = 0; i < n; i++)
        if (indices[i] != base + (i / width) * vstride + (i % width) * hstride)
            return false;
    out->width = width;
    out->hstride = hstride;
    out->vstride = vstride;
    if (n == 1) {
        out->width = 1;
        out->hstride = 0;
        out->vstride = 0;
    }
    *source = LLVMGetOperand(shuffle, (unsigned)which);
    return true;
}

static void decide_view(struct function_context *fc, int index)
{
    struct value_info *info = &fc->values[index];
    LLVMValueRef v = info->value;
    if (info->kind != VALUE_REGISTER || !LLVMIsAInstruction(v) ||
        genx_is_predicate_type(LLVMTypeOf(v)) || !all_uses_read_regions(v))
        return;
    int size = element_size_of(v);
    if (size == 0)
        return;
    int n = genx_num_elements(LLVMTypeOf(v));
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    struct region region;
    memset(&region, 0, sizeof region);
    region.num_elts = n;
    if (op == LLVMCall && classify_intrinsic(v) == INTRINSIC_RDREGION) {
        if (!genx_read_region(v, 1, n, &region) || region.variable_offset)
            return;
        make_view(fc, index, LLVMGetOperand(v, 0), region);
    } else if (op == LLVMExtractElement) {
        int64_t element;
        if (!genx_const_int(LLVMGetOperand(v, 1), &element))
            return;
        region.byte_offset = (int)element * size;
        region.width = 1;
        make_view(fc, index, LLVMGetOperand(v, 0), region);
    } else if (op == LLVMShuffleVector) {
        LLVMValueRef source;
        if (!shuffle_region(v, &source, &region, size))
            return;
        /* A splat of an insertelement reads the inserted scalar. */
        bool broadcast = n == 1 || (region.hstride == 0 && region.vstride == 0);
        if (broadcast && LLVMIsAInsertElementInst(source)) {
            int64_t at;
            struct value_info *ins = value_info_of(fc, source);
            LLVMValueRef scalar = LLVMGetOperand(source, 1);
            if (ins && genx_const_int(LLVMGetOperand(source, 2), &at) &&
                at * size == region.byte_offset && !LLVMIsConstant(scalar)) {
                struct region splat = region;
                splat.byte_offset = 0;
                if (make_view(fc, index, scalar, splat)) {
                    /* The view now reads the scalar itself, which must
                     * outlive the insertelement it no longer needs. */
                    struct value_info *scalar_info = value_info_of(fc, scalar);
                    if (scalar_info)
                        scalar_info->remaining_uses++;
                    ins->remaining_uses--;
                    return;
                }
            }
        }
        make_view(fc, index, source, region);
    }
}

bool is_fused_multiply_add(LLVMValueRef v)
{
    return genx_calls_function_prefixed(v, "llvm.fma.") ||
           genx_calls_function_prefixed(v, "llvm.fmuladd.");
}

static bool can_bale_into_write(LLVMValueRef v)
{
    if (is_fused_multiply_add(v))
        return true;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (op == LLVMBitCast || op == LLVMFRem)
        return false;
    return is_binary_opcode(op) || is_cast_opcode(op) || op == LLVMFNeg ||
           op == LLVMSelect;
}

static bool has_side_effects(LLVMValueRef v);

bool nothing_happens_between(LLVMValueRef from, LLVMValueRef to)
{
    for (LLVMValueRef i = LLVMGetNextInstruction(from); i && i != to;
         i = LLVMGetNextInstruction(i))
        if (has_side_effects(i))
            return false;
    return true;
}

static bool is_dpas(LLVMValueRef v)
{
    const char *name = LLVMIsACallInst(v) ? genx_callee_name(v) : NULL;
    return name && (genx_intrinsic_matches(name, "llvm.genx.dpas") ||
                    genx_intrinsic_matches(name, "llvm.genx.dpas.nosrc0") ||
                    genx_intrinsic_matches(name, "llvm.genx.dpasw") ||
                    genx_intrinsic_matches(name, "llvm.genx.dpasw.nosrc0"));
}

/* A raw result (an oword block load, with nothing that touches memory
 * between it and the write; a dpas) whose only user is an unmasked
 * wrregion of consecutive elements starting on a GRF boundary: the
 * instruction writes the region in place (a matrix row read by
 * `read(s, offset, m.row(i))`, `c.row(i) = cm_dpas(c.row(i), ...)`), not a
 * copy, as a raw operand must (GenX_IR's isRegionOKForRaw rule). */
static bool can_bale_raw_result_into_write(struct function_context *fc,
                                           LLVMValueRef result,
                                           LLVMValueRef w)
{
    int64_t mask;
    struct region region;
    int n = genx_num_elements(LLVMTypeOf(result));
    bool movable = is_dpas(result) || (genx_is_block_load(result) &&
                                       nothing_happens_between(result, w));
    return movable && LLVMIsACallInst(w) &&
           classify_intrinsic(w) == INTRINSIC_WRREGION &&
           genx_num_elements(LLVMTypeOf(LLVMGetOperand(w, 7))) == 1 &&
           genx_const_int(LLVMGetOperand(w, 7), &mask) && (mask & 1) &&
           genx_read_region(w, 2, n, &region) &&
           genx_region_is_contiguous(&region) &&
           region.byte_offset % fc->cg->platform->grf_bytes == 0;
}

static void decide_write_bale(struct function_context *fc, int index)
{
    struct value_info *info = &fc->values[index];
    LLVMValueRef w = info->value;
    if (info->kind != VALUE_REGISTER || !LLVMIsAInstruction(w))
        return;
    bool is_wrregion = LLVMIsACallInst(w) &&
                       classify_intrinsic(w) == INTRINSIC_WRREGION;
    if (!is_wrregion && !LLVMIsAInsertElementInst(w))
        return;
    LLVMValueRef new_value = LLVMGetOperand(w, 1);
    struct value_info *child = value_info_of(fc, new_value);
    if (!child || child->kind != VALUE_REGISTER || child->block != info->block ||
        child->remaining_uses != 1 || !LLVMIsAInstruction(new_value) ||
        (!can_bale_into_write(new_value) &&
         !can_bale_raw_result_into_write(fc, new_value, w)) ||
        genx_is_predicate_type(LLVMTypeOf(new_value)) ||
        genx_is_predicate_type(LLVMTypeOf(w)))
        return;
    if (genx_scalar_type(LLVMTypeOf(new_value)) !=
        genx_scalar_type(LLVMTypeOf(w)))
        return;
    if (is_wrregion && LLVMIsASelectInst(new_value)) {
        int64_t mask;
        if (!genx_const_int(LLVMGetOperand(w, 7), &mask))
            return; /* sel cannot take a second predicate */
    }
    child->kind = VALUE_BALED;
    child->bale_head = w;
}

static bool is_saturation(LLVMValueRef v)
{
    const char *name = LLVMIsACallInst(v) ? genx_callee_name(v) : NULL;
    return name && genx_intrinsic_matches(name, "llvm.genx.sat");
}

/* llvm.genx.sat(x) where x is a float ALU result used only there: x is
 * computed with .sat straight into the saturation's variable. */
static void decide_saturation_bale(struct function_context *fc, int index)
{
    struct value_info *info = &fc->values[index];
    LLVMValueRef sat = info->value;
    if (info->kind != VALUE_REGISTER || !is_saturation(sat))
        return;
    LLVMValueRef operand = LLVMGetOperand(sat, 0);
    struct value_info *child = value_info_of(fc, operand);
    if (!child || child->kind != VALUE_REGISTER || child->block != info->block ||
        child->remaining_uses != 1 || !LLVMIsAInstruction(operand) ||
        LLVMTypeOf(operand) != LLVMTypeOf(sat) ||
        !LLVMIsABinaryOperator(operand) ||
        LLVMGetInstructionOpcode(operand) == LLVMFRem)
        return;
    enum visa_type type;
    if (!genx_element_type(LLVMTypeOf(operand), &type) ||
        !visa_type_is_float(type))
        return;
    child->kind = VALUE_BALED;
    child->bale_head = sat;
}

static bool has_side_effects(LLVMValueRef v)
{
    if (LLVMIsATerminatorInst(v) || LLVMIsAStoreInst(v) ||
        LLVMIsAFenceInst(v) || LLVMIsAAtomicRMWInst(v) ||
        LLVMIsAAtomicCmpXchgInst(v))
        return true;
    if (LLVMIsACallInst(v)) {
        const char *name = genx_callee_name(v);
        if (!name || strncmp(name, "llvm.", 5) != 0)
            return true;
        return intrinsic_has_side_effects(v);
    }
    return false;
}

static void remove_dead(struct function_context *fc)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = fc->value_count - 1; i >= 0; i--) {
            struct value_info *info = &fc->values[i];
            LLVMValueRef v = info->value;
            if (info->kind == VALUE_DEAD || info->remaining_uses > 0 ||
                !LLVMIsAInstruction(v) || has_side_effects(v))
                continue;
            info->kind = VALUE_DEAD;
            changed = true;
            unsigned n = (unsigned)LLVMGetNumOperands(v);
            /* an overwritten old value's use was dropped already */
            unsigned from = genx_wrregion_overwrites_all(v) ? 1 : 0;
            for (unsigned k = from; k < n; k++) {
                struct value_info *op = value_info_of(fc, LLVMGetOperand(v, k));
                if (op && op->remaining_uses > 0)
                    op->remaining_uses--;
            }
        }
    }
}

static int count_uses(LLVMValueRef v)
{
    int count = 0;
    for (LLVMUseRef use = LLVMGetFirstUse(v); use; use = LLVMGetNextUse(use))
        count++;
    return count;
}

static void decide_initial_kind(struct function_context *fc, int index)
{
    struct value_info *info = &fc->values[index];
    LLVMValueRef v = info->value;
    info->remaining_uses = count_uses(v);
    if (info->kind == VALUE_SURFACE)
        return;
    if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVoidTypeKind ||
        LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMStructTypeKind) {
        /* Struct values are a subroutine's results (subroutines.c). */
        info->kind = VALUE_NONE;
        return;
    }
    info->kind = VALUE_REGISTER;
    const char *name;
    enum visa_type type;
    if (LLVMIsACallInst(v) &&
        classify_intrinsic(v) == INTRINSIC_PREDEFINED &&
        intrinsic_predefined(v, &name, &type)) {
        info->kind = VALUE_PREDEFINED;
        info->fixed_var = visa_add_predefined(fc->kernel, name, type);
    }
}

/* A wrregion writing every element of its result, unmasked, does not
 * read its old value: that use does not keep the old value alive (a
 * frontend's `row = loaded` on an uninitialised vector). */
static void drop_overwritten_old_values(struct function_context *fc)
{
    for (int i = 0; i < fc->value_count; i++) {
        LLVMValueRef w = fc->values[i].value;
        if (!genx_wrregion_overwrites_all(w))
            continue;
        struct value_info *old = value_info_of(fc, LLVMGetOperand(w, 0));
        if (old && old->remaining_uses > 0)
            old->remaining_uses--;
    }
}

void decide_baling(struct function_context *fc)
{
    for (int i = 0; i < fc->value_count; i++)
        decide_initial_kind(fc, i);
    drop_overwritten_old_values(fc);
    remove_dead(fc);
    for (int i = 0; i < fc->value_count; i++)
        decide_view(fc, i);
    remove_dead(fc);
    for (int i = 0; i < fc->value_count; i++)
        decide_saturation_bale(fc, i);
    for (int i = 0; i < fc->value_count; i++)
        decide_write_bale(fc, i);
}

void for_each_register_read(struct function_context *fc, LLVMValueRef v,
                            void (*visit)(struct function_context *, int,
                                          void *),
                            void *data)
{
    struct value_info *info = value_info_of(fc, v);
    if (!info)
        return;
    switch (info->kind) {
    case VALUE_REGISTER:
        visit(fc, value_index(fc, v), data);
        break;
    case VALUE_VIEW:
        for_each_register_read(fc, info->view_source, visit, data);
        if (info->view.variable_offset)
            for_each_register_read(fc, info->view.variable_offset, visit, data);
        break;
    case VALUE_BALED:
        for_each_instruction_read(fc, v, visit, data);
        break;
    case VALUE_NONE:
        /* An extractvalue reads what the insertvalue chain put in, or
         * the operands of the goto or join whose result it computes. */
        if (LLVMIsAInsertValueInst(v) || simd_cf_is_goto(v) ||
            simd_cf_is_join(v))
            for_each_instruction_read(fc, v, visit, data);
        break;
    default:
        break;
    }
}

void for_each_instruction_read(struct function_context *fc,
                               LLVMValueRef inst,
                               void (*visit)(struct function_context *, int,
                                             void *),
                               void *data)
{
    unsigned n = (unsigned)LLVMGetNumOperands(inst);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef op = LLVMGetOperand(inst, i);
        if (op)
            for_each_register_read(fc, op, visit, data);
    }
}
