/* unavailable.c - mlir.h for a cmc built without MLIR: one clear error. */
#include "mlir/mlir.h"

bool mlir_available(void)
{
    return false;
}

LLVMModuleRef mlir_import(LLVMContextRef context, const char *path,
                          const struct platform *platform,
                          struct diagnostics *diags)
{
    (void)context;
    (void)platform;
    error_plain(diags,
                "cannot compile '%s': cmc was built without MLIR (install "
                "libmlir-19-dev and run configure again)",
                path);
    return NULL;
}

bool mlir_export(LLVMModuleRef module, FILE *stream,
                 struct diagnostics *diags)
{
    (void)module;
    (void)stream;
    error_plain(diags, "-emit-mlir: cmc was built without MLIR (install "
                       "libmlir-19-dev and run configure again)");
    return false;
}
