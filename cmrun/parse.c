/* parse.c - vISA 4.1 text -> struct cmrun_kernel.
 *
 * Takes the text GenX_IR reads (the grammar of Intel's visa/CISA.y, as cmc
 * writes it: one statement per line); guarantees a kernel whose variables
 * are resolved (aliases to their root, predefined variables created on
 * first use), whose labels are resolved to instruction indices and whose
 * operands are decoded into kind, variable, type, byte offset and region.
 * Instructions are parsed generically (predicate, mnemonic with suffixes,
 * execution size, operand list), so an instruction kind the executor does
 * not know is still parsed and reported only if it runs.  Exists so that
 * execution never looks at text. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cmrun/cmrun.h"
#include "support/support.h"

struct parser {
    const char *file_name;
    int line;
    int grf_bytes;
    struct cmrun_kernel *kernel;
    size_t var_capacity, label_capacity, inst_capacity;
    bool failed;
};

static void parse_error(struct parser *p, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static void parse_error(struct parser *p, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    fprintf(stderr, "%s:%d: error: ", p->file_name, p->line);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    p->failed = true;
}

/* ---- numbers ---------------------------------------------------------------- */

/* Every number in the text is read here, through numbers.c, in the range
 * the vISA specification gives the field (the limits below name their
 * source).  WHAT names the field in the message. */
static bool read_number(struct parser *p, const char **s, const char *what,
                        int64_t min, uint64_t max, int64_t *value)
{
    const char *start = *s;
    switch (cmrun_read_number(s, 0, min, max, value)) {
    case CMRUN_NUMBER_OK:
        return true;
    case CMRUN_NUMBER_MISSING:
        parse_error(p, "%s: expected a number at '%.20s'", what, start);
        break;
    case CMRUN_NUMBER_OUT_OF_RANGE:
        if (max > INT64_MAX)
            parse_error(p, "%s %.*s is out of range (%lld to %llu)", what,
                        (int)(*s - start), start, (long long)min,
                        (unsigned long long)max);
        else
            parse_error(p, "%s %.*s is out of range (%lld to %lld)", what,
                        (int)(*s - start), start, (long long)min,
                        (long long)max);
        break;
    }
    *value = min;
    return false;
}

/* read_number for an int-sized field. */
static bool read_int(struct parser *p, const char **s, const char *what,
                     int min, int max, int *value)
{
    int64_t wide;
    bool ok = read_number(p, s, what, min, (uint64_t)max, &wide);
    *value = (int)wide;
    return ok;
}

/* read_number, then one of the characters FOLLOW lists must come next
 * (a ' ' in FOLLOW stands for a space, a tab or the end of the text). */
static bool read_int_then(struct parser *p, const char **s, const char *what,
                          int min, int max, int *value, const char *follow)
{
    if (!read_int(p, s, what, min, max, value))
        return false;
    char next = **s == '\t' || **s == '\0' ? ' ' : **s;
    if (!strchr(follow, next)) {
        parse_error(p, "%s: unexpected '%.20s' after the number", what, *s);
        return false;
    }
    return true;
}

static bool is_power_of_two_up_to(int value, int max)
{
    return value >= 1 && value <= max && (value & (value - 1)) == 0;
}

/* ---- types ------------------------------------------------------------------ */

static const struct {
    const char *name;
    enum cmrun_type type;
    int size;
} type_table[] = {
    {"ud", CMRUN_UD, 4}, {"d", CMRUN_D, 4},   {"uw", CMRUN_UW, 2},
    {"w", CMRUN_W, 2},   {"ub", CMRUN_UB, 1}, {"b", CMRUN_B, 1},
    {"uq", CMRUN_UQ, 8}, {"q", CMRUN_Q, 8},   {"f", CMRUN_F, 4},
    {"df", CMRUN_DF, 8}, {"hf", CMRUN_HF, 2}, {"bool", CMRUN_BOOL, 1},
    {"v", CMRUN_V, 4},   {"uv", CMRUN_UV, 4}, {"vf", CMRUN_VF, 4},
    {"bf", CMRUN_BF, 2},
};

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

int cmrun_type_size(enum cmrun_type type)
{
    for (size_t i = 0; i < COUNT(type_table); i++)
        if (type_table[i].type == type)
            return type_table[i].size;
    return 1;
}

const char *cmrun_type_name(enum cmrun_type type)
{
    for (size_t i = 0; i < COUNT(type_table); i++)
        if (type_table[i].type == type)
            return type_table[i].name;
    return "?";
}

enum cmrun_type cmrun_type_from_name(const char *name)
{
    for (size_t i = 0; i < COUNT(type_table); i++)
        if (strcasecmp(name, type_table[i].name) == 0)
            return type_table[i].type;
    return CMRUN_TYPE_NONE;
}

bool cmrun_type_is_float(enum cmrun_type type)
{
    return type == CMRUN_F || type == CMRUN_DF || type == CMRUN_HF ||
           type == CMRUN_VF || type == CMRUN_BF;
}

bool cmrun_type_is_signed(enum cmrun_type type)
{
    return type == CMRUN_D || type == CMRUN_W || type == CMRUN_B ||
           type == CMRUN_Q || type == CMRUN_V || cmrun_type_is_float(type);
}

/* ---- variables and labels ----------------------------------------------------- */

int cmrun_find_var(const struct cmrun_kernel *kernel, const char *name)
{
    for (size_t i = 0; i < kernel->var_count; i++)
        if (strcmp(kernel->vars[i].name, name) == 0)
            return (int)i;
    return -1;
}

static int add_var(struct parser *p, const char *name,
                   enum cmrun_var_kind kind, enum cmrun_type type,
                   int num_elts)
{
    struct cmrun_kernel *k = p->kernel;
    grow_array((void **)&k->vars, &p->var_capacity, k->var_count + 1,
               sizeof(struct cmrun_var));
    struct cmrun_var *var = &k->vars[k->var_count];
    memset(var, 0, sizeof *var);
    var->kind = kind;
    var->name = xstrdup(name);
    var->type = type;
    var->num_elts = num_elts;
    var->bytes = num_elts * cmrun_type_size(type);
    var->alias_of = -1;
    var->root = (int)k->var_count;
    var->input_order = -1;
    return (int)k->var_count++;
}

static const struct {
    const char *name;
    enum cmrun_predefined id;
    enum cmrun_var_kind kind;
    enum cmrun_type type;
    int num_elts;
} predefined_table[] = {
    {"%null", CMRUN_PREDEF_NULL, CMRUN_VAR_GENERAL, CMRUN_UD, 64},
    {"%thread_x", CMRUN_PREDEF_THREAD_X, CMRUN_VAR_GENERAL, CMRUN_UW, 1},
    {"%thread_y", CMRUN_PREDEF_THREAD_Y, CMRUN_VAR_GENERAL, CMRUN_UW, 1},
    {"%group_id_x", CMRUN_PREDEF_GROUP_ID_X, CMRUN_VAR_GENERAL, CMRUN_UD, 1},
    {"%group_id_y", CMRUN_PREDEF_GROUP_ID_Y, CMRUN_VAR_GENERAL, CMRUN_UD, 1},
    {"%group_id_z", CMRUN_PREDEF_GROUP_ID_Z, CMRUN_VAR_GENERAL, CMRUN_UD, 1},
    {"%tsc", CMRUN_PREDEF_TSC, CMRUN_VAR_GENERAL, CMRUN_UD, 5},
    {"%r0", CMRUN_PREDEF_R0, CMRUN_VAR_GENERAL, CMRUN_UD, 8},
    {"%arg", CMRUN_PREDEF_ARG, CMRUN_VAR_GENERAL, CMRUN_UD, 256},
    {"%retval", CMRUN_PREDEF_RETVAL, CMRUN_VAR_GENERAL, CMRUN_UD, 96},
    {"%sp", CMRUN_PREDEF_SP, CMRUN_VAR_GENERAL, CMRUN_UD, 1},
    {"%fp", CMRUN_PREDEF_FP, CMRUN_VAR_GENERAL, CMRUN_UD, 1},
    {"%hw_id", CMRUN_PREDEF_HW_ID, CMRUN_VAR_GENERAL, CMRUN_UD, 1},
    {"%sr0", CMRUN_PREDEF_SR0, CMRUN_VAR_GENERAL, CMRUN_UD, 4},
    {"%cr0", CMRUN_PREDEF_CR0, CMRUN_VAR_GENERAL, CMRUN_UD, 1},
    {"%ce0", CMRUN_PREDEF_CE0, CMRUN_VAR_GENERAL, CMRUN_UD, 1},
    {"%dbg0", CMRUN_PREDEF_DBG0, CMRUN_VAR_GENERAL, CMRUN_UD, 2},
    {"%color", CMRUN_PREDEF_COLOR, CMRUN_VAR_GENERAL, CMRUN_UW, 1},
    {"%slm", CMRUN_PREDEF_NONE, CMRUN_VAR_SURFACE, CMRUN_UD, 1},
    {"T0", CMRUN_PREDEF_NONE, CMRUN_VAR_SURFACE, CMRUN_UD, 1},
    {"T2", CMRUN_PREDEF_NONE, CMRUN_VAR_SURFACE, CMRUN_UD, 1},
    {"%bss", CMRUN_PREDEF_NONE, CMRUN_VAR_SURFACE, CMRUN_UD, 1},
    {"T5", CMRUN_PREDEF_NONE, CMRUN_VAR_SURFACE, CMRUN_UD, 1},
};

/* NAME as a variable, creating a predefined one on first use; -1 if it is
 * no variable. */
static int lookup_var(struct parser *p, const char *name)
{
    int index = cmrun_find_var(p->kernel, name);
    if (index >= 0)
        return index;
    for (size_t i = 0; i < COUNT(predefined_table); i++) {
        if (strcmp(predefined_table[i].name, name) == 0) {
            index = add_var(p, name, predefined_table[i].kind,
                            predefined_table[i].type,
                            predefined_table[i].num_elts);
            p->kernel->vars[index].predefined = predefined_table[i].id;
            if (predefined_table[i].id == CMRUN_PREDEF_CR0)
                p->kernel->cr0_var = index;
            if (predefined_table[i].id == CMRUN_PREDEF_TSC)
                p->kernel->tsc_var = index;
            return index;
        }
    }
    return -1;
}

/* AVS's output format and execution mode words (CISA.l), as numbers. */
static bool avs_word(const char *name, int64_t *value)
{
    static const struct {
        const char *word;
        int value;
    } words[] = {
        {"AVS_16_FULL", 0}, {"AVS_16_DOWN_SAMPLE", 1}, {"AVS_8_FULL", 2},
        {"AVS_8_DOWN_SAMPLE", 3}, {"AVS_16x4", 0}, {"AVS_8x4", 1},
        {"AVS_16x8", 2}, {"AVS_4x4", 3},
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strcmp(words[i].word, name) == 0) {
            *value = words[i].value;
            return true;
        }
    return false;
}

static int find_or_add_label(struct parser *p, const char *name)
{
    struct cmrun_kernel *k = p->kernel;
    for (size_t i = 0; i < k->label_count; i++)
        if (strcmp(k->labels[i].name, name) == 0)
            return (int)i;
    grow_array((void **)&k->labels, &p->label_capacity, k->label_count + 1,
               sizeof(struct cmrun_label));
    k->labels[k->label_count].name = xstrdup(name);
    k->labels[k->label_count].inst = -1;
    return (int)k->label_count++;
}

static struct cmrun_inst *add_inst(struct parser *p, const char *text)
{
    struct cmrun_kernel *k = p->kernel;
    grow_array((void **)&k->insts, &p->inst_capacity, k->inst_count + 1,
               sizeof(struct cmrun_inst));
    struct cmrun_inst *inst = &k->insts[k->inst_count++];
    memset(inst, 0, sizeof *inst);
    inst->line = p->line;
    inst->text = xstrdup(text);
    inst->pred_var = -1;
    inst->label_here = -1;
    inst->exec_size = 1;
    return inst;
}

/* ---- small lexing helpers --------------------------------------------------------- */

static const char *skip_space(const char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return s;
}

/* Copy an identifier (stopping at `stops`) into OUT. */
/* Room for an identifier: cmc names subroutine labels after mangled C++
 * names, which templates make long (GenX_IR takes them). */
enum { IDENT_MAX = 1024 };

static const char *read_ident(const char *s, char *out, size_t size)
{
    size_t n = 0;
    if (*s == '"') {
        s++;
        while (*s && *s != '"') {
            if (n + 1 < size)
                out[n++] = *s;
            s++;
        }
        if (*s == '"')
            s++;
    } else {
        while (*s && (isalnum((unsigned char)*s) || *s == '_' || *s == '%' ||
                      *s == '$' || *s == '@' || *s == '?' || *s == '.')) {
            if (n + 1 < size)
                out[n++] = *s;
            s++;
        }
    }
    out[n] = '\0';
    return s;
}

/* "key=value" attribute in a directive; returns the value text or NULL. */
static const char *find_attribute(const char *line, const char *key)
{
    size_t length = strlen(key);
    for (const char *s = line; (s = strstr(s, key)) != NULL; s += length) {
        if ((s == line || s[-1] == ' ' || s[-1] == '\t') && s[length] == '=')
            return s + length + 1;
    }
    return NULL;
}

/* ---- directives ------------------------------------------------------------------- */

/* num_elts of a .decl of V_TYPE (4_visa_header.md: a general variable
 * has 1 to 4096 elements, an address variable 1 to 16, a predicate 1, 2,
 * 4, 8, 16 or 32; surfaces and samplers a UW count). */
static bool read_num_elts(struct parser *p, char v_type, const char *elts,
                          int *num_elts)
{
    int max = v_type == 'G' ? 4096 : v_type == 'A' ? 16
            : v_type == 'P' ? 32 : 65535;
    if (!read_int_then(p, &elts, "num_elts", 1, max, num_elts, " "))
        return false;
    if (v_type == 'P' && !is_power_of_two_up_to(*num_elts, 32)) {
        parse_error(p, "num_elts of a predicate must be 1, 2, 4, 8, 16 or 32");
        return false;
    }
    return true;
}

/* alias=<V, OFFSET> (cmc's spelling) or alias=(V,OFFSET) (the spec's) of
 * the general variable INDEX: the alias lies inside its target
 * (4_visa_header.md: "a reference to a subset of the elements in the base
 * variable"; the offset is a UW). */
static void parse_alias(struct parser *p, int index, const char *alias)
{
    if (*alias != '<' && *alias != '(') {
        parse_error(p, "alias= needs <VARIABLE, OFFSET>");
        return;
    }
    char close = *alias == '<' ? '>' : ')';
    char of[IDENT_MAX];
    const char *q = skip_space(read_ident(skip_space(alias + 1), of, sizeof of));
    if (*q != ',') {
        parse_error(p, "alias= needs <VARIABLE, OFFSET>");
        return;
    }
    q = skip_space(q + 1);
    int offset;
    char follow[2] = {close, '\0'};
    if (!read_int_then(p, &q, "alias offset", 0, 65535, &offset, follow))
        return;
    int of_index = lookup_var(p, of);
    if (of_index < 0) {
        parse_error(p, "alias of undeclared variable '%s'", of);
        return;
    }
    struct cmrun_var *var = &p->kernel->vars[index];
    const struct cmrun_var *target = &p->kernel->vars[of_index];
    if (target->kind != CMRUN_VAR_GENERAL ||
        offset + var->bytes > target->bytes) {
        parse_error(p, "alias '%s' (%d bytes at offset %d) is not inside "
                       "'%s' (%d bytes)", var->name, var->bytes, offset,
                    target->name, target->bytes);
        return;
    }
    var->alias_of = of_index;
    var->alias_offset = offset;
    var->root = target->root;
    var->root_offset = target->root_offset + offset;
}

static void parse_decl(struct parser *p, const char *s)
{
    char name[IDENT_MAX];
    s = read_ident(skip_space(s), name, sizeof name);
    const char *vtype = find_attribute(s, "v_type");
    const char *elts = find_attribute(s, "num_elts");
    if (!vtype || !elts) {
        parse_error(p, "a .decl needs v_type= and num_elts=");
        return;
    }
    if (!*name || lookup_var(p, name) >= 0) {
        parse_error(p, "'%s' is declared twice (or predefined)", name);
        return;
    }
    int num_elts;
    if (!read_num_elts(p, *vtype, elts, &num_elts))
        return;
    switch (*vtype) {
    case 'G': {
        const char *type_text = find_attribute(s, "type");
        char type_name[16];
        if (!type_text) {
            parse_error(p, "a general .decl needs type=");
            return;
        }
        read_ident(type_text, type_name, sizeof type_name);
        enum cmrun_type type = cmrun_type_from_name(type_name);
        if (type == CMRUN_TYPE_NONE) {
            parse_error(p, "unknown type '%s'", type_name);
            return;
        }
        int index = add_var(p, name, CMRUN_VAR_GENERAL, type, num_elts);
        const char *alias = find_attribute(s, "alias");
        if (alias)
            parse_alias(p, index, alias);
        break;
    }
    case 'P':
        add_var(p, name, CMRUN_VAR_PREDICATE, CMRUN_BOOL, num_elts);
        break;
    case 'A':
        add_var(p, name, CMRUN_VAR_ADDRESS, CMRUN_UW, num_elts);
        break;
    case 'T':
        add_var(p, name, CMRUN_VAR_SURFACE, CMRUN_UD, num_elts);
        break;
    case 'S':
        add_var(p, name, CMRUN_VAR_SAMPLER, CMRUN_UD, num_elts);
        break;
    default:
        parse_error(p, "unknown v_type in .decl");
    }
}

static void parse_input(struct parser *p, const char *directive,
                        const char *s)
{
    char name[IDENT_MAX];
    s = read_ident(skip_space(s), name, sizeof name);
    int index = lookup_var(p, name);
    if (index < 0) {
        parse_error(p, "input of undeclared variable '%s'", name);
        return;
    }
    struct cmrun_var *var = &p->kernel->vars[index];
    if (var->is_input) {
        parse_error(p, "'%s' is an input twice", name);
        return;
    }
    /* input_info (4_visa_header.md): offset is a W, size a UW. */
    const char *offset = find_attribute(s, "offset");
    const char *size = find_attribute(s, "size");
    var->is_input = true;
    var->input_offset = 0;
    var->input_size = var->kind == CMRUN_VAR_GENERAL ? var->bytes : 4;
    if ((offset && !read_int_then(p, &offset, "input offset", 0, 32767,
                                  &var->input_offset, " ")) ||
        (size && !read_int_then(p, &size, "input size", 1, 65535,
                                &var->input_size, " ")))
        return;
    if (strcmp(directive, ".input") == 0) {
        var->input_order = p->kernel->input_count++;
    } else if (strncmp(directive, ".implicit_UNDEFINED_", 20) == 0) {
        /* the CM runtime's kinds: 1 local size, 2 group count, 3 local id
         * (the provenance field has 5 bits); VC's 11 is OpenCL's printf
         * buffer (its IMP_OCL_PRINTF_BUFFER, 0xB << 3) */
        const char *kind_text = directive + 20;
        int kind;
        if (!read_int_then(p, &kind_text, "implicit input kind", 0, 31,
                           &kind, " "))
            return;
        switch (kind) {
        case 1: var->implicit = CMRUN_IMPLICIT_LOCAL_SIZE; break;
        case 2: var->implicit = CMRUN_IMPLICIT_GROUP_COUNT; break;
        case 3: var->implicit = CMRUN_IMPLICIT_LOCAL_ID; break;
        case 11: var->implicit = CMRUN_IMPLICIT_PRINTF_BUFFER; break;
        default: var->implicit = CMRUN_IMPLICIT_OTHER; break;
        }
    } else if (strstr(directive, "LOCAL_ID")) {
        var->implicit = CMRUN_IMPLICIT_LOCAL_ID;
    } else if (strstr(directive, "LOCAL_SIZE")) {
        var->implicit = CMRUN_IMPLICIT_LOCAL_SIZE;
    } else if (strstr(directive, "GROUP_COUNT")) {
        var->implicit = CMRUN_IMPLICIT_GROUP_COUNT;
    } else {
        var->implicit = CMRUN_IMPLICIT_OTHER;
    }
}

static struct cmrun_kernel *new_kernel(struct parser *p, const char *name)
{
    struct cmrun_kernel *k = xcalloc(1, sizeof *k);
    k->name = xstrdup(name);
    k->grf_bytes = p->grf_bytes;
    k->cr0_var = -1;
    k->tsc_var = -1;
    p->kernel = k;
    p->var_capacity = p->label_capacity = p->inst_capacity = 0;
    return k;
}

static void parse_directive(struct parser *p, const char *line,
                            struct cmrun_kernel ***tail)
{
    char directive[64];
    const char *s = line;
    size_t n = 0;
    while (*s && !isspace((unsigned char)*s) && n + 1 < sizeof directive)
        directive[n++] = *s++;
    directive[n] = '\0';
    s = skip_space(s);
    if (strcmp(directive, ".kernel") == 0) {
        char name[256];
        read_ident(s, name, sizeof name);
        **tail = new_kernel(p, name);
        *tail = &(**tail)->next;
        return;
    }
    if (strcmp(directive, ".version") == 0)
        return;
    if (!p->kernel) {
        parse_error(p, "'%s' before .kernel", directive);
        return;
    }
    if (strcmp(directive, ".decl") == 0)
        parse_decl(p, s);
    else if (strcmp(directive, ".input") == 0 ||
             strncmp(directive, ".implicit", 9) == 0)
        parse_input(p, directive, s);
    else if (strcmp(directive, ".kernel_attr") == 0) {
        /* SLM size in KB (vISA's header: "0-64 representing the SLM size
         * in unit of 1KB memory blocks"), kept in bytes. */
        if (strncmp(s, "SLMSize", 7) == 0) {
            const char *value = strchr(s, '=');
            int kb = 0;
            if (value) {
                value = skip_space(value + 1);
                if (read_int_then(p, &value, "SLMSize", 0, 64, &kb, " "))
                    p->kernel->slm_size = kb * 1024;
            }
        }
        /* Named barriers (NBARRIER ids 0 to 31). */
        if (strncmp(s, "NBarrierCnt", 11) == 0) {
            const char *value = strchr(s, '=');
            if (value) {
                value = skip_space(value + 1);
                read_int_then(p, &value, "NBarrierCnt", 0, 32,
                              &p->kernel->named_barriers, " ");
            }
        }
    }
    /* .function, .funcdecl, .parameter, .global_function, .loc, .file:
     * nothing to run. */
}

/* ---- operands ------------------------------------------------------------------- */

/* The vISA values of a region <h>, <w,h> or <v;w,h>: powers of two (0
 * allowed for strides) up to 32 (vertical stride), 16 (width), 4 (horizontal
 * stride). */
static bool region_values_valid(int count, const int *values)
{
    int hstride = values[count - 1];
    if (hstride != 0 && !is_power_of_two_up_to(hstride, 4))
        return false;
    if (count >= 2 && !is_power_of_two_up_to(values[count - 2], 16))
        return false;
    return count < 3 || values[0] == 0 || is_power_of_two_up_to(values[0], 32);
}

static const char *parse_region(struct parser *p, const char *s,
                                struct cmrun_operand *op)
{
    /* '<' already consumed.  5_operands.md: a vertical stride is 0, 1,
     * 2, 4, 8, 16 or 32, a width 1, 2, 4, 8 or 16, a horizontal stride 0,
     * 1, 2 or 4: read in [0, 32], then checked. */
    const char *start = s - 1;
    int values[3];
    int count = 0;
    while (*s && *s != '>' && count < 3) {
        if (!read_int_then(p, &s, "region value", 0, 32, &values[count++],
                           ";,>"))
            return s;
        if (*s == ';' || *s == ',')
            s++;
    }
    if (*s != '>') {
        parse_error(p, "malformed region");
        return s;
    }
    s++;
    if (count == 0 || !region_values_valid(count, values)) {
        parse_error(p, "region %.*s is not a vISA region", (int)(s - start),
                    start);
        return s;
    }
    if (count == 1) {
        op->hstride = values[0];
        op->is_destination_region = true;
    } else if (count == 3) {
        op->vstride = values[0];
        op->width = values[1];
        op->hstride = values[2];
    } else if (count == 2) { /* <width,hstride> */
        op->width = values[0];
        op->hstride = values[1];
        op->vstride = values[0] * values[1];
    } else {
        parse_error(p, "malformed region");
    }
    return s;
}

static const char *parse_type_suffix(struct parser *p, const char *s,
                                     enum cmrun_type *type)
{
    if (*s != ':')
        return s;
    char name[16];
    s = read_ident(s + 1, name, sizeof name);
    *type = cmrun_type_from_name(name);
    if (*type == CMRUN_TYPE_NONE)
        parse_error(p, "unknown type '%s'", name);
    return s;
}

static uint64_t float_bits(double value, enum cmrun_type type)
{
    struct cmrun_value v = {.is_float = true, .f = value};
    return cmrun_value_to_bits(v, type, false);
}

static bool parse_immediate(struct parser *p, const char *s,
                            struct cmrun_operand *op)
{
    const char *colon = strrchr(s, ':');
    if (!colon)
        return false;
    char number[64];
    size_t n = (size_t)(colon - s);
    if (n == 0 || n >= sizeof number)
        return false;
    memcpy(number, s, n);
    number[n] = '\0';
    enum cmrun_type type = CMRUN_TYPE_NONE;
    parse_type_suffix(p, colon, &type);
    if (type == CMRUN_TYPE_NONE)
        return true;
    op->kind = CMRUN_OPND_IMMEDIATE;
    op->type = type;
    bool is_hex = strstr(number, "0x") || strstr(number, "0X");
    if (cmrun_type_is_float(type) && !is_hex) {
        char *end;
        double value = strtod(number, &end);
        if (*end)
            parse_error(p, "malformed immediate '%s'", s);
        op->imm = float_bits(value, type);
        return true;
    }
    /* An integer (or a float's bits in hex) fits the type's size, read as
     * signed or as unsigned.  A byte or word in hex may also be written as
     * its 32-bit sign extension (0xffffffff:w is -1), as Intel's
     * VectorCompiler writes it and GenX_IR reads it. */
    int size = cmrun_type_size(type);
    int64_t min = size < 8 ? -(INT64_C(1) << (size * 8 - 1)) : INT64_MIN;
    uint64_t max = size < 8 ? (UINT64_C(1) << (size * 8)) - 1 : UINT64_MAX;
    bool widened_hex = is_hex && size < 4;
    int64_t value;
    const char *end = number;
    if (!read_number(p, &end, "immediate", min,
                     widened_hex ? UINT32_MAX : max, &value))
        return true;
    if (*end) {
        /* A decimal float written for an integer type, or garbage. */
        parse_error(p, "malformed immediate '%s'", s);
        return true;
    }
    if (widened_hex && (uint64_t)value > max) {
        int64_t narrow = value & (int64_t)max;
        int64_t sign = INT64_C(1) << (size * 8 - 1);
        if (!(narrow & sign) || (value | (int64_t)max) != INT64_C(0xffffffff)) {
            parse_error(p, "immediate '%s' is out of range for its type", s);
            return true;
        }
    }
    uint64_t bits = (uint64_t)value;
    if (size < 8)
        bits &= (UINT64_C(1) << (size * 8)) - 1;
    op->imm = bits;
    return true;
}

static int var_type_size(struct parser *p, int var)
{
    return cmrun_type_size(p->kernel->vars[var].type);
}

/* Parse one operand field. */
static void parse_operand(struct parser *p, struct cmrun_inst *inst,
                          const char *s, struct cmrun_operand *op)
{
    memset(op, 0, sizeof *op);
    op->var = -1;
    op->label = -1;
    op->type = CMRUN_TYPE_NONE;
    static const struct {
        const char *text;
        enum cmrun_modifier modifier;
    } modifiers[] = {{"(-abs)", CMRUN_MOD_NEG_ABS}, {"(-)", CMRUN_MOD_NEG},
                     {"(abs)", CMRUN_MOD_ABS},      {"(~)", CMRUN_MOD_NOT}};
    for (size_t i = 0; i < COUNT(modifiers); i++) {
        size_t length = strlen(modifiers[i].text);
        if (strncmp(s, modifiers[i].text, length) == 0) {
            op->modifier = modifiers[i].modifier;
            s += length;
            break;
        }
    }
    if (*s == '-' && op->modifier == CMRUN_MOD_NONE && s[1] &&
        !isdigit((unsigned char)s[1])) {
        op->modifier = CMRUN_MOD_NEG;
        s++;
    }

    if (*s == '&') { /* &V[offset] */
        char name[IDENT_MAX];
        s = read_ident(s + 1, name, sizeof name);
        op->kind = CMRUN_OPND_ADDRESS_OF;
        op->var = lookup_var(p, name);
        if (op->var < 0)
            parse_error(p, "address of undeclared variable '%s'", name);
        if (*s == '[') {
            s++;
            read_int_then(p, &s, "address offset", 0, 65535, &op->byte_offset,
                          "]");
        }
        return;
    }
    if (s[0] == 'r' && s[1] == '[') { /* r[A(sub),imm]<region>:type */
        char name[IDENT_MAX];
        s = read_ident(s + 2, name, sizeof name);
        op->kind = CMRUN_OPND_INDIRECT;
        op->var = lookup_var(p, name);
        if (op->var < 0) {
            parse_error(p, "undeclared address variable '%s'", name);
            return;
        }
        /* An address variable has at most 16 elements; the immediate
         * offset is a W. */
        if (*s == '(') {
            s++;
            if (!read_int_then(p, &s, "address sub-register", 0, 15,
                               &op->addr_sub, ")"))
                return;
        }
        if (*s == ')')
            s++;
        if (*s == ',') {
            s++;
            if (!read_int_then(p, &s, "indirect offset", -32768, 32767,
                               &op->byte_offset, "]"))
                return;
        }
        if (*s == ']')
            s++;
        if (*s == '<')
            s = parse_region(p, s + 1, op);
        s = parse_type_suffix(p, s, &op->type);
        if (op->type == CMRUN_TYPE_NONE)
            parse_error(p, "an indirect operand needs a type");
        return;
    }
    if (isdigit((unsigned char)*s) || *s == '-' || *s == '+' || *s == '.') {
        if (parse_immediate(p, s, op))
            return;
        int64_t value;
        const char *end = s;
        if (cmrun_read_number(&end, 0, INT32_MIN, UINT32_MAX, &value) ==
                CMRUN_NUMBER_OK && *end == '\0') {
            op->kind = CMRUN_OPND_NUMBER;
            op->number = value;
            return;
        }
        parse_error(p, "malformed operand '%s'", s);
        return;
    }

    char name[IDENT_MAX];
    const char *after = read_ident(s, name, sizeof name);
    /* read_ident keeps dots: split "V41.0" (raw) and "V(..)" forms. */
    char *dot = strchr(name, '.');
    int raw_offset = -1;
    if (dot && dot != name) {
        const char *offset_text = dot + 1;
        if (!read_int_then(p, &offset_text, "raw operand offset", 0, 65535,
                           &raw_offset, " "))
            return;
        *dot = '\0';
    }
    int var = lookup_var(p, name);
    if (var < 0 && *after == '\0' && raw_offset < 0 &&
        strcmp(inst->opcode, "avs") == 0 && avs_word(name, &op->number)) {
        op->kind = CMRUN_OPND_NUMBER;
        return;
    }
    if (var < 0) {
        if (*after == '\0' && raw_offset < 0) {
            op->kind = CMRUN_OPND_LABEL;
            op->label = find_or_add_label(p, name);
            return;
        }
        parse_error(p, "undeclared variable '%s'", name);
        return;
    }
    op->var = var;
    const struct cmrun_var *v = &p->kernel->vars[var];
    op->type = v->type;
    if (raw_offset >= 0 || *after == '\0') {
        op->kind = raw_offset >= 0 || v->kind == CMRUN_VAR_GENERAL
                       ? CMRUN_OPND_RAW
                       : CMRUN_OPND_VAR;
        op->byte_offset = raw_offset > 0 ? raw_offset : 0;
        s = after;
        return;
    }
    s = after;
    if (*s != '(') {
        parse_error(p, "malformed operand of '%s'", name);
        return;
    }
    if (v->kind == CMRUN_VAR_SURFACE || v->kind == CMRUN_VAR_SAMPLER) {
        /* T(k), MOVS's state operand: element k of the variable. */
        s++;
        int element;
        if (!read_int_then(p, &s, "state operand element", 0, 255, &element,
                           ")"))
            return;
        if (element >= v->num_elts)
            parse_error(p, "element %d of '%s', which has %d", element, name,
                        v->num_elts);
        op->kind = CMRUN_OPND_VAR;
        op->byte_offset = 4 * element;
        return;
    }
    if (v->kind == CMRUN_VAR_ADDRESS) { /* A(sub)<width> */
        op->kind = CMRUN_OPND_ADDRESS;
        s++;
        if (!read_int_then(p, &s, "address sub-register", 0, 15,
                           &op->addr_sub, ")"))
            return;
        s++;
        op->width = 1;
        if (*s == '<') {
            s++;
            read_int_then(p, &s, "address width", 1, 16, &op->width, ">");
        }
        return;
    }
    /* V(row,col): the origin lies inside the variable (at most 4096
     * elements, so both numbers are below 4096). */
    s++;
    int row, col = 0;
    if (!read_int_then(p, &s, "row offset", 0, 4095, &row, ",)"))
        return;
    if (*s == ',') {
        s++;
        if (!read_int_then(p, &s, "column offset", 0, 4095, &col, ")"))
            return;
    }
    s++;
    op->kind = CMRUN_OPND_DIRECT;
    if (*s == '<')
        s = parse_region(p, s + 1, op);
    else {
        op->vstride = 0;
        op->width = 1;
        op->hstride = 0;
    }
    s = parse_type_suffix(p, s, &op->type);
    op->byte_offset = row * p->grf_bytes + col * var_type_size(p, var);
    if (op->byte_offset >= v->bytes && v->predefined != CMRUN_PREDEF_NULL)
        parse_error(p, "origin %s(%d,%d) is outside '%s', which has %d "
                       "bytes", name, row, col, name, v->bytes);
    (void)inst;
}

/* ---- instructions -------------------------------------------------------------- */

/* Split S into fields at whitespace outside (), [] and <>. */
static int split_fields(char *s, char **fields, int max)
{
    int count = 0;
    while (*s) {
        while (*s == ' ' || *s == '\t')
            s++;
        if (!*s)
            break;
        if (count == max)
            return -1;
        fields[count++] = s;
        int depth = 0;
        while (*s && (depth > 0 || (*s != ' ' && *s != '\t'))) {
            if (*s == '(' || *s == '[' || *s == '<')
                depth++;
            else if ((*s == ')' || *s == ']' || *s == '>') && depth > 0)
                depth--;
            s++;
        }
        if (*s)
            *s++ = '\0';
    }
    return count;
}

static bool parse_exec_size(struct parser *p, struct cmrun_inst *inst,
                            const char *field)
{
    /* (M1_NM, 8), (M5, 16), (8), (2) */
    const char *s = field + 1;
    if (*s == 'M') {
        /* M1..M8: the quarter (of 4 channels) execution starts at. */
        int group;
        s++;
        if (!read_int(p, &s, "execution mask group", 1, 8, &group))
            return false;
        inst->mask_offset = (group - 1) * 4;
        if (strncmp(s, "_NM", 3) == 0) {
            inst->no_mask = true;
            s += 3;
        }
        s = skip_space(s);
        if (*s != ',') {
            parse_error(p, "malformed execution size '%s'", field);
            return false;
        }
        s++;
    } else if (strncmp(s, "NoMask", 6) == 0) {
        inst->no_mask = true;
        s = skip_space(s + 6);
        if (*s == ',')
            s++;
    }
    s = skip_space(s);
    if (!read_int_then(p, &s, "execution size", 1, CMRUN_MAX_CHANNELS,
                       &inst->exec_size, ")"))
        return false;
    inst->size_in_parens = inst->exec_size;
    return true;
}

static bool field_is_exec_size(const char *field)
{
    if (field[0] != '(')
        return false;
    const char *s = field + 1;
    if (*s == 'M' && isdigit((unsigned char)s[1]))
        return true;
    if (strncmp(s, "NoMask", 6) == 0)
        return true;
    while (isdigit((unsigned char)*s))
        s++;
    return s != field + 1 && *s == ')';
}

/* ---- LSC (LSC_UNTYPED.md; CISA.l's spellings) ---------------------------- */

/* "V33", "V33.64", "%null" (NONE) */
static void parse_lsc_register(struct parser *p, struct cmrun_inst *inst,
                               const char *s, struct cmrun_operand *op)
{
    memset(op, 0, sizeof *op);
    op->var = -1;
    if (!strcmp(s, "%null"))
        return;
    parse_operand(p, inst, s, op);
    if (op->kind != CMRUN_OPND_RAW)
        parse_error(p, "'%s' is not an LSC register operand", s);
}

/* DATA:d32x4t */
static void parse_lsc_data(struct parser *p, struct cmrun_inst *inst,
                           char *field, struct cmrun_operand *op)
{
    static const struct {
        const char *name;
        int data_bytes, slot_bytes;
    } sizes[] = {{"d8c32", 1, 4}, {"d16c32", 2, 4}, {"d32", 4, 4},
                 {"d64", 8, 8},   {"d8", 1, 1},     {"d16", 2, 2}};
    char *colon = strrchr(field, ':');
    if (!colon) {
        parse_error(p, "LSC data '%s' has no :size", field);
        return;
    }
    *colon = '\0';
    parse_lsc_register(p, inst, field, op);
    const char *shape = colon + 1;
    size_t i = 0;
    while (i < COUNT(sizes) && strncmp(shape, sizes[i].name,
                                       strlen(sizes[i].name)) != 0)
        i++;
    if (i == COUNT(sizes)) {
        parse_error(p, "unknown LSC data size '%s'", shape);
        return;
    }
    inst->lsc.data_bytes = sizes[i].data_bytes;
    inst->lsc.slot_bytes = sizes[i].slot_bytes;
    shape += strlen(sizes[i].name);
    inst->lsc.elems = 1;
    if (*shape == 'x') {
        shape++;
        if (!read_int(p, &shape, "LSC vector size", 1, 64, &inst->lsc.elems))
            return;
    } else if (*shape == '.') { /* quad: .xyzw */
        inst->lsc.elems = 0;
        for (shape++; *shape && strchr("xyzw", *shape); shape++) {
            int bit = 1 << (strchr("xyzw", *shape) - "xyzw");
            if (inst->lsc.chmask & bit)
                parse_error(p, "channel '%c' twice in an LSC mask", *shape);
            inst->lsc.chmask |= bit;
            inst->lsc.elems++;
        }
        if (!inst->lsc.chmask)
            parse_error(p, "an empty LSC channel mask");
    }
    int e = inst->lsc.elems;
    if (e < 1 || (e > 4 && e != 8 && e != 16 && e != 32 && e != 64))
        parse_error(p, "LSC vector size %d is not 1, 2, 3, 4, 8, 16, 32 or "
                       "64", e);
    if (*shape == 't') {
        inst->lsc.transposed = true;
        shape++;
    }
    if (*shape)
        parse_error(p, "malformed LSC data shape '%s'", colon + 1);
}

/* bti(SURFACE)[SCALE*ADDR+OFFSET]:aBITS, flat[...]:aBITS */
static void parse_lsc_address(struct parser *p, struct cmrun_inst *inst,
                              char *field)
{
    struct cmrun_operand *surface = &inst->operands[0];
    memset(surface, 0, sizeof *surface);
    surface->var = -1;
    char *bracket = strchr(field, '[');
    char *close = bracket ? strchr(bracket, ']') : NULL;
    if (!close || strncmp(close, "]:a", 3) != 0) {
        parse_error(p, "malformed LSC address '%s'", field);
        return;
    }
    *bracket = '\0';
    *close = '\0';
    if (!strncmp(field, "bti(", 4) && bracket > field + 4 &&
        bracket[-1] == ')') {
        bracket[-1] = '\0';
        inst->lsc.is_bti = true;
        if (isdigit((unsigned char)field[4])) {
            /* a binding table index: 0 to 255 */
            const char *index_text = field + 4;
            int index;
            if (!read_int_then(p, &index_text, "binding table index", 0, 255,
                               &index, " "))
                return;
            surface->kind = CMRUN_OPND_IMMEDIATE;
            surface->type = CMRUN_UD;
            surface->imm = (uint64_t)index;
        } else {
            parse_operand(p, inst, field + 4, surface);
        }
    } else if (strcmp(field, "flat") != 0) {
        parse_error(p, "unknown LSC address model '%s'", field);
        return;
    }
    char *s = bracket + 1;
    inst->lsc.scale = 1;
    char *star = strchr(s, '*');
    if (star) {
        /* LSC_UNTYPED.md: the scale is a UW, the offset an int32 */
        const char *scale_text = s;
        if (!read_int_then(p, &scale_text, "LSC address scale", 1, 65535,
                           &inst->lsc.scale, "*"))
            return;
        s = star + 1;
    }
    char *sign = strpbrk(s, "+-");
    if (sign) {
        const char *offset_text = sign;
        int offset;
        if (!read_int_then(p, &offset_text, "LSC address offset", INT32_MIN,
                           INT32_MAX, &offset, " "))
            return;
        inst->lsc.offset = offset;
        *sign = '\0';
    }
    parse_lsc_register(p, inst, s, &inst->operands[2]);
    const char *bits_text = close + 3;
    int bits;
    if (!read_int_then(p, &bits_text, "LSC address size", 16, 64, &bits,
                       " "))
        return;
    if (bits != 16 && bits != 32 && bits != 64)
        parse_error(p, "LSC address size :a%d is not :a16, :a32 or :a64",
                    bits);
    inst->lsc.addr_bytes = bits / 8;
}

/* DATA:d32.2x8x16nt - a 2D block: size, blocks x width x height,
 * transposed (t or n), VNNI (t or n). */
static void parse_block2d_data(struct parser *p, struct cmrun_inst *inst,
                               char *field)
{
    static const char *const sizes[] = {"d8", "d16", "d32", "d64"};
    char *colon = strrchr(field, ':');
    if (!colon) {
        parse_error(p, "LSC block2d data '%s' has no :size", field);
        return;
    }
    *colon = '\0';
    parse_lsc_register(p, inst, field, &inst->operands[1]);
    const char *shape = colon + 1;
    size_t i = 0;
    while (i < COUNT(sizes) && (strncmp(shape, sizes[i], strlen(sizes[i])) ||
                                shape[strlen(sizes[i])] != '.'))
        i++;
    if (i == COUNT(sizes)) {
        parse_error(p, "unknown LSC block2d data size '%s'", shape);
        return;
    }
    inst->lsc.data_bytes = 1 << i;
    shape += strlen(sizes[i]) + 1;
    struct cmrun_lsc *lsc = &inst->lsc;
    if (!read_int_then(p, &shape, "block count", 1, 4, &lsc->blocks, "x"))
        return;
    shape++;
    if (!read_int_then(p, &shape, "block width", 1, 64, &lsc->block_width,
                       "x"))
        return;
    shape++;
    if (!read_int(p, &shape, "block height", 1, 32, &lsc->block_height))
        return;
    if ((shape[0] != 'n' && shape[0] != 't') ||
        (shape[1] != 'n' && shape[1] != 't') || shape[2]) {
        parse_error(p, "malformed LSC block2d shape '%s'", colon + 1);
        return;
    }
    lsc->transposed = shape[0] == 't';
    lsc->vnni = shape[1] == 't';
}

/* flat[BASE,WIDTH,HEIGHT,PITCH,X,Y]: six variables */
static void parse_block2d_address(struct parser *p, struct cmrun_inst *inst,
                                  char *field)
{
    size_t length = strlen(field);
    if (strncmp(field, "flat[", 5) || length < 6 || field[length - 1] != ']') {
        parse_error(p, "malformed LSC block2d address '%s'", field);
        return;
    }
    field[length - 1] = '\0';
    char *s = field + 5;
    for (int i = 0; i < 6; i++) {
        char *comma = strchr(s, ',');
        if ((i < 5) != (comma != NULL)) {
            parse_error(p, "an LSC block2d address takes six operands");
            return;
        }
        if (comma)
            *comma = '\0';
        parse_lsc_register(p, inst, s, &inst->operands[2 + i]);
        if (inst->operands[2 + i].kind != CMRUN_OPND_RAW)
            parse_error(p, "LSC block2d address operand %d is not a "
                           "variable",
                        i + 1);
        if (comma)
            s = comma + 1;
    }
}

/* lsc_load_block2d: DATA ADDRESS; lsc_store_block2d: ADDRESS DATA */
static void parse_block2d_operands(struct parser *p, struct cmrun_inst *inst,
                                   char **fields, int count)
{
    bool is_store = !strcmp(inst->opcode, "lsc_store_block2d");
    if (count != 2) {
        parse_error(p, "%s takes 2 operands", inst->opcode);
        return;
    }
    inst->lsc.block2d = true;
    parse_block2d_data(p, inst, fields[is_store ? 1 : 0]);
    parse_block2d_address(p, inst, fields[is_store ? 0 : 1]);
    inst->operand_count = 8;
}

/* The operands after the execution size:
 *   lsc_load: DATA ADDRESS; lsc_store: ADDRESS DATA;
 *   lsc_atomic_*: DATA ADDRESS SRC1 SRC2 */
static void parse_lsc_operands(struct parser *p, struct cmrun_inst *inst,
                               char **fields, int count)
{
    if (strstr(inst->opcode, "_block2d")) {
        parse_block2d_operands(p, inst, fields, count);
        return;
    }
    bool is_store = !strncmp(inst->opcode, "lsc_store", 9);
    bool is_atomic = !strncmp(inst->opcode, "lsc_atomic_", 11);
    if (count != (is_atomic ? 4 : 2)) {
        parse_error(p, "%s takes %d operands", inst->opcode,
                    is_atomic ? 4 : 2);
        return;
    }
    inst->lsc.is_slm = inst->suffix_count > 0 &&
                       !strcmp(inst->suffixes[0], "slm");
    parse_lsc_data(p, inst, fields[is_store ? 1 : 0], &inst->operands[1]);
    parse_lsc_address(p, inst, fields[is_store ? 0 : 1]);
    for (int i = 2; i < count; i++)
        parse_lsc_register(p, inst, fields[i], &inst->operands[1 + i]);
    inst->operand_count = 5;
}

/* One .SUFFIX of the mnemonic; the number a suffix starts with (DPAS's
 * depth and repeat count, block sizes and counts, data widths: UWs; the
 * sampler's "16-full" keeps its text too) or BFN's .xHH (a UB in hex) is
 * read into suffix_values. */
static bool parse_suffix(struct parser *p, struct cmrun_inst *inst,
                         const char *suffix)
{
    int index = inst->suffix_count++;
    snprintf(inst->suffixes[index], sizeof inst->suffixes[0], "%s", suffix);
    inst->suffix_values[index] = 0;
    if (isdigit((unsigned char)*suffix))
        return read_int(p, &suffix, "instruction suffix", 0, 65535,
                        &inst->suffix_values[index]);
    if (!strcmp(inst->opcode, "bfn") && *suffix == 'x') {
        const char *digits = suffix + 1;
        int64_t function;
        if (cmrun_read_number(&digits, 16, 0, 255, &function) !=
                CMRUN_NUMBER_OK || *digits) {
            parse_error(p, "BFN function '.%s' is not .x00 to .xff", suffix);
            return false;
        }
        inst->suffix_values[index] = (int)function;
    }
    return true;
}

/* A media block's "(W, H)": bytes and rows, each a UB (messages.c checks
 * the sizes the message allows). */
static bool parse_block_size(struct parser *p, struct cmrun_inst *inst,
                             const char *field)
{
    const char *s = field + 1;
    if (!read_int(p, &s, "media block width", 0, 255, &inst->size_in_parens))
        return false;
    s = skip_space(s);
    if (*s == ',') {
        s = skip_space(s + 1);
        if (!read_int(p, &s, "media block height", 0, 255,
                      &inst->block_height))
            return false;
        s = skip_space(s);
    }
    if (s[0] != ')' || s[1] != '\0') {
        parse_error(p, "malformed media block size '%s'", field);
        return false;
    }
    return true;
}

static void parse_instruction(struct parser *p, char *line)
{
    if (!p->kernel) {
        parse_error(p, "instruction before .kernel");
        return;
    }
    struct cmrun_inst *inst = add_inst(p, line);
    char *fields[CMRUN_MAX_OPERANDS + 8];
    int count = split_fields(line, fields, (int)COUNT(fields));
    if (count <= 0) {
        parse_error(p, "too many operands");
        return;
    }
    int f = 0;
    if (fields[0][0] == '(') { /* predicate (P1), (!P1.any) */
        char *s = fields[0] + 1;
        if (*s == '!') {
            inst->pred_invert = true;
            s++;
        }
        char name[IDENT_MAX];
        read_ident(s, name, sizeof name);
        char *dot = strchr(name, '.');
        if (dot) {
            if (strncmp(dot, ".any", 4) == 0)
                inst->pred_control = 1;
            else if (strncmp(dot, ".all", 4) == 0)
                inst->pred_control = 2;
            *dot = '\0';
        }
        inst->pred_var = lookup_var(p, name);
        if (inst->pred_var < 0 ||
            p->kernel->vars[inst->pred_var].kind != CMRUN_VAR_PREDICATE) {
            parse_error(p, "'%s' is not a predicate variable", name);
            return;
        }
        f++;
    }
    if (f >= count) {
        parse_error(p, "predicate without an instruction");
        return;
    }
    /* mnemonic.suffix.suffix */
    char *mnemonic = fields[f++];
    char *dot = strchr(mnemonic, '.');
    if (dot)
        *dot = '\0';
    snprintf(inst->opcode, sizeof inst->opcode, "%s", mnemonic);
    for (char *s = inst->opcode; *s; s++)
        *s = (char)tolower((unsigned char)*s);
    while (dot) {
        char *suffix = dot + 1;
        dot = strchr(suffix, '.');
        if (dot)
            *dot = '\0';
        if (strcasecmp(suffix, "sat") == 0)
            inst->saturate = true;
        else if (inst->suffix_count == CMRUN_MAX_SUFFIXES) {
            parse_error(p, "more than %d suffixes after '%s'",
                        CMRUN_MAX_SUFFIXES, inst->opcode);
            return;
        } else if (!parse_suffix(p, inst, suffix))
            return;
    }
    if (!strncmp(inst->opcode, "lsc_", 4) && strcmp(inst->opcode, "lsc_fence")) {
        if (f < count && field_is_exec_size(fields[f]) &&
            !parse_exec_size(p, inst, fields[f++]))
            return;
        parse_lsc_operands(p, inst, fields + f, count - f);
        return;
    }
    for (; f < count; f++) {
        char *field = fields[f];
        if (strcasecmp(field, ".sat") == 0 || strcasecmp(field, "sat") == 0) {
            inst->saturate = true;
            continue;
        }
        if (inst->operand_count == 0 && field[0] == '(' &&
            isdigit((unsigned char)field[1]) && strchr(field, ',')) {
            if (!parse_block_size(p, inst, field))
                return;
            continue;
        }
        if (field_is_exec_size(field) && inst->operand_count == 0) {
            if (!parse_exec_size(p, inst, field))
                return;
            continue;
        }
        if (inst->operand_count == CMRUN_MAX_OPERANDS) {
            parse_error(p, "too many operands");
            return;
        }
        parse_operand(p, inst, field, &inst->operands[inst->operand_count++]);
    }
}

static void define_label(struct parser *p, const char *name)
{
    if (!p->kernel) {
        parse_error(p, "label before .kernel");
        return;
    }
    int label = find_or_add_label(p, name);
    if (p->kernel->labels[label].inst >= 0) {
        parse_error(p, "label '%s' defined twice", name);
        return;
    }
    p->kernel->labels[label].inst = (int)p->kernel->inst_count;
}

/* The flat GRF file cmrun allocates per thread: the vISA spec's 65536
 * general variables of up to 4096 elements would need gigabytes, so a
 * kernel needing more than this is refused (cmc's largest need KBs). */
#define MAX_FLAT_BYTES (16 << 20)

/* Lay root general variables out in a flat GRF file, each GRF-aligned, so
 * that address registers hold real byte addresses. */
static bool lay_out_registers(struct parser *p, struct cmrun_kernel *k)
{
    int64_t next = 0;
    for (size_t i = 0; i < k->var_count; i++) {
        struct cmrun_var *var = &k->vars[i];
        if (var->kind != CMRUN_VAR_GENERAL || var->alias_of >= 0)
            continue;
        var->base = (int)next;
        next += (var->bytes + k->grf_bytes - 1) / k->grf_bytes * k->grf_bytes;
        if (next > MAX_FLAT_BYTES) {
            fprintf(stderr, "%s: error: kernel '%s' declares more than %d "
                            "bytes of variables\n",
                    p->file_name, k->name, MAX_FLAT_BYTES);
            return false;
        }
    }
    k->flat_bytes = next > 0 ? (int)next : k->grf_bytes;
    return true;
}

static bool check_labels(struct parser *p, struct cmrun_kernel *k)
{
    for (size_t i = 0; i < k->label_count; i++) {
        if (k->labels[i].inst < 0) {
            fprintf(stderr, "%s: error: kernel '%s' uses undefined label '%s'\n",
                    p->file_name, k->name, k->labels[i].name);
            return false;
        }
    }
    return true;
}

struct cmrun_kernel *cmrun_parse(const char *text, const char *file_name,
                                 int grf_bytes)
{
    struct parser p = {.file_name = file_name, .grf_bytes = grf_bytes};
    struct cmrun_kernel *first = NULL, **tail = &first;
    const char *s = text;
    while (*s && !p.failed) {
        p.line++;
        const char *end = strchr(s, '\n');
        size_t length = end ? (size_t)(end - s) : strlen(s);
        char *line = xmalloc(length + 1);
        memcpy(line, s, length);
        line[length] = '\0';
        s += length + (end ? 1 : 0);
        char *comment = strstr(line, "//");
        if (comment)
            *comment = '\0';
        size_t n = strlen(line);
        while (n > 0 && isspace((unsigned char)line[n - 1]))
            line[--n] = '\0';
        char *start = (char *)skip_space(line);
        if (*start == '\0') {
        } else if (*start == '.') {
            parse_directive(&p, start, &tail);
        } else if (start[n - (size_t)(start - line) - 1] == ':' &&
                   !strchr(start, ' ')) {
            start[strlen(start) - 1] = '\0';
            define_label(&p, start);
        } else {
            parse_instruction(&p, start);
        }
        free(line);
    }
    if (!p.failed && !first) {
        fprintf(stderr, "%s: error: no .kernel in the file\n", file_name);
        p.failed = true;
    }
    for (struct cmrun_kernel *k = first; k && !p.failed; k = k->next) {
        if (!lay_out_registers(&p, k) || !check_labels(&p, k))
            p.failed = true;
    }
    if (p.failed) {
        cmrun_kernel_free(first);
        return NULL;
    }
    return first;
}

void cmrun_kernel_free(struct cmrun_kernel *kernel)
{
    while (kernel) {
        struct cmrun_kernel *next = kernel->next;
        for (size_t i = 0; i < kernel->var_count; i++)
            free(kernel->vars[i].name);
        for (size_t i = 0; i < kernel->label_count; i++)
            free(kernel->labels[i].name);
        for (size_t i = 0; i < kernel->inst_count; i++)
            free(kernel->insts[i].text);
        free(kernel->vars);
        free(kernel->labels);
        free(kernel->insts);
        free(kernel->name);
        free(kernel);
        kernel = next;
    }
}
