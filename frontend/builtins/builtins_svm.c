/* builtins_svm.c - shared virtual memory builtins (CM specification 4.18).
 *
 * Takes calls of cm_svm_block_read[_unaligned], cm_svm_block_write,
 * their pointer forms cm_ptr_block_read[_unaligned], cm_ptr_block_write,
 * cm_ptr_scatter_read/_write (pointer plus byte offsets), the one-element
 * accesses of pointers.c (svm_load_element, svm_store_element),
 * cm_svm_scatter_read/_write, cm_svm_atomic and its template forms
 * svm_atomic<Op> and cm_ptr_atomic<Op>, the four-channel cm_ptr_read4/
 * write4 and cm_svm_gather4_scaled/scatter4_scaled (one dword message per
 * enabled channel) declared in cm_svm.h;
 * guarantees the llvm.genx.svm.* intrinsics of Intel's vc-intrinsics with
 * 64-bit addresses, or a located error for each size, type or operation
 * the hardware lacks.  Messages wider than the hardware's (scatters of 32
 * elements, atomics of more than 8) are split into several intrinsic
 * calls.  Inside SIMD control flow the scatters and atomics take the
 * active channels as their predicate.
 *
 * cm_svm_block_read_unaligned becomes dword gathers (svm.gather of 4-byte
 * blocks at addr, addr + 4, ...): the vISA text this finalizer reads
 * cannot mark an SVM block read unaligned, and an aligned one would drop
 * the address's low bits.  The pointer forms take any size, as Intel's
 * cm_pointer.h has them (pointer_block_access). */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

static LLVMTypeRef i1_type(struct frontend *frontend)
{
    return LLVMInt1TypeInContext(frontend->context);
}

static LLVMTypeRef i32_type(struct frontend *frontend)
{
    return LLVMInt32TypeInContext(frontend->context);
}

static LLVMTypeRef i64_type(struct frontend *frontend)
{
    return LLVMInt64TypeInContext(frontend->context);
}

static LLVMValueRef build_call(struct frontend *frontend, LLVMValueRef function,
                               LLVMValueRef *arguments, unsigned count)
{
    return LLVMBuildCall2(frontend->builder, LLVMGlobalGetValueType(function),
                          function, arguments, count, "");
}

/* Declare `base` overloaded on `overloads` (return type first when it is
 * overloaded), as vc-intrinsics names it. */
static LLVMValueRef declare_overloaded(struct frontend *frontend,
                                       const char *base, LLVMTypeRef result,
                                       LLVMTypeRef *overloads,
                                       unsigned overload_count,
                                       LLVMTypeRef *parameters,
                                       unsigned parameter_count,
                                       enum intrinsic_memory memory)
{
    char name[128];
    snprintf(name, sizeof name, "%s", base);
    for (unsigned i = 0; i < overload_count; i++)
        genx_append_overload_suffix(name, sizeof name, overloads[i]);
    return declare_intrinsic(frontend, name, result, parameters,
                             parameter_count, memory);
}

static struct value void_result(void)
{
    struct value result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result.type.kind = TYPE_VOID;
    return result;
}

/* An address argument (svmptr_t of 32 or 64 bits) as i64. */
static LLVMValueRef lower_address(struct frontend *frontend, CXCursor argument)
{
    return lower_rvalue_as(frontend, argument, scalar_type(ELEMENT_U64));
}

/* A vector argument: its value and CM type; false after an error. */
static bool lower_vector_argument(struct frontend *frontend, CXCursor argument,
                                  struct value *value, LLVMValueRef *llvm)
{
    *value = lower_expression(frontend, argument);
    if (value->type.kind != TYPE_VECTOR)
        return false;
    *llvm = read_cm_value(frontend, *value);
    return *llvm != NULL;
}

static bool lower_destination(struct frontend *frontend, CXCursor call,
                              CXCursor argument, struct value *destination)
{
    *destination = lower_expression(frontend, argument);
    if (destination->type.kind != TYPE_VECTOR)
        return false;
    if (!destination->is_place) {
        error_at_cursor(frontend, call, "the destination must be a vector "
                                        "variable or a region of one");
        return false;
    }
    return true;
}

static bool is_power_of_two(int n)
{
    return n > 0 && (n & (n - 1)) == 0;
}

/* Elements [first, first + count) of vector `value`. */
static LLVMValueRef slice(struct frontend *frontend, LLVMValueRef value,
                          int first, int count)
{
    if (first == 0 && (unsigned)count == LLVMGetVectorSize(LLVMTypeOf(value)))
        return value;
    LLVMValueRef *indices = xcalloc((size_t)count, sizeof(LLVMValueRef));
    for (int i = 0; i < count; i++)
        indices[i] = LLVMConstInt(i32_type(frontend), (unsigned)(first + i), 0);
    LLVMValueRef mask = LLVMConstVector(indices, (unsigned)count);
    free(indices);
    return LLVMBuildShuffleVector(frontend->builder, value,
                                  LLVMGetPoison(LLVMTypeOf(value)), mask, "");
}

/* The concatenation of `count` vectors of equal type (count a power of
 * two), pairwise. */
static LLVMValueRef concatenate(struct frontend *frontend, LLVMValueRef *parts,
                                int count)
{
    for (; count > 1; count /= 2) {
        for (int i = 0; i < count / 2; i++) {
            unsigned half = LLVMGetVectorSize(LLVMTypeOf(parts[2 * i]));
            LLVMValueRef *indices = xcalloc(2 * half, sizeof(LLVMValueRef));
            for (unsigned k = 0; k < 2 * half; k++)
                indices[k] = LLVMConstInt(i32_type(frontend), k, 0);
            LLVMValueRef mask = LLVMConstVector(indices, 2 * half);
            free(indices);
            parts[i] = LLVMBuildShuffleVector(frontend->builder, parts[2 * i],
                                              parts[2 * i + 1], mask, "");
        }
    }
    return parts[0];
}

/* The predicate of a message of `count` channels starting at channel
 * `first`: the active channels inside SIMD control flow of the message's
 * whole width `total`, else all. */
static LLVMValueRef message_predicate(struct frontend *frontend, int first,
                                      int count, int total)
{
    LLVMValueRef mask = simd_cf_message_predicate(frontend, total);
    return count == total ? mask : slice(frontend, mask, first, count);
}

/* ---- Block read and write ---------------------------------------------------- */

static LLVMValueRef aligned_block_read(struct frontend *frontend,
                                       LLVMTypeRef data_type,
                                       LLVMValueRef address)
{
    LLVMTypeRef overloads[] = {data_type, i64_type(frontend)};
    LLVMTypeRef parameters[] = {i64_type(frontend)};
    LLVMValueRef function =
        declare_overloaded(frontend, "llvm.genx.svm.block.ld", data_type,
                           overloads, 2, parameters, 1, INTRINSIC_READS);
    return build_call(frontend, function, &address, 1);
}

static LLVMValueRef gather(struct frontend *frontend, LLVMValueRef predicate,
                           int log2_blocks, LLVMValueRef addresses,
                           LLVMTypeRef data_type);

/* Dword gathers at address, address + 4, ... (16 channels at most each). */
static LLVMValueRef unaligned_block_read(struct frontend *frontend,
                                         LLVMTypeRef data_type, int bytes,
                                         LLVMValueRef address)
{
    int dwords = bytes / 4;
    int parts = dwords > 16 ? dwords / 16 : 1;
    int lanes = dwords / parts;
    LLVMTypeRef address_type = LLVMVectorType(i64_type(frontend), (unsigned)lanes);
    LLVMValueRef base = LLVMBuildInsertElement(
        frontend->builder, LLVMGetPoison(address_type), address,
        LLVMConstInt(i32_type(frontend), 0, 0), "");
    LLVMValueRef *zeros = xcalloc((size_t)lanes, sizeof(LLVMValueRef));
    for (int i = 0; i < lanes; i++)
        zeros[i] = LLVMConstInt(i32_type(frontend), 0, 0);
    LLVMValueRef splat_mask = LLVMConstVector(zeros, (unsigned)lanes);
    free(zeros);
    base = LLVMBuildShuffleVector(frontend->builder, base,
                                  LLVMGetPoison(address_type), splat_mask, "");
    LLVMValueRef results[2];
    LLVMValueRef *offsets = xcalloc((size_t)lanes, sizeof(LLVMValueRef));
    for (int part = 0; part < parts; part++) {
        for (int i = 0; i < lanes; i++)
            offsets[i] = LLVMConstInt(i64_type(frontend),
                                      (unsigned long long)(part * lanes + i) * 4,
                                      0);
        LLVMValueRef addresses = LLVMBuildAdd(
            frontend->builder, base,
            LLVMConstVector(offsets, (unsigned)lanes), "");
        LLVMValueRef predicate =
            LLVMConstAllOnes(LLVMVectorType(i1_type(frontend), (unsigned)lanes));
        results[part] = gather(
            frontend, predicate, 0, addresses,
            LLVMVectorType(i32_type(frontend), (unsigned)lanes));
    }
    free(offsets);
    return LLVMBuildBitCast(frontend->builder,
                            concatenate(frontend, results, parts), data_type,
                            "");
}

static void svm_block_store(struct frontend *frontend, LLVMValueRef address,
                            LLVMValueRef data)
{
    LLVMTypeRef overloads[] = {i64_type(frontend), LLVMTypeOf(data)};
    LLVMValueRef function = declare_overloaded(
        frontend, "llvm.genx.svm.block.st",
        LLVMVoidTypeInContext(frontend->context), overloads, 2, overloads, 2,
        INTRINSIC_WRITES);
    LLVMValueRef arguments[] = {address, data};
    build_call(frontend, function, arguments, 2);
}

/* One SVM block message as a block_message_fn; `context` says whether a
 * read may be unaligned (dword gathers). */
static LLVMValueRef svm_piece_message(struct frontend *frontend,
                                      const void *context, bool is_write,
                                      LLVMValueRef address, LLVMValueRef value,
                                      struct cm_type type, int bytes)
{
    if (is_write) {
        svm_block_store(frontend, address, value);
        return NULL;
    }
    LLVMTypeRef data_type = type_llvm_type(frontend->context, type);
    return *(const bool *)context
               ? unaligned_block_read(frontend, data_type, bytes, address)
               : aligned_block_read(frontend, data_type, address);
}

/* Intel's cm_pointer.h loads and stores the whole object for the pointer
 * forms (cm_ptr_block_read is `load<VTy, Align::OWORD>`), so they take
 * any size, where cm_svm_block_read/write keep the message's 1, 2, 4 or 8
 * owords: a whole number of owords as block messages of up to 128 bytes
 * each, any other size as element gathers and scatters. */
static bool is_pointer_form(const char *what)
{
    return strncmp(what, "cm_ptr_", 7) == 0;
}

static LLVMValueRef pointer_block_access(struct frontend *frontend,
                                         CXCursor call, bool is_write,
                                         bool is_unaligned,
                                         LLVMValueRef address,
                                         LLVMValueRef data, struct cm_type type)
{
    long long bytes = type_byte_size(type);
    if (bytes % 16 == 0)
        return block_in_pieces(frontend, is_write, address, data, type,
                               (int)bytes, svm_piece_message, &is_unaligned);
    if (is_write) {
        svm_store_vector(frontend, address, type, data);
        return NULL;
    }
    return svm_load_vector(frontend, call, address, type);
}

static bool lower_svm_block_read(struct frontend *frontend, CXCursor call,
                                 bool is_unaligned, struct value *result)
{
    *result = void_result();
    char what[64];
    cursor_spelling(call, what, sizeof what);
    if (!simd_cf_allows(frontend, call, "SVM block read"))
        return true;
    LLVMValueRef address =
        lower_address(frontend, clang_Cursor_getArgument(call, 0));
    struct value destination;
    if (!address || !lower_destination(frontend, call,
                                       clang_Cursor_getArgument(call, 1),
                                       &destination))
        return true;
    if (is_pointer_form(what)) {
        LLVMValueRef data =
            pointer_block_access(frontend, call, false, is_unaligned, address,
                                 NULL, destination.type);
        if (data)
            write_place(frontend, destination.place, data, destination.type);
        return true;
    }
    if (!check_oword_block_size(frontend, call, what, destination.type))
        return true;
    LLVMTypeRef data_type = type_llvm_type(frontend->context, destination.type);
    LLVMValueRef data =
        is_unaligned
            ? unaligned_block_read(frontend, data_type,
                                   (int)type_byte_size(destination.type), address)
            : aligned_block_read(frontend, data_type, address);
    write_place(frontend, destination.place, data, destination.type);
    return true;
}

static bool lower_svm_block_read_aligned(struct frontend *frontend,
                                         CXCursor call, struct value *result)
{
    return lower_svm_block_read(frontend, call, false, result);
}

static bool lower_svm_block_read_unaligned(struct frontend *frontend,
                                           CXCursor call, struct value *result)
{
    return lower_svm_block_read(frontend, call, true, result);
}

static bool lower_svm_block_write(struct frontend *frontend, CXCursor call,
                                  struct value *result)
{
    *result = void_result();
    char what[64];
    cursor_spelling(call, what, sizeof what);
    if (!simd_cf_allows(frontend, call, "SVM block write"))
        return true;
    LLVMValueRef address =
        lower_address(frontend, clang_Cursor_getArgument(call, 0));
    struct value source;
    LLVMValueRef data;
    if (!address ||
        !lower_vector_argument(frontend, clang_Cursor_getArgument(call, 1),
                               &source, &data))
        return true;
    if (is_pointer_form(what)) {
        pointer_block_access(frontend, call, true, false, address, data,
                             source.type);
        return true;
    }
    if (check_oword_block_size(frontend, call, what, source.type))
        svm_block_store(frontend, address, data);
    return true;
}

/* ---- Scattered read and write ----------------------------------------------- */

/* llvm.genx.svm.gather.<data>.<pred>.<addr>(pred, log2 blocks, addr, old). */
static LLVMValueRef gather(struct frontend *frontend, LLVMValueRef predicate,
                           int log2_blocks, LLVMValueRef addresses,
                           LLVMTypeRef data_type)
{
    LLVMTypeRef overloads[] = {data_type, LLVMTypeOf(predicate),
                               LLVMTypeOf(addresses)};
    LLVMTypeRef parameters[] = {LLVMTypeOf(predicate), i32_type(frontend),
                                LLVMTypeOf(addresses), data_type};
    LLVMValueRef function =
        declare_overloaded(frontend, "llvm.genx.svm.gather", data_type,
                           overloads, 3, parameters, 4, INTRINSIC_READS);
    LLVMValueRef arguments[] = {
        predicate, LLVMConstInt(i32_type(frontend), (unsigned)log2_blocks, 0),
        addresses, LLVMGetUndef(data_type)};
    return build_call(frontend, function, arguments, 4);
}

static void scatter(struct frontend *frontend, LLVMValueRef predicate,
                    int log2_blocks, LLVMValueRef addresses, LLVMValueRef data)
{
    LLVMTypeRef overloads[] = {LLVMTypeOf(predicate), LLVMTypeOf(addresses),
                               LLVMTypeOf(data)};
    LLVMTypeRef parameters[] = {LLVMTypeOf(predicate), i32_type(frontend),
                                LLVMTypeOf(addresses), LLVMTypeOf(data)};
    LLVMValueRef function = declare_overloaded(
        frontend, "llvm.genx.svm.scatter",
        LLVMVoidTypeInContext(frontend->context), overloads, 3, parameters, 4,
        INTRINSIC_WRITES);
    LLVMValueRef arguments[] = {
        predicate, LLVMConstInt(i32_type(frontend), (unsigned)log2_blocks, 0),
        addresses, data};
    build_call(frontend, function, arguments, 4);
}

/* How elements of `bytes` travel in a scatter message: bytes and words as
 * 1, 2 blocks of one byte in a dword slot per address, dwords and qwords
 * as one block. */
struct scatter_layout {
    int log2_blocks;
    int slot_bytes;    /* bytes per address in the message's data */
    int block_bytes;
};

static struct scatter_layout scatter_layout_for(int bytes)
{
    if (bytes == 1)
        return (struct scatter_layout){0, 4, 1};
    if (bytes == 2)
        return (struct scatter_layout){1, 4, 1};
    return (struct scatter_layout){0, bytes, bytes};
}

/* The checks scattered reads and writes share: N (1 to 32, a power of
 * two; at least 8 for bytes and words), element sizes. */
static bool check_scatter(struct frontend *frontend, CXCursor call,
                          const char *what, struct cm_type addresses,
                          struct cm_type data)
{
    int count = type_element_count(data);
    if (type_element_count(addresses) != count) {
        error_at_cursor(frontend, call, "%s needs one address per element",
                        what);
        return false;
    }
    if (!is_power_of_two(count) || count > 32) {
        error_at_cursor(frontend, call,
                        "%s of %d elements: the count must be 1, 2, 4, 8, 16 "
                        "or 32",
                        what, count);
        return false;
    }
    int bytes = element_bytes(data.element);
    if (bytes < 4 && count < 8) {
        error_at_cursor(frontend, call,
                        "%s of %d %s elements: 1- and 2-byte elements need at "
                        "least 8",
                        what, count, element_name(data.element));
        return false;
    }
    return true;
}

/* The message's data type for `count` elements of `type`. */
static LLVMTypeRef scatter_data_type(struct frontend *frontend,
                                     struct cm_type type, int count)
{
    struct scatter_layout layout = scatter_layout_for(element_bytes(type.element));
    if (layout.block_bytes == 1)
        return LLVMVectorType(LLVMInt8TypeInContext(frontend->context),
                              (unsigned)(count * 4));
    return LLVMVectorType(element_llvm_type(frontend->context, type.element),
                          (unsigned)count);
}

/* The elements of a gathered message of bytes/words, back as `count`
 * elements of `type` (each at the start of its dword slot). */
static LLVMValueRef unpack_slots(struct frontend *frontend, LLVMValueRef data,
                                 struct cm_type type, int count)
{
    int bytes = element_bytes(type.element);
    if (bytes >= 4)
        return data;
    LLVMTypeRef element = element_llvm_type(frontend->context, type.element);
    int per_slot = 4 / bytes;
    LLVMValueRef as_elements = LLVMBuildBitCast(
        frontend->builder, data,
        LLVMVectorType(element, (unsigned)(count * per_slot)), "");
    LLVMValueRef *indices = xcalloc((size_t)count, sizeof(LLVMValueRef));
    for (int i = 0; i < count; i++)
        indices[i] = LLVMConstInt(i32_type(frontend), (unsigned)(i * per_slot), 0);
    LLVMValueRef mask = LLVMConstVector(indices, (unsigned)count);
    free(indices);
    return LLVMBuildShuffleVector(frontend->builder, as_elements,
                                  LLVMGetPoison(LLVMTypeOf(as_elements)), mask,
                                  "");
}

/* The opposite: each element at the start of a dword slot. */
static LLVMValueRef pack_slots(struct frontend *frontend, LLVMValueRef data,
                               struct cm_type type, int count)
{
    int bytes = element_bytes(type.element);
    if (bytes >= 4)
        return data;
    int per_slot = 4 / bytes;
    int total = count * per_slot;
    LLVMValueRef *indices = xcalloc((size_t)total, sizeof(LLVMValueRef));
    for (int i = 0; i < total; i++)
        indices[i] = i % per_slot == 0
                         ? LLVMConstInt(i32_type(frontend),
                                        (unsigned)(i / per_slot), 0)
                         : LLVMGetPoison(i32_type(frontend));
    LLVMValueRef mask = LLVMConstVector(indices, (unsigned)total);
    free(indices);
    LLVMValueRef spread = LLVMBuildShuffleVector(
        frontend->builder, data, LLVMGetPoison(LLVMTypeOf(data)), mask, "");
    return LLVMBuildBitCast(
        frontend->builder, spread,
        LLVMVectorType(LLVMInt8TypeInContext(frontend->context),
                       (unsigned)(count * 4)),
        "");
}

/* The i64 addresses of a scattered access and their CM type: argument
 * `first` (an svmptr_t each), or for the pointer forms the pointer
 * (argument `first`) plus the next argument's byte offsets.  False after
 * an error. */
static bool lower_addresses_at(struct frontend *frontend, CXCursor call,
                               unsigned first, bool is_pointer_form,
                               struct cm_type *type, LLVMValueRef *wide)
{
    LLVMValueRef base = NULL;
    if (is_pointer_form &&
        !(base = lower_address(frontend, clang_Cursor_getArgument(call, first))))
        return false;
    struct value addresses;
    LLVMValueRef values;
    if (!lower_vector_argument(
            frontend, clang_Cursor_getArgument(call, first + is_pointer_form),
            &addresses, &values))
        return false;
    *type = addresses.type;
    struct cm_type wide_type = type_with_element(addresses.type, ELEMENT_U64);
    *wide = convert_value(frontend, values, addresses.type, wide_type);
    if (base)
        *wide = LLVMBuildAdd(frontend->builder,
                             convert_value(frontend, base,
                                           scalar_type(ELEMENT_U64), wide_type),
                             *wide, "");
    return true;
}

/* The elements of `type` (a vector of 1 to 32) at the i64 addresses
 * `wide`, one per element, in messages of 16 channels at most. */
/* The predicate of the part of a message of `count` channels from
 * `first`: the active channels (message_predicate), and those of `mask`
 * (<count x i1>) when there is one. */
static LLVMValueRef masked_predicate(struct frontend *frontend,
                                     LLVMValueRef mask, int first, int lanes,
                                     int count)
{
    LLVMValueRef predicate = message_predicate(frontend, first, lanes, count);
    return mask ? LLVMBuildAnd(frontend->builder, predicate,
                               slice(frontend, mask, first, lanes), "")
                : predicate;
}

static LLVMValueRef gather_elements_masked(struct frontend *frontend,
                                           LLVMValueRef wide,
                                           struct cm_type type,
                                           LLVMValueRef mask)
{
    int count = type_element_count(type);
    int lanes = count > 16 ? 16 : count;
    struct scatter_layout layout =
        scatter_layout_for(element_bytes(type.element));
    LLVMValueRef parts[2];
    for (int first = 0, part = 0; first < count; first += lanes, part++) {
        LLVMValueRef data = gather(
            frontend, masked_predicate(frontend, mask, first, lanes, count),
            layout.log2_blocks, slice(frontend, wide, first, lanes),
            scatter_data_type(frontend, type, lanes));
        parts[part] = unpack_slots(frontend, data, type, lanes);
    }
    return concatenate(frontend, parts, count / lanes);
}

static LLVMValueRef gather_elements(struct frontend *frontend,
                                    LLVMValueRef wide, struct cm_type type)
{
    return gather_elements_masked(frontend, wide, type, NULL);
}

static void scatter_elements_masked(struct frontend *frontend,
                                    LLVMValueRef wide, LLVMValueRef data,
                                    struct cm_type type, LLVMValueRef mask)
{
    int count = type_element_count(type);
    int lanes = count > 16 ? 16 : count;
    struct scatter_layout layout =
        scatter_layout_for(element_bytes(type.element));
    for (int first = 0; first < count; first += lanes)
        scatter(frontend, masked_predicate(frontend, mask, first, lanes, count),
                layout.log2_blocks, slice(frontend, wide, first, lanes),
                pack_slots(frontend, slice(frontend, data, first, lanes), type,
                           lanes));
}

static void scatter_elements(struct frontend *frontend, LLVMValueRef wide,
                             LLVMValueRef data, struct cm_type type)
{
    scatter_elements_masked(frontend, wide, data, type, NULL);
}

static bool lower_scatter_addresses(struct frontend *frontend, CXCursor call,
                                    bool is_pointer_form,
                                    struct cm_type *type, LLVMValueRef *wide)
{
    return lower_addresses_at(frontend, call, 0, is_pointer_form, type, wide);
}

static bool lower_scatter_read(struct frontend *frontend, CXCursor call,
                               bool is_pointer_form, const char *what)
{
    struct cm_type address_type;
    LLVMValueRef wide;
    struct value destination;
    if (!lower_scatter_addresses(frontend, call, is_pointer_form,
                                 &address_type, &wide) ||
        !lower_destination(frontend, call,
                           clang_Cursor_getArgument(call, 1u + is_pointer_form),
                           &destination) ||
        !check_scatter(frontend, call, what, address_type, destination.type))
        return true;
    write_place(frontend, destination.place,
                gather_elements(frontend, wide, destination.type),
                destination.type);
    return true;
}

static bool lower_scatter_write(struct frontend *frontend, CXCursor call,
                                bool is_pointer_form, const char *what)
{
    struct cm_type address_type;
    LLVMValueRef wide, data;
    struct value source;
    if (!lower_scatter_addresses(frontend, call, is_pointer_form,
                                 &address_type, &wide) ||
        !lower_vector_argument(
            frontend, clang_Cursor_getArgument(call, 1u + is_pointer_form),
            &source, &data) ||
        !check_scatter(frontend, call, what, address_type, source.type))
        return true;
    scatter_elements(frontend, wide, data, source.type);
    return true;
}

static bool lower_svm_scatter_read(struct frontend *frontend, CXCursor call,
                                   struct value *result)
{
    *result = void_result();
    return lower_scatter_read(frontend, call, false, "cm_svm_scatter_read");
}

static bool lower_svm_scatter_write(struct frontend *frontend, CXCursor call,
                                    struct value *result)
{
    *result = void_result();
    return lower_scatter_write(frontend, call, false, "cm_svm_scatter_write");
}

static bool lower_ptr_scatter_read(struct frontend *frontend, CXCursor call,
                                   struct value *result)
{
    *result = void_result();
    return lower_scatter_read(frontend, call, true, "cm_ptr_scatter_read");
}

static bool lower_ptr_scatter_write(struct frontend *frontend, CXCursor call,
                                    struct value *result)
{
    *result = void_result();
    return lower_scatter_write(frontend, call, true, "cm_ptr_scatter_write");
}

/* ---- Four channels per address --------------------------------------------- */

/* cm_ptr_read4/write4(p, offsets, data, mask) and cm_svm_gather4_scaled/
 * scatter4_scaled(addresses, data, mask): up to four consecutive dwords
 * (R, G, B, A) at each of N addresses, the channels `mask` enables
 * (bit 0 R ... bit 3 A), channel by channel in data (all R's, then all
 * G's ...).  One dword scatter message per enabled channel, at the
 * addresses plus 4 bytes per channel before it. */
static bool lower_four(struct frontend *frontend, CXCursor call,
                       bool is_pointer_form, bool is_write)
{
    char what[64];
    cursor_spelling(call, what, sizeof what);
    unsigned data_index = 1u + is_pointer_form;
    long long enabled;
    struct cm_type address_type;
    LLVMValueRef wide, data = NULL;
    struct value target;
    if (!builtin_constant_argument(frontend, call, data_index + 1,
                                   "the channel mask", &enabled) ||
        !lower_scatter_addresses(frontend, call, is_pointer_form,
                                 &address_type, &wide))
        return true;
    if (is_write ? !lower_vector_argument(
                       frontend, clang_Cursor_getArgument(call, data_index),
                       &target, &data)
                 : !lower_destination(frontend, call,
                                      clang_Cursor_getArgument(call, data_index),
                                      &target))
        return true;
    int n = type_element_count(address_type);
    int channels = __builtin_popcountll((unsigned long long)enabled & 0xf);
    if (n != 8 && n != 16 && n != 32) {
        error_at_cursor(frontend, call,
                        "%s of %d addresses: the count must be 8, 16 or 32",
                        what, n);
        return true;
    }
    if (element_bytes(target.type.element) != 4 || channels == 0 ||
        type_element_count(target.type) != n * channels) {
        error_at_cursor(frontend, call,
                        "%s needs %d dwords (%d addresses times %d channels), "
                        "not %d %s",
                        what, n * channels, n, channels,
                        type_element_count(target.type),
                        element_name(target.type.element));
        return true;
    }
    struct cm_type part_type = type_with_element(address_type, target.type.element);
    part_type.rows = 1;
    part_type.columns = n;
    struct cm_type wide_type = type_with_element(part_type, ELEMENT_U64);
    for (int channel = 0, k = 0; channel < 4; channel++) {
        if (!((enabled >> channel) & 1))
            continue;
        LLVMValueRef step = convert_value(
            frontend,
            LLVMConstInt(i64_type(frontend), (unsigned long long)channel * 4, 0),
            scalar_type(ELEMENT_U64), wide_type);
        LLVMValueRef addresses = LLVMBuildAdd(frontend->builder, wide, step, "");
        if (is_write) {
            scatter_elements(frontend, addresses, slice(frontend, data, k * n, n),
                             part_type);
        } else {
            struct place part;
            struct place whole = target.place;
            if (!select_place(frontend, call, whole, n, 1, NULL, k * n, &part))
                return true;
            write_place(frontend, part,
                        gather_elements(frontend, addresses, part_type),
                        part_type);
        }
        k++;
    }
    return true;
}

static bool lower_ptr_read4(struct frontend *frontend, CXCursor call,
                            struct value *result)
{
    *result = void_result();
    return lower_four(frontend, call, true, false);
}

static bool lower_ptr_write4(struct frontend *frontend, CXCursor call,
                             struct value *result)
{
    *result = void_result();
    return lower_four(frontend, call, true, true);
}

static bool lower_svm_gather4_scaled(struct frontend *frontend, CXCursor call,
                                     struct value *result)
{
    *result = void_result();
    return lower_four(frontend, call, false, false);
}

static bool lower_svm_scatter4_scaled(struct frontend *frontend, CXCursor call,
                                      struct value *result)
{
    *result = void_result();
    return lower_four(frontend, call, false, true);
}

/* ---- gather and scatter of <cm/cm_memory.h> ---------------------------------- */

/* The vector of pointers at argument `index`, as i64 addresses. */
static bool lower_pointer_vector(struct frontend *frontend, CXCursor call,
                                 unsigned index, struct cm_type *type,
                                 LLVMValueRef *addresses)
{
    struct value pointers;
    if (!lower_vector_argument(frontend, clang_Cursor_getArgument(call, index),
                               &pointers, addresses))
        return false;
    *type = pointers.type;
    return true;
}

/* gather(ptrs[, mask[, passthru]]): element i from ptrs(i) where mask(i)
 * is nonzero, else passthru(i) (undefined without one). */
static bool lower_pointer_gather(struct frontend *frontend, CXCursor call,
                                 struct value *result)
{
    /* Until it has its value: an error value, which users of the
     * result skip. */
    *result = rvalue((struct cm_type){.kind = TYPE_UNSUPPORTED}, NULL);
    struct cm_type type = classify_type(clang_getCursorType(call));
    struct cm_type address_type;
    LLVMValueRef addresses;
    if (type.kind != TYPE_VECTOR ||
        !lower_pointer_vector(frontend, call, 0, &address_type, &addresses) ||
        !check_scatter(frontend, call, "gather", address_type, type))
        return true;
    int n = type_element_count(type);
    LLVMValueRef mask;
    if (!builtin_channel_mask(frontend, call, 1, n, &mask))
        return true;
    LLVMValueRef data = gather_elements_masked(frontend, addresses, type, mask);
    if (clang_Cursor_getNumArguments(call) > 2) {
        LLVMValueRef passthru = lower_rvalue_as(
            frontend, clang_Cursor_getArgument(call, 2), type);
        if (!passthru)
            return true;
        if (mask)
            data = LLVMBuildSelect(frontend->builder, mask, data, passthru, "");
    }
    *result = rvalue(type, data);
    return true;
}

/* scatter(src, ptrs[, mask]): src(i) to ptrs(i) where mask(i) is nonzero. */
static bool lower_pointer_scatter(struct frontend *frontend, CXCursor call,
                                  struct value *result)
{
    *result = void_result();
    struct value source;
    LLVMValueRef data, addresses;
    struct cm_type address_type;
    if (!lower_vector_argument(frontend, clang_Cursor_getArgument(call, 0),
                               &source, &data) ||
        !lower_pointer_vector(frontend, call, 1, &address_type, &addresses) ||
        !check_scatter(frontend, call, "scatter", address_type, source.type))
        return true;
    LLVMValueRef mask;
    if (!builtin_channel_mask(frontend, call, 2,
                              type_element_count(source.type), &mask))
        return true;
    scatter_elements_masked(frontend, addresses, data, source.type, mask);
    return true;
}

/* ---- One element through a pointer (pointers.c) ------------------------------ */

/* Dwords and qwords travel in a message of one channel; bytes and words,
 * which need 8 channels, in one of 8 with only channel 0 enabled (the
 * access of a scalar statement: all channels outside SIMD control flow). */
static int element_lanes(enum element_kind element)
{
    return element_bytes(element) < 4 ? 8 : 1;
}

static LLVMValueRef element_predicate(struct frontend *frontend, int lanes)
{
    if (lanes == 1)
        return message_predicate(frontend, 0, 1, 1);
    LLVMValueRef bits[8];
    for (int i = 0; i < lanes; i++)
        bits[i] = LLVMConstInt(i1_type(frontend), i == 0, 0);
    return LLVMConstVector(bits, (unsigned)lanes);
}

static LLVMValueRef splat(struct frontend *frontend, LLVMValueRef scalar,
                          int lanes)
{
    LLVMTypeRef type = LLVMVectorType(LLVMTypeOf(scalar), (unsigned)lanes);
    LLVMValueRef single = LLVMBuildInsertElement(
        frontend->builder, LLVMGetPoison(type), scalar,
        LLVMConstInt(i32_type(frontend), 0, 0), "");
    if (lanes == 1)
        return single;
    LLVMValueRef zeros = LLVMConstNull(
        LLVMVectorType(i32_type(frontend), (unsigned)lanes));
    return LLVMBuildShuffleVector(frontend->builder, single,
                                  LLVMGetPoison(type), zeros, "");
}

/* A constant's dword slots as the <lanes*4 x i8> constant they are (the
 * builder would leave a constant bitcast expression the backend does not
 * read before optimisation). */
static LLVMValueRef constant_byte_slots(struct frontend *frontend,
                                        unsigned long long slot, int lanes)
{
    LLVMTypeRef i8 = LLVMInt8TypeInContext(frontend->context);
    LLVMValueRef bytes[32];
    for (int i = 0; i < lanes * 4; i++)
        bytes[i] = LLVMConstInt(i8, (slot >> (8 * (i % 4))) & 0xff, 0);
    return LLVMConstVector(bytes, (unsigned)lanes * 4);
}

LLVMValueRef svm_load_element(struct frontend *frontend, LLVMValueRef address,
                              enum element_kind element)
{
    int lanes = element_lanes(element);
    struct cm_type type = scalar_type(element);
    struct scatter_layout layout = scatter_layout_for(element_bytes(element));
    LLVMValueRef data = gather(frontend, element_predicate(frontend, lanes),
                               layout.log2_blocks,
                               splat(frontend, address, lanes),
                               scatter_data_type(frontend, type, lanes));
    /* Element 0 of the first slot: only the bytes the message wrote. */
    return LLVMBuildExtractElement(
        frontend->builder, unpack_slots(frontend, data, type, lanes),
        LLVMConstInt(i32_type(frontend), 0, 0), "");
}

void svm_store_element(struct frontend *frontend, LLVMValueRef address,
                       enum element_kind element, LLVMValueRef value)
{
    int lanes = element_lanes(element);
    struct scatter_layout layout = scatter_layout_for(element_bytes(element));
    if (element_bytes(element) < 4) {
        LLVMValueRef bits = LLVMBuildBitCast(
            frontend->builder, value,
            LLVMIntTypeInContext(frontend->context,
                                 (unsigned)element_bytes(element) * 8),
            "");
        value = LLVMBuildZExt(frontend->builder, bits, i32_type(frontend), "");
    }
    LLVMValueRef data = splat(frontend, value, lanes);
    if (element_bytes(element) < 4 && LLVMIsAConstantInt(value))
        data = constant_byte_slots(frontend, LLVMConstIntGetZExtValue(value),
                                   lanes);
    else if (element_bytes(element) < 4) /* byte blocks: the message's type */
        data = LLVMBuildBitCast(
            frontend->builder, data,
            LLVMVectorType(LLVMInt8TypeInContext(frontend->context),
                           (unsigned)lanes * 4),
            "");
    scatter(frontend, element_predicate(frontend, lanes), layout.log2_blocks,
            splat(frontend, address, lanes), data);
}

/* ---- A vector through a pointer (pointers.c) --------------------------------- */

/* Elements [first, first + count) of a vector of `bytes`-sized elements
 * at `address`: the i64 address of each. */
static LLVMValueRef element_addresses(struct frontend *frontend,
                                      LLVMValueRef address, int first,
                                      int count, int bytes)
{
    LLVMValueRef *offsets = xcalloc((size_t)count, sizeof(LLVMValueRef));
    for (int i = 0; i < count; i++)
        offsets[i] = LLVMConstInt(i64_type(frontend),
                                  (unsigned long long)(first + i) * (unsigned)bytes,
                                  0);
    LLVMValueRef constant = LLVMConstVector(offsets, (unsigned)count);
    free(offsets);
    return LLVMBuildAdd(frontend->builder, splat(frontend, address, count),
                        constant, "");
}

/* The next piece of a vector access from element `first`: a power of two
 * of at most 32 elements, a gather or scatter of that many channels (1
 * for a byte or word tail shorter than 8). */
static int vector_piece(int remaining, int bytes)
{
    int piece = 1;
    while (piece * 2 <= remaining && piece * 2 <= 32)
        piece *= 2;
    return bytes < 4 && piece < 8 ? 1 : piece;
}

LLVMValueRef svm_load_vector(struct frontend *frontend, CXCursor where,
                             LLVMValueRef address, struct cm_type type)
{
    int count = type_element_count(type), bytes = element_bytes(type.element);
    LLVMValueRef storage = create_local_storage(frontend, type, "memory");
    struct place whole = whole_place(storage, type);
    for (int first = 0; first < count;) {
        int piece = vector_piece(count - first, bytes);
        struct cm_type piece_type = type;
        piece_type.kind = piece == 1 ? TYPE_SCALAR : TYPE_VECTOR;
        piece_type.rows = 1;
        piece_type.columns = piece;
        LLVMValueRef addresses =
            element_addresses(frontend, address, first, piece, bytes);
        LLVMValueRef data =
            piece == 1
                ? svm_load_element(
                      frontend,
                      LLVMBuildExtractElement(
                          frontend->builder, addresses,
                          LLVMConstInt(i32_type(frontend), 0, 0), ""),
                      type.element)
                : gather_elements(frontend, addresses, piece_type);
        struct place part;
        if (!select_place(frontend, where, whole, piece, 1, NULL, first, &part))
            return NULL;
        write_place(frontend, part, data, piece_type);
        first += piece;
    }
    return read_place(frontend, whole);
}

void svm_store_vector(struct frontend *frontend, LLVMValueRef address,
                      struct cm_type type, LLVMValueRef value)
{
    int count = type_element_count(type), bytes = element_bytes(type.element);
    for (int first = 0; first < count;) {
        int piece = vector_piece(count - first, bytes);
        struct cm_type piece_type = type;
        piece_type.rows = 1;
        piece_type.columns = piece;
        LLVMValueRef addresses =
            element_addresses(frontend, address, first, piece, bytes);
        if (piece == 1)
            svm_store_element(
                frontend,
                LLVMBuildExtractElement(frontend->builder, addresses,
                                        LLVMConstInt(i32_type(frontend), 0, 0),
                                        ""),
                type.element,
                LLVMBuildExtractElement(
                    frontend->builder, value,
                    LLVMConstInt(i32_type(frontend), (unsigned)first, 0), ""));
        else
            scatter_elements(frontend, addresses,
                             slice(frontend, value, first, piece), piece_type);
        first += piece;
    }
}

/* ---- Atomics -------------------------------------------------------------------- */

struct atomic_operation {
    int code;             /* CmAtomicOpType */
    const char *name;     /* llvm.genx.svm.atomic.<name> */
    const char *spelling; /* in CM */
    int sources;
    bool is_float;
};

static const struct atomic_operation atomic_operations[] = {
    {0x0, "add", "ATOMIC_ADD", 1, false},
    {0x1, "sub", "ATOMIC_SUB", 1, false},
    {0x2, "inc", "ATOMIC_INC", 0, false},
    {0x3, "dec", "ATOMIC_DEC", 0, false},
    {0x4, "min", "ATOMIC_MIN", 1, false},
    {0x5, "max", "ATOMIC_MAX", 1, false},
    {0x6, "xchg", "ATOMIC_XCHG", 1, false},
    {0x7, "cmpxchg", "ATOMIC_CMPXCHG", 2, false},
    {0x8, "and", "ATOMIC_AND", 1, false},
    {0x9, "or", "ATOMIC_OR", 1, false},
    {0xa, "xor", "ATOMIC_XOR", 1, false},
    {0xb, "imin", "ATOMIC_MINSINT", 1, false},
    {0xc, "imax", "ATOMIC_MAXSINT", 1, false},
    {0x10, "fmax", "ATOMIC_FMAX", 1, true},
    {0x11, "fmin", "ATOMIC_FMIN", 1, true},
    {0x12, "fcmpwr", "ATOMIC_FCMPWR", 2, true},
};

static const struct atomic_operation *find_atomic(long long code)
{
    for (size_t i = 0; i < sizeof atomic_operations / sizeof atomic_operations[0];
         i++)
        if (atomic_operations[i].code == code)
            return &atomic_operations[i];
    return NULL;
}

/* The three spellings of an SVM atomic: cm_svm_atomic(op, addresses,
 * dst, src...), svm_atomic<Op>(addresses, dst, src...) and
 * cm_ptr_atomic<Op>(p, byte offsets, dst, src...). */
enum atomic_form { ATOMIC_FORM_ARGUMENT, ATOMIC_FORM_TEMPLATE, ATOMIC_FORM_POINTER };

static bool check_atomic(struct frontend *frontend, CXCursor call,
                         const struct atomic_operation *operation,
                         unsigned source_count, struct cm_type addresses,
                         struct cm_type data)
{
    char what[64];
    cursor_spelling(call, what, sizeof what);
    if (source_count != (unsigned)operation->sources) {
        error_at_cursor(frontend, call,
                        "%s with %s takes %d source operand%s", what,
                        operation->spelling, operation->sources,
                        operation->sources == 1 ? "" : "s");
        return false;
    }
    int count = type_element_count(data);
    if (type_element_count(addresses) != count || !is_power_of_two(count) ||
        count > 32) {
        error_at_cursor(frontend, call,
                        "%s of %d elements: the count must be 1, 2, 4, 8, 16 "
                        "or 32, with one address per element",
                        what, count);
        return false;
    }
    bool is_float = element_is_float(data.element);
    int bytes = element_bytes(data.element);
    if (operation->is_float ? data.element != ELEMENT_FLOAT
                            : (is_float || (bytes != 4 && bytes != 8))) {
        error_at_cursor(frontend, call,
                        "%s %s on %s elements is not supported (it takes %s)",
                        what, operation->spelling, element_name(data.element),
                        operation->is_float ? "float"
                                            : "32- or 64-bit integers");
        return false;
    }
    return true;
}

/* The operation: argument 0, or the callee's first template argument. */
static const struct atomic_operation *
atomic_operation_of(struct frontend *frontend, CXCursor call,
                    enum atomic_form form)
{
    long long code;
    CXCursor where = form == ATOMIC_FORM_ARGUMENT
                         ? clang_Cursor_getArgument(call, 0)
                         : call;
    if (form == ATOMIC_FORM_ARGUMENT) {
        if (!evaluate_constant_operand(frontend, where, &code)) {
            error_at_cursor(frontend, where,
                            "the atomic operation must be a constant");
            return NULL;
        }
    } else {
        code = clang_Cursor_getTemplateArgumentValue(
            clang_getCursorReferenced(call), 0);
    }
    const struct atomic_operation *operation = find_atomic(code);
    if (!operation)
        error_at_cursor(frontend, where,
                        "this atomic operation is not supported by SVM "
                        "atomics");
    return operation;
}

static bool lower_atomic(struct frontend *frontend, CXCursor call,
                         enum atomic_form form)
{
    const struct atomic_operation *operation =
        atomic_operation_of(frontend, call, form);
    if (!operation)
        return true;
    unsigned first = form == ATOMIC_FORM_ARGUMENT;
    bool is_pointer_form = form == ATOMIC_FORM_POINTER;
    unsigned destination_index = first + 1 + is_pointer_form;
    unsigned argument_count = (unsigned)clang_Cursor_getNumArguments(call);
    struct cm_type address_type;
    LLVMValueRef wide;
    struct value destination;
    if (!lower_addresses_at(frontend, call, first, is_pointer_form,
                            &address_type, &wide) ||
        !lower_destination(frontend, call,
                           clang_Cursor_getArgument(call, destination_index),
                           &destination) ||
        !check_atomic(frontend, call, operation,
                      argument_count - destination_index - 1, address_type,
                      destination.type))
        return true;
    LLVMValueRef sources[2] = {NULL, NULL};
    for (int i = 0; i < operation->sources; i++)
        sources[i] = lower_rvalue_as(
            frontend,
            clang_Cursor_getArgument(call, destination_index + 1 + (unsigned)i),
            destination.type);
    if ((operation->sources > 0 && !sources[0]) ||
        (operation->sources > 1 && !sources[1]))
        return true;
    int count = type_element_count(destination.type);
    int lanes = count > 8 ? 8 : count;
    LLVMTypeRef data_type = type_llvm_type(frontend->context, destination.type);
    LLVMTypeRef part_type =
        LLVMVectorType(LLVMGetElementType(data_type), (unsigned)lanes);
    LLVMValueRef parts[4];
    for (int first = 0, part = 0; first < count; first += lanes, part++) {
        LLVMValueRef predicate = message_predicate(frontend, first, lanes, count);
        LLVMValueRef part_addresses = slice(frontend, wide, first, lanes);
        LLVMTypeRef overloads[] = {part_type, LLVMTypeOf(predicate),
                                   LLVMTypeOf(part_addresses)};
        LLVMTypeRef parameters[5] = {LLVMTypeOf(predicate),
                                     LLVMTypeOf(part_addresses)};
        LLVMValueRef arguments[5] = {predicate, part_addresses};
        unsigned n = 2;
        for (int i = 0; i < operation->sources; i++) {
            parameters[n] = part_type;
            arguments[n++] = slice(frontend, sources[i], first, lanes);
        }
        parameters[n] = part_type;
        arguments[n++] = LLVMGetUndef(part_type);
        char base[64];
        snprintf(base, sizeof base, "llvm.genx.svm.atomic.%s", operation->name);
        LLVMValueRef function =
            declare_overloaded(frontend, base, part_type, overloads, 3,
                               parameters, n, INTRINSIC_WRITES);
        parts[part] = build_call(frontend, function, arguments, n);
    }
    LLVMValueRef data = concatenate(frontend, parts, count / lanes);
    write_place(frontend, destination.place, data, destination.type);
    return true;
}

static bool lower_svm_atomic(struct frontend *frontend, CXCursor call,
                             struct value *result)
{
    *result = void_result();
    return lower_atomic(frontend, call, ATOMIC_FORM_ARGUMENT);
}

static bool lower_svm_atomic_template(struct frontend *frontend, CXCursor call,
                                      struct value *result)
{
    *result = void_result();
    return lower_atomic(frontend, call, ATOMIC_FORM_TEMPLATE);
}

/* cm_ptr_atomic: the SVM form returns void; the LSC one of cm_lsc.h, a
 * vector (builtins_lsc.c). */
static bool lower_ptr_atomic(struct frontend *frontend, CXCursor call,
                             struct value *result)
{
    CXType returned = clang_getCursorResultType(clang_getCursorReferenced(call));
    if (returned.kind != CXType_Void)
        return false;
    *result = void_result();
    return lower_atomic(frontend, call, ATOMIC_FORM_POINTER);
}

/* ---- The table ------------------------------------------------------------------- */

static const struct svm_builtin {
    const char *name;
    bool (*lower)(struct frontend *, CXCursor, struct value *);
} svm_builtins[] = {
    {"cm_svm_block_read", lower_svm_block_read_aligned},
    {"cm_svm_block_read_unaligned", lower_svm_block_read_unaligned},
    {"cm_svm_block_write", lower_svm_block_write},
    {"cm_svm_scatter_read", lower_svm_scatter_read},
    {"cm_svm_scatter_write", lower_svm_scatter_write},
    {"cm_ptr_block_read", lower_svm_block_read_aligned},
    {"cm_ptr_block_read_unaligned", lower_svm_block_read_unaligned},
    {"cm_ptr_block_write", lower_svm_block_write},
    {"cm_ptr_scatter_read", lower_ptr_scatter_read},
    {"cm_ptr_scatter_write", lower_ptr_scatter_write},
    {"cm_ptr_read4", lower_ptr_read4},
    {"cm_ptr_write4", lower_ptr_write4},
    {"cm_svm_gather4_scaled", lower_svm_gather4_scaled},
    {"gather", lower_pointer_gather},
    {"scatter", lower_pointer_scatter},
    {"cm_svm_scatter4_scaled", lower_svm_scatter4_scaled},
    {"cm_svm_atomic", lower_svm_atomic},
    {"svm_atomic", lower_svm_atomic_template},
    {"cm_ptr_atomic", lower_ptr_atomic},
};

bool lower_svm_builtin(struct frontend *frontend, CXCursor call,
                       const char *name, struct value *result)
{
    for (size_t i = 0; i < sizeof svm_builtins / sizeof svm_builtins[0]; i++)
        if (strcmp(name, svm_builtins[i].name) == 0)
            return svm_builtins[i].lower(frontend, call, result);
    return false;
}
