/* private_memory.c - pointers to local variables, resolved at compile time.
 *
 * Takes the module after CMABI, in which `&x` of a local variable is
 * `ptrtoint` of its storage (an alloca, or a field's GEP into one) and
 * every access through a pointer is bracketed by the frontend's markers
 * (frontend/pointers.c):
 *
 *   %a = call i64 @cmc.pointer.address(i64 %address)
 *   ... an SVM message addressed by %a ...
 *   %r = call T @cmc.pointer.loaded.T(i64 %a, T %svm_result)
 *   call void @cmc.pointer.stored.T(i64 %a, T %value)
 *
 * Guarantees, before LLVM's pipeline runs: no marker is left; an access
 * whose address is a local variable's (plus offsets, through phis and
 * selects) is a load or store of that variable and its SVM message is
 * gone, every other access keeps its SVM message unchanged.  To see where
 * an address goes, the functions it is passed to are inlined first
 * (alwaysinline, even at -O0).  An address that cmc cannot follow (stored
 * to memory, passed to a CM_NOINLINE function, on one path a variable's
 * and on another memory's) is one located error at the user's line.
 * After the pipeline, optimiser_check_local_memory reports a variable
 * that is still in memory (accessed at a byte offset SROA could not
 * resolve): cmc has no private memory, so it must live in registers.
 *
 * Intel's compiler does the same in its VC backend: allocas that SROA
 * leaves are promoted to vectors by GenXPromoteArray (variable indices
 * become region accesses, as here), and only what remains goes to the
 * stack in scratch memory (GenXPrologEpilogInsertion), which cmc does not
 * have.  A module without `&x` of a local is left exactly as it was,
 * apart from its markers. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#include "genxir/genxir.h"
#include "optimiser/internal.h"

/* ---- Small helpers ----------------------------------------------------------- */

struct value_list {
    LLVMValueRef *items;
    size_t count, capacity;
};

static bool list_contains(const struct value_list *list, LLVMValueRef value)
{
    for (size_t i = 0; i < list->count; i++)
        if (list->items[i] == value)
            return true;
    return false;
}

/* Appends `value` unless it is there already. */
static void list_add(struct value_list *list, LLVMValueRef value)
{
    if (list_contains(list, value))
        return;
    void *items = list->items;
    grow_array(&items, &list->capacity, list->count + 1, sizeof(LLVMValueRef));
    list->items = items;
    list->items[list->count++] = value;
}

static bool is_address_marker(LLVMValueRef instruction)
{
    return genx_calls_function_prefixed(instruction, "cmc.pointer.address");
}

/* The local object `pointer` is the storage of: an alloca, reached
 * through field GEPs; NULL for anything else. */
static LLVMValueRef local_object(LLVMValueRef pointer)
{
    while (pointer && LLVMIsAGetElementPtrInst(pointer))
        pointer = LLVMGetOperand(pointer, 0);
    return pointer && LLVMIsAAllocaInst(pointer) ? pointer : NULL;
}

/* `&x`: ptrtoint of a local variable's storage. */
static bool is_local_address(LLVMValueRef value)
{
    return value && LLVMIsAPtrToIntInst(value) &&
           local_object(LLVMGetOperand(value, 0));
}

static LLVMValueRef function_of(LLVMValueRef instruction)
{
    return LLVMGetBasicBlockParent(LLVMGetInstructionParent(instruction));
}

/* An error at `instruction`'s source position (the user's line). */
static void report(struct diagnostics *diags, LLVMValueRef instruction,
                   const char *message)
{
    unsigned line = LLVMGetDebugLocLine(instruction);
    unsigned length = 0;
    const char *file = line ? LLVMGetDebugLocFilename(instruction, &length)
                            : NULL;
    if (file) {
        char path[1024];
        snprintf(path, sizeof path, "%.*s", (int)length, file);
        error_at(diags, path, line, LLVMGetDebugLocColumn(instruction), "%s",
                 message);
        return;
    }
    size_t name_length = 0;
    const char *name =
        LLVMGetValueName2(function_of(instruction), &name_length);
    error_plain(diags, "%s (in function '%.*s')", message, (int)name_length,
                name);
}

/* ---- Where local addresses go: inline every function they reach ---------- */

static bool has_function_attribute(LLVMValueRef function, const char *name)
{
    unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
    return LLVMGetEnumAttributeAtIndex(function, LLVMAttributeFunctionIndex,
                                       kind) != NULL;
}

static void make_always_inline(LLVMValueRef function)
{
    if (has_function_attribute(function, "noinline") ||
        has_function_attribute(function, "alwaysinline"))
        return;
    const char *name = "alwaysinline";
    unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
    LLVMAddAttributeAtIndex(
        function, LLVMAttributeFunctionIndex,
        LLVMCreateEnumAttribute(LLVMGetModuleContext(LLVMGetGlobalParent(
                                    function)),
                                kind, 0));
}

/* The loads of the variable `object` (or of its fields). */
static void add_loads_of(struct value_list *work, LLVMValueRef pointer)
{
    for (LLVMUseRef use = LLVMGetFirstUse(pointer); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (LLVMIsALoadInst(user))
            list_add(work, user);
        else if (LLVMIsAGetElementPtrInst(user))
            add_loads_of(work, user);
    }
}

/* Where the value `value`, which may hold a local address, goes next. */
static void follow_uses(struct value_list *work, LLVMValueRef value)
{
    for (LLVMUseRef use = LLVMGetFirstUse(value); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (LLVMIsACallInst(user)) {
            LLVMValueRef callee = LLVMGetCalledValue(user);
            if (!callee || !LLVMIsAFunction(callee) ||
                LLVMIsDeclaration(callee))
                continue;
            unsigned count = LLVMGetNumArgOperands(user);
            for (unsigned i = 0; i < count; i++)
                if (LLVMGetOperand(user, i) == value) {
                    make_always_inline(callee);
                    list_add(work, LLVMGetParam(callee, i));
                }
        } else if (LLVMIsAStoreInst(user)) {
            LLVMValueRef object = local_object(LLVMGetOperand(user, 1));
            if (LLVMGetOperand(user, 0) == value && object)
                add_loads_of(work, object);
        } else if (LLVMIsAReturnInst(user)) {
            for (LLVMUseRef call = LLVMGetFirstUse(function_of(user)); call;
                 call = LLVMGetNextUse(call))
                if (LLVMIsACallInst(LLVMGetUser(call)))
                    list_add(work, LLVMGetUser(call));
        } else if (LLVMGetTypeKind(LLVMTypeOf(user)) != LLVMVoidTypeKind) {
            list_add(work, user);
        }
    }
}

/* Every `&x` in the module; false when there is none. */
static bool find_local_addresses(LLVMModuleRef module,
                                 struct value_list *roots)
{
    for (LLVMValueRef function = LLVMGetFirstFunction(module); function;
         function = LLVMGetNextFunction(function))
        for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function);
             block; block = LLVMGetNextBasicBlock(block))
            for (LLVMValueRef instruction = LLVMGetFirstInstruction(block);
                 instruction;
                 instruction = LLVMGetNextInstruction(instruction))
                if (is_local_address(instruction))
                    list_add(roots, instruction);
    return roots->count > 0;
}

static void inline_where_addresses_go(const struct value_list *roots)
{
    struct value_list work = {0};
    for (size_t i = 0; i < roots->count; i++)
        list_add(&work, roots->items[i]);
    for (size_t i = 0; i < work.count; i++)
        follow_uses(&work, work.items[i]);
    free(work.items);
}

/* ---- Which variable an address designates ---------------------------------- */

enum origin_kind {
    ORIGIN_NONE,    /* not a local address: memory, or a plain integer */
    ORIGIN_LOCAL,   /* object's address plus an offset */
    ORIGIN_MIXED,   /* a local's on one path, something else on another */
    ORIGIN_PENDING, /* being worked out (a phi cycle) */
};

struct origin {
    enum origin_kind kind;
    LLVMValueRef object; /* the storage pointer (ptrtoint's operand) */
};

struct analysed {
    LLVMValueRef value;
    struct origin origin;
    LLVMValueRef offset; /* its byte offset from object, once built */
};

struct resolver {
    LLVMContextRef context;
    LLVMBuilderRef builder;
    struct analysed *entries;
    size_t count, capacity;
    bool inconsistent; /* an offset met a path that is not the local's */
};

static struct analysed *lookup(struct resolver *resolver, LLVMValueRef value)
{
    for (size_t i = 0; i < resolver->count; i++)
        if (resolver->entries[i].value == value)
            return &resolver->entries[i];
    return NULL;
}

static struct analysed *remember(struct resolver *resolver, LLVMValueRef value,
                                 struct origin origin)
{
    struct analysed *entry = lookup(resolver, value);
    if (!entry) {
        void *items = resolver->entries;
        grow_array(&items, &resolver->capacity, resolver->count + 1,
                   sizeof(struct analysed));
        resolver->entries = items;
        entry = &resolver->entries[resolver->count++];
        entry->value = value;
        entry->offset = NULL;
    }
    entry->origin = origin;
    return entry;
}

/* Paths that meet (phi, select): a cycle still being worked out says
 * nothing; a local's address meeting anything else is mixed. */
static void forget(struct resolver *resolver, LLVMValueRef value)
{
    struct analysed *entry = lookup(resolver, value);
    if (entry)
        *entry = resolver->entries[--resolver->count];
}

static struct origin merge(struct origin a, struct origin b)
{
    if (a.kind == ORIGIN_PENDING)
        return b;
    if (b.kind == ORIGIN_PENDING)
        return a;
    if (a.kind == ORIGIN_MIXED || b.kind == ORIGIN_MIXED)
        return (struct origin){ORIGIN_MIXED, NULL};
    if (a.kind == ORIGIN_NONE && b.kind == ORIGIN_NONE)
        return a;
    if (a.kind == ORIGIN_LOCAL && b.kind == ORIGIN_LOCAL &&
        a.object == b.object)
        return a;
    return (struct origin){ORIGIN_MIXED, NULL};
}

static struct origin origin_of(struct resolver *resolver, LLVMValueRef value);

static struct origin work_out_origin(struct resolver *resolver,
                                     LLVMValueRef value)
{
    struct origin none = {ORIGIN_NONE, NULL};
    struct origin mixed = {ORIGIN_MIXED, NULL};
    switch (LLVMGetInstructionOpcode(value)) {
    case LLVMAdd: {
        struct origin a = origin_of(resolver, LLVMGetOperand(value, 0));
        struct origin b = origin_of(resolver, LLVMGetOperand(value, 1));
        if (a.kind == ORIGIN_NONE)
            return b;
        if (b.kind == ORIGIN_NONE)
            return a;
        return a.kind == ORIGIN_PENDING ? b : b.kind == ORIGIN_PENDING ? a
                                                                       : mixed;
    }
    case LLVMSub: {
        struct origin a = origin_of(resolver, LLVMGetOperand(value, 0));
        struct origin b = origin_of(resolver, LLVMGetOperand(value, 1));
        if (b.kind == ORIGIN_NONE)
            return a;
        if (a.kind == ORIGIN_PENDING || b.kind == ORIGIN_PENDING)
            return (struct origin){ORIGIN_PENDING, NULL};
        /* p - q of one variable: an integer (rewritten below). */
        if (a.kind == ORIGIN_LOCAL && b.kind == ORIGIN_LOCAL &&
            a.object == b.object)
            return none;
        return mixed;
    }
    case LLVMPHI: {
        struct origin result = {ORIGIN_PENDING, NULL};
        unsigned count = LLVMCountIncoming(value);
        for (unsigned i = 0; i < count; i++)
            result = merge(result,
                           origin_of(resolver, LLVMGetIncomingValue(value, i)));
        return result;
    }
    case LLVMSelect:
        return merge(origin_of(resolver, LLVMGetOperand(value, 1)),
                     origin_of(resolver, LLVMGetOperand(value, 2)));
    case LLVMCall:
    case LLVMLoad:
    case LLVMAlloca:
        return none;
    default: {
        /* Anything else made of a local address (a multiplication, a
         * conversion) no longer designates a place of it. */
        int count = LLVMGetNumOperands(value);
        struct origin result = none;
        for (int i = 0; i < count; i++) {
            struct origin operand =
                origin_of(resolver, LLVMGetOperand(value, (unsigned)i));
            if (operand.kind == ORIGIN_LOCAL || operand.kind == ORIGIN_MIXED)
                return mixed;
            if (operand.kind == ORIGIN_PENDING)
                result = operand;
        }
        return result;
    }
    }
}

static struct origin origin_of(struct resolver *resolver, LLVMValueRef value)
{
    struct analysed *known = lookup(resolver, value);
    if (known)
        return known->origin;
    if (!LLVMIsAInstruction(value) ||
        LLVMGetTypeKind(LLVMTypeOf(value)) != LLVMIntegerTypeKind)
        return (struct origin){ORIGIN_NONE, NULL};
    if (is_local_address(value))
        return remember(resolver, value,
                        (struct origin){ORIGIN_LOCAL, LLVMGetOperand(value, 0)})
            ->origin;
    remember(resolver, value, (struct origin){ORIGIN_PENDING, NULL});
    struct origin origin = work_out_origin(resolver, value);
    /* Still open (inside a cycle whose phi is being worked out): worked
     * out again when asked after the cycle is closed. */
    if (origin.kind == ORIGIN_PENDING) {
        forget(resolver, value);
        return origin;
    }
    return remember(resolver, value, origin)->origin;
}

/* What an address designates, asked from outside any cycle: a cycle with
 * no local address in it is not one. */
static struct origin final_origin(struct resolver *resolver, LLVMValueRef value)
{
    struct origin origin = origin_of(resolver, value);
    return origin.kind == ORIGIN_PENDING ? (struct origin){ORIGIN_NONE, NULL}
                                         : origin;
}

/* Places the builder after `value` (after the phis, for a phi). */
static void position_after(LLVMBuilderRef builder, LLVMValueRef value)
{
    LLVMValueRef next = LLVMGetNextInstruction(value);
    while (next && LLVMIsAPHINode(next))
        next = LLVMGetNextInstruction(next);
    LLVMPositionBuilderBefore(builder, next);
    LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(value));
}

/* The byte offset of the local address `value` from its object. */
static LLVMValueRef offset_of(struct resolver *resolver, LLVMValueRef value)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(resolver->context);
    struct analysed *entry = lookup(resolver, value);
    if (!entry) { /* left open inside a cycle: closed now */
        final_origin(resolver, value);
        entry = lookup(resolver, value);
    }
    if (!entry || entry->origin.kind != ORIGIN_LOCAL) {
        /* A path of a phi that turned out not to be the local's. */
        resolver->inconsistent = true;
        return LLVMConstInt(i64, 0, 0);
    }
    if (entry->offset)
        return entry->offset;
    LLVMValueRef offset = NULL;
    if (is_local_address(value)) {
        offset = LLVMConstInt(i64, 0, 0);
    } else if (LLVMIsAPHINode(value)) {
        LLVMPositionBuilderBefore(resolver->builder, value);
        LLVMSetCurrentDebugLocation2(resolver->builder,
                                     LLVMInstructionGetDebugLoc(value));
        offset = LLVMBuildPhi(resolver->builder, i64, "");
        entry->offset = offset; /* before the incoming: cycles */
        unsigned count = LLVMCountIncoming(value);
        for (unsigned i = 0; i < count; i++) {
            LLVMValueRef incoming =
                offset_of(resolver, LLVMGetIncomingValue(value, i));
            LLVMBasicBlockRef block = LLVMGetIncomingBlock(value, i);
            LLVMAddIncoming(offset, &incoming, &block, 1);
        }
        return offset;
    } else if (LLVMIsASelectInst(value)) {
        LLVMValueRef a = offset_of(resolver, LLVMGetOperand(value, 1));
        LLVMValueRef b = offset_of(resolver, LLVMGetOperand(value, 2));
        position_after(resolver->builder, value);
        offset = LLVMBuildSelect(resolver->builder, LLVMGetOperand(value, 0),
                                 a, b, "");
    } else { /* add or sub with one local operand (work_out_origin) */
        LLVMValueRef left = LLVMGetOperand(value, 0);
        LLVMValueRef right = LLVMGetOperand(value, 1);
        bool left_local = final_origin(resolver, left).kind == ORIGIN_LOCAL;
        LLVMValueRef base = offset_of(resolver, left_local ? left : right);
        LLVMValueRef other = left_local ? right : left;
        position_after(resolver->builder, value);
        offset = LLVMGetInstructionOpcode(value) == LLVMSub
                     ? LLVMBuildSub(resolver->builder, base, other, "")
                     : LLVMBuildAdd(resolver->builder, base, other, "");
    }
    entry = lookup(resolver, value);
    entry->offset = offset;
    return offset;
}

/* ---- Accesses of the variable ------------------------------------------------ */

static void region_suffix(char *buffer, size_t size, LLVMTypeRef type)
{
    size_t used = strlen(buffer);
    LLVMTypeRef scalar = type;
    char lanes[16] = "";
    if (LLVMGetTypeKind(type) == LLVMVectorTypeKind) {
        snprintf(lanes, sizeof lanes, "v%u", LLVMGetVectorSize(type));
        scalar = LLVMGetElementType(type);
    }
    switch (LLVMGetTypeKind(scalar)) {
    case LLVMHalfTypeKind:
        snprintf(buffer + used, size - used, ".%sf16", lanes);
        break;
    case LLVMFloatTypeKind:
        snprintf(buffer + used, size - used, ".%sf32", lanes);
        break;
    case LLVMDoubleTypeKind:
        snprintf(buffer + used, size - used, ".%sf64", lanes);
        break;
    default:
        snprintf(buffer + used, size - used, ".%si%u", lanes,
                 LLVMGetIntTypeWidth(scalar));
    }
}

static LLVMValueRef pure_declaration(LLVMModuleRef module, const char *name,
                                     LLVMTypeRef result,
                                     LLVMTypeRef *parameters, unsigned count)
{
    LLVMValueRef function = LLVMGetNamedFunction(module, name);
    if (function)
        return function;
    LLVMContextRef context = LLVMGetModuleContext(module);
    function = LLVMAddFunction(
        module, name, LLVMFunctionType(result, parameters, count, 0));
    const char *attributes[] = {"nounwind", "willreturn", "memory"};
    for (int i = 0; i < 3; i++) {
        unsigned kind = LLVMGetEnumAttributeKindForName(
            attributes[i], strlen(attributes[i]));
        LLVMAddAttributeAtIndex(function, LLVMAttributeFunctionIndex,
                                LLVMCreateEnumAttribute(context, kind, 0));
    }
    return function;
}

/* Whether `type` (T or <K x T>) is made of the elements of the vector
 * variable `object`, so that a variable offset is a region of it. */
static bool region_of_vector(LLVMValueRef object, LLVMTypeRef type)
{
    if (!LLVMIsAAllocaInst(object))
        return false;
    LLVMTypeRef whole = LLVMGetAllocatedType(object);
    if (LLVMGetTypeKind(whole) != LLVMVectorTypeKind)
        return false;
    LLVMTypeRef element = LLVMGetTypeKind(type) == LLVMVectorTypeKind
                              ? LLVMGetElementType(type)
                              : type;
    return element == LLVMGetElementType(whole);
}

static char region_letter(LLVMTypeRef type)
{
    LLVMTypeRef scalar = LLVMGetTypeKind(type) == LLVMVectorTypeKind
                             ? LLVMGetElementType(type)
                             : type;
    return LLVMGetTypeKind(scalar) == LLVMIntegerTypeKind ? 'i' : 'f';
}

static unsigned lanes_of(LLVMTypeRef type)
{
    return LLVMGetTypeKind(type) == LLVMVectorTypeKind
               ? LLVMGetVectorSize(type)
               : 1;
}

/* A read or write of `type` at the variable byte `offset` of the vector
 * variable `object`: the whole vector and a genx region of it, as the
 * frontend reads `a[i]` (a store: a wrregion written back). */
static LLVMValueRef access_region(struct resolver *resolver,
                                  LLVMValueRef object, LLVMValueRef offset,
                                  LLVMTypeRef type, LLVMValueRef stored)
{
    LLVMBuilderRef builder = resolver->builder;
    LLVMModuleRef module = LLVMGetGlobalParent(
        function_of(object));
    LLVMTypeRef whole_type = LLVMGetAllocatedType(object);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(resolver->context);
    LLVMTypeRef i16 = LLVMInt16TypeInContext(resolver->context);
    LLVMTypeRef i1 = LLVMInt1TypeInContext(resolver->context);
    LLVMValueRef whole = LLVMBuildLoad2(builder, whole_type, object, "");
    LLVMValueRef start = LLVMBuildTrunc(builder, offset, i16, "");
    LLVMValueRef width = LLVMConstInt(i32, lanes_of(type), 0);
    LLVMValueRef zero = LLVMConstInt(i32, 0, 0);
    LLVMValueRef one = LLVMConstInt(i32, 1, 0);
    char name[128];
    if (!stored) {
        snprintf(name, sizeof name, "llvm.genx.rdregion%c",
                 region_letter(type));
        region_suffix(name, sizeof name, type);
        region_suffix(name, sizeof name, whole_type);
        region_suffix(name, sizeof name, i16);
        LLVMTypeRef parameters[] = {whole_type, i32, i32, i32, i16, i32};
        LLVMValueRef function =
            pure_declaration(module, name, type, parameters, 6);
        LLVMValueRef arguments[] = {whole, zero, width, one, start,
                                    LLVMGetUndef(i32)};
        return LLVMBuildCall2(builder, LLVMGlobalGetValueType(function),
                              function, arguments, 6, "");
    }
    snprintf(name, sizeof name, "llvm.genx.wrregion%c", region_letter(type));
    region_suffix(name, sizeof name, whole_type);
    region_suffix(name, sizeof name, type);
    region_suffix(name, sizeof name, i16);
    region_suffix(name, sizeof name, i1);
    LLVMTypeRef parameters[] = {whole_type, type, i32, i32, i32, i16, i32, i1};
    LLVMValueRef function =
        pure_declaration(module, name, whole_type, parameters, 8);
    LLVMValueRef arguments[] = {whole, stored, zero, width, one, start,
                                LLVMGetUndef(i32), LLVMConstInt(i1, 1, 0)};
    LLVMValueRef written = LLVMBuildCall2(
        builder, LLVMGlobalGetValueType(function), function, arguments, 8, "");
    LLVMBuildStore(builder, written, object);
    return NULL;
}

/* A read (stored NULL) or write of `type` at `offset` bytes into the
 * variable whose storage is `object`, built before `marker`. */
static LLVMValueRef access_variable(struct resolver *resolver,
                                    LLVMValueRef marker, LLVMValueRef object,
                                    LLVMValueRef offset, LLVMTypeRef type,
                                    LLVMValueRef stored)
{
    LLVMBuilderRef builder = resolver->builder;
    LLVMPositionBuilderBefore(builder, marker);
    LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(marker));
    if (!LLVMIsConstant(offset) && region_of_vector(object, type))
        return access_region(resolver, object, offset, type, stored);
    LLVMValueRef pointer = LLVMBuildGEP2(
        builder, LLVMInt8TypeInContext(resolver->context), object, &offset, 1,
        "");
    if (!stored)
        return LLVMBuildLoad2(builder, type, pointer, "");
    LLVMBuildStore(builder, stored, pointer);
    return NULL;
}

/* The SVM message(s) of one access: everything `marker`'s result
 * reaches, but the loaded/stored markers. */
static void collect_message(LLVMValueRef value, struct value_list *message)
{
    for (LLVMUseRef use = LLVMGetFirstUse(value); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (list_contains(message, user))
            continue;
        list_add(message, user);
        collect_message(user, message);
    }
}

static void delete_all(struct value_list *instructions)
{
    for (size_t i = 0; i < instructions->count; i++) {
        LLVMValueRef instruction = instructions->items[i];
        if (LLVMGetTypeKind(LLVMTypeOf(instruction)) != LLVMVoidTypeKind)
            LLVMReplaceAllUsesWith(instruction,
                                   LLVMGetPoison(LLVMTypeOf(instruction)));
    }
    for (size_t i = 0; i < instructions->count; i++)
        LLVMInstructionEraseFromParent(instructions->items[i]);
    instructions->count = 0;
}

/* The loaded/stored markers of an address marker, then the rest. */
static void split_uses(LLVMValueRef marker, struct value_list *accesses)
{
    for (LLVMUseRef use = LLVMGetFirstUse(marker); use;
         use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (genx_calls_function_prefixed(user, "cmc.pointer.loaded.") ||
            genx_calls_function_prefixed(user, "cmc.pointer.stored."))
            list_add(accesses, user);
    }
}

/* A write in SIMD control flow: its message is predicated by the
 * execution mask, which a register write of a scalar variable is not. */
static LLVMValueRef masked_write(const struct value_list *message)
{
    for (size_t i = 0; i < message->count; i++)
        if (genx_calls_function_prefixed(message->items[i], "llvm.genx.svm.scatter") &&
            !LLVMIsConstant(LLVMGetOperand(message->items[i], 0)))
            return message->items[i];
    return NULL;
}

/* The access through a local address: of the variable, message deleted.
 * False after a located error (reported once per function). */
static bool resolve_local(struct resolver *resolver, LLVMValueRef marker,
                          struct origin origin, LLVMValueRef offset,
                          struct value_list *doomed,
                          struct diagnostics *diags,
                          struct value_list *reported)
{
    struct value_list accesses = {0};
    split_uses(marker, &accesses);
    for (size_t i = 0; i < accesses.count; i++) {
        LLVMValueRef access = accesses.items[i];
        if (genx_calls_function_prefixed(access, "cmc.pointer.loaded.")) {
            LLVMValueRef loaded =
                access_variable(resolver, access, origin.object, offset,
                                LLVMTypeOf(access), NULL);
            LLVMReplaceAllUsesWith(access, loaded);
        } else {
            access_variable(resolver, access, origin.object, offset,
                            LLVMTypeOf(LLVMGetOperand(access, 1)),
                            LLVMGetOperand(access, 1));
        }
        LLVMInstructionEraseFromParent(access);
    }
    free(accesses.items);
    struct value_list message = {0};
    collect_message(marker, &message);
    LLVMValueRef masked = masked_write(&message);
    bool ok = true;
    if (masked && !list_contains(reported, function_of(masked))) {
        list_add(reported, function_of(masked));
        report(diags, masked,
               "cmc cannot write a local variable through a pointer inside "
               "SIMD control flow (the write would not follow the execution "
               "mask); write the variable itself there");
    }
    ok = masked == NULL;
    for (size_t i = 0; i < message.count; i++)
        list_add(doomed, message.items[i]);
    free(message.items);
    list_add(doomed, marker);
    return ok;
}

/* An access through memory: the markers go, the message stays. */
static void resolve_memory(LLVMValueRef marker)
{
    struct value_list accesses = {0};
    split_uses(marker, &accesses);
    for (size_t i = 0; i < accesses.count; i++) {
        LLVMValueRef access = accesses.items[i];
        if (genx_calls_function_prefixed(access, "cmc.pointer.loaded."))
            LLVMReplaceAllUsesWith(access, LLVMGetOperand(access, 1));
        LLVMInstructionEraseFromParent(access);
    }
    free(accesses.items);
    LLVMReplaceAllUsesWith(marker, LLVMGetOperand(marker, 0));
    LLVMInstructionEraseFromParent(marker);
}

static void collect_markers(LLVMModuleRef module, struct value_list *markers)
{
    for (LLVMValueRef function = LLVMGetFirstFunction(module); function;
         function = LLVMGetNextFunction(function))
        for (LLVMBasicBlockRef block = LLVMGetFirstBasicBlock(function);
             block; block = LLVMGetNextBasicBlock(block))
            for (LLVMValueRef instruction = LLVMGetFirstInstruction(block);
                 instruction;
                 instruction = LLVMGetNextInstruction(instruction))
                if (is_address_marker(instruction))
                    list_add(markers, instruction);
}

/* `p == 0`, `p != nullptr`, `if (p)` of a local's address. */
static bool is_null_test(LLVMValueRef compare, struct origin a,
                         struct origin b)
{
    LLVMIntPredicate predicate = LLVMGetICmpPredicate(compare);
    if (predicate != LLVMIntEQ && predicate != LLVMIntNE)
        return false;
    LLVMValueRef left = LLVMGetOperand(compare, 0);
    LLVMValueRef right = LLVMGetOperand(compare, 1);
    return (a.kind == ORIGIN_LOCAL && LLVMIsNull(right)) ||
           (b.kind == ORIGIN_LOCAL && LLVMIsNull(left));
}

/* `p - q` and `p < q` of two addresses of one variable: of their offsets
 * (the addresses themselves go, so the variable can live in registers). */
static void rewrite_comparisons(struct resolver *resolver,
                                const struct value_list *functions)
{
    for (size_t f = 0; f < functions->count; f++)
        for (LLVMBasicBlockRef block =
                 LLVMGetFirstBasicBlock(functions->items[f]);
             block; block = LLVMGetNextBasicBlock(block))
            for (LLVMValueRef instruction = LLVMGetFirstInstruction(block);
                 instruction;
                 instruction = LLVMGetNextInstruction(instruction)) {
                LLVMOpcode opcode = LLVMGetInstructionOpcode(instruction);
                if (opcode != LLVMSub && opcode != LLVMICmp)
                    continue;
                LLVMValueRef a = LLVMGetOperand(instruction, 0);
                LLVMValueRef b = LLVMGetOperand(instruction, 1);
                struct origin oa = final_origin(resolver, a);
                struct origin ob = final_origin(resolver, b);
                if (opcode == LLVMICmp && is_null_test(instruction, oa, ob)) {
                    /* A variable's address is never null. */
                    LLVMIntPredicate predicate =
                        LLVMGetICmpPredicate(instruction);
                    LLVMValueRef known = LLVMConstInt(
                        LLVMInt1TypeInContext(resolver->context),
                        predicate == LLVMIntNE, 0);
                    LLVMReplaceAllUsesWith(instruction, known);
                    continue;
                }
                if (oa.kind != ORIGIN_LOCAL || ob.kind != ORIGIN_LOCAL ||
                    oa.object != ob.object)
                    continue;
                resolver->inconsistent = false;
                LLVMValueRef offset_a = offset_of(resolver, a);
                LLVMValueRef offset_b = offset_of(resolver, b);
                if (resolver->inconsistent)
                    continue; /* the address stays: an error below */
                LLVMSetOperand(instruction, 0, offset_a);
                LLVMSetOperand(instruction, 1, offset_b);
            }
}

static void functions_with_addresses(const struct value_list *roots,
                                     struct value_list *functions)
{
    for (size_t i = 0; i < roots->count; i++)
        list_add(functions, function_of(roots->items[i]));
}

/* After resolution every `&x` should be unused (adce removes it, and dead phi cycles); one
 * still used escapes where cmc cannot follow it. */
static bool check_addresses_resolved(LLVMModuleRef module,
                                     struct diagnostics *diags,
                                     struct value_list *reported)
{
    struct value_list roots = {0};
    find_local_addresses(module, &roots);
    for (size_t i = 0; i < roots.count; i++) {
        LLVMValueRef root = roots.items[i];
        if (list_contains(reported, function_of(root)))
            continue;
        list_add(reported, function_of(root));
        report(diags, root,
               "cmc cannot follow where the address of this local variable "
               "goes (it is stored to memory, converted to an integer, "
               "passed to a CM_NOINLINE function or to a memory function "
               "such as cm_ptr_block_read); local variables live in "
               "registers, and cmc has no private memory for them");
    }
    bool ok = roots.count == 0;
    free(roots.items);
    return ok;
}

/* The markers' declarations, once no call is left. */
static void delete_marker_declarations(LLVMModuleRef module)
{
    LLVMValueRef function = LLVMGetFirstFunction(module);
    while (function) {
        LLVMValueRef next = LLVMGetNextFunction(function);
        size_t length = 0;
        const char *name = LLVMGetValueName2(function, &length);
        if (LLVMIsDeclaration(function) && !LLVMGetFirstUse(function) &&
            length > 12 && strncmp(name, "cmc.pointer.", 12) == 0)
            LLVMDeleteFunction(function);
        function = next;
    }
}

bool optimiser_resolve_local_addresses(LLVMModuleRef module,
                                       struct diagnostics *diags,
                                       bool *found)
{
    struct value_list roots = {0}, markers = {0};
    *found = find_local_addresses(module, &roots);
    if (*found) {
        inline_where_addresses_go(&roots);
        if (!optimiser_run_passes(module, "always-inline,sroa,mem2reg",
                                  diags)) {
            free(roots.items);
            return false;
        }
    }
    free(roots.items);
    collect_markers(module, &markers);
    struct resolver resolver = {
        .context = LLVMGetModuleContext(module),
        .builder = LLVMCreateBuilderInContext(LLVMGetModuleContext(module)),
    };
    /* Functions with an error: one error each. */
    struct value_list doomed = {0}, reported = {0};
    bool ok = true;
    for (size_t i = 0; *found && i < markers.count; i++) {
        LLVMValueRef marker = markers.items[i];
        LLVMValueRef address = LLVMGetOperand(marker, 0);
        struct origin origin = final_origin(&resolver, address);
        LLVMValueRef offset = NULL;
        if (origin.kind == ORIGIN_LOCAL) {
            resolver.inconsistent = false;
            offset = offset_of(&resolver, address);
            if (resolver.inconsistent)
                origin.kind = ORIGIN_MIXED;
        }
        if (origin.kind == ORIGIN_LOCAL) {
            ok = resolve_local(&resolver, marker, origin, offset, &doomed,
                               diags, &reported) &&
                 ok;
        } else if (origin.kind == ORIGIN_MIXED) {
            ok = false;
            if (list_contains(&reported, function_of(marker)))
                continue;
            list_add(&reported, function_of(marker));
            report(diags, marker,
                   "this pointer addresses a local variable on one path and "
                   "something else on another; cmc must know at compile "
                   "time which local variable a pointer designates");
        }
    }
    /* The memory accesses after the local ones: a message to delete may
     * use another marker's result only if that marker was local too. */
    for (size_t i = 0; i < markers.count; i++)
        if (!list_contains(&doomed, markers.items[i]))
            resolve_memory(markers.items[i]);
    if (*found) {
        struct value_list functions = {0};
        struct value_list again = {0};
        find_local_addresses(module, &again);
        functions_with_addresses(&again, &functions);
        rewrite_comparisons(&resolver, &functions);
        free(again.items);
        free(functions.items);
    }
    delete_all(&doomed);
    delete_marker_declarations(module);
    LLVMDisposeBuilder(resolver.builder);
    free(resolver.entries);
    free(markers.items);
    free(doomed.items);
    if (*found)
        ok = optimiser_run_passes(module, "adce", diags) &&
             check_addresses_resolved(module, diags, &reported) && ok;
    free(reported.items);
    return ok;
}

static bool is_variable_gep(LLVMValueRef instruction)
{
    if (!LLVMIsAGetElementPtrInst(instruction))
        return false;
    int count = LLVMGetNumOperands(instruction);
    for (int i = 1; i < count; i++)
        if (!LLVMIsConstant(LLVMGetOperand(instruction, (unsigned)i)))
            return true;
    return false;
}

/* A local variable LLVM's pipeline left in memory: a variable accessed at
 * an offset that cmc could not turn into a register access. */
bool optimiser_check_local_memory(LLVMModuleRef module,
                                  struct diagnostics *diags)
{
    bool ok = true;
    for (LLVMValueRef function = LLVMGetFirstFunction(module); function;
         function = LLVMGetNextFunction(function)) {
        LLVMBasicBlockRef entry = LLVMGetFirstBasicBlock(function);
        if (!entry)
            continue;
        for (LLVMValueRef instruction = LLVMGetFirstInstruction(entry);
             instruction; instruction = LLVMGetNextInstruction(instruction)) {
            if (!LLVMIsAAllocaInst(instruction))
                continue;
            /* The access at a variable offset (its GEP) with a
             * position, else any use with one: the user's line. */
            LLVMValueRef where = instruction;
            struct value_list users = {0};
            collect_message(instruction, &users);
            for (int pass = 0; pass < 2 && where == instruction; pass++)
                for (size_t i = 0; i < users.count; i++)
                    if (LLVMGetDebugLocLine(users.items[i]) &&
                        (pass == 1 || is_variable_gep(users.items[i]))) {
                        where = users.items[i];
                        break;
                    }
            free(users.items);
            size_t length = 0;
            const char *name = LLVMGetValueName2(instruction, &length);
            size_t shown = 0;
            while (shown < length && name[shown] != '.')
                shown++;
            char message[512];
            snprintf(message, sizeof message,
                     "cmc cannot keep '%.*s' in registers: it is accessed "
                     "through a pointer at an offset cmc cannot work out at "
                     "compile time (or as another type than its own), and "
                     "cmc has no private memory",
                     (int)shown, name);
            report(diags, where, message);
            ok = false;
            break;
        }
    }
    return ok;
}
