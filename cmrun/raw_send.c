/* raw_send.c - raw message sends (vISA RAW_SENDS, RAW_SEND) by their
 * descriptors.
 *
 * Takes a raw_sends[_eot].<sfid>.<numSrc0>.<numSrc1>.<numDst> instruction
 * (operands: extended descriptor, descriptor, src0, src1, dst), or a
 * raw_send[c] (extended descriptor, numSrc, numDst, descriptor, src, dst;
 * the SFID in the extended descriptor's bits 3:0; sendc waits for a
 * dependency the hardware tracks, which one thread at a time never has)
 * and decodes the message the hardware would: the register counts in the descriptor
 * (message length bits 28:25, response length 24:20, the header bit 19)
 * and the extended descriptor (second payload length bits 10:6) must be
 * the instruction's, and the message must be one cmrun knows:
 *
 *   SFID 10, the data cache's data port (DC0), binding table index in
 *   bits 7:0, message type in bits 18:14, with a header whose dword 2 is
 *   the global offset:
 *     type 0  OWord block read: bits 10:8 the size (0 one OWord in the low
 *             half of a register, 2/3/4 two/four/eight OWords); the offset
 *             in OWords, as vISA's OWORD_LD has it and GenX_IR writes it
 *     type 8  OWord block write: the same fields, the data after the
 *             header (or in src1 of a split send)
 *     type 1 with bit 13 (HWord aligned block read; DG2 and later: before,
 *             bit 13 is reserved and the message is an OWord aligned
 *             block read, as IGA decodes it and GenX_IR annotates it) and
 *             type 9 with bit 13 (HWord aligned block write): bits 10:8
 *             the size, 0..3 for 1, 2, 4, 8 HWords (IGA's decoder,
 *             GenX_IR's annotation of Intel's cm_hword_read); the offset
 *             in bytes, HWord-aligned, as Intel's cm_hword_read/
 *             cm_hword_write put it there
 *   EOT to the shared function GenX_IR ends every kernel with (measured,
 *   igc 1.0.12504: descriptor 0x02000010 to the thread spawner, SFID 7,
 *   up to XeHP_SDV; to the gateway, SFID 3, on DG2, MTL and PVC, where
 *   SFID 7 is the bindless thread dispatcher): the end of the thread.
 *
 * EOT on any message ends the thread after the message.  Everything else
 * -- other data port messages, the video motion estimation engine (VME,
 * SFID 8) and its check and refinement engine (CRE, SFID 13), whose
 * motion search and mode decision are the hardware's algorithms, the gateway's events (signal, monitor and
 * wait: cmrun runs a group's threads one at a time, so a wait for another
 * thread's signal has no faithful meaning), sendc -- is a fault naming the
 * descriptor, never a silent guess. */
#include <string.h>

#include "cmrun/cmrun.h"
#include "support/support.h"

#define SFID_GATEWAY 3u
#define SFID_THREAD_SPAWNER 7u
#define SFID_VME 8u
#define SFID_CRE 13u
#define SFID_DATA_CACHE 10u
#define HWORD 32u
#define OWORD 16u

/* One raw send, decoded. */
struct raw_message {
    uint32_t desc, ex_desc;
    unsigned sfid;
    unsigned num_src0, num_src1, num_dst; /* the instruction's counts */
    bool eot;
    const struct cmrun_operand *src0, *src1, *dst;
};

static uint32_t bits(uint32_t value, int high, int low)
{
    return (value >> low) & ((1u << (high - low + 1)) - 1u);
}

static uint32_t descriptor_operand(struct cmrun_thread *thread,
                                   const struct cmrun_inst *inst, int index)
{
    struct cmrun_value v = cmrun_read_source(thread, inst, index, 0);
    if (v.undefined)
        cmrun_fault(thread, "the raw send's %s was never written",
                    index == 0 ? "extended descriptor" : "descriptor");
    return (uint32_t)cmrun_value_to_bits(v, CMRUN_UD, false);
}

/* raw_send[c] (exec) exDesc numSrc numDst desc src dst */
static bool decode_raw_send(struct cmrun_thread *thread,
                            const struct cmrun_inst *inst,
                            struct raw_message *m)
{
    const struct cmrun_operand *o = inst->operands;
    if (inst->suffix_count != 0 || inst->operand_count != 6 ||
        o[0].kind != CMRUN_OPND_NUMBER || o[1].kind != CMRUN_OPND_NUMBER ||
        o[2].kind != CMRUN_OPND_NUMBER || o[1].number < 0 ||
        o[1].number > 31 || o[2].number < 0 || o[2].number > 31)
        return false;
    m->ex_desc = (uint32_t)o[0].number;
    m->sfid = m->ex_desc & 0xf;
    m->num_src0 = (unsigned)o[1].number;
    m->num_src1 = 0;
    m->num_dst = (unsigned)o[2].number;
    m->eot = false;
    m->desc = descriptor_operand(thread, inst, 3);
    m->src0 = &o[4];
    m->src1 = &o[4]; /* never read: no second payload */
    m->dst = &o[5];
    return true;
}

/* raw_sends[c][_eot].<sfid>.<n0>.<n1>.<nd>, as CISA.y reads it, or
 * raw_sends[c].<sfid>.eot.<n0>.<n1>.<nd>, as Intel's newer vISA writers
 * (VectorCompiler's dumps) spell EOT. */
static bool decode_instruction(struct cmrun_thread *thread,
                               const struct cmrun_inst *inst,
                               struct raw_message *m)
{
    const char *op = inst->opcode;
    if (!strcmp(op, "raw_send") || !strcmp(op, "raw_sendc"))
        return decode_raw_send(thread, inst, m);
    bool eot_suffix = inst->suffix_count == 5 &&
                      !strcmp(inst->suffixes[1], "eot");
    if ((inst->suffix_count != 4 && !eot_suffix) || inst->operand_count != 5)
        return false;
    int counts[4], n = 0;
    for (int i = 0; i < inst->suffix_count; i++) {
        if (eot_suffix && i == 1)
            continue;
        if (inst->suffix_values[i] < 0 || inst->suffix_values[i] > 31)
            return false;
        counts[n++] = inst->suffix_values[i];
    }
    m->sfid = (unsigned)counts[0];
    m->num_src0 = (unsigned)counts[1];
    m->num_src1 = (unsigned)counts[2];
    m->num_dst = (unsigned)counts[3];
    size_t length = strlen(op);
    m->eot = eot_suffix ||
             (length > 4 && strcmp(op + length - 4, "_eot") == 0);
    m->ex_desc = descriptor_operand(thread, inst, 0);
    m->desc = descriptor_operand(thread, inst, 1);
    m->src0 = &inst->operands[2];
    m->src1 = &inst->operands[3];
    m->dst = &inst->operands[4];
    return true;
}

/* The register counts the descriptors give must be the instruction's. */
static void check_lengths(struct cmrun_thread *thread,
                          const struct raw_message *m)
{
    unsigned mlen = bits(m->desc, 28, 25), rlen = bits(m->desc, 24, 20);
    unsigned exlen = bits(m->ex_desc, 10, 6);
    if (mlen != m->num_src0 || rlen != m->num_dst || exlen != m->num_src1)
        cmrun_fault(thread,
                    "raw send: descriptor 0x%08x and extended descriptor "
                    "0x%08x give %u + %u payload and %u response registers, "
                    "the instruction %u + %u and %u",
                    m->desc, m->ex_desc, mlen, exlen, rlen, m->num_src0,
                    m->num_src1, m->num_dst);
}

static _Noreturn void unsupported(struct cmrun_thread *thread,
                                  const struct raw_message *m,
                                  const char *what)
{
    cmrun_fault(thread,
                "raw send to SFID %u (descriptor 0x%08x, extended descriptor "
                "0x%08x): cmrun cannot emulate %s",
                m->sfid, m->desc, m->ex_desc, what);
}

/* ---- data port block messages ------------------------------------------- */

/* A block message of the data cache: where, how many bytes, and where
 * the written data starts in the payload. */
struct block_access {
    struct cmrun_surface *surface;
    uint64_t offset;
    unsigned bytes;
};

static uint32_t header_offset(struct cmrun_thread *thread,
                              const struct raw_message *m)
{
    uint32_t offset;
    cmrun_read_raw(thread, m->src0, 8, &offset, 4);
    return offset;
}

static unsigned oword_block_bytes(struct cmrun_thread *thread,
                                  const struct raw_message *m)
{
    switch (bits(m->desc, 10, 8)) {
    case 0: return OWORD;
    case 2: return 2 * OWORD;
    case 3: return 4 * OWORD;
    case 4: return 8 * OWORD;
    default:
        unsupported(thread, m, "an OWord block of this size code (1: the "
                               "high half of a register)");
    }
}

static unsigned registers_for(const struct cmrun_thread *thread,
                              unsigned bytes)
{
    unsigned grf = (unsigned)thread->kernel->grf_bytes;
    return (bytes + grf - 1) / grf;
}

static void read_block(struct cmrun_thread *thread, struct cmrun_run *run,
                       const struct raw_message *m,
                       const struct block_access *a)
{
    if (registers_for(thread, a->bytes) != m->num_dst)
        cmrun_fault(thread, "raw send: a block read of %u bytes returns %u "
                            "registers, not %u",
                    a->bytes, registers_for(thread, a->bytes), m->num_dst);
    (void)run;
    cmrun_check_range(thread, a->surface, a->offset, a->bytes, "reads");
    cmrun_write_raw(thread, m->dst, 0, a->surface->data + a->offset,
                    (int)a->bytes);
}

/* A write's data: after the header in src0, or all of src1. */
static void write_block(struct cmrun_thread *thread,
                        const struct raw_message *m,
                        const struct block_access *a)
{
    unsigned grf = (unsigned)thread->kernel->grf_bytes;
    bool split = m->num_src1 > 0;
    if (!split && m->num_src0 < 2)
        cmrun_fault(thread, "raw send: a block write without a second "
                            "payload needs the data after the header, in "
                            "more than %u register",
                    m->num_src0);
    unsigned data_registers = split ? m->num_src1 : m->num_src0 - 1;
    if (registers_for(thread, a->bytes) != data_registers)
        cmrun_fault(thread, "raw send: a block write of %u bytes takes %u "
                            "data registers, not %u",
                    a->bytes, registers_for(thread, a->bytes),
                    data_registers);
    uint8_t data[8 * HWORD];
    cmrun_read_raw(thread, split ? m->src1 : m->src0, split ? 0 : (int)grf,
                   data, (int)a->bytes);
    cmrun_check_range(thread, a->surface, a->offset, a->bytes, "writes");
    memcpy(a->surface->data + a->offset, data, a->bytes);
}

/* XeHPG (DG2) and later: where the data cache's aligned block read has
 * the HWord form (IGA: bit 13 reserved before). */
static bool has_hword_block_read(const struct cmrun_run *run)
{
    return run->platform && run->platform->genx_number >= 1271;
}

static void execute_data_cache(struct cmrun_thread *thread,
                               struct cmrun_run *run,
                               const struct raw_message *m)
{
    unsigned type = bits(m->desc, 18, 14);
    bool hword = bits(m->desc, 13, 13) != 0;
    if (type == 1 && hword && !has_hword_block_read(run))
        unsupported(thread, m, "an HWord aligned block read before DG2 "
                               "(bit 13 is reserved there: the message is "
                               "an OWord aligned block read)");
    if (!bits(m->desc, 19, 19))
        unsupported(thread, m, "a data port block message without a header");
    struct block_access a;
    a.surface = cmrun_surface_at(thread, run, bits(m->desc, 7, 0),
                                 "of the raw send");
    uint32_t offset = header_offset(thread, m);
    if ((type == 1 || type == 9) && hword) {
        a.bytes = HWORD << bits(m->desc, 10, 8);
        if (bits(m->desc, 10, 8) > 3)
            unsupported(thread, m, "an HWord block of this size code");
        if (offset % HWORD)
            cmrun_fault(thread, "raw send: HWord block offset %u is not "
                                "HWord aligned",
                        offset);
        a.offset = offset;
    } else if (type == 0 || type == 8) {
        a.bytes = oword_block_bytes(thread, m);
        a.offset = (uint64_t)offset * OWORD;
    } else {
        unsupported(thread, m, "this data port message type");
    }
    if (type == 0 || type == 1)
        read_block(thread, run, m, &a);
    else
        write_block(thread, m, &a);
}

/* ---- the end of the thread ---------------------------------------------- */

/* The shared function that takes the platform's end-of-thread message. */
static unsigned end_of_thread_sfid(const struct cmrun_run *run)
{
    return run->platform && run->platform->genx_number >= 1271
               ? SFID_GATEWAY
               : SFID_THREAD_SPAWNER;
}

/* ---- the entry point ----------------------------------------------------- */

bool cmrun_execute_raw_send(struct cmrun_thread *thread, struct cmrun_run *run,
                            const struct cmrun_inst *inst, uint32_t channels)
{
    struct raw_message m;
    if (!decode_instruction(thread, inst, &m))
        cmrun_fault(thread,
                    "malformed raw send '%s': expected raw_sends[c][_eot]."
                    "SFID.N0.N1.ND (exec) exDesc desc src0 src1 dst or "
                    "raw_send[c] (exec) exDesc numSrc numDst desc src dst, "
                    "register counts 0 to 31",
                    inst->opcode);
    if (channels == 0)
        return true; /* every channel predicated off: no message */
    check_lengths(thread, &m);
    if (m.eot && m.sfid == end_of_thread_sfid(run)) {
        thread->finished = true; /* the end-of-thread message */
        return true;
    }
    switch (m.sfid) {
    case SFID_DATA_CACHE:
        execute_data_cache(thread, run, &m);
        break;
    case SFID_GATEWAY:
        unsupported(thread, &m,
                    "gateway messages (event signal, monitor and wait, "
                    "barriers): cmrun runs a group's threads one at a time");
    case SFID_VME:
    case SFID_CRE:
        /* Intel's VME API (run_vme_*, cm_vme_hevc_*): the motion search
         * and the mode decision are the engine's own algorithms. */
        unsupported(thread, &m,
                    m.sfid == SFID_VME
                        ? "the video motion estimation engine (VME): its "
                          "motion search is the hardware's"
                        : "the check and refinement engine (CRE) of the "
                          "video motion estimation: its mode decision is "
                          "the hardware's");
    default:
        unsupported(thread, &m, "messages to this shared function on this "
                                "platform");
    }
    if (m.eot)
        thread->finished = true;
    return true;
}
