/* module.c - the SPIR-V module around the function bodies.
 *
 * Takes a GenX LLVM module (after CMABI and the optimiser) and its
 * `genx.kernels` metadata; guarantees a module laid out in the order the
 * SPIR-V specification requires (capabilities, extension, memory model,
 * entry points, execution modes, names, decorations, types and constants,
 * function declarations, function definitions), every type and constant
 * defined once, each kernel an entry point whose arguments have the types
 * Intel's GenXSPIRVWriterAdaptor gives them (vc-intrinsics: buffer_t ->
 * OpTypeBufferSurfaceINTEL, image*_t -> OpTypeImage, sampler_t ->
 * OpTypeSampler, svmptr_t -> a CrossWorkgroup pointer, others their own
 * type) and are turned back into the i32 surface index (or i64 address)
 * the body reads by `llvm.genx.address.convert` (OpConvertPtrToU for
 * svmptr_t), which IGC's GenXSPIRVReaderAdaptor turns back into the
 * genx.kernels argument kinds; a vector of N surfaces is N surface
 * parameters, gathered back into the <N x i32> the body reads.  Or one
 * error and no words. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "genxir/genxir.h"
#include "spirv/internal.h"

/* ---- words, ids, capabilities, errors --------------------------------- */

static void push_word(struct spv_words *out, uint32_t word)
{
    if (out->count == out->capacity) {
        out->capacity = out->capacity ? out->capacity * 2 : 256;
        out->words = xrealloc(out->words, out->capacity * sizeof *out->words);
    }
    out->words[out->count++] = word;
}

uint32_t spv_new_id(struct spv_writer *w)
{
    return w->next_id++;
}

void spv_emit(struct spv_words *out, uint32_t opcode, const uint32_t *operands,
              size_t count)
{
    push_word(out, (uint32_t)((count + 1) << 16) | opcode);
    for (size_t i = 0; i < count; i++)
        push_word(out, operands[i]);
}

/* A literal string: UTF-8 bytes, NUL-terminated, padded to words. */
static size_t string_words(size_t length)
{
    return length / 4 + 1;
}

void spv_append_string(uint32_t *words, size_t *count, const char *text,
                       size_t length)
{
    for (size_t i = 0; i < string_words(length); i++) {
        uint32_t word = 0;
        for (size_t b = 0; b < 4; b++) {
            size_t at = i * 4 + b;
            if (at < length)
                word |= (uint32_t)(unsigned char)text[at] << (8 * b);
        }
        words[(*count)++] = word;
    }
}

void spv_emit_string(struct spv_words *out, uint32_t opcode,
                     const uint32_t *before, size_t before_count,
                     const char *text, size_t length, const uint32_t *after,
                     size_t after_count)
{
    uint32_t *words = xcalloc(before_count + string_words(length) + after_count,
                              sizeof *words);
    size_t count = 0;
    for (size_t i = 0; i < before_count; i++)
        words[count++] = before[i];
    spv_append_string(words, &count, text, length);
    for (size_t i = 0; i < after_count; i++)
        words[count++] = after[i];
    spv_emit(out, opcode, words, count);
    free(words);
}

void spv_require(struct spv_writer *w, enum spv_capability capability)
{
    if (w->capability_used[capability])
        return;
    w->capability_used[capability] = true;
    uint32_t operand = capability;
    spv_emit(&w->capabilities, SPV_OP_CAPABILITY, &operand, 1);
}

void spv_fail(struct spv_writer *w, LLVMValueRef where, const char *format,
              ...)
{
    if (w->failed)
        return;
    w->failed = true;
    char message[512];
    va_list args;
    va_start(args, format);
    vsnprintf(message, sizeof message, format, args);
    va_end(args);
    /* An instruction's position, or a function's (its DISubprogram's line:
     * a parameter's type, say). */
    if (where && LLVMIsAFunction(where) && !LLVMGetSubprogram(where))
        where = NULL;
    if (where && (LLVMIsAInstruction(where) || LLVMIsAFunction(where)) &&
        LLVMGetDebugLocLine(where)) {
        unsigned length = 0;
        const char *file = LLVMGetDebugLocFilename(where, &length);
        if (file && length) {
            char *path = xmalloc(length + 1);
            memcpy(path, file, length);
            path[length] = '\0';
            error_at(w->diags, path, LLVMGetDebugLocLine(where),
                     LLVMGetDebugLocColumn(where), "%s", message);
            free(path);
            return;
        }
    }
    error_plain(w->diags, "%s", message);
}

/* ---- the id map ---------------------------------------------------------- */

static size_t slot_of(const struct spv_id_map *map, const void *key)
{
    uintptr_t hash = (uintptr_t)key;
    hash ^= hash >> 17;
    hash *= 0x9e3779b97f4a7c15ull;
    size_t slot = (size_t)(hash >> 7) & (map->capacity - 1);
    while (map->keys[slot] && map->keys[slot] != key)
        slot = (slot + 1) & (map->capacity - 1);
    return slot;
}

bool spv_map_find(const struct spv_id_map *map, const void *key, uint32_t *id)
{
    if (map->capacity == 0)
        return false;
    size_t slot = slot_of(map, key);
    if (!map->keys[slot])
        return false;
    *id = map->ids[slot];
    return true;
}

void spv_map_put(struct spv_id_map *map, const void *key, uint32_t id)
{
    if ((map->count + 1) * 2 > map->capacity) {
        struct spv_id_map bigger = {0};
        bigger.capacity = map->capacity ? map->capacity * 2 : 256;
        bigger.keys = xcalloc(bigger.capacity, sizeof *bigger.keys);
        bigger.ids = xcalloc(bigger.capacity, sizeof *bigger.ids);
        for (size_t i = 0; i < map->capacity; i++)
            if (map->keys[i])
                spv_map_put(&bigger, map->keys[i], map->ids[i]);
        spv_map_free(map);
        *map = bigger;
    }
    size_t slot = slot_of(map, key);
    if (!map->keys[slot])
        map->count++;
    map->keys[slot] = key;
    map->ids[slot] = id;
}

void spv_map_free(struct spv_id_map *map)
{
    free(map->keys);
    free(map->ids);
    memset(map, 0, sizeof *map);
}

/* ---- types and constants ----------------------------------------------- */

uint32_t spv_intern(struct spv_writer *w, uint32_t opcode, bool typed,
                    uint32_t type, const uint32_t *operands, size_t count)
{
    size_t length = count + 2;
    uint32_t *key = xmalloc(length * sizeof *key);
    key[0] = opcode;
    key[1] = typed ? type : 0;
    if (count) /* operands may be NULL then */
        memcpy(key + 2, operands, count * sizeof *operands);
    for (size_t i = 0; i < w->interned_count; i++) {
        struct spv_interned *entry = &w->interned[i];
        if (entry->length == length &&
            memcmp(entry->key, key, length * sizeof *key) == 0) {
            free(key);
            return entry->id;
        }
    }
    uint32_t id = spv_new_id(w);
    uint32_t *words = xmalloc((count + 2) * sizeof *words);
    size_t n = 0;
    if (typed)
        words[n++] = type;
    words[n++] = id;
    if (count)
        memcpy(words + n, operands, count * sizeof *operands);
    spv_emit(&w->globals, opcode, words, n + count);
    free(words);
    grow_array((void **)&w->interned, &w->interned_capacity,
               w->interned_count + 1, sizeof *w->interned);
    w->interned[w->interned_count++] =
        (struct spv_interned){.key = key, .length = length, .id = id};
    return id;
}

uint32_t spv_void_type(struct spv_writer *w)
{
    return spv_intern(w, SPV_OP_TYPE_VOID, false, 0, NULL, 0);
}

uint32_t spv_bool_type(struct spv_writer *w)
{
    return spv_intern(w, SPV_OP_TYPE_BOOL, false, 0, NULL, 0);
}

uint32_t spv_int_type(struct spv_writer *w, unsigned bits)
{
    if (bits == 8)
        spv_require(w, SPV_CAP_INT8);
    else if (bits == 16)
        spv_require(w, SPV_CAP_INT16);
    else if (bits == 64)
        spv_require(w, SPV_CAP_INT64);
    uint32_t operands[2] = {bits, 0};
    return spv_intern(w, SPV_OP_TYPE_INT, false, 0, operands, 2);
}

static uint32_t float_type(struct spv_writer *w, unsigned bits)
{
    if (bits == 16)
        spv_require(w, SPV_CAP_FLOAT16);
    else if (bits == 64)
        spv_require(w, SPV_CAP_FLOAT64);
    uint32_t operand = bits;
    return spv_intern(w, SPV_OP_TYPE_FLOAT, false, 0, &operand, 1);
}

uint32_t spv_function_type(struct spv_writer *w, uint32_t result,
                           const uint32_t *parameters, size_t count)
{
    uint32_t *operands = xmalloc((count + 1) * sizeof *operands);
    operands[0] = result;
    if (count) /* parameters may be NULL then */
        memcpy(operands + 1, parameters, count * sizeof *parameters);
    uint32_t id =
        spv_intern(w, SPV_OP_TYPE_FUNCTION, false, 0, operands, count + 1);
    free(operands);
    return id;
}

uint32_t spv_function_type_of(struct spv_writer *w, LLVMTypeRef function_type,
                              LLVMValueRef where)
{
    unsigned count = LLVMCountParamTypes(function_type);
    LLVMTypeRef *llvm_parameters = xcalloc(count + 1, sizeof *llvm_parameters);
    LLVMGetParamTypes(function_type, llvm_parameters);
    uint32_t *parameters = xcalloc(count + 1, sizeof *parameters);
    for (unsigned i = 0; i < count; i++)
        parameters[i] = spv_type(w, llvm_parameters[i], where);
    uint32_t result = spv_type(w, LLVMGetReturnType(function_type), where);
    uint32_t type = spv_function_type(w, result, parameters, count);
    free(parameters);
    free(llvm_parameters);
    return type;
}

bool spv_is_single_element_vector(LLVMTypeRef type)
{
    return LLVMGetTypeKind(type) == LLVMVectorTypeKind &&
           LLVMGetVectorSize(type) == 1;
}

static uint32_t vector_type(struct spv_writer *w, LLVMTypeRef type,
                            LLVMValueRef where)
{
    unsigned length = LLVMGetVectorSize(type);
    if (length == 1)
        return spv_type(w, LLVMGetElementType(type), where);
    if (length == 8 || length == 16)
        spv_require(w, SPV_CAP_VECTOR16);
    else if (length > 4)
        spv_require(w, SPV_CAP_VECTOR_ANY_INTEL);
    uint32_t operands[2] = {spv_type(w, LLVMGetElementType(type), where),
                            length};
    return spv_intern(w, SPV_OP_TYPE_VECTOR, false, 0, operands, 2);
}

static uint32_t struct_type(struct spv_writer *w, LLVMTypeRef type,
                            LLVMValueRef where)
{
    unsigned count = LLVMCountStructElementTypes(type);
    if (count == 0 || LLVMIsPackedStruct(type)) {
        spv_fail(w, where,
                 "SPIR-V output: empty or packed structures are not "
                 "supported yet");
        return 0;
    }
    /* A <1 x T> member is a T, as every single-element vector is: the
     * structures are the copy-out results of CM reference parameters,
     * which only cmc's own functions return. */
    uint32_t *members = xcalloc(count, sizeof *members);
    for (unsigned i = 0; i < count; i++)
        members[i] = spv_type(w, LLVMStructGetTypeAtIndex(type, i), where);
    uint32_t id = spv_intern(w, SPV_OP_TYPE_STRUCT, false, 0, members, count);
    free(members);
    return id;
}

static uint32_t translate_type(struct spv_writer *w, LLVMTypeRef type,
                               LLVMValueRef where)
{
    switch (LLVMGetTypeKind(type)) {
    case LLVMVoidTypeKind:
        return spv_void_type(w);
    case LLVMIntegerTypeKind: {
        unsigned bits = LLVMGetIntTypeWidth(type);
        if (bits == 1)
            return spv_bool_type(w);
        if (bits == 8 || bits == 16 || bits == 32 || bits == 64)
            return spv_int_type(w, bits);
        break;
    }
    case LLVMHalfTypeKind:
        return float_type(w, 16);
    case LLVMFloatTypeKind:
        return float_type(w, 32);
    case LLVMDoubleTypeKind:
        if (w->platform && !w->platform->has_double) {
            spv_fail(w, where, "SPIR-V output: double on %s, which has no "
                               "double-precision hardware (ocloc 22.43's "
                               "VectorCompiler rejects it)",
                     w->platform->name);
            return 0;
        }
        return float_type(w, 64);
    case LLVMVectorTypeKind:
        return vector_type(w, type, where);
    case LLVMStructTypeKind:
        return struct_type(w, type, where);
    default:
        break;
    }
    char *text = LLVMPrintTypeToString(type);
    spv_fail(w, where, "SPIR-V output: values of type '%s' are not "
                       "supported yet", text);
    LLVMDisposeMessage(text);
    return 0;
}

uint32_t spv_type(struct spv_writer *w, LLVMTypeRef type, LLVMValueRef where)
{
    uint32_t id;
    if (spv_map_find(&w->types, type, &id))
        return id;
    id = translate_type(w, type, where);
    if (id)
        spv_map_put(&w->types, type, id);
    return id;
}

/* OpConstant of `type` (an integer type of up to 64 bits) with `value`'s
 * low bits; unsigned types, so narrower values are zero-extended. */
uint32_t spv_int_constant(struct spv_writer *w, LLVMTypeRef type,
                          uint64_t value, LLVMValueRef where)
{
    uint32_t type_id = spv_type(w, type, where);
    unsigned bits = LLVMGetIntTypeWidth(type);
    if (bits == 1)
        return spv_intern(w, value & 1 ? SPV_OP_CONSTANT_TRUE
                                       : SPV_OP_CONSTANT_FALSE,
                          true, type_id, NULL, 0);
    if (bits < 64)
        value &= (1ull << bits) - 1;
    uint32_t words[2] = {(uint32_t)value, (uint32_t)(value >> 32)};
    return spv_intern(w, SPV_OP_CONSTANT, true, type_id, words,
                      bits == 64 ? 2 : 1);
}

static uint32_t float_constant(struct spv_writer *w, LLVMValueRef constant)
{
    LLVMTypeRef type = LLVMTypeOf(constant);
    uint32_t type_id = spv_type(w, type, constant);
    LLVMBool loses;
    double value = LLVMConstRealGetDouble(constant, &loses);
    uint32_t words[2] = {0, 0};
    size_t count = 1;
    switch (LLVMGetTypeKind(type)) {
    case LLVMHalfTypeKind:
        words[0] = float_to_half_bits((float)value);
        break;
    case LLVMFloatTypeKind: {
        float single = (float)value;
        memcpy(&words[0], &single, sizeof single);
        break;
    }
    default: {
        uint64_t bits;
        memcpy(&bits, &value, sizeof bits);
        words[0] = (uint32_t)bits;
        words[1] = (uint32_t)(bits >> 32);
        count = 2;
        break;
    }
    }
    return spv_intern(w, SPV_OP_CONSTANT, true, type_id, words, count);
}

static uint32_t composite_constant(struct spv_writer *w,
                                   LLVMValueRef constant)
{
    LLVMTypeRef type = LLVMTypeOf(constant);
    uint32_t type_id = spv_type(w, type, constant);
    unsigned count = LLVMGetTypeKind(type) == LLVMStructTypeKind
                         ? LLVMCountStructElementTypes(type)
                         : LLVMGetVectorSize(type);
    uint32_t *elements = xcalloc(count ? count : 1, sizeof *elements);
    for (unsigned i = 0; i < count && !w->failed; i++) {
        LLVMValueRef element = LLVMGetAggregateElement(constant, i);
        if (!element) {
            spv_fail(w, constant, "SPIR-V output: a constant cmc cannot "
                                  "take apart");
            break;
        }
        /* An undefined element is any value: zero, since a composite
         * constant's constituents must be constants (not OpUndef) in
         * SPIR-V 1.0. */
        elements[i] = LLVMIsUndef(element) || LLVMIsPoison(element)
                          ? spv_constant(w, LLVMConstNull(LLVMTypeOf(element)))
                          : spv_constant(w, element);
    }
    uint32_t id = w->failed ? 0
                            : spv_intern(w, SPV_OP_CONSTANT_COMPOSITE, true,
                                         type_id, elements, count);
    free(elements);
    return id;
}

/* ---- constant bitcasts ----------------------------------------------- */

/* Bytes of one element of `type` (an integer of whole bytes, half, float
 * or double), 0 for any other. */
static unsigned element_bytes(LLVMTypeRef type)
{
    switch (LLVMGetTypeKind(type)) {
    case LLVMIntegerTypeKind:
        return LLVMGetIntTypeWidth(type) % 8 ? 0 : LLVMGetIntTypeWidth(type) / 8;
    case LLVMHalfTypeKind: return 2;
    case LLVMFloatTypeKind: return 4;
    case LLVMDoubleTypeKind: return 8;
    default: return 0;
    }
}

/* The in-memory bytes (little endian, as the GPU lays a register out) of
 * constant `c`, `size` of them; false for a constant of other elements. */
static bool constant_bytes(LLVMValueRef c, uint8_t *bytes, size_t size)
{
    LLVMTypeRef type = LLVMTypeOf(c);
    if (LLVMIsUndef(c) || LLVMIsPoison(c) || LLVMIsAConstantAggregateZero(c)) {
        memset(bytes, 0, size); /* an undefined bit is any bit */
        return true;
    }
    if (LLVMIsAConstantExpr(c) && LLVMGetConstOpcode(c) == LLVMBitCast)
        return constant_bytes(LLVMGetOperand(c, 0), bytes, size);
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind) {
        unsigned count = LLVMGetVectorSize(type);
        unsigned each = element_bytes(LLVMGetElementType(type));
        if (!each || (size_t)count * each != size)
            return false;
        for (unsigned i = 0; i < count; i++) {
            LLVMValueRef element = LLVMGetAggregateElement(c, i);
            if (!element || !constant_bytes(element, bytes + i * each, each))
                return false;
        }
        return true;
    }
    unsigned each = element_bytes(type);
    if (!each || each != size)
        return false;
    uint64_t bits = 0;
    if (LLVMIsAConstantInt(c)) {
        bits = LLVMConstIntGetZExtValue(c);
    } else if (LLVMIsAConstantFP(c)) {
        LLVMBool loses;
        double value = LLVMConstRealGetDouble(c, &loses);
        float single = (float)value;
        if (each == 2)
            bits = float_to_half_bits(single);
        else if (each == 4)
            memcpy(&bits, &single, 4);
        else
            memcpy(&bits, &value, 8);
    } else {
        return false;
    }
    for (unsigned i = 0; i < each; i++)
        bytes[i] = (uint8_t)(bits >> (8 * i));
    return true;
}

/* One element of `type` made of `bytes`: an OpConstant of its bits. */
static uint32_t element_of_bytes(struct spv_writer *w, LLVMTypeRef type,
                                 const uint8_t *bytes, LLVMValueRef where)
{
    unsigned each = element_bytes(type);
    uint64_t bits = 0;
    for (unsigned i = 0; i < each; i++)
        bits |= (uint64_t)bytes[i] << (8 * i);
    if (LLVMGetTypeKind(type) == LLVMIntegerTypeKind)
        return spv_int_constant(w, type, bits, where);
    uint32_t words[2] = {(uint32_t)bits, (uint32_t)(bits >> 32)};
    return spv_intern(w, SPV_OP_CONSTANT, true, spv_type(w, type, where),
                      words, each == 8 ? 2 : 1);
}

/* A constant bitcast (an expression the frontend leaves at -O0, e.g. a
 * vector of words seen as dwords): the operand's bytes read as the
 * result's elements, folded here since SPIR-V constants are values. */
static uint32_t bitcast_constant(struct spv_writer *w, LLVMValueRef c)
{
    LLVMTypeRef type = LLVMTypeOf(c);
    bool vector = LLVMGetTypeKind(type) == LLVMVectorTypeKind;
    LLVMTypeRef element = vector ? LLVMGetElementType(type) : type;
    unsigned count = vector ? LLVMGetVectorSize(type) : 1;
    unsigned each = element_bytes(element);
    size_t size = (size_t)count * each;
    uint8_t *bytes = each ? xcalloc(size, 1) : NULL;
    uint32_t id = 0;
    if (bytes && constant_bytes(LLVMGetOperand(c, 0), bytes, size)) {
        if (!vector || spv_is_single_element_vector(type)) {
            id = element_of_bytes(w, element, bytes, c);
        } else {
            uint32_t *elements = xcalloc(count, sizeof *elements);
            for (unsigned i = 0; i < count; i++)
                elements[i] = element_of_bytes(w, element, bytes + i * each, c);
            id = spv_intern(w, SPV_OP_CONSTANT_COMPOSITE, true,
                            spv_type(w, type, c), elements, count);
            free(elements);
        }
    } else {
        spv_fail(w, c, "SPIR-V output: a bitcast of this constant is not "
                       "supported yet");
    }
    free(bytes);
    return id;
}

static uint32_t translate_constant(struct spv_writer *w, LLVMValueRef c)
{
    LLVMTypeRef type = LLVMTypeOf(c);
    uint32_t type_id = spv_type(w, type, c);
    if (!type_id)
        return 0;
    if (LLVMIsUndef(c) || LLVMIsPoison(c))
        return spv_intern(w, SPV_OP_UNDEF, true, type_id, NULL, 0);
    if (LLVMIsAConstantInt(c))
        return spv_int_constant(w, type, LLVMConstIntGetZExtValue(c), c);
    if (LLVMIsAConstantFP(c))
        return float_constant(w, c);
    /* A single-element vector is its element's scalar type, and a scalar
     * zero is OpConstant 0: the SPIR-V/LLVM translator (IGC's reader too)
     * takes OpConstantNull only of composite, pointer and opaque types. */
    if (spv_is_single_element_vector(type)) {
        LLVMValueRef element = LLVMGetAggregateElement(c, 0);
        if (element)
            return spv_constant(w, element);
    }
    if (LLVMIsAConstantAggregateZero(c))
        return spv_intern(w, SPV_OP_CONSTANT_NULL, true, type_id, NULL, 0);
    if (LLVMIsAConstantDataVector(c) || LLVMIsAConstantVector(c) ||
        LLVMIsAConstantStruct(c))
        return composite_constant(w, c);
    if (LLVMIsAConstantExpr(c) && LLVMGetConstOpcode(c) == LLVMBitCast)
        return bitcast_constant(w, c);
    spv_fail(w, c, "SPIR-V output: this kind of constant (an expression, "
                   "an address) is not supported yet");
    return 0;
}

uint32_t spv_constant(struct spv_writer *w, LLVMValueRef constant)
{
    uint32_t id;
    if (spv_map_find(&w->values, constant, &id))
        return id;
    id = translate_constant(w, constant);
    if (id)
        spv_map_put(&w->values, constant, id);
    return id;
}

/* ---- names and decorations ---------------------------------------------- */

static void name_value(struct spv_writer *w, uint32_t id, const char *name,
                       size_t length)
{
    spv_emit_string(&w->names, SPV_OP_NAME, &id, 1, name, length, NULL, 0);
}

static void decorate(struct spv_writer *w, uint32_t id, uint32_t decoration,
                     const uint32_t *literals, size_t count)
{
    uint32_t operands[4] = {id, decoration};
    for (size_t i = 0; i < count && i < 2; i++)
        operands[2 + i] = literals[i];
    spv_emit(&w->decorations, SPV_OP_DECORATE, operands, 2 + count);
}

static void decorate_import(struct spv_writer *w, uint32_t id,
                            const char *name, size_t length)
{
    uint32_t before[2] = {id, SPV_DECORATION_LINKAGE_ATTRIBUTES};
    uint32_t after = SPV_LINKAGE_IMPORT;
    spv_emit_string(&w->decorations, SPV_OP_DECORATE, before, 2, name, length,
                    &after, 1);
}

/* ---- kernels ------------------------------------------------------------ */

enum { KERNEL_MD_FUNCTION, KERNEL_MD_NAME, KERNEL_MD_ARG_KINDS,
       KERNEL_MD_SLM_SIZE, KERNEL_MD_ARG_OFFSETS, KERNEL_MD_ARG_IO_KINDS,
       KERNEL_MD_ARG_DESCS, KERNEL_MD_NAMED_BARRIERS };

/* What a kernel argument is in SPIR-V. */
enum argument_form {
    ARGUMENT_PLAIN,   /* its own type */
    ARGUMENT_BUFFER,  /* OpTypeBufferSurfaceINTEL */
    ARGUMENT_IMAGE,   /* OpTypeImage */
    ARGUMENT_SAMPLER, /* OpTypeSampler */
    ARGUMENT_SVM,     /* pointer to CrossWorkgroup i8 */
};

struct kernel_argument {
    enum argument_form form;
    uint32_t access; /* SPV_ACCESS_* */
    uint32_t dim;    /* SPV_DIM_*, images */
    const char *dim_name; /* "1d", "2d", "3d" */
    int io_kind;
    uint32_t type;   /* the SPIR-V parameter type (of each, when split) */
    uint32_t parameter; /* its OpFunctionParameter id */
    /* A vector<SurfaceIndex, N> (a surface argument of type <N x i32>):
     * N, written as N parameters of `type` (ids in `surfaces`), since
     * VC binds one surface per argument; 0 for any other argument. */
    unsigned surface_count;
    uint32_t *surfaces;
};

struct kernel {
    LLVMValueRef function;
    const char *name;
    unsigned name_length;
    long long slm_bytes, named_barriers;
    struct kernel_argument *arguments;
    unsigned argument_count;
};

static LLVMValueRef md_operand(LLVMValueRef node, unsigned index)
{
    if (!node || !LLVMIsAMDNode(node) ||
        index >= LLVMGetMDNodeNumOperands(node))
        return NULL;
    LLVMValueRef *operands =
        xcalloc(LLVMGetMDNodeNumOperands(node), sizeof *operands);
    LLVMGetMDNodeOperands(node, operands);
    LLVMValueRef operand = operands[index];
    free(operands);
    return operand;
}

static bool md_int(LLVMValueRef value, long long *out)
{
    if (!value || !LLVMIsAConstantInt(value))
        return false;
    *out = LLVMConstIntGetSExtValue(value);
    return true;
}

/* The words of argument descriptor `desc` (vc-intrinsics' ArgDesc:
 * "buffer_t", "image2d_t read_only", "svmptr_t", ...): the type word and
 * the access word, each the first one found. */
static bool desc_has_word(const char *desc, const char *word)
{
    size_t length = strlen(word);
    for (const char *p = desc; (p = strstr(p, word)); p += length) {
        bool starts = p == desc || p[-1] == ' ';
        bool ends = p[length] == '\0' || p[length] == ' ';
        if (starts && ends)
            return true;
    }
    return false;
}

static uint32_t desc_access(const char *desc)
{
    if (desc_has_word(desc, "read_only"))
        return SPV_ACCESS_READ_ONLY;
    if (desc_has_word(desc, "write_only"))
        return SPV_ACCESS_WRITE_ONLY;
    return SPV_ACCESS_READ_WRITE;
}

/* The form of an argument of kind `kind` described by `desc`, as
 * GenXSPIRVWriterAdaptor decides it; false for the descriptors cmc does
 * not express yet. */
static bool argument_form(long long kind, const char *desc,
                          struct kernel_argument *argument)
{
    argument->access = desc_access(desc);
    if (kind == 1) {
        argument->form = ARGUMENT_SAMPLER;
        return true;
    }
    if (kind == 0) {
        argument->form =
            desc_has_word(desc, "svmptr_t") ? ARGUMENT_SVM : ARGUMENT_PLAIN;
        return true;
    }
    if (kind != 2)
        return false;
    static const struct {
        const char *word, *dim_name;
        uint32_t dim;
    } images[] = {
        {"image1d_t", "1d", SPV_DIM_1D},
        {"image2d_t", "2d", SPV_DIM_2D},
        {"image2d_media_block_t", "2d", SPV_DIM_2D},
        {"image3d_t", "3d", SPV_DIM_3D},
    };
    for (size_t i = 0; i < sizeof images / sizeof images[0]; i++)
        if (desc_has_word(desc, images[i].word)) {
            argument->form = ARGUMENT_IMAGE;
            argument->dim = images[i].dim;
            argument->dim_name = images[i].dim_name;
            return true;
        }
    if (strstr(desc, "image") || desc_has_word(desc, "sampler_t") ||
        desc_has_word(desc, "svmptr_t"))
        return false;
    argument->form = ARGUMENT_BUFFER; /* buffer_t, or not annotated */
    return true;
}

static bool read_kernel(struct spv_writer *w, LLVMValueRef node,
                        struct kernel *kernel)
{
    memset(kernel, 0, sizeof *kernel);
    LLVMValueRef function = md_operand(node, KERNEL_MD_FUNCTION);
    if (!function || !LLVMIsAFunction(function)) {
        spv_fail(w, NULL, "SPIR-V output: malformed genx.kernels entry");
        return false;
    }
    kernel->function = function;
    LLVMValueRef name = md_operand(node, KERNEL_MD_NAME);
    if (name && LLVMIsAMDString(name))
        kernel->name = LLVMGetMDString(name, &kernel->name_length);
    if (!kernel->name) {
        size_t length;
        kernel->name = LLVMGetValueName2(function, &length);
        kernel->name_length = (unsigned)length;
    }
    md_int(md_operand(node, KERNEL_MD_SLM_SIZE), &kernel->slm_bytes);
    md_int(md_operand(node, KERNEL_MD_NAMED_BARRIERS),
           &kernel->named_barriers);
    kernel->argument_count = LLVMCountParams(function);
    kernel->arguments = xcalloc(kernel->argument_count + 1,
                                sizeof *kernel->arguments);
    LLVMValueRef kinds = md_operand(node, KERNEL_MD_ARG_KINDS);
    LLVMValueRef io_kinds = md_operand(node, KERNEL_MD_ARG_IO_KINDS);
    LLVMValueRef descs = md_operand(node, KERNEL_MD_ARG_DESCS);
    for (unsigned i = 0; i < kernel->argument_count; i++) {
        long long kind = 0, io = 0;
        md_int(md_operand(kinds, i), &kind);
        md_int(md_operand(io_kinds, i), &io);
        const char *desc = "";
        unsigned desc_length = 0;
        LLVMValueRef desc_md = md_operand(descs, i);
        if (desc_md && LLVMIsAMDString(desc_md))
            desc = LLVMGetMDString(desc_md, &desc_length);
        char desc_text[128];
        snprintf(desc_text, sizeof desc_text, "%.*s", (int)desc_length, desc);
        struct kernel_argument *argument = &kernel->arguments[i];
        argument->io_kind = (int)io;
        if (!argument_form(kind, desc_text, argument)) {
            spv_fail(w, NULL,
                     "SPIR-V output: kernel '%.*s', argument %u: '%s' "
                     "arguments are not supported yet",
                     (int)kernel->name_length, kernel->name, i + 1,
                     desc_text);
            return false;
        }
    }
    return true;
}

static uint32_t argument_type(struct spv_writer *w,
                              const struct kernel_argument *argument,
                              LLVMValueRef parameter)
{
    switch (argument->form) {
    case ARGUMENT_BUFFER:
        return spv_intern(w, SPV_OP_TYPE_BUFFER_SURFACE_INTEL, false, 0,
                          &argument->access, 1);
    case ARGUMENT_IMAGE: {
        spv_require(w, SPV_CAP_IMAGE_BASIC);
        if (argument->access == SPV_ACCESS_READ_WRITE)
            spv_require(w, SPV_CAP_IMAGE_READ_WRITE);
        uint32_t operands[8] = {spv_void_type(w), argument->dim, 0, 0, 0, 0,
                                0, argument->access};
        return spv_intern(w, SPV_OP_TYPE_IMAGE, false, 0, operands, 8);
    }
    case ARGUMENT_SAMPLER:
        return spv_intern(w, SPV_OP_TYPE_SAMPLER, false, 0, NULL, 0);
    case ARGUMENT_SVM: {
        uint32_t operands[2] = {SPV_STORAGE_CROSS_WORKGROUP,
                                spv_int_type(w, 8)};
        return spv_intern(w, SPV_OP_TYPE_POINTER, false, 0, operands, 2);
    }
    case ARGUMENT_PLAIN:
        break;
    }
    return spv_type(w, LLVMTypeOf(parameter), LLVMGetParamParent(parameter));
}

/* The name vc-intrinsics gives the address conversion from the
 * argument's opaque type (as a typed pointer) to i32. */
static void conversion_name(const struct kernel_argument *argument,
                            char *name, size_t size)
{
    static const char *const access_suffix[] = {"ro", "wo", "rw"};
    const char *access = access_suffix[argument->access];
    if (argument->form == ARGUMENT_BUFFER)
        snprintf(name, size,
                 "llvm.genx.address.convert.i32.p1intel.buffer_%s_t", access);
    else if (argument->form == ARGUMENT_IMAGE)
        snprintf(name, size,
                 "llvm.genx.address.convert.i32.p1opencl.image%s_%s_t",
                 argument->dim_name, access);
    else
        snprintf(name, size,
                 "llvm.genx.address.convert.i32.p2opencl.sampler_t");
}

uint32_t spv_declare_intrinsic(struct spv_writer *w, const char *name,
                               uint32_t result, const uint32_t *parameters,
                               size_t count)
{
    for (size_t i = 0; i < w->declared_count; i++)
        if (strcmp(w->declared[i].name, name) == 0)
            return w->declared[i].id;
    uint32_t type = spv_function_type(w, result, parameters, count);
    uint32_t id = spv_new_id(w);
    uint32_t function[4] = {result, id, 0, type};
    spv_emit(&w->declarations, SPV_OP_FUNCTION, function, 4);
    for (size_t i = 0; i < count; i++) {
        uint32_t parameter[2] = {parameters[i], spv_new_id(w)};
        spv_emit(&w->declarations, SPV_OP_FUNCTION_PARAMETER, parameter, 2);
    }
    spv_emit(&w->declarations, SPV_OP_FUNCTION_END, NULL, 0);
    name_value(w, id, name, strlen(name));
    decorate_import(w, id, name, strlen(name));
    decorate(w, id, SPV_DECORATION_VECTOR_COMPUTE_FUNCTION_INTEL, NULL, 0);
    grow_array((void **)&w->declared, &w->declared_capacity,
               w->declared_count + 1, sizeof *w->declared);
    struct spv_declared *entry = &w->declared[w->declared_count++];
    snprintf(entry->name, sizeof entry->name, "%s", name);
    entry->id = id;
    return id;
}

static uint32_t conversion_function(struct spv_writer *w,
                                    const struct kernel_argument *argument)
{
    char name[96];
    conversion_name(argument, name, sizeof name);
    return spv_declare_intrinsic(w, name, spv_int_type(w, 32),
                                 &argument->type, 1);
}

/* A split vector of surfaces back into the <N x i32> of binding-table
 * indices the body reads (LLVM type VECTOR): one address conversion per
 * parameter, each inserted in turn into an undefined vector, the last
 * insertion VALUE (the LLVM argument's id); for N = 1 the index itself
 * (single-element vectors are scalars in SPIR-V).  Not OpCompositeConstruct:
 * the translator of ocloc 22.43 takes its operands as constants. */
static void build_surface_vector(struct spv_writer *w, struct spv_words *out,
                                 const struct kernel_argument *argument,
                                 LLVMTypeRef vector, uint32_t value)
{
    if (spv_is_single_element_vector(vector)) {
        /* <1 x i32> is a scalar in SPIR-V: the index itself. */
        uint32_t call[4] = {spv_int_type(w, 32), value,
                            conversion_function(w, argument),
                            argument->surfaces[0]};
        spv_emit(out, SPV_OP_FUNCTION_CALL, call, 4);
        return;
    }
    uint32_t vector_type = spv_type(w, vector, NULL);
    uint32_t built = spv_constant(w, LLVMGetUndef(vector));
    for (unsigned i = 0; i < argument->surface_count; i++) {
        uint32_t index = spv_new_id(w);
        uint32_t call[4] = {spv_int_type(w, 32), index,
                            conversion_function(w, argument),
                            argument->surfaces[i]};
        spv_emit(out, SPV_OP_FUNCTION_CALL, call, 4);
        uint32_t next = i + 1 == argument->surface_count ? value
                                                         : spv_new_id(w);
        uint32_t insert[5] = {vector_type, next, index, built, i};
        spv_emit(out, SPV_OP_COMPOSITE_INSERT, insert, 5);
        built = next;
    }
}

/* The kernel's entry block starts by turning each typed argument back
 * into the value the body uses (the LLVM argument's id). */
static void kernel_prologue(struct spv_writer *w, struct spv_words *out,
                            void *data)
{
    const struct kernel *kernel = data;
    for (unsigned i = 0; i < kernel->argument_count; i++) {
        const struct kernel_argument *argument = &kernel->arguments[i];
        if (argument->form == ARGUMENT_PLAIN)
            continue;
        LLVMValueRef llvm_argument = LLVMGetParam(kernel->function, i);
        uint32_t value = spv_value(w, llvm_argument);
        uint32_t type = spv_type(w, LLVMTypeOf(llvm_argument),
                                 kernel->function);
        if (argument->surface_count > 0) {
            build_surface_vector(w, out, argument,
                                 LLVMTypeOf(llvm_argument), value);
        } else if (argument->form == ARGUMENT_SVM) {
            uint32_t operands[3] = {type, value, argument->parameter};
            spv_emit(out, SPV_OP_CONVERT_PTR_TO_U, operands, 3);
        } else {
            uint32_t operands[4] = {type, value,
                                    conversion_function(w, argument),
                                    argument->parameter};
            spv_emit(out, SPV_OP_FUNCTION_CALL, operands, 4);
        }
    }
}

/* Each argument's LLVM type fits its form (a surface or sampler an i32,
 * an SVM pointer an integer of 32 bits or more); a surface argument of
 * type <N x i32> (vector<SurfaceIndex, N>) gets its surface_count N. */
static bool check_kernel_argument_types(struct spv_writer *w,
                                        const struct kernel *kernel)
{
    for (unsigned i = 0; i < kernel->argument_count; i++) {
        struct kernel_argument *argument = &kernel->arguments[i];
        LLVMTypeRef type = LLVMTypeOf(LLVMGetParam(kernel->function, i));
        bool surface = argument->form == ARGUMENT_BUFFER ||
                       argument->form == ARGUMENT_IMAGE;
        if (surface && LLVMGetTypeKind(type) == LLVMVectorTypeKind) {
            /* vector<SurfaceIndex, N>: N surfaces (kernel_prologue). */
            type = LLVMGetElementType(type);
            argument->surface_count = LLVMGetVectorSize(
                LLVMTypeOf(LLVMGetParam(kernel->function, i)));
        }
        bool integer = LLVMGetTypeKind(type) == LLVMIntegerTypeKind;
        bool ok = argument->form == ARGUMENT_PLAIN ||
                  (argument->form == ARGUMENT_SVM
                       ? integer && LLVMGetIntTypeWidth(type) >= 32
                       : integer && LLVMGetIntTypeWidth(type) == 32);
        if (!ok) {
            spv_fail(w, NULL,
                     "SPIR-V output: kernel '%.*s', argument %u: a surface, "
                     "sampler or SVM argument of an unexpected type",
                     (int)kernel->name_length, kernel->name, i + 1);
            return false;
        }
    }
    return true;
}

/* ---- functions ---------------------------------------------------------- */

static const struct kernel *kernel_of(const struct kernel *kernels,
                                      unsigned count, LLVMValueRef function)
{
    for (unsigned i = 0; i < count; i++)
        if (kernels[i].function == function)
            return &kernels[i];
    return NULL;
}

/* A kernel's float control (genx_kernel_float_control) as the execution
 * modes the SPIR-V/LLVM translator gives
 * VC's kernels (its PreprocessMetadata: for each of the widths 64, 32 and
 * 16 the rounding mode, the float mode and the denormal mode), and so as
 * IGC's reader takes them back.  Without the attribute, none: VC's
 * defaults, as for a kernel without _GENX_FLOAT_CONTROL_. */
static void write_float_control(struct spv_writer *w, LLVMValueRef kernel,
                                uint32_t id)
{
    uint32_t control;
    if (!genx_kernel_float_control(kernel, &control))
        return;
    static const uint32_t rounding[4][2] = {
        {SPV_EXECUTION_MODE_ROUNDING_MODE_RTE, SPV_CAP_ROUNDING_MODE_RTE},
        {SPV_EXECUTION_MODE_ROUNDING_MODE_RTP_INTEL,
         SPV_CAP_ROUND_TO_INFINITY_INTEL},
        {SPV_EXECUTION_MODE_ROUNDING_MODE_RTN_INTEL,
         SPV_CAP_ROUND_TO_INFINITY_INTEL},
        {SPV_EXECUTION_MODE_ROUNDING_MODE_RTZ, SPV_CAP_ROUNDING_MODE_RTZ},
    };
    static const struct {
        uint32_t width;
        uint32_t denormals_kept;
    } types[] = {{64, GENX_FLOAT_CONTROL_DOUBLE_DENORMALS},
                 {32, GENX_FLOAT_CONTROL_FLOAT_DENORMALS},
                 {16, GENX_FLOAT_CONTROL_HALF_DENORMALS}};
    const uint32_t *round =
        rounding[(control >> GENX_FLOAT_CONTROL_ROUNDING_SHIFT) & 3];
    uint32_t float_mode = control & GENX_FLOAT_CONTROL_ALT_MODE
                              ? SPV_EXECUTION_MODE_FLOATING_POINT_MODE_ALT_INTEL
                              : SPV_EXECUTION_MODE_FLOATING_POINT_MODE_IEEE_INTEL;
    spv_require(w, round[1]);
    spv_require(w, SPV_CAP_FLOATING_POINT_MODE_INTEL);
    if (!w->float_controls_extensions) {
        w->float_controls_extensions = true;
        static const char *const extensions[] = {"SPV_KHR_float_controls",
                                                 "SPV_INTEL_float_controls2"};
        for (size_t i = 0; i < 2; i++)
            spv_emit_string(&w->extensions, SPV_OP_EXTENSION, NULL, 0,
                            extensions[i], strlen(extensions[i]), NULL, 0);
    }
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        bool kept = (control & types[i].denormals_kept) != 0;
        spv_require(w, kept ? SPV_CAP_DENORM_PRESERVE
                            : SPV_CAP_DENORM_FLUSH_TO_ZERO);
        uint32_t modes[3] = {round[0], float_mode,
                             kept ? SPV_EXECUTION_MODE_DENORM_PRESERVE
                                  : SPV_EXECUTION_MODE_DENORM_FLUSH_TO_ZERO};
        for (size_t m = 0; m < 3; m++) {
            uint32_t operands[3] = {id, modes[m], types[i].width};
            spv_emit(&w->execution_modes, SPV_OP_EXECUTION_MODE, operands, 3);
        }
    }
}

/* The number of SPIR-V parameters ARGUMENT takes. */
static unsigned parameters_of(const struct kernel_argument *argument)
{
    return argument->surface_count > 0 ? argument->surface_count : 1;
}

/* One OpFunctionParameter ID of ARGUMENT's type, with its IO kind. */
static void write_parameter(struct spv_writer *w,
                            const struct kernel_argument *argument,
                            uint32_t id)
{
    uint32_t operands[2] = {argument->type, id};
    spv_emit(&w->definitions, SPV_OP_FUNCTION_PARAMETER, operands, 2);
    uint32_t io = (uint32_t)argument->io_kind;
    decorate(w, id, SPV_DECORATION_FUNC_PARAM_IO_KIND_INTEL, &io, 1);
}

/* A vector of N surfaces as N parameters of the surface type, element 0
 * first: VC assigns one binding-table entry per kernel argument (its
 * GenXBTIAssignment replaces a surface argument by one i32 index), so
 * the <N x i32> argument Intel's own toolchain would give it (one
 * buffer_t through GenXSPIRVWriterAdaptor) has no meaning there; ocloc
 * 22.43 crashes on it. */
static void write_surface_parameters(struct spv_writer *w,
                                     struct kernel_argument *argument)
{
    argument->surfaces = xcalloc(argument->surface_count,
                                 sizeof *argument->surfaces);
    for (unsigned k = 0; k < argument->surface_count; k++) {
        argument->surfaces[k] = spv_new_id(w);
        write_parameter(w, argument, argument->surfaces[k]);
    }
}

static void write_kernel(struct spv_writer *w, struct kernel *kernel)
{
    LLVMValueRef function = kernel->function;
    if (LLVMGetFirstUse(function)) {
        spv_fail(w, NULL, "SPIR-V output: kernel '%.*s' is called; calls of "
                          "kernels are not supported yet",
                 (int)kernel->name_length, kernel->name);
        return;
    }
    if (!check_kernel_argument_types(w, kernel))
        return;
    unsigned parameter_count = 0;
    for (unsigned i = 0; i < kernel->argument_count; i++)
        parameter_count += parameters_of(&kernel->arguments[i]);
    uint32_t *parameters = xcalloc(parameter_count + 1, sizeof *parameters);
    unsigned next = 0;
    for (unsigned i = 0; i < kernel->argument_count; i++) {
        struct kernel_argument *argument = &kernel->arguments[i];
        argument->type = argument_type(w, argument,
                                       LLVMGetParam(function, i));
        for (unsigned k = 0; k < parameters_of(argument); k++)
            parameters[next++] = argument->type;
    }
    uint32_t void_type = spv_void_type(w);
    uint32_t type = spv_function_type(w, void_type, parameters,
                                      parameter_count);
    free(parameters);
    if (LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(
            function))) != LLVMVoidTypeKind) {
        spv_fail(w, NULL, "SPIR-V output: kernel '%.*s' returns a value",
                 (int)kernel->name_length, kernel->name);
        return;
    }
    uint32_t id = spv_value(w, function);
    uint32_t header[4] = {void_type, id, 0, type};
    spv_emit(&w->definitions, SPV_OP_FUNCTION, header, 4);
    for (unsigned i = 0; i < kernel->argument_count; i++) {
        struct kernel_argument *argument = &kernel->arguments[i];
        if (argument->surface_count > 0) {
            write_surface_parameters(w, argument);
            continue;
        }
        argument->parameter = argument->form == ARGUMENT_PLAIN
                                  ? spv_value(w, LLVMGetParam(function, i))
                                  : spv_new_id(w);
        write_parameter(w, argument, argument->parameter);
        if (spv_is_single_element_vector(
                LLVMTypeOf(LLVMGetParam(function, i))))
            decorate(w, argument->parameter,
                     SPV_DECORATION_SINGLE_ELEMENT_VECTOR_INTEL, NULL, 0);
    }
    spv_emit_body(w, function, &w->definitions, kernel_prologue, kernel);

    uint32_t entry[2] = {SPV_EXECUTION_MODEL_KERNEL, id};
    spv_emit_string(&w->entry_points, SPV_OP_ENTRY_POINT, entry, 2,
                    kernel->name, kernel->name_length, NULL, 0);
    uint32_t slm[3] = {id, SPV_EXECUTION_MODE_SLM_SIZE_INTEL,
                       (uint32_t)kernel->slm_bytes};
    spv_emit(&w->execution_modes, SPV_OP_EXECUTION_MODE, slm, 3);
    write_float_control(w, function, id);
    if (kernel->named_barriers > 0) {
        uint32_t barriers[3] = {id,
                                SPV_EXECUTION_MODE_NAMED_BARRIER_COUNT_INTEL,
                                (uint32_t)kernel->named_barriers};
        spv_emit(&w->execution_modes, SPV_OP_EXECUTION_MODE, barriers, 3);
    }
    name_value(w, id, kernel->name, kernel->name_length);
    decorate(w, id, SPV_DECORATION_VECTOR_COMPUTE_FUNCTION_INTEL, NULL, 0);
}

/* LLVM intrinsics IGC's VectorCompiler compiles when imported by their
 * LLVM names (its reader makes them intrinsics again), checked with
 * ocloc 22.43 for tgllp and dg2.  Not llvm.vector.reduce.*: VC aborts
 * ("Unsupported intrinsic"). */
static const char *const importable_llvm_intrinsics[] = {
    "llvm.smax.", "llvm.smin.", "llvm.umax.", "llvm.umin.",
    "llvm.fshl.", "llvm.fabs.", "llvm.fma.", "llvm.maxnum.", "llvm.minnum.",
    "llvm.abs.",
};

static bool is_genx_intrinsic(const char *name)
{
    return strncmp(name, "llvm.genx.", 10) == 0;
}

bool spv_importable(const char *name)
{
    if (is_genx_intrinsic(name))
        return true;
    for (size_t i = 0; i < sizeof importable_llvm_intrinsics /
                               sizeof importable_llvm_intrinsics[0]; i++)
        if (strncmp(name, importable_llvm_intrinsics[i],
                    strlen(importable_llvm_intrinsics[i])) == 0)
            return true;
    return false;
}

/* The name an LLVM (not GenX) intrinsic is imported by: its single-element
 * vector overloads as scalars (llvm.fabs.v1f32 -> llvm.fabs.f32), since
 * SPIR-V has no such vectors and IGC's reader restores them only for
 * GenX intrinsics (SingleElementVectorINTEL); an LLVM intrinsic declared
 * with scalars under a .v1 name fails LLVM's verifier in ocloc.  The
 * result is NAME's length or shorter. */
static size_t scalar_overload_name(const char *name, size_t length,
                                   char *out)
{
    size_t n = 0;
    for (size_t i = 0; i < length; i++) {
        if (name[i] == '.' && i + 3 < length && name[i + 1] == 'v' &&
            name[i + 2] == '1' && !(name[i + 3] >= '0' && name[i + 3] <= '9')) {
            out[n++] = '.';
            i += 2; /* drop "v1" */
            continue;
        }
        out[n++] = name[i];
    }
    out[n] = '\0';
    return n;
}

/* A non-kernel function: a definition (a CM subroutine) or the
 * declaration of an intrinsic, imported by its name. */
static void write_function(struct spv_writer *w, LLVMValueRef function)
{
    size_t name_length;
    const char *llvm_name = LLVMGetValueName2(function, &name_length);
    bool declaration = LLVMIsDeclaration(function);
    bool llvm_intrinsic = declaration && !is_genx_intrinsic(llvm_name);
    /* cm_spec_constant's values: OpSpecConstants, not functions
     * (instructions.c); printf: OpExtInst printf (printf.c) */
    if (declaration &&
        (strncmp(llvm_name, SPEC_CONSTANT_FUNCTION ".",
                 strlen(SPEC_CONSTANT_FUNCTION ".")) == 0 ||
         strcmp(llvm_name, OPENCL_PRINTF_FUNCTION) == 0 ||
         strncmp(llvm_name, "llvm.vector.reduce.",
                 strlen("llvm.vector.reduce.")) == 0))
        return;
    if (declaration && !spv_importable(llvm_name)) {
        /* Unused declarations are left out; a used one says where. */
        LLVMUseRef use = LLVMGetFirstUse(function);
        if (use)
            spv_fail(w, LLVMGetUser(use),
                     "SPIR-V output: cannot express a call of '%s' yet",
                     llvm_name);
        return;
    }
    LLVMTypeRef function_type = LLVMGlobalGetValueType(function);
    /* Where a type SPIR-V cannot have is reported: the function itself, a
     * declaration at its first call. */
    LLVMUseRef first_use = LLVMGetFirstUse(function);
    LLVMValueRef where = !declaration ? function
                         : first_use ? LLVMGetUser(first_use) : NULL;
    uint32_t type = spv_function_type_of(w, function_type, where);
    uint32_t result = spv_type(w, LLVMGetReturnType(function_type), where);
    if (w->failed)
        return;
    unsigned count = LLVMCountParamTypes(function_type);
    LLVMTypeRef *llvm_parameters = xcalloc(count + 1, sizeof *llvm_parameters);
    LLVMGetParamTypes(function_type, llvm_parameters);
    char *name = xmalloc(name_length + 1);
    if (llvm_intrinsic)
        name_length = scalar_overload_name(llvm_name, name_length, name);
    else
        memcpy(name, llvm_name, name_length + 1);
    struct spv_words *out = declaration ? &w->declarations : &w->definitions;
    uint32_t id = spv_value(w, function);
    uint32_t header[4] = {result, id, 0, type};
    spv_emit(out, SPV_OP_FUNCTION, header, 4);
    for (unsigned i = 0; i < count; i++) {
        uint32_t operands[2] = {spv_type(w, llvm_parameters[i], where),
                                declaration
                                    ? spv_new_id(w)
                                    : spv_value(w, LLVMGetParam(function, i))};
        spv_emit(out, SPV_OP_FUNCTION_PARAMETER, operands, 2);
        if (!llvm_intrinsic && spv_is_single_element_vector(llvm_parameters[i]))
            decorate(w, operands[1],
                     SPV_DECORATION_SINGLE_ELEMENT_VECTOR_INTEL, NULL, 0);
    }
    free(llvm_parameters);
    if (!llvm_intrinsic &&
        spv_is_single_element_vector(LLVMGetReturnType(function_type)))
        decorate(w, id, SPV_DECORATION_SINGLE_ELEMENT_VECTOR_INTEL, NULL, 0);
    if (declaration) {
        spv_emit(out, SPV_OP_FUNCTION_END, NULL, 0);
        decorate_import(w, id, name, name_length);
    } else {
        spv_emit_body(w, function, out, NULL, NULL);
    }
    name_value(w, id, name, name_length);
    /* As GenXSPIRVWriterAdaptor: every function but LLVM's intrinsics. */
    if (!declaration || is_genx_intrinsic(name))
        decorate(w, id, SPV_DECORATION_VECTOR_COMPUTE_FUNCTION_INTEL, NULL,
                 0);
    free(name);
}

/* ---- the module ---------------------------------------------------------- */

static void append(struct spv_words *out, const struct spv_words *section)
{
    for (size_t i = 0; i < section->count; i++)
        push_word(out, section->words[i]);
}

static uint32_t *assemble(struct spv_writer *w, size_t *word_count)
{
    struct spv_words out = {0};
    push_word(&out, 0x07230203);  /* magic */
    push_word(&out, 0x00010000);  /* SPIR-V 1.0 */
    push_word(&out, 0);           /* generator: not registered */
    push_word(&out, w->next_id);  /* bound */
    push_word(&out, 0);           /* schema */
    append(&out, &w->capabilities);
    append(&out, &w->extensions);
    append(&out, &w->ext_inst_imports);
    append(&out, &w->memory_model);
    append(&out, &w->entry_points);
    append(&out, &w->execution_modes);
    append(&out, &w->names);
    append(&out, &w->decorations);
    append(&out, &w->globals);
    append(&out, &w->declarations);
    append(&out, &w->definitions);
    *word_count = out.count;
    return out.words;
}

static void writer_free(struct spv_writer *w)
{
    struct spv_words *sections[] = {
        &w->capabilities, &w->extensions,   &w->ext_inst_imports,
        &w->memory_model,
        &w->entry_points, &w->execution_modes, &w->names,
        &w->decorations,  &w->globals,      &w->declarations,
        &w->definitions};
    for (size_t i = 0; i < sizeof sections / sizeof sections[0]; i++)
        free(sections[i]->words);
    spv_map_free(&w->values);
    spv_map_free(&w->types);
    spv_map_free(&w->printf_strings);
    for (size_t i = 0; i < w->interned_count; i++)
        free(w->interned[i].key);
    free(w->interned);
    free(w->declared);
    free(w->spec_constants);
}

static void write_preamble(struct spv_writer *w)
{
    spv_require(w, SPV_CAP_ADDRESSES);
    spv_require(w, SPV_CAP_LINKAGE);
    spv_require(w, SPV_CAP_KERNEL);
    spv_require(w, SPV_CAP_VECTOR_COMPUTE_INTEL);
    const char *extension = "SPV_INTEL_vector_compute";
    spv_emit_string(&w->extensions, SPV_OP_EXTENSION, NULL, 0, extension,
                    strlen(extension), NULL, 0);
    uint32_t model[2] = {SPV_ADDRESSING_PHYSICAL64, SPV_MEMORY_MODEL_OPENCL};
    spv_emit(&w->memory_model, SPV_OP_MEMORY_MODEL, model, 2);
}

uint32_t *spirv_from_module(LLVMModuleRef module,
                            const struct platform *platform,
                            size_t *word_count, struct diagnostics *diags)
{
    struct spv_writer *w = xcalloc(1, sizeof *w);
    w->module = module;
    w->platform = platform;
    w->diags = diags;
    w->next_id = 1;
    /* SPIR-V's runtimes dispatch with a GPGPU walker, whose thread
     * origin is the group id on every platform; VC translates it so
     * itself only from XeHP_SDV on. */
    genx_read_thread_origin_from_group_id(module);
    write_preamble(w);

    unsigned count = LLVMGetNamedMetadataNumOperands(module, "genx.kernels");
    LLVMValueRef *nodes = xcalloc(count + 1, sizeof *nodes);
    LLVMGetNamedMetadataOperands(module, "genx.kernels", nodes);
    struct kernel *kernels = xcalloc(count + 1, sizeof *kernels);
    for (unsigned i = 0; i < count && !w->failed; i++)
        read_kernel(w, nodes[i], &kernels[i]);
    free(nodes);

    if (!w->failed && LLVMGetFirstGlobal(module))
        spv_fail(w, NULL, "SPIR-V output: global variables are not "
                          "supported yet");
    for (LLVMValueRef f = LLVMGetFirstFunction(module); f && !w->failed;
         f = LLVMGetNextFunction(f)) {
        struct kernel *kernel =
            (struct kernel *)kernel_of(kernels, count, f);
        if (kernel)
            write_kernel(w, kernel);
        else
            write_function(w, f);
    }

    uint32_t *words = NULL;
    if (!w->failed)
        words = assemble(w, word_count);
    for (unsigned i = 0; i < count; i++) {
        for (unsigned k = 0; k < kernels[i].argument_count; k++)
            free(kernels[i].arguments[k].surfaces);
        free(kernels[i].arguments);
    }
    free(kernels);
    writer_free(w);
    free(w);
    return words;
}
