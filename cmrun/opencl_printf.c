/* opencl_printf.c - OpenCL's printf buffer: the output of kernels that
 * Intel's VectorCompiler (VC) compiled for the OpenCL runtime.
 *
 * Takes the kernel's printf-buffer input (.implicit_UNDEFINED_11, VC's
 * implicit argument of kind 0xB, an 8-byte address), the string table of
 * the OpenCL program binary ocloc wrote for it (--opencl-binary=FILE), and
 * the records threads reserve in the buffer; guarantees the text Intel's
 * OpenCL runtime (compute-runtime 22.43, PrintFormatter with a string
 * map) would print for them, on cmrun's standard output, in an order that
 * does not depend on how threads interleave.
 *
 * The buffer is SVM memory of 4 MiB (the runtime's printf buffer size)
 * whose dword 0 holds 4 and counts the bytes used; the kernel gets its
 * address.  A call reserves its record with an SVM dword atomic add on
 * dword 0 and writes after the old value: the format string's index,
 * then per value a type dword and the value (1 dword for byte, short,
 * int and float, 2 for long, double and pointer; a string is its index).
 * After the run the records are put in order - by thread in dispatch
 * order, then by offset - into a fresh buffer laid out the same way, which
 * is decoded as the runtime's PrintFormatter does: each format in turn,
 * "%%" prints '%', a backslash escapes the next character ("\n" a
 * newline), each other directive (up to its conversion character) reads
 * the next type and value.  The runtime hands the host's snprintf the
 * value as its type is; where that type is not the one the directive
 * wants (undefined behaviour in C) the value is converted to that type
 * instead.  An index with no string prints nothing, as in the runtime
 * (cmrun also says so on stderr).
 *
 * The program binary is an ELF file whose section of type 0xff000005
 * holds the patch-token program: a 28-byte header ('INTC', the patch
 * list's size at byte 24), the program's patch list, then per kernel a
 * 40-byte header (name, heap and patch-list sizes), its name, heaps and
 * patch list; a PATCH_TOKEN_STRING (28) item holds {index, byte count}
 * and the string's bytes.  Everything is bounds-checked. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cmrun/cmrun.h"
#include "support/support.h"

#define INITIAL_BYTES 4u
#define MAX_STRING_LENGTH (16 * 1024)

/* ---- the program binary's string table ------------------------------------- */

#define ELF_HEADER_BYTES 64
#define ELF_SECTION_BYTES 64
#define SECTION_DEVICE_BINARY 0xff000005u
#define PROGRAM_MAGIC 0x494e5443u /* "CTNI": 'I' 'N' 'T' 'C' little-endian */
#define PROGRAM_HEADER_BYTES 28
#define KERNEL_HEADER_BYTES 40
#define PATCH_ITEM_BYTES 8
#define PATCH_TOKEN_STRING 28u

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

static uint64_t le64(const uint8_t *p)
{
    return (uint64_t)le32(p) | (uint64_t)le32(p + 4) << 32;
}

static bool binary_error(const char *path, const char *message)
{
    fprintf(stderr, "cmrun: error: --opencl-binary=%s: %s\n", path, message);
    return false;
}

/* The device-binary section of ELF file DATA: *START and *SIZE. */
static bool device_binary(const uint8_t *data, size_t size, const char *path,
                          size_t *start, size_t *length)
{
    if (size < ELF_HEADER_BYTES || memcmp(data, "\177ELF", 4) != 0 ||
        data[4] != 2 || data[5] != 1)
        return binary_error(path, "not a little-endian 64-bit ELF file");
    uint64_t table = le64(data + 40);
    unsigned entry = data[58] | (unsigned)data[59] << 8;
    unsigned count = data[60] | (unsigned)data[61] << 8;
    if (entry < ELF_SECTION_BYTES || table > size ||
        (uint64_t)entry * count > size - table)
        return binary_error(path, "its section headers are out of bounds");
    for (unsigned i = 0; i < count; i++) {
        const uint8_t *section = data + table + (size_t)i * entry;
        if (le32(section + 4) != SECTION_DEVICE_BINARY)
            continue;
        uint64_t offset = le64(section + 24), bytes = le64(section + 32);
        if (offset > size || bytes > size - offset)
            return binary_error(path, "its device binary is out of bounds");
        *start = (size_t)offset;
        *length = (size_t)bytes;
        return true;
    }
    return binary_error(path, "no OpenCL device binary section (0xff000005)");
}

static void add_string(struct cmrun_opencl_printf *printf_buffer,
                       uint32_t index, const uint8_t *bytes, size_t length)
{
    size_t n = printf_buffer->string_count;
    printf_buffer->strings = xrealloc(printf_buffer->strings,
                                      (n + 1) * sizeof *printf_buffer->strings);
    char *text = xmalloc(length + 1);
    memcpy(text, bytes, length);
    text[length] = '\0';
    printf_buffer->strings[n] = (struct cmrun_printf_string){index, text};
    printf_buffer->string_count = n + 1;
}

/* The PATCH_TOKEN_STRING items of one kernel's patch list. */
static bool read_patch_list(struct cmrun_opencl_printf *printf_buffer,
                            const uint8_t *list, size_t size, const char *path)
{
    size_t at = 0;
    while (size - at > PATCH_ITEM_BYTES) {
        uint32_t token = le32(list + at), bytes = le32(list + at + 4);
        if (bytes < PATCH_ITEM_BYTES || bytes > size - at)
            return binary_error(path, "a patch token is out of bounds");
        if (token == PATCH_TOKEN_STRING) {
            if (bytes < PATCH_ITEM_BYTES + 8)
                return binary_error(path, "a string token is too short");
            uint32_t index = le32(list + at + 8);
            uint32_t length = le32(list + at + 12);
            if (length > bytes - PATCH_ITEM_BYTES - 8)
                return binary_error(path, "a string is out of its token");
            add_string(printf_buffer, index, list + at + 16, length);
        }
        at += bytes;
    }
    return true;
}

/* Whether the NUL-padded kernel name NAME (LENGTH bytes) is KERNEL. */
static bool same_name(const uint8_t *name, size_t length, const char *kernel)
{
    size_t k = strlen(kernel);
    if (k > length || memcmp(name, kernel, k) != 0)
        return false;
    for (size_t i = k; i < length; i++)
        if (name[i])
            return false;
    return true;
}

/* The strings of kernel KERNEL in patch-token program PROGRAM. */
static bool read_program(struct cmrun_opencl_printf *printf_buffer,
                         const uint8_t *program, size_t size,
                         const char *kernel, const char *path)
{
    if (size < PROGRAM_HEADER_BYTES || le32(program) != PROGRAM_MAGIC)
        return binary_error(path, "the device binary is not a patch-token "
                                  "program ('CTNI')");
    uint32_t kernels = le32(program + 16);
    uint32_t program_patches = le32(program + 24);
    if (program_patches > size - PROGRAM_HEADER_BYTES)
        return binary_error(path, "the program's patch list is out of bounds");
    size_t at = PROGRAM_HEADER_BYTES + program_patches;
    for (uint32_t i = 0; i < kernels; i++) {
        if (size - at < KERNEL_HEADER_BYTES)
            return binary_error(path, "a kernel header is out of bounds");
        const uint8_t *header = program + at;
        uint64_t parts[6] = {le32(header + 12), le32(header + 20),
                             le32(header + 24), le32(header + 28),
                             le32(header + 32), le32(header + 16)};
        uint64_t total = 0;
        for (int p = 0; p < 6; p++)
            total += parts[p];
        if (total > size - at - KERNEL_HEADER_BYTES)
            return binary_error(path, "a kernel is out of bounds");
        const uint8_t *name = header + KERNEL_HEADER_BYTES;
        size_t patches = (size_t)(total - parts[5]);
        if (same_name(name, (size_t)parts[0], kernel))
            return read_patch_list(printf_buffer,
                                   name + patches, (size_t)parts[5], path);
        at += KERNEL_HEADER_BYTES + (size_t)total;
    }
    fprintf(stderr, "cmrun: error: --opencl-binary=%s: no kernel '%s'\n",
            path, kernel);
    return false;
}

bool cmrun_opencl_printf_load(struct cmrun_opencl_printf *printf_buffer,
                              const char *path, const char *kernel)
{
    FILE *file = fopen(path, "rb");
    if (!file)
        return binary_error(path, "cannot open it");
    size_t size = 0, capacity = 0;
    uint8_t *data = NULL;
    uint8_t chunk[4096];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, file)) > 0) {
        grow_array((void **)&data, &capacity, size + got, 1);
        memcpy(data + size, chunk, got);
        size += got;
    }
    bool failed = ferror(file);
    fclose(file);
    size_t start = 0, length = 0;
    bool ok = !failed && device_binary(data, size, path, &start, &length) &&
              read_program(printf_buffer, data + start, length, kernel, path);
    if (failed)
        binary_error(path, "cannot read it");
    free(data);
    return ok;
}

/* ---- the buffer and its records ------------------------------------------ */

void cmrun_opencl_printf_init(struct cmrun_opencl_printf *printf_buffer)
{
    memset(printf_buffer, 0, sizeof *printf_buffer);
    printf_buffer->surface = -1;
}

bool cmrun_opencl_printf_bind(struct cmrun_run *run)
{
    const struct cmrun_kernel *k = run->kernel;
    for (size_t i = 0; i < k->var_count; i++) {
        const struct cmrun_var *var = &k->vars[i];
        if (!var->is_input || var->implicit != CMRUN_IMPLICIT_PRINTF_BUFFER)
            continue;
        if (var->input_size != 8 ||
            var->input_offset + 8 > run->payload_bytes) {
            fprintf(stderr, "cmrun: error: the printf buffer input %s is "
                            "not 8 bytes\n", var->name);
            return false;
        }
        int index = cmrun_add_surface(run);
        struct cmrun_surface *s = &run->memory.surfaces[index];
        s->kind = CMRUN_SURFACE_SVM;
        s->size = CMRUN_OPENCL_PRINTF_BYTES;
        s->data = xcalloc(s->size, 1);
        s->height = s->depth = 1;
        uint32_t used = INITIAL_BYTES;
        memcpy(s->data, &used, 4);
        s->svm_base = CMRUN_SVM_BASE * (uint64_t)(index + 1);
        memcpy(run->payload + var->input_offset, &s->svm_base, 8);
        run->opencl_printf.surface = index;
        run->opencl_printf.address = s->svm_base;
        return true;
    }
    return true;
}

void cmrun_opencl_printf_reserve(struct cmrun_opencl_printf *printf_buffer,
                                 int thread, uint32_t offset, uint32_t size)
{
    cmrun_print_records_add(&printf_buffer->records, thread, offset, size);
}

/* ---- decoding (the runtime's PrintFormatter) ------------------------------- */

/* The runtime's data types (PRINTF_DATA_TYPE). */
enum data_type {
    TYPE_INVALID, TYPE_BYTE, TYPE_SHORT, TYPE_INT, TYPE_FLOAT, TYPE_STRING,
    TYPE_LONG, TYPE_POINTER, TYPE_DOUBLE, TYPE_VECTOR_BYTE,
    TYPE_VECTOR_SHORT, TYPE_VECTOR_INT, TYPE_VECTOR_LONG,
    TYPE_VECTOR_FLOAT, TYPE_VECTOR_DOUBLE
};

struct decoder {
    const uint8_t *data;
    uint32_t size;              /* bytes used, as dword 0 says */
    uint32_t at;
    const struct cmrun_opencl_printf *strings;
    FILE *out;
};

/* The runtime's read: N bytes if they are all within the bytes used
 * (else nothing, and the position stays). */
static bool read_value(struct decoder *d, void *value, uint32_t n)
{
    if ((uint64_t)d->at + n > d->size)
        return false;
    memcpy(value, d->data + d->at, n);
    d->at += n;
    return true;
}

static const char *string_at(const struct decoder *d, uint32_t index)
{
    for (size_t i = 0; i < d->strings->string_count; i++)
        if (d->strings->strings[i].index == index)
            return d->strings->strings[i].text;
    fprintf(stderr, "cmrun: printf: string %u is not in the program's "
                    "string table\n", index);
    return NULL;
}

/* A value as the buffer holds it. */
struct value {
    enum { VALUE_SIGNED, VALUE_UNSIGNED, VALUE_REAL } kind;
    int64_t integer;
    uint64_t bits;
    double real;
};

static bool is_conversion(char c)
{
    return c && strchr("diouxXaAeEfFgGscp", c);
}

static void print_format(FILE *out, const char *format, ...)
{
    va_list values;
    va_start(values, format);
    vfprintf(out, format, values);
    va_end(values);
}

/* Print VALUE with DIRECTIVE, passed as the type the directive takes. */
static void print_value(FILE *out, const char *directive, struct value v)
{
    size_t length = strlen(directive);
    char conversion = length ? directive[length - 1] : '\0';
    bool wide = length >= 2 && strchr("lLjzt", directive[length - 2]);
    bool long_double = length >= 2 && directive[length - 2] == 'L';
    int64_t integer = v.kind == VALUE_REAL     ? (int64_t)v.real
                      : v.kind == VALUE_SIGNED ? v.integer
                                               : (int64_t)v.bits;
    double real = v.kind == VALUE_REAL     ? v.real
                  : v.kind == VALUE_SIGNED ? (double)v.integer
                                           : (double)v.bits;
    if (strchr("aAeEfFgG", conversion) && conversion) {
        if (long_double)
            print_format(out, directive, (long double)real);
        else
            print_format(out, directive, real);
    } else if (conversion == 'p') {
        print_format(out, directive, (void *)(uintptr_t)v.bits);
    } else if (conversion && strchr("diouxXc", conversion)) {
        if (wide)
            print_format(out, directive, (long long)integer);
        else
            print_format(out, directive, (int)integer);
    } else {
        /* No conversion character (a directive cut by the format's end):
         * whatever the host's printf makes of it. */
        print_format(out, directive, (int)integer);
    }
}

/* A scalar of TYPE read from the buffer: its own bytes only (a scalar
 * byte or short value is padded to a dword by the caller, a vector's
 * elements are packed). */
static bool read_scalar(struct decoder *d, int type, struct value *v)
{
    memset(v, 0, sizeof *v);
    int8_t byte = 0;
    int16_t half_word = 0;
    int32_t word = 0;
    float single = 0;
    switch (type) {
    case TYPE_BYTE:
        read_value(d, &byte, 1);
        v->integer = byte;
        return true;
    case TYPE_SHORT:
        read_value(d, &half_word, 2);
        v->integer = half_word;
        return true;
    case TYPE_INT:
        read_value(d, &word, 4);
        v->integer = word;
        return true;
    case TYPE_FLOAT:
        read_value(d, &single, 4);
        v->kind = VALUE_REAL;
        v->real = single;
        return true;
    case TYPE_LONG:
        read_value(d, &v->integer, 8);
        return true;
    case TYPE_POINTER:
        read_value(d, &v->bits, 8);
        v->kind = VALUE_UNSIGNED;
        return true;
    case TYPE_DOUBLE:
        read_value(d, &v->real, 8);
        v->kind = VALUE_REAL;
        return true;
    default:
        return false;
    }
}

/* DIRECTIVE without its vector size ("v4", "v16") and the "hl" modifier
 * vectors of int use (the runtime's stripVectorFormat and
 * stripVectorTypeConversion). */
static void strip_vector(const char *directive, char *stripped)
{
    size_t at = 0;
    for (const char *p = directive; *p;) {
        if (*p != 'v') {
            stripped[at++] = *p++;
            continue;
        }
        p += p[1] == '1' ? 3 : 2;
    }
    stripped[at] = '\0';
    if (at > 3 && stripped[at - 3] == 'h' && stripped[at - 2] == 'l') {
        stripped[at - 3] = stripped[at - 1];
        stripped[at - 2] = '\0';
    }
}

/* A vector value: its element count, then the elements, printed with
 * DIRECTIVE and joined by ','. */
static void print_vector(struct decoder *d, int type, const char *directive)
{
    static const int element_types[] = {TYPE_BYTE, TYPE_SHORT, TYPE_INT,
                                        TYPE_LONG, TYPE_FLOAT, TYPE_DOUBLE};
    static const uint32_t element_bytes[] = {1, 2, 4, 8, 4, 8};
    int which = type - TYPE_VECTOR_BYTE;
    int32_t count = 0;
    read_value(d, &count, 4);
    char *stripped = xmalloc(strlen(directive) + 1);
    strip_vector(directive, stripped);
    for (int32_t i = 0; i < count; i++) {
        struct value v;
        read_scalar(d, element_types[which], &v);
        print_value(d->out, stripped, v);
        if (i < count - 1)
            fputc(',', d->out);
    }
    if (element_bytes[which] < 4 && count > 0)
        d->at += (4 - element_bytes[which]) * (uint32_t)count;
    free(stripped);
}

/* The runtime's printToken: a type, then a value for DIRECTIVE (a byte
 * or short scalar takes a whole dword). */
static void print_token(struct decoder *d, const char *directive)
{
    int32_t type = TYPE_INVALID;
    read_value(d, &type, 4);
    struct value v;
    if (type >= TYPE_VECTOR_BYTE && type <= TYPE_VECTOR_DOUBLE) {
        print_vector(d, type, directive);
    } else if (read_scalar(d, type, &v)) {
        if (type == TYPE_BYTE || type == TYPE_SHORT)
            d->at += type == TYPE_BYTE ? 3 : 2;
        print_value(d->out, directive, v);
    }
}

/* The runtime's printStringToken: a type and a string index. */
static void print_string_token(struct decoder *d, const char *directive)
{
    int32_t type = TYPE_INVALID;
    read_value(d, &type, 4);
    uint32_t index = 0;
    bool has_index = read_value(d, &index, 4);
    const char *text = NULL;
    if (has_index)
        text = string_at(d, index);
    if (type != TYPE_STRING && type != TYPE_POINTER)
        text = NULL;
    print_format(d->out, directive, text ? text : "(null)");
}

static char escape(char c)
{
    return c == 'n' ? '\n' : c;
}

/* The runtime's printString: one format and its values. */
static void print_string(struct decoder *d, const char *format)
{
    size_t length = strnlen(format, MAX_STRING_LENGTH - 1);
    char *directive = xmalloc(length + 1);
    for (size_t i = 0; i < length; i++) {
        if (format[i] == '\\') {
            i++;
            char c = escape(format[i]);
            if (!c)
                break; /* the runtime's text ends at a NUL */
            fputc(c, d->out);
        } else if (format[i] == '%') {
            if (format[i + 1] == '%') {
                fputc('%', d->out);
                i++;
                continue;
            }
            size_t end = i;
            while (!is_conversion(format[end++]) && end < length)
                ;
            memcpy(directive, format + i, end - i);
            directive[end - i] = '\0';
            if (format[end - 1] == 's')
                print_string_token(d, directive);
            else
                print_token(d, directive);
            i = end - 1;
        } else {
            fputc(format[i], d->out);
        }
    }
    free(directive);
}

void cmrun_opencl_printf_dump(const struct cmrun_run *run, FILE *out)
{
    const struct cmrun_opencl_printf *p = &run->opencl_printf;
    if (p->surface < 0)
        return;
    const struct cmrun_surface *s = &run->memory.surfaces[p->surface];
    uint8_t *buffer = cmrun_print_records_ordered(&p->records, s->data,
                                                  s->size, INITIAL_BYTES);
    struct decoder d = {.data = buffer, .size = (uint32_t)s->size,
                        .strings = p, .out = out};
    uint32_t used = 0;
    read_value(&d, &used, 4);
    if (used < d.size)
        d.size = used;
    while ((uint64_t)d.at + 4 <= d.size) {
        uint32_t index = 0;
        read_value(&d, &index, 4);
        const char *format = string_at(&d, index);
        if (format)
            print_string(&d, format);
    }
    fflush(out);
    free(buffer);
}

void cmrun_opencl_printf_free(struct cmrun_opencl_printf *printf_buffer)
{
    for (size_t i = 0; i < printf_buffer->string_count; i++)
        free(printf_buffer->strings[i].text);
    free(printf_buffer->strings);
    free(printf_buffer->records.records);
    cmrun_opencl_printf_init(printf_buffer);
}
