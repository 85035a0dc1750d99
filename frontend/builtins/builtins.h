/* builtins/builtins.h - the table of builtins and the one mechanism that
 * checks and lowers any of its rows.
 *
 * A row (table.c) says everything about one CM builtin that is not
 * ordinary C++ typing (which cm.h's declarations give): the platforms
 * that have it, the rules of each operand (accepted element types,
 * compile-time constants and their legal range, sign agreements), the
 * llvm.genx.* intrinsic it becomes and how the operands map onto the
 * intrinsic's arguments.  lower.c applies the rules in row order, each
 * broken one a located error naming the rule (as Intel's static_asserts
 * do), and builds the intrinsic call.  Forms that need more than operand
 * mapping (DPAS: the precision combinations, the sizes that follow from
 * them and the packed info word) have their rules in dpas.c, still driven
 * by the row; so do the 2D block messages (lsc_2d.c: the padded register
 * layout and the hardware's block limits).
 *
 * Internal to frontend/; builtins.c asks lower_table_builtin first. */
#ifndef CMC_FRONTEND_BUILTINS_BUILTINS_H
#define CMC_FRONTEND_BUILTINS_BUILTINS_H

#include "frontend/internal.h"

/* How a row becomes an intrinsic call. */
enum builtin_form {
    BUILTIN_INTRINSIC, /* result = intrinsic(value operands, constants) */
    BUILTIN_DPAS,      /* DPAS/DPASW: dpas.c */
    BUILTIN_BF_CVT,    /* float <-> bfloat16 in 16-bit elements:
                          convert.c */
    BUILTIN_LSC_2D,    /* LSC 2D block load, prefetch or store (the
                          row's intrinsic says which): lsc_2d.c */
    BUILTIN_HALF_BITS, /* float <-> IEEE half held in 16-bit integer
                          elements (cm_f16tof32, cm_f32tof16): LLVM's own
                          conversions, no intrinsic; convert.c */
    BUILTIN_OPERAND,   /* the result is the first operand's value itself
                          (cm_get_value: a surface's binding-table index,
                          which the backend reads with MOVS) */
    BUILTIN_SLM_LOAD,  /* cm_slm_load: a thread group's copy of a buffer
                          range into SLM, a loop of block messages then a
                          barrier: slm_load.c */
    BUILTIN_SYNC,      /* a synchronisation intrinsic (the named
                          barriers): as BUILTIN_INTRINSIC with no result,
                          never merged or removed, and refused inside
                          SIMD control flow (a thread whose channels all
                          skip the block would never reach it) */
    BUILTIN_RAW_SEND,  /* cm_send, cm_sends, cm_raw_send: a raw message
                          (llvm.genx.raw.send2/raw.sends2[.noresult]),
                          operands in the order of enum raw_send_operand:
                          raw_send.c */
};

/* Where an operand comes from. */
enum operand_source {
    FROM_ARGUMENT, /* call argument `index` */
    FROM_TEMPLATE, /* the index-th integral template argument (enum values
                      included) of the called specialization */
    FROM_FIXED,    /* no source: the constant `min` (a form's operand
                      that this builtin does not let the user choose) */
};

/* What the mechanism does with an operand. */
enum operand_use {
    USE_AS_RESULT,      /* converted to the result's element and shape
                           (a scalar replicated) */
    USE_AS_DWORDS,      /* converted to int or uint (its own sign), the
                           result's shape */
    USE_AS_IS,          /* its own type (a vector) */
    USE_CONSTANT_BYTE,  /* a compile-time constant, passed as i8 */
    USE_SATURATION,     /* SAT or 0: SAT picks the intrinsic's .sat
                           variant */
    USE_CONSTANT,       /* a compile-time constant the form reads */
    USE_AS_ADDRESS,     /* a pointer (or integer address), as i64 */
    USE_AS_DWORD,       /* a scalar, converted to int or uint (its own
                           sign) */
    USE_AS_BYTE,        /* a scalar, converted to uchar (i8) */
    USE_STATE_INDEX,    /* a SurfaceIndex or SamplerIndex, as the 32-bit
                           index it is */
    USE_MESSAGE_OBJECT, /* a raw send's response or payload: a vector or
                           matrix (a reference for the response), or an
                           int for none; the form reads it */
    USE_MESSAGE_MASK,   /* a raw send's predicate, vector<ushort, N>;
                           the form reads it */
};

/* The operands of a BUILTIN_RAW_SEND row, in row order.  A FIXED -1
 * count or SFID means "from the objects' sizes" and "from the extended
 * descriptor's bits 3:0" (cm_send, cm_sends); a FIXED payload 1 or mask
 * means none. */
enum raw_send_operand {
    RAW_SEND_RESPONSE, RAW_SEND_PAYLOAD0, RAW_SEND_PAYLOAD1,
    RAW_SEND_EX_DESC, RAW_SEND_DESC, RAW_SEND_EXEC_SIZE, RAW_SEND_SFID,
    RAW_SEND_NUM_SRC0, RAW_SEND_NUM_SRC1, RAW_SEND_NUM_DST, RAW_SEND_EOT,
    RAW_SEND_SENDC, RAW_SEND_MASK, RAW_SEND_OPERANDS
};

/* Sets of element kinds, for operand rules. */
#define ELEMENTS(kind) (1u << (kind))
#define DWORD_ELEMENTS (ELEMENTS(ELEMENT_I32) | ELEMENTS(ELEMENT_U32))
#define WORD_DWORD_ELEMENTS                                                   \
    (DWORD_ELEMENTS | ELEMENTS(ELEMENT_I16) | ELEMENTS(ELEMENT_U16))

struct builtin_operand {
    const char *role;          /* its name in messages: "src1" */
    enum operand_source source;
    int index;
    enum operand_use use;
    unsigned elements;         /* value operands: accepted element kinds
                                  (before conversion); 0 accepts any */
    const char *elements_rule; /* says `elements` in words: "int or uint" */
    long long min, max;        /* constants: the legal range */
    int same_sign_as;          /* operand index whose sign it must share,
                                  or -1 */
    int equal_to;              /* constants: 1 + the row index of the
                                  constant operand whose value it must
                                  equal; 0: none */
};

#define BUILTIN_MAX_OPERANDS 16

struct builtin_row {
    const char *name;          /* the CM name */
    const char *intrinsic;     /* llvm.genx.<intrinsic>; "%s" is replaced
                                  by the sign letters of the result and of
                                  the first USE_AS_DWORDS operand (u/s) */
    const char *platforms;     /* the -march names that have it, separated
                                  by spaces; NULL: every platform */
    enum builtin_form form;
    unsigned result_elements;  /* accepted result elements; 0 any */
    const char *result_rule;   /* says `result_elements` in words */
    unsigned overloaded;       /* intrinsic arguments named in the
                                  overload suffix (bit i: argument i) */
    bool overloaded_result;
    int operand_count;
    struct builtin_operand operands[BUILTIN_MAX_OPERANDS];
    int arguments;             /* the call's argument count this row takes
                                  (overloads of one name that the table
                                  and hand-written code share); 0 any */
    bool reads_changing_state; /* the intrinsic reads state that changes
                                  from call to call (the timestamp): it
                                  is not pure, so no two calls merge */
};

/* An operand after its rules were checked. */
struct builtin_operand_value {
    struct cm_type type;       /* after conversion */
    LLVMValueRef llvm;         /* value operands */
    long long constant;        /* constants */
    bool present;              /* false: a defaulted argument */
};

/* A call being lowered by the table. */
struct builtin_call {
    struct frontend *frontend;
    const struct builtin_row *row;
    CXCursor call;
    CXCursor callee;
    struct cm_type result_type;
    struct builtin_operand_value operands[BUILTIN_MAX_OPERANDS];
};

/* table.c: the row of `name` for a call of `arguments` arguments (-1:
 * any), the first that `platform` has (NULL: the first row), else the
 * last row of that name, its general one (whose platform rule then reports
 * the error): a name's rows for particular platforms come before it;
 * NULL when the table has no such row. */
const struct builtin_row *builtin_table_find(const char *name,
                                             int arguments,
                                             const struct platform *platform);

/* lower.c: whether `row` exists on `platform` (its list names it, or it
 * has no list). */
bool builtin_row_listed_on(const struct builtin_row *row,
                           const struct platform *platform);

/* lower.c: errors at the operand's place in the call. */
CXCursor builtin_operand_cursor(const struct builtin_call *call, int operand);

/* dpas.c: the DPAS form's own rules and its intrinsic call; false after
 * a located error. */
bool lower_dpas_form(struct builtin_call *call, struct value *result);
/* convert.c: the bfloat16 conversion form; false after a located error. */
bool lower_bf_cvt_form(struct builtin_call *call, struct value *result);
/* convert.c: the half-bits conversion form; false after a located
 * error. */
bool lower_half_bits_form(struct builtin_call *call, struct value *result);
/* lsc_2d.c: the LSC 2D block form; false after a located error. */
bool lower_lsc_2d_form(struct builtin_call *call, struct value *result);
/* raw_send.c: a raw message send; false after a located error. */
bool lower_raw_send_form(struct builtin_call *call, struct value *result);
/* slm_load.c: cm_slm_load's copy loop; false after a located error. */
bool lower_slm_load_form(struct builtin_call *call, struct value *result);

#endif
