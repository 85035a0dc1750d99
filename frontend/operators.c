/* operators.c - CM's operators on vectors and matrices.
 *
 * Takes calls of the operator templates cm.h declares (and the compound
 * assignments of its classes); guarantees component-wise operations with
 * a scalar operand replicated, in the element type C++'s usual arithmetic
 * conversions give (CM spec 2.5, 3.2.4-3.2.8).  Comparisons give
 * vector<ushort, N> masks of 0 and 1.  Operators on scalars never come
 * here: clang gives them as builtin operators (expression.c). */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

static struct value operator_error(void)
{
    struct cm_type type = {.kind = TYPE_UNSUPPORTED, .element = ELEMENT_I32,
        .rows = 0, .columns = 0, .is_reference = false};
    return rvalue(type, NULL);
}

static struct cm_type cursor_cm_type(CXCursor cursor)
{
    struct cm_type type = classify_type(clang_getCursorType(cursor));
    type.is_reference = false;
    return type;
}

/* ---- C++'s usual arithmetic conversions ------------------------------------ */

static int integer_rank(enum element_kind element)
{
    switch (element) {
    case ELEMENT_BOOL: return 0;
    case ELEMENT_I8: case ELEMENT_U8: return 1;
    case ELEMENT_I16: case ELEMENT_U16: return 2;
    case ELEMENT_I32: case ELEMENT_U32: return 3;
    default: return 4;
    }
}

static enum element_kind integer_promotion(enum element_kind element)
{
    return integer_rank(element) < 3 ? ELEMENT_I32 : element;
}

static enum element_kind unsigned_of(enum element_kind element)
{
    return integer_rank(element) == 4 ? ELEMENT_U64 : ELEMENT_U32;
}

enum element_kind element_common_type(enum element_kind a,
                                      enum element_kind b)
{
    if (a == ELEMENT_DOUBLE || b == ELEMENT_DOUBLE)
        return ELEMENT_DOUBLE;
    if (a == ELEMENT_FLOAT || b == ELEMENT_FLOAT)
        return ELEMENT_FLOAT;
    if (a == ELEMENT_HALF || b == ELEMENT_HALF)
        return ELEMENT_HALF;
    a = integer_promotion(a);
    b = integer_promotion(b);
    if (a == b)
        return a;
    bool a_signed = element_is_signed(a), b_signed = element_is_signed(b);
    if (a_signed == b_signed)
        return integer_rank(a) >= integer_rank(b) ? a : b;
    enum element_kind signed_one = a_signed ? a : b;
    enum element_kind unsigned_one = a_signed ? b : a;
    if (integer_rank(unsigned_one) >= integer_rank(signed_one))
        return unsigned_one;
    if (element_bytes(signed_one) > element_bytes(unsigned_one))
        return signed_one;
    return unsigned_of(signed_one);
}

/* ---- Operators ---------------------------------------------------------------- */

enum operator_kind {
    OPERATOR_ADD, OPERATOR_SUB, OPERATOR_MUL, OPERATOR_DIV, OPERATOR_REM,
    OPERATOR_AND, OPERATOR_OR, OPERATOR_XOR, OPERATOR_SHL, OPERATOR_SHR,
    OPERATOR_LT, OPERATOR_LE, OPERATOR_GT, OPERATOR_GE, OPERATOR_EQ,
    OPERATOR_NE, OPERATOR_NOT, OPERATOR_COMPLEMENT,
};

static const struct operator_name {
    const char *name;
    enum operator_kind kind;
    bool is_compound;
} operator_names[] = {
    {"operator+", OPERATOR_ADD, false},   {"operator-", OPERATOR_SUB, false},
    {"operator*", OPERATOR_MUL, false},   {"operator/", OPERATOR_DIV, false},
    {"operator%", OPERATOR_REM, false},   {"operator&", OPERATOR_AND, false},
    {"operator|", OPERATOR_OR, false},    {"operator^", OPERATOR_XOR, false},
    {"operator<<", OPERATOR_SHL, false},  {"operator>>", OPERATOR_SHR, false},
    {"operator<", OPERATOR_LT, false},    {"operator<=", OPERATOR_LE, false},
    {"operator>", OPERATOR_GT, false},    {"operator>=", OPERATOR_GE, false},
    {"operator==", OPERATOR_EQ, false},   {"operator!=", OPERATOR_NE, false},
    {"operator!", OPERATOR_NOT, false},   {"operator~", OPERATOR_COMPLEMENT, false},
    {"operator+=", OPERATOR_ADD, true},   {"operator-=", OPERATOR_SUB, true},
    {"operator*=", OPERATOR_MUL, true},   {"operator/=", OPERATOR_DIV, true},
    {"operator%=", OPERATOR_REM, true},   {"operator&=", OPERATOR_AND, true},
    {"operator|=", OPERATOR_OR, true},    {"operator^=", OPERATOR_XOR, true},
    {"operator<<=", OPERATOR_SHL, true},  {"operator>>=", OPERATOR_SHR, true},
};

static bool is_comparison(enum operator_kind kind)
{
    return kind >= OPERATOR_LT && kind <= OPERATOR_NE;
}

static LLVMValueRef build_operation(struct frontend *frontend,
                                    enum operator_kind kind,
                                    enum element_kind element,
                                    LLVMValueRef left, LLVMValueRef right)
{
    static const enum arithmetic arithmetic_of[] = {
        [OPERATOR_ADD] = ARITHMETIC_ADD, [OPERATOR_SUB] = ARITHMETIC_SUB,
        [OPERATOR_MUL] = ARITHMETIC_MUL, [OPERATOR_DIV] = ARITHMETIC_DIV,
        [OPERATOR_REM] = ARITHMETIC_REM, [OPERATOR_AND] = ARITHMETIC_AND,
        [OPERATOR_OR] = ARITHMETIC_OR,   [OPERATOR_XOR] = ARITHMETIC_XOR,
        [OPERATOR_SHL] = ARITHMETIC_SHL, [OPERATOR_SHR] = ARITHMETIC_SHR,
    };
    if (kind <= OPERATOR_SHR)
        return build_arithmetic(frontend, arithmetic_of[kind], element, left,
                                right);
    LLVMBuilderRef builder = frontend->builder;
    bool is_float = element_is_float(element);
    bool is_signed = element_is_signed(element);
    static const LLVMIntPredicate signed_predicates[] = {
        LLVMIntSLT, LLVMIntSLE, LLVMIntSGT, LLVMIntSGE, LLVMIntEQ, LLVMIntNE};
    static const LLVMIntPredicate unsigned_predicates[] = {
        LLVMIntULT, LLVMIntULE, LLVMIntUGT, LLVMIntUGE, LLVMIntEQ, LLVMIntNE};
    static const LLVMRealPredicate real_predicates[] = {
        LLVMRealOLT, LLVMRealOLE, LLVMRealOGT, LLVMRealOGE, LLVMRealOEQ,
        LLVMRealUNE};
    int index = (int)kind - (int)OPERATOR_LT;
    if (is_float)
        return LLVMBuildFCmp(builder, real_predicates[index], left, right, "");
    return LLVMBuildICmp(builder,
                         is_signed ? signed_predicates[index]
                                   : unsigned_predicates[index],
                         left, right, "");
}

/* An operand's element type: of a CM object or of a scalar. */
static enum element_kind operand_element(CXCursor operand)
{
    struct cm_type type = cursor_cm_type(operand);
    return type.element;
}

static struct cm_type with_count(enum element_kind element, int count)
{
    struct cm_type type = {.kind = TYPE_VECTOR, .element = element,
        .rows = 1, .columns = count, .is_reference = false};
    return type;
}

/* A comparison mask: 1 where true, else 0, as vector<ushort, N>. */
static LLVMValueRef mask_from_predicate(struct frontend *frontend,
                                        LLVMValueRef predicate, int count)
{
    return LLVMBuildZExt(
        frontend->builder, predicate,
        type_llvm_type(frontend->context, with_count(ELEMENT_U16, count)), "");
}

static struct value lower_binary(struct frontend *frontend, CXCursor call,
                                 enum operator_kind kind, CXCursor left,
                                 CXCursor right)
{
    struct cm_type result_type = cursor_cm_type(call);
    int count = type_element_count(result_type);
    enum element_kind work = result_type.element;
    if (is_comparison(kind))
        work = element_common_type(operand_element(left),
                                   operand_element(right));
    struct cm_type work_type = with_count(work, count);
    LLVMValueRef left_value = lower_rvalue_as(frontend, left, work_type);
    LLVMValueRef right_value = lower_rvalue_as(frontend, right, work_type);
    if (!left_value || !right_value)
        return operator_error();
    LLVMValueRef value =
        build_operation(frontend, kind, work, left_value, right_value);
    if (is_comparison(kind))
        value = mask_from_predicate(frontend, value, count);
    return rvalue(result_type, value);
}

static struct value lower_unary(struct frontend *frontend, CXCursor call,
                                const char *name, CXCursor operand)
{
    struct cm_type result_type = cursor_cm_type(call);
    int count = type_element_count(result_type);
    if (strcmp(name, "operator!") == 0) {
        enum element_kind element = operand_element(operand);
        LLVMValueRef value =
            lower_rvalue_as(frontend, operand, with_count(element, count));
        if (!value)
            return operator_error();
        LLVMValueRef predicate = build_operation(
            frontend, OPERATOR_EQ, element, value,
            LLVMConstNull(LLVMTypeOf(value)));
        return rvalue(result_type,
                      mask_from_predicate(frontend, predicate, count));
    }
    LLVMValueRef value = lower_rvalue_as(frontend, operand, result_type);
    if (!value)
        return operator_error();
    LLVMBuilderRef builder = frontend->builder;
    if (strcmp(name, "operator~") == 0)
        value = LLVMBuildNot(builder, value, "");
    else if (strcmp(name, "operator-") == 0)
        value = element_is_float(result_type.element)
                    ? LLVMBuildFNeg(builder, value, "")
                    : LLVMBuildNeg(builder, value, "");
    return rvalue(result_type, value);
}

/* target OP= source: computed in the common type (for shifts, the
 * target's promoted type), converted back to the target's elements. */
static struct value lower_compound(struct frontend *frontend, CXCursor call,
                                   enum operator_kind kind, CXCursor target,
                                   CXCursor source)
{
    struct value destination = lower_expression(frontend, target);
    if (destination.type.kind == TYPE_UNSUPPORTED)
        return destination;
    if (!destination.is_place) {
        error_at_cursor(frontend, call, "cannot assign to this expression");
        return operator_error();
    }
    struct cm_type target_type = destination.type;
    int count = destination.place.count;
    struct cm_type region_type = with_count(target_type.element, count);
    enum element_kind work =
        kind == OPERATOR_SHL || kind == OPERATOR_SHR
            ? integer_promotion(target_type.element)
            : element_common_type(target_type.element,
                                  operand_element(source));
    struct cm_type work_type = with_count(work, count);
    LLVMValueRef current = read_place(frontend, destination.place);
    if (LLVMGetTypeKind(LLVMTypeOf(current)) != LLVMVectorTypeKind)
        current = convert_value(frontend, current,
                                scalar_type(target_type.element), region_type);
    current = convert_value(frontend, current, region_type, work_type);
    LLVMValueRef operand = lower_rvalue_as(frontend, source, work_type);
    if (!operand)
        return operator_error();
    LLVMValueRef result =
        build_operation(frontend, kind, work, current, operand);
    write_place(frontend, destination.place, result, work_type);
    return destination;
}

bool lower_cm_operator_call(struct frontend *frontend, CXCursor call,
                            CXCursor callee, struct value *result)
{
    char name[64];
    cursor_spelling(callee, name, sizeof name);
    if (strncmp(name, "operator", 8) != 0 ||
        !cursor_declared_in_cm_header(frontend, callee))
        return false;
    const struct operator_name *found = NULL;
    for (size_t i = 0; i < sizeof operator_names / sizeof operator_names[0];
         i++)
        if (strcmp(name, operator_names[i].name) == 0)
            found = &operator_names[i];
    if (!found)
        return false;
    int arguments = clang_Cursor_getNumArguments(call);
    CXCursor first = clang_Cursor_getArgument(call, 0);
    CXCursor second = arguments > 1 ? clang_Cursor_getArgument(call, 1)
                                    : clang_getNullCursor();
    if (classify_type(clang_getCursorType(first)).is_pointer ||
        (arguments > 1 &&
         classify_type(clang_getCursorType(second)).is_pointer)) {
        /* C's pointer arithmetic scales by the pointee; CM's operators
         * on vectors of pointers would not. */
        error_at_cursor(frontend, call,
                        "CM operators do not apply to vectors of pointers; "
                        "compute addresses as integers (uintptr_t)");
        *result = rvalue((struct cm_type){.kind = TYPE_UNSUPPORTED}, NULL);
        return true;
    }
    if (found->is_compound && arguments == 2)
        *result = lower_compound(frontend, call, found->kind, first, second);
    else if (arguments == 1)
        *result = lower_unary(frontend, call, name, first);
    else if (arguments == 2)
        *result = lower_binary(frontend, call, found->kind, first, second);
    else
        return false;
    return true;
}
