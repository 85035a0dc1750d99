/* builtins/table.c - the builtin table: one row per CM builtin that the
 * table mechanism (lower.c) lowers.
 *
 * Takes nothing; guarantees each row's facts, with their sources:
 * platforms from the vc-intrinsics table ("platforms" of each intrinsic)
 * and what GenX_IR finalizes (the thread-state reads: every platform)
 * and the vISA instruction pages (DP4A: Gen12 on; BFN: XeHP on; DPAS:
 * XeHP, DG2 and PVC but not MTL; DPASW: XeHP and DG2 only; the bf type:
 * XeHP on, as GenX_IR accepts it; LSC 2D block messages: PVC, Intel's
 * CM_HAS_LSC_UNTYPED_2D; NBARRIER: PVC, as GenX_IR finalizes it), operand
 * rules from Intel's cm/ headers (cm_bfn.h, cm_dpas.h and dpas/, cm.h's
 * legacy cm_f16tof32/cm_f32tof16,
 * cm_lsc.h's 2D block functions, cm_gateway.h's cm_nbarrier_signal and
 * the compiler builtin cm_nbarrier_wait; cm_slm_load from cm_internal.h's
 * SurfaceIndex form),
 * intrinsic signatures from vc-intrinsics' Intrinsic_definitions.py.
 * Adding a builtin of these forms is adding a row here and its
 * declaration in include/cm/. */
#include <string.h>

#include "frontend/builtins/builtins.h"

#define VALUE(ROLE, INDEX, USE, ELEMENTS_SET, RULE)                           \
    {ROLE, FROM_ARGUMENT, INDEX, USE, ELEMENTS_SET, RULE, 0, 0, -1, 0}
#define VALUE_SIGNED_AS(ROLE, INDEX, USE, ELEMENTS_SET, RULE, OTHER)          \
    {ROLE, FROM_ARGUMENT, INDEX, USE, ELEMENTS_SET, RULE, 0, 0, OTHER, 0}
#define TEMPLATE_CONSTANT(ROLE, INDEX, USE, MIN, MAX)                         \
    {ROLE, FROM_TEMPLATE, INDEX, USE, 0, NULL, MIN, MAX, -1, 0}
#define SATURATION(INDEX)                                                     \
    {"the saturation flag", FROM_ARGUMENT, INDEX, USE_SATURATION, 0, NULL,    \
     0, 1, -1, 0}

#define FIXED(ROLE, VALUE)                                                    \
    {ROLE, FROM_FIXED, 0, USE_CONSTANT, 0, NULL, VALUE, VALUE, -1, 0}
#define FIXED_BYTE(ROLE, VALUE)                                               \
    {ROLE, FROM_FIXED, 0, USE_CONSTANT_BYTE, 0, NULL, VALUE, VALUE, -1, 0}
#define ARGUMENT_CONSTANT(ROLE, INDEX, USE, MIN, MAX)                         \
    {ROLE, FROM_ARGUMENT, INDEX, USE, 0, NULL, MIN, MAX, -1, 0}
/* A constant argument that must equal the constant of row index OTHER. */
#define ARGUMENT_CONSTANT_EQUAL(ROLE, INDEX, USE, MIN, MAX, OTHER)           \
    {ROLE, FROM_ARGUMENT, INDEX, USE, 0, NULL, MIN, MAX, -1, (OTHER) + 1}

#define INTEGER_ELEMENTS                                                      \
    (WORD_DWORD_ELEMENTS | ELEMENTS(ELEMENT_I8) | ELEMENTS(ELEMENT_U8) |     \
     ELEMENTS(ELEMENT_I64) | ELEMENTS(ELEMENT_U64))

#define INTEGER_RULE "char, short, int or long long"

#define BF_CVT_ELEMENTS                                                       \
    (ELEMENTS(ELEMENT_FLOAT) | ELEMENTS(ELEMENT_HALF) |                       \
     ELEMENTS(ELEMENT_I16) | ELEMENTS(ELEMENT_U16))
#define BF_CVT_RULE "float, half, short or ushort"

/* cm_f16tof32's source: IEEE half bits (Intel's cm.h: a word type);
 * cm_f32tof16's: a floating-point type. */
#define HALF_BITS_ELEMENTS                                                    \
    (ELEMENTS(ELEMENT_I16) | ELEMENTS(ELEMENT_U16) | ELEMENTS(ELEMENT_HALF))
#define HALF_BITS_RULE "short, ushort or half"
#define FLOATING_ELEMENTS                                                     \
    (ELEMENTS(ELEMENT_FLOAT) | ELEMENTS(ELEMENT_DOUBLE) |                     \
     ELEMENTS(ELEMENT_HALF))
#define FLOATING_RULE "float, double or half"

/* cm_dpas's accumulator and result: int, uint or float; on PVC also half
 * (fp16) and short (bfloat16 bits), dpas.c checking which precision takes
 * which (Intel's CM_HAS_DPAS_ACC_HALF and CM_HAS_DPAS_ACC_BF16). */
#define DPAS_ELEMENTS (DWORD_ELEMENTS | ELEMENTS(ELEMENT_FLOAT))
#define DPAS_RULE "int, uint or float (half and short on PVC)"
#define DPAS_NARROW_ELEMENTS                                                  \
    (DPAS_ELEMENTS | ELEMENTS(ELEMENT_HALF) | ELEMENTS(ELEMENT_I16))
#define DPAS_NARROW_RULE "int, uint, float, half or short"
#define DPAS_OPERANDS(ACC_ELEMENTS, ACC_RULE)                                 \
    8, {                                                                      \
        VALUE("src0", 0, USE_AS_IS, ACC_ELEMENTS, ACC_RULE),                  \
        VALUE("src1", 1, USE_AS_IS, DWORD_ELEMENTS, "int or uint"),           \
        VALUE("src2", 2, USE_AS_IS, DWORD_ELEMENTS, "int or uint"),           \
        SATURATION(3),                                                        \
        TEMPLATE_CONSTANT("the precision of src1", 0, USE_CONSTANT, 2, 14),   \
        TEMPLATE_CONSTANT("the precision of src2", 1, USE_CONSTANT, 2, 14),   \
        TEMPLATE_CONSTANT("the systolic depth", 2, USE_CONSTANT, 8, 8),       \
        TEMPLATE_CONSTANT("the repeat count", 3, USE_CONSTANT, 1, 8),         \
    }

/* The 2D block forms (lsc_2d.c reads these positions): the surface's
 * base address, width, height and pitch (bytes, each minus 1) and the
 * block's X (elements) and Y (rows); the block width, height and count,
 * transposed and VNNI-transformed, the L1 and L3 cache hints; a store's
 * data.  Intel's cm_lsc.h: T *Ptr, unsigned SurfaceWidth, SurfaceHeight,
 * SurfacePitch, int X, Y. */
#define LSC_2D_SURFACE                                                        \
    {"the surface base", FROM_ARGUMENT, 0, USE_AS_ADDRESS,                    \
     ELEMENTS(ELEMENT_U64) | ELEMENTS(ELEMENT_I64), "a pointer", 0, 0, -1, 0},\
        VALUE("the surface width", 1, USE_AS_DWORD, INTEGER_ELEMENTS,         \
              INTEGER_RULE),                                                  \
        VALUE("the surface height", 2, USE_AS_DWORD, INTEGER_ELEMENTS,        \
              INTEGER_RULE),                                                  \
        VALUE("the surface pitch", 3, USE_AS_DWORD, INTEGER_ELEMENTS,         \
              INTEGER_RULE),                                                  \
        VALUE("X", 4, USE_AS_DWORD, INTEGER_ELEMENTS, INTEGER_RULE),          \
        VALUE("Y", 5, USE_AS_DWORD, INTEGER_ELEMENTS, INTEGER_RULE)
#define LSC_2D_BLOCK(BLOCKS)                                                  \
    TEMPLATE_CONSTANT("the block width", 0, USE_CONSTANT, 1, 64),             \
        TEMPLATE_CONSTANT("the block height", 1, USE_CONSTANT, 1, 32), BLOCKS
#define LSC_2D_CACHE(L1)                                                      \
    TEMPLATE_CONSTANT("the L1 cache hint", L1, USE_CONSTANT, 0, 6),           \
        TEMPLATE_CONSTANT("the L3 cache hint", L1 + 1, USE_CONSTANT, 0, 6)

#define LSC_2D_LOAD_ROW(NAME)                                                 \
    {NAME, "lsc.load2d.stateless", "PVC", BUILTIN_LSC_2D, 0, NULL, 0, true,  \
     13,                                                                      \
     {LSC_2D_SURFACE,                                                         \
      LSC_2D_BLOCK(TEMPLATE_CONSTANT("the number of blocks", 2,               \
                                     USE_CONSTANT, 1, 4)),                    \
      TEMPLATE_CONSTANT("Transposed", 3, USE_CONSTANT, 0, 1),                 \
      TEMPLATE_CONSTANT("Transformed", 4, USE_CONSTANT, 0, 1),                \
      LSC_2D_CACHE(5)},                                                       \
     6, false}
#define LSC_2D_PREFETCH_ROW(NAME)                                             \
    {NAME, "lsc.prefetch2d.stateless", "PVC", BUILTIN_LSC_2D, 0, NULL, 0,     \
     false, 13,                                                               \
     {LSC_2D_SURFACE,                                                         \
      LSC_2D_BLOCK(TEMPLATE_CONSTANT("the number of blocks", 2,               \
                                     USE_CONSTANT, 1, 4)),                    \
      FIXED("Transposed", 0), FIXED("Transformed", 0), LSC_2D_CACHE(3)},      \
     6, false}
#define LSC_2D_STORE_ROW(NAME)                                                \
    {NAME, "lsc.store2d.stateless", "PVC", BUILTIN_LSC_2D, 0, NULL, 0, false, \
     14,                                                                      \
     {LSC_2D_SURFACE, LSC_2D_BLOCK(FIXED("the number of blocks", 1)),         \
      FIXED("Transposed", 0), FIXED("Transformed", 0), LSC_2D_CACHE(2),       \
      VALUE("the data", 6, USE_AS_IS, 0, NULL)},                              \
     7, false}

/* Named barriers (llvm.genx.nbarrier(signal, id, thread count), vISA
 * NBARRIER): PVC only, as GenX_IR 1.0.12504 finalizes them ("vISA
 * instruction not supported on this platform" on DG2 and before).  The
 * barrier id is a value (0-31, below cm_nbarrier_init's count). */
#define NBARRIER_ID                                                           \
    VALUE("the barrier id", 0, USE_AS_BYTE, INTEGER_ELEMENTS, INTEGER_RULE)
#define NBARRIER_PLATFORMS "PVC"

/* Raw sends (Intel's cm_send.h; raw_send.c reads the objects and builds
 * llvm.genx.raw.send2/raw.sends2[.noresult]), operands in the order of
 * enum raw_send_operand.  cm_send and cm_sends take the register counts
 * from the objects' sizes, the SFID from the extended descriptor (a
 * constant, as Intel's header requires) and send to 16 channels;
 * cm_raw_send gives every field.  sendc (0 or 1) is for a message
 * without a second payload or EOT (raw_send.c): this GenX_IR's vISA text
 * has raw_sendc but no raw_sendsc. */
#define RAW_SEND_OBJECT(ROLE, INDEX)                                          \
    {ROLE, FROM_ARGUMENT, INDEX, USE_MESSAGE_OBJECT, 0, NULL, 0, 0, -1, 0}
#define RAW_SEND_NONE(ROLE) FIXED(ROLE, -1)
#define RAW_SEND_SENDC_RULE(INDEX)                                            \
    ARGUMENT_CONSTANT("sendc", INDEX, USE_CONSTANT, 0, 1)
#define RAW_SEND_SIZED_COUNTS                                                 \
    FIXED("the execution size code", 4), RAW_SEND_NONE("the SFID"),          \
        RAW_SEND_NONE("the source 0 register count"),                         \
        RAW_SEND_NONE("the source 1 register count"),                         \
        RAW_SEND_NONE("the response register count"), FIXED("EOT", 0)
#define RAW_SEND_EX_DESC_CONSTANT(INDEX)                                      \
    ARGUMENT_CONSTANT("the extended descriptor", INDEX, USE_CONSTANT, 0,      \
                      0xffffffffLL)

/* cm_rol and cm_ror rotate words and dwords everywhere and, on PVC
 * (Intel's CM_HAS_BIT_ROTATE_64BIT; GenX_IR takes a :uq rol there and
 * rejects it on DG2), quadwords too: the PVC row comes first, so a PVC
 * target takes it and every other target the general row. */
#define ROTATE_ROW_ON(NAME, INTRINSIC, PLATFORMS, ELEMENTS_SET, RULE)         \
    {NAME, INTRINSIC, PLATFORMS, BUILTIN_INTRINSIC, ELEMENTS_SET, RULE, 0x1,  \
     true, 2,                                                                 \
     {VALUE("src0", 0, USE_AS_RESULT, INTEGER_ELEMENTS, INTEGER_RULE),        \
      VALUE("src1", 1, USE_AS_RESULT, INTEGER_ELEMENTS, INTEGER_RULE)}, 0, false}
#define ROTATE_ROWS(NAME, INTRINSIC)                                          \
    ROTATE_ROW_ON(NAME, INTRINSIC, "PVC",                                     \
                  WORD_DWORD_ELEMENTS | ELEMENTS(ELEMENT_I64) |               \
                      ELEMENTS(ELEMENT_U64),                                  \
                  "short, ushort, int, uint, long long or unsigned long "     \
                  "long"),                                                    \
        ROTATE_ROW_ON(NAME, INTRINSIC, NULL, WORD_DWORD_ELEMENTS,             \
                      "short, ushort, int or uint (64-bit integers on PVC)")

static const struct builtin_row rows[] = {
    {"get_thread_origin_x", "thread.x", NULL, BUILTIN_INTRINSIC, 0, NULL, 0,
     false, 0, {{0}}, 0, false},
    {"get_thread_origin_y", "thread.y", NULL, BUILTIN_INTRINSIC, 0, NULL, 0,
     false, 0, {{0}}, 0, false},
    /* Thread state: a mov from vISA's predefined %r0 (the payload header;
     * Intel's cm_send.h), %sr0, %hw_id, %tsc's tm.0-1 (Intel's cm.h:
     * cm_clock, the 64-bit timestamp as two dwords). */
    {"cm_get_r0", "r0", NULL, BUILTIN_INTRINSIC, DWORD_ELEMENTS,
     "int or uint", 0, true, 0, {{0}}, 0, false},
    {"cm_get_sr0", "sr0", NULL, BUILTIN_INTRINSIC, 0, NULL, 0, true, 0,
     {{0}}, 0, false},
    {"cm_get_hwid", "get.hwid", NULL, BUILTIN_INTRINSIC, 0, NULL, 0, false,
     0, {{0}}, 0, false},
    {"cm_clock", "timestamp", NULL, BUILTIN_INTRINSIC, 0, NULL, 0, true, 0,
     {{0}}, 0, true},
    /* A surface's or sampler's binding-table index (Intel's cm_send.h;
     * VmeIndex has no meaning in cmc). */
    {"cm_get_value", NULL, NULL, BUILTIN_OPERAND, ELEMENTS(ELEMENT_U32),
     "uint", 0, false, 1,
     {{"index", FROM_ARGUMENT, 0, USE_STATE_INDEX, 0, NULL, 0, 0, -1, 0}}, 0,
     false},
    ROTATE_ROWS("cm_rol", "rol"),
    ROTATE_ROWS("cm_ror", "ror"),
    {"cm_bfn", "bfn", "XeHP_SDV DG2 MTL PVC", BUILTIN_INTRINSIC,
     WORD_DWORD_ELEMENTS, "short, ushort, int or uint", 0x1, true, 4,
     {VALUE("s0", 0, USE_AS_RESULT, 0, NULL),
      VALUE("s1", 1, USE_AS_RESULT, 0, NULL),
      VALUE("s2", 2, USE_AS_RESULT, 0, NULL),
      TEMPLATE_CONSTANT("the boolean function", 0, USE_CONSTANT_BYTE, 0,
                        255)}, 0, false},
    {"cm_dp4a", "%sdp4a", "TGLLP XeHP_SDV DG2 MTL PVC", BUILTIN_INTRINSIC,
     DWORD_ELEMENTS, "int or uint", 0x7, true, 4,
     {VALUE("src0", 0, USE_AS_RESULT, DWORD_ELEMENTS, "int or uint"),
      VALUE("src1", 1, USE_AS_DWORDS, DWORD_ELEMENTS, "int or uint"),
      VALUE_SIGNED_AS("src2", 2, USE_AS_DWORDS, DWORD_ELEMENTS, "int or uint",
                      1),
      SATURATION(3)}, 0, false},
    {"cm_bf_cvt", "bf.cvt", "XeHP_SDV DG2 MTL PVC", BUILTIN_BF_CVT,
     BF_CVT_ELEMENTS, BF_CVT_RULE, 0x1, true, 1,
     {VALUE("src", 0, USE_AS_IS, BF_CVT_ELEMENTS, BF_CVT_RULE)}, 0, false},
    /* float to tensorfloat32 bits (vISA FCVT f -> ud, PVC: GenX_IR takes
     * it there and rejects it on DG2). */
    {"cm_tf32_cvt", "tf32.cvt", "PVC", BUILTIN_INTRINSIC, ELEMENTS(ELEMENT_I32),
     "int", 0x1, true, 1,
     {VALUE("src", 0, USE_AS_IS, ELEMENTS(ELEMENT_FLOAT), "float")}, 0,
     false},
    {"cm_f16tof32", NULL, NULL, BUILTIN_HALF_BITS, ELEMENTS(ELEMENT_FLOAT),
     "float", 0, false, 1,
     {VALUE("src", 0, USE_AS_IS, HALF_BITS_ELEMENTS, HALF_BITS_RULE)}, 0, false},
    {"cm_f32tof16", NULL, NULL, BUILTIN_HALF_BITS, ELEMENTS(ELEMENT_U16),
     "ushort", 0, false, 1,
     {VALUE("src", 0, USE_AS_IS, FLOATING_ELEMENTS, FLOATING_RULE)}, 0, false},
    {"cm_dpas", "dpas", "PVC", BUILTIN_DPAS, DPAS_NARROW_ELEMENTS,
     DPAS_NARROW_RULE, 0, true,
     DPAS_OPERANDS(DPAS_NARROW_ELEMENTS, DPAS_NARROW_RULE), 0, false},
    {"cm_dpas", "dpas", "XeHP_SDV DG2 PVC", BUILTIN_DPAS, DPAS_ELEMENTS,
     DPAS_RULE, 0, true, DPAS_OPERANDS(DPAS_ELEMENTS, DPAS_RULE), 0, false},
    {"cm_dpasw", "dpasw", "XeHP_SDV DG2", BUILTIN_DPAS, DPAS_ELEMENTS,
     DPAS_RULE, 0, true, DPAS_OPERANDS(DPAS_ELEMENTS, DPAS_RULE), 0, false},
    LSC_2D_LOAD_ROW("cm_ptr_load"),
    LSC_2D_LOAD_ROW("cm_load"),
    LSC_2D_PREFETCH_ROW("cm_ptr_prefetch"),
    LSC_2D_PREFETCH_ROW("cm_prefetch"),
    LSC_2D_STORE_ROW("cm_ptr_store"),
    LSC_2D_STORE_ROW("cm_store"),
    {"cm_nbarrier_wait", "nbarrier", NBARRIER_PLATFORMS, BUILTIN_SYNC, 0,
     NULL, 0, false, 3,
     {FIXED_BYTE("signal", 0), NBARRIER_ID, FIXED_BYTE("the thread count", 0)},
     1, false},
    /* Intel's cm_gateway.h: (barrierId, producerConsumerMode,
     * numProducers, numConsumers).  This GenX_IR's NBARRIER.signal has
     * only the baseline form, <id> <num_threads>: every thread both
     * produces and consumes (mode 0) and the two counts are one. */
    {"cm_nbarrier_signal", "nbarrier", NBARRIER_PLATFORMS, BUILTIN_SYNC, 0,
     NULL, 0, false, 5,
     {FIXED_BYTE("signal", 1),
      VALUE("the barrier id", 0, USE_AS_BYTE, DWORD_ELEMENTS, "int or uint"),
      ARGUMENT_CONSTANT("the number of producers", 2, USE_CONSTANT_BYTE, 1,
                        255),
      ARGUMENT_CONSTANT("the producer-consumer mode (0: this GenX_IR's "
                        "nbarrier.signal has no producer-only or "
                        "consumer-only form)",
                        1, USE_CONSTANT, 0, 0),
      ARGUMENT_CONSTANT_EQUAL("the number of consumers", 3, USE_CONSTANT, 1,
                              255, 2)},
     4, false},
    {"cm_send", NULL, NULL, BUILTIN_RAW_SEND, 0, NULL, 0, false,
     RAW_SEND_OPERANDS,
     {RAW_SEND_OBJECT("the response", 0), RAW_SEND_OBJECT("the payload", 1),
      RAW_SEND_NONE("the second payload"), RAW_SEND_EX_DESC_CONSTANT(2),
      VALUE("the descriptor", 3, USE_AS_DWORD, INTEGER_ELEMENTS,
            INTEGER_RULE),
      RAW_SEND_SIZED_COUNTS, RAW_SEND_SENDC_RULE(4),
      RAW_SEND_NONE("the mask")},
     5, false},
    {"cm_sends", NULL, NULL, BUILTIN_RAW_SEND, 0, NULL, 0, false,
     RAW_SEND_OPERANDS,
     {RAW_SEND_OBJECT("the response", 0), RAW_SEND_OBJECT("the payload", 1),
      RAW_SEND_OBJECT("the second payload", 2), RAW_SEND_EX_DESC_CONSTANT(3),
      VALUE("the descriptor", 4, USE_AS_DWORD, INTEGER_ELEMENTS,
            INTEGER_RULE),
      RAW_SEND_SIZED_COUNTS, RAW_SEND_SENDC_RULE(5),
      RAW_SEND_NONE("the mask")},
     6, false},
    {"cm_raw_send", NULL, NULL, BUILTIN_RAW_SEND, 0, NULL, 0, false,
     RAW_SEND_OPERANDS,
     {RAW_SEND_OBJECT("the response", 0), RAW_SEND_OBJECT("the payload", 1),
      RAW_SEND_OBJECT("the second payload", 2),
      VALUE("the extended descriptor", 3, USE_AS_DWORD, INTEGER_ELEMENTS,
            INTEGER_RULE),
      VALUE("the descriptor", 4, USE_AS_DWORD, INTEGER_ELEMENTS,
            INTEGER_RULE),
      ARGUMENT_CONSTANT("the execution size code (vISA's Exec_size: 0..5 "
                        "for 1..32 channels)",
                        5, USE_CONSTANT, 0, 5),
      ARGUMENT_CONSTANT("the SFID", 6, USE_CONSTANT, 0, 15),
      ARGUMENT_CONSTANT("the source 0 register count", 7, USE_CONSTANT, 1,
                        15),
      ARGUMENT_CONSTANT("the source 1 register count", 8, USE_CONSTANT, 0,
                        15),
      ARGUMENT_CONSTANT("the response register count", 9, USE_CONSTANT, 0,
                        16),
      ARGUMENT_CONSTANT("EOT", 10, USE_CONSTANT, 0, 1),
      RAW_SEND_SENDC_RULE(11),
      {"the mask", FROM_ARGUMENT, 12, USE_MESSAGE_MASK, 0, NULL, 0, 0, -1,
       0}},
     0, false},
    {"cm_slm_load", NULL, NULL, BUILTIN_SLM_LOAD, 0, NULL, 0, false, 4,
     {VALUE("the SLM buffer", 0, USE_AS_DWORD, 0, NULL),
      VALUE("the surface", 1, USE_STATE_INDEX, 0, NULL),
      VALUE("the offset", 2, USE_AS_DWORD, 0, NULL),
      VALUE("the size", 3, USE_AS_DWORD, 0, NULL)},
     4, false},
};

const struct builtin_row *builtin_table_find(const char *name,
                                             int arguments,
                                             const struct platform *platform)
{
    const struct builtin_row *general = NULL;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const struct builtin_row *row = &rows[i];
        if (strcmp(row->name, name) != 0 ||
            (arguments >= 0 && row->arguments && row->arguments != arguments))
            continue;
        if (!platform || builtin_row_listed_on(row, platform))
            return row;
        general = row;
    }
    return general;
}
