/* genx_ir.c - safe queries of GenX LLVM IR, and the value map.
 *
 * Takes LLVM values and types; guarantees answers without ever calling a
 * C API getter on a value of the wrong class (Debian's LLVM has no
 * assertions: that would crash).  Exists so that the passes ask questions
 * ("is this a constant int?", "what region does this rdregion read?")
 * instead of repeating LLVMIsA* checks. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

bool genx_element_type(LLVMTypeRef type, enum visa_type *out)
{
    LLVMTypeRef scalar = genx_scalar_type(type);
    switch (LLVMGetTypeKind(scalar)) {
    case LLVMIntegerTypeKind:
        switch (LLVMGetIntTypeWidth(scalar)) {
        case 1: *out = VISA_TYPE_BOOL; return true;
        case 8: *out = VISA_TYPE_B; return true;
        case 16: *out = VISA_TYPE_W; return true;
        case 32: *out = VISA_TYPE_D; return true;
        case 64: *out = VISA_TYPE_Q; return true;
        default: return false;
        }
    case LLVMHalfTypeKind: *out = VISA_TYPE_HF; return true;
    case LLVMFloatTypeKind: *out = VISA_TYPE_F; return true;
    case LLVMDoubleTypeKind: *out = VISA_TYPE_DF; return true;
    default: return false;
    }
}

LLVMTypeRef genx_scalar_type(LLVMTypeRef type)
{
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind)
        return LLVMGetElementType(type);
    return type;
}

int genx_num_elements(LLVMTypeRef type)
{
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind)
        return (int)LLVMGetVectorSize(type);
    return 1;
}

bool genx_is_predicate_type(LLVMTypeRef type)
{
    LLVMTypeRef scalar = genx_scalar_type(type);
    return LLVMGetTypeKind(scalar) == LLVMIntegerTypeKind &&
           LLVMGetIntTypeWidth(scalar) == 1;
}

/* One overload suffix: "v8f32", "i16", "f32", "f16", "bf16", "p0", ... */
static bool is_type_suffix(const char *text, size_t length)
{
    size_t i = 0;
    if (i < length && text[i] == 'v') {
        i++;
        if (i >= length || !isdigit((unsigned char)text[i]))
            return false;
        while (i < length && isdigit((unsigned char)text[i]))
            i++;
    }
    if (i < length && text[i] == 'b')
        i++;
    if (i >= length || (text[i] != 'i' && text[i] != 'f' && text[i] != 'p'))
        return false;
    i++;
    if (i >= length || !isdigit((unsigned char)text[i]))
        return false;
    while (i < length && isdigit((unsigned char)text[i]))
        i++;
    return i == length;
}

bool genx_intrinsic_matches(const char *name, const char *base)
{
    size_t base_length = strlen(base);
    if (strncmp(name, base, base_length) != 0)
        return false;
    const char *rest = name + base_length;
    while (*rest) {
        if (*rest != '.')
            return false;
        rest++;
        const char *end = strchr(rest, '.');
        size_t length = end ? (size_t)(end - rest) : strlen(rest);
        if (!is_type_suffix(rest, length))
            return false;
        rest += length;
    }
    return true;
}

bool genx_const_int(LLVMValueRef value, int64_t *out)
{
    if (!value || !LLVMIsAConstantInt(value))
        return false;
    *out = LLVMConstIntGetSExtValue(value);
    return true;
}

bool genx_read_region(LLVMValueRef call, unsigned first_operand,
                      int num_elts, struct region *out)
{
    int64_t vstride, width, stride;
    if (!genx_const_int(LLVMGetOperand(call, first_operand), &vstride) ||
        !genx_const_int(LLVMGetOperand(call, first_operand + 1), &width) ||
        !genx_const_int(LLVMGetOperand(call, first_operand + 2), &stride))
        return false;
    memset(out, 0, sizeof *out);
    out->num_elts = num_elts;
    if (width <= 0 || width > num_elts)
        width = num_elts;
    out->vstride = (int)vstride;
    out->width = (int)width;
    out->hstride = (int)stride;
    if (out->width == num_elts)
        out->vstride = out->width * out->hstride; /* 1D */
    if (num_elts == 1) {
        out->width = 1;
        out->hstride = 0;
        out->vstride = 0;
    }
    LLVMValueRef offset = LLVMGetOperand(call, first_operand + 3);
    int64_t constant;
    if (genx_const_int(offset, &constant))
        out->byte_offset = (int)constant;
    else
        out->variable_offset = offset;
    return true;
}

/* ---- regions ---------------------------------------------------------- */

/* Byte offset of element `index` of region `r` (elements of `size`). */
int region_element_offset(const struct region *r, int index, int size)
{
    int width = r->width > 0 ? r->width : 1;
    return r->byte_offset +
           ((index / width) * r->vstride + (index % width) * r->hstride) * size;
}

/* The general case (a 2D inner region): list where each element of
 * `outer` lands and find the <vstride; width, hstride> that describes
 * those places, if one does (e.g. row k of a strided 2D tile). */
static bool compose_by_elements(const struct region *inner,
                                const struct region *outer, int size,
                                struct region *result)
{
    enum { MAX_ELEMENTS = 256 };
    int n = outer->num_elts;
    int offsets[MAX_ELEMENTS];
    if (n < 2 || n > MAX_ELEMENTS || outer->width <= 0 || inner->width <= 0 ||
        inner->byte_offset % size != 0)
        return false;
    int first = outer->byte_offset / size;
    for (int k = 0; k < n; k++) {
        int j = first + (k / outer->width) * outer->vstride +
                (k % outer->width) * outer->hstride;
        offsets[k] = region_element_offset(inner, j, size) / size;
    }
    int hstride = offsets[1] - offsets[0];
    int width = n;
    for (int k = 1; k < n; k++)
        if (offsets[k] != offsets[0] + k * hstride) {
            width = k;
            break;
        }
    int vstride = width < n ? offsets[width] - offsets[0] : width * hstride;
    if (hstride < 0 || vstride < 0 || n % width != 0)
        return false;
    for (int k = 0; k < n; k++)
        if (offsets[k] != offsets[0] + (k / width) * vstride +
                              (k % width) * hstride)
            return false;
    *result = *outer;
    result->byte_offset = offsets[0] * size;
    result->width = width;
    result->hstride = width == 1 ? 0 : hstride;
    result->vstride = vstride;
    return true;
}

bool genx_region_is_contiguous(const struct region *r)
{
    int n = r->num_elts;
    return !r->variable_offset &&
           (n == 1 || (r->hstride == 1 &&
                       (r->width >= n || r->vstride == r->width)));
}

bool genx_region_is_whole(const struct region *r, int n)
{
    return r->byte_offset == 0 && r->num_elts == n &&
           genx_region_is_contiguous(r);
}

bool genx_is_block_load(LLVMValueRef v)
{
    const char *name = LLVMIsACallInst(v) ? genx_callee_name(v) : NULL;
    return name && (genx_intrinsic_matches(name, "llvm.genx.oword.ld") ||
                    genx_intrinsic_matches(name, "llvm.genx.oword.ld.unaligned"));
}

bool genx_wrregion_overwrites_all(LLVMValueRef w)
{
    if (!LLVMIsACallInst(w))
        return false;
    const char *name = genx_callee_name(w);
    if (!name || (!genx_intrinsic_matches(name, "llvm.genx.wrregioni") &&
                  !genx_intrinsic_matches(name, "llvm.genx.wrregionf")))
        return false;
    LLVMValueRef mask = LLVMGetOperand(w, 7);
    int64_t bit;
    struct region r;
    int n = genx_num_elements(LLVMTypeOf(LLVMGetOperand(w, 1)));
    return genx_num_elements(LLVMTypeOf(mask)) == 1 &&
           genx_const_int(mask, &bit) && (bit & 1) &&
           genx_read_region(w, 2, n, &r) &&
           genx_region_is_whole(&r, genx_num_elements(LLVMTypeOf(w)));
}

/* `outer` reads the elements of a view with region `inner`: express it as
 * one region of the inner view's source.  False when that is impossible. */
bool region_compose(const struct region *inner,
                            const struct region *outer, int size,
                            struct region *result)
{
    if (inner->variable_offset || outer->variable_offset ||
        outer->byte_offset % size != 0)
        return false;
    int first = outer->byte_offset / size;
    bool broadcast = outer->num_elts == 1 ||
                     (outer->hstride == 0 &&
                      (outer->width >= outer->num_elts || outer->vstride == 0));
    *result = *outer;
    if (broadcast) {
        result->byte_offset = region_element_offset(inner, first, size);
        result->vstride = 0;
        result->width = 1;
        result->hstride = 0;
        return true;
    }
    bool inner_1d = inner->width >= inner->num_elts ||
                    inner->vstride == inner->width * inner->hstride;
    if (!inner_1d)
        return compose_by_elements(inner, outer, size, result);
    result->byte_offset = inner->byte_offset + first * inner->hstride * size;
    result->vstride = outer->vstride * inner->hstride;
    result->hstride = outer->hstride * inner->hstride;
    return true;
}

/* ---- value map: open addressing on pointer keys ------------------------ */

static size_t hash_pointer(LLVMValueRef key)
{
    uintptr_t bits = (uintptr_t)key;
    bits ^= bits >> 17;
    bits *= (uintptr_t)0x9E3779B97F4A7C15ull;
    return (size_t)(bits ^ (bits >> 29));
}

void value_map_init(struct value_map *map, size_t expected)
{
    size_t capacity = 16;
    while (capacity < expected * 2)
        capacity *= 2;
    map->capacity = capacity;
    map->count = 0;
    map->keys = xcalloc(capacity, sizeof *map->keys);
    map->indices = xcalloc(capacity, sizeof *map->indices);
}

void value_map_put(struct value_map *map, LLVMValueRef key, int index)
{
    if ((map->count + 1) * 2 > map->capacity) {
        struct value_map bigger;
        value_map_init(&bigger, map->capacity);
        for (size_t i = 0; i < map->capacity; i++)
            if (map->keys[i])
                value_map_put(&bigger, map->keys[i], map->indices[i]);
        value_map_free(map);
        *map = bigger;
    }
    size_t mask = map->capacity - 1;
    size_t slot = hash_pointer(key) & mask;
    while (map->keys[slot] && map->keys[slot] != key)
        slot = (slot + 1) & mask;
    if (!map->keys[slot])
        map->count++;
    map->keys[slot] = key;
    map->indices[slot] = index;
}

int value_map_get(const struct value_map *map, LLVMValueRef key)
{
    size_t mask = map->capacity - 1;
    size_t slot = hash_pointer(key) & mask;
    while (map->keys[slot]) {
        if (map->keys[slot] == key)
            return map->indices[slot];
        slot = (slot + 1) & mask;
    }
    return -1;
}

void value_map_free(struct value_map *map)
{
    free(map->keys);
    free(map->indices);
    map->keys = NULL;
    map->indices = NULL;
    map->capacity = 0;
    map->count = 0;
}
