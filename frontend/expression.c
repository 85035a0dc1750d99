/* expression.c - lowering CM expressions to LLVM IR.
 *
 * Takes an expression cursor of the instantiated AST; returns a `struct
 * value`: an r-value, or a place when the expression denotes an object or
 * a region of one.  C++ operators on scalars arrive as clang's builtin
 * operators; CM operators arrive as calls of cm.h's declarations, which are
 * recognised by name here.  libclang shows implicit conversions only as
 * unexposed expressions, so a conversion is inferred from the types of the
 * node and its child. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

static bool is_error(struct value value)
{
    return value.type.kind == TYPE_UNSUPPORTED;
}

static struct cm_type expression_type(CXCursor expression)
{
    return classify_type(clang_getCursorType(expression));
}

/* ---- Constants ------------------------------------------------------------ */

LLVMValueRef folded_scalar(struct frontend *frontend, CXCursor expression,
                           struct cm_type type)
{
    if (type.kind != TYPE_SCALAR)
        return NULL;
    CXEvalResult evaluation = clang_Cursor_Evaluate(expression);
    if (!evaluation)
        return NULL;
    LLVMTypeRef llvm_type = element_llvm_type(frontend->context, type.element);
    LLVMValueRef constant = NULL;
    CXEvalResultKind kind = clang_EvalResult_getKind(evaluation);
    if (kind == CXEval_Float) {
        double number = clang_EvalResult_getAsDouble(evaluation);
        constant = element_is_float(type.element)
                       ? LLVMConstReal(llvm_type, number)
                       : LLVMConstInt(llvm_type,
                                      (unsigned long long)(long long)number, 1);
    } else if (kind == CXEval_Int) {
        long long number = clang_EvalResult_getAsLongLong(evaluation);
        constant = element_is_float(type.element)
                       ? LLVMConstReal(llvm_type, (double)number)
                       : LLVMConstInt(llvm_type, (unsigned long long)number,
                                      element_is_signed(type.element));
    }
    clang_EvalResult_dispose(evaluation);
    return constant;
}

/* `float{-60000}`, `int{}`, `T{x}`: a braced list of at most one
 * element initialising a scalar, converted as C++ converts it (clang has
 * already rejected a narrowing one). */
static struct value lower_scalar_initializer(struct frontend *frontend,
                                             CXCursor list)
{
    struct cm_type type = expression_type(list);
    unsigned count;
    CXCursor *elements = cursor_children(list, &count);
    struct value result = error_value();
    if (count == 0) {
        result = rvalue(type, LLVMConstNull(type_llvm_type(frontend->context,
                                                            type)));
    } else if (count == 1) {
        LLVMValueRef value = lower_rvalue_as(frontend, elements[0], type);
        if (value)
            result = rvalue(type, value);
    } else {
        error_at_cursor(frontend, list,
                        "a scalar is initialised from one value, not %u",
                        count);
    }
    free(elements);
    return result;
}

static struct value lower_constant(struct frontend *frontend,
                                   CXCursor expression)
{
    struct cm_type type = expression_type(expression);
    if (type.kind != TYPE_SCALAR) {
        error_at_cursor(frontend, expression,
                        "this kind of constant is not supported yet");
        return error_value();
    }
    LLVMValueRef constant = folded_scalar(frontend, expression, type);
    if (!constant) {
        error_at_cursor(frontend, expression,
                        "expression is not a constant cmc can evaluate");
        return error_value();
    }
    return rvalue(type, constant);
}

/* ---- Arithmetic ------------------------------------------------------------ */

LLVMValueRef build_arithmetic(struct frontend *frontend,
                              enum arithmetic operation,
                              enum element_kind element,
                              LLVMValueRef left, LLVMValueRef right)
{
    LLVMBuilderRef builder = frontend->builder;
    bool is_float = element_is_float(element);
    bool is_signed = element_is_signed(element);
    switch (operation) {
    case ARITHMETIC_ADD:
        return is_float ? LLVMBuildFAdd(builder, left, right, "")
                        : LLVMBuildAdd(builder, left, right, "");
    case ARITHMETIC_SUB:
        return is_float ? LLVMBuildFSub(builder, left, right, "")
                        : LLVMBuildSub(builder, left, right, "");
    case ARITHMETIC_MUL:
        return is_float ? LLVMBuildFMul(builder, left, right, "")
                        : LLVMBuildMul(builder, left, right, "");
    case ARITHMETIC_DIV:
        return is_float ? LLVMBuildFDiv(builder, left, right, "")
               : is_signed ? LLVMBuildSDiv(builder, left, right, "")
                           : LLVMBuildUDiv(builder, left, right, "");
    case ARITHMETIC_REM:
        return is_float ? LLVMBuildFRem(builder, left, right, "")
               : is_signed ? LLVMBuildSRem(builder, left, right, "")
                           : LLVMBuildURem(builder, left, right, "");
    case ARITHMETIC_SHL: return LLVMBuildShl(builder, left, right, "");
    case ARITHMETIC_SHR:
        return is_signed ? LLVMBuildAShr(builder, left, right, "")
                         : LLVMBuildLShr(builder, left, right, "");
    case ARITHMETIC_AND: return LLVMBuildAnd(builder, left, right, "");
    case ARITHMETIC_OR: return LLVMBuildOr(builder, left, right, "");
    case ARITHMETIC_XOR: return LLVMBuildXor(builder, left, right, "");
    }
    return NULL;
}

static bool arithmetic_for_binary(enum CXBinaryOperatorKind kind,
                                  enum arithmetic *operation)
{
    switch (kind) {
    case CXBinaryOperator_Add: case CXBinaryOperator_AddAssign:
        *operation = ARITHMETIC_ADD; return true;
    case CXBinaryOperator_Sub: case CXBinaryOperator_SubAssign:
        *operation = ARITHMETIC_SUB; return true;
    case CXBinaryOperator_Mul: case CXBinaryOperator_MulAssign:
        *operation = ARITHMETIC_MUL; return true;
    case CXBinaryOperator_Div: case CXBinaryOperator_DivAssign:
        *operation = ARITHMETIC_DIV; return true;
    case CXBinaryOperator_Rem: case CXBinaryOperator_RemAssign:
        *operation = ARITHMETIC_REM; return true;
    case CXBinaryOperator_Shl: case CXBinaryOperator_ShlAssign:
        *operation = ARITHMETIC_SHL; return true;
    case CXBinaryOperator_Shr: case CXBinaryOperator_ShrAssign:
        *operation = ARITHMETIC_SHR; return true;
    case CXBinaryOperator_And: case CXBinaryOperator_AndAssign:
        *operation = ARITHMETIC_AND; return true;
    case CXBinaryOperator_Or: case CXBinaryOperator_OrAssign:
        *operation = ARITHMETIC_OR; return true;
    case CXBinaryOperator_Xor: case CXBinaryOperator_XorAssign:
        *operation = ARITHMETIC_XOR; return true;
    default: return false;
    }
}

static bool arithmetic_for_operator_name(const char *name,
                                         enum arithmetic *operation)
{
    static const struct {
        const char *name;
        enum arithmetic operation;
    } operators[] = {
        {"operator+", ARITHMETIC_ADD}, {"operator-", ARITHMETIC_SUB},
        {"operator*", ARITHMETIC_MUL}, {"operator/", ARITHMETIC_DIV},
        {"operator%", ARITHMETIC_REM}, {"operator<<", ARITHMETIC_SHL},
        {"operator>>", ARITHMETIC_SHR}, {"operator&", ARITHMETIC_AND},
        {"operator|", ARITHMETIC_OR},  {"operator^", ARITHMETIC_XOR},
    };
    for (size_t i = 0; i < sizeof operators / sizeof operators[0]; i++)
        if (strcmp(name, operators[i].name) == 0) {
            *operation = operators[i].operation;
            return true;
        }
    return false;
}

/* left OP right in `type` (operands converted to it, scalars replicated). */
static struct value lower_arithmetic(struct frontend *frontend,
                                     enum arithmetic operation,
                                     struct cm_type type, CXCursor left,
                                     CXCursor right)
{
    LLVMValueRef left_value = lower_rvalue_as(frontend, left, type);
    LLVMValueRef right_value = lower_rvalue_as(frontend, right, type);
    if (!left_value || !right_value)
        return error_value();
    return rvalue(type, build_arithmetic(frontend, operation, type.element,
                                         left_value, right_value));
}

/* ---- Scalar comparisons and logic ----------------------------------------- */

static bool comparison_predicates(enum CXBinaryOperatorKind kind,
                                  LLVMIntPredicate *signed_predicate,
                                  LLVMIntPredicate *unsigned_predicate,
                                  LLVMRealPredicate *real_predicate)
{
    switch (kind) {
    case CXBinaryOperator_LT:
        *signed_predicate = LLVMIntSLT; *unsigned_predicate = LLVMIntULT;
        *real_predicate = LLVMRealOLT; return true;
    case CXBinaryOperator_GT:
        *signed_predicate = LLVMIntSGT; *unsigned_predicate = LLVMIntUGT;
        *real_predicate = LLVMRealOGT; return true;
    case CXBinaryOperator_LE:
        *signed_predicate = LLVMIntSLE; *unsigned_predicate = LLVMIntULE;
        *real_predicate = LLVMRealOLE; return true;
    case CXBinaryOperator_GE:
        *signed_predicate = LLVMIntSGE; *unsigned_predicate = LLVMIntUGE;
        *real_predicate = LLVMRealOGE; return true;
    case CXBinaryOperator_EQ:
        *signed_predicate = *unsigned_predicate = LLVMIntEQ;
        *real_predicate = LLVMRealOEQ; return true;
    case CXBinaryOperator_NE:
        *signed_predicate = *unsigned_predicate = LLVMIntNE;
        *real_predicate = LLVMRealUNE; return true;
    default: return false;
    }
}

/* Operands of a builtin comparison have already been converted by clang
 * to a common type; compare in the left operand's type. */
static struct value lower_comparison(struct frontend *frontend,
                                     CXCursor expression,
                                     enum CXBinaryOperatorKind kind,
                                     CXCursor left, CXCursor right)
{
    LLVMIntPredicate signed_predicate, unsigned_predicate;
    LLVMRealPredicate real_predicate;
    if (!comparison_predicates(kind, &signed_predicate, &unsigned_predicate,
                               &real_predicate)) {
        error_at_cursor(frontend, left, "this comparison is not supported");
        return error_value();
    }
    struct cm_type operand_type = expression_type(left);
    LLVMValueRef left_value = lower_rvalue_as(frontend, left, operand_type);
    LLVMValueRef right_value = lower_rvalue_as(frontend, right, operand_type);
    if (!left_value || !right_value)
        return error_value();
    LLVMValueRef result;
    if (element_is_float(operand_type.element))
        result = LLVMBuildFCmp(frontend->builder, real_predicate, left_value,
                               right_value, "");
    else
        result = LLVMBuildICmp(frontend->builder,
                               element_is_signed(operand_type.element)
                                   ? signed_predicate
                                   : unsigned_predicate,
                               left_value, right_value, "");
    struct cm_type bool_type = scalar_type(ELEMENT_BOOL);
    return rvalue(expression_type(expression),
                  convert_value(frontend, result, bool_type,
                                expression_type(expression)));
}

/* a && b, a || b: the right operand runs only when it decides. */
static struct value lower_logical(struct frontend *frontend,
                                  CXCursor expression, bool is_and,
                                  CXCursor left, CXCursor right)
{
    LLVMValueRef left_value = lower_condition(frontend, left);
    if (!left_value)
        return error_value();
    LLVMBasicBlockRef left_end = LLVMGetInsertBlock(frontend->builder);
    LLVMBasicBlockRef right_block =
        LLVMAppendBasicBlockInContext(frontend->context, frontend->function,
                                      is_and ? "and.rhs" : "or.rhs");
    LLVMBasicBlockRef join =
        LLVMAppendBasicBlockInContext(frontend->context, frontend->function,
                                      is_and ? "and.end" : "or.end");
    if (is_and)
        LLVMBuildCondBr(frontend->builder, left_value, right_block, join);
    else
        LLVMBuildCondBr(frontend->builder, left_value, join, right_block);
    LLVMPositionBuilderAtEnd(frontend->builder, right_block);
    LLVMValueRef right_value = lower_condition(frontend, right);
    if (!right_value)
        return error_value();
    LLVMBasicBlockRef right_end = LLVMGetInsertBlock(frontend->builder);
    LLVMBuildBr(frontend->builder, join);
    LLVMPositionBuilderAtEnd(frontend->builder, join);
    LLVMTypeRef i1 = LLVMInt1TypeInContext(frontend->context);
    LLVMValueRef phi = LLVMBuildPhi(frontend->builder, i1, "");
    LLVMValueRef incoming[] = {LLVMConstInt(i1, is_and ? 0 : 1, 0),
                               right_value};
    LLVMBasicBlockRef blocks[] = {left_end, right_end};
    LLVMAddIncoming(phi, incoming, blocks, 2);
    return rvalue(expression_type(expression),
                  convert_value(frontend, phi, scalar_type(ELEMENT_BOOL),
                                expression_type(expression)));
}

/* ---- Assignment ----------------------------------------------------------- */

static struct value lower_assignment(struct frontend *frontend,
                                     CXCursor where, CXCursor target,
                                     CXCursor source)
{
    struct value destination = lower_expression(frontend, target);
    if (is_error(destination))
        return destination;
    if (!value_is_lvalue(destination)) {
        error_at_cursor(frontend, where, "cannot assign to this expression");
        return error_value();
    }
    if (destination.address) { /* p[i] = x: one element in memory */
        if (!check_copyable(frontend, where, destination.type))
            return error_value();
        LLVMValueRef element =
            lower_rvalue_as(frontend, source, destination.type);
        if (!element)
            return error_value();
        write_value(frontend, destination, element, destination.type);
        return destination;
    }
    struct value value = lower_expression(frontend, source);
    if (is_error(value))
        return value;
    if (value.type.kind == TYPE_VECTOR && destination.type.kind == TYPE_VECTOR &&
        type_element_count(value.type) != type_element_count(destination.type)) {
        error_at_cursor(frontend, where,
                        "cannot assign %d elements to a region of %d elements",
                        type_element_count(value.type),
                        type_element_count(destination.type));
        return error_value();
    }
    write_place(frontend, destination.place, read_cm_value(frontend, value),
                value.type);
    return destination;
}

static struct value lower_compound_assignment(struct frontend *frontend,
                                              CXCursor expression,
                                              enum arithmetic operation,
                                              CXCursor target, CXCursor source)
{
    struct value destination = lower_expression(frontend, target);
    if (is_error(destination) || !value_is_lvalue(destination)) {
        if (!is_error(destination))
            error_at_cursor(frontend, expression,
                            "cannot assign to this expression");
        return error_value();
    }
    if (destination.type.is_pointer) { /* p += i, p -= i */
        LLVMValueRef index =
            lower_rvalue_as(frontend, source, scalar_type(ELEMENT_I64));
        LLVMValueRef moved = pointer_advance(
            frontend, expression, destination.type,
            read_cm_value(frontend, destination), index,
            operation == ARITHMETIC_SUB);
        if (!moved)
            return error_value();
        write_value(frontend, destination, moved, destination.type);
        return destination;
    }
    /* C++: the operation happens in the common type of both operands,
     * which clang records as the computation type; the promoted type of
     * the two is a good stand-in for the scalar types cmc supports. */
    struct cm_type target_type = destination.type;
    struct cm_type source_type = expression_type(source);
    struct cm_type work_type = target_type;
    if (element_is_float(source_type.element) &&
        !element_is_float(target_type.element))
        work_type.element = source_type.element;
    LLVMValueRef current = convert_value(
        frontend, read_cm_value(frontend, destination), target_type, work_type);
    LLVMValueRef operand = lower_rvalue_as(frontend, source, work_type);
    if (!operand)
        return error_value();
    LLVMValueRef result = build_arithmetic(frontend, operation,
                                           work_type.element, current, operand);
    write_value(frontend, destination, result, work_type);
    return destination;
}

static struct value lower_binary_operator(struct frontend *frontend,
                                          CXCursor expression)
{
    unsigned count;
    CXCursor *children = cursor_children(expression, &count);
    if (count != 2) {
        free(children);
        error_at_cursor(frontend, expression, "malformed binary expression");
        return error_value();
    }
    CXCursor left = children[0], right = children[1];
    free(children);
    enum CXBinaryOperatorKind kind =
        clang_getCursorBinaryOperatorKind(expression);
    enum arithmetic operation;
    LLVMIntPredicate ignored_signed, ignored_unsigned;
    LLVMRealPredicate ignored_real;

    if (kind == CXBinaryOperator_Assign)
        return lower_assignment(frontend, expression, left, right);
    if (clang_getCursorKind(expression) == CXCursor_CompoundAssignOperator &&
        arithmetic_for_binary(kind, &operation))
        return lower_compound_assignment(frontend, expression, operation, left,
                                         right);
    if (kind == CXBinaryOperator_LAnd || kind == CXBinaryOperator_LOr)
        return lower_logical(frontend, expression,
                             kind == CXBinaryOperator_LAnd, left, right);
    if (comparison_predicates(kind, &ignored_signed, &ignored_unsigned,
                              &ignored_real))
        return lower_comparison(frontend, expression, kind, left, right);
    if (kind == CXBinaryOperator_Comma) {
        lower_expression(frontend, left);
        return lower_expression(frontend, right);
    }
    struct value pointer_result;
    if (lower_pointer_arithmetic(frontend, expression, kind, left, right,
                                 &pointer_result))
        return pointer_result;
    if (arithmetic_for_binary(kind, &operation))
        return lower_arithmetic(frontend, operation,
                                expression_type(expression), left, right);
    error_at_cursor(frontend, expression, "this operator is not supported yet");
    return error_value();
}

/* ---- Unary operators -------------------------------------------------------- */

static struct value lower_increment(struct frontend *frontend,
                                    CXCursor expression, CXCursor operand,
                                    bool increment, bool prefix)
{
    struct value place = lower_expression(frontend, operand);
    if (is_error(place))
        return place;
    if (!value_is_lvalue(place) || place.type.kind != TYPE_SCALAR) {
        error_at_cursor(frontend, expression,
                        "'%s' needs a scalar variable", increment ? "++" : "--");
        return error_value();
    }
    LLVMValueRef old_value = read_cm_value(frontend, place);
    LLVMValueRef one =
        element_is_float(place.type.element)
            ? LLVMConstReal(LLVMTypeOf(old_value), 1.0)
            : LLVMConstInt(LLVMTypeOf(old_value), 1, 0);
    LLVMValueRef new_value =
        place.type.is_pointer
            ? pointer_advance(frontend, expression, place.type, old_value, one,
                              !increment)
            : build_arithmetic(frontend,
                               increment ? ARITHMETIC_ADD : ARITHMETIC_SUB,
                               place.type.element, old_value, one);
    if (!new_value)
        return error_value();
    write_value(frontend, place, new_value, place.type);
    return prefix ? place : rvalue(place.type, old_value);
}

static struct value lower_unary_operator(struct frontend *frontend,
                                         CXCursor expression)
{
    unsigned count;
    CXCursor *children = cursor_children(expression, &count);
    CXCursor operand = count ? children[count - 1] : expression;
    free(children);
    struct cm_type type = expression_type(expression);
    switch (clang_getCursorUnaryOperatorKind(expression)) {
    case CXUnaryOperator_Deref:
        /* *this in a member function: the object itself. */
        if (clang_getCursorKind(cursor_strip(operand)) ==
            CXCursor_CXXThisExpr)
            return lower_expression(frontend, cursor_strip(operand));
        return lower_dereference(frontend, expression, operand);
    case CXUnaryOperator_AddrOf:
        return lower_address_of(frontend, expression, operand);
    case CXUnaryOperator_PreInc:
        return lower_increment(frontend, expression, operand, true, true);
    case CXUnaryOperator_PreDec:
        return lower_increment(frontend, expression, operand, false, true);
    case CXUnaryOperator_PostInc:
        return lower_increment(frontend, expression, operand, true, false);
    case CXUnaryOperator_PostDec:
        return lower_increment(frontend, expression, operand, false, false);
    case CXUnaryOperator_Plus:
        return rvalue(type, lower_rvalue_as(frontend, operand, type));
    case CXUnaryOperator_Minus: {
        LLVMValueRef value = lower_rvalue_as(frontend, operand, type);
        if (!value)
            return error_value();
        return rvalue(type, element_is_float(type.element)
                                ? LLVMBuildFNeg(frontend->builder, value, "")
                                : LLVMBuildNeg(frontend->builder, value, ""));
    }
    case CXUnaryOperator_Not: {
        LLVMValueRef value = lower_rvalue_as(frontend, operand, type);
        if (!value)
            return error_value();
        return rvalue(type, LLVMBuildNot(frontend->builder, value, ""));
    }
    case CXUnaryOperator_LNot: {
        LLVMValueRef condition = lower_condition(frontend, operand);
        if (!condition)
            return error_value();
        LLVMValueRef inverted = LLVMBuildNot(frontend->builder, condition, "");
        return rvalue(type, convert_value(frontend, inverted,
                                          scalar_type(ELEMENT_BOOL), type));
    }
    default:
        error_at_cursor(frontend, expression,
                        "this operator is not supported in CM");
        return error_value();
    }
}

/* cond ? a : b, with only the chosen side evaluated. */
static struct value lower_conditional(struct frontend *frontend,
                                      CXCursor expression)
{
    unsigned count;
    CXCursor *children = cursor_children(expression, &count);
    if (count != 3) {
        free(children);
        error_at_cursor(frontend, expression, "malformed '?:' expression");
        return error_value();
    }
    struct cm_type type = expression_type(expression);
    LLVMValueRef condition = lower_condition(frontend, children[0]);
    if (!condition || type.kind == TYPE_UNSUPPORTED) {
        free(children);
        return error_value();
    }
    LLVMBasicBlockRef blocks[3];
    LLVMValueRef values[2];
    const char *names[] = {"cond.true", "cond.false", "cond.end"};
    for (int i = 0; i < 3; i++)
        blocks[i] = LLVMAppendBasicBlockInContext(
            frontend->context, frontend->function, names[i]);
    LLVMBuildCondBr(frontend->builder, condition, blocks[0], blocks[1]);
    for (int i = 0; i < 2; i++) {
        LLVMPositionBuilderAtEnd(frontend->builder, blocks[i]);
        values[i] = lower_rvalue_as(frontend, children[i + 1], type);
        if (!values[i]) {
            free(children);
            return error_value();
        }
        blocks[i] = LLVMGetInsertBlock(frontend->builder);
        LLVMBuildBr(frontend->builder, blocks[2]);
    }
    free(children);
    LLVMPositionBuilderAtEnd(frontend->builder, blocks[2]);
    LLVMValueRef phi = LLVMBuildPhi(frontend->builder,
                                    type_llvm_type(frontend->context, type), "");
    LLVMAddIncoming(phi, values, blocks, 2);
    return rvalue(type, phi);
}

/* ---- Calls ------------------------------------------------------------------ */

/* vector<T,N>(...) and SurfaceIndex(const SurfaceIndex &). */
static struct value lower_construction(struct frontend *frontend,
                                       CXCursor call)
{
    struct cm_type type = expression_type(call);
    int argument_count = clang_Cursor_getNumArguments(call);
    if (type.kind == TYPE_UNSUPPORTED) {
        error_at_cursor(frontend, call, "this type is not supported yet");
        return error_value();
    }
    if (type.kind == TYPE_VECTOR)
        return lower_cm_construction(frontend, call, type);
    struct value constructed;
    if (type.kind == TYPE_STRUCT &&
        lower_user_construction(frontend, call,
                                clang_getCursorReferenced(call), type,
                                &constructed))
        return constructed;
    if (argument_count == 0)
        return rvalue(type, LLVMGetUndef(type_llvm_type(frontend->context,
                                                         type)));
    if (argument_count != 1) {
        error_at_cursor(frontend, call,
                        "this constructor is not supported yet");
        return error_value();
    }
    CXCursor argument = clang_Cursor_getArgument(call, 0);
    struct value source = lower_expression(frontend, argument);
    if (is_error(source))
        return source;
    if (type.kind == TYPE_SURFACE || type.kind == TYPE_SAMPLER)
        return rvalue(type, read_cm_value(frontend, source));
    if (source.type.kind == TYPE_VECTOR &&
        type_element_count(source.type) != type_element_count(type)) {
        error_at_cursor(frontend, call,
                        "cannot initialise %d elements from %d elements",
                        type_element_count(type),
                        type_element_count(source.type));
        return error_value();
    }
    return rvalue(type, convert_value(frontend, read_cm_value(frontend, source),
                                      source.type, type));
}

/* Whether `callee` is code cmc's headers write out in CM, compiled like
 * the user's own: a member (method or conversion operator) with a body
 * of a class other than CM's vector and matrix classes, or an operator
 * function with a body.  CM's own operators and members have no body:
 * they are lowered as builtins. */
static bool is_library_code(struct frontend *frontend, CXCursor callee)
{
    if (!cursor_declared_in_cm_header(frontend, callee) ||
        !cursor_has_body(callee))
        return false;
    char name[64];
    if (clang_getCursorKind(callee) == CXCursor_FunctionDecl) {
        cursor_spelling(callee, name, sizeof name);
        return strncmp(name, "operator", 8) == 0;
    }
    cursor_spelling(clang_getCursorSemanticParent(callee), name, sizeof name);
    bool is_reference;
    return cm_class_family_of(name, &is_reference) == NOT_CM_CLASS;
}

/* std::forward and std::move of cmc's headers: casts that change no
 * value, so the call is its argument (a reference stays one). */
static bool is_std_value_cast(struct frontend *frontend, CXCursor callee)
{
    if (clang_getCursorKind(callee) != CXCursor_FunctionDecl ||
        !cursor_declared_in_cm_header(frontend, callee) ||
        (!cursor_spelled(callee, "forward") && !cursor_spelled(callee, "move")))
        return false;
    CXCursor parent = clang_getCursorSemanticParent(callee);
    return clang_getCursorKind(parent) == CXCursor_Namespace &&
           cursor_spelled(parent, "std");
}

/* The conversion of the result of a function no cmc target has
 * (<cm/cm_newer_platforms.h>) to what the caller expects: lowering the
 * converted call reports why it cannot be built; nothing else is. */
static bool lower_newer_platform_conversion(struct frontend *frontend,
                                            CXCursor call, CXCursor callee)
{
    if (clang_getCursorKind(callee) != CXCursor_ConversionFunction ||
        !cursor_declared_in_cm_header(frontend, callee) ||
        !cursor_spelled(clang_getCursorSemanticParent(callee),
                        "newer_platform_result"))
        return false;
    unsigned count;
    CXCursor *children = cursor_children(call, &count);
    CXCursor member = count ? cursor_strip(children[0]) : call;
    free(children);
    CXCursor *parts = cursor_children(member, &count);
    if (clang_getCursorKind(member) == CXCursor_MemberRefExpr && count)
        lower_expression(frontend, parts[0]);
    else
        error_at_cursor(frontend, call, "this function is not available on "
                                        "any platform cmc targets");
    free(parts);
    return true;
}

static struct value lower_call(struct frontend *frontend, CXCursor call)
{
    CXCursor callee = clang_getCursorReferenced(call);
    enum CXCursorKind callee_kind = clang_getCursorKind(callee);
    if (callee_kind == CXCursor_Constructor &&
        type_is_lambda(clang_getCursorType(call)) &&
        clang_Cursor_getNumArguments(call) == 1)
        /* A closure copied or moved: it holds nothing (lambda.c). */
        return lower_expression(frontend, clang_Cursor_getArgument(call, 0));
    if (callee_kind == CXCursor_Constructor)
        return lower_construction(frontend, call);
    if (is_std_value_cast(frontend, callee) &&
        clang_Cursor_getNumArguments(call) == 1)
        return lower_expression(frontend, clang_Cursor_getArgument(call, 0));

    if (lower_newer_platform_conversion(frontend, call, callee))
        return error_value();
    struct value result;
    /* Functions (and operators) the user wrote: subroutines (call.c). */
    if (callee_kind == CXCursor_FunctionDecl &&
        !cursor_declared_in_cm_header(frontend, callee)) {
        if (lower_user_call(frontend, call, callee, &result))
            return result;
    }
    /* Member functions and conversion operators of the user's structs,
     * and of the structs and operators cmc's headers write out in CM
     * (cmtl::Mask): subroutines (call.c). */
    if ((callee_kind == CXCursor_CXXMethod ||
         callee_kind == CXCursor_ConversionFunction ||
         callee_kind == CXCursor_FunctionDecl) &&
        is_library_code(frontend, callee) &&
        !clang_CXXMethod_isDefaulted(callee)) {
        if (lower_user_call(frontend, call, callee, &result))
            return result;
    }
    if ((callee_kind == CXCursor_CXXMethod ||
         callee_kind == CXCursor_ConversionFunction) &&
        !cursor_declared_in_cm_header(frontend, callee) &&
        !clang_CXXMethod_isDefaulted(callee)) {
        if (lower_user_call(frontend, call, callee, &result))
            return result;
    }
    if (lower_cm_member_call(frontend, call, callee, &result) ||
        lower_cm_operator_call(frontend, call, callee, &result))
        return result;

    char name[128];
    cursor_spelling(callee, name, sizeof name);
    enum arithmetic operation;
    if (arithmetic_for_operator_name(name, &operation) &&
        clang_Cursor_getNumArguments(call) == 2)
        return lower_arithmetic(frontend, operation, expression_type(call),
                                clang_Cursor_getArgument(call, 0),
                                clang_Cursor_getArgument(call, 1));
    if (strcmp(name, "operator=") == 0 && clang_Cursor_getNumArguments(call) == 2)
        return lower_assignment(frontend, call,
                                clang_Cursor_getArgument(call, 0),
                                clang_Cursor_getArgument(call, 1));
    if (lower_builtin_call(frontend, call, callee, &result))
        return result;
    if (lower_user_call(frontend, call, callee, &result))
        return result;
    error_at_cursor(frontend, call, "call of '%s' is not supported yet", name);
    return error_value();
}

/* ---- Conversions and wrappers ----------------------------------------------- */

/* An implicit conversion or a wrapper (parentheses, temporaries). */
static struct value lower_wrapper(struct frontend *frontend,
                                  CXCursor expression)
{
    unsigned count;
    CXCursor *children = cursor_children(expression, &count);
    if (count == 0) {
        free(children);
        /* Default arguments have no children but a constant value. */
        return lower_constant(frontend, expression);
    }
    CXCursor child = children[count - 1];
    free(children);
    struct value value = lower_expression(frontend, child);
    if (is_error(value))
        return value;
    struct cm_type type = expression_type(expression);
    if (type.kind == TYPE_UNSUPPORTED)
        return value;
    /* An array decaying to a pointer stays the array (arrays.c). */
    if (type.is_pointer && (value.type.kind == TYPE_VECTOR ||
                            value.type.kind == TYPE_STRUCT_ARRAY))
        return value;
    if (type_same_shape(type, value.type) && type.element == value.type.element)
        return value;
    /* (*p) of a struct (or an array of them), in memory or not: the same
     * object, still an lvalue (`(*p).a = 5` writes memory). */
    if ((type.kind == TYPE_STRUCT || type.kind == TYPE_STRUCT_ARRAY) &&
        value.type.kind == type.kind && !type.is_pointer &&
        !value.type.is_pointer &&
        clang_equalTypes(clang_getCanonicalType(type.record),
                         clang_getCanonicalType(value.type.record)))
        return value;
    /* (*mp) of a matrix in memory: the same elements, still in memory. */
    if (value.address && type.kind == TYPE_VECTOR &&
        value.type.kind == TYPE_VECTOR && type.element == value.type.element &&
        type_element_count(type) == type_element_count(value.type)) {
        value.type = type;
        return value;
    }
    if (type.kind == TYPE_VECTOR && value.type.kind == TYPE_VECTOR &&
        type_element_count(type) != type_element_count(value.type)) {
        error_at_cursor(frontend, expression,
                        "cannot convert %d elements to %d elements",
                        type_element_count(value.type),
                        type_element_count(type));
        return error_value();
    }
    return rvalue(type, convert_value(frontend, read_cm_value(frontend, value),
                                      value.type, type));
}

static struct value lower_explicit_cast(struct frontend *frontend,
                                        CXCursor expression)
{
    unsigned count;
    CXCursor *children = cursor_children(expression, &count);
    CXCursor operand = count ? children[count - 1] : expression;
    free(children);
    struct cm_type type = expression_type(expression);
    if (type.kind == TYPE_UNSUPPORTED) {
        error_at_cursor(frontend, expression,
                        "conversion to this type is not supported");
        return error_value();
    }
    /* reinterpret_cast: between pointers, and pointers and integers. */
    struct cm_type operand_type = expression_type(operand);
    if (clang_getCursorKind(expression) == CXCursor_CXXReinterpretCastExpr &&
        (type.kind != TYPE_SCALAR || operand_type.kind != TYPE_SCALAR ||
         element_is_float(type.element) ||
         element_is_float(operand_type.element) ||
         (!type.is_pointer && !operand_type.is_pointer))) {
        error_at_cursor(frontend, expression,
                        "cmc supports reinterpret_cast only between pointers "
                        "and between pointers and integers");
        return error_value();
    }
    LLVMValueRef value = lower_rvalue_as(frontend, operand, type);
    return value ? rvalue(type, value) : error_value();
}

/* Whether clang folds the name `expression` to a number of scalar type
 * (a variable that is not constant does not fold). */
static bool names_scalar_constant(CXCursor expression)
{
    if (expression_type(expression).kind != TYPE_SCALAR)
        return false;
    CXEvalResult evaluation = clang_Cursor_Evaluate(expression);
    if (!evaluation)
        return false;
    CXEvalResultKind kind = clang_EvalResult_getKind(evaluation);
    clang_EvalResult_dispose(evaluation);
    return kind == CXEval_Int || kind == CXEval_Float;
}

static struct value lower_reference(struct frontend *frontend,
                                    CXCursor expression)
{
    CXCursor declaration = clang_getCursorReferenced(expression);
    enum CXCursorKind kind = clang_getCursorKind(declaration);
    if (clang_isInvalid(kind)) {
        /* A template argument substituted into a function template
         * instance: libclang shows it as a reference to nothing whose
         * child is the argument's value. */
        unsigned count;
        CXCursor *children = cursor_children(expression, &count);
        CXCursor value = count == 1 ? children[0] : expression;
        free(children);
        if (count == 1)
            return lower_expression(frontend, value);
    }
    if (kind == CXCursor_EnumConstantDecl ||
        kind == CXCursor_NonTypeTemplateParameter)
        return lower_constant(frontend, expression);
    struct value *variable = find_variable(frontend, declaration);
    if (variable)
        return *variable;
    /* A constexpr variable or variable template instance at namespace or
     * class scope (cmtl::numbers::pi_v<float>): its value. */
    if (names_scalar_constant(expression))
        return lower_constant(frontend, expression);
    if (kind == CXCursor_VarDecl) {
        long long constant;
        if (cursor_evaluate_integer(expression, &constant))
            return lower_constant(frontend, expression);
        if (is_global_variable(declaration))
            return lower_global_reference(frontend, expression, declaration);
        error_at_cursor(frontend, expression,
                        "this variable is not supported here yet");
    } else {
        error_at_cursor(frontend, expression,
                        "this use of a name is not supported yet");
    }
    return error_value();
}

static struct value lower_expression_kind(struct frontend *frontend,
                                          CXCursor expression)
{
    switch (clang_getCursorKind(expression)) {
    case CXCursor_IntegerLiteral:
    case CXCursor_FloatingLiteral:
    case CXCursor_CharacterLiteral:
    case CXCursor_CXXBoolLiteralExpr:
    case CXCursor_UnaryExpr: /* sizeof, alignof */
        return lower_constant(frontend, expression);
    case CXCursor_DeclRefExpr:
        return lower_reference(frontend, expression);
    case CXCursor_UnexposedExpr:
    case CXCursor_ParenExpr:
        return lower_wrapper(frontend, expression);
    case CXCursor_CStyleCastExpr:
    case CXCursor_CXXFunctionalCastExpr:
    case CXCursor_CXXStaticCastExpr:
    case CXCursor_CXXReinterpretCastExpr:
    case CXCursor_CXXConstCastExpr:
        return lower_explicit_cast(frontend, expression);
    case CXCursor_CXXNullPtrLiteralExpr:
        return rvalue(expression_type(expression),
                      LLVMConstNull(LLVMInt64TypeInContext(frontend->context)));
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator:
        return lower_binary_operator(frontend, expression);
    case CXCursor_UnaryOperator:
        return lower_unary_operator(frontend, expression);
    case CXCursor_ConditionalOperator:
        return lower_conditional(frontend, expression);
    case CXCursor_CallExpr:
        return lower_call(frontend, expression);
    case CXCursor_MemberRefExpr:
        return lower_member(frontend, expression);
    case CXCursor_LambdaExpr:
        return lower_lambda_expression(frontend, expression);
    case CXCursor_CXXThisExpr:
        if (frontend->has_this)
            return frontend->this_value;
        error_at_cursor(frontend, expression, "'this' is not supported here");
        return error_value();
    case CXCursor_ArraySubscriptExpr:
        return lower_array_subscript(frontend, expression);
    case CXCursor_InitListExpr:
        if (expression_type(expression).kind == TYPE_SCALAR)
            return lower_scalar_initializer(frontend, expression);
        if (expression_type(expression).kind == TYPE_STRUCT)
            return lower_struct_initializer(frontend, expression,
                                            expression_type(expression));
        if (clang_getCanonicalType(clang_getCursorType(expression)).kind ==
                CXType_ConstantArray &&
            expression_type(expression).kind == TYPE_VECTOR)
            return lower_array_initializer(frontend, expression,
                                           expression_type(expression));
        error_at_cursor(frontend, expression,
                        "this kind of initialiser is not supported yet");
        return error_value();
    case CXCursor_StringLiteral:
        error_at_cursor(frontend, expression,
                        "string literals are not supported in CM outside "
                        "printf formats");
        return error_value();
    case CXCursor_CXXThrowExpr:
        error_at_cursor(frontend, expression, "exceptions are not supported in CM");
        return error_value();
    case CXCursor_CXXTypeidExpr:
    case CXCursor_CXXDynamicCastExpr:
        error_at_cursor(frontend, expression,
                        "run-time type information (typeid, dynamic_cast) is "
                        "not supported in CM");
        return error_value();
    case CXCursor_CXXNewExpr:
    case CXCursor_CXXDeleteExpr:
        error_at_cursor(frontend, expression,
                        "dynamic memory (new/delete) is not supported in CM");
        return error_value();
    default:
        error_at_cursor(frontend, expression,
                        "this kind of expression is not supported yet");
        return error_value();
    }
}

/* Each expression's instructions carry its position (debug_locations.c). */
/* Deeper expressions (a sum of 100,000 terms is 100,000 levels) are an
 * error: no kernel needs them, and each level costs stack and time. */
enum { EXPRESSION_DEPTH_LIMIT = 4096 };

struct value lower_expression(struct frontend *frontend, CXCursor expression)
{
    if (frontend->expression_depth >= EXPRESSION_DEPTH_LIMIT) {
        if (!frontend->reported_depth)
            error_at_cursor(frontend, expression,
                            "expression nested more than %d levels deep",
                            EXPRESSION_DEPTH_LIMIT);
        frontend->reported_depth = true;
        return error_value();
    }
    frontend->expression_depth++;
    CXCursor enclosing_user_cursor = frontend->user_cursor;
    if (cursor_in_user_code(frontend, expression))
        frontend->user_cursor = expression;
    LLVMMetadataRef saved = debug_location_enter(frontend, expression);
    struct value result = lower_expression_kind(frontend, expression);
    debug_location_leave(frontend, saved);
    frontend->user_cursor = enclosing_user_cursor;
    frontend->expression_depth--;
    return result;
}

LLVMValueRef lower_rvalue_as(struct frontend *frontend, CXCursor expression,
                             struct cm_type type)
{
    struct value value = lower_expression(frontend, expression);
    if (is_error(value))
        return NULL;
    if (value.type.kind == TYPE_VECTOR && type.kind == TYPE_VECTOR &&
        type_element_count(value.type) != type_element_count(type)) {
        error_at_cursor(frontend, expression,
                        "operand has %d elements where %d are needed",
                        type_element_count(value.type),
                        type_element_count(type));
        return NULL;
    }
    /* `int *p = a;`, `f(a)` for an `int *` parameter: the array's
     * address (an array parameter `int a[8]` takes the array itself). */
    if ((value.type.kind == TYPE_VECTOR ||
         value.type.kind == TYPE_STRUCT_ARRAY) &&
        type.is_pointer &&
        (value.is_place || value.address))
        return decayed_array_address(frontend, expression, value);
    if (value.type.kind == TYPE_VECTOR && type.kind == TYPE_SCALAR) {
        error_at_cursor(frontend, expression,
                        "a vector cannot be used where a scalar is needed");
        return NULL;
    }
    return convert_value(frontend, read_cm_value(frontend, value), value.type,
                         type);
}

LLVMValueRef lower_condition(struct frontend *frontend, CXCursor expression)
{
    struct value value = lower_expression(frontend, expression);
    if (is_error(value))
        return NULL;
    if (value.type.kind != TYPE_SCALAR) {
        error_at_cursor(frontend, expression,
                        "a condition must be a scalar; use .any() or .all() "
                        "for vectors");
        return NULL;
    }
    return convert_value(frontend, read_cm_value(frontend, value), value.type,
                         scalar_type(ELEMENT_BOOL));
}
