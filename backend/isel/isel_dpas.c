/* isel_dpas.c - the matrix engine: llvm.genx.dpas[w][.nosrc0] as vISA
 * DPAS and DPASW.
 *
 * Takes calls llvm.genx.dpas(src0, src1, src2, info) and the .nosrc0 form
 * (src1, src2, info), with the info word the frontend packs (src1's vISA
 * precision | src2's << 8 | systolic depth << 16 | repeat count << 24,
 * frontend/builtins/dpas.c); guarantees one DPAS (DPASW) instruction of
 * the platform's execution size (8 dwords per GRF, 16 on PVC), with
 * dst, src0 (%null for none) and src1 raw GRF-aligned operands and src2 a
 * general operand, as the vISA DPAS page lays them out, src1 and src2
 * typed d or ud (GenX_IR's verifier allows nothing else).  Operands that
 * are contiguous, GRF-aligned regions of a larger variable (a row of an
 * accumulator matrix) are taken in place at a raw offset, and so is a
 * destination baled into such a region (baling.c), as Intel's VC does;
 * a destination that would overlap a source other than src0 exactly goes
 * through a temporary.  The instruction is whole: legalization never
 * splits it. */
#include "backend/codegen.h"

/* Src1 and src2 hold packed elements in dwords: GenX_IR's verifier wants
 * them d or ud, so a view of narrower elements (a char matrix seen as
 * uint) is read through a ud alias. */
static struct visa_operand packed_raw(struct function_context *fc,
                                      LLVMValueRef value)
{
    struct visa_operand raw = message_source(fc, value);
    enum visa_type type = fc->kernel->vars[raw.var].type;
    if (type != VISA_TYPE_D && type != VISA_TYPE_UD)
        raw.var = typed_var(fc, raw.var, VISA_TYPE_UD);
    return raw;
}

static struct visa_operand general_of_raw(struct function_context *fc,
                                          struct visa_operand raw)
{
    enum visa_type type = fc->kernel->vars[raw.var].type;
    return visa_direct(raw.var, type, raw.byte_offset, 1, 1, 0);
}

/* The vISA type of dst or src0: the value's element type, except that
 * 16-bit integers of a bf16 DPAS hold bfloat16 values (:bf, PVC). */
static bool accumulator_type(LLVMValueRef value, int64_t info,
                             enum visa_type *type)
{
    if (!genx_element_type(LLVMTypeOf(value), type))
        return false;
    if ((*type == VISA_TYPE_W || *type == VISA_TYPE_UW) &&
        (info & 0xff) == 9) /* the vISA precision code of bf */
        *type = VISA_TYPE_BF;
    return true;
}

static int value_bytes(LLVMValueRef value)
{
    enum visa_type type;
    if (!genx_element_type(LLVMTypeOf(value), &type))
        return 0;
    return visa_type_size(type) * genx_num_elements(LLVMTypeOf(value));
}

/* Do raw operands a (a_bytes long) and b (b_bytes) share a byte? */
static bool raw_overlap(struct function_context *fc, struct visa_operand a,
                        int a_bytes, struct visa_operand b, int b_bytes)
{
    if (a.kind != VISA_OPND_RAW || b.kind != VISA_OPND_RAW)
        return false;
    int a_base, b_base;
    if (visa_var_root(fc->kernel, a.var, &a_base) !=
        visa_var_root(fc->kernel, b.var, &b_base))
        return false;
    int a_start = a_base + a.byte_offset, b_start = b_base + b.byte_offset;
    return a_start < b_start + b_bytes && b_start < a_start + a_bytes;
}

static bool raw_same(struct function_context *fc, struct visa_operand a,
                     struct visa_operand b)
{
    int a_base, b_base;
    return a.kind == VISA_OPND_RAW && b.kind == VISA_OPND_RAW &&
           visa_var_root(fc->kernel, a.var, &a_base) ==
               visa_var_root(fc->kernel, b.var, &b_base) &&
           a_base + a.byte_offset == b_base + b.byte_offset;
}

/* The destination: in place in the region a wrregion writes (baling.c),
 * unless that would overlap src1 or src2, or src0 other than exactly
 * (dst = src0 + ..., accumulating in place, is what the DPAS page
 * allows): then a temporary, copied there afterwards. */
static struct visa_operand dpas_destination(struct function_context *fc,
                                            LLVMValueRef call,
                                            const struct visa_inst *inst,
                                            const int *src_bytes,
                                            int64_t info)
{
    struct visa_operand dst = message_destination(fc, call);
    int dst_bytes = value_bytes(call);
    bool clash = (!raw_same(fc, dst, inst->src[0]) &&
                  raw_overlap(fc, dst, dst_bytes, inst->src[0], src_bytes[0])) ||
                 raw_overlap(fc, dst, dst_bytes, inst->src[1], src_bytes[1]) ||
                 raw_overlap(fc, dst, dst_bytes, inst->src[2], src_bytes[2]);
    enum visa_type type;
    if (!accumulator_type(call, info, &type))
        return dst;
    if (clash)
        dst = visa_raw(codegen_temp(fc, type, genx_num_elements(LLVMTypeOf(call))),
                       0);
    dst.var = typed_var(fc, dst.var, type);
    return dst;
}

static void select_dpas_call(struct function_context *fc, LLVMValueRef call,
                             enum visa_opcode opcode, bool has_src0)
{
    unsigned first = has_src0 ? 1 : 0;
    int64_t info;
    if (!genx_const_int(LLVMGetOperand(call, first + 2), &info)) {
        codegen_error(fc, "backend: the precisions, depth and repeat count "
                          "of dpas must be constants");
        return;
    }
    struct visa_inst inst =
        visa_inst_make(opcode, fc->cg->platform->grf_bytes / 4);
    inst.aux = (int)(info & 0xffffffff);
    inst.num_srcs = 3;
    int src_bytes[3] = {0, 0, 0};
    inst.src[0].kind = VISA_OPND_NONE;
    if (has_src0) {
        LLVMValueRef src0 = LLVMGetOperand(call, 0);
        enum visa_type type;
        inst.src[0] = message_source(fc, src0);
        if (accumulator_type(src0, info, &type))
            inst.src[0].var = typed_var(fc, inst.src[0].var, type);
        src_bytes[0] = value_bytes(src0);
    }
    inst.src[1] = packed_raw(fc, LLVMGetOperand(call, first));
    src_bytes[1] = value_bytes(LLVMGetOperand(call, first));
    struct visa_operand src2 = packed_raw(fc, LLVMGetOperand(call, first + 1));
    src_bytes[2] = value_bytes(LLVMGetOperand(call, first + 1));
    inst.src[2] = src2;
    inst.dst = dpas_destination(fc, call, &inst, src_bytes, info);
    inst.src[2] = general_of_raw(fc, src2);
    emit(fc, &inst);
    finish_message_destination(fc, call, inst.dst);
}

static void select_dpas(struct function_context *fc, LLVMValueRef call)
{
    select_dpas_call(fc, call, VISA_OP_DPAS, true);
}

static void select_dpas_nosrc0(struct function_context *fc, LLVMValueRef call)
{
    select_dpas_call(fc, call, VISA_OP_DPAS, false);
}

static void select_dpasw(struct function_context *fc, LLVMValueRef call)
{
    select_dpas_call(fc, call, VISA_OP_DPASW, true);
}

static void select_dpasw_nosrc0(struct function_context *fc, LLVMValueRef call)
{
    select_dpas_call(fc, call, VISA_OP_DPASW, false);
}

static const struct intrinsic_entry dpas_intrinsics[] = {
    {"llvm.genx.dpas", INTRINSIC_OTHER, false, select_dpas, NULL, 0},
    {"llvm.genx.dpas.nosrc0", INTRINSIC_OTHER, false, select_dpas_nosrc0,
     NULL, 0},
    {"llvm.genx.dpasw", INTRINSIC_OTHER, false, select_dpasw, NULL, 0},
    {"llvm.genx.dpasw.nosrc0", INTRINSIC_OTHER, false, select_dpasw_nosrc0,
     NULL, 0},
};

const struct intrinsic_entry *dpas_intrinsic_find(const char *name)
{
    for (size_t i = 0; i < sizeof dpas_intrinsics / sizeof dpas_intrinsics[0];
         i++)
        if (genx_intrinsic_matches(name, dpas_intrinsics[i].base))
            return &dpas_intrinsics[i];
    return NULL;
}
