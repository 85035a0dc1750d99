/* kernel_metadata.c - a kernel's `genx.kernels` entry (see genxir.h):
 * payload offsets by the CM runtime's rule, and the nine operands of
 * Intel's KernelMDOp layout; a kernel's float control attribute; and the
 * module's `cmc.optimised` mark. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "genxir/genxir.h"
#include "support/support.h"

/* The CM runtime's rule: the payload starts after r0 (one GRF); larger
 * arguments are placed first, each at the lowest free offset that is
 * aligned for it; an argument of one GRF or more is GRF-aligned, and a
 * smaller one never straddles a GRF boundary. */
void genx_assign_offsets(struct genx_kernel_argument *arguments, int count,
                         int grf_bytes)
{
    int *order = xcalloc((size_t)count + 1, sizeof(int));
    for (int i = 0; i < count; i++)
        order[i] = i;
    for (int i = 1; i < count; i++) /* stable insertion sort, largest first */
        for (int j = i; j > 0 && arguments[order[j]].size >
                                     arguments[order[j - 1]].size;
             j--) {
            int swap = order[j];
            order[j] = order[j - 1];
            order[j - 1] = swap;
        }
    for (int placed = 0; placed < count; placed++) {
        struct genx_kernel_argument *argument = &arguments[order[placed]];
        int alignment = argument->size >= grf_bytes ? grf_bytes
                                                    : argument->alignment;
        if (alignment < 1)
            alignment = 1;
        for (int offset = grf_bytes;; offset += alignment) {
            bool crosses = argument->size < grf_bytes &&
                           offset / grf_bytes !=
                               (offset + argument->size - 1) / grf_bytes;
            bool overlaps = false;
            for (int other = 0; other < placed && !overlaps; other++) {
                const struct genx_kernel_argument *taken =
                    &arguments[order[other]];
                overlaps = offset < taken->offset + taken->size &&
                           taken->offset < offset + argument->size;
            }
            if (!crosses && !overlaps) {
                argument->offset = offset;
                break;
            }
        }
    }
    free(order);
}

static LLVMValueRef i32_value(LLVMContextRef context, int value)
{
    return LLVMConstInt(LLVMInt32TypeInContext(context),
                        (unsigned long long)value, 0);
}

/* A metadata tuple, kept as metadata: wrapping a one-element tuple of a
 * constant as a value would collapse it to the bare constant (LLVM
 * canonicalises MetadataAsValue so), losing the list of a one-argument
 * kernel. */
static LLVMMetadataRef metadata_tuple(LLVMContextRef context,
                                      const LLVMValueRef *values, int count)
{
    LLVMMetadataRef *operands =
        xcalloc((size_t)count + 1, sizeof(LLVMMetadataRef));
    for (int i = 0; i < count; i++)
        operands[i] = LLVMValueAsMetadata(values[i]);
    LLVMMetadataRef node =
        LLVMMDNodeInContext2(context, operands, (size_t)count);
    free(operands);
    return node;
}

void genx_add_kernel_metadata(LLVMModuleRef module,
                              const struct genx_kernel *kernel)
{
    LLVMContextRef context = LLVMGetModuleContext(module);
    int count = kernel->argument_count;
    size_t lists = (size_t)count + 1;

    LLVMValueRef *kinds = xcalloc(lists, sizeof(LLVMValueRef));
    LLVMValueRef *offsets = xcalloc(lists, sizeof(LLVMValueRef));
    LLVMValueRef *io_kinds = xcalloc(lists, sizeof(LLVMValueRef));
    LLVMValueRef *descriptors = xcalloc(lists, sizeof(LLVMValueRef));
    for (int i = 0; i < count; i++) {
        const struct genx_kernel_argument *argument = &kernel->arguments[i];
        kinds[i] = i32_value(context, (int)argument->kind);
        offsets[i] = i32_value(context, argument->offset);
        io_kinds[i] = i32_value(context, (int)argument->io);
        descriptors[i] =
            LLVMMDStringInContext(context, argument->descriptor,
                                  (unsigned)strlen(argument->descriptor));
    }
    LLVMMetadataRef operands[] = {
        LLVMValueAsMetadata(kernel->function),
        LLVMMDStringInContext2(context, kernel->name, strlen(kernel->name)),
        metadata_tuple(context, kinds, count),
        LLVMValueAsMetadata(i32_value(context, kernel->slm_bytes)),
        metadata_tuple(context, offsets, count),
        metadata_tuple(context, io_kinds, count),
        metadata_tuple(context, descriptors, count),
        LLVMValueAsMetadata(i32_value(context, kernel->named_barriers)),
        LLVMValueAsMetadata(i32_value(context, 0)), /* barriers */
    };
    LLVMAddNamedMetadataOperand(
        module, "genx.kernels",
        LLVMMetadataAsValue(context, LLVMMDNodeInContext2(context, operands,
                                                          9)));
    free(kinds);
    free(offsets);
    free(io_kinds);
    free(descriptors);
}

int genx_argument_over_limit(const struct genx_kernel_argument *arguments,
                             int count, int grf_bytes, char *message,
                             size_t size)
{
    int payload_bytes = GRF_COUNT * grf_bytes;
    int surfaces = 0, samplers = 0;
    for (int i = 0; i < count; i++) {
        surfaces += arguments[i].kind == GENX_ARGUMENT_SURFACE;
        samplers += arguments[i].kind == GENX_ARGUMENT_SAMPLER;
        long long end = (long long)arguments[i].offset + arguments[i].size;
        if (surfaces > VISA_MAX_SURFACE_ARGUMENTS)
            snprintf(message, size, "a kernel takes at most %d surface "
                     "arguments (vISA's surface variables)",
                     VISA_MAX_SURFACE_ARGUMENTS);
        else if (samplers > VISA_MAX_SAMPLER_ARGUMENTS)
            snprintf(message, size, "a kernel takes at most %d sampler "
                     "arguments (vISA's sampler variables)",
                     VISA_MAX_SAMPLER_ARGUMENTS);
        else if (end > payload_bytes)
            snprintf(message, size, "the kernel's arguments do not fit in "
                     "its payload: this one would end at byte %lld, past the "
                     "%d bytes of the %d GRF registers",
                     end, payload_bytes, GRF_COUNT);
        else
            continue;
        return i;
    }
    return -1;
}

void genx_mark_optimised(LLVMModuleRef module)
{
    if (genx_is_optimised(module))
        return;
    LLVMContextRef context = LLVMGetModuleContext(module);
    LLVMAddNamedMetadataOperand(
        module, GENX_OPTIMISED_MARK,
        LLVMMetadataAsValue(context, LLVMMDNodeInContext2(context, NULL, 0)));
}

bool genx_is_optimised(LLVMModuleRef module)
{
    return LLVMGetNamedMetadata(module, GENX_OPTIMISED_MARK,
                                sizeof GENX_OPTIMISED_MARK - 1) != NULL;
}

bool genx_kernel_float_control(LLVMValueRef kernel, uint32_t *control)
{
    static const char name[] = "CMFloatControl";
    LLVMAttributeRef attribute = LLVMGetStringAttributeAtIndex(
        kernel, LLVMAttributeFunctionIndex, name, sizeof name - 1);
    if (!attribute)
        return false;
    unsigned length;
    const char *text = LLVMGetStringAttributeValue(attribute, &length);
    char digits[24];
    snprintf(digits, sizeof digits, "%.*s", (int)length, text);
    *control = (uint32_t)strtoull(digits, NULL, 10) & GENX_FLOAT_CONTROL_BITS;
    return true;
}
