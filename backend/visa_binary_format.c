/* visa_binary_format.c - the tables of visa_binary_format.h.
 *
 * Takes nothing; guarantees one description of the .isa format (type and
 * alignment codes, region codes, instruction field layouts) shared by the
 * writer and the decoder.  Adding an instruction to the binary format means
 * adding one row to `instruction_formats`. */
#include <stddef.h>

#include "backend/visa_binary_format.h"

const char *const visa_binary_predefined_names[] = {
    /* general variables V0-V20 */
    "%null", "%thread_x", "%thread_y", "%group_id_x", "%group_id_y",
    "%group_id_z", "%tsc", "%r0", "%arg", "%retval", "%sp", "%fp", "%hw_id",
    "%sr0", "%cr0", "%ce0", "%dbg0", "%color", "%impl_arg_buf_ptr",
    "%local_id_buf_ptr", "%msg0",
    /* surfaces T0-T5 */
    "%slm", "T1", "T2", "TSS", "%bss", "%scratch",
    /* the bindless sampler */
    "S31",
};
const int visa_binary_predefined_name_count =
    (int)(sizeof visa_binary_predefined_names /
          sizeof visa_binary_predefined_names[0]);
const int visa_binary_predefined_general_count = 21;

static const struct {
    const char *name;
    int size;
} type_codes[16] = {
    [VISA_BINARY_TYPE_UD] = {"ud", 4}, [VISA_BINARY_TYPE_D] = {"d", 4},
    [VISA_BINARY_TYPE_UW] = {"uw", 2}, [VISA_BINARY_TYPE_W] = {"w", 2},
    [VISA_BINARY_TYPE_UB] = {"ub", 1}, [VISA_BINARY_TYPE_B] = {"b", 1},
    [VISA_BINARY_TYPE_DF] = {"df", 8}, [VISA_BINARY_TYPE_F] = {"f", 4},
    [VISA_BINARY_TYPE_V] = {"v", 4},   [VISA_BINARY_TYPE_VF] = {"vf", 4},
    [VISA_BINARY_TYPE_BOOL] = {"bool", 1},
    [VISA_BINARY_TYPE_UQ] = {"uq", 8}, [VISA_BINARY_TYPE_UV] = {"uv", 4},
    [VISA_BINARY_TYPE_Q] = {"q", 8},   [VISA_BINARY_TYPE_HF] = {"hf", 2},
    [VISA_BINARY_TYPE_BF] = {"bf", 2},
};

const char *visa_binary_type_name(int code)
{
    return code >= 0 && code < 16 ? type_codes[code].name : NULL;
}

int visa_binary_type_size(int code)
{
    return code >= 0 && code < 16 ? type_codes[code].size : 0;
}

const char *visa_binary_align_name(int code)
{
    static const char *const names[] = {
        "byte", "word", "dword", "qword", "oword",
        "GRF",  "GRFx2", "hword", "wordx32", "wordx64",
    };
    if (code < 0 || code >= (int)(sizeof names / sizeof names[0]))
        return NULL;
    return names[code];
}

int visa_binary_region_code(int elements)
{
    switch (elements) {
    case 0: return 1;
    case 1: return 2;
    case 2: return 3;
    case 4: return 4;
    case 8: return 5;
    case 16: return 6;
    case 32: return 7;
    default: return -1;
    }
}

int visa_binary_region_value(int code)
{
    static const int values[] = {-1, 0, 1, 2, 4, 8, 16, 32};
    return code >= 0 && code < 8 ? values[code] : -1;
}

int visa_binary_exec_size_code(int exec_size)
{
    for (int code = 0; code <= 5; code++)
        if (exec_size == 1 << code)
            return code;
    return -1;
}

#define E VISA_FIELD_EXEC
#define P VISA_FIELD_PRED
#define V VISA_FIELD_VECTOR
#define R VISA_FIELD_RAW
#define L VISA_FIELD_LABEL
#define S VISA_FIELD_SURFACE
#define U VISA_FIELD_UB
#define W VISA_FIELD_UW
#define H VISA_FIELD_HANDLE
#define O VISA_FIELD_UW_VALUE
#define RL VISA_FIELD_RAW_LIST
#define DV VISA_FIELD_D_VALUE

/* LSC_UNTYPED's load, store and atomic layout (the second table of
 * LSC_UNTYPED.md; GenX_IR 1.0.12504 writes the same fields). */
#define LSC_UNTYPED_FIELDS                                                    \
    {E, P, U, U, U, U, O, DV, U, U, U, U, U, V, R, R, R, R},                  \
    {"sfid", "cache_l1", "cache_l3", "addr_type", "addr_scale",              \
     "addr_offset", "addr_size", "data_size", "data_order", "elems",          \
     "chmask"}
#define LSC_UNTYPED(subop, name)                                              \
    {VISA_BINARY_OP_LSC(subop), name, LSC_UNTYPED_FIELDS}

#define VA(sub) VISA_BINARY_OP_VA_SUB(VISA_BINARY_OP_VA, sub)
#define VA_PLUS(sub) VISA_BINARY_OP_VA_SUB(VISA_BINARY_OP_VA_SKL_PLUS, sub)

/* Field layouts from the instruction pages (documentation/visa/
 * instructions/<NAME>.md, "Format"). */
static const struct visa_binary_instruction_format instruction_formats[] = {
    {VISA_BINARY_OP_ADD, "add", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_AVG, "avg", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_DIV, "div", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_MOD, "mod", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_MUL, "mul", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_AND, "and", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_OR, "or", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_XOR, "xor", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_NOT, "not", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_SHL, "shl", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_SHR, "shr", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_ASR, "asr", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_ADDR_ADD, "addr_add", {E, V, V, V}, {0}},
    {VISA_BINARY_OP_MOV, "mov", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_SEL, "sel", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_SETP, "setp", {E, V, V}, {0}},
    {VISA_BINARY_OP_CMP, "cmp", {E, U, V, V, V}, {"rel_op"}},
    {VISA_BINARY_OP_SUBROUTINE, "subroutine", {L}, {0}},
    {VISA_BINARY_OP_LABEL, "label", {L}, {0}},
    {VISA_BINARY_OP_JMP, "jmp", {E, P, L}, {0}},
    {VISA_BINARY_OP_GOTO, "goto", {E, P, L}, {0}},
    {VISA_BINARY_OP_CALL, "call", {E, P, L}, {0}},
    {VISA_BINARY_OP_RET, "ret", {E, P}, {0}},
    {VISA_BINARY_OP_OWORD_LD, "oword_ld", {U, U, S, V, R},
     {"size", "is_modified"}},
    {VISA_BINARY_OP_OWORD_ST, "oword_st", {U, S, V, R}, {"size"}},
    {VISA_BINARY_OP_SVM_BLOCK_LD, "svm_block_ld", {U, V, R}, {"properties"}},
    {VISA_BINARY_OP_SVM_BLOCK_ST, "svm_block_st", {U, V, R}, {"properties"}},
    {VISA_BINARY_OP_SVM_GATHER, "svm_gather", {E, P, U, U, R, R},
     {"block_size", "num_blocks"}},
    {VISA_BINARY_OP_SVM_SCATTER, "svm_scatter", {E, P, U, U, R, R},
     {"block_size", "num_blocks"}},
    {VISA_BINARY_OP_SVM_ATOMIC, "svm_atomic", {E, P, U, R, R, R, R}, {"op"}},
    {VISA_BINARY_OP_SAMPLE_UNORM, "sample_unorm", {U, H, H, V, V, V, V, R},
     {"channels"}},
    /* AVS.md: channels, sampler, surface, u, v, du, dv, u2d, groupID,
     * verticalBlockNumber, cntrl, v2d, execMode, IEFBypass, dst */
    {VISA_BINARY_OP_AVS, "avs", {U, H, H, V, V, V, V, V, V, V, U, V, U, V, R},
     {"channels", "cntrl", "exec_mode"}},
    /* The video analytics (VA, VA_SKL_PLUS): the sub-opcode byte, then
     * these fields, as GenX_IR 1.0.12504's binary reader takes them
     * (ByteCodeReaderNG.cpp, IsaDescription.cpp's sub-opcode tables). */
    {VA(0x01), "va_convolve_2d", {H, H, V, V, U, R}, {"properties"}},
    {VA(0x02), "va_minmax", {H, V, V, V, R}, {0}},
    {VA(0x03), "va_minmaxfilter", {H, H, V, V, U, U, V, R},
     {"cntrl", "exec_mode"}},
    {VA(0x04), "va_erode", {H, H, V, V, U, R}, {"exec_mode"}},
    {VA(0x05), "va_dilate", {H, H, V, V, U, R}, {"exec_mode"}},
    {VA(0x06), "va_boolcentroid", {H, V, V, V, V, R}, {0}},
    {VA(0x07), "va_centroid", {H, V, V, V, R}, {0}},
    {VA_PLUS(0x08), "va_convolve_1d_v", {H, H, V, V, U, R}, {"mode"}},
    {VA_PLUS(0x09), "va_convolve_1d_h", {H, H, V, V, U, R}, {"mode"}},
    {VA_PLUS(0x0a), "va_convolve_1pixel", {H, H, V, V, U, R, R}, {"mode"}},
    {VA_PLUS(0x0b), "va_floodfill", {U, R, V, V, V, R}, {"is8connect"}},
    {VA_PLUS(0x0c), "va_lbpcreation", {H, V, V, U, R}, {"mode"}},
    {VA_PLUS(0x0d), "va_lbpcorrelation", {H, V, V, V, R}, {0}},
    {VA_PLUS(0x0f), "va_correlationsearch", {H, V, V, V, V, V, V, V, V, R},
     {0}},
    {VA_PLUS(0x10), "va_hdc_convolve_2d", {H, H, V, V, U, H, V, V},
     {"properties"}},
    {VA_PLUS(0x11), "va_hdc_minmaxfilter", {H, H, V, V, U, U, H, V, V},
     {"format", "mmf_mode"}},
    {VA_PLUS(0x12), "va_hdc_erode", {H, H, V, V, H, V, V}, {0}},
    {VA_PLUS(0x13), "va_hdc_dilate", {H, H, V, V, H, V, V}, {0}},
    {VA_PLUS(0x14), "va_hdc_lbpcorrelation", {H, V, V, V, H, V, V}, {0}},
    {VA_PLUS(0x15), "va_hdc_lbpcreation", {H, V, V, U, H, V, V}, {"mode"}},
    {VA_PLUS(0x16), "va_hdc_convolve_1d_h", {H, H, V, V, U, H, V, V},
     {"format"}},
    {VA_PLUS(0x17), "va_hdc_convolve_1d_v", {H, H, V, V, U, H, V, V},
     {"format"}},
    {VA_PLUS(0x18), "va_hdc_convolve_1pixel", {H, H, V, V, U, R, H, V, V},
     {"format"}},
    {VISA_BINARY_OP_3D_SAMPLE, "sample_3d", {O, E, P, U, V, H, H, R, U, RL},
     {"op", "channels", "params"}},
    {VISA_BINARY_OP_3D_LOAD, "load_3d", {O, E, P, U, V, H, R, U, RL},
     {"op", "channels", "params"}},
    {VISA_BINARY_OP_MIN_MAX, "min_max", {E, U, V, V, V}, {"op"}},
    {VISA_BINARY_OP_MAD, "mad", {E, P, V, V, V, V}, {0}},
    {VISA_BINARY_OP_MULH, "mulh", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_INV, "inv", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_SQRT, "sqrt", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_RNDD, "rndd", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_RNDU, "rndu", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_RNDE, "rnde", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_RNDZ, "rndz", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_FRC, "frc", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_LZD, "lzd", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_CBIT, "cbit", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_FBL, "fbl", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_FBH, "fbh", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_BFREV, "bfrev", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_FCVT, "fcvt", {E, V, V}, {0}},
    {VISA_BINARY_OP_ROL, "rol", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_ROR, "ror", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_LOG, "log", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_EXP, "exp", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_RSQRT, "rsqrt", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_POW, "pow", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_SIN, "sin", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_COS, "cos", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_SQRTM, "sqrtm", {E, P, V, V}, {0}},
    {VISA_BINARY_OP_DIVM, "divm", {E, P, V, V, V}, {0}},
    {VISA_BINARY_OP_BFE, "bfe", {E, P, V, V, V, V}, {0}},
    {VISA_BINARY_OP_BFI, "bfi", {E, P, V, V, V, V, V}, {0}},
    {VISA_BINARY_OP_BFN, "bfn", {E, P, V, V, V, V, U}, {"function"}},
    {VISA_BINARY_OP_DP4A, "dp4a", {E, P, V, V, V, V}, {0}},
    {VISA_BINARY_OP_DPAS, "dpas", {E, R, R, R, V, U, U, U, U},
     {"W", "A", "SD", "RC"}},
    {VISA_BINARY_OP_DPASW, "dpasw", {E, R, R, R, V, U, U, U, U},
     {"W", "A", "SD", "RC"}},
    {VISA_BINARY_OP_GATHER_SCALED, "gather_scaled", {E, P, U, U, W, S, V, R, R},
     {"block_size", "num_blocks"}},
    {VISA_BINARY_OP_SCATTER_SCALED, "scatter_scaled",
     {E, P, U, U, W, S, V, R, R}, {"block_size", "num_blocks"}},
    {VISA_BINARY_OP_GATHER4_SCALED, "gather4_scaled", {E, P, U, W, S, V, R, R},
     {"channels"}},
    {VISA_BINARY_OP_SCATTER4_SCALED, "scatter4_scaled",
     {E, P, U, W, S, V, R, R}, {"channels"}},
    {VISA_BINARY_OP_DWORD_ATOMIC, "dword_atomic", {U, E, P, S, R, R, R, R},
     {"op"}},
    {VISA_BINARY_OP_OWORD_LD_UNALIGNED, "oword_ld_unaligned", {U, U, S, V, R},
     {"size", "is_modified"}},
    {VISA_BINARY_OP_MEDIA_LD, "media_ld", {U, S, U, U, U, V, V, R},
     {"modifiers", "plane"}},
    {VISA_BINARY_OP_MEDIA_ST, "media_st", {U, S, U, U, U, V, V, R},
     {"modifiers", "plane"}},
    {VISA_BINARY_OP_BARRIER, "barrier", {VISA_FIELD_END}, {0}},
    {VISA_BINARY_OP_SBARRIER, "sbarrier", {U}, {"mode"}},
    /* NBARRIER.md of GenX_IR 1.0.12504: mode, id, thread count (a wait
     * repeats the id there, as GenX_IR writes it) */
    {VISA_BINARY_OP_NBARRIER, "nbarrier", {U, V, V}, {"mode"}},
    {VISA_BINARY_OP_FENCE, "fence", {U}, {"mask"}},
    /* RAW_SENDS.md's fields in the order GenX_IR 1.0.12504 writes them:
     * modifiers, exec, pred, numSrc0, numSrc1, numDst, SFID (the page
     * lists the SFID before the counts), exDesc, desc, src0, src1, dst */
    /* RAW_SEND.md: modifiers, exec, pred, exDesc (UD), numSrc, numDst,
     * desc, src, dst */
    {VISA_BINARY_OP_RAW_SEND, "raw_send", {U, E, P, DV, U, U, V, R, R},
     {"modifiers", "ex_desc", "num_src", "num_dst"}},
    {VISA_BINARY_OP_RAW_SENDS, "raw_sends", {U, E, P, U, U, U, U, V, V, R, R, R},
     {"modifiers", "num_src0", "num_src1", "num_dst", "sfid"}},
    {VISA_BINARY_OP_WAIT, "wait", {V}, {0}},
    {VISA_BINARY_OP_GATHER4_TYPED, "gather4_typed", {E, P, U, S, R, R, R, R, R},
     {"channels"}},
    {VISA_BINARY_OP_SCATTER4_TYPED, "scatter4_typed",
     {E, P, U, S, R, R, R, R, R}, {"channels"}},
    {VISA_BINARY_OP_TYPED_ATOMIC, "typed_atomic",
     {U, E, P, S, R, R, R, R, R, R, R}, {"op"}},
    {VISA_BINARY_OP_MOVS, "movs", {E, V, V}, {0}},
    LSC_UNTYPED(0x00, "lsc_load"),
    /* the third table of LSC_UNTYPED.md: a 2D block's fields, the
     * destination, the six address payload operands and the data */
    {VISA_BINARY_OP_LSC(0x03), "lsc_load_block2d",
     {E, P, U, U, U, U, U, U, O, O, U, R, V, V, V, V, V, V, R},
     {"sfid", "cache_l1", "cache_l3", "data_size", "data_order", "blocks",
      "block_width", "block_height", "vnni"}},
    {VISA_BINARY_OP_LSC(0x07), "lsc_store_block2d",
     {E, P, U, U, U, U, U, U, O, O, U, R, V, V, V, V, V, V, R},
     {"sfid", "cache_l1", "cache_l3", "data_size", "data_order", "blocks",
      "block_width", "block_height", "vnni"}},
    LSC_UNTYPED(0x02, "lsc_load_quad"),
    LSC_UNTYPED(0x04, "lsc_store"),
    LSC_UNTYPED(0x06, "lsc_store_quad"),
    LSC_UNTYPED(0x08, "lsc_atomic_iinc"),
    LSC_UNTYPED(0x09, "lsc_atomic_idec"),
    LSC_UNTYPED(0x0a, "lsc_atomic_load"),
    LSC_UNTYPED(0x0b, "lsc_atomic_store"),
    LSC_UNTYPED(0x0c, "lsc_atomic_iadd"),
    LSC_UNTYPED(0x0d, "lsc_atomic_isub"),
    LSC_UNTYPED(0x0e, "lsc_atomic_smin"),
    LSC_UNTYPED(0x0f, "lsc_atomic_smax"),
    LSC_UNTYPED(0x10, "lsc_atomic_umin"),
    LSC_UNTYPED(0x11, "lsc_atomic_umax"),
    LSC_UNTYPED(0x12, "lsc_atomic_icas"),
    LSC_UNTYPED(0x13, "lsc_atomic_fadd"),
    LSC_UNTYPED(0x14, "lsc_atomic_fsub"),
    LSC_UNTYPED(0x15, "lsc_atomic_fmin"),
    LSC_UNTYPED(0x16, "lsc_atomic_fmax"),
    LSC_UNTYPED(0x17, "lsc_atomic_fcas"),
    LSC_UNTYPED(0x18, "lsc_atomic_and"),
    LSC_UNTYPED(0x19, "lsc_atomic_or"),
    LSC_UNTYPED(0x1a, "lsc_atomic_xor"),
    {VISA_BINARY_OP_LSC_FENCE, "lsc_fence", {E, P, U, U, U},
     {"sfid", "fence_op", "scope"}},
};

const struct visa_binary_instruction_format *
visa_binary_instruction_format(int opcode)
{
    size_t count = sizeof instruction_formats / sizeof instruction_formats[0];
    for (size_t i = 0; i < count; i++)
        if (instruction_formats[i].opcode == opcode)
            return &instruction_formats[i];
    return NULL;
}
