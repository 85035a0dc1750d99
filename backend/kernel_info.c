/* kernel_info.c - reads the `genx.kernels` named metadata.
 *
 * Takes a module; guarantees one kernel_description per well-formed entry
 * (function, name, argument kinds, SLM size, argument offsets), in
 * metadata order, or an error naming what is malformed.  Exists because
 * the metadata layout (Intel's KernelMDOp) is a contract with the
 * frontend, and it is read in one place only. */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

enum {
    KERNEL_MD_FUNCTION = 0,
    KERNEL_MD_NAME = 1,
    KERNEL_MD_ARG_KINDS = 2,
    KERNEL_MD_SLM_SIZE = 3,
    KERNEL_MD_ARG_OFFSETS = 4,
    KERNEL_MD_MIN_OPERANDS = 5,
    KERNEL_MD_NAMED_BARRIERS = 7, /* optional: vc-intrinsics' NBarrierCnt */
};

/* The i32 constants of metadata node `node`; NULL when it is not one. */
static int *read_int_list(LLVMValueRef node, int *count)
{
    if (!node || !LLVMIsAMDNode(node))
        return NULL;
    unsigned n = LLVMGetMDNodeNumOperands(node);
    LLVMValueRef *operands = xcalloc(n ? n : 1, sizeof *operands);
    LLVMGetMDNodeOperands(node, operands);
    int *values = xcalloc(n ? n : 1, sizeof *values);
    for (unsigned i = 0; i < n; i++) {
        int64_t value;
        if (!genx_const_int(operands[i], &value)) {
            free(operands);
            free(values);
            return NULL;
        }
        values[i] = (int)value;
    }
    free(operands);
    *count = (int)n;
    return values;
}

static bool read_kernel(LLVMValueRef node, struct kernel_description *kernel,
                        struct diagnostics *diags)
{
    memset(kernel, 0, sizeof *kernel);
    if (!LLVMIsAMDNode(node) ||
        LLVMGetMDNodeNumOperands(node) < KERNEL_MD_MIN_OPERANDS) {
        error_plain(diags, "backend: malformed genx.kernels entry");
        return false;
    }
    unsigned n = LLVMGetMDNodeNumOperands(node);
    LLVMValueRef *ops = xcalloc(n, sizeof *ops);
    LLVMGetMDNodeOperands(node, ops);
    bool ok = false;
    LLVMValueRef function = ops[KERNEL_MD_FUNCTION];
    if (!function || !LLVMIsAFunction(function)) {
        error_plain(diags, "backend: genx.kernels entry names no function");
        goto done;
    }
    kernel->function = function;
    unsigned length = 0;
    const char *name = ops[KERNEL_MD_NAME] && LLVMIsAMDString(ops[KERNEL_MD_NAME])
                           ? LLVMGetMDString(ops[KERNEL_MD_NAME], &length)
                           : NULL;
    if (!name) {
        size_t function_length;
        name = LLVMGetValueName2(function, &function_length);
        length = (unsigned)function_length;
    }
    kernel->name = name;
    kernel->name_length = length;
    int64_t slm = 0;
    if (genx_const_int(ops[KERNEL_MD_SLM_SIZE], &slm))
        kernel->slm_size = (int)slm;
    int64_t named_barriers = 0;
    if (n > KERNEL_MD_NAMED_BARRIERS &&
        genx_const_int(ops[KERNEL_MD_NAMED_BARRIERS], &named_barriers) &&
        named_barriers >= 0 && named_barriers <= 32)
        kernel->named_barriers = (int)named_barriers;
    int kind_count = 0, offset_count = 0;
    kernel->argument_kinds = read_int_list(ops[KERNEL_MD_ARG_KINDS], &kind_count);
    kernel->argument_offsets =
        read_int_list(ops[KERNEL_MD_ARG_OFFSETS], &offset_count);
    kernel->argument_count = (int)LLVMCountParams(function);
    if (!kernel->argument_kinds || !kernel->argument_offsets ||
        kind_count != kernel->argument_count ||
        offset_count != kernel->argument_count) {
        error_plain(diags,
                    "backend: genx.kernels entry of '%.*s': argument kinds or "
                    "offsets do not match the %d arguments",
                    (int)length, name, kernel->argument_count);
        goto done;
    }
    ok = true;
done:
    free(ops);
    return ok;
}

int kernel_descriptions_read(LLVMModuleRef module, struct diagnostics *diags,
                             struct kernel_description **out)
{
    *out = NULL;
    unsigned count = LLVMGetNamedMetadataNumOperands(module, "genx.kernels");
    if (count == 0) {
        error_plain(diags, "backend: the module has no genx.kernels metadata");
        return 0;
    }
    LLVMValueRef *nodes = xcalloc(count, sizeof *nodes);
    LLVMGetNamedMetadataOperands(module, "genx.kernels", nodes);
    struct kernel_description *kernels = xcalloc(count, sizeof *kernels);
    bool ok = true;
    for (unsigned i = 0; i < count; i++)
        ok = read_kernel(nodes[i], &kernels[i], diags) && ok;
    free(nodes);
    if (!ok) {
        kernel_descriptions_free(kernels, (int)count);
        return 0;
    }
    *out = kernels;
    return (int)count;
}

void kernel_descriptions_free(struct kernel_description *kernels, int count)
{
    if (!kernels)
        return;
    for (int i = 0; i < count; i++) {
        free(kernels[i].argument_kinds);
        free(kernels[i].argument_offsets);
    }
    free(kernels);
}
