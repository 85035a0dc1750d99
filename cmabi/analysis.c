/* analysis.c - what each function reaches outside itself.
 *
 * Takes the module as the frontend left it; guarantees, per function, the
 * globals it uses directly, the globals it reaches (directly or through
 * calls) and writes, and for each by-reference (pointer) parameter the
 * type of the object it refers to and whether the function writes it
 * (directly or through calls).  A global is named by an instruction
 * operand, directly or as the base of a constant GEP (an address inside
 * it).  Everything the rewriting needs is decided here, before any
 * function changes. */
#include <string.h>

#include "cmabi/internal.h"

/* ---- Constant expressions on globals ---------------------------------------- */

static bool refers_to_global(LLVMValueRef value)
{
    if (LLVMIsAGlobalVariable(value))
        return true;
    if (!LLVMIsAConstantExpr(value))
        return false;
    int count = LLVMGetNumOperands(value);
    for (int i = 0; i < count; i++)
        if (refers_to_global(LLVMGetOperand(value, (unsigned)i)))
            return true;
    return false;
}

LLVMValueRef abi_operand_global(LLVMValueRef operand)
{
    while (LLVMIsAConstantExpr(operand) &&
           LLVMGetConstOpcode(operand) == LLVMGetElementPtr)
        operand = LLVMGetOperand(operand, 0);
    return LLVMIsAGlobalVariable(operand) ? operand : NULL;
}

bool abi_check_constant_expressions(struct abi_pass *pass)
{
    bool ok = true;
    for (size_t f = 0; f < pass->function_count; f++)
        for (LLVMBasicBlockRef block =
                 LLVMGetFirstBasicBlock(pass->functions[f].function);
             block; block = LLVMGetNextBasicBlock(block))
            for (LLVMValueRef instruction = LLVMGetFirstInstruction(block);
                 instruction;
                 instruction = LLVMGetNextInstruction(instruction)) {
                int count = LLVMGetNumOperands(instruction);
                for (int i = 0; i < count; i++) {
                    LLVMValueRef operand =
                        LLVMGetOperand(instruction, (unsigned)i);
                    if (LLVMIsAConstantExpr(operand) &&
                        refers_to_global(operand) &&
                        !abi_operand_global(operand)) {
                        abi_error(pass, instruction,
                                  "this use of a global variable's address "
                                  "is not supported");
                        ok = false;
                    }
                }
            }
    return ok;
}

/* ---- Writes through a pointer ---------------------------------------------- */

static bool pointer_is_written(struct abi_pass *pass, LLVMValueRef pointer);

static bool name_starts_with(LLVMValueRef function, const char *prefix)
{
    size_t length;
    const char *name = LLVMGetValueName2(function, &length);
    return length >= strlen(prefix) &&
           strncmp(name, prefix, strlen(prefix)) == 0;
}

/* Whether an LLVM intrinsic writes through its pointer argument `index`. */
static bool intrinsic_writes(LLVMValueRef callee, unsigned index)
{
    if (name_starts_with(callee, "llvm.lifetime.") ||
        name_starts_with(callee, "llvm.assume"))
        return false;
    if (name_starts_with(callee, "llvm.memcpy") ||
        name_starts_with(callee, "llvm.memmove"))
        return index == 0;
    return true;
}

/* Whether `user`, through its operand `index` (a pointer), may write the
 * memory it points to. */
static bool use_writes(struct abi_pass *pass, LLVMValueRef user,
                       unsigned index)
{
    switch (LLVMGetInstructionOpcode(user)) {
    case LLVMLoad:
        return false;
    case LLVMGetElementPtr:
        return index == 0 ? pointer_is_written(pass, user) : false;
    case LLVMCall: {
        unsigned argument_count = LLVMGetNumArgOperands(user);
        if (index >= argument_count)
            return false; /* the callee itself */
        LLVMValueRef callee = LLVMGetCalledValue(user);
        struct abi_function *target = abi_find_function(pass, callee);
        if (target)
            return index < target->parameter_count &&
                   target->reference_written[index];
        return !LLVMIsAFunction(callee) || intrinsic_writes(callee, index);
    }
    default:
        return true; /* stores, and anything that lets the pointer escape */
    }
}

static bool pointer_is_written(struct abi_pass *pass, LLVMValueRef pointer)
{
    for (LLVMUseRef use = LLVMGetFirstUse(pointer); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (!LLVMIsAInstruction(user))
            return true;
        int count = LLVMGetNumOperands(user);
        for (int i = 0; i < count; i++)
            if (LLVMGetOperand(user, (unsigned)i) == pointer &&
                use_writes(pass, user, (unsigned)i))
                return true;
    }
    return false;
}

/* ---- By-reference parameter types ------------------------------------------- */

static bool is_pointer(LLVMValueRef value)
{
    return LLVMGetTypeKind(LLVMTypeOf(value)) == LLVMPointerTypeKind;
}

/* The type of the whole object `pointer` designates, when it is one: an
 * alloca, a global, or a by-reference parameter already typed. */
static LLVMTypeRef object_type(struct abi_pass *pass, LLVMValueRef pointer)
{
    if (LLVMIsAAllocaInst(pointer))
        return LLVMGetAllocatedType(pointer);
    if (LLVMIsAGlobalVariable(pointer))
        return LLVMGlobalGetValueType(pointer);
    if (LLVMIsAArgument(pointer)) {
        struct abi_function *owner =
            abi_find_function(pass, LLVMGetParamParent(pointer));
        if (!owner)
            return NULL;
        for (unsigned i = 0; i < owner->parameter_count; i++)
            if (LLVMGetParam(owner->function, i) == pointer)
                return owner->reference_types[i];
    }
    return NULL;
}

/* What the callers pass: the object type all of them agree on. */
static LLVMTypeRef type_from_callers(struct abi_pass *pass,
                                     struct abi_function *function,
                                     unsigned index)
{
    LLVMTypeRef agreed = NULL;
    for (LLVMUseRef use = LLVMGetFirstUse(function->function); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef call = LLVMGetUser(use);
        if (!LLVMIsACallInst(call) ||
            LLVMGetCalledValue(call) != function->function)
            continue;
        LLVMTypeRef type =
            object_type(pass, LLVMGetOperand(call, index));
        if (!type)
            return NULL;
        if (agreed && agreed != type)
            return NULL;
        agreed = type;
    }
    return agreed;
}

/* What the function itself does with the pointer: GEPs name the object's
 * type; whole loads and stores name it when nothing else does. */
static LLVMTypeRef type_from_uses(struct abi_pass *pass, LLVMValueRef pointer)
{
    LLVMTypeRef accessed = NULL;
    for (LLVMUseRef use = LLVMGetFirstUse(pointer); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        switch (LLVMGetInstructionOpcode(user)) {
        case LLVMGetElementPtr:
            if (LLVMGetOperand(user, 0) == pointer)
                return LLVMGetGEPSourceElementType(user);
            break;
        case LLVMLoad:
            accessed = LLVMTypeOf(user);
            break;
        case LLVMStore:
            if (LLVMGetOperand(user, 1) == pointer)
                accessed = LLVMTypeOf(LLVMGetOperand(user, 0));
            break;
        case LLVMCall: {
            struct abi_function *callee =
                abi_find_function(pass, LLVMGetCalledValue(user));
            unsigned count = LLVMGetNumArgOperands(user);
            for (unsigned i = 0; callee && i < count; i++)
                if (LLVMGetOperand(user, i) == pointer &&
                    i < callee->parameter_count &&
                    callee->reference_types[i])
                    accessed = callee->reference_types[i];
            break;
        }
        default:
            break;
        }
    }
    return accessed;
}

static bool infer_reference_types(struct abi_pass *pass)
{
    /* Types flow along call chains; each round settles one more level. */
    for (size_t round = 0; round <= pass->function_count; round++) {
        bool changed = false;
        for (size_t f = 0; f < pass->function_count; f++) {
            struct abi_function *function = &pass->functions[f];
            for (unsigned i = 0; i < function->parameter_count; i++) {
                LLVMValueRef parameter = LLVMGetParam(function->function, i);
                if (!is_pointer(parameter) || function->reference_types[i])
                    continue;
                LLVMTypeRef type = type_from_callers(pass, function, i);
                if (!type)
                    type = type_from_uses(pass, parameter);
                if (type) {
                    function->reference_types[i] = type;
                    changed = true;
                }
            }
        }
        if (!changed)
            break;
    }
    bool ok = true;
    LLVMTypeRef nothing = LLVMStructTypeInContext(pass->context, NULL, 0, 0);
    for (size_t f = 0; f < pass->function_count; f++) {
        struct abi_function *function = &pass->functions[f];
        for (unsigned i = 0; i < function->parameter_count; i++) {
            LLVMValueRef parameter = LLVMGetParam(function->function, i);
            if (!is_pointer(parameter) || function->reference_types[i])
                continue;
            if (function->is_kernel) {
                abi_error(pass, function->function,
                          "kernel '%s' takes a pointer argument; kernels "
                          "take arguments by value",
                          abi_value_name(function->function));
                ok = false;
            } else if (LLVMGetFirstUse(parameter)) {
                abi_error(pass, function->function,
                          "cannot tell what by-reference argument %u of "
                          "'%s' refers to",
                          i + 1, abi_value_name(function->function));
                ok = false;
            } else {
                function->reference_types[i] = nothing; /* unused */
            }
        }
    }
    for (size_t f = 0; f < pass->function_count; f++) {
        struct abi_function *function = &pass->functions[f];
        for (unsigned i = 0; i < function->parameter_count; i++) {
            LLVMTypeRef type = function->reference_types[i];
            if (type && !abi_type_is_passable(type)) {
                abi_error(pass, function->function,
                          "by-reference argument %u of '%s' refers to an "
                          "object cmc cannot pass in registers",
                          i + 1, abi_value_name(function->function));
                ok = false;
            }
        }
    }
    return ok;
}

/* ---- Globals reached and written -------------------------------------------- */

static size_t global_index(struct abi_pass *pass, LLVMValueRef variable)
{
    for (size_t g = 0; g < pass->global_count; g++)
        if (pass->globals[g].variable == variable)
            return g;
    return pass->global_count;
}

/* One sweep over a function's instructions; true if anything grew. */
static bool sweep_function(struct abi_pass *pass,
                           struct abi_function *function)
{
    bool changed = false;
    for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function->function);
         block; block = LLVMGetNextBasicBlock(block))
        for (LLVMValueRef instruction = LLVMGetFirstInstruction(block);
             instruction; instruction = LLVMGetNextInstruction(instruction)) {
            int count = LLVMGetNumOperands(instruction);
            for (int i = 0; i < count; i++) {
                LLVMValueRef operand = abi_operand_global(
                    LLVMGetOperand(instruction, (unsigned)i));
                size_t g = operand ? global_index(pass, operand)
                                   : pass->global_count;
                if (g == pass->global_count)
                    continue;
                function->uses_directly[g] = true;
                if (!function->reaches[g])
                    changed = true;
                function->reaches[g] = true;
                if (!function->writes[g] &&
                    use_writes(pass, instruction, (unsigned)i)) {
                    function->writes[g] = true;
                    changed = true;
                }
            }
            if (!LLVMIsACallInst(instruction))
                continue;
            struct abi_function *callee =
                abi_find_function(pass, LLVMGetCalledValue(instruction));
            for (size_t g = 0; callee && g < pass->global_count; g++) {
                if (callee->reaches[g] && !function->reaches[g])
                    function->reaches[g] = changed = true;
                if (callee->writes[g] && !function->writes[g])
                    function->writes[g] = changed = true;
            }
        }
    for (unsigned i = 0; i < function->parameter_count; i++) {
        if (!function->reference_types[i] || function->reference_written[i])
            continue;
        if (pointer_is_written(pass, LLVMGetParam(function->function, i)))
            function->reference_written[i] = changed = true;
    }
    return changed;
}

bool abi_analyse(struct abi_pass *pass)
{
    if (!infer_reference_types(pass))
        return false;
    bool changed = true;
    while (changed) {
        changed = false;
        for (size_t f = 0; f < pass->function_count; f++)
            changed = sweep_function(pass, &pass->functions[f]) || changed;
    }
    /* A global nobody writes (const or not) keeps its initial value in
     * every thread: it is copied where used, never passed. */
    for (size_t g = 0; g < pass->global_count; g++) {
        struct abi_global *global = &pass->globals[g];
        bool written = false;
        for (size_t f = 0; f < pass->function_count; f++)
            written = written || pass->functions[f].writes[g];
        global->is_constant = !written;
    }
    return true;
}
