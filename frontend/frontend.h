/* frontend.h - the CM frontend: CM source in, GenX LLVM IR out.
 *
 * Parses the source with libclang as C++17 against cmc's own <cm/cm.h>
 * (included implicitly), recognises CM's vector and matrix class templates
 * and builtins by name, and lowers the kernels and the functions they call
 * to LLVM IR that follows doc/design.md, "The IR contract".  Errors are
 * reported at the user's line; nothing from cm.h leaks into them. */
#ifndef CMC_FRONTEND_H
#define CMC_FRONTEND_H

#include <stdbool.h>

#include <llvm-c/Types.h>

#include "support/support.h"

/* The files a compilation read, for make's dependency rules (-M, -MD):
 * the source first, then each header once, in the order it was first
 * included. */
struct dependency {
    char *path;
    bool is_system; /* cm.h's own or a system header: -MM leaves it out */
};
struct dependency_list {
    struct dependency *items;
    size_t count, capacity;
};
/* Append `path` unless the list holds it already. */
void dependency_list_add(struct dependency_list *list, const char *path,
                         bool is_system);
void dependency_list_free(struct dependency_list *list);

struct frontend_options {
    const char *source_path;
    const char *cm_include_dir;      /* directory holding cm/cm.h */
    const char *const *clang_arguments; /* -I, -D, -U from the user */
    int clang_argument_count;
    const struct platform *platform;
    bool syntax_only;                /* parse and check, build no IR */
    bool report_parse_time;          /* -v: print libclang's parse time */
    struct dependency_list *dependencies; /* when not NULL: filled */
    bool dependencies_only;          /* -M, -MM: find the headers only (no
                                        lowering; fatal errors only) */
    bool dependencies_user_only;     /* -MM, -MMD */
    bool missing_headers_generated;  /* -MG (with -M, -MM): a missing
                                        header is a dependency to be
                                        generated, not an error */
    bool keep_spec_constants;        /* cm_spec_constant's values stay
                                        specialization constants (for
                                        SPIR-V, spirv/); else each is its
                                        default value */
    bool opencl_printf;              /* printf and cm_printf become calls
                                        of cmc.printf, OpenCL's printf (for
                                        SPIR-V, spirv/printf.c); else
                                        records in the CM runtime's print
                                        buffer.  fprintf is a record in
                                        its surface either way */
    const char *cm_header_pch;       /* NULL, or <cm/cm.h> precompiled by
                                        frontend_precompile_cm_header for
                                        these options: loaded instead of
                                        parsing cm.h (fuzz/, for speed) */
};

/* Precompile <cm/cm.h> into PCH_PATH, parsing HEADER_PATH (an existing,
 * empty file; it and cm.h must stay unchanged while the PCH is used) with
 * the command line frontend_compile uses for OPTIONS.  False on failure. */
bool frontend_precompile_cm_header(const struct frontend_options *options,
                                   const char *header_path,
                                   const char *pch_path);

/* Compile `options->source_path`.  Returns the module (owned by the caller,
 * created in `context`), or NULL after reporting errors.  With syntax_only
 * it returns NULL and reports errors only; check diags->error_count. */
LLVMModuleRef frontend_compile(LLVMContextRef context,
                               const struct frontend_options *options,
                               struct diagnostics *diags);

#endif
