/* codegen.h - state shared by the backend's passes (internal to backend/).
 *
 * One `struct function_context` describes the function being compiled: its
 * blocks in layout order, one `struct value_info` per argument and
 * instruction (what baling decided for it, where it is defined and used,
 * its live range, its coalescing class and vISA variable), and the vISA
 * kernel being filled.  The passes run in this order, each in its own file:
 *
 *   kernel_info.c  genx.kernels metadata -> kernel descriptions
 *   baling.c       which values are region views, baled into a wrregion,
 *                  predefined, dead, or need a register
 *   liveness.c     program positions and live ranges of register values
 *   coalescing.c   out of SSA: classes of values sharing one vISA variable
 *   isel.c         LLVM instructions -> vISA instructions (logical regions)
 *   isel_intrinsics.c  the llvm.genx.* intrinsic table
 *   legalize.c     split to legal execution sizes and regions
 *   indirect_pressure.c  indirectly accessed variables live together fit
 *                  the GRFs (a located error otherwise)
 *
 * There is no global mutable state: everything lives in these structs. */
#ifndef CMC_BACKEND_CODEGEN_H
#define CMC_BACKEND_CODEGEN_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Core.h>

#include "backend/backend.h"
#include "backend/visa.h"
#include "genxir/genxir.h"
#include "support/support.h"

/* ---- IR queries (genx_ir.c) ------------------------------------------- */

/* The vISA element type of an LLVM scalar or vector type (integers are
 * signed by default); false when the type has no vISA equivalent. */
bool genx_element_type(LLVMTypeRef type, enum visa_type *out);
/* Elements of a vector type, 1 for a scalar. */
int genx_num_elements(LLVMTypeRef type);
LLVMTypeRef genx_scalar_type(LLVMTypeRef type);
bool genx_is_predicate_type(LLVMTypeRef type);
/* Does `name` equal `base` followed only by overload type suffixes
 * (".v8f32", ".i16", ...)? */
bool genx_intrinsic_matches(const char *name, const char *base);
bool genx_const_int(LLVMValueRef value, int64_t *out);

/* A region as the rdregion/wrregion intrinsics describe it: element counts
 * and strides in elements, start in bytes (constant, or a variable value). */
struct region {
    int num_elts;
    int vstride, width, hstride;
    int byte_offset;
    LLVMValueRef variable_offset; /* i16 bytes, or NULL */
};

/* Byte offset of element `index` of a constant region (elements of
 * `size` bytes). */
int region_element_offset(const struct region *r, int index, int size);
/* `outer` reads the elements of a value that is itself region `inner` of
 * some source: express `outer` as one region of that source.  False when
 * it is not one region. */
bool region_compose(const struct region *inner, const struct region *outer,
                    int size, struct region *result);

/* Does constant region `r` cover consecutive elements, in order? */
bool genx_region_is_contiguous(const struct region *r);
/* Does region `r` write every element of an n-element value, in order? */
bool genx_region_is_whole(const struct region *r, int n);
/* Is `v` an oword block load (oword.ld, oword.ld.unaligned)? */
bool genx_is_block_load(LLVMValueRef v);
/* Is `w` a wrregion writing all of its result, unmasked (so that it does
 * not read its old value and its result is its new value)? */
bool genx_wrregion_overwrites_all(LLVMValueRef w);

/* Read the region operands of an rdregion (first operand index 1) or
 * wrregion (first operand index 2) call.  False when not constant. */
bool genx_read_region(LLVMValueRef call, unsigned first_operand,
                      int num_elts, struct region *out);

/* ---- kernels (kernel_info.c) ------------------------------------------ */

enum argument_category {
    ARG_GENERAL = 0,
    ARG_SAMPLER = 1,
    ARG_SURFACE = 2,
    ARG_VME = 3,
};

struct kernel_description {
    LLVMValueRef function;
    const char *name;          /* points into the module's metadata */
    size_t name_length;
    int slm_size;
    int named_barriers;        /* vISA NBarrierCnt (0: none) */
    int argument_count;
    int *argument_kinds;
    int *argument_offsets;
};

/* Read every `genx.kernels` entry.  Returns the count (0 after errors,
 * which are reported); `*out` is an array to free with
 * kernel_descriptions_free. */
int kernel_descriptions_read(LLVMModuleRef module, struct diagnostics *diags,
                             struct kernel_description **out);
void kernel_descriptions_free(struct kernel_description *kernels, int count);

/* ---- values ----------------------------------------------------------- */

enum value_kind {
    VALUE_REGISTER,   /* held in a vISA variable */
    VALUE_VIEW,       /* a region of another value, read by each user */
    VALUE_BALED,      /* computed straight into its wrregion user's region */
    VALUE_DEAD,       /* no remaining uses and no side effects */
    VALUE_PREDEFINED, /* a predefined vISA variable (%thread_x, ...) */
    VALUE_SURFACE,    /* a surface or sampler kernel argument: a T or S
                         variable */
    VALUE_NONE,       /* produces no value (stores, branches, ...) */
};

struct value_info {
    LLVMValueRef value;
    enum value_kind kind;
    int block;                  /* -1 for arguments */
    /* VIEW: region of view_source (in its own element type). */
    LLVMValueRef view_source;
    struct region view;
    /* BALED: the wrregion/insertelement that computes this value. */
    LLVMValueRef bale_head;
    /* PREDEFINED / SURFACE: the vISA variable. */
    int fixed_var;
    /* SURFACE argument read as a value (an element of a vector<
     * SurfaceIndex, N> chosen at run time, a phi of surfaces): the general
     * variable the kernel's entry copies its binding-table indices into
     * with MOVS (isel_dataport.c). */
    bool has_index_copy;
    int index_copy_var;
    int remaining_uses;
    /* liveness */
    int def_position;
    int use_position;           /* where its operands are read */
    int *segments;              /* pairs [start, end] */
    int segment_count;
    size_t segment_capacity;
    /* coalescing */
    int class_parent;           /* union-find */
    int var;                    /* its vISA variable (typed alias) */
    /* SIMD control flow in goto mode (simd_cf_gotos.c): a select of the
     * active channels that writes under the hardware execution mask, or
     * a message those channels predicate that runs under it. */
    bool under_hw_mask;
};

struct value_map {
    LLVMValueRef *keys;
    int *indices;
    size_t capacity;            /* a power of two */
    size_t count;
};

void value_map_init(struct value_map *map, size_t expected);
void value_map_put(struct value_map *map, LLVMValueRef key, int index);
int value_map_get(const struct value_map *map, LLVMValueRef key); /* -1 */
void value_map_free(struct value_map *map);

struct block_info {
    LLVMBasicBlockRef block;
    int label;
    int start_position, end_position;
    uint64_t *live_in, *live_out;   /* bitsets over value indices */
};

/* One cached alias of a variable in another type. */
struct typed_alias {
    int var;
    enum visa_type type;
    int alias;
};

struct codegen {
    const struct platform *platform;
    struct diagnostics *diags;
    struct visa_program *program;
};

/* subroutines.c: one internal function's copy inside one kernel. */
struct subroutine_link {
    LLVMValueRef function;
    int label;              /* its .function label */
    int *parameter_vars;    /* P_i: one general variable per parameter */
    int parameter_count;
    int *return_vars;       /* R_k: one per result (struct field) */
    int return_count;
};
struct subroutine_table {
    struct subroutine_link *links;
    int count;
};

/* A vector constant built into a variable, reusable while control stays
 * in the same block and straight-line stretch. */
struct materialised_constant {
    LLVMValueRef constant;
    enum visa_type type;
    int n;
    LLVMBasicBlockRef block;
    int straight_line;
    struct visa_operand operand;
};

/* A variable read or written at a variable offset, and its A variable. */
struct address_register {
    int root;
    int address;
};

/* phi_constants.c: a phi constant loaded before a branch (see there). */
struct phi_constant_load {
    int branch_block;     /* loaded before this block's branch */
    int edge_block;       /* whose edge then skips its copy */
    LLVMValueRef phi;
    LLVMValueRef constant;
    bool loads;           /* the one of a pair that emits the load */
};

struct function_context {
    struct codegen *cg;
    const struct subroutine_table *subroutines; /* of the kernel */
    const struct subroutine_link *self; /* NULL when compiling the kernel */
    const struct kernel_description *kernel_desc;
    LLVMValueRef function;
    const char *function_name;
    struct visa_kernel *kernel;
    struct block_info *blocks;
    int block_count;
    struct value_info *values;
    int value_count;
    struct value_map map;
    /* Inline assembly with several outputs: the call -> the variable of
     * its first output (the others follow it; inline_asm.c). */
    struct value_map asm_outputs;
    struct typed_alias *aliases;
    size_t alias_count, alias_capacity;
    /* The address (A) variable of each variable accessed indirectly: one
     * per variable, so that GenX_IR's points-to analysis sees each
     * indirect operand reach only its own variable (isel.c). */
    struct address_register *address_registers;
    size_t address_count, address_capacity;
    int label_counter;
    struct simd_cf_plan *simd_cf; /* NULL: no goto-mode SIMD control flow */
    bool failed;
    /* The instruction being selected (NULL between them): where
     * codegen_error reports. */
    LLVMValueRef current_instruction;
    /* Vector constants already built in the current straight-line stretch
     * of code (isel.c, read_constant), so that each is built once. */
    struct materialised_constant *constants;
    size_t constant_count, constant_capacity;
    int straight_line;          /* bumped by every label and branch */
    /* Vector constants used in several blocks, built once at the entry
     * (hoisted_constants.c): the list, where the entry's code starts,
     * and the bytes of variables they may still take. */
    LLVMValueRef *hoisted_constants;
    size_t hoisted_count;
    size_t entry_insert_at;
    int hoisted_bytes_left;
    /* The surface variable a message uses for a surface given by a
     * binding-table index in a register (MOVS writes it just before each
     * such message; isel_dataport.c). */
    bool has_scratch_surface;
    int scratch_surface;
    struct phi_constant_load *phi_constant_loads;
    size_t phi_constant_load_count;
    /* Uniform divisors whose reciprocal several divisions share
     * (isel_divide.c). */
    struct shared_divisor *shared_divisors;
    size_t shared_divisor_count, shared_divisor_capacity;
    struct divide_routine *divide_routines;
    size_t divide_routine_count, divide_routine_capacity;
    /* While a message baled into a masked select is selected (isel.c,
     * select_masked_write): the raw destination it writes. */
    bool has_masked_message_dst;
    struct visa_operand masked_message_dst;
};

/* hoisted_constants.c: the vector constants (not splats, not
 * predicates) that instructions of two or more blocks read, to be built
 * once at the function's entry, within a budget of 8 GRFs. */
void plan_hoisted_constants(struct function_context *fc);
bool is_hoisted_constant(const struct function_context *fc, LLVMValueRef c);
/* Moves the instructions selected from `first` on to the entry (where
 * fc->entry_insert_at says), after those moved before. */
void move_to_entry(struct function_context *fc, size_t first);

/* Report "backend: ... not supported yet" style errors and mark failure. */
void codegen_error(struct function_context *fc, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

/* source_positions.c: report `message` at the debug location of `value`
 * (an instruction, or a function's subprogram); false, reporting nothing,
 * when it has none. */
bool backend_error_at_value(struct diagnostics *diags, LLVMValueRef value,
                            const char *message);
/* Make `instruction`'s position the one visa_append stamps on the vISA
 * instructions that follow (none when it has no debug location). */
void backend_set_source_position(struct visa_kernel *kernel,
                                 LLVMValueRef instruction);

/* The value_info of an argument or instruction, or NULL (constants). */
struct value_info *value_info_of(struct function_context *fc, LLVMValueRef v);
int value_index(struct function_context *fc, LLVMValueRef v);

/* ---- passes ----------------------------------------------------------- */

/* baling.c: fill kind, view, bale_head, remaining_uses. */
void decide_baling(struct function_context *fc);
/* The values an operand `v` makes an instruction read (following views);
 * calls `visit(fc, index, data)` for each register value. */
void for_each_register_read(struct function_context *fc, LLVMValueRef v,
                            void (*visit)(struct function_context *, int,
                                          void *),
                            void *data);
/* All operands of instruction `inst` read at its use position, including
 * those of instructions baled into it. */
void for_each_instruction_read(struct function_context *fc,
                               LLVMValueRef inst,
                               void (*visit)(struct function_context *, int,
                                             void *),
                               void *data);

/* Nothing strictly between `from` and `to` (in one block) has effects a
 * load or message moved from `from` to `to` could observe or change. */
bool nothing_happens_between(LLVMValueRef from, LLVMValueRef to);

/* liveness.c: positions and live segments. */
void compute_liveness(struct function_context *fc);
void free_liveness(struct function_context *fc);

/* One more segment [start, end] in which `info`'s variable holds it. */
void liveness_add_segment(struct value_info *info, int start, int end);

/* coalescing.c: classes and variables. */
void coalesce_values(struct function_context *fc);
int value_class(struct function_context *fc, int index);

/* phi_constants.c: after coalescing, before isel. */
void plan_phi_constant_loads(struct function_context *fc);
/* Is the copy into `phi` on the edge out of `edge_block` done early? */
bool phi_constant_loaded_early(struct function_context *fc, int edge_block,
                               LLVMValueRef phi);
void free_phi_constant_loads(struct function_context *fc);

/* isel_simdcf.c: llvm.genx.simdcf.goto / join and their extractvalues. */
bool simd_cf_is_goto(LLVMValueRef v);
bool simd_cf_is_join(LLVMValueRef v);
int simd_cf_width(LLVMValueRef call);
/* Selects an extractvalue of a goto or join; false for other values. */
bool select_simd_cf_extract(struct function_context *fc, LLVMValueRef inst);
void select_simd_cf_call(struct function_context *fc, LLVMValueRef call);
/* llvm.genx.simdcf.get.em: its operand (the frontend's marker of a part
 * of a SIMD block; no code when unused). */
void select_simd_cf_get_em(struct function_context *fc, LLVMValueRef call);

/* simd_cf_gotos.c: goto/join branches as vISA gotos when the function's
 * shape allows (fc->simd_cf is NULL otherwise). */
void simd_cf_plan_function(struct function_context *fc);
/* block_layout.c: a function without SIMD control flow gets its blocks in
 * a topological order of its forward edges, loop bodies before loop
 * exits (first of the backend's steps). */
void layout_blocks(LLVMValueRef function);
void simd_cf_free_plan(struct function_context *fc);
void simd_cf_extend_liveness(struct function_context *fc);
/* A phi at a goto's join block whose value on the skipped edge is
 * `skipped` and on the other `written`, a select of the active channels
 * into `skipped` under the hardware mask.  Sharing one variable, the
 * three need no copies: skipped channels keep their values, the others
 * get theirs from the masked write.  coalescing.c puts `written` with
 * `skipped` (a register value) before the phis below. */
struct simd_cf_masked_phi {
    LLVMValueRef phi, skipped, written;
    int goto_block, join_block;
};
const struct simd_cf_masked_phi *simd_cf_masked_phis(struct function_context *fc,
                                                      int *count);
/* A phi of a block in a goto's chain whose copy from `incoming` (a
 * register value) is done before the goto, at `position` (the goto
 * block's end).  simd_cf_extend_liveness leaves its live range as it is:
 * when coalescing.c puts the phi in `incoming`'s class that copy is
 * none, and the hardware's skip leaves the phi's value in the variable;
 * otherwise coalescing.c makes the phi live at `position`, before its
 * class takes any other value, as liveness does for the chain's other
 * phis (simd_cf_gotos.c). */
struct simd_cf_chain_phi {
    LLVMValueRef phi, incoming;
    int position;
};
const struct simd_cf_chain_phi *simd_cf_chain_phis(struct function_context *fc,
                                                    int *count);
void simd_cf_select_goto_call(struct function_context *fc, LLVMValueRef call);
bool simd_cf_select_terminator(struct function_context *fc, int b,
                               LLVMValueRef term);
/* Whether masked select `select` finds its old value `old` already in
 * every channel of its variable (copied by a goto's edge just before). */
bool simd_cf_holds_value(struct function_context *fc, LLVMValueRef select,
                         LLVMValueRef old);
/* Whether `inst` (a select or a message) runs under the hardware
 * execution mask instead of its EM predicate: no predicate, not NoMask. */
bool simd_cf_under_hw_mask(struct function_context *fc, LLVMValueRef inst);

/* isel.c: emit the function's instructions into fc->kernel. */
void select_function(struct function_context *fc);
/* For simd_cf_gotos.c: the phi copies of edge from -> to; those and a jmp
 * unless `to` follows `from`; block b's code but its phis and branch. */
void isel_emit_phi_copies(struct function_context *fc, int from, int to);
void isel_emit_edge(struct function_context *fc, int from, int to);
/* Whether the edge from -> to copies into some phi of `to`. */
bool isel_edge_has_copies(struct function_context *fc, int from, int to);
void isel_select_block_code(struct function_context *fc, int b);

/* Helpers isel.c offers to isel_intrinsics.c. */
struct dst_target {
    struct visa_operand op;     /* logical destination region */
    int num_elts;
    int pred_var;               /* -1, or predicate of the write */
    bool pred_invert;
    bool saturate;              /* a baled llvm.genx.sat: .sat */
    bool under_hw_mask;         /* written under the hardware execution
                                   mask (not NoMask; simd_cf_gotos.c) */
};
struct visa_operand read_value(struct function_context *fc, LLVMValueRef v,
                               enum visa_type want);
/* Raw message operands in place: the destination of a message whose
 * result `call` is baled into a wrregion (baling.c) is the written region
 * itself when it starts on a GRF boundary, else a temporary that
 * finish_message_destination copies there; a source that is a contiguous,
 * GRF-aligned view is read where it lies. */
struct visa_operand message_destination(struct function_context *fc,
                                        LLVMValueRef call);
void finish_message_destination(struct function_context *fc,
                                LLVMValueRef call, struct visa_operand dst);
struct visa_operand message_source(struct function_context *fc,
                                   LLVMValueRef v);
struct dst_target target_of(struct function_context *fc, LLVMValueRef v,
                            enum visa_type type);
/* `v`'s contents in a GRF-aligned variable (copying if needed), for raw
 * message operands. */
int raw_var_of(struct function_context *fc, LLVMValueRef v);
/* Whether `value` is undef or poison: an old value that asks for nothing. */
bool value_is_undefined(LLVMValueRef value);
/* The raw variable of the result of the read message `call`, typed `type`,
 * holding `old` first unless that is undefined (or NULL): the channels the
 * message does not write (off in its predicate or the execution mask)
 * keep it. */
struct visa_operand message_result_holding_old(struct function_context *fc,
                                               LLVMValueRef call,
                                               LLVMValueRef old,
                                               enum visa_type type);
int typed_var(struct function_context *fc, int var, enum visa_type type);
/* A fresh variable of n elements (GRF-aligned when a vector). */
int codegen_temp(struct function_context *fc, enum visa_type type, int n);
/* The whole of variable `var` as a source of n elements. */
struct visa_operand full_region(int var, enum visa_type type, int n);
/* A copy of operand `op` (n elements) in a fresh variable, read whole. */
struct visa_operand copy_to_temp(struct function_context *fc,
                                 struct visa_operand op, enum visa_type type,
                                 int n);
/* The predicate variable holding i1 value `v` (n elements). */
int predicate_for(struct function_context *fc, LLVMValueRef v, int n);
void emit(struct function_context *fc, const struct visa_inst *inst);
/* dst = op(a, b) on all n elements of variable `dst` (num_srcs 1: op(a)),
 * under predicate `pred` (-1: none); for emulation sequences that work on
 * whole temporaries. */
void emit_whole_variable_op(struct function_context *fc,
                            enum visa_opcode opcode, int pred, int dst,
                            enum visa_type type, int n, struct visa_operand a,
                            struct visa_operand b, int num_srcs);
/* dst = op(a, b) on predicates (b < 0: a unary op), n channels. */
void emit_predicate_logic(struct function_context *fc, enum visa_opcode op,
                          int dst, int a, int b, int n);
/* `target` written as `type`: its variable seen with that element type
 * (isel.c). */
struct dst_target retarget(struct function_context *fc,
                           const struct dst_target *target,
                           enum visa_type type);
/* llvm.fma (or llvm.fmuladd) `call` as one mad writing `target`
 * (isel_math.c); its own variable, or the region of the wrregion it is
 * baled into. */
void select_fma_into(struct function_context *fc, LLVMValueRef call,
                     const struct dst_target *target);
/* Whether `v` calls llvm.fma or llvm.fmuladd: an ALU instruction for
 * baling (its operands read as regions, its result written into a
 * region). */
bool is_fused_multiply_add(LLVMValueRef v);
/* Select instruction `inst` (baled into its user) writing `target`. */
void select_into(struct function_context *fc, LLVMValueRef inst,
                 const struct dst_target *target);
void emit_mov(struct function_context *fc, const struct dst_target *target,
              struct visa_operand src);
void emit_region_read(struct function_context *fc, LLVMValueRef call,
                      const struct dst_target *target);
void emit_region_write(struct function_context *fc, LLVMValueRef call,
                       LLVMValueRef old_value, LLVMValueRef new_value,
                       const struct region *region, LLVMValueRef mask);

/* isel_intrinsics.c */
typedef void (*intrinsic_selector)(struct function_context *, LLVMValueRef);
enum intrinsic_kind {
    INTRINSIC_UNKNOWN,
    INTRINSIC_RDREGION,
    INTRINSIC_WRREGION,
    INTRINSIC_PREDEFINED,  /* reads a predefined variable */
    INTRINSIC_OTHER,
};
enum intrinsic_kind classify_intrinsic(LLVMValueRef call);
/* For INTRINSIC_PREDEFINED: the variable name and type. */
bool intrinsic_predefined(LLVMValueRef call, const char **name,
                          enum visa_type *type);
/* Does the intrinsic have effects besides its result? */
bool intrinsic_has_side_effects(LLVMValueRef call);
void select_intrinsic(struct function_context *fc, LLVMValueRef call);

struct intrinsic_entry {
    const char *base;             /* the name without overload suffixes */
    enum intrinsic_kind kind;
    bool side_effects;
    intrinsic_selector select;
    const char *predefined;       /* INTRINSIC_PREDEFINED: variable name */
    enum visa_type predefined_type;
};

/* isel_math.c: LLVM's own intrinsics (as -O2 creates them from plain
 * code) and llvm.genx.sat/any/all.  NULL when `name` is none of them. */
const struct intrinsic_entry *math_intrinsic_find(const char *name);
/* isel_divide.c: sdiv/udiv/srem/urem where vISA has no integer div. */
void select_integer_divide(struct function_context *fc, LLVMValueRef inst,
                           const struct dst_target *target, bool is_signed,
                           bool remainder);
/* A 32-bit divisor that is one scalar for every lane (a splat, or a
 * scalar) and divides at least twice: its magnitude and reciprocal are
 * computed once, right after the scalar is (or at the function's start
 * for an argument), and each division only does the per-lane steps. */
struct shared_divisor {
    LLVMValueRef source;   /* the value holding the scalar */
    int byte_offset;       /* of the scalar in source's variable */
    bool is_signed;
    int divisions;
    int magnitude, reciprocal; /* ud scalar variables, once emitted */
    int value;             /* its d copy, a scalar variable emitted when
                            * a signed quotient's routine divides by it */
    bool ready;
};
/* A division shape (lanes, signedness, quotient or remainder, shared
 * divisor) a kernel makes at two or more places: its per-lane steps are
 * emitted once, as a vISA subroutine at the kernel's end, and each
 * division copies its operands into the linkage variables and calls it
 * (XeHP's emulated division is about 20 Gen instructions a place; VC
 * calls its division emulation the same way). */
struct divide_routine {
    int n;
    bool is_signed, remainder;
    int shared;            /* index in fc->shared_divisors, or -1 */
    int places;
    int label;             /* -1 until the first call */
    int dividend, divisor; /* d linkage variables of n lanes (divisor:
                            * -1 with a shared divisor) */
    int result;            /* ud, n lanes: the quotient or remainder */
};
/* Finds the shared divisors and the division routines of fc's function
 * (none on platforms with integer division). */
void plan_divisions(struct function_context *fc);
/* Emits the shared reciprocals of the divisors held by `defined` (NULL:
 * those held by arguments). */
void emit_shared_divisors(struct function_context *fc, LLVMValueRef defined);
/* Emits the body of each division routine the function called; at the
 * end of the kernel's code. */
void emit_divide_routines(struct function_context *fc);
/* isel_divide64.c: the same on i64 lanes (no platform divides q/uq). */
void select_integer_divide_64(struct function_context *fc, LLVMValueRef inst,
                              const struct dst_target *target, bool is_signed,
                              bool remainder);
/* isel_genx_math.c: the genx math and ALU intrinsics CM's cm_* builtins
 * lower to (inv, log, XYadd.sat, bfi, ...).  NULL when none. */
const struct intrinsic_entry *genx_math_intrinsic_find(const char *name);
/* isel_dpas.c: llvm.genx.dpas[w][.nosrc0] as DPAS/DPASW.  NULL when
 * none. */
const struct intrinsic_entry *dpas_intrinsic_find(const char *name);
/* isel_dataport.c: dataport messages, SLM, barriers, fences, thread state.
 * NULL when none. */
const struct intrinsic_entry *dataport_intrinsic_find(const char *name);
/* The vISA surface of a message's surface operand: a surface kernel
 * argument, the constant 254 (%slm), or a binding-table index in a
 * register (an element of a vector<SurfaceIndex, N>), which MOVS puts into
 * a scratch surface variable first; -1 after an error. */
int dataport_surface_var(struct function_context *fc, LLVMValueRef value);
/* Whether a surface operand is such a binding-table index in a register
 * (not an argument, a predefined surface or a constant). */
bool dataport_surface_is_index(struct function_context *fc,
                               LLVMValueRef value);
/* At the kernel's entry: MOVS copies the binding-table indices of each
 * surface argument that is also read as a value (not only as a message's
 * surface) into a general variable, which read_value then reads. */
void emit_surface_index_copies(struct function_context *fc);
/* The predicate variable of a message's channel mask `mask` (n channels),
 * or -1 when it is all true. */
int dataport_message_predicate(struct function_context *fc,
                               LLVMValueRef mask, int n);
/* isel_lsc.c: Xe's LSC messages (llvm.genx.lsc.*).  NULL when none. */
const struct intrinsic_entry *lsc_intrinsic_find(const char *name);
/* isel_int64.c: i64 mul from 32-bit multiplies (vISA has no q mul). */
void select_multiply_64(struct function_context *fc, LLVMValueRef inst,
                        const struct dst_target *target);
/* frem, which vISA lacks: x - y * trunc(x / y). */
void select_frem(struct function_context *fc, LLVMValueRef inst,
                 const struct dst_target *target);

/* subroutines.c: the internal functions a kernel reaches (each gets its
 * label and linkage variables in `kernel`), and their calls and returns. */
bool subroutines_discover(struct codegen *cg, struct visa_kernel *kernel,
                          LLVMValueRef kernel_function,
                          struct subroutine_table *table);
void subroutines_free(struct subroutine_table *table);
/* The linkage variable of a subroutine parameter, or -1. */
int subroutine_parameter_var(struct function_context *fc, LLVMValueRef arg);
/* Calls of internal functions, extractvalue, insertvalue; false when
 * `inst` is none of them. */
/* inline_asm.c: a call of an LLVM inline asm value (CM's asm statement);
 * the variable holding output `index` of one with several outputs. */
void select_inline_asm(struct function_context *fc, LLVMValueRef call);
int inline_asm_output_var(struct function_context *fc, LLVMValueRef call,
                          unsigned index);
/* Copies output variable `var` (general or predicate) to `value`'s. */
void inline_asm_copy_output(struct function_context *fc, LLVMValueRef value,
                            int var);
bool select_subroutine_instruction(struct function_context *fc,
                                   LLVMValueRef inst);
/* Copy a `ret`'s value into the result variables (before the vISA ret). */
void select_return_value(struct function_context *fc, LLVMValueRef ret);

/* isel_raw_send.c: llvm.genx.raw.send2/raw.sends2[.noresult] as vISA
 * RAW_SENDS.  NULL when `name` is none of them. */
const struct intrinsic_entry *raw_send_intrinsic_find(const char *name);
/* isel_svm.c: the llvm.genx.svm.* intrinsics.  NULL when `name` is none
 * of them. */
const struct intrinsic_entry *svm_intrinsic_find(const char *name);
/* isel_sampler.c: sample.unorm, 3d.sample, 3d.load.  NULL when `name` is
 * none of them. */
const struct intrinsic_entry *sampler_intrinsic_find(const char *name);

/* combine_moves.c: runs of element-wise movs become one wide mov. */
void combine_moves(struct visa_kernel *kernel);
/* predicate_constants.c: predicate logic of known constants becomes a
 * setp, and writes of predicates nothing reads are deleted. */
void fold_predicate_constants(struct visa_kernel *kernel);

/* legalize.c */
void legalize_kernel(struct visa_kernel *kernel, int grf_bytes,
                     struct diagnostics *diags);

/* indirect_pressure.c: the variables accessed at variable indices that
 * are live at each such access, with its other operands, fit the GRFs
 * GenX_IR leaves them; else one located error and false. */
bool check_indirect_pressure(const struct visa_kernel *kernel, int grf_bytes,
                             struct diagnostics *diags);

#endif
