/* main.c - the entry point of cmrun.
 *
 *   cmrun [-march=P] [-k KERNEL] [-t W[xH]] [-g GX[xGY[xGZ]] -l LX[xLY[xLZ]]]
 *         [--max-steps N] [--print-visa] [--reserve-bti-zero]
 *         [--vc-arguments=CODES] [--opencl-binary=FILE] FILE ARG...
 *
 * Takes the command line; reads FILE (.visaasm text, a .isa binary that
 * read_isa.c turns into the same text, or a .cpp that the cmc installed
 * next to cmrun compiles first into a temporary .visaasm),
 * picks the kernel, binds the arguments, runs the thread space, prints
 * the kernel's printf output (the CM print buffer, or OpenCL's printf
 * buffer with the strings of --opencl-binary) and writes the OUT files.
 * Exit status: 0 after a clean run, 2 for bad usage or input, 3 when the
 * kernel faults (reported by registers.c). */
#include <errno.h>
#include <limits.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cmrun/cmrun.h"
#include "support/support.h"

extern char **environ;

struct cmrun_options {
    const char *march;
    const char *kernel_name;
    int threads[2];
    int groups[3], locals[3];
    bool has_groups, has_locals;
    unsigned long long max_steps;
    bool print_visa;            /* --print-visa: show the text, run nothing */
    bool reserve_bti_zero;      /* --reserve-bti-zero */
    const char *vc_arguments;   /* --vc-arguments=CODES */
    const char *opencl_binary;  /* --opencl-binary=FILE */
    const char *file;
    int arg_count;
    char **args;
};

static void usage(FILE *stream)
{
    fprintf(stream,
            "usage: cmrun [-march=P] [-k KERNEL] [-t W[xH]] "
            "[-g GX[xGY[xGZ]] -l LX[xLY[xLZ]]]\n"
            "             [--max-steps N] [--print-visa] [--reserve-bti-zero] "
            "FILE ARG...\n"
            "FILE: .visaasm, .isa, or .cpp (compiled with cmc first)\n"
            "--reserve-bti-zero: surfaces bound from binding-table index 1, "
            "as the vISA of\n"
            "  Intel's VectorCompiler for OpenCL and Level Zero expects\n"
            "--vc-arguments=CODES: one letter per ARG for that vISA: i an "
            "input, a an input\n"
            "  with no binding-table index (an svm: address VC takes as an "
            "integer), m an image\n"
            "  and r a read-only image (binding-table index alone), s a "
            "sampler (index alone)\n"
            "--opencl-binary=FILE: the OpenCL program binary ocloc wrote "
            "for that vISA,\n"
            "  whose string table OpenCL's printf buffer refers to\n"
            "ARG, one per kernel parameter:\n"
            "  buf:IN[:OUT]       buffer with IN's bytes (IN may be zero:N)\n"
            "  img:WxH:IN[:OUT]   2D surface, H rows of W bytes\n"
            "  img:WxH:nv12:IN[:OUT]  NV12 surface: W*H bytes of Y, then "
            "W*H/2 of UV\n"
            "  img:WxH[xD]:FORMAT:IN[:OUT]  image of W*H*D pixels (r32f, "
            "r32ui, r8g8b8a8_unorm, ...)\n"
            "  smp:point[:clamp|:wrap|:mirror]  sampler state\n"
            "  svm:IN[:OUT]       SVM memory, its address is the argument\n"
            "  i8: u8: i16: u16: i32: u32: i64: u64: f16: f32: f64:VALUE\n"
            "exit status: 0 clean run, 2 bad usage, 3 kernel fault\n");
}

/* "W", "WxH" or "WxHxD" into up to MAX dimensions (missing ones are 1). */
static bool parse_dimensions(const char *text, int *dims, int max)
{
    for (int i = 0; i < max; i++)
        dims[i] = 1;
    const char *s = text;
    for (int i = 0; i < max; i++) {
        char *end;
        errno = 0;
        long value = strtol(s, &end, 10);
        if (errno || end == s || value <= 0 || value > 65536)
            return false;
        dims[i] = (int)value;
        if (*end == '\0')
            return true;
        if (*end != 'x')
            return false;
        s = end + 1;
    }
    return false;
}

static bool option_value(int argc, char **argv, int *i, const char *name,
                         const char **value)
{
    size_t length = strlen(name);
    if (strncmp(argv[*i], name, length) != 0)
        return false;
    if (argv[*i][length] == '\0') {
        if (*i + 1 >= argc)
            return false;
        *value = argv[++*i];
        return true;
    }
    if (argv[*i][length] == '=' && name[1] != '-' && strlen(name) > 2) {
        *value = argv[*i] + length + 1;
        return true;
    }
    if (strlen(name) == 2) {
        *value = argv[*i] + length;
        return true;
    }
    if (argv[*i][length] == '=') {
        *value = argv[*i] + length + 1;
        return true;
    }
    return false;
}

static int parse_command_line(int argc, char **argv,
                              struct cmrun_options *options)
{
    memset(options, 0, sizeof *options);
    options->threads[0] = options->threads[1] = 1;
    options->max_steps = 100000000ull;
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        const char *value;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--print-visa")) {
            options->print_visa = true;
        } else if (!strcmp(argv[i], "--reserve-bti-zero")) {
            options->reserve_bti_zero = true;
        } else if (!strncmp(argv[i], "--vc-arguments=", 15)) {
            options->vc_arguments = argv[i] + 15;
        } else if (!strncmp(argv[i], "--opencl-binary=", 16)) {
            options->opencl_binary = argv[i] + 16;
        } else if (!strncmp(argv[i], "-march=", 7)) {
            options->march = argv[i] + 7;
        } else if (option_value(argc, argv, &i, "-k", &value)) {
            options->kernel_name = value;
        } else if (option_value(argc, argv, &i, "-t", &value)) {
            if (!parse_dimensions(value, options->threads, 2)) {
                fprintf(stderr, "cmrun: error: bad thread space '%s'\n", value);
                return 2;
            }
        } else if (option_value(argc, argv, &i, "-g", &value)) {
            if (!parse_dimensions(value, options->groups, 3)) {
                fprintf(stderr, "cmrun: error: bad group count '%s'\n", value);
                return 2;
            }
            options->has_groups = true;
        } else if (option_value(argc, argv, &i, "-l", &value)) {
            if (!parse_dimensions(value, options->locals, 3)) {
                fprintf(stderr, "cmrun: error: bad local size '%s'\n", value);
                return 2;
            }
            options->has_locals = true;
        } else if (option_value(argc, argv, &i, "--max-steps", &value)) {
            char *end;
            options->max_steps = strtoull(value, &end, 10);
            if (*end || options->max_steps == 0) {
                fprintf(stderr, "cmrun: error: bad --max-steps '%s'\n", value);
                return 2;
            }
        } else {
            fprintf(stderr, "cmrun: error: unknown option '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (i >= argc) {
        fprintf(stderr, "cmrun: error: no input file\n");
        usage(stderr);
        return 2;
    }
    if (options->has_groups != options->has_locals) {
        fprintf(stderr, "cmrun: error: -g and -l go together\n");
        return 2;
    }
    options->file = argv[i];
    options->args = argv + i + 1;
    options->arg_count = argc - i - 1;
    return -1;
}

/* The bytes of PATH (NUL-terminated, so text can be read as a string);
 * *SIZE receives their count. */
static char *read_file(const char *path, size_t *size)
{
    FILE *file = fopen(path, "rb");
    if (!file) {
        fprintf(stderr, "cmrun: error: cannot open '%s': %s\n", path,
                strerror(errno));
        return NULL;
    }
    char *data = NULL;
    size_t length = 0, capacity = 0;
    char chunk[4096];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, file)) > 0) {
        grow_array((void **)&data, &capacity, length + got + 1, 1);
        memcpy(data + length, chunk, got);
        length += got;
    }
    bool failed = ferror(file);
    fclose(file);
    if (failed) {
        fprintf(stderr, "cmrun: error: cannot read '%s'\n", path);
        free(data);
        return NULL;
    }
    grow_array((void **)&data, &capacity, length + 1, 1);
    data[length] = '\0';
    *size = length;
    return data;
}

static bool ends_with(const char *text, const char *suffix)
{
    size_t a = strlen(text), b = strlen(suffix);
    return a >= b && strcmp(text + a - b, suffix) == 0;
}

/* The cmc next to this cmrun (installed), or one directory up (the build
 * tree's cmrun/cmrun), else "cmc" from PATH. */
static char *find_cmc(void)
{
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0)
        return xstrdup("cmc");
    self[n] = '\0';
    char *slash = strrchr(self, '/');
    if (!slash)
        return xstrdup("cmc");
    *slash = '\0';
    static const char *const places[] = {"/cmc", "/../cmc"};
    for (size_t i = 0; i < 2; i++) {
        char candidate[PATH_MAX + 16];
        snprintf(candidate, sizeof candidate, "%s%s", self, places[i]);
        if (access(candidate, X_OK) == 0)
            return xstrdup(candidate);
    }
    return xstrdup("cmc");
}

/* Compile SOURCE with cmc -S into a temporary file; returns its path. */
static char *compile_source(const char *source, const char *march)
{
    char *path = xstrdup("/tmp/cmrun-XXXXXX.visaasm");
    int fd = mkstemps(path, 8);
    if (fd < 0) {
        fprintf(stderr, "cmrun: error: cannot create a temporary file\n");
        free(path);
        return NULL;
    }
    close(fd);
    char *cmc = find_cmc();
    char march_option[64];
    snprintf(march_option, sizeof march_option, "-march=%s",
             march ? march : "TGLLP");
    char *command[] = {cmc, march_option, "-S", (char *)source, "-o", path,
                       NULL};
    pid_t pid;
    int status = -1;
    if (posix_spawnp(&pid, cmc, NULL, NULL, command, environ) != 0 ||
        waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
        WEXITSTATUS(status) != 0) {
        fprintf(stderr, "cmrun: error: cmc could not compile '%s'\n", source);
        unlink(path);
        free(path);
        free(cmc);
        return NULL;
    }
    free(cmc);
    return path;
}

static const struct cmrun_kernel *pick_kernel(const struct cmrun_kernel *all,
                                              const char *name)
{
    int count = 0;
    for (const struct cmrun_kernel *k = all; k; k = k->next) {
        if (name && strcmp(k->name, name) == 0)
            return k;
        count++;
    }
    if (name) {
        fprintf(stderr, "cmrun: error: no kernel '%s'; the file has:", name);
    } else if (count == 1) {
        return all;
    } else {
        fprintf(stderr, "cmrun: error: several kernels, pick one with -k:");
    }
    /* A template instance's name ("scale<float, 8>") has spaces: quoted. */
    for (const struct cmrun_kernel *k = all; k; k = k->next)
        fprintf(stderr, strchr(k->name, ' ') ? " \"%s\"" : " %s", k->name);
    fputc('\n', stderr);
    return NULL;
}

static int run_kernel(const struct cmrun_options *options,
                      const struct cmrun_kernel *kernel,
                      const struct platform *platform)
{
    struct cmrun_run run = {0};
    run.kernel = kernel;
    run.platform = platform;
    run.threads_x = options->threads[0];
    run.threads_y = options->threads[1];
    if (options->has_groups) {
        memcpy(run.groups, options->groups, sizeof run.groups);
        memcpy(run.locals, options->locals, sizeof run.locals);
    }
    run.step_limit = options->max_steps;
    run.reserve_bti_zero = options->reserve_bti_zero;
    run.vc_arguments = options->vc_arguments;
    run.printf_stream = stdout;
    cmrun_opencl_printf_init(&run.opencl_printf);
    if ((options->opencl_binary &&
         !cmrun_opencl_printf_load(&run.opencl_printf, options->opencl_binary,
                                   kernel->name)) ||
        !cmrun_bind_arguments(&run, options->arg_count, options->args) ||
        !cmrun_opencl_printf_bind(&run)) {
        cmrun_opencl_printf_free(&run.opencl_printf);
        cmrun_release_arguments(&run);
        return CMRUN_EXIT_USAGE;
    }
    cmrun_print_buffer_init(&run.print, kernel);
    cmrun_schedule(&run);
    cmrun_print_buffer_dump(&run.print, run.printf_stream);
    cmrun_print_buffer_free(&run.print);
    cmrun_opencl_printf_dump(&run, run.printf_stream);
    cmrun_opencl_printf_free(&run.opencl_printf);
    bool ok = cmrun_write_results(&run);
    cmrun_release_arguments(&run);
    return ok ? 0 : CMRUN_EXIT_USAGE;
}

int main(int argc, char **argv)
{
    struct cmrun_options options;
    int status = parse_command_line(argc, argv, &options);
    if (status >= 0)
        return status;
    const struct platform *platform =
        options.march ? platform_find(options.march) : platform_default();
    if (!platform) {
        fprintf(stderr, "cmrun: error: unknown platform '%s' (known: %s)\n",
                options.march, platform_names());
        return CMRUN_EXIT_USAGE;
    }
    char *compiled = NULL;
    const char *visa_path = options.file;
    if (ends_with(options.file, ".cpp") || ends_with(options.file, ".cm")) {
        compiled = compile_source(options.file, platform->name);
        if (!compiled)
            return CMRUN_EXIT_USAGE;
        visa_path = compiled;
    }
    size_t size = 0;
    char *text = read_file(visa_path, &size);
    if (compiled) {
        unlink(compiled);
        free(compiled);
    }
    if (text && ends_with(options.file, ".isa")) {
        char *decoded = cmrun_isa_to_text((const uint8_t *)text, size,
                                          options.file, platform->grf_bytes);
        free(text);
        text = decoded;
    }
    if (!text)
        return CMRUN_EXIT_USAGE;
    struct cmrun_kernel *kernels =
        cmrun_parse(text, options.file, platform->grf_bytes);
    if (kernels && options.print_visa)
        fputs(text, stdout);
    free(text);
    if (kernels && options.print_visa) {
        cmrun_kernel_free(kernels);
        return 0;
    }
    if (!kernels)
        return CMRUN_EXIT_USAGE;
    const struct cmrun_kernel *kernel = pick_kernel(kernels, options.kernel_name);
    status = kernel ? run_kernel(&options, kernel, platform) : CMRUN_EXIT_USAGE;
    cmrun_kernel_free(kernels);
    return status;
}
