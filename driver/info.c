/* info.c - what cmc prints about itself instead of compiling, in GCC's
 * formats so that build systems that ask GCC ask cmc the same way:
 * --version (GCC's first line, then the LLVM and libclang versions cmc
 * runs on), -print-search-dirs (where the install, the program and cmc's
 * headers are) and -print-file-name=NAME (NAME's path in cmc's header
 * directory, or NAME itself when it is not there, as GCC answers). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <clang-c/Index.h>
#include <llvm-c/Core.h>

#include "driver/driver.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0.1"
#endif

static int print_version(void)
{
    unsigned major, minor, patch;
    LLVMGetVersion(&major, &minor, &patch);
    CXString clang_version = clang_getClangVersion();
    printf("cmc (cmc) %s\n"
           "LLVM %u.%u.%u; libclang: %s\n"
           "Target: vISA 4.1 for Intel GPUs (-march=, default %s)\n",
           PACKAGE_VERSION, major, minor, patch,
           clang_getCString(clang_version), platform_default()->name);
    clang_disposeString(clang_version);
    return 0;
}

void program_directory(const char *argv0, char *directory, size_t size)
{
    if (!directory || size == 0)
        return;
    ssize_t length = readlink("/proc/self/exe", directory, size - 1);
    if (length <= 0) {
        snprintf(directory, size, "%s", argv0);
        length = (ssize_t)strlen(directory);
    }
    directory[length] = '\0';
    char *slash = strrchr(directory, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(directory, size, ".");
}

static int print_search_dirs(const char *argv0)
{
    char programs[PATH_MAX];
    program_directory(argv0, programs, sizeof programs);
    char *include_dir = find_include_dir(argv0);
    char *install = realpath(include_dir ? include_dir : programs, NULL);
    char *last = install ? strrchr(install, '/') : NULL;
    if (last)
        last[1] = '\0'; /* <prefix>/include -> <prefix>/ */
    printf("install: %s\nprograms: =%s\nincludes: =%s\n",
           install ? install : "", programs, include_dir ? include_dir : "");
    free(install);
    free(include_dir);
    return 0;
}

static int print_file_name(const char *argv0, const char *name)
{
    char *include_dir = find_include_dir(argv0);
    struct string_buffer path = {0};
    buffer_printf(&path, "%s/%s", include_dir ? include_dir : ".", name);
    bool found = include_dir && *name && access(path.data, F_OK) == 0;
    char *resolved = found ? realpath(path.data, NULL) : NULL;
    printf("%s\n", resolved ? resolved : name);
    free(resolved);
    buffer_free(&path);
    free(include_dir);
    return 0;
}

int print_information(const struct options *options, const char *argv0)
{
    switch (options->information) {
    case INFORMATION_VERSION:
        return print_version();
    case INFORMATION_SEARCH_DIRS:
        return print_search_dirs(argv0);
    case INFORMATION_FILE_NAME:
        return print_file_name(argv0, options->file_name);
    case INFORMATION_PRECOMPILE:
        return precompile_cm_header(options);
    case INFORMATION_NONE:
        break;
    }
    return 0;
}
