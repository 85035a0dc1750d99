/* internal.h - what the files of the CMABI pass share: the pass context,
 * what it knows about each global and each function, and each file's
 * entry points.
 *
 * Internal to cmabi/; the rest of cmc sees only cmabi.h. */
#ifndef CMC_CMABI_INTERNAL_H
#define CMC_CMABI_INTERNAL_H

#include <stdbool.h>

#include <llvm-c/Core.h>

#include "cmabi/cmabi.h"

/* A global variable of the module. */
struct abi_global {
    LLVMValueRef variable;
    LLVMTypeRef type;        /* the value type */
    bool is_constant;        /* never written: copied where used, not passed */
};

/* A defined function of the module and what it reaches outside itself. */
struct abi_function {
    LLVMValueRef function;       /* the original */
    LLVMValueRef replacement;    /* its rewritten form; NULL if unchanged */
    bool is_kernel;

    /* Per global (indexed like abi_pass.globals). */
    bool *uses_directly;         /* an instruction of this function names it */
    bool *reaches;               /* it or a callee reads or writes it */
    bool *writes;                /* it or a callee writes it */
    LLVMValueRef *locals;        /* the alloca standing for it, or NULL */

    /* Per parameter: the referenced type of a by-reference (pointer)
     * parameter, NULL for a by-value one; whether it is written. */
    unsigned parameter_count;
    LLVMTypeRef *reference_types;
    bool *reference_written;

    /* Where copy-in code goes: before the first original instruction of
     * the entry block, after the allocas the pass adds. */
    LLVMValueRef insertion_point;
};

/* The pass over one module. */
struct abi_pass {
    LLVMModuleRef module;
    LLVMContextRef context;
    struct diagnostics *diags;
    LLVMBuilderRef builder;
    unsigned location_kind;      /* the "cmc.location" metadata kind */

    struct abi_global *globals;
    size_t global_count;
    struct abi_function *functions;
    size_t function_count;
};

/* ---- cmabi.c ------------------------------------------------------------ */

/* Report an error at the user's line recorded on `value` (an instruction or
 * a global) as cmc.location metadata, else without a position. */
void abi_error(struct abi_pass *pass, LLVMValueRef value, const char *format,
               ...) __attribute__((format(printf, 3, 4)));
struct abi_function *abi_find_function(struct abi_pass *pass,
                                       LLVMValueRef function);
/* A function that gets a new signature: a subroutine that reaches a
 * non-constant global or takes a by-reference argument. */
bool abi_needs_new_signature(struct abi_pass *pass,
                             const struct abi_function *function);
/* A short name for messages. */
const char *abi_value_name(LLVMValueRef value);

/* ---- analysis.c: which globals each function reaches and writes ------- */

/* Constant expressions may name a global only as the base of a GEP
 * (an address inside it); anything else is reported. */
bool abi_check_constant_expressions(struct abi_pass *pass);
/* The global `operand` names: itself, or the base of a constant GEP
 * (chain) on it; NULL otherwise. */
LLVMValueRef abi_operand_global(LLVMValueRef operand);
bool abi_analyse(struct abi_pass *pass);

/* ---- leaves.c: objects as lists of legal GenX values ------------------- */

/* An object crosses a call as its "leaves": scalars and vectors, in
 * field/element order (structs and arrays are taken apart). */
unsigned abi_leaf_count(LLVMTypeRef type);
/* Append the leaf types of `type` to `types` at *count. */
void abi_leaf_types(LLVMTypeRef type, LLVMTypeRef *types, unsigned *count);
/* Take `value` of `type` apart into leaves, appended at *count; members
 * an insertvalue chain or a constant shows are taken directly. */
void abi_split_leaves(LLVMBuilderRef builder, LLVMValueRef value,
                      LLVMTypeRef type, LLVMValueRef *leaves, unsigned *count);
/* Build a value of `type` from leaves starting at *index. */
LLVMValueRef abi_join_leaves(LLVMBuilderRef builder, LLVMTypeRef type,
                             LLVMValueRef *leaves, unsigned *index);
/* Replace the uses of `old` (of `type`) by the leaves from *index on:
 * extractvalues of leaf members take the leaf itself; other uses get the
 * value rebuilt (insertvalue).  The backend accepts aggregates only as
 * subroutine results, and at -O0 nothing else cleans them up. */
void abi_replace_aggregate(LLVMBuilderRef builder, LLVMValueRef old,
                           LLVMTypeRef type, LLVMValueRef *leaves,
                           unsigned *index);
/* Erase an insertvalue chain nothing uses any more. */
void abi_erase_if_dead(LLVMValueRef value);
/* False (with the offending type named) when an object of `type` cannot
 * be passed in registers. */
bool abi_type_is_passable(LLVMTypeRef type);

/* ---- localize.c: globals become locals of each function --------------- */

bool abi_localize_globals(struct abi_pass *pass);

/* ---- signature.c: subroutines take and give back what they reach ------ */

bool abi_rewrite_subroutines(struct abi_pass *pass);

/* ---- calls.c: call sites pass and store back; overlap diagnostic ------- */

bool abi_rewrite_calls(struct abi_pass *pass);

#endif
