/* Source positions on the IR the frontend builds.
 *
 * Takes the cursors the lowering walks; guarantees that every instruction
 * the frontend's builder creates inside a function carries a DILocation
 * (line and column in the user's source file), that each function has the
 * DISubprogram the verifier requires for them, and that the module has a
 * line-tables-only compile unit.  Exists so that stages after the frontend
 * (CMABI, the backend) can report bad input at the user's line: LLVM's
 * passes keep debug locations where they keep instructions.
 *
 * Positions inside cmc's headers (cm.h's inline code, its macros) mean
 * nothing to the user: a cursor there keeps the enclosing user position
 * (for a macro, where the user wrote it). */

#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "frontend/internal.h"

void debug_locations_begin(struct frontend *frontend)
{
    const char *path = frontend->options->source_path;
    frontend->debug_builder = LLVMCreateDIBuilder(frontend->module);
    frontend->debug_file =
        LLVMDIBuilderCreateFile(frontend->debug_builder, path, strlen(path),
                                "", 0);
    LLVMDIBuilderCreateCompileUnit(
        frontend->debug_builder, LLVMDWARFSourceLanguageC_plus_plus_14,
        frontend->debug_file, "cmc", 3, 1, "", 0, 0, "", 0,
        LLVMDWARFEmissionLineTablesOnly, 0, 0, 0, "", 0, "", 0);
    frontend->debug_function_type = LLVMDIBuilderCreateSubroutineType(
        frontend->debug_builder, frontend->debug_file, NULL, 0,
        LLVMDIFlagZero);
    const char *flag = "Debug Info Version";
    LLVMAddModuleFlag(frontend->module, LLVMModuleFlagBehaviorWarning, flag,
                      strlen(flag),
                      LLVMValueAsMetadata(LLVMConstInt(
                          LLVMInt32TypeInContext(frontend->context),
                          LLVMDebugMetadataVersion(), 0)));
}

void debug_locations_end(struct frontend *frontend)
{
    LLVMDIBuilderFinalize(frontend->debug_builder);
    LLVMDisposeDIBuilder(frontend->debug_builder);
    frontend->debug_builder = NULL;
}

/* The cursor's line and column in the user's source file, where a macro
 * was written for code a macro made; false elsewhere (cmc's headers), with
 * *line and *column 0. */
static bool user_position(struct frontend *frontend, CXCursor cursor,
                          unsigned *line, unsigned *column)
{
    CXSourceLocation location = clang_getCursorLocation(cursor);
    CXFile file;
    bool found;
    if (clang_Location_isFromMainFile(location)) {
        clang_getSpellingLocation(location, &file, line, column, NULL);
        found = *line != 0;
    } else {
        clang_getExpansionLocation(location, &file, line, column, NULL);
        found = file && *line != 0 &&
                clang_File_isEqual(
                    file, clang_getFile(frontend->unit,
                                        frontend->options->source_path));
    }
    if (!found)
        *line = *column = 0;
    return found;
}

void debug_locations_begin_function(struct frontend *frontend,
                                    LLVMValueRef function,
                                    CXCursor declaration)
{
    unsigned line = 0, column = 0;
    /* A function from cmc's headers is placed at the user's call that
     * needed it (frontend->user_cursor, set for it by call.c), so that a
     * later stage's error in its code points there. */
    if (!user_position(frontend, declaration, &line, &column) &&
        !clang_Cursor_isNull(frontend->user_cursor))
        user_position(frontend, frontend->user_cursor, &line, &column);
    size_t length;
    const char *name = LLVMGetValueName2(function, &length);
    LLVMMetadataRef subprogram = LLVMDIBuilderCreateFunction(
        frontend->debug_builder, frontend->debug_file, name, length, name,
        length, frontend->debug_file, line, frontend->debug_function_type,
        LLVMGetLinkage(function) == LLVMInternalLinkage, 1, line,
        LLVMDIFlagZero, 0);
    LLVMSetSubprogram(function, subprogram);
    LLVMSetCurrentDebugLocation2(
        frontend->builder,
        LLVMDIBuilderCreateDebugLocation(frontend->context, line, column,
                                         subprogram, NULL));
}

LLVMMetadataRef debug_location_enter(struct frontend *frontend,
                                     CXCursor cursor)
{
    LLVMMetadataRef saved = LLVMGetCurrentDebugLocation2(frontend->builder);
    if (!saved) /* not inside a function with a subprogram */
        return NULL;
    unsigned line, column;
    if (user_position(frontend, cursor, &line, &column))
        LLVMSetCurrentDebugLocation2(
            frontend->builder,
            LLVMDIBuilderCreateDebugLocation(
                frontend->context, line, column,
                LLVMGetSubprogram(frontend->function), NULL));
    return saved;
}

void debug_location_leave(struct frontend *frontend, LLVMMetadataRef saved)
{
    if (saved)
        LLVMSetCurrentDebugLocation2(frontend->builder, saved);
}
