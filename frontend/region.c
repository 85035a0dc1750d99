/* region.c - CM regions: composing selects into places, and the genx
 * region intrinsics that read and write them.
 *
 * A select of a select is one region of the underlying object, so places
 * compose here (1D and 2D, constant and variable offsets, formats) and
 * only the final access becomes an intrinsic.  The intrinsics take their
 * start index in bytes (GenX IR reference, "Region access in LLVM IR");
 * everything else is in elements.  A region whose offset has a variable
 * number of rows of a matrix is accessed in two steps, the rows and then
 * the columns within them, with the parent width set to the matrix's
 * width, as that reference asks of a frontend. */
#include <string.h>

#include "frontend/internal.h"

/* ---- Building places ------------------------------------------------------ */

struct place whole_place(LLVMValueRef storage, struct cm_type type)
{
    type.is_reference = false;
    struct place place;
    memset(&place, 0, sizeof place);
    place.storage = storage;
    place.object_type = type;
    place.storage_type = type;
    place.stride = 1;
    place.count = type_element_count(type);
    place.rows = 1;
    place.width = place.count;
    return place;
}

/* Columns of the object seen as a matrix (a vector is one row). */
static int object_columns(struct place place)
{
    return place.object_type.columns;
}

/* A 2D region whose rows follow each other is 1D; a region of one column
 * is 1D with the row step as stride. */
static struct place normalize(struct place place)
{
    if (place.count == 1) {
        place.rows = 1;
        place.width = 1;
        place.stride = 1;
        place.vstride = 0;
    } else if (place.rows > 1 && place.width == 1) {
        place.stride = place.vstride;
        place.width = place.rows;
        place.rows = 1;
        place.vstride = 0;
    } else if (place.rows > 1 && place.vstride == place.width * place.stride) {
        place.width = place.count;
        place.rows = 1;
        place.vstride = 0;
    }
    return place;
}

static LLVMValueRef to_i16(struct frontend *frontend, LLVMValueRef value)
{
    LLVMTypeRef i16 = LLVMInt16TypeInContext(frontend->context);
    if (LLVMTypeOf(value) == i16)
        return value;
    return LLVMBuildIntCast2(frontend->builder, value, i16, 1, "");
}

static LLVMValueRef add_offset(struct frontend *frontend, LLVMValueRef sum,
                               LLVMValueRef index, int scale)
{
    LLVMTypeRef i16 = LLVMInt16TypeInContext(frontend->context);
    LLVMValueRef scaled = to_i16(frontend, index);
    if (scale != 1)
        scaled = LLVMBuildMul(frontend->builder, scaled,
                              LLVMConstInt(i16, (unsigned long long)scale, 0),
                              "");
    return sum ? LLVMBuildAdd(frontend->builder, sum, scaled, "") : scaled;
}

/* Move a place by a variable index times `scale` elements: whole rows of
 * a matrix object go to row_offset, anything else to variable_offset. */
static void add_variable(struct frontend *frontend, struct place *place,
                         LLVMValueRef index, int scale)
{
    int columns = object_columns(*place);
    if (place->object_type.rows > 1 && scale % columns == 0)
        place->row_offset = add_offset(frontend, place->row_offset, index,
                                       scale);
    else
        place->variable_offset =
            add_offset(frontend, place->variable_offset, index, scale);
}

static bool check_positive(struct frontend *frontend, CXCursor where,
                           int count, int stride)
{
    if (count > 0 && stride > 0)
        return true;
    error_at_cursor(frontend, where,
                    "region size and stride must be positive "
                    "(got size %d, stride %d)",
                    count, stride);
    return false;
}

bool select_place(struct frontend *frontend, CXCursor where,
                  struct place outer, int count, int stride,
                  LLVMValueRef variable_offset, int offset,
                  struct place *result)
{
    if (!check_positive(frontend, where, count, stride))
        return false;
    outer = normalize(outer);
    if (outer.rows != 1) {
        error_at_cursor(frontend, where,
                        "a 1D region of a 2D region is not supported");
        return false;
    }
    /* One element: its stride is never used (and must not overflow). */
    if (count == 1)
        stride = 1;
    if (!variable_offset && !span_inside(offset, count, stride, outer.count)) {
        error_at_cursor(frontend, where,
                        "region of %d elements with stride %d at offset %d "
                        "is outside its object of %d elements",
                        count, stride, offset, outer.count);
        return false;
    }
    if (variable_offset && span_last(0, count, stride) >= outer.count) {
        error_at_cursor(frontend, where,
                        "region of %d elements with stride %d is larger "
                        "than its object of %d elements",
                        count, stride, outer.count);
        return false;
    }
    *result = outer;
    result->count = count;
    result->width = count;
    result->stride = outer.stride * stride;
    if (variable_offset)
        add_variable(frontend, result, variable_offset, outer.stride);
    else
        result->offset = outer.offset + offset * outer.stride;
    *result = normalize(*result);
    return true;
}

/* A constant index of a 2D select must keep the region inside. */
static bool check_2d_bounds(struct frontend *frontend, CXCursor where,
                            const char *what, struct region_index index,
                            int count, int step, int size)
{
    if (index.variable && span_last(0, count, step) < size)
        return true;
    if (!index.variable && span_inside(index.constant, count, step, size))
        return true;
    error_at_cursor(frontend, where,
                    "region of %d %s with stride %d at %s %d is outside its "
                    "object of %d %s",
                    count, what, step, what[0] == 'r' ? "row" : "column",
                    index.variable ? 0 : index.constant, size, what);
    return false;
}

bool select_place_2d(struct frontend *frontend, CXCursor where,
                     struct place outer, int rows, int columns,
                     int row_count, int row_step, int column_count,
                     int column_step, struct region_index row,
                     struct region_index column, struct place *result)
{
    if (!check_positive(frontend, where, row_count, row_step) ||
        !check_positive(frontend, where, column_count, column_step))
        return false;
    /* A step across one row or column is never used. */
    if (row_count == 1)
        row_step = 1;
    if (column_count == 1)
        column_step = 1;
    if (!check_2d_bounds(frontend, where, "rows", row, row_count, row_step,
                         rows) ||
        !check_2d_bounds(frontend, where, "columns", column, column_count,
                         column_step, columns))
        return false;
    /* The outer place as rows x columns. */
    struct place view = outer;
    if (view.rows == 1 || view.width != columns) {
        view = normalize(view);
        if (view.rows != 1) {
            error_at_cursor(frontend, where,
                            "this region of a region is not supported");
            return false;
        }
        view.vstride = columns * view.stride;
        view.rows = rows;
        view.width = columns;
    }
    *result = view;
    result->rows = row_count;
    result->width = column_count;
    result->count = row_count * column_count;
    result->vstride = view.vstride * row_step;
    result->stride = view.stride * column_step;
    if (row.variable)
        add_variable(frontend, result, row.variable, view.vstride);
    else
        result->offset += row.constant * view.vstride;
    if (column.variable)
        add_variable(frontend, result, column.variable, view.stride);
    else
        result->offset += column.constant * view.stride;
    *result = normalize(*result);
    return true;
}

static LLVMValueRef scale_offset(struct frontend *frontend, LLVMValueRef value,
                                 int from_bytes, int to_bytes)
{
    if (!value || from_bytes == to_bytes)
        return value;
    LLVMTypeRef i16 = LLVMInt16TypeInContext(frontend->context);
    if (from_bytes > to_bytes)
        return LLVMBuildMul(
            frontend->builder, value,
            LLVMConstInt(i16, (unsigned long long)(from_bytes / to_bytes), 0),
            "");
    LLVMValueRef bytes = LLVMBuildMul(
        frontend->builder, value,
        LLVMConstInt(i16, (unsigned long long)from_bytes, 0), "");
    return LLVMBuildUDiv(frontend->builder, bytes,
                         LLVMConstInt(i16, (unsigned long long)to_bytes, 0),
                         "");
}

/* The elements of a region that is not contiguous, in order, in a
 * temporary that the format call `where` then reinterprets, as Intel's
 * compiler formats such a region (a read of the region, a bitcast, and
 * for a write the way back).  The region is kept in the frontend's
 * copied_regions: load_object reads it into the copy again and
 * store_object writes the copy back, so that the copy stays the region. */
static struct place copied_region(struct frontend *frontend, CXCursor where,
                                  struct place region)
{
    void *items = frontend->copied_regions;
    grow_array(&items, &frontend->copied_region_capacity,
               frontend->copied_region_count + 1, sizeof(struct place));
    frontend->copied_regions = items;
    frontend->copied_regions[frontend->copied_region_count++] = region;
    struct cm_type type = {.kind = TYPE_VECTOR,
                           .element = region.object_type.element,
                           .rows = 1, .columns = region.count};
    LLVMValueRef storage = create_local_storage(frontend, type, "formatted");
    struct place copy = whole_place(storage, type);
    copy.copied_region = frontend->copied_region_count;
    copy.copied_for = where;
    return copy;
}

bool report_copied_region_address(struct frontend *frontend,
                                  struct place place)
{
    if (!place.copied_region)
        return false;
    error_at_cursor(frontend, place.copied_for,
                    "an element of this format has no address: cmc formats "
                    "a region that is not contiguous through a copy "
                    "(format the whole object, or copy the region into a "
                    "vector first)");
    return true;
}

bool format_place(struct frontend *frontend, CXCursor where,
                  struct place outer, enum element_kind element, int count,
                  struct place *result)
{
    outer = normalize(outer);
    if (outer.rows != 1 || (outer.stride != 1 && outer.count > 1))
        outer = normalize(copied_region(frontend, where, outer));
    int from_bytes = element_bytes(outer.object_type.element);
    int to_bytes = element_bytes(element);
    if ((outer.offset * from_bytes) % to_bytes != 0) {
        error_at_cursor(frontend, where,
                        "format: the region does not start at a multiple "
                        "of %d bytes",
                        to_bytes);
        return false;
    }
    int object_bytes =
        type_element_count(outer.object_type) * from_bytes;
    *result = outer;
    result->object_type.element = element;
    int row_bytes = outer.object_type.columns * from_bytes;
    if (row_bytes % to_bytes == 0) {
        result->object_type.columns = row_bytes / to_bytes;
    } else {
        result->object_type.rows = 1;
        result->object_type.columns = object_bytes / to_bytes;
        if (result->row_offset) {
            result->variable_offset =
                result->variable_offset
                    ? LLVMBuildAdd(frontend->builder, result->variable_offset,
                                   result->row_offset, "")
                    : result->row_offset;
            result->row_offset = NULL;
        }
    }
    result->offset = outer.offset * from_bytes / to_bytes;
    result->variable_offset = scale_offset(frontend, result->variable_offset,
                                           from_bytes, to_bytes);
    result->row_offset =
        scale_offset(frontend, result->row_offset, from_bytes, to_bytes);
    result->stride = 1;
    result->count = count;
    result->width = count;
    result->rows = 1;
    result->vstride = 0;
    return true;
}

LLVMValueRef place_element_position(struct frontend *frontend,
                                    struct place place, LLVMValueRef index)
{
    LLVMTypeRef i16 = LLVMInt16TypeInContext(frontend->context);
    LLVMValueRef position =
        LLVMConstInt(i16, (unsigned long long)place.offset, 0);
    if (place.variable_offset)
        position = LLVMBuildAdd(frontend->builder, position,
                                place.variable_offset, "");
    if (place.row_offset)
        position =
            LLVMBuildAdd(frontend->builder, position, place.row_offset, "");
    if (!index)
        return position;
    index = to_i16(frontend, index);
    /* A 1D place: no row arithmetic, so an index past the end stays past
     * the end (a division by the width would wrap it into the object). */
    if (place.rows <= 1)
        return LLVMBuildAdd(
            frontend->builder, position,
            LLVMBuildMul(frontend->builder, index,
                         LLVMConstInt(i16, (unsigned long long)place.stride,
                                      0),
                         ""),
            "");
    LLVMValueRef width = LLVMConstInt(i16, (unsigned long long)place.width, 0);
    LLVMValueRef row = LLVMBuildUDiv(frontend->builder, index, width, "");
    LLVMValueRef column = LLVMBuildURem(frontend->builder, index, width, "");
    position = LLVMBuildAdd(
        frontend->builder, position,
        LLVMBuildMul(frontend->builder, row,
                     LLVMConstInt(i16, (unsigned long long)place.vstride, 0),
                     ""),
        "");
    return LLVMBuildAdd(
        frontend->builder, position,
        LLVMBuildMul(frontend->builder, column,
                     LLVMConstInt(i16, (unsigned long long)place.stride, 0),
                     ""),
        "");
}

/* ---- The region intrinsics ------------------------------------------------ */

/* Region parameters of one access, in elements; start in elements too. */
struct region_access {
    int count;
    int vstride, width, stride;
    LLVMValueRef variable_start; /* i16 elements, or NULL */
    int start;
    int parent_width;            /* 0: unknown (undef) */
};

static LLVMValueRef byte_start(struct frontend *frontend,
                               enum element_kind element,
                               struct region_access access)
{
    LLVMTypeRef i16 = LLVMInt16TypeInContext(frontend->context);
    unsigned long long bytes = (unsigned long long)element_bytes(element);
    if (!access.variable_start)
        return LLVMConstInt(i16, (unsigned long long)access.start * bytes, 0);
    LLVMValueRef elements = access.variable_start;
    if (access.start)
        elements = LLVMBuildAdd(
            frontend->builder, elements,
            LLVMConstInt(i16, (unsigned long long)access.start, 0), "");
    return LLVMBuildMul(frontend->builder, elements,
                        LLVMConstInt(i16, bytes, 0), "");
}

static char region_letter(enum element_kind element)
{
    return element_is_float(element) ? 'f' : 'i';
}

static LLVMValueRef parent_width_operand(struct frontend *frontend,
                                         int parent_width)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(frontend->context);
    return parent_width > 0 ? LLVMConstInt(i32, (unsigned long long)parent_width, 0)
                            : LLVMGetUndef(i32);
}

static LLVMValueRef read_region(struct frontend *frontend, LLVMValueRef whole,
                                enum element_kind element,
                                struct region_access access)
{
    LLVMContextRef context = frontend->context;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(context);
    LLVMTypeRef element_type = element_llvm_type(context, element);
    LLVMTypeRef result_type =
        access.count == 1
            ? element_type
            : LLVMVectorType(element_type, (unsigned)access.count);
    LLVMValueRef offset = byte_start(frontend, element, access);

    char name[128];
    snprintf(name, sizeof name, "llvm.genx.rdregion%c",
             region_letter(element));
    genx_append_overload_suffix(name, sizeof name, result_type);
    genx_append_overload_suffix(name, sizeof name, LLVMTypeOf(whole));
    genx_append_overload_suffix(name, sizeof name, LLVMTypeOf(offset));
    LLVMTypeRef parameters[] = {LLVMTypeOf(whole), i32, i32, i32,
                                LLVMTypeOf(offset), i32};
    LLVMValueRef function = declare_intrinsic(
        frontend, name, result_type, parameters, 6, INTRINSIC_PURE);
    bool one_row = access.width == access.count;
    LLVMValueRef arguments[] = {
        whole,
        LLVMConstInt(i32, one_row ? 0 : (unsigned long long)access.vstride, 0),
        LLVMConstInt(i32, (unsigned long long)access.width, 0),
        LLVMConstInt(i32, (unsigned long long)access.stride, 0),
        offset,
        parent_width_operand(frontend, access.parent_width),
    };
    return LLVMBuildCall2(frontend->builder,
                          LLVMGlobalGetValueType(function), function,
                          arguments, 6, "");
}

static LLVMValueRef write_region(struct frontend *frontend, LLVMValueRef whole,
                                 enum element_kind element,
                                 struct region_access access,
                                 LLVMValueRef new_value)
{
    LLVMContextRef context = frontend->context;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(context);
    LLVMTypeRef i1 = LLVMInt1TypeInContext(context);
    LLVMValueRef offset = byte_start(frontend, element, access);

    char name[128];
    snprintf(name, sizeof name, "llvm.genx.wrregion%c",
             region_letter(element));
    genx_append_overload_suffix(name, sizeof name, LLVMTypeOf(whole));
    genx_append_overload_suffix(name, sizeof name, LLVMTypeOf(new_value));
    genx_append_overload_suffix(name, sizeof name, LLVMTypeOf(offset));
    genx_append_overload_suffix(name, sizeof name, i1);
    LLVMTypeRef parameters[] = {LLVMTypeOf(whole), LLVMTypeOf(new_value),
                                i32, i32, i32, LLVMTypeOf(offset), i32, i1};
    LLVMValueRef function = declare_intrinsic(
        frontend, name, LLVMTypeOf(whole), parameters, 8, INTRINSIC_PURE);
    bool one_row = access.width == access.count;
    LLVMValueRef arguments[] = {
        whole,
        new_value,
        LLVMConstInt(i32, one_row ? 0 : (unsigned long long)access.vstride, 0),
        LLVMConstInt(i32, (unsigned long long)access.width, 0),
        LLVMConstInt(i32, (unsigned long long)access.stride, 0),
        offset,
        parent_width_operand(frontend, access.parent_width),
        LLVMConstInt(i1, 1, 0),
    };
    return LLVMBuildCall2(frontend->builder,
                          LLVMGlobalGetValueType(function), function,
                          arguments, 8, "");
}

LLVMValueRef read_value_region(struct frontend *frontend, LLVMValueRef whole,
                              enum element_kind element, int count,
                              int vstride, int width, int stride,
                              LLVMValueRef variable_start, int start,
                              int parent_width)
{
    struct region_access access = {count, vstride, width, stride,
                                   variable_start, start, parent_width};
    return read_region(frontend, whole, element, access);
}

LLVMValueRef write_value_region(struct frontend *frontend, LLVMValueRef whole,
                                enum element_kind element, int count,
                                int vstride, int width, int stride, int start,
                                LLVMValueRef new_value)
{
    struct region_access access = {count, vstride, width, stride,
                                   NULL, start, 0};
    return write_region(frontend, whole, element, access, new_value);
}

/* ---- Reading and writing places ------------------------------------------- */

static bool place_is_whole(struct place place)
{
    return !place.variable_offset && !place.row_offset && place.offset == 0 &&
           place.rows == 1 && (place.stride == 1 || place.count == 1) &&
           place.count == type_element_count(place.object_type);
}

/* The parent width of a region of a matrix object: its width, when every
 * row of the region stays inside a row of the matrix. */
static int region_parent_width(struct place place, int column_start)
{
    int columns = object_columns(place);
    if (place.object_type.rows <= 1)
        return 0;
    int last = column_start % columns + (place.width - 1) * place.stride;
    return last < columns ? columns : 0;
}

static struct region_access inner_access(struct place place, int start,
                                         int parent_width)
{
    struct region_access access = {place.count, place.vstride, place.width,
                                   place.stride, place.variable_offset,
                                   start, parent_width};
    return access;
}

/* The rows a row_offset place touches: whole rows of the matrix. */
static struct region_access row_block_access(struct place place)
{
    int columns = object_columns(place);
    int column_start = place.offset % columns;
    int last = column_start + (place.rows - 1) * place.vstride +
               (place.width - 1) * place.stride;
    int block_rows = last / columns + 1;
    struct region_access access = {block_rows * columns, columns, columns, 1,
                                   place.row_offset,
                                   place.offset - column_start, columns};
    return access;
}

static LLVMValueRef load_object(struct frontend *frontend, struct place place)
{
    LLVMContextRef context = frontend->context;
    if (place.copied_region) /* the region, as it is now */
        LLVMBuildStore(
            frontend->builder,
            read_place(frontend,
                       frontend->copied_regions[place.copied_region - 1]),
            place.storage);
    LLVMValueRef whole = LLVMBuildLoad2(
        frontend->builder, type_llvm_type(context, place.storage_type),
        place.storage, "");
    LLVMTypeRef object_type = type_llvm_type(context, place.object_type);
    if (LLVMTypeOf(whole) != object_type)
        whole = LLVMBuildBitCast(frontend->builder, whole, object_type, "");
    return whole;
}

static void store_object(struct frontend *frontend, struct place place,
                         LLVMValueRef whole)
{
    LLVMTypeRef storage_type =
        type_llvm_type(frontend->context, place.storage_type);
    if (LLVMTypeOf(whole) != storage_type)
        whole = LLVMBuildBitCast(frontend->builder, whole, storage_type, "");
    LLVMBuildStore(frontend->builder, whole, place.storage);
    if (place.copied_region) /* the copy goes back into the region */
        write_place_value(
            frontend, frontend->copied_regions[place.copied_region - 1],
            whole);
}

LLVMValueRef read_place_object(struct frontend *frontend, struct place place)
{
    return load_object(frontend, place);
}

LLVMValueRef read_place(struct frontend *frontend, struct place place)
{
    LLVMValueRef whole = load_object(frontend, place);
    enum element_kind element = place.object_type.element;
    if (place.object_type.kind != TYPE_VECTOR || place_is_whole(place))
        return whole;
    if (place.count == 1 && !place.variable_offset && !place.row_offset)
        return LLVMBuildExtractElement(
            frontend->builder, whole,
            LLVMConstInt(LLVMInt32TypeInContext(frontend->context),
                         (unsigned long long)place.offset, 0),
            "");
    if (!place.row_offset)
        return read_region(
            frontend, whole, element,
            inner_access(place, place.offset,
                         region_parent_width(place, place.offset)));
    struct region_access block = row_block_access(place);
    LLVMValueRef rows = read_region(frontend, whole, element, block);
    int column_start = place.offset - block.start;
    return read_region(frontend, rows, element,
                       inner_access(place, column_start,
                                    object_columns(place)));
}

void write_place_value(struct frontend *frontend, struct place place,
                       LLVMValueRef region_value)
{
    if (place.object_type.kind != TYPE_VECTOR || place_is_whole(place)) {
        LLVMTypeRef object_type =
            type_llvm_type(frontend->context, place.object_type);
        if (LLVMTypeOf(region_value) != object_type)
            region_value = LLVMBuildBitCast(frontend->builder, region_value,
                                            object_type, "");
        store_object(frontend, place, region_value);
        return;
    }
    LLVMValueRef whole = load_object(frontend, place);
    enum element_kind element = place.object_type.element;
    bool scalar = LLVMGetTypeKind(LLVMTypeOf(region_value)) !=
                  LLVMVectorTypeKind;
    LLVMValueRef updated;
    if (place.count == 1 && scalar && !place.variable_offset &&
        !place.row_offset) {
        updated = LLVMBuildInsertElement(
            frontend->builder, whole, region_value,
            LLVMConstInt(LLVMInt32TypeInContext(frontend->context),
                         (unsigned long long)place.offset, 0),
            "");
    } else if (!place.row_offset) {
        updated = write_region(
            frontend, whole, element,
            inner_access(place, place.offset,
                         region_parent_width(place, place.offset)),
            region_value);
    } else {
        struct region_access block = row_block_access(place);
        LLVMValueRef rows = read_region(frontend, whole, element, block);
        int column_start = place.offset - block.start;
        rows = write_region(frontend, rows, element,
                            inner_access(place, column_start,
                                         object_columns(place)),
                            region_value);
        block.vstride = 0;
        block.width = block.count;
        updated = write_region(frontend, whole, element, block, rows);
    }
    store_object(frontend, place, updated);
}
