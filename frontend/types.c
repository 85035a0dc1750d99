/* types.c - CM types: from clang types, to LLVM types.
 *
 * cm.h declares vector, vector_ref and their shared base cm_vector_base as
 * class templates; this file recognises them by name and reads their
 * template arguments, so that typedefs, `const` and spellings like `8/2`
 * all reduce to one cm_type.  An enum is a scalar of its underlying
 * integer type. */
#include <limits.h>
#include <string.h>

#include "frontend/internal.h"

static bool builtin_element(enum CXTypeKind kind, enum element_kind *element)
{
    switch (kind) {
    case CXType_Bool: *element = ELEMENT_BOOL; return true;
    case CXType_Char_S:
    case CXType_SChar: *element = ELEMENT_I8; return true;
    case CXType_Char_U:
    case CXType_UChar: *element = ELEMENT_U8; return true;
    case CXType_Short: *element = ELEMENT_I16; return true;
    case CXType_UShort: *element = ELEMENT_U16; return true;
    case CXType_Int: *element = ELEMENT_I32; return true;
    case CXType_UInt: *element = ELEMENT_U32; return true;
    case CXType_Long:
    case CXType_LongLong: *element = ELEMENT_I64; return true;
    case CXType_ULong:
    case CXType_ULongLong: *element = ELEMENT_U64; return true;
    case CXType_Float16:
    case CXType_Half: *element = ELEMENT_HALF; return true;
    case CXType_Float: *element = ELEMENT_FLOAT; return true;
    case CXType_Double: *element = ELEMENT_DOUBLE; return true;
    default: return false;
    }
}

struct cm_type scalar_type(enum element_kind element)
{
    struct cm_type type = {
        .kind = TYPE_SCALAR, .element = element,
        .rows = 1, .columns = 1, .is_reference = false};
    return type;
}

enum cm_class_family cm_class_family_of(const char *name, bool *is_reference)
{
    static const struct {
        const char *name;
        enum cm_class_family family;
        bool is_reference;
    } classes[] = {
        {"vector", CM_VECTOR_CLASS, false},
        {"cm_vector_base", CM_VECTOR_CLASS, false},
        {"vector_ref", CM_VECTOR_CLASS, true},
        {"cm_vector_region", CM_VECTOR_CLASS, true},
        {"matrix", CM_MATRIX_CLASS, false},
        {"cm_matrix_base", CM_MATRIX_CLASS, false},
        {"matrix_ref", CM_MATRIX_CLASS, true},
        {"cm_matrix_region", CM_MATRIX_CLASS, true},
    };
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++)
        if (strcmp(name, classes[i].name) == 0) {
            *is_reference = classes[i].is_reference;
            return classes[i].family;
        }
    *is_reference = false;
    return NOT_CM_CLASS;
}

/* vector<T,N>, vector_ref<T,N>, cm_vector_base<T,N>, and the matrix
 * classes <T,R,C>; SurfaceIndex and SamplerIndex. */
static struct cm_type classify_pointer(CXType type);

static struct cm_type classify_record(CXType type)
{
    struct cm_type unsupported = {
        .kind = TYPE_UNSUPPORTED, .element = ELEMENT_I32,
        .rows = 0, .columns = 0, .is_reference = false};
    if (type_is_lambda(type))
        return scalar_type(ELEMENT_U8); /* a closure: lambda.c */
    CXCursor declaration = clang_getTypeDeclaration(type);
    char name[64];
    cursor_spelling(declaration, name, sizeof name);
    if (strcmp(name, "SurfaceIndex") == 0 || strcmp(name, "SamplerIndex") == 0) {
        struct cm_type handle = {
            .kind = name[1] == 'u' ? TYPE_SURFACE : TYPE_SAMPLER,
            .element = ELEMENT_U32, .rows = 1, .columns = 1,
            .is_reference = false};
        return handle;
    }
    enum CXCursorKind declaration_kind = clang_getCursorKind(declaration);
    bool is_ref;
    enum cm_class_family family = cm_class_family_of(name, &is_ref);
    bool is_matrix = family == CM_MATRIX_CLASS;
    bool is_vector = family == CM_VECTOR_CLASS;
    if ((declaration_kind == CXCursor_StructDecl ||
         declaration_kind == CXCursor_ClassDecl ||
         declaration_kind == CXCursor_UnionDecl) &&
        (clang_Type_getNumTemplateArguments(type) <= 0 ||
         (!is_matrix && !is_vector)) &&
        struct_is_supported(type)) {
        struct cm_type user_struct = {
            .kind = TYPE_STRUCT, .element = ELEMENT_I32,
            .rows = 1, .columns = 1, .is_reference = false,
            .record = clang_getCanonicalType(type)};
        return user_struct;
    }
    if (!is_matrix && !is_vector)
        return unsupported;
    int argument_count = is_matrix ? 3 : 2;
    if (clang_Type_getNumTemplateArguments(type) != argument_count)
        return unsupported;
    enum element_kind element;
    CXType element_type = clang_getCanonicalType(
        clang_Type_getTemplateArgumentAsType(type, 0));
    struct cm_type pointer = {.kind = TYPE_UNSUPPORTED};
    if (element_type.kind == CXType_Pointer) { /* vector<T *, N> */
        pointer = classify_pointer(element_type);
        if (pointer.kind != TYPE_SCALAR)
            return unsupported;
        element_type.kind = CXType_ULongLong;
    }
    bool is_surface_vector =
        !is_matrix && element_type.kind == CXType_Record &&
        classify_record(element_type).kind == TYPE_SURFACE;
    if (is_surface_vector)
        element = ELEMENT_U32;
    else if (!builtin_element(element_type.kind, &element) ||
             element == ELEMENT_BOOL)
        return unsupported;
    long long rows = 1;
    long long columns = clang_Cursor_getTemplateArgumentValue(declaration, 1);
    if (is_matrix) {
        rows = columns;
        columns = clang_Cursor_getTemplateArgumentValue(declaration, 2);
    }
    /* type_element_count's product must fit (cm.h's limit is far lower). */
    if (rows <= 0 || columns <= 0 || saturating_mul(rows, columns) > INT_MAX)
        return unsupported;
    struct cm_type object = {
        .kind = TYPE_VECTOR, .element = element, .rows = (int)rows,
        .columns = (int)columns, .is_reference = is_ref,
        .is_pointer = pointer.is_pointer, .pointee = pointer.pointee,
        .pointee_count = pointer.pointee_count,
        .is_surface_vector = is_surface_vector};
    return object;
}

/* A pointer to a scalar, a vector or matrix, a struct cmc holds, or void
 * (nullptr_t is a pointer to void) in global memory: a 64-bit address
 * that remembers its pointee (a struct's: pointee_count bytes, and the
 * struct type in `record`).  Pointers to anything else (pointers,
 * functions) or into another address space (__local, __private) are
 * unsupported. */
static struct cm_type classify_pointer(CXType type)
{
    struct cm_type pointer = scalar_type(ELEMENT_U64);
    pointer.is_pointer = true;
    pointer.pointee = ELEMENT_U8;
    pointer.pointee_count = 0;
    if (type.kind == CXType_NullPtr)
        return pointer;
    CXType pointee = clang_getCanonicalType(clang_getPointeeType(type));
    struct cm_type unsupported = {
        .kind = TYPE_UNSUPPORTED, .element = ELEMENT_I32,
        .rows = 0, .columns = 0, .is_reference = false};
    if (clang_getAddressSpace(pointee) != 0) /* __local, __private */
        return unsupported;
    if (pointee.kind == CXType_Void)
        return pointer;
    struct cm_type target = classify_type(pointee);
    long long struct_bytes = clang_Type_getSizeOf(pointee);
    if (target.kind == TYPE_STRUCT && !target.is_reference &&
        struct_bytes > 0 && struct_bytes <= INT_MAX) {
        pointer.pointee_count = (int)struct_bytes;
        pointer.record = target.record;
        return pointer;
    }
    if (target.kind == TYPE_SCALAR && target.element == ELEMENT_BOOL &&
        !target.is_reference && !target.is_pointer) {
        /* A bool in memory is a byte, 0 or 1 (C++'s sizeof(bool) == 1):
         * reads convert it (non-zero is true), writes store 0 or 1. */
        pointer.pointee = ELEMENT_U8;
        pointer.pointee_count = 1;
        return pointer;
    }
    if ((target.kind != TYPE_SCALAR && target.kind != TYPE_VECTOR) ||
        target.is_reference || target.is_pointer ||
        target.element == ELEMENT_BOOL)
        return unsupported;
    pointer.pointee = target.element;
    pointer.pointee_count = type_element_count(target);
    return pointer;
}

struct cm_type classify_type(CXType type)
{
    struct cm_type unsupported = {
        .kind = TYPE_UNSUPPORTED, .element = ELEMENT_I32,
        .rows = 0, .columns = 0, .is_reference = false};
    type = clang_getCanonicalType(type);
    if (type.kind == CXType_LValueReference ||
        type.kind == CXType_RValueReference) {
        struct cm_type referenced =
            classify_type(clang_getPointeeType(type));
        referenced.is_reference = true;
        return referenced;
    }
    if (type.kind == CXType_Void) {
        struct cm_type void_type = {
            .kind = TYPE_VOID, .element = ELEMENT_I32,
            .rows = 0, .columns = 0, .is_reference = false};
        return void_type;
    }
    enum element_kind element;
    if (builtin_element(type.kind, &element))
        return scalar_type(element);
    if (type.kind == CXType_Enum) {
        /* An enum (CmAtomicOpType, ChannelMaskType ...) is a scalar of its
         * underlying integer type. */
        CXType underlying = clang_getCanonicalType(
            clang_getEnumDeclIntegerType(clang_getTypeDeclaration(type)));
        return builtin_element(underlying.kind, &element)
                   ? scalar_type(element)
                   : unsupported;
    }
    if (type.kind == CXType_Record)
        return classify_record(type);
    if (type.kind == CXType_Pointer || type.kind == CXType_NullPtr)
        return classify_pointer(type);
    if (type.kind == CXType_ConstantArray)
        return classify_array(type);
    return unsupported;
}

int type_element_count(struct cm_type type)
{
    return type.rows * type.columns;
}

long long type_byte_size(struct cm_type type)
{
    return saturating_mul(saturating_mul(type.rows, type.columns),
                          element_bytes(type.element));
}

/* Elements of `type` counting every array level, saturated; *innermost
 * is the element type below the arrays (a scalar or a CM object). */
static long long declared_elements(CXType type, struct cm_type *innermost)
{
    type = clang_getCanonicalType(type);
    if (type.kind != CXType_ConstantArray) {
        *innermost = classify_type(type);
        return innermost->kind == TYPE_VECTOR
                   ? saturating_mul(innermost->rows, innermost->columns)
                   : 1;
    }
    long long inner =
        declared_elements(clang_getArrayElementType(type), innermost);
    return saturating_mul(clang_getArraySize(type), inner);
}

bool check_object_size(struct frontend *frontend, CXCursor declaration)
{
    struct cm_type innermost;
    long long elements =
        declared_elements(clang_getCursorType(declaration), &innermost);
    if (innermost.kind != TYPE_SCALAR && innermost.kind != TYPE_VECTOR)
        return true;
    long long bytes = saturating_mul(elements, element_bytes(innermost.element));
    if (bytes <= VISA_MAX_OBJECT_BYTES)
        return true;
    error_at_cursor(frontend, declaration,
                    "an object of %lld elements (%lld bytes) is larger than "
                    "the %d bytes (256 GRFs) a vISA operand's row offset "
                    "reaches",
                    elements, bytes, VISA_MAX_OBJECT_BYTES);
    return false;
}

bool type_same_shape(struct cm_type a, struct cm_type b)
{
    return a.kind == b.kind && a.rows == b.rows && a.columns == b.columns;
}

struct cm_type type_with_element(struct cm_type type, enum element_kind element)
{
    type.element = element;
    return type;
}

bool element_is_float(enum element_kind element)
{
    return element == ELEMENT_HALF || element == ELEMENT_FLOAT ||
           element == ELEMENT_DOUBLE;
}

bool element_is_signed(enum element_kind element)
{
    return element == ELEMENT_I8 || element == ELEMENT_I16 ||
           element == ELEMENT_I32 || element == ELEMENT_I64 ||
           element_is_float(element);
}

int element_bytes(enum element_kind element)
{
    static const int bytes[] = {1, 1, 1, 2, 2, 4, 4, 8, 8, 2, 4, 8};
    return bytes[element];
}

const char *element_name(enum element_kind element)
{
    static const char *const names[] = {
        "bool", "char", "uchar", "short", "ushort", "int", "uint",
        "long long", "unsigned long long", "half", "float", "double"};
    return names[element];
}

LLVMTypeRef element_llvm_type(LLVMContextRef context, enum element_kind element)
{
    switch (element) {
    case ELEMENT_BOOL: return LLVMInt1TypeInContext(context);
    case ELEMENT_I8:
    case ELEMENT_U8: return LLVMInt8TypeInContext(context);
    case ELEMENT_I16:
    case ELEMENT_U16: return LLVMInt16TypeInContext(context);
    case ELEMENT_I32:
    case ELEMENT_U32: return LLVMInt32TypeInContext(context);
    case ELEMENT_I64:
    case ELEMENT_U64: return LLVMInt64TypeInContext(context);
    case ELEMENT_HALF: return LLVMHalfTypeInContext(context);
    case ELEMENT_FLOAT: return LLVMFloatTypeInContext(context);
    case ELEMENT_DOUBLE: return LLVMDoubleTypeInContext(context);
    }
    return LLVMInt32TypeInContext(context);
}

LLVMTypeRef type_llvm_type(LLVMContextRef context, struct cm_type type)
{
    switch (type.kind) {
    case TYPE_SCALAR: return element_llvm_type(context, type.element);
    case TYPE_VECTOR:
        return LLVMVectorType(element_llvm_type(context, type.element),
                              (unsigned)type_element_count(type));
    case TYPE_SURFACE:
    case TYPE_SAMPLER: return LLVMInt32TypeInContext(context);
    case TYPE_STRUCT: return struct_llvm_type(context, type);
    case TYPE_STRUCT_ARRAY:
        return LLVMArrayType2(
            type_llvm_type(context, classify_type(struct_array_element(type))),
            (uint64_t)clang_getArraySize(type.record));
    default: return LLVMVoidTypeInContext(context);
    }
}

CXType struct_array_element(struct cm_type type)
{
    return clang_getCanonicalType(clang_getArrayElementType(type.record));
}

bool type_in_memory_only(struct cm_type type)
{
    if (type.kind == TYPE_STRUCT_ARRAY)
        return true;
    if (type.kind != TYPE_STRUCT || type.is_pointer)
        return false;
    for (int i = 0; i < struct_field_count(type); i++)
        if (type_in_memory_only(struct_field_type(type, i)))
            return true;
    return false;
}

bool check_copyable(struct frontend *frontend, CXCursor where,
                    struct cm_type type)
{
    if (!type_in_memory_only(type))
        return true;
    error_at_cursor(frontend, where,
                    "cmc does not copy an array of structs, or a struct "
                    "holding one, as a whole: copy its elements");
    return false;
}

bool check_not_memory_only(struct frontend *frontend, CXCursor where,
                           CXType clang_type, const char *what)
{
    struct cm_type type = classify_type(clang_type);
    if (type.is_pointer || !type_in_memory_only(type))
        return true;
    CXString spelling = clang_getTypeSpelling(clang_type);
    error_at_cursor(frontend, where,
                    "%s of type '%s': cmc keeps an array of structs, or a "
                    "struct holding one, only in memory, where pointers and "
                    "reference variables reach it",
                    what, clang_getCString(spelling));
    clang_disposeString(spelling);
    return false;
}
