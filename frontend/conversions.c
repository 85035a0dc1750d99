/* conversions.c - constructing CM vectors and matrices.
 *
 * Takes a constructor call of vector/matrix; guarantees the CM meaning
 * (spec 3.2.2-3.2.3): from nothing (undefined elements), from a scalar
 * (replicated), from another vector or matrix of the same number of
 * elements (copied in row-major order, elements converted as in C++),
 * with saturation (`vector<uchar, N>(x, SAT)`: values clamped to the new
 * element type's range, [0.0, 1.0] for floating point), and from a global
 * array used as an initializer table (copied in row-major order up to the
 * smaller of the two sizes; nested braces pad their rows with zeros), and
 * from a braced list of elements (v = {1, 2, 3}: row-major, zeros after
 * the last, no more elements than the object has). */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

static struct value conversion_error(void)
{
    struct cm_type type = {.kind = TYPE_UNSUPPORTED, .element = ELEMENT_I32,
        .rows = 0, .columns = 0, .is_reference = false};
    return rvalue(type, NULL);
}

/* ---- Saturation ---------------------------------------------------------------- */

static LLVMValueRef call_binary_intrinsic(struct frontend *frontend,
                                          const char *base, LLVMValueRef left,
                                          LLVMValueRef right)
{
    char name[64];
    snprintf(name, sizeof name, "%s", base);
    genx_append_overload_suffix(name, sizeof name, LLVMTypeOf(left));
    LLVMTypeRef parameters[] = {LLVMTypeOf(left), LLVMTypeOf(left)};
    LLVMValueRef function = declare_intrinsic(
        frontend, name, LLVMTypeOf(left), parameters, 2, INTRINSIC_PURE);
    LLVMValueRef arguments[] = {left, right};
    return LLVMBuildCall2(frontend->builder, LLVMGlobalGetValueType(function),
                          function, arguments, 2, "");
}

/* A constant of `value` in the (possibly vector) type of `like`. */
static LLVMValueRef splat_like(LLVMValueRef like, enum element_kind element,
                               double value)
{
    LLVMTypeRef type = LLVMTypeOf(like);
    LLVMTypeRef scalar = LLVMGetTypeKind(type) == LLVMVectorTypeKind
                             ? LLVMGetElementType(type)
                             : type;
    unsigned long long bits;
    if (value >= 18446744073709551615.0)
        bits = ~0ull;
    else if (value >= 9223372036854775807.0)
        bits = ~0ull >> 1;
    else
        bits = (unsigned long long)(long long)value;
    LLVMValueRef constant =
        element_is_float(element)
            ? LLVMConstReal(scalar, value)
            : LLVMConstInt(scalar, bits, element_is_signed(element));
    if (LLVMGetTypeKind(type) != LLVMVectorTypeKind)
        return constant;
    unsigned count = LLVMGetVectorSize(type);
    LLVMValueRef *elements = xcalloc(count, sizeof(LLVMValueRef));
    for (unsigned i = 0; i < count; i++)
        elements[i] = constant;
    LLVMValueRef vector = LLVMConstVector(elements, count);
    free(elements);
    return vector;
}

static void element_range(enum element_kind element, double *low,
                          double *high)
{
    int bits = element_bytes(element) * 8;
    if (element_is_float(element)) {
        *low = 0.0;
        *high = 1.0;
    } else if (element_is_signed(element)) {
        *low = -(double)(1ull << (bits - 1));
        *high = (double)((1ull << (bits - 1)) - 1);
    } else {
        *low = 0.0;
        *high = bits == 64 ? 18446744073709551615.0
                           : (double)((1ull << bits) - 1);
    }
}

/* Clamp `value` (of element `from`) to [low, high] where that range is
 * narrower than `from`'s own. */
static LLVMValueRef clamp(struct frontend *frontend, LLVMValueRef value,
                          enum element_kind from, double low, double high)
{
    double from_low, from_high;
    element_range(from, &from_low, &from_high);
    bool is_float = element_is_float(from);
    if (is_float) {
        from_low = -1.0 / 0.0;
        from_high = 1.0 / 0.0;
    }
    bool is_signed = element_is_signed(from);
    if (low > from_low)
        value = call_binary_intrinsic(
            frontend,
            is_float ? "llvm.maxnum" : is_signed ? "llvm.smax" : "llvm.umax",
            value, splat_like(value, from, low));
    if (high < from_high)
        value = call_binary_intrinsic(
            frontend,
            is_float ? "llvm.minnum" : is_signed ? "llvm.smin" : "llvm.umin",
            value, splat_like(value, from, high));
    return value;
}

LLVMValueRef saturate_value(struct frontend *frontend, LLVMValueRef value,
                            struct cm_type from, struct cm_type to)
{
    double low, high;
    element_range(to.element, &low, &high);
    if (element_is_float(to.element)) {
        /* Convert, then clamp to [0.0, 1.0]. */
        LLVMValueRef converted = convert_value(frontend, value, from, to);
        return clamp(frontend, converted, to.element, low, high);
    }
    LLVMValueRef clamped = clamp(frontend, value, from.element, low, high);
    return convert_value(frontend, clamped, from, to);
}

/* ---- Initializer tables ----------------------------------------------------- */

/* A flattened initializer table: values as doubles or integers. */
struct table {
    int size;
    bool is_float;
    double *reals;
    long long *integers;
};

/* The number of scalars in one element of an array type at each level. */
static int array_scalar_count(CXType type)
{
    type = clang_getCanonicalType(type);
    if (type.kind != CXType_ConstantArray)
        return 1;
    return (int)clang_getArraySize(type) *
           array_scalar_count(clang_getArrayElementType(type));
}

static void table_store(struct table *table, int position, CXCursor leaf)
{
    if (position < 0 || position >= table->size)
        return;
    CXEvalResult evaluation = clang_Cursor_Evaluate(leaf);
    if (!evaluation)
        return;
    if (clang_EvalResult_getKind(evaluation) == CXEval_Float) {
        table->reals[position] = clang_EvalResult_getAsDouble(evaluation);
        table->integers[position] = (long long)table->reals[position];
    } else if (clang_EvalResult_getKind(evaluation) == CXEval_Int) {
        table->integers[position] = clang_EvalResult_getAsLongLong(evaluation);
        table->reals[position] = (double)table->integers[position];
    }
    clang_EvalResult_dispose(evaluation);
}

/* Fill `table` from an initializer list of an array of type `type`
 * starting at scalar `base`; returns the scalars consumed (for lists
 * without inner braces). */
static int table_fill(struct table *table, CXCursor list, CXType type,
                      int base)
{
    type = clang_getCanonicalType(type);
    CXType element_type = clang_getArrayElementType(type);
    int element_scalars = array_scalar_count(element_type);
    unsigned count;
    CXCursor *children = cursor_children(list, &count);
    int position = base;
    for (unsigned i = 0; i < count; i++) {
        CXCursor child = cursor_strip(children[i]);
        if (clang_getCursorKind(child) == CXCursor_InitListExpr &&
            element_scalars > 1) {
            /* A braced row: it starts at the next row boundary. */
            int offset = position - base;
            int row = (offset + element_scalars - 1) / element_scalars;
            table_fill(table, child, element_type,
                       base + row * element_scalars);
            position = base + (row + 1) * element_scalars;
        } else if (clang_getCursorKind(child) == CXCursor_InitListExpr) {
            position += table_fill(table, child, element_type, position);
        } else {
            table_store(table, position++, child);
        }
    }
    free(children);
    return position - base;
}

/* The global array an argument names, or a null cursor. */
static CXCursor referenced_array(CXCursor argument)
{
    unsigned count;
    CXCursor cursor = cursor_strip(argument);
    while (clang_getCursorKind(cursor) == CXCursor_UnexposedExpr ||
           clang_getCursorKind(cursor) == CXCursor_ParenExpr) {
        CXCursor *children = cursor_children(cursor, &count);
        if (count != 1) {
            free(children);
            break;
        }
        cursor = children[0];
        free(children);
    }
    if (clang_getCursorKind(cursor) != CXCursor_DeclRefExpr)
        return clang_getNullCursor();
    CXCursor declaration = clang_getCursorReferenced(cursor);
    if (clang_getCursorKind(declaration) != CXCursor_VarDecl)
        return clang_getNullCursor();
    return declaration;
}

static bool is_float_array(CXType type)
{
    type = clang_getCanonicalType(type);
    while (type.kind == CXType_ConstantArray)
        type = clang_getCanonicalType(clang_getArrayElementType(type));
    return type.kind == CXType_Float || type.kind == CXType_Double ||
           type.kind == CXType_Half || type.kind == CXType_Float16;
}

static struct value lower_table_initializer(struct frontend *frontend,
                                            CXCursor call, CXCursor argument,
                                            struct cm_type type)
{
    CXCursor array = referenced_array(argument);
    CXCursor list = clang_Cursor_isNull(array)
                        ? array
                        : clang_Cursor_getVarDeclInitializer(array);
    if (clang_Cursor_isNull(list) ||
        clang_getCursorKind(list) != CXCursor_InitListExpr) {
        error_at_cursor(frontend, call,
                        "a vector or matrix can be initialised only from a "
                        "global array with an initializer");
        return conversion_error();
    }
    CXType array_type = clang_getCursorType(array);
    struct table table;
    table.size = array_scalar_count(array_type);
    table.is_float = is_float_array(array_type);
    table.reals = xcalloc((size_t)table.size + 1, sizeof(double));
    table.integers = xcalloc((size_t)table.size + 1, sizeof(long long));
    table_fill(&table, list, array_type, 0);

    int count = type_element_count(type);
    LLVMTypeRef element_type = element_llvm_type(frontend->context,
                                                 type.element);
    LLVMValueRef *elements = xcalloc((size_t)count, sizeof(LLVMValueRef));
    for (int i = 0; i < count; i++) {
        double real = i < table.size ? table.reals[i] : 0.0;
        long long integer = i < table.size ? table.integers[i] : 0;
        elements[i] =
            element_is_float(type.element)
                ? LLVMConstReal(element_type, table.is_float ? real
                                                             : (double)integer)
                : LLVMConstInt(element_type, (unsigned long long)integer,
                               element_is_signed(type.element));
    }
    LLVMValueRef vector = LLVMConstVector(elements, (unsigned)count);
    free(elements);
    free(table.reals);
    free(table.integers);
    return rvalue(type, vector);
}

/* ---- Braced lists ------------------------------------------------------------------ */

/* The braced list a std::initializer_list argument was built from
 * (vector<T, N> v = {1, 2, 3}), or a null cursor for any other argument. */
static CXCursor braced_list(CXCursor argument)
{
    CXType type = clang_getCanonicalType(clang_getCursorType(argument));
    if (!cursor_spelled(clang_getTypeDeclaration(type), "initializer_list"))
        return clang_getNullCursor();
    CXCursor cursor = argument;
    for (int depth = 0; depth < 8 && !clang_Cursor_isNull(cursor); depth++) {
        if (clang_getCursorKind(cursor) == CXCursor_InitListExpr)
            return cursor;
        cursor = cursor_only_child(cursor);
    }
    return clang_getNullCursor();
}

/* A vector or matrix from a braced list: the elements in row-major
 * order, each converted to the element type, zeros after the last (as
 * Intel's compiler fills them); more elements than the object has are an
 * error at the first one too many. */
static struct value lower_braced_list(struct frontend *frontend,
                                      CXCursor list, struct cm_type type)
{
    unsigned count;
    CXCursor *elements = cursor_children(list, &count);
    int size = type_element_count(type);
    if (count > (unsigned)size) {
        error_at_cursor(frontend, elements[size],
                        "excess elements in CM %s initializer: it has %d",
                        type.rows > 1 ? "matrix" : "vector", size);
        free(elements);
        return conversion_error();
    }
    LLVMValueRef value = LLVMConstNull(type_llvm_type(frontend->context, type));
    LLVMTypeRef index_type = LLVMInt32TypeInContext(frontend->context);
    for (unsigned i = 0; i < count && value; i++) {
        LLVMValueRef element = lower_rvalue_as(frontend, elements[i],
                                               scalar_type(type.element));
        value = element ? LLVMBuildInsertElement(
                              frontend->builder, value, element,
                              LLVMConstInt(index_type, i, false), "")
                        : NULL;
    }
    free(elements);
    return value ? rvalue(type, value) : conversion_error();
}

/* Whether a constructor call with no arguments is written as an empty
 * braced list (vector<int, 8> v = {}, v{}, vector<int, 8>{}: its last
 * two tokens), which zero-fills, rather than default construction, which
 * leaves the elements undefined. */
static bool is_empty_braces(struct frontend *frontend, CXCursor call)
{
    CXToken *tokens;
    unsigned count;
    clang_tokenize(frontend->unit, clang_getCursorExtent(call), &tokens,
                   &count);
    bool braces = false;
    if (count >= 2) {
        CXString open = clang_getTokenSpelling(frontend->unit,
                                               tokens[count - 2]);
        CXString close = clang_getTokenSpelling(frontend->unit,
                                                tokens[count - 1]);
        braces = strcmp(clang_getCString(open), "{") == 0 &&
                 strcmp(clang_getCString(close), "}") == 0;
        clang_disposeString(open);
        clang_disposeString(close);
    }
    clang_disposeTokens(frontend->unit, tokens, count);
    return braces;
}

/* ---- Constructors ------------------------------------------------------------------ */

static bool is_array_argument(CXCursor argument)
{
    CXType type = clang_getCanonicalType(clang_getCursorType(argument));
    if (type.kind == CXType_LValueReference)
        type = clang_getCanonicalType(clang_getPointeeType(type));
    return type.kind == CXType_ConstantArray ||
           type.kind == CXType_IncompleteArray;
}

struct value lower_cm_construction(struct frontend *frontend, CXCursor call,
                                   struct cm_type type)
{
    bool is_reference = type.is_reference;
    type.is_reference = false;
    int arguments = clang_Cursor_getNumArguments(call);
    if (arguments == 0) {
        LLVMTypeRef llvm_type = type_llvm_type(frontend->context, type);
        return rvalue(type, is_empty_braces(frontend, call)
                                ? LLVMConstNull(llvm_type)
                                : LLVMGetUndef(llvm_type));
    }
    CXCursor source_cursor = clang_Cursor_getArgument(call, 0);
    CXCursor list = braced_list(source_cursor);
    if (!clang_Cursor_isNull(list))
        return lower_braced_list(frontend, list, type);
    if (is_reference && arguments == 1) {
        /* vector_ref/matrix_ref of an object or region: that place. */
        struct value bound = lower_expression(frontend, source_cursor);
        if (bound.type.kind != TYPE_UNSUPPORTED && bound.is_place)
            bound.type = type;
        return bound;
    }
    /* A global table initialises by its initializer (any shape); another
     * array (a local, a row of a table) is a value like a vector. */
    if (arguments == 1 && is_array_argument(source_cursor) &&
        is_global_variable(referenced_array(source_cursor)))
        return lower_table_initializer(frontend, call, source_cursor, type);
    if (arguments > 2) {
        error_at_cursor(frontend, call, "this constructor is not supported");
        return conversion_error();
    }
    struct value source = lower_expression(frontend, source_cursor);
    if (source.type.kind == TYPE_UNSUPPORTED)
        return conversion_error();
    if (source.type.kind == TYPE_VECTOR &&
        type_element_count(source.type) != type_element_count(type)) {
        error_at_cursor(frontend, call,
                        "cannot initialise %d elements from %d elements",
                        type_element_count(type),
                        type_element_count(source.type));
        return conversion_error();
    }
    LLVMValueRef value = read_cm_value(frontend, source);
    long long flag = 0;
    if (arguments == 2 &&
        !evaluate_constant_operand(frontend, clang_Cursor_getArgument(call, 1),
                                   &flag)) {
        error_at_cursor(frontend, clang_Cursor_getArgument(call, 1),
                        "the saturation flag must be a constant (SAT)");
        return conversion_error();
    }
    if (flag) {
        struct cm_type from = source.type;
        if (from.kind == TYPE_SCALAR) {
            value = convert_value(frontend, value, from,
                                  type_with_element(type, from.element));
            from = type_with_element(type, from.element);
        }
        return rvalue(type, saturate_value(frontend, value, from, type));
    }
    return rvalue(type, convert_value(frontend, value, source.type, type));
}
