/* subroutines.c - internal functions as vISA subroutines (call/ret).
 *
 * Takes a kernel and the internal functions it reaches through calls;
 * guarantees each of them a copy inside that kernel's vISA (a `.function`
 * label that `call` jumps to and `ret` leaves), so a subroutine used by two
 * kernels is cloned into both.  Exists because vISA subroutines share the
 * kernel's variables: there is no stack, so arguments and results travel
 * through "linkage" variables that this file allocates once per subroutine
 * and kernel:
 *
 *   caller:  mov P_i <- argument i   (each parameter variable)
 *            call sub_BB_0
 *            mov result <- R_0       (or extractvalue k <- R_k)
 *   callee:  its LLVM parameters live in P_i (coalescing uses them)
 *            mov R_k <- returned value k;  ret
 *
 * A struct return (the frontend's, or CMABI's, way to give back several
 * values, e.g. by-reference arguments) has one R_k per field: the callee's
 * `insertvalue` chain writes them, the caller's `extractvalue`s read them.
 * An extractvalue of an insertvalue chain (what SROA leaves of a struct
 * local at -O0, nested structs included) simply reads the inserted
 * value.  Recursion cannot be expressed this way (and CM forbids it): it is
 * reported, as are calls of functions without a body. */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

/* ---- discovering the subroutines of a kernel --------------------------- */

enum visit_state { NOT_VISITED, ON_PATH, DONE };

struct discovery {
    struct codegen *cg;
    LLVMValueRef *functions;  /* internal functions found, in DFS order */
    enum visit_state *states;
    int count;
    size_t function_capacity, state_capacity;
    bool failed;
};

static bool is_intrinsic_call(LLVMValueRef call)
{
    const char *name = genx_callee_name(call);
    return name && strncmp(name, "llvm.", 5) == 0;
}

static int discovered_index(const struct discovery *d, LLVMValueRef function)
{
    for (int i = 0; i < d->count; i++)
        if (d->functions[i] == function)
            return i;
    return -1;
}

static void discover_error(struct discovery *d, const char *format,
                           LLVMValueRef function)
{
    size_t length;
    const char *name = LLVMGetValueName2(function, &length);
    error_plain(d->cg->diags, format, (int)length, name);
    d->failed = true;
}

static void discover_callees(struct discovery *d, LLVMValueRef function);

static void discover_call(struct discovery *d, LLVMValueRef call)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (!callee || !LLVMIsAFunction(callee)) {
        error_plain(d->cg->diags, "backend: indirect calls are not "
                                  "supported");
        d->failed = true;
        return;
    }
    if (LLVMCountBasicBlocks(callee) == 0) {
        discover_error(d, "backend: call of '%.*s', which has no body",
                       callee);
        return;
    }
    int index = discovered_index(d, callee);
    if (index >= 0) {
        if (d->states[index] == ON_PATH)
            discover_error(d, "backend: '%.*s' is recursive (it calls itself "
                              "directly or through other functions); vISA "
                              "subroutines cannot recurse",
                           callee);
        return;
    }
    discover_callees(d, callee);
}

static void discover_callees(struct discovery *d, LLVMValueRef function)
{
    int index = d->count;
    void *functions = d->functions;
    grow_array(&functions, &d->function_capacity, (size_t)index + 1,
               sizeof(LLVMValueRef));
    d->functions = functions;
    void *states = d->states;
    grow_array(&states, &d->state_capacity, (size_t)index + 1,
               sizeof(enum visit_state));
    d->states = states;
    d->functions[index] = function;
    d->states[index] = ON_PATH;
    d->count++;
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function);
         block && !d->failed; block = LLVMGetNextBasicBlock(block))
        for (LLVMValueRef inst = LLVMGetFirstInstruction(block);
             inst && !d->failed; inst = LLVMGetNextInstruction(inst))
            if (LLVMIsACallInst(inst) && !is_intrinsic_call(inst) &&
                !LLVMIsAInlineAsm(LLVMGetCalledValue(inst)))
                discover_call(d, inst);
    d->states[index] = DONE;
}

/* ---- linkage variables -------------------------------------------------- */

static int linkage_variable(struct codegen *cg, struct visa_kernel *kernel,
                            LLVMTypeRef type, const char *what,
                            LLVMValueRef function)
{
    enum visa_type element;
    if (!genx_element_type(type, &element) || element == VISA_TYPE_BOOL) {
        size_t length;
        const char *name = LLVMGetValueName2(function, &length);
        error_plain(cg->diags,
                    "backend: %s of subroutine '%.*s' has a type that cannot "
                    "be passed between vISA subroutines yet",
                    what, (int)length, name);
        return -1;
    }
    int n = genx_num_elements(type);
    int size = visa_type_size(element);
    int grf = cg->platform->grf_bytes;
    int align = n > 1 || size * n >= grf ? grf : (size < 4 ? 4 : size);
    return visa_add_general(kernel, element, n, align);
}

/* A name vISA accepts as a label: letters, digits and '_'. */
static char *label_name_for(LLVMValueRef function)
{
    size_t length;
    const char *name = LLVMGetValueName2(function, &length);
    struct string_buffer label = {0};
    buffer_printf(&label, "%.*s_BB_0", (int)length, name);
    for (char *c = label.data; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
              (*c >= '0' && *c <= '9') || *c == '_'))
            *c = '_';
    return label.data;
}

static bool create_link(struct codegen *cg, struct visa_kernel *kernel,
                        LLVMValueRef function, struct subroutine_link *link)
{
    memset(link, 0, sizeof *link);
    link->function = function;
    char *label = label_name_for(function);
    link->label = visa_add_label(kernel, label, true);
    free(label);
    link->parameter_count = (int)LLVMCountParams(function);
    link->parameter_vars =
        xcalloc((size_t)link->parameter_count + 1, sizeof(int));
    bool ok = true;
    for (int p = 0; p < link->parameter_count; p++) {
        link->parameter_vars[p] =
            linkage_variable(cg, kernel, LLVMTypeOf(LLVMGetParam(function,
                                                                 (unsigned)p)),
                             "a parameter", function);
        ok = ok && link->parameter_vars[p] >= 0;
    }
    LLVMTypeRef return_type =
        LLVMGetReturnType(LLVMGlobalGetValueType(function));
    LLVMTypeKind kind = LLVMGetTypeKind(return_type);
    if (kind == LLVMVoidTypeKind)
        return ok;
    bool is_struct = kind == LLVMStructTypeKind;
    link->return_count =
        is_struct ? (int)LLVMCountStructElementTypes(return_type) : 1;
    link->return_vars = xcalloc((size_t)link->return_count + 1, sizeof(int));
    for (int r = 0; r < link->return_count; r++) {
        LLVMTypeRef field = is_struct
                                ? LLVMStructGetTypeAtIndex(return_type,
                                                           (unsigned)r)
                                : return_type;
        link->return_vars[r] =
            linkage_variable(cg, kernel, field, "the result", function);
        ok = ok && link->return_vars[r] >= 0;
    }
    return ok;
}

bool subroutines_discover(struct codegen *cg, struct visa_kernel *kernel,
                          LLVMValueRef kernel_function,
                          struct subroutine_table *table)
{
    memset(table, 0, sizeof *table);
    struct discovery d = {cg, NULL, NULL, 0, 0, 0, false};
    discover_callees(&d, kernel_function);
    bool ok = !d.failed;
    /* functions[0] is the kernel itself. */
    table->count = d.count > 0 ? d.count - 1 : 0;
    table->links = xcalloc((size_t)table->count + 1, sizeof *table->links);
    for (int i = 0; i < table->count && ok; i++)
        ok = create_link(cg, kernel, d.functions[i + 1], &table->links[i]);
    free(d.functions);
    free(d.states);
    return ok;
}

void subroutines_free(struct subroutine_table *table)
{
    for (int i = 0; i < table->count; i++) {
        free(table->links[i].parameter_vars);
        free(table->links[i].return_vars);
    }
    free(table->links);
    memset(table, 0, sizeof *table);
}

static const struct subroutine_link *link_of(struct function_context *fc,
                                             LLVMValueRef function)
{
    if (!fc->subroutines)
        return NULL;
    for (int i = 0; i < fc->subroutines->count; i++)
        if (fc->subroutines->links[i].function == function)
            return &fc->subroutines->links[i];
    return NULL;
}

int subroutine_parameter_var(struct function_context *fc, LLVMValueRef arg)
{
    if (!fc->self)
        return -1;
    for (int p = 0; p < fc->self->parameter_count; p++)
        if (LLVMGetParam(fc->function, (unsigned)p) == arg)
            return fc->self->parameter_vars[p];
    return -1;
}

/* ---- instruction selection ------------------------------------------------ */

static struct dst_target whole_variable(struct function_context *fc, int var)
{
    const struct visa_var *decl = &fc->kernel->vars[var];
    struct dst_target target;
    memset(&target, 0, sizeof target);
    target.pred_var = -1;
    target.num_elts = decl->num_elts;
    target.op = visa_direct(var, decl->type, 0, decl->num_elts,
                            decl->num_elts, 1);
    return target;
}

static struct visa_operand whole_source(struct function_context *fc, int var)
{
    const struct visa_var *decl = &fc->kernel->vars[var];
    int n = decl->num_elts;
    return n == 1 ? visa_direct(var, decl->type, 0, 0, 1, 0)
                  : visa_direct(var, decl->type, 0, n, n, 1);
}

/* Copy `value` (undef: nothing to copy) into a linkage variable. */
static void copy_into(struct function_context *fc, int var, LLVMValueRef value)
{
    if (LLVMIsUndef(value) || LLVMIsPoison(value))
        return;
    struct dst_target target = whole_variable(fc, var);
    emit_mov(fc, &target, read_value(fc, value, fc->kernel->vars[var].type));
}

static void copy_out_of(struct function_context *fc, LLVMValueRef result,
                        int var)
{
    struct value_info *info = value_info_of(fc, result);
    if (!info || info->kind != VALUE_REGISTER)
        return;
    struct dst_target target =
        target_of(fc, result, fc->kernel->vars[var].type);
    emit_mov(fc, &target, whole_source(fc, var));
}

static void select_call(struct function_context *fc, LLVMValueRef call)
{
    const struct subroutine_link *link =
        link_of(fc, LLVMGetCalledValue(call));
    if (!link) {
        codegen_error(fc, "backend: internal error: call of an undiscovered "
                          "function");
        return;
    }
    for (int p = 0; p < link->parameter_count && !fc->failed; p++)
        copy_into(fc, link->parameter_vars[p],
                  LLVMGetOperand(call, (unsigned)p));
    struct visa_inst inst = visa_inst_make(VISA_OP_CALL, 1);
    inst.label = link->label;
    emit(fc, &inst);
    if (link->return_count > 0 &&
        LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMStructTypeKind)
        copy_out_of(fc, call, link->return_vars[0]);
}

/* The longest index path of an aggregate: a nested struct's leaf. */
#define MAX_AGGREGATE_DEPTH 16

/* Where the leaf at index path path[0..depth) of an aggregate comes
 * from: an inserted value, a subroutine's result variable (*result_var),
 * or nothing (undef).  Nested structs (the frontend's struct fields of
 * struct type, left by SROA at -O0) are followed through insertvalues
 * and extractvalues of any depth. */
static LLVMValueRef aggregate_leaf(struct function_context *fc,
                                   LLVMValueRef aggregate,
                                   const unsigned *indices, unsigned depth,
                                   int *result_var)
{
    unsigned path[MAX_AGGREGATE_DEPTH];
    memcpy(path, indices, depth * sizeof *path);
    *result_var = -1;
    for (;;) {
        if (LLVMIsAExtractValueInst(aggregate)) {
            unsigned outer = LLVMGetNumIndices(aggregate);
            if (outer + depth > MAX_AGGREGATE_DEPTH)
                break;
            memmove(path + outer, path, depth * sizeof *path);
            memcpy(path, LLVMGetIndices(aggregate), outer * sizeof *path);
            depth += outer;
            aggregate = LLVMGetOperand(aggregate, 0);
            continue;
        }
        if (!LLVMIsAInsertValueInst(aggregate))
            break;
        unsigned inserted = LLVMGetNumIndices(aggregate);
        const unsigned *at = LLVMGetIndices(aggregate);
        unsigned common = inserted < depth ? inserted : depth;
        if (memcmp(at, path, common * sizeof *path) != 0) {
            aggregate = LLVMGetOperand(aggregate, 0);
            continue;
        }
        if (inserted > depth)
            break; /* reads a struct of which only a part was inserted */
        aggregate = LLVMGetOperand(aggregate, 1);
        memmove(path, path + inserted, (depth - inserted) * sizeof *path);
        depth -= inserted;
        if (depth == 0)
            return aggregate;
    }
    if (depth == 1 && LLVMIsACallInst(aggregate) &&
        LLVMIsAInlineAsm(LLVMGetCalledValue(aggregate))) {
        *result_var = inline_asm_output_var(fc, aggregate, path[0]);
        if (*result_var < 0 && !fc->failed)
            codegen_error(fc, "backend: internal error: inline assembly "
                              "outputs read before the assembly");
        return NULL;
    }
    if (depth == 1 && LLVMIsACallInst(aggregate)) {
        const struct subroutine_link *link =
            link_of(fc, LLVMGetCalledValue(aggregate));
        if (link && (int)path[0] < link->return_count) {
            *result_var = link->return_vars[path[0]];
            return NULL;
        }
    }
    if (LLVMIsUndef(aggregate) || LLVMIsPoison(aggregate))
        return NULL;
    if (LLVMIsConstant(aggregate)) {
        for (unsigned i = 0; i < depth && aggregate; i++)
            aggregate = LLVMGetAggregateElement(aggregate, path[i]);
        return aggregate;
    }
    codegen_error(fc, "backend: this struct value is not supported (only "
                      "subroutine results and insertvalue chains)");
    return NULL;
}

static bool is_aggregate(LLVMValueRef value)
{
    LLVMTypeKind kind = LLVMGetTypeKind(LLVMTypeOf(value));
    return kind == LLVMStructTypeKind || kind == LLVMArrayTypeKind;
}

/* extractvalue reads a subroutine's result variable, or the value an
 * insertvalue put there (struct locals split by SROA leave such pairs).
 * An extractvalue giving a nested struct needs no code: the
 * extractvalues of its fields look through it. */
static void select_extractvalue(struct function_context *fc, LLVMValueRef inst)
{
    if (is_aggregate(inst))
        return;
    unsigned depth = LLVMGetNumIndices(inst);
    if (depth > MAX_AGGREGATE_DEPTH) {
        codegen_error(fc, "backend: structs nested this deeply are not "
                          "supported");
        return;
    }
    int result_var;
    LLVMValueRef value = aggregate_leaf(fc, LLVMGetOperand(inst, 0),
                                        LLVMGetIndices(inst), depth,
                                        &result_var);
    if (result_var >= 0) {
        if (fc->kernel->vars[result_var].kind == VISA_VAR_PREDICATE)
            inline_asm_copy_output(fc, inst, result_var);
        else
            copy_out_of(fc, inst, result_var);
        return;
    }
    struct value_info *info = value_info_of(fc, inst);
    if (!value || fc->failed || !info || info->kind != VALUE_REGISTER)
        return;
    enum visa_type type;
    if (!genx_element_type(LLVMTypeOf(inst), &type) ||
        type == VISA_TYPE_BOOL) {
        codegen_error(fc, "backend: struct fields of this type are not "
                          "supported yet");
        return;
    }
    struct dst_target target = target_of(fc, inst, type);
    emit_mov(fc, &target, read_value(fc, value, type));
}

static bool reaches_return(LLVMValueRef aggregate)
{
    for (LLVMUseRef use = LLVMGetFirstUse(aggregate); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (LLVMIsAReturnInst(user) ||
            (LLVMIsAInsertValueInst(user) && reaches_return(user)))
            return true;
    }
    return false;
}

/* A returned insertvalue chain may start from a constant struct rather
 * than undef (LLVM's IRBuilder folds `insertvalue undef, 7, 0` into
 * `{ i32 7, ... undef }`, and MLIR's translation to LLVM IR builds with
 * it): the first insertvalue writes the constant's defined fields but its
 * own, as the insertvalues folded away would have. */
static void copy_constant_fields(struct function_context *fc,
                                 LLVMValueRef base, unsigned inserted)
{
    if (!LLVMIsConstant(base) || LLVMIsUndef(base) || LLVMIsPoison(base))
        return;
    for (int r = 0; r < fc->self->return_count; r++) {
        LLVMValueRef field = LLVMGetAggregateElement(base, (unsigned)r);
        if ((unsigned)r != inserted && field && !LLVMIsUndef(field) &&
            !LLVMIsPoison(field))
            copy_into(fc, fc->self->return_vars[r], field);
    }
}

/* The chain of insertvalues a subroutine returns writes R_k directly;
 * other insertvalues only feed extractvalues and need no code. */
static void select_insertvalue(struct function_context *fc, LLVMValueRef inst)
{
    if (!fc->self || !reaches_return(inst))
        return;
    if (LLVMGetNumIndices(inst) != 1 || is_aggregate(LLVMGetOperand(inst, 1))) {
        codegen_error(fc, "backend: a subroutine returning a nested struct "
                          "is not supported");
        return;
    }
    unsigned field = LLVMGetIndices(inst)[0];
    copy_constant_fields(fc, LLVMGetOperand(inst, 0), field);
    copy_into(fc, fc->self->return_vars[field], LLVMGetOperand(inst, 1));
}

bool select_subroutine_instruction(struct function_context *fc,
                                   LLVMValueRef inst)
{
    switch (LLVMGetInstructionOpcode(inst)) {
    case LLVMCall:
        if (is_intrinsic_call(inst))
            return false;
        if (LLVMIsAInlineAsm(LLVMGetCalledValue(inst)))
            select_inline_asm(fc, inst);
        else
            select_call(fc, inst);
        return true;
    case LLVMExtractValue:
        select_extractvalue(fc, inst);
        return true;
    case LLVMInsertValue:
        select_insertvalue(fc, inst);
        return true;
    default:
        return false;
    }
}

void select_return_value(struct function_context *fc, LLVMValueRef ret)
{
    if (LLVMGetNumOperands(ret) == 0)
        return;
    LLVMValueRef value = LLVMGetOperand(ret, 0);
    if (!fc->self) {
        codegen_error(fc, "backend: a kernel cannot return a value");
        return;
    }
    if (LLVMGetTypeKind(LLVMTypeOf(value)) != LLVMStructTypeKind) {
        copy_into(fc, fc->self->return_vars[0], value);
        return;
    }
    if (LLVMIsAInsertValueInst(value) || LLVMIsUndef(value) ||
        LLVMIsPoison(value))
        return; /* the insertvalues wrote the fields */
    if (LLVMIsConstant(value)) {
        for (int r = 0; r < fc->self->return_count; r++)
            copy_into(fc, fc->self->return_vars[r],
                      LLVMGetAggregateElement(value, (unsigned)r));
        return;
    }
    codegen_error(fc, "backend: a subroutine's struct result must be built "
                      "with insertvalue");
}
