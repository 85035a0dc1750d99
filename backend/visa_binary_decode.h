/* visa_binary_decode.h - a .isa file, decoded (internal to backend/).
 *
 * Takes the bytes of a vISA 4.1 binary; guarantees either a description of
 * where every header field, table and instruction field lies, or an error
 * naming the offset and the field that could not be read.  The decoder
 * follows visa_binary_format.h only, never the writer, so that it checks
 * the writer instead of mirroring it. */
#ifndef CMC_BACKEND_VISA_BINARY_DECODE_H
#define CMC_BACKEND_VISA_BINARY_DECODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "backend/visa_binary_format.h"
#include "support/support.h"

struct isa_span {
    size_t offset, size;
};

struct isa_instruction {
    size_t offset;                /* file offset of the opcode byte */
    size_t size;
    const struct visa_binary_instruction_format *format;
    int field_count;              /* a RAW_LIST gives one per operand */
    struct isa_span fields[VISA_BINARY_MAX_FIELDS + 16];
};

struct isa_gen_binary {
    size_t info_offset;           /* where its 9-byte entry is in the header */
    int platform;
    size_t offset, size;
};

struct isa_kernel {
    char *name;
    size_t info_offset, info_size; /* its kernel_info entry in the header */
    size_t offset, size, input_offset;
    int gen_binary_count;
    struct isa_gen_binary gen_binaries[4];
    size_t instructions_offset;   /* file offset of the first instruction */
    size_t instructions_size;     /* as the kernel object declares it */
    struct isa_instruction *instructions;
    size_t instruction_count, instruction_capacity;
};

struct isa_file {
    int major, minor;
    size_t header_size;
    struct isa_kernel *kernels;
    int kernel_count;
};

/* Decode `bytes`; print it readably to `stream` unless that is NULL.
 * With `instructions` false, the instruction streams are located but not
 * decoded.  Returns false after reporting the first problem as
 * "FILE: offset 0xN: ..." through `diags`. */
bool isa_decode(const unsigned char *bytes, size_t size, const char *name,
                FILE *stream, bool instructions, struct isa_file *file,
                struct diagnostics *diags);
void isa_file_free(struct isa_file *file);

#endif
