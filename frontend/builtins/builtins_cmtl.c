/* builtins_cmtl.c - the CM template library's builtins (<cm/cmtl.h>).
 *
 * Takes calls of cmtl::cm_vector_assign (behind the cm_vector and
 * cm_matrix macros) and of cm_floor / cm_ceil; guarantees the values the
 * library defines: element i of a vector_assign'ed object is
 * init + i * step (computed in int, converted to the element type, so
 * constant arguments fold to one constant vector), and cm_floor /
 * cm_ceil are cm_rndd / cm_rndu with the same operands and flags. */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

static struct value no_result(void)
{
    struct value result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result.type.kind = TYPE_VOID;
    return result;
}

/* splat(value) as <count x i32>. */
static LLVMValueRef splat_i32(struct frontend *frontend, LLVMValueRef value,
                              int count)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(frontend->context);
    LLVMTypeRef type = LLVMVectorType(i32, (unsigned)count);
    LLVMValueRef single = LLVMBuildInsertElement(
        frontend->builder, LLVMGetPoison(type), value, LLVMConstInt(i32, 0, 0),
        "");
    return LLVMBuildShuffleVector(
        frontend->builder, single, LLVMGetPoison(type),
        LLVMConstNull(LLVMVectorType(i32, (unsigned)count)), "");
}

static bool lower_vector_assign(struct frontend *frontend, CXCursor call,
                                struct value *result)
{
    *result = no_result();
    struct value destination =
        lower_expression(frontend, clang_Cursor_getArgument(call, 0));
    if (destination.type.kind != TYPE_VECTOR)
        return true;
    if (!destination.is_place) {
        error_at_cursor(frontend, call, "cm_vector_assign needs a vector "
                                        "variable or a region of one");
        return true;
    }
    struct cm_type i32 = scalar_type(ELEMENT_I32);
    LLVMValueRef init =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 1), i32);
    LLVMValueRef step =
        lower_rvalue_as(frontend, clang_Cursor_getArgument(call, 2), i32);
    if (!init || !step)
        return true;
    int count = type_element_count(destination.type);
    LLVMTypeRef i32_type = LLVMInt32TypeInContext(frontend->context);
    LLVMValueRef *indices = xcalloc((size_t)count, sizeof(LLVMValueRef));
    for (int i = 0; i < count; i++)
        indices[i] = LLVMConstInt(i32_type, (unsigned)i, 0);
    LLVMValueRef positions = LLVMConstVector(indices, (unsigned)count);
    free(indices);
    LLVMValueRef values = LLVMBuildAdd(
        frontend->builder, splat_i32(frontend, init, count),
        LLVMBuildMul(frontend->builder, splat_i32(frontend, step, count),
                     positions, ""),
        "");
    struct cm_type values_type = {.kind = TYPE_VECTOR, .element = ELEMENT_I32,
        .rows = 1, .columns = count, .is_reference = false};
    write_place(frontend, destination.place, values, values_type);
    return true;
}

static const struct cmtl_builtin {
    const char *name;
    const char *math_equivalent; /* a cm_math builtin with these operands */
    bool (*lower)(struct frontend *, CXCursor, struct value *);
} cmtl_builtins[] = {
    {"cm_vector_assign", NULL, lower_vector_assign},
    {"cm_floor", "cm_rndd", NULL},
    {"cm_ceil", "cm_rndu", NULL},
};

bool lower_cmtl_builtin(struct frontend *frontend, CXCursor call,
                        const char *name, struct value *result)
{
    for (size_t i = 0; i < sizeof cmtl_builtins / sizeof cmtl_builtins[0]; i++) {
        const struct cmtl_builtin *builtin = &cmtl_builtins[i];
        if (strcmp(name, builtin->name) != 0)
            continue;
        if (builtin->lower)
            return builtin->lower(frontend, call, result);
        return lower_math_builtin(frontend, builtin->math_equivalent, call,
                                  result);
    }
    return false;
}
