/* builtins_math.c - the CM math and ALU builtins (cm_abs ... cm_pln).
 *
 * Takes a call of a function declared in include/cm/cm_math.h; guarantees
 * the GenX IR that computes it: operands converted to the computation
 * type (the operands' promoted element, scalars replicated to the result's
 * width), the operation as a llvm.genx.* intrinsic or plain LLVM
 * arithmetic, and the conversion to the result element.  With SAT, integer
 * results are computed at full precision and clamped (the genx
 * XY{add,mul,avg,shl}.sat and XYtrunc.sat intrinsics, which vISA's .sat
 * performs), float results go through llvm.genx.sat.  Operations vISA
 * lacks on TGLLP and later (dp2..dph, line, lrp, pln, reductions, mask
 * packing) are expanded here into ordinary arithmetic. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

/* ---- operands and types ------------------------------------------------ */

static struct cm_type argument_type(CXCursor call, unsigned index)
{
    return classify_type(clang_getCursorType(clang_Cursor_getArgument(call, index)));
}

static struct cm_type call_type(CXCursor call)
{
    return classify_type(clang_getCursorType(call));
}

/* C++'s usual arithmetic conversions on two element kinds. */
static enum element_kind promote_elements(enum element_kind a,
                                          enum element_kind b)
{
    if (element_is_float(a) || element_is_float(b)) {
        if (a == ELEMENT_DOUBLE || b == ELEMENT_DOUBLE)
            return ELEMENT_DOUBLE;
        if (a == ELEMENT_FLOAT || b == ELEMENT_FLOAT)
            return ELEMENT_FLOAT;
        return ELEMENT_HALF;
    }
    if (element_bytes(a) < 4)
        a = ELEMENT_I32;
    if (element_bytes(b) < 4)
        b = ELEMENT_I32;
    if (element_bytes(a) != element_bytes(b))
        return element_bytes(a) > element_bytes(b) ? a : b;
    return element_is_signed(a) ? b : a;
}

/* The SAT flag in argument `index` (0 when absent or defaulted). */
static bool saturation_flag(struct frontend *frontend, CXCursor call,
                            unsigned index)
{
    if ((int)index >= clang_Cursor_getNumArguments(call))
        return false;
    CXCursor flag = clang_Cursor_getArgument(call, index);
    long long value = 0;
    if (!evaluate_constant_operand(frontend, flag, &value)) {
        CXSourceRange extent = clang_getCursorExtent(flag);
        if (clang_Range_isNull(extent) ||
            clang_equalLocations(clang_getRangeStart(extent),
                                 clang_getRangeEnd(extent)))
            return false; /* the default argument */
        error_at_cursor(frontend, flag,
                        "the saturation flag must be a constant (SAT or 0)");
        return false;
    }
    if (value != 0 && value != 1) {
        error_at_cursor(frontend, flag,
                        "the saturation flag must be SAT or 0, not %lld",
                        value);
        return false;
    }
    return value == 1;
}

static LLVMValueRef argument_as(struct frontend *frontend, CXCursor call,
                                unsigned index, struct cm_type type)
{
    return lower_rvalue_as(frontend, clang_Cursor_getArgument(call, index),
                           type);
}

/* A pure llvm.genx.<base>, its name suffixed with the return type and
 * the types of the first `overloaded` arguments. */
static LLVMValueRef genx_call(struct frontend *frontend, const char *base,
                              LLVMTypeRef return_type, LLVMValueRef *arguments,
                              unsigned count, unsigned overloaded)
{
    return build_genx_call(frontend, base, return_type, true, arguments, count,
                           (1u << overloaded) - 1, INTRINSIC_PURE);
}

static char sign_letter(enum element_kind element)
{
    return element_is_signed(element) ? 's' : 'u';
}

/* Convert `value` of type `from` to `to`; with `saturate`, clamp to the
 * range of `to` (float: [0, 1]). */
static LLVMValueRef convert_saturating(struct frontend *frontend,
                                       LLVMValueRef value, struct cm_type from,
                                       struct cm_type to, bool saturate)
{
    if (!saturate)
        return convert_value(frontend, value, from, to);
    LLVMTypeRef to_llvm = type_llvm_type(frontend->context, to);
    if (element_is_float(to.element)) {
        LLVMValueRef converted = convert_value(frontend, value, from, to);
        return genx_call(frontend, "sat", to_llvm, &converted, 1, 0);
    }
    if (from.kind == TYPE_SCALAR && to.kind == TYPE_VECTOR) {
        value = convert_value(frontend, value, from,
                              type_with_element(to, from.element));
        from = type_with_element(to, from.element);
    }
    if (element_is_float(from.element))
        return genx_call(frontend,
                         element_is_signed(to.element) ? "fptosi.sat"
                                                       : "fptoui.sat",
                         to_llvm, &value, 1, 1);
    if (from.element == to.element)
        return value;
    char base[32];
    snprintf(base, sizeof base, "%c%ctrunc.sat", sign_letter(to.element),
             sign_letter(from.element));
    return genx_call(frontend, base, to_llvm, &value, 1, 1);
}

static void set_result(struct value *result, struct cm_type type,
                       LLVMValueRef llvm)
{
    type.is_reference = false;
    *result = rvalue(type, llvm);
}

static void set_error(struct value *result)
{
    *result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result->type.kind = TYPE_UNSUPPORTED;
}

/* The computation type of a call's first `count` operands: their promoted
 * element, in the shape of the result. */
static struct cm_type computation_type(CXCursor call, unsigned count,
                                       struct cm_type result_type)
{
    enum element_kind element = argument_type(call, 0).element;
    for (unsigned i = 1; i < count; i++)
        element = promote_elements(element, argument_type(call, i).element);
    return type_with_element(result_type, element);
}

/* ---- the operation table -------------------------------------------------- */

enum math_operation {
    MATH_ABS, MATH_ADD, MATH_MUL, MATH_AVG, MATH_MAX, MATH_MIN, MATH_QUOT,
    MATH_MOD, MATH_SHL, MATH_SHR, MATH_ASR,
    MATH_FLOAT_UNARY, MATH_FLOAT_BINARY, MATH_SQRT_IEEE, MATH_DIV_IEEE,
    MATH_INVERSE_TRIG,
    MATH_BIT_UNARY, MATH_BF_INSERT, MATH_BF_EXTRACT,
    MATH_SUM, MATH_PROD, MATH_REDUCED_MIN, MATH_REDUCED_MAX,
    MATH_DP2, MATH_DP3, MATH_DP4, MATH_DPH, MATH_LINE, MATH_LRP, MATH_PLN,
    MATH_DIV, MATH_IMUL, MATH_ADDC, MATH_SUBB, MATH_SINCOS, MATH_FMA,
    MATH_SAD2, MATH_SADA2, MATH_PACK_MASK, MATH_UNPACK_MASK,
};

struct math_builtin {
    const char *name;
    enum math_operation operation;
    const char *intrinsic; /* the genx intrinsic, for the table-driven ones */
};

static const struct math_builtin math_builtins[] = {
    {"cm_abs", MATH_ABS, NULL},
    {"cm_add", MATH_ADD, "add"},
    {"cm_mul", MATH_MUL, "mul"},
    {"cm_avg", MATH_AVG, "avg"},
    {"cm_max", MATH_MAX, "max"},
    {"cm_min", MATH_MIN, "min"},
    {"cm_quot", MATH_QUOT, NULL},
    {"cm_mod", MATH_MOD, NULL},
    {"cm_shl", MATH_SHL, "shl"},
    {"cm_shr", MATH_SHR, NULL},
    {"cm_lsr", MATH_SHR, NULL},
    {"cm_asr", MATH_ASR, NULL},
    {"cm_inv", MATH_FLOAT_UNARY, "inv"},
    {"cm_log", MATH_FLOAT_UNARY, "log"},
    {"cm_exp", MATH_FLOAT_UNARY, "exp"},
    {"cm_sqrt", MATH_FLOAT_UNARY, "sqrt"},
    {"cm_rsqrt", MATH_FLOAT_UNARY, "rsqrt"},
    {"cm_sin", MATH_FLOAT_UNARY, "sin"},
    {"cm_cos", MATH_FLOAT_UNARY, "cos"},
    {"cm_frc", MATH_FLOAT_UNARY, "frc"},
    {"cm_rndd", MATH_FLOAT_UNARY, "rndd"},
    {"cm_rndu", MATH_FLOAT_UNARY, "rndu"},
    {"cm_rnde", MATH_FLOAT_UNARY, "rnde"},
    {"cm_rndz", MATH_FLOAT_UNARY, "rndz"},
    {"cm_asin", MATH_INVERSE_TRIG, "asin"},
    {"cm_acos", MATH_INVERSE_TRIG, "acos"},
    {"cm_atan", MATH_INVERSE_TRIG, "atan"},
    {"cm_pow", MATH_FLOAT_BINARY, "pow"},
    {"cm_sqrt_ieee", MATH_SQRT_IEEE, "ieee.sqrt"},
    {"cm_div_ieee", MATH_DIV_IEEE, "ieee.div"},
    {"cm_lzd", MATH_BIT_UNARY, "lzd"},
    {"cm_cbit", MATH_BIT_UNARY, "cbit"},
    {"cm_fbl", MATH_BIT_UNARY, "fbl"},
    {"cm_fbh", MATH_BIT_UNARY, "fbh"},
    {"cm_bf_reverse", MATH_BIT_UNARY, "bfrev"},
    {"cm_bf_insert", MATH_BF_INSERT, "bfi"},
    {"cm_bf_extract", MATH_BF_EXTRACT, "bfe"},
    {"cm_sum", MATH_SUM, NULL},
    {"cm_prod", MATH_PROD, NULL},
    {"cm_reduced_min", MATH_REDUCED_MIN, NULL},
    {"cm_reduced_max", MATH_REDUCED_MAX, NULL},
    {"cm_dp2", MATH_DP2, NULL},
    {"cm_dp3", MATH_DP3, NULL},
    {"cm_dp4", MATH_DP4, NULL},
    {"cm_dph", MATH_DPH, NULL},
    {"cm_line", MATH_LINE, NULL},
    {"cm_lrp", MATH_LRP, NULL},
    /* cmc's own, for its headers (a reserved name, not Intel's API): one
     * fused multiply-add, rounded once whatever -ffp-contract says. */
    {"__cmc_fma", MATH_FMA, NULL},
    {"cm_pln", MATH_PLN, NULL},
    {"cm_div", MATH_DIV, NULL},
    {"cm_imul", MATH_IMUL, NULL},
    {"cm_addc", MATH_ADDC, NULL},
    {"cm_subb", MATH_SUBB, NULL},
    {"cm_sincos", MATH_SINCOS, NULL},
    {"cm_sad2", MATH_SAD2, NULL},
    {"cm_sada2", MATH_SADA2, NULL},
    {"cm_pack_mask", MATH_PACK_MASK, NULL},
    {"cm_unpack_mask", MATH_UNPACK_MASK, NULL},
};

/* ---- vector helpers --------------------------------------------------------- */

static LLVMValueRef i32_constant(struct frontend *frontend, long long value)
{
    return LLVMConstInt(LLVMInt32TypeInContext(frontend->context),
                        (unsigned long long)value, 1);
}

/* shufflevector(v, poison, mask) with mask[i] = lanes[i]. */
static LLVMValueRef shuffle_lanes(struct frontend *frontend, LLVMValueRef v,
                                  const int *lanes, int count)
{
    LLVMValueRef *mask = xcalloc((size_t)count, sizeof *mask);
    for (int i = 0; i < count; i++)
        mask[i] = i32_constant(frontend, lanes[i]);
    LLVMValueRef result = LLVMBuildShuffleVector(
        frontend->builder, v, LLVMGetPoison(LLVMTypeOf(v)),
        LLVMConstVector(mask, (unsigned)count), "");
    free(mask);
    return result;
}

/* Lanes [first, first + count) of v as a vector. */
static LLVMValueRef lane_range(struct frontend *frontend, LLVMValueRef v,
                               int first, int count)
{
    int *lanes = xcalloc((size_t)count, sizeof *lanes);
    for (int i = 0; i < count; i++)
        lanes[i] = first + i;
    LLVMValueRef result = shuffle_lanes(frontend, v, lanes, count);
    free(lanes);
    return result;
}

/* In each group of `group` lanes, lane `within` of the group replicated
 * over the group (within may be fixed instead: group 0 of `source_group`
 * lanes, replicated over `count`). */
static LLVMValueRef replicate_in_groups(struct frontend *frontend,
                                        LLVMValueRef v, int count, int group,
                                        int within)
{
    int *lanes = xcalloc((size_t)count, sizeof *lanes);
    for (int i = 0; i < count; i++)
        lanes[i] = (i / group) * group + within;
    LLVMValueRef result = shuffle_lanes(frontend, v, lanes, count);
    free(lanes);
    return result;
}

static LLVMValueRef splat_lane(struct frontend *frontend, LLVMValueRef v,
                               int lane, int count)
{
    int *lanes = xcalloc((size_t)count, sizeof *lanes);
    for (int i = 0; i < count; i++)
        lanes[i] = lane;
    LLVMValueRef result = shuffle_lanes(frontend, v, lanes, count);
    free(lanes);
    return result;
}

/* ---- elementwise operations ------------------------------------------------- */

/* a OP b in element `element` (no saturation). */
static LLVMValueRef build_binary(struct frontend *frontend,
                                 enum math_operation operation,
                                 enum element_kind element, LLVMValueRef a,
                                 LLVMValueRef b)
{
    LLVMBuilderRef builder = frontend->builder;
    LLVMTypeRef type = LLVMTypeOf(a);
    bool is_float = element_is_float(element);
    bool is_signed = element_is_signed(element);
    LLVMValueRef arguments[] = {a, b};
    switch (operation) {
    case MATH_ADD:
    case MATH_SUM:
        return is_float ? LLVMBuildFAdd(builder, a, b, "")
                        : LLVMBuildAdd(builder, a, b, "");
    case MATH_MUL:
    case MATH_PROD:
        return is_float ? LLVMBuildFMul(builder, a, b, "")
                        : LLVMBuildMul(builder, a, b, "");
    case MATH_MAX:
    case MATH_REDUCED_MAX:
        return genx_call(frontend, is_float ? "fmax" : is_signed ? "smax" : "umax",
                         type, arguments, 2, 1);
    case MATH_MIN:
    case MATH_REDUCED_MIN:
        return genx_call(frontend, is_float ? "fmin" : is_signed ? "smin" : "umin",
                         type, arguments, 2, 1);
    case MATH_AVG:
        if (is_float) {
            LLVMValueRef half = LLVMConstReal(LLVMGetTypeKind(type) ==
                                                      LLVMVectorTypeKind
                                                  ? LLVMGetElementType(type)
                                                  : type,
                                              0.5);
            LLVMValueRef sum = LLVMBuildFAdd(builder, a, b, "");
            if (LLVMGetTypeKind(type) == LLVMVectorTypeKind) {
                unsigned n = LLVMGetVectorSize(type);
                LLVMValueRef *halves = xcalloc(n, sizeof *halves);
                for (unsigned i = 0; i < n; i++)
                    halves[i] = half;
                half = LLVMConstVector(halves, n);
                free(halves);
            }
            return LLVMBuildFMul(builder, sum, half, "");
        }
        return genx_call(frontend, is_signed ? "ssavg" : "uuavg", type,
                         arguments, 2, 1);
    case MATH_QUOT:
        return is_signed ? LLVMBuildSDiv(builder, a, b, "")
                         : LLVMBuildUDiv(builder, a, b, "");
    case MATH_MOD:
        return is_signed ? LLVMBuildSRem(builder, a, b, "")
                         : LLVMBuildURem(builder, a, b, "");
    case MATH_SHL:
        return LLVMBuildShl(builder, a, b, "");
    case MATH_SHR:
        return LLVMBuildLShr(builder, a, b, "");
    case MATH_ASR:
        return LLVMBuildAShr(builder, a, b, "");
    default:
        return NULL;
    }
}

/* Which operations are integer-only, and which have a saturating genx
 * form computed at full precision. */
static bool integer_only(enum math_operation operation)
{
    return operation == MATH_QUOT || operation == MATH_MOD ||
           operation == MATH_SHL || operation == MATH_SHR ||
           operation == MATH_ASR;
}

static bool has_saturating_form(enum math_operation operation)
{
    return operation == MATH_ADD || operation == MATH_MUL ||
           operation == MATH_AVG || operation == MATH_SHL;
}

static const char *math_name(const struct math_builtin *builtin)
{
    return builtin->name;
}

static bool check_integer(struct frontend *frontend, CXCursor call,
                          const struct math_builtin *builtin,
                          enum element_kind element)
{
    if (!element_is_float(element))
        return true;
    error_at_cursor(frontend, call, "%s needs integer operands, not %s",
                    math_name(builtin), element_name(element));
    return false;
}

static void lower_binary(struct frontend *frontend, CXCursor call,
                         const struct math_builtin *builtin,
                         struct value *result)
{
    struct cm_type type = call_type(call);
    struct cm_type compute = computation_type(call, 2, type);
    if (integer_only(builtin->operation) &&
        !check_integer(frontend, call, builtin, compute.element))
        return set_error(result);
    if (builtin->operation == MATH_SHR || builtin->operation == MATH_ASR)
        compute.element = element_is_signed(compute.element) ==
                                  (builtin->operation == MATH_ASR)
                              ? compute.element
                              : (builtin->operation == MATH_ASR
                                     ? (element_bytes(compute.element) == 8
                                            ? ELEMENT_I64 : ELEMENT_I32)
                                     : (element_bytes(compute.element) == 8
                                            ? ELEMENT_U64 : ELEMENT_U32));
    bool saturate = saturation_flag(frontend, call, 2);
    LLVMValueRef a = argument_as(frontend, call, 0, compute);
    LLVMValueRef b = argument_as(frontend, call, 1, compute);
    if (!a || !b)
        return set_error(result);
    if (saturate && has_saturating_form(builtin->operation) &&
        !element_is_float(compute.element) &&
        !element_is_float(type.element)) {
        char base[32];
        snprintf(base, sizeof base, "%c%c%s.sat", sign_letter(type.element),
                 sign_letter(compute.element), builtin->intrinsic);
        LLVMValueRef arguments[] = {a, b};
        return set_result(result, type,
                          genx_call(frontend, base,
                                    type_llvm_type(frontend->context, type),
                                    arguments, 2, 1));
    }
    LLVMValueRef value =
        build_binary(frontend, builtin->operation, compute.element, a, b);
    set_result(result, type,
               convert_saturating(frontend, value, compute, type, saturate));
}

static void lower_abs(struct frontend *frontend, CXCursor call,
                      const struct math_builtin *builtin, struct value *result)
{
    (void)builtin;
    struct cm_type type = call_type(call);
    struct cm_type compute = computation_type(call, 1, type);
    bool saturate = saturation_flag(frontend, call, 1);
    LLVMValueRef a = argument_as(frontend, call, 0, compute);
    if (!a)
        return set_error(result);
    bool is_float = element_is_float(compute.element);
    LLVMValueRef value = genx_call(frontend, is_float ? "absf" : "absi",
                                   LLVMTypeOf(a), &a, 1, 0);
    if (!is_float && !element_is_signed(compute.element))
        value = a; /* |x| of an unsigned x */
    set_result(result, type,
               convert_saturating(frontend, value, compute, type, saturate));
}

/* The float type of a float computation: the operand's when it is half
 * or float, float otherwise. */
static struct cm_type float_computation(struct cm_type compute)
{
    if (compute.element != ELEMENT_HALF && compute.element != ELEMENT_FLOAT)
        compute.element = ELEMENT_FLOAT;
    return compute;
}

static void lower_float_math(struct frontend *frontend, CXCursor call,
                             const struct math_builtin *builtin, int operands,
                             struct value *result)
{
    struct cm_type type = call_type(call);
    struct cm_type compute =
        float_computation(computation_type(call, (unsigned)operands, type));
    bool saturate = saturation_flag(frontend, call, (unsigned)operands);
    LLVMValueRef arguments[2];
    for (int i = 0; i < operands; i++) {
        arguments[i] = argument_as(frontend, call, (unsigned)i, compute);
        if (!arguments[i])
            return set_error(result);
    }
    LLVMValueRef value =
        genx_call(frontend, builtin->intrinsic,
                  type_llvm_type(frontend->context, compute), arguments,
                  (unsigned)operands, 0);
    set_result(result, type,
               convert_saturating(frontend, value, compute, type, saturate));
}

/* cm_sqrt_ieee, cm_div_ieee: vISA's sqrtm and divm, which GenX_IR accepts
 * only where the hardware has the IEEE macro instructions, the platforms
 * with native doubles (not TGLLP or DG2). */
static void lower_ieee_math(struct frontend *frontend, CXCursor call,
                            const struct math_builtin *builtin, int operands,
                            struct value *result)
{
    const struct platform *platform = frontend->options->platform;
    if (!platform || !platform->has_double) {
        error_at_cursor(frontend, call,
                        "%s is not supported on %s (no IEEE divide and square "
                        "root instructions)",
                        builtin->name, platform ? platform->name : "this platform");
        return set_error(result);
    }
    lower_float_math(frontend, call, builtin, operands, result);
}

/* asin, acos, atan from polynomial approximations (about 1e-6 absolute
 * error), as vISA has no instruction for them:
 *   atan(x) = sign(x) * (|x| <= 1 ? p(|x|) : pi/2 - p(1/|x|)),
 *   asin(x) = atan(x / sqrt(1 - x^2)), acos(x) = pi/2 - asin(x). */
static LLVMValueRef float_splat(LLVMTypeRef type, double value)
{
    if (LLVMGetTypeKind(type) != LLVMVectorTypeKind)
        return LLVMConstReal(type, value);
    unsigned n = LLVMGetVectorSize(type);
    LLVMValueRef *elements = xcalloc(n, sizeof *elements);
    for (unsigned i = 0; i < n; i++)
        elements[i] = LLVMConstReal(LLVMGetElementType(type), value);
    LLVMValueRef result = LLVMConstVector(elements, n);
    free(elements);
    return result;
}

/* p(t) ~ atan(t) for t in [0, 1] (odd minimax polynomial). */
static LLVMValueRef atan_unit(struct frontend *frontend, LLVMValueRef t)
{
    static const double coefficients[] = {
        -0.0040540580, 0.0218612288, -0.0559098861, 0.0964200441,
        -0.1390853351, 0.1994653599, -0.3332985605, 0.9999993329,
    };
    LLVMBuilderRef builder = frontend->builder;
    LLVMTypeRef type = LLVMTypeOf(t);
    LLVMValueRef t2 = LLVMBuildFMul(builder, t, t, "");
    LLVMValueRef sum = float_splat(type, coefficients[0]);
    for (size_t i = 1; i < sizeof coefficients / sizeof coefficients[0]; i++)
        sum = LLVMBuildFAdd(builder, LLVMBuildFMul(builder, sum, t2, ""),
                            float_splat(type, coefficients[i]), "");
    return LLVMBuildFMul(builder, sum, t, "");
}

static LLVMValueRef build_atan(struct frontend *frontend, LLVMValueRef x)
{
    LLVMBuilderRef builder = frontend->builder;
    LLVMTypeRef type = LLVMTypeOf(x);
    LLVMValueRef magnitude = genx_call(frontend, "absf", type, &x, 1, 0);
    LLVMValueRef one = float_splat(type, 1.0);
    LLVMValueRef large = LLVMBuildFCmp(builder, LLVMRealOGT, magnitude, one, "");
    LLVMValueRef inverse = genx_call(frontend, "inv", type, &magnitude, 1, 0);
    LLVMValueRef t = LLVMBuildSelect(builder, large, inverse, magnitude, "");
    LLVMValueRef p = atan_unit(frontend, t);
    LLVMValueRef complement = LLVMBuildFSub(
        builder, float_splat(type, 1.57079632679), p, "");
    LLVMValueRef positive = LLVMBuildSelect(builder, large, complement, p, "");
    LLVMValueRef negative = LLVMBuildFCmp(
        builder, LLVMRealOLT, x, float_splat(type, 0.0), "");
    return LLVMBuildSelect(builder, negative,
                           LLVMBuildFNeg(builder, positive, ""), positive, "");
}

static LLVMValueRef build_inverse_trig(struct frontend *frontend,
                                       const char *which, LLVMValueRef x)
{
    if (strcmp(which, "atan") == 0)
        return build_atan(frontend, x);
    LLVMBuilderRef builder = frontend->builder;
    LLVMTypeRef type = LLVMTypeOf(x);
    LLVMValueRef one = float_splat(type, 1.0);
    LLVMValueRef cosine_squared =
        LLVMBuildFSub(builder, one, LLVMBuildFMul(builder, x, x, ""), "");
    LLVMValueRef inverse_cosine =
        genx_call(frontend, "rsqrt", type, &cosine_squared, 1, 0);
    LLVMValueRef asin = build_atan(
        frontend, LLVMBuildFMul(builder, x, inverse_cosine, ""));
    if (strcmp(which, "asin") == 0)
        return asin;
    return LLVMBuildFSub(builder, float_splat(type, 1.57079632679),
                         asin, "");
}

static void lower_inverse_trig(struct frontend *frontend, CXCursor call,
                               const struct math_builtin *builtin,
                               struct value *result)
{
    struct cm_type type = call_type(call);
    struct cm_type compute = computation_type(call, 1, type);
    compute.element = ELEMENT_FLOAT;
    bool saturate = saturation_flag(frontend, call, 1);
    LLVMValueRef x = argument_as(frontend, call, 0, compute);
    if (!x)
        return set_error(result);
    LLVMValueRef value = build_inverse_trig(frontend, builtin->intrinsic, x);
    set_result(result, type,
               convert_saturating(frontend, value, compute, type, saturate));
}

/* lzd, cbit, fbl, fbh, bfrev work on 32-bit integers. */
static struct cm_type dword_computation(struct cm_type compute)
{
    compute.element = element_is_signed(compute.element) ? ELEMENT_I32
                                                         : ELEMENT_U32;
    return compute;
}

static void lower_bit_unary(struct frontend *frontend, CXCursor call,
                            const struct math_builtin *builtin,
                            struct value *result)
{
    struct cm_type type = call_type(call);
    struct cm_type operand = computation_type(call, 1, type);
    if (!check_integer(frontend, call, builtin, operand.element))
        return set_error(result);
    if (element_bytes(operand.element) > 4) {
        error_at_cursor(frontend, call, "%s of 64-bit integers is not "
                        "supported", builtin->name);
        return set_error(result);
    }
    struct cm_type compute = dword_computation(operand);
    bool is_fbh = strcmp(builtin->intrinsic, "fbh") == 0;
    if (!is_fbh)
        compute.element = ELEMENT_U32;
    /* A narrower operand is zero- or sign-extended to 32 bits first. */
    LLVMValueRef a = argument_as(frontend, call, 0, operand);
    if (!a)
        return set_error(result);
    a = convert_value(frontend, a, operand, compute);
    const char *intrinsic = builtin->intrinsic;
    unsigned overloaded = 0;
    if (is_fbh)
        intrinsic = element_is_signed(compute.element) ? "sfbh" : "ufbh";
    if (strcmp(intrinsic, "cbit") == 0)
        overloaded = 1;
    LLVMValueRef value =
        genx_call(frontend, intrinsic, type_llvm_type(frontend->context, compute),
                  &a, 1, overloaded);
    set_result(result, type, convert_value(frontend, value, compute, type));
}

static void lower_bit_field(struct frontend *frontend, CXCursor call,
                            const struct math_builtin *builtin,
                            struct value *result)
{
    struct cm_type type = call_type(call);
    bool is_insert = builtin->operation == MATH_BF_INSERT;
    unsigned operands = is_insert ? 4 : 3;
    struct cm_type data = argument_type(call, operands - 1);
    if (!check_integer(frontend, call, builtin, data.element))
        return set_error(result);
    struct cm_type compute = type_with_element(
        type, is_insert || !element_is_signed(data.element) ? ELEMENT_U32
                                                            : ELEMENT_I32);
    LLVMValueRef arguments[4];
    for (unsigned i = 0; i < operands; i++) {
        arguments[i] = argument_as(frontend, call, i, compute);
        if (!arguments[i])
            return set_error(result);
    }
    const char *intrinsic =
        is_insert ? "bfi" : element_is_signed(compute.element) ? "sbfe" : "ubfe";
    LLVMValueRef value =
        genx_call(frontend, intrinsic, type_llvm_type(frontend->context, compute),
                  arguments, operands, 0);
    set_result(result, type, convert_value(frontend, value, compute, type));
}

/* ---- reductions --------------------------------------------------------------- */

static LLVMValueRef reduce(struct frontend *frontend,
                           enum math_operation operation,
                           enum element_kind element, LLVMValueRef v, int n)
{
    if (n == 1)
        return LLVMBuildExtractElement(frontend->builder, v,
                                       i32_constant(frontend, 0), "");
    int half = n / 2;
    LLVMValueRef low = lane_range(frontend, v, 0, half);
    LLVMValueRef high = lane_range(frontend, v, half, half);
    LLVMValueRef folded = reduce(frontend, operation, element,
                                 build_binary(frontend, operation, element,
                                              low, high),
                                 half);
    if (n % 2)
        folded = build_binary(frontend, operation, element, folded,
                              LLVMBuildExtractElement(
                                  frontend->builder, v,
                                  i32_constant(frontend, n - 1), ""));
    return folded;
}

/* The element that leaves a reduction unchanged: 0 for sums, 1 for
 * products, the type's largest value for min and smallest for max. */
static LLVMValueRef reduction_identity(struct frontend *frontend,
                                       enum math_operation operation,
                                       enum element_kind element)
{
    LLVMTypeRef type = element_llvm_type(frontend->context, element);
    bool is_min = operation == MATH_REDUCED_MIN;
    if (operation == MATH_SUM || operation == MATH_PROD) {
        int one = operation == MATH_PROD;
        return element_is_float(element) ? LLVMConstReal(type, one)
                                         : LLVMConstInt(type, (unsigned)one, 0);
    }
    if (element_is_float(element))
        return LLVMConstReal(type, is_min ? __builtin_inf() : -__builtin_inf());
    unsigned bits = LLVMGetIntTypeWidth(type);
    unsigned long long all = bits >= 64 ? ~0ull : (1ull << bits) - 1;
    unsigned long long sign = 1ull << (bits - 1);
    if (!element_is_signed(element))
        return LLVMConstInt(type, is_min ? all : 0, 0);
    return LLVMConstInt(type, is_min ? all & ~sign : sign, 0);
}

static void lower_reduction(struct frontend *frontend, CXCursor call,
                            const struct math_builtin *builtin,
                            struct value *result)
{
    struct cm_type type = call_type(call);
    struct cm_type source = argument_type(call, 0);
    if (source.kind != TYPE_VECTOR) {
        error_at_cursor(frontend, call, "%s needs a vector operand",
                        builtin->name);
        return set_error(result);
    }
    bool saturate = saturation_flag(frontend, call, 1);
    /* Sums and products accumulate in the promoted type (at least int),
     * so that SAT clamps the exact result where it fits. */
    struct cm_type compute = source;
    compute.is_reference = false;
    if (builtin->operation == MATH_SUM || builtin->operation == MATH_PROD)
        compute.element = promote_elements(source.element, source.element);
    LLVMValueRef v = argument_as(frontend, call, 0, compute);
    if (!v)
        return set_error(result);
    /* Inside SIMD control flow only the active channels take part. */
    v = simd_cf_mask_reduction_operand(
        frontend, call, v,
        reduction_identity(frontend, builtin->operation, compute.element));
    if (!v)
        return set_error(result);
    LLVMValueRef value = reduce(frontend, builtin->operation, compute.element,
                                v, type_element_count(source));
    set_result(result, type,
               convert_saturating(frontend, value,
                                  scalar_type(compute.element), type, saturate));
}

/* ---- dot products, line, lrp, pln ------------------------------------------------ */

static void lower_dot(struct frontend *frontend, CXCursor call,
                      const struct math_builtin *builtin, struct value *result)
{
    struct cm_type type = call_type(call);
    int n = type_element_count(type);
    if (n % 4 != 0) {
        error_at_cursor(frontend, call,
                        "%s needs a multiple of 4 elements, not %d",
                        builtin->name, n);
        return set_error(result);
    }
    struct cm_type compute = float_computation(computation_type(call, 2, type));
    bool saturate = saturation_flag(frontend, call, 2);
    LLVMValueRef a = argument_as(frontend, call, 0, compute);
    LLVMValueRef b = argument_as(frontend, call, 1, compute);
    if (!a || !b)
        return set_error(result);
    LLVMBuilderRef builder = frontend->builder;
    LLVMValueRef products = LLVMBuildFMul(builder, a, b, "");
    int terms = builtin->operation == MATH_DP2 ? 2
                : builtin->operation == MATH_DP4 ? 4 : 3;
    LLVMValueRef sum = replicate_in_groups(frontend, products, n, 4, 0);
    for (int k = 1; k < terms; k++)
        sum = LLVMBuildFAdd(builder, sum,
                            replicate_in_groups(frontend, products, n, 4, k), "");
    if (builtin->operation == MATH_DPH)
        sum = LLVMBuildFAdd(builder, sum,
                            replicate_in_groups(frontend, b, n, 4, 3), "");
    set_result(result, type,
               convert_saturating(frontend, sum, compute, type, saturate));
}

/* line: p0 * s + p3; pln: p0 * u + p1 * v + p3; lrp: s1*s0 + s2*(1-s0). */
static void lower_interpolation(struct frontend *frontend, CXCursor call,
                                const struct math_builtin *builtin,
                                struct value *result)
{
    struct cm_type type = call_type(call);
    int n = type_element_count(type);
    bool is_line = builtin->operation == MATH_LINE;
    unsigned operands = is_line ? 2 : 3;
    struct cm_type compute = type_with_element(type, ELEMENT_FLOAT);
    bool saturate = saturation_flag(frontend, call, operands);
    LLVMBuilderRef builder = frontend->builder;
    LLVMValueRef value;
    if (builtin->operation == MATH_LRP) {
        LLVMValueRef s0 = argument_as(frontend, call, 0, compute);
        LLVMValueRef s1 = argument_as(frontend, call, 1, compute);
        LLVMValueRef s2 = argument_as(frontend, call, 2, compute);
        if (!s0 || !s1 || !s2)
            return set_error(result);
        LLVMValueRef rest = LLVMBuildFSub(
            builder, float_splat(LLVMTypeOf(s0), 1.0), s0, "");
        value = LLVMBuildFAdd(builder, LLVMBuildFMul(builder, s1, s0, ""),
                              LLVMBuildFMul(builder, s2, rest, ""), "");
    } else {
        struct cm_type p_type = argument_type(call, 0);
        if (p_type.kind != TYPE_VECTOR || type_element_count(p_type) != 4) {
            error_at_cursor(frontend, call,
                            "%s needs a vector of 4 coefficients",
                            builtin->name);
            return set_error(result);
        }
        LLVMValueRef p = argument_as(
            frontend, call, 0, type_with_element(p_type, ELEMENT_FLOAT));
        LLVMValueRef u = argument_as(frontend, call, 1, compute);
        if (!p || !u)
            return set_error(result);
        value = LLVMBuildFAdd(
            builder, LLVMBuildFMul(builder, splat_lane(frontend, p, 0, n), u, ""),
            splat_lane(frontend, p, 3, n), "");
        if (!is_line) {
            LLVMValueRef v = argument_as(frontend, call, 2, compute);
            if (!v)
                return set_error(result);
            value = LLVMBuildFAdd(
                builder, value,
                LLVMBuildFMul(builder, splat_lane(frontend, p, 1, n), v, ""), "");
        }
    }
    set_result(result, type,
               convert_saturating(frontend, value, compute, type, saturate));
}

/* __cmc_fma(a, b, c): llvm.fma, the backend's `mad`, in the call's float
 * type. */
static void lower_fused_multiply_add(struct frontend *frontend, CXCursor call,
                                     struct value *result)
{
    struct cm_type type = call_type(call);
    LLVMValueRef arguments[3];
    for (unsigned i = 0; i < 3; i++) {
        arguments[i] = argument_as(frontend, call, i, type);
        if (!arguments[i])
            return set_error(result);
    }
    char name[64] = "llvm.fma";
    LLVMTypeRef llvm_type = LLVMTypeOf(arguments[0]);
    genx_append_overload_suffix(name, sizeof name, llvm_type);
    LLVMTypeRef parameters[] = {llvm_type, llvm_type, llvm_type};
    LLVMValueRef function = declare_intrinsic(frontend, name, llvm_type,
                                              parameters, 3, INTRINSIC_PURE);
    set_result(result, type,
               LLVMBuildCall2(frontend->builder,
                              LLVMGlobalGetValueType(function), function,
                              arguments, 3, ""));
}

/* ---- two results ---------------------------------------------------------------- */

/* Where a two-result builtin takes its operands and writes its second
 * result, as Intel's headers order them: cm_div(remainder, a, b),
 * cm_imul(lo, a, b), cm_sincos(cosine, x), but cm_addc(a, b, carry) and
 * cm_subb(a, b, borrow). */
struct two_result_layout {
    unsigned output;   /* the argument that receives the second result */
    unsigned operand;  /* the first operand; the second follows it */
};

static struct two_result_layout two_result_layout(enum math_operation operation)
{
    if (operation == MATH_ADDC || operation == MATH_SUBB)
        return (struct two_result_layout){.output = 2, .operand = 0};
    return (struct two_result_layout){.output = 0, .operand = 1};
}

/* cm_imul's operands (each, before promotion) and its lo are 32-bit
 * integers, as Intel's is_dword_type requires. */
static bool check_dword(struct frontend *frontend, CXCursor where,
                        const struct math_builtin *builtin,
                        enum element_kind element)
{
    if (element == ELEMENT_I32 || element == ELEMENT_U32)
        return true;
    error_at_cursor(frontend, where,
                    "%s needs 32-bit integers (int or unsigned int), not %s",
                    math_name(builtin), element_name(element));
    return false;
}

/* Each operand of a two-result builtin is a scalar or has as many
 * elements as the result. */
static bool check_operand_counts(struct frontend *frontend, CXCursor call,
                                 const struct math_builtin *builtin,
                                 struct two_result_layout layout, int count)
{
    for (unsigned i = layout.operand; i < layout.operand + 2; i++) {
        struct cm_type operand = argument_type(call, i);
        if (operand.kind == TYPE_SCALAR || type_element_count(operand) == count)
            continue;
        error_at_cursor(frontend, clang_Cursor_getArgument(call, i),
                        "%s: this operand has %d elements, the result %d",
                        math_name(builtin), type_element_count(operand), count);
        return false;
    }
    return true;
}

/* The two results of cm_div, cm_imul, cm_addc or cm_subb of a and b, in
 * the computation type: the function's value and the second result. */
static void compute_two_results(struct frontend *frontend,
                                enum math_operation operation,
                                struct cm_type compute, LLVMValueRef a,
                                LLVMValueRef b, LLVMValueRef *value,
                                LLVMValueRef *second)
{
    LLVMBuilderRef builder = frontend->builder;
    LLVMTypeRef llvm_type = LLVMTypeOf(a);
    switch (operation) {
    case MATH_DIV:
        *value = build_binary(frontend, MATH_QUOT, compute.element, a, b);
        *second = build_binary(frontend, MATH_MOD, compute.element, a, b);
        break;
    case MATH_IMUL: {
        LLVMValueRef arguments[] = {a, b};
        *value = genx_call(frontend,
                           element_is_signed(compute.element) ? "smulh"
                                                              : "umulh",
                           llvm_type, arguments, 2, 1);
        *second = LLVMBuildMul(builder, a, b, "");
        break;
    }
    case MATH_ADDC:
        *value = LLVMBuildAdd(builder, a, b, "");
        *second = LLVMBuildZExt(
            builder, LLVMBuildICmp(builder, LLVMIntULT, *value, a, ""),
            llvm_type, "");
        break;
    default: /* MATH_SUBB */
        *value = LLVMBuildSub(builder, a, b, "");
        *second = LLVMBuildZExt(
            builder, LLVMBuildICmp(builder, LLVMIntULT, a, b, ""), llvm_type,
            "");
        break;
    }
}

/* The computation type of a two-result integer builtin: cm_div computes
 * in its result's element, cm_imul in its operands' promoted element,
 * cm_addc and cm_subb in unsigned int; in the result's shape. */
static struct cm_type two_result_computation(CXCursor call,
                                             enum math_operation operation,
                                             struct two_result_layout layout,
                                             struct cm_type type)
{
    if (operation == MATH_DIV)
        return type;
    if (operation == MATH_IMUL)
        return type_with_element(
            type, promote_elements(argument_type(call, layout.operand).element,
                                   argument_type(call, layout.operand + 1)
                                       .element));
    return type_with_element(type, ELEMENT_U32);
}

static void lower_sincos(struct frontend *frontend, CXCursor call,
                         struct cm_type type, struct value cosine_place,
                         struct value *result)
{
    struct cm_type compute = float_computation(type);
    LLVMValueRef x = argument_as(frontend, call, 1, compute);
    if (!x)
        return set_error(result);
    bool saturate = saturation_flag(frontend, call, 2);
    LLVMTypeRef llvm_type = type_llvm_type(frontend->context, compute);
    LLVMValueRef cosine = convert_saturating(
        frontend, genx_call(frontend, "cos", llvm_type, &x, 1, 0), compute,
        cosine_place.type, saturate);
    write_place(frontend, cosine_place.place, cosine, cosine_place.type);
    set_result(result, type,
               convert_saturating(frontend,
                                  genx_call(frontend, "sin", llvm_type, &x, 1,
                                            0),
                                  compute, type, saturate));
}

static void lower_two_results(struct frontend *frontend, CXCursor call,
                              const struct math_builtin *builtin,
                              struct value *result)
{
    struct cm_type type = call_type(call);
    struct two_result_layout layout = two_result_layout(builtin->operation);
    struct value second;
    if (!builtin_output_object(frontend,
                               clang_Cursor_getArgument(call, layout.output),
                               &second))
        return set_error(result);
    if (builtin->operation == MATH_SINCOS)
        return lower_sincos(frontend, call, type, second, result);
    struct cm_type compute =
        two_result_computation(call, builtin->operation, layout, type);
    if (!check_integer(frontend, call, builtin, compute.element) ||
        !check_operand_counts(frontend, call, builtin, layout,
                              type_element_count(type)))
        return set_error(result);
    if (builtin->operation == MATH_IMUL &&
        (!check_dword(frontend, call, builtin,
                      argument_type(call, layout.operand).element) ||
         !check_dword(frontend, call, builtin,
                      argument_type(call, layout.operand + 1).element) ||
         !check_dword(frontend, call, builtin, type.element)))
        return set_error(result);
    LLVMValueRef a = argument_as(frontend, call, layout.operand, compute);
    LLVMValueRef b = argument_as(frontend, call, layout.operand + 1, compute);
    if (!a || !b)
        return set_error(result);
    LLVMValueRef value, other;
    compute_two_results(frontend, builtin->operation, compute, a, b, &value,
                        &other);
    write_place(frontend, second.place,
                convert_value(frontend, other, compute, second.type),
                second.type);
    set_result(result, type, convert_value(frontend, value, compute, type));
}

/* ---- sad2, masks ---------------------------------------------------------------- */

/* sad2 and sada2, as Intel's headers define them: N elements in, N out;
 * element 2i of the result is |a[2i]-b[2i]| + |a[2i+1]-b[2i+1]| (plus
 * src2[2i] for sada2), element 2i+1 is left undefined, as the vISA
 * SAD2/SAD2ADD pages say of the odd channels.  The sources are taken as
 * bytes of the vector operand's signedness (Intel's byte_type: a short or
 * int element is truncated to char, ushort or uint to uchar).  cm_sad2's
 * flag is accepted and ignored (a sum of two byte differences always
 * fits in a word); cm_sada2 adds src2 in the word type of the result
 * element (Intel's word_type), saturating to it under SAT. */
/* The element of Intel's byte_type (`bits` 8) or word_type (16) of an
 * integer element of at most 32 bits: its signedness kept. */
static bool sad2_narrowed_element(enum element_kind element, int bits,
                                  enum element_kind *narrowed)
{
    switch (element) {
    case ELEMENT_I8: case ELEMENT_I16: case ELEMENT_I32:
        *narrowed = bits == 8 ? ELEMENT_I8 : ELEMENT_I16;
        return true;
    case ELEMENT_U8: case ELEMENT_U16: case ELEMENT_U32:
        *narrowed = bits == 8 ? ELEMENT_U8 : ELEMENT_U16;
        return true;
    default:
        return false;
    }
}

/* Source `index` as N bytes, widened to i32. */
static LLVMValueRef sad2_source(struct frontend *frontend, CXCursor call,
                                unsigned index, struct cm_type bytes,
                                struct cm_type wide)
{
    LLVMValueRef value = argument_as(frontend, call, index, bytes);
    return value ? convert_value(frontend, value, bytes, wide) : NULL;
}

static LLVMValueRef even_lanes(struct frontend *frontend, LLVMValueRef v,
                               int pairs, int first)
{
    int *lanes = xcalloc((size_t)pairs, sizeof *lanes);
    for (int i = 0; i < pairs; i++)
        lanes[i] = 2 * i + first;
    LLVMValueRef result = shuffle_lanes(frontend, v, lanes, pairs);
    free(lanes);
    return result;
}

static void lower_sad2(struct frontend *frontend, CXCursor call,
                       const struct math_builtin *builtin,
                       struct value *result)
{
    struct cm_type type = call_type(call);
    struct cm_type first = argument_type(call, 0);
    struct cm_type second = argument_type(call, 1);
    /* The vector operand gives the signedness (Intel swaps a scalar first
     * operand behind the vector one). */
    struct cm_type source = first.kind != TYPE_VECTOR &&
                                    second.kind == TYPE_VECTOR
                                ? second
                                : first;
    int n = type.kind == TYPE_VECTOR ? type_element_count(type) : 1;
    enum element_kind byte, word = ELEMENT_U16;
    if (!sad2_narrowed_element(source.element, 8, &byte)) {
        error_at_cursor(frontend, call,
                        "%s needs integer operands of at most 32 bits "
                        "(each element is taken as a byte)",
                        builtin->name);
        return set_error(result);
    }
    if (type.kind != TYPE_VECTOR) {
        error_at_cursor(frontend, call,
                        "%s of scalars has one element; it needs vectors of "
                        "an even number of elements (it sums pairs)",
                        builtin->name);
        return set_error(result);
    }
    if (n % 2) {
        error_at_cursor(frontend, call,
                        "%s needs vectors of an even number of elements "
                        "(it sums pairs of elements)",
                        builtin->name);
        return set_error(result);
    }
    if (builtin->operation == MATH_SADA2 &&
        !sad2_narrowed_element(type.element, 16, &word)) {
        error_at_cursor(frontend, call,
                        "%s's result element must be an integer of at most "
                        "32 bits (the sum is a word)",
                        builtin->name);
        return set_error(result);
    }
    struct cm_type bytes = type_with_element(type, byte);
    bytes.is_reference = false;
    struct cm_type wide = type_with_element(bytes, ELEMENT_I32);
    LLVMValueRef a = sad2_source(frontend, call, 0, bytes, wide);
    LLVMValueRef b = a ? sad2_source(frontend, call, 1, bytes, wide) : NULL;
    if (!b)
        return set_error(result);
    LLVMBuilderRef builder = frontend->builder;
    LLVMValueRef difference = LLVMBuildSub(builder, a, b, "");
    LLVMValueRef absolute =
        genx_call(frontend, "absi", LLVMTypeOf(difference), &difference, 1, 0);
    int pairs = n / 2;
    LLVMValueRef sum = LLVMBuildAdd(builder,
                                    even_lanes(frontend, absolute, pairs, 0),
                                    even_lanes(frontend, absolute, pairs, 1),
                                    "");
    struct cm_type sums = type_with_element(type, ELEMENT_I32);
    sums.is_reference = false;
    sums.rows = 1;
    sums.columns = pairs;
    struct cm_type result_sums = type_with_element(sums, type.element);
    LLVMValueRef even;
    if (builtin->operation == MATH_SADA2) {
        struct cm_type words = type_with_element(bytes, word);
        LLVMValueRef c = argument_as(frontend, call, 2, words);
        if (!c)
            return set_error(result);
        c = convert_value(frontend, c, words, wide);
        sum = LLVMBuildAdd(builder, sum, even_lanes(frontend, c, pairs, 0),
                           "");
        struct cm_type sum_words = type_with_element(sums, word);
        LLVMValueRef in_word = convert_saturating(
            frontend, sum, sums, sum_words, saturation_flag(frontend, call, 3));
        even = convert_value(frontend, in_word, sum_words, result_sums);
    } else {
        even = convert_value(frontend, sum, sums, result_sums);
    }
    struct cm_type whole = type;
    whole.is_reference = false;
    LLVMValueRef undefined =
        LLVMGetUndef(type_llvm_type(frontend->context, whole));
    set_result(result, whole,
               write_value_region(frontend, undefined, type.element, pairs, 0,
                                  pairs, 2, 0, even));
}

static LLVMValueRef lane_numbers(struct frontend *frontend, int n)
{
    LLVMValueRef *lanes = xcalloc((size_t)n, sizeof *lanes);
    for (int i = 0; i < n; i++)
        lanes[i] = i32_constant(frontend, i);
    LLVMValueRef result = LLVMConstVector(lanes, (unsigned)n);
    free(lanes);
    return result;
}

/* pack: OR of (v[i] != 0) << i; unpack: (mask >> i) & 1. */
static void lower_mask(struct frontend *frontend, CXCursor call,
                       const struct math_builtin *builtin,
                       struct value *result)
{
    struct cm_type type = call_type(call);
    LLVMBuilderRef builder = frontend->builder;
    bool pack = builtin->operation == MATH_PACK_MASK;
    struct cm_type vector_type = pack ? argument_type(call, 0) : type;
    int n = type_element_count(vector_type);
    if (vector_type.kind != TYPE_VECTOR || n > 32) {
        error_at_cursor(frontend, call, "%s needs a vector of at most 32 "
                        "elements", builtin->name);
        return set_error(result);
    }
    struct cm_type words = type_with_element(vector_type, ELEMENT_U32);
    words.is_reference = false;
    if (pack) {
        struct cm_type source = vector_type;
        source.is_reference = false;
        LLVMValueRef v = argument_as(frontend, call, 0, source);
        if (!v)
            return set_error(result);
        LLVMValueRef nonzero = element_is_float(source.element)
            ? LLVMBuildFCmp(builder, LLVMRealUNE, v, LLVMConstNull(LLVMTypeOf(v)), "")
            : LLVMBuildICmp(builder, LLVMIntNE, v, LLVMConstNull(LLVMTypeOf(v)), "");
        LLVMValueRef bits = LLVMBuildShl(
            builder,
            LLVMBuildZExt(builder, nonzero,
                          type_llvm_type(frontend->context, words), ""),
            lane_numbers(frontend, n), "");
        LLVMValueRef packed = bits;
        if (n > 1) {
            /* OR-reduce, the same tree as the reductions. */
            packed = bits;
            int count = n;
            LLVMValueRef tail = NULL;
            while (count > 1) {
                if (count % 2) {
                    LLVMValueRef last = LLVMBuildExtractElement(
                        builder, packed, i32_constant(frontend, count - 1), "");
                    tail = tail ? LLVMBuildOr(builder, tail, last, "") : last;
                }
                int half = count / 2;
                packed = LLVMBuildOr(builder, lane_range(frontend, packed, 0, half),
                                     lane_range(frontend, packed, half, half), "");
                count = half;
            }
            packed = LLVMBuildExtractElement(builder, packed,
                                             i32_constant(frontend, 0), "");
            if (tail)
                packed = LLVMBuildOr(builder, packed, tail, "");
        } else {
            packed = LLVMBuildExtractElement(builder, bits,
                                             i32_constant(frontend, 0), "");
        }
        return set_result(result, type, packed);
    }
    LLVMValueRef mask = argument_as(frontend, call, 0, words);
    if (!mask)
        return set_error(result);
    LLVMValueRef *ones = xcalloc((size_t)n, sizeof *ones);
    for (int i = 0; i < n; i++)
        ones[i] = i32_constant(frontend, 1);
    LLVMValueRef one_vector = LLVMConstVector(ones, (unsigned)n);
    free(ones);
    LLVMValueRef bits = LLVMBuildAnd(
        builder, LLVMBuildLShr(builder, mask, lane_numbers(frontend, n), ""),
        one_vector, "");
    set_result(result, type, convert_value(frontend, bits, words, type));
}

/* ---- entry ---------------------------------------------------------------------- */

/* The dot products, cm_line and the sums of absolute differences work on
 * tuples of channels, which SIMD control flow masks do not describe: the
 * specification forbids them inside SIMD control flow. */
static bool simd_cf_allows_math(struct frontend *frontend, CXCursor call,
                                const struct math_builtin *builtin)
{
    switch (builtin->operation) {
    case MATH_DP2: case MATH_DP3: case MATH_DP4: case MATH_DPH:
    case MATH_LINE: case MATH_SAD2: case MATH_SADA2:
        return simd_cf_allows(frontend, call, builtin->name);
    default:
        return true;
    }
}

bool lower_math_builtin(struct frontend *frontend, const char *name,
                        CXCursor call, struct value *result)
{
    const struct math_builtin *builtin = NULL;
    for (size_t i = 0; i < sizeof math_builtins / sizeof math_builtins[0]; i++)
        if (strcmp(name, math_builtins[i].name) == 0)
            builtin = &math_builtins[i];
    if (!builtin)
        return false;
    if (call_type(call).kind == TYPE_UNSUPPORTED) {
        error_at_cursor(frontend, call, "%s of this type is not supported yet",
                        name);
        set_error(result);
        return true;
    }
    if (!simd_cf_allows_math(frontend, call, builtin)) {
        set_error(result);
        return true;
    }
    switch (builtin->operation) {
    case MATH_ABS: lower_abs(frontend, call, builtin, result); break;
    case MATH_ADD: case MATH_MUL: case MATH_AVG: case MATH_MAX:
    case MATH_MIN: case MATH_QUOT: case MATH_MOD: case MATH_SHL:
    case MATH_SHR: case MATH_ASR:
        lower_binary(frontend, call, builtin, result);
        break;
    case MATH_FLOAT_UNARY:
        lower_float_math(frontend, call, builtin, 1, result);
        break;
    case MATH_FLOAT_BINARY:
        lower_float_math(frontend, call, builtin, 2, result);
        break;
    case MATH_SQRT_IEEE: lower_ieee_math(frontend, call, builtin, 1, result); break;
    case MATH_DIV_IEEE: lower_ieee_math(frontend, call, builtin, 2, result); break;
    case MATH_INVERSE_TRIG: lower_inverse_trig(frontend, call, builtin, result); break;
    case MATH_BIT_UNARY: lower_bit_unary(frontend, call, builtin, result); break;
    case MATH_BF_INSERT:
    case MATH_BF_EXTRACT:
        lower_bit_field(frontend, call, builtin, result);
        break;
    case MATH_SUM: case MATH_PROD: case MATH_REDUCED_MIN: case MATH_REDUCED_MAX:
        lower_reduction(frontend, call, builtin, result);
        break;
    case MATH_DP2: case MATH_DP3: case MATH_DP4: case MATH_DPH:
        lower_dot(frontend, call, builtin, result);
        break;
    case MATH_LINE: case MATH_LRP: case MATH_PLN:
        lower_interpolation(frontend, call, builtin, result);
        break;
    case MATH_DIV: case MATH_IMUL: case MATH_ADDC: case MATH_SUBB:
    case MATH_SINCOS:
        lower_two_results(frontend, call, builtin, result);
        break;
    case MATH_SAD2: case MATH_SADA2:
        lower_sad2(frontend, call, builtin, result);
        break;
    case MATH_FMA: lower_fused_multiply_add(frontend, call, result); break;
    case MATH_PACK_MASK: case MATH_UNPACK_MASK:
        lower_mask(frontend, call, builtin, result);
        break;
    }
    return true;
}
