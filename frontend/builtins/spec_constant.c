/* builtins/spec_constant.c - specialization constants: Intel's
 * __spirv_SpecConstant(id, default), which cm_spec_constant<T, ID,
 * Default>() calls (cm_spirv.h).
 *
 * Takes the call, whose id must be a compile-time constant and whose
 * default a compile-time constant of a scalar type (bool, an integer, half,
 * float or double).  Guarantees, for SPIR-V output (keep_spec_constants),
 * a call of cmc.spec.constant.<type>(i32 id, T default), pure, which
 * spirv/ writes as an OpSpecConstant decorated SpecId id, so that the
 * OpenCL or Level Zero runtime may set it before compiling the kernel; for
 * every other output, which no runtime specializes (the CM runtime loads a
 * finished .isa), the default value itself, folded like any constant.
 * A broken rule is one located error. */
#include <string.h>

#include "frontend/builtins/builtins.h"

bool lower_spec_constant_builtin(struct frontend *frontend, CXCursor call,
                                 const char *name, struct value *result)
{
    if (strcmp(name, "__spirv_SpecConstant") != 0)
        return false;
    *result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result->type.kind = TYPE_UNSUPPORTED;
    if (clang_Cursor_getNumArguments(call) != 2) {
        error_at_cursor(frontend, call, "'%s' takes an id and a default "
                                        "value", name);
        return true;
    }
    CXCursor id_argument = clang_Cursor_getArgument(call, 0);
    CXCursor default_argument = clang_Cursor_getArgument(call, 1);
    long long id;
    if (!cursor_evaluate_integer(id_argument, &id) || id < 0 ||
        id > 0xffffffffll) {
        error_at_cursor(frontend, id_argument,
                        "'%s': the specialization constant's id must be a "
                        "compile-time constant from 0 to 4294967295", name);
        return true;
    }
    struct cm_type type = classify_type(clang_getCursorType(call));
    type.is_reference = false;
    if (type.kind != TYPE_SCALAR) {
        error_at_cursor(frontend, call,
                        "'%s': a specialization constant is a bool, integer "
                        "or floating-point scalar", name);
        return true;
    }
    LLVMValueRef value = lower_rvalue_as(frontend, default_argument, type);
    if (!value)
        return true;
    if (!LLVMIsAConstant(value)) {
        error_at_cursor(frontend, default_argument,
                        "'%s': the default value must be a compile-time "
                        "constant", name);
        return true;
    }
    if (!frontend->options->keep_spec_constants) {
        *result = rvalue(type, value);
        return true;
    }
    LLVMTypeRef llvm_type = type_llvm_type(frontend->context, type);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(frontend->context);
    LLVMTypeRef parameters[2] = {i32, llvm_type};
    char function_name[64] = "cmc.spec.constant";
    genx_append_overload_suffix(function_name, sizeof function_name,
                                llvm_type);
    LLVMValueRef function = declare_intrinsic(frontend, function_name,
                                              llvm_type, parameters, 2,
                                              INTRINSIC_PURE);
    LLVMValueRef arguments[2] = {LLVMConstInt(i32, (unsigned long long)id, 0),
                                 value};
    *result = rvalue(type, LLVMBuildCall2(frontend->builder,
                                          LLVMGlobalGetValueType(function),
                                          function, arguments, 2, ""));
    return true;
}
