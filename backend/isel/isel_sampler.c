/* isel_sampler.c - the sampler intrinsics.
 *
 * Takes llvm.genx.sample.unorm, llvm.genx.3d.sample, llvm.genx.3d.load and
 * llvm.genx.avs (cm_avs_sampler: any mode, its constants checked; 8x4
 * and 4x4 have no vISA text, like VA: visa_program_check_text)
 * (the forms cmc's frontend writes for sample32, sample16, load16,
 * cm_3d_sample and cm_3d_load: any operation vISA text spells, with or
 * without the pixel null mask, 1 to 15 parameters);
 * and the llvm.genx.va.* video analytics (VA_ENTRY);
 * guarantees one vISA SAMPLE_UNORM, SAMPLE_3D, LOAD_3D, AVS or VA
 * (VA_SKL_PLUS) message each,
 * with the sampler and surface kernel arguments as its S and T
 * variables and the coordinates in GRF-aligned raw operands.  Operations,
 * predicates and operand counts cmc does not produce are reported. */
#include "backend/codegen.h"
#include "backend/visa_binary_format.h"

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
        mode < 0 || mode > 3) {
        codegen_error(fc, "backend: an AVS message needs channels, an "
                          "output format and an execution mode");
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
        if (!value_is_undefined(LLVMGetOperand(call, i)))
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
        if (value_is_undefined(parameter)) {
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

/* ---- the video analytics (VA, VA_SKL_PLUS) ------------------------------ */

/* One llvm.genx.va.* intrinsic: its vISA binary opcode and sub-opcode, and
 * what each of its operands becomes, in order, as a string:
 *   S  the sampler (handle)        T  a surface (handle)
 *   f  a float value               b  a UB value
 *   w  a W value                   u  a UW value
 *   K  a constant: the next UB field (aux2, then aux3)
 *   r  a raw source (a vector)
 *   3  no operand: the UB field 3 (1x1 mode)
 *   n  no operand: a null raw source (no offsets in 1x1 mode)
 * The binary fields take the sources in this order (visa_binary_format.c),
 * then the destination unless the intrinsic returns nothing (the _hdc
 * forms write the surface of their second T). */
struct va_intrinsic {
    const char *name;
    int opcode;
    const char *operands;
};

#define VA_OP(sub) VISA_BINARY_OP_VA_SUB(VISA_BINARY_OP_VA, sub)
#define VA_PLUS(sub) VISA_BINARY_OP_VA_SUB(VISA_BINARY_OP_VA_SKL_PLUS, sub)

static const struct va_intrinsic va_intrinsics[] = {
    {"llvm.genx.va.convolve2d", VA_OP(0x01), "STffK"},
    {"llvm.genx.va.minmax", VA_OP(0x02), "Tffb"},
    {"llvm.genx.va.minmax.filter", VA_OP(0x03), "STffKKb"},
    {"llvm.genx.va.erode", VA_OP(0x04), "STffK"},
    {"llvm.genx.va.dilate", VA_OP(0x05), "STffK"},
    {"llvm.genx.va.bool.centroid", VA_OP(0x06), "Tffbb"},
    {"llvm.genx.va.centroid", VA_OP(0x07), "Tffb"},
    {"llvm.genx.va.1d.convolve.vertical", VA_PLUS(0x08), "STffK"},
    {"llvm.genx.va.1d.convolve.horizontal", VA_PLUS(0x09), "STffK"},
    {"llvm.genx.va.1pixel.convolve", VA_PLUS(0x0a), "STffKr"},
    {"llvm.genx.va.1pixel.convolve.1x1mode", VA_PLUS(0x0a), "STff3n"},
    {"llvm.genx.va.flood.fill", VA_PLUS(0x0b), "Kruuu"},
    {"llvm.genx.va.lbp.creation", VA_PLUS(0x0c), "TffK"},
    {"llvm.genx.va.lbp.correlation", VA_PLUS(0x0d), "Tffw"},
    {"llvm.genx.va.correlation.search", VA_PLUS(0x0f), "Tffffbbbb"},
    {"llvm.genx.va.hdc.convolve2d", VA_PLUS(0x10), "STffKTuu"},
    {"llvm.genx.va.hdc.minmax.filter", VA_PLUS(0x11), "STffKKTuu"},
    {"llvm.genx.va.hdc.erode", VA_PLUS(0x12), "STffTuu"},
    {"llvm.genx.va.hdc.dilate", VA_PLUS(0x13), "STffTuu"},
    {"llvm.genx.va.hdc.lbp.correlation", VA_PLUS(0x14), "TffwTuu"},
    {"llvm.genx.va.hdc.lbp.creation", VA_PLUS(0x15), "TffKTuu"},
    {"llvm.genx.va.hdc.1d.convolve.horizontal", VA_PLUS(0x16), "STffKTuu"},
    {"llvm.genx.va.hdc.1d.convolve.vertical", VA_PLUS(0x17), "STffKTuu"},
    {"llvm.genx.va.hdc.1pixel.convolve", VA_PLUS(0x18), "STffKrTuu"},
};

static const struct va_intrinsic *va_intrinsic_of(LLVMValueRef call)
{
    size_t length;
    const char *name =
        LLVMGetValueName2(LLVMGetCalledValue(call), &length);
    for (size_t i = 0; i < sizeof va_intrinsics / sizeof va_intrinsics[0];
         i++)
        if (genx_intrinsic_matches(name, va_intrinsics[i].name))
            return &va_intrinsics[i];
    return NULL;
}

/* Operand `code` of a VA instruction from intrinsic operand `value` (when
 * the code takes one); false after an error. */
static bool va_operand(struct function_context *fc, char code,
                       LLVMValueRef value, struct visa_inst *va)
{
    static const struct visa_operand none;
    int handle;
    switch (code) {
    case 'S':
    case 'T':
        handle = handle_of(fc, value,
                           code == 'S' ? VISA_VAR_SAMPLER : VISA_VAR_SURFACE);
        if (handle < 0)
            return false;
        va->src[va->num_srcs++] = handle_operand(handle);
        return true;
    case 'f':
    case 'b':
    case 'w':
    case 'u': {
        enum visa_type type = code == 'f'   ? VISA_TYPE_F
                              : code == 'b' ? VISA_TYPE_UB
                              : code == 'w' ? VISA_TYPE_W
                                            : VISA_TYPE_UW;
        va->src[va->num_srcs++] = read_value(fc, value, type);
        return true;
    }
    case 'K':
    case '3': {
        int64_t constant = 3;
        if (code == 'K' && !genx_const_int(value, &constant)) {
            codegen_error(fc, "backend: a video analytics mode must be a "
                              "constant");
            return false;
        }
        if (va->aux2 < 0)
            va->aux2 = (int)(constant & 0xff);
        else
            va->aux3 = (int)(constant & 0xff);
        return true;
    }
    case 'r':
        va->src[va->num_srcs++] = visa_raw(raw_var_of(fc, value), 0);
        return true;
    case 'n':
        va->src[va->num_srcs++] = none;
        return true;
    default:
        return false;
    }
}

/* llvm.genx.va.*: one vISA VA or VA_SKL_PLUS instruction (binary only). */
static void select_va(struct function_context *fc, LLVMValueRef call)
{
    const struct va_intrinsic *intrinsic = va_intrinsic_of(call);
    if (!intrinsic) {
        codegen_error(fc, "backend: unknown video analytics intrinsic");
        return;
    }
    struct visa_inst va = visa_inst_make(VISA_OP_VA, 1);
    va.aux = intrinsic->opcode;
    va.aux2 = -1;
    va.num_srcs = 0;
    unsigned index = 0;
    for (const char *code = intrinsic->operands; *code; code++) {
        bool takes_operand = *code != '3' && *code != 'n';
        LLVMValueRef value =
            takes_operand ? LLVMGetOperand(call, index++) : NULL;
        if (!va_operand(fc, *code, value, &va))
            return;
    }
    if (va.aux2 < 0)
        va.aux2 = 0;
    if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind)
        va.dst = visa_raw(raw_var_of(fc, call), 0);
    emit(fc, &va);
}

#define SAMPLER_ENTRY(name, selector)                                         \
    {name, INTRINSIC_OTHER, false, selector, NULL, 0}
#define VA_ENTRY(name, side_effects)                                          \
    {name, INTRINSIC_OTHER, side_effects, select_va, NULL, 0}

static const struct intrinsic_entry sampler_intrinsics[] = {
    SAMPLER_ENTRY("llvm.genx.sample.unorm", select_sample_unorm),
    SAMPLER_ENTRY("llvm.genx.3d.sample", select_3d_sample),
    SAMPLER_ENTRY("llvm.genx.3d.load", select_3d_load),
    SAMPLER_ENTRY("llvm.genx.avs", select_avs),
    VA_ENTRY("llvm.genx.va.convolve2d", false),
    VA_ENTRY("llvm.genx.va.minmax", false),
    VA_ENTRY("llvm.genx.va.minmax.filter", false),
    VA_ENTRY("llvm.genx.va.erode", false),
    VA_ENTRY("llvm.genx.va.dilate", false),
    VA_ENTRY("llvm.genx.va.bool.centroid", false),
    VA_ENTRY("llvm.genx.va.centroid", false),
    VA_ENTRY("llvm.genx.va.1d.convolve.vertical", false),
    VA_ENTRY("llvm.genx.va.1d.convolve.horizontal", false),
    VA_ENTRY("llvm.genx.va.1pixel.convolve", false),
    VA_ENTRY("llvm.genx.va.1pixel.convolve.1x1mode", false),
    VA_ENTRY("llvm.genx.va.flood.fill", false),
    VA_ENTRY("llvm.genx.va.lbp.creation", false),
    VA_ENTRY("llvm.genx.va.lbp.correlation", false),
    VA_ENTRY("llvm.genx.va.correlation.search", false),
    VA_ENTRY("llvm.genx.va.hdc.convolve2d", true),
    VA_ENTRY("llvm.genx.va.hdc.minmax.filter", true),
    VA_ENTRY("llvm.genx.va.hdc.erode", true),
    VA_ENTRY("llvm.genx.va.hdc.dilate", true),
    VA_ENTRY("llvm.genx.va.hdc.lbp.correlation", true),
    VA_ENTRY("llvm.genx.va.hdc.lbp.creation", true),
    VA_ENTRY("llvm.genx.va.hdc.1d.convolve.horizontal", true),
    VA_ENTRY("llvm.genx.va.hdc.1d.convolve.vertical", true),
    VA_ENTRY("llvm.genx.va.hdc.1pixel.convolve", true),
};

const struct intrinsic_entry *sampler_intrinsic_find(const char *name)
{
    for (size_t i = 0;
         i < sizeof sampler_intrinsics / sizeof sampler_intrinsics[0]; i++)
        if (genx_intrinsic_matches(name, sampler_intrinsics[i].base))
            return &sampler_intrinsics[i];
    return NULL;
}
