/* globals.c - file-scope CM variables as LLVM globals.
 *
 * Takes a reference to a variable declared at file (or namespace) scope;
 * guarantees one `internal` LLVM global per such variable used by a
 * kernel, of the variable's flat LLVM type, initialised with its constant
 * initializer (zero when it has none), `constant` when it is const, and
 * carrying its declaration's position as `!cmc.location`.  Uses are
 * ordinary places on the global, read and written whole like locals.
 *
 * CM globals are private to each hardware thread; the GenX IR has no
 * globals, so CMABI (cmabi/) turns these into values passed into and out
 * of subroutines.  Only what a kernel uses is created. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

/* ---- Source positions for later stages ------------------------------------ */

void attach_source_location(struct frontend *frontend, LLVMValueRef value,
                            CXCursor cursor)
{
    CXFile file;
    unsigned line, column;
    CXSourceLocation location = clang_getCursorLocation(cursor);
    if (!clang_Location_isFromMainFile(location))
        return;
    clang_getSpellingLocation(location, &file, &line, &column, NULL);
    LLVMContextRef context = frontend->context;
    const char *path = frontend->options->source_path;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(context);
    LLVMMetadataRef operands[3] = {
        LLVMMDStringInContext2(context, path, strlen(path)),
        LLVMValueAsMetadata(LLVMConstInt(i32, line, 0)),
        LLVMValueAsMetadata(LLVMConstInt(i32, column, 0)),
    };
    LLVMMetadataRef node = LLVMMDNodeInContext2(context, operands, 3);
    unsigned kind = LLVMGetMDKindIDInContext(context, "cmc.location", 12);
    if (LLVMIsAGlobalObject(value))
        LLVMGlobalSetMetadata(value, kind, node);
    else
        LLVMSetMetadata(value, kind, LLVMMetadataAsValue(context, node));
}

/* ---- Attributes -------------------------------------------------------------- */

static bool has_annotation(CXCursor declaration, const char *name)
{
    return !clang_Cursor_isNull(cursor_annotation(declaration, name));
}

/* ---- The initializer ------------------------------------------------------------ */

/* Lower the initializer in a scratch function: the frontend's usual
 * lowering folds constant operands, so a constant initializer comes out as
 * an LLVM constant.  NULL (after an error) when it is not one. */
static LLVMValueRef constant_initializer(struct frontend *frontend,
                                         CXCursor declaration,
                                         struct cm_type type)
{
    CXCursor initializer = clang_Cursor_getVarDeclInitializer(declaration);
    LLVMTypeRef llvm_type = type_llvm_type(frontend->context, type);
    if (clang_Cursor_isNull(initializer))
        return LLVMConstNull(llvm_type);
    /* A scalar clang folds: also one that names a constexpr local (`static
     * constexpr int n = local_constant;`), which the lowering below would
     * read from the enclosing function's variable. */
    LLVMValueRef folded =
        type.is_pointer ? NULL : folded_scalar(frontend, initializer, type);
    if (folded)
        return folded;

    LLVMValueRef saved_function = frontend->function;
    LLVMBasicBlockRef saved_entry = frontend->entry_block;
    LLVMBuilderRef saved_builder = frontend->builder;
    LLVMValueRef scratch = LLVMAddFunction(
        frontend->module, "cmc.global.initializer",
        LLVMFunctionType(LLVMVoidTypeInContext(frontend->context), NULL, 0,
                         0));
    frontend->function = scratch;
    frontend->entry_block =
        LLVMAppendBasicBlockInContext(frontend->context, scratch, "entry");
    frontend->builder = LLVMCreateBuilderInContext(frontend->context);
    LLVMPositionBuilderAtEnd(frontend->builder, frontend->entry_block);

    int errors_before = frontend->diags->error_count;
    struct value value = lower_expression(frontend, initializer);
    LLVMValueRef result = NULL;
    if (value.type.kind != TYPE_UNSUPPORTED &&
        frontend->diags->error_count == errors_before) {
        LLVMValueRef initial = read_cm_value(frontend, value);
        if (value.type.kind == TYPE_VECTOR &&
            type_element_count(value.type) != type_element_count(type))
            error_at_cursor(frontend, declaration,
                            "cannot initialise %d elements from %d elements",
                            type_element_count(type),
                            type_element_count(value.type));
        else if (initial)
            result = convert_value(frontend, initial, value.type, type);
    }
    /* Static storage is zeroed before construction: a default-constructed
     * vector (undef to the lowering) starts as zeros. */
    if (result && (LLVMIsUndef(result) || LLVMIsPoison(result)))
        result = LLVMConstNull(llvm_type);
    if (result && !LLVMIsConstant(result)) {
        error_at_cursor(frontend, initializer,
                        "the initializer of a global variable must be a "
                        "constant expression");
        result = NULL;
    }

    LLVMDisposeBuilder(frontend->builder);
    LLVMDeleteFunction(scratch);
    frontend->function = saved_function;
    frontend->entry_block = saved_entry;
    frontend->builder = saved_builder;
    return result;
}

/* ---- Creating and finding globals ---------------------------------------------- */

static struct value unsupported_value(void)
{
    struct value value = {{
        .kind = TYPE_UNSUPPORTED, .element = ELEMENT_I32,
        .rows = 0, .columns = 0, .is_reference = false},
                          false, NULL, {0}, NULL};
    return value;
}

/* const, or an array (of arrays) of const elements. */
static bool is_const_object(CXType type)
{
    /* The element type of the declared (not the canonical) type keeps
     * its qualifiers. */
    while (type.kind == CXType_ConstantArray || type.kind == CXType_Elaborated ||
           type.kind == CXType_Typedef) {
        if (type.kind == CXType_ConstantArray)
            type = clang_getArrayElementType(type);
        else if (clang_isConstQualifiedType(type))
            return true;
        else if (type.kind == CXType_Elaborated)
            type = clang_Type_getNamedType(type);
        else
            type = clang_getTypedefDeclUnderlyingType(
                clang_getTypeDeclaration(type));
    }
    return clang_isConstQualifiedType(type);
}

static LLVMValueRef create_global(struct frontend *frontend,
                                  CXCursor declaration, struct cm_type type)
{
    char name[256];
    cursor_spelling(declaration, name, sizeof name);
    if (has_annotation(declaration, "cm_volatile_binding")) {
        error_at_cursor(frontend, declaration,
                        "_GENX_VOLATILE_BINDING_ global '%s' (bound to a "
                        "register offset) is not supported yet",
                        name);
        return NULL;
    }
    LLVMValueRef initializer =
        constant_initializer(frontend, declaration, type);
    if (!initializer)
        return NULL;
    LLVMValueRef global = LLVMAddGlobal(
        frontend->module, type_llvm_type(frontend->context, type), name);
    LLVMSetLinkage(global, LLVMInternalLinkage);
    LLVMSetInitializer(global, initializer);
    LLVMSetGlobalConstant(global,
                          is_const_object(clang_getCursorType(declaration)));
    attach_source_location(frontend, global, declaration);
    return global;
}

static bool is_file_scope(CXCursor declaration)
{
    enum CXCursorKind parent =
        clang_getCursorKind(clang_getCursorSemanticParent(declaration));
    return parent == CXCursor_TranslationUnit || parent == CXCursor_Namespace ||
           parent == CXCursor_LinkageSpec;
}

/* `static const` (or `static constexpr`) inside a function: a constant
 * with one copy for the program, as Intel's cmc accepts it; lowered as a
 * file-scope const is.  A mutable static local is not one. */
bool is_static_constant_local(CXCursor declaration)
{
    return clang_getCursorKind(declaration) == CXCursor_VarDecl &&
           !is_file_scope(declaration) &&
           clang_Cursor_getStorageClass(declaration) == CX_SC_Static &&
           is_const_object(clang_getCursorType(declaration));
}

bool is_global_variable(CXCursor declaration)
{
    return clang_getCursorKind(declaration) == CXCursor_VarDecl &&
           (is_file_scope(declaration) ||
            is_static_constant_local(declaration));
}

struct value lower_global_reference(struct frontend *frontend,
                                    CXCursor expression, CXCursor declaration)
{
    declaration = clang_getCanonicalCursor(declaration);
    for (size_t i = 0; i < frontend->global_count; i++)
        if (clang_equalCursors(frontend->globals[i].declaration,
                               declaration))
            return frontend->globals[i].value;

    struct cm_type type = classify_type(clang_getCursorType(declaration));
    char name[256];
    cursor_spelling(declaration, name, sizeof name);
    struct value value = unsupported_value();
    if (!check_object_size(frontend, declaration) ||
        (!type.is_reference &&
         !check_not_memory_only(frontend, expression,
                                clang_getCursorType(declaration),
                                "a global variable"))) {
        /* reported */
    } else if (type.kind == TYPE_UNSUPPORTED || type.kind == TYPE_VOID ||
        type.kind == TYPE_SURFACE || type.is_reference) {
        CXString spelling =
            clang_getTypeSpelling(clang_getCursorType(declaration));
        error_at_cursor(frontend, expression,
                        "global variable '%s' has type '%s', which cmc does "
                        "not support yet",
                        name, clang_getCString(spelling));
        clang_disposeString(spelling);
    } else {
        LLVMValueRef global = create_global(frontend, declaration, type);
        if (global)
            value = place_value(whole_place(global, type));
    }
    /* Remember failures too: one error per global, not one per use. */
    void *items = frontend->globals;
    grow_array(&items, &frontend->global_capacity,
               frontend->global_count + 1, sizeof(struct variable));
    frontend->globals = items;
    frontend->globals[frontend->global_count].declaration = declaration;
    frontend->globals[frontend->global_count++].value = value;
    return value;
}
