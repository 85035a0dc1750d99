/* inline_asm.c - CM inline assembly: an LLVM inline asm call -> vISA.
 *
 * Takes a call of an LLVM InlineAsm value as the frontend builds it
 * (frontend/inline_asm.c): the template is vISA text with `$N` for the
 * call's operands, the constraints are "=r"/"=rw"/"=a"/"=cr" per output
 * (the call returns one value or a struct of them; "cr" ones are i1), then
 * "r", "rw", "a", "cr" (an i1 value), "i" (a vector of 8 integers, packed
 * as a :v or :uv immediate) or an output's number (tied: the
 * input the output starts from) per operand.  Immediates ('i', 'n', 'F') are already text in the template.
 *
 * Guarantees: each output gets a fresh variable (a predicate for "cr",
 * which only a cmp can write), written by the
 * assembly and then copied to the call's result (or read by the
 * extractvalues of a struct result, subroutines.c); an input is read
 * where it lives (a region of its variable, as Intel's compiler prints
 * it) or copied to a fresh variable first ('rw', constants); a 'cr'
 * input is a predicate variable.  The template is then assembled here
 * into ordinary vISA instructions of the model (ALU instructions:
 * predicate, opcode, .sat, condition, execution size and mask,
 * destination and sources with modifiers, regions and immediates, and
 * vISA's predefined variables such as %tsc at an explicit place), so
 * that the text writer, the binary writer, legalization and cmrun treat
 * them like any other.  Anything else in the template is an error at the
 * asm statement's line naming the text cmc cannot assemble. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

/* The ALU instructions inline assembly may use, with their sources. */
static const struct {
    enum visa_opcode opcode;
    int sources;
} assembler_opcodes[] = {
    {VISA_OP_ADD, 2},  {VISA_OP_MUL, 2},  {VISA_OP_AVG, 2},
    {VISA_OP_MIN, 2},  {VISA_OP_MAX, 2},  {VISA_OP_MOV, 1},
    {VISA_OP_SEL, 2},  {VISA_OP_CMP, 2},  {VISA_OP_AND, 2},
    {VISA_OP_OR, 2},   {VISA_OP_XOR, 2},  {VISA_OP_NOT, 1},
    {VISA_OP_SHL, 2},  {VISA_OP_SHR, 2},  {VISA_OP_ASR, 2},
    {VISA_OP_MAD, 3},  {VISA_OP_MULH, 2}, {VISA_OP_INV, 1},
    {VISA_OP_SQRT, 1}, {VISA_OP_RNDD, 1}, {VISA_OP_RNDU, 1},
    {VISA_OP_RNDE, 1}, {VISA_OP_RNDZ, 1}, {VISA_OP_FRC, 1},
    {VISA_OP_LZD, 1},  {VISA_OP_DIV, 2},  {VISA_OP_MOD, 2},
    {VISA_OP_CBIT, 1}, {VISA_OP_FBL, 1},  {VISA_OP_FBH, 1},
    {VISA_OP_BFREV, 1}, {VISA_OP_ROL, 2}, {VISA_OP_ROR, 2},
    {VISA_OP_LOG, 1},  {VISA_OP_EXP, 1},  {VISA_OP_RSQRT, 1},
    {VISA_OP_POW, 2},  {VISA_OP_SIN, 1},  {VISA_OP_COS, 1},
    {VISA_OP_BFE, 3},  {VISA_OP_BFI, 4},  {VISA_OP_DP4A, 3},
};

/* One `$N` of the template. */
struct asm_operand {
    bool is_output;
    bool is_predicate;            /* 'cr': a predicate variable */
    int var;                      /* its variable (the output's for tied) */
    enum visa_type type;
    struct visa_operand source;   /* how `$N` alone reads */
};

struct assembler {
    struct function_context *fc;
    const char *text;             /* the template */
    size_t at;
    struct asm_operand *operands;
    int operand_count;
};

static void skip_blanks(struct assembler *a)
{
    while (a->text[a->at] == ' ' || a->text[a->at] == '\t' ||
           a->text[a->at] == '\r')
        a->at++;
}

static bool accept(struct assembler *a, const char *word)
{
    skip_blanks(a);
    size_t n = strlen(word);
    if (strncmp(a->text + a->at, word, n) != 0)
        return false;
    a->at += n;
    return true;
}

/* Errors name the template's line (its operands are the IR's `$K`,
 * numbered unlike the user's %N, so the text itself is not shown). */
static bool fail(struct assembler *a, const char *what)
{
    int line = 1;
    for (size_t i = 0; i < a->at; i++)
        line += a->text[i] == '\n';
    codegen_error(a->fc, "inline assembly, line %d of the template: %s",
                  line, what);
    return false;
}

static bool read_number(struct assembler *a, long long *out)
{
    skip_blanks(a);
    char *end;
    const char *start = a->text + a->at;
    long long value = strtoll(start, &end, 0);
    if (end == start || value < -(1LL << 40) || value > (1LL << 40))
        return fail(a, "expected a number");
    a->at += (size_t)(end - start);
    *out = value;
    return true;
}

static bool read_word(struct assembler *a, char *word, size_t size)
{
    skip_blanks(a);
    size_t n = 0;
    while (isalnum((unsigned char)a->text[a->at]) || a->text[a->at] == '_') {
        if (n + 1 >= size)
            return fail(a, "name too long");
        word[n++] = a->text[a->at++];
    }
    word[n] = '\0';
    return n > 0 || fail(a, "expected a name");
}

static bool read_operand_number(struct assembler *a, int *index)
{
    long long n;
    if (!accept(a, "$") || !read_number(a, &n))
        return fail(a, "expected an operand");
    if (n < 0 || n >= a->operand_count)
        return fail(a, "no such operand");
    *index = (int)n;
    return true;
}

static bool type_named(const char *name, enum visa_type *type)
{
    static const enum visa_type types[] = {
        VISA_TYPE_UD, VISA_TYPE_D,  VISA_TYPE_UW, VISA_TYPE_W,
        VISA_TYPE_UB, VISA_TYPE_B,  VISA_TYPE_UQ, VISA_TYPE_Q,
        VISA_TYPE_F,  VISA_TYPE_DF, VISA_TYPE_HF, VISA_TYPE_V,
        VISA_TYPE_UV, VISA_TYPE_VF,
    };
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (strcmp(visa_type_name(types[i]), name) == 0) {
            *type = types[i];
            return true;
        }
    return false;
}

/* NUMBER:TYPE, the number an integer (decimal or 0x hex: the type's
 * bits) or, for floating types, a decimal with a point. */
static bool read_immediate(struct assembler *a, struct visa_operand *op)
{
    skip_blanks(a);
    const char *start = a->text + a->at;
    char *end;
    bool is_decimal_float = false;
    for (const char *p = start; *p && *p != ':' && *p != ' ' && *p != '\n'; p++)
        if (*p == '.' || ((*p == 'e' || *p == 'E') && !strchr(start, 'x')))
            is_decimal_float = true;
    double real = 0;
    long long integer = 0;
    if (is_decimal_float)
        real = strtod(start, &end);
    else if (start[0] == '-')
        integer = strtoll(start, &end, 0);
    else
        integer = (long long)strtoull(start, &end, 0);
    if (end == start || *end != ':')
        return fail(a, "expected an operand");
    a->at += (size_t)(end - start) + 1;
    char name[8];
    enum visa_type type;
    if (!read_word(a, name, sizeof name) || !type_named(name, &type))
        return fail(a, "unknown immediate type");
    uint64_t bits = (uint64_t)integer;
    if (is_decimal_float) {
        if (type == VISA_TYPE_DF) {
            memcpy(&bits, &real, sizeof bits);
        } else if (type == VISA_TYPE_F) {
            float single = (float)real;
            uint32_t word;
            memcpy(&word, &single, sizeof word);
            bits = word;
        } else {
            return fail(a, "a decimal point in an integer immediate");
        }
    }
    *op = visa_imm(type, bits);
    return true;
}

static bool read_modifier(struct assembler *a, enum visa_modifier *modifier)
{
    static const struct {
        const char *text;
        enum visa_modifier modifier;
    } modifiers[] = {
        {"(-abs)", VISA_MOD_NEG_ABS}, {"(abs)", VISA_MOD_ABS},
        {"(-)", VISA_MOD_NEG},        {"(~)", VISA_MOD_NOT},
    };
    *modifier = VISA_MOD_NONE;
    for (size_t i = 0; i < sizeof modifiers / sizeof modifiers[0]; i++)
        if (accept(a, modifiers[i].text)) {
            *modifier = modifiers[i].modifier;
            return true;
        }
    return true;
}

/* `(row,col)<region>` after `$N`: the operand's variable at that place. */
static bool read_explicit_region(struct assembler *a,
                                 const struct asm_operand *operand,
                                 bool destination, struct visa_operand *op)
{
    long long row, column, v = 0, w = 0, h;
    if (!accept(a, "(") || !read_number(a, &row) || !accept(a, ",") ||
        !read_number(a, &column) || !accept(a, ")") || !accept(a, "<"))
        return fail(a, "expected (row,column)<region>");
    if (!destination && (!read_number(a, &v) || !accept(a, ";") ||
                         !read_number(a, &w) || !accept(a, ",")))
        return fail(a, "expected a source region <vstride;width,hstride>");
    if (!read_number(a, &h) || !accept(a, ">"))
        return fail(a, "expected a region");
    int grf = a->fc->cg->platform->grf_bytes;
    int size = visa_type_size(operand->type);
    if (row < 0 || column < 0 || row > 4096 || column > grf ||
        v < 0 || v > 32 || w < 0 || w > 32 || h < 0 || h > 32)
        return fail(a, "region out of range");
    *op = destination
              ? visa_dst(operand->var, operand->type,
                         (int)row * grf + (int)column * size, (int)h)
              : visa_direct(operand->var, operand->type,
                            (int)row * grf + (int)column * size, (int)v,
                            (int)w, (int)h);
    return true;
}

/* vISA's predefined general variables a template may name (`%%tsc` in
 * the user's text), with their types (vISA specification, common ISA:
 * predefined variables). */
static const struct {
    const char *name;
    enum visa_type type;
} predefined_variables[] = {
    {"%null", VISA_TYPE_UD},     {"%thread_x", VISA_TYPE_UW},
    {"%thread_y", VISA_TYPE_UW}, {"%group_id_x", VISA_TYPE_UD},
    {"%group_id_y", VISA_TYPE_UD}, {"%group_id_z", VISA_TYPE_UD},
    {"%tsc", VISA_TYPE_UD},      {"%r0", VISA_TYPE_UD},
    {"%hw_id", VISA_TYPE_UD},    {"%sr0", VISA_TYPE_UD},
    {"%cr0", VISA_TYPE_UD},      {"%ce0", VISA_TYPE_UD},
    {"%dbg0", VISA_TYPE_UD},     {"%color", VISA_TYPE_UW},
};

/* `%name(row,col)<region>`: a predefined variable at a place. */
static bool read_predefined(struct assembler *a, bool destination,
                            struct visa_operand *op)
{
    char name[32] = "%";
    a->at++;
    if (!read_word(a, name + 1, sizeof name - 1))
        return false;
    for (size_t i = 0;
         i < sizeof predefined_variables / sizeof predefined_variables[0];
         i++)
        if (strcmp(predefined_variables[i].name, name) == 0) {
            struct asm_operand variable = {
                .var = visa_add_predefined(a->fc->kernel, name,
                                           predefined_variables[i].type),
                .type = predefined_variables[i].type,
            };
            return read_explicit_region(a, &variable, destination, op);
        }
    return fail(a, "unknown predefined variable");
}

static bool read_operand(struct assembler *a, bool destination,
                         struct visa_operand *op)
{
    enum visa_modifier modifier;
    read_modifier(a, &modifier);
    skip_blanks(a);
    if (a->text[a->at] == '%') {
        if (!read_predefined(a, destination, op))
            return false;
        op->modifier = modifier;
        return true;
    }
    if (a->text[a->at] != '$') {
        if (destination || modifier != VISA_MOD_NONE)
            return fail(a, destination ? "expected an output operand"
                                       : "expected an operand");
        return read_immediate(a, op);
    }
    int index;
    if (!read_operand_number(a, &index))
        return false;
    const struct asm_operand *operand = &a->operands[index];
    if (operand->is_predicate) {
        /* A 'cr' output is written as a predicate (cmp's destination). */
        if (!destination || !operand->is_output || modifier != VISA_MOD_NONE)
            return fail(a, "a 'cr' operand is a predicate, not a register "
                           "operand");
        *op = visa_pred_operand(operand->var);
        return true;
    }
    if (a->text[a->at] == '(') {
        if (operand->var < 0)
            return fail(a, "an immediate operand has no region");
        if (!read_explicit_region(a, operand, destination, op))
            return false;
    } else if (destination) {
        if (!operand->is_output)
            return fail(a, "an input operand cannot be written");
        *op = visa_dst(operand->var, operand->type, 0, 1);
    } else {
        *op = operand->source;
    }
    op->modifier = modifier;
    return true;
}

static bool read_predicate(struct assembler *a, struct visa_inst *inst)
{
    if (!accept(a, "("))
        return true;
    inst->pred_invert = accept(a, "!");
    int index;
    if (!read_operand_number(a, &index))
        return false;
    if (!a->operands[index].is_predicate)
        return fail(a, "a predicate must be a 'cr' operand");
    inst->pred_var = a->operands[index].var;
    return accept(a, ")") || fail(a, "expected ')'");
}

static bool read_condition(const char *name, enum visa_cond *cond)
{
    static const char *const names[] = {"eq", "ne", "gt", "ge", "lt", "le"};
    static const enum visa_cond conds[] = {
        VISA_COND_EQ, VISA_COND_NE, VISA_COND_GT,
        VISA_COND_GE, VISA_COND_LT, VISA_COND_LE,
    };
    for (int i = 0; i < 6; i++)
        if (strcmp(names[i], name) == 0) {
            *cond = conds[i];
            return true;
        }
    return false;
}

static bool read_opcode(struct assembler *a, struct visa_inst *inst,
                        int *sources)
{
    char name[32];
    if (!read_word(a, name, sizeof name))
        return false;
    *sources = -1;
    for (size_t i = 0;
         i < sizeof assembler_opcodes / sizeof assembler_opcodes[0]; i++)
        if (strcmp(visa_opcode_name(assembler_opcodes[i].opcode), name) == 0) {
            inst->opcode = assembler_opcodes[i].opcode;
            *sources = assembler_opcodes[i].sources;
        }
    if (*sources < 0) {
        char message[128];
        snprintf(message, sizeof message, "cmc cannot assemble the vISA "
                 "instruction '%s' (it assembles ALU instructions only)",
                 name);
        return fail(a, message);
    }
    while (a->text[a->at] == '.') {
        a->at++;
        char suffix[16];
        if (!read_word(a, suffix, sizeof suffix))
            return false;
        if (strcmp(suffix, "sat") == 0)
            inst->saturate = true;
        else if (inst->opcode != VISA_OP_CMP ||
                 !read_condition(suffix, &inst->cond))
            return fail(a, "unknown instruction suffix");
    }
    if (inst->opcode == VISA_OP_CMP && inst->cond == VISA_COND_NONE)
        return fail(a, "cmp needs a condition (.eq, .ne, ...)");
    return true;
}

/* (Mn[_NM], size) */
static bool read_execution(struct assembler *a, struct visa_inst *inst)
{
    long long mask, size;
    if (!accept(a, "(") || !accept(a, "M") || !read_number(a, &mask) ||
        mask < 1 || mask > 8)
        return fail(a, "expected the execution mask (M1 ... M8)");
    inst->mask_offset = (int)(mask - 1) * 4;
    inst->no_mask = accept(a, "_NM");
    if (!accept(a, ",") || !read_number(a, &size) || !accept(a, ")"))
        return fail(a, "expected the execution size");
    if (size != 1 && size != 2 && size != 4 && size != 8 && size != 16 &&
        size != 32)
        return fail(a, "execution size must be 1, 2, 4, 8, 16 or 32");
    inst->exec_size = (int)size;
    return true;
}

static bool at_line_end(struct assembler *a)
{
    skip_blanks(a);
    return a->text[a->at] == '\0' || a->text[a->at] == '\n';
}

static bool assemble_instruction(struct assembler *a)
{
    struct visa_inst inst = visa_inst_make(VISA_OP_MOV, 1);
    int sources;
    if (!read_predicate(a, &inst) || !read_opcode(a, &inst, &sources) ||
        !read_execution(a, &inst) || !read_operand(a, true, &inst.dst))
        return false;
    /* The model's destinations carry their row: exec_size elements
     * hstride apart (legalize.c splits them). */
    inst.dst.width = inst.exec_size;
    inst.dst.vstride = inst.exec_size * inst.dst.hstride;
    inst.num_srcs = sources;
    for (int i = 0; i < sources; i++)
        if (!read_operand(a, false, &inst.src[i]))
            return false;
    if (!at_line_end(a))
        return fail(a, "unexpected text after the instruction");
    emit(a->fc, &inst);
    return true;
}

static void assemble(struct assembler *a)
{
    while (a->text[a->at] && !a->fc->failed) {
        if (at_line_end(a)) {
            if (a->text[a->at] == '\n')
                a->at++;
            continue;
        }
        if (!assemble_instruction(a))
            return;
    }
}

/* ---- operands ------------------------------------------------------------ */

static bool operand_type(struct function_context *fc, LLVMTypeRef type,
                         enum visa_type *element, int *n)
{
    *n = genx_num_elements(type);
    if (!genx_element_type(type, element) || *element == VISA_TYPE_BOOL) {
        codegen_error(fc, "inline assembly: operands of this type are not "
                          "supported");
        return false;
    }
    return true;
}

/* The constraint list split at commas: codes[i] without '=' / '&'. */
static int split_constraints(const char *text, char codes[][8], int max,
                             int *outputs)
{
    int count = 0;
    *outputs = 0;
    while (*text && count < max) {
        size_t n = 0;
        bool output = false;
        while (*text && *text != ',') {
            if (*text == '=')
                output = true;
            else if (*text != '&' && n + 1 < sizeof codes[0])
                codes[count][n++] = *text;
            text++;
        }
        codes[count][n] = '\0';
        if (output)
            (*outputs)++;
        count++;
        if (*text == ',')
            text++;
    }
    return count;
}

#define MAX_ASM_OPERANDS 64

/* An 'i' vector of 8 integers as a packed immediate: :v when each fits
 * in 4 signed bits, else :uv when each fits in 4 unsigned bits (element 0
 * in the lowest nibble). */
static bool vector_immediate(struct function_context *fc, LLVMValueRef value,
                             struct asm_operand *operand)
{
    LLVMTypeRef type = LLVMTypeOf(value);
    bool fits_signed = true, fits_unsigned = true;
    uint64_t signed_bits = 0, unsigned_bits = 0;
    bool constant = LLVMIsConstant(value) &&
                    LLVMGetTypeKind(type) == LLVMVectorTypeKind &&
                    LLVMGetVectorSize(type) == 8;
    for (unsigned i = 0; constant && i < 8; i++) {
        LLVMValueRef element = LLVMGetAggregateElement(value, i);
        if (!element || !LLVMIsAConstantInt(element)) {
            constant = false;
            break;
        }
        long long signed_value = LLVMConstIntGetSExtValue(element);
        unsigned long long unsigned_value = LLVMConstIntGetZExtValue(element);
        fits_signed = fits_signed && signed_value >= -8 && signed_value <= 7;
        fits_unsigned = fits_unsigned && unsigned_value <= 15;
        signed_bits |= (uint64_t)(signed_value & 0xf) << (4 * i);
        unsigned_bits |= (uint64_t)(unsigned_value & 0xf) << (4 * i);
    }
    if (!constant) {
        codegen_error(fc, "inline assembly: the vector of an 'i' operand is "
                          "not a constant");
        return false;
    }
    if (!fits_signed && !fits_unsigned) {
        codegen_error(fc, "inline assembly: the vector of an 'i' operand "
                          "does not fit a packed immediate (8 integers from "
                          "-8 to 7, or from 0 to 15)");
        return false;
    }
    operand->is_output = false;
    operand->is_predicate = false;
    operand->var = -1;
    operand->type = fits_signed ? VISA_TYPE_V : VISA_TYPE_UV;
    operand->source = visa_imm(operand->type,
                               fits_signed ? signed_bits : unsigned_bits);
    return true;
}

static bool input_operand(struct function_context *fc, const char *code,
                          LLVMValueRef value, struct asm_operand *operands,
                          int outputs, struct asm_operand *operand)
{
    LLVMTypeRef type = LLVMTypeOf(value);
    if (isdigit((unsigned char)code[0])) {
        int tied = atoi(code);
        if (tied >= outputs) {
            codegen_error(fc, "inline assembly: bad tied operand");
            return false;
        }
        *operand = operands[tied];
        operand->is_output = false;
        if (operand->is_predicate) {
            codegen_error(fc, "inline assembly: a 'cr' output cannot be "
                              "tied to an input");
            return false;
        }
        int n = genx_num_elements(type);
        struct visa_inst mov = visa_inst_make(VISA_OP_MOV, n);
        mov.dst = visa_direct(operand->var, operand->type, 0, n, n, 1);
        mov.num_srcs = 1;
        mov.src[0] = read_value(fc, value, operand->type);
        emit(fc, &mov);
        return true;
    }
    if (strcmp(code, "i") == 0)
        return vector_immediate(fc, value, operand);
    if (strcmp(code, "cr") == 0) {
        int n = genx_num_elements(type);
        operand->is_output = false;
        operand->is_predicate = true;
        operand->var = predicate_for(fc, value, n);
        operand->type = VISA_TYPE_BOOL;
        return true;
    }
    int n;
    operand->is_output = false;
    operand->is_predicate = false;
    if (!operand_type(fc, type, &operand->type, &n))
        return false;
    struct visa_operand source = read_value(fc, value, operand->type);
    if (source.kind != VISA_OPND_DIRECT || strcmp(code, "rw") == 0 ||
        source.modifier != VISA_MOD_NONE)
        source = copy_to_temp(fc, source, operand->type, n);
    operand->source = source;
    operand->var = source.var;
    return true;
}

void select_inline_asm(struct function_context *fc, LLVMValueRef call)
{
    LLVMValueRef inline_asm = LLVMGetCalledValue(call);
    size_t length;
    const char *constraints =
        LLVMGetInlineAsmConstraintString(inline_asm, &length);
    char codes[MAX_ASM_OPERANDS][8];
    int outputs;
    int count = split_constraints(constraints, codes, MAX_ASM_OPERANDS,
                                  &outputs);
    int inputs = LLVMGetNumArgOperands(call);
    if (count != outputs + inputs) {
        codegen_error(fc, "inline assembly: %d constraints for %d operands",
                      count, outputs + inputs);
        return;
    }
    struct asm_operand operands[MAX_ASM_OPERANDS];
    LLVMTypeRef result = LLVMTypeOf(call);
    int first_output = -1;
    for (int k = 0; k < outputs; k++) {
        LLVMTypeRef type = outputs > 1 ? LLVMStructGetTypeAtIndex(result,
                                                                  (unsigned)k)
                                       : result;
        int n = genx_num_elements(type);
        operands[k].is_output = true;
        operands[k].is_predicate = genx_is_predicate_type(type);
        if (operands[k].is_predicate) {
            operands[k].type = VISA_TYPE_BOOL;
            operands[k].var = visa_add_predicate(fc->kernel, n);
        } else if (!operand_type(fc, type, &operands[k].type, &n)) {
            return;
        } else {
            operands[k].var = codegen_temp(fc, operands[k].type, n);
        }
        operands[k].source = full_region(operands[k].var, operands[k].type, n);
        if (k == 0)
            first_output = operands[k].var;
        else if (operands[k].var != first_output + k) {
            codegen_error(fc, "backend: internal error: inline assembly "
                              "outputs are not consecutive");
            return;
        }
    }
    for (int i = 0; i < inputs; i++)
        if (!input_operand(fc, codes[outputs + i],
                           LLVMGetOperand(call, (unsigned)i), operands,
                           outputs, &operands[outputs + i]))
            return;
    const char *template_text = LLVMGetInlineAsmAsmString(inline_asm, &length);
    char *text = xmalloc(length + 1);
    memcpy(text, template_text, length);
    text[length] = '\0';
    /* LLVM's `$$` is a dollar of the text: none in vISA. */
    struct assembler a = {fc, text, 0, operands, count};
    assemble(&a);
    free(text);
    if (fc->failed || outputs == 0)
        return;
    if (outputs > 1) {
        value_map_put(&fc->asm_outputs, call, first_output);
        return;
    }
    inline_asm_copy_output(fc, call, operands[0].var);
}

void inline_asm_copy_output(struct function_context *fc, LLVMValueRef value,
                            int var)
{
    struct value_info *info = value_info_of(fc, value);
    if (!info || info->kind != VALUE_REGISTER)
        return;
    int n = genx_num_elements(LLVMTypeOf(value));
    if (fc->kernel->vars[var].kind == VISA_VAR_PREDICATE) {
        emit_predicate_logic(fc, VISA_OP_OR, info->var, var, var, n);
        return;
    }
    enum visa_type type = fc->kernel->vars[var].type;
    struct dst_target target = target_of(fc, value, type);
    emit_mov(fc, &target, full_region(var, type, n));
}

int inline_asm_output_var(struct function_context *fc, LLVMValueRef call,
                          unsigned index)
{
    int first = value_map_get(&fc->asm_outputs, call);
    return first < 0 ? -1 : first + (int)index;
}
