/* visa_binary_format.h - the vISA 4.1 binary (.isa) format, as data.
 *
 * Takes nothing: it describes the file format that the writer
 * (visa_binary.c) produces and the decoder (visa_binary_decode.c) reads, so
 * that both follow one description and neither depends on the other.  The
 * facts come from Intel's documentation (documentation/visa/
 * 4_visa_header.md, 5_operands.md and the per-instruction pages) and from
 * measuring what GenX_IR writes (doc/design.md, "The vISA binary").
 *
 * All multi-byte fields are little-endian and unpadded. */
#ifndef CMC_BACKEND_VISA_BINARY_FORMAT_H
#define CMC_BACKEND_VISA_BINARY_FORMAT_H

#include <stdbool.h>
#include <stdint.h>

#define VISA_BINARY_MAGIC 0x41534943u /* "CISA" */
#define VISA_BINARY_MAJOR 4
#define VISA_BINARY_MINOR 1

/* Variables with these numbers are predefined and never declared: general
 * variables V0-V31, surfaces T0-T5, predicate P0 (no predicate). */
#define VISA_BINARY_RESERVED_GENERALS 32
#define VISA_BINARY_RESERVED_SURFACES 6
#define VISA_BINARY_RESERVED_PREDICATES 1

/* Every kernel's string pool starts with the kernel name followed by the
 * names of the predefined variables, in this order (measured). */
extern const char *const visa_binary_predefined_names[];
extern const int visa_binary_predefined_name_count;
/* Of those, the first this many are general variables V0, V1, ... */
extern const int visa_binary_predefined_general_count;

/* Element type codes (bit_properties bits 0-3, immediates, indirects). */
enum visa_binary_type {
    VISA_BINARY_TYPE_UD = 0x0,
    VISA_BINARY_TYPE_D = 0x1,
    VISA_BINARY_TYPE_UW = 0x2,
    VISA_BINARY_TYPE_W = 0x3,
    VISA_BINARY_TYPE_UB = 0x4,
    VISA_BINARY_TYPE_B = 0x5,
    VISA_BINARY_TYPE_DF = 0x6,
    VISA_BINARY_TYPE_F = 0x7,
    VISA_BINARY_TYPE_V = 0x8,
    VISA_BINARY_TYPE_VF = 0x9,
    VISA_BINARY_TYPE_BOOL = 0xA,
    VISA_BINARY_TYPE_UQ = 0xB,
    VISA_BINARY_TYPE_UV = 0xC,
    VISA_BINARY_TYPE_Q = 0xD,
    VISA_BINARY_TYPE_HF = 0xE,
    VISA_BINARY_TYPE_BF = 0xF,
};
/* Text name of a type code ("ud", ...), or NULL when unknown. */
const char *visa_binary_type_name(int code);
/* Bytes of an element of the type (immediates: 4 or 8 bytes stored). */
int visa_binary_type_size(int code);

/* Alignment codes (bit_properties bits 4-7) and their bytes (GRF = 32). */
const char *visa_binary_align_name(int code);

/* Vector operand classes (tag bits 0-2); tag bits 3-5 hold a modifier. */
enum visa_binary_operand_class {
    VISA_BINARY_CLASS_GENERAL = 0,
    VISA_BINARY_CLASS_ADDRESS = 1,
    VISA_BINARY_CLASS_PREDICATE = 2,
    VISA_BINARY_CLASS_INDIRECT = 3,
    VISA_BINARY_CLASS_ADDRESS_OF = 4,
    VISA_BINARY_CLASS_IMMEDIATE = 5,
    VISA_BINARY_CLASS_STATE = 6,
};
enum visa_binary_modifier {
    VISA_BINARY_MOD_NONE = 0,
    VISA_BINARY_MOD_ABS = 1,
    VISA_BINARY_MOD_NEG = 2,
    VISA_BINARY_MOD_NEG_ABS = 3,
    VISA_BINARY_MOD_SAT = 4,
    VISA_BINARY_MOD_NOT = 5,
};

/* Region parameters (vstride bits 0-3, width 4-7, hstride 8-11): 0 is
 * "null", 1 is 0 elements, 2 is 1, 3 is 2, 4 is 4, ... 7 is 32.
 * Returns -1 for a value that has no code. */
int visa_binary_region_code(int elements);
int visa_binary_region_value(int code); /* -1: null */

/* Execution size byte: bits 0-2 log2(size), bits 4-7 mask control
 * (0-7 = M1..M8, 8-15 = M1_NM..M8_NM).  Returns -1 for a bad size. */
int visa_binary_exec_size_code(int exec_size);

/* The predicate field: bits 0-11 predicate id (0 = none), bit 15 invert. */
#define VISA_BINARY_PRED_INVERT 0x8000u

/* Input kind byte bits 0-1. */
enum visa_binary_input_class {
    VISA_BINARY_INPUT_GENERAL = 0,
    VISA_BINARY_INPUT_SAMPLER = 1,
    VISA_BINARY_INPUT_SURFACE = 2,
};

/* What one instruction field is, in order after the opcode byte. */
enum visa_binary_field {
    VISA_FIELD_END,       /* end of the list */
    VISA_FIELD_EXEC,      /* UB execution size and mask */
    VISA_FIELD_PRED,      /* UW predicate */
    VISA_FIELD_VECTOR,    /* vector operand (tag + class-specific bytes) */
    VISA_FIELD_RAW,       /* UD variable id, UW byte offset */
    VISA_FIELD_LABEL,     /* UW label id */
    VISA_FIELD_SURFACE,   /* UB surface id */
    VISA_FIELD_UB,        /* UB of instruction-specific meaning */
    VISA_FIELD_UW,        /* UW of instruction-specific meaning (scale: 0) */
    VISA_FIELD_UW_VALUE,  /* UW from the encoding's field values, like a UB */
    VISA_FIELD_HANDLE,    /* UB id of a sampler or surface operand (the
                             next operand slot, unlike SURFACE) */
    VISA_FIELD_RAW_LIST,  /* as many raw operands as the UB before it
                             says (3D sampler parameters) */
    VISA_FIELD_D_VALUE,   /* D (signed 32 bits) from the encoding's field
                             values, like a UB (LSC's address offset) */
};

#define VISA_BINARY_MAX_FIELDS 20

struct visa_binary_instruction_format {
    int opcode;           /* bits 0-7; SVM: its sub-opcode in bits 8-15,
                             written as the byte after the opcode */
    const char *name;     /* as in vISA text */
    enum visa_binary_field fields[VISA_BINARY_MAX_FIELDS];
    /* Names of the VISA_FIELD_UB fields, in order, for the decoder. */
    const char *ub_names[12];
};

/* The format of `opcode`, or NULL when the format has no such opcode here. */
const struct visa_binary_instruction_format *
visa_binary_instruction_format(int opcode);

/* Opcodes cmc emits (numbers from the instruction pages). */
enum visa_binary_opcode {
    VISA_BINARY_OP_ADD = 0x01,
    VISA_BINARY_OP_AVG = 0x02,
    VISA_BINARY_OP_DIV = 0x03,
    VISA_BINARY_OP_MOD = 0x0f,
    VISA_BINARY_OP_MUL = 0x10,
    VISA_BINARY_OP_AND = 0x20,
    VISA_BINARY_OP_OR = 0x21,
    VISA_BINARY_OP_XOR = 0x22,
    VISA_BINARY_OP_NOT = 0x23,
    VISA_BINARY_OP_SHL = 0x24,
    VISA_BINARY_OP_SHR = 0x25,
    VISA_BINARY_OP_ASR = 0x26,
    VISA_BINARY_OP_ADDR_ADD = 0x28,
    VISA_BINARY_OP_MOV = 0x29,
    VISA_BINARY_OP_SEL = 0x2a,
    VISA_BINARY_OP_SETP = 0x2b,
    VISA_BINARY_OP_CMP = 0x2c,
    VISA_BINARY_OP_SUBROUTINE = 0x30,
    VISA_BINARY_OP_LABEL = 0x31,
    VISA_BINARY_OP_JMP = 0x32,
    VISA_BINARY_OP_GOTO = 0x6c,
    VISA_BINARY_OP_CALL = 0x33,
    VISA_BINARY_OP_RET = 0x34,
    VISA_BINARY_OP_OWORD_LD = 0x35,
    VISA_BINARY_OP_OWORD_ST = 0x36,
    VISA_BINARY_OP_SAMPLE_UNORM = 0x41,
    VISA_BINARY_OP_AVS = 0x43,
    VISA_BINARY_OP_3D_SAMPLE = 0x6d,
    VISA_BINARY_OP_3D_LOAD = 0x6e,
    VISA_BINARY_OP_SVM = 0x4e,
    VISA_BINARY_OP_SVM_BLOCK_LD = 0x4e | 0x01 << 8,
    VISA_BINARY_OP_SVM_BLOCK_ST = 0x4e | 0x02 << 8,
    VISA_BINARY_OP_SVM_GATHER = 0x4e | 0x03 << 8,
    VISA_BINARY_OP_SVM_SCATTER = 0x4e | 0x04 << 8,
    VISA_BINARY_OP_SVM_ATOMIC = 0x4e | 0x05 << 8,
    /* the media sampler's video analytics: the sub-opcode is the byte
     * after the opcode, as for SVM (VISA_BINARY_OP_VA_SUB) */
    VISA_BINARY_OP_VA = 0x44,
    VISA_BINARY_OP_VA_SKL_PLUS = 0x4d,
    VISA_BINARY_OP_MIN_MAX = 0x45,
    VISA_BINARY_OP_MAD = 0x0c,
    VISA_BINARY_OP_MULH = 0x0d,
    VISA_BINARY_OP_INV = 0x1b,
    VISA_BINARY_OP_SQRT = 0x19,
    VISA_BINARY_OP_RNDD = 0x12,
    VISA_BINARY_OP_RNDU = 0x13,
    VISA_BINARY_OP_RNDE = 0x14,
    VISA_BINARY_OP_RNDZ = 0x15,
    VISA_BINARY_OP_FRC = 0x09,
    VISA_BINARY_OP_LZD = 0x1f,
    VISA_BINARY_OP_CBIT = 0x27,
    VISA_BINARY_OP_FBL = 0x2e,
    VISA_BINARY_OP_FBH = 0x2f,
    VISA_BINARY_OP_BFREV = 0x48,
    VISA_BINARY_OP_FCVT = 0x1d,
    VISA_BINARY_OP_ROL = 0x80,
    VISA_BINARY_OP_DP4A = 0x82,
    VISA_BINARY_OP_DPAS = 0x83,
    VISA_BINARY_OP_BFN = 0x85,
    VISA_BINARY_OP_DPASW = 0x1c,
    VISA_BINARY_OP_ROR = 0x81,
    VISA_BINARY_OP_LOG = 0x0b,
    VISA_BINARY_OP_EXP = 0x08,
    VISA_BINARY_OP_RSQRT = 0x1a,
    VISA_BINARY_OP_POW = 0x11,
    VISA_BINARY_OP_SIN = 0x17,
    VISA_BINARY_OP_COS = 0x18,
    VISA_BINARY_OP_SQRTM = 0x7e,
    VISA_BINARY_OP_DIVM = 0x7f,
    VISA_BINARY_OP_BFE = 0x46,
    VISA_BINARY_OP_BFI = 0x47,
    /* dataport messages and synchronisation (isel_dataport.c) */
    VISA_BINARY_OP_MEDIA_LD = 0x37,
    VISA_BINARY_OP_MEDIA_ST = 0x38,
    VISA_BINARY_OP_OWORD_LD_UNALIGNED = 0x3c,
    VISA_BINARY_OP_BARRIER = 0x59,
    VISA_BINARY_OP_WAIT = 0x5b,
    VISA_BINARY_OP_FENCE = 0x5c,
    VISA_BINARY_OP_GATHER4_SCALED = 0x74,
    VISA_BINARY_OP_SCATTER4_SCALED = 0x75,
    VISA_BINARY_OP_GATHER_SCALED = 0x78,
    VISA_BINARY_OP_SCATTER_SCALED = 0x79,
    VISA_BINARY_OP_SBARRIER = 0x7c,
    VISA_BINARY_OP_NBARRIER = 0x60,
    VISA_BINARY_OP_RAW_SENDS = 0x7a,
    VISA_BINARY_OP_RAW_SEND = 0x5d,
    VISA_BINARY_OP_DWORD_ATOMIC = 0x7d,
    VISA_BINARY_OP_GATHER4_TYPED = 0x4b,
    VISA_BINARY_OP_SCATTER4_TYPED = 0x4c,
    VISA_BINARY_OP_TYPED_ATOMIC = 0x73,
    VISA_BINARY_OP_MOVS = 0x2d,
    /* LSC (LSC_UNTYPED.md): the sub-operation is the byte after the
     * opcode, as for SVM */
    VISA_BINARY_OP_LSC_UNTYPED = 0x89,
    VISA_BINARY_OP_LSC_LOAD = 0x89 | 0x00 << 8,
    VISA_BINARY_OP_LSC_STORE = 0x89 | 0x04 << 8,
    VISA_BINARY_OP_LSC_FENCE = 0x8b,
};
/* The binary opcode of LSC_UNTYPED sub-operation SUBOP. */
#define VISA_BINARY_OP_LSC(subop) (VISA_BINARY_OP_LSC_UNTYPED | (subop) << 8)

/* The binary opcode of video analytics sub-operation SUB of VA (0x44,
 * sub-operations 1..7) or VA_SKL_PLUS (0x4d, 8..0x18). */
#define VISA_BINARY_OP_VA_SUB(opcode, sub) ((opcode) | (sub) << 8)

/* Kernel attributes cmc writes, and how their values are stored. */
#define VISA_BINARY_ATTR_TARGET "Target"   /* 1 byte: 0 = CM */
#define VISA_BINARY_ATTR_SLM_SIZE "SLMSize" /* 4 bytes: the text's value */
#define VISA_BINARY_ATTR_NAMED_BARRIERS "NBarrierCnt" /* 4 bytes */

#endif
