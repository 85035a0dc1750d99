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
 * `&x` of a local variable (scalar, array, struct, one of their elements
 * or fields) is the i64 address of its storage (an alloca) plus the
 * element's offset; every access through a pointer is bracketed by
 * marker calls, so that the optimiser, once it has inlined the functions
 * such an address reaches, can make the accesses through it accesses of
 * the variable (optimiser/private_memory.c), as Intel's compiler keeps
 * such variables in registers after inlining and SROA.
 * It also lowers <cm/cm_memory.h>'s load, store and address-space casts;
 * __local and __private pointers are unsupported types (types.c). */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

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
    struct cm_type argument_type =
        classify_type(clang_getCursorType(argument));
    if (!pointer.type.is_pointer && argument_type.is_pointer &&
        pointer.type.kind == TYPE_VECTOR &&
        (pointer.is_place || pointer.address)) {
        /* `*a` of an array: its first element. */
        LLVMValueRef address = decayed_array_address(frontend, argument,
                                                     pointer);
        if (!address)
            return pointer_error();
        pointer = rvalue(argument_type, address);
    }
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

/* ---- Addresses of local variables ------------------------------------------ */

/* Whether LLVM lays out the struct `type` (and the structs in it) at C's
 * offsets: a pointer to a local struct reaches its fields at C's offsets
 * (struct_field_in_memory), the struct's storage has LLVM's layout. */
static bool struct_layout_matches(struct frontend *frontend,
                                  LLVMTargetDataRef layout,
                                  struct cm_type type)
{
    LLVMTypeRef llvm = struct_llvm_type(frontend->context, type);
    for (int i = 0; i < struct_field_count(type); i++) {
        struct cm_type field = struct_field_type(type, i);
        if (LLVMOffsetOfElement(layout, llvm, (unsigned)i) !=
            (unsigned long long)struct_field_offset(type, i))
            return false;
        if (field.kind == TYPE_STRUCT &&
            !struct_layout_matches(frontend, layout, field))
            return false;
    }
    return true;
}

/* `&s` of a struct: the pointer reaches the fields at C's offsets, the
 * struct's storage has LLVM's layout; they must agree.  (`&s.field` is
 * the field's own storage and needs no check.)  False after a located
 * error. */
static bool check_struct_layout(struct frontend *frontend, CXCursor where,
                                struct cm_type type)
{
    if (type.kind != TYPE_STRUCT || type.is_pointer)
        return true;
    LLVMTargetDataRef layout =
        LLVMCreateTargetData(LLVMGetDataLayoutStr(frontend->module));
    bool ok = struct_layout_matches(frontend, layout, type);
    LLVMDisposeTargetData(layout);
    if (!ok)
        error_at_cursor(frontend, where,
                        "cmc cannot take the address of this struct: in "
                        "registers its fields are not at C's offsets (a "
                        "vector field, or a 64-bit field after a 32-bit "
                        "one); take the addresses of its fields instead");
    return ok;
}

/* The local object a place's storage belongs to: an alloca, or a
 * field's GEP into one; NULL for anything else. */
static LLVMValueRef local_object(LLVMValueRef storage)
{
    while (storage && LLVMIsAGetElementPtrInst(storage))
        storage = LLVMGetOperand(storage, 0);
    return storage && LLVMIsAAllocaInst(storage) ? storage : NULL;
}

/* The address of the first element of a place of a local variable: its
 * storage's address as an i64 plus the element's byte offset (of a copy
 * of a vector in memory: that memory's address plus the offset).  The
 * optimiser (optimiser/private_memory.c) follows such addresses to the
 * accesses through them and makes those accesses of the variable. */
static LLVMValueRef local_address(struct frontend *frontend, CXCursor where,
                                  struct value target)
{
    struct place place = target.place;
    if (!local_object(place.storage)) {
        error_at_cursor(frontend, where,
                        "only local variables and elements in memory have "
                        "addresses in cmc (a global variable's address "
                        "cannot be taken)");
        return NULL;
    }
    bool contiguous = place.rows <= 1 && (place.count == 1 || place.stride == 1);
    if (!contiguous) {
        error_at_cursor(frontend, where,
                        "the address of a region with gaps cannot be taken; "
                        "take the address of its first element");
        return NULL;
    }
    /* A copy of a vector in memory (`&(*vp)(i)`): the element's address
     * is in that memory, not in the copy, which is written back only by
     * writes through the copy itself. */
    LLVMValueRef address =
        place.memory_address
            ? place.memory_address
            : LLVMBuildPtrToInt(frontend->builder, place.storage,
                                i64_type(frontend), "");
    if (target.type.kind == TYPE_STRUCT)
        return address;
    LLVMValueRef position = LLVMBuildZExt(
        frontend->builder, place_element_position(frontend, place, NULL),
        i64_type(frontend), "");
    LLVMValueRef bytes = LLVMBuildMul(
        frontend->builder, position,
        LLVMConstInt(i64_type(frontend),
                     (unsigned long long)element_bytes(
                         place.object_type.element),
                     0),
        "");
    return LLVMBuildAdd(frontend->builder, address, bytes, "");
}

LLVMValueRef decayed_array_address(struct frontend *frontend, CXCursor where,
                                   struct value array)
{
    if (array.address) /* an array in memory (a field `p->a`) */
        return array.address;
    return local_address(frontend, where, array);
}

struct value lower_address_of(struct frontend *frontend, CXCursor expression,
                              CXCursor operand)
{
    struct value target = lower_expression(frontend, operand);
    if (target.type.kind == TYPE_UNSUPPORTED)
        return target;
    struct cm_type type = classify_type(clang_getCursorType(expression));
    if (target.address)
        return rvalue(type, target.address);
    if (!target.is_place) {
        error_at_cursor(frontend, expression,
                        "only variables and elements in memory (p[i], *p) "
                        "have addresses");
        return pointer_error();
    }
    if (report_copied_region_address(frontend, target.place))
        return pointer_error();
    if (!check_struct_layout(frontend, expression, target.type))
        return pointer_error();
    LLVMValueRef address = local_address(frontend, expression, target);
    return address ? rvalue(type, address) : pointer_error();
}

/* ---- Accesses through a pointer --------------------------------------------- */

/* Every access through a pointer is bracketed by calls of cmc's markers
 * (declared functions the optimiser removes before any other pass,
 * optimiser/private_memory.c):
 *
 *   %a = call i64 @cmc.pointer.address(i64 %address)
 *   ... the SVM message(s), addressed by %a ...
 *   %r = call T @cmc.pointer.loaded.T(i64 %a, T %svm_result)    (a read)
 *   call void @cmc.pointer.stored.T(i64 %a, T %value)           (a write)
 *
 * When %address is a local variable's (&x, after inlining) the optimiser
 * makes the access a load or store of the variable and deletes the
 * message; otherwise it removes the markers and the message stays. */

static LLVMValueRef marker_call(struct frontend *frontend, const char *name,
                                LLVMTypeRef result, LLVMValueRef *arguments,
                                unsigned count)
{
    LLVMTypeRef parameters[2];
    for (unsigned i = 0; i < count; i++)
        parameters[i] = LLVMTypeOf(arguments[i]);
    LLVMTypeRef type = LLVMFunctionType(result, parameters, count, 0);
    LLVMValueRef function = LLVMGetNamedFunction(frontend->module, name);
    if (!function)
        function = LLVMAddFunction(frontend->module, name, type);
    return LLVMBuildCall2(frontend->builder, type, function, arguments, count,
                          "");
}

static LLVMValueRef mark_address(struct frontend *frontend,
                                 LLVMValueRef address)
{
    return marker_call(frontend, "cmc.pointer.address", i64_type(frontend),
                       &address, 1);
}

static LLVMValueRef mark_loaded(struct frontend *frontend,
                                LLVMValueRef address, LLVMValueRef value)
{
    char name[96] = "cmc.pointer.loaded";
    genx_append_overload_suffix(name, sizeof name, LLVMTypeOf(value));
    LLVMValueRef arguments[2] = {address, value};
    return marker_call(frontend, name, LLVMTypeOf(value), arguments, 2);
}

static void mark_stored(struct frontend *frontend, LLVMValueRef address,
                        LLVMValueRef value)
{
    char name[96] = "cmc.pointer.stored";
    genx_append_overload_suffix(name, sizeof name, LLVMTypeOf(value));
    LLVMValueRef arguments[2] = {address, value};
    marker_call(frontend, name, LLVMVoidTypeInContext(frontend->context),
                arguments, 2);
}

LLVMValueRef read_memory_element(struct frontend *frontend,
                                 struct value element)
{
    /* Never whole: an error at the user's expression. */
    if (!check_copyable(frontend, frontend->user_cursor, element.type))
        return LLVMGetUndef(type_llvm_type(frontend->context, element.type));
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
    LLVMValueRef address = mark_address(frontend, element.address);
    LLVMValueRef value =
        element.type.kind == TYPE_VECTOR
            ? svm_load_vector(frontend, clang_getNullCursor(), address,
                              element.type)
            : svm_load_element(frontend, address, element.type.element);
    return value ? mark_loaded(frontend, address, value) : NULL;
}

void write_memory_element(struct frontend *frontend, struct value element,
                          LLVMValueRef new_value, struct cm_type new_type)
{
    if (!check_copyable(frontend, frontend->user_cursor, element.type))
        return;
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
    if (!converted)
        return;
    LLVMValueRef address = mark_address(frontend, element.address);
    mark_stored(frontend, address, converted);
    if (element.type.kind == TYPE_VECTOR)
        svm_store_vector(frontend, address, element.type, converted);
    else
        svm_store_element(frontend, address, element.type.element, converted);
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
