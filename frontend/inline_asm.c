/* inline_asm.c - CM inline assembly: `asm("vISA" : outputs : inputs)`.
 *
 * Takes an asm statement (GCCAsmStmt) of the user's code.  libclang does
 * not expose its strings, so they are read from the statement's tokens:
 * the template (string literals, escapes decoded) and, per operand, the
 * symbolic name and the constraint as written in the file on disk (clang
 * saw them as 'X's, member_templates.c).  Constraints are CM's
 * (cmlangspec section 5): "=" output, "+" output read first, inputs with
 * r (a region of a general variable), rw (the variable; the template
 * gives the region), a (indirect in Intel's compiler; here a general
 * variable too), cr (a predicate: an input's elements' lowest bits, as
 * Intel's compiler truncates them; an output is 1 where the predicate the
 * assembly writes is set), i and F (an immediate of the operand's type;
 * 'i' also of a vector of 8 integers, which the backend packs as :v or
 * :uv once the optimiser has made it a constant), n (a compile-time
 * integer written in decimal) and an output's number (the input the
 * output starts from).
 *
 * Guarantees: an LLVM inline asm call (side effects) whose template is the
 * user's text with each `%N` / `%[name]` as `$K` of the call's operands
 * (scalar immediates already written in as text), constraints
 * "=r"/"=rw"/"=a"/"=cr" (an i1 result, zero-extended afterwards) per
 * output, then "r"/"rw"/"a"/"cr" (i1)/"i" (a vector immediate)/K per
 * input not written into the text; outputs returned (several in a
 * struct) and written to their places afterwards
 * (backend/inline_asm.c assembles it).  Every problem is one error at the
 * operand or statement: an unknown constraint letter, an output without
 * '=' or '+', an immediate that is not a constant, an operand of a type
 * the constraint does not take. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

#define MAX_ASM_OPERANDS 30

struct asm_operand {
    char name[64];           /* symbolic name, "" when none */
    char constraint[32];     /* as written, without quotes */
    CXCursor expression;
    bool is_output;
    bool is_predicate;       /* a 'cr' output */
    /* Lowering. */
    struct value value;      /* outputs: the place; inputs: the value */
    LLVMValueRef llvm;       /* the register input's value */
    int ir_index;            /* its `$K`, -1 for an immediate */
    char immediate[64];      /* the immediate's text */
};

struct asm_statement {
    struct frontend *frontend;
    CXCursor cursor;
    struct string_buffer template_text; /* decoded */
    struct asm_operand operands[MAX_ASM_OPERANDS];
    int output_count, input_count;
    /* '+' outputs read first: their inputs, numbered after the inputs. */
    int plus_outputs[MAX_ASM_OPERANDS];
    int plus_count;
};

/* ---- reading the statement's tokens -------------------------------------- */

static bool token_is(CXTranslationUnit unit, CXToken token, const char *text)
{
    CXString spelling = clang_getTokenSpelling(unit, token);
    bool same = strcmp(clang_getCString(spelling), text) == 0;
    clang_disposeString(spelling);
    return same;
}

static bool is_string_token(CXTranslationUnit unit, CXToken token)
{
    if (clang_getTokenKind(token) != CXToken_Literal)
        return false;
    CXString spelling = clang_getTokenSpelling(unit, token);
    bool is_string = clang_getCString(spelling)[0] == '"';
    clang_disposeString(spelling);
    return is_string;
}

/* A string literal's characters, escapes decoded, appended to `out`. */
static void decode_string(const char *literal, struct string_buffer *out)
{
    size_t n = strlen(literal);
    for (size_t i = 1; i + 1 < n; i++) {
        char c = literal[i];
        if (c == '\\' && i + 2 < n) {
            c = literal[++i];
            switch (c) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            default: break;
            }
        }
        buffer_printf(out, "%c", c);
    }
}

/* The constraint as written in the file (clang's copy says 'X'). */
static void original_constraint(CXTranslationUnit unit, CXToken token,
                                char *out, size_t size)
{
    CXString spelling = clang_getTokenSpelling(unit, token);
    snprintf(out, size, "%s", clang_getCString(spelling));
    clang_disposeString(spelling);
    CXFile file;
    unsigned offset;
    clang_getSpellingLocation(clang_getTokenLocation(unit, token), &file,
                              NULL, NULL, &offset);
    CXString name = clang_getFileName(file);
    FILE *stream = file ? fopen(clang_getCString(name), "rb") : NULL;
    clang_disposeString(name);
    if (stream) {
        size_t length = strlen(out);
        char *original = xmalloc(length + 1);
        if (fseek(stream, (long)offset, SEEK_SET) == 0 &&
            fread(original, 1, length, stream) == length) {
            original[length] = '\0';
            memcpy(out, original, length + 1);
        }
        free(original);
        fclose(stream);
    }
    /* Strip the quotes. */
    size_t length = strlen(out);
    if (length >= 2 && out[0] == '"') {
        memmove(out, out + 1, length - 2);
        out[length - 2] = '\0';
    }
}

/* One "[name] "constraint" (expression)" from token i; returns the index
 * after it, or 0 when the tokens are not of that form. */
static unsigned read_operand_tokens(CXTranslationUnit unit, CXToken *tokens,
                                    unsigned count, unsigned i,
                                    struct asm_operand *operand)
{
    operand->name[0] = '\0';
    if (i < count && token_is(unit, tokens[i], "[")) {
        if (i + 2 >= count || !token_is(unit, tokens[i + 2], "]"))
            return 0;
        CXString name = clang_getTokenSpelling(unit, tokens[i + 1]);
        snprintf(operand->name, sizeof operand->name, "%s",
                 clang_getCString(name));
        clang_disposeString(name);
        i += 3;
    }
    if (i >= count || !is_string_token(unit, tokens[i]))
        return 0;
    original_constraint(unit, tokens[i], operand->constraint,
                        sizeof operand->constraint);
    i++;
    if (i >= count || !token_is(unit, tokens[i], "("))
        return 0;
    int depth = 0;
    for (; i < count; i++) {
        if (token_is(unit, tokens[i], "("))
            depth++;
        else if (token_is(unit, tokens[i], ")") && --depth == 0)
            return i + 1;
    }
    return 0;
}

/* Template, operands and their constraints from the tokens. */
static bool read_statement_tokens(struct asm_statement *s)
{
    CXTranslationUnit unit = s->frontend->unit;
    CXToken *tokens;
    unsigned count;
    clang_tokenize(unit, clang_getCursorExtent(s->cursor), &tokens, &count);
    unsigned i = 1;
    while (i < count && clang_getTokenKind(tokens[i]) == CXToken_Keyword)
        i++; /* volatile, inline, goto */
    bool ok = i < count && token_is(unit, tokens[i], "(");
    i++;
    while (ok && i < count && is_string_token(unit, tokens[i])) {
        CXString literal = clang_getTokenSpelling(unit, tokens[i]);
        decode_string(clang_getCString(literal), &s->template_text);
        clang_disposeString(literal);
        i++;
    }
    ok = ok && s->template_text.data;
    for (int section = 0; ok && section < 2; section++) {
        if (section == 0 && i < count && token_is(unit, tokens[i], "::"))
            section = 1; /* no outputs */
        else if (i >= count || !token_is(unit, tokens[i], ":"))
            break;
        i++;
        while (i < count && !token_is(unit, tokens[i], ":") &&
               !token_is(unit, tokens[i], ")")) {
            int n = s->output_count + s->input_count;
            if (n >= MAX_ASM_OPERANDS) {
                error_at_cursor(s->frontend, s->cursor,
                                "an asm statement takes at most %d operands",
                                MAX_ASM_OPERANDS);
                ok = false;
                break;
            }
            struct asm_operand *operand = &s->operands[n];
            i = read_operand_tokens(unit, tokens, count, i, operand);
            if (i == 0) {
                ok = false;
                break;
            }
            operand->is_output = section == 0;
            if (section == 0)
                s->output_count++;
            else
                s->input_count++;
            if (i < count && token_is(unit, tokens[i], ","))
                i++;
        }
    }
    clang_disposeTokens(unit, tokens, count);
    if (!ok && s->frontend->diags->error_count == 0)
        error_at_cursor(s->frontend, s->cursor,
                        "cmc cannot read this asm statement (written through "
                        "a macro?)");
    return ok;
}

/* ---- constraints and operands ---------------------------------------- */

enum constraint_kind {
    CONSTRAINT_BAD, CONSTRAINT_R, CONSTRAINT_RW, CONSTRAINT_A, CONSTRAINT_CR,
    CONSTRAINT_I, CONSTRAINT_F, CONSTRAINT_N, CONSTRAINT_TIED,
};

/* The letters of a constraint after its modifiers ('=', '+', '&'). */
static const char *constraint_letters(const char *constraint)
{
    while (*constraint == '=' || *constraint == '+' || *constraint == '&')
        constraint++;
    return constraint;
}

static enum constraint_kind constraint_kind(const char *constraint,
                                            int *tied)
{
    static const struct {
        const char *letters;
        enum constraint_kind kind;
    } kinds[] = {
        {"r", CONSTRAINT_R}, {"rw", CONSTRAINT_RW}, {"a", CONSTRAINT_A},
        {"cr", CONSTRAINT_CR}, {"i", CONSTRAINT_I}, {"F", CONSTRAINT_F},
        {"n", CONSTRAINT_N},
    };
    const char *letters = constraint_letters(constraint);
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (strcmp(letters, kinds[k].letters) == 0)
            return kinds[k].kind;
    if (letters[0] >= '0' && letters[0] <= '9' &&
        strspn(letters, "0123456789") == strlen(letters) &&
        strlen(letters) < 3) {
        *tied = atoi(letters);
        return CONSTRAINT_TIED;
    }
    return CONSTRAINT_BAD;
}

static bool operand_error(struct asm_statement *s,
                          const struct asm_operand *operand,
                          const char *message)
{
    error_at_cursor(s->frontend, operand->expression,
                    "asm operand with constraint '%s': %s",
                    operand->constraint, message);
    return false;
}

static bool is_register_type(struct cm_type type)
{
    return (type.kind == TYPE_SCALAR || type.kind == TYPE_VECTOR) &&
           type.element != ELEMENT_BOOL;
}

static const char *immediate_type_name(enum element_kind element)
{
    switch (element) {
    case ELEMENT_I8: case ELEMENT_I16: return "w";
    case ELEMENT_U8: case ELEMENT_U16: return "uw";
    case ELEMENT_I32: return "d";
    case ELEMENT_U32: return "ud";
    case ELEMENT_I64: return "q";
    case ELEMENT_U64: return "uq";
    case ELEMENT_HALF: return "hf";
    case ELEMENT_FLOAT: return "f";
    case ELEMENT_DOUBLE: return "df";
    default: return NULL;
    }
}

/* 'i', 'F' and 'n': the constant as vISA text. */
static bool immediate_text(struct asm_statement *s, struct asm_operand *operand,
                           enum constraint_kind kind)
{
    struct cm_type type =
        classify_type(clang_getCursorType(operand->expression));
    if (type.kind != TYPE_SCALAR || type.element == ELEMENT_BOOL)
        return operand_error(s, operand, type.kind == TYPE_VECTOR
                             ? "vector immediates are 8 integers"
                             : "a scalar constant is needed");
    CXEvalResult result = clang_Cursor_Evaluate(operand->expression);
    CXEvalResultKind result_kind =
        result ? clang_EvalResult_getKind(result) : CXEval_UnExposed;
    bool is_float = element_is_float(type.element);
    bool ok = result_kind == (is_float ? CXEval_Float : CXEval_Int);
    long long integer = 0;
    double real = 0;
    if (ok && is_float)
        real = clang_EvalResult_getAsDouble(result);
    else if (ok)
        integer = clang_EvalResult_getAsLongLong(result);
    if (result)
        clang_EvalResult_dispose(result);
    if (!ok)
        return operand_error(s, operand,
                             "the operand must be a compile-time constant");
    if (kind == CONSTRAINT_N) {
        if (is_float)
            return operand_error(s, operand, "an integer constant is needed");
        snprintf(operand->immediate, sizeof operand->immediate, "%lld",
                 integer);
        return true;
    }
    if (kind == CONSTRAINT_F && !is_float)
        return operand_error(s, operand,
                             "a floating-point constant is needed");
    const char *suffix = immediate_type_name(type.element);
    if (is_float && type.element == ELEMENT_DOUBLE) {
        uint64_t bits;
        memcpy(&bits, &real, sizeof bits);
        snprintf(operand->immediate, sizeof operand->immediate,
                 "0x%llx:%s", (unsigned long long)bits, suffix);
    } else if (is_float && type.element == ELEMENT_FLOAT) {
        float single = (float)real;
        uint32_t bits;
        memcpy(&bits, &single, sizeof bits);
        snprintf(operand->immediate, sizeof operand->immediate, "0x%x:%s",
                 (unsigned)bits, suffix);
    } else if (is_float) {
        return operand_error(s, operand, "half immediates are not supported "
                                         "by cmc; use float");
    } else {
        snprintf(operand->immediate, sizeof operand->immediate, "%lld:%s",
                 integer, suffix);
    }
    return true;
}

/* A 'cr' operand's type: integer scalar or vector of 1, 2, 4 ... 32. */
static bool check_predicate_type(struct asm_statement *s,
                                 const struct asm_operand *operand)
{
    struct cm_type type = operand->value.type;
    int n = type_element_count(type);
    if (!is_register_type(type) || element_is_float(type.element))
        return operand_error(s, operand, "a predicate is made of an integer "
                                         "scalar or vector");
    if (n > 32 || (n & (n - 1)) != 0)
        return operand_error(s, operand, "a predicate vector has 1, 2, 4, 8, "
                                         "16 or 32 elements");
    return true;
}

/* `value` (integer scalar or vector) with every element `k`. */
static LLVMValueRef constant_like(LLVMValueRef value, unsigned long long k)
{
    LLVMTypeRef type = LLVMTypeOf(value);
    if (LLVMGetTypeKind(type) != LLVMVectorTypeKind)
        return LLVMConstInt(type, k, false);
    unsigned n = LLVMGetVectorSize(type);
    LLVMValueRef elements[32];
    for (unsigned i = 0; i < n && i < 32; i++)
        elements[i] = LLVMConstInt(LLVMGetElementType(type), k, false);
    return LLVMConstVector(elements, n);
}

/* The predicate of a 'cr' input: each element's lowest bit, as Intel's
 * compiler truncates it to i1 (GenXInlineAsmLowering). */
static LLVMValueRef predicate_of(struct asm_statement *s,
                                 struct asm_operand *operand)
{
    if (!check_predicate_type(s, operand))
        return NULL;
    LLVMBuilderRef builder = s->frontend->builder;
    LLVMValueRef value = read_cm_value(s->frontend, operand->value);
    LLVMValueRef low_bit =
        LLVMBuildAnd(builder, value, constant_like(value, 1), "");
    return LLVMBuildICmp(builder, LLVMIntNE, low_bit,
                         constant_like(value, 0), "asm.predicate");
}

/* The i1 type of a 'cr' output of `type`. */
static LLVMTypeRef predicate_type(struct frontend *frontend,
                                  struct cm_type type)
{
    LLVMTypeRef bit = LLVMInt1TypeInContext(frontend->context);
    int n = type_element_count(type);
    return type.kind == TYPE_SCALAR ? bit : LLVMVectorType(bit, (unsigned)n);
}

/* The letters an operand's constraint gives it in the IR. */
static const char *ir_letters(enum constraint_kind kind)
{
    switch (kind) {
    case CONSTRAINT_RW: return "rw";
    case CONSTRAINT_A: return "a";
    case CONSTRAINT_CR: return "cr";
    default: return "r";
    }
}

static bool lower_output(struct asm_statement *s, struct asm_operand *operand,
                         struct string_buffer *constraints)
{
    int tied;
    enum constraint_kind kind = constraint_kind(operand->constraint, &tied);
    if (operand->constraint[0] != '=' && operand->constraint[0] != '+')
        return operand_error(s, operand, "an output's constraint starts "
                                         "with '=' or '+'");
    if (kind == CONSTRAINT_BAD)
        return operand_error(s, operand, "CM's constraints are r, rw, a, cr, "
                                         "i, n, F and an output's number");
    if (kind != CONSTRAINT_R && kind != CONSTRAINT_RW &&
        kind != CONSTRAINT_A && kind != CONSTRAINT_CR)
        return operand_error(s, operand, "an output takes r, rw, a or cr");
    operand->value = lower_expression(s->frontend, operand->expression);
    if (!operand->value.is_place)
        return operand_error(s, operand, "an output must be a variable, "
                                         "element or region");
    if (!is_register_type(operand->value.type))
        return operand_error(s, operand, "the operand must be a scalar, "
                                         "vector or matrix");
    operand->is_predicate = kind == CONSTRAINT_CR;
    if (operand->is_predicate && operand->constraint[0] == '+')
        return operand_error(s, operand, "a predicate output cannot also be "
                                         "an input ('+'); use '='");
    if (operand->is_predicate && !check_predicate_type(s, operand))
        return false;
    buffer_printf(constraints, "%s=%s", constraints->length ? "," : "",
                  ir_letters(kind));
    if (operand->constraint[0] == '+')
        s->plus_outputs[s->plus_count++] = (int)(operand - s->operands);
    return true;
}

static bool lower_input(struct asm_statement *s, struct asm_operand *operand,
                        struct string_buffer *constraints, int *ir_count)
{
    int tied = -1;
    enum constraint_kind kind = constraint_kind(operand->constraint, &tied);
    if (operand->constraint[0] == '=' || operand->constraint[0] == '+')
        return operand_error(s, operand, "an input's constraint has no "
                                         "'=' or '+'");
    if (kind == CONSTRAINT_BAD)
        return operand_error(s, operand, "CM's constraints are r, rw, a, cr, "
                                         "i, n, F and an output's number");
    operand->ir_index = -1;
    struct cm_type declared =
        classify_type(clang_getCursorType(operand->expression));
    bool vector_immediate = kind == CONSTRAINT_I &&
                            declared.kind == TYPE_VECTOR &&
                            !element_is_float(declared.element);
    if ((kind == CONSTRAINT_I || kind == CONSTRAINT_F ||
         kind == CONSTRAINT_N) && !vector_immediate)
        return immediate_text(s, operand, kind);
    if (kind == CONSTRAINT_TIED && tied >= s->output_count)
        return operand_error(s, operand, "no output has that number");
    operand->value = lower_expression(s->frontend, operand->expression);
    if (!is_register_type(operand->value.type))
        return operand_error(s, operand, "the operand must be a scalar, "
                                         "vector or matrix");
    if (vector_immediate) {
        /* Known only once the optimiser has folded it: the backend packs
         * it (:v, :uv) or says it is not a constant. */
        if (type_element_count(operand->value.type) != 8)
            return operand_error(s, operand, "a vector immediate has 8 "
                                             "elements");
        operand->llvm = read_cm_value(s->frontend, operand->value);
    } else if (kind == CONSTRAINT_CR) {
        operand->llvm = predicate_of(s, operand);
        if (!operand->llvm)
            return false;
    } else if (kind == CONSTRAINT_TIED) {
        struct cm_type output = s->operands[tied].value.type;
        if (!type_same_shape(output, operand->value.type) ||
            output.element != operand->value.type.element)
            return operand_error(s, operand, "the input must have its "
                                             "output's type");
        operand->llvm = read_cm_value(s->frontend, operand->value);
    } else {
        operand->llvm = read_cm_value(s->frontend, operand->value);
    }
    operand->ir_index = (*ir_count)++;
    if (kind == CONSTRAINT_TIED)
        buffer_printf(constraints, ",%d", tied);
    else
        buffer_printf(constraints, ",%s", vector_immediate ? "i"
                                                           : ir_letters(kind));
    return true;
}

/* ---- the template --------------------------------------------------------- */

/* The user's operand number `n` written into the IR template. */
static bool write_operand(struct asm_statement *s, int n,
                          struct string_buffer *out)
{
    int explicit_count = s->output_count + s->input_count;
    if (n < 0 || n >= explicit_count + s->plus_count) {
        error_at_cursor(s->frontend, s->cursor,
                        "asm operand number %d is out of range (the statement "
                        "has %d)", n, explicit_count + s->plus_count);
        return false;
    }
    if (n >= explicit_count) { /* a '+' output's input: after the inputs */
        int ir_inputs = 0;
        for (int i = s->output_count; i < explicit_count; i++)
            ir_inputs += s->operands[i].ir_index >= 0;
        buffer_printf(out, "$%d", s->output_count + ir_inputs +
                                      (n - explicit_count));
        return true;
    }
    const struct asm_operand *operand = &s->operands[n];
    if (!operand->is_output && operand->ir_index < 0)
        buffer_printf(out, "%s", operand->immediate);
    else
        buffer_printf(out, "$%d", operand->is_output ? n : operand->ir_index);
    return true;
}

static int operand_named(const struct asm_statement *s, const char *name,
                         size_t length)
{
    for (int i = 0; i < s->output_count + s->input_count; i++)
        if (strlen(s->operands[i].name) == length &&
            memcmp(s->operands[i].name, name, length) == 0)
            return i;
    return -1;
}

static bool ir_template(struct asm_statement *s, struct string_buffer *out)
{
    const char *text = s->template_text.data;
    for (size_t i = 0; text[i]; i++) {
        if (text[i] == '$') {
            buffer_printf(out, "$$");
            continue;
        }
        if (text[i] != '%') {
            buffer_printf(out, "%c", text[i]);
            continue;
        }
        i++;
        if (text[i] == '%') {
            buffer_printf(out, "%%");
            continue;
        }
        if (text[i] == '[') {
            const char *end = strchr(text + i, ']');
            int n = end ? operand_named(s, text + i + 1,
                                        (size_t)(end - text - i - 1))
                        : -1;
            if (n < 0) {
                error_at_cursor(s->frontend, s->cursor,
                                "no asm operand is named '%.*s'",
                                end ? (int)(end - text - i - 1) : 0,
                                text + i + 1);
                return false;
            }
            if (!write_operand(s, n, out))
                return false;
            i = (size_t)(end - text);
            continue;
        }
        if (text[i] >= '0' && text[i] <= '9') {
            int n = 0;
            while (text[i] >= '0' && text[i] <= '9' && n < 1000)
                n = n * 10 + (text[i++] - '0');
            i--;
            if (!write_operand(s, n, out))
                return false;
            continue;
        }
        error_at_cursor(s->frontend, s->cursor,
                        "'%%%c' in an asm template: cmc knows %%N, %%[name] "
                        "and %%%%", text[i] ? text[i] : ' ');
        return false;
    }
    return true;
}

/* ---- the call -------------------------------------------------------------- */

static void build_asm_call(struct asm_statement *s, const char *text,
                           const char *constraints)
{
    struct frontend *frontend = s->frontend;
    LLVMValueRef arguments[2 * MAX_ASM_OPERANDS];
    LLVMTypeRef argument_types[2 * MAX_ASM_OPERANDS];
    unsigned argument_count = 0;
    for (int i = s->output_count; i < s->output_count + s->input_count; i++)
        if (s->operands[i].ir_index >= 0)
            arguments[argument_count++] = s->operands[i].llvm;
    for (int p = 0; p < s->plus_count; p++) {
        struct asm_operand *output = &s->operands[s->plus_outputs[p]];
        arguments[argument_count++] =
            read_cm_value(frontend, output->value);
    }
    for (unsigned i = 0; i < argument_count; i++)
        argument_types[i] = LLVMTypeOf(arguments[i]);
    LLVMTypeRef output_types[MAX_ASM_OPERANDS];
    for (int k = 0; k < s->output_count; k++)
        output_types[k] =
            s->operands[k].is_predicate
                ? predicate_type(frontend, s->operands[k].value.type)
                : type_llvm_type(frontend->context, s->operands[k].value.type);
    LLVMTypeRef result =
        s->output_count == 0 ? LLVMVoidTypeInContext(frontend->context)
        : s->output_count == 1
            ? output_types[0]
            : LLVMStructTypeInContext(frontend->context, output_types,
                                      (unsigned)s->output_count, false);
    LLVMTypeRef function_type =
        LLVMFunctionType(result, argument_types, argument_count, false);
    LLVMValueRef inline_asm = LLVMGetInlineAsm(
        function_type, (char *)text, strlen(text), (char *)constraints,
        strlen(constraints), true, false, LLVMInlineAsmDialectATT, false);
    LLVMValueRef call = LLVMBuildCall2(frontend->builder, function_type,
                                       inline_asm, arguments, argument_count,
                                       "");
    for (int k = 0; k < s->output_count; k++) {
        LLVMValueRef value =
            s->output_count == 1
                ? call
                : LLVMBuildExtractValue(frontend->builder, call, (unsigned)k,
                                        "asm.output");
        if (s->operands[k].is_predicate) /* 1 where the predicate is set */
            value = LLVMBuildZExt(
                frontend->builder, value,
                type_llvm_type(frontend->context, s->operands[k].value.type),
                "");
        write_place(frontend, s->operands[k].value.place, value,
                    s->operands[k].value.type);
    }
}

void lower_asm_statement(struct frontend *frontend, CXCursor statement)
{
    struct asm_statement *s = xcalloc(1, sizeof *s);
    s->frontend = frontend;
    s->cursor = statement;
    unsigned child_count;
    CXCursor *children = cursor_children(statement, &child_count);
    struct string_buffer constraints = {0}, text = {0};
    bool ok = read_statement_tokens(s);
    if (ok && child_count != (unsigned)(s->output_count + s->input_count)) {
        error_at_cursor(frontend, statement,
                        "cmc cannot read the operands of this asm statement");
        ok = false;
    }
    for (int i = 0; ok && i < s->output_count + s->input_count; i++)
        s->operands[i].expression = children[i];
    for (int k = 0; ok && k < s->output_count; k++)
        ok = lower_output(s, &s->operands[k], &constraints);
    int ir_count = s->output_count;
    for (int i = s->output_count;
         ok && i < s->output_count + s->input_count; i++)
        ok = lower_input(s, &s->operands[i], &constraints, &ir_count);
    for (int p = 0; ok && p < s->plus_count; p++)
        buffer_printf(&constraints, "%s%d", constraints.length ? "," : "",
                      s->plus_outputs[p]);
    if (ok && constraints.length && constraints.data[0] == ',')
        memmove(constraints.data, constraints.data + 1, constraints.length--);
    if (ok && ir_template(s, &text))
        build_asm_call(s, text.data ? text.data : "",
                       constraints.data ? constraints.data : "");
    free(text.data);
    free(constraints.data);
    free(s->template_text.data);
    free(children);
    free(s);
}
