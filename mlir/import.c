/* import.c - `cmc kernel.mlir`: LLVM-dialect MLIR -> GenX LLVM IR (see
 * mlir.h).  Reads the file, parses and verifies it with MLIR's C API,
 * checks that every operation is in the LLVM dialect, reads the kernels'
 * cmc.* attributes, translates the module into the caller's LLVM context
 * and writes each kernel's genx.kernels entry (genxir/). */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/Diagnostics.h>
#include <mlir-c/IR.h>
#include <mlir-c/Support.h>
#include <mlir-c/Target/LLVMIR.h>

#include "genxir/genxir.h"
#include "mlir/bridge.h"
#include "mlir/mlir.h"

/* A .mlir file larger than this is refused before it is read. */
enum { MLIR_FILE_LIMIT = 64 << 20 };

/* What one import reports to and where. */
struct import {
    const char *path;
    struct diagnostics *diags;
    const struct platform *platform;
};

/* ---- Diagnostics --------------------------------------------------------- */

static void append_text(MlirStringRef text, void *user)
{
    struct string_buffer *buffer = user;
    char *copy = xcalloc(text.length + 1, 1);
    memcpy(copy, text.data, text.length);
    buffer_append(buffer, copy);
    free(copy);
}

/* The first `"...":LINE:COL` of a location's text (a file location, or
 * the innermost one of a call site or fused location); false if none. */
static bool location_position(MlirLocation location, unsigned *line,
                              unsigned *column)
{
    struct string_buffer text = {0};
    mlirLocationPrint(location, append_text, &text);
    bool found = false;
    const char *quote = text.data ? strstr(text.data, "\":") : NULL;
    if (quote) {
        char *end;
        unsigned long l = strtoul(quote + 2, &end, 10);
        if (*end == ':') {
            unsigned long c = strtoul(end + 1, &end, 10);
            if (l > 0 && l < 1u << 30 && c < 1u << 30) {
                *line = (unsigned)l;
                *column = c ? (unsigned)c : 1;
                found = true;
            }
        }
    }
    buffer_free(&text);
    return found;
}

static void report_at(struct import *import, enum diagnostic_severity severity,
                      MlirLocation location, const char *message)
{
    struct diagnostic diagnostic = {.severity = severity,
                                    .message = message};
    unsigned line = 0, column = 0;
    if (location_position(location, &line, &column)) {
        diagnostic.file = import->path;
        diagnostic.line = line;
        diagnostic.column = column;
    } else {
        diagnostic.file = import->path; /* the file, no line */
    }
    diagnostic_report(import->diags, &diagnostic);
}

static enum diagnostic_severity severity_of(MlirDiagnostic diagnostic)
{
    switch (mlirDiagnosticGetSeverity(diagnostic)) {
    case MlirDiagnosticError:
        return DIAGNOSTIC_ERROR;
    case MlirDiagnosticWarning:
        return DIAGNOSTIC_WARNING;
    default:
        return DIAGNOSTIC_NOTE;
    }
}

static void report_mlir_diagnostic(struct import *import,
                                   MlirDiagnostic diagnostic)
{
    struct string_buffer message = {0};
    mlirDiagnosticPrint(diagnostic, append_text, &message);
    report_at(import, severity_of(diagnostic),
              mlirDiagnosticGetLocation(diagnostic),
              message.data ? message.data : "(no message)");
    buffer_free(&message);
    intptr_t notes = mlirDiagnosticGetNumNotes(diagnostic);
    for (intptr_t i = 0; i < notes; i++)
        report_mlir_diagnostic(import, mlirDiagnosticGetNote(diagnostic, i));
}

static MlirLogicalResult handle_diagnostic(MlirDiagnostic diagnostic,
                                           void *user)
{
    report_mlir_diagnostic(user, diagnostic);
    return mlirLogicalResultSuccess();
}

/* ---- Reading the file ---------------------------------------------------- */

static char *read_source(struct import *import, size_t *size)
{
    struct stat status;
    FILE *file = fopen(import->path, "rb");
    if (!file || fstat(fileno(file), &status) != 0) {
        error_plain(import->diags, "cannot read '%s'", import->path);
        if (file)
            fclose(file);
        return NULL;
    }
    if (!S_ISREG(status.st_mode) || status.st_size > MLIR_FILE_LIMIT) {
        error_plain(import->diags,
                    "cannot compile '%s': %s", import->path,
                    S_ISREG(status.st_mode)
                        ? "an MLIR file is limited to 64 MiB"
                        : "not a regular file");
        fclose(file);
        return NULL;
    }
    char *text = xmalloc((size_t)status.st_size + 1);
    *size = fread(text, 1, (size_t)status.st_size, file);
    text[*size] = '\0';
    fclose(file);
    return text;
}

/* ---- Checks and kernels ---------------------------------------------------- */

static bool string_is(MlirStringRef text, const char *expected)
{
    return text.length == strlen(expected) &&
           memcmp(text.data, expected, text.length) == 0;
}

static bool has_prefix(MlirStringRef text, const char *prefix)
{
    size_t length = strlen(prefix);
    return text.length >= length && memcmp(text.data, prefix, length) == 0;
}

/* A walk for the first operation `matches` accepts. */
struct operation_search {
    bool (*matches)(MlirOperation operation);
    MlirOperation found;
    bool any;
};

static MlirWalkResult stop_at_match(MlirOperation operation, void *user)
{
    struct operation_search *search = user;
    if (!search->matches(operation))
        return MlirWalkResultAdvance;
    search->found = operation;
    search->any = true;
    return MlirWalkResultInterrupt;
}

/* The first operation in `module` that `matches` accepts; false if none. */
static bool find_operation(MlirOperation module,
                           bool (*matches)(MlirOperation operation),
                           MlirOperation *found)
{
    struct operation_search search = {.matches = matches};
    mlirOperationWalk(module, stop_at_match, &search, MlirWalkPreOrder);
    *found = search.found;
    return search.any;
}

static bool is_foreign(MlirOperation operation)
{
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(operation));
    return !string_is(name, "builtin.module") && !has_prefix(name, "llvm.") &&
           !has_prefix(name, "dlti.");
}

/* One error naming the first operation outside the LLVM dialect. */
static bool only_llvm_dialect(struct import *import, MlirOperation module)
{
    MlirOperation foreign;
    if (!find_operation(module, is_foreign, &foreign))
        return true;
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(foreign));
    struct string_buffer message = {0};
    buffer_printf(&message,
                  "operation '%.*s' is not in the LLVM dialect: cmc takes "
                  "MLIR lowered to the LLVM dialect (e.g. with "
                  "mlir-opt's -convert-*-to-llvm passes)",
                  (int)name.length, name.data);
    report_at(import, DIAGNOSTIC_ERROR, mlirOperationGetLocation(foreign),
              message.data);
    buffer_free(&message);
    return false;
}

static bool is_unreadable_inline_asm(MlirOperation operation)
{
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(operation));
    if (!string_is(name, "llvm.inline_asm"))
        return false;
    MlirAttribute constraints = mlirOperationGetAttributeByName(
        operation, mlirStringRefCreateFromCString("constraints"));
    if (mlirAttributeIsNull(constraints) ||
        !mlirAttributeIsAString(constraints))
        return false;
    MlirStringRef text = mlirStringAttrGetValue(constraints);
    return !genx_inline_asm_constraints_readable(text.data, text.length);
}

/* One error at the first llvm.inline_asm whose constraints LLVM's parser
 * would run past (genxir/genxir.h): the translation verifies its result,
 * and LLVM's verifier parses them. */
static bool inline_asm_readable(struct import *import, MlirOperation module)
{
    MlirOperation unreadable;
    if (!find_operation(module, is_unreadable_inline_asm, &unreadable))
        return true;
    report_at(import, DIAGNOSTIC_ERROR, mlirOperationGetLocation(unreadable),
              GENX_UNREADABLE_CONSTRAINTS_MESSAGE);
    return false;
}

/* A kernel found in the module: its symbol and what its attributes say. */
struct kernel_mark {
    char *symbol;
    char *name;
    int slm_bytes;
    int named_barriers;
    int argument_count;
    struct genx_kernel_argument *arguments;
    MlirLocation location;
};

static char *string_copy(MlirStringRef text)
{
    char *copy = xcalloc(text.length + 1, 1);
    memcpy(copy, text.data, text.length);
    return copy;
}

static MlirAttribute named(MlirAttribute dictionary, const char *name)
{
    if (mlirAttributeIsNull(dictionary) || !mlirAttributeIsADictionary(dictionary))
        return (MlirAttribute){0};
    return mlirDictionaryAttrGetElementByName(dictionary,
                                              mlirStringRefCreateFromCString(name));
}

static bool error_at_op(struct import *import, MlirOperation operation,
                        const char *message)
{
    report_at(import, DIAGNOSTIC_ERROR, mlirOperationGetLocation(operation),
              message);
    return false;
}

/* An argument's cmc.kind, cmc.descriptor and cmc.io. */
static bool read_argument(struct import *import, MlirOperation function,
                          MlirAttribute attributes, int index,
                          struct genx_kernel_argument *argument)
{
    struct string_buffer message = {0};
    bool ok = true;
    MlirAttribute kind = named(attributes, "cmc.kind");
    MlirAttribute descriptor = named(attributes, "cmc.descriptor");
    MlirAttribute io = named(attributes, "cmc.io");
    argument->kind = GENX_ARGUMENT_GENERAL;
    if (!mlirAttributeIsNull(kind)) {
        MlirStringRef text = mlirAttributeIsAString(kind)
                                 ? mlirStringAttrGetValue(kind)
                                 : mlirStringRefCreate("", 0);
        if (string_is(text, "surface"))
            argument->kind = GENX_ARGUMENT_SURFACE;
        else if (string_is(text, "sampler"))
            argument->kind = GENX_ARGUMENT_SAMPLER;
        else if (string_is(text, "svmptr"))
            snprintf(argument->descriptor, sizeof argument->descriptor,
                     "svmptr_t");
        else if (!string_is(text, "general")) {
            buffer_printf(&message,
                          "argument %d: cmc.kind must be \"surface\", "
                          "\"sampler\", \"general\" or \"svmptr\"",
                          index);
            ok = false;
        }
    }
    if (ok && !mlirAttributeIsNull(descriptor)) {
        if (!mlirAttributeIsAString(descriptor) ||
            mlirStringAttrGetValue(descriptor).length >=
                sizeof argument->descriptor) {
            buffer_printf(&message,
                          "argument %d: cmc.descriptor must be a string of "
                          "at most %zu characters",
                          index, sizeof argument->descriptor - 1);
            ok = false;
        } else {
            MlirStringRef text = mlirStringAttrGetValue(descriptor);
            memcpy(argument->descriptor, text.data, text.length);
            argument->descriptor[text.length] = '\0';
        }
    }
    if (ok && !mlirAttributeIsNull(io)) {
        MlirStringRef text = mlirAttributeIsAString(io)
                                 ? mlirStringAttrGetValue(io)
                                 : mlirStringRefCreate("", 0);
        if (string_is(text, "input"))
            argument->io = GENX_IO_INPUT;
        else if (string_is(text, "output"))
            argument->io = GENX_IO_OUTPUT;
        else if (string_is(text, "input_output"))
            argument->io = GENX_IO_INPUT_OUTPUT;
        else {
            buffer_printf(&message,
                          "argument %d: cmc.io must be \"input\", \"output\" "
                          "or \"input_output\"",
                          index);
            ok = false;
        }
    }
    if (!ok)
        error_at_op(import, function, message.data);
    buffer_free(&message);
    return ok;
}

/* The kernel marks of `function` into *mark; false after an error. */
static bool read_kernel_mark(struct import *import, MlirOperation function,
                             MlirAttribute kernel, struct kernel_mark *mark)
{
    MlirStringRef symbol = mlirStringAttrGetValue(
        mlirOperationGetAttributeByName(function,
                                        mlirStringRefCreateFromCString("sym_name")));
    mark->symbol = string_copy(symbol);
    mark->location = mlirOperationGetLocation(function);
    if (mlirAttributeIsAString(kernel))
        mark->name = string_copy(mlirStringAttrGetValue(kernel));
    else if (mlirAttributeIsAUnit(kernel))
        mark->name = string_copy(symbol);
    else
        return error_at_op(import, function,
                           "cmc.kernel must be a unit attribute or the "
                           "kernel's name as a string");
    MlirAttribute slm = mlirOperationGetDiscardableAttributeByName(
        function, mlirStringRefCreateFromCString("cmc.slm_bytes"));
    if (!mlirAttributeIsNull(slm)) {
        int64_t bytes = mlirAttributeIsAInteger(slm)
                            ? mlirIntegerAttrGetValueInt(slm)
                            : -1;
        if (bytes < 0 || bytes > 128 * 1024)
            return error_at_op(import, function,
                               "cmc.slm_bytes must be an integer from 0 to "
                               "131072");
        mark->slm_bytes = (int)bytes;
    }
    MlirAttribute barriers = mlirOperationGetDiscardableAttributeByName(
        function, mlirStringRefCreateFromCString("cmc.named_barriers"));
    if (!mlirAttributeIsNull(barriers)) {
        int64_t count = mlirAttributeIsAInteger(barriers)
                            ? mlirIntegerAttrGetValueInt(barriers)
                            : -1;
        if (count < 0 || count > 32)
            return error_at_op(import, function,
                               "cmc.named_barriers must be an integer from 0 "
                               "to 32");
        mark->named_barriers = (int)count;
    }
    MlirAttribute argument_attributes = mlirOperationGetAttributeByName(
        function, mlirStringRefCreateFromCString("arg_attrs"));
    intptr_t count = mlirAttributeIsNull(argument_attributes)
                         ? -1
                         : mlirArrayAttrGetNumElements(argument_attributes);
    mark->argument_count = (int)(count < 0 ? 0 : count);
    mark->arguments = xcalloc((size_t)mark->argument_count + 1,
                              sizeof(struct genx_kernel_argument));
    for (int i = 0; i < mark->argument_count; i++)
        if (!read_argument(import, function,
                           mlirArrayAttrGetElement(argument_attributes, i), i,
                           &mark->arguments[i]))
            return false;
    return true;
}

struct kernel_marks {
    struct kernel_mark *items;
    size_t count, capacity;
};

static void free_marks(struct kernel_marks *marks)
{
    for (size_t i = 0; i < marks->count; i++) {
        free(marks->items[i].symbol);
        free(marks->items[i].name);
        free(marks->items[i].arguments);
    }
    free(marks->items);
}

/* The kernel attributes an llvm.func without cmc.kernel must not have:
 * they say it was meant to be a kernel and the mark was forgotten (it
 * would compile to nothing, with only the "no kernel" warning). */
static const char *const argument_marks[] = {"cmc.kind", "cmc.descriptor",
                                             "cmc.io"};

static bool check_unmarked(struct import *import, MlirOperation function)
{
    struct string_buffer found = {0};
    if (!mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
            function, mlirStringRefCreateFromCString("cmc.slm_bytes"))))
        buffer_printf(&found, "cmc.slm_bytes");
    else if (!mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
                 function,
                 mlirStringRefCreateFromCString("cmc.named_barriers"))))
        buffer_printf(&found, "cmc.named_barriers");
    MlirAttribute argument_attributes = mlirOperationGetAttributeByName(
        function, mlirStringRefCreateFromCString("arg_attrs"));
    intptr_t count = mlirAttributeIsNull(argument_attributes) ||
                             !mlirAttributeIsAArray(argument_attributes)
                         ? 0
                         : mlirArrayAttrGetNumElements(argument_attributes);
    for (intptr_t i = 0; i < count && !found.data; i++)
        for (size_t m = 0; m < sizeof argument_marks / sizeof *argument_marks;
             m++)
            if (!found.data &&
                !mlirAttributeIsNull(named(
                    mlirArrayAttrGetElement(argument_attributes, i),
                    argument_marks[m])))
                buffer_printf(&found, "%s on argument %d", argument_marks[m],
                              (int)i);
    if (!found.data)
        return true;
    MlirStringRef symbol = mlirStringAttrGetValue(mlirOperationGetAttributeByName(
        function, mlirStringRefCreateFromCString("sym_name")));
    struct string_buffer message = {0};
    buffer_printf(&message,
                  "function '%.*s' has %s but is not marked a kernel: add "
                  "`attributes {cmc.kernel}`",
                  (int)symbol.length, symbol.data, found.data);
    error_at_op(import, function, message.data);
    buffer_free(&message);
    buffer_free(&found);
    return false;
}

static bool read_kernel_marks(struct import *import, MlirModule module,
                              struct kernel_marks *marks)
{
    bool ok = true;
    MlirBlock body = mlirModuleGetBody(module);
    for (MlirOperation operation = mlirBlockGetFirstOperation(body);
         !mlirOperationIsNull(operation);
         operation = mlirOperationGetNextInBlock(operation)) {
        if (!string_is(mlirIdentifierStr(mlirOperationGetName(operation)),
                       "llvm.func"))
            continue;
        MlirAttribute kernel = mlirOperationGetDiscardableAttributeByName(
            operation, mlirStringRefCreateFromCString("cmc.kernel"));
        if (mlirAttributeIsNull(kernel)) {
            ok = check_unmarked(import, operation) && ok;
            continue;
        }
        grow_array((void **)&marks->items, &marks->capacity, marks->count + 1,
                   sizeof *marks->items);
        struct kernel_mark *mark = &marks->items[marks->count++];
        memset(mark, 0, sizeof *mark);
        ok = read_kernel_mark(import, operation, kernel, mark) && ok;
    }
    return ok;
}

/* ---- Kernels in the LLVM module ------------------------------------------- */

/* Bytes and alignment of a kernel argument of LLVM type `type`; false for
 * a type a kernel argument cannot have. */
static bool argument_layout(LLVMTypeRef type, int *size, int *alignment)
{
    long long count = 1;
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind) {
        count = LLVMGetVectorSize(type);
        type = LLVMGetElementType(type);
    }
    int bytes;
    switch (LLVMGetTypeKind(type)) {
    case LLVMIntegerTypeKind:
        bytes = (int)((LLVMGetIntTypeWidth(type) + 7) / 8);
        if (bytes != 1 && bytes != 2 && bytes != 4 && bytes != 8)
            return false;
        break;
    case LLVMHalfTypeKind:
        bytes = 2;
        break;
    case LLVMFloatTypeKind:
        bytes = 4;
        break;
    case LLVMDoubleTypeKind:
        bytes = 8;
        break;
    default:
        return false;
    }
    long long total = saturating_mul(count, bytes);
    if (total > 4096)
        return false;
    *size = (int)total;
    *alignment = bytes;
    return true;
}

/* Places the arguments and checks them against the finalizer's limits
 * (support.h), as the CM frontend does. */
static bool within_limits(struct import *import, const struct kernel_mark *mark,
                          struct genx_kernel_argument *arguments, int count)
{
    int grf_bytes = import->platform->grf_bytes;
    genx_assign_offsets(arguments, count, grf_bytes);
    char limit[256];
    if (genx_argument_over_limit(arguments, count, grf_bytes, limit,
                                 sizeof limit) < 0)
        return true;
    struct string_buffer message = {0};
    buffer_printf(&message, "kernel '%s': %s", mark->symbol, limit);
    report_at(import, DIAGNOSTIC_ERROR, mark->location, message.data);
    buffer_free(&message);
    return false;
}

static bool add_kernel(struct import *import, LLVMModuleRef module,
                       struct kernel_mark *mark)
{
    LLVMValueRef function = LLVMGetNamedFunction(module, mark->symbol);
    struct string_buffer message = {0};
    bool ok = true;
    if (!function || LLVMCountBasicBlocks(function) == 0)
        buffer_printf(&message, "kernel '%s' has no body", mark->symbol);
    else if (LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(
                 function))) != LLVMVoidTypeKind)
        buffer_printf(&message, "kernel '%s' must return void",
                      mark->symbol);
    else if ((int)LLVMCountParams(function) != mark->argument_count &&
             mark->argument_count != 0)
        buffer_printf(&message, "kernel '%s': argument attributes do not "
                                "match its arguments",
                      mark->symbol);
    if (message.data) {
        report_at(import, DIAGNOSTIC_ERROR, mark->location, message.data);
        buffer_free(&message);
        return false;
    }
    int count = (int)LLVMCountParams(function);
    struct genx_kernel_argument *arguments =
        xcalloc((size_t)count + 1, sizeof *arguments);
    for (int i = 0; i < count && ok; i++) {
        if (i < mark->argument_count)
            arguments[i] = mark->arguments[i];
        LLVMTypeRef type = LLVMTypeOf(LLVMGetParam(function, (unsigned)i));
        bool handle = arguments[i].kind != GENX_ARGUMENT_GENERAL;
        /* A surface may be a vector of binding-table indices (a
         * vector<SurfaceIndex, N>: <N x i32>); a sampler is one i32. */
        bool surface_vector =
            arguments[i].kind == GENX_ARGUMENT_SURFACE &&
            LLVMGetTypeKind(type) == LLVMVectorTypeKind &&
            LLVMGetTypeKind(LLVMGetElementType(type)) == LLVMIntegerTypeKind &&
            LLVMGetIntTypeWidth(LLVMGetElementType(type)) == 32;
        if (!argument_layout(type, &arguments[i].size,
                             &arguments[i].alignment) ||
            (handle && !surface_vector &&
             LLVMGetTypeKind(type) != LLVMIntegerTypeKind)) {
            buffer_printf(&message,
                          "kernel '%s', argument %d: a kernel argument is an "
                          "integer or floating-point scalar or vector of at "
                          "most 4096 bytes (a surface or sampler an i32, or "
                          "a surface a vector of i32)",
                          mark->symbol, i);
            report_at(import, DIAGNOSTIC_ERROR, mark->location, message.data);
            buffer_free(&message);
            ok = false;
        }
        if (handle) {
            arguments[i].size =
                surface_vector ? 4 * (int)LLVMGetVectorSize(type) : 4;
            arguments[i].alignment = 4;
        }
    }
    if (ok)
        ok = within_limits(import, mark, arguments, count);
    if (ok) {
        LLVMSetDLLStorageClass(function, LLVMDLLExportStorageClass);
        LLVMSetLinkage(function, LLVMExternalLinkage);
        struct genx_kernel kernel = {.function = function,
                                     .name = mark->name,
                                     .arguments = arguments,
                                     .argument_count = count,
                                     .slm_bytes = mark->slm_bytes,
                                     .named_barriers = mark->named_barriers};
        genx_add_kernel_metadata(module, &kernel);
    }
    free(arguments);
    return ok;
}

/* ---- The import ------------------------------------------------------------ */

bool mlir_available(void)
{
    return true;
}

static LLVMModuleRef translate(struct import *import, MlirModule module,
                               LLVMContextRef llvm_context)
{
    MlirOperation operation = mlirModuleGetOperation(module);
    if (!mlirOperationVerify(operation) ||
        !only_llvm_dialect(import, operation) ||
        !inline_asm_readable(import, operation))
        return NULL;
    struct kernel_marks marks = {0};
    LLVMModuleRef result = NULL;
    if (read_kernel_marks(import, module, &marks)) {
        cmc_mlir_lower_genx_call_intrinsics(operation);
        result = mlirTranslateModuleToLLVMIR(operation, llvm_context);
        if (result)
            cmc_mlir_mark_full_unrolls(result);
        /* IR cmc's optimiser wrote says so (genxir.h). */
        if (result && !mlirAttributeIsNull(mlirOperationGetAttributeByName(
                          operation, mlirStringRefCreateFromCString(
                                         GENX_OPTIMISED_MARK))))
            genx_mark_optimised(result);
        if (!result && import->diags->error_count == 0)
            error_plain(import->diags,
                        "'%s': MLIR could not translate the module to LLVM IR",
                        import->path);
        bool kernels_ok = true;
        for (size_t i = 0; result && i < marks.count; i++)
            kernels_ok = add_kernel(import, result, &marks.items[i]) &&
                         kernels_ok;
        if (result && !kernels_ok) {
            LLVMDisposeModule(result);
            result = NULL;
        }
    }
    free_marks(&marks);
    return result;
}

LLVMModuleRef mlir_import(LLVMContextRef llvm_context, const char *path,
                          const struct platform *platform,
                          struct diagnostics *diags)
{
    struct import import = {.path = path, .diags = diags, .platform = platform};
    size_t size = 0;
    char *text = read_source(&import, &size);
    if (!text)
        return NULL;
    MlirContext context = cmc_mlir_context_create();
    mlirContextAttachDiagnosticHandler(context, handle_diagnostic, &import,
                                       NULL);
    MlirModule module =
        mlirModuleCreateParse(context, mlirStringRefCreate(text, size));
    LLVMModuleRef result = NULL;
    if (!mlirModuleIsNull(module)) {
        result = translate(&import, module, llvm_context);
        mlirModuleDestroy(module);
    } else if (diags->error_count == 0) {
        error_plain(diags, "'%s' is not valid MLIR", path);
    }
    mlirContextDestroy(context);
    free(text);
    if (result && diags->error_count > 0) {
        LLVMDisposeModule(result);
        result = NULL;
    }
    return result;
}
