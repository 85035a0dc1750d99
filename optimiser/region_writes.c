/* region_writes.c - region writes built in a temporary and then written
 * into a larger vector, written into the larger vector directly.
 *
 * Takes a module after LLVM's pipeline; guarantees, for constant regions
 * under constant all-true masks:
 *   - wrregion(old, new, R) where R is the whole of old (same type) is
 *     new;
 *   - wrregion(a, rdregion(a, R), R) is a;
 *   - D = wrregion(a, C, Q) where C is a chain of wrregions, each used
 *     only by the next, C_1 = wrregion(B, v_1, R_1), ...,
 *     C_k = wrregion(C_k-1, v_k, R_k), whose start B is undef or
 *     rdregion(a, Q), is wrregion(... wrregion(a, v_1, Q o R_1) ...,
 *     v_k, Q o R_k) when each composed region Q o R_i is a region (the
 *     element indices it writes follow a vstride/width/stride pattern).
 * A frontend's matrix_ref passed to a function is such a chain (the
 * sub-matrix copied into a temporary, its rows written there, the
 * temporary written back); the backend then writes each row straight into
 * the result instead of through the temporary and back.  Intel's VC does
 * the same (GenXRegionCollapsing's processWrRegion, one level at a time).
 * Regions whose elements lie outside their vector are left alone for the
 * backend to report. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#include "genxir/genxir.h"
#include "optimiser/internal.h"

enum { WR_OLD, WR_NEW, WR_VSTRIDE, WR_WIDTH, WR_STRIDE, WR_START,
       WR_PARENT_WIDTH, WR_MASK, WR_OPERANDS };
enum { RD_VECTOR, RD_VSTRIDE, RD_WIDTH, RD_STRIDE, RD_START, RD_PARENT_WIDTH,
       RD_OPERANDS };

/* A constant region: vstride, width and stride in elements, start in
 * bytes; `count` elements. */
struct shape {
    long long vstride, width, stride, start;
    unsigned count;
};

static const char *callee_name(LLVMValueRef call)
{
    LLVMValueRef callee = LLVMIsACallInst(call) ? LLVMGetCalledValue(call) : NULL;
    if (!callee || !LLVMIsAFunction(callee))
        return NULL;
    size_t length;
    return LLVMGetValueName2(callee, &length);
}

static bool is_write(LLVMValueRef v)
{
    const char *name = callee_name(v);
    return name && strncmp(name, "llvm.genx.wrregion", 18) == 0 &&
           LLVMGetNumArgOperands(v) == WR_OPERANDS;
}

static bool is_read(LLVMValueRef v)
{
    const char *name = callee_name(v);
    return name && strncmp(name, "llvm.genx.rdregion", 18) == 0 &&
           LLVMGetNumArgOperands(v) == RD_OPERANDS;
}

static unsigned lanes(LLVMValueRef v)
{
    LLVMTypeRef type = LLVMTypeOf(v);
    return LLVMGetTypeKind(type) == LLVMVectorTypeKind ? LLVMGetVectorSize(type)
                                                       : 1;
}

static LLVMTypeRef scalar_type(LLVMValueRef v)
{
    LLVMTypeRef type = LLVMTypeOf(v);
    return LLVMGetTypeKind(type) == LLVMVectorTypeKind ? LLVMGetElementType(type)
                                                       : type;
}

/* Bytes of an element, 0 for types this pass leaves alone. */
static unsigned element_bytes(LLVMValueRef v)
{
    LLVMTypeRef type = scalar_type(v);
    switch (LLVMGetTypeKind(type)) {
    case LLVMIntegerTypeKind: {
        unsigned bits = LLVMGetIntTypeWidth(type);
        return bits == 8 || bits == 16 || bits == 32 || bits == 64 ? bits / 8
                                                                    : 0;
    }
    case LLVMHalfTypeKind: return 2;
    case LLVMFloatTypeKind: return 4;
    case LLVMDoubleTypeKind: return 8;
    default: return 0;
    }
}

static bool constant_int(LLVMValueRef v, long long *out)
{
    if (!LLVMIsAConstantInt(v))
        return false;
    *out = LLVMConstIntGetSExtValue(v);
    return true;
}

static bool read_shape(LLVMValueRef call, unsigned first, unsigned count,
                       struct shape *shape)
{
    shape->count = count;
    return constant_int(LLVMGetOperand(call, first), &shape->vstride) &&
           constant_int(LLVMGetOperand(call, first + 1), &shape->width) &&
           constant_int(LLVMGetOperand(call, first + 2), &shape->stride) &&
           genx_region_offset_constant(LLVMGetOperand(call, first + 3),
                                       &shape->start) &&
           shape->width > 0;
}

/* Element index of region element i; false when outside [0, limit). */
static bool shape_index(const struct shape *shape, unsigned size, unsigned i,
                        unsigned limit, unsigned *index)
{
    if (shape->start % size != 0)
        return false;
    long long at = shape->start / size +
                   (long long)(i / shape->width) * shape->vstride +
                   (long long)(i % shape->width) * shape->stride;
    if (at < 0 || at >= (long long)limit)
        return false;
    *index = (unsigned)at;
    return true;
}

static bool mask_all_true(LLVMValueRef mask)
{
    if (LLVMIsAConstantInt(mask))
        return LLVMConstIntGetZExtValue(mask) & 1;
    if (!LLVMIsConstant(mask) || LLVMIsAConstantExpr(mask) ||
        LLVMGetTypeKind(LLVMTypeOf(mask)) != LLVMVectorTypeKind)
        return false;
    for (unsigned i = 0; i < LLVMGetVectorSize(LLVMTypeOf(mask)); i++) {
        LLVMValueRef bit = LLVMGetAggregateElement(mask, i);
        if (!bit || !LLVMIsAConstantInt(bit) || !(LLVMConstIntGetZExtValue(bit) & 1))
            return false;
    }
    return true;
}

/* A wrregion of constant shape under an all-true mask. */
static bool plain_write(LLVMValueRef w, struct shape *shape)
{
    return is_write(w) && element_bytes(w) != 0 &&
           mask_all_true(LLVMGetOperand(w, WR_MASK)) &&
           read_shape(w, WR_VSTRIDE, lanes(LLVMGetOperand(w, WR_NEW)), shape);
}

static bool shapes_equal(const struct shape *a, const struct shape *b)
{
    return a->count == b->count && a->start == b->start &&
           (a->count == 1 ||
            (a->stride == b->stride &&
             (a->width >= (long long)a->count
                  ? b->width >= (long long)b->count
                  : a->width == b->width && a->vstride == b->vstride)));
}

/* ---- wrregion(old, new, whole) and wrregion(a, rdregion(a, R), R) ----- */

static bool writes_whole(LLVMValueRef w, const struct shape *shape)
{
    unsigned n = lanes(LLVMGetOperand(w, WR_NEW));
    return LLVMTypeOf(LLVMGetOperand(w, WR_NEW)) == LLVMTypeOf(w) &&
           shape->start == 0 && n == lanes(w) &&
           (n == 1 || (shape->stride == 1 &&
                       (shape->width >= (long long)n ||
                        shape->vstride == shape->width)));
}

static bool writes_back_what_it_read(LLVMValueRef w, const struct shape *shape)
{
    LLVMValueRef read = LLVMGetOperand(w, WR_NEW);
    struct shape read_region;
    return is_read(read) && LLVMGetOperand(read, RD_VECTOR) ==
                                LLVMGetOperand(w, WR_OLD) &&
           read_shape(read, RD_VSTRIDE, lanes(read), &read_region) &&
           shapes_equal(&read_region, shape);
}

/* ---- collapsing a chain -------------------------------------------------- */

/* The chain of writes into the temporary that D writes into `a` at
 * `outer`: writes[0] is the innermost.  False when it is not one. */
static bool find_chain(LLVMValueRef d, const struct shape *outer,
                       LLVMValueRef **writes, unsigned *count)
{
    LLVMValueRef a = LLVMGetOperand(d, WR_OLD);
    LLVMValueRef c = LLVMGetOperand(d, WR_NEW);
    unsigned n = 0, capacity = 8;
    LLVMValueRef *chain = malloc(capacity * sizeof *chain);
    struct shape shape;
    while (plain_write(c, &shape) && LLVMGetFirstUse(c) &&
           !LLVMGetNextUse(LLVMGetFirstUse(c)) &&
           scalar_type(c) == scalar_type(d)) {
        if (n == capacity) {
            capacity *= 2;
            chain = realloc(chain, capacity * sizeof *chain);
        }
        chain[n++] = c;
        c = LLVMGetOperand(c, WR_OLD);
    }
    struct shape base_region;
    bool based = n > 0 &&
                 (LLVMIsUndef(c) ||
                  (is_read(c) && LLVMGetOperand(c, RD_VECTOR) == a &&
                   read_shape(c, RD_VSTRIDE, lanes(c), &base_region) &&
                   shapes_equal(&base_region, outer)));
    if (!based) {
        free(chain);
        return false;
    }
    for (unsigned i = 0; i < n / 2; i++) {
        LLVMValueRef t = chain[i];
        chain[i] = chain[n - 1 - i];
        chain[n - 1 - i] = t;
    }
    *writes = chain;
    *count = n;
    return true;
}

/* `outer` o `inner`: the region of a (limit elements of `size` bytes)
 * that inner's elements of the temporary (outer's count elements) are;
 * false when those indices follow no vstride/width/stride pattern. */
static bool compose(const struct shape *outer, const struct shape *inner,
                    unsigned size, unsigned limit, struct shape *result)
{
    unsigned n = inner->count;
    unsigned *at = malloc((n ? n : 1) * sizeof *at);
    bool ok = true;
    for (unsigned i = 0; i < n && ok; i++) {
        unsigned in_temporary;
        ok = shape_index(inner, size, i, outer->count, &in_temporary) &&
             shape_index(outer, size, in_temporary, limit, &at[i]);
    }
    long long stride = n > 1 ? (long long)at[1] - at[0] : 1;
    long long width = n;
    for (unsigned i = 1; i < n && ok; i++)
        if ((long long)at[i] != at[0] + (long long)i * stride) {
            width = i;
            break;
        }
    long long vstride = width < n ? (long long)at[width] - at[0] : width * stride;
    ok = ok && n > 0 && stride > 0 && vstride >= 0 && n % width == 0;
    for (unsigned i = 0; i < n && ok; i++)
        ok = (long long)at[i] == at[0] + (long long)(i / width) * vstride +
                                     (long long)(i % width) * stride;
    if (ok) {
        result->count = n;
        result->start = (long long)at[0] * size;
        result->width = width;
        result->stride = n == 1 ? 1 : stride;
        result->vstride = n == 1 ? 0 : vstride;
    }
    free(at);
    return ok;
}

/* llvm.genx.wrregion{i,f}.<old>.<new>.i16.i1, declared like `model`'s
 * callee (same attributes) when the module lacks it. */
static LLVMValueRef write_declaration(LLVMModuleRef module, LLVMValueRef model,
                                      LLVMTypeRef old_type,
                                      LLVMTypeRef new_type)
{
    LLVMValueRef model_callee = LLVMGetCalledValue(model);
    size_t length;
    const char *model_name = LLVMGetValueName2(model_callee, &length);
    char name[128];
    snprintf(name, sizeof name, "%.19s", model_name); /* llvm.genx.wrregion{i,f} */
    genx_append_overload_suffix(name, sizeof name, old_type);
    genx_append_overload_suffix(name, sizeof name, new_type);
    snprintf(name + strlen(name), sizeof name - strlen(name), ".i16.i1");
    LLVMValueRef function = LLVMGetNamedFunction(module, name);
    if (function)
        return function;
    LLVMContextRef context = LLVMGetModuleContext(module);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(context);
    LLVMTypeRef parameters[WR_OPERANDS] = {
        old_type, new_type, i32, i32, i32, LLVMInt16TypeInContext(context),
        i32, LLVMInt1TypeInContext(context)};
    function = LLVMAddFunction(
        module, name, LLVMFunctionType(old_type, parameters, WR_OPERANDS, 0));
    unsigned index = (unsigned)LLVMAttributeFunctionIndex;
    unsigned attributes = LLVMGetAttributeCountAtIndex(model_callee, index);
    LLVMAttributeRef *list = malloc((attributes ? attributes : 1) * sizeof *list);
    LLVMGetAttributesAtIndex(model_callee, index, list);
    for (unsigned i = 0; i < attributes; i++)
        LLVMAddAttributeAtIndex(function, index, list[i]);
    free(list);
    return function;
}

static LLVMValueRef build_write(LLVMBuilderRef builder, LLVMModuleRef module,
                                LLVMValueRef model, LLVMValueRef old_value,
                                LLVMValueRef new_value, const struct shape *r)
{
    LLVMContextRef context = LLVMGetModuleContext(module);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(context);
    LLVMValueRef function = write_declaration(
        module, model, LLVMTypeOf(old_value), LLVMTypeOf(new_value));
    LLVMValueRef arguments[WR_OPERANDS] = {
        old_value,
        new_value,
        LLVMConstInt(i32, (unsigned long long)r->vstride, 0),
        LLVMConstInt(i32, (unsigned long long)r->width, 0),
        LLVMConstInt(i32, (unsigned long long)r->stride, 0),
        LLVMConstInt(LLVMInt16TypeInContext(context),
                     (unsigned long long)r->start, 0),
        LLVMGetOperand(model, WR_PARENT_WIDTH),
        LLVMConstInt(LLVMInt1TypeInContext(context), 1, 0)};
    return LLVMBuildCall2(builder, LLVMGlobalGetValueType(function), function,
                          arguments, WR_OPERANDS, "");
}

/* D (a plain write of shape `outer`) as writes of its chain's new values
 * straight into D's old value; NULL when it cannot be. */
static LLVMValueRef collapse(LLVMModuleRef module, LLVMBuilderRef builder,
                             LLVMValueRef d, const struct shape *outer)
{
    LLVMValueRef *chain;
    unsigned count;
    if (!find_chain(d, outer, &chain, &count))
        return NULL;
    unsigned size = element_bytes(d);
    struct shape *composed = malloc(count * sizeof *composed);
    bool ok = true;
    for (unsigned i = 0; i < count && ok; i++) {
        struct shape inner;
        ok = plain_write(chain[i], &inner) && element_bytes(chain[i]) == size &&
             inner.start <= 0x7fff &&
             compose(outer, &inner, size, lanes(d), &composed[i]) &&
             composed[i].start <= 0x7fff;
    }
    LLVMValueRef result = NULL;
    if (ok) {
        LLVMPositionBuilderBefore(builder, d);
        LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(d));
        result = LLVMGetOperand(d, WR_OLD);
        for (unsigned i = 0; i < count; i++)
            result = build_write(builder, module, d, result,
                                 LLVMGetOperand(chain[i], WR_NEW), &composed[i]);
    }
    free(composed);
    free(chain);
    return result;
}

/* Deletes `v` and then whatever of its operands it left unused. */
static void erase_dead(LLVMValueRef v)
{
    if (!v || !LLVMIsAInstruction(v) || LLVMGetFirstUse(v) ||
        !(is_write(v) || is_read(v)))
        return;
    unsigned n = (unsigned)LLVMGetNumOperands(v);
    LLVMValueRef operands[WR_OPERANDS + 1];
    for (unsigned i = 0; i < n && i < WR_OPERANDS + 1; i++)
        operands[i] = LLVMGetOperand(v, i);
    LLVMInstructionEraseFromParent(v);
    for (unsigned i = 0; i < n && i < 2; i++)
        erase_dead(operands[i]);
}

static LLVMValueRef simplify_write(LLVMModuleRef module, LLVMBuilderRef builder,
                                   LLVMValueRef w)
{
    struct shape shape;
    if (!plain_write(w, &shape))
        return NULL;
    if (writes_whole(w, &shape))
        return LLVMGetOperand(w, WR_NEW);
    if (writes_back_what_it_read(w, &shape))
        return LLVMGetOperand(w, WR_OLD);
    return collapse(module, builder, w, &shape);
}

struct collapse_context {
    LLVMModuleRef module;
    LLVMBuilderRef builder;
};

/* An instruction_rewrite: a write simplify_write can do without is
 * replaced, and the reads and writes only it used are erased. */
static bool collapse_instruction(void *context, LLVMValueRef inst)
{
    struct collapse_context *collapse = context;
    LLVMValueRef replacement =
        simplify_write(collapse->module, collapse->builder, inst);
    if (!replacement)
        return false;
    LLVMValueRef old_new = LLVMGetOperand(inst, WR_NEW);
    LLVMValueRef old_old = LLVMGetOperand(inst, WR_OLD);
    LLVMReplaceAllUsesWith(inst, replacement);
    LLVMInstructionEraseFromParent(inst);
    if (old_new != replacement)
        erase_dead(old_new);
    if (old_old != replacement)
        erase_dead(old_old);
    return true;
}

bool optimiser_collapse_region_writes(LLVMModuleRef module)
{
    struct collapse_context collapse = {
        .module = module,
        .builder = LLVMCreateBuilderInContext(LLVMGetModuleContext(module)),
    };
    bool changed =
        optimiser_sweep_until_stable(module, collapse_instruction, &collapse);
    LLVMDisposeBuilder(collapse.builder);
    return changed;
}
