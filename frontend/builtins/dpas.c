/* builtins/dpas.c - the DPAS form of the builtin table: cm_dpas and
 * cm_dpasw.
 *
 * Takes a call whose row (table.c) has form BUILTIN_DPAS and whose
 * generic rules lower.c has checked: operands 0-2 are src0 (or the
 * constant 0 of the form without an accumulator), src1 and src2;
 * operand 3 the SAT flag; operands 4-7 the precisions of src1 and src2,
 * the systolic depth and the repeat count.  Guarantees the rules of
 * Intel's cm/dpas headers and of the vISA DPAS/DPASW pages (which
 * precisions combine with which accumulator, the sizes that follow from
 * them and the GRF width), each broken one a located error, and the call
 * llvm.genx.dpas[w][.nosrc0](src0, src1, src2, info) with info = src1's
 * vISA precision | src2's << 8 | depth << 16 | repeat count << 24 (the
 * layout GenX's CISA builder reads). */
#include <stdio.h>

#include "frontend/builtins/builtins.h"

enum { DPAS_SRC0, DPAS_SRC1, DPAS_SRC2, DPAS_FLAGS, DPAS_SRC1_PRECISION,
       DPAS_SRC2_PRECISION, DPAS_DEPTH, DPAS_REPEAT };

/* A CmPrecisionType value: its name, bits per element, the vISA
 * precision code (DPAS page's table), and, for the precisions of GPUs
 * after cmc's targets, the feature they need (no vISA code then). */
struct precision {
    long long cm_value;
    const char *name;
    int bits;
    bool is_float;
    int visa_code;
    const char *newer_feature;
};

static const struct precision precisions[] = {
    {2, "u2", 2, false, 3, NULL},   {3, "s2", 2, false, 4, NULL},
    {4, "u4", 4, false, 5, NULL},   {5, "s4", 4, false, 6, NULL},
    {6, "u8", 8, false, 7, NULL},   {7, "s8", 8, false, 8, NULL},
    {8, "bf16", 16, true, 9, NULL}, {9, "fp16", 16, true, 10, NULL},
    {11, "tf32", 32, true, 11, NULL},
    {10, "bf8", 8, true, 0, "Xe3 or later (Intel's CM_HAS_DPAS_BF8)"},
    {13, "hf8", 8, true, 0, "Xe3P or later (Intel's CM_HAS_DPAS_HF8)"},
    {14, "e2m1", 4, true, 0, "Xe3P or later (Intel's CM_HAS_DPAS_FP4)"},
};

/* Whether the platform's DPAS takes fp16 and bf16 accumulators and
 * results (Intel's CM_HAS_DPAS_ACC_HALF and CM_HAS_DPAS_ACC_BF16, PVC:
 * GenX_IR 1.0.12504 takes dpas.hf.hf with :hf dst and src0, and
 * dpas.bf.bf with :bf, there and rejects them on DG2). */
bool dpas_has_narrow_accumulators(const struct platform *platform)
{
    return platform && platform->genx_number >= 1280;
}

static const struct precision *find_precision(long long cm_value)
{
    for (size_t i = 0; i < sizeof precisions / sizeof precisions[0]; i++)
        if (precisions[i].cm_value == cm_value)
            return &precisions[i];
    return NULL;
}

/* Elements of the narrower operand per dword, at most 8 (Intel's
 * get_dpas_ops_per_channel; the DPAS page's OPS_PER_CHAN). */
static int ops_per_channel(const struct precision *a,
                           const struct precision *b)
{
    int per_a = 32 / a->bits, per_b = 32 / b->bits;
    int ops = per_a < per_b ? per_a : per_b;
    return ops > 8 ? 8 : ops;
}

static bool dpas_error(struct builtin_call *call, int operand,
                       const char *message, const char *detail)
{
    error_at_cursor(call->frontend, builtin_operand_cursor(call, operand),
                    "'%s': %s%s", call->row->name, message, detail);
    return false;
}

static bool check_precisions(struct builtin_call *call,
                             const struct precision **src1,
                             const struct precision **src2)
{
    *src1 = find_precision(call->operands[DPAS_SRC1_PRECISION].constant);
    *src2 = find_precision(call->operands[DPAS_SRC2_PRECISION].constant);
    if (!*src1 || !*src2)
        return dpas_error(call, !*src1 ? DPAS_SRC1_PRECISION
                                       : DPAS_SRC2_PRECISION,
                          "a precision must be a CmPrecisionType value", "");
    for (int i = 0; i < 2; i++) {
        const struct precision *p = i == 0 ? *src1 : *src2;
        if (!p->newer_feature)
            continue;
        char detail[96];
        snprintf(detail, sizeof detail, "%s, which cmc does not target",
                 p->newer_feature);
        char message[64];
        snprintf(message, sizeof message, "the %s precision needs ",
                 p->name);
        return dpas_error(call, i == 0 ? DPAS_SRC1_PRECISION
                                       : DPAS_SRC2_PRECISION,
                          message, detail);
    }
    char pair[64];
    snprintf(pair, sizeof pair, " (src1 %s, src2 %s)", (*src1)->name,
             (*src2)->name);
    bool both_integer = !(*src1)->is_float && !(*src2)->is_float;
    if (!both_integer && *src1 != *src2)
        return dpas_error(call, DPAS_SRC1_PRECISION,
                          "invalid combination of DPAS precisions: integer "
                          "precisions combine with each other, a float "
                          "precision only with itself",
                          pair);
    if ((*src1)->cm_value == 11 &&
        call->frontend->options->platform->genx_number < 1280)
        return dpas_error(call, DPAS_SRC1_PRECISION,
                          "tf32 precision needs PVC", pair);
    return true;
}

/* The element an accumulator or result of a float precision may have
 * besides float: half for fp16, short (the bits of a bfloat16, as in
 * Intel's headers) for bf16, on platforms with narrow accumulators. */
static enum element_kind narrow_accumulator(const struct precision *p)
{
    return p->cm_value == 9 ? ELEMENT_HALF
           : p->cm_value == 8 ? ELEMENT_I16
                              : ELEMENT_FLOAT;
}

/* The accumulator and the result: int/uint for integer precisions, float
 * for float ones and, on PVC, half for fp16 and short (bfloat16 bits) for
 * bf16, each independently of the other (Intel's dpas/helpers.h). */
static bool check_accumulator(struct builtin_call *call,
                              const struct precision *src1, bool has_src0)
{
    enum element_kind result = call->result_type.element;
    enum element_kind acc =
        has_src0 ? call->operands[DPAS_SRC0].type.element : result;
    enum element_kind narrow =
        dpas_has_narrow_accumulators(call->frontend->options->platform)
            ? narrow_accumulator(src1)
            : ELEMENT_FLOAT;
    bool ok = src1->is_float
                  ? (result == ELEMENT_FLOAT || result == narrow) &&
                        (acc == ELEMENT_FLOAT || acc == narrow)
                  : (result == ELEMENT_I32 || result == ELEMENT_U32) &&
                        (acc == ELEMENT_I32 || acc == ELEMENT_U32);
    if (ok)
        return true;
    const char *allowed = !src1->is_float          ? "int or uint"
                          : narrow == ELEMENT_HALF ? "float or half"
                          : narrow == ELEMENT_I16  ? "float or short"
                          : src1->cm_value == 11   ? "float"
                                                   : "float (fp16 and "
                                                     "bf16 ones on PVC)";
    char detail[128];
    snprintf(detail, sizeof detail, " (%s precision: %s, here %s and %s)",
             src1->name, allowed, element_name(acc), element_name(result));
    return dpas_error(call, DPAS_SRC0,
                      "invalid combination of DPAS data types: the "
                      "accumulator and the result",
                      detail);
}

static bool check_size(struct builtin_call *call, int operand,
                       const char *what, int actual, int expected)
{
    if (actual == expected)
        return true;
    char detail[96];
    snprintf(detail, sizeof detail, " must have %d elements, not %d",
             expected, actual);
    return dpas_error(call, operand, what, detail);
}

static bool check_sizes(struct builtin_call *call,
                        const struct precision *src1,
                        const struct precision *src2, bool has_src0,
                        bool wide)
{
    int exec_size = call->frontend->options->platform->grf_bytes / 4;
    int depth = (int)call->operands[DPAS_DEPTH].constant;
    int repeat = (int)call->operands[DPAS_REPEAT].constant;
    int k = depth * ops_per_channel(src1, src2);
    int src2_repeats = wide ? (repeat + 1) / 2 : repeat;
    int expected_src1 = k * exec_size / (32 / src1->bits);
    int expected_src2 = src2_repeats * k / (32 / src2->bits);
    return (!has_src0 ||
            check_size(call, DPAS_SRC0, "src0 (repeat count x execution "
                                        "size)",
                       type_element_count(call->operands[DPAS_SRC0].type),
                       repeat * exec_size)) &&
           check_size(call, DPAS_SRC0, "the result (repeat count x "
                                       "execution size)",
                      type_element_count(call->result_type),
                      repeat * exec_size) &&
           check_size(call, DPAS_SRC1, "src1",
                      type_element_count(call->operands[DPAS_SRC1].type),
                      expected_src1) &&
           check_size(call, DPAS_SRC2, "src2",
                      type_element_count(call->operands[DPAS_SRC2].type),
                      expected_src2);
}

/* The form without an accumulator passes the constant 0 as src0. */
static bool check_null_src0(struct builtin_call *call, bool *has_src0)
{
    *has_src0 = call->operands[DPAS_SRC0].type.kind == TYPE_VECTOR;
    if (*has_src0)
        return true;
    long long value = 1;
    CXCursor where = builtin_operand_cursor(call, DPAS_SRC0);
    if (call->operands[DPAS_SRC0].type.kind == TYPE_SCALAR &&
        cursor_evaluate_integer(where, &value) && value == 0)
        return true;
    return dpas_error(call, DPAS_SRC0,
                      "src0 must be a vector, or 0 for no accumulator", "");
}

/* A float precision's accumulator or result converted between float and
 * its narrow form: half by IEEE conversion, bfloat16 bits (short) by
 * llvm.genx.bf.cvt on a half-typed holder, as cm_bf_cvt does; widening is
 * exact, narrowing rounds to nearest even. */
static LLVMValueRef convert_accumulator(struct frontend *frontend,
                                        LLVMValueRef value,
                                        struct cm_type from,
                                        struct cm_type to)
{
    if (from.element == to.element)
        return value;
    if (from.element != ELEMENT_I16 && to.element != ELEMENT_I16)
        return convert_value(frontend, value, from, to);
    bool widen = from.element == ELEMENT_I16;
    struct cm_type holder = type_with_element(widen ? from : to, ELEMENT_HALF);
    LLVMTypeRef holder_type = type_llvm_type(frontend->context, holder);
    if (widen)
        value = LLVMBuildBitCast(frontend->builder, value, holder_type, "");
    value = build_genx_call(frontend, "bf.cvt",
                            widen ? type_llvm_type(frontend->context, to)
                                  : holder_type,
                            true, &value, 1, 0x1, INTRINSIC_PURE);
    if (!widen)
        value = LLVMBuildBitCast(frontend->builder, value,
                                 type_llvm_type(frontend->context, to), "");
    return value;
}

bool lower_dpas_form(struct builtin_call *call, struct value *result)
{
    struct frontend *frontend = call->frontend;
    const struct precision *src1, *src2;
    bool has_src0;
    bool wide = call->row->intrinsic[4] == 'w';
    if (!check_null_src0(call, &has_src0) ||
        !check_precisions(call, &src1, &src2) ||
        !check_accumulator(call, src1, has_src0) ||
        !check_sizes(call, src1, src2, has_src0, wide))
        return false;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(frontend->context);
    unsigned long long info =
        (unsigned long long)src1->visa_code |
        (unsigned long long)src2->visa_code << 8 |
        (unsigned long long)call->operands[DPAS_DEPTH].constant << 16 |
        (unsigned long long)call->operands[DPAS_REPEAT].constant << 24;
    /* The instruction's dst and src0 share a type: the accumulator's
     * when it is wider than the result (a float accumulator with a half
     * or bfloat16 result: the sum is rounded once, at the end), else the
     * result's (a narrow accumulator widens exactly). */
    struct cm_type computed = call->result_type;
    if (has_src0 && src1->is_float &&
        call->operands[DPAS_SRC0].type.element == ELEMENT_FLOAT)
        computed = type_with_element(call->result_type, ELEMENT_FLOAT);
    LLVMTypeRef return_type = type_llvm_type(frontend->context, computed);
    LLVMValueRef arguments[4];
    unsigned count = 0;
    if (has_src0 && src1->is_float)
        arguments[count++] = convert_accumulator(
            frontend, call->operands[DPAS_SRC0].llvm,
            call->operands[DPAS_SRC0].type, computed);
    else if (has_src0)
        arguments[count++] = convert_value(
            frontend, call->operands[DPAS_SRC0].llvm,
            call->operands[DPAS_SRC0].type, computed);
    arguments[count++] = call->operands[DPAS_SRC1].llvm;
    arguments[count++] = call->operands[DPAS_SRC2].llvm;
    arguments[count++] = LLVMConstInt(i32, info, 0);
    char base[32];
    snprintf(base, sizeof base, "%s%s", call->row->intrinsic,
             has_src0 ? "" : ".nosrc0");
    unsigned overloaded = has_src0 ? 0x6u : 0x3u;
    LLVMValueRef value = build_genx_call(frontend, base, return_type, true,
                                         arguments, count, overloaded,
                                         INTRINSIC_PURE);
    value = convert_accumulator(frontend, value, computed, call->result_type);
    /* SAT clamps a float or half result to [0, 1]; an integer result, and
     * bfloat16 bits in a short, are already in their type's range
     * (Intel's saturation to the same type). */
    if (call->operands[DPAS_FLAGS].constant == 1 &&
        (call->result_type.element == ELEMENT_FLOAT ||
         call->result_type.element == ELEMENT_HALF))
        value = build_genx_call(
            frontend, "sat",
            type_llvm_type(frontend->context, call->result_type), true,
            &value, 1, 0, INTRINSIC_PURE);
    *result = rvalue(call->result_type, value);
    return true;
}
