/* alu.c - element types, conversions, saturation and ALU instructions.
 *
 * Takes decoded ALU instructions (add, mul, mad, mov, sel, cmp, logic,
 * shifts, min/max, math, rounding, bit operations, setp, addr_add);
 * guarantees the vISA specification's results (2_datatypes.md and the
 * per-instruction pages):
 *  - every source is read in its own type (with its source modifier) and
 *    the operation is done in the execution type: double if a source is
 *    df, float (IEEE single, round to nearest even) if a source is f or hf,
 *    otherwise exact integer arithmetic;
 *  - the result is converted to the destination type: integers are
 *    truncated to the destination's width, or clamped to its range with
 *    .sat; floats round to nearest even, and .sat clamps them to [0, 1]
 *    (NaN -> 0); float -> integer rounds toward zero and clamps to the
 *    destination's range (NaN -> 0);
 *  - all sources of all channels are read before any channel is written.
 * Exists so that the executor only dispatches. */
#include <fenv.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cmrun/cmrun.h"

__extension__ typedef __int128 wide_int;
__extension__ typedef unsigned __int128 wide_uint;

/* ---- half precision --------------------------------------------------------- */

float cmrun_half_to_float(uint16_t bits)
{
    int sign = bits >> 15, exponent = (bits >> 10) & 0x1f,
        mantissa = bits & 0x3ff;
    float value;
    if (exponent == 0)
        value = ldexpf((float)mantissa, -24);
    else if (exponent == 31)
        value = mantissa ? NAN : INFINITY;
    else
        value = ldexpf((float)(mantissa | 0x400), exponent - 25);
    return sign ? -value : value;
}

uint16_t cmrun_float_to_half(float value)
{
    uint32_t bits;
    memcpy(&bits, &value, 4);
    uint16_t sign = (uint16_t)((bits >> 16) & 0x8000);
    int exponent = (int)((bits >> 23) & 0xff);
    uint32_t mantissa = bits & 0x7fffff;
    if (exponent == 255)
        return (uint16_t)(sign | 0x7c00 | (mantissa ? 0x200 : 0));
    /* Unbiased exponent; half normal range is -14..15. */
    int e = exponent - 127;
    if (e > 15)
        return (uint16_t)(sign | 0x7c00);
    if (exponent == 0 && mantissa == 0)
        return sign;
    uint32_t full = mantissa | (exponent ? 0x800000u : 0);
    int shift; /* bits to drop from the 24-bit significand */
    uint16_t biased;
    if (e >= -14) {
        shift = 13;
        biased = (uint16_t)(e + 15);
    } else {
        shift = 13 + (-14 - e);
        biased = 0;
        if (shift > 24)
            return sign;
    }
    uint32_t kept = full >> shift;
    uint32_t rest = full & ((1u << shift) - 1);
    uint32_t half_way = 1u << (shift - 1);
    if (rest > half_way || (rest == half_way && (kept & 1)))
        kept++;
    uint32_t result;
    if (biased) {
        /* kept includes the implicit bit (0x400); carry may bump the
         * exponent, which the addition handles. */
        result = ((uint32_t)biased << 10) + (kept - 0x400);
    } else {
        result = kept; /* subnormal, may round up to the smallest normal */
    }
    if (result >= 0x7c00)
        return (uint16_t)(sign | 0x7c00);
    return (uint16_t)(sign | result);
}

/* ---- values ------------------------------------------------------------------ */

struct cmrun_value cmrun_value_from_bits(uint64_t bits, enum cmrun_type type)
{
    struct cmrun_value v = {0};
    switch (type) {
    case CMRUN_F: {
        float f;
        uint32_t b = (uint32_t)bits;
        memcpy(&f, &b, 4);
        v.is_float = true;
        v.f = f;
        break;
    }
    case CMRUN_DF:
        v.is_float = true;
        memcpy(&v.f, &bits, 8);
        break;
    case CMRUN_HF:
        v.is_float = true;
        v.f = cmrun_half_to_float((uint16_t)bits);
        break;
    case CMRUN_BF: {
        float f;
        uint32_t b = (uint32_t)(uint16_t)bits << 16;
        memcpy(&f, &b, 4);
        v.is_float = true;
        v.f = f;
        break;
    }
    case CMRUN_UD: v.i = (uint32_t)bits; break;
    case CMRUN_D: v.i = (int32_t)(uint32_t)bits; break;
    case CMRUN_UW: v.i = (uint16_t)bits; break;
    case CMRUN_W: v.i = (int16_t)(uint16_t)bits; break;
    case CMRUN_UB: case CMRUN_BOOL: v.i = (uint8_t)bits; break;
    case CMRUN_B: v.i = (int8_t)(uint8_t)bits; break;
    case CMRUN_UQ: v.i = (int64_t)bits; v.is_unsigned = true; break;
    case CMRUN_Q: v.i = (int64_t)bits; break;
    default: break;
    }
    return v;
}

static wide_int value_as_wide(struct cmrun_value v)
{
    if (v.is_unsigned)
        return (wide_int)(uint64_t)v.i;
    return (wide_int)v.i;
}

static double value_as_double(struct cmrun_value v)
{
    if (v.is_float)
        return v.f;
    if (v.is_unsigned)
        return (double)(uint64_t)v.i;
    return (double)v.i;
}

static float value_as_float(struct cmrun_value v)
{
    if (v.is_float)
        return (float)v.f;
    if (v.is_unsigned)
        return (float)(uint64_t)v.i;
    return (float)v.i;
}

static struct cmrun_value float_value(double f)
{
    struct cmrun_value v = {.is_float = true, .f = f};
    return v;
}

/* An exact integer result; with SATURATE it keeps its magnitude (clamped
 * to 64 bits), otherwise its low 64 bits. */
static struct cmrun_value int_value(wide_int r, bool saturate)
{
    struct cmrun_value v = {0};
    if (!saturate) {
        v.i = (int64_t)(uint64_t)(wide_uint)r;
        return v;
    }
    if (r < INT64_MIN) {
        v.i = INT64_MIN;
    } else if (r > (wide_int)UINT64_MAX) {
        v.i = -1;
        v.is_unsigned = true;
    } else if (r > INT64_MAX) {
        v.i = (int64_t)(uint64_t)r;
        v.is_unsigned = true;
    } else {
        v.i = (int64_t)r;
    }
    return v;
}

static void type_range(enum cmrun_type type, wide_int *low, wide_int *high)
{
    int bits = cmrun_type_size(type) * 8;
    if (cmrun_type_is_signed(type)) {
        *low = -((wide_int)1 << (bits - 1));
        *high = ((wide_int)1 << (bits - 1)) - 1;
    } else {
        *low = 0;
        *high = ((wide_int)1 << bits) - 1;
    }
}

/* A float rounded to bfloat16, to nearest even (vISA's default rounding
 * for a mov to bf); a NaN stays a (quiet) NaN. */
uint16_t cmrun_float_to_bfloat16(float f)
{
    uint32_t bits;
    memcpy(&bits, &f, 4);
    if (isnan(f))
        return (uint16_t)(bits >> 16 | 0x40);
    bits += 0x7fffu + ((bits >> 16) & 1);
    return (uint16_t)(bits >> 16);
}

uint64_t cmrun_value_to_bits(struct cmrun_value value, enum cmrun_type type,
                             bool saturate)
{
    if (cmrun_type_is_float(type)) {
        if (type == CMRUN_DF) {
            double d = value_as_double(value);
            if (saturate)
                d = isnan(d) ? 0.0 : d < 0.0 ? 0.0 : d > 1.0 ? 1.0 : d;
            uint64_t bits;
            memcpy(&bits, &d, 8);
            return bits;
        }
        float f = value_as_float(value);
        if (saturate)
            f = isnan(f) ? 0.0f : f < 0.0f ? 0.0f : f > 1.0f ? 1.0f : f;
        if (type == CMRUN_HF)
            return cmrun_float_to_half(f);
        if (type == CMRUN_BF)
            return cmrun_float_to_bfloat16(f);
        uint32_t bits;
        memcpy(&bits, &f, 4);
        return bits;
    }
    wide_int low, high;
    type_range(type, &low, &high);
    int bits = cmrun_type_size(type) * 8;
    wide_uint mask = bits == 64 ? (wide_uint)UINT64_MAX
                                : (((wide_uint)1 << bits) - 1);
    if (value.is_float) {
        double d = value.f;
        if (isnan(d))
            return 0;
        d = trunc(d);
        if (d <= (double)low)
            return (uint64_t)((wide_uint)low & mask);
        if (d >= (double)high)
            return (uint64_t)((wide_uint)high & mask);
        return (uint64_t)((wide_uint)(wide_int)d & mask);
    }
    wide_int r = value_as_wide(value);
    if (saturate)
        r = r < low ? low : r > high ? high : r;
    return (uint64_t)((wide_uint)r & mask);
}

/* ---- reading and writing operands --------------------------------------------------- */

static struct cmrun_value apply_modifier(struct cmrun_value v,
                                         enum cmrun_modifier modifier)
{
    switch (modifier) {
    case CMRUN_MOD_NEG:
        if (v.is_float)
            v.f = -v.f;
        else
            v = int_value(-value_as_wide(v), true);
        break;
    case CMRUN_MOD_ABS:
    case CMRUN_MOD_NEG_ABS:
        if (v.is_float)
            v.f = fabs(v.f);
        else if (v.i < 0 && !v.is_unsigned)
            v = int_value(-value_as_wide(v), true);
        if (modifier == CMRUN_MOD_NEG_ABS)
            v = apply_modifier(v, CMRUN_MOD_NEG);
        break;
    case CMRUN_MOD_NOT:
        v.i = ~v.i;
        break;
    default:
        break;
    }
    return v;
}

/* Element CHANNEL of a packed vector immediate (2_datatypes.md): V and UV
 * hold eight 4-bit integers, VF four 8-bit restricted floats (sign, 3-bit
 * exponent biased by 3, 4-bit mantissa; all-zero magnitude is 0). */
static struct cmrun_value packed_element(uint64_t bits, enum cmrun_type type,
                                         int channel)
{
    struct cmrun_value v = {0};
    if (type == CMRUN_VF) {
        unsigned byte = (unsigned)(bits >> (8 * (channel % 4))) & 0xff;
        unsigned exponent = (byte >> 4) & 7, mantissa = byte & 15;
        double magnitude = (byte & 0x7f) == 0
                               ? 0.0
                               : ldexp(1.0 + mantissa / 16.0, (int)exponent - 3);
        v.is_float = true;
        v.f = byte & 0x80 ? -magnitude : magnitude;
        return v;
    }
    unsigned nibble = (unsigned)(bits >> (4 * (channel % 8))) & 15;
    v.i = type == CMRUN_V && nibble >= 8 ? (int64_t)nibble - 16 : nibble;
    return v;
}

static uint64_t read_element_bits(struct cmrun_thread *thread,
                                  const struct cmrun_operand *op, int channel,
                                  bool *undefined)
{
    int size = cmrun_type_size(op->type);
    int address = cmrun_element_address(thread, op, channel);
    uint64_t bits = 0;
    cmrun_read_bytes(thread, address, &bits, size, false);
    *undefined = false;
    for (int i = 0; i < size; i++)
        if (!thread->defined[address + i])
            *undefined = true;
    return bits;
}

struct cmrun_value cmrun_read_source(struct cmrun_thread *thread,
                                     const struct cmrun_inst *inst,
                                     int index, int channel)
{
    const struct cmrun_operand *op = &inst->operands[index];
    struct cmrun_value v = {0};
    switch (op->kind) {
    case CMRUN_OPND_IMMEDIATE:
        if (op->type == CMRUN_V || op->type == CMRUN_UV ||
            op->type == CMRUN_VF)
            v = packed_element(op->imm, op->type, channel);
        else
            v = cmrun_value_from_bits(op->imm, op->type);
        break;
    case CMRUN_OPND_DIRECT:
    case CMRUN_OPND_INDIRECT: {
        bool undefined;
        uint64_t bits = read_element_bits(thread, op, channel, &undefined);
        v = cmrun_value_from_bits(bits, op->type);
        v.undefined = undefined;
        break;
    }
    case CMRUN_OPND_ADDRESS:
        v.i = thread->addrs[op->var * CMRUN_MAX_CHANNELS + op->addr_sub +
                            channel * (op->width > 1 ? 1 : 0)];
        break;
    case CMRUN_OPND_ADDRESS_OF:
        v.i = cmrun_var_address(thread->kernel, op->var, op->byte_offset);
        break;
    case CMRUN_OPND_VAR:
        if (thread->kernel->vars[op->var].kind == CMRUN_VAR_PREDICATE) {
            /* mov (1) V P: the predicate's bits as an integer; wider
             * moves give each channel its bit. */
            int bits = thread->kernel->vars[op->var].num_elts;
            uint32_t all = thread->preds[op->var] &
                           (bits >= 32 ? 0xffffffffu : ((1u << bits) - 1));
            if (inst->exec_size == 1)
                v.i = all;
            else
                v.i = (all >> (inst->mask_offset + channel)) & 1;
            break;
        }
        cmrun_fault(thread, "operand %d cannot be read as a value", index);
    default:
        cmrun_fault(thread, "operand %d cannot be read as a value", index);
    }
    return apply_modifier(v, op->modifier);
}

void cmrun_write_destination(struct cmrun_thread *thread,
                             const struct cmrun_inst *inst,
                             const struct cmrun_operand *dst, int channel,
                             struct cmrun_value value)
{
    if (value.undefined && dst->kind == CMRUN_OPND_ADDRESS)
        cmrun_fault(thread,
                    "computes a register address from a register never "
                    "written");
    if (dst->kind == CMRUN_OPND_ADDRESS) {
        thread->addrs[dst->var * CMRUN_MAX_CHANNELS + dst->addr_sub +
                      channel] = (int32_t)value_as_wide(value);
        return;
    }
    if (dst->kind == CMRUN_OPND_VAR &&
        thread->kernel->vars[dst->var].kind == CMRUN_VAR_PREDICATE) {
        uint32_t bit = 1u << (inst->mask_offset + channel);
        if (value_as_wide(value) & 1)
            thread->preds[dst->var] |= bit;
        else
            thread->preds[dst->var] &= ~bit;
        return;
    }
    if (dst->kind != CMRUN_OPND_DIRECT && dst->kind != CMRUN_OPND_INDIRECT)
        cmrun_fault(thread, "the destination is not a register region");
    if (dst->kind == CMRUN_OPND_DIRECT &&
        thread->kernel->vars[dst->var].predefined == CMRUN_PREDEF_NULL)
        return;
    uint64_t bits = cmrun_value_to_bits(value, dst->type, inst->saturate);
    int address = cmrun_element_address(thread, dst, channel);
    int size = cmrun_type_size(dst->type);
    cmrun_write_bytes(thread, address, &bits, size);
    if (value.undefined)
        memset(thread->defined + address, 0, (size_t)size);
}

/* ---- the operations ----------------------------------------------------------------- */

enum exec_kind { EXEC_INT, EXEC_FLOAT, EXEC_DOUBLE };

static enum exec_kind execution_kind(const struct cmrun_inst *inst,
                                     int first, int count)
{
    enum exec_kind kind = EXEC_INT;
    for (int i = first; i < first + count && i < inst->operand_count; i++) {
        enum cmrun_type t = inst->operands[i].type;
        if (inst->operands[i].kind == CMRUN_OPND_VAR ||
            inst->operands[i].kind == CMRUN_OPND_ADDRESS ||
            inst->operands[i].kind == CMRUN_OPND_ADDRESS_OF)
            continue;
        if (t == CMRUN_DF)
            kind = EXEC_DOUBLE;
        else if ((t == CMRUN_F || t == CMRUN_HF) && kind == EXEC_INT)
            kind = EXEC_FLOAT;
    }
    return kind;
}

/* Bits of the integer execution type (for shifts and rotates). */
static int int_exec_bits(const struct cmrun_inst *inst, int first, int count)
{
    int bits = 32;
    for (int i = first; i < first + count && i < inst->operand_count; i++) {
        enum cmrun_type t = inst->operands[i].type;
        if (inst->operands[i].kind != CMRUN_OPND_IMMEDIATE &&
            cmrun_type_size(t) == 8)
            bits = 64;
    }
    if (cmrun_type_size(inst->operands[0].type) == 8)
        bits = 64;
    return bits;
}

static double round_to_kind(double x, enum exec_kind kind)
{
    return kind == EXEC_DOUBLE ? x : (double)(float)x;
}

static struct cmrun_value float_result(double x, enum exec_kind kind)
{
    return float_value(round_to_kind(x, kind));
}

static uint64_t bits_of(struct cmrun_value v, int bits)
{
    uint64_t u = (uint64_t)v.i;
    return bits == 64 ? u : (u & 0xffffffffu);
}

static int64_t signed_of(struct cmrun_value v, int bits)
{
    return bits == 64 ? v.i : (int64_t)(int32_t)(uint32_t)v.i;
}

static int count_leading_zeros(uint32_t x)
{
    int n = 0;
    for (uint32_t bit = 0x80000000u; bit && !(x & bit); bit >>= 1)
        n++;
    return n;
}

/* Two-source operations. */
static struct cmrun_value binary(struct cmrun_thread *thread,
                                 const struct cmrun_inst *inst,
                                 const char *op, struct cmrun_value a,
                                 struct cmrun_value b, enum exec_kind kind,
                                 int bits)
{
    bool sat = inst->saturate;
    if (kind != EXEC_INT) {
        double x = value_as_double(a), y = value_as_double(b);
        if (kind == EXEC_FLOAT) {
            x = (float)x;
            y = (float)y;
        }
        if (!strcmp(op, "add")) return float_result(x + y, kind);
        if (!strcmp(op, "mul")) return float_result(x * y, kind);
        /* div and divm (IEEE): the quotient of the operands' values,
         * computed in double and rounded once to float for float data
         * (double's 53 bits make that rounding correct, as divm's). */
        if (!strcmp(op, "div") || !strcmp(op, "divm"))
            return float_result(x / y, kind);
        if (!strcmp(op, "min")) return float_result(fmin(x, y), kind);
        if (!strcmp(op, "max")) return float_result(fmax(x, y), kind);
        if (!strcmp(op, "pow"))
            return float_result(kind == EXEC_FLOAT ? powf((float)x, (float)y)
                                                   : pow(x, y), kind);
        if (!strcmp(op, "mod")) return float_result(fmod(x, y), kind);
        if (!strcmp(op, "avg")) return float_result((x + y) / 2, kind);
        cmrun_fault(thread, "'%s' on floating-point operands", op);
    }
    wide_int x = value_as_wide(a), y = value_as_wide(b);
    if (!strcmp(op, "add")) return int_value(x + y, sat);
    if (!strcmp(op, "mul")) {
        wide_uint p = (wide_uint)x * (wide_uint)y;
        if (sat)
            return int_value(x * y, true);
        return int_value((wide_int)p, false);
    }
    if (!strcmp(op, "avg")) {
        wide_int s = x + y + 1;
        return int_value(s >= 0 ? s / 2 : -((-s + 1) / 2), sat);
    }
    if (!strcmp(op, "min")) return int_value(x < y ? x : y, sat);
    if (!strcmp(op, "max")) return int_value(x > y ? x : y, sat);
    if (!strcmp(op, "div") || !strcmp(op, "mod")) {
        if (y == 0)
            cmrun_fault(thread, "integer division by zero");
        return int_value(!strcmp(op, "div") ? x / y : x % y, sat);
    }
    if (!strcmp(op, "and")) return int_value(x & y, sat);
    if (!strcmp(op, "or")) return int_value(x | y, sat);
    if (!strcmp(op, "xor")) return int_value(x ^ y, sat);
    int count = (int)((uint64_t)b.i & (uint64_t)(bits - 1));
    if (!strcmp(op, "shl")) {
        uint64_t r = bits_of(a, bits) << count;
        if (bits == 32)
            r &= 0xffffffffu;
        struct cmrun_value v = {0};
        v.i = bits == 32 && cmrun_type_is_signed(inst->operands[1].type)
                  ? (int64_t)(int32_t)(uint32_t)r
                  : (int64_t)r;
        v.is_unsigned = bits == 64 && !cmrun_type_is_signed(inst->operands[1].type);
        return sat ? int_value(value_as_wide(v), true) : v;
    }
    if (!strcmp(op, "shr")) {
        struct cmrun_value v = {0};
        v.i = (int64_t)(bits_of(a, bits) >> count);
        v.is_unsigned = bits == 64;
        return sat ? int_value(value_as_wide(v), true) : v;
    }
    if (!strcmp(op, "asr")) {
        struct cmrun_value v = {0};
        v.i = signed_of(a, bits) >> count;
        return sat ? int_value(value_as_wide(v), true) : v;
    }
    if (!strcmp(op, "rol") || !strcmp(op, "ror")) {
        /* The ROL/ROR pages rotate within src0's own width:
         * RotateMask = sizeof(src0) * 8 - 1, so a word rotates as 16 bits. */
        int width = cmrun_type_size(inst->operands[1].type) == 2 ? 16 : bits;
        uint64_t u = bits_of(a, width);
        int n = (int)((uint64_t)b.i & (uint64_t)(width - 1));
        int c = !strcmp(op, "rol") ? n : (width - n) % width;
        uint64_t r = c ? (u << c) | (u >> (width - c)) : u;
        struct cmrun_value v = {0};
        v.i = (int64_t)(width == 64 ? r : r & ((1ull << width) - 1));
        return v;
    }
    if (!strcmp(op, "mulh")) {
        wide_int p = x * y;
        int shift = bits;
        return int_value(p >> shift, false);
    }
    cmrun_fault(thread, "unknown binary operation '%s'", op);
}

/* x rounded to the nearest integer, ties to even, whatever rounding
 * mode cr0 set for the instruction's arithmetic. */
static double round_half_even(double x)
{
    int mode = fegetround();
    fesetround(FE_TONEAREST);
    double rounded = nearbyint(x);
    fesetround(mode);
    return rounded;
}

/* FCVT between float and tensorfloat32 (the vISA FCVT page): f -> ud
 * rounds to 10 mantissa bits, to nearest even, and flushes denormals to
 * zero (keeping the sign); a NaN stays a NaN (quiet: its top mantissa bit
 * set, so that the cut cannot make it an infinity); ud -> f is the bits
 * unchanged.  The FP8 forms are not emulated. */
static struct cmrun_value tensorfloat_convert(struct cmrun_thread *thread,
                                              const struct cmrun_inst *inst,
                                              struct cmrun_value a)
{
    enum cmrun_type dst = inst->operands[0].type;
    enum cmrun_type src = inst->operands[1].type;
    struct cmrun_value v = {0};
    if ((dst == CMRUN_F) && (src == CMRUN_UD || src == CMRUN_D)) {
        uint32_t bits = (uint32_t)a.i;
        v.is_float = true;
        memcpy(&v.f, &bits, 4);
        return v;
    }
    if ((dst != CMRUN_UD && dst != CMRUN_D) || src != CMRUN_F)
        cmrun_fault(thread, "fcvt converts f and ud (tensorfloat32); its "
                            "FP8 forms are not emulated");
    float f = (float)a.f;
    uint32_t bits;
    memcpy(&bits, &f, 4);
    uint32_t exponent = bits >> 23 & 0xff;
    if (exponent == 0xff)
        bits = (bits & 0x7fffff) ? bits | 0x400000 : bits;
    else if (exponent == 0)
        bits &= 0x80000000u;
    else {
        uint32_t cut = bits & 0x1fff;
        bits &= ~0x1fffu;
        if (cut > 0x1000 || (cut == 0x1000 && (bits & 0x2000)))
            bits += 0x2000;
    }
    v.i = bits & ~0x1fffu;
    return v;
}

static struct cmrun_value unary(struct cmrun_thread *thread,
                                const struct cmrun_inst *inst, const char *op,
                                struct cmrun_value a, enum exec_kind kind)
{
    if (!strcmp(op, "mov"))
        return a;
    if (!strcmp(op, "fcvt"))
        return tensorfloat_convert(thread, inst, a);
    if (!strcmp(op, "not")) {
        a.i = ~a.i;
        return a;
    }
    if (!strcmp(op, "cbit")) {
        uint64_t u = bits_of(a, cmrun_type_size(inst->operands[1].type) == 8 ? 64 : 32);
        u &= cmrun_type_size(inst->operands[1].type) >= 4
                 ? UINT64_MAX
                 : ((UINT64_C(1) << (8 * cmrun_type_size(inst->operands[1].type))) - 1);
        struct cmrun_value v = {0};
        v.i = __builtin_popcountll(u);
        return v;
    }
    if (!strcmp(op, "lzd")) {
        struct cmrun_value v = {0};
        v.i = count_leading_zeros((uint32_t)a.i);
        return v;
    }
    if (!strcmp(op, "fbl")) {
        struct cmrun_value v = {0};
        uint32_t u = (uint32_t)a.i;
        v.i = u ? __builtin_ctz(u) : (int64_t)0xffffffffu;
        return v;
    }
    if (!strcmp(op, "fbh")) {
        struct cmrun_value v = {0};
        uint32_t u = (uint32_t)a.i;
        if (cmrun_type_is_signed(inst->operands[1].type) && (int32_t)u < 0)
            u = ~u;
        v.i = u ? count_leading_zeros(u) : (int64_t)0xffffffffu;
        return v;
    }
    if (!strcmp(op, "bfrev")) {
        uint32_t u = (uint32_t)a.i, r = 0;
        for (int i = 0; i < 32; i++)
            if (u & (1u << i))
                r |= 1u << (31 - i);
        struct cmrun_value v = {0};
        v.i = r;
        return v;
    }
    double x = value_as_double(a);
    if (kind == EXEC_INT)
        kind = EXEC_FLOAT;
    bool single = kind == EXEC_FLOAT;
    if (single)
        x = (float)x;
    if (!strcmp(op, "inv")) return float_result(1.0 / x, kind);
    if (!strcmp(op, "sqrt") || !strcmp(op, "sqrtm")) /* sqrtm: IEEE */
        return float_result(single ? sqrtf((float)x) : sqrt(x), kind);
    if (!strcmp(op, "rsqrt")) return float_result(1.0 / sqrt(x), kind);
    if (!strcmp(op, "log"))
        return float_result(single ? log2f((float)x) : log2(x), kind);
    if (!strcmp(op, "exp"))
        return float_result(single ? exp2f((float)x) : exp2(x), kind);
    if (!strcmp(op, "sin"))
        return float_result(single ? sinf((float)x) : sin(x), kind);
    if (!strcmp(op, "cos"))
        return float_result(single ? cosf((float)x) : cos(x), kind);
    if (!strcmp(op, "frc")) return float_result(x - floor(x), kind);
    if (!strcmp(op, "rndd")) return float_result(floor(x), kind);
    if (!strcmp(op, "rndu")) return float_result(ceil(x), kind);
    if (!strcmp(op, "rndz")) return float_result(trunc(x), kind);
    if (!strcmp(op, "rnde")) return float_result(round_half_even(x), kind);
    cmrun_fault(thread, "unknown unary operation '%s'", op);
}

static struct cmrun_value ternary(struct cmrun_thread *thread,
                                  const struct cmrun_inst *inst,
                                  const char *op, struct cmrun_value a,
                                  struct cmrun_value b, struct cmrun_value c,
                                  enum exec_kind kind)
{
    if (!strcmp(op, "mad")) {
        /* Fused: one rounding, to the destination's type.  Into half,
         * computed in double, not rounded to float first (exact for half
         * operands but for an addend below 2^-31 of the product). */
        if (kind == EXEC_FLOAT && inst->operands[0].type == CMRUN_HF)
            return float_value(fma(value_as_double(a), value_as_double(b),
                                   value_as_double(c)));
        if (kind == EXEC_FLOAT)
            return float_value(fmaf(value_as_float(a), value_as_float(b),
                                    value_as_float(c)));
        if (kind == EXEC_DOUBLE)
            return float_value(fma(value_as_double(a), value_as_double(b),
                                   value_as_double(c)));
        return int_value(value_as_wide(a) * value_as_wide(b) +
                             value_as_wide(c),
                         inst->saturate);
    }
    if (!strcmp(op, "lrp")) {
        float s0 = value_as_float(a), s1 = value_as_float(b),
              s2 = value_as_float(c);
        return float_value(s1 * s0 + s2 * (1.0f - s0));
    }
    if (!strcmp(op, "add3"))
        return int_value(value_as_wide(a) + value_as_wide(b) +
                             value_as_wide(c),
                         inst->saturate);
    if (!strcmp(op, "bfn")) {
        /* BFN page: result bit = bit (s0 + s1 << 1 + s2 << 2) of the
         * function (the .xHH suffix), for each bit of the channel. */
        unsigned function =
            inst->suffix_count ? (unsigned)inst->suffix_values[0] : 0;
        uint64_t x = (uint64_t)a.i, y = (uint64_t)b.i, z = (uint64_t)c.i;
        uint64_t r = 0;
        for (int bit = 0; bit < 32; bit++) {
            unsigned index = (unsigned)(((x >> bit) & 1) |
                                        ((y >> bit) & 1) << 1 |
                                        ((z >> bit) & 1) << 2);
            r |= (uint64_t)((function >> index) & 1) << bit;
        }
        struct cmrun_value v = {0};
        v.i = (int64_t)r;
        return v;
    }
    if (!strcmp(op, "dp4a")) {
        /* DP4A page: src0 + the products of the four bytes of src1 and
         * src2, each byte signed when its source type is. */
        bool signed1 = cmrun_type_is_signed(inst->operands[2].type);
        bool signed2 = cmrun_type_is_signed(inst->operands[3].type);
        wide_int sum = value_as_wide(a);
        for (int k = 0; k < 4; k++) {
            uint32_t p = ((uint32_t)b.i >> (8 * k)) & 0xff;
            uint32_t q = ((uint32_t)c.i >> (8 * k)) & 0xff;
            wide_int x = signed1 ? (int8_t)p : (wide_int)p;
            wide_int y = signed2 ? (int8_t)q : (wide_int)q;
            sum += x * y;
        }
        return int_value(sum, inst->saturate);
    }
    if (!strcmp(op, "bfe")) {
        /* bfe width, offset, value */
        uint32_t width = (uint32_t)a.i & 31, offset = (uint32_t)b.i & 31;
        uint32_t value = (uint32_t)c.i;
        struct cmrun_value v = {0};
        if (width == 0) {
            v.i = 0;
        } else if (width + offset < 32) {
            uint32_t field = (value << (32 - width - offset));
            v.i = cmrun_type_is_signed(inst->operands[3].type)
                      ? (int64_t)((int32_t)field >> (32 - width))
                      : (int64_t)(field >> (32 - width));
        } else {
            v.i = cmrun_type_is_signed(inst->operands[3].type)
                      ? (int64_t)((int32_t)value >> offset)
                      : (int64_t)(value >> offset);
        }
        return v;
    }
    cmrun_fault(thread, "unknown ternary operation '%s'", op);
}

static struct cmrun_value undefined_value(void)
{
    struct cmrun_value v = {0};
    v.undefined = true;
    return v;
}

static bool compare(const char *cond, struct cmrun_value a,
                    struct cmrun_value b, enum exec_kind kind)
{
    if (kind != EXEC_INT) {
        double x = value_as_double(a), y = value_as_double(b);
        if (kind == EXEC_FLOAT) {
            x = (float)x;
            y = (float)y;
        }
        if (!strcmp(cond, "eq")) return x == y;
        if (!strcmp(cond, "ne")) return x != y;
        if (!strcmp(cond, "gt")) return x > y;
        if (!strcmp(cond, "ge")) return x >= y;
        if (!strcmp(cond, "lt")) return x < y;
        if (!strcmp(cond, "le")) return x <= y;
        return false;
    }
    wide_int x = value_as_wide(a), y = value_as_wide(b);
    if (!strcmp(cond, "eq")) return x == y;
    if (!strcmp(cond, "ne")) return x != y;
    if (!strcmp(cond, "gt")) return x > y;
    if (!strcmp(cond, "ge")) return x >= y;
    if (!strcmp(cond, "lt")) return x < y;
    if (!strcmp(cond, "le")) return x <= y;
    return false;
}

static bool is_one_of(const char *op, const char *const *names)
{
    for (; *names; names++)
        if (!strcmp(op, *names))
            return true;
    return false;
}

static const char *const binary_ops[] = {
    "add", "mul", "div", "mod", "avg", "min", "max", "and", "or", "xor",
    "shl", "shr", "asr", "rol", "ror", "pow", "mulh", "divm", NULL};
static const char *const unary_ops[] = {
    "mov", "not", "inv", "sqrt", "sqrtm", "rsqrt", "log", "exp", "sin", "cos",
    "frc",
    "rndd", "rndu", "rndz", "rnde", "lzd", "fbl", "fbh", "cbit", "bfrev",
    "fcvt", NULL};
static const char *const ternary_ops[] = {"mad", "lrp", "add3", "bfe",
                                          "bfn", "dp4a", NULL};

/* Predicate logic: and/or/xor/not with predicate operands. */
static bool execute_predicate_logic(struct cmrun_thread *thread,
                                    const struct cmrun_inst *inst,
                                    uint32_t channels)
{
    const struct cmrun_kernel *k = thread->kernel;
    for (int i = 0; i < inst->operand_count; i++)
        if (inst->operands[i].kind != CMRUN_OPND_VAR ||
            k->vars[inst->operands[i].var].kind != CMRUN_VAR_PREDICATE)
            return false;
    uint32_t a = thread->preds[inst->operands[1].var];
    uint32_t b = inst->operand_count > 2 ? thread->preds[inst->operands[2].var]
                                         : 0;
    uint32_t r;
    if (!strcmp(inst->opcode, "and")) r = a & b;
    else if (!strcmp(inst->opcode, "or")) r = a | b;
    else if (!strcmp(inst->opcode, "xor")) r = a ^ b;
    else if (!strcmp(inst->opcode, "not")) r = ~a;
    else if (!strcmp(inst->opcode, "mov")) r = a;
    else return false;
    uint32_t shifted = channels << inst->mask_offset;
    uint32_t *dst = &thread->preds[inst->operands[0].var];
    *dst = (*dst & ~shifted) | (r & shifted);
    return true;
}

/* mov of a whole element with no conversion: copies bytes and their
 * definedness, so that assembling a vector piecewise never faults. */
static bool is_plain_copy(const struct cmrun_inst *inst)
{
    if (strcmp(inst->opcode, "mov") || inst->saturate || inst->operand_count != 2)
        return false;
    const struct cmrun_operand *d = &inst->operands[0], *s = &inst->operands[1];
    return (d->kind == CMRUN_OPND_DIRECT || d->kind == CMRUN_OPND_INDIRECT) &&
           (s->kind == CMRUN_OPND_DIRECT || s->kind == CMRUN_OPND_INDIRECT) &&
           s->modifier == CMRUN_MOD_NONE && d->type == s->type;
}

static void execute_plain_copy(struct cmrun_thread *thread,
                               const struct cmrun_inst *inst,
                               uint32_t channels)
{
    const struct cmrun_operand *d = &inst->operands[0], *s = &inst->operands[1];
    int size = cmrun_type_size(s->type);
    uint8_t bytes[CMRUN_MAX_CHANNELS][8], defined[CMRUN_MAX_CHANNELS][8];
    for (int c = 0; c < inst->exec_size; c++) {
        if (!(channels & (1u << c)))
            continue;
        int address = cmrun_element_address(thread, s, c);
        memcpy(bytes[c], thread->regs + address, (size_t)size);
        memcpy(defined[c], thread->defined + address, (size_t)size);
    }
    if (d->kind == CMRUN_OPND_DIRECT &&
        thread->kernel->vars[d->var].predefined == CMRUN_PREDEF_NULL)
        return;
    for (int c = 0; c < inst->exec_size; c++) {
        if (!(channels & (1u << c)))
            continue;
        int address = cmrun_element_address(thread, d, c);
        memcpy(thread->regs + address, bytes[c], (size_t)size);
        memcpy(thread->defined + address, defined[c], (size_t)size);
    }
}

static void execute_setp(struct cmrun_thread *thread,
                         const struct cmrun_inst *inst, uint32_t channels)
{
    const struct cmrun_operand *src = &inst->operands[1];
    uint32_t *dst = &thread->preds[inst->operands[0].var];
    bool scalar = src->kind == CMRUN_OPND_IMMEDIATE ||
                  (src->kind == CMRUN_OPND_DIRECT && src->vstride == 0 &&
                   src->hstride == 0 && src->width <= 1);
    uint64_t scalar_bits = scalar ? (uint64_t)cmrun_read_source(thread, inst, 1, 0).i
                                  : 0;
    for (int c = 0; c < inst->exec_size; c++) {
        if (!(channels & (1u << c)))
            continue;
        bool bit = scalar ? (scalar_bits >> c) & 1
                          : cmrun_read_source(thread, inst, 1, c).i & 1;
        uint32_t mask = 1u << (inst->mask_offset + c);
        *dst = bit ? (*dst | mask) : (*dst & ~mask);
    }
}

static bool predicate_bit(const struct cmrun_thread *thread,
                          const struct cmrun_inst *inst, int channel)
{
    bool bit = (thread->preds[inst->pred_var] >>
                (inst->mask_offset + channel)) & 1;
    return bit != inst->pred_invert;
}

/* The host rounding mode of cr0's rounding mode (bits 5:4: to nearest
 * even, towards +infinity, towards -infinity, towards zero). */
static int cr0_rounding(const struct cmrun_thread *thread)
{
    static const int modes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD,
                                FE_TOWARDZERO};
    const struct cmrun_kernel *k = thread->kernel;
    if (k->cr0_var < 0)
        return FE_TONEAREST;
    uint32_t cr0;
    memcpy(&cr0, thread->regs + cmrun_var_address(k, k->cr0_var, 0), 4);
    return modes[(cr0 >> 4) & 3];
}

static bool execute_alu(struct cmrun_thread *thread,
                        const struct cmrun_inst *inst, uint32_t channels);

/* ADDC <dst> <carry> <src0> <src1> (ADDC.md): dst = src0 + src1, carry
 * the carry out (0 or 1); SUBB (SUBB.md): dst = src0 - src1, the borrow
 * 1 where src0 < src1.  Unsigned dwords.  Every source is read before
 * either destination is written. */
static void execute_carry(struct cmrun_thread *thread,
                          const struct cmrun_inst *inst, uint32_t channels,
                          bool subtract)
{
    if (inst->operand_count != 4)
        cmrun_fault(thread, "'%s' needs a destination, a carry and two "
                            "sources", inst->opcode);
    struct cmrun_value sums[CMRUN_MAX_CHANNELS], carries[CMRUN_MAX_CHANNELS];
    for (int c = 0; c < inst->exec_size; c++) {
        if (!(channels & (1u << c)))
            continue;
        struct cmrun_value a = cmrun_read_source(thread, inst, 2, c);
        struct cmrun_value b = cmrun_read_source(thread, inst, 3, c);
        uint32_t x = (uint32_t)value_as_wide(a), y = (uint32_t)value_as_wide(b);
        uint32_t result = subtract ? x - y : x + y;
        bool carry = subtract ? x < y : result < x;
        sums[c] = int_value(result, false);
        carries[c] = int_value(carry, false);
        sums[c].undefined = carries[c].undefined = a.undefined || b.undefined;
    }
    for (int c = 0; c < inst->exec_size; c++) {
        if (!(channels & (1u << c)))
            continue;
        cmrun_write_destination(thread, inst, &inst->operands[0], c, sums[c]);
        cmrun_write_destination(thread, inst, &inst->operands[1], c,
                                carries[c]);
    }
}

/* An ALU instruction with its float results and conversions rounded as
 * cr0 says (2_datatypes.md): the host computes in that rounding mode; the
 * rounding towards +/-infinity and zero of the double an operation is
 * computed in, then of the float, is that of the exact result. */
bool cmrun_execute_alu(struct cmrun_thread *thread,
                       const struct cmrun_inst *inst, uint32_t channels)
{
    int mode = cr0_rounding(thread);
    if (mode == FE_TONEAREST)
        return execute_alu(thread, inst, channels);
    fesetround(mode);
    bool done = execute_alu(thread, inst, channels);
    fesetround(FE_TONEAREST);
    return done;
}

static bool execute_alu(struct cmrun_thread *thread,
                        const struct cmrun_inst *inst, uint32_t channels)
{
    const char *op = inst->opcode;
    int n = inst->exec_size;
    struct cmrun_value results[CMRUN_MAX_CHANNELS];
    if (!strcmp(op, "setp")) {
        execute_setp(thread, inst, channels);
        return true;
    }
    if (cmrun_execute_dpas(thread, inst))
        return true;
    if (is_one_of(op, (const char *const[]){"and", "or", "xor", "not", "mov",
                                             NULL}) &&
        execute_predicate_logic(thread, inst, channels))
        return true;
    if (is_plain_copy(inst)) {
        execute_plain_copy(thread, inst, channels);
        return true;
    }
    if (!strcmp(op, "cmp")) {
        const char *cond = inst->suffix_count ? inst->suffixes[0] : "eq";
        enum exec_kind kind = execution_kind(inst, 1, 2);
        bool truth[CMRUN_MAX_CHANNELS], undefined[CMRUN_MAX_CHANNELS];
        for (int c = 0; c < n; c++) {
            if (!(channels & (1u << c)))
                continue;
            struct cmrun_value a = cmrun_read_source(thread, inst, 1, c);
            struct cmrun_value b = cmrun_read_source(thread, inst, 2, c);
            undefined[c] = a.undefined || b.undefined;
            truth[c] = !undefined[c] && compare(cond, a, b, kind);
        }
        const struct cmrun_operand *dst = &inst->operands[0];
        for (int c = 0; c < n; c++) {
            if (!(channels & (1u << c)))
                continue;
            struct cmrun_value v = {0};
            if (dst->kind == CMRUN_OPND_VAR) {
                v.i = truth[c];
            } else if (cmrun_type_is_float(dst->type)) {
                uint64_t ones = UINT64_MAX;
                v = cmrun_value_from_bits(truth[c] ? ones : 0, dst->type);
            } else {
                v.i = truth[c] ? -1 : 0;
            }
            v.undefined = undefined[c];
            cmrun_write_destination(thread, inst, dst, c, v);
        }
        return true;
    }
    if (!strcmp(op, "sel")) {
        enum exec_kind kind = execution_kind(inst, 1, 2);
        (void)kind;
        for (int c = 0; c < n; c++) {
            if (!(channels & (1u << c)))
                continue;
            bool first = inst->pred_var < 0 || predicate_bit(thread, inst, c);
            results[c] = cmrun_read_source(thread, inst, first ? 1 : 2, c);
        }
    } else if (!strcmp(op, "addr_add")) {
        for (int c = 0; c < n; c++) {
            if (!(channels & (1u << c)))
                continue;
            struct cmrun_value a = cmrun_read_source(thread, inst, 1, c);
            struct cmrun_value b = cmrun_read_source(thread, inst, 2, c);
            /* The hardware adds in 16 bits, so an offset of 0xfff8 means
             * -8; the flat file's addresses do not wrap. */
            int16_t offset = (int16_t)(uint16_t)value_as_wide(b);
            results[c] = int_value(value_as_wide(a) + offset, false);
            results[c].undefined = a.undefined || b.undefined;
        }
    } else if (is_one_of(op, binary_ops)) {
        if (inst->operand_count != 3)
            cmrun_fault(thread, "'%s' needs a destination and two sources", op);
        enum exec_kind kind = execution_kind(inst, 1, 2);
        int bits = int_exec_bits(inst, 1, 2);
        for (int c = 0; c < n; c++) {
            if (!(channels & (1u << c)))
                continue;
            struct cmrun_value a = cmrun_read_source(thread, inst, 1, c);
            struct cmrun_value b = cmrun_read_source(thread, inst, 2, c);
            results[c] = a.undefined || b.undefined
                             ? undefined_value()
                             : binary(thread, inst, op, a, b, kind, bits);
        }
    } else if (is_one_of(op, unary_ops)) {
        if (inst->operand_count != 2)
            cmrun_fault(thread, "'%s' needs a destination and a source", op);
        enum exec_kind kind = execution_kind(inst, 1, 1);
        for (int c = 0; c < n; c++) {
            if (!(channels & (1u << c)))
                continue;
            struct cmrun_value a = cmrun_read_source(thread, inst, 1, c);
            results[c] = a.undefined ? undefined_value()
                                     : unary(thread, inst, op, a, kind);
        }
    } else if (is_one_of(op, ternary_ops)) {
        if (inst->operand_count != 4)
            cmrun_fault(thread, "'%s' needs a destination and three sources",
                        op);
        enum exec_kind kind = execution_kind(inst, 1, 3);
        for (int c = 0; c < n; c++) {
            if (!(channels & (1u << c)))
                continue;
            struct cmrun_value a = cmrun_read_source(thread, inst, 1, c);
            struct cmrun_value b = cmrun_read_source(thread, inst, 2, c);
            struct cmrun_value d = cmrun_read_source(thread, inst, 3, c);
            results[c] = a.undefined || b.undefined || d.undefined
                             ? undefined_value()
                             : ternary(thread, inst, op, a, b, d, kind);
        }
    } else if (!strcmp(op, "addc") || !strcmp(op, "subb")) {
        execute_carry(thread, inst, channels, !strcmp(op, "subb"));
        return true;
    } else if (!strcmp(op, "bfi")) {
        if (inst->operand_count != 5)
            cmrun_fault(thread, "'bfi' needs a destination and four sources");
        for (int c = 0; c < n; c++) {
            if (!(channels & (1u << c)))
                continue;
            uint32_t width = (uint32_t)cmrun_read_source(thread, inst, 1, c).i & 31;
            uint32_t offset = (uint32_t)cmrun_read_source(thread, inst, 2, c).i & 31;
            uint32_t insert = (uint32_t)cmrun_read_source(thread, inst, 3, c).i;
            uint32_t original = (uint32_t)cmrun_read_source(thread, inst, 4, c).i;
            uint32_t mask = (uint32_t)(((UINT64_C(1) << width) - 1) << offset);
            struct cmrun_value v = {0};
            v.i = ((insert << offset) & mask) | (original & ~mask);
            results[c] = v;
        }
    } else {
        return false;
    }
    for (int c = 0; c < n; c++)
        if (channels & (1u << c))
            cmrun_write_destination(thread, inst, &inst->operands[0], c,
                                    results[c]);
    return true;
}
