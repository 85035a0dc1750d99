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

static void merge_classes(struct function_context *fc,
                          struct class_members *members, int ra, int rb)
{
    /* Merge rb's list into ra's. */
    fc->values[rb].class_parent = ra;
    members->next[members->last[ra]] = rb;
    members->last[ra] = members->last[rb];
}

/* The class root of register value `v`, or -1. */
static int register_class(struct function_context *fc, LLVMValueRef v)
{
    struct value_info *info = value_info_of(fc, v);
    if (!info || info->kind != VALUE_REGISTER)
        return -1;
    return value_class(fc, value_index(fc, v));
}

static void try_coalesce(struct function_context *fc,
                         struct class_members *members, LLVMValueRef a,
                         LLVMValueRef b)
{
    int ra = register_class(fc, a), rb = register_class(fc, b);
    if (ra < 0 || rb < 0)
        return;
    if (genx_is_predicate_type(LLVMTypeOf(a)) !=
        genx_is_predicate_type(LLVMTypeOf(b)))
        return;
    if (ra == rb || classes_interfere(fc, members, ra, rb))
        return;
    if (class_has_argument(fc, members, ra) &&
        class_has_argument(fc, members, rb))
        return;
    merge_classes(fc, members, ra, rb);
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

/* ---- phis at the join blocks a SIMD goto skips to ----------------------
 *
 * simd_cf_gotos.c leaves the live ranges of some phis of a goto's chain
 * blocks to this pass (struct simd_cf_chain_phi): a phi in the class of
 * its value on the chain edge needs no copy before the goto; any other
 * gets the segments liveness gives other phis, before its class takes
 * any other member.  So a phi is alone until its turn (`pending`), and
 * no merge before that turn may take it. */

static bool class_has_pending(struct function_context *fc,
                              const struct class_members *members, int root,
                              const bool *pending)
{
    for (int x = root; x >= 0; x = members->next[x])
        if (pending[x])
            return true;
    (void)fc;
    return false;
}

static void try_coalesce_settled(struct function_context *fc,
                                 struct class_members *members,
                                 const bool *pending, LLVMValueRef a,
                                 LLVMValueRef b)
{
    int ra = register_class(fc, a), rb = register_class(fc, b);
    if (ra < 0 || rb < 0 || class_has_pending(fc, members, ra, pending) ||
        class_has_pending(fc, members, rb, pending))
        return;
    try_coalesce(fc, members, a, b);
}

/* The phi with the values of its chain edges in one class, when none of
 * their classes interfere, at most one holds an argument and none has a
 * pending phi (besides `phi`, alone).  All or nothing. */
static bool coalesce_chain_phi(struct function_context *fc,
                               struct class_members *members,
                               const bool *pending,
                               const struct simd_cf_chain_phi *requests,
                               int count, LLVMValueRef phi)
{
    int *roots = xcalloc((size_t)count + 1, sizeof *roots);
    int n = 0;
    roots[n++] = register_class(fc, phi);
    bool ok = true;
    for (int i = 0; i < count && ok; i++) {
        if (requests[i].phi != phi)
            continue;
        int r = register_class(fc, requests[i].incoming);
        bool seen = false;
        for (int j = 0; j < n; j++)
            seen = seen || roots[j] == r;
        if (seen)
            continue;
        ok = r >= 0 && !class_has_pending(fc, members, r, pending);
        roots[n++] = r;
    }
    int arguments = 0;
    for (int i = 0; i < n && ok; i++) {
        arguments += class_has_argument(fc, members, roots[i]);
        for (int j = i + 1; j < n && ok; j++)
            ok = !classes_interfere(fc, members, roots[i], roots[j]);
    }
    ok = ok && arguments <= 1;
    if (ok) {
        /* An argument's class keeps its root (its variable is the .input). */
        int into = roots[0];
        for (int i = 0; i < n; i++)
            if (class_has_argument(fc, members, roots[i]))
                into = roots[i];
        for (int i = 0; i < n; i++)
            if (roots[i] != into)
                merge_classes(fc, members, into, roots[i]);
    }
    free(roots);
    return ok;
}

static int compare_positions(struct function_context *fc, LLVMValueRef a,
                             LLVMValueRef b)
{
    const struct value_info *ia = value_info_of(fc, a), *ib = value_info_of(fc, b);
    if (ia->def_position != ib->def_position)
        return ia->def_position < ib->def_position ? -1 : 1;
    int xa = value_index(fc, a), xb = value_index(fc, b);
    return xa < xb ? -1 : xa > xb;
}

/* The phis of masked writes and of chain blocks, in program order. */
static LLVMValueRef *phis_in_order(struct function_context *fc, int *count)
{
    int masked_count, chain_count;
    const struct simd_cf_masked_phi *masked = simd_cf_masked_phis(fc, &masked_count);
    const struct simd_cf_chain_phi *chain = simd_cf_chain_phis(fc, &chain_count);
    LLVMValueRef *phis = xcalloc((size_t)(masked_count + chain_count) + 1,
                                 sizeof *phis);
    int n = 0;
    for (int i = 0; i < masked_count + chain_count; i++) {
        LLVMValueRef phi = i < masked_count ? masked[i].phi
                                            : chain[i - masked_count].phi;
        bool seen = false;
        for (int j = 0; j < n && !seen; j++)
            seen = phis[j] == phi;
        if (seen)
            continue;
        /* insertion in order */
        int at = n++;
        while (at > 0 && compare_positions(fc, phis[at - 1], phi) > 0) {
            phis[at] = phis[at - 1];
            at--;
        }
        phis[at] = phi;
    }
    *count = n;
    return phis;
}

/* First, while every other class is alone, in program order: a masked
 * write in SIMD control flow with its old value, and the phis of chain
 * blocks with their values on the chain edges, or, when they cannot
 * share, the phi live where its copy is done before the goto (what
 * liveness does for the other phis of a chain). */
static void coalesce_masked_phis(struct function_context *fc,
                                 struct class_members *members)
{
    int masked_count, chain_count, phi_count;
    const struct simd_cf_masked_phi *masked = simd_cf_masked_phis(fc, &masked_count);
    const struct simd_cf_chain_phi *chain = simd_cf_chain_phis(fc, &chain_count);
    bool *pending = xcalloc((size_t)fc->value_count + 1, sizeof *pending);
    for (int i = 0; i < chain_count; i++)
        pending[value_index(fc, chain[i].phi)] = true;
    LLVMValueRef *phis = phis_in_order(fc, &phi_count);
    for (int p = 0; p < phi_count; p++) {
        LLVMValueRef phi = phis[p];
        int index = value_index(fc, phi);
        for (int i = 0; i < masked_count; i++)
            if (masked[i].phi == phi)
                try_coalesce_settled(fc, members, pending, masked[i].written,
                                     masked[i].skipped);
        if (!pending[index])
            continue;
        if (!coalesce_chain_phi(fc, members, pending, chain, chain_count, phi)) {
            /* Alone (pending): the segments cannot conflict. */
            for (int i = 0; i < chain_count; i++)
                if (chain[i].phi == phi)
                    liveness_add_segment(value_info_of(fc, phi),
                                         chain[i].position, chain[i].position);
        }
        pending[index] = false;
    }
    free(phis);
    free(pending);
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
