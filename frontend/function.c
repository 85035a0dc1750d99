/* function.c - lowering function definitions: the translation unit walk,
 * kernel signatures, parameters and local variables.
 *
 * Takes the parsed translation unit; guarantees one LLVM function per CM
 * kernel (dllexport, listed in genx.kernels).  Only kernels and what they
 * use are lowered: the rest of the file (and all of cm.h) is never
 * touched, so unused helpers cost nothing. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

/* ---- Variables ------------------------------------------------------------- */

struct value *find_variable(struct frontend *frontend, CXCursor declaration)
{
    for (size_t i = frontend->variable_count; i-- > 0;)
        if (clang_equalCursors(frontend->variables[i].declaration,
                               declaration))
            return &frontend->variables[i].value;
    return NULL;
}

void bind_variable(struct frontend *frontend, CXCursor declaration,
                   struct value value)
{
    void *items = frontend->variables;
    grow_array(&items, &frontend->variable_capacity,
               frontend->variable_count + 1, sizeof(struct variable));
    frontend->variables = items;
    struct variable *variable = &frontend->variables[frontend->variable_count++];
    variable->declaration = declaration;
    variable->value = value;
}

/* Allocas all go at the top of the entry block, where mem2reg finds them. */
LLVMValueRef create_local_storage(struct frontend *frontend,
                                  struct cm_type type, const char *name)
{
    LLVMBuilderRef entry_builder =
        LLVMCreateBuilderInContext(frontend->context);
    LLVMValueRef first = LLVMGetFirstInstruction(frontend->entry_block);
    if (first)
        LLVMPositionBuilderBefore(entry_builder, first);
    else
        LLVMPositionBuilderAtEnd(entry_builder, frontend->entry_block);
    LLVMValueRef storage = LLVMBuildAlloca(
        entry_builder, type_llvm_type(frontend->context, type), name);
    LLVMDisposeBuilder(entry_builder);
    return storage;
}

/* ---- Kernels ------------------------------------------------------------------ */

static bool is_kernel(CXCursor function)
{
    return !clang_Cursor_isNull(cursor_annotation(function, "cm_kernel"));
}

static bool check_parameters(struct frontend *frontend, CXCursor function,
                             LLVMTypeRef *types, int count)
{
    bool ok = true;
    for (int i = 0; i < count; i++) {
        CXCursor parameter = clang_Cursor_getArgument(function, (unsigned)i);
        struct cm_type type = classify_type(clang_getCursorType(parameter));
        if (clang_getCanonicalType(clang_getCursorType(parameter)).kind ==
            CXType_ConstantArray) {
            error_at_cursor(frontend, parameter,
                            "a kernel parameter cannot be an array in CM; "
                            "pass a vector or matrix");
            ok = false;
            continue;
        }
        if (type.kind == TYPE_STRUCT) {
            error_at_cursor(frontend, parameter,
                            "a kernel parameter cannot be a struct in CM; "
                            "pass its fields as separate parameters");
            ok = false;
            continue;
        }
        if (type.kind == TYPE_UNSUPPORTED || type.kind == TYPE_VOID ||
            type.kind == TYPE_STRUCT || type.is_reference) {
            CXString spelling =
                clang_getTypeSpelling(clang_getCursorType(parameter));
            error_at_cursor(frontend, parameter,
                            "kernel parameter of type '%s' is not supported%s",
                            clang_getCString(spelling),
                            type.is_reference ? ": kernels take arguments by "
                                                "value"
                                              : " yet");
            clang_disposeString(spelling);
            ok = false;
            continue;
        }
        types[i] = type_llvm_type(frontend->context, type);
    }
    return ok;
}

void reset_function_lowering(struct frontend *frontend)
{
    frontend->variable_count = 0;
    frontend->loop_depth = 0;
    frontend->user_cursor = clang_getNullCursor();
    reset_jumps(frontend);
}

/* Close every block that has no terminator (the fall-off end of a void
 * function, and blocks after return/break). */
static void terminate_blocks(struct frontend *frontend)
{
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(frontend->function);
         block; block = LLVMGetNextBasicBlock(block)) {
        if (LLVMGetBasicBlockTerminator(block))
            continue;
        LLVMPositionBuilderAtEnd(frontend->builder, block);
        LLVMBuildRetVoid(frontend->builder);
    }
}

static void lower_kernel(struct frontend *frontend, CXCursor declaration)
{
    char name[256];
    cursor_spelling(declaration, name, sizeof name);
    /* A template instance is named as the CM runtime looks it up: by
     * its mangled name (templates cannot be extern "C"). */
    if (!clang_Cursor_isNull(clang_getSpecializedCursorTemplate(declaration))) {
        CXString mangled = clang_Cursor_getMangling(declaration);
        snprintf(name, sizeof name, "%s", clang_getCString(mangled));
        clang_disposeString(mangled);
        /* An instance is lowered once: with a precompiled cm.h, libclang
         * lists an explicitly instantiated kernel among the top-level
         * declarations as well as through its instance (instantiation.c). */
        LLVMValueRef lowered = LLVMGetNamedFunction(frontend->module, name);
        if (lowered && LLVMCountBasicBlocks(lowered) > 0)
            return;
    }
    CXType function_type = clang_getCursorType(declaration);
    if (clang_getCanonicalType(clang_getResultType(function_type)).kind !=
        CXType_Void) {
        error_at_cursor(frontend, declaration,
                        "kernel '%s' must return void", name);
        return;
    }
    int count = clang_Cursor_getNumArguments(declaration);
    LLVMTypeRef *types = xcalloc((size_t)count + 1, sizeof(LLVMTypeRef));
    if (!check_parameters(frontend, declaration, types, count)) {
        free(types);
        return;
    }
    LLVMTypeRef type = LLVMFunctionType(
        LLVMVoidTypeInContext(frontend->context), types, (unsigned)count, 0);
    free(types);
    LLVMValueRef function = LLVMAddFunction(frontend->module, name, type);
    LLVMSetDLLStorageClass(function, LLVMDLLExportStorageClass);
    apply_kernel_attributes(frontend, declaration, function);

    reset_function_lowering(frontend);
    frontend->function = function;
    frontend->entry_block =
        LLVMAppendBasicBlockInContext(frontend->context, function, "entry");
    LLVMPositionBuilderAtEnd(frontend->builder, frontend->entry_block);
    debug_locations_begin_function(frontend, function, declaration);
    for (int i = 0; i < count; i++) {
        CXCursor parameter = clang_Cursor_getArgument(declaration, (unsigned)i);
        struct cm_type parameter_type =
            classify_type(clang_getCursorType(parameter));
        char parameter_name[128];
        cursor_spelling(parameter, parameter_name, sizeof parameter_name);
        LLVMValueRef argument = LLVMGetParam(function, (unsigned)i);
        LLVMSetValueName2(argument, parameter_name, strlen(parameter_name));
        LLVMValueRef storage =
            create_local_storage(frontend, parameter_type, parameter_name);
        LLVMBuildStore(frontend->builder, argument, storage);
        bind_variable(frontend, parameter,
                      place_value(whole_place(storage, parameter_type)));
    }
    lower_statement(frontend, cursor_function_body(declaration));
    terminate_blocks(frontend);
    add_kernel_metadata(frontend, function, declaration);
}

/* ---- The translation unit ------------------------------------------------------ */

/* Declarations the user wrote: in the source file or in a file it
 * includes (kernels kept in headers), not in cm.h or a system header. */
static bool in_user_code(struct frontend *frontend, CXCursor cursor)
{
    CXSourceLocation location = clang_getCursorLocation(cursor);
    if (clang_Location_isFromMainFile(location))
        return true;
    return !clang_Location_isInSystemHeader(location) &&
           !cursor_declared_in_cm_header(frontend, cursor);
}

/* Calls `visit` on each declaration of the user's own code below
 * `parent`, looking inside extern "C" blocks and namespaces. */
static void for_each_user_declaration(
    struct frontend *frontend, CXCursor parent,
    void (*visit)(struct frontend *frontend, CXCursor declaration))
{
    unsigned count;
    CXCursor *children = cursor_children(parent, &count);
    for (unsigned i = 0; i < count; i++) {
        CXCursor child = children[i];
        if (!in_user_code(frontend, child))
            continue;
        enum CXCursorKind kind = clang_getCursorKind(child);
        if (kind == CXCursor_LinkageSpec || kind == CXCursor_Namespace)
            for_each_user_declaration(frontend, child, visit);
        else
            visit(frontend, child);
    }
    free(children);
}

static bool is_function(enum CXCursorKind kind)
{
    return kind == CXCursor_FunctionDecl || kind == CXCursor_FunctionTemplate ||
           kind == CXCursor_CXXMethod;
}

static void lower_declaration(struct frontend *frontend, CXCursor declaration)
{
    enum CXCursorKind kind = clang_getCursorKind(declaration);
    if (is_function(kind) &&
        !check_function_attributes(frontend, declaration,
                                   is_kernel(declaration)))
        return;
    if (kind == CXCursor_FunctionDecl &&
        clang_isCursorDefinition(declaration) && is_kernel(declaration))
        lower_kernel(frontend, declaration);
    else if (kind == CXCursor_VarDecl) {
        CXCursor instance = instantiated_function(declaration);
        if (!clang_Cursor_isNull(instance) && is_kernel(instance))
            lower_kernel(frontend, instance);
    } else
        check_excluded_class(frontend, declaration);
}

/* In a file without kernels, the user's (non-template, non-member)
 * function definitions, as Intel's cmc compiles them. */
static void declare_if_library_function(struct frontend *frontend,
                                        CXCursor declaration)
{
    if (clang_getCursorKind(declaration) == CXCursor_FunctionDecl &&
        clang_isCursorDefinition(declaration))
        declare_library_function(frontend, declaration);
}

bool lower_translation_unit(struct frontend *frontend)
{
    frontend->current_subroutine = -1;
    CXCursor unit = clang_getTranslationUnitCursor(frontend->unit);
    for_each_user_declaration(frontend, unit, lower_declaration);
    if (frontend->diags->error_count == 0 &&
        LLVMGetNamedMetadataNumOperands(frontend->module, "genx.kernels") == 0)
        for_each_user_declaration(frontend, unit, declare_if_library_function);
    lower_subroutines(frontend);
    free_subroutines(frontend);
    free_lambdas(frontend);
    free_jumps(frontend);
    free(frontend->copied_regions);
    frontend->copied_regions = NULL;
    frontend->copied_region_count = frontend->copied_region_capacity = 0;
    /* A file without a kernel (a library of _GENX_ functions) is valid
     * CM; the driver says that it has no vISA to write. */
    return frontend->diags->error_count == 0;
}
