/* structs.c - C structs whose fields are scalars and vectors.
 *
 * Takes a struct type declared by the user (fields of scalar, vector and,
 * when cm_type has them, matrix type); guarantees an LLVM literal struct of
 * the fields' flat types, a place for `s.field` (a GEP into the struct's
 * storage, so fields are read, written and selected like variables), and
 * brace initialisation.  A union whose members are scalars and vectors of
 * one size is a struct of its first member, and `u.member` that storage
 * seen with the member's type (type punning, as C++ compilers allow).
 * Aggregates never reach the backend: SROA/mem2reg
 * split struct locals into their fields, and calls pass a struct as its
 * fields (frontend/call.c). */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

#define MAX_STRUCT_FIELDS 64

struct field_list {
    CXCursor cursors[MAX_STRUCT_FIELDS];
    int count;
    bool overflow;
};

static enum CXVisitorResult collect_field(CXCursor field, CXClientData data)
{
    struct field_list *list = data;
    if (list->count == MAX_STRUCT_FIELDS) {
        list->overflow = true;
        return CXVisit_Break;
    }
    list->cursors[list->count++] = field;
    return CXVisit_Continue;
}

static bool is_union(CXType record)
{
    return clang_getCursorKind(clang_getTypeDeclaration(
               clang_getCanonicalType(record))) == CXCursor_UnionDecl;
}

/* Every field (a union's every member). */
static struct field_list members_of(CXType record)
{
    struct field_list list;
    memset(&list, 0, sizeof list);
    clang_Type_visitFields(clang_getCanonicalType(record), collect_field,
                           &list);
    return list;
}

/* The fields the object is laid out as: a union's first member only. */
static struct field_list fields_of(CXType record)
{
    struct field_list list = members_of(record);
    if (is_union(record) && list.count > 1)
        list.count = 1;
    return list;
}

/* A user struct cmc can hold: at least one field, every field a scalar,
 * vector, matrix, array (arrays.c) or struct value (no references, no bit
 * fields).  A field that is an array of structs makes the struct one
 * that lives only in memory (type_in_memory_only). */
static enum CXChildVisitResult find_base(CXCursor child, CXCursor parent,
                                         CXClientData data)
{
    (void)parent;
    if (clang_getCursorKind(child) != CXCursor_CXXBaseSpecifier)
        return CXChildVisit_Continue;
    *(bool *)data = true;
    return CXChildVisit_Break;
}

/* Base classes would add fields clang_Type_visitFields does not show. */
static bool has_base_class(CXType record)
{
    bool found = false;
    clang_visitChildren(clang_getTypeDeclaration(record), find_base, &found);
    return found;
}

bool struct_is_supported(CXType record)
{
    struct field_list list = members_of(record);
    if (list.count == 0 || list.overflow || has_base_class(record))
        return false;
    bool punned = is_union(record);
    long long size = clang_Type_getSizeOf(clang_getCanonicalType(record));
    for (int i = 0; i < list.count; i++) {
        CXType field_type = clang_getCursorType(list.cursors[i]);
        struct cm_type type = classify_type(field_type);
        if (type.is_reference ||
            (type.kind != TYPE_SCALAR && type.kind != TYPE_VECTOR &&
             ((type.kind != TYPE_STRUCT && type.kind != TYPE_STRUCT_ARRAY) ||
              punned)))
            return false;
        if (clang_Cursor_isBitField(list.cursors[i]))
            return false;
        if (punned && clang_Type_getSizeOf(field_type) != size)
            return false; /* members of one size only */
    }
    return true;
}

int struct_field_count(struct cm_type type)
{
    return fields_of(type.record).count;
}

/* The type `field` is read and written as. */
static struct cm_type member_type(CXCursor field)
{
    struct cm_type type = classify_type(clang_getCursorType(field));
    type.is_reference = false;
    return type;
}

struct cm_type struct_field_type(struct cm_type type, int index)
{
    return member_type(fields_of(type.record).cursors[index]);
}

long long struct_field_offset(struct cm_type type, int index)
{
    struct field_list list = fields_of(type.record);
    long long bits = clang_Cursor_getOffsetOfField(list.cursors[index]);
    return bits < 0 ? 0 : bits / 8;
}

bool pointer_to_struct(struct cm_type pointer)
{
    return pointer.is_pointer && pointer.record.kind != CXType_Invalid;
}

LLVMTypeRef struct_llvm_type(LLVMContextRef context, struct cm_type type)
{
    struct field_list list = fields_of(type.record);
    LLVMTypeRef fields[MAX_STRUCT_FIELDS];
    for (int i = 0; i < list.count; i++)
        fields[i] = type_llvm_type(context, struct_field_type(type, i));
    return LLVMStructTypeInContext(context, fields, (unsigned)list.count, 0);
}

/* ---- s.field ------------------------------------------------------------ */

/* The index of `field` in the struct (0 for a union's every member), -1
 * after a located error. */
static int field_index(struct frontend *frontend, CXCursor where,
                       struct cm_type type, CXCursor field)
{
    struct field_list list = members_of(type.record);
    for (int i = 0; i < list.count; i++)
        if (clang_equalCursors(list.cursors[i], field))
            return is_union(type.record) ? 0 : i;
    error_at_cursor(frontend, where, "this member access is not supported yet");
    return -1;
}


struct value struct_field_in_memory(struct frontend *frontend,
                                    struct value object, int index)
{
    struct value element = rvalue(struct_field_type(object.type, index), NULL);
    element.address = LLVMBuildAdd(
        frontend->builder, object.address,
        LLVMConstInt(LLVMInt64TypeInContext(frontend->context),
                     (unsigned long long)struct_field_offset(object.type, index),
                     0),
        "");
    return element;
}

/* The place of `field` of the struct object (a place). */
static struct value field_place(struct frontend *frontend, CXCursor where,
                                struct value object, CXCursor field)
{
    struct value failed = rvalue(scalar_type(ELEMENT_I32), NULL);
    failed.type.kind = TYPE_UNSUPPORTED;
    int index = field_index(frontend, where, object.type, field);
    if (index < 0)
        return failed;
    LLVMValueRef address = LLVMBuildStructGEP2(
        frontend->builder,
        struct_llvm_type(frontend->context, object.place.object_type),
        object.place.storage, (unsigned)index, "");
    return place_value(whole_place(address, member_type(field)));
}

struct value lower_member(struct frontend *frontend, CXCursor expression)
{
    struct value failed = rvalue(scalar_type(ELEMENT_I32), NULL);
    failed.type.kind = TYPE_UNSUPPORTED;
    CXCursor field = clang_getCursorReferenced(expression);
    unsigned count;
    CXCursor *children = cursor_children(expression, &count);
    CXCursor base = count ? children[0] : expression;
    free(children);
    if (clang_getCursorKind(field) != CXCursor_FieldDecl || count > 1 ||
        (count == 0 && !frontend->has_this)) {
        error_at_cursor(frontend, expression,
                        "this member access is not supported yet");
        return failed;
    }
    /* No base: a field named inside a member function, this->field. */
    struct value object =
        count ? lower_expression(frontend, base) : frontend->this_value;
    if (object.type.kind == TYPE_UNSUPPORTED)
        return failed;
    /* p->field: the struct p points to, in memory. */
    if (pointer_to_struct(object.type)) {
        object = pointer_target(frontend, expression, object);
        if (object.type.kind == TYPE_UNSUPPORTED)
            return failed;
    }
    if (object.address && object.type.kind == TYPE_STRUCT) {
        int index = field_index(frontend, expression, object.type, field);
        if (index < 0)
            return failed;
        struct value element = struct_field_in_memory(frontend, object, index);
        element.type = member_type(field); /* a union's member */
        return element;
    }
    /* f().field: the struct result gets a temporary place. */
    object = materialize_value(frontend, object);
    if (object.type.kind != TYPE_STRUCT || !object.is_place) {
        error_at_cursor(frontend, expression,
                        "member access needs a struct variable");
        return failed;
    }
    return field_place(frontend, expression, object, field);
}

/* ---- S(...) : field(value), ... -------------------------------------------- */

void lower_member_initializers(struct frontend *frontend, CXCursor constructor)
{
    unsigned count;
    CXCursor *children = cursor_children(constructor, &count);
    for (unsigned i = 0; i + 1 < count; i++) {
        if (clang_getCursorKind(children[i]) == CXCursor_TypeRef &&
            frontend->this_value.is_place) {
            /* a delegating constructor, `S(int x) : S(x, 0) {}`: the
             * object the other constructor builds */
            struct value self = frontend->this_value;
            LLVMValueRef value =
                lower_rvalue_as(frontend, children[i + 1], self.type);
            if (value)
                write_place(frontend, self.place, value, self.type);
            continue;
        }
        if (clang_getCursorKind(children[i]) != CXCursor_MemberRef)
            continue;
        CXCursor field = clang_getCursorReferenced(children[i]);
        CXCursor initializer = children[i + 1];
        struct value place =
            field_place(frontend, children[i], frontend->this_value, field);
        if (place.type.kind == TYPE_UNSUPPORTED)
            continue;
        LLVMValueRef value = lower_rvalue_as(frontend, initializer, place.type);
        if (value)
            write_place(frontend, place.place, value, place.type);
    }
    free(children);
}

/* ---- S s = {a, b}; --------------------------------------------------------- */

struct value lower_struct_initializer(struct frontend *frontend,
                                      CXCursor expression, struct cm_type type)
{
    struct value failed = rvalue(scalar_type(ELEMENT_I32), NULL);
    failed.type.kind = TYPE_UNSUPPORTED;
    unsigned count;
    CXCursor *children = cursor_children(expression, &count);
    int field_count = struct_field_count(type);
    LLVMValueRef aggregate =
        LLVMGetUndef(struct_llvm_type(frontend->context, type));
    for (int i = 0; i < field_count && aggregate; i++) {
        if ((unsigned)i >= count)
            break; /* the rest stays undefined, as for a vector */
        LLVMValueRef value =
            lower_rvalue_as(frontend, children[i], struct_field_type(type, i));
        aggregate = value ? LLVMBuildInsertValue(frontend->builder, aggregate,
                                                 value, (unsigned)i, "")
                          : NULL;
    }
    free(children);
    return aggregate ? rvalue(type, aggregate) : failed;
}
