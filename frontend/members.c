/* members.c - the member functions of CM's vector and matrix types.
 *
 * Takes a call of a member declared in cm.h's vector/matrix classes;
 * guarantees the CM meaning of the CM specification, section 3.2.9-3.2.12:
 * select, select_all, row, column and element access give places (regions
 * that can be read and written); format gives the same bytes as another
 * type; iselect and replicate give r-values; merge writes under a mask;
 * any and all reduce a mask.  Shapes and element types come from the C++
 * types cm.h gives the calls, strides and counts from the template
 * arguments of the called specialization.  Through `->` the object is
 * the pointee, shaped by the pointer's pointee type. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

static struct value member_error(void)
{
    struct cm_type type = {.kind = TYPE_UNSUPPORTED, .element = ELEMENT_I32,
        .rows = 0, .columns = 0, .is_reference = false};
    return rvalue(type, NULL);
}

static bool failed(struct value value)
{
    return value.type.kind == TYPE_UNSUPPORTED;
}

static struct cm_type cursor_cm_type(CXCursor cursor)
{
    struct cm_type type = classify_type(clang_getCursorType(cursor));
    type.is_reference = false;
    return type;
}

/* The class family a member belongs to. */
static enum cm_class_family member_class_of(CXCursor callee)
{
    char name[64];
    cursor_spelling(clang_getCursorSemanticParent(callee), name, sizeof name);
    bool is_reference;
    return cm_class_family_of(name, &is_reference);
}

/* The object a member is called on: argument 0 of an operator call, the
 * first child of the member reference otherwise. */
static CXCursor member_object(CXCursor call, bool is_operator)
{
    if (is_operator)
        return clang_Cursor_getArgument(call, 0);
    unsigned count;
    CXCursor *children = cursor_children(call, &count);
    CXCursor member = count ? children[0] : call;
    free(children);
    CXCursor *parts = cursor_children(member, &count);
    CXCursor object = count ? parts[0] : call;
    free(parts);
    return object;
}

struct value materialize_value(struct frontend *frontend, struct value value)
{
    if (value.is_place || failed(value))
        return value;
    LLVMValueRef storage = create_local_storage(frontend, value.type, "tmp");
    LLVMBuildStore(frontend->builder, read_cm_value(frontend, value), storage);
    struct value result = place_value(whole_place(storage, value.type));
    result.type = value.type;
    if (value.address && value.type.kind == TYPE_VECTOR) {
        result.place.memory_address = value.address;
        result.place.memory_type = value.type;
    }
    return result;
}

/* The object as a place, with its shape from its C++ type. */
struct member_object {
    struct value value;
    int rows, columns;
};

/* Whether the object is reached through `->`: its expression is a
 * pointer (or an array decaying to one). */
static bool object_is_pointer(CXCursor cursor)
{
    enum CXTypeKind kind =
        clang_getCanonicalType(clang_getCursorType(cursor)).kind;
    return kind == CXType_Pointer;
}

/* vp->select<...>(i), mp->row(i): the object is what the pointer points
 * to (a vector or matrix in memory, or a local variable whose address
 * was taken), shaped by the pointee's C++ type. */
static bool lower_object(struct frontend *frontend, CXCursor call,
                         bool is_operator, struct member_object *object)
{
    CXCursor cursor = member_object(call, is_operator);
    struct cm_type type;
    if (object_is_pointer(cursor)) {
        type = classify_type(clang_getPointeeType(
            clang_getCanonicalType(clang_getCursorType(cursor))));
        type.is_reference = false;
        object->value = lower_dereference(frontend, call, cursor);
    } else {
        type = cursor_cm_type(cursor);
        object->value = lower_expression(frontend, cursor);
    }
    if (failed(object->value))
        return false;
    object->value = materialize_value(frontend, object->value);
    object->rows = type.kind == TYPE_VECTOR ? type.rows : 1;
    object->columns =
        type.kind == TYPE_VECTOR ? type.columns : type_element_count(type);
    return true;
}

/* An index argument: a constant, or a variable i32. */
static bool lower_index(struct frontend *frontend, CXCursor argument,
                        struct region_index *index)
{
    index->variable = NULL;
    index->constant = 0;
    if (clang_Cursor_isNull(argument))
        return true;
    long long constant;
    if (cursor_evaluate_integer(argument, &constant)) {
        index->constant = saturate_int(constant);
        return true;
    }
    index->variable =
        lower_rvalue_as(frontend, argument, scalar_type(ELEMENT_I32));
    return index->variable != NULL;
}

static struct value place_result(CXCursor call, struct place place)
{
    struct value result = place_value(place);
    struct cm_type type = cursor_cm_type(call);
    if (type.kind == TYPE_VECTOR || type.kind == TYPE_SCALAR)
        result.type = type;
    return result;
}

static int argument_count(CXCursor call)
{
    return clang_Cursor_getNumArguments(call);
}

static CXCursor argument(CXCursor call, int index)
{
    return index < argument_count(call)
               ? clang_Cursor_getArgument(call, (unsigned)index)
               : clang_getNullCursor();
}

/* ---- Regions ---------------------------------------------------------------- */

/* v.select<Size, Stride>(i), v(i), v[i], v.select_all(). */
static struct value lower_vector_region(struct frontend *frontend,
                                        CXCursor call,
                                        struct member_object *object,
                                        int count, int stride,
                                        CXCursor index_argument)
{
    struct region_index index;
    if (!lower_index(frontend, index_argument, &index))
        return member_error();
    struct place region;
    if (!select_place(frontend, call, object->value.place, count, stride,
                      index.variable, index.constant, &region))
        return member_error();
    return place_result(call, region);
}

/* m.select<...>(i, j), m(i, j), m.row(i), m[i], m.column(j). */
static struct value lower_matrix_region(struct frontend *frontend,
                                        CXCursor call,
                                        struct member_object *object,
                                        const int sizes[4],
                                        CXCursor row_argument,
                                        CXCursor column_argument)
{
    struct region_index row, column;
    if (!lower_index(frontend, row_argument, &row) ||
        !lower_index(frontend, column_argument, &column))
        return member_error();
    struct place region;
    if (!select_place_2d(frontend, call, object->value.place, object->rows,
                         object->columns, sizes[0], sizes[1], sizes[2],
                         sizes[3], row, column, &region))
        return member_error();
    return place_result(call, region);
}

static struct value lower_select(struct frontend *frontend, CXCursor call,
                                 CXCursor callee, enum cm_class_family family,
                                 struct member_object *object)
{
    long long arguments[4];
    int count = cursor_template_integers(callee, arguments, 4);
    if (family == CM_VECTOR_CLASS && count == 2)
        return lower_vector_region(frontend, call, object, (int)arguments[0],
                                   (int)arguments[1], argument(call, 0));
    if (family == CM_MATRIX_CLASS && count == 4) {
        int sizes[4] = {(int)arguments[0], (int)arguments[1],
                        (int)arguments[2], (int)arguments[3]};
        return lower_matrix_region(frontend, call, object, sizes,
                                   argument(call, 0), argument(call, 1));
    }
    error_at_cursor(frontend, call, "select needs constant size and stride");
    return member_error();
}

static struct value lower_select_all(CXCursor call,
                                     struct member_object *object)
{
    return place_result(call, object->value.place);
}

/* ---- format -------------------------------------------------------------------- */

static struct value lower_format(struct frontend *frontend, CXCursor call,
                                 struct member_object *object)
{
    struct cm_type type = cursor_cm_type(call);
    if (type.kind != TYPE_VECTOR) {
        error_at_cursor(frontend, call, "format needs a scalar element type");
        return member_error();
    }
    struct place formatted;
    if (!format_place(frontend, call, object->value.place, type.element,
                      type_element_count(type), &formatted))
        return member_error();
    return place_result(call, formatted);
}

/* ---- iselect and replicate (r-values) ------------------------------------------ */

/* Element `k` of a vector of i32 indices as an i16 index; NULL (after an
 * error) when it is a constant outside [0, limit): an index the user wrote
 * must not wrap into the object. */
static LLVMValueRef index_element(struct frontend *frontend, CXCursor where,
                                  LLVMValueRef indices, unsigned k, int limit,
                                  const char *what)
{
    LLVMValueRef element = LLVMBuildExtractElement(
        frontend->builder, indices,
        LLVMConstInt(LLVMInt32TypeInContext(frontend->context), k, 0), "");
    if (LLVMIsAConstantInt(element)) {
        long long value = LLVMConstIntGetSExtValue(element);
        if (value < 0 || value >= limit) {
            error_at_cursor(frontend, where,
                            "iselect %s %lld is outside its object of %d %s",
                            what, value, limit, what);
            return NULL;
        }
    }
    return LLVMBuildIntCast2(frontend->builder, element,
                             LLVMInt16TypeInContext(frontend->context), 0, "");
}

static LLVMValueRef lower_indices(struct frontend *frontend, CXCursor cursor,
                                  int count)
{
    struct cm_type type = cursor_cm_type(cursor);
    if (type.kind != TYPE_VECTOR || element_is_float(type.element)) {
        error_at_cursor(frontend, cursor,
                        "iselect indices must be a vector of integers");
        return NULL;
    }
    struct cm_type index_type = {.kind = TYPE_VECTOR, .element = ELEMENT_I32,
        .rows = 1, .columns = count, .is_reference = false};
    return lower_rvalue_as(frontend, cursor, index_type);
}

/* v.iselect(idx), m.iselect(rows, columns): one element per index. */
static struct value lower_iselect(struct frontend *frontend, CXCursor call,
                                  enum cm_class_family family,
                                  struct member_object *object)
{
    struct cm_type type = cursor_cm_type(call);
    int count = type_element_count(type);
    int wanted = family == CM_MATRIX_CLASS ? 2 : 1;
    if (argument_count(call) != wanted) {
        error_at_cursor(frontend, call, "iselect takes %d index vector%s",
                        wanted, wanted == 1 ? "" : "s");
        return member_error();
    }
    LLVMValueRef first = lower_indices(frontend, argument(call, 0), count);
    LLVMValueRef second =
        wanted == 2 ? lower_indices(frontend, argument(call, 1), count) : NULL;
    if (!first || (wanted == 2 && !second))
        return member_error();
    struct place place = object->value.place;
    LLVMValueRef whole = read_place_object(frontend, place);
    LLVMTypeRef i16 = LLVMInt16TypeInContext(frontend->context);
    LLVMValueRef result =
        LLVMGetUndef(type_llvm_type(frontend->context, type));
    int columns = second ? object->columns : place.count;
    int rows = second ? place.count / columns : 1;
    for (int k = 0; k < count; k++) {
        LLVMValueRef index =
            index_element(frontend, argument(call, 0), first, (unsigned)k,
                          second ? rows : columns,
                          second ? "rows" : "elements");
        LLVMValueRef column =
            second ? index_element(frontend, argument(call, 1), second,
                                   (unsigned)k, columns, "columns")
                   : NULL;
        if (!index || (second && !column))
            return member_error();
        if (second)
            index = LLVMBuildAdd(
                frontend->builder,
                LLVMBuildMul(frontend->builder, index,
                             LLVMConstInt(i16, (unsigned long long)columns, 0),
                             ""),
                column, "");
        /* A one-element region read rather than an extractelement: an
         * index that becomes a constant outside the object once the
         * optimiser folds it is then a located error (region_bounds.c),
         * where LLVM would fold the extractelement to poison silently. */
        LLVMValueRef position = place_element_position(frontend, place, index);
        LLVMValueRef element =
            read_value_region(frontend, whole, type.element, 1, 0, 1, 1,
                              position, 0, 0);
        result = LLVMBuildInsertElement(
            frontend->builder, result, element,
            LLVMConstInt(LLVMInt32TypeInContext(frontend->context),
                         (unsigned long long)k, 0),
            "");
    }
    return rvalue(type, result);
}

/* A linear (1D) view of the object: 2D regions are read out first. */
static struct place linear_place(struct frontend *frontend,
                                 struct member_object *object)
{
    struct place place = object->value.place;
    if (place.rows <= 1 || place.vstride == place.width * place.stride)
        return place;
    struct value copy = rvalue(place.object_type, NULL);
    copy.type.rows = 1;
    copy.type.columns = place.count;
    copy.llvm = read_place(frontend, place);
    return materialize_value(frontend, copy).place;
}

/* replicate<Count [, VStride], Width [, HStride]>(i [, j]). */
static struct value lower_replicate(struct frontend *frontend, CXCursor call,
                                    CXCursor callee, enum cm_class_family family,
                                    struct member_object *object)
{
    long long parameters[4];
    int count = cursor_template_integers(callee, parameters, 4);
    struct place place = linear_place(frontend, object);
    int copies = (int)parameters[0];
    int vstride = 0, width = place.count, stride = 1;
    if (count == 2) {
        width = (int)parameters[1];
    } else if (count == 3) {
        vstride = (int)parameters[1];
        width = (int)parameters[2];
    } else if (count == 4) {
        vstride = (int)parameters[1];
        width = (int)parameters[2];
        stride = (int)parameters[3];
    } else if (count != 1) {
        error_at_cursor(frontend, call,
                        "replicate needs constant template arguments");
        return member_error();
    }
    if (vstride < 0 || width <= 0 || stride < 0) {
        error_at_cursor(frontend, call,
                        "replicate needs a positive width and non-negative "
                        "strides");
        return member_error();
    }
    struct region_index row = {NULL, 0}, column = {NULL, 0};
    if (!lower_index(frontend, argument(call, 0), &row) ||
        !lower_index(frontend, argument(call, 1), &column))
        return member_error();
    /* The start as an element index of the linear view. */
    LLVMTypeRef i16 = LLVMInt16TypeInContext(frontend->context);
    long long start = row.constant;
    LLVMValueRef variable = row.variable
                                ? LLVMBuildIntCast2(frontend->builder,
                                                    row.variable, i16, 1, "")
                                : NULL;
    if (family == CM_MATRIX_CLASS) {
        start = saturating_add(
            saturating_mul(row.constant, object->columns), column.constant);
        if (variable)
            variable = LLVMBuildMul(
                frontend->builder, variable,
                LLVMConstInt(i16, (unsigned long long)object->columns, 0), "");
        if (column.variable) {
            LLVMValueRef j = LLVMBuildIntCast2(frontend->builder,
                                               column.variable, i16, 1, "");
            variable = variable ? LLVMBuildAdd(frontend->builder, variable, j,
                                               "")
                                : j;
        }
    }
    /* A step taken once is never used (and must not overflow below). */
    if (copies == 1)
        vstride = 0;
    if (width == 1)
        stride = 0;
    long long last = saturating_add(span_last(0, copies, vstride),
                                    span_last(0, width, stride));
    if (variable ? last >= place.count
                 : (start < 0 || saturating_add(start, last) >= place.count)) {
        error_at_cursor(frontend, call,
                        "replicated region is outside its object of %d "
                        "elements",
                        place.count);
        return member_error();
    }
    LLVMValueRef position = place_element_position(frontend, place, NULL);
    if (variable)
        position = LLVMBuildAdd(
            frontend->builder, position,
            LLVMBuildMul(frontend->builder, variable,
                         LLVMConstInt(i16, (unsigned long long)place.stride, 0),
                         ""),
            "");
    struct cm_type type = cursor_cm_type(call);
    LLVMValueRef whole = read_place_object(frontend, place);
    bool constant = LLVMIsAConstantInt(position) != NULL;
    int constant_start =
        constant ? (int)LLVMConstIntGetZExtValue(position) : 0;
    LLVMValueRef value = read_value_region(
        frontend, whole, place.object_type.element, copies * width,
        vstride * place.stride, width, stride * place.stride,
        constant ? NULL : position,
        constant_start + (int)start * place.stride, 0);
    if (type_element_count(type) == 1)
        return rvalue(scalar_type(type.element), value);
    return rvalue(type, value);
}

/* ---- merge ------------------------------------------------------------------------ */

/* The mask of a merge as <N x i1>: bit i of an int, or the least
 * significant bit of element i of a vector/matrix (CM spec 3.2.11). */
static LLVMValueRef lower_merge_mask(struct frontend *frontend,
                                     CXCursor cursor, int count)
{
    LLVMContextRef context = frontend->context;
    struct cm_type mask_type = cursor_cm_type(cursor);
    struct cm_type as = {.kind = TYPE_VECTOR, .element = ELEMENT_U32,
        .rows = 1, .columns = count, .is_reference = false};
    LLVMValueRef mask = lower_rvalue_as(frontend, cursor, as);
    if (!mask)
        return NULL;
    /* Element i keeps bit 0 of a vector mask, bit i of an int mask. */
    LLVMTypeRef i32 = LLVMInt32TypeInContext(context);
    LLVMValueRef *selectors = xcalloc((size_t)count, sizeof(LLVMValueRef));
    for (int i = 0; i < count; i++)
        selectors[i] = LLVMConstInt(
            i32, mask_type.kind == TYPE_VECTOR ? 1 : i < 32 ? 1ull << i : 0,
            0);
    LLVMValueRef selector = LLVMConstVector(selectors, (unsigned)count);
    free(selectors);
    LLVMValueRef bits = LLVMBuildAnd(frontend->builder, mask, selector, "");
    return LLVMBuildICmp(frontend->builder, LLVMIntNE, bits,
                         LLVMConstNull(LLVMTypeOf(bits)), "");
}

static struct value lower_merge(struct frontend *frontend, CXCursor call,
                                struct member_object *object)
{
    int sources = argument_count(call) - 1;
    struct value void_result = member_error();
    void_result.type.kind = TYPE_VOID;
    struct place place = object->value.place;
    struct cm_type region_type = place.object_type;
    region_type.rows = 1;
    region_type.columns = place.count;
    LLVMValueRef mask =
        lower_merge_mask(frontend, argument(call, sources), place.count);
    LLVMValueRef first = lower_rvalue_as(frontend, argument(call, 0),
                                         region_type);
    LLVMValueRef second = sources == 2
                              ? lower_rvalue_as(frontend, argument(call, 1),
                                                region_type)
                              : read_place(frontend, place);
    if (!mask || !first || !second)
        return member_error();
    if (LLVMGetTypeKind(LLVMTypeOf(second)) != LLVMVectorTypeKind) {
        /* A one-element region reads as a scalar. */
        struct cm_type one = scalar_type(region_type.element);
        second = convert_value(frontend, second, one, region_type);
    }
    LLVMValueRef merged =
        LLVMBuildSelect(frontend->builder, mask, first, second, "");
    write_place(frontend, place, merged, region_type);
    return void_result;
}

/* ---- any and all ------------------------------------------------------------------- */

/* Reduce a vector with `and` or `or`, halving it with regions. */
static LLVMValueRef reduce_mask(struct frontend *frontend, LLVMValueRef value,
                                int count, bool is_all)
{
    while (count > 1) {
        int half = count / 2;
        LLVMValueRef low = read_value_region(frontend, value, ELEMENT_U16, half,
                                            0, half, 1, NULL, 0, 0);
        LLVMValueRef high = read_value_region(frontend, value, ELEMENT_U16,
                                             half, 0, half, 1, NULL, half, 0);
        LLVMValueRef combined =
            is_all ? LLVMBuildAnd(frontend->builder, low, high, "")
                   : LLVMBuildOr(frontend->builder, low, high, "");
        if (count % 2) {
            /* The odd last element joins element 0. */
            LLVMValueRef last = read_value_region(frontend, value, ELEMENT_U16,
                                                 1, 0, 1, 1, NULL, count - 1,
                                                 0);
            LLVMValueRef first = half == 1
                                     ? combined
                                     : read_value_region(frontend, combined,
                                                        ELEMENT_U16, 1, 0, 1,
                                                        1, NULL, 0, 0);
            LLVMValueRef joined =
                is_all ? LLVMBuildAnd(frontend->builder, first, last, "")
                       : LLVMBuildOr(frontend->builder, first, last, "");
            combined = half == 1
                           ? joined
                           : LLVMBuildInsertElement(
                                 frontend->builder, combined, joined,
                                 LLVMConstInt(LLVMInt32TypeInContext(
                                                  frontend->context),
                                              0, 0),
                                 "");
        }
        value = combined;
        count = half;
    }
    return value;
}

static struct value lower_any_all(struct frontend *frontend, CXCursor call,
                                  struct member_object *object, bool is_all)
{
    struct place place = object->value.place;
    int count = place.count;
    struct cm_type mask_type = {.kind = TYPE_VECTOR, .element = ELEMENT_U16,
        .rows = 1, .columns = count, .is_reference = false};
    struct cm_type from = place.object_type;
    from.rows = 1;
    from.columns = count;
    LLVMValueRef mask = read_place(frontend, place);
    LLVMTypeRef u16 = LLVMInt16TypeInContext(frontend->context);
    LLVMValueRef result;
    if (count == 1) {
        LLVMValueRef element = mask;
        if (LLVMGetTypeKind(LLVMTypeOf(element)) == LLVMVectorTypeKind)
            element = LLVMBuildExtractElement(
                frontend->builder, element,
                LLVMConstInt(LLVMInt32TypeInContext(frontend->context), 0, 0),
                "");
        result = LLVMBuildICmp(frontend->builder, LLVMIntNE,
                               convert_value(frontend, element,
                                             scalar_type(from.element),
                                             scalar_type(ELEMENT_U16)),
                               LLVMConstInt(u16, 0, 0), "");
    } else {
        /* Each element becomes 0 or 1, then and/or over all of them. */
        LLVMValueRef nonzero = convert_value(
            frontend, mask, from, type_with_element(from, ELEMENT_BOOL));
        LLVMValueRef ones = LLVMBuildZExt(frontend->builder, nonzero,
                                          type_llvm_type(frontend->context,
                                                         mask_type),
                                          "");
        LLVMValueRef reduced = reduce_mask(frontend, ones, count, is_all);
        if (LLVMGetTypeKind(LLVMTypeOf(reduced)) == LLVMVectorTypeKind)
            reduced = LLVMBuildExtractElement(
                frontend->builder, reduced,
                LLVMConstInt(LLVMInt32TypeInContext(frontend->context), 0, 0),
                "");
        result = LLVMBuildICmp(frontend->builder, LLVMIntNE, reduced,
                               LLVMConstInt(u16, 0, 0), "");
    }
    (void)call;
    return rvalue(scalar_type(ELEMENT_U16),
                  LLVMBuildZExt(frontend->builder, result, u16, ""));
}

/* ---- Dispatch ---------------------------------------------------------------------- */

static struct value lower_constant_member(struct frontend *frontend,
                                          CXCursor call)
{
    long long value;
    if (!cursor_evaluate_integer(call, &value)) {
        error_at_cursor(frontend, call, "cannot evaluate this size");
        return member_error();
    }
    return rvalue(scalar_type(ELEMENT_I32),
                  LLVMConstInt(LLVMInt32TypeInContext(frontend->context),
                               (unsigned long long)value, 1));
}

static struct value lower_element(struct frontend *frontend, CXCursor call,
                                  enum cm_class_family family,
                                  struct member_object *object, bool is_row)
{
    static const int one_element[4] = {1, 1, 1, 1};
    if (family == CM_VECTOR_CLASS)
        return lower_vector_region(frontend, call, object, 1, 1,
                                   argument(call, 1));
    if (is_row) {
        int row[4] = {1, 1, object->columns, 1};
        return lower_matrix_region(frontend, call, object, row,
                                   argument(call, 1), clang_getNullCursor());
    }
    return lower_matrix_region(frontend, call, object, one_element,
                               argument(call, 1), argument(call, 2));
}

/* bufs(i) and bufs[i] of a vector<SurfaceIndex, N>: the surface whose
 * binding-table index is element i, a SurfaceIndex r-value (the backend
 * turns it into a surface variable where a message uses it).  A constant
 * index is checked against N; no other member reads such a vector. */
static struct value lower_surface_element(struct frontend *frontend,
                                          CXCursor call, const char *name,
                                          enum cm_class_family family,
                                          struct member_object *object,
                                          bool is_element)
{
    if (!is_element) {
        error_at_cursor(frontend, call,
                        "'%s' of a vector<SurfaceIndex, N> is not supported: "
                        "select one surface with v(i) or v[i]",
                        name);
        return member_error();
    }
    struct value element = lower_element(frontend, call, family, object, true);
    if (failed(element))
        return element;
    LLVMValueRef index = element.is_place ? read_place(frontend, element.place)
                                          : element.llvm;
    if (LLVMGetTypeKind(LLVMTypeOf(index)) == LLVMVectorTypeKind)
        index = LLVMBuildExtractElement(
            frontend->builder, index,
            LLVMConstInt(LLVMInt32TypeInContext(frontend->context), 0, 0), "");
    struct cm_type surface = {.kind = TYPE_SURFACE, .element = ELEMENT_U32,
                              .rows = 1, .columns = 1};
    return rvalue(surface, index);
}

static struct value lower_row_column(struct frontend *frontend, CXCursor call,
                                     struct member_object *object,
                                     bool is_row)
{
    int row[4] = {1, 1, object->columns, 1};
    int column[4] = {object->rows, 1, 1, 1};
    if (is_row)
        return lower_matrix_region(frontend, call, object, row,
                                   argument(call, 0), clang_getNullCursor());
    return lower_matrix_region(frontend, call, object, column,
                               clang_getNullCursor(), argument(call, 0));
}

bool lower_cm_member_call(struct frontend *frontend, CXCursor call,
                          CXCursor callee, struct value *result)
{
    if (clang_getCursorKind(callee) != CXCursor_CXXMethod)
        return false;
    enum cm_class_family family = member_class_of(callee);
    if (family == NOT_CM_CLASS)
        return false;
    char name[64];
    cursor_spelling(callee, name, sizeof name);
    if (strcmp(name, "n_elems") == 0 || strcmp(name, "n_rows") == 0 ||
        strcmp(name, "n_cols") == 0) {
        *result = lower_constant_member(frontend, call);
        return true;
    }
    bool is_call_operator = strcmp(name, "operator()") == 0;
    bool is_index_operator = strcmp(name, "operator[]") == 0;
    static const char *const members[] = {
        "select", "select_all", "row", "column", "format", "iselect",
        "replicate", "merge", "any", "all"};
    bool known = is_call_operator || is_index_operator;
    for (size_t i = 0; i < sizeof members / sizeof members[0] && !known; i++)
        known = strcmp(name, members[i]) == 0;
    if (!known)
        return false;

    struct member_object object;
    if (!lower_object(frontend, call, is_call_operator || is_index_operator,
                      &object)) {
        *result = member_error();
        return true;
    }
    if (object.value.type.is_surface_vector)
        *result = lower_surface_element(frontend, call, name, family,
                                        &object, is_call_operator ||
                                                     is_index_operator);
    else if (is_call_operator || is_index_operator)
        *result = lower_element(frontend, call, family, &object,
                                is_index_operator);
    else if (strcmp(name, "select") == 0)
        *result = lower_select(frontend, call, callee, family, &object);
    else if (strcmp(name, "select_all") == 0)
        *result = lower_select_all(call, &object);
    else if (strcmp(name, "row") == 0 || strcmp(name, "column") == 0)
        *result = lower_row_column(frontend, call, &object, name[0] == 'r');
    else if (strcmp(name, "format") == 0)
        *result = lower_format(frontend, call, &object);
    else if (strcmp(name, "iselect") == 0)
        *result = lower_iselect(frontend, call, family, &object);
    else if (strcmp(name, "replicate") == 0)
        *result = lower_replicate(frontend, call, callee, family, &object);
    else if (strcmp(name, "merge") == 0)
        *result = lower_merge(frontend, call, &object);
    else
        *result = lower_any_all(frontend, call, &object,
                                strcmp(name, "all") == 0);
    return true;
}
