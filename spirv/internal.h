/* internal.h - the SPIR-V writer's state, shared by its two files:
 * module.c (sections, types, constants, kernels, the module's layout) and
 * instructions.c (function bodies).  Not for other stages. */
#ifndef CMC_SPIRV_INTERNAL_H
#define CMC_SPIRV_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>

#include "spirv/spirv.h"

/* The SPIR-V numbers the writer uses (SPIR-V 1.0 unified specification
 * and the SPV_INTEL_vector_compute extension). */
enum spv_op {
    SPV_OP_UNDEF = 1, SPV_OP_NAME = 5, SPV_OP_EXTENSION = 10,
    SPV_OP_EXT_INST_IMPORT = 11, SPV_OP_EXT_INST = 12,
    SPV_OP_MEMORY_MODEL = 14, SPV_OP_ENTRY_POINT = 15,
    SPV_OP_EXECUTION_MODE = 16, SPV_OP_CAPABILITY = 17,
    SPV_OP_TYPE_VOID = 19, SPV_OP_TYPE_BOOL = 20, SPV_OP_TYPE_INT = 21,
    SPV_OP_TYPE_FLOAT = 22, SPV_OP_TYPE_VECTOR = 23, SPV_OP_TYPE_IMAGE = 25,
    SPV_OP_TYPE_SAMPLER = 26, SPV_OP_TYPE_ARRAY = 28,
    SPV_OP_TYPE_STRUCT = 30,
    SPV_OP_TYPE_POINTER = 32, SPV_OP_TYPE_FUNCTION = 33,
    SPV_OP_CONSTANT_TRUE = 41, SPV_OP_CONSTANT_FALSE = 42,
    SPV_OP_CONSTANT = 43, SPV_OP_CONSTANT_COMPOSITE = 44,
    SPV_OP_CONSTANT_NULL = 46, SPV_OP_SPEC_CONSTANT_TRUE = 48,
    SPV_OP_SPEC_CONSTANT_FALSE = 49, SPV_OP_SPEC_CONSTANT = 50,
    SPV_OP_FUNCTION = 54,
    SPV_OP_FUNCTION_PARAMETER = 55, SPV_OP_FUNCTION_END = 56,
    SPV_OP_FUNCTION_CALL = 57, SPV_OP_VARIABLE = 59,
    SPV_OP_IN_BOUNDS_PTR_ACCESS_CHAIN = 70, SPV_OP_DECORATE = 71,
    SPV_OP_VECTOR_EXTRACT_DYNAMIC = 77, SPV_OP_VECTOR_INSERT_DYNAMIC = 78,
    SPV_OP_VECTOR_SHUFFLE = 79, SPV_OP_COMPOSITE_CONSTRUCT = 80,
    SPV_OP_COMPOSITE_EXTRACT = 81, SPV_OP_COMPOSITE_INSERT = 82, SPV_OP_COPY_OBJECT = 83,
    SPV_OP_CONVERT_F_TO_U = 109, SPV_OP_CONVERT_F_TO_S = 110,
    SPV_OP_CONVERT_S_TO_F = 111, SPV_OP_CONVERT_U_TO_F = 112,
    SPV_OP_U_CONVERT = 113, SPV_OP_S_CONVERT = 114, SPV_OP_F_CONVERT = 115,
    SPV_OP_CONVERT_PTR_TO_U = 117, SPV_OP_BITCAST = 124,
    SPV_OP_F_NEGATE = 127, SPV_OP_I_ADD = 128, SPV_OP_F_ADD = 129,
    SPV_OP_I_SUB = 130, SPV_OP_F_SUB = 131, SPV_OP_I_MUL = 132,
    SPV_OP_F_MUL = 133, SPV_OP_U_DIV = 134, SPV_OP_S_DIV = 135,
    SPV_OP_F_DIV = 136, SPV_OP_U_MOD = 137, SPV_OP_S_REM = 138,
    SPV_OP_F_REM = 140, SPV_OP_ORDERED = 162, SPV_OP_UNORDERED = 163,
    SPV_OP_LOGICAL_EQUAL = 164, SPV_OP_LOGICAL_NOT_EQUAL = 165,
    SPV_OP_LOGICAL_OR = 166, SPV_OP_LOGICAL_AND = 167, SPV_OP_SELECT = 169,
    SPV_OP_I_EQUAL = 170, SPV_OP_I_NOT_EQUAL = 171,
    SPV_OP_U_GREATER_THAN = 172, SPV_OP_S_GREATER_THAN = 173,
    SPV_OP_U_GREATER_THAN_EQUAL = 174, SPV_OP_S_GREATER_THAN_EQUAL = 175,
    SPV_OP_U_LESS_THAN = 176, SPV_OP_S_LESS_THAN = 177,
    SPV_OP_U_LESS_THAN_EQUAL = 178, SPV_OP_S_LESS_THAN_EQUAL = 179,
    SPV_OP_F_ORD_EQUAL = 180, SPV_OP_F_UNORD_EQUAL = 181,
    SPV_OP_F_ORD_NOT_EQUAL = 182, SPV_OP_F_UNORD_NOT_EQUAL = 183,
    SPV_OP_F_ORD_LESS_THAN = 184, SPV_OP_F_UNORD_LESS_THAN = 185,
    SPV_OP_F_ORD_GREATER_THAN = 186, SPV_OP_F_UNORD_GREATER_THAN = 187,
    SPV_OP_F_ORD_LESS_THAN_EQUAL = 188,
    SPV_OP_F_UNORD_LESS_THAN_EQUAL = 189,
    SPV_OP_F_ORD_GREATER_THAN_EQUAL = 190,
    SPV_OP_F_UNORD_GREATER_THAN_EQUAL = 191,
    SPV_OP_SHIFT_RIGHT_LOGICAL = 194, SPV_OP_SHIFT_RIGHT_ARITHMETIC = 195,
    SPV_OP_SHIFT_LEFT_LOGICAL = 196, SPV_OP_BITWISE_OR = 197,
    SPV_OP_BITWISE_XOR = 198, SPV_OP_BITWISE_AND = 199, SPV_OP_PHI = 245,
    SPV_OP_LABEL = 248, SPV_OP_BRANCH = 249,
    SPV_OP_BRANCH_CONDITIONAL = 250, SPV_OP_SWITCH = 251,
    SPV_OP_RETURN = 253, SPV_OP_RETURN_VALUE = 254,
    SPV_OP_UNREACHABLE = 255, SPV_OP_TYPE_BUFFER_SURFACE_INTEL = 6086,
    /* SPV_INTEL_inline_assembly */
    SPV_OP_ASM_TARGET_INTEL = 5609, SPV_OP_ASM_INTEL = 5610,
    SPV_OP_ASM_CALL_INTEL = 5611,
};

enum spv_capability {
    SPV_CAP_ADDRESSES = 4, SPV_CAP_LINKAGE = 5, SPV_CAP_KERNEL = 6,
    SPV_CAP_VECTOR16 = 7, SPV_CAP_FLOAT16 = 9, SPV_CAP_FLOAT64 = 10,
    SPV_CAP_INT64 = 11, SPV_CAP_IMAGE_BASIC = 13,
    SPV_CAP_IMAGE_READ_WRITE = 14, SPV_CAP_INT16 = 22, SPV_CAP_INT8 = 39,
    SPV_CAP_VECTOR_COMPUTE_INTEL = 5617, SPV_CAP_VECTOR_ANY_INTEL = 5619,
    SPV_CAP_ASM_INTEL = 5606,
    /* SPV_KHR_float_controls, SPV_INTEL_float_controls2 */
    SPV_CAP_DENORM_PRESERVE = 4464, SPV_CAP_DENORM_FLUSH_TO_ZERO = 4465,
    SPV_CAP_ROUNDING_MODE_RTE = 4467, SPV_CAP_ROUNDING_MODE_RTZ = 4468,
    SPV_CAP_ROUND_TO_INFINITY_INTEL = 5582,
    SPV_CAP_FLOATING_POINT_MODE_INTEL = 5583,
};

enum {
    SPV_DECORATION_SPEC_ID = 1, SPV_DECORATION_CONSTANT = 22,
    SPV_DECORATION_LINKAGE_ATTRIBUTES = 41,
    SPV_DECORATION_FUNC_PARAM_IO_KIND_INTEL = 5625,
    SPV_DECORATION_VECTOR_COMPUTE_FUNCTION_INTEL = 5626,
    SPV_DECORATION_SINGLE_ELEMENT_VECTOR_INTEL = 6085,
    SPV_DECORATION_SIDE_EFFECTS_INTEL = 5608,
    SPV_LINKAGE_IMPORT = 1,
    SPV_EXECUTION_MODEL_KERNEL = 6,
    SPV_EXECUTION_MODE_SLM_SIZE_INTEL = 5618,
    SPV_EXECUTION_MODE_NAMED_BARRIER_COUNT_INTEL = 6417,
    SPV_EXECUTION_MODE_DENORM_PRESERVE = 4459,
    SPV_EXECUTION_MODE_DENORM_FLUSH_TO_ZERO = 4460,
    SPV_EXECUTION_MODE_ROUNDING_MODE_RTE = 4462,
    SPV_EXECUTION_MODE_ROUNDING_MODE_RTZ = 4463,
    SPV_EXECUTION_MODE_ROUNDING_MODE_RTP_INTEL = 5620,
    SPV_EXECUTION_MODE_ROUNDING_MODE_RTN_INTEL = 5621,
    SPV_EXECUTION_MODE_FLOATING_POINT_MODE_ALT_INTEL = 5622,
    SPV_EXECUTION_MODE_FLOATING_POINT_MODE_IEEE_INTEL = 5623,
    SPV_ADDRESSING_PHYSICAL64 = 2,
    SPV_MEMORY_MODEL_OPENCL = 2,
    SPV_STORAGE_UNIFORM_CONSTANT = 0, SPV_STORAGE_CROSS_WORKGROUP = 5,
    SPV_ACCESS_READ_ONLY = 0, SPV_ACCESS_WRITE_ONLY = 1,
    SPV_ACCESS_READ_WRITE = 2,
    SPV_DIM_1D = 0, SPV_DIM_2D = 1, SPV_DIM_3D = 2,
};

struct spv_words {
    uint32_t *words;
    size_t count, capacity;
};

/* LLVM value or type -> SPIR-V id (open addressing on the pointer). */
struct spv_id_map {
    const void **keys;
    uint32_t *ids;
    size_t capacity, count;
};

/* An interned global instruction (type or constant): its words without
 * the result id, and the id. */
struct spv_interned {
    uint32_t *key;
    size_t length;
    uint32_t id;
};

struct spv_writer {
    LLVMModuleRef module;
    const struct platform *platform;
    struct diagnostics *diags;
    bool failed;
    uint32_t next_id;
    struct spv_words capabilities, extensions, ext_inst_imports,
        memory_model, entry_points,
        execution_modes, names, decorations, globals, declarations,
        definitions;
    bool capability_used[8192];
    bool float_controls_extensions; /* SPV_KHR_float_controls and
                                       SPV_INTEL_float_controls2 declared */
    uint32_t asm_target;            /* the OpAsmTargetINTEL, 0 before the
                                       first inline assembly */
    uint32_t opencl_std;            /* the OpExtInstImport "OpenCL.std", 0
                                       before the first printf */
    struct spv_id_map printf_strings; /* printf's constant strings ->
                                         their UniformConstant variables */
    struct spv_id_map values, types;
    struct spv_interned *interned;
    size_t interned_count, interned_capacity;
    /* The GenX intrinsics the writer declares itself (address
     * conversions of kernel arguments, predicate regions), by name. */
    struct spv_declared {
        char name[128];
        uint32_t id;
    } *declared;
    size_t declared_count, declared_capacity;
    /* The specialization constants defined (one OpSpecConstant per
     * SpecId): the id, its type and the constant's result id. */
    struct spv_spec_constant {
        uint32_t spec_id, type, id;
    } *spec_constants;
    size_t spec_constant_count, spec_constant_capacity;
};

/* A single-element vector, <1 x T>: SPIR-V has no such type, so it is a
 * T, and the signatures of functions that take or return one say so by
 * the SingleElementVectorINTEL decoration, as vc-intrinsics'
 * GenXSPIRVWriterAdaptor does (IGC's reader adaptor makes the vectors
 * again). */
bool spv_is_single_element_vector(LLVMTypeRef type);

/* module.c */
uint32_t spv_new_id(struct spv_writer *w);
void spv_emit(struct spv_words *out, uint32_t opcode, const uint32_t *operands,
              size_t count);
void spv_emit_string(struct spv_words *out, uint32_t opcode,
                     const uint32_t *before, size_t before_count,
                     const char *text, size_t length, const uint32_t *after,
                     size_t after_count);
void spv_require(struct spv_writer *w, enum spv_capability capability);
/* Appends `text` as a SPIR-V literal string (UTF-8, NUL-terminated,
 * padded to words: length / 4 + 1 of them) to `words` at `*count`. */
void spv_append_string(uint32_t *words, size_t *count, const char *text,
                       size_t length);
/* Reports `message` (printf format) at `where`'s position, once; later
 * calls are ignored so that the user sees the first reason only. */
void spv_fail(struct spv_writer *w, LLVMValueRef where, const char *format,
              ...) __attribute__((format(printf, 3, 4)));
uint32_t spv_intern(struct spv_writer *w, uint32_t opcode, bool typed,
                    uint32_t type, const uint32_t *operands, size_t count);
uint32_t spv_type(struct spv_writer *w, LLVMTypeRef type, LLVMValueRef where);
uint32_t spv_void_type(struct spv_writer *w);
uint32_t spv_bool_type(struct spv_writer *w);
uint32_t spv_int_type(struct spv_writer *w, unsigned bits);
uint32_t spv_function_type(struct spv_writer *w, uint32_t result,
                           const uint32_t *parameters, size_t count);
/* The OpTypeFunction of an LLVM function type. */
uint32_t spv_function_type_of(struct spv_writer *w, LLVMTypeRef function_type,
                              LLVMValueRef where);
uint32_t spv_int_constant(struct spv_writer *w, LLVMTypeRef type,
                          uint64_t value, LLVMValueRef where);
uint32_t spv_constant(struct spv_writer *w, LLVMValueRef constant);
/* Whether a declaration named `name` becomes an imported function of
 * that name: a GenX intrinsic, or one of the LLVM intrinsics
 * VectorCompiler takes by name (module.c's table). */
bool spv_importable(const char *name);
/* The id of the imported GenX intrinsic `name` (declared on first use)
 * returning `result` and taking `parameters`. */
uint32_t spv_declare_intrinsic(struct spv_writer *w, const char *name,
                               uint32_t result, const uint32_t *parameters,
                               size_t count);
bool spv_map_find(const struct spv_id_map *map, const void *key,
                  uint32_t *id);
void spv_map_put(struct spv_id_map *map, const void *key, uint32_t id);
void spv_map_free(struct spv_id_map *map);

/* The name the frontend gives cm_spec_constant's value when it stays a
 * specialization constant (frontend/builtins/spec_constant.c): calls of
 * SPEC_CONSTANT_FUNCTION.<type>(i32 SpecId, T default). */
#define SPEC_CONSTANT_FUNCTION "cmc.spec.constant"
/* The name the frontend gives OpenCL's printf for SPIR-V output
 * (frontend/printf.c): i32 OPENCL_PRINTF_FUNCTION(...), the format a
 * constant [N x i8], then one value per directive (a string literal a
 * constant [N x i8] too). */
#define OPENCL_PRINTF_FUNCTION "cmc.printf"
/* printf.c: a call of OPENCL_PRINTF_FUNCTION as OpExtInst printf. */
void spv_opencl_printf(struct spv_writer *w, struct spv_words *out,
                       LLVMValueRef inst);
/* instructions.c: the body of defined function `function` (its OpFunction
 * and parameters already in `out`); `prologue` is run after the entry
 * block's label (the kernel's argument conversions). */
void spv_emit_body(struct spv_writer *w, LLVMValueRef function,
                   struct spv_words *out,
                   void (*prologue)(struct spv_writer *, struct spv_words *,
                                    void *),
                   void *prologue_data);
/* The id of `value` as an operand: a constant's (defined on first use),
 * an argument's, instruction's or block's (allocated on first use). */
uint32_t spv_value(struct spv_writer *w, LLVMValueRef value);

#endif
