/* arrays.c - C arrays of scalars and of vectors.
 *
 * Takes C arrays the user declares (locals, globals, struct fields):
 * `T a[N]`, `T a[R][C]` of a non-bool scalar T, and `vector<T,N> a[M]`.
 * types.c gives such an array the cm_type of the vector or matrix with
 * the same elements in the same order (N; R x C; M x N), so an array is
 * stored, copied, passed to CMABI and read exactly like a vector or
 * matrix.  This file guarantees the two things only arrays have:
 *
 *   - `a[i]` (an ArraySubscriptExpr): a place of one element or one row,
 *     built as a region, so a constant index is a constant offset and a
 *     variable index a variable-offset rdregion/wrregion (a const global
 *     table indexed by a variable becomes a vector constant and a
 *     variable-index rdregion);
 *   - `{...}` initialisers of arrays, with C's rule that elements without
 *     an initialiser are zero (a global table is a constant vector).
 *
 * C++ never lets an array be assigned, compared or computed with as a
 * whole, so nothing else needs to know that a vector was an array; an
 * array passed to a function decays to a pointer, which stays the array
 * (expression.c's implicit conversions) and is passed by reference. */
#include <limits.h>
#include <stdlib.h>

#include "frontend/internal.h"

static struct value array_error(void)
{
    struct value value = rvalue(scalar_type(ELEMENT_I32), NULL);
    value.type.kind = TYPE_UNSUPPORTED;
    return value;
}

/* The cm_type of `T a[N]`, `T a[R][C]` and `vector<T,N> a[M]`; a
 * TYPE_STRUCT_ARRAY for arrays of structs and of such arrays;
 * TYPE_UNSUPPORTED for other arrays (of bool, matrices, 3D). */
struct cm_type classify_array(CXType type)
{
    struct cm_type unsupported = {
        .kind = TYPE_UNSUPPORTED, .element = ELEMENT_I32,
        .rows = 0, .columns = 0, .is_reference = false};
    type = clang_getCanonicalType(type);
    long long length = clang_getArraySize(type);
    CXType element_type = clang_getCanonicalType(clang_getArrayElementType(type));
    if (length <= 0)
        return unsupported;
    struct cm_type element = classify_type(element_type);
    if ((element.kind == TYPE_STRUCT || element.kind == TYPE_STRUCT_ARRAY) &&
        !element.is_reference && !element.is_pointer &&
        clang_Type_getSizeOf(type) > 0) {
        struct cm_type array = element;
        array.kind = TYPE_STRUCT_ARRAY;
        array.record = type;
        return array;
    }
    if (element.is_reference || element.element == ELEMENT_BOOL)
        return unsupported;
    /* Larger arrays are errors (check_object_size); none may wrap here. */
    if (saturating_mul(length, type_element_count(element)) > INT_MAX)
        return unsupported;
    struct cm_type array = element;
    if (element.kind == TYPE_SCALAR) {
        array.kind = TYPE_VECTOR;
        array.rows = 1;
        array.columns = (int)length;
        return array;
    }
    /* One level of nesting: rows that are scalar arrays or vectors (an
     * array of 2D arrays or of matrices has no single matrix shape). */
    if (element.kind != TYPE_VECTOR || element.rows != 1)
        return unsupported;
    array.rows = (int)length;
    return array;
}

/* ---- a[i] ------------------------------------------------------------------ */

static bool lower_array_index(struct frontend *frontend, CXCursor index_cursor,
                              struct region_index *index)
{
    index->variable = NULL;
    index->constant = 0;
    long long constant;
    if (cursor_evaluate_integer(index_cursor, &constant)) {
        index->constant = saturate_int(constant);
        return true;
    }
    index->variable =
        lower_rvalue_as(frontend, index_cursor, scalar_type(ELEMENT_I32));
    return index->variable != NULL;
}

/* The element `index` elements of `stride` bytes on from `address`, in
 * memory, of type `result_type`. */
static struct value in_memory_at(struct frontend *frontend,
                                 LLVMValueRef address,
                                 struct region_index index, long long stride,
                                 struct cm_type result_type)
{
    LLVMBuilderRef b = frontend->builder;
    LLVMTypeRef i64 = LLVMInt64TypeInContext(frontend->context);
    LLVMValueRef position =
        index.variable
            ? LLVMBuildSExt(b, index.variable, i64, "")
            : LLVMConstInt(i64, (unsigned long long)(long long)index.constant,
                           1);
    LLVMValueRef offset = LLVMBuildMul(
        b, position, LLVMConstInt(i64, (unsigned long long)stride, 0), "");
    struct value element = rvalue(result_type, NULL);
    element.type.is_reference = false;
    element.address = LLVMBuildAdd(b, address, offset, "");
    return element;
}

/* a[i] of an array in memory (`p->a[i]`, `s.a[i]` of a struct reference
 * bound to memory): the element or row at its own address, so that it is
 * read and written alone, as C does, and `&a[i]` is that address. */
static struct value subscript_in_memory(struct frontend *frontend,
                                        struct value base,
                                        struct region_index index,
                                        struct cm_type result_type)
{
    long long stride = element_bytes(base.type.element) *
                       (long long)(base.type.rows > 1 ? base.type.columns : 1);
    return in_memory_at(frontend, base.address, index, stride, result_type);
}

/* a[i] of an array of structs, which is always in memory (a field of a
 * struct a pointer or reference reaches): the element's address, with
 * the element's type (a struct, or an array of them). */
static struct value struct_array_subscript(struct frontend *frontend,
                                           CXCursor expression,
                                           struct value base,
                                           struct region_index index,
                                           CXCursor index_cursor)
{
    if (!base.address) {
        error_at_cursor(frontend, expression,
                        "an array of structs lives only in memory in cmc");
        return array_error();
    }
    long long length = clang_getArraySize(base.type.record);
    if (!index.variable && (index.constant < 0 || index.constant >= length)) {
        error_at_cursor(frontend, index_cursor,
                        "array index %d is outside the array of %lld elements",
                        index.constant, length);
        return array_error();
    }
    CXType element_type = struct_array_element(base.type);
    struct cm_type element = classify_type(element_type);
    element.is_reference = false;
    return in_memory_at(frontend, base.address, index,
                        clang_Type_getSizeOf(element_type), element);
}

struct value lower_array_subscript(struct frontend *frontend,
                                   CXCursor expression)
{
    unsigned count;
    CXCursor *children = cursor_children(expression, &count);
    if (count != 2) {
        free(children);
        error_at_cursor(frontend, expression,
                        "this subscript is not supported yet");
        return array_error();
    }
    CXCursor base_cursor = children[0];
    CXCursor index_cursor = children[1];
    free(children);
    struct cm_type result_type =
        classify_type(clang_getCursorType(expression));
    struct value base = lower_expression(frontend, base_cursor);
    if (base.type.kind == TYPE_UNSUPPORTED)
        return array_error();
    if (base.type.is_pointer)
        return lower_pointer_subscript(frontend, expression, base,
                                       index_cursor);
    struct region_index index;
    if (!lower_array_index(frontend, index_cursor, &index))
        return array_error();
    return array_element(frontend, expression, base, index, index_cursor,
                         result_type);
}

struct value array_element(struct frontend *frontend, CXCursor expression,
                           struct value base, struct region_index index,
                           CXCursor index_cursor, struct cm_type result_type)
{
    if (base.type.kind == TYPE_STRUCT_ARRAY)
        return struct_array_subscript(frontend, expression, base, index,
                                      index_cursor);
    if (base.type.kind != TYPE_VECTOR ||
        (result_type.kind != TYPE_SCALAR && result_type.kind != TYPE_VECTOR)) {
        error_at_cursor(frontend, expression,
                        "subscripts apply to pointers and to arrays of "
                        "scalars and vectors");
        return array_error();
    }
    bool in_memory = base.address && !base.is_place;
    if (!in_memory)
        base = materialize_value(frontend, base);
    int length = base.type.rows > 1 ? base.type.rows : base.type.columns;
    if (!index.variable && (index.constant < 0 || index.constant >= length)) {
        error_at_cursor(frontend, index_cursor,
                        "array index %d is outside the array of %d elements",
                        index.constant, length);
        return array_error();
    }
    if (in_memory)
        return subscript_in_memory(frontend, base, index, result_type);
    struct place region;
    bool selected;
    if (base.type.rows > 1) {
        struct region_index all_columns = {NULL, 0};
        selected = select_place_2d(frontend, expression, base.place,
                                   base.type.rows, base.type.columns, 1, 1,
                                   base.type.columns, 1, index, all_columns,
                                   &region);
    } else {
        selected = select_place(frontend, expression, base.place, 1, 1,
                                index.variable, index.constant, &region);
    }
    if (!selected)
        return array_error();
    struct value result = place_value(region);
    result.type = result_type;
    result.type.is_reference = false;
    return result;
}

/* ---- {...} ------------------------------------------------------------------ */

/* Insert the scalars of `list` into *vector from element `base` on;
 * returns the number of elements the list covered, or -1 after an
 * error.  A braced row starts at the next row boundary. */
static int fill_from_list(struct frontend *frontend, CXCursor list,
                          struct cm_type type, int row_length, int base,
                          LLVMValueRef *vector)
{
    unsigned count;
    CXCursor *children = cursor_children(list, &count);
    struct cm_type element = scalar_type(type.element);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(frontend->context);
    int position = base;
    int total = type_element_count(type);
    for (unsigned i = 0; i < count && position >= 0; i++) {
        CXCursor child = children[i];
        if (clang_getCursorKind(child) == CXCursor_InitListExpr &&
            row_length > 1) {
            int row = (position + row_length - 1) / row_length;
            if (fill_from_list(frontend, child, type, 1, row * row_length,
                               vector) < 0)
                position = -1;
            else
                position = (row + 1) * row_length;
            continue;
        }
        if (position >= total) {
            error_at_cursor(frontend, child,
                            "too many initialisers for an array of %d "
                            "elements",
                            total);
            position = -1;
            break;
        }
        struct value value = lower_expression(frontend, child);
        if (value.type.kind == TYPE_UNSUPPORTED) {
            position = -1;
            break;
        }
        if (value.type.kind == TYPE_VECTOR) {
            /* A vector initialising one row of an array of vectors. */
            int elements = type_element_count(value.type);
            LLVMValueRef row = convert_value(
                frontend, read_cm_value(frontend, value), value.type,
                type_with_element(value.type, type.element));
            for (int k = 0; k < elements && position + k < total; k++)
                *vector = LLVMBuildInsertElement(
                    frontend->builder, *vector,
                    LLVMBuildExtractElement(frontend->builder, row,
                                            LLVMConstInt(i32, (unsigned)k, 0),
                                            ""),
                    LLVMConstInt(i32, (unsigned)(position + k), 0), "");
            position += elements;
            continue;
        }
        LLVMValueRef scalar = convert_value(
            frontend, read_cm_value(frontend, value), value.type, element);
        *vector = LLVMBuildInsertElement(
            frontend->builder, *vector, scalar,
            LLVMConstInt(i32, (unsigned)position, 0), "");
        position++;
    }
    free(children);
    return position < 0 ? -1 : position - base;
}

struct value lower_array_initializer(struct frontend *frontend,
                                     CXCursor expression, struct cm_type type)
{
    LLVMValueRef vector =
        LLVMConstNull(type_llvm_type(frontend->context, type));
    int row_length = type.rows > 1 ? type.columns : 1;
    if (fill_from_list(frontend, expression, type, row_length, 0, &vector) < 0)
        return array_error();
    return rvalue(type, vector);
}
