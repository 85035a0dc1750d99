/* read_isa.c - a vISA binary (.isa) -> the vISA text parse.c reads.
 *
 * Takes the bytes of a .isa file, as Intel's documentation describes it
 * (documentation/visa/4_visa_header.md: header, kernel objects, symbol
 * tables, inputs, attributes; 5_operands.md: vector and raw operands;
 * instructions/OPCODE.md: each instruction's field order), with the
 * numbering GenX_IR uses (doc/design.md, "The vISA binary": general
 * variables from V32, surfaces from T6, predicates from P1).  Guarantees
 * either the equivalent vISA text, one statement per line, in the grammar
 * parse.c reads, or a message "FILE: error: ... (offset N)" and NULL: every
 * read is checked against the file's end and every number against the
 * table it indexes, so a truncated or malformed file is reported, never
 * read past.
 *
 * Exists so that cmrun can run what cmc writes by default without linking
 * cmc's backend: this reader is written from the specification, not from
 * cmc's writer, so running a kernel from its .isa checks that writer.
 * Rendering text (rather than filling struct cmrun_kernel directly) keeps
 * one parser for operands and one meaning for each mnemonic. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cmrun/cmrun.h"
#include "support/support.h"

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

/* Variable numbers below these are predefined (never declared). */
#define RESERVED_GENERALS 32
#define RESERVED_SURFACES 6
#define RESERVED_PREDICATES 1

#define MAX_OPERANDS 24

/* ---- bounds-checked reading ------------------------------------------------ */

struct isa_reader {
    const uint8_t *bytes;
    size_t end;                 /* reads stop here (a kernel object's end) */
    size_t pos;
    const char *file_name;
    bool failed;                /* the first error was reported */
};

static void isa_error(struct isa_reader *r, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static void isa_error(struct isa_reader *r, const char *format, ...)
{
    if (r->failed)
        return;
    va_list args;
    va_start(args, format);
    fprintf(stderr, "%s: error: ", r->file_name);
    vfprintf(stderr, format, args);
    fprintf(stderr, " (offset %zu)\n", r->pos);
    va_end(args);
    r->failed = true;
}

static bool have_bytes(struct isa_reader *r, size_t count)
{
    if (r->failed)
        return false;
    if (count > r->end - r->pos) {
        isa_error(r, "the file ends inside a %zu-byte field", count);
        return false;
    }
    return true;
}

static uint64_t read_le(struct isa_reader *r, int size)
{
    if (!have_bytes(r, (size_t)size))
        return 0;
    uint64_t value = 0;
    for (int i = 0; i < size; i++)
        value |= (uint64_t)r->bytes[r->pos + (size_t)i] << (8 * i);
    r->pos += (size_t)size;
    return value;
}

static unsigned read_u8(struct isa_reader *r) { return (unsigned)read_le(r, 1); }
static unsigned read_u16(struct isa_reader *r) { return (unsigned)read_le(r, 2); }
static uint32_t read_u32(struct isa_reader *r) { return (uint32_t)read_le(r, 4); }

static void skip_bytes(struct isa_reader *r, size_t count)
{
    if (have_bytes(r, count))
        r->pos += count;
}

/* A table of COUNT entries of at least MIN_SIZE bytes each must fit in
 * what is left (so that a corrupt count cannot make us allocate or loop
 * far beyond the file). */
static bool table_fits(struct isa_reader *r, uint64_t count, size_t min_size,
                       const char *what)
{
    if (r->failed)
        return false;
    if (count * min_size > r->end - r->pos) {
        isa_error(r, "%" PRIu64 " %s do not fit in the file", count, what);
        return false;
    }
    return true;
}

/* attribute_info: UD name, UB size, size bytes of value. */
static void skip_attributes(struct isa_reader *r, unsigned count)
{
    for (unsigned i = 0; i < count && !r->failed; i++) {
        read_u32(r);
        skip_bytes(r, read_u8(r));
    }
}

/* ---- one kernel's symbol tables --------------------------------------------- */

/* A symbol table: the string index of each entry's name. */
struct isa_names {
    uint32_t *names;
    uint32_t count;
};

struct isa_symbols {
    char **strings;
    uint32_t string_count;
    struct isa_names generals, addresses, predicates, samplers, surfaces,
        labels;
    uint8_t *general_types;     /* type codes of the declared generals */
    uint8_t *label_kinds;       /* 0 block, 1 subroutine */
};

static void symbols_free(struct isa_symbols *s)
{
    for (uint32_t i = 0; i < s->string_count; i++)
        free(s->strings[i]);
    free(s->strings);
    free(s->generals.names);
    free(s->general_types);
    free(s->addresses.names);
    free(s->predicates.names);
    free(s->samplers.names);
    free(s->surfaces.names);
    free(s->labels.names);
    free(s->label_kinds);
}

/* A string usable as a name in vISA text: printable, no blank or quote. */
static bool is_name(const char *text)
{
    if (!*text)
        return false;
    for (const char *c = text; *c; c++)
        if (*c <= ' ' || *c > '~' || *c == '"')
            return false;
    return true;
}

/* A string usable inside quotes in vISA text (a kernel's name, such as
 * "scale<float, 8>"): printable, spaces allowed, no quote. */
static bool is_quotable(const char *text)
{
    if (!*text)
        return false;
    for (const char *c = text; *c; c++)
        if (*c < ' ' || *c > '~' || *c == '"')
            return false;
    return true;
}

/* String INDEX of the pool, whatever its characters. */
static const char *any_string_at(struct isa_reader *r,
                                 const struct isa_symbols *s, uint32_t index)
{
    if (index >= s->string_count) {
        isa_error(r, "string %" PRIu32 " does not exist (the pool has %" PRIu32
                     ")", index, s->string_count);
        return "?";
    }
    return s->strings[index];
}

/* String INDEX of the pool, which names something in the text. */
static const char *string_at(struct isa_reader *r, const struct isa_symbols *s,
                             uint32_t index)
{
    const char *text = any_string_at(r, s, index);
    if (!r->failed && !is_name(text)) {
        isa_error(r, "string %" PRIu32 " is not a valid name", index);
        return "?";
    }
    return text;
}

static void read_string_pool(struct isa_reader *r, struct isa_symbols *s)
{
    uint32_t count = read_u32(r);
    if (!table_fits(r, count, 1, "strings"))
        return;
    s->strings = xcalloc(count + 1, sizeof *s->strings);
    for (uint32_t i = 0; i < count && !r->failed; i++) {
        const uint8_t *start = r->bytes + r->pos;
        const uint8_t *nul = memchr(start, 0, r->end - r->pos);
        if (!nul) {
            isa_error(r, "string %" PRIu32 " is not terminated", i);
            return;
        }
        size_t length = (size_t)(nul - start);
        s->strings[i] = xmalloc(length + 1);
        memcpy(s->strings[i], start, length + 1);
        s->string_count = i + 1;
        r->pos += length + 1;
    }
}

/* The predefined variables, by number (4_visa_header.md's table, with the
 * text names GenX_IR's grammar uses). */
static const char *const predefined_generals[] = {
    "%null", "%thread_x", "%thread_y", "%group_id_x", "%group_id_y",
    "%group_id_z", "%tsc", "%r0", "%arg", "%retval", "%sp", "%fp", "%hw_id",
    "%sr0", "%cr0", "%ce0", "%dbg0", "%color", "%impl_arg_buf_ptr",
    "%local_id_buf_ptr", "%msg0",
};
static const char *const predefined_surfaces[] = {
    "%slm", "T1", "T2", "TSS", "%bss", "%scratch",
};

static const char *general_name(struct isa_reader *r,
                                const struct isa_symbols *s, uint32_t id)
{
    if (id < RESERVED_GENERALS) {
        if (id < COUNT(predefined_generals))
            return predefined_generals[id];
        isa_error(r, "general variable V%" PRIu32 " is reserved", id);
        return "?";
    }
    if (id - RESERVED_GENERALS >= s->generals.count) {
        isa_error(r, "general variable V%" PRIu32 " is not declared", id);
        return "?";
    }
    return string_at(r, s, s->generals.names[id - RESERVED_GENERALS]);
}

static const char *surface_name(struct isa_reader *r,
                                const struct isa_symbols *s, uint32_t id)
{
    if (id < RESERVED_SURFACES)
        return predefined_surfaces[id];
    if (id - RESERVED_SURFACES >= s->surfaces.count) {
        isa_error(r, "surface T%" PRIu32 " is not declared", id);
        return "?";
    }
    return string_at(r, s, s->surfaces.names[id - RESERVED_SURFACES]);
}

/* Names from a table numbered from FIRST (predicates from P1). */
static const char *table_name(struct isa_reader *r, const struct isa_symbols *s,
                              const struct isa_names *table, uint32_t first,
                              uint32_t id, const char *what)
{
    if (id < first || id - first >= table->count) {
        isa_error(r, "%s %" PRIu32 " is not declared", what, id);
        return "?";
    }
    return string_at(r, s, table->names[id - first]);
}

static const char *predicate_name(struct isa_reader *r,
                                  const struct isa_symbols *s, uint32_t id)
{
    return table_name(r, s, &s->predicates, RESERVED_PREDICATES, id,
                      "predicate");
}

static const char *address_name(struct isa_reader *r,
                                const struct isa_symbols *s, uint32_t id)
{
    return table_name(r, s, &s->addresses, 0, id, "address variable");
}

static const char *sampler_name(struct isa_reader *r,
                                const struct isa_symbols *s, uint32_t id)
{
    return table_name(r, s, &s->samplers, 0, id, "sampler");
}

static const char *label_name(struct isa_reader *r, const struct isa_symbols *s,
                              uint32_t id)
{
    return table_name(r, s, &s->labels, 0, id, "label");
}

/* ---- types, regions, codes ------------------------------------------------- */

static const char *const type_names[16] = {
    "ud", "d", "uw", "w", "ub", "b", "df", "f",
    "v", "vf", "bool", "uq", "uv", "q", "hf", "bf",
};

static const char *type_name(struct isa_reader *r, unsigned code)
{
    if (code >= 16 || !type_names[code]) {
        isa_error(r, "unknown element type code %u", code);
        return "ud";
    }
    return type_names[code];
}

static int type_bytes(unsigned code)
{
    static const int sizes[16] = {4, 4, 2, 2, 1, 1, 8, 4, 4, 4, 1, 8, 4, 8, 2, 2};
    return code < 16 ? sizes[code] : 4;
}

/* A region parameter: 0 is "null", 1 is 0 elements, 2 is 1, 3 is 2, ... */
static int region_value(struct isa_reader *r, unsigned code, bool allow_null)
{
    if (code >= 1 && code <= 7)
        return code == 1 ? 0 : 1 << (code - 2);
    if (code == 0 && allow_null)
        return -1;
    isa_error(r, "bad region code %u", code);
    return 0;
}

static const char *align_name(struct isa_reader *r, unsigned code)
{
    static const char *const names[] = {"byte",  "word",  "dword", "qword",
                                        "oword", "GRF",   "GRFx2", "hword",
                                        "wordx32", "wordx64"};
    if (code >= COUNT(names)) {
        isa_error(r, "unknown alignment code %u", code);
        return "byte";
    }
    return names[code];
}

/* ---- declarations, inputs, attributes --------------------------------------- */

/* var_info: UD name, UB type | align << 4, UW num_elements, UD alias,
 * UW alias offset, UB alias scope, UB attribute count, attributes. */
static void read_generals(struct isa_reader *r, struct isa_symbols *s,
                          struct string_buffer *text)
{
    uint32_t count = read_u32(r);
    if (!table_fits(r, count, 15, "general variables"))
        return;
    s->generals.names = xcalloc(count + 1, sizeof *s->generals.names);
    s->general_types = xcalloc(count + 1, 1);
    size_t *starts = xcalloc(count + 1, sizeof *starts);
    for (uint32_t i = 0; i < count && !r->failed; i++) {
        starts[i] = r->pos;
        s->generals.names[i] = read_u32(r);
        s->general_types[i] = (uint8_t)(read_u8(r) & 0xf);
        s->generals.count = i + 1;
        skip_bytes(r, 9); /* elements, alias, alias offset, scope */
        skip_attributes(r, read_u8(r));
    }
    /* A second pass renders them: an alias may name any general. */
    size_t after = r->pos;
    for (uint32_t i = 0; i < count && !r->failed; i++) {
        r->pos = starts[i];
        const char *name = string_at(r, s, read_u32(r));
        unsigned properties = read_u8(r);
        unsigned elements = read_u16(r);
        uint32_t alias = read_u32(r);
        unsigned alias_offset = read_u16(r);
        buffer_printf(text, ".decl %s v_type=G type=%s num_elts=%u", name,
                      type_name(r, properties & 0xf), elements);
        if (alias != 0)
            buffer_printf(text, " alias=<%s, %u>\n", general_name(r, s, alias),
                          alias_offset);
        else
            buffer_printf(text, " align=%s\n", align_name(r, properties >> 4));
    }
    if (!r->failed)
        r->pos = after;
    free(starts);
}

/* address_info, predicate_info, sampler_info, surface_info: UD name,
 * UW num_elements, UB attribute count, attributes. */
static void read_state_table(struct isa_reader *r, struct isa_symbols *s,
                             uint32_t count, const char *v_type,
                             const char *what, struct isa_names *table,
                             struct string_buffer *text)
{
    if (!table_fits(r, count, 7, what))
        return;
    table->names = xcalloc(count + 1, sizeof *table->names);
    for (uint32_t i = 0; i < count && !r->failed; i++) {
        table->names[i] = read_u32(r);
        table->count = i + 1;
        unsigned elements = read_u16(r);
        skip_attributes(r, read_u8(r));
        buffer_printf(text, ".decl %s v_type=%s num_elts=%u\n",
                      string_at(r, s, table->names[i]), v_type, elements);
    }
}

/* label_info: UD name, UB kind, UB attribute count, attributes. */
static void read_labels(struct isa_reader *r, struct isa_symbols *s)
{
    unsigned count = read_u16(r);
    if (!table_fits(r, count, 6, "labels"))
        return;
    s->labels.names = xcalloc(count + 1, sizeof *s->labels.names);
    s->label_kinds = xcalloc(count + 1, 1);
    for (unsigned i = 0; i < count && !r->failed; i++) {
        s->labels.names[i] = read_u32(r);
        s->label_kinds[i] = (uint8_t)(read_u8(r) & 1);
        skip_attributes(r, read_u8(r));
        s->labels.count = i + 1;
        string_at(r, s, s->labels.names[i]);
    }
}

/* input_info: B kind (bits 0-1 class, 3-7 provenance), UD id, W offset,
 * UW size. */
static void read_inputs(struct isa_reader *r, const struct isa_symbols *s,
                        struct string_buffer *text)
{
    uint32_t count = read_u32(r);
    if (!table_fits(r, count, 9, "inputs"))
        return;
    for (uint32_t i = 0; i < count && !r->failed; i++) {
        unsigned kind = read_u8(r);
        uint32_t id = read_u32(r);
        int offset = (int16_t)read_u16(r);
        unsigned size = read_u16(r);
        const char *name;
        switch (kind & 3) {
        case 0: name = general_name(r, s, id); break;
        case 1: name = sampler_name(r, s, id); break;
        case 2: name = surface_name(r, s, id); break;
        default:
            isa_error(r, "input %" PRIu32 " has unknown class %u", i, kind & 3);
            return;
        }
        if (kind >> 3)
            buffer_printf(text, ".implicit_UNDEFINED_%u", kind >> 3);
        else
            buffer_append(text, ".input");
        buffer_printf(text, " %s offset=%d size=%u\n", name, offset, size);
    }
}

/* Kernel attributes: Target, SLMSize and NBarrierCnt mean something to
 * cmrun. */
static void read_kernel_attributes(struct isa_reader *r,
                                   const struct isa_symbols *s,
                                   struct string_buffer *text)
{
    unsigned count = read_u16(r);
    for (unsigned i = 0; i < count && !r->failed; i++) {
        uint32_t name_index = read_u32(r);
        unsigned size = read_u8(r);
        const char *name = any_string_at(r, s, name_index);
        if (size <= 4) {
            uint64_t value = read_le(r, (int)size);
            if (!strcmp(name, "SLMSize"))
                buffer_printf(text, ".kernel_attr SLMSize=%" PRIu64 "\n", value);
            else if (!strcmp(name, "NBarrierCnt"))
                buffer_printf(text, ".kernel_attr NBarrierCnt=%" PRIu64 "\n",
                              value);
            else if (!strcmp(name, "Target"))
                buffer_printf(text, ".kernel_attr Target=\"%s\"\n",
                              value == 0 ? "cm" : "igc");
        } else {
            skip_bytes(r, size);
        }
    }
}

/* ---- operands ------------------------------------------------------------------ */

struct isa_context {
    struct isa_reader *reader;
    const struct isa_symbols *symbols;
    int grf_bytes;              /* the row of a general operand */
};

/* The byte offset of general operand origin (ROW, COLUMN) of variable ID:
 * columns count elements of the variable's type. */
static unsigned origin_bytes(struct isa_context *c, uint32_t id, unsigned row,
                             unsigned column)
{
    const struct isa_symbols *s = c->symbols;
    if (id < RESERVED_GENERALS || id - RESERVED_GENERALS >= s->generals.count) {
        if (column != 0)
            isa_error(c->reader, "the address of a column of predefined "
                                 "variable V%" PRIu32 " is not supported", id);
        return row * (unsigned)c->grf_bytes;
    }
    return row * (unsigned)c->grf_bytes +
           column * (unsigned)type_bytes(s->general_types[id - RESERVED_GENERALS]);
}

static const char *modifier_text(struct isa_reader *r, unsigned modifier)
{
    switch (modifier) {
    case 0: return "";
    case 1: return "(abs)";
    case 2: return "(-)";
    case 3: return "(-abs)";
    case 5: return "(~)";
    default:
        isa_error(r, "bad source modifier %u", modifier);
        return "";
    }
}

static void render_immediate(struct isa_reader *r, struct string_buffer *out)
{
    unsigned code = read_u8(r) & 0xf;
    const char *name = type_name(r, code);
    int size = type_bytes(code);
    uint64_t bits = read_le(r, size == 8 ? 8 : 4);
    if (size < 8)
        bits &= (UINT64_C(1) << (size * 8)) - 1;
    bool is_signed_integer = code == 1 || code == 3 || code == 5 || code == 13;
    if (is_signed_integer) {
        int64_t value;
        switch (size) {
        case 1: value = (int8_t)bits; break;
        case 2: value = (int16_t)bits; break;
        case 4: value = (int32_t)bits; break;
        default: value = (int64_t)bits; break;
        }
        if (value != INT64_MIN) {
            buffer_printf(out, "%" PRId64 ":%s", value, name);
            return;
        }
    }
    buffer_printf(out, "0x%" PRIx64 ":%s", bits, name);
}

/* Source: "<v;w,h>", destination: "<h>". */
static void render_region(struct isa_reader *r, unsigned region,
                          bool is_destination, struct string_buffer *out)
{
    int hstride = region_value(r, region >> 8 & 0xf, false);
    if (is_destination) {
        buffer_printf(out, "<%d>", hstride);
        return;
    }
    int vstride = region_value(r, region & 0xf, true);
    int width = region_value(r, region >> 4 & 0xf, false);
    if (vstride < 0)
        isa_error(r, "multi-address indirect operands are not supported");
    buffer_printf(out, "<%d;%d,%d>", vstride, width, hstride);
}

/* A vector operand (5_operands.md).  ADDRESS_OF: the source of ADDR_ADD,
 * where a general operand stands for the address of its origin. Sets
 * *saturate for a destination with the saturation modifier. */
static void render_vector(struct isa_context *c, bool is_destination,
                          bool address_of, bool *saturate,
                          struct string_buffer *out)
{
    struct isa_reader *r = c->reader;
    const struct isa_symbols *s = c->symbols;
    size_t start = r->pos;
    unsigned tag = read_u8(r);
    unsigned modifier = tag >> 3 & 7;
    if (is_destination && modifier == 4) {
        *saturate = true;
        modifier = 0;
    }
    switch (tag & 7) {
    case 0: { /* general: UD id, UB row, UB column, UW region */
        uint32_t id = read_u32(r);
        unsigned row = read_u8(r), column = read_u8(r);
        unsigned region = read_u16(r);
        const char *name = general_name(r, s, id);
        if (address_of) {
            buffer_printf(out, "&%s[%u]", name,
                          origin_bytes(c, id, row, column));
            break;
        }
        buffer_printf(out, "%s%s(%u,%u)", modifier_text(r, modifier), name,
                      row, column);
        render_region(r, region, is_destination, out);
        break;
    }
    case 1: { /* address: UW id, UB offset, UB width (as an exec size) */
        unsigned id = read_u16(r);
        unsigned offset = read_u8(r), width = read_u8(r);
        if (width > 4)
            isa_error(r, "bad address operand width code %u", width);
        buffer_printf(out, "%s(%u)<%u>", address_name(r, s, id), offset,
                      1u << (width & 7));
        break;
    }
    case 2: /* predicate: UW id */
        buffer_append(out, predicate_name(r, s, read_u16(r) & 0xfff));
        break;
    case 3: { /* indirect: UW id, UB address offset, W offset, UB type,
                 UW region */
        unsigned id = read_u16(r);
        unsigned sub = read_u8(r);
        int offset = (int16_t)read_u16(r);
        unsigned type = read_u8(r) & 0xf;
        unsigned region = read_u16(r);
        buffer_printf(out, "%sr[%s(%u),%d]", modifier_text(r, modifier),
                      address_name(r, s, id), sub, offset);
        render_region(r, region, is_destination, out);
        buffer_printf(out, ":%s", type_name(r, type));
        break;
    }
    case 5:
        if (is_destination)
            isa_error(r, "an immediate destination");
        render_immediate(r, out);
        break;
    case 6: { /* state (MOVS's operands): UB class, UW id, UB offset */
        unsigned kind = read_u8(r);
        unsigned id = read_u16(r);
        unsigned offset = read_u8(r);
        if (kind > 1)
            isa_error(r, "only surface and sampler state operands are "
                         "supported");
        buffer_printf(out, "%s(%u)",
                      kind == 1 ? sampler_name(r, s, id)
                                : surface_name(r, s, id),
                      offset);
        break;
    }
    default:
        r->pos = start;
        isa_error(r, "vector operand class %u is not supported", tag & 7);
        break;
    }
    if (address_of && (tag & 7) != 0)
        isa_error(r, "ADDR_ADD's source is not a general variable");
}

/* A raw operand: UD id, UW byte offset. */
static void render_raw(struct isa_context *c, struct string_buffer *out)
{
    uint32_t id = read_u32(c->reader);
    unsigned offset = read_u16(c->reader);
    buffer_printf(out, "%s.%u", general_name(c->reader, c->symbols, id),
                  offset);
}

/* ---- instructions ------------------------------------------------------------- */

/* How an instruction's text is formed from its fields (see render_text). */
enum isa_form {
    FORM_ALU,           /* name[.sat] (exec) dst src...  */
    FORM_BFN,           /* bfn.x<function> (exec) dst src0 src1 src2 */
    FORM_DPAS,          /* name.W.A.SD.RC (exec) dst src0 src1 src2, src2
                           written without a region */
    FORM_CMP,           /* cmp.<rel> (exec) dst src0 src1 */
    FORM_MIN_MAX,       /* min|max[.sat] (exec) dst src0 src1 */
    FORM_BRANCH,        /* name (exec) label */
    FORM_RET,           /* ret (exec) */
    FORM_LABEL,         /* label: */
    FORM_SUBROUTINE,    /* .function "label" + label: */
    FORM_OWORD,         /* name (owords) surface offset data */
    FORM_SVM_BLOCK,     /* name[.unaligned] (owords) address data */
    FORM_SVM_SCATTERED, /* name.<block bytes>.<blocks> (exec) addresses data */
    FORM_SVM_ATOMIC,    /* svm_atomic.<op>[.16|.64] (exec) addr dst src0 src1 */
    FORM_SCALED,        /* name.<blocks> (exec) surface offset offsets data */
    FORM_CHANNELS,      /* name.<RGBA> (exec) operands... */
    FORM_ATOMIC,        /* name.<op>[.16] (exec) operands... */
    FORM_MEDIA,         /* name.<mode> (width, height) surface plane x y data */
    FORM_PLAIN,         /* name operands... */
    FORM_SBARRIER,      /* sbarrier.signal|wait */
    FORM_NBARRIER,      /* nbarrier.signal id count | nbarrier.wait id */
    FORM_RAW_SENDS,     /* raw_sends[_eot].<sfid>.<n0>.<n1>.<nd> (exec)
                           exDesc desc src0 src1 dst */
    FORM_RAW_SEND,      /* raw_send[c] (exec) exDesc numSrc numDst desc src
                           dst */
    FORM_FENCE,         /* fence_global|local[.EISCRL1], fence_sw */
    FORM_SAMPLE_UNORM,  /* name.<RGBA>.<format> sampler surface u v du dv dst */
    FORM_AVS,           /* avs.<RGBA> surface sampler u v du dv u2d groupID
                           vbn AVS_<format> v2d AVS_<mode> IEFBypass dst */
    FORM_SAMPLER_3D,    /* <operation>[.pixel_null_mask].<RGBA> (exec) ... */
    FORM_VA,            /* va_<operation>[.<number>...] operands...: the
                           video analytics, which vISA text does not
                           spell (cmrun's own rendering) */
    FORM_LSC,           /* lsc_<op>.<sfid>[.<l1>.<l3>] (exec) data address
                           [sources] (LSC_UNTYPED.md) */
    FORM_LSC_FENCE,     /* lsc_fence.<sfid>.<op>.<scope> */
    FORM_LSC_BLOCK2D,   /* lsc_{load,store}_block2d.<sfid>[.<l1>.<l3>]
                           (exec) [data] flat[six operands] [data] */
};

/* Fields in binary order (the Format table of the instruction's page):
 *   e  UB execution size and mask     p  UW predicate
 *   d  vector destination             v  vector source
 *   a  vector source as an address (ADDR_ADD)
 *   r  raw operand                    l  UW label
 *   s  UB surface                     h  UB sampler
 *   b  UB number                      w  UW number
 *   i  D (signed) number
 *   n  raw operands, as many as the last number */
struct isa_instruction {
    unsigned opcode;            /* SVM: 0x4e | sub-opcode << 8; LSC_UNTYPED:
                                   0x89 | sub-operation << 8; VA (0x44) and
                                   VA_SKL_PLUS (0x4d) likewise */
    const char *name;
    const char *fields;
    enum isa_form form;
};

static const struct isa_instruction instructions[] = {
    {0x01, "add", "epdvv", FORM_ALU},
    {0x02, "avg", "epdvv", FORM_ALU},
    {0x03, "div", "epdvv", FORM_ALU},
    {0x08, "exp", "epdv", FORM_ALU},
    {0x09, "frc", "epdv", FORM_ALU},
    {0x0b, "log", "epdv", FORM_ALU},
    {0x0c, "mad", "epdvvv", FORM_ALU},
    {0x0d, "mulh", "epdvv", FORM_ALU},
    {0x0f, "mod", "epdvv", FORM_ALU},
    {0x10, "mul", "epdvv", FORM_ALU},
    {0x11, "pow", "epdvv", FORM_ALU},
    {0x12, "rndd", "epdv", FORM_ALU},
    {0x13, "rndu", "epdv", FORM_ALU},
    {0x14, "rnde", "epdv", FORM_ALU},
    {0x15, "rndz", "epdv", FORM_ALU},
    {0x17, "sin", "epdv", FORM_ALU},
    {0x18, "cos", "epdv", FORM_ALU},
    {0x19, "sqrt", "epdv", FORM_ALU},
    {0x1a, "rsqrt", "epdv", FORM_ALU},
    {0x1b, "inv", "epdv", FORM_ALU},
    {0x1f, "lzd", "epdv", FORM_ALU},
    {0x20, "and", "epdvv", FORM_ALU},
    {0x21, "or", "epdvv", FORM_ALU},
    {0x22, "xor", "epdvv", FORM_ALU},
    {0x23, "not", "epdv", FORM_ALU},
    {0x24, "shl", "epdvv", FORM_ALU},
    {0x25, "shr", "epdvv", FORM_ALU},
    {0x26, "asr", "epdvv", FORM_ALU},
    {0x27, "cbit", "epdv", FORM_ALU},
    {0x28, "addr_add", "edav", FORM_ALU},
    {0x29, "mov", "epdv", FORM_ALU},
    {0x2a, "sel", "epdvv", FORM_ALU},
    {0x2b, "setp", "edv", FORM_ALU},
    {0x2c, "cmp", "ebdvv", FORM_CMP},
    {0x2e, "fbl", "epdv", FORM_ALU},
    {0x2f, "fbh", "epdv", FORM_ALU},
    {0x30, "subroutine", "l", FORM_SUBROUTINE},
    {0x31, "label", "l", FORM_LABEL},
    {0x32, "jmp", "epl", FORM_BRANCH},
    {0x33, "call", "epl", FORM_BRANCH},
    {0x34, "ret", "ep", FORM_RET},
    {0x35, "oword_ld", "bbsvr", FORM_OWORD},
    {0x36, "oword_st", "bsvr", FORM_OWORD},
    {0x37, "media_ld", "bsbbbvvr", FORM_MEDIA},
    {0x38, "media_st", "bsbbbvvr", FORM_MEDIA},
    {0x3c, "oword_ld_unaligned", "bbsvr", FORM_OWORD},
    {0x41, "sample_unorm", "bhsvvvvr", FORM_SAMPLE_UNORM},
    {0x43, "avs", "bhsvvvvvvvbvbvr", FORM_AVS},
    /* The video analytics: VA (0x44) and VA_SKL_PLUS (0x4d), the
     * sub-opcode byte after the opcode, the fields as GenX_IR's binary
     * reader takes them (no vISA documentation page describes them). */
    {0x44 | 0x01 << 8, "va_convolve_2d", "hsvvbr", FORM_VA},
    {0x44 | 0x02 << 8, "va_minmax", "svvvr", FORM_VA},
    {0x44 | 0x03 << 8, "va_minmaxfilter", "hsvvbbvr", FORM_VA},
    {0x44 | 0x04 << 8, "va_erode", "hsvvbr", FORM_VA},
    {0x44 | 0x05 << 8, "va_dilate", "hsvvbr", FORM_VA},
    {0x44 | 0x06 << 8, "va_boolcentroid", "svvvvr", FORM_VA},
    {0x44 | 0x07 << 8, "va_centroid", "svvvr", FORM_VA},
    {0x4d | 0x08 << 8, "va_convolve_1d_v", "hsvvbr", FORM_VA},
    {0x4d | 0x09 << 8, "va_convolve_1d_h", "hsvvbr", FORM_VA},
    {0x4d | 0x0a << 8, "va_convolve_1pixel", "hsvvbrr", FORM_VA},
    {0x4d | 0x0b << 8, "va_floodfill", "brvvvr", FORM_VA},
    {0x4d | 0x0c << 8, "va_lbpcreation", "svvbr", FORM_VA},
    {0x4d | 0x0d << 8, "va_lbpcorrelation", "svvvr", FORM_VA},
    {0x4d | 0x0f << 8, "va_correlationsearch", "svvvvvvvvr", FORM_VA},
    {0x4d | 0x10 << 8, "va_hdc_convolve_2d", "hsvvbsvv", FORM_VA},
    {0x4d | 0x11 << 8, "va_hdc_minmaxfilter", "hsvvbbsvv", FORM_VA},
    {0x4d | 0x12 << 8, "va_hdc_erode", "hsvvsvv", FORM_VA},
    {0x4d | 0x13 << 8, "va_hdc_dilate", "hsvvsvv", FORM_VA},
    {0x4d | 0x14 << 8, "va_hdc_lbpcorrelation", "svvvsvv", FORM_VA},
    {0x4d | 0x15 << 8, "va_hdc_lbpcreation", "svvbsvv", FORM_VA},
    {0x4d | 0x16 << 8, "va_hdc_convolve_1d_h", "hsvvbsvv", FORM_VA},
    {0x4d | 0x17 << 8, "va_hdc_convolve_1d_v", "hsvvbsvv", FORM_VA},
    {0x4d | 0x18 << 8, "va_hdc_convolve_1pixel", "hsvvbrsvv", FORM_VA},
    {0x45, "min_max", "ebdvv", FORM_MIN_MAX},
    {0x46, "bfe", "epdvvv", FORM_ALU},
    {0x47, "bfi", "epdvvvv", FORM_ALU},
    {0x48, "bfrev", "epdv", FORM_ALU},
    {0x1d, "fcvt", "edv", FORM_ALU},
    {0x4b, "gather4_typed", "epbsrrrrr", FORM_CHANNELS},
    {0x4c, "scatter4_typed", "epbsrrrrr", FORM_CHANNELS},
    {0x4e | 0x01 << 8, "svm_block_ld", "bvr", FORM_SVM_BLOCK},
    {0x4e | 0x02 << 8, "svm_block_st", "bvr", FORM_SVM_BLOCK},
    {0x4e | 0x03 << 8, "svm_gather", "epbbrr", FORM_SVM_SCATTERED},
    {0x4e | 0x04 << 8, "svm_scatter", "epbbrr", FORM_SVM_SCATTERED},
    {0x4e | 0x05 << 8, "svm_atomic", "epbrrrr", FORM_SVM_ATOMIC},
    {0x59, "barrier", "", FORM_PLAIN},
    {0x5b, "wait", "v", FORM_PLAIN},
    {0x5c, "fence", "b", FORM_FENCE},
    {0x6c, "goto", "epl", FORM_BRANCH},
    {0x6d, "sample_3d", "wepbvhsrbn", FORM_SAMPLER_3D},
    {0x6e, "load_3d", "wepbvsrbn", FORM_SAMPLER_3D},
    {0x73, "typed_atomic", "bepsrrrrrrr", FORM_ATOMIC},
    {0x74, "gather4_scaled", "epbwsvrr", FORM_CHANNELS},
    {0x75, "scatter4_scaled", "epbwsvrr", FORM_CHANNELS},
    {0x78, "gather_scaled", "epbbwsvrr", FORM_SCALED},
    {0x79, "scatter_scaled", "epbbwsvrr", FORM_SCALED},
    {0x7c, "sbarrier", "b", FORM_SBARRIER},
    {0x60, "nbarrier", "bvv", FORM_NBARRIER},
    /* RAW_SENDS.md's fields in the order GenX_IR writes them: modifiers,
     * exec, pred, numSrc0, numSrc1, numDst, SFID, exDesc, desc, src0,
     * src1, dst */
    {0x7a, "raw_sends", "bepbbbbvvrrr", FORM_RAW_SENDS},
    /* RAW_SEND.md: modifiers, exec, pred, exDesc (UD), numSrc, numDst,
     * desc, src, dst */
    {0x5d, "raw_send", "bepibbvrr", FORM_RAW_SEND},
    {0x7d, "dword_atomic", "bepsrrrr", FORM_ATOMIC},
    {0x7e, "sqrtm", "epdv", FORM_ALU},
    {0x7f, "divm", "epdvv", FORM_ALU},
    {0x80, "rol", "epdvv", FORM_ALU},
    {0x81, "ror", "epdvv", FORM_ALU},
    {0x2d, "movs", "edv", FORM_ALU},
#define LSC_UNTYPED(subop, name)                                              \
    {0x89 | (subop) << 8, name, "epbbbbwibbbbbvrrrr", FORM_LSC}
    LSC_UNTYPED(0x00, "lsc_load"),        LSC_UNTYPED(0x04, "lsc_store"),
    LSC_UNTYPED(0x02, "lsc_load_quad"),   LSC_UNTYPED(0x06, "lsc_store_quad"),
    LSC_UNTYPED(0x08, "lsc_atomic_iinc"), LSC_UNTYPED(0x09, "lsc_atomic_idec"),
    LSC_UNTYPED(0x0a, "lsc_atomic_load"), LSC_UNTYPED(0x0b, "lsc_atomic_store"),
    LSC_UNTYPED(0x0c, "lsc_atomic_iadd"), LSC_UNTYPED(0x0d, "lsc_atomic_isub"),
    LSC_UNTYPED(0x0e, "lsc_atomic_smin"), LSC_UNTYPED(0x0f, "lsc_atomic_smax"),
    LSC_UNTYPED(0x10, "lsc_atomic_umin"), LSC_UNTYPED(0x11, "lsc_atomic_umax"),
    LSC_UNTYPED(0x12, "lsc_atomic_icas"), LSC_UNTYPED(0x13, "lsc_atomic_fadd"),
    LSC_UNTYPED(0x14, "lsc_atomic_fsub"), LSC_UNTYPED(0x15, "lsc_atomic_fmin"),
    LSC_UNTYPED(0x16, "lsc_atomic_fmax"), LSC_UNTYPED(0x17, "lsc_atomic_fcas"),
    LSC_UNTYPED(0x18, "lsc_atomic_and"),  LSC_UNTYPED(0x19, "lsc_atomic_or"),
    LSC_UNTYPED(0x1a, "lsc_atomic_xor"),
#undef LSC_UNTYPED
    {0x89 | 0x03 << 8, "lsc_load_block2d", "epbbbbbbwwbrvvvvvvr",
     FORM_LSC_BLOCK2D},
    {0x89 | 0x07 << 8, "lsc_store_block2d", "epbbbbbbwwbrvvvvvvr",
     FORM_LSC_BLOCK2D},
    {0x8b, "lsc_fence", "epbbb", FORM_LSC_FENCE},
    {0x82, "dp4a", "epdvvv", FORM_ALU},
    {0x83, "dpas", "errrvbbbb", FORM_DPAS},
    {0x85, "bfn", "epdvvvb", FORM_BFN},
    {0x1c, "dpasw", "errrvbbbb", FORM_DPAS},
};

/* One decoded instruction's fields. */
struct isa_fields {
    unsigned exec;              /* the execution size byte */
    unsigned predicate;         /* the predicate field (0: none) */
    unsigned numbers[16];       /* b, w and i fields, in order */
    int number_count;
    struct string_buffer operands[MAX_OPERANDS];
    int operand_count;
    const char *label;
    unsigned label_id;
    bool saturate;
};

static struct string_buffer *next_operand(struct isa_reader *r,
                                          struct isa_fields *f)
{
    if (f->operand_count == MAX_OPERANDS) {
        isa_error(r, "too many operands");
        return NULL;
    }
    struct string_buffer *out = &f->operands[f->operand_count++];
    buffer_append(out, "");
    return out;
}

static void read_fields(struct isa_context *c, const char *fields,
                        struct isa_fields *f)
{
    struct isa_reader *r = c->reader;
    for (const char *field = fields; *field && !r->failed; field++) {
        struct string_buffer *out = NULL;
        if (strchr("dvarsh", *field))
            if (!(out = next_operand(r, f)))
                return;
        switch (*field) {
        case 'e':
            f->exec = read_u8(r);
            if ((f->exec & 7) > 5)
                isa_error(r, "bad execution size code %u", f->exec & 7);
            break;
        case 'p':
            f->predicate = read_u16(r);
            break;
        case 'd':
            render_vector(c, true, false, &f->saturate, out);
            break;
        case 'v':
            render_vector(c, false, false, &f->saturate, out);
            break;
        case 'a':
            render_vector(c, false, true, &f->saturate, out);
            break;
        case 'r':
            render_raw(c, out);
            break;
        case 's':
            buffer_append(out, surface_name(r, c->symbols, read_u8(r)));
            break;
        case 'h':
            buffer_append(out, sampler_name(r, c->symbols, read_u8(r)));
            break;
        case 'l':
            f->label_id = read_u16(r);
            f->label = label_name(r, c->symbols, f->label_id);
            break;
        case 'b':
        case 'w':
        case 'i': {
            unsigned value = *field == 'b'   ? read_u8(r)
                             : *field == 'w' ? read_u16(r)
                                             : read_u32(r);
            if (f->number_count < (int)COUNT(f->numbers))
                f->numbers[f->number_count++] = value;
            break;
        }
        case 'n': {
            unsigned count = f->number_count ? f->numbers[f->number_count - 1]
                                             : 0;
            for (unsigned i = 0; i < count && !r->failed; i++)
                if ((out = next_operand(r, f)))
                    render_raw(c, out);
            break;
        }
        }
    }
}

static void render_exec(const struct isa_fields *f, struct string_buffer *out)
{
    buffer_printf(out, " (M%u%s, %u)", (f->exec >> 4 & 7) + 1,
                  f->exec & 0x80 ? "_NM" : "", 1u << (f->exec & 7));
}

static void render_operands(const struct isa_fields *f, int first,
                            struct string_buffer *out)
{
    for (int i = first; i < f->operand_count; i++)
        buffer_printf(out, " %s", f->operands[i].data);
}

static const char *atomic_operation(struct isa_reader *r, unsigned code)
{
    static const char *const names[] = {
        "add", "sub", "inc", "dec", "min", "max", "xchg", "cmpxchg", "and",
        "or", "xor", "minsint", "maxsint", "predec", NULL, NULL, "fmax",
        "fmin", "fcmpwr", "fadd", "fsub"};
    if (code >= COUNT(names) || !names[code]) {
        isa_error(r, "unknown atomic operation %u", code);
        return "add";
    }
    return names[code];
}

static void render_channels(unsigned mask, struct string_buffer *out)
{
    buffer_append(out, ".");
    for (int i = 0; i < 4; i++)
        if (mask & 1u << i)
            buffer_printf(out, "%c", "RGBA"[i]);
}

static const char *sampler_operation(struct isa_reader *r, bool is_load,
                                     unsigned code)
{
    static const struct {
        bool is_load;
        unsigned code;
        const char *name;
    } operations[] = {
        {false, 0x00, "sample_3d"},  {false, 0x01, "sample_b"},
        {false, 0x02, "sample_l"},   {false, 0x03, "sample_c"},
        {false, 0x04, "sample_d"},   {false, 0x05, "sample_b_c"},
        {false, 0x06, "sample_l_c"}, {false, 0x09, "lod"},
        {false, 0x14, "sample_d_c"}, {false, 0x18, "sample_lz"},
        {false, 0x19, "sample_c_lz"}, {true, 0x07, "load_3d"},
        {true, 0x1a, "load_lz"},     {true, 0x1c, "load_2dms_w"},
        {true, 0x1d, "load_mcs"},
    };
    for (size_t i = 0; i < COUNT(operations); i++)
        if (operations[i].is_load == is_load && operations[i].code == code)
            return operations[i].name;
    isa_error(r, "unknown sampler operation %u", code);
    return "?";
}

static void render_fence(unsigned mask, struct string_buffer *out)
{
    if (mask & 0x80) {
        buffer_append(out, "fence_sw");
        return;
    }
    buffer_append(out, mask & 0x20 ? "fence_local" : "fence_global");
    if (mask & 0x5f)
        buffer_printf(out, ".%s%s%s%s%s%s", mask & 1 ? "E" : "",
                      mask & 2 ? "I" : "", mask & 4 ? "S" : "",
                      mask & 8 ? "C" : "", mask & 0x10 ? "R" : "",
                      mask & 0x40 ? "L1" : "");
}

/* The text of an ALU or control-flow instruction (without the predicate);
 * false for other forms. */
/* DPAS precisions by their binary code (the DPAS page's table). */
static const char *precision_text(struct isa_reader *r, unsigned code)
{
    static const char *const names[] = {"", "u1", "s1", "u2", "s2", "u4",
                                        "s4", "u8", "s8", "bf", "hf", "tf32"};
    if (code == 0 || code >= COUNT(names)) {
        isa_error(r, "unknown DPAS precision %u", code);
        return "?";
    }
    return names[code];
}

/* DPAS's dst, src0 and src1 are raw operands; src2, a vector field, is
 * written without a region, as vISA text writes it. */
static void render_dpas(struct isa_reader *r, const struct isa_instruction *in,
                        const struct isa_fields *f, struct string_buffer *out)
{
    const unsigned *n = f->numbers;
    buffer_printf(out, "%s.%s.%s.%u.%u", in->name, precision_text(r, n[0]),
                  precision_text(r, n[1]), n[2], n[3]);
    render_exec(f, out);
    for (int i = 0; i < f->operand_count; i++) {
        const char *text = f->operands[i].data ? f->operands[i].data : "";
        const char *region = i == 3 ? strchr(text, '<') : NULL;
        buffer_printf(out, " %.*s",
                      (int)(region ? (size_t)(region - text) : strlen(text)),
                      text);
    }
}

static bool render_alu_text(struct isa_reader *r,
                            const struct isa_instruction *in,
                            const struct isa_fields *f,
                            struct string_buffer *out)
{
    const unsigned *n = f->numbers;
    switch (in->form) {
    case FORM_ALU:
        buffer_printf(out, "%s%s", in->name, f->saturate ? ".sat" : "");
        render_exec(f, out);
        render_operands(f, 0, out);
        return true;
    case FORM_CMP: {
        static const char *const relations[] = {"eq", "ne", "gt",
                                                "ge", "lt", "le"};
        if (n[0] >= COUNT(relations))
            isa_error(r, "unknown relation %u", n[0]);
        buffer_printf(out, "cmp.%s", relations[n[0] % COUNT(relations)]);
        render_exec(f, out);
        render_operands(f, 0, out);
        return true;
    }
    case FORM_MIN_MAX:
        if (n[0] > 1)
            isa_error(r, "unknown MIN_MAX operation %u", n[0]);
        buffer_printf(out, "%s%s", n[0] ? "max" : "min",
                      f->saturate ? ".sat" : "");
        render_exec(f, out);
        render_operands(f, 0, out);
        return true;
    case FORM_BRANCH:
        buffer_append(out, in->name);
        render_exec(f, out);
        buffer_printf(out, " %s", f->label);
        return true;
    case FORM_RET:
        buffer_append(out, in->name);
        render_exec(f, out);
        return true;
    case FORM_LABEL:
        buffer_printf(out, "%s:", f->label);
        return true;
    case FORM_BFN:
        buffer_printf(out, "bfn.x%x", n[0] & 0xff);
        render_exec(f, out);
        render_operands(f, 0, out);
        return true;
    case FORM_DPAS:
        render_dpas(r, in, f, out);
        return true;
    case FORM_SUBROUTINE:
        buffer_printf(out, ".function \"%s\"\n%s:", f->label, f->label);
        return true;
    default:
        return false;
    }
}

/* An LSC register operand as vISA text spells it: "V33", "V33.64",
 * "%null" (from the raw operand's "V33.0"). */
static void render_lsc_register(const char *raw, struct string_buffer *out)
{
    const char *dot = strrchr(raw, '.');
    if (dot && !strcmp(dot, ".0"))
        buffer_printf(out, "%.*s", (int)(dot - raw), raw);
    else
        buffer_append(out, raw);
}

static void render_lsc_data(struct isa_reader *r, const unsigned *n,
                            bool quad, const char *raw,
                            struct string_buffer *out)
{
    static const char *const sizes[] = {NULL,    "d8",     "d16",
                                        "d32",   "d64",    "d8c32",
                                        "d16c32", "d16c32h"};
    static const unsigned elems[] = {0, 1, 2, 3, 4, 8, 16, 32, 64};
    if (n[7] >= COUNT(sizes) || !sizes[n[7]] || n[9] < 1 ||
        (quad ? n[10] > 15 : n[9] >= COUNT(elems)) || n[8] < 1 || n[8] > 2)
        isa_error(r, "bad LSC data shape (size %u, order %u, vector %u)",
                  n[7], n[8], n[9]);
    buffer_append(out, " ");
    render_lsc_register(raw, out);
    buffer_printf(out, ":%s", sizes[n[7] % COUNT(sizes)] ? sizes[n[7] % COUNT(sizes)] : "?");
    if (quad) { /* the channel mask: .xyzw */
        buffer_append(out, ".");
        for (int i = 0; i < 4; i++)
            if (n[10] & 1u << i)
                buffer_printf(out, "%c", "xyzw"[i]);
    } else if (n[9] != 1) {
        buffer_printf(out, "x%u", elems[n[9] % COUNT(elems)]);
    }
    if (n[8] == 2)
        buffer_append(out, "t");
}

/* flat[4*ADDR+0x10]:a64, bti(SURFACE)[ADDR]:a32 */
static void render_lsc_address(struct isa_reader *r, const unsigned *n,
                               const char *surface, const char *raw,
                               struct string_buffer *out)
{
    static const unsigned bits[] = {0, 16, 32, 64};
    if (n[6] < 1 || n[6] > 3 || (n[3] != 1 && n[3] != 4))
        isa_error(r, "bad LSC address (model %u, size %u)", n[3], n[6]);
    if (n[3] == 4) {
        /* a general variable as "V44(0,0)<0;1,0>", an immediate as
         * "4:ud": the text takes the variable or the number alone */
        size_t length = strcspn(surface, "(:");
        if (!strncmp(surface + length, "(0,0)", 5) || surface[length] == ':')
            buffer_printf(out, " bti(%.*s)", (int)length, surface);
        else
            buffer_printf(out, " bti(%.*s)", (int)strcspn(surface, "<"),
                          surface);
    } else {
        buffer_append(out, " flat");
    }
    buffer_append(out, "[");
    if (n[4] != 1)
        buffer_printf(out, "%u*", n[4]);
    render_lsc_register(raw, out);
    int32_t offset = (int32_t)n[5];
    if (offset > 0)
        buffer_printf(out, "+0x%x", (unsigned)offset);
    else if (offset < 0)
        buffer_printf(out, "-0x%x", (unsigned)-(int64_t)offset);
    buffer_printf(out, "]:a%u", bits[n[6] & 3]);
}

/* numbers: SFID, L1, L3, address model, scale, offset, address size, data
 * size, order, vector size, channel mask; operands: surface, destination,
 * addresses, source 1, source 2. */
static void render_lsc(struct isa_reader *r, const struct isa_instruction *in,
                       const struct isa_fields *f, struct string_buffer *out)
{
    static const char *const sfids[] = {"ugm", "ugml", "tgm", "slm"};
    static const char *const caches[] = {"df", "uc", "ca", "wb",
                                         "wt", "st", "ri"};
    const unsigned *n = f->numbers;
    if (f->operand_count != 5 || f->number_count != 11) {
        isa_error(r, "malformed LSC instruction");
        return;
    }
    if (n[0] > 3 || n[1] > 6 || n[2] > 6)
        isa_error(r, "bad LSC SFID %u or cache controls %u, %u", n[0], n[1],
                  n[2]);
    buffer_printf(out, "%s.%s", in->name, sfids[n[0] & 3]);
    if (n[1] || n[2])
        buffer_printf(out, ".%s.%s", caches[n[1] % 7], caches[n[2] % 7]);
    render_exec(f, out);
    const char *surface = f->operands[0].data;
    bool quad = strstr(in->name, "_quad") != NULL;
    if (!strncmp(in->name, "lsc_store", 9)) {
        render_lsc_address(r, n, surface, f->operands[2].data, out);
        render_lsc_data(r, n, quad, f->operands[3].data, out);
        return;
    }
    render_lsc_data(r, n, quad, f->operands[1].data, out);
    render_lsc_address(r, n, surface, f->operands[2].data, out);
    if (strncmp(in->name, "lsc_atomic", 10) != 0)
        return;
    for (int i = 3; i <= 4; i++) {
        buffer_append(out, " ");
        render_lsc_register(f->operands[i].data, out);
    }
}

/* numbers: SFID, L1, L3, data size, order, blocks, width, height, VNNI;
 * operands: destination, base, surface width, height, pitch, X, Y, data.
 * The address operands are written as bare variable names (vISA text's
 * block2d grammar), from "V40(0,0)<0;1,0>". */
static void render_lsc_block2d(struct isa_reader *r,
                               const struct isa_instruction *in,
                               const struct isa_fields *f,
                               struct string_buffer *out)
{
    static const char *const caches[] = {"df", "uc", "ca", "wb",
                                         "wt", "st", "ri"};
    static const char *const sizes[] = {NULL, "d8", "d16", "d32", "d64"};
    const unsigned *n = f->numbers;
    if (f->operand_count != 8 || f->number_count != 9) {
        isa_error(r, "malformed LSC block2d instruction");
        return;
    }
    if (n[0] != 0 || n[1] > 6 || n[2] > 6 || n[3] < 1 || n[3] > 4 ||
        n[4] < 1 || n[4] > 2 || n[5] < 1 || n[5] > 4 || n[6] < 1 ||
        n[7] < 1 || n[8] > 1) {
        isa_error(r, "bad LSC block2d fields (SFID %u, size %u, order %u, "
                     "%u x %u x %u, VNNI %u)",
                  n[0], n[3], n[4], n[5], n[6], n[7], n[8]);
        return;
    }
    buffer_printf(out, "%s.ugm", in->name);
    if (n[1] || n[2])
        buffer_printf(out, ".%s.%s", caches[n[1]], caches[n[2]]);
    render_exec(f, out);
    bool is_store = !strcmp(in->name, "lsc_store_block2d");
    struct string_buffer shape = {0};
    buffer_printf(&shape, ":%s.%ux%ux%u%c%c", sizes[n[3]], n[5], n[6], n[7],
                  n[4] == 2 ? 't' : 'n', n[8] ? 't' : 'n');
    if (!is_store) {
        buffer_append(out, " ");
        render_lsc_register(f->operands[0].data, out);
        buffer_append(out, shape.data);
    }
    buffer_append(out, " flat[");
    for (int i = 1; i <= 6; i++)
        buffer_printf(out, "%s%.*s", i > 1 ? "," : "",
                      (int)strcspn(f->operands[i].data, "(<:"),
                      f->operands[i].data);
    buffer_append(out, "]");
    if (is_store) {
        buffer_append(out, " ");
        render_lsc_register(f->operands[7].data, out);
        buffer_append(out, shape.data);
    }
    buffer_free(&shape);
}

static void render_lsc_fence(struct isa_reader *r, const unsigned *n,
                             struct string_buffer *out)
{
    static const char *const sfids[] = {"ugm", "ugml", "tgm", "slm"};
    static const char *const ops[] = {"none",    "evict", "invalidate",
                                      "discard", "clean", "flushl3"};
    static const char *const scopes[] = {"group", "local", "tile",  "gpu",
                                         "gpus",  "sysrel", "sysacq"};
    if (n[0] > 3 || n[1] > 5 || n[2] > 6)
        isa_error(r, "bad LSC fence (SFID %u, operation %u, scope %u)", n[0],
                  n[1], n[2]);
    buffer_printf(out, "lsc_fence.%s.%s.%s", sfids[n[0] & 3], ops[n[1] % 6],
                  scopes[n[2] % 7]);
}

/* The text of one instruction (without the predicate). */
static void render_text(struct isa_reader *r, const struct isa_instruction *in,
                        const struct isa_fields *f, struct string_buffer *out)
{
    const unsigned *n = f->numbers;
    if (render_alu_text(r, in, f, out))
        return;
    switch (in->form) {
    case FORM_OWORD:
        buffer_printf(out, "%s (%u)", in->name, 1u << (n[0] & 7));
        render_operands(f, 0, out);
        return;
    case FORM_SVM_BLOCK:
        buffer_printf(out, "%s%s (%u)", in->name, n[0] & 8 ? ".unaligned" : "",
                      1u << (n[0] & 7));
        render_operands(f, 0, out);
        return;
    case FORM_SVM_SCATTERED: {
        /* Block sizes 1, 4 and 8 bytes are 0, 1 and 2 (GenX_IR's
         * VISA_SVM_Block_Type; SVM_GATHER.md says 3 for 8). */
        static const unsigned block_bytes[] = {1, 4, 8};
        if (n[0] >= COUNT(block_bytes))
            isa_error(r, "unknown SVM block size %u", n[0]);
        buffer_printf(out, "%s.%u.%u", in->name,
                      block_bytes[n[0] % COUNT(block_bytes)], 1u << (n[1] & 3));
        render_exec(f, out);
        render_operands(f, 0, out);
        return;
    }
    case FORM_SVM_ATOMIC: {
        /* binary: addresses src0 src1 dst; text: addresses dst src0 src1 */
        unsigned width = n[0] >> 5 & 3;
        buffer_printf(out, "%s.%s%s", in->name, atomic_operation(r, n[0] & 0x1f),
                      width == 2 ? ".64" : width == 1 ? ".16" : "");
        render_exec(f, out);
        if (f->operand_count == 4)
            buffer_printf(out, " %s %s %s %s", f->operands[0].data,
                          f->operands[3].data, f->operands[1].data,
                          f->operands[2].data);
        return;
    }
    case FORM_SCALED:
        buffer_printf(out, "%s.%u", in->name, 1u << (n[1] & 3));
        render_exec(f, out);
        render_operands(f, 0, out);
        return;
    case FORM_CHANNELS:
        buffer_append(out, in->name);
        render_channels(n[0], out);
        render_exec(f, out);
        render_operands(f, 0, out);
        return;
    case FORM_ATOMIC:
        buffer_printf(out, "%s.%s%s", in->name, atomic_operation(r, n[0] & 0x1f),
                      n[0] & 0x20 ? ".16" : "");
        render_exec(f, out);
        render_operands(f, 0, out);
        return;
    case FORM_MEDIA: {
        /* numbers: modifiers, plane, width, height; operands: surface,
         * x, y, data */
        static const char *const modes[] = {"nomod", "modified", "top",
                                            "bottom", "top_mod", "bottom_mod"};
        if (n[0] >= COUNT(modes))
            isa_error(r, "unknown media block modifier %u", n[0]);
        buffer_printf(out, "%s.%s (%u, %u)", in->name,
                      modes[n[0] % COUNT(modes)], n[2], n[3]);
        if (f->operand_count == 4)
            buffer_printf(out, " %s %u %s %s %s", f->operands[0].data, n[1],
                          f->operands[1].data, f->operands[2].data,
                          f->operands[3].data);
        return;
    }
    case FORM_PLAIN:
        buffer_append(out, in->name);
        render_operands(f, 0, out);
        return;
    case FORM_VA: /* the UB fields (modes) as suffixes, in field order */
        buffer_append(out, in->name);
        for (int i = 0; i < f->number_count; i++)
            buffer_printf(out, ".%u", n[i]);
        render_operands(f, 0, out);
        return;
    case FORM_SBARRIER:
        buffer_printf(out, "sbarrier.%s", n[0] & 1 ? "signal" : "wait");
        return;
    case FORM_RAW_SENDS: /* sendc (bit 0) has no text: cmrun refuses it */
        buffer_printf(out, "%s%s%s.%u.%u.%u.%u", in->name,
                      n[0] & 1 ? "c" : "", n[0] & 2 ? "_eot" : "", n[4],
                      n[1], n[2], n[3]);
        render_exec(f, out);
        render_operands(f, 0, out);
        return;
    case FORM_RAW_SEND:
        buffer_printf(out, "%s%s", in->name, n[0] & 1 ? "c" : "");
        render_exec(f, out);
        buffer_printf(out, " 0x%x %u %u", n[1], n[2], n[3]);
        render_operands(f, 0, out);
        return;
    case FORM_NBARRIER: /* a wait's second operand repeats the id */
        buffer_printf(out, "nbarrier.%s %s", n[0] & 1 ? "signal" : "wait",
                      f->operands[0].data);
        if (n[0] & 1)
            buffer_printf(out, " %s", f->operands[1].data);
        return;
    case FORM_LSC:
        render_lsc(r, in, f, out);
        return;
    case FORM_LSC_FENCE:
        render_lsc_fence(r, n, out);
        return;
    case FORM_LSC_BLOCK2D:
        render_lsc_block2d(r, in, f, out);
        return;
    case FORM_FENCE:
        render_fence(n[0], out);
        return;
    case FORM_SAMPLE_UNORM: {
        static const char *const formats[] = {"16-full", "16-downsampled",
                                              "8-full", "8-downsampled"};
        buffer_append(out, in->name);
        render_channels(n[0] & 0xf, out);
        buffer_printf(out, ".%s", formats[n[0] >> 4 & 3]);
        render_operands(f, 0, out);
        return;
    }
    case FORM_AVS: {
        /* AVS.md; the text (CISA.y) names the surface before the sampler
         * and spells the format and the mode as words */
        static const char *const formats[] = {
            "AVS_16_FULL", "AVS_16_DOWN_SAMPLE", "AVS_8_FULL",
            "AVS_8_DOWN_SAMPLE"};
        static const char *const modes[] = {"AVS_16x4", "AVS_8x4",
                                            "AVS_16x8", "AVS_4x4"};
        if (n[0] == 0 || n[0] > 15 || n[1] > 3 || n[2] > 3 ||
            f->operand_count != 12) {
            isa_error(r, "bad AVS channels, format or mode");
            return;
        }
        buffer_append(out, in->name);
        render_channels(n[0], out);
        buffer_printf(out, " %s %s", f->operands[1].data,
                      f->operands[0].data);
        for (int i = 2; i <= 8; i++)
            buffer_printf(out, " %s", f->operands[i].data);
        buffer_printf(out, " %s %s %s %s %s", formats[n[1]],
                      f->operands[9].data, modes[n[2]], f->operands[10].data,
                      f->operands[11].data);
        return;
    }
    case FORM_SAMPLER_3D:
        /* numbers: operation (UW), channels, parameter count */
        buffer_append(out, sampler_operation(r, in->opcode == 0x6e,
                                             n[0] & 0xff));
        if (n[0] & 0x100)
            buffer_append(out, ".pixel_null_mask");
        if (n[0] & 0x200)
            buffer_append(out, ".cps");
        render_channels(n[1], out);
        render_exec(f, out);
        render_operands(f, 0, out);
        return;
    default: /* render_alu_text's */
        return;
    }
}

/* SUBROUTINE and CALL take subroutine labels, LABEL, JMP and GOTO block
 * labels (4_visa_header.md, label_info's kind). */
static void check_label_kind(struct isa_context *c,
                             const struct isa_instruction *in,
                             const struct isa_fields *f)
{
    if (!f->label || c->reader->failed)
        return;
    bool wants_subroutine =
        in->form == FORM_SUBROUTINE || !strcmp(in->name, "call");
    if (c->symbols->label_kinds[f->label_id] != wants_subroutine)
        isa_error(c->reader, "%s names %s label '%s'", in->name,
                  wants_subroutine ? "block" : "subroutine", f->label);
}

static const struct isa_instruction *find_instruction(unsigned opcode)
{
    for (size_t i = 0; i < COUNT(instructions); i++)
        if (instructions[i].opcode == opcode)
            return &instructions[i];
    return NULL;
}

static void render_instruction(struct isa_context *c, struct string_buffer *text)
{
    struct isa_reader *r = c->reader;
    size_t start = r->pos;
    unsigned opcode = read_u8(r);
    if (opcode == 0x4e || opcode == 0x89 || opcode == 0x44 || opcode == 0x4d)
        opcode |= read_u8(r) << 8;
    const struct isa_instruction *in = find_instruction(opcode);
    if (r->failed)
        return;
    if (!in) {
        r->pos = start;
        if (opcode > 0xff || (opcode & 0xff) == 0x89)
            isa_error(r, "unknown opcode 0x%02x with sub-opcode 0x%02x",
                      opcode & 0xff, opcode >> 8);
        else
            isa_error(r, "unknown opcode 0x%02x", opcode);
        return;
    }
    struct isa_fields f = {0};
    read_fields(c, in->fields, &f);
    check_label_kind(c, in, &f);
    struct string_buffer line = {0};
    buffer_append(&line, "    ");
    if (f.predicate & 0xfff) {
        static const char *const combine[] = {"", ".any", ".all", ".?"};
        buffer_printf(&line, "(%s%s%s) ", f.predicate & 0x8000 ? "!" : "",
                      predicate_name(r, c->symbols, f.predicate & 0xfff),
                      combine[f.predicate >> 13 & 3]);
    }
    if (!r->failed)
        render_text(r, in, &f, &line);
    if (!r->failed)
        buffer_printf(text, "%s\n",
                      in->form == FORM_LABEL || in->form == FORM_SUBROUTINE
                          ? line.data + 4 : line.data);
    buffer_free(&line);
    for (int i = 0; i < f.operand_count; i++)
        buffer_free(&f.operands[i]);
}

/* ---- kernels and the file ---------------------------------------------------- */

/* A kernel's entry in the header (kernel_info). */
struct isa_kernel_entry {
    size_t name_at, name_length;    /* the name's bytes in the file */
    size_t offset, size;            /* the kernel object */
    size_t input_offset;            /* its num_inputs field */
};

/* Read one kernel_info; false if the kernel cannot be read. */
static bool read_kernel_entry(struct isa_reader *r, unsigned index,
                              struct isa_kernel_entry *k)
{
    k->name_length = read_u16(r);
    k->name_at = r->pos;
    skip_bytes(r, k->name_length);
    k->offset = read_u32(r);
    k->size = read_u32(r);
    k->input_offset = read_u32(r);
    unsigned variable_symbols = read_u16(r);
    skip_bytes(r, 4u * variable_symbols);
    unsigned function_symbols = read_u16(r);
    skip_bytes(r, 4u * function_symbols);
    skip_bytes(r, 9u * read_u8(r));  /* Gen binaries: not run */
    if (!r->failed && (variable_symbols || function_symbols))
        isa_error(r, "kernel %u refers to file-scope symbols, which are not "
                     "supported", index);
    if (!r->failed && (k->offset > r->end || k->size > r->end - k->offset))
        isa_error(r, "kernel %u's object (%zu bytes at %zu) lies outside the "
                     "file", index, k->size, k->offset);
    return !r->failed;
}

/* The kernel object of entry K (kernel_data). */
static void render_kernel(struct isa_reader *file,
                          const struct isa_kernel_entry *k, int grf_bytes,
                          struct string_buffer *text)
{
    struct isa_reader r = *file;
    size_t offset = k->offset, size = k->size;
    r.pos = offset;
    r.end = offset + size;
    struct isa_symbols s = {0};
    read_string_pool(&r, &s);
    uint32_t name_index = read_u32(&r);
    const char *name = any_string_at(&r, &s, name_index);
    if (!r.failed && !is_quotable(name)) {
        isa_error(&r, "kernel name (string %" PRIu32 ") cannot be quoted",
                  name_index);
        name = "?";
    }
    if (!r.failed && (strlen(name) != k->name_length ||
                      memcmp(name, r.bytes + k->name_at, k->name_length)))
        isa_error(&r, "kernel '%s' has another name in the header", name);
    buffer_printf(text, ".kernel \"%s\"\n", name);
    read_generals(&r, &s, text);
    read_state_table(&r, &s, read_u16(&r), "A", "address variables",
                     &s.addresses, text);
    read_state_table(&r, &s, read_u16(&r), "P", "predicates", &s.predicates,
                     text);
    read_labels(&r, &s);
    read_state_table(&r, &s, read_u8(&r), "S", "samplers", &s.samplers, text);
    read_state_table(&r, &s, read_u8(&r), "T", "surfaces", &s.surfaces, text);
    if (read_u8(&r) != 0)
        isa_error(&r, "VME variables are not supported");
    if (!r.failed && r.pos != k->input_offset)
        isa_error(&r, "the header's input offset %zu is not where the inputs "
                      "are", k->input_offset);
    read_inputs(&r, &s, text);
    uint32_t code_size = read_u32(&r);
    uint32_t entry = read_u32(&r);
    read_kernel_attributes(&r, &s, text);
    if (!r.failed && (entry > size || code_size > size - entry ||
                      offset + entry < r.pos)) {
        isa_error(&r, "instructions at %" PRIu32 " (%" PRIu32 " bytes) do not "
                      "fit the kernel object", entry, code_size);
    }
    if (!r.failed) {
        r.pos = offset + entry;
        r.end = r.pos + code_size;
    }
    struct isa_context c = {&r, &s, grf_bytes};
    while (!r.failed && r.pos < r.end)
        render_instruction(&c, text);
    symbols_free(&s);
    file->failed = r.failed;
}

char *cmrun_isa_to_text(const uint8_t *bytes, size_t size,
                        const char *file_name, int grf_bytes)
{
    struct isa_reader r = {.bytes = bytes, .end = size, .file_name = file_name};
    if (size < 4 || read_u32(&r) != 0x41534943u) {
        r.pos = 0;
        isa_error(&r, "not a vISA binary (no 'CISA' magic number)");
        return NULL;
    }
    unsigned major = read_u8(&r), minor = read_u8(&r);
    if (!r.failed && major != 4) {
        isa_error(&r, "vISA version %u.%u is not supported (cmrun reads 4.x)",
                  major, minor);
        return NULL;
    }
    unsigned kernel_count = read_u16(&r);
    if (!r.failed && kernel_count == 0)
        isa_error(&r, "the file has no kernel");
    struct string_buffer text = {0};
    buffer_printf(&text, ".version %u.%u\n", major, minor);
    for (unsigned k = 0; k < kernel_count && !r.failed; k++) {
        struct isa_kernel_entry entry;
        if (read_kernel_entry(&r, k, &entry))
            render_kernel(&r, &entry, grf_bytes, &text);
    }
    if (!r.failed && (read_u16(&r) != 0 || read_u16(&r) != 0))
        isa_error(&r, "file-scope variables and functions are not supported");
    if (r.failed) {
        buffer_free(&text);
        return NULL;
    }
    return text.data;
}
