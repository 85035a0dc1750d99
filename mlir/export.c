/* export.c - -emit-mlir: cmc's GenX LLVM IR as LLVM-dialect MLIR text (see
 * mlir.h); the translation itself is bridge.cpp's, MLIR's C API having no
 * import from LLVM IR. */
#include <stdlib.h>

#include "mlir/bridge.h"
#include "mlir/mlir.h"

bool mlir_export(LLVMModuleRef module, FILE *stream,
                 struct diagnostics *diags)
{
    char *error = NULL;
    char *text = cmc_mlir_import_llvm_ir(module, &error);
    if (!text) {
        error_plain(diags, "-emit-mlir: %s", error ? error : "out of memory");
        free(error);
        return false;
    }
    bool written = fputs(text, stream) >= 0;
    free(text);
    return written;
}
