/* isel_lsc.c - the llvm.genx.lsc.* intrinsics (Xe's load/store cache
 * messages).
 *
 * Takes lsc.load, lsc.prefetch, lsc.store and lsc.xatomic on .bti, .slm
 * and .stateless, and lsc.fence, with the operands vc-intrinsics'
 * Intrinsic_definitions.py gives them; guarantees one vISA LSC_UNTYPED
 * (or LSC_FENCE) message each, with its fields checked against the
 * vISA specification (LSC_UNTYPED.md): data sizes d32, d64 and the
 * zero-extending d8u32/d16u32 (CM's cm_load widens 8- and 16-bit data to
 * these), vector sizes 1, 2, 3, 4, 8, 16, 32, 64, transposed (block)
 * messages of one address with d32/d64 only, atomics with one element
 * per address and the number of sources their operation takes.  A
 * binding-table surface is copied to a general variable with MOVS (the
 * LSC address operand takes a register or an immediate, not a surface
 * variable).  LSC exists from DG2 on: on earlier platforms every one of
 * these is a located "not available on this platform" error.
 *
 * Register layout (both cmc and cmrun follow it): a non-transposed
 * message of N channels keeps vector element v of channel n at
 * (v * N + n) * slot bytes, slot = 4 (8 for d64); every element row must
 * therefore fill whole GRFs unless there is one element per address. */
#include <string.h>

#include "backend/codegen.h"

/* Where an intrinsic's operands are (Intrinsic_definitions.py). */
struct lsc_form {
    const char *base;        /* llvm.genx.lsc.<op>.<sfid> */
    enum { LSC_LOAD, LSC_PREFETCH, LSC_STORE, LSC_ATOMIC, LSC_LOAD_QUAD,
           LSC_STORE_QUAD } kind;
    int sfid;                /* enum visa_lsc_sfid */
    int addr_type;           /* enum visa_lsc_addr_type */
};

static const struct lsc_form lsc_forms[] = {
    {"llvm.genx.lsc.load.bti", LSC_LOAD, VISA_LSC_UGM, VISA_LSC_BTI},
    {"llvm.genx.lsc.load.slm", LSC_LOAD, VISA_LSC_SLM, VISA_LSC_FLAT},
    {"llvm.genx.lsc.load.stateless", LSC_LOAD, VISA_LSC_UGM, VISA_LSC_FLAT},
    {"llvm.genx.lsc.prefetch.bti", LSC_PREFETCH, VISA_LSC_UGM, VISA_LSC_BTI},
    {"llvm.genx.lsc.prefetch.stateless", LSC_PREFETCH, VISA_LSC_UGM,
     VISA_LSC_FLAT},
    {"llvm.genx.lsc.store.bti", LSC_STORE, VISA_LSC_UGM, VISA_LSC_BTI},
    {"llvm.genx.lsc.store.slm", LSC_STORE, VISA_LSC_SLM, VISA_LSC_FLAT},
    {"llvm.genx.lsc.store.stateless", LSC_STORE, VISA_LSC_UGM, VISA_LSC_FLAT},
    {"llvm.genx.lsc.load.quad.bti", LSC_LOAD_QUAD, VISA_LSC_UGM, VISA_LSC_BTI},
    {"llvm.genx.lsc.load.quad.slm", LSC_LOAD_QUAD, VISA_LSC_SLM,
     VISA_LSC_FLAT},
    {"llvm.genx.lsc.load.quad.stateless", LSC_LOAD_QUAD, VISA_LSC_UGM,
     VISA_LSC_FLAT},
    {"llvm.genx.lsc.store.quad.bti", LSC_STORE_QUAD, VISA_LSC_UGM,
     VISA_LSC_BTI},
    {"llvm.genx.lsc.store.quad.slm", LSC_STORE_QUAD, VISA_LSC_SLM,
     VISA_LSC_FLAT},
    {"llvm.genx.lsc.store.quad.stateless", LSC_STORE_QUAD, VISA_LSC_UGM,
     VISA_LSC_FLAT},
    {"llvm.genx.lsc.xatomic.bti", LSC_ATOMIC, VISA_LSC_UGM, VISA_LSC_BTI},
    {"llvm.genx.lsc.xatomic.slm", LSC_ATOMIC, VISA_LSC_SLM, VISA_LSC_FLAT},
    {"llvm.genx.lsc.xatomic.stateless", LSC_ATOMIC, VISA_LSC_UGM,
     VISA_LSC_FLAT},
};

/* Operand positions shared by every form: predicate 0, sub-operation 1,
 * L1 2, L3 3, address scale 4, immediate offset 5, data size 6, vector
 * size 7, transposed 8, channel mask 9, addresses 10.  Then: load and
 * prefetch: surface 11; store: data 11, surface 12; xatomic: sources 11
 * and 12, surface 13, old value 14. */
enum { LSC_ARG_ADDRESSES = 10 };

static const struct lsc_form *lsc_form_of(LLVMValueRef call)
{
    const char *name = genx_callee_name(call);
    for (size_t i = 0; name && i < sizeof lsc_forms / sizeof lsc_forms[0];
         i++)
        if (genx_intrinsic_matches(name, lsc_forms[i].base))
            return &lsc_forms[i];
    return NULL;
}

static bool platform_has_lsc_or_error(struct function_context *fc)
{
    if (platform_has_lsc(fc->cg->platform))
        return true;
    codegen_error(fc, "LSC messages (cm_load, cm_store, cm_atomic, "
                      "cm_prefetch, cm_fence with arguments) are not "
                      "available on this platform (%s; DG2 and later)",
                  fc->cg->platform->name);
    return false;
}

static bool constant_field(struct function_context *fc, LLVMValueRef call,
                           unsigned index, const char *what, int64_t low,
                           int64_t high, int64_t *out)
{
    if (!genx_const_int(LLVMGetOperand(call, index), out)) {
        codegen_error(fc, "backend: the %s of an LSC message must be a "
                          "constant",
                      what);
        return false;
    }
    if (*out < low || *out > high) {
        codegen_error(fc, "backend: LSC %s %lld is not valid (%lld to %lld)",
                      what, (long long)*out, (long long)low, (long long)high);
        return false;
    }
    return true;
}

static const int lsc_elements[] = {0, 1, 2, 3, 4, 8, 16, 32, 64};

/* Reads and checks the fields every form has; fills `lsc`. */
static bool read_lsc_fields(struct function_context *fc, LLVMValueRef call,
                            const struct lsc_form *form, struct visa_lsc *lsc)
{
    int64_t subop, l1, l3, scale, offset, size, elems, transposed, chmask;
    if (!constant_field(fc, call, 1, "operation", 0, 0x1a, &subop) ||
        !constant_field(fc, call, 2, "L1 cache hint", 0, 6, &l1) ||
        !constant_field(fc, call, 3, "L3 cache hint", 0, 6, &l3) ||
        !constant_field(fc, call, 4, "address scale", 1, 1, &scale) ||
        !constant_field(fc, call, 5, "immediate offset", INT32_MIN, INT32_MAX,
                        &offset) ||
        !constant_field(fc, call, 6, "data size", 1, 6, &size) ||
        !constant_field(fc, call, 7, "vector size", 1, 8, &elems) ||
        !constant_field(fc, call, 8, "transpose flag", 0, 1, &transposed) ||
        !constant_field(fc, call, 9, "channel mask", 0, 15, &chmask))
        return false;
    bool quad = form->kind == LSC_LOAD_QUAD || form->kind == LSC_STORE_QUAD;
    memset(lsc, 0, sizeof *lsc);
    lsc->subop = form->kind == LSC_STORE        ? 0x04
                 : form->kind == LSC_LOAD_QUAD  ? 0x02
                 : form->kind == LSC_STORE_QUAD ? 0x06
                 : form->kind == LSC_ATOMIC     ? (int)subop
                                                : 0x00;
    lsc->chmask = quad ? (int)chmask : 0;
    if (form->kind == LSC_STORE_QUAD && (chmask & (chmask + 1))) {
        codegen_error(fc, "backend: a quad LSC store's channel mask must be "
                          "contiguous from x (x, xy, xyz or xyzw: GenX_IR's "
                          "rule)");
        return false;
    }
    if (quad && (chmask == 0 ||
                 lsc_elements[elems] != __builtin_popcount((unsigned)chmask) ||
                 transposed || size != 3)) {
        codegen_error(fc, "backend: a quad LSC message takes d32 data, not "
                          "transposed, a nonzero channel mask and as many "
                          "elements as it enables");
        return false;
    }
    lsc->sfid = form->sfid;
    lsc->cache_l1 = (int)l1;
    lsc->cache_l3 = (int)l3;
    lsc->addr_type = form->addr_type;
    lsc->addr_scale = 1;
    lsc->addr_offset = (int)offset;
    lsc->data_size = (int)size;
    lsc->transposed = transposed != 0;
    lsc->elems = (int)elems;
    if (form->kind == LSC_ATOMIC &&
        (subop < 0x08 || !visa_lsc_operation_name((int)subop))) {
        codegen_error(fc, "backend: LSC atomic operation 0x%02llx is not "
                          "valid (LSC_UNTYPED.md: 0x08 to 0x1a)",
                      (long long)subop);
        return false;
    }
    if (form->kind != LSC_ATOMIC && subop != 0) {
        codegen_error(fc, "backend: the operation operand of an LSC load or "
                          "store must be 0");
        return false;
    }
    if (form->sfid == VISA_LSC_SLM && (l1 || l3)) {
        codegen_error(fc, "backend: SLM messages take no cache hints "
                          "(LSC_UNTYPED.md: they must be default)");
        return false;
    }
    if (size == 1 || size == 2) {
        codegen_error(fc, "backend: LSC data size d%d is not supported: "
                          "8- and 16-bit data travel as d%du32 (as Intel's "
                          "cm_lsc.h sends them)",
                      size == 1 ? 8 : 16, size == 1 ? 8 : 16);
        return false;
    }
    if ((size == 5 || size == 6) && elems != 1) {
        codegen_error(fc, "backend: only d32 and d64 LSC messages take "
                          "several elements per address (GenX_IR's rule); "
                          "d%du32 takes one",
                      size == 5 ? 8 : 16);
        return false;
    }
    if (lsc->transposed && size != 3 && size != 4) {
        codegen_error(fc, "backend: transposed LSC messages take d32 or d64 "
                          "data only");
        return false;
    }
    return true;
}

/* Checks the channel count and data layout; returns the slot bytes of one
 * element in registers (4, or 8 for d64), or -1 after an error. */
static int check_shape(struct function_context *fc,
                       const struct visa_lsc *lsc, int channels,
                       LLVMTypeRef data_type)
{
    int slot = lsc->data_size == 4 ? 8 : 4;
    int elems = lsc_elements[lsc->elems];
    if (lsc->transposed ? channels != 1
                        : (channels < 1 || channels > 32 ||
                           (channels & (channels - 1)))) {
        codegen_error(fc, "backend: an LSC message of %d addresses is not "
                          "supported (%s)",
                      channels, lsc->transposed ? "a transposed one takes 1"
                                                : "1 to 32, a power of two");
        return -1;
    }
    int grf = fc->cg->platform->grf_bytes;
    if (!lsc->transposed && elems > 1 && channels * slot % grf) {
        codegen_error(fc, "backend: an LSC message of %d addresses with %d "
                          "elements each must fill whole registers per "
                          "element (%d x %d bytes is not a multiple of %d)",
                      channels, elems, channels, slot, grf);
        return -1;
    }
    if (!data_type)
        return slot;
    enum visa_type element;
    if (!genx_element_type(data_type, &element) ||
        visa_type_size(element) != slot ||
        genx_num_elements(data_type) != channels * elems) {
        codegen_error(fc, "backend: the data of an LSC message of %d "
                          "addresses x %d elements of %d bytes must be a "
                          "vector of %d %d-byte elements",
                      channels, elems, slot, channels * elems, slot);
        return -1;
    }
    return slot;
}

static enum visa_type slot_type(LLVMTypeRef data_type, int slot)
{
    enum visa_type element;
    if (data_type && genx_element_type(data_type, &element) &&
        visa_type_is_float(element))
        return element;
    return slot == 8 ? VISA_TYPE_UQ : VISA_TYPE_UD;
}

/* The surface operand: for BTI, the surface's index in a general variable
 * (MOVS); for flat and SLM messages the immediate 0. */
static bool lsc_surface(struct function_context *fc, LLVMValueRef call,
                        const struct lsc_form *form, unsigned index,
                        struct visa_operand *out)
{
    if (form->addr_type != VISA_LSC_BTI) {
        *out = visa_imm(VISA_TYPE_UD, 0);
        return true;
    }
    LLVMValueRef value = LLVMGetOperand(call, index);
    if (dataport_surface_is_index(fc, value)) {
        /* Already a binding-table index in a register (an element of a
         * vector<SurfaceIndex, N>): the operand itself. */
        *out = read_value(fc, value, VISA_TYPE_UD);
        if (out->kind != VISA_OPND_DIRECT)
            *out = copy_to_temp(fc, *out, VISA_TYPE_UD, 1);
        return !fc->failed;
    }
    int surface = dataport_surface_var(fc, value);
    if (surface < 0)
        return false;
    int index_var = codegen_temp(fc, VISA_TYPE_UD, 1);
    struct visa_inst movs = visa_inst_make(VISA_OP_MOVS, 1);
    movs.dst = visa_dst(index_var, VISA_TYPE_UD, 0, 1);
    movs.num_srcs = 1;
    memset(&movs.src[0], 0, sizeof movs.src[0]);
    movs.src[0].kind = VISA_OPND_DIRECT;
    movs.src[0].var = surface;
    emit(fc, &movs);
    *out = visa_direct(index_var, VISA_TYPE_UD, 0, 0, 1, 0);
    return true;
}

/* Addresses: 32-bit offsets (BTI, SLM) or 64-bit addresses (stateless). */
static bool lsc_addresses(struct function_context *fc, LLVMValueRef call,
                          const struct lsc_form *form, int *channels,
                          struct visa_lsc *lsc, struct visa_operand *out)
{
    LLVMValueRef addresses = LLVMGetOperand(call, LSC_ARG_ADDRESSES);
    enum visa_type element;
    if (!genx_element_type(LLVMTypeOf(addresses), &element))
        return false;
    int bytes = visa_type_size(element);
    int wanted = form->addr_type == VISA_LSC_FLAT && form->sfid == VISA_LSC_UGM
                     ? 8 : 4;
    if (bytes != wanted || visa_type_is_float(element)) {
        codegen_error(fc, "backend: %s addresses must be %d-bit integers",
                      form->sfid == VISA_LSC_SLM ? "SLM"
                      : form->addr_type == VISA_LSC_BTI ? "surface"
                                                        : "stateless",
                      wanted * 8);
        return false;
    }
    lsc->addr_size = bytes == 8 ? 3 : 2;
    *channels = genx_num_elements(LLVMTypeOf(addresses));
    *out = visa_raw(typed_var(fc, raw_var_of(fc, addresses),
                              bytes == 8 ? VISA_TYPE_UQ : VISA_TYPE_UD),
                    0);
    return true;
}

static struct visa_operand lsc_result(struct function_context *fc,
                                      LLVMValueRef call, enum visa_type type)
{
    struct visa_operand none;
    memset(&none, 0, sizeof none);
    if (!LLVMGetFirstUse(call))
        return none;
    return visa_raw(typed_var(fc, raw_var_of(fc, call), type), 0);
}

static void select_lsc_message(struct function_context *fc, LLVMValueRef call)
{
    const struct lsc_form *form = lsc_form_of(call);
    struct visa_inst inst = visa_inst_make(VISA_OP_LSC_UNTYPED, 1);
    int channels = 0;
    if (!form || !platform_has_lsc_or_error(fc) ||
        !read_lsc_fields(fc, call, form, &inst.lsc) ||
        !lsc_addresses(fc, call, form, &channels, &inst.lsc, &inst.src[1]))
        return;
    bool is_store = form->kind == LSC_STORE || form->kind == LSC_STORE_QUAD;
    LLVMTypeRef data_type =
        is_store ? LLVMTypeOf(LLVMGetOperand(call, 11))
        : form->kind == LSC_PREFETCH ? NULL
                                     : LLVMTypeOf(call);
    int slot = check_shape(fc, &inst.lsc, channels, data_type);
    if (slot < 0)
        return;
    if (form->kind == LSC_ATOMIC && (inst.lsc.elems != 1 ||
                                     inst.lsc.transposed)) {
        codegen_error(fc, "backend: LSC atomics take one element per address, "
                          "not transposed");
        return;
    }
    unsigned surface_index = is_store                   ? 12
                             : form->kind == LSC_ATOMIC ? 13
                                                        : 11;
    if (!lsc_surface(fc, call, form, surface_index, &inst.src[0]))
        return;
    /* a transposed message runs on one channel, whatever the mask says */
    inst.exec_size = inst.lsc.transposed ? 1 : channels;
    if (!inst.lsc.transposed)
        inst.pred_var = dataport_message_predicate(
            fc, LLVMGetOperand(call, 0), channels);
    inst.num_srcs = 4;
    enum visa_type type = slot_type(data_type, slot);
    switch (form->kind) {
    case LSC_LOAD:
    case LSC_LOAD_QUAD:
        inst.dst = lsc_result(fc, call, type);
        break;
    case LSC_PREFETCH:
        break;
    case LSC_STORE:
    case LSC_STORE_QUAD:
        inst.src[2] = visa_raw(
            typed_var(fc, raw_var_of(fc, LLVMGetOperand(call, 11)), type), 0);
        break;
    case LSC_ATOMIC: {
        int sources = visa_lsc_atomic_sources(inst.lsc.subop);
        for (int i = 0; i < sources; i++)
            inst.src[2 + i] = visa_raw(
                typed_var(fc,
                          raw_var_of(fc, LLVMGetOperand(call, 11 + (unsigned)i)),
                          type),
                0);
        inst.dst = lsc_result(fc, call, type);
        break;
    }
    }
    emit(fc, &inst);
}

/* lsc.fence(pred, sfid, operation, scope) */
static void select_lsc_fence(struct function_context *fc, LLVMValueRef call)
{
    int64_t sfid, op, scope;
    if (!platform_has_lsc_or_error(fc) ||
        !constant_field(fc, call, 1, "fence memory", 0, 3, &sfid) ||
        !constant_field(fc, call, 2, "fence operation", 0, 5, &op) ||
        !constant_field(fc, call, 3, "fence scope", 0, 6, &scope))
        return;
    if (sfid == VISA_LSC_SLM && (op != 0 || scope != 0)) {
        codegen_error(fc, "backend: an SLM fence takes the operation 'none' "
                          "and the scope 'group' (vISA's rule)");
        return;
    }
    struct visa_inst fence = visa_inst_make(VISA_OP_LSC_FENCE, 1);
    fence.lsc.sfid = (int)sfid;
    fence.lsc.fence_op = (int)op;
    fence.lsc.scope = (int)scope;
    emit(fc, &fence);
}

/* ---- 2D block messages ---------------------------------------------------
 * lsc.{load,prefetch,store}2d.stateless(pred, L1, L3, data size, data
 * order, blocks, width, height, VNNI, base, surface width, height, pitch,
 * X, Y[, data]): lsc_load_block2d (a prefetch: to %null) and
 * lsc_store_block2d, one channel without mask.  The frontend checked the
 * block against Intel's rules; here only what the encoding needs. */
enum { LSC2D_ARG_BASE = 9, LSC2D_ARG_DATA = 15 };

/* A scalar operand of the address payload: a variable of its own, read
 * whole (the text form takes bare variable names there; GenX_IR's parser
 * takes neither regions nor typed immediates). */
static struct visa_operand block2d_scalar(struct function_context *fc,
                                          LLVMValueRef value,
                                          enum visa_type type)
{
    return copy_to_temp(fc, read_value(fc, value, type), type, 1);
}

static void select_lsc_block2d(struct function_context *fc, LLVMValueRef call)
{
    const char *name = genx_callee_name(call);
    bool is_store = genx_intrinsic_matches(name,
                                           "llvm.genx.lsc.store2d.stateless");
    bool is_load = genx_intrinsic_matches(name,
                                          "llvm.genx.lsc.load2d.stateless");
    int64_t l1, l3, size, order, blocks, width, height, vnni;
    if (!platform_has_lsc_or_error(fc) ||
        !constant_field(fc, call, 1, "L1 cache hint", 0, 6, &l1) ||
        !constant_field(fc, call, 2, "L3 cache hint", 0, 6, &l3) ||
        !constant_field(fc, call, 3, "data size", 1, 4, &size) ||
        !constant_field(fc, call, 4, "data order", 1, 2, &order) ||
        !constant_field(fc, call, 5, "block count", 1, 4, &blocks) ||
        !constant_field(fc, call, 6, "block width", 1, 64, &width) ||
        !constant_field(fc, call, 7, "block height", 1, 32, &height) ||
        !constant_field(fc, call, 8, "VNNI flag", 0, 1, &vnni))
        return;
    struct visa_inst inst = visa_inst_make(VISA_OP_LSC_UNTYPED, 1);
    inst.no_mask = true;
    inst.lsc.subop = is_store ? 0x07 : 0x03;
    inst.lsc.sfid = VISA_LSC_UGM;
    inst.lsc.cache_l1 = (int)l1;
    inst.lsc.cache_l3 = (int)l3;
    inst.lsc.addr_type = VISA_LSC_FLAT;
    inst.lsc.data_size = (int)size;
    inst.lsc.transposed = order == 2;
    inst.lsc.blocks = (int)blocks;
    inst.lsc.block_width = (int)width;
    inst.lsc.block_height = (int)height;
    inst.lsc.vnni = vnni != 0;
    inst.src[0] = block2d_scalar(
        fc, LLVMGetOperand(call, LSC2D_ARG_BASE), VISA_TYPE_UQ);
    for (unsigned i = 1; i <= 5; i++)
        inst.src[i] = block2d_scalar(
            fc, LLVMGetOperand(call, LSC2D_ARG_BASE + i),
            i >= 4 ? VISA_TYPE_D : VISA_TYPE_UD);
    inst.num_srcs = 6;
    static const enum visa_type types[] = {VISA_TYPE_UB, VISA_TYPE_UB,
                                           VISA_TYPE_UW, VISA_TYPE_UD,
                                           VISA_TYPE_UQ};
    enum visa_type type = types[size];
    if (is_store) {
        inst.src[6] = visa_raw(
            typed_var(fc, raw_var_of(fc, LLVMGetOperand(call, LSC2D_ARG_DATA)),
                      type),
            0);
        inst.num_srcs = 7;
    } else if (is_load) {
        inst.dst = lsc_result(fc, call, type);
    }
    emit(fc, &inst);
}

static const struct intrinsic_entry lsc_block2d_entry = {
    "llvm.genx.lsc", INTRINSIC_OTHER, true, select_lsc_block2d, NULL, 0,
};
static const struct intrinsic_entry lsc_load_block2d_entry = {
    "llvm.genx.lsc", INTRINSIC_OTHER, false, select_lsc_block2d, NULL, 0,
};

static const struct intrinsic_entry lsc_message_entry = {
    "llvm.genx.lsc", INTRINSIC_OTHER, true, select_lsc_message, NULL, 0,
};
static const struct intrinsic_entry lsc_fence_entry = {
    "llvm.genx.lsc.fence", INTRINSIC_OTHER, true, select_lsc_fence, NULL, 0,
};
static const struct intrinsic_entry lsc_load_entry = {
    "llvm.genx.lsc", INTRINSIC_OTHER, false, select_lsc_message, NULL, 0,
};

const struct intrinsic_entry *lsc_intrinsic_find(const char *name)
{
    if (!name)
        return NULL;
    if (genx_intrinsic_matches(name, "llvm.genx.lsc.fence"))
        return &lsc_fence_entry;
    if (genx_intrinsic_matches(name, "llvm.genx.lsc.load2d.stateless"))
        return &lsc_load_block2d_entry;
    if (genx_intrinsic_matches(name, "llvm.genx.lsc.prefetch2d.stateless") ||
        genx_intrinsic_matches(name, "llvm.genx.lsc.store2d.stateless"))
        return &lsc_block2d_entry;
    for (size_t i = 0; i < sizeof lsc_forms / sizeof lsc_forms[0]; i++)
        if (genx_intrinsic_matches(name, lsc_forms[i].base))
            return lsc_forms[i].kind == LSC_LOAD ||
                           lsc_forms[i].kind == LSC_LOAD_QUAD
                       ? &lsc_load_entry
                                                 : &lsc_message_entry;
    return NULL;
}
