/* kernel_attributes.c - the function attribute macros of Intel's
 * cm_common.h (include/cm/cm_kernel_attributes.h).
 *
 * Takes a function declaration of the user's code; guarantees:
 *  - a kernel's _GENX_FLOAT_CONTROL_(x) / _GENX_ROUNDING_MODE_(x) (the
 *    annotation "cm_float_control" with the constant x) becomes the LLVM
 *    function attribute "CMFloatControl"="x", as Intel's compiler writes
 *    it; the backend sets cr0's float control bits from it at the
 *    kernel's entry;
 *  - the float control on a function that is not a kernel, and every
 *    attribute cmc does not implement (the annotation "cm_unsupported",
 *    on the function or a parameter), are one error each, where written,
 *    naming the macro. */
#include <stdio.h>
#include <string.h>

#include "frontend/internal.h"

/* The first further argument of an annotation as text, or "". */
static void annotation_text(CXCursor annotation, char *text, size_t size)
{
    text[0] = '\0';
    CXCursor argument = cursor_only_child(annotation);
    CXEvalResult result = clang_Cursor_isNull(argument)
                              ? NULL
                              : clang_Cursor_Evaluate(argument);
    if (!result)
        return;
    if (clang_EvalResult_getKind(result) == CXEval_StrLiteral)
        snprintf(text, size, "%s", clang_EvalResult_getAsStr(result));
    clang_EvalResult_dispose(result);
}

/* An error for an attribute of `declaration` that cmc does not implement;
 * true when there was one. */
static bool report_unsupported(struct frontend *frontend, CXCursor declaration)
{
    CXCursor annotation = cursor_annotation(declaration, "cm_unsupported");
    if (clang_Cursor_isNull(annotation))
        return false;
    char text[128];
    annotation_text(annotation, text, sizeof text);
    error_at_cursor(frontend, declaration, "%s are not supported by cmc",
                    text);
    return true;
}

bool check_function_attributes(struct frontend *frontend, CXCursor function,
                               bool is_kernel)
{
    bool ok = !report_unsupported(frontend, function);
    int count = clang_Cursor_getNumArguments(function);
    for (int i = 0; i < count; i++)
        ok &= !report_unsupported(
            frontend, clang_Cursor_getArgument(function, (unsigned)i));
    if (!is_kernel &&
        !clang_Cursor_isNull(cursor_annotation(function, "cm_float_control"))) {
        error_at_cursor(frontend, function,
                        "_GENX_FLOAT_CONTROL_ and _GENX_ROUNDING_MODE_ are "
                        "supported on kernels only: put it on the kernel");
        ok = false;
    }
    return ok;
}

void apply_kernel_attributes(struct frontend *frontend, CXCursor kernel,
                             LLVMValueRef function)
{
    CXCursor annotation = cursor_annotation(kernel, "cm_float_control");
    long long value;
    if (clang_Cursor_isNull(annotation))
        return;
    if (!cursor_evaluate_integer(cursor_only_child(annotation), &value)) {
        error_at_cursor(frontend, kernel,
                        "the float control must be a constant (CM_RTZ, "
                        "CM_DENORM_ALLOW, ...)");
        return;
    }
    char text[24];
    snprintf(text, sizeof text, "%lld", value);
    LLVMAttributeRef attribute = LLVMCreateStringAttribute(
        frontend->context, "CMFloatControl", 14, text,
        (unsigned)strlen(text));
    LLVMAddAttributeAtIndex(function, LLVMAttributeFunctionIndex, attribute);
}
