/* mlir.h - MLIR in and out: a second producer of GenX LLVM IR beside the
 * CM frontend, and a view of cmc's IR as MLIR.
 *
 * mlir_import reads a file of MLIR whose operations are all in the LLVM
 * dialect (`llvm.func`, `llvm.call`, `llvm.intr.*`, ...), with GenX
 * intrinsics called through declared `llvm.func @llvm.genx.*` or as
 * `llvm.call_intrinsic "llvm.genx.*"`, and translates it into an LLVM
 * module of `context` that the rest of the pipeline (CMABI on) takes as it
 * takes the frontend's.  Kernels are marked with discardable attributes
 * (doc/manual.md, "MLIR input"):
 *   llvm.func @k(%s: i32 {cmc.kind = "surface"}, ...) attributes {cmc.kernel}
 * from which it writes the genx.kernels metadata (genxir/).  Parse and
 * verification errors are reported at file:line:col; on any error it
 * returns NULL.
 *
 * mlir_export writes `module` as LLVM-dialect MLIR text, with its kernels
 * marked the same way, so that mlir_import takes it back.
 *
 * Both need a cmc built with MLIR (configure finds libmlir-19-dev);
 * mlir_available says whether this one was, and without it both report
 * one error. */
#ifndef CMC_MLIR_H
#define CMC_MLIR_H

#include <stdbool.h>
#include <stdio.h>

#include <llvm-c/Core.h>

#include "support/support.h"

bool mlir_available(void);

LLVMModuleRef mlir_import(LLVMContextRef context, const char *path,
                          const struct platform *platform,
                          struct diagnostics *diags);

bool mlir_export(LLVMModuleRef module, FILE *stream,
                 struct diagnostics *diags);

#endif
