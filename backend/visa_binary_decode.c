/* visa_binary_decode.c - reads a vISA 4.1 binary (.isa) and prints it.
 *
 * Takes any bytes; guarantees that every read is bounds-checked: malformed
 * or truncated input ends with one "offset 0xN: ..." error, never a crash
 * or a read past the end.  The printed form follows vISA text closely
 * (declarations, inputs, attributes, one instruction per line, each with
 * its file offset), so that a binary can be read next to the .visaasm it
 * came from.  Exists for `cmc --dump-isa` and to make binary test failures
 * readable (visa_binary_compare.c). */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "backend/backend.h"
#include "backend/visa_binary_decode.h"

struct reader {
    const unsigned char *bytes;
    size_t size;   /* readable bytes (file size, or the end of an object) */
    size_t pos;
    bool failed;
    const char *file_name;
    struct diagnostics *diags;
    FILE *out;     /* NULL: decode silently */
};

static void reader_error(struct reader *r, size_t offset, const char *format,
                         const char *what)
{
    if (r->failed)
        return;
    r->failed = true;
    struct string_buffer message = {0};
    buffer_printf(&message, "%s: offset 0x%zx: ", r->file_name, offset);
    buffer_printf(&message, format, what);
    error_plain(r->diags, "%s", message.data);
    buffer_free(&message);
}

/* Read `count` little-endian bytes as an unsigned number; 0 after failing. */
static uint64_t read_number(struct reader *r, int count, const char *what)
{
    if (r->failed)
        return 0;
    if (r->pos > r->size || r->size - r->pos < (size_t)count) {
        reader_error(r, r->pos,
                     "truncated: the file ends inside %s", what);
        return 0;
    }
    uint64_t value = 0;
    for (int i = 0; i < count; i++)
        value |= (uint64_t)r->bytes[r->pos + (size_t)i] << (8 * i);
    r->pos += (size_t)count;
    return value;
}

static unsigned read_u8(struct reader *r, const char *what)
{
    return (unsigned)read_number(r, 1, what);
}
static unsigned read_u16(struct reader *r, const char *what)
{
    return (unsigned)read_number(r, 2, what);
}
static uint32_t read_u32(struct reader *r, const char *what)
{
    return (uint32_t)read_number(r, 4, what);
}

static void print(struct reader *r, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
static void print(struct reader *r, const char *format, ...)
{
    if (!r->out || r->failed)
        return;
    va_list arguments;
    va_start(arguments, format);
    vfprintf(r->out, format, arguments);
    va_end(arguments);
}

/* ---- one kernel's names -------------------------------------------------- */

struct name_tables {
    const char **strings;
    uint32_t string_count;
    uint32_t *generals, *addresses, *predicates, *labels, *samplers,
        *surfaces;
    uint32_t general_count, address_count, predicate_count, label_count,
        sampler_count, surface_count;
};

static void name_tables_free(struct name_tables *t)
{
    free(t->strings);
    free(t->generals);
    free(t->addresses);
    free(t->predicates);
    free(t->labels);
    free(t->samplers);
    free(t->surfaces);
}

static const char *string_at(const struct name_tables *t, uint32_t index)
{
    return index < t->string_count ? t->strings[index] : "?";
}

/* The name of entry `id` of a table whose first `reserved` ids are the
 * predefined names starting at string `first_predefined`. */
static const char *table_name(const struct name_tables *t,
                              const uint32_t *table, uint32_t count,
                              uint32_t id, uint32_t reserved,
                              int first_predefined, int predefined_count,
                              char *scratch, size_t scratch_size,
                              const char *prefix)
{
    if (id < reserved) {
        if (first_predefined >= 0 && (int)id < predefined_count)
            return string_at(t, (uint32_t)first_predefined + id);
        snprintf(scratch, scratch_size, "%s%u", prefix, id);
        return scratch;
    }
    if (id - reserved < count)
        return string_at(t, table[id - reserved]);
    snprintf(scratch, scratch_size, "%s%u?", prefix, id);
    return scratch;
}

static const char *general_name(const struct name_tables *t, uint32_t id,
                                char *scratch, size_t size)
{
    return table_name(t, t->generals, t->general_count, id,
                      VISA_BINARY_RESERVED_GENERALS, 1,
                      visa_binary_predefined_general_count, scratch, size,
                      "V");
}

static const char *surface_name(const struct name_tables *t, uint32_t id,
                                char *scratch, size_t size)
{
    return table_name(t, t->surfaces, t->surface_count, id,
                      VISA_BINARY_RESERVED_SURFACES,
                      1 + visa_binary_predefined_general_count,
                      VISA_BINARY_RESERVED_SURFACES, scratch, size, "T");
}

/* ---- operands --------------------------------------------------------- */

static const char *modifier_text(unsigned modifier)
{
    switch (modifier) {
    case VISA_BINARY_MOD_ABS: return "(abs)";
    case VISA_BINARY_MOD_NEG: return "(-)";
    case VISA_BINARY_MOD_NEG_ABS: return "(-abs)";
    case VISA_BINARY_MOD_NOT: return "(~)";
    default: return "";
    }
}

static void print_region(struct reader *r, unsigned region)
{
    int vs = visa_binary_region_value((int)(region & 0xf));
    int width = visa_binary_region_value((int)((region >> 4) & 0xf));
    int hs = visa_binary_region_value((int)((region >> 8) & 0xf));
    if (vs < 0 && width < 0)
        print(r, "<%d>", hs);
    else
        print(r, "<%d;%d,%d>", vs, width, hs);
}

static void print_type(struct reader *r, unsigned code)
{
    const char *name = visa_binary_type_name((int)code);
    if (name)
        print(r, ":%s", name);
    else
        print(r, ":type%u", code);
}

static void decode_vector(struct reader *r, const struct name_tables *t)
{
    size_t start = r->pos;
    unsigned tag = read_u8(r, "a vector operand's tag");
    unsigned modifier = (tag >> 3) & 7;
    char scratch[32];
    switch (tag & 7) {
    case VISA_BINARY_CLASS_GENERAL: {
        uint32_t id = read_u32(r, "a general operand's variable id");
        unsigned row = read_u8(r, "a general operand's row");
        unsigned column = read_u8(r, "a general operand's column");
        unsigned region = read_u16(r, "a general operand's region");
        print(r, "%s%s(%u,%u)", modifier == VISA_BINARY_MOD_SAT ? "" :
              modifier_text(modifier), general_name(t, id, scratch,
                                                    sizeof scratch),
              row, column);
        print_region(r, region);
        break;
    }
    case VISA_BINARY_CLASS_ADDRESS: {
        unsigned id = read_u16(r, "an address operand's id");
        unsigned offset = read_u8(r, "an address operand's offset");
        unsigned width = read_u8(r, "an address operand's width");
        print(r, "A%u(%u)<%d>", id, offset, 1 << (width & 7));
        break;
    }
    case VISA_BINARY_CLASS_PREDICATE: {
        unsigned id = read_u16(r, "a predicate operand");
        print(r, "%s", table_name(t, t->predicates, t->predicate_count,
                                   id & 0xfff,
                                   VISA_BINARY_RESERVED_PREDICATES, -1, 0,
                                   scratch, sizeof scratch, "P"));
        break;
    }
    case VISA_BINARY_CLASS_INDIRECT: {
        unsigned id = read_u16(r, "an indirect operand's address id");
        unsigned sub = read_u8(r, "an indirect operand's address offset");
        int offset = (int16_t)read_u16(r, "an indirect operand's offset");
        unsigned type = read_u8(r, "an indirect operand's type");
        unsigned region = read_u16(r, "an indirect operand's region");
        print(r, "%sr[A%u(%u),%d]", modifier == VISA_BINARY_MOD_SAT ? "" :
              modifier_text(modifier), id, sub, offset);
        print_region(r, region);
        print_type(r, type & 0xf);
        break;
    }
    case VISA_BINARY_CLASS_ADDRESS_OF: {
        uint32_t id = read_u16(r, "an address-of operand's variable id");
        int offset = (int16_t)read_u16(r, "an address-of operand's offset");
        print(r, "&%s[%d]", general_name(t, id, scratch, sizeof scratch),
              offset);
        break;
    }
    case VISA_BINARY_CLASS_IMMEDIATE: {
        unsigned type = read_u8(r, "an immediate's type") & 0xf;
        int size = visa_binary_type_size((int)type) == 8 ? 8 : 4;
        uint64_t value = read_number(r, size, "an immediate's value");
        print(r, "0x%" PRIx64, value);
        print_type(r, type);
        break;
    }
    case VISA_BINARY_CLASS_STATE: {
        unsigned kind = read_u8(r, "a state operand's class");
        unsigned id = read_u16(r, "a state operand's id");
        unsigned offset = read_u8(r, "a state operand's offset");
        print(r, "%s%u(%u)", kind == 1 ? "S" : "T", id, offset);
        break;
    }
    default:
        reader_error(r, start, "%s", "bad vector operand class in its tag");
        break;
    }
}

/* ---- instructions ------------------------------------------------------ */

static void print_exec(struct reader *r, unsigned exec)
{
    unsigned mask = exec >> 4;
    print(r, " (M%u%s, %d)", (mask & 7) + 1, mask & 8 ? "_NM" : "",
          1 << (exec & 7));
}

static void decode_instruction(struct reader *r, const struct name_tables *t,
                               struct isa_kernel *kernel)
{
    struct isa_instruction inst;
    memset(&inst, 0, sizeof inst);
    inst.offset = r->pos;
    unsigned opcode = read_u8(r, "an opcode");
    if (opcode == VISA_BINARY_OP_SVM)
        opcode |= read_u8(r, "an SVM sub-opcode") << 8;
    else if (opcode == VISA_BINARY_OP_LSC_UNTYPED)
        opcode |= read_u8(r, "an LSC sub-operation") << 8;
    else if (opcode == VISA_BINARY_OP_VA || opcode == VISA_BINARY_OP_VA_SKL_PLUS)
        opcode |= read_u8(r, "a video analytics sub-opcode") << 8;
    inst.format = visa_binary_instruction_format((int)opcode);
    if (!r->failed && !inst.format) {
        char text[8];
        snprintf(text, sizeof text, "0x%02x", opcode);
        reader_error(r, inst.offset, "unknown opcode %s", text);
        return;
    }
    if (r->failed)
        return;
    print(r, "    /* 0x%06zx */ ", inst.offset);
    unsigned pred = 0;
    bool have_pred = false;
    int ub_index = 0;
    unsigned last_ub = 0; /* a RAW_LIST's count */
    for (int f = 0; f < VISA_BINARY_MAX_FIELDS && !r->failed &&
                    inst.format->fields[f] != VISA_FIELD_END; f++) {
        if (f == 0)
            print(r, "%s", inst.format->name);
        int span = inst.field_count;
        inst.fields[span].offset = r->pos;
        char scratch[32];
        switch (inst.format->fields[f]) {
        case VISA_FIELD_EXEC:
            print_exec(r, read_u8(r, "an execution size"));
            break;
        case VISA_FIELD_PRED:
            pred = read_u16(r, "a predicate field");
            have_pred = pred != 0;
            if (have_pred)
                print(r, " pred=%s%s", pred & VISA_BINARY_PRED_INVERT ? "!" : "",
                      table_name(t, t->predicates, t->predicate_count,
                                 pred & 0xfff, VISA_BINARY_RESERVED_PREDICATES,
                                 -1, 0, scratch, sizeof scratch, "P"));
            break;
        case VISA_FIELD_VECTOR:
            print(r, " ");
            decode_vector(r, t);
            break;
        case VISA_FIELD_RAW: {
            uint32_t id = read_u32(r, "a raw operand's variable id");
            unsigned offset = read_u16(r, "a raw operand's offset");
            print(r, " %s.%u", general_name(t, id, scratch, sizeof scratch),
                  offset);
            break;
        }
        case VISA_FIELD_LABEL: {
            unsigned id = read_u16(r, "a label id");
            print(r, " %s", id < t->label_count
                                ? string_at(t, t->labels[id]) : "?label");
            break;
        }
        case VISA_FIELD_SURFACE:
            print(r, " %s", surface_name(t, read_u8(r, "a surface id"),
                                         scratch, sizeof scratch));
            break;
        case VISA_FIELD_RAW_LIST: /* one span per operand (GenX_IR leaves
                                     out the last operands, not fields) */
            if (last_ub > 16) {
                reader_error(r, r->pos, "%s", "more than 16 parameters");
                return;
            }
            for (unsigned i = 0; i < last_ub && !r->failed; i++) {
                inst.fields[span].offset = r->pos;
                uint32_t id = read_u32(r, "a raw operand's variable id");
                unsigned offset = read_u16(r, "a raw operand's offset");
                print(r, " %s.%u", general_name(t, id, scratch, sizeof scratch),
                      offset);
                inst.fields[span].size = r->pos - inst.fields[span].offset;
                inst.field_count = ++span;
            }
            continue;
        case VISA_FIELD_UB: {
            unsigned value = read_u8(r, "an instruction field");
            last_ub = value;
            const char *name = ub_index < 12 ? inst.format->ub_names[ub_index]
                                             : NULL;
            print(r, " %s=%u", name ? name : "ub", value);
            ub_index++;
            break;
        }
        case VISA_FIELD_UW:
            print(r, " uw=%u", read_u16(r, "an instruction field"));
            break;
        case VISA_FIELD_UW_VALUE: {
            unsigned value = read_u16(r, "an instruction field");
            const char *name = ub_index < 12 ? inst.format->ub_names[ub_index]
                                             : NULL;
            print(r, " %s=%u", name ? name : "uw", value);
            ub_index++;
            break;
        }
        case VISA_FIELD_D_VALUE: {
            int32_t value = (int32_t)read_u32(r, "an instruction field");
            const char *name = ub_index < 12 ? inst.format->ub_names[ub_index]
                                             : NULL;
            print(r, " %s=%d", name ? name : "d", (int)value);
            ub_index++;
            break;
        }
        case VISA_FIELD_HANDLE:
            /* A sampler (S) or surface (T) id: the format says which by
             * position only, so print the number. */
            print(r, " handle=%u", read_u8(r, "a sampler or surface id"));
            break;
        case VISA_FIELD_END:
            break;
        }
        inst.fields[span].size = r->pos - inst.fields[span].offset;
        inst.field_count = span + 1;
    }
    if (inst.field_count == 0)
        print(r, "%s", inst.format->name);
    print(r, "\n");
    inst.size = r->pos - inst.offset;
    if (r->failed)
        return;
    grow_array((void **)&kernel->instructions, &kernel->instruction_capacity,
               kernel->instruction_count + 1, sizeof *kernel->instructions);
    kernel->instructions[kernel->instruction_count++] = inst;
}

/* ---- tables ------------------------------------------------------------ */

static void decode_attributes(struct reader *r, const struct name_tables *t,
                              unsigned count, const char *directive)
{
    for (unsigned i = 0; i < count && !r->failed; i++) {
        uint32_t name = read_u32(r, "an attribute's name");
        unsigned size = read_u8(r, "an attribute's size");
        size_t start = r->pos;
        if (r->pos > r->size || r->size - r->pos < size) {
            reader_error(r, r->pos, "truncated: the file ends inside %s",
                         "an attribute's value");
            return;
        }
        r->pos += size;
        bool text = size > 1;
        for (unsigned b = 0; b < size; b++)
            if (r->bytes[start + b] < 0x20 || r->bytes[start + b] > 0x7e)
                text = false;
        print(r, "%s%s=", directive, string_at(t, name));
        if (text) {
            print(r, "\"%.*s\"\n", (int)size, (const char *)r->bytes + start);
        } else {
            uint64_t value = 0;
            for (unsigned b = 0; b < size && b < 8; b++)
                value |= (uint64_t)r->bytes[start + b] << (8 * b);
            print(r, "%" PRIu64 " (%u byte%s)\n", value, size,
                  size == 1 ? "" : "s");
        }
    }
}

static uint32_t *new_name_table(uint32_t count)
{
    return xcalloc(count + 1, sizeof(uint32_t));
}

static void decode_strings(struct reader *r, struct name_tables *t)
{
    uint32_t count = read_u32(r, "the string count");
    if (r->failed)
        return;
    if (count > r->size - r->pos) {
        reader_error(r, r->pos - 4, "%s",
                     "the string count is larger than the kernel object");
        return;
    }
    t->strings = xcalloc(count + 1, sizeof *t->strings);
    for (uint32_t i = 0; i < count; i++) {
        const void *end = memchr(r->bytes + r->pos, '\0', r->size - r->pos);
        if (!end) {
            reader_error(r, r->pos, "truncated: the file ends inside %s",
                         "a string of the string pool");
            return;
        }
        t->strings[i] = (const char *)r->bytes + r->pos;
        r->pos = (size_t)((const unsigned char *)end - r->bytes) + 1;
        t->string_count = i + 1;
    }
    print(r, "    // string pool: %u strings\n", count);
}

static void decode_general_variables(struct reader *r, struct name_tables *t)
{
    uint32_t count = read_u32(r, "the variable count");
    if (r->failed)
        return;
    if (count > (r->size - r->pos) / 15) {
        reader_error(r, r->pos - 4, "%s",
                     "the variable count is larger than the kernel object");
        return;
    }
    t->generals = new_name_table(count);
    t->general_count = count;
    for (uint32_t i = 0; i < count && !r->failed; i++) {
        t->generals[i] = read_u32(r, "a variable's name");
        unsigned properties = read_u8(r, "a variable's type and alignment");
        unsigned elements = read_u16(r, "a variable's element count");
        uint32_t alias = read_u32(r, "a variable's alias");
        unsigned alias_offset = read_u16(r, "a variable's alias offset");
        read_u8(r, "a variable's alias scope");
        unsigned attributes = read_u8(r, "a variable's attribute count");
        const char *type = visa_binary_type_name((int)(properties & 0xf));
        const char *align = visa_binary_align_name((int)(properties >> 4));
        print(r, ".decl %s v_type=G type=%s num_elts=%u",
              string_at(t, t->generals[i]), type ? type : "?", elements);
        char scratch[32];
        if (alias)
            print(r, " alias=<%s, %u>",
                  general_name(t, alias, scratch, sizeof scratch),
                  alias_offset);
        else
            print(r, " align=%s", align ? align : "?");
        print(r, "    // V%u\n", VISA_BINARY_RESERVED_GENERALS + i);
        decode_attributes(r, t, attributes, "    // attribute ");
    }
}

/* Address, predicate, sampler and surface tables share one layout. */
static uint32_t *decode_small_table(struct reader *r, uint32_t count,
                                    const char *v_type, const char *prefix,
                                    uint32_t first_id,
                                    const struct name_tables *t)
{
    uint32_t *names = new_name_table(count);
    for (uint32_t i = 0; i < count && !r->failed; i++) {
        names[i] = read_u32(r, "a variable's name");
        unsigned elements = read_u16(r, "a variable's element count");
        unsigned attributes = read_u8(r, "a variable's attribute count");
        print(r, ".decl %s v_type=%s num_elts=%u    // %s%u\n",
              string_at(t, names[i]), v_type, elements, prefix,
              first_id + i);
        decode_attributes(r, t, attributes, "    // attribute ");
    }
    return names;
}

static void decode_kernel_object(struct reader *r, struct isa_kernel *kernel,
                                 bool instructions)
{
    struct name_tables t;
    memset(&t, 0, sizeof t);
    size_t start = r->pos;
    print(r, ".kernel \"%s\"    // object at 0x%zx, %zu bytes\n",
          kernel->name, kernel->offset, kernel->size);
    decode_strings(r, &t);
    uint32_t name = read_u32(r, "the kernel's name index");
    if (!r->failed && name >= t.string_count)
        reader_error(r, r->pos - 4, "%s",
                     "the kernel's name index is outside the string pool");
    decode_general_variables(r, &t);
    t.address_count = read_u16(r, "the address count");
    t.addresses = decode_small_table(r, t.address_count, "A", "A", 0, &t);
    t.predicate_count = read_u16(r, "the predicate count");
    t.predicates = decode_small_table(r, t.predicate_count, "P", "P",
                                      VISA_BINARY_RESERVED_PREDICATES, &t);
    t.label_count = read_u16(r, "the label count");
    t.labels = new_name_table(t.label_count);
    for (uint32_t i = 0; i < t.label_count && !r->failed; i++) {
        t.labels[i] = read_u32(r, "a label's name");
        unsigned kind = read_u8(r, "a label's kind");
        unsigned attributes = read_u8(r, "a label's attribute count");
        print(r, "// label %u: %s (%s)\n", i, string_at(&t, t.labels[i]),
              kind & 1 ? "subroutine" : "block");
        decode_attributes(r, &t, attributes, "    // attribute ");
    }
    t.sampler_count = read_u8(r, "the sampler count");
    t.samplers = decode_small_table(r, t.sampler_count, "S", "S", 0, &t);
    t.surface_count = read_u8(r, "the surface count");
    t.surfaces = decode_small_table(r, t.surface_count, "T", "T",
                                    VISA_BINARY_RESERVED_SURFACES, &t);
    unsigned vme_count = read_u8(r, "the VME count");
    free(decode_small_table(r, vme_count, "VME", "VME", 0, &t));

    size_t inputs_at = r->pos;
    if (!r->failed && kernel->input_offset != inputs_at)
        print(r, "// note: the header puts the inputs at 0x%zx, they are "
                 "at 0x%zx\n", kernel->input_offset, inputs_at);
    uint32_t input_count = read_u32(r, "the input count");
    if (!r->failed && input_count > (r->size - r->pos) / 9) {
        reader_error(r, inputs_at, "%s",
                     "the input count is larger than the kernel object");
    }
    for (uint32_t i = 0; i < input_count && !r->failed; i++) {
        unsigned kind = read_u8(r, "an input's kind");
        uint32_t id = read_u32(r, "an input's variable id");
        int offset = (int16_t)read_u16(r, "an input's offset");
        unsigned size = read_u16(r, "an input's size");
        char scratch[32];
        const char *var_name =
            (kind & 3) == VISA_BINARY_INPUT_SURFACE
                ? surface_name(&t, id, scratch, sizeof scratch)
                : (kind & 3) == VISA_BINARY_INPUT_GENERAL
                      ? general_name(&t, id, scratch, sizeof scratch)
                      : "S?";
        print(r, ".input %s offset=%d size=%u", var_name, offset, size);
        if (kind >> 3)
            print(r, "    // implicit kind %u", kind >> 3);
        print(r, "\n");
    }
    uint32_t size = read_u32(r, "the instructions' size");
    uint32_t entry = read_u32(r, "the instructions' entry");
    unsigned attributes = read_u16(r, "the kernel's attribute count");
    decode_attributes(r, &t, attributes, ".kernel_attr ");
    if (!r->failed && start + entry != r->pos)
        reader_error(r, r->pos, "%s",
                     "the kernel's entry field does not point here, after "
                     "its attributes");
    if (!r->failed && (size > r->size - r->pos))
        reader_error(r, r->pos, "%s",
                     "the instructions' size runs past the kernel object");
    kernel->instructions_offset = r->pos;
    kernel->instructions_size = size;
    print(r, "    // instructions: %u bytes at 0x%zx\n", size, r->pos);
    size_t end = r->pos + size;
    size_t saved_size = r->size;
    if (!r->failed)
        r->size = end;
    while (instructions && !r->failed && r->pos < end)
        decode_instruction(r, &t, kernel);
    r->size = saved_size;
    name_tables_free(&t);
}

/* ---- the header -------------------------------------------------------- */

static bool decode_kernel_info(struct reader *r, struct isa_kernel *kernel)
{
    kernel->info_offset = r->pos;
    unsigned length = read_u16(r, "a kernel's name length");
    if (r->failed)
        return false;
    if (length > r->size - r->pos) {
        reader_error(r, r->pos, "truncated: the file ends inside %s",
                     "a kernel's name");
        return false;
    }
    kernel->name = xmalloc(length + 1u);
    memcpy(kernel->name, r->bytes + r->pos, length);
    kernel->name[length] = '\0';
    r->pos += length;
    kernel->offset = read_u32(r, "a kernel's offset");
    kernel->size = read_u32(r, "a kernel's size");
    kernel->input_offset = read_u32(r, "a kernel's input offset");
    unsigned variables = read_u16(r, "a kernel's variable relocations");
    r->pos += 4u * variables;
    unsigned functions = read_u16(r, "a kernel's function relocations");
    r->pos += 4u * functions;
    kernel->gen_binary_count = (int)read_u8(r, "a kernel's Gen binary count");
    if (!r->failed && kernel->gen_binary_count > 4) {
        reader_error(r, r->pos - 1, "%s",
                     "more than 4 Gen binaries for one kernel");
        return false;
    }
    for (int g = 0; g < kernel->gen_binary_count && !r->failed; g++) {
        struct isa_gen_binary *gen = &kernel->gen_binaries[g];
        gen->info_offset = r->pos;
        gen->platform = (int)read_u8(r, "a Gen binary's platform");
        gen->offset = read_u32(r, "a Gen binary's offset");
        gen->size = read_u32(r, "a Gen binary's size");
    }
    kernel->info_size = r->pos - kernel->info_offset;
    return !r->failed;
}

static void skip_file_scope_variables(struct reader *r)
{
    unsigned count = read_u16(r, "the file-scope variable count");
    for (unsigned i = 0; i < count && !r->failed; i++) {
        read_u8(r, "a file-scope variable's linkage");
        unsigned length = read_u16(r, "a file-scope variable's name length");
        r->pos += length;
        read_u8(r, "a file-scope variable's type");
        read_u16(r, "a file-scope variable's element count");
        unsigned attributes = read_u8(r, "a file-scope variable's attributes");
        for (unsigned a = 0; a < attributes && !r->failed; a++) {
            read_u32(r, "an attribute's name");
            r->pos += read_u8(r, "an attribute's size");
        }
    }
    if (count)
        print(r, "// %u file-scope variables (not decoded further)\n", count);
}

static void skip_functions(struct reader *r)
{
    unsigned count = read_u16(r, "the function count");
    for (unsigned i = 0; i < count && !r->failed; i++) {
        read_u8(r, "a function's linkage");
        unsigned length = read_u16(r, "a function's name length");
        r->pos += length;
        read_u32(r, "a function's offset");
        read_u32(r, "a function's size");
        r->pos += 4u * read_u16(r, "a function's variable relocations");
        r->pos += 4u * read_u16(r, "a function's function relocations");
    }
    if (count)
        print(r, "// %u functions (objects not decoded)\n", count);
}

bool isa_decode(const unsigned char *bytes, size_t size, const char *name,
                FILE *stream, bool instructions, struct isa_file *file,
                struct diagnostics *diags)
{
    memset(file, 0, sizeof *file);
    struct reader r = {bytes, size, 0, false, name, diags, stream};
    uint32_t magic = read_u32(&r, "the magic number");
    if (!r.failed && magic != VISA_BINARY_MAGIC) {
        reader_error(&r, 0, "%s", "not a vISA binary (no \"CISA\" magic)");
        return false;
    }
    file->major = (int)read_u8(&r, "the major version");
    file->minor = (int)read_u8(&r, "the minor version");
    unsigned count = read_u16(&r, "the kernel count");
    if (r.failed)
        return false;
    if (count > 512) {
        reader_error(&r, r.pos - 2, "%s", "more than 512 kernels");
        return false;
    }
    print(&r, ".version %d.%d\n", file->major, file->minor);
    file->kernels = xcalloc(count + 1u, sizeof *file->kernels);
    for (unsigned k = 0; k < count && !r.failed; k++) {
        if (decode_kernel_info(&r, &file->kernels[k]))
            file->kernel_count = (int)k + 1;
    }
    skip_file_scope_variables(&r);
    skip_functions(&r);
    file->header_size = r.pos;
    for (int k = 0; k < file->kernel_count && !r.failed; k++) {
        struct isa_kernel *kernel = &file->kernels[k];
        if (kernel->offset > size || kernel->size > size - kernel->offset) {
            reader_error(&r, kernel->info_offset, "%s",
                         "a kernel object lies outside the file");
            break;
        }
        for (int g = 0; g < kernel->gen_binary_count; g++)
            print(&r, "// Gen binary for platform %d: %zu bytes at 0x%zx\n",
                  kernel->gen_binaries[g].platform,
                  kernel->gen_binaries[g].size,
                  kernel->gen_binaries[g].offset);
        struct reader object = r;
        object.pos = kernel->offset;
        object.size = kernel->offset + kernel->size;
        decode_kernel_object(&object, kernel, instructions);
        r.failed = object.failed;
        print(&r, "\n");
    }
    return !r.failed;
}

void isa_file_free(struct isa_file *file)
{
    for (int k = 0; k < file->kernel_count; k++) {
        free(file->kernels[k].name);
        free(file->kernels[k].instructions);
    }
    /* A kernel whose info failed to decode may hold a name too. */
    if (file->kernels && file->kernels[file->kernel_count].name)
        free(file->kernels[file->kernel_count].name);
    free(file->kernels);
    memset(file, 0, sizeof *file);
}

bool visa_binary_dump(const unsigned char *bytes, size_t size,
                      const char *file_name, FILE *stream,
                      struct diagnostics *diags)
{
    struct isa_file file;
    bool ok = isa_decode(bytes, size, file_name, stream, true, &file, diags);
    isa_file_free(&file);
    return ok;
}
