/* builtins/slm_load.c - cm_slm_load(slm, surface, offset, size): a thread
 * group copies `size` bytes of a buffer into shared local memory.
 *
 * Takes a call of the table's cm_slm_load row (operands: the SLM buffer,
 * the surface, the byte offset in it, the size, each a dword); guarantees
 * the meaning Intel's headers give it (cm_internal.h's SurfaceIndex form):
 * the bytes are taken in 256-byte blocks, block k = 0, 1, ... size / 256
 * - 1 copied from surface bytes offset + 256k to SLM bytes slm + 256k by
 * the thread whose linear local id is k modulo the group's linear size;
 * then, on every platform after Gen9 (CM_GENX > 900), an SLM fence, and
 * on every platform a barrier, so that after the call each thread of the
 * group sees the whole copy.  A size that is not a multiple of 256 copies
 * its whole blocks only, as Intel's does.  Each block is two 128-byte
 * oword block reads of the surface (offset + 256k must be a multiple of
 * 16, the oword read's rule) and dword scattered writes into the SLM (a
 * dword-aligned SLM buffer, as Intel's four-channel SLM writes need),
 * the same messages as read() and cm_slm_write.  Every thread of the
 * group must call it (it ends with a barrier): not inside SIMD control
 * flow. */
#include <stdlib.h>

#include "frontend/builtins/builtins.h"

enum { SLM_LOAD_BLOCK = 256, SLM_LOAD_HALF = 128 };

static LLVMValueRef u32(struct frontend *frontend, unsigned long long value)
{
    return LLVMConstInt(LLVMInt32TypeInContext(frontend->context), value, 0);
}

/* <32 x i32> byte offsets 0, 4, ... 124 from `first`. */
static LLVMValueRef dword_offsets(struct frontend *frontend, int first)
{
    LLVMValueRef lanes[SLM_LOAD_HALF / 4];
    for (int i = 0; i < SLM_LOAD_HALF / 4; i++)
        lanes[i] = u32(frontend, (unsigned long long)(first + 4 * i));
    return LLVMConstVector(lanes, SLM_LOAD_HALF / 4);
}

/* One 256-byte block: surface bytes `from` -> SLM bytes `to`. */
static void copy_block(struct frontend *frontend, LLVMValueRef surface,
                       LLVMValueRef from, LLVMValueRef to)
{
    LLVMBuilderRef builder = frontend->builder;
    struct cm_type half = {.kind = TYPE_VECTOR, .element = ELEMENT_U32,
                           .rows = 1, .columns = SLM_LOAD_HALF / 4};
    LLVMTypeRef half_type = type_llvm_type(frontend->context, half);
    for (int part = 0; part < SLM_LOAD_BLOCK / SLM_LOAD_HALF; part++) {
        LLVMValueRef byte = LLVMBuildAdd(
            builder, from, u32(frontend, (unsigned)(part * SLM_LOAD_HALF)),
            "");
        LLVMValueRef arguments[] = {
            u32(frontend, 0), surface,
            LLVMBuildLShr(builder, byte, u32(frontend, 4), "")};
        LLVMValueRef data =
            build_genx_call(frontend, "oword.ld", half_type, true, arguments,
                            3, 0, INTRINSIC_READS);
        builtin_scatter(frontend, slm_surface_index(frontend), to,
                        dword_offsets(frontend, part * SLM_LOAD_HALF), data,
                        half);
    }
}

bool lower_slm_load_form(struct builtin_call *call, struct value *result)
{
    struct frontend *frontend = call->frontend;
    *result = rvalue(scalar_type(ELEMENT_I32), NULL);
    result->type.kind = TYPE_VOID;
    if (!simd_cf_allows_barrier(frontend, call->call, "cm_slm_load"))
        return false;
    LLVMValueRef slm = call->operands[0].llvm;
    LLVMValueRef surface = call->operands[1].llvm;
    LLVMValueRef offset = call->operands[2].llvm;
    LLVMValueRef size = call->operands[3].llvm;
    LLVMBuilderRef builder = frontend->builder;
    LLVMValueRef blocks = LLVMBuildUDiv(builder, size,
                                        u32(frontend, SLM_LOAD_BLOCK), "");
    LLVMValueRef threads = thread_linear_local_size(frontend);
    LLVMValueRef first = thread_linear_local_id(frontend);

    LLVMBasicBlockRef entry = LLVMGetInsertBlock(builder);
    LLVMBasicBlockRef test = LLVMAppendBasicBlockInContext(
        frontend->context, frontend->function, "slm.load.test");
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(
        frontend->context, frontend->function, "slm.load.block");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(
        frontend->context, frontend->function, "slm.load.done");
    LLVMBuildBr(builder, test);

    LLVMPositionBuilderAtEnd(builder, test);
    LLVMValueRef block =
        LLVMBuildPhi(builder, LLVMInt32TypeInContext(frontend->context), "");
    LLVMBuildCondBr(builder,
                    LLVMBuildICmp(builder, LLVMIntULT, block, blocks, ""),
                    body, done);

    LLVMPositionBuilderAtEnd(builder, body);
    LLVMValueRef bytes =
        LLVMBuildMul(builder, block, u32(frontend, SLM_LOAD_BLOCK), "");
    copy_block(frontend, surface, LLVMBuildAdd(builder, offset, bytes, ""),
               LLVMBuildAdd(builder, slm, bytes, ""));
    LLVMValueRef next = LLVMBuildAdd(builder, block, threads, "");
    LLVMBasicBlockRef body_end = LLVMGetInsertBlock(builder);
    LLVMBuildBr(builder, test);
    LLVMValueRef incoming[] = {first, next};
    LLVMBasicBlockRef from[] = {entry, body_end};
    LLVMAddIncoming(block, incoming, from, 2);

    LLVMPositionBuilderAtEnd(builder, done);
    const struct platform *platform = frontend->options->platform;
    if (!platform || platform->genx_number > 900) {
        /* cm_slm_fence(CM_GLOBAL_COHERENT_FENCE): the local bit too. */
        LLVMValueRef mask =
            LLVMConstInt(LLVMInt8TypeInContext(frontend->context), 0x21, 0);
        build_genx_call(frontend, "fence",
                        LLVMVoidTypeInContext(frontend->context), false,
                        &mask, 1, 0, INTRINSIC_WRITES);
    }
    build_genx_call(frontend, "barrier",
                    LLVMVoidTypeInContext(frontend->context), false, NULL, 0,
                    0, INTRINSIC_WRITES);
    return true;
}
