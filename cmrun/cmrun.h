/* cmrun.h - cmrun, a vISA interpreter: the public header of cmrun/.
 *
 * cmrun runs a kernel that cmc compiled (vISA 4.1 text, as GenX_IR reads
 * it, or the binary .isa) on the CPU, over a thread space, with real
 * surfaces, so that tests can check the numbers kernels compute.  It never links cmc's backend:
 * it reads the same text or binary a GPU finalizer reads, so it checks
 * what cmc really emits.
 *
 * The concerns, one file each:
 *   parse.c      vISA text -> struct cmrun_kernel (declarations, inputs,
 *                instructions with fully decoded operands)
 *   numbers.c    the one reader of integers in that text: overflow-free,
 *                each checked against the range the vISA spec allows
 *   read_isa.c   a vISA binary (.isa) -> the same text, read from Intel's
 *                specification of the format (bounds-checked)
 *   registers.c  one thread's register file: variables laid out in a flat
 *                GRF space (so indirect addressing works), regions,
 *                definedness of every byte, predicates, address registers
 *   alu.c        element types, conversions, saturation and the ALU
 *                instructions' arithmetic
 *   dpas.c       the matrix engine (DPAS)
 *   messages.c   surfaces and memory messages (oword, scattered, media
 *                block, SVM, SLM, atomics)
 *   lsc.c        Xe's LSC messages (loads, stores, atomics) and MOVS
 *   images.c     pixel formats, typed surface messages and the sampler
 *   execute.c    one instruction of one thread: predication, execution
 *                masks, control flow (jmp, call/ret, goto)
 *   scheduler.c  the thread space and thread groups, run deterministically
 *                on one host thread, switching threads at barriers
 *   arguments.c  the command line's kernel arguments -> payload and
 *                surfaces, and writing results back
 *   print_buffer.c  the CM print buffer (T2): kernels' printf records,
 *                decoded as Intel's CM runtime prints them
 *   opencl_printf.c  OpenCL's printf buffer (VC's vISA for OpenCL) and the
 *                program binary's strings, decoded as Intel's OpenCL
 *                runtime prints them
 *   main.c       options, compiling .cpp with cmc, exit statuses
 *
 * Exit statuses: 0 clean run, 2 bad usage or input, 3 the kernel did
 * something invalid (out-of-bounds access, undefined register, limit). */
#ifndef CMC_CMRUN_CMRUN_H
#define CMC_CMRUN_CMRUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define CMRUN_EXIT_USAGE 2
#define CMRUN_EXIT_KERNEL_FAULT 3

/* ---- types --------------------------------------------------------------- */

enum cmrun_type {
    CMRUN_UD, CMRUN_D, CMRUN_UW, CMRUN_W, CMRUN_UB, CMRUN_B,
    CMRUN_UQ, CMRUN_Q, CMRUN_F, CMRUN_DF, CMRUN_HF, CMRUN_BOOL,
    CMRUN_BF,  /* bfloat16: the upper half of a float */
    /* packed vector immediates: 8 signed / unsigned nibbles, 4 restricted
     * floats (1-3-4 bits) in one dword; channel c takes element c % 8
     * (c % 4) */
    CMRUN_V, CMRUN_UV, CMRUN_VF,
    CMRUN_TYPE_NONE,
};

int cmrun_type_size(enum cmrun_type type);
bool cmrun_type_is_float(enum cmrun_type type);
bool cmrun_type_is_signed(enum cmrun_type type);
/* "ud", "d", ... -> type; CMRUN_TYPE_NONE when unknown. */
enum cmrun_type cmrun_type_from_name(const char *name);
const char *cmrun_type_name(enum cmrun_type type);

/* ---- the parsed kernel ------------------------------------------------------ */

enum cmrun_var_kind {
    CMRUN_VAR_GENERAL,
    CMRUN_VAR_PREDICATE,
    CMRUN_VAR_ADDRESS,
    CMRUN_VAR_SURFACE,
    CMRUN_VAR_SAMPLER,
};

/* Predefined general variables (%thread_x, ...). */
enum cmrun_predefined {
    CMRUN_PREDEF_NONE,
    CMRUN_PREDEF_NULL,
    CMRUN_PREDEF_THREAD_X,
    CMRUN_PREDEF_THREAD_Y,
    CMRUN_PREDEF_GROUP_ID_X,
    CMRUN_PREDEF_GROUP_ID_Y,
    CMRUN_PREDEF_GROUP_ID_Z,
    CMRUN_PREDEF_TSC,
    CMRUN_PREDEF_R0,
    CMRUN_PREDEF_ARG,
    CMRUN_PREDEF_RETVAL,
    CMRUN_PREDEF_SP,
    CMRUN_PREDEF_FP,
    CMRUN_PREDEF_HW_ID,
    CMRUN_PREDEF_SR0,
    CMRUN_PREDEF_CR0,
    CMRUN_PREDEF_CE0,
    CMRUN_PREDEF_DBG0,
    CMRUN_PREDEF_COLOR,
};

/* Implicit inputs (.implicit_KIND). */
enum cmrun_implicit {
    CMRUN_IMPLICIT_NONE,
    CMRUN_IMPLICIT_LOCAL_ID,
    CMRUN_IMPLICIT_LOCAL_SIZE,
    CMRUN_IMPLICIT_GROUP_COUNT,
    CMRUN_IMPLICIT_PRINTF_BUFFER, /* VC's kind 11: OpenCL's printf buffer */
    CMRUN_IMPLICIT_OTHER,
};

struct cmrun_var {
    enum cmrun_var_kind kind;
    char *name;
    enum cmrun_type type;       /* general variables */
    int num_elts;
    int bytes;                  /* general: num_elts * type size */
    int alias_of;               /* variable index, or -1 */
    int alias_offset;           /* bytes into alias_of */
    int root;                   /* the variable that owns the storage */
    int root_offset;            /* bytes into root */
    int base;                   /* roots: byte address in the flat GRF file */
    enum cmrun_predefined predefined;
    bool is_input;
    enum cmrun_implicit implicit;
    int input_offset, input_size;
    int input_order;            /* order of .input lines, -1 if none */
};

enum cmrun_operand_kind {
    CMRUN_OPND_NONE,
    CMRUN_OPND_DIRECT,      /* var(row,col)<region> */
    CMRUN_OPND_INDIRECT,    /* r[A(sub),imm]<region>:type */
    CMRUN_OPND_IMMEDIATE,   /* value:type */
    CMRUN_OPND_VAR,         /* a bare variable name (predicate, surface) */
    CMRUN_OPND_RAW,         /* var.byte_offset */
    CMRUN_OPND_ADDRESS,     /* A(sub)<width> */
    CMRUN_OPND_ADDRESS_OF,  /* &var[offset] */
    CMRUN_OPND_LABEL,       /* a label (branches) */
    CMRUN_OPND_NUMBER,      /* a bare integer (sizes, modes) */
};

enum cmrun_modifier {
    CMRUN_MOD_NONE, CMRUN_MOD_NEG, CMRUN_MOD_ABS, CMRUN_MOD_NEG_ABS,
    CMRUN_MOD_NOT,
};

struct cmrun_operand {
    enum cmrun_operand_kind kind;
    int var;                    /* variable index, -1 for none */
    enum cmrun_type type;       /* element type of the access */
    int byte_offset;            /* direct/raw/address-of: bytes into var;
                                   indirect: the immediate offset */
    int vstride, width, hstride;
    bool is_destination_region; /* written <h> */
    enum cmrun_modifier modifier;
    uint64_t imm;               /* immediates: the bits in `type` */
    int addr_sub;               /* indirect and address operands */
    int label;                  /* label operands: index */
    int64_t number;             /* number operands */
};

#define CMRUN_MAX_OPERANDS 16
#define CMRUN_MAX_SUFFIXES 6

/* The fields of an LSC message (LSC_UNTYPED.md) as its text spells them;
 * its operands are: 0 the surface (a general variable or an immediate;
 * NONE for flat), 1 the data register, 2 the addresses, 3 and 4 an
 * atomic's sources (NONE for %null). */
struct cmrun_lsc {
    bool is_slm;                /* .slm, else .ugm */
    int data_bytes;             /* in memory: 1, 2, 4, 8 */
    int slot_bytes;             /* in registers: 4 or 8 */
    int elems;                  /* per address: 1, 2, 3, 4, 8, ... 64 */
    int chmask;                 /* quad messages: x, y, z, w enabled
                                   (bits 0-3); element m of the register
                                   data is the m-th enabled one */
    bool transposed;
    bool is_bti;                /* bti(surface)[...], else flat[...] */
    int scale;
    int64_t offset;
    int addr_bytes;             /* 2, 4 or 8 */
    /* lsc_load_block2d/lsc_store_block2d: operands[1] the data, [2..7]
     * the surface base, width - 1, height - 1, pitch - 1, X and Y */
    bool block2d;
    int blocks, block_width, block_height;
    bool vnni;
};

struct cmrun_inst {
    int line;                   /* in the vISA text */
    char *text;                 /* the line as written, for reports */
    char opcode[32];            /* the mnemonic, without suffixes */
    char suffixes[CMRUN_MAX_SUFFIXES][16]; /* "eq", "sat", "16", ... */
    int suffix_values[CMRUN_MAX_SUFFIXES]; /* numeric suffixes ("16", BFN's
                                              "x96"), read by parse.c; else 0 */
    int suffix_count;
    int pred_var;               /* -1 for none */
    bool pred_invert;
    int pred_control;           /* 0 none, 1 any, 2 all */
    bool saturate;
    int exec_size;              /* 1 when the instruction has none */
    int mask_offset;            /* first channel */
    bool no_mask;
    int size_in_parens;         /* "(2)" forms (oword size), 0 if none;
                                   "(W, H)" (media blocks): W */
    int block_height;           /* "(W, H)": H, else 0 */
    int operand_count;
    struct cmrun_operand operands[CMRUN_MAX_OPERANDS];
    int label_here;             /* LABEL pseudo-instruction: index, or -1 */
    struct cmrun_lsc lsc;       /* lsc_load, lsc_store, lsc_atomic_* */
};

struct cmrun_label {
    char *name;
    int inst;                   /* instruction index the label marks */
};

struct cmrun_kernel {
    char *name;
    struct cmrun_var *vars;
    size_t var_count;
    struct cmrun_label *labels;
    size_t label_count;
    struct cmrun_inst *insts;
    size_t inst_count;
    int slm_size;               /* bytes: SLMSize (KB) * 1024 */
    int named_barriers;         /* NBarrierCnt: ids 0 to this - 1 */
    int grf_bytes;
    int flat_bytes;             /* size of the flat GRF file */
    int input_count;            /* explicit .input lines */
    int cr0_var;                /* %cr0 (the control register), or -1 */
    int tsc_var;                /* %tsc (the timestamp), or -1 */
    struct cmrun_kernel *next;  /* the next kernel in the file */
};

/* read_isa.c: the vISA binary BYTES (a .isa file) as vISA text that
 * cmrun_parse reads; GRF_BYTES is the platform's row size.  On malformed
 * input print "FILE: error: ... (offset N)" to stderr and return NULL. */
char *cmrun_isa_to_text(const uint8_t *bytes, size_t size,
                        const char *file_name, int grf_bytes);

/* numbers.c: the integer at *TEXT (decimal, or 0x hex; with BASE 16, bare
 * hex digits), which must lie in [MIN, MAX].  Moves *TEXT past the digits
 * read (also when the number is out of range, so that the caller can show
 * it); *VALUE is set only on CMRUN_NUMBER_OK (values above INT64_MAX, which
 * only MAX > INT64_MAX allows, come back as their two's-complement bits). */
enum cmrun_number_status {
    CMRUN_NUMBER_OK,
    CMRUN_NUMBER_MISSING,       /* no digit at *TEXT */
    CMRUN_NUMBER_OUT_OF_RANGE,  /* digits, but outside [MIN, MAX] */
};
enum cmrun_number_status cmrun_read_number(const char **text, int base,
                                           int64_t min, uint64_t max,
                                           int64_t *value);

/* Parse vISA text.  On error print "FILE:LINE: error: ..." to stderr and
 * return NULL. */
struct cmrun_kernel *cmrun_parse(const char *text, const char *file_name,
                                 int grf_bytes);
void cmrun_kernel_free(struct cmrun_kernel *kernel);
/* The variable called NAME, or -1. */
int cmrun_find_var(const struct cmrun_kernel *kernel, const char *name);

/* ---- surfaces and memory ---------------------------------------------------- */

/* CMRUN_SURFACE_RESERVED: a binding-table index no argument takes
 * (--reserve-bti-zero's index 0). */
enum cmrun_surface_kind { CMRUN_SURFACE_BUFFER, CMRUN_SURFACE_IMAGE2D,
                          CMRUN_SURFACE_SVM, CMRUN_SURFACE_SLM,
                          CMRUN_SURFACE_RESERVED };

struct cmrun_surface {
    enum cmrun_surface_kind kind;
    uint8_t *data;
    size_t size;
    int width, height;          /* images: bytes per row, rows */
    int format;                 /* images: a pixel format (images.c), or
                                   CMRUN_FORMAT_RAW for bytes */
    int pixels_x, depth;        /* images with a format: pixels per row,
                                   slices (1 for 2D) */
    int chroma_rows;            /* NV12 images: rows of the interleaved UV
                                   plane stored after the `height` rows of
                                   the Y plane (media messages' plane 1);
                                   0 for single-plane surfaces */
    uint64_t svm_base;          /* svm: the address the kernel sees */
    const char *out_file;       /* written back after the run, or NULL */
    int argument;               /* 1-based argument position */
};

/* A sampler state (smp: arguments): point filtering, one address mode
 * for u, v and r. */
enum cmrun_address_mode { CMRUN_ADDRESS_CLAMP, CMRUN_ADDRESS_WRAP,
                          CMRUN_ADDRESS_MIRROR };
struct cmrun_sampler {
    enum cmrun_address_mode address;
};

/* Surfaces of the run; binding table index i is surfaces[i]; sampler
 * index i is samplers[i]. */
struct cmrun_memory {
    struct cmrun_surface *surfaces;
    int surface_count;
    int slm_index;              /* the current group's SLM, or -1 */
    struct cmrun_sampler *samplers;
    int sampler_count;
};

/* images.c: pixel formats of img:WxH:FORMAT arguments. */
#define CMRUN_FORMAT_RAW 0
/* The format called NAME ("r32f", ...), or -1. */
int cmrun_format_from_name(const char *name);
int cmrun_format_pixel_bytes(int format);
/* The names of the formats, for messages: "r32f, r32ui, ...". */
const char *cmrun_format_names(void);

/* print_buffer.c: the CM print buffer (predefined surface T2, printf). */
#define CMRUN_PRINT_BINDING 253u
#define CMRUN_PRINT_BUFFER_BYTES (1024 * 1024)

/* A record a thread reserved with an atomic add on dword 0. */
struct cmrun_print_record {
    int thread;                 /* linear id, in dispatch order */
    uint32_t offset, size;
};

/* The records threads reserve in a print buffer (the CM runtime's or
 * OpenCL's), and their bytes put in order. */
struct cmrun_print_records {
    struct cmrun_print_record *records;
    size_t count, capacity;
};
void cmrun_print_records_add(struct cmrun_print_records *list, int thread,
                             uint32_t offset, uint32_t size);
/* A fresh buffer of SIZE bytes: from byte FIRST on, the records' bytes of
 * DATA (SIZE bytes) by thread in dispatch order, then in program order;
 * dword 0 the bytes used. */
uint8_t *cmrun_print_records_ordered(const struct cmrun_print_records *list,
                                     const uint8_t *data, size_t size,
                                     size_t first);

struct cmrun_print_buffer {
    struct cmrun_surface surface;   /* data is NULL if the kernel has no T2 */
    struct cmrun_print_records records;
};

void cmrun_print_buffer_init(struct cmrun_print_buffer *print,
                             const struct cmrun_kernel *kernel);
void cmrun_print_buffer_reserve(struct cmrun_print_buffer *print, int thread,
                                uint32_t offset, uint32_t size);
/* Print the records' text as Intel's CM runtime decodes it, by thread in
 * dispatch order, then in program order. */
void cmrun_print_buffer_dump(const struct cmrun_print_buffer *print,
                             FILE *out);
void cmrun_print_buffer_free(struct cmrun_print_buffer *print);

/* opencl_printf.c: OpenCL's printf buffer (.implicit_UNDEFINED_11). */
#define CMRUN_OPENCL_PRINTF_BYTES (4 * 1024 * 1024)

struct cmrun_printf_string {
    uint32_t index;
    char *text;
};

struct cmrun_opencl_printf {
    int surface;                /* in memory.surfaces; -1: no such input */
    uint64_t address;           /* its SVM address */
    struct cmrun_printf_string *strings;   /* --opencl-binary's table */
    size_t string_count;
    struct cmrun_print_records records;
};

struct cmrun_run;
void cmrun_opencl_printf_init(struct cmrun_opencl_printf *printf_buffer);
/* Read the strings of kernel KERNEL from the OpenCL program binary at
 * PATH; false (reported) when it is not one or has no such kernel. */
bool cmrun_opencl_printf_load(struct cmrun_opencl_printf *printf_buffer,
                              const char *path, const char *kernel);
/* Give the kernel's printf-buffer input, if any, a fresh buffer. */
bool cmrun_opencl_printf_bind(struct cmrun_run *run);
void cmrun_opencl_printf_reserve(struct cmrun_opencl_printf *printf_buffer,
                                 int thread, uint32_t offset, uint32_t size);
/* Print the records' text as Intel's OpenCL runtime decodes it, by thread
 * in dispatch order, then in program order. */
void cmrun_opencl_printf_dump(const struct cmrun_run *run, FILE *out);
void cmrun_opencl_printf_free(struct cmrun_opencl_printf *printf_buffer);

/* ---- one thread ------------------------------------------------------------- */

#define CMRUN_MAX_CHANNELS 32
#define CMRUN_MAX_CALL_DEPTH 64
#define CMRUN_NAMED_BARRIERS 32 /* vISA NBARRIER: ids 0 to 31 */
/* The split-phase barrier of the whole group (SBARRIER) is kept as one
 * more barrier after the named ones. */
#define CMRUN_SPLIT_BARRIER CMRUN_NAMED_BARRIERS

/* One named barrier of the running thread group: how many threads take
 * part in its current phase (0: no thread signalled yet), how many have
 * signalled, and how many phases have completed. */
struct cmrun_named_barrier {
    int threads;
    int signalled;
    unsigned completed;
};

struct cmrun_thread {
    const struct cmrun_kernel *kernel;
    uint8_t *regs;              /* flat GRF file */
    uint8_t *defined;           /* 1 per byte of regs that holds a value */
    uint32_t *preds;            /* one mask per variable (predicates) */
    /* Address registers, CMRUN_MAX_CHANNELS per variable: byte addresses
     * in the flat GRF file.  Hardware address registers have 16 bits, but
     * the flat file holds every variable before register allocation and
     * can be larger than 64 KB, so they hold 32 (addr_add wraps offsets as
     * the hardware's 16-bit arithmetic does). */
    int32_t *addrs;
    /* Binding-table (or sampler) indices: element k of surface or sampler
     * variable v is surface_values[surface_first[v] + k]
     * (cmrun_surface_slot). */
    uint32_t *surface_values;
    int *surface_first;
    int pc;
    int call_stack[CMRUN_MAX_CALL_DEPTH];
    uint32_t call_masks[CMRUN_MAX_CALL_DEPTH];
    int call_depth;
    uint32_t exec_mask;         /* channels enabled (SIMD control flow) */
    uint32_t *waiting_at;       /* per instruction (and the end): channels
                                   a goto turned off, waiting to come back
                                   when execution reaches it */
    bool finished;
    bool at_barrier;
    /* Named barriers (scheduler.c): the barrier this thread waits on (-1:
     * none), and per barrier the completion it waits for (the barrier's
     * phase count once the phase it signalled in is complete). */
    int named_wait;
    unsigned named_phase[CMRUN_NAMED_BARRIERS + 1];
    int x, y;                   /* thread origin */
    int group[3], local[3];     /* thread groups */
    int linear_id;
    uint64_t steps;
};

struct platform; /* support/support.h */

/* The whole run. */
struct cmrun_run {
    const struct cmrun_kernel *kernel;
    /* --reserve-bti-zero: binding-table index 0 belongs to no argument (as
     * in the vISA Intel's VectorCompiler writes for OpenCL and Level Zero,
     * where it is the debugger's surface), so the surface and SVM
     * arguments take 1, 2, ... in order. */
    bool reserve_bti_zero;
    /* --vc-arguments=CODES, or NULL: one letter per argument saying how
     * the vISA Intel's VectorCompiler writes for OpenCL takes it: `i` an
     * .input (in order, as cmc's), `a` an .input that takes no
     * binding-table index even when it is an svm: address (VC's plain
     * 64-bit integer parameter), `m` an image and `r` a read-only image
     * bound by binding-table index alone (VC numbers the read-only ones
     * first), `s` a sampler bound by sampler index alone (arguments.c). */
    const char *vc_arguments;
    struct cmrun_memory memory;
    uint8_t *payload;           /* the argument payload (without r0) */
    int payload_bytes;
    int threads_x, threads_y;   /* -t */
    int groups[3], locals[3];   /* -g / -l; groups[0] == 0: media walker */
    uint64_t step_limit;        /* per thread */
    const struct platform *platform; /* -march: r0's layout */
    uint64_t clock;             /* instructions run so far, all threads:
                                   the timestamp %tsc reads */
    FILE *printf_stream;
    struct cmrun_print_buffer print;
    struct cmrun_opencl_printf opencl_printf;
    /* The running group's named barriers (scheduler.c; reset for each
     * group). */
    struct cmrun_named_barrier named[CMRUN_NAMED_BARRIERS + 1];
    int group_threads;          /* threads in a group (0: media walker) */
};

/* registers.c */
/* Element `element` of surface or sampler variable `var` (a T variable of
 * a vector<SurfaceIndex, N> argument has N). */
static inline uint32_t *cmrun_surface_slot(struct cmrun_thread *thread,
                                           int var, int element)
{
    return &thread->surface_values[thread->surface_first[var] + element];
}
void cmrun_thread_init(struct cmrun_thread *thread,
                       const struct cmrun_run *run);
void cmrun_thread_free(struct cmrun_thread *thread);
/* Before each instruction: the run's clock advances, and %tsc's tm.0 and
 * tm.1 (its low and high dwords) hold it. */
void cmrun_tick_clock(struct cmrun_thread *thread, struct cmrun_run *run);
/* Byte address (flat GRF) of a variable plus offset. */
int cmrun_var_address(const struct cmrun_kernel *kernel, int var,
                      int byte_offset);

/* A fault: the kernel did something invalid.  Reports kernel, thread and
 * instruction and exits with CMRUN_EXIT_KERNEL_FAULT. */
_Noreturn void cmrun_fault(const struct cmrun_thread *thread,
                           const char *format, ...)
    __attribute__((format(printf, 2, 3)));

/* Element addresses of an operand's region for channel `channel`. */
int cmrun_element_address(struct cmrun_thread *thread,
                          const struct cmrun_operand *op, int channel);
/* Read / write one element's bytes at a flat address (checks bounds and,
 * for reads, definedness). */
void cmrun_read_bytes(struct cmrun_thread *thread, int address, void *out,
                      int size, bool check_defined);
void cmrun_write_bytes(struct cmrun_thread *thread, int address,
                       const void *data, int size);
/* Raw operand access (messages): `size` bytes from the operand's start. */
void cmrun_read_raw(struct cmrun_thread *thread,
                    const struct cmrun_operand *op, int byte_offset,
                    void *out, int size);
void cmrun_write_raw(struct cmrun_thread *thread,
                     const struct cmrun_operand *op, int byte_offset,
                     const void *data, int size);
/* Marks `size` bytes of a raw operand, from byte_offset, undefined. */
void cmrun_undefine_raw(struct cmrun_thread *thread,
                        const struct cmrun_operand *op, int byte_offset,
                        int size);

/* alu.c: element values.  Integers are kept exactly (as 64-bit with the
 * source type's signedness), floats as double.  `undefined`: computed from
 * a register byte never written (it may be computed and moved, as the GPU
 * would, but not stored, used as an address or tested). */
struct cmrun_value {
    bool is_float;
    bool is_unsigned;
    bool undefined;
    int64_t i;                  /* integers (uq in its bits) */
    double f;
};

struct cmrun_value cmrun_value_from_bits(uint64_t bits, enum cmrun_type type);
uint64_t cmrun_value_to_bits(struct cmrun_value value, enum cmrun_type type,
                             bool saturate);
float cmrun_half_to_float(uint16_t bits);
uint16_t cmrun_float_to_half(float value);
/* A float rounded to bfloat16 (to nearest even; a NaN stays one). */
uint16_t cmrun_float_to_bfloat16(float value);
/* Run an ALU instruction; false if the opcode is not an ALU one. */
bool cmrun_execute_alu(struct cmrun_thread *thread,
                       const struct cmrun_inst *inst, uint32_t channels);
/* Read source operand `index` of INST for channel C as a value. */
struct cmrun_value cmrun_read_source(struct cmrun_thread *thread,
                                     const struct cmrun_inst *inst,
                                     int index, int channel);
void cmrun_write_destination(struct cmrun_thread *thread,
                             const struct cmrun_inst *inst,
                             const struct cmrun_operand *dst, int channel,
                             struct cmrun_value value);

/* dpas.c: DPAS (the DPAS page's pseudo code); false for other opcodes. */
bool cmrun_execute_dpas(struct cmrun_thread *thread,
                        const struct cmrun_inst *inst);

/* messages.c: false if the opcode is not a message. */
bool cmrun_execute_message(struct cmrun_thread *thread,
                           struct cmrun_run *run,
                           const struct cmrun_inst *inst, uint32_t channels);
/* The new value of atomic operation OP on BYTES-byte data. */
uint64_t cmrun_atomic_result(struct cmrun_thread *thread, const char *op,
                             uint64_t old, uint64_t src0, uint64_t src1,
                             int bytes);
/* The surface bound at binding table index BINDING (SLM at 254, the
 * print buffer at 253); faults naming surface NAME when there is none. */
struct cmrun_surface *cmrun_surface_at(struct cmrun_thread *thread,
                                       struct cmrun_run *run,
                                       uint32_t binding, const char *name);
/* Faults unless bytes OFFSET .. OFFSET + SIZE - 1 are in SURFACE. */
void cmrun_check_range(struct cmrun_thread *thread,
                       const struct cmrun_surface *surface, uint64_t offset,
                       uint64_t size, const char *what);
/* The host bytes of SIZE bytes at SVM address ADDRESS (faults outside
 * every svm: argument). */
uint8_t *cmrun_svm_bytes(struct cmrun_thread *thread, struct cmrun_run *run,
                         uint64_t address, uint64_t size, const char *what);
/* lsc.c: LSC messages (lsc_load, lsc_store, lsc_atomic_*) and MOVS. */
void cmrun_execute_lsc(struct cmrun_thread *thread, struct cmrun_run *run,
                       const struct cmrun_inst *inst, uint32_t channels);
/* images.c: typed surface and sampler messages; false if the opcode is
 * not one. */
bool cmrun_execute_image_message(struct cmrun_thread *thread,
                                 struct cmrun_run *run,
                                 const struct cmrun_inst *inst,
                                 uint32_t channels);

/* execute.c: run THREAD until it finishes or waits at a barrier. */
void cmrun_thread_run(struct cmrun_thread *thread, struct cmrun_run *run);

/* raw_send.c: a raw_send* instruction (RAW_SENDS, RAW_SEND), by its
 * descriptors; messages it does not know, and malformed instructions,
 * are faults. */
bool cmrun_execute_raw_send(struct cmrun_thread *thread, struct cmrun_run *run,
                            const struct cmrun_inst *inst, uint32_t channels);

/* scheduler.c: run every thread of the run. */
void cmrun_schedule(struct cmrun_run *run);
/* NBARRIER (messages.c calls these): signal barrier ID for a phase of
 * THREADS threads, or wait until the phase this thread signalled in (or,
 * without a signal, the current one) is complete. */
void cmrun_named_barrier_signal(struct cmrun_thread *thread,
                                struct cmrun_run *run, uint64_t id,
                                uint64_t threads);
void cmrun_named_barrier_wait(struct cmrun_thread *thread,
                              struct cmrun_run *run, uint64_t id);
/* SBARRIER (messages.c): signal the group's split-phase barrier (every
 * thread of the group takes part), or wait until the phase this thread
 * signalled in is complete. */
void cmrun_split_barrier_signal(struct cmrun_thread *thread,
                                struct cmrun_run *run);
void cmrun_split_barrier_wait(struct cmrun_thread *thread,
                              struct cmrun_run *run);

/* arguments.c */
/* Bind ARGS (the command line's kernel arguments) to KERNEL's inputs:
 * fills run->payload and run->memory.  Prints a message and returns false
 * on a bad argument. */
bool cmrun_bind_arguments(struct cmrun_run *run, int argc, char **argv);
/* SVM memory of surface I lives at CMRUN_SVM_BASE * (I + 1). */
#define CMRUN_SVM_BASE UINT64_C(0x100000000)
/* A new zeroed surface in run->memory: its index. */
int cmrun_add_surface(struct cmrun_run *run);
/* Write OUT files; false on an I/O error. */
bool cmrun_write_results(const struct cmrun_run *run);
void cmrun_release_arguments(struct cmrun_run *run);

#endif
