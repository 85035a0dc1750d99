/* backend.c - the backend's entry point: runs the passes per kernel.
 *
 * Takes a module following the IR contract (doc/design.md); guarantees a
 * vISA program with one legalized kernel per genx.kernels entry, or NULL
 * after reporting errors.  Exists to own the pass order (codegen.h lists
 * it) and the per-function state, so that no pass has to. */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

static void number_values(struct function_context *fc)
{
    LLVMValueRef function = fc->function;
    int count = (int)LLVMCountParams(function);
    fc->block_count = (int)LLVMCountBasicBlocks(function);
    fc->blocks = xcalloc((size_t)fc->block_count + 1, sizeof *fc->blocks);
    int b = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(function); bb;
         bb = LLVMGetNextBasicBlock(bb), b++) {
        fc->blocks[b].block = bb;
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
             i = LLVMGetNextInstruction(i))
            count++;
    }
    fc->values = xcalloc((size_t)count + 1, sizeof *fc->values);
    value_map_init(&fc->map, (size_t)count);
    value_map_init(&fc->asm_outputs, 4);
    int index = 0;
    for (unsigned a = 0; a < LLVMCountParams(function); a++) {
        struct value_info *info = &fc->values[index];
        info->value = LLVMGetParam(function, a);
        info->block = -1;
        info->def_position = 0;
        value_map_put(&fc->map, info->value, index++);
    }
    for (b = 0; b < fc->block_count; b++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(fc->blocks[b].block); i;
             i = LLVMGetNextInstruction(i)) {
            struct value_info *info = &fc->values[index];
            info->value = i;
            info->block = b;
            value_map_put(&fc->map, i, index++);
        }
    fc->value_count = index;
}

static void create_block_labels(struct function_context *fc)
{
    for (int b = 0; b < fc->block_count; b++) {
        if (b == 0 && fc->self) {
            /* A subroutine's entry label was made when it was discovered. */
            fc->blocks[b].label = fc->self->label;
            continue;
        }
        struct string_buffer name = {0};
        buffer_printf(&name, "%s_BB_%d", fc->function_name, b);
        fc->blocks[b].label = visa_add_label(fc->kernel, name.data, b == 0);
        buffer_free(&name);
    }
}

/* Surface and sampler arguments become T and S variables; the others are
 * values that coalescing gives an .input variable. */
static void declare_special_arguments(struct function_context *fc)
{
    const struct kernel_description *desc = fc->kernel_desc;
    for (int a = 0; a < desc->argument_count; a++) {
        int category = desc->argument_kinds[a] & 7;
        struct value_info *info = &fc->values[a];
        if (category == ARG_SURFACE) {
            /* A vector<SurfaceIndex, N> (<N x i32>) is one T variable of
             * N elements and N * 4 bytes of input, as in Intel's VC. */
            int n = genx_num_elements(LLVMTypeOf(info->value));
            int var = visa_add_surface(fc->kernel, n);
            fc->kernel->vars[var].is_input = true;
            fc->kernel->vars[var].input_offset = desc->argument_offsets[a];
            fc->kernel->vars[var].input_size = 4 * n;
            fc->kernel->vars[var].input_argument = a;
            info->kind = VALUE_SURFACE;
            info->fixed_var = var;
        } else if (category == ARG_SAMPLER) {
            int var = visa_add_sampler(fc->kernel);
            fc->kernel->vars[var].is_input = true;
            fc->kernel->vars[var].input_offset = desc->argument_offsets[a];
            fc->kernel->vars[var].input_size = 4;
            fc->kernel->vars[var].input_argument = a;
            info->kind = VALUE_SURFACE; /* a handle, not a register */
            info->fixed_var = var;
        } else if (category != ARG_GENERAL) {
            codegen_error(fc, "backend: VME kernel arguments are not "
                              "supported yet");
        } else if (LLVMGetTypeKind(LLVMTypeOf(info->value)) ==
                   LLVMPointerTypeKind) {
            codegen_error(fc, "backend: pointer kernel arguments are not "
                              "supported yet");
        }
    }
}

static void free_function_context(struct function_context *fc)
{
    free_liveness(fc);
    simd_cf_free_plan(fc);
    free_phi_constant_loads(fc);
    free(fc->values);
    free(fc->blocks);
    free(fc->aliases);
    free(fc->constants);
    free(fc->hoisted_constants);
    free(fc->shared_divisors);
    free(fc->divide_routines);
    free(fc->address_registers);
    value_map_free(&fc->map);
    value_map_free(&fc->asm_outputs);
}

/* Select one function (the kernel, or one of its subroutines when `self`
 * is set) into `kernel`.  False after errors. */
static bool compile_function(struct codegen *cg,
                             const struct kernel_description *desc,
                             struct visa_kernel *kernel,
                             const struct subroutine_table *subroutines,
                             const struct subroutine_link *self)
{
    struct function_context fc;
    memset(&fc, 0, sizeof fc);
    fc.cg = cg;
    fc.subroutines = subroutines;
    fc.self = self;
    fc.kernel_desc = self ? NULL : desc;
    fc.function = self ? self->function : desc->function;
    fc.kernel = kernel;
    struct string_buffer name = {0};
    if (self) {
        /* The entry label is already made; other labels use the
         * entry's name (without "_BB_0"), unique in the kernel. */
        const char *entry = kernel->labels[self->label].name;
        buffer_printf(&name, "%.*s", (int)(strlen(entry) - 5), entry);
    } else {
        /* Labels are named after the LLVM function, an identifier; the
         * kernel's name may not be one ("spmv<unsigned int, float>"). */
        size_t length;
        const char *function_name = LLVMGetValueName2(fc.function, &length);
        buffer_printf(&name, "%.*s", (int)length, function_name);
    }
    fc.function_name = name.data;
    if (LLVMCountBasicBlocks(fc.function) == 0) {
        codegen_error(&fc, "backend: kernel has no body");
        buffer_free(&name);
        return false;
    }
    layout_blocks(fc.function);
    number_values(&fc);
    create_block_labels(&fc);
    if (!self)
        declare_special_arguments(&fc);
    if (!fc.failed) {
        decide_baling(&fc);
        simd_cf_plan_function(&fc);
        compute_liveness(&fc);
        coalesce_values(&fc);
        plan_phi_constant_loads(&fc);
    }
    if (!fc.failed)
        select_function(&fc);
    free_function_context(&fc);
    buffer_free(&name);
    return !fc.failed;
}

/* The kernel's own code, then a copy of each subroutine it reaches. */
static struct visa_kernel *compile_kernel(struct codegen *cg,
                                          const struct kernel_description *desc)
{
    struct string_buffer name = {0};
    buffer_printf(&name, "%.*s", (int)desc->name_length, desc->name);
    struct visa_kernel *kernel = visa_kernel_new(name.data);
    buffer_free(&name);
    kernel->slm_size = desc->slm_size;
    kernel->named_barriers = desc->named_barriers;
    struct subroutine_table subroutines;
    bool ok = subroutines_discover(cg, kernel, desc->function, &subroutines);
    if (ok)
        ok = compile_function(cg, desc, kernel, &subroutines, NULL);
    for (int i = 0; i < subroutines.count && ok; i++)
        ok = compile_function(cg, desc, kernel, &subroutines,
                              &subroutines.links[i]);
    subroutines_free(&subroutines);
    if (!ok) {
        visa_kernel_free(kernel);
        return NULL;
    }
    int errors = cg->diags->error_count;
    combine_moves(kernel);
    fold_predicate_constants(kernel);
    legalize_kernel(kernel, cg->platform->grf_bytes, cg->diags);
    if (cg->diags->error_count == errors)
        check_indirect_pressure(kernel, cg->platform->grf_bytes, cg->diags);
    if (cg->diags->error_count != errors) {
        visa_kernel_free(kernel);
        return NULL;
    }
    return kernel;
}

struct visa_program *backend_compile(LLVMModuleRef module,
                                     const struct backend_options *options,
                                     struct diagnostics *diags)
{
    const struct platform *platform =
        options && options->platform ? options->platform : platform_default();
    if (!backend_check_region_bounds(module, diags))
        return NULL;
    if (!platform_has_media_walker(platform))
        genx_read_thread_origin_from_group_id(module);
    struct kernel_description *kernels;
    int count = kernel_descriptions_read(module, diags, &kernels);
    if (count == 0)
        return NULL;
    struct visa_program *program = xcalloc(1, sizeof *program);
    program->grf_bytes = platform->grf_bytes;
    struct codegen cg = {platform, diags, program};
    bool ok = true;
    for (int k = 0; k < count; k++) {
        struct visa_kernel *kernel = compile_kernel(&cg, &kernels[k]);
        if (kernel)
            visa_program_add_kernel(program, kernel);
        else
            ok = false;
    }
    kernel_descriptions_free(kernels, count);
    if (!ok || diags->error_count > 0) {
        visa_program_free(program);
        return NULL;
    }
    return program;
}
