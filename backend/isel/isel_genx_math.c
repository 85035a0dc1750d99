/* isel_genx_math.c - the genx math and ALU intrinsics: one vISA
 * instruction each.
 *
 * Takes calls of llvm.genx.{inv,log,...,sat,XYadd.sat,XYtrunc.sat,smax,
 * ...}; guarantees the one vISA ALU instruction that computes each, with
 * the operand and destination signedness the intrinsic's name gives (the
 * first letter of XY is the result's, the second the operands'), and
 * .sat where the intrinsic saturates: vISA computes at full precision and
 * clamps to the destination type, which is what the intrinsics mean.
 * BFN's last operand, a constant byte, is its function (the aux field);
 * its sources take only 16-bit immediates, so wider constants go to
 * registers first.
 * (llvm.genx.sat is isel_math.c's.)  Exists so that adding a math
 * intrinsic is one table line. */
#include <string.h>

#include "backend/codegen.h"

/* How an operand or the destination is typed: its LLVM type with the
 * given signedness (floats keep their type). */
enum math_sign {
    SIGN_NATURAL,  /* LLVM integers as signed */
    SIGN_SIGNED,
    SIGN_UNSIGNED,
};

struct math_intrinsic {
    const char *base;
    enum visa_opcode opcode;
    enum math_sign dst_sign;
    enum math_sign src_sign;
    bool saturate;
    bool src_abs;          /* the source has the (abs) modifier */
};

#define SAT_FAMILY(OP, NAME)                                                  \
    {"llvm.genx.ss" NAME ".sat", OP, SIGN_SIGNED, SIGN_SIGNED, true, false},  \
    {"llvm.genx.su" NAME ".sat", OP, SIGN_SIGNED, SIGN_UNSIGNED, true, false},\
    {"llvm.genx.us" NAME ".sat", OP, SIGN_UNSIGNED, SIGN_SIGNED, true, false},\
    {"llvm.genx.uu" NAME ".sat", OP, SIGN_UNSIGNED, SIGN_UNSIGNED, true, false}
#define PLAIN_FAMILY(OP, NAME)                                                \
    {"llvm.genx.ss" NAME, OP, SIGN_SIGNED, SIGN_SIGNED, false, false},        \
    {"llvm.genx.su" NAME, OP, SIGN_SIGNED, SIGN_UNSIGNED, false, false},      \
    {"llvm.genx.us" NAME, OP, SIGN_UNSIGNED, SIGN_SIGNED, false, false},      \
    {"llvm.genx.uu" NAME, OP, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false}
#define FLOAT_OP(NAME, OP)                                                    \
    {"llvm.genx." NAME, OP, SIGN_NATURAL, SIGN_NATURAL, false, false}

static const struct math_intrinsic math_intrinsics[] = {
    FLOAT_OP("inv", VISA_OP_INV),
    FLOAT_OP("log", VISA_OP_LOG),
    FLOAT_OP("exp", VISA_OP_EXP),
    FLOAT_OP("sqrt", VISA_OP_SQRT),
    FLOAT_OP("rsqrt", VISA_OP_RSQRT),
    FLOAT_OP("pow", VISA_OP_POW),
    FLOAT_OP("sin", VISA_OP_SIN),
    FLOAT_OP("cos", VISA_OP_COS),
    FLOAT_OP("frc", VISA_OP_FRC),
    FLOAT_OP("rndd", VISA_OP_RNDD),
    FLOAT_OP("rndu", VISA_OP_RNDU),
    FLOAT_OP("rnde", VISA_OP_RNDE),
    FLOAT_OP("rndz", VISA_OP_RNDZ),
    FLOAT_OP("ieee.sqrt", VISA_OP_SQRTM),
    FLOAT_OP("ieee.div", VISA_OP_DIVM),
    FLOAT_OP("fmax", VISA_OP_MAX),
    FLOAT_OP("fmin", VISA_OP_MIN),
    {"llvm.genx.absf", VISA_OP_MOV, SIGN_NATURAL, SIGN_NATURAL, false, true},
    {"llvm.genx.absi", VISA_OP_MOV, SIGN_SIGNED, SIGN_SIGNED, false, true},
    {"llvm.genx.smax", VISA_OP_MAX, SIGN_SIGNED, SIGN_SIGNED, false, false},
    {"llvm.genx.umax", VISA_OP_MAX, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false},
    {"llvm.genx.smin", VISA_OP_MIN, SIGN_SIGNED, SIGN_SIGNED, false, false},
    {"llvm.genx.umin", VISA_OP_MIN, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false},
    {"llvm.genx.fptosi.sat", VISA_OP_MOV, SIGN_SIGNED, SIGN_NATURAL, true, false},
    {"llvm.genx.fptoui.sat", VISA_OP_MOV, SIGN_UNSIGNED, SIGN_NATURAL, true, false},
    {"llvm.genx.lzd", VISA_OP_LZD, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false},
    {"llvm.genx.cbit", VISA_OP_CBIT, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false},
    {"llvm.genx.fbl", VISA_OP_FBL, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false},
    {"llvm.genx.sfbh", VISA_OP_FBH, SIGN_SIGNED, SIGN_SIGNED, false, false},
    {"llvm.genx.ufbh", VISA_OP_FBH, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false},
    {"llvm.genx.bfrev", VISA_OP_BFREV, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false},
    /* float to tensorfloat32 bits: ud <- f */
    {"llvm.genx.tf32.cvt", VISA_OP_FCVT, SIGN_UNSIGNED, SIGN_NATURAL, false, false},
    {"llvm.genx.sbfe", VISA_OP_BFE, SIGN_SIGNED, SIGN_SIGNED, false, false},
    {"llvm.genx.ubfe", VISA_OP_BFE, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false},
    {"llvm.genx.bfi", VISA_OP_BFI, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false},
    {"llvm.genx.smulh", VISA_OP_MULH, SIGN_SIGNED, SIGN_SIGNED, false, false},
    {"llvm.genx.umulh", VISA_OP_MULH, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false},
    SAT_FAMILY(VISA_OP_ADD, "add"),
    SAT_FAMILY(VISA_OP_MUL, "mul"),
    SAT_FAMILY(VISA_OP_AVG, "avg"),
    SAT_FAMILY(VISA_OP_SHL, "shl"),
    SAT_FAMILY(VISA_OP_MOV, "trunc"),
    PLAIN_FAMILY(VISA_OP_MUL, "mul"),
    PLAIN_FAMILY(VISA_OP_AVG, "avg"),
    PLAIN_FAMILY(VISA_OP_SHL, "shl"),
    SAT_FAMILY(VISA_OP_DP4A, "dp4a"),
    PLAIN_FAMILY(VISA_OP_DP4A, "dp4a"),
    /* bfn(s0, s1, s2, i8 function): the function is BFN's control byte */
    {"llvm.genx.bfn", VISA_OP_BFN, SIGN_UNSIGNED, SIGN_UNSIGNED, false, false},
};

static const struct math_intrinsic *find_math(const char *name)
{
    for (size_t i = 0; i < sizeof math_intrinsics / sizeof math_intrinsics[0];
         i++)
        if (genx_intrinsic_matches(name, math_intrinsics[i].base))
            return &math_intrinsics[i];
    return NULL;
}

static bool typed(struct function_context *fc, LLVMTypeRef llvm_type,
                  enum math_sign sign, enum visa_type *type)
{
    if (!genx_element_type(llvm_type, type) || *type == VISA_TYPE_BOOL) {
        codegen_error(fc, "backend: math intrinsic on this type is not "
                          "supported yet");
        return false;
    }
    if (!visa_type_is_float(*type) && sign != SIGN_NATURAL)
        *type = visa_int_type(visa_type_size(*type), sign == SIGN_SIGNED);
    return true;
}

/* An immediate moved into a new variable of `n` elements. */
static struct visa_operand immediate_in_register(struct function_context *fc,
                                                 struct visa_operand imm, int n)
{
    int grf = fc->cg->platform->grf_bytes;
    int size = visa_type_size(imm.type);
    int var = visa_add_general(fc->kernel, imm.type, n,
                               n > 1 ? grf : (size < 4 ? 4 : size));
    struct visa_inst mov = visa_inst_make(VISA_OP_MOV, n);
    mov.dst = visa_direct(var, imm.type, 0, n, n, 1);
    mov.num_srcs = 1;
    mov.src[0] = imm;
    emit(fc, &mov);
    return n == 1 ? visa_direct(var, imm.type, 0, 0, 1, 0)
                  : visa_direct(var, imm.type, 0, n, n, 1);
}

static void select_math(struct function_context *fc, LLVMValueRef call)
{
    const struct math_intrinsic *math = find_math(genx_callee_name(call));
    enum visa_type dst_type;
    if (!math || !typed(fc, LLVMTypeOf(call), math->dst_sign, &dst_type))
        return;
    struct dst_target target = target_of(fc, call, dst_type);
    struct visa_inst inst = visa_inst_make(math->opcode, target.num_elts);
    inst.dst = target.op;
    inst.pred_var = target.pred_var;
    inst.pred_invert = target.pred_invert;
    inst.saturate = math->saturate || target.saturate;
    inst.num_srcs = LLVMGetNumArgOperands(call);
    if (math->opcode == VISA_OP_BFN) {
        int64_t function = 0;
        if (!genx_const_int(LLVMGetOperand(call, 3), &function)) {
            codegen_error(fc, "backend: the function of bfn must be a "
                              "constant");
            return;
        }
        inst.aux = (int)(function & 0xff);
        inst.num_srcs = 3;
    }
    if (inst.num_srcs > VISA_MAX_SRCS) {
        codegen_error(fc, "backend: too many operands for a math intrinsic");
        return;
    }
    bool all_immediate = true;
    for (int i = 0; i < inst.num_srcs; i++) {
        LLVMValueRef operand = LLVMGetOperand(call, (unsigned)i);
        enum visa_type src_type;
        if (!typed(fc, LLVMTypeOf(operand), math->src_sign, &src_type))
            return;
        inst.src[i] = read_value(fc, operand, src_type);
        if (math->opcode == VISA_OP_BFN &&
            inst.src[i].kind == VISA_OPND_IMMEDIATE &&
            visa_type_size(src_type) > 2)
            inst.src[i] =
                immediate_in_register(fc, inst.src[i], target.num_elts);
        all_immediate &= inst.src[i].kind == VISA_OPND_IMMEDIATE;
    }
    /* vISA needs a register in src0 of most instructions; a constant
     * operand only remains at -O0 or for intrinsics LLVM cannot fold. */
    if (all_immediate || (math->src_abs && inst.src[0].kind == VISA_OPND_IMMEDIATE))
        inst.src[0] = immediate_in_register(fc, inst.src[0], target.num_elts);
    if (math->src_abs)
        inst.src[0].modifier = VISA_MOD_ABS;
    emit(fc, &inst);
}

/* The table entries handed to isel_intrinsics.c: all math intrinsics
 * share one selector, so one entry per kind is enough. */
static const struct intrinsic_entry math_entry = {
    "llvm.genx.math", INTRINSIC_OTHER, false, select_math, NULL, 0,
};

const struct intrinsic_entry *genx_math_intrinsic_find(const char *name)
{
    return name && find_math(name) ? &math_entry : NULL;
}
