/* arguments.c - kernel arguments from the command line.
 *
 * Takes the ARG words after FILE, one per kernel parameter in the order of
 * the kernel's .input lines (cmc writes them in parameter order);
 * guarantees a payload in which every input holds its argument at the
 * input's offset (the CM runtime's layout, which cmc's .input lines give),
 * and the surfaces those arguments describe:
 *   buf:IN[:OUT]        a buffer holding IN's bytes; IN may be zero:N
 *   buf:...+buf:...     a vector<SurfaceIndex, N> parameter: N surfaces
 *   img:WxH:IN[:OUT]    a 2D surface of H rows of W bytes
 *   img:WxH[xD]:FORMAT:IN[:OUT]  an image of W by H (by D) pixels of a
 *                       pixel format (typed and sampler messages)
 *   img:WxH:nv12:IN[:OUT]  a planar NV12 surface for media block
 *                       messages: H rows of W bytes of Y (plane 0), then
 *                       H/2 rows of W bytes of interleaved UV (plane 1)
 *   smp:FILTER[:ADDRESS] a sampler state: point filtering, clamp (the
 *                       default), wrap or mirror addressing
 *   svm:IN[:OUT]        SVM memory; the parameter gets its address
 *   i8: u8: i16: u16: i32: u32: i64: u64: f16: f32: f64:VALUE  scalars,
 *   or TYPE:V1,V2,... for a vector parameter (all its elements)
 * With --vc-arguments (the vISA Intel's VectorCompiler writes for OpenCL,
 * where images and samplers have no .input), the letters say which
 * arguments have one; the others are bound by index alone, read-only
 * images first, as VC numbers them, and an svm: argument lettered `a`
 * (an address VC takes as a plain integer) last, as it has no index.
 * After the run, each surface with an OUT is written to that file.  A bad
 * argument is reported with its position; the caller exits 2. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cmrun/cmrun.h"
#include "support/support.h"

#define SLM_BINDING 254

static bool argument_error(int position, const char *argument,
                           const char *message)
{
    fprintf(stderr, "cmrun: error: argument %d '%s': %s\n", position,
            argument, message);
    return false;
}

/* Read IN (a file, or zero:N) into a new buffer. */
static bool load_input(const char *in, uint8_t **data, size_t *size,
                       int position, const char *argument)
{
    if (strncmp(in, "zero:", 5) == 0) {
        char *end;
        errno = 0;
        unsigned long long n = strtoull(in + 5, &end, 0);
        if (errno || *end || n == 0 || n > (1ull << 31))
            return argument_error(position, argument,
                                  "zero:N needs a size from 1 to 2^31");
        *size = (size_t)n;
        *data = xcalloc(*size, 1);
        return true;
    }
    FILE *file = fopen(in, "rb");
    if (!file) {
        fprintf(stderr, "cmrun: error: argument %d: cannot open '%s': %s\n",
                position, in, strerror(errno));
        return false;
    }
    size_t capacity = 4096, length = 0;
    uint8_t *buffer = xmalloc(capacity);
    size_t got;
    while ((got = fread(buffer + length, 1, capacity - length, file)) > 0) {
        length += got;
        if (length == capacity) {
            capacity *= 2;
            buffer = xrealloc(buffer, capacity);
        }
    }
    fclose(file);
    if (length == 0) {
        free(buffer);
        return argument_error(position, argument, "the input file is empty");
    }
    *data = buffer;
    *size = length;
    return true;
}

int cmrun_add_surface(struct cmrun_run *run)
{
    struct cmrun_memory *m = &run->memory;
    m->surfaces = xrealloc(m->surfaces,
                           (size_t)(m->surface_count + 1) * sizeof *m->surfaces);
    memset(&m->surfaces[m->surface_count], 0, sizeof *m->surfaces);
    return m->surface_count++;
}

/* "IN" or "IN:OUT" where IN may itself be "zero:N". */
static void split_in_out(char *text, char **in, char **out)
{
    *in = text;
    *out = NULL;
    char *colon = strchr(text, ':');
    if (strncmp(text, "zero:", 5) == 0)
        colon = strchr(text + 5, ':');
    if (colon) {
        *colon = '\0';
        *out = colon + 1;
    }
}

/* "WxH:" or, before a format, "WxH[xD]:FORMAT:" of an img: argument. */
static bool parse_image_shape(char **rest, struct cmrun_surface *surface,
                              int position, const char *argument)
{
    char *end;
    int dims[3] = {0, 1, 1};
    int count = 0;
    char *s = *rest;
    do {
        if (count == 3)
            break;
        dims[count++] = (int)strtol(s, &end, 10);
        s = end + 1;
    } while (*end == 'x');
    if (dims[0] <= 0 || dims[1] <= 0 || dims[2] <= 0 || *end != ':')
        return argument_error(position, argument,
                              "expected img:WxH:IN[:OUT] or "
                              "img:WxH[xD]:FORMAT:IN[:OUT]");
    char *format_end = strchr(end + 1, ':');
    int format = -1;
    if (format_end && count == 2 &&
        (size_t)(format_end - (end + 1)) == 4 &&
        strncmp(end + 1, "nv12", 4) == 0) {
        if (dims[1] % 2 != 0)
            return argument_error(position, argument,
                                  "an nv12 image needs an even height");
        surface->format = CMRUN_FORMAT_RAW;
        surface->width = dims[0];
        surface->pixels_x = dims[0];
        surface->height = dims[1];
        surface->depth = 1;
        surface->chroma_rows = dims[1] / 2;
        *rest = format_end + 1;
        return true;
    }
    if (format_end) {
        *format_end = '\0';
        format = cmrun_format_from_name(end + 1);
        if (format < 0)
            *format_end = ':';
    }
    if (format < 0) {
        if (count == 3)
            return argument_error(position, argument,
                                  "a 3D image needs a pixel format");
        surface->format = CMRUN_FORMAT_RAW;
        surface->width = dims[0];
        surface->pixels_x = dims[0];
        *rest = end + 1;
    } else {
        surface->format = format;
        surface->pixels_x = dims[0];
        surface->width = dims[0] * cmrun_format_pixel_bytes(format);
        *rest = format_end + 1;
    }
    surface->height = dims[1];
    surface->depth = dims[2];
    return true;
}

/* One surface (or SVM memory) for VAR; a surface's binding-table index
 * goes to element `element` of its input (a vector<SurfaceIndex, N> has
 * N). */
static bool bind_memory_element(struct cmrun_run *run,
                                const struct cmrun_var *var,
                                const char *argument, int position,
                                int element)
{
    char *copy = xstrdup(argument);
    char *rest = strchr(copy, ':') + 1;
    enum cmrun_surface_kind kind =
        strncmp(copy, "buf:", 4) == 0   ? CMRUN_SURFACE_BUFFER
        : strncmp(copy, "img:", 4) == 0 ? CMRUN_SURFACE_IMAGE2D
                                        : CMRUN_SURFACE_SVM;
    struct cmrun_surface shape = {.height = 1, .depth = 1};
    if (kind == CMRUN_SURFACE_IMAGE2D &&
        !parse_image_shape(&rest, &shape, position, argument)) {
        free(copy);
        return false;
    }
    char *in, *out;
    split_in_out(rest, &in, &out);
    bool is_surface_input = !var || var->kind == CMRUN_VAR_SURFACE;
    if (kind == CMRUN_SURFACE_SVM ? is_surface_input : !is_surface_input) {
        free(copy);
        return argument_error(position, argument,
                              is_surface_input
                                  ? "this parameter is a surface: use buf: or img:"
                                  : "this parameter is not a surface");
    }
    int index = cmrun_add_surface(run);
    struct cmrun_surface *surface = &run->memory.surfaces[index];
    surface->kind = kind;
    surface->argument = position;
    surface->width = shape.width;
    surface->height = shape.height;
    surface->depth = shape.depth;
    surface->pixels_x = shape.pixels_x;
    surface->format = shape.format;
    surface->chroma_rows = shape.chroma_rows;
    if (!load_input(in, &surface->data, &surface->size, position, argument)) {
        free(copy);
        return false;
    }
    if (kind == CMRUN_SURFACE_IMAGE2D &&
        surface->size != (size_t)shape.width *
                             ((size_t)shape.height + (size_t)shape.chroma_rows) *
                             (size_t)shape.depth) {
        free(copy);
        return argument_error(position, argument,
                              shape.chroma_rows
                                  ? "the input's size is not W*H*3/2 bytes"
                              : shape.format == CMRUN_FORMAT_RAW
                                  ? "the input's size is not W*H bytes"
                                  : "the input's size is not W*H*D pixels "
                                    "of the format");
    }
    surface->out_file = out && *out ? xstrdup(out) : NULL;
    free(copy);
    if (!var)
        return true; /* no input: the kernel uses the index as a constant */
    uint8_t *slot = run->payload + var->input_offset + 4 * element;
    if (kind == CMRUN_SURFACE_SVM) {
        uint64_t base = CMRUN_SVM_BASE * (uint64_t)(index + 1);
        surface->svm_base = base;
        if (var->input_size != 8 && var->input_size != 4)
            return argument_error(position, argument,
                                  "an svm: parameter must be 4 or 8 bytes");
        memcpy(slot, &base, (size_t)var->input_size);
    } else {
        uint32_t binding = (uint32_t)index;
        memcpy(slot, &binding, 4 < var->input_size ? 4 : (size_t)var->input_size);
    }
    return true;
}

/* buf:, img: or svm: for VAR; a vector<SurfaceIndex, N> parameter (an
 * input of N * 4 bytes) takes N surfaces joined by '+'. */
static bool bind_memory(struct cmrun_run *run, const struct cmrun_var *var,
                        const char *argument, int position)
{
    int count = var && var->kind == CMRUN_VAR_SURFACE && var->input_size > 4
                    ? var->input_size / 4
                    : 1;
    char *copy = xstrdup(argument);
    char *part = copy;
    bool ok = true;
    for (int element = 0; element < count && ok; element++) {
        char *plus = element + 1 < count ? strchr(part, '+') : NULL;
        if (element + 1 < count && !plus) {
            ok = argument_error(position, argument,
                                "this parameter is a vector of surfaces: "
                                "give one buf: or img: per element, joined "
                                "by '+'");
            break;
        }
        if (plus)
            *plus = '\0';
        if (element > 0 && strncmp(part, "buf:", 4) != 0 &&
            strncmp(part, "img:", 4) != 0) {
            ok = argument_error(position, argument,
                                "each element of a vector of surfaces is a "
                                "buf: or img:");
            break;
        }
        ok = bind_memory_element(run, var, part, position, element);
        part = plus ? plus + 1 : part;
    }
    free(copy);
    return ok;
}

/* smp:point[:clamp|:wrap|:mirror] for a SamplerIndex parameter. */
static bool bind_sampler(struct cmrun_run *run, const struct cmrun_var *var,
                         const char *argument, int position)
{
    if (var && var->kind != CMRUN_VAR_SAMPLER)
        return argument_error(position, argument,
                              "this parameter is not a sampler");
    const char *filter = argument + 4;
    const char *address = strchr(filter, ':');
    size_t filter_length = address ? (size_t)(address - filter) : strlen(filter);
    if (filter_length != 5 || strncmp(filter, "point", 5) != 0)
        return argument_error(position, argument,
                              "expected smp:point[:clamp|:wrap|:mirror] "
                              "(cmrun samples with point filtering only)");
    struct cmrun_sampler state = {.address = CMRUN_ADDRESS_CLAMP};
    if (address) {
        address++;
        if (!strcmp(address, "clamp"))
            state.address = CMRUN_ADDRESS_CLAMP;
        else if (!strcmp(address, "wrap"))
            state.address = CMRUN_ADDRESS_WRAP;
        else if (!strcmp(address, "mirror"))
            state.address = CMRUN_ADDRESS_MIRROR;
        else
            return argument_error(position, argument,
                                  "the address mode must be clamp, wrap or "
                                  "mirror");
    }
    struct cmrun_memory *m = &run->memory;
    m->samplers = xrealloc(m->samplers, (size_t)(m->sampler_count + 1) *
                                            sizeof *m->samplers);
    m->samplers[m->sampler_count] = state;
    uint32_t index = (uint32_t)m->sampler_count++;
    if (var)
        memcpy(run->payload + var->input_offset, &index,
               4 < var->input_size ? 4 : (size_t)var->input_size);
    return true;
}

static const struct {
    const char *prefix;
    enum cmrun_type type;
} scalar_kinds[] = {
    {"i8:", CMRUN_B},   {"u8:", CMRUN_UB},  {"i16:", CMRUN_W},
    {"u16:", CMRUN_UW}, {"i32:", CMRUN_D},  {"u32:", CMRUN_UD},
    {"i64:", CMRUN_Q},  {"u64:", CMRUN_UQ}, {"f16:", CMRUN_HF},
    {"f32:", CMRUN_F},  {"f64:", CMRUN_DF},
};

/* One value of TYPE from TEXT into BITS; false if it is not a number of
 * the type's range. */
static bool parse_value(const char *text, enum cmrun_type type,
                        uint64_t *bits)
{
    struct cmrun_value value = {0};
    char *end;
    errno = 0;
    if (cmrun_type_is_float(type)) {
        value.is_float = true;
        value.f = strtod(text, &end);
    } else if (cmrun_type_is_signed(type)) {
        value.i = strtoll(text, &end, 0);
    } else {
        value.i = (int64_t)strtoull(text, &end, 0);
        value.is_unsigned = true;
        if (*text == '-')
            errno = ERANGE;
    }
    if (errno || *end || end == text)
        return false;
    *bits = cmrun_value_to_bits(value, type, false);
    if (!cmrun_type_is_float(type) && cmrun_type_size(type) < 8) {
        struct cmrun_value back = cmrun_value_from_bits(*bits, type);
        if (back.i != value.i)
            return false;
    }
    return true;
}

/* TYPE:V or TYPE:V1,V2,... (a vector parameter) */
static bool bind_scalar(struct cmrun_run *run, const struct cmrun_var *var,
                        const char *argument, int position)
{
    for (size_t i = 0; i < sizeof scalar_kinds / sizeof scalar_kinds[0]; i++) {
        size_t length = strlen(scalar_kinds[i].prefix);
        if (strncmp(argument, scalar_kinds[i].prefix, length) != 0)
            continue;
        enum cmrun_type type = scalar_kinds[i].type;
        int size = cmrun_type_size(type);
        if (var->kind != CMRUN_VAR_GENERAL)
            return argument_error(position, argument,
                                  var->kind == CMRUN_VAR_SAMPLER
                                      ? "this parameter is a sampler: use smp:"
                                      : "this parameter is a surface: use "
                                        "buf: or img:");
        char *values = xstrdup(argument + length);
        int count = 0;
        bool ok = true;
        for (char *item = strtok(values, ","); item && ok;
             item = strtok(NULL, ",")) {
            uint64_t bits;
            if (!parse_value(item, type, &bits)) {
                free(values);
                return argument_error(position, argument,
                                      "not a number, or out of the type's "
                                      "range");
            }
            if ((count + 1) * size <= var->input_size)
                memcpy(run->payload + var->input_offset + count * size, &bits,
                       (size_t)size);
            count++;
        }
        free(values);
        if (count * size != var->input_size) {
            char message[128];
            snprintf(message, sizeof message,
                     "the parameter has %d bytes, %d %s value%s %d",
                     var->input_size, count, cmrun_type_name(type),
                     count == 1 ? " has" : "s have", count * size);
            return argument_error(position, argument, message);
        }
        return true;
    }
    return argument_error(position, argument,
                          "expected buf:, img:, svm:, smp: or a typed scalar "
                          "such as i32:5 (or a vector, i32:1,2,3,4)");
}

static int payload_size(const struct cmrun_kernel *kernel)
{
    int size = kernel->grf_bytes;
    for (size_t i = 0; i < kernel->var_count; i++) {
        const struct cmrun_var *v = &kernel->vars[i];
        if (v->is_input && v->input_offset + v->input_size > size)
            size = v->input_offset + v->input_size;
    }
    return size;
}

/* The input of the argument at POSITION: the .input lines in order, one
 * per argument, or with --vc-arguments one per `i` of its letters; NULL
 * for an argument without one. */
/* Whether --vc-arguments' LETTER is a parameter with an input (i, or a:
 * one without a binding-table index). */
static bool lettered_input(char letter)
{
    return letter == 'i' || letter == 'a';
}

static const struct cmrun_var *argument_input(const struct cmrun_run *run,
                                              int position)
{
    const struct cmrun_kernel *k = run->kernel;
    int order = position;
    if (run->vc_arguments) {
        if (!lettered_input(run->vc_arguments[position]))
            return NULL;
        order = 0;
        for (int i = 0; i < position; i++)
            order += lettered_input(run->vc_arguments[i]);
    }
    for (size_t i = 0; i < k->var_count; i++)
        if (k->vars[i].input_order == order)
            return &k->vars[i];
    return NULL;
}

/* Whether the arguments fit the kernel's inputs (and --vc-arguments has
 * a valid letter for each); else an error is reported. */
static bool arguments_fit(const struct cmrun_run *run, int argc)
{
    const struct cmrun_kernel *k = run->kernel;
    int inputs = argc;
    if (run->vc_arguments) {
        int letters = (int)strlen(run->vc_arguments);
        if (letters != argc ||
            strspn(run->vc_arguments, "iamrs") != (size_t)letters) {
            fprintf(stderr,
                    "cmrun: error: --vc-arguments=%s: one letter (i, a, m, "
                    "r or s) per argument, %d argument%s given\n",
                    run->vc_arguments, argc, argc == 1 ? "" : "s");
            return false;
        }
        inputs = 0;
        for (int i = 0; i < letters; i++)
            inputs += lettered_input(run->vc_arguments[i]);
    }
    if (inputs != k->input_count) {
        fprintf(stderr,
                "cmrun: error: kernel '%s' has %d parameter%s, %d argument%s "
                "given\n",
                k->name, k->input_count, k->input_count == 1 ? "" : "s",
                inputs, inputs == 1 ? "" : "s");
        return false;
    }
    return true;
}

bool cmrun_bind_arguments(struct cmrun_run *run, int argc, char **argv)
{
    const struct cmrun_kernel *k = run->kernel;
    run->payload_bytes = payload_size(k);
    run->payload = xcalloc((size_t)run->payload_bytes, 1);
    run->memory.slm_index = -1;
    if (run->reserve_bti_zero) {
        int reserved = cmrun_add_surface(run);
        run->memory.surfaces[reserved].kind = CMRUN_SURFACE_RESERVED;
    }
    if (!arguments_fit(run, argc))
        return false;
    /* Pass 0 binds the read-only images (--vc-arguments' r), which take
     * the first binding-table indices as VC numbers them; pass 1 the
     * rest, in order, but for svm: arguments lettered `a`, which pass 2
     * binds: VC gives an address it takes as a plain integer (a
     * parameter without the svmptr_t descriptor, which cmc's SPIR-V
     * passes as an i64) no binding-table index, so the surfaces after it
     * take the indices it would have had; a pointer parameter (svmptr_t)
     * takes one in argument order. */
    for (int pass = 0; pass < 3; pass++) {
        for (int position = 0; position < argc; position++) {
            bool read_only = run->vc_arguments &&
                             run->vc_arguments[position] == 'r';
            bool late = run->vc_arguments &&
                        run->vc_arguments[position] == 'a' &&
                        !strncmp(argv[position], "svm:", 4);
            if ((read_only ? 0 : late ? 2 : 1) != pass)
                continue;
            const struct cmrun_var *var = argument_input(run, position);
            const char *argument = argv[position];
            const char *unbound =
                var || !run->vc_arguments                ? NULL
                : run->vc_arguments[position] == 's' ? "smp:"
                                                     : "img:";
            bool ok;
            if (unbound && strncmp(argument, unbound, 4) != 0)
                ok = argument_error(position + 1, argument,
                                    unbound[0] == 's'
                                        ? "this parameter is a sampler bound "
                                          "by its index alone "
                                          "(--vc-arguments): use smp:"
                                        : "this parameter is an image bound "
                                          "by its binding-table index alone "
                                          "(--vc-arguments): use img:");
            else if (!strncmp(argument, "buf:", 4) ||
                     !strncmp(argument, "img:", 4) ||
                     !strncmp(argument, "svm:", 4))
                ok = bind_memory(run, var, argument, position + 1);
            else if (!strncmp(argument, "smp:", 4))
                ok = bind_sampler(run, var, argument, position + 1);
            else
                ok = bind_scalar(run, var, argument, position + 1);
            if (!ok)
                return false;
        }
    }
    if (k->slm_size > 0) {
        int index = cmrun_add_surface(run);
        struct cmrun_surface *slm = &run->memory.surfaces[index];
        slm->kind = CMRUN_SURFACE_SLM;
        slm->size = (size_t)k->slm_size;
        slm->data = xcalloc(slm->size, 1);
        run->memory.slm_index = index;
    }
    (void)SLM_BINDING;
    return true;
}

bool cmrun_write_results(const struct cmrun_run *run)
{
    bool ok = true;
    for (int i = 0; i < run->memory.surface_count; i++) {
        const struct cmrun_surface *s = &run->memory.surfaces[i];
        if (!s->out_file)
            continue;
        FILE *file = fopen(s->out_file, "wb");
        if (!file || fwrite(s->data, 1, s->size, file) != s->size) {
            fprintf(stderr, "cmrun: error: cannot write '%s': %s\n",
                    s->out_file, strerror(errno));
            ok = false;
        }
        if (file && fclose(file) != 0)
            ok = false;
    }
    return ok;
}

void cmrun_release_arguments(struct cmrun_run *run)
{
    for (int i = 0; i < run->memory.surface_count; i++) {
        free(run->memory.surfaces[i].data);
        free((char *)run->memory.surfaces[i].out_file);
    }
    free(run->memory.surfaces);
    free(run->memory.samplers);
    free(run->payload);
}
