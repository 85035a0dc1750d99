/* isel_raw_send.c - raw message sends: llvm.genx.raw.send2 and
 * llvm.genx.raw.sends2, each with or without a result (.noresult).
 *
 * Takes the four intrinsics as vc-intrinsics' Intrinsic_definitions.py
 * defines them (i8 modifiers: bit 0 sendc, bit 1 EOT; i8 exec size: vISA's
 * Exec_size code, log2 of the channels; a predicate; i8 register counts;
 * i8 SFID; i32 extended descriptor and descriptor; the payloads; a
 * result's old value); guarantees one vISA RAW_SENDS per call (a send
 * without a second payload has numSrc1 0 and %null there, as vISA allows),
 * or for sendc, which this GenX_IR's text has only for RAW_SEND
 * (raw_sendc, no raw_sendsc), one RAW_SEND: no second payload, no EOT,
 * the extended descriptor an immediate whose bits 3:0 are the SFID,
 * the descriptors as UD scalars (immediate or variable), the payloads and
 * the response as raw operands in GRF-aligned variables, the predicate
 * when it is not all true, and the old value copied into the response
 * first, so that registers the message does not write keep it.  What this
 * GenX_IR cannot take (sendc on a split send or with EOT or a variable
 * extended descriptor) is reported at the call, never emitted. */
#include <string.h>

#include "backend/codegen.h"

/* Where the operands of one of the four intrinsics are. */
struct raw_send_layout {
    bool split;       /* a second payload (raw.sends2) */
    bool result;      /* a response (not .noresult) */
};

/* Operand indices, counted from the layout: modifiers 0, exec 1,
 * predicate 2, numSrc0 3, [numSrc1], [numDst], sfid, exDesc, desc, src0,
 * [src1], [old_dst]. */
struct raw_send_operands {
    unsigned num_src1, num_dst, sfid, ex_desc, desc, src0, src1, old_dst;
};

static struct raw_send_operands operand_indices(struct raw_send_layout l)
{
    struct raw_send_operands o;
    unsigned next = 4;
    o.num_src1 = l.split ? next++ : 0;
    o.num_dst = l.result ? next++ : 0;
    o.sfid = next++;
    o.ex_desc = next++;
    o.desc = next++;
    o.src0 = next++;
    o.src1 = l.split ? next++ : 0;
    o.old_dst = l.result ? next++ : 0;
    return o;
}

static bool constant_byte(struct function_context *fc, LLVMValueRef call,
                          unsigned index, const char *what, int *out)
{
    int64_t value;
    if (!genx_const_int(LLVMGetOperand(call, index), &value) || value < 0 ||
        value > 255) {
        codegen_error(fc, "backend: the %s of a raw send must be a constant "
                          "byte",
                      what);
        return false;
    }
    *out = (int)value;
    return true;
}

/* The response: the call's own variable, holding the old value first
 * unless that is undefined. */
static struct visa_operand response_operand(struct function_context *fc,
                                            LLVMValueRef call,
                                            LLVMValueRef old)
{
    enum visa_type type;
    if (!genx_element_type(LLVMTypeOf(call), &type) || type == VISA_TYPE_BOOL)
        type = VISA_TYPE_UD;
    return message_result_holding_old(fc, call, old, type);
}

/* Modifiers, exec size and predicate of the message. */
static bool message_control(struct function_context *fc, LLVMValueRef call,
                            struct visa_inst *send)
{
    int modifiers, exec_code;
    if (!constant_byte(fc, call, 0, "modifier", &modifiers) ||
        !constant_byte(fc, call, 1, "execution size", &exec_code))
        return false;
    if (modifiers > 3 || exec_code > 5) {
        codegen_error(fc, "backend: a raw send's modifiers (%d) or execution "
                          "size code (%d) are out of range",
                      modifiers, exec_code);
        return false;
    }
    send->exec_size = 1 << exec_code;
    send->aux = modifiers;
    LLVMValueRef mask = LLVMGetOperand(call, 2);
    int channels = genx_num_elements(LLVMTypeOf(mask));
    int pred = dataport_message_predicate(fc, mask, send->exec_size);
    if (pred >= 0 && channels != send->exec_size) {
        codegen_error(fc, "backend: a raw send of %d channels has a predicate "
                          "of %d",
                      send->exec_size, channels);
        return false;
    }
    send->pred_var = pred;
    return true;
}

/* sendc: RAW_SEND, whose extended descriptor carries the SFID. */
static bool as_raw_send(struct function_context *fc, struct visa_inst *send,
                        int num_src1)
{
    if (num_src1 > 0 || (send->aux & 2) ||
        send->src[0].kind != VISA_OPND_IMMEDIATE) {
        codegen_error(fc, "backend: sendc needs a message without a second "
                          "payload or EOT and a constant extended "
                          "descriptor (this GenX_IR's vISA text has "
                          "raw_sendc, not raw_sendsc)");
        return false;
    }
    send->opcode = VISA_OP_RAW_SEND;
    send->src[0] = visa_imm(VISA_TYPE_UD,
                            (send->src[0].imm & 0xfffffff0ull) |
                                (uint64_t)(send->aux2 & 0xf));
    return true;
}

static void select_raw_send(struct function_context *fc, LLVMValueRef call,
                            struct raw_send_layout layout)
{
    struct raw_send_operands o = operand_indices(layout);
    struct visa_inst send = visa_inst_make(VISA_OP_RAW_SENDS, 1);
    int num_src0, num_src1 = 0, num_dst = 0, sfid;
    if (!message_control(fc, call, &send) ||
        !constant_byte(fc, call, 3, "source 0 register count", &num_src0) ||
        (layout.split &&
         !constant_byte(fc, call, o.num_src1, "source 1 register count",
                        &num_src1)) ||
        (layout.result &&
         !constant_byte(fc, call, o.num_dst, "response register count",
                        &num_dst)) ||
        !constant_byte(fc, call, o.sfid, "shared function id", &sfid))
        return;
    send.aux2 = sfid;
    send.aux3 = num_src0 | num_src1 << 8 | num_dst << 16;
    send.num_srcs = 4;
    send.src[0] = read_value(fc, LLVMGetOperand(call, o.ex_desc),
                             VISA_TYPE_UD);
    if ((send.aux & 1) && !as_raw_send(fc, &send, num_src1))
        return;
    send.src[1] = read_value(fc, LLVMGetOperand(call, o.desc), VISA_TYPE_UD);
    send.src[2] = message_source(fc, LLVMGetOperand(call, o.src0));
    if (layout.split && num_src1 > 0)
        send.src[3] = message_source(fc, LLVMGetOperand(call, o.src1));
    if (layout.result && num_dst > 0)
        send.dst = response_operand(fc, call, LLVMGetOperand(call, o.old_dst));
    emit(fc, &send);
}

static void select_raw_send2(struct function_context *fc, LLVMValueRef call)
{
    select_raw_send(fc, call, (struct raw_send_layout){false, true});
}

static void select_raw_send2_noresult(struct function_context *fc,
                                      LLVMValueRef call)
{
    select_raw_send(fc, call, (struct raw_send_layout){false, false});
}

static void select_raw_sends2(struct function_context *fc, LLVMValueRef call)
{
    select_raw_send(fc, call, (struct raw_send_layout){true, true});
}

static void select_raw_sends2_noresult(struct function_context *fc,
                                       LLVMValueRef call)
{
    select_raw_send(fc, call, (struct raw_send_layout){true, false});
}

static const struct intrinsic_entry raw_send_intrinsics[] = {
    {"llvm.genx.raw.send2", INTRINSIC_OTHER, true, select_raw_send2, NULL, 0},
    {"llvm.genx.raw.send2.noresult", INTRINSIC_OTHER, true,
     select_raw_send2_noresult, NULL, 0},
    {"llvm.genx.raw.sends2", INTRINSIC_OTHER, true, select_raw_sends2, NULL,
     0},
    {"llvm.genx.raw.sends2.noresult", INTRINSIC_OTHER, true,
     select_raw_sends2_noresult, NULL, 0},
};

const struct intrinsic_entry *raw_send_intrinsic_find(const char *name)
{
    for (size_t i = 0;
         i < sizeof raw_send_intrinsics / sizeof raw_send_intrinsics[0]; i++)
        if (genx_intrinsic_matches(name, raw_send_intrinsics[i].base))
            return &raw_send_intrinsics[i];
    return NULL;
}
