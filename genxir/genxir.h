/* genxir.h - what every producer of GenX LLVM IR (the CM frontend, the MLIR
 * importer) writes the same way: the `genx.kernels` metadata of a kernel;
 * and what the driver makes the same in all of them: the canonical
 * control flow (no unreachable block, phi operands in block order), and
 * the mark of a module the optimiser has been through; and
 * what it checks of IR a user gave before LLVM reads or verifies it (inline
 * assembly constraints LLVM's parser would run past); and the one way
 * every stage asks which function a call calls.
 *
 * Takes a kernel function and a description of its arguments; adds one
 * entry to the module's `genx.kernels` in Intel's current layout
 * (GenXMetadata.h, KernelMDOp: function, name, argument kinds, SLM size,
 * payload offsets, input/output kinds, type descriptors, named barriers,
 * barriers), with the payload offsets placed by the CM runtime's rule, so
 * that a runtime loading cmc's output finds each argument where the kernel
 * reads it.  The backend (backend/kernel_info.c) reads it back. */
#ifndef CMC_GENXIR_H
#define CMC_GENXIR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>

enum genx_argument_kind {
    GENX_ARGUMENT_GENERAL = 0,
    GENX_ARGUMENT_SAMPLER = 1,
    GENX_ARGUMENT_SURFACE = 2,
};

enum genx_argument_io {
    GENX_IO_NONE = 0,
    GENX_IO_INPUT = 1,
    GENX_IO_OUTPUT = 2,
    GENX_IO_INPUT_OUTPUT = 3,
};

struct genx_kernel_argument {
    enum genx_argument_kind kind;
    enum genx_argument_io io;
    int size;      /* bytes in the payload */
    int alignment; /* bytes */
    int offset;    /* in the payload: genx_assign_offsets sets it */
    char descriptor[64]; /* "buffer_t", "svmptr_t", ... or "" */
};

struct genx_kernel {
    LLVMValueRef function;
    const char *name; /* as the host looks it up */
    const struct genx_kernel_argument *arguments;
    int argument_count;
    int slm_bytes;
    int named_barriers; /* cm_nbarrier_init's count (vISA NBarrierCnt) */
};

/* Places the arguments in the payload (sets each `offset`) by the CM
 * runtime's rule; grf_bytes is the platform's register size (the payload
 * starts after r0).  The caller may then check them against the
 * finalizer's limits before writing the metadata. */
void genx_assign_offsets(struct genx_kernel_argument *arguments, int count,
                         int grf_bytes);

/* The first argument, in order, at which the placed arguments break a
 * finalizer limit (vISA's surface and sampler variables, the payload of
 * GRF registers after r0): its index, with the limit said in `message`
 * (a sentence without the kernel's name); -1 when they all fit. */
int genx_argument_over_limit(const struct genx_kernel_argument *arguments,
                             int count, int grf_bytes, char *message,
                             size_t size);

/* Adds `kernel`, its arguments placed, to `module`'s genx.kernels. */
void genx_add_kernel_metadata(LLVMModuleRef module,
                              const struct genx_kernel *kernel);

/* A kernel's float control: the function attribute "CMFloatControl"
 * (Intel's name; frontend/kernel_attributes.c writes it from
 * _GENX_FLOAT_CONTROL_), cr0's float control bits as Intel's VC masks
 * them (its CR_Mask): the ALT single precision float mode (bit 0), the
 * rounding mode (5:4), denormals kept for double (6), float (7) and
 * half (10). */
#define GENX_FLOAT_CONTROL_ALT_MODE 0x1u
#define GENX_FLOAT_CONTROL_ROUNDING_SHIFT 4
#define GENX_FLOAT_CONTROL_DOUBLE_DENORMALS 0x40u
#define GENX_FLOAT_CONTROL_FLOAT_DENORMALS 0x80u
#define GENX_FLOAT_CONTROL_HALF_DENORMALS 0x400u
#define GENX_FLOAT_CONTROL_BITS                                               \
    (GENX_FLOAT_CONTROL_ALT_MODE | 0x3u << GENX_FLOAT_CONTROL_ROUNDING_SHIFT | \
     GENX_FLOAT_CONTROL_DOUBLE_DENORMALS | GENX_FLOAT_CONTROL_FLOAT_DENORMALS | \
     GENX_FLOAT_CONTROL_HALF_DENORMALS)
/* False when `kernel` has no float control; else its bits, masked. */
bool genx_kernel_float_control(LLVMValueRef kernel, uint32_t *control);

/* Gives every function of `module` its canonical control flow: blocks the
 * entry cannot reach deleted, and each phi's operands in the layout order
 * of their blocks (genxir/cfg.c says why).  Every producer's module goes
 * through it before CMABI, so that the vISA depends on neither. */
void genx_canonicalize_cfg(LLVMModuleRef module);

/* The mark of a module that cmc's optimiser has been through: named
 * metadata in LLVM IR, a unit attribute of the module in MLIR.  The driver
 * writes it with IR emitted after the optimiser (-emit-llvm, -emit-mlir)
 * and, reading a module that has it, does not run the optimiser on it,
 * whatever -O says: optimising optimised code again is not idempotent
 * (instcombine reorders operands, and -O0's steps reorder phi operands),
 * and the vISA of such IR read back must be the direct compile's.  (What
 * the backend cannot take, such as an alloca, stays its located error.) */
#define GENX_OPTIMISED_MARK "cmc.optimised"
void genx_mark_optimised(LLVMModuleRef module);
bool genx_is_optimised(LLVMModuleRef module);

/* Whether LLVM's inline assembly constraint parser can read `constraints`
 * (`length` bytes, unescaped) without running past its end
 * (genxir/inline_asm_constraints.c says how it cannot).  Strings that fail
 * must not reach LLVM's .ll reader or verifier. */
#define GENX_UNREADABLE_CONSTRAINTS_MESSAGE                                   \
    "inline assembly constraints that LLVM cannot read ('@' needs a digit "  \
    "1-9 and that many letters after it, '^' two letters)"
bool genx_inline_asm_constraints_readable(const char *constraints,
                                          size_t length);

/* Region offsets at full width (genxir/region_offset.c says why): a
 * region call's start taken through
 * `call i16 @llvm.cmc.region.offset(i16 narrow, i64 wide)`, pure, equal
 * to `narrow`, where `wide` is the same computation without wrapping
 * (in 128 bits, clamped to 64). */
#define GENX_REGION_OFFSET "llvm.cmc.region.offset"

/* Gives every rdregion/wrregion of `module` whose start is not a
 * constant its start through GENX_REGION_OFFSET; true when there was
 * one.  For a copy of the module that is optimised only to be checked
 * (backend_check_region_bounds), never compiled. */
bool genx_add_full_width_offsets(LLVMModuleRef module);

/* The byte offset `offset` (a region call's start operand) is as a
 * constant, at full width when it goes through GENX_REGION_OFFSET; false
 * when it is not constant. */
bool genx_region_offset_constant(LLVMValueRef offset, long long *bytes);

/* Calls (genxir/calls.c).  The name of the function `value` calls
 * directly; NULL when `value` is not a call, or calls indirectly or
 * inline assembly. */
const char *genx_callee_name(LLVMValueRef value);
/* Whether `value` is a direct call of a function whose name starts with
 * `prefix`. */
bool genx_calls_function_prefixed(LLVMValueRef value, const char *prefix);
/* Appends to the string in `buffer` (of `size` bytes) the overload
 * suffix of `type` as vc-intrinsics names it: ".v8f32", ".i16", ... */
void genx_append_overload_suffix(char *buffer, size_t size, LLVMTypeRef type);

/* The thread origin under a GPGPU walker (genxir/thread_origin.c says
 * when): every llvm.genx.thread.x/y call becomes the truncated
 * llvm.genx.group.id.x/y. */
void genx_read_thread_origin_from_group_id(LLVMModuleRef module);

#endif
