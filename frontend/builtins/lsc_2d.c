/* builtins/lsc_2d.c - the LSC 2D block form of the builtin table:
 * cm_ptr_load/cm_load, cm_ptr_prefetch/cm_prefetch and cm_ptr_store/
 * cm_store on (T *Ptr, SurfaceWidth, SurfaceHeight, SurfacePitch, X, Y).
 *
 * Takes a call whose row (table.c) has form BUILTIN_LSC_2D and whose
 * generic rules lower.c has checked (operand positions: enum below; the
 * row's intrinsic says load, prefetch or store).  Guarantees the rules of
 * Intel's cm_lsc.h and lsc/block2d.h for the block (transposed and VNNI
 * not together; the widths, heights and block counts each data size
 * allows; at most 32 GRFs; the cache hints of a load, prefetch or store),
 * each broken one a located error, and the call
 *   llvm.genx.lsc.{load,prefetch,store}2d.stateless(<1 x i1> pred, L1, L3, data
 *       size, data order (1, or 2 transposed), blocks, width, height,
 *       VNNI, base, width - 1, height - 1, pitch - 1, X, Y[, data])
 * (vc-intrinsics' operand order); inside SIMD control flow, where it
 * would ignore the channel mask, an error as block reads are.  A load returns its registers as the
 * hardware fills them (LSC_UNTYPED.md, LOAD_BLOCK2D): each row padded to
 * a power of two elements, each block to whole GRFs of the platform; a
 * result declared with the unpadded count gets the rows without the
 * padding (as Intel's header copies them out).  A store's data is rows of
 * Width elements, or rows already padded to a power of two. */
#include <stdio.h>
#include <stdlib.h>

#include "frontend/builtins/builtins.h"

enum { L2D_BASE, L2D_WIDTH_BYTES, L2D_HEIGHT_ROWS, L2D_PITCH, L2D_X, L2D_Y,
       L2D_BLOCK_WIDTH, L2D_BLOCK_HEIGHT, L2D_BLOCKS, L2D_TRANSPOSED,
       L2D_TRANSFORMED, L2D_L1, L2D_L3, L2D_DATA };

enum l2d_kind { L2D_LOAD, L2D_PREFETCH, L2D_STORE };

/* The block's shape and its register layout. */
struct l2d_block {
    enum l2d_kind kind;
    int element_bytes;
    int width, height, blocks;
    bool transposed, transformed;
    int grf_width, grf_height;  /* a block's rows in registers */
    int row_pitch;              /* grf_width rounded up to a power of two */
    int block_pitch;            /* elements, a whole number of GRFs */
};

static int next_power_of_two(int n)
{
    int p = 1;
    while (p < n)
        p *= 2;
    return p;
}

static long long operand_constant(const struct builtin_call *call, int i)
{
    return call->operands[i].constant;
}

static bool l2d_error(struct builtin_call *call, int operand,
                      const char *rule)
{
    error_at_cursor(call->frontend, builtin_operand_cursor(call, operand),
                    "'%s': %s", call->row->name, rule);
    return false;
}

/* T: the called specialization's first template argument. */
static bool read_element(struct builtin_call *call, struct l2d_block *b)
{
    struct cm_type type = classify_type(
        clang_Cursor_getTemplateArgumentType(call->callee, 0));
    if (type.kind != TYPE_SCALAR || type.is_pointer) {
        error_at_cursor(call->frontend, call->call,
                        "'%s': the element type must be a scalar",
                        call->row->name);
        return false;
    }
    b->element_bytes = element_bytes(type.element);
    return true;
}

static void read_shape(struct builtin_call *call, struct l2d_block *b)
{
    const char *intrinsic = call->row->intrinsic;
    b->kind = intrinsic[4] == 'l'   ? L2D_LOAD
              : intrinsic[4] == 'p' ? L2D_PREFETCH
                                    : L2D_STORE;
    b->width = (int)operand_constant(call, L2D_BLOCK_WIDTH);
    b->height = (int)operand_constant(call, L2D_BLOCK_HEIGHT);
    b->blocks = (int)operand_constant(call, L2D_BLOCKS);
    b->transposed = operand_constant(call, L2D_TRANSPOSED) != 0;
    b->transformed = operand_constant(call, L2D_TRANSFORMED) != 0;
    int per_dword = b->element_bytes < 4 ? 4 / b->element_bytes : 1;
    b->grf_width = b->transposed    ? b->height
                   : b->transformed ? b->width * per_dword
                                    : b->width;
    b->grf_height = b->transposed    ? b->width
                    : b->transformed ? (b->height + per_dword - 1) / per_dword
                                     : b->height;
    b->row_pitch = next_power_of_two(b->grf_width);
    int grf_elements =
        call->frontend->options->platform->grf_bytes / b->element_bytes;
    int block = b->row_pitch * b->grf_height;
    b->block_pitch = (block + grf_elements - 1) / grf_elements * grf_elements;
}

/* Intel's check_lsc_block_2d_{load,prefetch,store}_desc. */
static bool check_block(struct builtin_call *call, const struct l2d_block *b)
{
    int bytes = b->element_bytes;
    if (b->transposed && b->transformed)
        return l2d_error(call, L2D_TRANSFORMED,
                         "Transposed and Transformed cannot be combined");
    if (b->width * bytes % 4)
        return l2d_error(call, L2D_BLOCK_WIDTH,
                         "the block width in bytes must be a multiple of 4");
    if (b->blocks == 3)
        return l2d_error(call, L2D_BLOCKS,
                         "the number of blocks must be 1, 2 or 4");
    if (b->kind == L2D_STORE) {
        if (b->width * bytes > 64)
            return l2d_error(call, L2D_BLOCK_WIDTH,
                             "a stored block is at most 64 bytes wide");
        if (b->height > 8)
            return l2d_error(call, L2D_BLOCK_HEIGHT,
                             "a stored block is at most 8 rows high");
        return true;
    }
    if (b->transposed) {
        if (bytes != 4 && bytes != 8)
            return l2d_error(call, L2D_TRANSPOSED,
                             "a transposed load takes 32- or 64-bit "
                             "elements");
        if (b->blocks != 1)
            return l2d_error(call, L2D_BLOCKS,
                             "a transposed load takes one block");
        if (bytes == 4 && b->width > 8)
            return l2d_error(call, L2D_BLOCK_WIDTH,
                             "a transposed load of 32-bit elements is at "
                             "most 8 wide");
        if (bytes == 8 && (b->height != 8 || b->width == 3 || b->width > 4))
            return l2d_error(call, L2D_BLOCK_WIDTH,
                             "a transposed load of 64-bit elements is 1, 2 "
                             "or 4 wide and 8 high");
        return true;
    }
    if (b->transformed && bytes > 2)
        return l2d_error(call, L2D_TRANSFORMED,
                         "a VNNI-transformed load takes 8- or 16-bit "
                         "elements");
    if (b->transformed && b->height < 4 / bytes)
        return l2d_error(call, L2D_BLOCK_HEIGHT,
                         "a VNNI-transformed block is at least one dword of "
                         "rows high");
    if (b->width * b->blocks * bytes > 64)
        return l2d_error(call, L2D_BLOCK_WIDTH,
                         "the blocks are at most 64 bytes wide together");
    if ((bytes == 4 && b->blocks > 2) || (bytes == 8 && b->blocks > 1))
        return l2d_error(call, L2D_BLOCKS,
                         "32-bit elements take 1 or 2 blocks, 64-bit ones "
                         "1");
    return true;
}

static bool check_cache_hints(struct builtin_call *call,
                              const struct l2d_block *b)
{
    static const enum lsc_action actions[] = {LSC_LOAD, LSC_PREFETCH,
                                              LSC_STORE};
    const char *rule = "";
    int l1 = (int)operand_constant(call, L2D_L1);
    int l3 = (int)operand_constant(call, L2D_L3);
    if (lsc_cache_hints_allowed(actions[b->kind], l1, l3, &rule))
        return true;
    char message[256];
    snprintf(message, sizeof message, "unsupported cache hint (%s)", rule);
    return l2d_error(call, L2D_L1, message);
}

/* The result or data count a load or store takes: padded or not. */
static bool check_count(struct builtin_call *call, const struct l2d_block *b,
                        int count, int padded, int unpadded)
{
    if (count == padded || count == unpadded)
        return true;
    char message[160];
    snprintf(message, sizeof message,
             "incorrect element count %d: the block has %d elements (%d "
             "with the register padding)",
             count, unpadded, padded);
    return l2d_error(call, b->kind == L2D_STORE ? L2D_DATA : L2D_BASE,
                     message);
}

/* <count x T> from `value` (<from x T>) by element indices; -1 an
 * undefined element. */
static LLVMValueRef shuffle(struct frontend *frontend, LLVMValueRef value,
                            const int *indices, int count)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(frontend->context);
    LLVMValueRef *mask = xcalloc((size_t)count, sizeof *mask);
    for (int i = 0; i < count; i++)
        mask[i] = indices[i] < 0 ? LLVMGetUndef(i32)
                                 : LLVMConstInt(i32,
                                                (unsigned long long)indices[i],
                                                0);
    LLVMValueRef result = LLVMBuildShuffleVector(
        frontend->builder, value, LLVMGetUndef(LLVMTypeOf(value)),
        LLVMConstVector(mask, (unsigned)count), "");
    free(mask);
    return result;
}

/* The registers of a load without the padding: block b, row r, element e
 * of the result is register element b * block_pitch + r * row_pitch + e. */
static LLVMValueRef unpad_load(struct frontend *frontend, LLVMValueRef value,
                               const struct l2d_block *b, int count)
{
    int *indices = xcalloc((size_t)count, sizeof *indices);
    int at = 0;
    for (int k = 0; k < b->blocks; k++)
        for (int r = 0; r < b->grf_height; r++)
            for (int e = 0; e < b->grf_width; e++)
                indices[at++] = k * b->block_pitch + r * b->row_pitch + e;
    LLVMValueRef result = shuffle(frontend, value, indices, count);
    free(indices);
    return result;
}

/* Rows of Width elements -> rows of row_pitch, the padding undefined. */
static LLVMValueRef pad_store(struct frontend *frontend, LLVMValueRef value,
                              const struct l2d_block *b, int padded)
{
    int *indices = xcalloc((size_t)padded, sizeof *indices);
    for (int r = 0; r < b->height; r++)
        for (int e = 0; e < b->row_pitch; e++)
            indices[r * b->row_pitch + e] =
                e < b->width ? r * b->width + e : -1;
    LLVMValueRef result = shuffle(frontend, value, indices, padded);
    free(indices);
    return result;
}

static LLVMValueRef i8_constant(struct frontend *frontend, long long value)
{
    return LLVMConstInt(LLVMInt8TypeInContext(frontend->context),
                        (unsigned long long)value, 0);
}

static LLVMValueRef i16_constant(struct frontend *frontend, long long value)
{
    return LLVMConstInt(LLVMInt16TypeInContext(frontend->context),
                        (unsigned long long)value, 0);
}

static int data_size_code(int bytes)
{
    return bytes == 1 ? 1 : bytes == 2 ? 2 : bytes == 4 ? 3 : 4;
}

/* The intrinsic's operands before a store's data; returns their count. */
static unsigned message_operands(struct builtin_call *call,
                                 const struct l2d_block *b,
                                 LLVMValueRef *out)
{
    struct frontend *frontend = call->frontend;
    unsigned n = 0;
    out[n++] = LLVMConstAllOnes(
        LLVMVectorType(LLVMInt1TypeInContext(frontend->context), 1));
    out[n++] = i8_constant(frontend, operand_constant(call, L2D_L1));
    out[n++] = i8_constant(frontend, operand_constant(call, L2D_L3));
    out[n++] = i8_constant(frontend, data_size_code(b->element_bytes));
    out[n++] = i8_constant(frontend, b->transposed ? 2 : 1);
    out[n++] = i8_constant(frontend, b->blocks);
    out[n++] = i16_constant(frontend, b->width);
    out[n++] = i16_constant(frontend, b->height);
    out[n++] = i8_constant(frontend, b->transformed ? 1 : 0);
    for (int i = L2D_BASE; i <= L2D_Y; i++)
        out[n++] = call->operands[i].llvm;
    return n;
}

static bool lower_load(struct builtin_call *call, const struct l2d_block *b,
                       struct value *result)
{
    struct frontend *frontend = call->frontend;
    struct cm_type type = call->result_type;
    int padded = b->block_pitch * b->blocks;
    int unpadded = b->grf_width * b->grf_height * b->blocks;
    if (type.kind != TYPE_VECTOR ||
        !check_count(call, b, type_element_count(type), padded, unpadded))
        return false;
    if (padded * b->element_bytes >
        32 * frontend->options->platform->grf_bytes)
        return l2d_error(call, L2D_BLOCK_HEIGHT,
                         "a block load fills at most 32 GRFs");
    struct cm_type registers = type;
    registers.rows = 1;
    registers.columns = padded;
    LLVMValueRef operands[16];
    unsigned count = message_operands(call, b, operands);
    LLVMValueRef value = build_genx_call(
        frontend, call->row->intrinsic,
        type_llvm_type(frontend->context, registers), true, operands, count,
        1u << 0 | 1u << 9, INTRINSIC_READS);
    if (type_element_count(type) != padded)
        value = unpad_load(frontend, value, b, unpadded);
    *result = rvalue(type, value);
    return true;
}

static bool lower_store(struct builtin_call *call, const struct l2d_block *b,
                        struct value *result)
{
    struct frontend *frontend = call->frontend;
    const struct builtin_operand_value *data = &call->operands[L2D_DATA];
    int padded = b->row_pitch * b->height;
    int unpadded = b->width * b->height;
    int count = type_element_count(data->type);
    if (data->type.kind != TYPE_VECTOR ||
        element_bytes(data->type.element) != b->element_bytes)
        return l2d_error(call, L2D_DATA,
                         "the data must be a vector of the element type");
    if (!check_count(call, b, count, padded, unpadded))
        return false;
    LLVMValueRef operands[16];
    unsigned n = message_operands(call, b, operands);
    operands[n++] = count == padded ? data->llvm
                                    : pad_store(frontend, data->llvm, b,
                                                padded);
    build_genx_call(frontend, call->row->intrinsic,
                    LLVMVoidTypeInContext(frontend->context), false, operands,
                    n, 1u << 0 | 1u << 9 | 1u << 15, INTRINSIC_WRITES);
    *result = void_value();
    return true;
}

bool lower_lsc_2d_form(struct builtin_call *call, struct value *result)
{
    struct l2d_block b;
    if (!read_element(call, &b))
        return false;
    read_shape(call, &b);
    if (!check_block(call, &b) || !check_cache_hints(call, &b))
        return false;
    /* one message for the whole thread, as block reads are */
    if (!simd_cf_allows(call->frontend, call->call,
                        "an LSC 2D block message"))
        return false;
    if (b.kind == L2D_LOAD)
        return lower_load(call, &b, result);
    if (b.kind == L2D_STORE)
        return lower_store(call, &b, result);
    LLVMValueRef operands[16];
    unsigned count = message_operands(call, &b, operands);
    build_genx_call(call->frontend, call->row->intrinsic,
                    LLVMVoidTypeInContext(call->frontend->context), false,
                    operands, count, 1u << 0 | 1u << 9, INTRINSIC_WRITES);
    *result = void_value();
    return true;
}
