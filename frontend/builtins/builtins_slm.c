/* builtins_slm.c - shared local memory, barriers, fences, thread state.
 *
 * Takes a call of a function declared in include/cm/cm_threads.h;
 * guarantees the GenX IR for it: SLM accesses are the dataport messages of
 * builtins_dataport.c on surface 254 (Intel's SLM binding table index,
 * vISA's %slm), an SLM buffer being a byte offset; cm_slm_init records the
 * kernel's SLM size (which kernel.c puts in genx.kernels, and the backend
 * in vISA's SLMSize) and cm_slm_alloc hands out 16-byte aligned buffers
 * from it; cm_nbarrier_init records the kernel's named-barrier count
 * (vISA's NBarrierCnt; the barriers themselves are rows of the builtin
 * table); barriers, fences, waits and the timestamp are their
 * llvm.genx intrinsics; local ids, sizes and group counts are the
 * runtime's implicit arguments (llvm.genx.local.id/local.size/group.count,
 * which the backend makes inputs), group ids vISA's %group_id_x/y/z.
 * Misuse (a size that is not constant, an SLM
 * buffer beyond cm_slm_init's size) is an error at the call. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

#define SLM_SURFACE 254
#define SLM_LIMIT (64 * 1024)

static LLVMValueRef i32_value(struct frontend *frontend, long long value)
{
    return LLVMConstInt(LLVMInt32TypeInContext(frontend->context),
                        (unsigned long long)value, 1);
}

static LLVMValueRef i8_value(struct frontend *frontend, long long value)
{
    return LLVMConstInt(LLVMInt8TypeInContext(frontend->context),
                        (unsigned long long)value, 0);
}

static LLVMValueRef call_void(struct frontend *frontend, const char *base,
                              LLVMValueRef *arguments, unsigned count)
{
    return build_genx_call(frontend, base,
                           LLVMVoidTypeInContext(frontend->context), false,
                           arguments, count, 0, INTRINSIC_WRITES);
}

static LLVMValueRef slm_surface(struct frontend *frontend)
{
    return i32_value(frontend, SLM_SURFACE);
}

static LLVMValueRef buffer_argument(struct frontend *frontend, CXCursor call)
{
    return lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 0),
                           scalar_type(ELEMENT_U32));
}

LLVMValueRef slm_surface_index(struct frontend *frontend)
{
    return slm_surface(frontend);
}

/* ---- SLM allocation ---------------------------------------------------- */

static bool lower_slm_init(struct frontend *frontend, CXCursor call,
                           struct value *result)
{
    *result = void_value();
    long long size;
    if (!builtin_constant_argument(frontend, call, 0, "the SLM size", &size))
        return true;
    if (size < 0 || size > SLM_LIMIT) {
        error_at_cursor(frontend, call, "SLM size %lld is out of range (0 to "
                        "%d bytes)", size, SLM_LIMIT);
        return true;
    }
    if (size > frontend->slm.size)
        frontend->slm.size = (int)size;
    LLVMValueRef argument = i32_value(frontend, size);
    call_void(frontend, "slm.init", &argument, 1);
    return true;
}

/* cm_nbarrier_init(count): the kernel's named-barrier count (vISA's
 * NBarrierCnt), as Intel's compiler takes it: a constant, in a kernel,
 * the largest of several; no code.  The platforms are the table's rows
 * of cm_nbarrier_wait and cm_nbarrier_signal. */
#define NAMED_BARRIER_LIMIT 32 /* vISA NBARRIER: ids 0 to 31 */

static bool lower_nbarrier_init(struct frontend *frontend, CXCursor call,
                                struct value *result)
{
    *result = void_value();
    const struct platform *platform = frontend->options->platform;
    if (platform && !builtin_available_on("cm_nbarrier_wait", platform)) {
        error_at_cursor(frontend, call,
                        "'cm_nbarrier_init' is not available on %s: the "
                        "hardware has named barriers on PVC",
                        platform->name);
        return true;
    }
    if (frontend->current_subroutine >= 0) {
        error_at_cursor(frontend, call,
                        "cm_nbarrier_init must be called in the kernel "
                        "itself, not in a function it calls");
        return true;
    }
    long long count;
    if (!builtin_constant_argument(frontend, call, 0,
                                   "the named barrier count", &count))
        return true;
    if (count < 1 || count > NAMED_BARRIER_LIMIT) {
        error_at_cursor(frontend, call,
                        "named barrier count %lld is out of range (1 to %d)",
                        count, NAMED_BARRIER_LIMIT);
        return true;
    }
    if (count > frontend->named_barriers)
        frontend->named_barriers = (int)count;
    return true;
}

static bool lower_slm_alloc(struct frontend *frontend, CXCursor call,
                            struct value *result)
{
    *result = void_value();
    result->type.kind = TYPE_UNSUPPORTED; /* an error value until it works */
    long long size;
    if (!builtin_constant_argument(frontend, call, 0, "the SLM buffer size",
                                   &size))
        return true;
    int offset = frontend->slm.allocated;
    long long end = offset + ((size + 15) / 16) * 16;
    if (size <= 0 || end > frontend->slm.size) {
        error_at_cursor(frontend, call,
                        "cm_slm_alloc of %lld bytes does not fit in the %d "
                        "bytes cm_slm_init gave the kernel (%d used)",
                        size, frontend->slm.size, offset);
        return true;
    }
    frontend->slm.allocated = (int)end;
    *result = rvalue(scalar_type(ELEMENT_U32), i32_value(frontend, offset));
    return true;
}

/* ---- SLM access ---------------------------------------------------------- */

/* One block message of `bytes` (16, 32, 64 or 128) at SLM byte address
 * `address`: `value` (of `type`) written, or the block read and returned.
 * An oword block message, or, with `as_dwords`, dword scattered messages
 * (one lane per dword, at byte offsets 0, 4, ...): the form for a
 * DWALIGNED block, whose address need not be a multiple of 16, and for
 * targets whose SLM takes no oword block messages (before ICLLP). */
static LLVMValueRef slm_block_message(struct frontend *frontend,
                                      bool is_write, bool as_dwords,
                                      LLVMValueRef address, LLVMValueRef value,
                                      struct cm_type type, int bytes)
{
    LLVMTypeRef llvm_type = type_llvm_type(frontend->context, type);
    if (as_dwords) {
        int n = bytes / 4;
        struct cm_type dwords = {.kind = TYPE_VECTOR, .element = ELEMENT_U32,
                                 .rows = 1, .columns = n};
        LLVMTypeRef i32 = LLVMInt32TypeInContext(frontend->context);
        LLVMValueRef *lanes = xcalloc((size_t)n, sizeof *lanes);
        for (int i = 0; i < n; i++)
            lanes[i] = LLVMConstInt(i32, (unsigned long long)i * 4, 0);
        LLVMValueRef offsets = LLVMConstVector(lanes, (unsigned)n);
        free(lanes);
        LLVMTypeRef dword_type = type_llvm_type(frontend->context, dwords);
        if (is_write) {
            builtin_scatter(frontend, slm_surface(frontend), address, offsets,
                            LLVMBuildBitCast(frontend->builder, value,
                                             dword_type, ""),
                            dwords);
            return NULL;
        }
        return LLVMBuildBitCast(
            frontend->builder,
            builtin_gather(frontend, slm_surface(frontend), address, offsets,
                           dwords),
            llvm_type, "");
    }
    LLVMValueRef owords =
        LLVMBuildLShr(frontend->builder, address, i32_value(frontend, 4), "");
    if (is_write) {
        LLVMValueRef arguments[] = {slm_surface(frontend), owords, value};
        build_genx_call(frontend, "oword.st",
                        LLVMVoidTypeInContext(frontend->context), false,
                        arguments, 3, 1u << 2, INTRINSIC_WRITES);
        return NULL;
    }
    LLVMValueRef arguments[] = {i32_value(frontend, 0), slm_surface(frontend),
                                owords};
    return build_genx_call(frontend, "oword.ld", llvm_type, true, arguments,
                           3, 0, INTRINSIC_READS);
}

/* slm_block_message as a block_message_fn: `context` says as_dwords. */
static LLVMValueRef slm_piece_message(struct frontend *frontend,
                                      const void *context, bool is_write,
                                      LLVMValueRef address, LLVMValueRef value,
                                      struct cm_type type, int bytes)
{
    return slm_block_message(frontend, is_write, *(const bool *)context,
                             address, value, type, bytes);
}

/* The alignment cm_slm_block_read/write's offset must have: 16 bytes, or
 * 4 when the buffer is qualified DWALIGNED (Intel's cm_slm.h: the
 * attribute form cm_slm_block_read(buffer, attribute, offset, data), which
 * DWALIGNED(buffer) spells; its other attributes mean an oword offset).
 * 0 when the attribute is not a constant (reported). */
static int slm_block_alignment(struct frontend *frontend, CXCursor call,
                               bool has_attribute)
{
    if (!has_attribute)
        return 16;
    long long attribute;
    if (!builtin_constant_argument(frontend, call, 1, "the buffer attribute",
                                   &attribute))
        return 0;
    return buffer_attribute_is_dword_aligned(attribute) ? 4 : 16;
}

/* cm_slm_block_read/write(buffer, [attribute,] offset, data): a block of
 * any whole number of owords at buffer + offset (block_in_pieces), oword
 * block messages when the offset is 16-byte aligned, dword scattered
 * messages when DWALIGNED (or when the target's SLM has no oword
 * blocks). */
static bool lower_slm_block(struct frontend *frontend, CXCursor call,
                            bool is_write, struct value *result)
{
    *result = void_value();
    bool has_attribute = clang_Cursor_getNumArguments(call) == 4;
    unsigned first = has_attribute ? 2 : 1;
    int alignment = slm_block_alignment(frontend, call, has_attribute);
    if (alignment == 0)
        return true;
    CXCursor offset_cursor = clang_Cursor_getArgument(call, first);
    long long constant_offset;
    if (cursor_evaluate_integer(offset_cursor, &constant_offset) &&
        constant_offset % alignment != 0) {
        error_at_cursor(frontend, offset_cursor, "SLM block offset %lld is not "
                        "a multiple of %d bytes", constant_offset, alignment);
        return true;
    }
    struct value data;
    CXCursor data_cursor = clang_Cursor_getArgument(call, first + 1);
    if (is_write)
        data = lower_expression(frontend, data_cursor);
    else if (!builtin_output_place(frontend, data_cursor, &data))
        return true;
    struct cm_type type = data.type;
    type.is_reference = false;
    if (type.kind != TYPE_VECTOR)
        return true;
    long long bytes = type_byte_size(type);
    if (bytes % 16 != 0) {
        error_at_cursor(frontend, call,
                        "SLM block %s of %lld bytes: the size must be a "
                        "whole number of owords (16 bytes)",
                        is_write ? "write" : "read", bytes);
        return true;
    }
    LLVMValueRef buffer = buffer_argument(frontend, call);
    LLVMValueRef offset = lower_rvalue_as(frontend, offset_cursor,
                                          scalar_type(ELEMENT_U32));
    if (!buffer || !offset)
        return true;
    LLVMValueRef address = LLVMBuildAdd(frontend->builder, buffer, offset, "");
    const struct platform *platform = frontend->options->platform;
    bool as_dwords =
        alignment == 4 || (platform && !platform->has_slm_oword_blocks);
    LLVMValueRef value = block_in_pieces(
        frontend, is_write, address,
        is_write ? read_cm_value(frontend, data) : NULL, type, (int)bytes,
        slm_piece_message, &as_dwords);
    if (!is_write)
        write_place(frontend, data.place, value, type);
    return true;
}

static bool check_slm_width(struct frontend *frontend, CXCursor call, int n)
{
    if (n == 8 || n == 16 || n == 32)
        return true;
    error_at_cursor(frontend, call, "SLM scattered access of %d elements: "
                    "the count must be 8, 16 or 32", n);
    return false;
}

/* cm_slm_read/write[_scaled](buffer, offsets, data). */
static bool lower_slm_scattered(struct frontend *frontend, CXCursor call,
                                bool is_write, bool scaled,
                                struct value *result)
{
    *result = void_value();
    struct value data;
    CXCursor data_cursor = clang_Cursor_getArgument(call, 2);
    if (is_write)
        data = lower_expression(frontend, data_cursor);
    else if (!builtin_output_place(frontend, data_cursor, &data))
        return true;
    struct cm_type type = data.type;
    type.is_reference = false;
    if (type.kind != TYPE_VECTOR)
        return true;
    int n = type_element_count(type);
    int bytes = element_bytes(type.element);
    if (!check_slm_width(frontend, call, n))
        return true;
    if (bytes > 4) {
        error_at_cursor(frontend, call, "SLM scattered access of %d-byte "
                        "elements: elements must be 1, 2 or 4 bytes", bytes);
        return true;
    }
    LLVMValueRef buffer = buffer_argument(frontend, call);
    LLVMValueRef offsets = builtin_byte_offsets(
        frontend, clang_Cursor_getArgument(call, 1), n, scaled ? 1 : bytes, NULL);
    if (!buffer || !offsets)
        return true;
    if (is_write) {
        builtin_scatter(frontend, slm_surface(frontend), buffer, offsets,
                        read_cm_value(frontend, data), type);
        return true;
    }
    write_place(frontend, data.place,
                builtin_gather(frontend, slm_surface(frontend), buffer,
                               offsets, type),
                type);
    return true;
}

/* cm_slm_read4/write4[_scaled](buffer, offsets, data, mask): up to four
 * dword channels at each address, channel by channel in data. */
static bool lower_slm_four(struct frontend *frontend, CXCursor call,
                           bool is_write, bool scaled, struct value *result)
{
    *result = void_value();
    long long disabled;
    if (!builtin_constant_argument(frontend, call, 3, "the channel mask",
                                   &disabled))
        return true;
    int enabled = (int)(~disabled & 0xf);
    int channels = 0;
    for (int bit = 0; bit < 4; bit++)
        channels += (enabled >> bit) & 1;
    struct value data;
    CXCursor data_cursor = clang_Cursor_getArgument(call, 2);
    if (is_write)
        data = lower_expression(frontend, data_cursor);
    else if (!builtin_output_place(frontend, data_cursor, &data))
        return true;
    struct cm_type type = data.type;
    type.is_reference = false;
    CXCursor offsets_cursor = clang_Cursor_getArgument(call, 1);
    struct cm_type offsets_type =
        classify_type(clang_getCursorType(offsets_cursor));
    int n = type_element_count(offsets_type);
    if (type.kind != TYPE_VECTOR || offsets_type.kind != TYPE_VECTOR ||
        !check_slm_width(frontend, call, n))
        return true;
    if (element_bytes(type.element) != 4 || channels == 0 ||
        type_element_count(type) != n * channels) {
        error_at_cursor(frontend, call, "%s needs %d dwords (%d addresses "
                        "times %d channels), not %d %s",
                        is_write ? "cm_slm_write4" : "cm_slm_read4",
                        n * channels, n, channels, type_element_count(type),
                        element_name(type.element));
        return true;
    }
    LLVMValueRef buffer = buffer_argument(frontend, call);
    LLVMValueRef offsets = builtin_byte_offsets(frontend, offsets_cursor, n,
                                                scaled ? 1 : 4, NULL);
    if (!buffer || !offsets)
        return true;
    LLVMValueRef predicate = simd_cf_message_predicate(frontend, n);
    LLVMTypeRef llvm_type = type_llvm_type(frontend->context, type);
    LLVMValueRef arguments[] = {
        predicate,
        i32_value(frontend, enabled),
        LLVMConstInt(LLVMInt16TypeInContext(frontend->context), 0, 0),
        slm_surface(frontend),
        buffer,
        offsets,
        is_write ? read_cm_value(frontend, data) : LLVMGetUndef(llvm_type),
    };
    if (is_write) {
        build_genx_call(frontend, "scatter4.scaled",
                        LLVMVoidTypeInContext(frontend->context), false,
                        arguments, 7, 1u | 1u << 5 | 1u << 6, INTRINSIC_WRITES);
        return true;
    }
    LLVMValueRef value = build_genx_call(frontend, "gather4.scaled", llvm_type,
                                         true, arguments, 7, 1u | 1u << 5,
                                         INTRINSIC_READS);
    write_place(frontend, data.place, value, type);
    return true;
}

/* cm_slm_atomic(buffer, op, offsets (dwords), result or 0, sources...). */
static bool lower_slm_atomic(struct frontend *frontend, CXCursor call,
                             struct value *result)
{
    *result = void_value();
    long long code;
    if (!builtin_constant_argument(frontend, call, 1, "the atomic operation",
                                   &code))
        return true;
    const struct atomic_kind *kind = builtin_atomic_kind(frontend, call, code);
    if (!kind)
        return true;
    int sources = builtin_atomic_sources(kind);
    int arguments = clang_Cursor_getNumArguments(call);
    if (arguments - 4 != sources) {
        error_at_cursor(frontend, call, "this atomic operation takes %d "
                        "source%s, not %d", sources, sources == 1 ? "" : "s",
                        arguments - 4);
        return true;
    }
    CXCursor result_cursor = clang_Cursor_getArgument(call, 3);
    struct cm_type result_type =
        classify_type(clang_getCursorType(result_cursor));
    bool has_result = result_type.kind == TYPE_VECTOR;
    struct value output;
    struct cm_type data;
    if (has_result) {
        if (!builtin_output_place(frontend, result_cursor, &output))
            return true;
        data = output.type;
    } else if (sources > 0) {
        data = classify_type(clang_getCursorType(clang_Cursor_getArgument(call, 4)));
    } else {
        data = classify_type(clang_getCursorType(clang_Cursor_getArgument(call, 2)));
        data.element = ELEMENT_U32;
    }
    data.is_reference = false;
    int n = type_element_count(data);
    LLVMValueRef buffer = buffer_argument(frontend, call);
    LLVMValueRef offsets = buffer ? builtin_byte_offsets(
                                        frontend, clang_Cursor_getArgument(call, 2),
                                        n, 4, buffer)
                                  : NULL;
    LLVMValueRef values[2];
    for (int i = 0; i < sources; i++) {
        values[i] = lower_rvalue_as(
            frontend, clang_Cursor_getArgument(call, 4 + (unsigned)i), data);
        if (!values[i])
            return true;
    }
    if (!offsets)
        return true;
    LLVMValueRef old = builtin_dword_atomic(frontend, call, kind,
                                            slm_surface(frontend), offsets,
                                            values, data);
    if (old && has_result)
        write_place(frontend, output.place, old, data);
    return true;
}

/* The SLM data accesses: one lowering per message form, told by the table
 * whether it writes and whether its offsets are scaled. */
enum slm_access_form { SLM_BLOCK, SLM_SCATTERED, SLM_FOUR };

static const struct slm_access {
    const char *name;
    enum slm_access_form form;
    bool is_write, scaled;
} slm_accesses[] = {
    {"cm_slm_block_read", SLM_BLOCK, false, false},
    {"cm_slm_block_write", SLM_BLOCK, true, false},
    {"cm_slm_read", SLM_SCATTERED, false, false},
    {"cm_slm_read_scaled", SLM_SCATTERED, false, true},
    {"cm_slm_write", SLM_SCATTERED, true, false},
    {"cm_slm_write_scaled", SLM_SCATTERED, true, true},
    {"cm_slm_read4", SLM_FOUR, false, false},
    {"cm_slm_read4_scaled", SLM_FOUR, false, true},
    {"cm_slm_write4", SLM_FOUR, true, false},
    {"cm_slm_write4_scaled", SLM_FOUR, true, true},
};

static bool lower_slm_access(struct frontend *frontend, CXCursor call,
                             const struct slm_access *access,
                             struct value *result)
{
    switch (access->form) {
    case SLM_BLOCK:
        if (!simd_cf_allows(frontend, call, "oword block read and write")) {
            *result = void_value();
            return true;
        }
        return lower_slm_block(frontend, call, access->is_write, result);
    case SLM_SCATTERED:
        return lower_slm_scattered(frontend, call, access->is_write,
                                   access->scaled, result);
    case SLM_FOUR:
        return lower_slm_four(frontend, call, access->is_write, access->scaled,
                              result);
    }
    return false;
}

/* ---- synchronisation ------------------------------------------------------ */

static bool lower_barrier(struct frontend *frontend, CXCursor call,
                          struct value *result)
{
    (void)call;
    *result = void_value();
    call_void(frontend, "barrier", NULL, 0);
    return true;
}

static bool lower_sbarrier(struct frontend *frontend, CXCursor call,
                           struct value *result)
{
    *result = void_value();
    long long flag;
    if (!builtin_constant_argument(frontend, call, 0, "the split barrier flag",
                                   &flag))
        return true;
    LLVMValueRef argument = i8_value(frontend, flag ? 1 : 0);
    call_void(frontend, "sbarrier", &argument, 1);
    return true;
}

/* cm_fence / cm_slm_fence(mask): the SLM fence has the local bit (0x20). */
static bool lower_fence_with(struct frontend *frontend, CXCursor call,
                             int extra_bits, struct value *result)
{
    *result = void_value();
    long long mask = 1; /* CM_GLOBAL_COHERENT_FENCE, the default */
    if (clang_Cursor_getNumArguments(call) > 0 &&
        !builtin_constant_argument(frontend, call, 0, "the fence mask", &mask))
        return true;
    LLVMValueRef argument = i8_value(frontend, (mask | extra_bits) & 0xff);
    call_void(frontend, "fence", &argument, 1);
    return true;
}

static bool lower_fence(struct frontend *frontend, CXCursor call,
                        struct value *result)
{
    return lower_fence_with(frontend, call, 0, result);
}

static bool lower_slm_fence(struct frontend *frontend, CXCursor call,
                            struct value *result)
{
    return lower_fence_with(frontend, call, 0x20, result);
}

static bool lower_wait(struct frontend *frontend, CXCursor call,
                       struct value *result)
{
    *result = void_value();
    LLVMValueRef mask = clang_Cursor_getNumArguments(call) > 0
        ? lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 0),
                          scalar_type(ELEMENT_U8))
        : i8_value(frontend, 0);
    if (mask)
        call_void(frontend, "wait", &mask, 1);
    return true;
}

/* cm_signal(): cmc's cm_wait is vISA WAIT, the hardware scoreboard of the
 * media walker, which releases a thread's dependents when it ends; there
 * is nothing to signal earlier, so cm_signal emits no code (as Intel's
 * headers do for that scoreboard).  cm_signal<N>() checks N <= 8. */
static bool lower_signal(struct frontend *frontend, CXCursor call,
                         struct value *result)
{
    *result = void_value();
    CXCursor callee = clang_getCursorReferenced(call);
    if (clang_Cursor_getNumTemplateArguments(callee) >= 1) {
        long long dependencies = clang_Cursor_getTemplateArgumentValue(callee, 0);
        if (dependencies < 1 || dependencies > 8)
            error_at_cursor(frontend, call, "cm_signal<%lld>: the number of "
                            "dependencies must be 1 to 8", dependencies);
    }
    return true;
}

/* cm_pause(length): llvm.genx.set.pause, the thread's pause counter (bits
 * 5-9 count; bits 0-4 must be zero). */
static bool lower_pause(struct frontend *frontend, CXCursor call,
                        struct value *result)
{
    *result = void_value();
    CXCursor argument = clang_Cursor_getArgument(call, 0);
    long long length;
    if (cursor_evaluate_integer(argument, &length) &&
        (length < 0 || length > 0x3ff || (length & 0x1f) != 0)) {
        error_at_cursor(frontend, argument, "cm_pause length %lld must be a "
                        "multiple of 32 from 0 to 992", length);
        return true;
    }
    LLVMValueRef value = lower_rvalue_as(frontend, argument,
                                         scalar_type(ELEMENT_U16));
    if (value)
        call_void(frontend, "set.pause", &value, 1);
    return true;
}

/* ---- thread state ----------------------------------------------------------- */

static bool lower_rdtsc(struct frontend *frontend, CXCursor call,
                        struct value *result)
{
    (void)call;
    struct cm_type type = {.kind = TYPE_VECTOR, .element = ELEMENT_U32,
                             .rows = 1, .columns = 4};
    LLVMValueRef value = build_genx_call(
        frontend, "timestamp", type_llvm_type(frontend->context, type), true,
        NULL, 0, 0, INTRINSIC_WRITES);
    *result = rvalue(type, value);
    return true;
}

/* get_color(): the thread's color, a field the media walker writes into
 * r0 (%color).  Platforms without a media walker (XeHP_SDV and later)
 * have no color to read; Intel's VectorCompiler rejects get_color there
 * ("get_color not supported on XeHPG", ocloc 22.43), so cmc does too. */
static bool lower_get_color(struct frontend *frontend, CXCursor call,
                            struct value *result)
{
    const struct platform *platform = frontend->options->platform;
    if (platform && !platform_has_media_walker(platform)) {
        error_at_cursor(frontend, call,
                        "'get_color' is not available on %s: it reads the "
                        "media walker's thread color, and %s dispatches "
                        "without a media walker",
                        platform->name, platform->name);
        *result = error_value();
        return true;
    }
    LLVMValueRef value = build_genx_call(
        frontend, "get.color", LLVMInt16TypeInContext(frontend->context),
        false, NULL, 0, 0, INTRINSIC_PURE);
    *result = rvalue(scalar_type(ELEMENT_U16), value);
    return true;
}

/* ---- thread and group ids -------------------------------------------------- */

/* Element `dimension` (0 x, 1 y, 2 z) of the <3 x i32> an id intrinsic
 * returns (local.id, local.size, group.count: implicit kernel inputs). */
static LLVMValueRef id_component(struct frontend *frontend, const char *base,
                                 LLVMValueRef dimension)
{
    struct cm_type three = {.kind = TYPE_VECTOR, .element = ELEMENT_U32,
                            .rows = 1, .columns = 3};
    LLVMValueRef all = build_genx_call(frontend, base,
                                       type_llvm_type(frontend->context, three),
                                       true, NULL, 0, 0, INTRINSIC_PURE);
    return LLVMBuildExtractElement(frontend->builder, all, dimension, "");
}

/* The group id: %group_id_x/y/z (genx.group.id.x/y/z). */
static LLVMValueRef group_id_component(struct frontend *frontend, int dimension)
{
    static const char *const names[] = {"group.id.x", "group.id.y",
                                        "group.id.z"};
    return build_genx_call(frontend, names[dimension],
                           LLVMInt32TypeInContext(frontend->context), false,
                           NULL, 0, 0, INTRINSIC_PURE);
}

static LLVMValueRef id_of(struct frontend *frontend, const char *which,
                          int dimension)
{
    if (strcmp(which, "group.id") == 0)
        return group_id_component(frontend, dimension);
    return id_component(frontend, which, i32_value(frontend, dimension));
}

static bool lower_id(struct frontend *frontend, CXCursor call,
                     const char *which, struct value *result)
{
    *result = void_value();
    result->type.kind = TYPE_UNSUPPORTED;
    long long dimension;
    CXCursor argument = clang_Cursor_getArgument(call, 0);
    LLVMValueRef value;
    if (cursor_evaluate_integer(argument, &dimension)) {
        if (dimension < 0 || dimension > 2) {
            error_at_cursor(frontend, argument, "dimension %lld is out of "
                            "range (0, 1 or 2)", dimension);
            return true;
        }
        value = id_of(frontend, which, (int)dimension);
    } else if (strcmp(which, "group.id") == 0) {
        LLVMValueRef index = lower_rvalue_as(frontend, argument,
                                             scalar_type(ELEMENT_U32));
        if (!index)
            return true;
        LLVMValueRef all = LLVMGetPoison(LLVMVectorType(
            LLVMInt32TypeInContext(frontend->context), 3));
        for (int i = 0; i < 3; i++)
            all = LLVMBuildInsertElement(frontend->builder, all,
                                         group_id_component(frontend, i),
                                         i32_value(frontend, i), "");
        value = LLVMBuildExtractElement(frontend->builder, all, index, "");
    } else {
        LLVMValueRef index = lower_rvalue_as(frontend, argument,
                                             scalar_type(ELEMENT_U32));
        if (!index)
            return true;
        value = id_component(frontend, which, index);
    }
    *result = rvalue(scalar_type(ELEMENT_U32), value);
    return true;
}

static bool lower_local_id(struct frontend *f, CXCursor c, struct value *r)
{
    return lower_id(f, c, "local.id", r);
}
static bool lower_local_size(struct frontend *f, CXCursor c, struct value *r)
{
    return lower_id(f, c, "local.size", r);
}
static bool lower_group_id(struct frontend *f, CXCursor c, struct value *r)
{
    return lower_id(f, c, "group.id", r);
}
static bool lower_group_count(struct frontend *f, CXCursor c, struct value *r)
{
    return lower_id(f, c, "group.count", r);
}

/* x + y * size_x + z * size_x * size_y, the linear forms' common shape. */
static LLVMValueRef linear(struct frontend *frontend, const char *index,
                           const char *extent)
{
    LLVMBuilderRef builder = frontend->builder;
    LLVMValueRef size_x = id_of(frontend, extent, 0);
    LLVMValueRef size_xy = LLVMBuildMul(builder, size_x,
                                        id_of(frontend, extent, 1), "");
    LLVMValueRef sum = LLVMBuildAdd(
        builder, id_of(frontend, index, 0),
        LLVMBuildMul(builder, id_of(frontend, index, 1), size_x, ""), "");
    return LLVMBuildAdd(builder, sum,
                        LLVMBuildMul(builder, id_of(frontend, index, 2),
                                     size_xy, ""), "");
}

static LLVMValueRef volume(struct frontend *frontend, const char *extent)
{
    LLVMBuilderRef builder = frontend->builder;
    return LLVMBuildMul(builder,
                        LLVMBuildMul(builder, id_of(frontend, extent, 0),
                                     id_of(frontend, extent, 1), ""),
                        id_of(frontend, extent, 2), "");
}

LLVMValueRef thread_linear_local_id(struct frontend *frontend)
{
    return linear(frontend, "local.id", "local.size");
}

LLVMValueRef thread_linear_local_size(struct frontend *frontend)
{
    return volume(frontend, "local.size");
}

static bool set_u32(struct value *result, LLVMValueRef value)
{
    *result = rvalue(scalar_type(ELEMENT_U32), value);
    return true;
}

static bool lower_linear_local_id(struct frontend *f, CXCursor c, struct value *r)
{
    (void)c;
    return set_u32(r, linear(f, "local.id", "local.size"));
}
static bool lower_linear_local_size(struct frontend *f, CXCursor c, struct value *r)
{
    (void)c;
    return set_u32(r, volume(f, "local.size"));
}
static bool lower_linear_group_id(struct frontend *f, CXCursor c, struct value *r)
{
    (void)c;
    return set_u32(r, linear(f, "group.id", "group.count"));
}
static bool lower_linear_group_count(struct frontend *f, CXCursor c, struct value *r)
{
    (void)c;
    return set_u32(r, volume(f, "group.count"));
}
static bool lower_linear_global_id(struct frontend *f, CXCursor c, struct value *r)
{
    (void)c;
    LLVMBuilderRef builder = f->builder;
    return set_u32(r, LLVMBuildAdd(
        builder,
        LLVMBuildMul(builder, linear(f, "group.id", "group.count"),
                     volume(f, "local.size"), ""),
        linear(f, "local.id", "local.size"), ""));
}
static bool lower_linear_global_size(struct frontend *f, CXCursor c, struct value *r)
{
    (void)c;
    return set_u32(r, LLVMBuildMul(f->builder, volume(f, "group.count"),
                                   volume(f, "local.size"), ""));
}

static const struct slm_builtin {
    const char *name;
    bool (*lower)(struct frontend *, CXCursor, struct value *);
} slm_builtins[] = {
    {"cm_slm_init", lower_slm_init},
    {"cm_slm_alloc", lower_slm_alloc},
    {"cm_nbarrier_init", lower_nbarrier_init},
    {"cm_slm_atomic", lower_slm_atomic},
    {"cm_barrier", lower_barrier},
    {"cm_sbarrier", lower_sbarrier},
    {"cm_fence", lower_fence},
    {"cm_slm_fence", lower_slm_fence},
    {"cm_wait", lower_wait},
    {"cm_signal", lower_signal},
    {"cm_pause", lower_pause},
    {"cm_rdtsc", lower_rdtsc},
    {"get_color", lower_get_color},
    {"cm_local_id", lower_local_id},
    {"cm_local_size", lower_local_size},
    {"cm_group_id", lower_group_id},
    {"cm_group_count", lower_group_count},
    {"cm_linear_local_id", lower_linear_local_id},
    {"cm_linear_local_size", lower_linear_local_size},
    {"cm_linear_group_id", lower_linear_group_id},
    {"cm_linear_group_count", lower_linear_group_count},
    {"cm_linear_global_id", lower_linear_global_id},
    {"cm_linear_global_size", lower_linear_global_size},
};

bool lower_slm_builtin(struct frontend *frontend, const char *name,
                       CXCursor call, struct value *result)
{
    for (size_t i = 0; i < sizeof slm_accesses / sizeof slm_accesses[0]; i++)
        if (strcmp(name, slm_accesses[i].name) == 0)
            return lower_slm_access(frontend, call, &slm_accesses[i], result);
    for (size_t i = 0; i < sizeof slm_builtins / sizeof slm_builtins[0]; i++)
        if (strcmp(name, slm_builtins[i].name) == 0) {
            if (strstr(name, "barrier") && strcmp(name, "cm_nbarrier_init") &&
                !simd_cf_allows_barrier(frontend, call, name)) {
                *result = void_value();
                return true;
            }
            return slm_builtins[i].lower(frontend, call, result);
        }
    return false;
}
