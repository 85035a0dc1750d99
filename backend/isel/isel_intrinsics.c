/* isel_intrinsics.c - the llvm.genx.* intrinsics the backend knows.
 *
 * Takes intrinsic calls; guarantees each known one is classified (for
 * baling and dead-code decisions) and selected to vISA, and each unknown
 * one is reported as not supported yet.  Adding an intrinsic is one table
 * entry plus, usually, one small select function.  Names and operand
 * orders are those of Intel's vc-intrinsics (Intrinsic_definitions.py). */
#include <string.h>

#include "backend/codegen.h"

static void select_rdregion(struct function_context *fc, LLVMValueRef call);
static void select_wrregion(struct function_context *fc, LLVMValueRef call);
static void select_oword_ld(struct function_context *fc, LLVMValueRef call);
static void select_oword_st(struct function_context *fc, LLVMValueRef call);

static void select_predefined_surface(struct function_context *fc,
                                      LLVMValueRef call)
{
    struct dst_target target = target_of(fc, call, VISA_TYPE_UD);
    emit_mov(fc, &target, read_value(fc, LLVMGetOperand(call, 0), VISA_TYPE_UD));
}

static const struct intrinsic_entry intrinsics[] = {
    {"llvm.genx.rdregioni", INTRINSIC_RDREGION, false, select_rdregion, NULL, 0},
    {"llvm.genx.rdregionf", INTRINSIC_RDREGION, false, select_rdregion, NULL, 0},
    {"llvm.genx.wrregioni", INTRINSIC_WRREGION, false, select_wrregion, NULL, 0},
    {"llvm.genx.wrregionf", INTRINSIC_WRREGION, false, select_wrregion, NULL, 0},
    {"llvm.genx.oword.ld", INTRINSIC_OTHER, false, select_oword_ld, NULL, 0},
    {"llvm.genx.oword.st", INTRINSIC_OTHER, true, select_oword_st, NULL, 0},
    /* Its uses as a surface read the predefined T variable
     * (dataport_surface_var); as a value it is the surface's id. */
    {"llvm.genx.predefined.surface", INTRINSIC_OTHER, false,
     select_predefined_surface, NULL, 0},
    /* Their extractvalues compute the results (isel_simdcf.c). */
    {"llvm.genx.simdcf.goto", INTRINSIC_OTHER, false, select_simd_cf_call,
     NULL, 0},
    {"llvm.genx.simdcf.join", INTRINSIC_OTHER, true, select_simd_cf_call,
     NULL, 0},
    {"llvm.genx.simdcf.get.em", INTRINSIC_OTHER, true, select_simd_cf_get_em,
     NULL, 0},
    {"llvm.genx.thread.x", INTRINSIC_PREDEFINED, false, NULL, "%thread_x",
     VISA_TYPE_UW},
    {"llvm.genx.thread.y", INTRINSIC_PREDEFINED, false, NULL, "%thread_y",
     VISA_TYPE_UW},
    {"llvm.genx.group.id.x", INTRINSIC_PREDEFINED, false, NULL, "%group_id_x",
     VISA_TYPE_UD},
    {"llvm.genx.group.id.y", INTRINSIC_PREDEFINED, false, NULL, "%group_id_y",
     VISA_TYPE_UD},
    {"llvm.genx.group.id.z", INTRINSIC_PREDEFINED, false, NULL, "%group_id_z",
     VISA_TYPE_UD},
};

static const struct intrinsic_entry *find_intrinsic(LLVMValueRef call)
{
    const char *name = genx_callee_name(call);
    if (!name)
        return NULL;
    for (size_t i = 0; i < sizeof intrinsics / sizeof intrinsics[0]; i++)
        if (genx_intrinsic_matches(name, intrinsics[i].base))
            return &intrinsics[i];
    const struct intrinsic_entry *entry = math_intrinsic_find(name);
    if (!entry)
        entry = genx_math_intrinsic_find(name);
    if (!entry)
        entry = dpas_intrinsic_find(name);
    if (!entry)
        entry = svm_intrinsic_find(name);
    if (!entry)
        entry = dataport_intrinsic_find(name);
    if (!entry)
        entry = lsc_intrinsic_find(name);
    if (!entry)
        entry = raw_send_intrinsic_find(name);
    return entry ? entry : sampler_intrinsic_find(name);
}

enum intrinsic_kind classify_intrinsic(LLVMValueRef call)
{
    const struct intrinsic_entry *entry = find_intrinsic(call);
    return entry ? entry->kind : INTRINSIC_UNKNOWN;
}

bool intrinsic_predefined(LLVMValueRef call, const char **name,
                          enum visa_type *type)
{
    const struct intrinsic_entry *entry = find_intrinsic(call);
    if (!entry || entry->kind != INTRINSIC_PREDEFINED)
        return false;
    *name = entry->predefined;
    *type = entry->predefined_type;
    return true;
}

bool intrinsic_has_side_effects(LLVMValueRef call)
{
    const struct intrinsic_entry *entry = find_intrinsic(call);
    /* Unknown intrinsics are kept, so that they are reported. */
    return entry ? entry->side_effects : true;
}

void select_intrinsic(struct function_context *fc, LLVMValueRef call)
{
    const struct intrinsic_entry *entry = find_intrinsic(call);
    if (!entry || !entry->select) {
        const char *name = genx_callee_name(call);
        codegen_error(fc, "backend: intrinsic '%s' is not supported yet",
                      name ? name : "?");
        return;
    }
    entry->select(fc, call);
}

/* ---- regions ----------------------------------------------------------- */

static void select_rdregion(struct function_context *fc, LLVMValueRef call)
{
    enum visa_type type;
    if (!genx_element_type(LLVMTypeOf(call), &type) || type == VISA_TYPE_BOOL) {
        codegen_error(fc, "backend: rdregion of this type is not supported yet");
        return;
    }
    struct dst_target target = target_of(fc, call, type);
    emit_region_read(fc, call, &target);
}

static void select_wrregion(struct function_context *fc, LLVMValueRef call)
{
    LLVMValueRef new_value = LLVMGetOperand(call, 1);
    int n = genx_num_elements(LLVMTypeOf(new_value));
    struct region r;
    if (!genx_read_region(call, 2, n, &r)) {
        codegen_error(fc, "backend: wrregion with non-constant region "
                          "parameters");
        return;
    }
    emit_region_write(fc, call, LLVMGetOperand(call, 0), new_value, &r,
                      LLVMGetOperand(call, 7));
}

/* ---- block messages ---------------------------------------------------- */

/* The surface variable of a surface operand (a surface kernel argument). */
static int surface_of(struct function_context *fc, LLVMValueRef value)
{
    return dataport_surface_var(fc, value);
}

static int owords_of(struct function_context *fc, LLVMTypeRef data_type)
{
    enum visa_type type;
    if (!genx_element_type(data_type, &type) || type == VISA_TYPE_BOOL)
        return -1;
    int bytes = visa_type_size(type) * genx_num_elements(data_type);
    if (bytes != 16 && bytes != 32 && bytes != 64 && bytes != 128) {
        codegen_error(fc, "backend: oword block access of %d bytes (must be "
                          "16, 32, 64 or 128)", bytes);
        return -1;
    }
    return bytes / 16;
}

static struct visa_operand oword_offset(struct function_context *fc,
                                        LLVMValueRef value)
{
    return read_value(fc, value, VISA_TYPE_UD);
}

/* The part OWORD_LD and OWORD_ST share: size, surface and oword offset.
 * False (after an error) when the size or surface is not legal. */
static bool start_oword_message(struct function_context *fc,
                                enum visa_opcode opcode, LLVMTypeRef data_type,
                                LLVMValueRef surface_value,
                                LLVMValueRef offset_value,
                                struct visa_inst *message)
{
    int owords = owords_of(fc, data_type);
    int surface = surface_of(fc, surface_value);
    if (owords < 0 || surface < 0)
        return false;
    *message = visa_inst_make(opcode, 1);
    message->aux = owords;
    message->src[0].kind = VISA_OPND_DIRECT;
    message->src[0].var = surface;
    message->src[1] = oword_offset(fc, offset_value);
    return true;
}

static void select_oword_ld(struct function_context *fc, LLVMValueRef call)
{
    struct visa_inst ld;
    if (!start_oword_message(fc, VISA_OP_OWORD_LD, LLVMTypeOf(call),
                             LLVMGetOperand(call, 1), LLVMGetOperand(call, 2),
                             &ld))
        return;
    ld.num_srcs = 2;
    ld.dst = message_destination(fc, call);
    emit(fc, &ld);
    finish_message_destination(fc, call, ld.dst);
}

static void select_oword_st(struct function_context *fc, LLVMValueRef call)
{
    LLVMValueRef data = LLVMGetOperand(call, 2);
    struct visa_inst st;
    if (!start_oword_message(fc, VISA_OP_OWORD_ST, LLVMTypeOf(data),
                             LLVMGetOperand(call, 0), LLVMGetOperand(call, 1),
                             &st))
        return;
    st.num_srcs = 3;
    st.src[2] = message_source(fc, data);
    emit(fc, &st);
}
