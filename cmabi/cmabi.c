/* cmabi.c - the CMABI pass: globals and by-reference arguments lowered to
 * values passed into and out of subroutines.
 *
 * Takes the frontend's module (or a hand-written one); guarantees a module
 * with no global variables, where loads and stores only reach allocas of
 * the function doing them, and where subroutines take and return only
 * scalars and vectors (several results packed in one flat struct).  The
 * GenX backend can only represent registers, and the GenX LLVM IR rules
 * (Intel's GenX LangRef) forbid globals: Intel's CMABI passes them into and
 * out of every subroutine that uses them; cmc does the same.
 *
 * The steps, one file each: analysis.c (who reaches and writes what),
 * localize.c (each function's own copy of each global), signature.c (new
 * subroutine signatures, copy-in at entry and copy-out at returns),
 * calls.c (call sites, overlap diagnostic).  This file orders them,
 * deletes what they replaced and checks the result. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cmabi/internal.h"

/* ---- Shared helpers ------------------------------------------------------------ */

const char *abi_value_name(LLVMValueRef value)
{
    size_t length;
    const char *name = LLVMGetValueName2(value, &length);
    return length ? name : "<unnamed>";
}

struct abi_function *abi_find_function(struct abi_pass *pass,
                                       LLVMValueRef function)
{
    for (size_t f = 0; f < pass->function_count; f++)
        if (pass->functions[f].function == function ||
            (pass->functions[f].replacement &&
             pass->functions[f].replacement == function))
            return &pass->functions[f];
    return NULL;
}

/* A parameter that is an aggregate, or a result that is not a scalar, a
 * vector or a flat struct of them. */
static bool has_aggregate_in_signature(LLVMValueRef function)
{
    LLVMTypeRef type = LLVMGlobalGetValueType(function);
    unsigned count = LLVMCountParamTypes(type);
    LLVMTypeRef *parameters = xcalloc(count + 1, sizeof(LLVMTypeRef));
    LLVMGetParamTypes(type, parameters);
    bool aggregate = false;
    for (unsigned i = 0; i < count; i++)
        aggregate = aggregate || abi_leaf_count(parameters[i]) != 1 ||
                    LLVMGetTypeKind(parameters[i]) == LLVMStructTypeKind ||
                    LLVMGetTypeKind(parameters[i]) == LLVMArrayTypeKind;
    free(parameters);
    LLVMTypeRef result = LLVMGetReturnType(type);
    if (LLVMGetTypeKind(result) == LLVMArrayTypeKind)
        return true;
    if (LLVMGetTypeKind(result) == LLVMStructTypeKind)
        aggregate = aggregate || abi_leaf_count(result) !=
                                     LLVMCountStructElementTypes(result);
    return aggregate;
}

bool abi_needs_new_signature(struct abi_pass *pass,
                             const struct abi_function *function)
{
    if (function->is_kernel)
        return false;
    if (has_aggregate_in_signature(function->function))
        return true;
    for (unsigned i = 0; i < function->parameter_count; i++)
        if (function->reference_types[i])
            return true;
    for (size_t g = 0; g < pass->global_count; g++)
        if (!pass->globals[g].is_constant && function->reaches[g])
            return true;
    return false;
}

/* The "cmc.location" node !{!"file", i32 line, i32 column} of a global
 * object or an instruction, as a value, or NULL. */
static LLVMValueRef find_location(struct abi_pass *pass, LLVMValueRef value)
{
    if (LLVMIsAInstruction(value))
        return LLVMGetMetadata(value, pass->location_kind);
    if (!LLVMIsAGlobalObject(value))
        return NULL;
    LLVMValueRef location = NULL;
    size_t count;
    LLVMValueMetadataEntry *entries = LLVMGlobalCopyAllMetadata(value, &count);
    for (size_t i = 0; i < count; i++)
        if (LLVMValueMetadataEntriesGetKind(entries, (unsigned)i) ==
            pass->location_kind)
            location = LLVMMetadataAsValue(
                pass->context,
                LLVMValueMetadataEntriesGetMetadata(entries, (unsigned)i));
    if (entries)
        LLVMDisposeValueMetadataEntries(entries);
    return location;
}

void abi_error(struct abi_pass *pass, LLVMValueRef value, const char *format,
               ...)
{
    char message[1024];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, sizeof message, format, arguments);
    va_end(arguments);
    LLVMValueRef location = value ? find_location(pass, value) : NULL;
    if (location && LLVMGetMDNodeNumOperands(location) == 3) {
        LLVMValueRef operands[3];
        LLVMGetMDNodeOperands(location, operands);
        unsigned length;
        const char *file = LLVMGetMDString(operands[0], &length);
        if (file) {
            char *path = xmalloc(length + 1);
            memcpy(path, file, length);
            path[length] = '\0';
            error_at(pass->diags, path,
                     (unsigned)LLVMConstIntGetZExtValue(operands[1]),
                     (unsigned)LLVMConstIntGetZExtValue(operands[2]), "%s",
                     message);
            free(path);
            return;
        }
    }
    unsigned length = 0;
    const char *file =
        value && LLVMIsAInstruction(value)
            ? LLVMGetDebugLocFilename(value, &length) : NULL;
    if (file && length > 0 && LLVMGetDebugLocLine(value) > 0) {
        char *path = xmalloc(length + 1);
        memcpy(path, file, length);
        path[length] = '\0';
        error_at(pass->diags, path, LLVMGetDebugLocLine(value),
                 LLVMGetDebugLocColumn(value), "%s", message);
        free(path);
    } else if (value && LLVMIsAInstruction(value))
        error_plain(pass->diags, "in function '%s': %s",
                    abi_value_name(LLVMGetBasicBlockParent(
                        LLVMGetInstructionParent(value))),
                    message);
    else
        error_plain(pass->diags, "%s", message);
}

/* ---- The module's globals and functions ------------------------------------------ */

static void collect_globals(struct abi_pass *pass)
{
    size_t capacity = 0;
    for (LLVMValueRef variable = LLVMGetFirstGlobal(pass->module); variable;
         variable = LLVMGetNextGlobal(variable)) {
        void *items = pass->globals;
        grow_array(&items, &capacity, pass->global_count + 1,
                   sizeof(struct abi_global));
        pass->globals = items;
        struct abi_global *global = &pass->globals[pass->global_count++];
        global->variable = variable;
        global->type = LLVMGlobalGetValueType(variable);
        global->is_constant = false;
    }
}

static void collect_functions(struct abi_pass *pass)
{
    size_t capacity = 0, globals = pass->global_count + 1;
    for (LLVMValueRef function = LLVMGetFirstFunction(pass->module); function;
         function = LLVMGetNextFunction(function)) {
        if (LLVMIsDeclaration(function))
            continue;
        void *items = pass->functions;
        grow_array(&items, &capacity, pass->function_count + 1,
                   sizeof(struct abi_function));
        pass->functions = items;
        struct abi_function *entry = &pass->functions[pass->function_count++];
        memset(entry, 0, sizeof *entry);
        entry->function = function;
        entry->is_kernel =
            LLVMGetDLLStorageClass(function) == LLVMDLLExportStorageClass;
        entry->uses_directly = xcalloc(globals, sizeof(bool));
        entry->reaches = xcalloc(globals, sizeof(bool));
        entry->writes = xcalloc(globals, sizeof(bool));
        entry->locals = xcalloc(globals, sizeof(LLVMValueRef));
        entry->parameter_count = LLVMCountParams(function);
        entry->reference_types =
            xcalloc(entry->parameter_count + 1, sizeof(LLVMTypeRef));
        entry->reference_written =
            xcalloc(entry->parameter_count + 1, sizeof(bool));
        entry->insertion_point =
            LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(function));
    }
}

static void free_pass(struct abi_pass *pass)
{
    for (size_t f = 0; f < pass->function_count; f++) {
        struct abi_function *function = &pass->functions[f];
        free(function->uses_directly);
        free(function->reaches);
        free(function->writes);
        free(function->locals);
        free(function->reference_types);
        free(function->reference_written);
    }
    free(pass->functions);
    free(pass->globals);
    LLVMDisposeBuilder(pass->builder);
}

/* ---- Replacing and deleting ------------------------------------------------------- */

static void replace_functions(struct abi_pass *pass)
{
    for (size_t f = 0; f < pass->function_count; f++) {
        struct abi_function *function = &pass->functions[f];
        if (!function->replacement)
            continue;
        size_t length;
        const char *name = LLVMGetValueName2(function->function, &length);
        char *saved = xmalloc(length + 1);
        memcpy(saved, name, length);
        saved[length] = '\0';
        LLVMDeleteFunction(function->function);
        function->function = function->replacement;
        LLVMSetValueName2(function->replacement, saved, length);
        free(saved);
    }
}

/* Constant expressions on a global outlive the instructions that used
 * them (LLVM keeps constants uniqued); nothing else may be left. */
static bool has_only_dead_constant_users(LLVMValueRef value)
{
    for (LLVMUseRef use = LLVMGetFirstUse(value); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (!LLVMIsAConstantExpr(user) || !has_only_dead_constant_users(user))
            return false;
    }
    return true;
}

static bool delete_globals(struct abi_pass *pass)
{
    for (size_t g = 0; g < pass->global_count; g++) {
        LLVMValueRef variable = pass->globals[g].variable;
        if (LLVMGetFirstUse(variable) &&
            has_only_dead_constant_users(variable))
            LLVMReplaceAllUsesWith(variable,
                                   LLVMGetPoison(LLVMTypeOf(variable)));
        if (LLVMGetFirstUse(variable)) {
            abi_error(pass, variable,
                      "internal compiler error: CMABI left a use of global "
                      "'%s'",
                      abi_value_name(variable));
            return false;
        }
        LLVMDeleteGlobal(variable);
    }
    return true;
}

/* ---- Checking the result ------------------------------------------------------------ */

static LLVMValueRef strip_element_pointers(LLVMValueRef pointer)
{
    while (LLVMIsAGetElementPtrInst(pointer))
        pointer = LLVMGetOperand(pointer, 0);
    return pointer;
}

static bool is_local_alloca(LLVMValueRef value, LLVMValueRef function)
{
    return LLVMIsAAllocaInst(value) &&
           LLVMGetBasicBlockParent(LLVMGetInstructionParent(value)) ==
               function;
}

static bool check_memory_accesses(struct abi_pass *pass, LLVMValueRef function)
{
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function); block;
         block = LLVMGetNextBasicBlock(block))
        for (LLVMValueRef instruction = LLVMGetFirstInstruction(block);
             instruction; instruction = LLVMGetNextInstruction(instruction)) {
            LLVMOpcode opcode = LLVMGetInstructionOpcode(instruction);
            LLVMValueRef pointer =
                opcode == LLVMLoad    ? LLVMGetOperand(instruction, 0)
                : opcode == LLVMStore ? LLVMGetOperand(instruction, 1)
                                      : NULL;
            if (pointer &&
                !is_local_alloca(strip_element_pointers(pointer), function)) {
                abi_error(pass, instruction,
                          "memory other than the function's own variables "
                          "is not supported");
                return false;
            }
        }
    return true;
}

static bool is_legal_parameter_type(LLVMTypeRef type)
{
    LLVMTypeKind kind = LLVMGetTypeKind(type);
    return kind != LLVMStructTypeKind && kind != LLVMArrayTypeKind &&
           abi_type_is_passable(type);
}

static bool check_signature(struct abi_pass *pass, LLVMValueRef function)
{
    LLVMTypeRef type = LLVMGlobalGetValueType(function);
    unsigned count = LLVMCountParamTypes(type);
    LLVMTypeRef *parameters = xcalloc(count + 1, sizeof(LLVMTypeRef));
    LLVMGetParamTypes(type, parameters);
    bool ok = true;
    for (unsigned i = 0; i < count; i++)
        ok = ok && is_legal_parameter_type(parameters[i]);
    free(parameters);
    LLVMTypeRef result = LLVMGetReturnType(type);
    if (LLVMGetTypeKind(result) == LLVMStructTypeKind) {
        unsigned members = LLVMCountStructElementTypes(result);
        for (unsigned i = 0; i < members; i++)
            ok = ok && is_legal_parameter_type(
                           LLVMStructGetTypeAtIndex(result, i));
    } else if (LLVMGetTypeKind(result) != LLVMVoidTypeKind) {
        ok = ok && is_legal_parameter_type(result);
    }
    if (!ok)
        abi_error(pass, function,
                  "subroutine '%s' takes or returns a value that is not a "
                  "scalar or a vector; this is not supported",
                  abi_value_name(function));
    return ok;
}

static bool check_result(struct abi_pass *pass)
{
    bool ok = true;
    for (size_t f = 0; f < pass->function_count; f++) {
        LLVMValueRef function = pass->functions[f].function;
        ok = check_memory_accesses(pass, function) && ok;
        if (!pass->functions[f].is_kernel)
            ok = check_signature(pass, function) && ok;
    }
    return ok;
}

/* ---- The pass ---------------------------------------------------------------------- */

static bool run_steps(struct abi_pass *pass)
{
    if (!abi_check_constant_expressions(pass) ||
        !abi_analyse(pass) || !abi_localize_globals(pass))
        return false;
    if (!abi_rewrite_subroutines(pass))
        return false;
    /* After an error the module is half rewritten; the driver stops. */
    if (!abi_rewrite_calls(pass))
        return false;
    replace_functions(pass);
    return delete_globals(pass) && check_result(pass);
}

bool cmabi_run(LLVMModuleRef module, struct diagnostics *diags)
{
    int errors_before = diags->error_count;
    struct abi_pass pass = {
        .module = module,
        .context = LLVMGetModuleContext(module),
        .diags = diags,
    };
    pass.builder = LLVMCreateBuilderInContext(pass.context);
    pass.location_kind =
        LLVMGetMDKindIDInContext(pass.context, "cmc.location", 12);
    collect_globals(&pass);
    collect_functions(&pass);
    run_steps(&pass);
    free_pass(&pass);
    return diags->error_count == errors_before;
}
