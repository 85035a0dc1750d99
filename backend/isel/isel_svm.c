/* isel_svm.c - the llvm.genx.svm.* intrinsics (shared virtual memory).
 *
 * Takes svm.block.ld / svm.block.st, svm.gather / svm.scatter and the
 * svm.atomic.* family as vc-intrinsics defines them; guarantees one vISA
 * SVM message each (SVM_BLOCK_LD/ST, SVM_GATHER/SCATTER, SVM_ATOMIC) with
 * raw operands in GRF-aligned variables, the predicate when it is not all
 * true, and the "old value" operand copied into the result first, so that
 * channels the predicate disables keep it.  Sizes the messages lack are
 * reported, never emitted. */
#include <string.h>

#include "backend/codegen.h"

static bool is_all_true(LLVMValueRef mask)
{
    if (!LLVMIsConstant(mask))
        return false;
    int n = genx_num_elements(LLVMTypeOf(mask));
    if (LLVMGetTypeKind(LLVMTypeOf(mask)) != LLVMVectorTypeKind) {
        int64_t bit = 0;
        return genx_const_int(mask, &bit) && (bit & 1);
    }
    for (int i = 0; i < n; i++) {
        LLVMValueRef element = LLVMGetAggregateElement(mask, (unsigned)i);
        int64_t bit = 0;
        if (!element || !genx_const_int(element, &bit) || !(bit & 1))
            return false;
    }
    return true;
}

static int data_bytes(struct function_context *fc, LLVMTypeRef type,
                      enum visa_type *element)
{
    if (!genx_element_type(type, element) || *element == VISA_TYPE_BOOL) {
        codegen_error(fc, "backend: SVM data of this type is not supported");
        return -1;
    }
    return visa_type_size(*element) * genx_num_elements(type);
}

/* Predicates `message` for `call` by its operand 0: none when all
 * channels are on, or (not NoMask) when the hardware execution mask is
 * that predicate (SIMD control flow in goto mode). */
static void predicate_message(struct function_context *fc, LLVMValueRef call,
                              int n, struct visa_inst *message)
{
    LLVMValueRef mask = LLVMGetOperand(call, 0);
    if (simd_cf_under_hw_mask(fc, call))
        message->no_mask = false;
    else if (!is_all_true(mask))
        message->pred_var = predicate_for(fc, mask, n);
}

static bool legal_exec_size(struct function_context *fc, int n, int most)
{
    if (n >= 1 && n <= most && (n & (n - 1)) == 0)
        return true;
    codegen_error(fc, "backend: an SVM message of %d channels is not "
                      "supported (1 to %d, a power of two)",
                  n, most);
    return false;
}

/* ---- block ---------------------------------------------------------------- */

static int block_owords(struct function_context *fc, LLVMTypeRef type)
{
    enum visa_type element;
    int bytes = data_bytes(fc, type, &element);
    if (bytes < 0)
        return -1;
    if (bytes != 16 && bytes != 32 && bytes != 64 && bytes != 128) {
        codegen_error(fc, "backend: SVM block access of %d bytes (must be 16, "
                          "32, 64 or 128)",
                      bytes);
        return -1;
    }
    return bytes / 16;
}

static void select_svm_block_ld(struct function_context *fc, LLVMValueRef call)
{
    int owords = block_owords(fc, LLVMTypeOf(call));
    if (owords < 0)
        return;
    struct visa_inst load = visa_inst_make(VISA_OP_SVM_BLOCK_LD, 1);
    load.aux = owords;
    load.num_srcs = 1;
    load.src[0] = read_value(fc, LLVMGetOperand(call, 0), VISA_TYPE_UQ);
    load.dst = visa_raw(raw_var_of(fc, call), 0);
    emit(fc, &load);
}

static void select_svm_block_ld_unaligned(struct function_context *fc,
                                          LLVMValueRef call)
{
    (void)call;
    codegen_error(fc, "backend: llvm.genx.svm.block.ld.unaligned is not "
                      "supported (vISA text cannot mark a block read "
                      "unaligned; cmc's frontend uses svm.gather instead)");
}

static void select_svm_block_st(struct function_context *fc, LLVMValueRef call)
{
    LLVMValueRef data = LLVMGetOperand(call, 1);
    int owords = block_owords(fc, LLVMTypeOf(data));
    if (owords < 0)
        return;
    struct visa_inst store = visa_inst_make(VISA_OP_SVM_BLOCK_ST, 1);
    store.aux = owords;
    store.num_srcs = 2;
    store.src[0] = read_value(fc, LLVMGetOperand(call, 0), VISA_TYPE_UQ);
    store.src[1] = visa_raw(raw_var_of(fc, data), 0);
    emit(fc, &store);
}

/* ---- gather and scatter ------------------------------------------------ */

/* Block bytes from the data's element type: i8 1, 32-bit 4, 64-bit 8. */
static bool start_scatter_message(struct function_context *fc,
                                  enum visa_opcode opcode, LLVMValueRef call,
                                  LLVMTypeRef data_type,
                                  struct visa_inst *message)
{
    LLVMValueRef addresses = LLVMGetOperand(call, 2);
    int n = genx_num_elements(LLVMTypeOf(addresses));
    int64_t log2_blocks;
    enum visa_type element;
    if (!legal_exec_size(fc, n, 16) || data_bytes(fc, data_type, &element) < 0)
        return false;
    if (!genx_const_int(LLVMGetOperand(call, 1), &log2_blocks) ||
        log2_blocks < 0 || log2_blocks > 3) {
        codegen_error(fc, "backend: SVM gather/scatter block count must be a "
                          "constant 0 to 3 (log2)");
        return false;
    }
    int block = visa_type_size(element);
    if (block != 1 && block != 4 && block != 8) {
        codegen_error(fc, "backend: SVM gather/scatter of %d-byte blocks is "
                          "not supported (1, 4 or 8)",
                      block);
        return false;
    }
    if (log2_blocks > 0 && n < 8) {
        codegen_error(fc, "backend: SVM gather/scatter of several blocks "
                          "needs at least 8 channels");
        return false;
    }
    *message = visa_inst_make(opcode, n);
    message->aux = block;
    message->aux2 = 1 << log2_blocks;
    predicate_message(fc, call, n, message);
    message->src[0] = visa_raw(typed_var(fc, raw_var_of(fc, addresses),
                                         VISA_TYPE_UQ),
                               0);
    return true;
}

static void select_svm_gather(struct function_context *fc, LLVMValueRef call)
{
    struct visa_inst gather;
    if (!start_scatter_message(fc, VISA_OP_SVM_GATHER, call, LLVMTypeOf(call),
                               &gather))
        return;
    enum visa_type element;
    genx_element_type(LLVMTypeOf(call), &element);
    gather.num_srcs = 1;
    gather.dst = message_result_holding_old(fc, call, LLVMGetOperand(call, 3),
                                       element);
    emit(fc, &gather);
}

static void select_svm_scatter(struct function_context *fc, LLVMValueRef call)
{
    LLVMValueRef data = LLVMGetOperand(call, 3);
    struct visa_inst scatter;
    if (!start_scatter_message(fc, VISA_OP_SVM_SCATTER, call, LLVMTypeOf(data),
                               &scatter))
        return;
    scatter.num_srcs = 2;
    scatter.src[1] = visa_raw(raw_var_of(fc, data), 0);
    emit(fc, &scatter);
}

/* ---- atomics ------------------------------------------------------------ */

struct svm_atomic_kind {
    const char *name;   /* after llvm.genx.svm.atomic. */
    int code;           /* vISA atomic operation */
    int sources;
    char type_class;    /* 'u' unsigned, 's' signed, 'f' float */
};

static const struct svm_atomic_kind svm_atomic_kinds[] = {
    {"add", 0x0, 1, 'u'},     {"sub", 0x1, 1, 'u'},  {"inc", 0x2, 0, 'u'},
    {"dec", 0x3, 0, 'u'},     {"min", 0x4, 1, 'u'},  {"max", 0x5, 1, 'u'},
    {"xchg", 0x6, 1, 'u'},    {"cmpxchg", 0x7, 2, 'u'},
    {"and", 0x8, 1, 'u'},     {"or", 0x9, 1, 'u'},   {"xor", 0xa, 1, 'u'},
    {"imin", 0xb, 1, 's'},    {"imax", 0xc, 1, 's'}, {"fmax", 0x10, 1, 'f'},
    {"fmin", 0x11, 1, 'f'},   {"fcmpwr", 0x12, 2, 'f'},
};

static const struct svm_atomic_kind *svm_atomic_kind_of(LLVMValueRef call)
{
    const char *name = genx_callee_name(call);
    const char *prefix = "llvm.genx.svm.atomic.";
    if (!name || strncmp(name, prefix, strlen(prefix)) != 0)
        return NULL;
    for (size_t i = 0; i < sizeof svm_atomic_kinds / sizeof svm_atomic_kinds[0];
         i++) {
        char base[64];
        snprintf(base, sizeof base, "%s%s", prefix, svm_atomic_kinds[i].name);
        if (genx_intrinsic_matches(name, base))
            return &svm_atomic_kinds[i];
    }
    return NULL;
}

static void select_svm_atomic(struct function_context *fc, LLVMValueRef call)
{
    const struct svm_atomic_kind *kind = svm_atomic_kind_of(call);
    LLVMValueRef addresses = LLVMGetOperand(call, 1);
    int n = genx_num_elements(LLVMTypeOf(addresses));
    enum visa_type element;
    int bytes = data_bytes(fc, LLVMTypeOf(call), &element);
    if (!kind) {
        codegen_error(fc, "backend: intrinsic '%s' is not supported",
                      genx_callee_name(call));
        return;
    }
    if (bytes < 0 || !legal_exec_size(fc, n, 8))
        return;
    int size = visa_type_size(element);
    if (size != 4 && size != 8) {
        codegen_error(fc, "backend: SVM atomics on %d-byte elements are not "
                          "supported",
                      size);
        return;
    }
    enum visa_type type = kind->type_class == 'f'
                              ? VISA_TYPE_F
                              : visa_int_type(size, kind->type_class == 's');
    if (kind->type_class == 'f' && size != 4) {
        codegen_error(fc, "backend: SVM float atomics take float elements");
        return;
    }
    struct visa_inst atomic = visa_inst_make(VISA_OP_SVM_ATOMIC, n);
    atomic.aux = kind->code;
    atomic.aux2 = size * 8;
    predicate_message(fc, call, n, &atomic);
    atomic.num_srcs = 3;
    atomic.src[0] = visa_raw(typed_var(fc, raw_var_of(fc, addresses),
                                       VISA_TYPE_UQ),
                             0);
    for (int i = 0; i < kind->sources; i++) {
        LLVMValueRef source = LLVMGetOperand(call, 2 + (unsigned)i);
        atomic.src[1 + i] =
            visa_raw(typed_var(fc, raw_var_of(fc, source), type), 0);
    }
    atomic.dst = message_result_holding_old(
        fc, call, LLVMGetOperand(call, 2 + (unsigned)kind->sources), type);
    emit(fc, &atomic);
}

/* ---- the table ---------------------------------------------------------- */

#define SVM_ENTRY(name, effects, selector)                                    \
    {name, INTRINSIC_OTHER, effects, selector, NULL, 0}

static const struct intrinsic_entry svm_intrinsics[] = {
    SVM_ENTRY("llvm.genx.svm.block.ld", false, select_svm_block_ld),
    SVM_ENTRY("llvm.genx.svm.block.ld.unaligned", false,
              select_svm_block_ld_unaligned),
    SVM_ENTRY("llvm.genx.svm.block.st", true, select_svm_block_st),
    SVM_ENTRY("llvm.genx.svm.gather", false, select_svm_gather),
    SVM_ENTRY("llvm.genx.svm.scatter", true, select_svm_scatter),
    SVM_ENTRY("llvm.genx.svm.atomic", true, select_svm_atomic),
};

const struct intrinsic_entry *svm_intrinsic_find(const char *name)
{
    for (size_t i = 0; i < sizeof svm_intrinsics / sizeof svm_intrinsics[0];
         i++)
        if (genx_intrinsic_matches(name, svm_intrinsics[i].base))
            return &svm_intrinsics[i];
    const char *atomic = "llvm.genx.svm.atomic.";
    if (strncmp(name, atomic, strlen(atomic)) == 0)
        return &svm_intrinsics[sizeof svm_intrinsics / sizeof svm_intrinsics[0] -
                               1];
    return NULL;
}
