/* bridge.h - the few things of MLIR that Debian's MLIR 19 C API lacks,
 * written in C++ (bridge.cpp) behind this C header; the rest of cmc's MLIR
 * support (import.c, export.c) is C.
 *
 *   cmc_mlir_context_create   an MLIR context with the LLVM dialect and its
 *                             translation to LLVM IR registered
 *   cmc_mlir_lower_genx_call_intrinsics
 *                             each `llvm.call_intrinsic "llvm.genx.X"`
 *                             (MLIR 19 translates only intrinsics LLVM
 *                             knows) becomes an `llvm.call` of a declared
 *                             `llvm.func @llvm.genx.X` of the same type
 *   cmc_mlir_import_llvm_ir   LLVM IR -> LLVM-dialect MLIR text: GenX
 *                             intrinsics kept as declared functions,
 *                             inline assembly as llvm.inline_asm (MLIR
 *                             19's import cannot take it), each
 *                             genx.kernels entry as cmc.* attributes;
 *                             returns malloc'd text, or NULL with a
 *                             malloc'd message in *error
 *   cmc_mlir_mark_full_unrolls
 *                             after the translation to LLVM IR, puts back
 *                             the frontend's "cmc.unroll.full" mark on
 *                             each loop that asks for full unrolling
 *                             (the import above takes it off: MLIR's loop
 *                             annotations cannot carry it) */
#ifndef CMC_MLIR_BRIDGE_H
#define CMC_MLIR_BRIDGE_H

#include <llvm-c/Core.h>
#include <mlir-c/IR.h>

#ifdef __cplusplus
extern "C" {
#endif

MlirContext cmc_mlir_context_create(void);
void cmc_mlir_lower_genx_call_intrinsics(MlirOperation module);
char *cmc_mlir_import_llvm_ir(LLVMModuleRef module, char **error);
void cmc_mlir_mark_full_unrolls(LLVMModuleRef module);

#ifdef __cplusplus
}
#endif

#endif
