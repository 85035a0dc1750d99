/* value.c - reading and writing CM values, and converting between types.
 *
 * Every CM object lives in an alloca of its flat LLVM type (mem2reg turns
 * them into SSA values later).  A place is a region of such an object; a
 * read loads the object and reads the region, a write loads it, writes the
 * region and stores it back.  Conversions implement CM's rules: scalars are
 * replicated to vectors, elements convert as in C++. */
#include <stdlib.h>

#include "frontend/internal.h"

struct value place_value(struct place place)
{
    struct value value = {place.object_type, true, NULL, place, NULL};
    if (place.object_type.kind == TYPE_VECTOR &&
        place.count != type_element_count(place.object_type)) {
        value.type.rows = 1;
        value.type.columns = place.count;
    }
    value.type.is_reference = false;
    return value;
}

struct value rvalue(struct cm_type type, LLVMValueRef llvm)
{
    struct value value = {type, false, llvm, {0}, NULL};
    value.type.is_reference = false;
    return value;
}

struct value void_value(void)
{
    struct value value = rvalue(scalar_type(ELEMENT_I32), NULL);
    value.type.kind = TYPE_VOID;
    return value;
}

struct value error_value(void)
{
    struct cm_type type = {.kind = TYPE_UNSUPPORTED, .element = ELEMENT_I32};
    return rvalue(type, NULL);
}

LLVMValueRef read_cm_value(struct frontend *frontend, struct value value)
{
    if (value.address)
        return read_memory_element(frontend, value);
    if (!value.is_place)
        return value.llvm;
    LLVMValueRef region = read_place(frontend, value.place);
    if (value.type.kind == TYPE_SCALAR &&
        LLVMGetTypeKind(LLVMTypeOf(region)) == LLVMVectorTypeKind)
        region = LLVMBuildExtractElement(
            frontend->builder, region,
            LLVMConstInt(LLVMInt32TypeInContext(frontend->context), 0, 0), "");
    else if (value.type.kind == TYPE_VECTOR &&
             LLVMGetTypeKind(LLVMTypeOf(region)) != LLVMVectorTypeKind)
        /* read_place reads a region of one element as the element; a
         * vector<T, 1> value (select<1, 1>(i)) stays a vector. */
        region = LLVMBuildInsertElement(
            frontend->builder,
            LLVMGetPoison(type_llvm_type(frontend->context, value.type)),
            region,
            LLVMConstInt(LLVMInt32TypeInContext(frontend->context), 0, 0), "");
    return region;
}

void write_place(struct frontend *frontend, struct place place,
                 LLVMValueRef new_value, struct cm_type new_type)
{
    struct cm_type region_type = place.object_type;
    region_type.is_reference = false;
    if (region_type.kind == TYPE_VECTOR) {
        region_type.rows = 1;
        region_type.columns = place.count;
        if (place.count == 1 && new_type.kind == TYPE_SCALAR)
            region_type.kind = TYPE_SCALAR;
    }
    LLVMValueRef converted =
        convert_value(frontend, new_value, new_type, region_type);
    converted = simd_cf_predicate_write(frontend, place, converted);
    write_place_value(frontend, place, converted);
    if (place.memory_address) { /* (*vp)(i) = x: the copy goes back */
        struct value element = rvalue(place.memory_type, NULL);
        element.address = place.memory_address;
        LLVMValueRef copy = LLVMBuildLoad2(
            frontend->builder, LLVMGetAllocatedType(place.storage),
            place.storage, "");
        write_memory_element(frontend, element, copy, place.memory_type);
    }
}

bool value_is_lvalue(struct value value)
{
    return value.is_place || value.address;
}

void write_value(struct frontend *frontend, struct value destination,
                 LLVMValueRef new_value, struct cm_type new_type)
{
    if (destination.address)
        write_memory_element(frontend, destination, new_value, new_type);
    else
        write_place(frontend, destination.place, new_value, new_type);
}

static LLVMValueRef convert_element(struct frontend *frontend,
                                    LLVMValueRef value, enum element_kind from,
                                    enum element_kind to, LLVMTypeRef target)
{
    LLVMBuilderRef builder = frontend->builder;
    if (from == to)
        return value;
    bool from_float = element_is_float(from), to_float = element_is_float(to);
    if (to == ELEMENT_BOOL) {
        LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(value));
        return from_float ? LLVMBuildFCmp(builder, LLVMRealUNE, value, zero, "")
                          : LLVMBuildICmp(builder, LLVMIntNE, value, zero, "");
    }
    if (from_float && to_float)
        return LLVMBuildFPCast(builder, value, target, "");
    if (from_float)
        return element_is_signed(to) ? LLVMBuildFPToSI(builder, value, target, "")
                                     : LLVMBuildFPToUI(builder, value, target, "");
    bool from_signed = element_is_signed(from) && from != ELEMENT_BOOL;
    if (to_float)
        return from_signed ? LLVMBuildSIToFP(builder, value, target, "")
                           : LLVMBuildUIToFP(builder, value, target, "");
    return LLVMBuildIntCast2(builder, value, target, from_signed, "");
}

LLVMValueRef convert_value(struct frontend *frontend, LLVMValueRef value,
                           struct cm_type from, struct cm_type to)
{
    LLVMContextRef context = frontend->context;
    if (to.kind == TYPE_SURFACE || to.kind == TYPE_SAMPLER ||
        to.kind == TYPE_VOID)
        return value;
    if (from.kind == TYPE_SCALAR && to.kind == TYPE_VECTOR) {
        LLVMValueRef scalar =
            convert_element(frontend, value, from.element, to.element,
                            element_llvm_type(context, to.element));
        unsigned count = (unsigned)type_element_count(to);
        LLVMTypeRef vector_type = type_llvm_type(context, to);
        LLVMValueRef single = LLVMBuildInsertElement(
            frontend->builder, LLVMGetPoison(vector_type), scalar,
            LLVMConstInt(LLVMInt32TypeInContext(context), 0, 0), "");
        LLVMValueRef *zeros = xcalloc(count, sizeof(LLVMValueRef));
        for (unsigned i = 0; i < count; i++)
            zeros[i] = LLVMConstInt(LLVMInt32TypeInContext(context), 0, 0);
        LLVMValueRef mask = LLVMConstVector(zeros, count);
        free(zeros);
        return LLVMBuildShuffleVector(frontend->builder, single,
                                      LLVMGetPoison(vector_type), mask, "");
    }
    return convert_element(frontend, value, from.element, to.element,
                           type_llvm_type(context, to));
}
