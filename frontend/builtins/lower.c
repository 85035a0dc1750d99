/* builtins/lower.c - the one mechanism that checks and lowers a row of
 * the builtin table.
 *
 * Takes a call of a cm.h function that has a row in table.c; guarantees
 * either the intrinsic call the row describes, or exactly one located
 * error naming the rule that is broken (the platform first, then each
 * operand in row order: element types, constants and their ranges, sign
 * agreements), with an error value as the result. */
#include <stdio.h>
#include <string.h>

#include "frontend/builtins/builtins.h"

/* ---- the platform ------------------------------------------------------- */

static bool platform_listed(const char *platforms, const char *name)
{
    size_t length = strlen(name);
    for (const char *at = platforms; (at = strstr(at, name)) != NULL;
         at += length) {
        bool starts = at == platforms || at[-1] == ' ';
        bool ends = at[length] == '\0' || at[length] == ' ';
        if (starts && ends)
            return true;
    }
    return false;
}

bool builtin_row_listed_on(const struct builtin_row *row,
                           const struct platform *platform)
{
    return !row->platforms || platform_listed(row->platforms, platform->name);
}

bool builtin_available_on(const char *name, const struct platform *platform)
{
    const struct builtin_row *row = builtin_table_find(name, -1, platform);
    return row && builtin_row_listed_on(row, platform);
}

bool builtin_result_element_on(const char *name, enum element_kind element,
                               const struct platform *platform)
{
    const struct builtin_row *row = builtin_table_find(name, -1, platform);
    return row && builtin_row_listed_on(row, platform) &&
           (!row->result_elements ||
            (row->result_elements & ELEMENTS(element)));
}

/* "XeHP_SDV, DG2 or PVC" from "XeHP_SDV DG2 PVC". */
static void platform_list_words(const char *platforms, char *buffer,
                                size_t size)
{
    size_t words = 1;
    for (const char *p = platforms; *p; p++)
        words += *p == ' ';
    buffer[0] = '\0';
    size_t word = 0, used = 0;
    for (const char *p = platforms; *p && used + 8 < size;) {
        size_t length = strcspn(p, " ");
        const char *separator =
            word == 0 ? "" : word + 1 == words ? " or " : ", ";
        used += (size_t)snprintf(buffer + used, size - used, "%s%.*s",
                                 separator, (int)length, p);
        word++;
        p += length;
        p += *p == ' ';
    }
}

static bool check_platform(struct builtin_call *call)
{
    const struct builtin_row *row = call->row;
    const struct platform *platform = call->frontend->options->platform;
    if (!row->platforms || !platform ||
        platform_listed(row->platforms, platform->name))
        return true;
    char list[128];
    platform_list_words(row->platforms, list, sizeof list);
    error_at_cursor(call->frontend, call->call,
                    "'%s' is not available on %s: the hardware has it on "
                    "%s",
                    row->name, platform->name, list);
    return false;
}

/* ---- operands ----------------------------------------------------------- */

/* The index-th integral template argument of the called specialization
 * (enumerators included), in declaration order. */
static bool template_integral(CXCursor callee, int index, bool unsigned_hint,
                              long long *value)
{
    int count = clang_Cursor_getNumTemplateArguments(callee);
    for (int i = 0, seen = 0; i < count; i++) {
        if (clang_Cursor_getTemplateArgumentKind(callee, (unsigned)i) !=
            CXTemplateArgumentKind_Integral)
            continue;
        if (seen++ == index) {
            *value = clang_Cursor_getTemplateArgumentValue(callee,
                                                           (unsigned)i);
            /* libclang sign-extends every value: an unsigned char 0xf2
             * comes back as -14.  Its zero extension is the value then. */
            unsigned long long bits =
                clang_Cursor_getTemplateArgumentUnsignedValue(callee,
                                                              (unsigned)i);
            if (*value < 0 && bits <= 0xffffffffull && unsigned_hint)
                *value = (long long)bits;
            return true;
        }
    }
    return false;
}

CXCursor builtin_operand_cursor(const struct builtin_call *call, int operand)
{
    const struct builtin_operand *rule = &call->row->operands[operand];
    if (rule->source == FROM_ARGUMENT &&
        rule->index < clang_Cursor_getNumArguments(call->call)) {
        CXCursor argument =
            clang_Cursor_getArgument(call->call, (unsigned)rule->index);
        CXSourceRange extent = clang_getCursorExtent(argument);
        if (!clang_Range_isNull(extent) &&
            !clang_equalLocations(clang_getRangeStart(extent),
                                  clang_getRangeEnd(extent)))
            return argument;
    }
    return call->call;
}

static bool argument_is_defaulted(CXCursor argument)
{
    CXSourceRange extent = clang_getCursorExtent(argument);
    return clang_Range_isNull(extent) ||
           clang_equalLocations(clang_getRangeStart(extent),
                                clang_getRangeEnd(extent));
}

/* A constant operand: from a template argument or a constant argument;
 * a defaulted argument is 0. */
static bool read_constant(struct builtin_call *call, int operand,
                          long long *value, bool *present)
{
    const struct builtin_operand *rule = &call->row->operands[operand];
    *present = true;
    if (rule->source == FROM_FIXED) {
        *value = rule->min;
        return true;
    }
    if (rule->source == FROM_TEMPLATE) {
        if (template_integral(call->callee, rule->index, rule->min >= 0,
                              value))
            return true;
        error_at_cursor(call->frontend, call->call,
                        "'%s': %s must be given as a template argument",
                        call->row->name, rule->role);
        return false;
    }
    if (rule->index >= clang_Cursor_getNumArguments(call->call)) {
        *present = false;
        *value = 0;
        return true;
    }
    CXCursor argument =
        clang_Cursor_getArgument(call->call, (unsigned)rule->index);
    if (cursor_evaluate_integer(argument, value))
        return true;
    if (argument_is_defaulted(argument)) {
        *present = false;
        *value = 0;
        return true;
    }
    error_at_cursor(call->frontend, argument,
                    "'%s': %s must be a compile-time constant",
                    call->row->name, rule->role);
    return false;
}

static bool check_constant(struct builtin_call *call, int operand)
{
    const struct builtin_operand *rule = &call->row->operands[operand];
    struct builtin_operand_value *out = &call->operands[operand];
    if (!read_constant(call, operand, &out->constant, &out->present))
        return false;
    if (rule->use == USE_SATURATION && out->constant != 0 &&
        out->constant != 1) {
        error_at_cursor(call->frontend, builtin_operand_cursor(call, operand),
                        "'%s': %s must be SAT or 0, not %lld", call->row->name,
                        rule->role, out->constant);
        return false;
    }
    if (rule->use != USE_SATURATION && rule->min == rule->max &&
        out->constant != rule->min) {
        error_at_cursor(call->frontend, builtin_operand_cursor(call, operand),
                        "'%s': %s must be %lld, not %lld", call->row->name,
                        rule->role, rule->min, out->constant);
        return false;
    }
    if (rule->use != USE_SATURATION &&
        (out->constant < rule->min || out->constant > rule->max)) {
        error_at_cursor(call->frontend, builtin_operand_cursor(call, operand),
                        "'%s': %s must be from %lld to %lld, not %lld",
                        call->row->name, rule->role, rule->min, rule->max,
                        out->constant);
        return false;
    }
    int other = rule->equal_to - 1;
    if (other >= 0 && out->constant != call->operands[other].constant) {
        error_at_cursor(call->frontend, builtin_operand_cursor(call, operand),
                        "'%s': %s must equal %s (%lld), not %lld",
                        call->row->name, rule->role,
                        call->row->operands[other].role,
                        call->operands[other].constant, out->constant);
        return false;
    }
    return true;
}

static struct cm_type argument_type(const struct builtin_call *call,
                                    int operand)
{
    int index = call->row->operands[operand].index;
    return classify_type(clang_getCursorType(
        clang_Cursor_getArgument(call->call, (unsigned)index)));
}

static bool use_is_value(enum operand_use use)
{
    return use == USE_AS_RESULT || use == USE_AS_DWORDS || use == USE_AS_IS ||
           use == USE_AS_ADDRESS || use == USE_AS_DWORD ||
           use == USE_AS_BYTE || use == USE_STATE_INDEX;
}

static bool check_value_type(struct builtin_call *call, int operand)
{
    const struct builtin_operand *rule = &call->row->operands[operand];
    struct cm_type type = argument_type(call, operand);
    CXCursor where = builtin_operand_cursor(call, operand);
    if (rule->use == USE_STATE_INDEX) {
        if (type.kind == TYPE_SURFACE || type.kind == TYPE_SAMPLER)
            return true;
        error_at_cursor(call->frontend, where,
                        "'%s': %s must be a SurfaceIndex or a SamplerIndex",
                        call->row->name, rule->role);
        return false;
    }
    if (type.kind != TYPE_SCALAR && type.kind != TYPE_VECTOR) {
        error_at_cursor(call->frontend, where,
                        "'%s': %s must be a scalar or a vector",
                        call->row->name, rule->role);
        return false;
    }
    if (rule->elements && !(rule->elements & ELEMENTS(type.element))) {
        error_at_cursor(call->frontend, where,
                        "'%s': %s must have element type %s, not %s",
                        call->row->name, rule->role, rule->elements_rule,
                        element_name(type.element));
        return false;
    }
    if (rule->same_sign_as >= 0) {
        struct cm_type other = argument_type(call, rule->same_sign_as);
        if (element_is_signed(other.element) !=
            element_is_signed(type.element)) {
            error_at_cursor(call->frontend, where,
                            "'%s': %s must have the signedness of %s (%s, "
                            "not %s)",
                            call->row->name, rule->role,
                            call->row->operands[rule->same_sign_as].role,
                            element_name(other.element),
                            element_name(type.element));
            return false;
        }
    }
    return true;
}

static bool lower_value(struct builtin_call *call, int operand)
{
    const struct builtin_operand *rule = &call->row->operands[operand];
    struct builtin_operand_value *out = &call->operands[operand];
    CXCursor argument =
        clang_Cursor_getArgument(call->call, (unsigned)rule->index);
    struct cm_type own = argument_type(call, operand);
    out->present = true;
    switch (rule->use) {
    case USE_AS_RESULT:
        out->type = call->result_type;
        break;
    case USE_AS_DWORDS:
        out->type = type_with_element(call->result_type,
                                      element_is_signed(own.element)
                                          ? ELEMENT_I32
                                          : ELEMENT_U32);
        break;
    case USE_AS_ADDRESS:
        out->type = scalar_type(ELEMENT_U64);
        break;
    case USE_AS_DWORD:
        out->type = scalar_type(element_is_signed(own.element) ? ELEMENT_I32
                                                               : ELEMENT_U32);
        break;
    case USE_AS_BYTE:
        out->type = scalar_type(ELEMENT_U8);
        break;
    default:
        out->type = own;
        break;
    }
    out->type.is_reference = false;
    if (rule->use == USE_AS_IS || rule->use == USE_STATE_INDEX) {
        struct value value = lower_expression(call->frontend, argument);
        out->llvm = value.type.kind == TYPE_UNSUPPORTED
                        ? NULL
                        : read_cm_value(call->frontend, value);
    } else {
        out->llvm = lower_rvalue_as(call->frontend, argument, out->type);
    }
    return out->llvm != NULL;
}

static bool check_result(struct builtin_call *call)
{
    const struct builtin_row *row = call->row;
    struct cm_type type = call->result_type;
    if (!row->result_elements ||
        ((type.kind == TYPE_SCALAR || type.kind == TYPE_VECTOR) &&
         (row->result_elements & ELEMENTS(type.element))))
        return true;
    error_at_cursor(call->frontend, call->call,
                    "'%s': the result must have element type %s, not %s",
                    row->name, row->result_rule,
                    type.kind == TYPE_SCALAR || type.kind == TYPE_VECTOR
                        ? element_name(type.element)
                        : "this type");
    return false;
}

/* Operands the row's form reads itself (a raw send's objects). */
static bool use_is_form_read(const struct builtin_operand *rule)
{
    return rule->source == FROM_ARGUMENT &&
           (rule->use == USE_MESSAGE_OBJECT || rule->use == USE_MESSAGE_MASK);
}

/* Every rule of the row, in order; the first broken one is reported. */
static bool check_and_lower_operands(struct builtin_call *call)
{
    if (!check_platform(call) || !check_result(call))
        return false;
    for (int i = 0; i < call->row->operand_count; i++) {
        const struct builtin_operand *rule = &call->row->operands[i];
        if (use_is_form_read(rule))
            continue;
        if (use_is_value(rule->use) ? !check_value_type(call, i)
                                    : !check_constant(call, i))
            return false;
    }
    for (int i = 0; i < call->row->operand_count; i++) {
        if (use_is_value(call->row->operands[i].use) && !lower_value(call, i))
            return false;
    }
    return true;
}

/* ---- the intrinsic form ------------------------------------------------- */

static char sign_letter(enum element_kind element)
{
    return element_is_signed(element) ? 's' : 'u';
}

/* The intrinsic's name after llvm.genx.: the row's pattern with the sign
 * letters filled in, and .sat when a saturation operand says SAT. */
static void intrinsic_base(const struct builtin_call *call, char *buffer,
                           size_t size)
{
    const struct builtin_row *row = call->row;
    char signs[3] = {sign_letter(call->result_type.element), 's', '\0'};
    bool saturate = false;
    bool sign_found = false;
    for (int i = 0; i < row->operand_count; i++) {
        if (row->operands[i].use == USE_AS_DWORDS && !sign_found) {
            signs[1] = sign_letter(call->operands[i].type.element);
            sign_found = true;
        }
        if (row->operands[i].use == USE_SATURATION)
            saturate |= call->operands[i].constant == 1;
    }
    const char *hole = strstr(row->intrinsic, "%s");
    if (hole)
        snprintf(buffer, size, "%.*s%s%s%s", (int)(hole - row->intrinsic),
                 row->intrinsic, signs, hole + 2, saturate ? ".sat" : "");
    else
        snprintf(buffer, size, "%s%s", row->intrinsic,
                 saturate ? ".sat" : "");
}

static void lower_intrinsic_form(struct builtin_call *call,
                                 struct value *result)
{
    struct frontend *frontend = call->frontend;
    LLVMValueRef arguments[BUILTIN_MAX_OPERANDS];
    unsigned count = 0;
    for (int i = 0; i < call->row->operand_count; i++) {
        const struct builtin_operand_value *operand = &call->operands[i];
        switch (call->row->operands[i].use) {
        case USE_AS_RESULT: case USE_AS_DWORDS: case USE_AS_IS:
        case USE_AS_ADDRESS: case USE_AS_DWORD: case USE_AS_BYTE:
        case USE_STATE_INDEX:
            arguments[count++] = operand->llvm;
            break;
        case USE_CONSTANT_BYTE:
            arguments[count++] =
                LLVMConstInt(LLVMInt8TypeInContext(frontend->context),
                             (unsigned long long)operand->constant, 0);
            break;
        case USE_SATURATION: case USE_CONSTANT:
        case USE_MESSAGE_OBJECT: case USE_MESSAGE_MASK:
            break;
        }
    }
    char base[64];
    intrinsic_base(call, base, sizeof base);
    LLVMTypeRef return_type =
        type_llvm_type(frontend->context, call->result_type);
    LLVMValueRef value = build_genx_call(
        frontend, base, return_type, call->row->overloaded_result, arguments,
        count, call->row->overloaded,
        call->row->reads_changing_state || call->row->form == BUILTIN_SYNC
            ? INTRINSIC_WRITES
            : INTRINSIC_PURE);
    *result = rvalue(call->result_type, value);
}

/* ---- the entry point ---------------------------------------------------- */

bool lower_table_builtin(struct frontend *frontend, const char *name,
                         CXCursor call, CXCursor callee, struct value *result)
{
    const struct builtin_row *row =
        builtin_table_find(name, clang_Cursor_getNumArguments(call),
                           frontend->options->platform);
    if (!row)
        return false;
    struct builtin_call lowering = {
        .frontend = frontend, .row = row, .call = call, .callee = callee,
        .result_type = classify_type(clang_getCursorType(call)),
    };
    lowering.result_type.is_reference = false;
    *result = error_value();
    if (!check_and_lower_operands(&lowering))
        return true;
    if (row->form == BUILTIN_DPAS)
        lower_dpas_form(&lowering, result);
    else if (row->form == BUILTIN_BF_CVT)
        lower_bf_cvt_form(&lowering, result);
    else if (row->form == BUILTIN_LSC_2D)
        lower_lsc_2d_form(&lowering, result);
    else if (row->form == BUILTIN_HALF_BITS)
        lower_half_bits_form(&lowering, result);
    else if (row->form == BUILTIN_OPERAND)
        *result = rvalue(lowering.result_type, lowering.operands[0].llvm);
    else if (row->form == BUILTIN_SLM_LOAD)
        lower_slm_load_form(&lowering, result);
    else if (row->form == BUILTIN_RAW_SEND)
        lower_raw_send_form(&lowering, result);
    else if (row->form == BUILTIN_SYNC) {
        if (simd_cf_allows_barrier(frontend, call, row->name))
            lower_intrinsic_form(&lowering, result);
    } else
        lower_intrinsic_form(&lowering, result);
    return true;
}
