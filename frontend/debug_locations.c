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
 * (for a macro, where the user wrote it).  Positions in the user's own
 * headers are theirs, in a lexical block of the header's file. */

#include <stdlib.h>
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

/* A position the user wrote (cursor_user_position): its line and column,
 * and its file: the source file's, or a header of theirs (kernels and
 * helpers kept in headers), so that a later stage reports an error there
 * under the header's name. */
struct user_position {
    unsigned line, column;
    LLVMMetadataRef file;
};

static bool find_user_position(struct frontend *frontend, CXCursor cursor,
                               struct user_position *position)
{
    const char *path;
    char *header;
    if (!cursor_user_position(frontend, cursor, &path, &header,
                              &position->line, &position->column) ||
        position->line == 0) {
        free(header);
        return false;
    }
    position->file = frontend->debug_file;
    if (header) {
        position->file = LLVMDIBuilderCreateFile(
            frontend->debug_builder, header, strlen(header), "", 0);
        free(header);
    }
    return true;
}

/* Make POSITION, inside SUBPROGRAM, the builder's current location: in
 * the subprogram's scope in its own file, in a lexical block of the
 * other file's otherwise (a header's code in a kernel of the source). */
static void set_position(struct frontend *frontend,
                         LLVMMetadataRef subprogram,
                         struct user_position position)
{
    LLVMMetadataRef scope = subprogram;
    if (position.file != LLVMDIScopeGetFile(subprogram))
        scope = LLVMDIBuilderCreateLexicalBlockFile(
            frontend->debug_builder, subprogram, position.file, 0);
    LLVMSetCurrentDebugLocation2(
        frontend->builder,
        LLVMDIBuilderCreateDebugLocation(frontend->context, position.line,
                                         position.column, scope, NULL));
}

void debug_locations_begin_function(struct frontend *frontend,
                                    LLVMValueRef function,
                                    CXCursor declaration)
{
    /* A function from cmc's headers is placed at the user's call that
     * needed it (frontend->user_cursor, set for it by call.c), so that a
     * later stage's error in its code points there. */
    struct user_position position = {0, 0, frontend->debug_file};
    if (!find_user_position(frontend, declaration, &position) &&
        !clang_Cursor_isNull(frontend->user_cursor))
        find_user_position(frontend, frontend->user_cursor, &position);
    size_t length;
    const char *name = LLVMGetValueName2(function, &length);
    LLVMMetadataRef subprogram = LLVMDIBuilderCreateFunction(
        frontend->debug_builder, position.file, name, length, name, length,
        position.file, position.line, frontend->debug_function_type,
        LLVMGetLinkage(function) == LLVMInternalLinkage, 1, position.line,
        LLVMDIFlagZero, 0);
    LLVMSetSubprogram(function, subprogram);
    set_position(frontend, subprogram, position);
}

LLVMMetadataRef debug_location_enter(struct frontend *frontend,
                                     CXCursor cursor)
{
    LLVMMetadataRef saved = LLVMGetCurrentDebugLocation2(frontend->builder);
    if (!saved) /* not inside a function with a subprogram */
        return NULL;
    struct user_position position;
    if (find_user_position(frontend, cursor, &position))
        set_position(frontend, LLVMGetSubprogram(frontend->function),
                     position);
    return saved;
}

void debug_location_leave(struct frontend *frontend, LLVMMetadataRef saved)
{
    if (saved)
        LLVMSetCurrentDebugLocation2(frontend->builder, saved);
}
