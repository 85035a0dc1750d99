/* visa.h - the in-memory vISA program (internal to backend/).
 *
 * Takes nothing: it is the data model that instruction selection fills,
 * legalization rewrites and the writers (text today; binary .isa and an
 * interpreter later) read.  Everything a vISA kernel says is explicit here:
 * declarations with their types, sizes, alignment and aliasing, inputs at
 * payload offsets, labels, and instructions with predicate, execution size,
 * mask control, saturation and fully described operands.  Nothing is kept
 * as preformatted text, so every writer sees the same program.
 *
 * Operand regions are stored as a byte offset into the variable plus
 * <vstride; width, hstride> in elements; the writers turn the byte offset
 * into vISA's (row, column) form with the platform's GRF size.  Before
 * legalization, an instruction may have any execution size and "logical"
 * regions (any width, any strides); after legalization every instruction
 * obeys vISA's rules (see legalize.c). */
#ifndef CMC_BACKEND_VISA_H
#define CMC_BACKEND_VISA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* vISA element types, in the spelling of the text format. */
enum visa_type {
    VISA_TYPE_UD,
    VISA_TYPE_D,
    VISA_TYPE_UW,
    VISA_TYPE_W,
    VISA_TYPE_UB,
    VISA_TYPE_B,
    VISA_TYPE_UQ,
    VISA_TYPE_Q,
    VISA_TYPE_F,
    VISA_TYPE_DF,
    VISA_TYPE_HF,
    VISA_TYPE_BOOL,
    VISA_TYPE_V,     /* immediates only: eight signed 4-bit integers */
    VISA_TYPE_UV,    /* immediates only: eight unsigned 4-bit integers */
    VISA_TYPE_VF,    /* immediates only: four 8-bit restricted floats */
    VISA_TYPE_BF,    /* bfloat16 (XeHP on): the upper half of a float */
};

/* The SLMSize attribute of a kernel using BYTES of SLM: whole KB, rounded
 * up (vISA's header: "0-64 representing the SLM size in unit of 1KB
 * memory blocks"; Intel's CM runtime reads the value's low byte as KB,
 * and VC writes the size rounded up to KB). */
int visa_slm_size_kb(int bytes);
int visa_type_size(enum visa_type type);
const char *visa_type_name(enum visa_type type);
bool visa_type_is_float(enum visa_type type);
bool visa_type_is_signed(enum visa_type type);
/* The integer type of `size` bytes with the given signedness. */
enum visa_type visa_int_type(int size, bool is_signed);

enum visa_var_kind {
    VISA_VAR_GENERAL,    /* .decl V v_type=G */
    VISA_VAR_PREDICATE,  /* .decl P v_type=P */
    VISA_VAR_ADDRESS,    /* .decl A v_type=A */
    VISA_VAR_SURFACE,    /* .decl T v_type=T */
    VISA_VAR_SAMPLER,    /* .decl S v_type=S */
    VISA_VAR_PREDEFINED, /* %thread_x and friends: never declared */
};

struct visa_var {
    enum visa_var_kind kind;
    char *name;
    enum visa_type type;  /* general and predefined variables */
    int num_elts;
    int align_bytes;      /* general: 1,2,4,8 or grf_bytes (align=GRF) */
    int alias_of;         /* index of the aliased variable, or -1 */
    int alias_offset;     /* bytes into alias_of */
    bool is_input;
    int input_offset;     /* bytes into the thread payload */
    int input_size;
    int input_provenance; /* 0 a kernel argument; CM runtime implicit
                             arguments: 1 local_size, 2 group_count,
                             3 local_id (3 x ud each) */
    int input_argument;   /* the kernel parameter it holds */
};

enum visa_operand_kind {
    VISA_OPND_NONE,
    VISA_OPND_DIRECT,     /* var(row,col)<region> */
    VISA_OPND_INDIRECT,   /* r[addr(sub), imm]<region>:type */
    VISA_OPND_IMMEDIATE,  /* bits:type */
    VISA_OPND_PREDICATE,  /* a predicate variable as a whole */
    VISA_OPND_ADDRESS,    /* addr(sub)<width> */
    VISA_OPND_ADDRESS_OF, /* &var[offset] */
    VISA_OPND_RAW,        /* var.byte_offset (message operands) */
};

enum visa_modifier {
    VISA_MOD_NONE,
    VISA_MOD_NEG,
    VISA_MOD_ABS,
    VISA_MOD_NEG_ABS,
    VISA_MOD_NOT,
};

struct visa_operand {
    enum visa_operand_kind kind;
    int var;              /* variable index (general, predicate, address) */
    enum visa_type type;  /* element type of the access */
    int byte_offset;      /* direct/raw/address-of: bytes into var;
                             indirect: the immediate byte offset */
    int vstride, width, hstride; /* source region; destinations: hstride */
    enum visa_modifier modifier;
    uint64_t imm;         /* immediate: the value's bits */
    int addr_sub;         /* indirect/address: sub-register of var */
};

enum visa_opcode {
    VISA_OP_LABEL,     /* pseudo: defines `label` */
    VISA_OP_ADD,
    VISA_OP_MUL,
    VISA_OP_DIV,
    VISA_OP_MOD,
    VISA_OP_AVG,
    VISA_OP_MIN,
    VISA_OP_MAX,
    VISA_OP_MOV,
    VISA_OP_SEL,
    VISA_OP_CMP,
    VISA_OP_AND,
    VISA_OP_OR,
    VISA_OP_XOR,
    VISA_OP_NOT,
    VISA_OP_SHL,
    VISA_OP_SHR,
    VISA_OP_ASR,
    VISA_OP_MAD,       /* dst = src0 * src1 + src2 */
    VISA_OP_MULH,      /* high 32 bits of a 32x32 product (d/ud) */
    VISA_OP_INV,
    VISA_OP_SQRT,
    VISA_OP_RNDD,      /* round down (floor) */
    VISA_OP_RNDU,      /* round up (ceil) */
    VISA_OP_RNDE,      /* round to nearest even */
    VISA_OP_RNDZ,      /* round toward zero (trunc) */
    VISA_OP_FRC,
    VISA_OP_LZD,       /* leading zero count (ud) */
    VISA_OP_CBIT,      /* set bit count */
    VISA_OP_FBL,       /* first bit from the low end, 0xffffffff if none */
    VISA_OP_FBH,
    VISA_OP_BFREV,     /* bit reverse (ud) */
    VISA_OP_ROL,
    VISA_OP_ROR,
    VISA_OP_SETP,
    VISA_OP_ADDR_ADD,
    /* math and bit operations (isel_math.c) */
    VISA_OP_LOG, VISA_OP_EXP, VISA_OP_RSQRT, VISA_OP_POW, VISA_OP_SIN,
    VISA_OP_COS, VISA_OP_SQRTM, VISA_OP_DIVM, VISA_OP_BFE, VISA_OP_BFI,
    /* Xe ALU instructions (isel_genx_math.c, isel_dpas.c) */
    VISA_OP_BFN,       /* aux = the boolean function's truth table */
    VISA_OP_DP4A,      /* dst = src0 + dot4(bytes of src1, bytes of src2) */
    VISA_OP_DPAS,      /* aux = the info word of llvm.genx.dpas: src1
                          (W) precision | src2 (A) precision << 8 |
                          depth << 16 | repeat count << 24; dst, src0
                          (NONE: %null) and src1 raw, src2 a general
                          operand */
    VISA_OP_DPASW,
    VISA_OP_FCVT,      /* float <-> tensorfloat32 (f <-> ud, PVC) */
    /* dataport messages (isel_dataport.c): src[0] is the surface var;
     * offsets and data are raw operands; aux as below. */
    VISA_OP_GATHER_SCALED,   /* aux = blocks; src1 global offset, src2 offsets */
    VISA_OP_SCATTER_SCALED,  /* ... src3 data */
    VISA_OP_GATHER4_SCALED,  /* aux = channel mask (bit 0 R .. bit 3 A) */
    VISA_OP_SCATTER4_SCALED,
    VISA_OP_DWORD_ATOMIC,    /* aux = op; src1 offsets, src2/3 sources */
    VISA_OP_OWORD_LD_UNALIGNED, /* aux = owords; src1 byte offset */
    VISA_OP_MEDIA_LD,        /* aux = width, aux2 = height, aux3 = modifiers
                                | plane << 8; src1 x, src2 y, src3 data */
    VISA_OP_MEDIA_ST,
    VISA_OP_BARRIER,
    VISA_OP_SBARRIER_SIGNAL,
    VISA_OP_SBARRIER_WAIT,
    VISA_OP_NBARRIER_SIGNAL, /* NBARRIER.md's baseline form: src0 the
                                barrier id, src1 the thread count (UB) */
    VISA_OP_NBARRIER_WAIT,   /* src0 the barrier id */
    VISA_OP_FENCE,           /* aux = the FENCE mask byte */
    VISA_OP_WAIT,            /* src0 */
    VISA_OP_GATHER4_TYPED,   /* aux = channels; src1-4 u v r lod (raw) */
    VISA_OP_SCATTER4_TYPED,  /* ... src5 data */
    VISA_OP_TYPED_ATOMIC,    /* aux = op; src1-4 u v r lod, src5/6 sources */
    VISA_OP_OWORD_LD,  /* aux = owords; src[0] surface var, src[1] offset */
    VISA_OP_OWORD_ST,
    VISA_OP_SVM_BLOCK_LD, /* aux = owords; src[0] address (uq scalar) */
    VISA_OP_SVM_BLOCK_ST, /* ... src[1] raw data */
    VISA_OP_SVM_GATHER,   /* aux = block bytes, aux2 = blocks;
                             src[0] raw addresses, dst raw data */
    VISA_OP_SVM_SCATTER,  /* ... src[1] raw data */
    VISA_OP_SAMPLE_UNORM, /* aux = channels | format << 4; src[0] sampler,
                             src[1] surface, src[2..5] u, v, du, dv;
                             dst raw */
    VISA_OP_SAMPLE_3D,    /* aux = operation, aux2 = channels; src[0]
                             aoffimmi, src[1] sampler, src[2] surface,
                             src[3..5] parameters (raw, NONE unused);
                             dst raw */
    VISA_OP_LOAD_3D,      /* the same without a sampler: src[1] surface,
                             src[2..4] parameters */
    VISA_OP_AVS,          /* AVS.md: aux = channels read, aux2 = output
                             format, aux3 = execution mode; src[0]
                             sampler, src[1] surface, src[2..8] u, v, du,
                             dv, u2d (F), groupID, verticalBlockNumber
                             (UD), src[9] v2d (F), src[10] IEFBypass
                             (UW); dst raw */
    VISA_OP_VA,           /* the media sampler's video analytics (vISA
                             VA and VA_SKL_PLUS; binary only: GenX_IR's
                             text has no VA): aux = the binary opcode
                             with the sub-opcode in bits 15..8
                             (VISA_BINARY_OP_VA*), aux2 and aux3 its UB
                             fields in format order; src[] the other
                             fields in format order (sampler and surface
                             handles, vector values, raw sources), dst
                             raw or NONE (the _hdc forms write a
                             surface) */
    VISA_OP_SVM_ATOMIC,   /* aux = vISA atomic op, aux2 = bits (32/64);
                             src[0] addresses, src[1..2] sources or NONE
                             (written %null), dst raw or NONE */
    VISA_OP_MOVS,         /* MOVS.md, exec size 1: a surface operand
                             (direct, byte_offset / 4 its element) is
                             read as its binding-table index or written
                             from one: dst general <- surface src[0],
                             or dst surface <- general src[0] */
    VISA_OP_LSC_UNTYPED,  /* LSC_UNTYPED: inst.lsc; src[0] the surface
                             (general or immediate; NONE for flat), src[1]
                             addresses, src[2..3] data / atomic sources
                             (raw or NONE), dst raw or NONE; block2d:
                             struct visa_lsc's operands */
    VISA_OP_LSC_FENCE,    /* inst.lsc: sfid, fence_op, scope */
    VISA_OP_RAW_SEND,     /* RAW_SEND.md (isel_raw_send.c; sendc only):
                             aux = the modifiers (bit 0 sendc), aux3 =
                             numSrc | numDst << 16; src[0] the extended
                             descriptor (an immediate: SFID in bits
                             3:0), src[1] the descriptor, src[2] the
                             payload (raw), dst raw or NONE */
    VISA_OP_RAW_SENDS,    /* RAW_SENDS.md (isel_raw_send.c): aux = the
                             modifiers (bit 0 sendc, bit 1 EOT), aux2 =
                             the SFID, aux3 = numSrc0 | numSrc1 << 8 |
                             numDst << 16; src[0] the extended descriptor,
                             src[1] the descriptor (UD scalars: immediate
                             or a variable), src[2] src0 (raw), src[3]
                             src1 (raw or NONE: %null), dst raw or NONE */
    VISA_OP_JMP,       /* label */
    VISA_OP_GOTO,      /* label: SIMD goto under the execution mask */
    VISA_OP_CALL,      /* label of a subroutine */
    VISA_OP_RET,
    VISA_OP_COUNT_,
};

enum visa_cond {
    VISA_COND_NONE,
    VISA_COND_EQ,
    VISA_COND_NE,
    VISA_COND_GT,
    VISA_COND_GE,
    VISA_COND_LT,
    VISA_COND_LE,
};

#define VISA_MAX_SRCS 11 /* AVS: sampler, surface and 9 values */

/* The fields of an LSC message (LSC_UNTYPED.md, LSC_FENCE.md), each in
 * the specification's encoding. */
enum visa_lsc_sfid { VISA_LSC_UGM = 0, VISA_LSC_UGML = 1, VISA_LSC_TGM = 2,
                     VISA_LSC_SLM = 3 };
enum visa_lsc_addr_type { VISA_LSC_FLAT = 1, VISA_LSC_BSS = 2,
                          VISA_LSC_SS = 3, VISA_LSC_BTI = 4 };
struct visa_lsc {
    int subop;            /* LscSubOp: 0 load, 4 store, 8.. atomics */
    int sfid;             /* enum visa_lsc_sfid */
    int cache_l1, cache_l3; /* 0 .df, 1 .uc, 2 .ca, 3 .wb, 4 .wt, 5 .st,
                               6 .ri */
    int addr_type;        /* enum visa_lsc_addr_type */
    int addr_scale;       /* 1 */
    int addr_offset;      /* immediate byte offset */
    int addr_size;        /* 1 a16, 2 a32, 3 a64 */
    int data_size;        /* 1 d8, 2 d16, 3 d32, 4 d64, 5 d8u32, 6 d16u32 */
    bool transposed;
    int elems;            /* vector size code: 1..4 = 1..4, 5 8, 6 16,
                             7 32, 8 64 */
    int chmask;           /* lsc_load_quad/lsc_store_quad: the enabled
                             elements x, y, z, w (bits 0-3), else 0 */
    int fence_op, scope;  /* LSC_FENCE */
    /* lsc_load_block2d/lsc_store_block2d (subop 3 and 7): src[0..5] the
     * surface base, width - 1, height - 1, pitch - 1 (bytes, rows), X and
     * Y (vector operands), src[6] a store's data (raw) */
    int blocks, block_width, block_height;
    bool vnni;
};

struct visa_inst {
    enum visa_opcode opcode;
    int pred_var;         /* predicate variable index, or -1 */
    bool pred_invert;
    int exec_size;
    int mask_offset;      /* first channel: 0, 4, ... 28 (M1..M8) */
    bool no_mask;         /* _NM */
    bool saturate;
    enum visa_cond cond;  /* CMP */
    struct visa_operand dst;
    int num_srcs;
    struct visa_operand src[VISA_MAX_SRCS];
    int label;            /* LABEL, JMP, CALL */
    int aux;              /* OWORD_LD/ST: number of owords; SVM_*; messages */
    int aux2;             /* SVM_* (see the opcodes); MEDIA_LD/ST: height */
    int aux3;             /* MEDIA_LD/ST: modifiers | plane << 8 */
    struct visa_lsc lsc;  /* LSC_UNTYPED, LSC_FENCE */
    /* The user's source position it was selected for (0: unknown), in
     * the kernel's source_file; only for diagnostics. */
    unsigned source_line, source_column;
};

struct visa_label {
    char *name;
    bool is_subroutine;   /* a .function label, not a plain one */
};

struct visa_kernel {
    char *name;
    struct visa_var *vars;
    size_t var_count, var_capacity;
    struct visa_label *labels;
    size_t label_count, label_capacity;
    struct visa_inst *insts;
    size_t inst_count, inst_capacity;
    int slm_size;       /* bytes (the attribute says KB: visa_slm_size_kb) */
    int named_barriers; /* NBarrierCnt: the kernel's named barriers */
    int kind_counts[VISA_VAR_PREDEFINED + 1]; /* for naming */
    /* Source positions for diagnostics: the file (NULL: unknown) and the
     * position visa_append stamps on instructions that have none. */
    char *source_file;
    unsigned current_line, current_column;
};

struct visa_program {
    int grf_bytes;
    struct visa_kernel **kernels;
    size_t kernel_count, kernel_capacity;
};

/* ---- building --------------------------------------------------------- */

struct visa_kernel *visa_kernel_new(const char *name);
void visa_kernel_free(struct visa_kernel *kernel);
void visa_program_add_kernel(struct visa_program *program,
                             struct visa_kernel *kernel);

/* Declare variables; each returns the new variable's index.  General
 * variables are named V<n>, predicates P<n>, addresses A<n>, surfaces T<n>. */
int visa_add_general(struct visa_kernel *kernel, enum visa_type type,
                     int num_elts, int align_bytes);
int visa_add_alias(struct visa_kernel *kernel, int of, int byte_offset,
                   enum visa_type type, int num_elts);
/* A predicate of more than 32 elements is a group of consecutive
 * 32-element predicate variables; the index of the first is returned and
 * legalization picks the group member each piece of an instruction uses. */
int visa_add_predicate(struct visa_kernel *kernel, int num_elts);
int visa_add_address(struct visa_kernel *kernel, int num_elts);
/* A surface variable of num_elts binding-table indices (a kernel
 * argument vector<SurfaceIndex, N> has N). */
int visa_add_surface(struct visa_kernel *kernel, int num_elts);
int visa_add_sampler(struct visa_kernel *kernel);
int visa_add_predefined(struct visa_kernel *kernel, const char *name,
                        enum visa_type type);
int visa_add_label(struct visa_kernel *kernel, const char *name,
                   bool is_subroutine);

/* Bytes of a general variable, and the variable at the root of its alias
 * chain with the byte offset of `var` inside it. */
int visa_var_bytes(const struct visa_kernel *kernel, int var);
/* The input variables in kernel parameter order (the order the .input
 * lines and the binary input table list them, so that a runtime or cmrun
 * can bind arguments in order); returns how many, ORDER gets var_count
 * entries at most. */
size_t visa_inputs_in_order(const struct visa_kernel *kernel, int *order);
int visa_var_root(const struct visa_kernel *kernel, int var, int *offset);

/* An instruction with no predicate, NoMask, no saturation; append it. */
struct visa_inst visa_inst_make(enum visa_opcode opcode, int exec_size);
void visa_append(struct visa_kernel *kernel, const struct visa_inst *inst);

/* Operand constructors. */
struct visa_operand visa_direct(int var, enum visa_type type, int byte_offset,
                                int vstride, int width, int hstride);
struct visa_operand visa_dst(int var, enum visa_type type, int byte_offset,
                             int hstride);
struct visa_operand visa_imm(enum visa_type type, uint64_t bits);
struct visa_operand visa_pred_operand(int var);
struct visa_operand visa_raw(int var, int byte_offset);

const char *visa_opcode_name(enum visa_opcode opcode);
/* Whether GenX_IR's vISA text (CISA.y) can spell the instruction: not VA,
 * not AVS in 8x4 or 4x4 mode (CISA.l has no word for them); those exist
 * only in the binary. */
bool visa_inst_has_text(const struct visa_inst *inst);
/* The text mnemonic of a 3D_SAMPLE or 3D_LOAD operation (bits 7..0 of its
 * Op field: "sample_3d", "sample_b", ..., "load_lz"), or NULL when vISA
 * text has none. */
const char *visa_sampler_operation_name(enum visa_opcode opcode,
                                        int operation);
/* The text mnemonic of an LSC_UNTYPED sub-operation ("lsc_load",
 * "lsc_atomic_iadd", ...), or NULL for one cmc does not emit; and how many
 * data sources an atomic one takes (0, 1 or 2). */
const char *visa_lsc_operation_name(int subop);
int visa_lsc_atomic_sources(int subop);

#endif
