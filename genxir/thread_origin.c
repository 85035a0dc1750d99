/* thread_origin.c - CM's thread origin read from the group id, for the
 * dispatches that have no media walker.
 *
 * Takes a module; replaces every call of llvm.genx.thread.x/y (CM's
 * get_thread_origin_x/y) by the low bits of llvm.genx.group.id.x/y, and
 * guarantees that no call of the first two is left.  Exists because vISA's
 * %thread_x/%thread_y are "only valid with the media mode" (the vISA
 * header's predefined variables): the finalizer takes them from r0.1's
 * media-walker fields.  Where the kernel runs under a GPGPU (compute)
 * walker instead, a CM thread space of W x H threads is W x H work groups
 * of one thread, and the origin is the group id.  That is every dispatch
 * of XeHP_SDV and later, which have no media walker (Intel's VC does the
 * same there: GenXLowering's lowerMediaWalkerAPIs, translateMediaWalker
 * from XE_HP_SDV on), and every dispatch of the OpenCL and Level Zero
 * runtimes, which SPIR-V is for. */
#include "genxir/genxir.h"

/* Each call of `from` becomes a call of `to`, truncated to its type. */
static void read_from_group_id(LLVMModuleRef module, const char *from,
                               const char *to)
{
    LLVMValueRef origin = LLVMGetNamedFunction(module, from);
    if (!origin)
        return;
    LLVMContextRef context = LLVMGetModuleContext(module);
    LLVMTypeRef id_type =
        LLVMFunctionType(LLVMInt32TypeInContext(context), NULL, 0, false);
    LLVMValueRef group_id = LLVMGetNamedFunction(module, to);
    if (!group_id)
        group_id = LLVMAddFunction(module, to, id_type);
    LLVMBuilderRef builder = LLVMCreateBuilderInContext(context);
    LLVMUseRef use;
    while ((use = LLVMGetFirstUse(origin)) != NULL) {
        LLVMValueRef call = LLVMGetUser(use);
        LLVMPositionBuilderBefore(builder, call);
        LLVMValueRef id =
            LLVMBuildCall2(builder, id_type, group_id, NULL, 0, "");
        LLVMTypeRef type = LLVMTypeOf(call);
        if (type != LLVMTypeOf(id))
            id = LLVMBuildTrunc(builder, id, type, "");
        LLVMReplaceAllUsesWith(call, id);
        LLVMInstructionEraseFromParent(call);
    }
    LLVMDisposeBuilder(builder);
    LLVMDeleteFunction(origin);
}

void genx_read_thread_origin_from_group_id(LLVMModuleRef module)
{
    read_from_group_id(module, "llvm.genx.thread.x", "llvm.genx.group.id.x");
    read_from_group_id(module, "llvm.genx.thread.y", "llvm.genx.group.id.y");
}
