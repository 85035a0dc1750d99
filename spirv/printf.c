/* printf.c - OpenCL's printf in SPIR-V: the frontend's cmc.printf calls
 * (frontend/printf.c, for SPIR-V output) as OpExtInst printf of the
 * OpenCL.std extended instruction set, the form Intel's CM compiler gives
 * the OpenCL runtime (__spirv_ocl_printf) and the SPIR-V/LLVM translator
 * writes for OpenCL C's printf.
 *
 * Each string (the format, and the string literals printed by %s) is a
 * module-scope OpVariable in UniformConstant storage (OpenCL's constant
 * address space, which OpenCL.std's printf requires of its format),
 * initialized with its bytes and decorated Constant, passed as the address
 * of its first byte (OpInBoundsPtrAccessChain, element 0 and index 0: the
 * getelementptr of a constant string IGC's reader makes of it and Intel's
 * VectorCompiler recognises, GenXPrintfResolution); every other argument
 * is the scalar itself.  The VectorCompiler lowers the call to writes into
 * its printf buffer, an implicit kernel argument the OpenCL runtime binds
 * and prints, with the strings in the kernel's string table. */
#include <stdlib.h>
#include <string.h>

#include "spirv/internal.h"
#include "support/support.h"

/* OpenCL.std's printf (OpenCL extended instruction set specification). */
enum { SPV_OPENCL_STD_PRINTF = 184 };

/* The module's OpExtInstImport "OpenCL.std", made on first use. */
static uint32_t opencl_std(struct spv_writer *w)
{
    if (w->opencl_std)
        return w->opencl_std;
    w->opencl_std = spv_new_id(w);
    const char *name = "OpenCL.std";
    spv_emit_string(&w->ext_inst_imports, SPV_OP_EXT_INST_IMPORT,
                    &w->opencl_std, 1, name, strlen(name), NULL, 0);
    return w->opencl_std;
}

static uint32_t uniform_constant_pointer(struct spv_writer *w, uint32_t type)
{
    uint32_t operands[2] = {SPV_STORAGE_UNIFORM_CONSTANT, type};
    return spv_intern(w, SPV_OP_TYPE_POINTER, false, 0, operands, 2);
}

/* The bytes of constant string `string`, an [N x i8] (all zero when LLVM
 * keeps it as a zeroinitializer), as N OpConstants of `byte_type`. */
static uint32_t *string_bytes(struct spv_writer *w, LLVMValueRef string,
                              LLVMTypeRef byte_type, unsigned length,
                              LLVMValueRef where)
{
    size_t text_length = 0;
    const char *text = LLVMIsAConstantDataSequential(string)
                           ? LLVMGetAsString(string, &text_length)
                           : NULL;
    uint32_t *bytes = xcalloc(length, sizeof *bytes);
    for (unsigned i = 0; i < length; i++)
        bytes[i] = spv_int_constant(
            w, byte_type, i < text_length ? (unsigned char)text[i] : 0, where);
    return bytes;
}

/* The UniformConstant variable holding constant string `string`, defined
 * on first use (LLVM keeps one constant per content, so equal strings
 * share it). */
static uint32_t string_variable(struct spv_writer *w, LLVMValueRef string,
                                LLVMValueRef where)
{
    uint32_t id;
    if (spv_map_find(&w->printf_strings, string, &id))
        return id;
    LLVMTypeRef array_type = LLVMTypeOf(string);
    LLVMTypeRef byte_type = LLVMGetElementType(array_type);
    unsigned length = LLVMGetArrayLength(array_type);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(array_type));
    uint32_t array_operands[2] = {spv_type(w, byte_type, where),
                                  spv_int_constant(w, i32, length, where)};
    uint32_t array =
        spv_intern(w, SPV_OP_TYPE_ARRAY, false, 0, array_operands, 2);
    uint32_t *bytes = string_bytes(w, string, byte_type, length, where);
    uint32_t initializer =
        spv_intern(w, SPV_OP_CONSTANT_COMPOSITE, true, array, bytes, length);
    free(bytes);
    id = spv_new_id(w);
    uint32_t variable[4] = {uniform_constant_pointer(w, array), id,
                            SPV_STORAGE_UNIFORM_CONSTANT, initializer};
    spv_emit(&w->globals, SPV_OP_VARIABLE, variable, 4);
    uint32_t decoration[2] = {id, SPV_DECORATION_CONSTANT};
    spv_emit(&w->decorations, SPV_OP_DECORATE, decoration, 2);
    spv_map_put(&w->printf_strings, string, id);
    return id;
}

/* The address of the first byte of constant string `string`, computed in
 * `out`. */
static uint32_t string_pointer(struct spv_writer *w, struct spv_words *out,
                               LLVMValueRef string, LLVMValueRef where)
{
    uint32_t variable = string_variable(w, string, where);
    LLVMTypeRef byte_type = LLVMGetElementType(LLVMTypeOf(string));
    LLVMTypeRef i32 =
        LLVMInt32TypeInContext(LLVMGetTypeContext(byte_type));
    uint32_t zero = spv_int_constant(w, i32, 0, where);
    uint32_t id = spv_new_id(w);
    uint32_t operands[5] = {
        uniform_constant_pointer(w, spv_type(w, byte_type, where)), id,
        variable, zero, zero};
    spv_emit(out, SPV_OP_IN_BOUNDS_PTR_ACCESS_CHAIN, operands, 5);
    return id;
}

static bool is_string(LLVMValueRef value)
{
    LLVMTypeRef type = LLVMTypeOf(value);
    return LLVMGetTypeKind(type) == LLVMArrayTypeKind &&
           LLVMIsConstant(value) &&
           LLVMGetTypeKind(LLVMGetElementType(type)) == LLVMIntegerTypeKind &&
           LLVMGetIntTypeWidth(LLVMGetElementType(type)) == 8;
}

void spv_opencl_printf(struct spv_writer *w, struct spv_words *out,
                       LLVMValueRef inst)
{
    unsigned count = LLVMGetNumArgOperands(inst);
    if (count == 0 || !is_string(LLVMGetOperand(inst, 0))) {
        spv_fail(w, inst, "SPIR-V output: printf needs a constant format");
        return;
    }
    uint32_t *operands = xcalloc(count + 4, sizeof *operands);
    operands[0] = spv_type(w, LLVMTypeOf(inst), inst);
    operands[1] = spv_value(w, inst);
    operands[2] = opencl_std(w);
    operands[3] = SPV_OPENCL_STD_PRINTF;
    for (unsigned i = 0; i < count; i++) {
        LLVMValueRef argument = LLVMGetOperand(inst, i);
        if (is_string(argument)) {
            operands[4 + i] = string_pointer(w, out, argument, inst);
            continue;
        }
        /* A type SPIR-V output refuses (a double where the platform has
         * none) is reported at the call, not at a constant argument,
         * which has no position. */
        spv_type(w, LLVMTypeOf(argument), inst);
        operands[4 + i] = spv_value(w, argument);
    }
    spv_emit(out, SPV_OP_EXT_INST, operands, count + 4);
    free(operands);
}
