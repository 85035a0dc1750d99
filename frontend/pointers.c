/* pointers.c - pointers as Intel's CM has them: 64-bit addresses of
 * global (SVM, stateless) memory.
 *
 * Takes the pointer expressions of the AST.  types.c classifies a pointer
 * as a TYPE_SCALAR of ELEMENT_U64 (its address) that remembers its
 * pointee, so pointers are copied, compared, converted to and from
 * integers, passed to functions and taken as kernel arguments (8 bytes,
 * descriptor "svmptr_t", as Intel's compiler gives a global pointer) like
 * any 64-bit scalar.  This file guarantees C's meaning of what is
 * particular to them: p + i, i + p, p - i, p - q, p += i, ++p, p[i], *p
 * and &p[i].  An element in memory (`p[i]`, `*p`) is a value with an
 * address; it is read and written with one-element SVM messages
 * (svm_load_element / svm_store_element of builtins_svm.c); a vector or
 * matrix in memory (`*vp` of a `vector<T, N> *`) with gathers and
 * scatters of up to 32 elements (svm_load_vector / svm_store_vector); a
 * struct in memory (`*sp`) field by field at C's offsets (structs.c
 * gives `sp->field` the field's address).
 * It also lowers <cm/cm_memory.h>'s load, store and address-space casts;
 * __local and __private pointers are unsupported types (types.c). */
#include <string.h>

#include "frontend/internal.h"

static LLVMTypeRef i64_type(struct frontend *frontend)
{
    return LLVMInt64TypeInContext(frontend->context);
}

static struct value pointer_error(void)
{
    struct cm_type type = {
        .kind = TYPE_UNSUPPORTED, .element = ELEMENT_I32,
        .rows = 0, .columns = 0, .is_reference = false};
    return rvalue(type, NULL);
}

/* Bytes between consecutive pointees; 0 (after a located error) for a
 * pointer to void. */
static int pointee_stride(struct frontend *frontend, CXCursor where,
                          struct cm_type pointer)
{
    int stride = element_bytes(pointer.pointee) * pointer.pointee_count;
    if (stride == 0)
        error_at_cursor(frontend, where,
                        "arithmetic on a pointer to void: cast it to a "
                        "pointer to an element type first");
    return stride;
}

LLVMValueRef pointer_advance(struct frontend *frontend, CXCursor where,
                             struct cm_type pointer, LLVMValueRef address,
                             LLVMValueRef index, bool subtract)
{
    int stride = pointee_stride(frontend, where, pointer);
    if (!stride || !address || !index)
        return NULL;
    LLVMValueRef bytes = LLVMBuildMul(
        frontend->builder, index,
        LLVMConstInt(i64_type(frontend), (unsigned long long)stride, 0), "");
    return subtract ? LLVMBuildSub(frontend->builder, address, bytes, "")
                    : LLVMBuildAdd(frontend->builder, address, bytes, "");
}

/* An integer operand as a signed 64-bit element count (C converts it
 * with its own signedness first). */
static LLVMValueRef lower_index(struct frontend *frontend, CXCursor index)
{
    struct cm_type type = classify_type(clang_getCursorType(index));
    if (type.kind != TYPE_SCALAR || element_is_float(type.element) ||
        type.is_pointer) {
        error_at_cursor(frontend, index, "a pointer offset must be an integer");
        return NULL;
    }
    return lower_rvalue_as(frontend, index, scalar_type(ELEMENT_I64));
}

static bool cursor_is_pointer(CXCursor cursor)
{
    return classify_type(clang_getCursorType(cursor)).is_pointer;
}

bool lower_pointer_arithmetic(struct frontend *frontend, CXCursor expression,
                              enum CXBinaryOperatorKind kind, CXCursor left,
                              CXCursor right, struct value *result)
{
    bool left_pointer = cursor_is_pointer(left);
    bool right_pointer = cursor_is_pointer(right);
    if ((kind != CXBinaryOperator_Add && kind != CXBinaryOperator_Sub) ||
        (!left_pointer && !right_pointer))
        return false;
    struct cm_type type = classify_type(clang_getCursorType(expression));
    if (left_pointer && right_pointer) { /* p - q: elements between them */
        struct cm_type pointer = classify_type(clang_getCursorType(left));
        int stride = pointee_stride(frontend, expression, pointer);
        LLVMValueRef a = lower_rvalue_as(frontend, left, pointer);
        LLVMValueRef b = lower_rvalue_as(frontend, right, pointer);
        if (!stride || !a || !b) {
            *result = pointer_error();
            return true;
        }
        LLVMValueRef bytes = LLVMBuildSub(frontend->builder, a, b, "");
        /* A power-of-two stride is a shift: no 64-bit division at -O0. */
        LLVMValueRef count =
            (stride & (stride - 1)) == 0
                ? LLVMBuildAShr(frontend->builder, bytes,
                                LLVMConstInt(i64_type(frontend),
                                             (unsigned long long)
                                                 __builtin_ctz((unsigned)stride),
                                             0),
                                "")
                : LLVMBuildExactSDiv(frontend->builder, bytes,
                                     LLVMConstInt(i64_type(frontend),
                                                  (unsigned long long)stride,
                                                  0),
                                     "");
        *result = rvalue(type, convert_value(frontend, count,
                                             scalar_type(ELEMENT_I64), type));
        return true;
    }
    CXCursor pointer_cursor = left_pointer ? left : right;
    CXCursor index_cursor = left_pointer ? right : left;
    LLVMValueRef address = lower_rvalue_as(frontend, pointer_cursor, type);
    LLVMValueRef index = address ? lower_index(frontend, index_cursor) : NULL;
    LLVMValueRef moved =
        pointer_advance(frontend, expression, type, address, index,
                        kind == CXBinaryOperator_Sub);
    *result = moved ? rvalue(type, moved) : pointer_error();
    return true;
}

/* The element a pointer value designates, `index` elements on. */
static struct value element_at(struct frontend *frontend, CXCursor where,
                               struct value pointer, LLVMValueRef index)
{
    if (pointer.type.pointee_count == 0) {
        error_at_cursor(frontend, where,
                        "a pointer to void cannot be dereferenced");
        return pointer_error();
    }
    LLVMValueRef address = read_cm_value(frontend, pointer);
    if (index)
        address = pointer_advance(frontend, where, pointer.type, address,
                                  index, false);
    if (!address)
        return pointer_error();
    struct cm_type type = scalar_type(pointer.type.pointee);
    if (pointer_to_struct(pointer.type)) {
        type.kind = TYPE_STRUCT;
        type.record = pointer.type.record;
    } else if (pointer.type.pointee_count > 1) { /* a vector or matrix, flat */
        type.kind = TYPE_VECTOR;
        type.columns = pointer.type.pointee_count;
    }
    struct value element = rvalue(type, NULL);
    element.address = address;
    return element;
}

struct value pointer_target(struct frontend *frontend, CXCursor where,
                            struct value pointer)
{
    return element_at(frontend, where, pointer, NULL);
}

struct value lower_pointer_subscript(struct frontend *frontend,
                                     CXCursor expression, struct value base,
                                     CXCursor index_cursor)
{
    LLVMValueRef index = lower_index(frontend, index_cursor);
    if (!index)
        return pointer_error();
    return element_at(frontend, expression, base, index);
}

/* What the pointer argument `argument` points to. */
static struct value lower_pointee(struct frontend *frontend, CXCursor where,
                                  CXCursor argument)
{
    struct value pointer = lower_expression(frontend, argument);
    if (pointer.type.kind == TYPE_UNSUPPORTED)
        return pointer;
    if (!pointer.type.is_pointer) {
        error_at_cursor(frontend, where, "only pointers can be dereferenced");
        return pointer_error();
    }
    return element_at(frontend, where, pointer, NULL);
}

struct value lower_dereference(struct frontend *frontend, CXCursor expression,
                               CXCursor operand)
{
    return lower_pointee(frontend, expression, operand);
}

struct value lower_address_of(struct frontend *frontend, CXCursor expression,
                              CXCursor operand)
{
    struct value target = lower_expression(frontend, operand);
    if (target.type.kind == TYPE_UNSUPPORTED)
        return target;
    if (!target.address) {
        error_at_cursor(frontend, expression,
                        "only elements in memory (p[i], *p) have addresses in "
                        "CM; variables live in registers");
        return pointer_error();
    }
    return rvalue(classify_type(clang_getCursorType(expression)),
                  target.address);
}

LLVMValueRef read_memory_element(struct frontend *frontend,
                                 struct value element)
{
    if (element.type.kind == TYPE_STRUCT) { /* field by field */
        LLVMValueRef aggregate = LLVMGetUndef(
            struct_llvm_type(frontend->context, element.type));
        for (int i = 0; i < struct_field_count(element.type); i++)
            aggregate = LLVMBuildInsertValue(
                frontend->builder, aggregate,
                read_memory_element(frontend, struct_field_in_memory(frontend, element, i)),
                (unsigned)i, "");
        return aggregate;
    }
    if (element.type.kind == TYPE_VECTOR)
        return svm_load_vector(frontend, clang_getNullCursor(),
                               element.address, element.type);
    return svm_load_element(frontend, element.address, element.type.element);
}

void write_memory_element(struct frontend *frontend, struct value element,
                          LLVMValueRef new_value, struct cm_type new_type)
{
    if (element.type.kind == TYPE_STRUCT) { /* field by field */
        for (int i = 0; i < struct_field_count(element.type); i++) {
            struct value field = struct_field_in_memory(frontend, element, i);
            write_memory_element(
                frontend, field,
                LLVMBuildExtractValue(frontend->builder, new_value,
                                      (unsigned)i, ""),
                field.type);
        }
        return;
    }
    LLVMValueRef converted =
        convert_value(frontend, new_value, new_type, element.type);
    if (element.type.kind == TYPE_VECTOR)
        svm_store_vector(frontend, element.address, element.type, converted);
    else
        svm_store_element(frontend, element.address, element.type.element,
                          converted);
}

/* <cm/cm_memory.h>: load(p) is *p, store(v, p) is *p = v, cm_to_global
 * the pointer itself; cmc has no local or private pointers. */
bool lower_memory_builtin(struct frontend *frontend, const char *name,
                          CXCursor call, struct value *result)
{
    *result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result->type.kind = TYPE_VOID;
    if (strcmp(name, "load") == 0) {
        struct value target =
            lower_pointee(frontend, call, clang_Cursor_getArgument(call, 0));
        if (target.type.kind == TYPE_UNSUPPORTED)
            *result = target;
        else
            *result = rvalue(target.type, read_cm_value(frontend, target));
        return true;
    }
    if (strcmp(name, "store") == 0) {
        struct value target =
            lower_pointee(frontend, call, clang_Cursor_getArgument(call, 1));
        LLVMValueRef value =
            target.type.kind == TYPE_UNSUPPORTED
                ? NULL
                : lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 0),
                                  target.type);
        if (value)
            write_value(frontend, target, value, target.type);
        return true;
    }
    if (strcmp(name, "cm_to_global") == 0) {
        struct cm_type type = classify_type(clang_getCursorType(call));
        LLVMValueRef pointer =
            lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 0), type);
        *result = pointer ? rvalue(type, pointer) : pointer_error();
        return true;
    }
    if (strcmp(name, "cm_to_local") == 0 || strcmp(name, "cm_to_private") == 0) {
        error_at_cursor(frontend, call,
                        "%s: cmc's pointers address global memory only "
                        "(no local or private pointers; shared local memory "
                        "is reached with the cm_slm_* and LSC _slm "
                        "functions)",
                        name);
        *result = pointer_error();
        return true;
    }
    return false;
}
