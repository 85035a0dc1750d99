/* coalescing.c - out of SSA: which values share one vISA variable.
 *
 * Takes a function with live segments (liveness.c); guarantees every
 * REGISTER value a vISA variable (fc->values[i].var, typed as the value's
 * element type, an alias where the class's variable has another type),
 * such that values sharing a variable never interfere.  Candidates, in
 * order of importance: a wrregion/insertelement result with its old value
 * (otherwise every partial write copies the whole vector), a select
 * written under the hardware execution mask with its old value, a bitcast with
 * its source (then it is a free alias), a phi with its inputs (otherwise a
 * copy on the edge).  Whatever cannot be coalesced is copied by isel.c.
 * Kernel arguments fix their class's variable: it is the .input. */
#include <stdlib.h>
#include <string.h>

#include "backend/codegen.h"

struct class_members {
    int *next;   /* next member of the same class, -1 at the end */
    int *last;   /* for a class root: its last member */
};

int value_class(struct function_context *fc, int index)
{
    while (fc->values[index].class_parent != index) {
        int parent = fc->values[index].class_parent;
        fc->values[index].class_parent = fc->values[parent].class_parent;
        index = parent;
    }
    return index;
}

static bool segments_overlap(const struct value_info *a,
                             const struct value_info *b)
{
    for (int i = 0; i < a->segment_count; i++) {
        int a_start = a->segments[2 * i], a_end = a->segments[2 * i + 1];
        for (int j = 0; j < b->segment_count; j++) {
            int b_start = b->segments[2 * j], b_end = b->segments[2 * j + 1];
            if (a_start <= b_end && b_start <= a_end)
                return true;
        }
    }
    return false;
}

static bool classes_interfere(struct function_context *fc,
                              const struct class_members *members, int a,
                              int b)
{
    for (int x = a; x >= 0; x = members->next[x])
        for (int y = b; y >= 0; y = members->next[y])
            if (segments_overlap(&fc->values[x], &fc->values[y]))
                return true;
    return false;
}

static bool class_has_argument(struct function_context *fc,
                               const struct class_members *members, int root)
{
    for (int x = root; x >= 0; x = members->next[x])
        if (fc->values[x].block < 0)
            return true;
    return false;
}

static void try_coalesce(struct function_context *fc,
                         struct class_members *members, LLVMValueRef a,
                         LLVMValueRef b)
{
    struct value_info *ia = value_info_of(fc, a), *ib = value_info_of(fc, b);
    if (!ia || !ib || ia->kind != VALUE_REGISTER || ib->kind != VALUE_REGISTER)
        return;
    if (genx_is_predicate_type(LLVMTypeOf(a)) !=
        genx_is_predicate_type(LLVMTypeOf(b)))
        return;
    int ra = value_class(fc, value_index(fc, a));
    int rb = value_class(fc, value_index(fc, b));
    if (ra == rb || classes_interfere(fc, members, ra, rb))
        return;
    if (class_has_argument(fc, members, ra) &&
        class_has_argument(fc, members, rb))
        return;
    /* Merge rb's list into ra's. */
    fc->values[rb].class_parent = ra;
    members->next[members->last[ra]] = rb;
    members->last[ra] = members->last[rb];
}

static bool is_partial_write(LLVMValueRef v)
{
    if (LLVMIsAInsertElementInst(v))
        return true;
    return LLVMIsACallInst(v) && classify_intrinsic(v) == INTRINSIC_WRREGION;
}

static int bytes_of(LLVMTypeRef type)
{
    enum visa_type element;
    if (!genx_element_type(type, &element))
        return 0;
    return visa_type_size(element) * genx_num_elements(type);
}

static void coalesce_candidates(struct function_context *fc,
                                struct class_members *members)
{
    for (int i = 0; i < fc->value_count; i++) {
        LLVMValueRef v = fc->values[i].value;
        if (genx_wrregion_overwrites_all(v))
            try_coalesce(fc, members, v, LLVMGetOperand(v, 1));
        else if (is_partial_write(v))
            try_coalesce(fc, members, v, LLVMGetOperand(v, 0));
        else if (fc->values[i].under_hw_mask && LLVMIsASelectInst(v))
            /* a write of the active channels into the old value */
            try_coalesce(fc, members, v, LLVMGetOperand(v, 2));
    }
    for (int i = 0; i < fc->value_count; i++) {
        LLVMValueRef v = fc->values[i].value;
        if (LLVMIsABitCastInst(v) &&
            bytes_of(LLVMTypeOf(v)) ==
                bytes_of(LLVMTypeOf(LLVMGetOperand(v, 0))) &&
            !genx_is_predicate_type(LLVMTypeOf(v)))
            try_coalesce(fc, members, v, LLVMGetOperand(v, 0));
    }
    for (int i = 0; i < fc->value_count; i++) {
        LLVMValueRef v = fc->values[i].value;
        if (!LLVMIsAPHINode(v))
            continue;
        unsigned count = LLVMCountIncoming(v);
        for (unsigned k = 0; k < count; k++)
            try_coalesce(fc, members, v, LLVMGetIncomingValue(v, k));
    }
}

/* The member whose type the class variable takes: an argument if any. */
static int class_representative(struct function_context *fc,
                                const struct class_members *members, int root)
{
    int first = root;
    for (int x = root; x >= 0; x = members->next[x]) {
        if (fc->values[x].block < 0)
            return x;
        if (x < first)
            first = x;
    }
    return first; /* the earliest definition: usually the original type */
}

static int create_class_variable(struct function_context *fc, int rep)
{
    struct value_info *info = &fc->values[rep];
    LLVMTypeRef type = LLVMTypeOf(info->value);
    int n = genx_num_elements(type);
    enum visa_type element;
    if (!genx_element_type(type, &element)) {
        codegen_error(fc, "backend: values of this LLVM type are not "
                          "supported yet");
        return -1;
    }
    if (element == VISA_TYPE_BOOL)
        return visa_add_predicate(fc->kernel, n);
    if (info->block < 0 && fc->self)
        return subroutine_parameter_var(fc, info->value);
    int size = visa_type_size(element);
    int grf = fc->cg->platform->grf_bytes;
    int align = n > 1 || size * n >= grf ? grf : (size < 4 ? 4 : size);
    int var = visa_add_general(fc->kernel, element, n, align);
    if (info->block < 0 && fc->kernel_desc) {
        int arg = 0;
        for (unsigned a = 0; a < LLVMCountParams(fc->function); a++)
            if (LLVMGetParam(fc->function, a) == info->value)
                arg = (int)a;
        struct visa_var *decl = &fc->kernel->vars[var];
        decl->is_input = true;
        decl->input_offset = fc->kernel_desc->argument_offsets[arg];
        decl->input_size = size * n;
        decl->input_argument = arg;
    }
    return var;
}

/* First, while every other class is alone: a phi of a masked write in
 * SIMD control flow (simd_cf_gotos.c) with the write and its old value
 * (the write alone when the old value is a constant), or, when they
 * cannot share, the phi live over the code the goto skips (what liveness
 * does for other phis), before anything joins its class. */
static void coalesce_masked_phis(struct function_context *fc,
                                 struct class_members *members)
{
    int count;
    const struct simd_cf_masked_phi *phis = simd_cf_masked_phis(fc, &count);
    for (int i = 0; i < count; i++) {
        const struct simd_cf_masked_phi *m = &phis[i];
        if (LLVMIsAConstant(m->skipped)) {
            /* The phi's variable holds the constant in the skipped
             * channels from the goto on; the write shares it. */
            try_coalesce(fc, members, m->written, m->phi);
            liveness_add_segment(value_info_of(fc, m->phi),
                                 fc->blocks[m->goto_block].end_position,
                                 fc->blocks[m->join_block].start_position);
            continue;
        }
        try_coalesce(fc, members, m->written, m->skipped);
        int skipped = value_class(fc, value_index(fc, m->skipped));
        if (value_class(fc, value_index(fc, m->written)) == skipped)
            try_coalesce(fc, members, m->phi, m->skipped);
        if (value_class(fc, value_index(fc, m->phi)) != skipped)
            liveness_add_segment(value_info_of(fc, m->phi),
                                 fc->blocks[m->goto_block].end_position,
                                 fc->blocks[m->join_block].start_position);
    }
}

void coalesce_values(struct function_context *fc)
{
    struct class_members members;
    members.next = xcalloc((size_t)fc->value_count + 1, sizeof(int));
    members.last = xcalloc((size_t)fc->value_count + 1, sizeof(int));
    for (int i = 0; i < fc->value_count; i++) {
        fc->values[i].class_parent = i;
        fc->values[i].var = -1;
        members.next[i] = -1;
        members.last[i] = i;
    }
    coalesce_masked_phis(fc, &members);
    coalesce_candidates(fc, &members);
    for (int i = 0; i < fc->value_count && !fc->failed; i++) {
        if (fc->values[i].kind != VALUE_REGISTER || value_class(fc, i) != i)
            continue;
        int var = create_class_variable(fc, class_representative(fc, &members, i));
        if (var < 0)
            break;
        for (int x = i; x >= 0; x = members.next[x]) {
            enum visa_type element;
            genx_element_type(LLVMTypeOf(fc->values[x].value), &element);
            fc->values[x].var = element == VISA_TYPE_BOOL
                                    ? var
                                    : typed_var(fc, var, element);
        }
    }
    free(members.next);
    free(members.last);
}
