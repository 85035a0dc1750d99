/* builtins_lsc.c - <cm/cm_lsc.h>: Xe's LSC loads, stores, prefetches,
 * atomics and fences.
 *
 * Takes a call of one of the functions the table at the bottom lists (one
 * row per function: what it does, which memory it addresses and where its
 * template arguments are); guarantees one llvm.genx.lsc.* intrinsic call
 * with the operands vc-intrinsics defines, or one error at the user's
 * call naming the rule broken, with the rules Intel's cm_lsc.h checks by
 * static assertion: the platform (DG2 and later), channels (1 to 16, a
 * power of two; 32 where the native SIMD is 32), vector sizes (at most 8
 * per address but in block messages, as GenX_IR requires), data sizes
 * (8- and 16-bit data travel zero-extended to 32 bits; block messages take
 * 32- and 64-bit data only), the cache hint pairs a load, store, prefetch
 * or atomic accepts, the atomic operation's sources and element type, and
 * the SLM fence's operation and scope.  Inside SIMD control flow a gather,
 * scatter or atomic runs on the active channels only; block messages are
 * not allowed there (as block reads and writes are not). */
#include <stdlib.h>
#include <string.h>

#include "frontend/internal.h"

enum lsc_space { LSC_BTI, LSC_FLAT, LSC_SLM };

/* One function of cm_lsc.h.  Template argument positions: `op` the
 * AtomicOp, `count` the VectorSize or NElts of a prefetch (loads, stores
 * and atomics take theirs from the data's type), `size` the DataSize,
 * `l1`/`l3` the cache hints, `mask` the ChannelMaskType of a quad
 * message; -1 when the function has none. */
struct lsc_builtin {
    const char *name;
    enum lsc_action action;
    enum lsc_space space;
    int op, count, size, l1, l3, mask;
};

static const struct lsc_builtin lsc_builtins[] = {
    {"cm_load", LSC_LOAD, LSC_BTI, -1, -1, 2, 3, 4, -1},
    {"cm_ptr_load", LSC_LOAD, LSC_FLAT, -1, -1, 2, 3, 4, -1},
    {"cm_load_slm", LSC_LOAD, LSC_SLM, -1, -1, 2, -1, -1, -1},
    {"cm_store", LSC_STORE, LSC_BTI, -1, -1, 2, 3, 4, -1},
    {"cm_ptr_store", LSC_STORE, LSC_FLAT, -1, -1, 2, 3, 4, -1},
    {"cm_store_slm", LSC_STORE, LSC_SLM, -1, -1, 2, -1, -1, -1},
    {"cm_prefetch", LSC_PREFETCH, LSC_BTI, -1, 0, 1, 2, 3, -1},
    {"cm_ptr_prefetch", LSC_PREFETCH, LSC_FLAT, -1, 0, 1, 2, 3, -1},
    {"cm_atomic", LSC_ATOMIC, LSC_BTI, 0, -1, 3, 4, 5, -1},
    {"cm_ptr_atomic", LSC_ATOMIC, LSC_FLAT, 0, -1, 3, 4, 5, -1},
    {"cm_atomic_slm", LSC_ATOMIC, LSC_SLM, 0, -1, 3, 4, 5, -1},
    {"cm_load4", LSC_LOAD, LSC_BTI, -1, -1, 2, 3, 4, 1},
    {"cm_ptr_load4", LSC_LOAD, LSC_FLAT, -1, -1, 2, 3, 4, 1},
    {"cm_load4_slm", LSC_LOAD, LSC_SLM, -1, -1, 2, -1, -1, 1},
    {"cm_store4", LSC_STORE, LSC_BTI, -1, -1, 2, 3, 4, 1},
    {"cm_ptr_store4", LSC_STORE, LSC_FLAT, -1, -1, 2, 3, 4, 1},
    {"cm_store4_slm", LSC_STORE, LSC_SLM, -1, -1, 2, -1, -1, 1},
};

/* The message being built. */
struct lsc_message {
    const struct lsc_builtin *builtin;
    CXCursor call;
    bool block;            /* transposed: one address */
    int channels;          /* addresses */
    int elements;          /* per address */
    int data_size;         /* DataSize after expansion (vISA encoding) */
    int l1, l3;
    int op;                /* atomics: the LscSubOp */
    int chmask;            /* quad messages: the enabled x, y, z, w */
    struct cm_type data;   /* the CM data (result, stored data) */
};

static const char *const cache_names[] = {
    "Default",      "Uncached",  "Cached",         "WriteBack",
    "WriteThrough", "Streaming", "ReadInvalidate", "ConstCached"};

/* A CacheHint value's name; cmc's rules (lsc_cache_hints_allowed) take
 * none past ReadInvalidate: ConstCached is Xe2's. */
static const char *cache_name(int hint)
{
    size_t index = (size_t)(unsigned)hint;
    return index < sizeof cache_names / sizeof *cache_names
               ? cache_names[index]
               : "(not a CacheHint)";
}
static const char *const size_names[] = {"Default", "U8",    "U16",
                                         "U32",     "U64",   "U8U32",
                                         "U16U32",  "U16U32H"};

static long long template_value(CXCursor callee, int index)
{
    return index < 0 ? 0 : clang_Cursor_getTemplateArgumentValue(callee,
                                                                   (unsigned)index);
}

static bool platform_check(struct frontend *frontend, CXCursor call,
                           const char *name)
{
    if (platform_has_lsc(frontend->options->platform))
        return true;
    error_at_cursor(frontend, call,
                    "'%s' is not available on this platform (%s): LSC "
                    "messages need DG2 or later",
                    name, frontend->options->platform->name);
    return false;
}

/* ---- the rules ------------------------------------------------------------ */

static bool is_one_of(int value, int a, int b, int c)
{
    return value == a || value == b || value == c;
}

/* Intel's lsc_check_cache_hint for two cache levels (lsc/helpers.h), with
 * the macros its cm_has_instr.h defines before Xe2 (every cmc target). */
bool lsc_cache_hints_allowed(enum lsc_action action, int l1, int l3,
                             const char **rule)
{
    enum { DF, UC, CA, WB, WT, ST, RI };
    bool both_default = l1 == DF && l3 == DF;
    switch (action) {
    case LSC_LOAD:
        /* and L1 ReadInvalidate with L3 Cached: Intel's
         * CM_HAS_LSC_LOAD_L1RI_L3CA_HINT, on every target before Xe2 */
        *rule = "a load takes Default/Default, L1 Uncached, Cached or "
                "Streaming with L3 Uncached or Cached, or L1 ReadInvalidate "
                "with L3 Cached";
        return both_default ||
               (is_one_of(l1, UC, CA, ST) && is_one_of(l3, UC, CA, UC)) ||
               (l1 == RI && l3 == CA);
    case LSC_PREFETCH:
        *rule = "a prefetch takes Default/Default, or L1 Uncached, Cached or "
                "Streaming with L3 Uncached or Cached, not both Uncached";
        return both_default || (is_one_of(l1, UC, CA, ST) &&
                                is_one_of(l3, UC, CA, UC) &&
                                !(l1 == UC && l3 == UC));
    case LSC_STORE:
        *rule = "a store takes Default/Default, WriteBack/WriteBack, or L1 "
                "Uncached, WriteThrough or Streaming with L3 Uncached or "
                "WriteBack";
        return both_default || (l1 == WB && l3 == WB) ||
               (is_one_of(l1, UC, WT, ST) && is_one_of(l3, UC, WB, UC));
    case LSC_ATOMIC:
        *rule = "an atomic takes Default/Default, or L1 Uncached with L3 "
                "Uncached or WriteBack";
        return both_default || (l1 == UC && is_one_of(l3, UC, WB, UC));
    }
    return false;
}

static int vector_size_code(int elements)
{
    static const int sizes[] = {1, 2, 3, 4, 8, 16, 32, 64};
    for (int i = 0; i < 8; i++)
        if (sizes[i] == elements)
            return i + 1;
    return 0;
}

/* Elements per address of a VectorSize (0 for N0 and unknown values). */
static int vector_size_elements(long long code)
{
    static const int elements[] = {0, 1, 2, 3, 4, 8, 16, 32, 64};
    return code >= 0 && code <= 8 ? elements[code] : 0;
}

static bool check_channels(struct frontend *frontend,
                           const struct lsc_message *m)
{
    int most = frontend->options->platform->grf_bytes >= 64 ? 32 : 16;
    int n = m->channels;
    if (n >= 1 && n <= most && (n & (n - 1)) == 0)
        return true;
    error_at_cursor(frontend, m->call,
                    "%s: unexpected number of channels %d (1 to %d, a power "
                    "of two, on %s)",
                    m->builtin->name, n, most,
                    frontend->options->platform->name);
    return false;
}

/* DataSize: Default follows the element; gathers widen 8 and 16 bits to
 * 32 (Intel's lsc_expand_ds); a block message moves 32- or 64-bit data. */
static bool choose_data_size(struct frontend *frontend, struct lsc_message *m,
                             long long requested)
{
    const char *name = m->builtin->name;
    int bytes = element_bytes(m->data.element);
    int size = (int)requested;
    if (size < 0 || size > 7) {
        error_at_cursor(frontend, m->call, "%s: invalid DataSize %d", name,
                        size);
        return false;
    }
    if (size == 0)
        size = bytes == 1 ? 1 : bytes == 2 ? 2 : bytes == 4 ? 3 : 4;
    if (m->block && size != 3 && size != 4) {
        error_at_cursor(frontend, m->call,
                        "%s: transposed (block) messages work only with U32 "
                        "and U64 data sizes, not %s",
                        name, size_names[size]);
        return false;
    }
    if (size == 7) {
        error_at_cursor(frontend, m->call,
                        "%s: DataSize::U16U32H (16 bits in the high half of "
                        "32) is not supported by the hardware (Intel's ESIMD: "
                        "\"D16U32h not supported in HW\")",
                        name);
        return false;
    }
    if (size == 1 || size == 2)
        size += 4; /* U8 -> U8U32, U16 -> U16U32 */
    if ((size == 5 || size == 6) && m->elements != 1) {
        error_at_cursor(frontend, m->call,
                        "%s: only 32- and 64-bit data (U32, U64) support "
                        "vector loads and stores: %d-bit data takes "
                        "VectorSize::N1",
                        name, size == 5 ? 8 : 16);
        return false;
    }
    bool wide = size == 4;
    if (wide != (bytes == 8)) {
        error_at_cursor(frontend, m->call,
                        "%s: DataSize::%s does not fit %d-byte elements "
                        "('%s')",
                        name, size_names[requested], bytes,
                        element_name(m->data.element));
        return false;
    }
    m->data_size = size;
    return true;
}

static bool check_atomic(struct frontend *frontend, struct lsc_message *m)
{
    const char *name = m->builtin->name;
    bool float_op = m->op >= 0x13 && m->op <= 0x17;
    if (m->op >= 0x21 && m->op <= 0x25) {
        error_at_cursor(frontend, m->call,
                        "%s: bfloat16 atomics (AtomicOp::BFADD ... BFCAS) "
                        "need a platform after those cmc targets (Intel's "
                        "CM_HAS_BF16_ATOMIC; GenX_IR 1.0.12504 has no "
                        "bfloat16 LSC atomic)",
                        name);
        return false;
    }
    if (m->op < 0x08 || m->op > 0x1a) {
        error_at_cursor(frontend, m->call, "%s: invalid AtomicOp %d", name,
                        m->op);
        return false;
    }
    if (m->elements != 1) {
        error_at_cursor(frontend, m->call,
                        "%s: LSC atomics take one element per address "
                        "(VectorSize::N1), not %d",
                        name, m->elements);
        return false;
    }
    if (float_op != element_is_float(m->data.element)) {
        error_at_cursor(frontend, m->call,
                        "%s: unsupported type for lsc atomic source or dest "
                        "arguments: %s operations take %s elements, not '%s'",
                        name, float_op ? "floating-point" : "integer",
                        float_op ? "float" : "integer",
                        element_name(m->data.element));
        return false;
    }
    if (float_op && element_bytes(m->data.element) != 4) {
        error_at_cursor(frontend, m->call,
                        "%s: floating-point LSC atomics take float elements",
                        name);
        return false;
    }
    return true;
}

/* ---- operands -------------------------------------------------------------- */

static struct cm_type argument_cm_type(CXCursor call, unsigned index)
{
    return classify_type(
        clang_getCursorType(clang_Cursor_getArgument(call, index)));
}

static LLVMTypeRef i_type(struct frontend *frontend, unsigned bits)
{
    return LLVMIntTypeInContext(frontend->context, bits);
}

static LLVMValueRef i8_constant(struct frontend *frontend, long long value)
{
    return LLVMConstInt(i_type(frontend, 8), (unsigned long long)value, 0);
}

/* The element type of the message's data: 32 bits for narrow elements,
 * the element's own type otherwise. */
static LLVMTypeRef message_type(struct frontend *frontend,
                                const struct lsc_message *m)
{
    unsigned count = (unsigned)(m->channels * m->elements);
    LLVMTypeRef element = element_bytes(m->data.element) < 4
                              ? i_type(frontend, 32)
                              : element_llvm_type(frontend->context,
                                                  m->data.element);
    return LLVMVectorType(element, count);
}

/* The data as integers of the element's width: <count x i8/i16>. */
static LLVMTypeRef narrow_type(struct frontend *frontend,
                               const struct lsc_message *m)
{
    return LLVMVectorType(
        i_type(frontend, (unsigned)element_bytes(m->data.element) * 8),
        (unsigned)(m->channels * m->elements));
}

/* CM data -> message data: 8- and 16-bit elements zero-extended. */
static LLVMValueRef to_message(struct frontend *frontend,
                               const struct lsc_message *m, LLVMValueRef data)
{
    if (element_bytes(m->data.element) >= 4)
        return data;
    LLVMValueRef bits = LLVMBuildBitCast(frontend->builder, data,
                                         narrow_type(frontend, m), "");
    return LLVMBuildZExt(frontend->builder, bits, message_type(frontend, m),
                         "");
}

/* Message data -> CM data: the low bits of each 32-bit element. */
static LLVMValueRef from_message(struct frontend *frontend,
                                 const struct lsc_message *m,
                                 LLVMValueRef data)
{
    if (element_bytes(m->data.element) >= 4)
        return data;
    LLVMValueRef bits = LLVMBuildTrunc(frontend->builder, data,
                                       narrow_type(frontend, m), "");
    return LLVMBuildBitCast(frontend->builder, bits,
                            type_llvm_type(frontend->context, m->data), "");
}

/* A _ptr function's pointer (a pointer, or an integer address), its
 * address as i64. */
static LLVMValueRef lower_pointer(struct frontend *frontend, CXCursor argument)
{
    struct cm_type type = classify_type(clang_getCursorType(argument));
    if (type.kind == TYPE_SCALAR && !element_is_float(type.element))
        return lower_rvalue_as(frontend, argument, scalar_type(ELEMENT_U64));
    error_at_cursor(frontend, argument,
                    "the address of an LSC _ptr function must be a pointer");
    return NULL;
}

/* <n x i1>: the Pred argument (a vector of ushort, nonzero = on) at
 * `index`, or all channels when the call leaves it out; NULL after an
 * error. */
static LLVMValueRef lower_predicate(struct frontend *frontend, CXCursor call,
                                    int index, int n)
{
    LLVMValueRef mask;
    if (!builtin_channel_mask(frontend, call, (unsigned)index, n, &mask))
        return NULL;
    return mask ? mask
                : LLVMConstAllOnes(LLVMVectorType(i_type(frontend, 1),
                                                  (unsigned)n));
}

/* The address operand: offsets (i32), or base + offsets (i64) for flat. */
static LLVMValueRef lower_addresses(struct frontend *frontend,
                                    const struct lsc_message *m,
                                    unsigned offset_index, LLVMValueRef base)
{
    CXCursor argument = clang_Cursor_getArgument(m->call, offset_index);
    struct cm_type type = {.kind = TYPE_VECTOR, .element = ELEMENT_U32,
                           .rows = 1, .columns = m->channels};
    LLVMValueRef offsets =
        m->block ? convert_value(frontend,
                                 lower_rvalue_as(frontend, argument,
                                                 scalar_type(ELEMENT_U32)),
                                 scalar_type(ELEMENT_U32), type)
                 : lower_rvalue_as(frontend, argument, type);
    if (!offsets || !base)
        return offsets;
    LLVMTypeRef wide = LLVMVectorType(i_type(frontend, 64),
                                      (unsigned)m->channels);
    struct cm_type wide_type = type_with_element(type, ELEMENT_U64);
    LLVMValueRef bases = convert_value(frontend, base,
                                       scalar_type(ELEMENT_U64), wide_type);
    return LLVMBuildAdd(frontend->builder, bases,
                        LLVMBuildZExt(frontend->builder, offsets, wide, ""),
                        "");
}

/* ---- the message --------------------------------------------------------- */

static const char *intrinsic_base(const struct lsc_builtin *b, char *base,
                                  size_t size)
{
    static const char *const actions[] = {"lsc.load", "lsc.store",
                                          "lsc.prefetch", "lsc.xatomic"};
    static const char *const spaces[] = {"bti", "stateless", "slm"};
    snprintf(base, size, "%s%s.%s", actions[b->action],
             b->mask >= 0 ? ".quad" : "", spaces[b->space]);
    return base;
}

/* Reads the shape of the call: block or gather, channels, elements, the
 * data's CM type; checks it. */
static bool read_shape(struct frontend *frontend, struct lsc_message *m,
                       CXCursor callee, unsigned offset_index)
{
    const struct lsc_builtin *b = m->builtin;
    struct cm_type offsets = argument_cm_type(m->call, offset_index);
    m->block = offsets.kind != TYPE_VECTOR;
    m->channels = m->block ? 1 : type_element_count(offsets);
    int total;
    if (b->action == LSC_PREFETCH) {
        long long count = template_value(callee, b->count);
        total = m->block ? (int)count
                         : m->channels * vector_size_elements(count);
        m->data = (struct cm_type){.kind = TYPE_VECTOR,
                                   .element = ELEMENT_U32, .rows = 1,
                                   .columns = total};
        if (template_value(callee, b->size) == 4)
            m->data.element = ELEMENT_U64;
    } else {
        m->data = b->action == LSC_STORE
                      ? argument_cm_type(m->call, offset_index + 1)
                      : classify_type(clang_getCursorResultType(callee));
        m->data.is_reference = false;
        total = type_element_count(m->data);
    }
    if (m->data.kind != TYPE_VECTOR || total <= 0 || m->channels <= 0 ||
        total % m->channels != 0) {
        error_at_cursor(frontend, m->call, "%s: invalid vector size",
                        b->name);
        return false;
    }
    m->elements = total / m->channels;
    if (b->mask >= 0) {
        m->chmask = (int)template_value(callee, b->mask);
        if (m->chmask < 1 || m->chmask > 15 ||
            element_bytes(m->data.element) != 4) {
            error_at_cursor(frontend, m->call,
                            "%s: a quad message takes a nonzero channel mask "
                            "and 32-bit elements",
                            b->name);
            return false;
        }
        if (b->action == LSC_STORE && (m->chmask & (m->chmask + 1))) {
            error_at_cursor(frontend, m->call,
                            "%s: the channel mask of a quad store must be "
                            "contiguous from R (CM_R_ENABLE, CM_GR_ENABLE, "
                            "CM_BGR_ENABLE or CM_ABGR_ENABLE: vISA's rule)",
                            b->name);
            return false;
        }
    }
    if (!vector_size_code(m->elements)) {
        error_at_cursor(frontend, m->call,
                        "%s: invalid vector size: %d elements per address "
                        "(1, 2, 3, 4, 8, 16, 32 or 64)",
                        b->name, m->elements);
        return false;
    }
    if (!m->block && m->elements > 8) {
        error_at_cursor(frontend, m->call,
                        "%s: a message of an address per channel takes 1, 2, "
                        "3, 4 or 8 elements per address, not %d (GenX_IR's "
                        "rule for UGM and SLM; 16, 32 and 64 are for block "
                        "messages of one address)",
                        b->name, m->elements);
        return false;
    }
    return check_channels(frontend, m);
}

static bool read_controls(struct frontend *frontend, struct lsc_message *m,
                          CXCursor callee)
{
    const struct lsc_builtin *b = m->builtin;
    m->l1 = (int)template_value(callee, b->l1);
    m->l3 = (int)template_value(callee, b->l3);
    m->op = b->action == LSC_ATOMIC ? (int)template_value(callee, b->op) : 0;
    if (!choose_data_size(frontend, m, template_value(callee, b->size)))
        return false;
    const char *rule = "a hint is a CacheHint value";
    bool known = m->l1 >= 0 && m->l1 <= 7 && m->l3 >= 0 && m->l3 <= 7;
    if (!known || !lsc_cache_hints_allowed(b->action, m->l1, m->l3, &rule)) {
        error_at_cursor(frontend, m->call,
                        "%s: unsupported cache hint L1 %s, L3 %s (%s)",
                        b->name, cache_name(m->l1), cache_name(m->l3), rule);
        return false;
    }
    return b->action != LSC_ATOMIC || check_atomic(frontend, m);
}

/* The call's result before it is computed: void, or undefined of the
 * call's type, so that a call reported in error still gives its users a
 * value. */
static struct value placeholder_result(struct frontend *frontend,
                                       CXCursor call)
{
    struct cm_type type = classify_type(clang_getCursorType(call));
    if (type.kind != TYPE_VECTOR && type.kind != TYPE_SCALAR) {
        struct value none = rvalue(scalar_type(ELEMENT_I32), NULL);
        none.type.kind = TYPE_VOID;
        return none;
    }
    type.is_reference = false;
    return rvalue(type,
                  LLVMGetUndef(type_llvm_type(frontend->context, type)));
}

static bool lower_lsc_message(struct frontend *frontend, CXCursor call,
                              const struct lsc_builtin *b,
                              struct value *result)
{
    *result = placeholder_result(frontend, call);
    if (!platform_check(frontend, call, b->name))
        return true;
    CXCursor callee = clang_getCursorReferenced(call);
    struct lsc_message m = {.builtin = b, .call = call};
    unsigned offset_index = b->space == LSC_SLM ? 0 : 1;
    if (!read_shape(frontend, &m, callee, offset_index) ||
        !read_controls(frontend, &m, callee))
        return true;
    if (m.block &&
        !simd_cf_allows(frontend, call, "an LSC block (transposed) message"))
        return true;

    LLVMValueRef base = NULL, surface = LLVMConstInt(i_type(frontend, 32), 0, 0);
    if (b->space == LSC_FLAT &&
        !(base = lower_pointer(frontend, clang_Cursor_getArgument(call, 0))))
        return true;
    if (b->space == LSC_BTI &&
        !(surface = builtin_surface(frontend, call, 0)))
        return true;
    LLVMValueRef addresses = lower_addresses(frontend, &m, offset_index, base);
    if (!addresses)
        return true;
    int sources = b->action == LSC_STORE ? 1
                  : b->action == LSC_ATOMIC
                      ? (m.op <= 0x0a ? 0 : m.op == 0x12 || m.op == 0x17 ? 2 : 1)
                      : 0;
    int arguments = clang_Cursor_getNumArguments(call);
    if (b->action == LSC_ATOMIC &&
        arguments < (int)offset_index + 1 + sources) {
        error_at_cursor(frontend, call,
                        "%s: this AtomicOp takes %d source%s", b->name,
                        sources, sources == 1 ? "" : "s");
        return true;
    }
    LLVMValueRef data[2] = {NULL, NULL};
    for (int i = 0; i < sources; i++) {
        LLVMValueRef value = lower_rvalue_as(
            frontend,
            clang_Cursor_getArgument(call, offset_index + 1 + (unsigned)i),
            m.data);
        if (!value)
            return true;
        data[i] = to_message(frontend, &m, value);
    }
    LLVMValueRef predicate =
        m.block ? LLVMConstAllOnes(LLVMVectorType(i_type(frontend, 1), 1))
                : lower_predicate(frontend, call,
                                  (int)offset_index + 1 + sources, m.channels);
    if (!predicate)
        return true;
    if (!m.block) /* inside a SIMD block, only the active channels */
        predicate = LLVMBuildAnd(
            frontend->builder, predicate,
            simd_cf_message_predicate(frontend, m.channels), "");

    LLVMTypeRef message = message_type(frontend, &m);
    LLVMValueRef operands[15] = {
        predicate,
        i8_constant(frontend, b->action == LSC_ATOMIC ? m.op : 0),
        i8_constant(frontend, m.l1),
        i8_constant(frontend, m.l3),
        LLVMConstInt(i_type(frontend, 16), 1, 0),
        LLVMConstInt(i_type(frontend, 32), 0, 0),
        i8_constant(frontend, m.data_size),
        i8_constant(frontend, vector_size_code(m.elements)),
        i8_constant(frontend, m.block ? 1 : 0),
        i8_constant(frontend, m.chmask),
        addresses,
    };
    unsigned count = 12, overloaded = 1u << 0 | 1u << 10;
    LLVMTypeRef void_type = LLVMVoidTypeInContext(frontend->context);
    switch (b->action) {
    case LSC_LOAD:
    case LSC_PREFETCH:
        operands[11] = surface;
        break;
    case LSC_STORE:
        operands[11] = data[0];
        operands[12] = surface;
        count = 13;
        overloaded |= 1u << 11;
        break;
    case LSC_ATOMIC:
        operands[11] = data[0] ? data[0] : LLVMGetUndef(message);
        operands[12] = data[1] ? data[1] : LLVMGetUndef(message);
        operands[13] = surface;
        operands[14] = LLVMGetUndef(message);
        count = 15;
        break;
    }
    bool returns = b->action == LSC_LOAD || b->action == LSC_ATOMIC;
    char name[48];
    LLVMValueRef call_value = build_genx_call(
        frontend, intrinsic_base(b, name, sizeof name),
        returns ? message : void_type, returns,
        operands, count, overloaded,
        b->action == LSC_LOAD ? INTRINSIC_READS : INTRINSIC_WRITES);
    if (returns)
        *result = rvalue(m.data, from_message(frontend, &m, call_value));
    return true;
}

/* cm_fence<Sfid, FenceOp, Scope, N>(Pred): llvm.genx.lsc.fence. */
static bool lower_lsc_fence(struct frontend *frontend, CXCursor call,
                            struct value *result)
{
    *result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result->type.kind = TYPE_VOID;
    if (!platform_check(frontend, call, "cm_fence<...>"))
        return true;
    CXCursor callee = clang_getCursorReferenced(call);
    long long sfid = template_value(callee, 0);
    long long op = template_value(callee, 1);
    long long scope = template_value(callee, 2);
    int n = (int)template_value(callee, 3);
    if (sfid == 3 && (op != 0 || scope != 0)) {
        error_at_cursor(frontend, call,
                        "cm_fence: an SLM fence takes LSC_FENCE_OP_NONE and "
                        "LSC_SCOPE_GROUP (vISA's LSC_FENCE rule)");
        return true;
    }
    if (sfid == 1 && frontend->options->platform->grf_bytes < 64) {
        error_at_cursor(frontend, call,
                        "cm_fence: LSC_UGML exists only on PVC");
        return true;
    }
    if (n < 1 || n > 32 || (n & (n - 1))) {
        error_at_cursor(frontend, call, "cm_fence: unexpected number of "
                                        "channels %d", n);
        return true;
    }
    LLVMValueRef predicate = lower_predicate(frontend, call, 0, n);
    if (!predicate)
        return true;
    LLVMValueRef operands[] = {predicate, i8_constant(frontend, sfid),
                               i8_constant(frontend, op),
                               i8_constant(frontend, scope)};
    build_genx_call(frontend, "lsc.fence",
                    LLVMVoidTypeInContext(frontend->context), false, operands,
                    4, 1u << 0, INTRINSIC_WRITES);
    return true;
}

bool lower_lsc_builtin(struct frontend *frontend, CXCursor call,
                       const char *name, struct value *result)
{
    CXCursor callee = clang_getCursorReferenced(call);
    if (!strcmp(name, "cm_fence"))
        return clang_Cursor_getNumTemplateArguments(callee) > 0 &&
               lower_lsc_fence(frontend, call, result);
    for (size_t i = 0; i < sizeof lsc_builtins / sizeof lsc_builtins[0]; i++)
        if (!strcmp(name, lsc_builtins[i].name))
            return lower_lsc_message(frontend, call, &lsc_builtins[i], result);
    return false;
}
