/* isel_sampler.c - the sampler intrinsics.
 *
 * Takes llvm.genx.sample.unorm, llvm.genx.3d.sample, llvm.genx.3d.load and
 * llvm.genx.avs (cm_avs_sampler: 16x4 or 16x8, its constants checked)
 * (the forms cmc's frontend writes for sample32, sample16, load16,
 * cm_3d_sample and cm_3d_load: any operation vISA text spells, with or
 * without the pixel null mask, 1 to 15 parameters);
 * guarantees one vISA SAMPLE_UNORM, SAMPLE_3D, LOAD_3D or AVS message each,
 * with the sampler and surface kernel arguments as its S and T
 * variables and the coordinates in GRF-aligned raw operands.  Operations,
 * predicates and operand counts cmc does not produce are reported. */
#include "backend/codegen.h"

/* The S or T variable of a sampler or surface operand. */
static int handle_of(struct function_context *fc, LLVMValueRef value,
                     enum visa_var_kind kind)
{
    struct value_info *info = value_info_of(fc, value);
    if (kind == VISA_VAR_SURFACE && dataport_surface_is_index(fc, value))
        return dataport_surface_var(fc, value); /* an index in a register */
    if (!info || info->kind != VALUE_SURFACE ||
        fc->kernel->vars[info->fixed_var].kind != kind) {
        codegen_error(fc, "backend: sampler messages take %s kernel "
                          "arguments (other forms are not supported yet)",
                      kind == VISA_VAR_SAMPLER ? "sampler" : "surface");
        return -1;
    }
    return info->fixed_var;
}

static struct visa_operand handle_operand(int var)
{
    struct visa_operand op = {0};
    op.kind = VISA_OPND_DIRECT;
    op.var = var;
    return op;
}

static bool constant_operand(struct function_context *fc, LLVMValueRef call,
                             unsigned index, int64_t *value)
{
    if (genx_const_int(LLVMGetOperand(call, index), value))
        return true;
    codegen_error(fc, "backend: operand %u of a sampler intrinsic must be a "
                      "constant",
                  index);
    return false;
}

static bool is_undefined(LLVMValueRef value)
{
    return LLVMIsUndef(value) || LLVMIsPoison(value);
}

/* sample.unorm(channels not read | format << 4, sampler, surface, u, v,
 * du, dv): the vISA channel byte has the enabled channels instead. */
static void select_sample_unorm(struct function_context *fc, LLVMValueRef call)
{
    int64_t control;
    if (!constant_operand(fc, call, 0, &control))
        return;
    int channels = (int)(~control & 0xf);
    if (channels == 0) {
        codegen_error(fc, "backend: a sampler message must read a channel");
        return;
    }
    int sampler = handle_of(fc, LLVMGetOperand(call, 1), VISA_VAR_SAMPLER);
    int surface = handle_of(fc, LLVMGetOperand(call, 2), VISA_VAR_SURFACE);
    if (sampler < 0 || surface < 0)
        return;
    struct visa_inst sample = visa_inst_make(VISA_OP_SAMPLE_UNORM, 1);
    sample.aux = channels | (int)(control & 0x30);
    sample.num_srcs = 6;
    sample.src[0] = handle_operand(sampler);
    sample.src[1] = handle_operand(surface);
    for (unsigned i = 0; i < 4; i++)
        sample.src[2 + i] = read_value(fc, LLVMGetOperand(call, 3 + i),
                                       VISA_TYPE_F);
    sample.dst = visa_raw(typed_var(fc, raw_var_of(fc, call), VISA_TYPE_UW), 0);
    emit(fc, &sample);
}

/* avs(channels, sampler, surface, u, v, du, dv, u2d, groupID,
 * verticalBlockNumber, cntrl, v2d, execMode, IEFBypass): vISA AVS with
 * the same operands; the constants (channels, format, mode, bypass) as
 * the frontend checked them, the bypass flag an immediate UW. */
static void select_avs(struct function_context *fc, LLVMValueRef call)
{
    int64_t channels, format, mode, bypass;
    if (!constant_operand(fc, call, 0, &channels) ||
        !constant_operand(fc, call, 10, &format) ||
        !constant_operand(fc, call, 12, &mode) ||
        !constant_operand(fc, call, 13, &bypass))
        return;
    if (channels < 1 || channels > 15 || format < 0 || format > 3 ||
        (mode != 0 && mode != 2)) {
        codegen_error(fc, "backend: an AVS message needs channels, an "
                          "output format and the 16x4 or 16x8 mode");
        return;
    }
    int sampler = handle_of(fc, LLVMGetOperand(call, 1), VISA_VAR_SAMPLER);
    int surface = handle_of(fc, LLVMGetOperand(call, 2), VISA_VAR_SURFACE);
    if (sampler < 0 || surface < 0)
        return;
    struct visa_inst avs = visa_inst_make(VISA_OP_AVS, 1);
    avs.aux = (int)channels;
    avs.aux2 = (int)format;
    avs.aux3 = (int)mode;
    avs.num_srcs = 11;
    avs.src[0] = handle_operand(sampler);
    avs.src[1] = handle_operand(surface);
    for (unsigned i = 0; i < 7; i++) /* u v du dv u2d (F), groupID vbn */
        avs.src[2 + i] = read_value(fc, LLVMGetOperand(call, 3 + i),
                                    i < 5 ? VISA_TYPE_F : VISA_TYPE_UD);
    avs.src[9] = read_value(fc, LLVMGetOperand(call, 11), VISA_TYPE_F);
    avs.src[10] = visa_imm(VISA_TYPE_UW, (uint64_t)(bypass & 1));
    LLVMTypeRef type = LLVMTypeOf(call);
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind)
        type = LLVMGetElementType(type);
    enum visa_type element = LLVMGetTypeKind(type) == LLVMIntegerTypeKind &&
                                     LLVMGetIntTypeWidth(type) == 8
                                 ? VISA_TYPE_UB
                                 : VISA_TYPE_UW;
    avs.dst = visa_raw(typed_var(fc, raw_var_of(fc, call), element), 0);
    emit(fc, &avs);
}

/* 3d.sample / 3d.load: opcode, predicate, channels, aoffimmi, [sampler,]
 * surface, then 15 parameter slots of which the used ones come first. */
static void select_3d_message(struct function_context *fc, LLVMValueRef call,
                              bool is_sample)
{
    int64_t operation, channels;
    if (!constant_operand(fc, call, 0, &operation) ||
        !constant_operand(fc, call, 2, &channels))
        return;
    LLVMValueRef predicate = LLVMGetOperand(call, 1);
    int n = genx_num_elements(LLVMTypeOf(predicate));
    if (n != 8 && n != 16) {
        codegen_error(fc, "backend: 3D sampler messages of %d channels are "
                          "not supported (8 or 16)",
                      n);
        return;
    }
    unsigned first_parameter = is_sample ? 6 : 5;
    unsigned operands = (unsigned)LLVMGetNumOperands(call) - 1;
    int parameters = 0;
    for (unsigned i = first_parameter; i < operands; i++)
        if (!is_undefined(LLVMGetOperand(call, i)))
            parameters = (int)(i - first_parameter) + 1;
    if (parameters < 1 || parameters > 15) {
        codegen_error(fc, "backend: a 3D sampler message takes 1 to 15 "
                          "parameters, not %d",
                      parameters);
        return;
    }
    enum visa_opcode opcode = is_sample ? VISA_OP_SAMPLE_3D : VISA_OP_LOAD_3D;
    /* The intrinsic's operation: bits 4..0 the operation, bit 5 the pixel
     * null mask, bit 6 CPS LOD compensation (Intel's CM3DSampleOp). */
    if ((operation & ~(int64_t)(is_sample ? 0x7f : 0x3f)) != 0 ||
        !visa_sampler_operation_name(opcode, (int)(operation & 0x1f))) {
        codegen_error(fc, "backend: 3D sampler operation 0x%x is not "
                          "supported yet",
                      (unsigned)operation);
        return;
    }
    struct visa_inst message = visa_inst_make(opcode, n);
    /* vISA's Op field: bits 7..0 the operation, bit 8 the null mask, bit
     * 9 CPS LOD compensation (GenX_IR's binary). */
    message.aux = (int)(operation & 0x1f) | (operation & 0x20 ? 0x100 : 0) |
                  (operation & 0x40 ? 0x200 : 0);
    message.aux2 = (int)channels & 0xf;
    message.pred_var = -1;
    int handles = 0;
    message.src[0] = read_value(fc, LLVMGetOperand(call, 3), VISA_TYPE_UW);
    if (is_sample) {
        int sampler = handle_of(fc, LLVMGetOperand(call, 4), VISA_VAR_SAMPLER);
        if (sampler < 0)
            return;
        message.src[++handles] = handle_operand(sampler);
    }
    int surface = handle_of(fc, LLVMGetOperand(call, is_sample ? 5 : 4),
                            VISA_VAR_SURFACE);
    if (surface < 0)
        return;
    message.src[++handles] = handle_operand(surface);
    for (int i = 0; i < parameters; i++) {
        LLVMValueRef parameter =
            LLVMGetOperand(call, first_parameter + (unsigned)i);
        if (is_undefined(parameter)) {
            codegen_error(fc, "backend: undefined 3D sampler parameter "
                              "between defined ones");
            return;
        }
        message.src[handles + 1 + i] = visa_raw(raw_var_of(fc, parameter), 0);
    }
    message.num_srcs = handles + 1 + parameters;
    message.dst = visa_raw(raw_var_of(fc, call), 0);
    emit(fc, &message);
}

static void select_3d_sample(struct function_context *fc, LLVMValueRef call)
{
    select_3d_message(fc, call, true);
}

static void select_3d_load(struct function_context *fc, LLVMValueRef call)
{
    select_3d_message(fc, call, false);
}

#define SAMPLER_ENTRY(name, selector)                                         \
    {name, INTRINSIC_OTHER, false, selector, NULL, 0}

static const struct intrinsic_entry sampler_intrinsics[] = {
    SAMPLER_ENTRY("llvm.genx.sample.unorm", select_sample_unorm),
    SAMPLER_ENTRY("llvm.genx.3d.sample", select_3d_sample),
    SAMPLER_ENTRY("llvm.genx.3d.load", select_3d_load),
    SAMPLER_ENTRY("llvm.genx.avs", select_avs),
};

const struct intrinsic_entry *sampler_intrinsic_find(const char *name)
{
    for (size_t i = 0;
         i < sizeof sampler_intrinsics / sizeof sampler_intrinsics[0]; i++)
        if (genx_intrinsic_matches(name, sampler_intrinsics[i].base))
            return &sampler_intrinsics[i];
    return NULL;
}
