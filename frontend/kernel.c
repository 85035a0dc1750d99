/* kernel.c - a kernel's name as Intel's compiler gives it and the
 * description of its arguments (kinds, sizes, type descriptors) from which
 * genxir/ writes its `genx.kernels` metadata. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"
#include "genxir/genxir.h"

/* The finalizer's limits on a kernel's arguments (support.h): each must
 * end inside the GRF file, and there are at most so many surfaces and
 * samplers.  The error is at the first parameter past a limit. */
static bool check_argument_limits(struct frontend *frontend,
                                  CXCursor declaration,
                                  const struct genx_kernel_argument *arguments,
                                  int count, int grf_bytes)
{
    char message[256];
    int over = genx_argument_over_limit(arguments, count, grf_bytes, message,
                                        sizeof message);
    if (over < 0)
        return true;
    error_at_cursor(frontend,
                    clang_Cursor_getArgument(declaration, (unsigned)over),
                    "%s", message);
    return false;
}

/* `SurfaceIndex s [[type("buffer_t")]]`: clang drops attributes it does not
 * know, even from the parameter's extent, so the descriptor is read from
 * the tokens that follow the parameter up to the next ',' or ')'. */
static void read_type_descriptor(struct frontend *frontend, CXCursor function,
                                 CXCursor parameter, char *descriptor,
                                 size_t size)
{
    descriptor[0] = '\0';
    CXSourceRange range = clang_getRange(
        clang_getRangeStart(clang_getCursorExtent(parameter)),
        clang_getRangeEnd(clang_getCursorExtent(function)));
    CXToken *tokens;
    unsigned count;
    clang_tokenize(frontend->unit, range, &tokens, &count);
    int depth = 0;
    for (unsigned i = 0; i < count; i++) {
        CXString spelling = clang_getTokenSpelling(frontend->unit, tokens[i]);
        const char *text = clang_getCString(spelling);
        bool end = depth == 0 && (strcmp(text, ",") == 0 ||
                                  strcmp(text, ")") == 0);
        if (strcmp(text, "(") == 0 || strcmp(text, "[") == 0)
            depth++;
        else if (strcmp(text, ")") == 0 || strcmp(text, "]") == 0)
            depth--;
        if (strcmp(text, "type") == 0 && i + 2 < count) {
            CXString literal =
                clang_getTokenSpelling(frontend->unit, tokens[i + 2]);
            const char *value = clang_getCString(literal);
            size_t length = strlen(value);
            if (length >= 2 && value[0] == '"')
                snprintf(descriptor, size, "%.*s", (int)(length - 2),
                         value + 1);
            clang_disposeString(literal);
        }
        clang_disposeString(spelling);
        if (end)
            break;
    }
    clang_disposeTokens(frontend->unit, tokens, count);
}

/* ---- The kernel's name -------------------------------------------------------- */

/* The template parameters of the template `instance` comes from, in
 * order (count set; free()). */
struct parameter_list {
    CXCursor *items;
    size_t count, capacity;
};

static enum CXChildVisitResult collect_template_parameter(CXCursor child,
                                                          CXCursor parent,
                                                          CXClientData data)
{
    (void)parent;
    enum CXCursorKind kind = clang_getCursorKind(child);
    if (kind == CXCursor_TemplateTypeParameter ||
        kind == CXCursor_NonTypeTemplateParameter ||
        kind == CXCursor_TemplateTemplateParameter) {
        struct parameter_list *list = data;
        void *items = list->items;
        grow_array(&items, &list->capacity, list->count + 1, sizeof(CXCursor));
        list->items = items;
        list->items[list->count++] = child;
    }
    return CXChildVisit_Continue;
}

/* An integer template argument as clang prints it: a bool as true/false,
 * an unsigned value without sign, others in decimal.  libclang gives no
 * type for such an argument; the template parameter has it. */
static void append_integer_argument(struct string_buffer *name,
                                    CXCursor declaration, unsigned index,
                                    const struct parameter_list *parameters)
{
    CXType type = {CXType_Int, {0}};
    if (index < parameters->count)
        type = clang_getCanonicalType(
            clang_getCursorType(parameters->items[index]));
    long long value = clang_Cursor_getTemplateArgumentValue(declaration, index);
    if (type.kind == CXType_Bool)
        buffer_append(name, value ? "true" : "false");
    else if (type.kind == CXType_UInt || type.kind == CXType_ULong ||
             type.kind == CXType_ULongLong || type.kind == CXType_UShort ||
             type.kind == CXType_UChar)
        buffer_printf(name, "%llu",
                      clang_Cursor_getTemplateArgumentUnsignedValue(declaration,
                                                                    index));
    else
        buffer_printf(name, "%lld", value);
}

/* One template argument as clang prints it in a diagnostic: a type by its
 * canonical spelling (typedefs resolved; half is CM's builtin type there),
 * an integer as above. */
static void append_template_argument(struct string_buffer *name,
                                     CXCursor declaration, unsigned index,
                                     const struct parameter_list *parameters)
{
    switch (clang_Cursor_getTemplateArgumentKind(declaration, index)) {
    case CXTemplateArgumentKind_Type: {
        CXType type = clang_getCanonicalType(
            clang_Cursor_getTemplateArgumentType(declaration, index));
        CXString spelling = clang_getTypeSpelling(type);
        const char *text = clang_getCString(spelling);
        buffer_append(name, strcmp(text, "_Float16") == 0 ? "half" : text);
        clang_disposeString(spelling);
        return;
    }
    case CXTemplateArgumentKind_Integral:
        append_integer_argument(name, declaration, index, parameters);
        return;
    default:
        buffer_append(name, "?");
        return;
    }
}

/* The name the CM runtime looks a kernel up by, as Intel's cmc gives it:
 * the function's name, and for an instance of a kernel template its
 * template arguments as clang prints them ("spmv<unsigned int, float>"). */
static void kernel_name(CXCursor declaration, struct string_buffer *name)
{
    CXString spelling = clang_getCursorSpelling(declaration);
    buffer_append(name, clang_getCString(spelling));
    clang_disposeString(spelling);
    int count = clang_Cursor_getNumTemplateArguments(declaration);
    if (count < 0 ||
        clang_Cursor_isNull(clang_getSpecializedCursorTemplate(declaration)))
        return;
    struct parameter_list parameters = {NULL, 0, 0};
    clang_visitChildren(clang_getSpecializedCursorTemplate(declaration),
                        collect_template_parameter, &parameters);
    buffer_append(name, "<");
    for (int i = 0; i < count; i++) {
        if (i > 0)
            buffer_append(name, ", ");
        append_template_argument(name, declaration, (unsigned)i, &parameters);
    }
    buffer_append(name, ">");
    free(parameters.items);
}

/* ---- The metadata ------------------------------------------------------------ */

void add_kernel_metadata(struct frontend *frontend, LLVMValueRef function,
                         CXCursor declaration)
{
    int count = clang_Cursor_getNumArguments(declaration);
    struct genx_kernel_argument *arguments =
        xcalloc((size_t)count + 1, sizeof(struct genx_kernel_argument));
    for (int i = 0; i < count; i++) {
        CXCursor parameter = clang_Cursor_getArgument(declaration, (unsigned)i);
        struct cm_type type = classify_type(clang_getCursorType(parameter));
        struct genx_kernel_argument *argument = &arguments[i];
        bool is_handle =
            type.kind == TYPE_SURFACE || type.kind == TYPE_SAMPLER;
        /* A vector<SurfaceIndex, N> is a surface argument of N binding-
         * table indices, as in Intel's cmc (its CGCM gives a vector of
         * SurfaceIndex the surface kind). */
        bool is_surface =
            type.kind == TYPE_SURFACE || type.is_surface_vector;
        argument->kind = is_surface                  ? GENX_ARGUMENT_SURFACE
                         : type.kind == TYPE_SAMPLER ? GENX_ARGUMENT_SAMPLER
                                                     : GENX_ARGUMENT_GENERAL;
        argument->alignment = is_handle ? 4 : element_bytes(type.element);
        argument->size = argument->alignment * type_element_count(type);
        read_type_descriptor(frontend, declaration, parameter,
                             argument->descriptor,
                             sizeof argument->descriptor);
        /* A pointer is an SVM address, whether or not it says so (Intel's
         * SPIR-V reader gives every global pointer "svmptr_t"). */
        if (type.is_pointer && argument->descriptor[0] == '\0')
            snprintf(argument->descriptor, sizeof argument->descriptor,
                     "svmptr_t");
    }
    int grf_bytes = frontend->options->platform->grf_bytes;
    genx_assign_offsets(arguments, count, grf_bytes);
    check_argument_limits(frontend, declaration, arguments, count, grf_bytes);
    struct string_buffer name = {0};
    kernel_name(declaration, &name);
    struct genx_kernel kernel = {
        .function = function,
        .name = name.data,
        .arguments = arguments,
        .argument_count = count,
        .slm_bytes = frontend->slm.size,
        .named_barriers = frontend->named_barriers,
    };
    genx_add_kernel_metadata(frontend->module, &kernel);
    frontend->slm.size = 0; /* the next kernel starts without SLM */
    frontend->slm.allocated = 0;
    frontend->named_barriers = 0;
    free(arguments);
    buffer_free(&name);
}
