/* message_operands.c - a predicated message reads its channels' values.
 *
 * Takes a module after the optimiser's other rewrites; guarantees that no
 * select on a mask M is read only by messages predicated by M (scattered
 * and atomic reads and writes, as per-channel operands) and by phis that
 * carry it back to itself:
 *
 *   s = select(M, x, y); msg(M, ..., s, ...)  ->  msg(M, ..., x, ...)
 *
 * since a channel M disables reads nothing of the message's operands
 * (vc-intrinsics' predicate), and with no other reader the select, and
 * the loop phis only it reads, are removed.  The old-value operand of a
 * message that returns data is not such an operand: its disabled
 * channels are the result.  SIMD control flow writes `amount = n;
 * write_atomic(..., amount)` as select(EM, n, amount) read by an atomic
 * predicated by the same EM; the atomic now reads n, and `amount` needs
 * no variable, initial value or masked copy.  A select something else
 * reads stays as it is: the backend computes x straight into its
 * variable under the execution mask, which the message then reads. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "genxir/genxir.h"
#include "optimiser/internal.h"
#include "support/support.h"

/* The messages whose operand 0 predicates their channels, whose vector
 * operands of as many elements hold one element per channel. */
static bool is_predicated_message(LLVMValueRef call)
{
    static const char *const exact[] = {
        "llvm.genx.gather.scaled",  "llvm.genx.scatter.scaled",
        "llvm.genx.gather4.scaled", "llvm.genx.scatter4.scaled",
        "llvm.genx.svm.gather",     "llvm.genx.svm.scatter"};
    static const char *const families[] = {"llvm.genx.dword.atomic.",
                                           "llvm.genx.svm.atomic."};
    const char *name = genx_callee_name(call);
    if (!name)
        return false;
    for (size_t i = 0; i < sizeof exact / sizeof *exact; i++) {
        /* the base name, then its overload suffixes (.v8i32...) */
        size_t length = strlen(exact[i]);
        if (strncmp(name, exact[i], length) == 0 &&
            strncmp(name + length, ".v", 2) == 0)
            return true;
    }
    for (size_t i = 0; i < sizeof families / sizeof *families; i++)
        if (strncmp(name, families[i], strlen(families[i])) == 0)
            return true;
    return false;
}

/* Whether masks a and b are the same value: one instruction, or two
 * shufflevectors taking the same channels of one value (as -O0 leaves
 * them, one per use). */
static bool same_mask(LLVMValueRef a, LLVMValueRef b)
{
    if (a == b)
        return true;
    if (!LLVMIsAShuffleVectorInst(a) || !LLVMIsAShuffleVectorInst(b) ||
        LLVMGetOperand(a, 0) != LLVMGetOperand(b, 0) ||
        LLVMGetOperand(a, 1) != LLVMGetOperand(b, 1) ||
        LLVMGetNumMaskElements(a) != LLVMGetNumMaskElements(b))
        return false;
    unsigned n = LLVMGetNumMaskElements(a);
    for (unsigned i = 0; i < n; i++)
        if (LLVMGetMaskValue(a, i) != LLVMGetMaskValue(b, i))
            return false;
    return true;
}

static unsigned elements_of(LLVMValueRef v)
{
    LLVMTypeRef type = LLVMTypeOf(v);
    return LLVMGetTypeKind(type) == LLVMVectorTypeKind
               ? LLVMGetVectorSize(type)
               : 0;
}

/* Whether `user` reads `select` only as per-channel operands of a
 * message predicated by the select's own condition (not as its old
 * value: what its disabled channels return). */
static bool reads_active_channels_of(LLVMValueRef user, LLVMValueRef select)
{
    if (!LLVMIsACallInst(user) || !is_predicated_message(user))
        return false;
    LLVMValueRef mask = LLVMGetOperand(user, 0);
    unsigned n = (unsigned)LLVMGetNumArgOperands(user);
    unsigned last = LLVMGetTypeKind(LLVMTypeOf(user)) != LLVMVoidTypeKind
                        ? n - 1 /* the old value */
                        : n;
    for (unsigned k = 0; k < (unsigned)LLVMGetNumOperands(user); k++)
        if (LLVMGetOperand(user, k) == select &&
            (k == 0 || k >= last || elements_of(select) != elements_of(mask) ||
             !same_mask(LLVMGetOperand(select, 0), mask)))
            return false;
    return true;
}

static bool in_web(LLVMValueRef v, LLVMValueRef *web, size_t count)
{
    for (size_t i = 0; i < count; i++)
        if (web[i] == v)
            return true;
    return false;
}

/* The select and the phis its value reaches, in web[0..*count), when no
 * channel of any of them is read but the select's by messages under its
 * condition: every other user of each is one of them. */
static bool read_only_by_messages(LLVMValueRef select, LLVMValueRef **web,
                                  size_t *count)
{
    size_t capacity = 8;
    *web = xcalloc(capacity, sizeof **web);
    *count = 0;
    (*web)[(*count)++] = select;
    bool any_message = false;
    for (size_t next = 0; next < *count; next++) {
        for (LLVMUseRef use = LLVMGetFirstUse((*web)[next]); use;
             use = LLVMGetNextUse(use)) {
            LLVMValueRef user = LLVMGetUser(use);
            if (next == 0 && reads_active_channels_of(user, select)) {
                any_message = true;
                continue;
            }
            if (in_web(user, *web, *count))
                continue;
            if (!LLVMIsAPHINode(user))
                return false;
            grow_array((void **)web, &capacity, *count + 1, sizeof **web);
            (*web)[(*count)++] = user;
        }
    }
    return any_message;
}

/* A select of vector `select` on a mask whose every reader is a message
 * under that mask (or a phi carrying it back): the messages read the
 * selected value, and the select and its phis go.  True when it did. */
static bool rewrite(void *context, LLVMValueRef select)
{
    (void)context;
    if (!LLVMIsASelectInst(select) || elements_of(select) < 2 ||
        elements_of(LLVMGetOperand(select, 0)) != elements_of(select))
        return false;
    LLVMValueRef *web;
    size_t count;
    bool unread = read_only_by_messages(select, &web, &count);
    if (unread) {
        LLVMValueRef value = LLVMGetOperand(select, 1);
        LLVMUseRef use = LLVMGetFirstUse(select);
        while (use) {
            LLVMUseRef next = LLVMGetNextUse(use);
            LLVMValueRef user = LLVMGetUser(use);
            if (!in_web(user, web, count))
                for (unsigned k = 0; k < (unsigned)LLVMGetNumOperands(user);
                     k++)
                    if (LLVMGetOperand(user, k) == select)
                        LLVMSetOperand(user, k, value);
            use = next;
        }
        for (size_t i = 0; i < count; i++)
            LLVMReplaceAllUsesWith(web[i], LLVMGetUndef(LLVMTypeOf(web[i])));
        for (size_t i = 0; i < count; i++)
            LLVMInstructionEraseFromParent(web[i]);
    }
    free(web);
    return unread;
}

void optimiser_read_active_channels(LLVMModuleRef module)
{
    optimiser_sweep_until_stable(module, rewrite, NULL);
}
