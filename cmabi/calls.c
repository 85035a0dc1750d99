/* calls.c - call sites of rewritten subroutines: copy-in, copy-out, and
 * the overlap diagnostic.
 *
 * Takes the module after signature.c; guarantees that every call of a
 * rewritten subroutine calls its replacement, passing the objects its
 * by-reference arguments designate and the caller's copies of the globals
 * the callee reaches, and storing what comes back (the leaves of the packed
 * result, in signature.c's order) into those objects and copies.
 *
 * Copy-in/copy-out is what CM's by-reference rule allows: a call whose
 * behaviour would differ from copy-in/copy-out is erroneous.  Like Intel's
 * CMABI, cmc diagnoses the cases it can see at the call: two by-reference
 * arguments designating overlapping parts of one object, or one
 * designating a global the callee also uses, when either is written. */
#include <stdlib.h>

#include "cmabi/internal.h"

/* ---- Overlap ------------------------------------------------------------------ */

#define MAX_PATH 16

/* The object a pointer designates: its root (an alloca after localize.c)
 * and the constant GEP indices leading to the part; a variable index ends
 * the path (the part could be anywhere below it). */
struct designation {
    LLVMValueRef root;
    long long path[MAX_PATH];
    unsigned length;
    bool truncated;
};

static void designate(LLVMValueRef pointer, struct designation *result)
{
    if (!LLVMIsAGetElementPtrInst(pointer)) {
        result->root = pointer;
        result->length = 0;
        result->truncated = false;
        return;
    }
    designate(LLVMGetOperand(pointer, 0), result);
    int count = LLVMGetNumOperands(pointer);
    for (int i = 1; i < count && !result->truncated; i++) {
        LLVMValueRef index = LLVMGetOperand(pointer, (unsigned)i);
        bool first = i == 1;
        if (!LLVMIsAConstantInt(index) || result->length == MAX_PATH) {
            result->truncated = true;
            break;
        }
        long long value = LLVMConstIntGetSExtValue(index);
        /* A leading 0 stays on the same object as its base. */
        if (first && value == 0 && result->length > 0)
            continue;
        result->path[result->length++] = value;
    }
}

static bool designations_overlap(const struct designation *a,
                                 const struct designation *b)
{
    if (a->root != b->root)
        return false;
    unsigned shorter = a->length < b->length ? a->length : b->length;
    for (unsigned i = 0; i < shorter; i++)
        if (a->path[i] != b->path[i])
            return false;
    return true;
}

static bool check_overlaps(struct abi_pass *pass, LLVMValueRef call,
                           struct abi_function *caller,
                           struct abi_function *callee)
{
    const char *name = abi_value_name(callee->function);
    for (unsigned i = 0; i < callee->parameter_count; i++) {
        if (!callee->reference_types[i])
            continue;
        struct designation first;
        designate(LLVMGetOperand(call, i), &first);
        for (unsigned j = i + 1; j < callee->parameter_count; j++) {
            if (!callee->reference_types[j] ||
                !(callee->reference_written[i] ||
                  callee->reference_written[j]))
                continue;
            struct designation second;
            designate(LLVMGetOperand(call, j), &second);
            if (designations_overlap(&first, &second)) {
                abi_error(pass, call,
                          "by-reference arguments %u and %u of '%s' "
                          "overlap, and '%s' writes one of them",
                          i + 1, j + 1, name, name);
                return false;
            }
        }
        for (size_t g = 0; g < pass->global_count; g++) {
            if (pass->globals[g].is_constant || !callee->reaches[g] ||
                caller->locals[g] != first.root ||
                !(callee->reference_written[i] || callee->writes[g]))
                continue;
            abi_error(pass, call,
                      "by-reference argument %u of '%s' is global variable "
                      "'%s', which '%s' also uses; one of them is written",
                      i + 1, name, abi_value_name(pass->globals[g].variable),
                      name);
            return false;
        }
    }
    return true;
}

/* ---- Rewriting one call --------------------------------------------------------- */

static void collect_arguments(struct abi_pass *pass, LLVMValueRef call,
                              struct abi_function *caller,
                              struct abi_function *callee,
                              LLVMValueRef *arguments)
{
    LLVMBuilderRef builder = pass->builder;
    unsigned next = 0;
    for (unsigned i = 0; i < callee->parameter_count; i++) {
        LLVMValueRef actual = LLVMGetOperand(call, i);
        LLVMTypeRef type = callee->reference_types[i];
        if (!type) {
            abi_split_leaves(builder, actual, LLVMTypeOf(actual), arguments,
                             &next);
            continue;
        }
        if (abi_leaf_count(type) == 0)
            continue;
        LLVMValueRef whole = LLVMBuildLoad2(builder, type, actual, "");
        abi_split_leaves(builder, whole, type, arguments, &next);
    }
    for (size_t g = 0; g < pass->global_count; g++) {
        if (pass->globals[g].is_constant || !callee->reaches[g])
            continue;
        LLVMTypeRef type = pass->globals[g].type;
        LLVMValueRef whole =
            LLVMBuildLoad2(builder, type, caller->locals[g], "");
        abi_split_leaves(builder, whole, type, arguments, &next);
    }
}

/* The results of the new call as a flat list (unpacked). */
static LLVMValueRef *unpack_results(struct abi_pass *pass,
                                    LLVMValueRef new_call, unsigned *count)
{
    LLVMTypeRef type = LLVMTypeOf(new_call);
    LLVMTypeKind kind = LLVMGetTypeKind(type);
    if (kind == LLVMVoidTypeKind) {
        *count = 0;
        return xcalloc(1, sizeof(LLVMValueRef));
    }
    if (kind != LLVMStructTypeKind) {
        *count = 1;
        LLVMValueRef *values = xcalloc(1, sizeof(LLVMValueRef));
        values[0] = new_call;
        return values;
    }
    *count = LLVMCountStructElementTypes(type);
    LLVMValueRef *values = xcalloc(*count + 1, sizeof(LLVMValueRef));
    for (unsigned i = 0; i < *count; i++)
        values[i] = LLVMBuildExtractValue(pass->builder, new_call, i, "");
    return values;
}

static void store_results(struct abi_pass *pass, LLVMValueRef call,
                          struct abi_function *caller,
                          struct abi_function *callee, LLVMValueRef new_call)
{
    LLVMBuilderRef builder = pass->builder;
    unsigned count, next = 0;
    LLVMValueRef *values = unpack_results(pass, new_call, &count);
    LLVMTypeRef own = LLVMTypeOf(call);
    if (LLVMGetTypeKind(own) != LLVMVoidTypeKind)
        abi_replace_aggregate(builder, call, own, values, &next);
    for (unsigned i = 0; i < callee->parameter_count; i++) {
        if (!callee->reference_written[i])
            continue;
        LLVMTypeRef type = callee->reference_types[i];
        LLVMBuildStore(builder, abi_join_leaves(builder, type, values, &next),
                       LLVMGetOperand(call, i));
    }
    for (size_t g = 0; g < pass->global_count; g++) {
        if (pass->globals[g].is_constant || !callee->writes[g])
            continue;
        LLVMTypeRef type = pass->globals[g].type;
        LLVMBuildStore(builder, abi_join_leaves(builder, type, values, &next),
                       caller->locals[g]);
    }
    free(values);
}

static bool rewrite_call(struct abi_pass *pass, LLVMValueRef call,
                         struct abi_function *callee)
{
    LLVMValueRef caller_function =
        LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
    struct abi_function *caller = abi_find_function(pass, caller_function);
    if (!caller)
        return false;
    if (!check_overlaps(pass, call, caller, callee))
        return false;
    for (size_t g = 0; g < pass->global_count; g++)
        if (!pass->globals[g].is_constant && callee->reaches[g] &&
            !caller->locals[g]) {
            abi_error(pass, call,
                      "internal compiler error: CMABI: caller of '%s' has "
                      "no copy of '%s'",
                      abi_value_name(callee->function),
                      abi_value_name(pass->globals[g].variable));
            return false;
        }
    LLVMPositionBuilderBefore(pass->builder, call);
    unsigned argument_count = LLVMCountParams(callee->replacement);
    LLVMValueRef *arguments = xcalloc(argument_count + 1, sizeof(LLVMValueRef));
    collect_arguments(pass, call, caller, callee, arguments);
    LLVMValueRef new_call = LLVMBuildCall2(
        pass->builder, LLVMGlobalGetValueType(callee->replacement),
        callee->replacement, arguments, argument_count, "");
    free(arguments);
    unsigned location_kind = pass->location_kind;
    LLVMValueRef location = LLVMGetMetadata(call, location_kind);
    if (location)
        LLVMSetMetadata(new_call, location_kind, location);
    store_results(pass, call, caller, callee, new_call);
    LLVMInstructionEraseFromParent(call);
    return true;
}

static bool rewrite_calls_of(struct abi_pass *pass,
                             struct abi_function *callee)
{
    bool ok = true;
    LLVMUseRef use = LLVMGetFirstUse(callee->function);
    while (use) {
        LLVMUseRef next = LLVMGetNextUse(use);
        LLVMValueRef user = LLVMGetUser(use);
        if (LLVMIsACallInst(user) &&
            LLVMGetCalledValue(user) == callee->function) {
            ok = rewrite_call(pass, user, callee) && ok;
        } else if (!LLVMIsAInstruction(user) && !LLVMIsAConstant(user)) {
            /* metadata only: nothing to do */
        } else {
            abi_error(pass, LLVMIsAInstruction(user) ? user : callee->function,
                      "the address of subroutine '%s' cannot be taken",
                      abi_value_name(callee->function));
            ok = false;
        }
        use = next;
    }
    return ok;
}

bool abi_rewrite_calls(struct abi_pass *pass)
{
    bool ok = true;
    for (size_t f = 0; f < pass->function_count; f++)
        if (pass->functions[f].replacement)
            ok = rewrite_calls_of(pass, &pass->functions[f]) && ok;
    return ok;
}
