/* region.c - CM regions: composing selects, and the genx region
 * intrinsics that read and write them.
 *
 * A select of a select is one region of the underlying object, so places
 * compose here and only the final access becomes an intrinsic.  The
 * intrinsics take their start index in bytes (GenX IR reference,
 * "Region access in LLVM IR"); everything else is in elements. */
#include <string.h>

#include "frontend/internal.h"

bool select_place(struct frontend *frontend, CXCursor where,
                  struct place outer, int count, int stride,
                  LLVMValueRef variable_offset, int offset,
                  struct place *result)
{
    if (count <= 0 || stride <= 0) {
        error_at_cursor(frontend, where,
                        "region size and stride must be positive "
                        "(got size %d, stride %d)",
                        count, stride);
        return false;
    }
    if (!variable_offset &&
        (offset < 0 || offset + (count - 1) * stride >= outer.count)) {
        error_at_cursor(frontend, where,
                        "region of %d elements with stride %d at offset %d "
                        "is outside its object of %d elements",
                        count, stride, offset, outer.count);
        return false;
    }
    if (variable_offset && count > 1 && (count - 1) * stride >= outer.count) {
        error_at_cursor(frontend, where,
                        "region of %d elements with stride %d is larger "
                        "than its object of %d elements",
                        count, stride, outer.count);
        return false;
    }
    /* The place's start is variable_offset (if any) plus offset, in
     * elements of the object; a select moves it by its own offset scaled by
     * the outer stride. */
    *result = outer;
    result->count = count;
    result->stride = outer.stride * stride;
    if (variable_offset) {
        LLVMTypeRef i16 = LLVMInt16TypeInContext(frontend->context);
        LLVMValueRef scaled = LLVMBuildMul(
            frontend->builder,
            LLVMBuildIntCast2(frontend->builder, variable_offset, i16, 1, ""),
            LLVMConstInt(i16, (unsigned long long)outer.stride, 0), "");
        result->variable_offset =
            outer.variable_offset
                ? LLVMBuildAdd(frontend->builder, outer.variable_offset,
                               scaled, "")
                : scaled;
    } else {
        result->offset = outer.offset + offset * outer.stride;
    }
    return true;
}

/* The start index operand: bytes, i16. */
static LLVMValueRef byte_offset(struct frontend *frontend,
                                struct cm_type object_type, struct place place)
{
    LLVMTypeRef i16 = LLVMInt16TypeInContext(frontend->context);
    unsigned long long bytes = (unsigned long long)element_bytes(
        object_type.element);
    if (!place.variable_offset)
        return LLVMConstInt(i16, (unsigned long long)place.offset * bytes, 0);
    LLVMValueRef elements = place.variable_offset;
    if (place.offset)
        elements = LLVMBuildAdd(
            frontend->builder, elements,
            LLVMConstInt(i16, (unsigned long long)place.offset, 0), "");
    return LLVMBuildMul(frontend->builder, elements,
                        LLVMConstInt(i16, bytes, 0), "");
}

static char region_letter(struct cm_type object_type)
{
    return element_is_float(object_type.element) ? 'f' : 'i';
}

LLVMValueRef emit_read_region(struct frontend *frontend, LLVMValueRef whole,
                              struct cm_type object_type, struct place place)
{
    LLVMContextRef context = frontend->context;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(context);
    LLVMTypeRef element = element_llvm_type(context, object_type.element);
    LLVMTypeRef result_type =
        place.count == 1 ? element
                         : LLVMVectorType(element, (unsigned)place.count);
    LLVMValueRef offset = byte_offset(frontend, object_type, place);

    char name[128];
    snprintf(name, sizeof name, "llvm.genx.rdregion%c",
             region_letter(object_type));
    append_type_suffix(name, sizeof name, result_type);
    append_type_suffix(name, sizeof name, LLVMTypeOf(whole));
    append_type_suffix(name, sizeof name, LLVMTypeOf(offset));
    LLVMTypeRef parameters[] = {LLVMTypeOf(whole), i32, i32, i32,
                                LLVMTypeOf(offset), i32};
    LLVMValueRef function = declare_intrinsic(
        frontend, name, result_type, parameters, 6, INTRINSIC_PURE);
    LLVMValueRef arguments[] = {
        whole,
        LLVMConstInt(i32, 0, 0),
        LLVMConstInt(i32, (unsigned long long)place.count, 0),
        LLVMConstInt(i32, (unsigned long long)place.stride, 0),
        offset,
        LLVMGetUndef(i32),
    };
    return LLVMBuildCall2(frontend->builder,
                          LLVMGlobalGetValueType(function), function,
                          arguments, 6, "");
}

LLVMValueRef emit_write_region(struct frontend *frontend, LLVMValueRef whole,
                               struct cm_type object_type, struct place place,
                               LLVMValueRef new_value)
{
    LLVMContextRef context = frontend->context;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(context);
    LLVMTypeRef i1 = LLVMInt1TypeInContext(context);
    if (place.count == 1 && !place.variable_offset &&
        LLVMGetTypeKind(LLVMTypeOf(new_value)) != LLVMVectorTypeKind)
        return LLVMBuildInsertElement(
            frontend->builder, whole, new_value,
            LLVMConstInt(i32, (unsigned long long)place.offset, 0), "");
    LLVMValueRef offset = byte_offset(frontend, object_type, place);

    char name[128];
    snprintf(name, sizeof name, "llvm.genx.wrregion%c",
             region_letter(object_type));
    append_type_suffix(name, sizeof name, LLVMTypeOf(whole));
    append_type_suffix(name, sizeof name, LLVMTypeOf(new_value));
    append_type_suffix(name, sizeof name, LLVMTypeOf(offset));
    append_type_suffix(name, sizeof name, i1);
    LLVMTypeRef parameters[] = {LLVMTypeOf(whole), LLVMTypeOf(new_value),
                                i32, i32, i32, LLVMTypeOf(offset), i32, i1};
    LLVMValueRef function = declare_intrinsic(
        frontend, name, LLVMTypeOf(whole), parameters, 8, INTRINSIC_PURE);
    LLVMValueRef arguments[] = {
        whole,
        new_value,
        LLVMConstInt(i32, 0, 0),
        LLVMConstInt(i32, (unsigned long long)place.count, 0),
        LLVMConstInt(i32, (unsigned long long)place.stride, 0),
        offset,
        LLVMGetUndef(i32),
        LLVMConstInt(i1, 1, 0),
    };
    return LLVMBuildCall2(frontend->builder,
                          LLVMGlobalGetValueType(function), function,
                          arguments, 8, "");
}
