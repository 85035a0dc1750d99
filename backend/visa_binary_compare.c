/* visa_binary_compare.c - checks cmc's .isa against the one Intel's
 * GenX_IR writes from the same .visaasm (the oracle of the binary writer).
 *
 * Takes both files; guarantees they agree byte for byte except for the two
 * differences GenX_IR 1.0.12504 (Debian's libigc-tools) always introduces,
 * measured and explained in doc/design.md ("The vISA binary"):
 *   1. GenX_IR embeds the Gen machine code it compiled (one gen_binary_info
 *      entry per kernel in the header, the code after the kernel object).
 *      cmc compiles no machine code, so its header says 0 Gen binaries; the
 *      comparison removes GenX_IR's entries and code and shifts its offsets.
 *   2. GenX_IR's writer drops the last operand fields of every instruction
 *      whose layout has execution-size or predicate fields (as many as it
 *      has such fields) and leaves those bytes zero; the declared sizes stay
 *      right.  The comparison zeroes the same fields of cmc's copy.  DPAS
 *      and DPASW lose their four precision bytes (W, A, SD, RC) this way:
 *      GenX_IR counts them as one operand (measured on DG2).
 * Everything else (header, string pool, every table, sizes, offsets,
 * opcodes and the operand fields GenX_IR does write) must be identical.
 * On a difference it prints where, decoded.  Exists because this GenX_IR
 * cannot read binaries back, so comparing is the only check. */
#include <stdlib.h>
#include <string.h>

#include "backend/backend.h"
#include "backend/visa_binary_decode.h"

struct image {
    unsigned char *data;
    size_t size;
};

static void store_u32(unsigned char *at, size_t value)
{
    for (int i = 0; i < 4; i++)
        at[i] = (unsigned char)(value >> (8 * i));
}

/* GenX_IR's file without its Gen binaries (difference 1): the header
 * without gen_binary_info entries, then the kernel objects, in order. */
static struct image strip_gen_binaries(const unsigned char *bytes,
                                       const struct isa_file *file)
{
    size_t removed = 0;
    for (int k = 0; k < file->kernel_count; k++)
        removed += 9u * (size_t)file->kernels[k].gen_binary_count;
    size_t header_size = file->header_size - removed;
    size_t size = header_size;
    for (int k = 0; k < file->kernel_count; k++)
        size += file->kernels[k].size;
    struct image image = {xcalloc(size + 1, 1), size};

    size_t from = 0, to = 0, object = header_size;
    for (int k = 0; k < file->kernel_count; k++) {
        const struct isa_kernel *kernel = &file->kernels[k];
        size_t count_at = kernel->info_offset + kernel->info_size -
                          9u * (size_t)kernel->gen_binary_count - 1;
        memcpy(image.data + to, bytes + from, count_at + 1 - from);
        size_t info = to + (kernel->info_offset - from);
        to += count_at + 1 - from;
        image.data[to - 1] = 0; /* no Gen binaries */
        from = kernel->info_offset + kernel->info_size;
        size_t name_length = (size_t)bytes[kernel->info_offset] |
                             (size_t)bytes[kernel->info_offset + 1] << 8;
        unsigned char *offsets = image.data + info + 2 + name_length;
        store_u32(offsets, object);
        store_u32(offsets + 8, object + (kernel->input_offset -
                                         kernel->offset));
        memcpy(image.data + object, bytes + kernel->offset, kernel->size);
        object += kernel->size;
    }
    memcpy(image.data + to, bytes + from, file->header_size - from);
    return image;
}

static int leading_control_fields(const struct visa_binary_instruction_format *f)
{
    int count = 0;
    for (int i = 0; i < VISA_BINARY_MAX_FIELDS && f->fields[i] != VISA_FIELD_END;
         i++)
        if (f->fields[i] == VISA_FIELD_EXEC || f->fields[i] == VISA_FIELD_PRED)
            count++;
    return count;
}

/* The fields GenX_IR's writer counts: all of them, DPAS's four precision
 * bytes as one. */
static int counted_fields(const struct isa_instruction *inst)
{
    int fields = inst->field_count;
    int opcode = inst->format->opcode;
    if (opcode == VISA_BINARY_OP_DPAS || opcode == VISA_BINARY_OP_DPASW)
        fields -= 3;
    return fields;
}

/* Where each of cmc's instructions starts once packed, per kernel. */
struct packing {
    size_t **starts;
    int kernel_count;
};

static void packing_free(struct packing *packing)
{
    for (int k = 0; k < packing->kernel_count; k++)
        free(packing->starts[k]);
    free(packing->starts);
}

/* cmc's file as GenX_IR lays it out (difference 2): each instruction
 * without its last fields, the instructions packed together, and zeros up
 * to the declared size of the instruction stream.  Returns the number of
 * fields left out. */
static size_t drop_unwritten_fields(struct image *image,
                                    const unsigned char *ours,
                                    const struct isa_file *file,
                                    struct packing *packing)
{
    size_t dropped_fields = 0;
    packing->kernel_count = file->kernel_count;
    packing->starts = xcalloc((size_t)file->kernel_count + 1,
                              sizeof *packing->starts);
    for (int k = 0; k < file->kernel_count; k++) {
        const struct isa_kernel *kernel = &file->kernels[k];
        packing->starts[k] = xcalloc(kernel->instruction_count + 1,
                                     sizeof(size_t));
        size_t to = kernel->instructions_offset;
        for (size_t i = 0; i < kernel->instruction_count; i++) {
            const struct isa_instruction *inst = &kernel->instructions[i];
            int kept = counted_fields(inst) -
                       leading_control_fields(inst->format);
            if (kept < 0)
                kept = 0;
            /* The opcode bytes (an SVM sub-opcode too) are always kept. */
            size_t end = kept > 0 ? inst->fields[kept - 1].offset +
                                        inst->fields[kept - 1].size
                         : inst->field_count > 0 ? inst->fields[0].offset
                                                 : inst->offset + inst->size;
            packing->starts[k][i] = to;
            memmove(image->data + to, ours + inst->offset, end - inst->offset);
            to += end - inst->offset;
            dropped_fields += (size_t)(inst->field_count - kept);
        }
        size_t stream_end = kernel->instructions_offset +
                            kernel->instructions_size;
        packing->starts[k][kernel->instruction_count] = to;
        memset(image->data + to, 0, stream_end - to);
    }
    return dropped_fields;
}

/* Say where `offset` (of the packed image of cmc's file) lies. */
static void describe_offset(FILE *stream, const struct isa_file *file,
                            const struct packing *packing, size_t offset)
{
    if (offset < file->header_size) {
        fprintf(stream, "  in the file header\n");
        return;
    }
    for (int k = 0; k < file->kernel_count; k++) {
        const struct isa_kernel *kernel = &file->kernels[k];
        if (offset < kernel->offset || offset >= kernel->offset + kernel->size)
            continue;
        fprintf(stream, "  in kernel \"%s\"", kernel->name);
        if (offset < kernel->instructions_offset) {
            fprintf(stream, ", its declarations (object offset 0x%zx)\n",
                    offset - kernel->offset);
            return;
        }
        const size_t *starts = packing->starts[k];
        for (size_t i = 0; i < kernel->instruction_count; i++) {
            if (offset < starts[i] || offset >= starts[i + 1])
                continue;
            const struct isa_instruction *inst = &kernel->instructions[i];
            fprintf(stream, ", instruction %zu (%s at 0x%zx in cmc's file)",
                    i, inst->format->name, inst->offset);
            size_t unpacked = inst->offset + (offset - starts[i]);
            for (int f = 0; f < inst->field_count; f++)
                if (unpacked >= inst->fields[f].offset &&
                    unpacked < inst->fields[f].offset + inst->fields[f].size)
                    fprintf(stream, ", field %d", f + 1);
            fputc('\n', stream);
            return;
        }
        fprintf(stream, ", after its last instruction (GenX_IR's padding)\n");
        return;
    }
    fprintf(stream, "  after the last kernel object\n");
}

bool visa_binary_compare(const unsigned char *ours, size_t our_size,
                         const unsigned char *theirs, size_t their_size,
                         FILE *stream, struct diagnostics *diags)
{
    struct isa_file our_file, their_file;
    bool ok = isa_decode(ours, our_size, "cmc's .isa", NULL, true, &our_file,
                         diags);
    ok = isa_decode(theirs, their_size, "GenX_IR's .isa", NULL, false,
                    &their_file, diags) && ok;
    if (ok) {
        struct image expected = strip_gen_binaries(theirs, &their_file);
        struct image actual = {xmalloc(our_size + 1), our_size};
        memcpy(actual.data, ours, our_size);
        struct packing packing;
        size_t zeroed = drop_unwritten_fields(&actual, ours, &our_file,
                                              &packing);
        size_t common = actual.size < expected.size ? actual.size
                                                    : expected.size;
        size_t at = 0;
        while (at < common && actual.data[at] == expected.data[at])
            at++;
        if (at == common && actual.size == expected.size) {
            fprintf(stream,
                    "identical: %zu bytes, %d kernel(s); %zu operand fields "
                    "that GenX_IR does not write were not compared\n",
                    actual.size, our_file.kernel_count, zeroed);
        } else {
            ok = false;
            if (at == common)
                fprintf(stream, "cmc's .isa has %zu bytes, GenX_IR's %zu "
                                "(without its Gen binaries)\n",
                        actual.size, expected.size);
            else
                fprintf(stream, "first difference at offset 0x%zx: cmc "
                                "wrote 0x%02x, GenX_IR 0x%02x\n",
                        at, actual.data[at], expected.data[at]);
            describe_offset(stream, &our_file, &packing, at);
            error_plain(diags, "the vISA binaries differ");
        }
        packing_free(&packing);
        free(expected.data);
        free(actual.data);
    }
    isa_file_free(&our_file);
    isa_file_free(&their_file);
    return ok;
}
